"""Every sentence a learner reads about a round, checked claim by claim against the engine.

The coach's koi-koi and stop advice, the next-round check and the round results are
generated under the four presets and random rule sets; each text is read as a sequence of
claims, every claim must be one this test knows, and each is checked against what the
engine then does (the stop played out, the call played out against every reply, the next
deal). A sentence that no pattern reads fails too: a new claim needs a check here.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from koikoi import (
    DECK,
    Card,
    Doubling,
    Match,
    Move,
    Phase,
    Round,
    RoundResult,
    RuleSet,
    Score,
    score,
)
from koikoi.i18n import set_language
from koikoi.points import exhausted_round, round_points
from koikoi.tutor.checks import check_next_round
from koikoi.tutor.coach import explain

FEW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RULES = st.one_of(
    st.sampled_from([RuleSet.preset(p) for p in RuleSet.PRESETS]),
    st.builds(
        RuleSet,
        koikoi_double=st.sampled_from(RuleSet.choices("koikoi_double") or ()),
        koikoi_limit=st.sampled_from(("player", "unlimited")),
        double_at=st.integers(min_value=0, max_value=9),
        exhausted_caller_keeps=st.booleans(),
        exhausted_dealer_points=st.integers(min_value=0, max_value=3),
        inoshikacho=st.integers(min_value=1, max_value=9),
        tsukimi=st.integers(min_value=1, max_value=9),
        dealer_after_draw=st.sampled_from(RuleSet.choices("dealer_after_draw") or ()),
    ),
)
"""The presets, and rule sets that vary every option the coach's sentences turn on."""


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield


# --- reading a text as claims --------------------------------------------------------------

Check = Callable[[re.Match[str]], None]


def read_claims(text: str, claims: list[tuple[str, Check]]) -> list[str]:
    """Check ``text`` claim by claim: each claim (a pattern, from the start of what is left)
    is checked by its function; a rest that no pattern reads fails. Returns the claims'
    patterns in the order read."""
    rest, read = text.strip(), []
    while rest:
        for pattern, check in claims:
            found = re.match(pattern, rest)
            if found:
                check(found)
                read.append(pattern)
                rest = rest[found.end() :].lstrip()
                break
        else:
            raise AssertionError(f"a claim no check reads: {rest!r} (in {text!r})")
    return read


N = r"(\d+) points?"
CODE = r"\b\d{1,2}[barp]\d?\b"
NAMED = rf"[^():,]+? \({CODE}\)"
"""A card named first, its code as an aid: ``"sake cup (9a)"``."""
EITHER = rf"{NAMED}(?:(?:, | or ){NAMED})*"
NEED = rf"(?:{EITHER}|one card) for [\w-]+"
NEEDS = rf"{NEED}(?: and {NEED})*"
"""What yaku one card away need: ``"sake cup (9a) for tsukimi"``, ``"crane (1b) or moon (8b)
for sanko and sake cup (9a) for hanami"``."""


def named_codes(text: str) -> list[str]:
    """The codes of the cards named in ``text`` (``"boar (7a) and crane (1b)"`` -> ``["7a",
    "1b"]``), each checked to be named first by its own name."""
    codes = []
    for name, code in re.findall(rf"([^():,]+?) \(({CODE})\)", text):
        name = re.sub(r"^(?:and |or )?(?:the |The )", "", name.strip())
        assert name == Card.parse(code).name(), f"{name!r} is not {code}: {text!r}"
        codes.append(code)
    return codes


def needs_of(text: str) -> list[tuple[str, list[str]]]:
    """``"sake cup (9a) for tsukimi and ..."`` -> ``[("tsukimi", ["9a"])]``; each card is
    named before its code ("one card for tane": no cards)."""
    found = [
        (m[2], named_codes(m[1]) if m[1] != "one card" else [])
        for m in re.finditer(rf"(?:^| and )({EITHER}|one card) for ([\w-]+)", text)
    ]
    assert found, f"no yaku and the cards it needs in {text!r}"
    return found


CARDS = r"(\d+) cards?"
RISK = r"(?P<risk>The opponent needs only .+?|The opponent has no yaku within one card)"


# --- the coach's decision advice -----------------------------------------------------------


@dataclass
class Decision:
    """A koi-koi decision of player 0, and what the engine does after each choice."""

    rnd: Round

    @property
    def view(self):  # type: ignore[no-untyped-def]
        return self.rnd.view(0)

    def after(self, move: str) -> Round:
        played = self.rnd.copy()
        played.push(move)
        return played

    def stop(self) -> RoundResult:
        result = self.after("stop").result
        assert result is not None
        return result

    def endings_after_call(self) -> list[RoundResult]:
        """Every way the round can end after player 0's koi-koi, the opponent stopping at
        once when they may, player 0 stopping too."""
        return list(_endings(self.after("koikoi")))


def _endings(rnd: Round) -> Iterator[RoundResult]:
    if rnd.result is not None:
        yield rnd.result
        return
    moves = [Move("stop")] if rnd.phase is Phase.DECISION else rnd.legal_moves()
    for move in moves:
        nxt = rnd.copy()
        nxt.push(move)
        yield from _endings(nxt)


