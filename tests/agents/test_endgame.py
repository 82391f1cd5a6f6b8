"""Late rounds solved exactly (issue 24): minimax equals brute force; the search uses it."""

from __future__ import annotations

import random

import pytest

from koikoi import Round
from koikoi.agents import SearchAgent
from koikoi.agents.endgame import solve
from koikoi.agents.sampling import outcome
from koikoi.agents.search import Level
from koikoi.deal import deal_state, shuffled_deck
from koikoi.policies import policy_move
from koikoi.rules import RuleSet
from koikoi.state import DECISION, OVER, PLAY, State


def brute(state: State, player: int) -> int:
    """Minimax without pruning, on copies: the reference :func:`solve` must equal."""
    if state.phase == OVER:
        return outcome(state, player)
    children = []
    if state.phase == DECISION:
        for name in ("stop", "koikoi"):
            child = state.copy()
            getattr(child, name)()
            children.append(brute(child, player))
    else:
        for card, target in state.options():
            child = state.copy()
            if state.phase == PLAY:
                child.play(card, target)
            else:
                child.choose_draw(target)
            children.append(brute(child, player))
    return max(children) if state.to_move == player else min(children)


def late_states(count: int, hand: int) -> list[State]:
    """Seeded rounds played by the beginner's policy until the mover holds ``hand`` cards."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = deal_state(RuleSet(), shuffled_deck(random.Random(seed)))
        rng = random.Random(seed)
        while state.phase != OVER and not (
            state.phase == PLAY and state.hands[state.to_move].bit_count() == hand
        ):
            policy_move(state, rng)
        if state.phase != OVER:
            found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize("hand", [1, 2, 3])
def test_solving_equals_brute_force_and_leaves_the_state_alone(hand: int) -> None:
    for state in late_states(6, hand):
        before = state.snapshot()
        for player in (0, 1):
            assert solve(state, player) == brute(state, player)
        assert state.snapshot() == before


def test_the_solution_is_at_least_any_line_the_mover_could_force() -> None:
    for state in late_states(6, 2):
        me = state.to_move
        best = solve(state, me)
        for card, target in state.options():
            child = state.copy()
            child.play(card, target)
            assert best >= solve(child, me)
        assert best in {solve(c, me) for c in _children(state)}


def _children(state: State) -> list[State]:
    out: list[State] = []
    for card, target in state.options():
        child = state.copy()
        child.play(card, target)
        out.append(child)
    return out


def test_the_search_solves_late_positions_only_with_few_cards_in_hand() -> None:
    rnd = Round.from_position(
        hands=("7a 1p1", "2p1 4p1"),
        field="7p1 3p1",
        deck="4p2 5p1 5p2",
        captured=("10a 6a", ""),
    )
    agent = SearchAgent(seed=1, level=3, method=Level(100, endgame=2, worlds=7))
    estimates = agent.estimate(rnd.view(0), rnd.legal_moves())
    assert [e.samples for e in estimates] == [7, 7]
    best = max(estimates, key=lambda e: e.mean)
    assert str(best.move) == "7a" and best.mean == 5  # inoshikacho, stopped, in every world
    off = SearchAgent(seed=1, level=3, method=Level(100, endgame=1, worlds=7))
    assert [e.samples for e in off.estimate(rnd.view(0), rnd.legal_moves())] == [50, 50]
    with pytest.raises(ValueError, match="endgame=9 must be a hand size"):
        Level(100, endgame=9)
