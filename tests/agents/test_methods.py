"""A level's method can be replaced for experiments; the play-outs' koi-koi decisions."""

from __future__ import annotations

import random

import pytest

from koikoi import Round
from koikoi.agents import LEVELS, Level, SearchAgent
from koikoi.agents.deciders import DECIDERS, respond, steady
from koikoi.playout import rollout
from koikoi.state import DECISION, OVER, PLAY


def decision_state(calls: tuple[int, int], hand: str) -> Round:
    """A round where player 0's play makes a yaku: the koi-koi decision comes next."""
    rnd = Round.from_position(
        hands=(hand, "2p1 4p1 5p1 6p1 8p1"),
        field="3p1",
        deck="12p1 12p2 12p3 10p1 10p2",
        captured=("1r 2r", "1p2 2p2"),
        koikoi_calls=calls,
    )
    rnd.push(hand.split()[0])
    return rnd


def test_steady_goes_on_only_early_and_never_against_a_caller() -> None:
    early = decision_state((0, 0), "3r 1p1 4p2 5p2 6p2 7p1")
    state = early.state
    assert state.phase == DECISION and state.totals[0] == 5  # akatan
    steady(state, random.Random(0))
    assert state.phase == PLAY and state.calls[0] == 1  # five cards left, small total
    against = decision_state((0, 1), "3r 1p1 4p2 5p2 6p2 7p1").state
    steady(against, random.Random(0))
    assert against.phase == OVER and against.result.winner == 0  # stop: it scores double
    late = decision_state((0, 0), "3r 1p1 4p2").state
    steady(late, random.Random(0))
    assert late.phase == OVER
    always = decision_state((0, 0), "3r 1p1 4p2 5p2 6p2 7p1").state
    DECIDERS["stop"](always, random.Random(0))
    assert always.phase == OVER and always.result.winner == 0


def test_respond_stops_against_a_caller_and_else_decides_as_the_beginner() -> None:
    against = decision_state((0, 1), "3r 1p1 4p2 5p2 6p2 7p1").state
    respond(against, random.Random(0))
    assert against.phase == OVER and against.result.winner == 0
    young = [decision_state((0, 0), "3r 1p1 4p2 5p2 6p2 7p1").state for _ in range(40)]
    rng = random.Random(3)
    for state in young:
        respond(state, rng)
    called = sum(state.phase == PLAY for state in young)
    assert 5 < called < 35  # the beginner's coin while the hand is young


def test_a_replaced_method_is_used_and_a_bad_one_refused() -> None:
    method = Level(300, prior=1.0, decide="steady", explore=0.0)
    agent = SearchAgent(seed=1, level=3, method=method)
    assert (agent.playouts, agent.prior) == (300, 1.0)
    assert agent.playout.keywords["decide"] is DECIDERS["steady"]  # type: ignore[attr-defined]
    assert agent.playout.keywords["play"].keywords == {"explore": 0.0}  # type: ignore[attr-defined]
    assert SearchAgent(seed=1, level=3).playout is rollout and LEVELS[3].playouts == 2000
    with pytest.raises(ValueError, match="decide='wild' is not a play-out decision"):
        Level(100, decide="wild")
    with pytest.raises(ValueError, match=r"explore=1\.5 must be a chance from 0 to 1"):
        Level(100, explore=1.5)
    with pytest.raises(ValueError, match="must be a Level"):
        SearchAgent(seed=1, method="fast")  # type: ignore[arg-type]