def check_risk(d: Decision, risk: str) -> None:
    """'The opponent needs only c for X' / 'has no yaku within one card'."""
    view = d.view
    theirs = view.captured[1]
    held = set(score(theirs, view.rules, month=view.month).names())
    out = {*view.captured[0], *theirs}
    if risk.startswith("The opponent has no yaku"):
        for card in DECK:
            if card not in out:
                made = set(score((*theirs, card), view.rules, month=view.month).names())
                assert made <= held, f"{card} gives the opponent {made - held}: {risk!r}"
        return
    for name, codes in needs_of(risk.removeprefix("The opponent needs only ")):
        for code in codes:
            made = score(f"{' '.join(c.code for c in theirs)} {code}", view.rules, month=view.month)
            assert name in made.names() and name not in held, f"{code} does not make {name}"


def check_points(claimed: str, actual: int) -> None:
    assert int(claimed) == actual, f"the text says {claimed} points, the engine {actual}"


def check_outcome(d: Decision, outcome: str, *, at_once: bool) -> None:
    """'the caller keeps ...: you score N' / 'the dealer scores N oya-ken points: who' /
    drawn, against every ending of the call that the opponent does not win."""
    endings = d.endings_after_call()
    if at_once:
        assert len(endings) == 1 and endings[0].reason == "exhausted"
    others = [r for r in endings if r.winner != 1 or r.reason == "exhausted"]
    for result in others:
        assert result.reason == "exhausted"
        keeps = re.fullmatch(r"the caller keeps the yaku held at the call: you score " + N, outcome)
        oya = re.fullmatch(r"the dealer scores (\d+) oya-ken points?: (you|your opponent)", outcome)
        if outcome == "drawn":
            assert result.winner is None, f"{result.describe()} is not a drawn round"
        elif keeps:
            assert result.winner == 0 and result.yaku, result.describe()
            check_points(keeps.group(1), result.points)
        else:
            assert oya, outcome
            dealer = d.rnd.dealer
            assert result.winner == dealer and not result.yaku, result.describe()
            assert oya.group(2) == ("you" if dealer == 0 else "your opponent")
            check_points(oya.group(1), result.points)


def check_their_win(d: Decision, doubled: bool) -> None:
    """'a new or improved yaku wins for them[, doubled]' / 'their points double'."""
    wins = [r for r in d.endings_after_call() if r.winner == 1 and r.reason != "exhausted"]
    for result in wins:
        assert (Doubling.KOIKOI in result.doubled) is doubled, result.describe()


def stop_claims(d: Decision) -> list[tuple[str, Check]]:
    stopped = d.stop()
    hand = len(d.view.hand)
    improve = r"left in your hand to improve with\."
    return [
        (rf"Stop: you win {N} now \(.*?\)\.", lambda m: check_points(m.group(1), stopped.points)),
        (
            rf"{RISK}; if you go on and they get it, you score nothing\.",
            lambda m: check_risk(d, m["risk"]),
        ),
        (rf"No card is {improve}", lambda m: _is(hand, 0)),
        (rf"Only {CARDS} {improve}", lambda m: _is(hand, int(m.group(1)))),
        (
            r"The opponent called koi-koi, so your win is doubled\.",
            lambda m: _is(Doubling.KOIKOI in stopped.doubled, True),
        ),
    ]  # fmt: skip


def koikoi_claims(d: Decision) -> list[tuple[str, Check]]:
    stop_points = d.stop().points
    hand = len(d.view.hand)
    noc = r"no card left to improve with"
    their = r"a new or improved yaku wins for them(?P<dbl>, doubled)?"
    outcome = (
        r"(?P<outcome>the caller keeps .+?: you score \d+ points?"
        r"|the dealer scores .+?: (?:you|your opponent))"
    )

    def last_drawn(m: re.Match[str]) -> None:
        check_points(m.group(1), stop_points)
        check_outcome(d, "drawn", at_once=True)

    def noc_drawn(m: re.Match[str]) -> None:
        check_points(m.group(1), stop_points)
        _is(hand, 0)
        check_their_win(d, bool(m["dbl"]))
        check_outcome(d, "drawn", at_once=False)
        check_risk(d, m["risk"])

    def noc_tail(m: re.Match[str]) -> None:
        _is(hand, 0)
        check_their_win(d, bool(m["dbl"]))
        check_outcome(d, m["outcome"], at_once=False)
        check_risk(d, m["risk"])

    def with_cards(m: re.Match[str]) -> None:
        check_points(m.group(1), stop_points)
        _is(hand, int(m.group(2)))
        check_their_win(d, bool(m["dbl"]))
        check_risk(d, m["risk"])

    return [
        (
            rf"Koi-koi: you give up {N} now\. It is the last turn of the round: nobody has a "
            r"card left, so the round can only end drawn and you score nothing\.",
            last_drawn,
        ),
        (
            rf"Koi-koi: you give up {N} now with {noc}\. The opponent still plays a turn: "
            rf"{their}; otherwise the round is drawn and you score nothing\. {RISK}\.",
            noc_drawn,
        ),
        (
            rf"Koi-koi: you give up {N} now to play on with {CARDS} in hand\. {RISK}; if they "
            r"score before you improve, you get nothing(?P<dbl> and their points double)?\.",
            with_cards,
        ),
        (rf"Koi-koi: you give up {N} now\.", lambda m: check_points(m.group(1), stop_points)),
        (rf"Koi-koi rather than a stop for {N}\.", lambda m: check_points(m.group(1), stop_points)),
        (
            r"It is the last turn of the round: nobody has a card left, so the round ends "
            rf"with both hands played out and {outcome}\.",
            lambda m: check_outcome(d, m["outcome"], at_once=True),
        ),
        (
            rf"You have {noc}, and the opponent still plays a turn: {their}; otherwise both "
            rf"hands are played out and {outcome}\. {RISK}\.",
            noc_tail,
        ),
    ]


