"""The three sentences that were wrong under the project's own presets (issue 19), each
checked against what the engine then does: the check of the next dealer after a drawn
round, the coach's "your win is doubled", and the coach's last-turn koi-koi."""

from __future__ import annotations

import pytest

from koikoi import DealerReason, Match, Move, Phase, Round, RuleSet
from koikoi.tutor.checks import check_next_round
from koikoi.tutor.coach import explain

DOUBLED = "The opponent called koi-koi, so your win is doubled."


def _round(
    rules: RuleSet | str, hands: str, field: str, deck: str, piles: str, **kw: object
) -> Round:
    """A set-up position: hands and piles as "player 0 | player 1"."""
    mine, theirs = hands.split("|")
    taken = tuple(p.strip() for p in piles.split("|"))
    return Round.from_position(
        hands=(mine.strip(), theirs.strip()),
        field=field,
        deck=deck,
        captured=taken,
        rules=rules,
        **kw,
    )  # type: ignore[arg-type]


def _first_round_drawn(rules: str) -> Match:
    """A match of ``rules`` whose first round ends with no winner (first-card play)."""
    for seed in range(200):
        match = Match(rules, seed=seed)
        while match.round_number == 1:
            match.push(match.round.legal_moves()[0])
        first = match.rounds[-2].result
        if first is not None and first.winner is None and first.reason != "redeal":
            return match
    raise AssertionError(f"no drawn first round under {rules} in 200 seeds")


@pytest.mark.parametrize("rules", ["standard", "wikihow"])
def test_check_next_round_says_what_the_engine_does_after_a_drawn_round(rules: str) -> None:
    match = _first_round_drawn(rules)
    before, now = match.rounds[-2].dealer, match.round.dealer
    assert now == (before if RuleSet.preset(rules).dealer_after_draw == "same" else 1 - before)
    right = check_next_round(match, 2, now)
    assert right.correct
    stays = match.dealer_reason == DealerReason.DRAWN_SAME
    assert ("dealer changes" in right.message) is not stays
    assert ("same dealer deals again" in right.message) is stays
    assert ("you deal round 2", "your opponent deals round 2")[now] in right.message


def _stop_view(rnd: Round) -> tuple[str, int]:
    """The coach's words on stopping, and the points the engine gives for the stop."""
    assert rnd.phase is Phase.DECISION
    words = explain(rnd.view(rnd.to_move), Move("stop"))
    stopped = rnd.copy()
    stopped.push("stop")
    assert stopped.result is not None
    return words, stopped.result.multiplier


@pytest.mark.parametrize("double", ["opponent-called", "latest-call-by-loser", "none"])
def test_the_coach_says_a_win_is_doubled_only_when_the_engine_doubles_it(double: str) -> None:
    rules = RuleSet(koikoi_double=double, koikoi_limit="player")
    hands, piles = "7a 4p1 5p1 | 10p1 4p2 5p2", "10a 6a | 11p1"
    rnd = _round(rules, hands, "7p1 3p1", "6p1 6p2 9p1 9p2", piles, koikoi_calls=(0, 1))
    rnd.push("7a")  # inoshikacho 5, under double_at: any ×2 is for the opponent's call
    words, multiplier = _stop_view(rnd)
    assert (DOUBLED in words) is (multiplier == 2)
    assert multiplier == (1 if double == "none" else 2)


def test_labsk_does_not_double_after_the_learner_called_after_the_opponent() -> None:
    deck, calls = "5p1 6p1 11p1 12p1", (0, 1)
    rnd = _round("labsk", "7a 9a | 4p1 2p1", "7p1 9p1 3p1", deck, "10a 6a |", koikoi_calls=calls)
    rnd.push("7a")  # inoshikacho 5
    rnd.push("koikoi")  # the learner calls after the opponent
    rnd.push("4p1")
    rnd.push("9a")  # a fourth animal: inoshikacho 6
    words, multiplier = _stop_view(rnd)
    assert multiplier == 1 and DOUBLED not in words
    assert "Stop: you win 6 points now" in words


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_a_last_turn_koikoi_says_what_the_exhausted_round_gives(preset: str) -> None:
    rnd = _round(preset, "2p1 | 7a", "7p1 3p1", "5p1 5p2", "| 10a 6a")
    rnd.push("2p1")
    rnd.push("7a")  # the non-dealer's inoshikacho on the round's very last turn
    assert rnd.phase is Phase.DECISION and rnd.to_move == 1
    words = explain(rnd.view(1), Move("koikoi"))
    called = rnd.copy()
    called.push("koikoi")
    result = called.result
    assert result is not None and result.reason == "exhausted"
    if result.winner is None:
        assert "can only end drawn and you score nothing" in words
    elif result.winner == 1:
        assert "score nothing" not in words and f"you score {result.points} points" in words
    else:
        assert "score nothing" not in words
        assert f"the dealer scores {result.points} oya-ken point: your opponent" in words
