"""The planner play-out policy (issue 24): yaku progress, exposure, the threat decision."""

from __future__ import annotations

import random
import statistics

import pytest

from koikoi import Match, Round
from koikoi.agents import SearchAgent, make_agent, play_match
from koikoi.agents.deciders import DECIDERS, PLAYERS
from koikoi.agents.planner import PlannerAgent, Potential, play_values, wants_koikoi
from koikoi.agents.sampling import outcome
from koikoi.agents.search import Level
from koikoi.cards import mask_of, parse_cards
from koikoi.deal import deal_state, shuffled_deck
from koikoi.policies import decide as beginner_decide
from koikoi.policies import play as beginner_play
from koikoi.policies import policy_move
from koikoi.rules import RuleSet
from koikoi.state import DECISION, OVER, PLAY, State


def index(code: str) -> int:
    return parse_cards(code)[0].index


def test_potential_grows_with_a_yaku_s_cards_and_vanishes_when_blocked() -> None:
    potential = Potential(RuleSet(), None)
    one, two = mask_of("1r"), mask_of("1r 2r")
    rise_one, _ = potential.change(0, 0, one)
    rise_two, _ = potential.change(one, 0, mask_of("2r"))
    assert 0 < rise_one < rise_two  # the second poetry ribbon is worth more than the first
    assert potential.near(two, 0) >= 1 and potential.near(one, 0) == 0
    blocked, _ = potential.change(0, mask_of("3r"), one)
    assert blocked < rise_one  # akatan is out of reach: only the ribbons' count is left
    _, fall = potential.change(0, two, mask_of("3r"))
    assert fall > 0  # taking the third poetry ribbon spoils the opponent's akatan


def test_a_capture_toward_a_yaku_beats_a_plain_one_and_a_lay_costs_its_exposure() -> None:
    rnd = Round.from_position(
        hands=("3r 8p1 4p1", "4p2 2p1"),
        field="3p1 8p2",
        deck="4a 5p1 6p1",
        captured=("1r 2r", ""),
    )
    values = play_values(rnd.state)
    assert values[index("3r")] > values[index("8p1")] > 0 > values[index("4p1")]
    safe = Round.from_position(
        hands=("3r 8p1 4p1", "5p2 2p1"),
        field="3p1 8p2",
        deck="4a 5p1 6p1",
        captured=("1r 2r", ""),
    )
    # 4p1 laid where the opponent holds 4p2 costs more than where nothing takes it
    assert play_values(safe.state)[index("4p1")] > values[index("4p1")]


def decision(captured: tuple[str, str]) -> State:
    """Player 0 completes akatan with 3r on 3p1 and must decide."""
    rnd = Round.from_position(
        hands=("3r 4p2 5p2 6p2 7p1", "2p1 4p1 5p1 6p1 8p1"),
        field="3p1",
        deck="12p1 12p2 12p3 10p1 10p2",
        captured=captured,
    )
    rnd.push("3r")
    assert rnd.state.phase == DECISION
    return rnd.state


def test_koikoi_only_when_the_opponent_threatens_nothing() -> None:
    assert wants_koikoi(decision(("1r 2r", "1p2")))
    assert not wants_koikoi(decision(("1r 2r", "7a 10a")))  # inoshikacho one card away
    called = decision(("1r 2r", "1p2"))
    called.calls[1] = 1  # as if the opponent had called: stopping now scores double
    assert not wants_koikoi(called)
    state = decision(("1r 2r", "1p2"))
    DECIDERS["planner"](state, random.Random(0))
    assert state.phase == PLAY and state.calls[0] == 1


def duel(deals: int) -> float:
    """Mean round points of the planner (both its plays and decisions) against the
    beginner's policy, each deal played from both seats."""
    points = []
    for seed in range(deals):
        for seat in (0, 1):
            state = deal_state(RuleSet(), shuffled_deck(random.Random(seed)))
            rng = random.Random(seed * 2 + seat)
            while state.phase != OVER:
                mine = state.to_move == seat
                if state.phase == DECISION:
                    (DECIDERS["planner"] if mine else beginner_decide)(state, rng)
                elif state.phase == PLAY:
                    (PLAYERS["planner"] if mine else beginner_play)(state, rng)
                else:
                    policy_move(state, rng)  # the drawn card's capture: the same for both
            points.append(outcome(state, seat))
    return statistics.fmean(points)


def test_the_planner_outplays_the_beginner_policy() -> None:
    assert duel(300) > 0.2


def test_the_planner_agent_plays_legal_moves_and_search_levels_can_use_it() -> None:
    agents = [PlannerAgent(seed=1), make_agent("greedy", seed=2)]
    match = play_match(Match(rounds=2, seed=5), agents)
    assert match.is_over
    method = Level(200, play="planner", decide="planner")
    agent = SearchAgent(seed=1, level=3, method=method)
    assert agent.playout.keywords["play"] is PLAYERS["planner"]  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="play='wild' is not a play-out policy"):
        Level(100, play="wild")