def _is(actual: object, expected: object) -> None:
    assert actual == expected, f"the text says {expected!r}, the engine has {actual!r}"


DECISIONS = st.builds(
    dict,
    mine=st.sampled_from(("", "5p1", "5p1 12p1")),
    theirs=st.sampled_from(("", "9a", "4p2", "9a 4p2")),
    extra=st.sampled_from(("", "1b 3b 12b", "1r 2r 3r")),
    their_pile=st.sampled_from(("8b 8p1", "4a")),
    their_calls=st.integers(min_value=0, max_value=1),
    dealer=st.integers(min_value=0, max_value=1),
)
"""Player 0 completes inoshikacho with the boar, holding 0-2 more cards; the opponent holds
the moon (one card, the sake cup 9a, from tsukimi) or not, and maybe that card."""


def decision(
    rules: RuleSet,
    mine: str,
    theirs: str,
    extra: str,
    their_calls: int,
    dealer: int,
    their_pile: str = "8b 8p1",
) -> Decision:
    rnd = Round.from_position(
        hands=(f"7a {mine}".strip(), theirs),
        field="7p1 9p1 3p1",
        deck="11p1 12p2 2p1 2p2 6p2",
        captured=(f"10a 10p1 6a 6p1 {extra}".strip(), their_pile),
        koikoi_calls=(0, their_calls),
        dealer=dealer,
        to_move=0,
        rules=rules,
    )
    rnd.push("7a")
    assume(rnd.phase is Phase.DECISION)
    return Decision(rnd)


@FEW
@given(rules=RULES, position=DECISIONS)
def test_every_claim_of_the_coachs_decision_advice_is_what_the_engine_does(
    rules: RuleSet, position: dict[str, object]
) -> None:
    d = decision(rules, **position)  # type: ignore[arg-type]
    read_claims(explain(d.view, Move("stop")), stop_claims(d))
    read_claims(explain(d.view, Move("koikoi")), koikoi_claims(d))


# --- the next round: who deals and why -------------------------------------------------------


WHO = r"(your opponent|you)"
"""A player as the checks name them: player 0 is "you", player 1 "your opponent"."""
SEAT = {"you": 0, "your opponent": 1}


def next_round_claims(match: Match, before: Round) -> list[tuple[str, Check]]:
    result = before.result
    assert result is not None

    def won(m: re.Match[str]) -> None:
        _is(result.winner, SEAT[m.group(1)])
        _is(match.round.dealer, result.winner)

    def changes(m: re.Match[str]) -> None:
        _is(result.winner, None)
        _is(SEAT[m.group(1)], 1 - before.dealer)

    def stays(m: re.Match[str]) -> None:
        _is(result.winner, None)
        _is(SEAT[m.group(1)], before.dealer)

    def void(m: re.Match[str]) -> None:
        _is(result.reason, "redeal")
        _is((match.round_number, match.round.dealer), (int(m.group(1)), SEAT[m.group(2)]))

    return [
        (r"(?:Yes|No)[.:,]?\s*", lambda m: None),
        (WHO + r" won, and the winner deals round \d+", won),
        (r"nobody won, so the dealer changes: " + WHO + r" deals? round \d+", changes),
        (
            r"nobody won, and under these rules the same dealer deals again: "
            + WHO + r" deals? round \d+",
            stays,
        ),
        (
            r"that deal was void \(void deal, dealt again by the same dealer\): it does not use "
            r"up a round, so round (\d+) is dealt again, by " + WHO,
            void,
        ),
        (r"\.", lambda m: None),
    ]  # fmt: skip


@FEW
@given(rules=RULES, seed=st.integers(min_value=0, max_value=10_000))
@example(rules=RuleSet(), seed=486)  # a void first deal
@example(rules=RuleSet.preset("wikihow"), seed=0)
def test_every_claim_of_the_next_round_check_is_what_the_match_does(
    rules: RuleSet, seed: int
) -> None:
    match = Match(rules, rounds=3, seed=seed)
    rng = random.Random(seed)
    seen = len(match.rounds)
    while not match.is_over:
        if len(match.rounds) > seen:  # a deal has ended, the match goes on
            before = match.rounds[-2]
            right = check_next_round(match, match.round_number, match.round.dealer)
            assert right.correct
            read_claims(right.message, next_round_claims(match, before))
            seen = len(match.rounds)
        match.push(_calling(match.round, rng))


def _calling(rnd: Round, rng: random.Random) -> Move:
    """Koi-koi whenever it may be called (so that rounds also end drawn), else any move."""
    legal = rnd.legal_moves()
    return Move("koikoi") if Move("koikoi") in legal else rng.choice(legal)


# --- round results ---------------------------------------------------------------------------


def result_claims(result: RoundResult, rules: RuleSet) -> list[tuple[str, Check]]:
    def win(m: re.Match[str]) -> None:
        _is(result.winner, int(m.group(1)))
        check_points(m.group(2), result.points)
        if m["yaku"]:
            named = re.findall(r"([\w-]+) (\d+)", m["yaku"])
            _is(
                tuple((y.name, y.points) for y in result.yaku), tuple((n, int(p)) for n, p in named)
            )
            _is(sum(int(p) for _, p in named), result.base)
            times = re.search(r" ×(\d)$", m["yaku"])
            _is(int(times.group(1)) if times else 1, result.multiplier)
            _is(result.multiplier, 2 ** len(result.doubled))

    return [
        (
            r"(?:Drawn round|Void deal|No winner): .+?; nobody scores\.",
            lambda m: _is(result.winner, None),
        ),
        (rf"Player (\d) wins {N}(?:: (?P<yaku>[\w +=×-]+?))? \(.+?\)\.", win),
    ]


