"""Scoring a captured pile in every preset: the yaku tables of docs/rules.md §2-3.

Each row of ``CASES`` is a pile, the round's month (for tsuki-fuda) and the expected yaku
per preset, written like a score: ``"akatan 5 + tan 1"`` (``""``: no yaku).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi import DECK, RuleSet, dealt_hand_yaku, parse_cards, score, total_function
from koikoi.cards import mask_of

S, L, W, E = "standard", "labsk", "wikihow", "wikipedia-es"
ALL = (S, L, W, E)
ENC = (L, E)  # the encyclopedia yaku values (labsk; wikipedia-es takes the same)
BEST = (L, W, E)  # best yaku per category

P9 = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1"  # nine plains
P10 = P9 + " 5p2"
ALL_PLAINS = (  # docs/rules.md §1: 24 plains, one in November, three in December
    "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2 6p1 6p2 7p1 7p2 8p1 8p2 9p1 9p2 10p1 10p2 "
    "11p1 12p1 12p2 12p3"
)

# (case id, pile, month, {presets: expected yaku})
CASES: list[tuple[str, str, int | None, dict[tuple[str, ...], str]]] = [
    # --- brights: only the best counts; the rain man spoils three and weakens four
    ("goko", "1b 3b 8b 11b 12b", None, {ALL: "goko 10"}),
    ("shiko", "1b 3b 8b 12b", None, {ALL: "shiko 8"}),
    ("ame-shiko", "1b 3b 11b 12b", None, {ALL: "ame-shiko 7"}),
    ("sanko", "1b 8b 12b", None, {ALL: "sanko 5"}),
    ("three brights with the rain man", "1b 8b 11b", None, {ALL: ""}),
    ("two brights", "1b 12b", None, {ALL: ""}),
    # --- inoshikacho: no extension in standard, +1 per further animal elsewhere
    ("inoshikacho", "6a 7a 10a", None, {ALL: "inoshikacho 5"}),
    ("two of inoshikacho", "6a 7a", None, {ALL: ""}),
    ("inoshikacho + 1", "6a 7a 10a 2a", None, {(S,): "inoshikacho 5", BEST: "inoshikacho 6"}),
    (
        "inoshikacho + 2 = 5 animals",
        "6a 7a 10a 2a 4a",
        None,
        {(S,): "inoshikacho 5 + tane 1", BEST: "inoshikacho 7"},
    ),
    (
        "all nine animals",
        "2a 4a 5a 6a 7a 8a 9a 10a 11a",
        None,
        {(S,): "inoshikacho 5 + tane 5", BEST: "inoshikacho 11"},
    ),
    # --- tane
    ("4 animals", "2a 4a 5a 8a", None, {ALL: ""}),
    ("tane at 5", "2a 4a 5a 8a 11a", None, {ALL: "tane 1"}),
    ("tane at 6 (with the sake cup)", "2a 4a 5a 8a 11a 9a", None, {ALL: "tane 2"}),
    # --- akatan, aotan, akatan-aotan, tan
    ("akatan", "1r 2r 3r", None, {(S, W): "akatan 5", ENC: "akatan 6"}),
    ("aotan", "6r 9r 10r", None, {(S, W): "aotan 5", ENC: "aotan 6"}),
    ("two poetry ribbons", "1r 2r 6r 9r", None, {ALL: ""}),
    (
        "akatan + 1 ribbon",
        "1r 2r 3r 4r",
        None,
        {(S,): "akatan 5", (W,): "akatan 6", ENC: "akatan 7"},
    ),
    (
        "akatan and tan (5 ribbons)",
        "1r 2r 3r 4r 5r",
        None,
        {(S,): "akatan 5 + tan 1", (W,): "akatan 7", ENC: "akatan 8"},
    ),
    (
        "aotan + 2 poetry ribbons",
        "1r 2r 6r 9r 10r",
        None,
        {(S,): "aotan 5 + tan 1", (W,): "aotan 7", ENC: "aotan 8"},
    ),
    (
        # wikihow's own example: 3 poetry + 2 plain red + 1 blue = 5 + 3
        "wikihow ribbon example",
        "1r 2r 3r 4r 5r 6r",
        None,
        {(S,): "akatan 5 + tan 2", (W,): "akatan 8", ENC: "akatan 9"},
    ),
    (
        "akatan with aotan",
        "1r 2r 3r 6r 9r 10r",
        None,
        {(S,): "akatan 5 + aotan 5 + tan 2", BEST: "akatan-aotan 10"},
    ),
    (
        "akatan with aotan + 2 ribbons",
        "1r 2r 3r 6r 9r 10r 4r 5r",
        None,
        {(S,): "akatan 5 + aotan 5 + tan 4", BEST: "akatan-aotan 12"},
    ),
    ("4 ribbons", "1r 4r 5r 7r", None, {ALL: ""}),
    ("tan at 5", "1r 4r 5r 7r 11r", None, {ALL: "tan 1"}),
    ("tan at 7", "1r 4r 5r 7r 11r 6r 9r", None, {ALL: "tan 3"}),
    # --- kasu, the sake cup as a plain, the lightning as an ordinary plain
    ("9 plains", P9, None, {ALL: ""}),
    ("kasu at 10", P10, None, {ALL: "kasu 1"}),
    ("9 plains + sake cup", P9 + " 9a", None, {ALL: "kasu 1"}),
    ("10 plains + sake cup", P10 + " 9a", None, {ALL: "kasu 2"}),
    ("9 plains + lightning", P9 + " 11p1", None, {ALL: "kasu 1"}),
    ("all 24 plains", ALL_PLAINS, None, {ALL: "kasu 15"}),
    ("all 24 plains + sake cup", ALL_PLAINS + " 9a", None, {ALL: "kasu 16"}),
    # --- viewing yaku: both count; the sake cup serves everything at once
    ("hanami", "3b 9a", None, {ALL: "hanami 5"}),
    ("tsukimi", "8b 9a", None, {ALL: "tsukimi 5"}),
    ("both viewings", "3b 8b 9a", None, {ALL: "hanami 5 + tsukimi 5"}),
    ("no sake cup", "3b 8b", None, {ALL: ""}),
    (
        "sanko and both viewings",
        "1b 3b 8b 9a",
        None,
        {ALL: "sanko 5 + hanami 5 + tsukimi 5"},
    ),
    (
        "sake cup in four yaku",
        "3b 8b 9a 2a 4a 5a 8a " + P9,
        None,
        {ALL: "hanami 5 + tsukimi 5 + tane 1 + kasu 1"},
    ),
    (
        "module doctest pile",
        "1b 3b 8b 9a 3r 1r 2r",
        None,
        {
            (S, W): "sanko 5 + akatan 5 + hanami 5 + tsukimi 5",
            ENC: "sanko 5 + akatan 6 + hanami 5 + tsukimi 5",
        },
    ),
    # --- tsuki-fuda: the four cards of the round's month, labsk and wikipedia-es only
    ("january in january", "1b 1r 1p1 1p2", 1, {(S, W): "", ENC: "tsuki-fuda 4"}),
    ("january in february", "1b 1r 1p1 1p2", 2, {ALL: ""}),
    ("january, no month given", "1b 1r 1p1 1p2", None, {ALL: ""}),
    ("december in december", "12b 12p1 12p2 12p3", 12, {(S, W): "", ENC: "tsuki-fuda 4"}),
    (
        "february with akatan",
        "2a 2r 2p1 2p2 1r 3r",
        2,
        {(S, W): "akatan 5", ENC: "akatan 6 + tsuki-fuda 4"},
    ),
    # --- the worked example of docs/rules.md §2
    ("worked example: boar, deer, butterflies", "10a 6a 7a 7p1", None, {ALL: "inoshikacho 5"}),
    ("worked example: moon, then sake cup", "8b 9a 9p1", None, {ALL: "tsukimi 5"}),
]


def _expand(cases):
    for case_id, pile, month, table in cases:
        presets = [p for group in table for p in group]
        assert sorted(presets) == sorted(ALL), f"{case_id}: every preset exactly once"
        for group, expected in table.items():
            for preset in group:
                yield pytest.param(pile, month, preset, expected, id=f"{case_id}-{preset}")


def _parse_expected(text: str) -> dict[str, int]:
    result = {}
    for part in filter(None, (p.strip() for p in text.split("+"))):
        name, points = part.rsplit(" ", 1)
        result[name] = int(points)
    return result


@pytest.mark.parametrize("pile,month,preset,expected", list(_expand(CASES)))
def test_yaku_table(pile, month, preset, expected):
    rules = RuleSet.preset(preset)
    result = score(pile, rules, month=month)
    want = _parse_expected(expected)
    assert {y.name: y.points for y in result.yaku} == want
    assert result.total == sum(want.values())
    assert total_function(rules, month)(mask_of(pile)) == result.total


def test_sake_cup_as_plain_can_be_switched_off():
    for preset in ALL:
        rules = RuleSet.preset(preset).replace(sake_cup_as_plain=False)
        assert score(P9 + " 9a", rules).total == 0
        assert score(P10 + " 9a", rules).names() == ("kasu",)
        assert score(P10 + " 9a", rules)["kasu"].points == 1


def test_viewing_yaku_can_be_switched_off():
    rules = RuleSet().replace(viewing_yaku=False)
    assert score("3b 8b 9a", rules).total == 0
    assert score("3b 8b 9a", RuleSet().replace(hanami=0)).names() == ("tsukimi",)


def test_house_values_apply():
    assert score("1r 2r 3r", RuleSet().replace(akatan=6)).total == 6
    assert score("2a 4a 5a 8a", RuleSet().replace(tane_min=4)).total == 1
    labsk_no_month = RuleSet.preset("labsk").replace(tsuki_fuda=0)
    assert score("1b 1r 1p1 1p2", labsk_no_month, month=1).total == 0


@pytest.mark.parametrize("preset", ALL)
def test_only_one_bright_yaku_is_listed(preset):
    result = score("1b 3b 8b 11b 12b 2a", RuleSet.preset(preset))
    assert result.names() == ("goko",)
    assert result.total == 10


# --- the listed yaku and their cards ---------------------------------------------------


def _codes(cards) -> set[str]:
    return {str(c) for c in cards}


YAKU_CARDS = [
    # (preset, pile, yaku, the cards listed for it)
    (S, "1b 3b 8b 11b 12b", "goko", "1b 3b 8b 11b 12b"),
    (S, "1b 3b 8b 12b 2a", "shiko", "1b 3b 8b 12b"),
    (S, "1b 3b 11b 12b 2a", "ame-shiko", "1b 3b 11b 12b"),
    (S, "1b 8b 12b 2a", "sanko", "1b 8b 12b"),
    (S, "6a 7a 10a 2a 1p1", "inoshikacho", "6a 7a 10a"),
    (L, "6a 7a 10a 2a 1p1", "inoshikacho", "6a 7a 10a 2a"),
    (S, "1r 2r 3r 4r 5r 1b 7p1", "akatan", "1r 2r 3r"),
    (S, "1r 2r 3r 4r 5r 1b 7p1", "tan", "1r 2r 3r 4r 5r"),
    (W, "1r 2r 3r 4r 5r 1b 7p1", "akatan", "1r 2r 3r 4r 5r"),
    (S, "6r 9r 10r 1r 2r 3r", "aotan", "6r 9r 10r"),
    (L, "6r 9r 10r 1r 2r 3r 4r 5p1", "akatan-aotan", "6r 9r 10r 1r 2r 3r 4r"),
    (S, "3b 9a 8a", "hanami", "3b 9a"),
    (S, "8b 9a 3r", "tsukimi", "8b 9a"),
    (S, "2a 4a 5a 8a 11a 1b", "tane", "2a 4a 5a 8a 11a"),
    (S, "6a 7a 10a 2a 4a 1b", "tane", "6a 7a 10a 2a 4a"),  # inoshikacho animals too
    (S, P9 + " 9a 1b", "kasu", P9 + " 9a"),
]


@pytest.mark.parametrize("preset,pile,name,cards", YAKU_CARDS)
def test_yaku_cards(preset, pile, name, cards):
    result = score(pile, RuleSet.preset(preset))
    assert name in result
    assert _codes(result[name].cards) == set(cards.split())


def test_tsuki_fuda_cards():
    result = score("3b 3r 3p1 3p2 1b", RuleSet.preset("labsk"), month=3)
    assert result.names() == ("tsuki-fuda",)
    assert _codes(result["tsuki-fuda"].cards) == {"3b", "3r", "3p1", "3p2"}


def test_score_api():
    result = score("1b 3b 8b 9a 3r 1r 2r")
    assert str(result) == "sanko 5 + akatan 5 + hanami 5 + tsukimi 5 = 20"
    assert result.names() == ("sanko", "akatan", "hanami", "tsukimi")
    assert "akatan" in result and "aotan" not in result
    with pytest.raises(KeyError):
        result["aotan"]
    assert str(score("1b")) == "no yaku (0)"
    assert str(score("3b 9a")) == "hanami 5"
    assert result["akatan"].label("ja") == "赤短 (akatan)"
    # every input form gives the same score
    assert score(parse_cards("1b 3b 8b")) == score(mask_of("1b 3b 8b")) == score("8b 3b 1b")


@pytest.mark.parametrize("preset", ALL)
@pytest.mark.parametrize("month", [0, 13, -1])
def test_month_out_of_range_is_rejected(preset, month):
    with pytest.raises(ValueError, match="month="):
        score("1b", RuleSet.preset(preset), month=month)
    with pytest.raises(ValueError, match="month="):
        total_function(RuleSet.preset(preset), month)


def test_score_rejects_bad_cards():
    with pytest.raises(ValueError, match="'1b' is named twice"):
        score("1b 1b")
    with pytest.raises(ValueError, match="unknown card code '13b'"):
        score("13b")


# --- dealt hands -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand,expected",
    [
        ("1b 1r 1p1 1p2 2a 3b 4a 5a", "teshi"),  # all four of a month
        ("1b 1r 2a 2r 3b 3r 4a 4r", "kuttsuki"),  # two of each of four months
        ("1b 1r 1p1 1p2 2a 2r 3b 3r", "teshi"),  # 4 + 2 + 2 is both: teshi
        ("1b 1r 1p1 1p2 2a 2r 2p1 2p2", "teshi"),  # 4 + 4
        ("1b 1r 1p1 2a 2r 2p1 3b 3r", None),  # 3 + 3 + 2
        ("1b 1r 2a 2r 3b 3r 4a 5a", None),  # 2 + 2 + 2 + 1 + 1
        ("1b 2a 3b 4a 5a 6a 7a 8b", None),
    ],
)
def test_dealt_hand_yaku(hand, expected):
    assert dealt_hand_yaku(hand) == expected
    assert dealt_hand_yaku(mask_of(hand)) == expected


# --- properties ------------------------------------------------------------------------

QUICK = settings(max_examples=150, deadline=None, derandomize=True)
PILES = st.lists(st.sampled_from(DECK), unique=True, max_size=40)
PRESET = st.sampled_from(ALL)
MONTH = st.one_of(st.none(), st.integers(1, 12))


@QUICK
@given(PILES, PRESET, MONTH, st.randoms(use_true_random=False))
def test_order_of_a_pile_never_changes_its_score(pile, preset, month, rnd):
    rules = RuleSet.preset(preset)
    shuffled = list(pile)
    rnd.shuffle(shuffled)
    assert score(pile, rules, month=month) == score(shuffled, rules, month=month)


@QUICK
@given(PILES, st.sampled_from(DECK))
def test_adding_a_card_never_lowers_the_standard_total(pile, card):
    if card in pile:
        return
    assert score([*pile, card]).total >= score(pile).total


# One alternative value for options that affect scoring (and a few that do not).
SINGLE_CHANGES = {
    "goko": [0, 15],
    "shiko": [0, 10],
    "ame_shiko": [0, 9],
    "sanko": [0, 6],
    "inoshikacho": [0, 6],
    "inoshikacho_extends": [True, False],
    "akatan": [0, 6],
    "aotan": [0, 7],
    "akatan_aotan": [0, 10, 12],
    "ribbon_sets_extend": [True, False],
    "viewing_yaku": [True, False],
    "hanami": [0, 3],
    "tsukimi": [0, 3],
    "tane_min": [1, 4, 7],
    "tan_min": [1, 3, 6],
    "kasu_min": [1, 8, 12],
    "sake_cup_as_plain": [True, False],
    "tsuki_fuda": [0, 4, 6],
    "counting": ["independent", "best-per-category"],
    "koikoi_limit": ["player"],
    "double_at": [0, 5],
}
CHANGE = st.sampled_from(sorted(SINGLE_CHANGES)).flatmap(
    lambda option: st.tuples(st.just(option), st.sampled_from(SINGLE_CHANGES[option]))
)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, (1 << 48) - 1), PRESET, MONTH, st.one_of(st.none(), CHANGE))
def test_total_function_equals_score_total(mask, preset, month, change):
    rules = RuleSet.preset(preset)
    if change is not None:
        rules = rules.replace(**{change[0]: change[1]})
    assert total_function(rules, month)(mask) == score(mask, rules, month=month).total


@QUICK
@given(PILES, PRESET, MONTH)
def test_total_function_equals_score_total_for_small_piles(pile, preset, month):
    rules = RuleSet.preset(preset)
    mask = mask_of(pile)
    assert total_function(rules, month)(mask) == score(mask, rules, month=month).total


# --- an independent reading of the yaku tables, checked on random piles -----------------

BRIGHT_CODES = {"1b", "3b", "8b", "11b", "12b"}
ANIMAL_CODES = {"2a", "4a", "5a", "6a", "7a", "8a", "9a", "10a", "11a"}
RIBBON_CODES = {"1r", "2r", "3r", "4r", "5r", "6r", "7r", "9r", "10r", "11r"}
POETRY, BLUE, ISC = {"1r", "2r", "3r"}, {"6r", "9r", "10r"}, {"7a", "10a", "6a"}

# docs/rules.md §2 and §3 as plain numbers: (ino_extends, akatan, aotan, akatan_aotan or 0,
# ribbon sets extend, best per category, tsuki-fuda)
PROFILE = {
    S: (False, 5, 5, 0, False, False, 0),
    L: (True, 6, 6, 10, True, True, 4),
    W: (True, 5, 5, 10, True, True, 0),
    E: (True, 6, 6, 10, True, True, 4),
}


def reference_total(codes: set[str], preset: str, month: int | None) -> int:
    ino_ext, akatan, aotan, both, ribbons_ext, best, tsuki = PROFILE[preset]
    brights = codes & BRIGHT_CODES
    rain, dry = "11b" in brights, len(brights - {"11b"})
    if len(brights) == 5:
        bright = 10  # goko
    elif dry == 4:
        bright = 8  # shiko
    elif rain and dry == 3:
        bright = 7  # ame-shiko
    elif dry == 3:
        bright = 5  # sanko
    else:
        bright = 0
    n_animals, n_ribbons = len(codes & ANIMAL_CODES), len(codes & RIBBON_CODES)
    n_plains = sum(1 for c in codes if "p" in c) + ("9a" in codes)
    animal = [5 + (n_animals - 3 if ino_ext else 0)] if codes >= ISC else []
    animal += [n_animals - 4] if n_animals >= 5 else []
    ribbon = []
    extra = n_ribbons - 3 if ribbons_ext else 0
    if both and codes >= POETRY and codes >= BLUE:
        ribbon.append(both + (n_ribbons - 6 if ribbons_ext else 0))
    else:
        ribbon += [akatan + extra] if codes >= POETRY else []
        ribbon += [aotan + extra] if codes >= BLUE else []
    ribbon += [n_ribbons - 4] if n_ribbons >= 5 else []
    plain = n_plains - 9 if n_plains >= 10 else 0
    viewing = 5 * ("9a" in codes) * (("3b" in codes) + ("8b" in codes))
    month_cards = {c.code for c in DECK if c.month == month}
    monthly = tsuki if month and month_cards <= codes else 0
    if best:
        return bright + max(animal, default=0) + max(ribbon, default=0) + plain + viewing + monthly
    return bright + sum(animal) + sum(ribbon) + plain + viewing + monthly


@settings(max_examples=400, deadline=None, derandomize=True)
@given(PILES, PRESET, MONTH)
def test_score_agrees_with_a_reading_of_the_rules(pile, preset, month):
    codes = {c.code for c in pile}
    assert score(pile, RuleSet.preset(preset), month=month).total == reference_total(
        codes, preset, month
    )
