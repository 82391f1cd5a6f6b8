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

from koikoi import DECK, Doubling, Match, Move, Phase, Round, RoundResult, RuleSet, score
from koikoi.i18n import set_language
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
CARDS = r"(\d+) cards?"
RISK = r"(?P<risk>The opponent is one card from .+?|The opponent has no yaku within one card)"


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
    """'The opponent is one card from X (needs c)' / 'has no yaku within one card'."""
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
    for name, needs in re.findall(r"([\w-]+) \(needs ([^)]*)\)", risk):
        for code in re.split(r", | or ", needs):
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


def next_round_claims(match: Match, before: Round) -> list[tuple[str, Check]]:
    result = before.result
    assert result is not None

    def won(m: re.Match[str]) -> None:
        _is(result.winner, int(m.group(1)))
        _is(match.round.dealer, result.winner)

    def changes(m: re.Match[str]) -> None:
        _is(result.winner, None)
        _is(int(m.group(1)), 1 - before.dealer)

    def stays(m: re.Match[str]) -> None:
        _is(result.winner, None)
        _is(int(m.group(1)), before.dealer)

    def void(m: re.Match[str]) -> None:
        _is(result.reason, "redeal")
        _is((match.round_number, match.round.dealer), (int(m.group(1)), int(m.group(2))))

    return [
        (r"(?:Yes|No)[.:,]?\s*", lambda m: None),
        (r"player (\d) won, and the winner deals round \d+", won),
        (r"nobody won, so the dealer changes: player (\d) deals round \d+", changes),
        (
            r"nobody won, and under these rules the same dealer deals again: "
            r"player (\d) deals round \d+",
            stays,
        ),
        (
            r"that deal was void \(void deal, dealt again by the same dealer\): it does not use "
            r"up a round, so round (\d+) is dealt again, by player (\d)",
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
            times = re.search(r" x(\d)$", m["yaku"])
            _is(int(times.group(1)) if times else 1, result.multiplier)
            _is(result.multiplier, 2 ** len(result.doubled))

    return [
        (r"No winner: .+?; nobody scores\.", lambda m: _is(result.winner, None)),
        (rf"Player (\d) wins {N}(?:: (?P<yaku>[\w +=-]+?))? \(.+?\)\.", win),
    ]


@FEW
@given(rules=RULES, seed=st.integers(min_value=0, max_value=10_000))
def test_every_claim_of_a_round_result_is_the_engines(rules: RuleSet, seed: int) -> None:
    match, rng = Match(rules, rounds=2, seed=seed), random.Random(seed)
    while not match.is_over:
        match.push(rng.choice(match.round.legal_moves()))
    for result in match.results:
        read_claims(result.describe(), result_claims(result, rules))