@FEW
@given(rules=RULES, seed=st.integers(min_value=0, max_value=10_000))
def test_every_claim_of_a_round_result_is_the_engines(rules: RuleSet, seed: int) -> None:
    match, rng = Match(rules, rounds=2, seed=seed), random.Random(seed)
    while not match.is_over:
        match.push(rng.choice(match.round.legal_moves()))
    for result in match.results:
        read_claims(result.describe(), result_claims(result, rules))


# --- trap texts ------------------------------------------------------------------------------


@st.composite
def _ordered_brights(draw: st.DrawFn) -> dict[str, int]:
    """Bright values in the order of the yaku table: goko > shiko > ame-shiko > sanko
    (the texts assume a better bright yaku is worth more)."""
    sanko = draw(st.integers(min_value=3, max_value=6))
    ame_shiko = sanko + draw(st.integers(min_value=1, max_value=3))
    shiko = ame_shiko + draw(st.integers(min_value=1, max_value=3))
    goko = shiko + draw(st.integers(min_value=1, max_value=3))
    return {"sanko": sanko, "ame_shiko": ame_shiko, "shiko": shiko, "goko": goko}


TRAP_RULES = st.one_of(
    st.sampled_from([RuleSet.preset(p) for p in RuleSet.PRESETS]),
    st.builds(
        lambda brights, **options: RuleSet(**brights, **options),
        _ordered_brights(),
        inoshikacho=st.integers(min_value=3, max_value=8),
        inoshikacho_extends=st.booleans(),
        hanami=st.integers(min_value=1, max_value=9),
        tsukimi=st.integers(min_value=1, max_value=9),
        tane_min=st.integers(min_value=4, max_value=6),
        tan_min=st.integers(min_value=4, max_value=7),
        kasu_min=st.integers(min_value=8, max_value=12),
        sake_cup_as_plain=st.booleans(),
        counting=st.sampled_from(RuleSet.choices("counting") or ()),
        double_at=st.integers(min_value=0, max_value=9),
        koikoi_double=st.sampled_from(RuleSet.choices("koikoi_double") or ()),
        exhausted_caller_keeps=st.booleans(),
        exhausted_dealer_points=st.integers(min_value=0, max_value=3),
        scoreboard=st.sampled_from(RuleSet.choices("scoreboard") or ()),
    ),
)
"""The presets, and rule sets that vary every value a trap text quotes or turns on."""

ANIMALS_PLAIN = ("2a", "4a", "5a", "8a", "11a")  # animals outside inoshikacho (no sake cup)
RIBBONS_PLAIN = ("4r", "5r", "7r", "11r", "6r", "9r", "10r")  # ribbons besides 1r 2r 3r
PLAINS = tuple(c.code for c in DECK if c.kind.letter == "p")
WORDS = dict(enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
)))  # fmt: skip


def _number(text: str) -> int:
    """A number as a trap text writes it: a word up to twelve, else digits."""
    return int(text) if text.isdigit() else {w: n for n, w in WORDS.items()}[text]


def trap_piles(rules: RuleSet) -> dict[str, str]:
    """A pile that sets each pile trap (where the rules let a pile set it)."""
    return {
        "rain-man-in-three": "1b 3b 11b",
        "rain-man-in-four": "1b 3b 8b 11b",
        "brights-added": "1b 3b 8b 11b 12b",
        "sake-cup-in-tane": " ".join(("9a", *ANIMALS_PLAIN[: rules.tane_min - 1])),
        "sake-cup-in-kasu": " ".join(("9a", *PLAINS[: rules.kasu_min - 1])),
        "viewing-both": "3b 8b 9a",
        "tan-on-top": " ".join(("1r 2r 3r", *RIBBONS_PLAIN[: rules.tan_min - 3])),
        "tane-on-top": " ".join(("7a 10a 6a", *ANIMALS_PLAIN[: rules.tane_min - 3])),
        "inoshikacho-extends": "7a 10a 6a 2a",
        "minimum-is-one": " ".join(PLAINS[: rules.kasu_min]),
        "one-per-card": " ".join(PLAINS[: rules.kasu_min + 1]),
        "card-values": "1b 8b 2a 4a",
    }


def shown_traps(rules: RuleSet) -> list[str]:
    """The traps a puzzle under ``rules`` can show: a pile trap when its pile sets it, a
    round trap when the rules have the doubling it is about."""
    from koikoi.tutor.puzzles.traps import TRAPS, pile_trap_values

    piles = trap_piles(rules)
    shown = [key for key, pile in piles.items() if key in pile_trap_values(pile, rules)]
    round_traps = [key for key in TRAPS if key not in piles]
    for key in round_traps:
        if key in ("no-double-at-7", "double-below-7") and not rules.double_at:
            continue
        if key in ("koikoi-double-forgotten", "base-only") and rules.koikoi_double == "none":
            continue
        if key == "base-only" and not rules.double_at:
            continue
        quiet = exhausted_round(rules, dealer=0, last_caller=None, held=0, other_called=False)
        if key == "drawn-round" and quiet.winner is not None:
            continue  # every exhausted round has a winner: no round ends drawn
        shown.append(key)
    return shown


