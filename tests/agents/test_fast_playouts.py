"""The play-outs' speed-ups change nothing they compute (issue 24).

Memoised totals equal the yaku table's; a view's sampling template is never altered by
the samples dealt from it; a memoised win scores as :func:`koikoi.points.round_points`.
``benchmarks/bench_playouts.py`` checks the same at scale: its fingerprint of every
play-out's outcome is unchanged by the speed-ups.
"""

from __future__ import annotations

import random

import pytest

import koikoi.state
from koikoi import Round, RuleSet
from koikoi.agents import sample_state
from koikoi.playout import rollout
from koikoi.points import round_points
from koikoi.scoring import score
from koikoi.state import OVER


@pytest.mark.parametrize("memo_size", [4, koikoi.state.MEMO_SIZE])
def test_memoised_totals_equal_the_yaku_tables(
    memo_size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(koikoi.state, "MEMO_SIZE", memo_size)
    rules = RuleSet.preset("labsk")
    state = Round.deal(rules, seed=1, month=9).state
    rng = random.Random(5)
    piles = [rng.getrandbits(48) & rng.getrandbits(48) for _ in range(300)]
    for pile in piles + piles:  # the second pass reads the memo (or refills it)
        assert state.total(pile) == score(pile, rules, month=9).total


def test_samples_of_one_view_leave_its_template_alone() -> None:
    rnd = Round.deal(seed=8)
    first, second = rnd.view(0), rnd.view(1)
    dealt = sample_state(first, random.Random(3))
    rollout(dealt, random.Random(4))  # a sample played to its end ...
    assert dealt.phase == OVER
    sample_state(second, random.Random(3))  # ... and another view sampled in between
    again = sample_state(first, random.Random(3))
    fresh = sample_state(Round.deal(seed=8).view(0), random.Random(3))  # a new view object
    assert again.snapshot() == fresh.snapshot() and again.deck == fresh.deck
    assert again.phase != OVER and again.hands[1].bit_count() == 8


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_a_memoised_win_scores_as_round_points(preset: str) -> None:
    rules = RuleSet.preset(preset)
    rng = random.Random(2)
    for seed in range(40):
        state = Round.deal(rules, seed=seed, dealer=seed % 2).state
        rollout(state, rng)
        result = state.result
        assert result is not None
        if result.winner is None or result.reason.value not in ("stop", "auto"):
            continue
        loser = 1 - result.winner
        won = round_points(
            state.total(result.pile),
            rules,
            loser_called=state.calls[loser] > 0,
            loser_called_last=state.last_caller == loser,
        )
        assert (result.base, result.multiplier, result.points, result.doubled) == (
            won.base,
            won.multiplier,
            won.points,
            won.doubled,
        )
