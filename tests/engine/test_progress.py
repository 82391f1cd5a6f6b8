"""Yaku progress: how close a pile is to each yaku, with the opponent's pile as blockers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi import DECK, YAKU_NAMES, RuleSet, progress, score

ALL = ("standard", "labsk", "wikihow", "wikipedia-es")

# The requirement of every yaku, read from docs/rules.md §2-3 (codes, not engine masks).
BRIGHTS = {"1b", "3b", "8b", "11b", "12b"}
DRY = BRIGHTS - {"11b"}
ANIMALS = {"2a", "4a", "5a", "6a", "7a", "8a", "9a", "10a", "11a"}
RIBBONS = {"1r", "2r", "3r", "4r", "5r", "6r", "7r", "9r", "10r", "11r"}
POETRY, BLUE = {"1r", "2r", "3r"}, {"6r", "9r", "10r"}


def satisfied(name: str, codes: set[str], rules: RuleSet, month: int | None) -> bool:
    """Whether a pile holds the cards a yaku needs (whether or not it counts)."""
    plains = {c for c in codes if "p" in c} | ({"9a"} & codes if rules.sake_cup_as_plain else set())
    return {
        "goko": codes >= BRIGHTS,
        "shiko": codes >= DRY,
        "ame-shiko": "11b" in codes and len(DRY & codes) >= 3,
        "sanko": len(DRY & codes) >= 3,
        "inoshikacho": {"7a", "10a", "6a"} <= codes,
        "akatan": codes >= POETRY,
        "aotan": codes >= BLUE,
        "akatan-aotan": codes >= POETRY | BLUE,
        "hanami": {"3b", "9a"} <= codes,
        "tsukimi": {"8b", "9a"} <= codes,
        "tane": len(ANIMALS & codes) >= rules.tane_min,
        "tan": len(RIBBONS & codes) >= rules.tan_min,
        "kasu": len(plains) >= rules.kasu_min,
        "tsuki-fuda": month is not None and {c.code for c in DECK if c.month == month} <= codes,
    }[name]


# Categories of docs/rules.md §3: within one, a better yaku may be listed instead.
CATEGORY = {
    **dict.fromkeys(("goko", "shiko", "ame-shiko", "sanko"), "brights"),
    **dict.fromkeys(("inoshikacho", "tane"), "animals"),
    **dict.fromkeys(("akatan", "aotan", "akatan-aotan", "tan"), "ribbons"),
    "kasu": "plains",
    "hanami": "hanami",
    "tsukimi": "tsukimi",
    "tsuki-fuda": "tsuki-fuda",
}


def _by_name(result):
    return {p.name: p for p in result}


def _codes(cards) -> list[str]:
    return [str(c) for c in cards]


# --- examples --------------------------------------------------------------------------


def test_two_of_inoshikacho_is_one_away():
    result = _by_name(progress("7a 10a"))
    ino = result["inoshikacho"]
    assert (ino.status, ino.needed, _codes(ino.completing), ino.counted) == (
        "one away",
        1,
        ["6a"],
        False,
    )
    assert _codes(ino.have) == ["7a", "10a"]
    assert ino.label("es") == "jabalí, ciervo y mariposas"


def test_the_opponent_holding_a_needed_card_blocks():
    ino = _by_name(progress("7a 10a", opponent="6a"))["inoshikacho"]
    assert (ino.status, ino.completing) == ("blocked", ())


def test_rain_man_with_the_opponent_blocks_goko_and_ame_shiko_but_not_shiko():
    result = _by_name(progress("1b 3b 8b", opponent="11b"))
    assert result["goko"].status == "blocked"
    assert result["ame-shiko"].status == "blocked"
    assert (result["shiko"].status, _codes(result["shiko"].completing)) == ("one away", ["12b"])
    assert (result["sanko"].status, result["sanko"].counted) == ("reached", True)


def test_two_dry_brights_and_the_rain_man():
    """With the rain man in the pile, three dry brights make ame-shiko and four make goko:
    sanko and shiko can never count (only the best bright yaku counts), so neither is shown
    as reachable; ame-shiko is one away."""
    result = _by_name(progress("1b 3b 11b"))
    assert (result["sanko"].status, result["sanko"].completing) == ("blocked", ())
    assert (result["shiko"].status, result["shiko"].completing) == ("blocked", ())
    assert result["ame-shiko"].status == "one away"
    assert set(_codes(result["ame-shiko"].completing)) == {"8b", "12b"}
    assert result["goko"].status == "open" and result["goko"].needed == 2


def test_rain_man_with_the_opponent_holding_a_dry_bright():
    """Lesson 6's position: goko and shiko blocked by the phoenix, sanko out of reach
    because of the rain man, ame-shiko one card (the moon) away."""
    result = _by_name(progress("1b 3b 11b", opponent="12b"))
    status = {name: result[name].status for name in ("goko", "shiko", "ame-shiko", "sanko")}
    assert status == {
        "goko": "blocked",
        "shiko": "blocked",
        "ame-shiko": "one away",
        "sanko": "blocked",
    }
    assert _codes(result["ame-shiko"].completing) == ["8b"]


def test_best_per_category_keeps_out_yaku_a_better_one_replaces():
    """Under labsk (best per category) tane never counts beside inoshikacho, which always
    scores more; a card that completes tane only by completing inoshikacho is left out."""
    labsk = RuleSet.preset("labsk")
    held = _by_name(progress("7a 10a 6a 2a", labsk))["tane"]
    assert (held.status, held.completing) == ("blocked", ())
    tane = _by_name(progress("7a 10a 2a 4a", labsk))["tane"]
    assert tane.status == "one away"
    assert set(_codes(tane.completing)) == {"5a", "8a", "9a", "11a"}  # not 6a
    assert "6a" in _codes(_by_name(progress("7a 10a 2a 4a"))["tane"].completing)  # standard


def test_reached_but_not_counted_under_best_per_category():
    labsk = _by_name(progress("7a 10a 6a 2a 4a", RuleSet.preset("labsk")))
    assert (labsk["inoshikacho"].status, labsk["inoshikacho"].counted) == ("reached", True)
    assert (labsk["tane"].status, labsk["tane"].counted) == ("reached", False)
    standard = _by_name(progress("7a 10a 6a 2a 4a"))
    assert standard["tane"].counted and standard["inoshikacho"].counted


def test_sake_cup_counts_toward_kasu():
    kasu = _by_name(progress("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 9a"))["kasu"]
    assert (kasu.status, kasu.needed) == ("one away", 1)
    assert "9a" in _codes(kasu.have)
    assert len(kasu.completing) == 24 - 8  # every plain not yet held
    off = RuleSet().replace(sake_cup_as_plain=False)
    assert _by_name(progress("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 9a", off))["kasu"].needed == 2


def test_which_yaku_are_tracked():
    assert [p.name for p in progress("")] == [
        n for n in YAKU_NAMES if n not in ("akatan-aotan", "tsuki-fuda")
    ]
    assert [p.name for p in progress("", RuleSet.preset("labsk"), month=1)] == list(YAKU_NAMES)
    assert "tsuki-fuda" not in [p.name for p in progress("", RuleSet.preset("labsk"))]
    assert "hanami" not in [p.name for p in progress("", RuleSet().replace(viewing_yaku=False))]


def test_tsuki_fuda_progress():
    fuda = _by_name(progress("2a 2r 2p1", RuleSet.preset("wikipedia-es"), month=2))["tsuki-fuda"]
    assert (fuda.status, _codes(fuda.completing)) == ("one away", ["2p2"])
    blocked = progress("2a 2r 2p1", RuleSet.preset("labsk"), opponent="2p2", month=2)
    assert _by_name(blocked)["tsuki-fuda"].status == "blocked"


def test_overlapping_piles_are_rejected():
    with pytest.raises(ValueError, match="1b"):
        progress("1b 2a", opponent="1b")


# --- properties ------------------------------------------------------------------------

QUICK = settings(max_examples=150, deadline=None, derandomize=True)


# No house rule, or one option changed.
HOUSE_RULE = st.sampled_from(
    [
        {},
        {},
        {"sake_cup_as_plain": False},
        {"tane_min": 3},
        {"tan_min": 4},
        {"kasu_min": 7},
        {"counting": "independent"},
        {"counting": "best-per-category"},
        {"akatan_aotan": 0},
        {"tsuki_fuda": 4},
        {"viewing_yaku": False},
        {"shiko": 0},
    ]
)


@st.composite
def positions(draw):
    """Two disjoint captured piles, a preset (maybe with a house rule) and maybe a month."""
    order = draw(st.permutations(DECK))
    mine = draw(st.integers(0, 30))
    theirs = draw(st.integers(0, 48 - mine))
    return (
        list(order[:mine]),
        list(order[mine : mine + theirs]),
        RuleSet.preset(draw(st.sampled_from(ALL))).replace(**draw(HOUSE_RULE)),
        draw(st.one_of(st.none(), st.integers(1, 12))),
    )


@QUICK
@given(positions())
def test_reached_means_the_requirement_is_satisfied(position):
    mine, theirs, rules, month = position
    codes = {c.code for c in mine}
    counted = set(score(mine, rules, month=month).names())
    for p in progress(mine, rules, opponent=theirs, month=month):
        assert (p.status == "reached") == satisfied(p.name, codes, rules, month), p
        assert (p.needed == 0) == (p.status == "reached")
        assert p.counted == (p.name in counted)
        assert set(p.have) <= set(mine)
        if p.status != "one away":
            assert p.completing == ()


@QUICK
@given(positions())
def test_every_completing_card_completes_its_yaku(position):
    mine, theirs, rules, month = position
    for p in progress(mine, rules, opponent=theirs, month=month):
        if p.status != "one away":
            continue
        assert p.completing, p
        assert not set(p.completing) & (set(mine) | set(theirs))
        for card in p.completing:
            after = [*mine, card]
            codes = {c.code for c in after}
            assert satisfied(p.name, codes, rules, month)
            again = {q.name: q for q in progress(after, rules, opponent=theirs, month=month)}
            assert again[p.name].status == "reached"
            assert p.name in score(after, rules, month=month), (p.name, codes)


def _counts_somehow(name: str, mine: set[str], free: set[str], rules, month) -> bool:
    """Whether adding some of the free cards of the yaku's category to ``mine`` makes the
    yaku count (brute force over the category's cards; kasu, alone in its category, counts
    whenever it is satisfied)."""
    pool = {
        "brights": BRIGHTS,
        "animals": ANIMALS,
        "ribbons": RIBBONS,
        "hanami": {"3b", "9a"},
        "tsukimi": {"8b", "9a"},
        "tsuki-fuda": {c.code for c in DECK if c.month == month},
    }.get(CATEGORY[name])
    if pool is None:
        return satisfied(name, mine | free, rules, month)
    extra = sorted(free & pool)
    for bits in range(1 << len(extra)):
        pile = mine | {code for i, code in enumerate(extra) if bits >> i & 1}
        if name in score(" ".join(sorted(pile)), rules, month=month):
            return True
    return False


@QUICK
@given(positions())
def test_blocked_means_it_can_never_count(position):
    """Blocked: no set of cards still free makes the yaku count (the opponent holds cards it
    needs, or a better yaku of its category would always count instead); open and one away:
    some do."""
    mine, theirs, rules, month = position
    codes = {c.code for c in mine}
    free = {c.code for c in DECK} - codes - {c.code for c in theirs}
    for p in progress(mine, rules, opponent=theirs, month=month):
        if p.status in ("blocked", "one away", "open"):
            reachable = _counts_somehow(p.name, codes, free, rules, month)
            assert reachable == (p.status != "blocked"), (p.name, p.status, sorted(codes))