def _doubled(base: int, rules: RuleSet, *, called: bool = False) -> Doubling:
    return round_points(base, rules, loser_called=called, loser_called_last=called).doubled


def _ended(rnd: Round, moves: str) -> RoundResult:
    """The result once ``moves`` are played (a choice offered at the end is a stop)."""
    for move in moves.split():
        rnd.push(move)
    if rnd.phase is Phase.DECISION:
        rnd.push("stop")
    assert rnd.result is not None
    return rnd.result


def _caller_wins(rules: RuleSet) -> RoundResult:
    """Player 0 calls koi-koi on inoshikacho and improves again with akatan."""
    hands, field, deck = ("7a 3r", "4p1 5p1"), "7p1 3p1", "12p1 12p2 12p3 11p1"
    rnd = Round.from_position(
        hands=hands, field=field, deck=deck, captured=("10a 6a 1r 2r", ""), rules=rules
    )
    return _ended(rnd, "7a koikoi 4p1 3r")


def _caller_beaten(rules: RuleSet) -> RoundResult:
    """The worked example: player 0 calls on inoshikacho, player 1 takes tsukimi."""
    hands, field = ("7a 2a 5p1", "9p1 3p1 4p1"), "7p1 9a 2p1 3b"
    deck = "12p1 12p2 12p3 11p1 11a 11r"
    rnd = Round.from_position(
        hands=hands, field=field, deck=deck, captured=("10a 6a", "8b"), rules=rules
    )
    return _ended(rnd, "7a koikoi 9p1")


def _exhausted(rules: RuleSet, *, called: bool) -> RoundResult:
    """Both hands played out, player 0 holding inoshikacho (called on, or set up)."""
    rnd = Round.from_position(
        hands=("4p1", "5p1"),
        field="1p1",
        deck="12p1 12p2",
        captured=("10a 6a 7a", ""),
        koikoi_calls=(1 if called else 0, 0),
        rules=rules,
    )
    rnd.push("4p1")
    rnd.push("5p1")
    assert rnd.result is not None
    return rnd.result


def trap_claims(rules: RuleSet) -> list[tuple[str, Check]]:
    def s(cards: str) -> Score:
        return score(cards, rules)

    def pts(cards: str, name: str) -> int:
        found = s(cards)
        assert name in found, f"{cards} makes no {name} under these rules"
        return found[name].points

    brights = lambda cards: [n for n in s(cards).names() if n in BRIGHT_YAKU]  # noqa: E731

    def rain_three(m: re.Match[str]) -> None:
        _is(brights("1b 3b 11b"), [])
        _is(brights("1b 3b 8b"), ["sanko"])

    def shiko(m: re.Match[str]) -> None:
        check_points(m[1], pts("1b 3b 8b 12b", "shiko"))
        check_points(m[2], pts("1b 3b 8b 11b", "ame-shiko"))

    def cup_counts(name: str, pool: tuple[str, ...], least: int) -> None:
        without = " ".join(pool[: least - 1])
        _is(name in s(f"{without} 9a").names(), True)
        _is(name in s(without).names(), False)

    def tane_at(m: re.Match[str]) -> None:
        _is(int(m[1]), rules.tane_min)
        cup_counts("tane", ANIMALS_PLAIN, int(m[1]))

    def kasu_cup(m: re.Match[str]) -> None:
        cup_counts("kasu", PLAINS, _number(m[1]) + 1)

    def on_top(set_name: str, name: str, start: str, pool: tuple[str, ...]) -> Check:
        def check(m: re.Match[str]) -> None:
            least = (
                _number(m[1]) if m.groups() else {"tan": rules.tan_min}.get(name, rules.tane_min)
            )
            pile = " ".join((start, *pool[: least - 3]))
            _is({set_name, name} <= set(s(pile).names()), True)
            fewer = " ".join((start, *pool[: least - 4]))
            _is(name in s(fewer).names(), False)

        return check

    def starts_at_1(m: re.Match[str]) -> None:
        animals, ribbons, plains = (int(g) for g in m.groups())
        for pool, least, name in (
            ((*ANIMALS_PLAIN, "9a", "7a", "10a"), animals, "tane"),  # no inoshikacho
            (("4r", "5r", "7r", "11r", "6r", "9r", "1r", "2r"), ribbons, "tan"),  # no set
            (PLAINS, plains, "kasu"),
        ):
            _is(pts(" ".join(pool[:least]), name), 1)
            _is(pts(" ".join(pool[: least + 1]), name), 2)
            _is(name in s(" ".join(pool[: least - 1])).names(), False)

    def per_card(m: re.Match[str]) -> None:
        least, three = int(m[1]), int(m[2])
        _is(pts(" ".join(PLAINS[:least]), "kasu"), 1)
        _is(pts(" ".join(PLAINS[:three]), "kasu"), 3)

    def no_values(m: re.Match[str]) -> None:
        _is(s("1b 8b 2a 4a").total, 0)

    def double_at(m: re.Match[str]) -> None:
        at = int(m[1])
        _is(Doubling.BIG in _doubled(at, rules), True)
        _is(Doubling.BIG in _doubled(at - 1, rules), False)

    def against_caller(m: re.Match[str]) -> None:
        _is(Doubling.KOIKOI in _doubled(1, rules, called=True), True)
        if m.groups():
            double_at(m)
            _is(round_points(int(m[1]), rules, loser_called=True).multiplier, 4)

    def own_win(m: re.Match[str]) -> None:
        result = _caller_wins(rules)
        _is(result.winner, 0)
        _is(Doubling.KOIKOI in result.doubled, False)
        if m.groups():
            double_at(m)

    def beaten(m: re.Match[str]) -> None:
        result = _caller_beaten(rules)
        _is(result.winner, 1)  # the caller, player 0, scores nothing

    def drawn(m: re.Match[str]) -> None:
        results = [_exhausted(rules, called=called) for called in (False, True)]
        assert any(r.winner is None for r in results), "no drawn round under these rules"
        for result in results:
            if result.winner is None:
                _is(result.points, 0)

    def caller_loses(m: re.Match[str]) -> None:
        drawn(m)
        _is(_exhausted(rules, called=True).winner, None)  # the caller's yaku: nothing

    def loser(m: re.Match[str]) -> None:
        result = _caller_beaten(rules)
        _is(result.winner, 1)
        _is([y.name for y in result.yaku], ["tsukimi"])  # the loser's inoshikacho: nothing

    return [
        (r"The rain man spoils three brights", rain_three),
        (
            r"Three brights that include the rain man 11b score nothing: sanko needs three "
            r"brights without him\.",
            rain_three,
        ),
        (
            r"Four brights with the rain man are ame-shiko, (\d+)",
            lambda m: check_points(m[1], pts("1b 3b 8b 11b", "ame-shiko")),
        ),
        (
            r"Shiko \((\d+)\) is four brights without the rain man; with him it is ame-shiko, "
            r"(\d+)\.",
            shiko,
        ),
        (r"Only the best bright yaku counts", lambda m: _is(len(brights("1b 3b 8b 11b 12b")), 1)),
        (
            r"Bright yaku never add up: five brights are goko (\d+), not goko \+ shiko \+ sanko\.",
            lambda m: (
                _is(brights("1b 3b 8b 11b 12b"), ["goko"])
                or check_points(m[1], pts("1b 3b 8b 11b 12b", "goko"))
            ),
        ),
        (r"The sake cup is an animal", lambda m: cup_counts("tane", ANIMALS_PLAIN, rules.tane_min)),
        (
            r"The sake cup 9a is an animal: it counts towards tane \((\d+) or more animals\)\.",
            tane_at,
        ),
        (r"The sake cup is also a plain", lambda m: cup_counts("kasu", PLAINS, rules.kasu_min)),
        (
            r"The sake cup 9a also counts as a plain for kasu: (\w+) plains plus the sake cup "
            r"make kasu\.",
            kasu_cup,
        ),
        (
            r"Hanami and tsukimi both count",
            lambda m: _is({"hanami", "tsukimi"} <= set(s("3b 8b 9a").names()), True),
        ),
        (
            r"The one sake cup makes hanami with the curtain and tsukimi with the moon: holding "
            r"all three scores both, (\d+) \+ (\d+)\.",
            lambda m: _is(
                (int(m[1]), int(m[2])), (pts("3b 8b 9a", "hanami"), pts("3b 8b 9a", "tsukimi"))
            ),
        ),
        (
            r"Tan counts on top of akatan and aotan",
            on_top("akatan", "tan", "1r 2r 3r", RIBBONS_PLAIN),
        ),
        (
            r"Yaku are counted independently even when they share cards: (\w+) or more ribbons "
            r"score tan as well as akatan or aotan\.",
            on_top("akatan", "tan", "1r 2r 3r", RIBBONS_PLAIN),
        ),
        (
            r"Tane counts on top of inoshikacho",
            on_top("inoshikacho", "tane", "7a 10a 6a", ANIMALS_PLAIN),
        ),
        (
            r"Yaku are counted independently even when they share cards: (\w+) or more animals "
            r"score tane as well as inoshikacho\.",
            on_top("inoshikacho", "tane", "7a 10a 6a", ANIMALS_PLAIN),
        ),
        (
            r"Inoshikacho has no extension",
            lambda m: _is(pts("7a 10a 6a 2a", "inoshikacho"), pts("7a 10a 6a", "inoshikacho")),
        ),
        (
            r"Inoshikacho is (\d+), however many animals you hold; extra animals only improve "
            r"tane\.",
            lambda m: _is(
                (pts("7a 10a 6a", "inoshikacho"), pts("7a 10a 6a 2a", "inoshikacho")),
                (int(m[1]), int(m[1])),
            ),
        ),
        (r"Tane, tan and kasu start at 1", lambda m: None),  # the body says it with numbers
        (
            r"Tane is 1 point at (\d+) animals, tan 1 at (\d+) ribbons, kasu 1 at (\d+) plains, "
            r"and each card beyond adds 1\.",
            starts_at_1,
        ),
        (
            r"Not one point per card",
            lambda m: _is(pts(" ".join(PLAINS[: rules.kasu_min]), "kasu"), 1),
        ),
        (
            r"Tane, tan and kasu are not worth a point per card: kasu is 1 at (\d+) plains, \+1 "
            r"per plain beyond \((\d+) plains make 3\)\.",
            per_card,
        ),
        (r"Card values play no part", no_values),
        (
            r"The 20/10/5/1 card values of other hanafuda games are not used: Koi-Koi scores "
            r"only yaku\.",
            no_values,
        ),
        (r"×2 at (\d+) or more", double_at),
        (r"A win with a base of (\d+) points or more is doubled\.", double_at),
        (r"No ×2 below (\d+)", double_at),
        (r"A base under (\d+) points is not doubled for its size; only \1 or more is\.", double_at),
        (r"×2 against a caller", against_caller),
        (
            r"When the winner's opponent had called koi-koi, the win is doubled\.",
            against_caller,
        ),
        (
            r"When the winner's opponent had called koi-koi, the win is doubled again \(and this "
            r"stacks with the ×2 at (\d+) or more\)\.",
            against_caller,
        ),
        (r"Multipliers stack", lambda m: None),  # the body says it with numbers
        (
            r"Round points are the base, ×2 at (\d+) or more, and ×2 again against a koi-koi "
            r"caller: up to ×4\.",
            against_caller,
        ),
        (r"Calling koi-koi never doubles the caller's own win", own_win),
        (
            r"The ×2 for koi-koi applies only when the winner's opponent called; a caller who "
            r"wins gets base points \(×2 only at (\d+) or more\)\.",
            own_win,
        ),
        (
            r"The ×2 for koi-koi applies only when the winner's opponent called; a caller who "
            r"wins gets base points\.",
            lambda m: own_win(m) or _is(rules.double_at, 0),
        ),
        (r"A beaten caller scores 0", beaten),
        (
            r"After a koi-koi call, the caller's earlier yaku do not protect them: if the "
            r"opponent ends the round, the caller scores 0\.",
            beaten,
        ),
        (r"A drawn round scores 0", drawn),
        (
            r"When both hands are played out and nobody ended the round, both players score 0, "
            r"and a koi-koi caller loses the yaku they held\.",
            caller_loses,
        ),
        (
            r"A round that ends with no winner scores 0 for both players, whatever yaku they "
            r"hold\.",
            drawn,
        ),
        (r"Only the winner scores", loser),
        (r"The loser of a round gets 0, whatever yaku lie in their pile\.", loser),
        (r"Read whose points are asked", lambda m: None),  # advice, no rule
        (
            r"The question asks what this player scores; only the winner scores, the other "
            r"player gets 0\.",
            loser,
        ),
    ]


BRIGHT_YAKU = ("goko", "shiko", "ame-shiko", "sanko")


def check_traps(rules: RuleSet) -> None:
    """Each trap a puzzle under ``rules`` can show: its title and its body, claim by claim."""
    from koikoi.tutor.puzzles.traps import traps_under

    traps = traps_under(rules)
    claims = trap_claims(rules)
    for key in shown_traps(rules):
        read_claims(traps[key].title, claims)
        read_claims(traps[key].body, claims)


@FEW
@given(rules=TRAP_RULES)
@example(rules=RuleSet.preset("wikipedia-es"))  # the caller keeps: the drawn round's text
@example(rules=RuleSet(double_at=0))  # no ×2 for size: the koi-koi traps' texts
def test_every_claim_of_a_trap_text_is_the_engines(rules: RuleSet) -> None:
    check_traps(rules)


@pytest.mark.parametrize(
    ("key", "title", "body"),
    [
        (  # ame-shiko quoted with shiko's value
            "rain-man-in-four",
            "Four brights with the rain man are ame-shiko, {shiko}",
            "Shiko ({shiko}) is four brights without the rain man; with him it is ame-shiko, "
            "{shiko}.",
        ),
        (  # the ×2 quoted at a fixed 7 whatever the rules say
            "no-double-at-7",
            "×2 at 7 or more",
            "A win with a base of 7 points or more is doubled.",
        ),
        (  # the standard drawn round's text, whatever the rules say
            "drawn-round",
            "A drawn round scores 0",
            "When both hands are played out and nobody ended the round, both players score 0, "
            "and a koi-koi caller loses the yaku they held.",
        ),
    ],
)
def test_a_trap_stating_a_wrong_rule_value_fails(
    key: str, title: str, body: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from koikoi.tutor.puzzles import traps

    rules = {"rain-man-in-four": RuleSet(), "no-double-at-7": RuleSet(double_at=6)}.get(
        key, RuleSet.preset("wikipedia-es")
    )
    check_traps(rules)  # the texts as written
    wrong = traps.Trap(key, title, body)
    monkeypatch.setitem(traps._TEMPLATES, key, wrong)
    monkeypatch.setattr(traps, "_DRAWN_CALLER_KEEPS", wrong)
    with pytest.raises(AssertionError, match=r"the text says|no drawn round|engine"):
        check_traps(rules)


# --- play explanations -----------------------------------------------------------------------


def _codes(text: str) -> set[str]:
    return set(re.findall(CODE, text))


def _yaku_names(text: str) -> list[str]:
    """``"tsukimi and hanami"`` -> ``["tsukimi", "hanami"]``."""
    return text.split(" and ")


@dataclass
class Play:
    """A play (or a drawn card's capture) of the mover, and what the engine then does."""

    rnd: Round
    move: Move

    @property
    def player(self) -> int:
        return self.rnd.to_move

    @property
    def before(self) -> tuple[str, str]:
        """The mover's pile and the opponent's pile, as codes, before the move."""
        mine, theirs = self.rnd.captured[self.player], self.rnd.captured[1 - self.player]
        return " ".join(c.code for c in mine), " ".join(c.code for c in theirs)

    def after(self) -> tuple[str, set[str]]:
        """The mover's pile once the move's own card is resolved (before the draw that
        follows a play), and the field then."""
        played = self.rnd.copy()
        played.push(self.move)
        moment = played.before_draw(self.player)
        pile, field = (
            (moment.captured[self.player], moment.field)
            if moment is not None
            else (played.captured[self.player], played.field)
        )
        return " ".join(c.code for c in pile), {c.code for c in field}


def play_claims(p: Play) -> list[tuple[str, Check]]:
    rules = p.rnd.rules
    mine, theirs = p.before
    pile, field = p.after()
    taken = _codes(pile) - _codes(mine)
    card = p.move.card.code if p.move.card else p.rnd.drawn.code  # type: ignore[union-attr]

    def s(cards: str) -> Score:
        return score(cards, rules, month=p.rnd.month)

    def played(m: re.Match[str]) -> None:
        _is(set(named_codes(m[1])), {card})

    def drawn(m: re.Match[str]) -> None:
        assert p.move.target is not None and p.rnd.drawn is not None
        found = (set(named_codes(m[1])), set(named_codes(m[2])))
        _is(found, ({p.move.target.code}, {p.rnd.drawn.code}))

    def laid(m: re.Match[str]) -> None:
        _is(taken, set())
        _is(card in field, True)
        if m["feeds"]:
            for name in _yaku_names(m["feeds"]):
                _is(name in s(f"{theirs} {card}").names() and name not in s(theirs).names(), True)

    def captures(m: re.Match[str]) -> None:
        _is(set(named_codes(m[1])) | {card}, taken)

    def completes(m: re.Match[str]) -> None:
        new = set(s(pile).names()) - set(s(mine).names())
        _is(set(_yaku_names(m[1])), new)
        check_points(m[2], s(pile).total - s(mine).total)

    def raises(m: re.Match[str]) -> None:
        check_points(m[1], s(pile).total - s(mine).total)

    def one_from(m: re.Match[str]) -> None:
        for name, codes in needs_of(m[1]):
            assert name not in s(pile).names(), f"{name} is already made"
            for code in codes:
                _is(name in s(f"{pile} {code}").names(), True)

    def blocks(m: re.Match[str]) -> None:
        for name in _yaku_names(m[1]):
            held = name in s(theirs).names()
            _is(held or not any(name in s(f"{theirs} {c}").names() for c in taken), False)

    def toward(m: re.Match[str]) -> None:
        out = _codes(pile) | _codes(theirs)
        rest = [c.code for c in DECK if c.code not in out]
        for name in _yaku_names(m[1]):
            assert name not in s(pile).names(), f"{name} is already made"
            near = any(name in s(f"{pile} {a} {b}").names() for a in rest for b in rest if a < b)
            _is(near, True)

    named = NAMED
    verb = r"(?!(?:denies|works|completes|raises|leaves) )"
    cards = rf"{named}(?:(?:, | and ){verb}{named})*"
    item = r"(?!(?:denies|works|completes|raises|leaves) )[\w-]+"
    yaku = rf"{item}(?: and {item})*"
    return [
        (rf"Play ({named})(?=[:.])", played),
        (
            rf"Take ({named}) with the drawn card, ({named})(?=[:.])",
            drawn,
        ),
        (
            r": nothing matches it, so it stays on the field"
            r"(?:; careful, the opponent could take it for (?P<feeds>.+?))?\.",
            laid,
        ),
        (r":", lambda m: None),
        (rf"it captures ({cards})", captures),
        (r"(?:,|and) ?", lambda m: None),
        (rf"completes ({yaku}) \((\d+) points?\)", completes),
        (r"raises your yaku by (\d+) points?", raises),
        (rf"leaves you needing only ({NEEDS})", one_from),
        (
            rf"denies the opponent's ({yaku}), which (?:was|were) one card away",
            blocks,
        ),
        (rf"works toward ({yaku})", toward),
        (r"\.", lambda m: None),
    ]


@FEW
@given(
    rules=st.one_of(RULES, TRAP_RULES),
    seed=st.integers(min_value=0, max_value=10_000),
    plies=st.integers(min_value=0, max_value=14),
)
def test_every_claim_of_a_play_explanation_is_what_the_engine_does(
    rules: RuleSet, seed: int, plies: int
) -> None:
    rnd, rng = Round.deal(rules, seed=seed), random.Random(seed)
    for _ in range(plies):
        if rnd.is_over:
            break
        rnd.push(rng.choice(rnd.legal_moves()))
    assume(not rnd.is_over and rnd.phase in (Phase.PLAY, Phase.DRAW_CHOICE))
    view = rnd.view(rnd.to_move)
    for move in view.legal_moves:
        read_claims(explain(view, move), play_claims(Play(rnd, move)))


def _boar_completes_inoshikacho() -> Play:
    rnd = Round.from_position(
        hands=("7a 2p1", "9p1 3p1"),
        field="7p1 5p1",
        deck="12p1 12p2 12p3",
        captured=("10a 6a", "8b"),
    )
    return Play(rnd, Move.parse("7a"))


@pytest.mark.parametrize(
    "wrong",
    [{"gained": 6}, {"completes": ("tsukimi",)}, {"captured": ()}],
    ids=["points", "yaku", "laid-not-captured"],
)
def test_a_play_explanation_stating_a_wrong_rule_value_fails(
    wrong: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from koikoi.tutor import coach

    p = _boar_completes_inoshikacho()
    view = p.rnd.view(0)
    said = explain(view, p.move)
    assert "completes inoshikacho (5 points)" in said
    read_claims(said, play_claims(p))  # the text as written
    features = coach.move_features
    monkeypatch.setattr(
        coach, "move_features", lambda v, m: dataclasses.replace(features(v, m), **wrong)
    )
    with pytest.raises(AssertionError):
        read_claims(explain(view, p.move), play_claims(p))
