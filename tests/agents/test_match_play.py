"""Playing for the match: the standing the engine puts in the views, the win-chance
table, and a searching agent that values a round's end by the match it leaves."""

from __future__ import annotations

import pytest

from koikoi import Match, Round
from koikoi.agents import Level, SearchAgent, make_agent, play_match
from koikoi.agents.match_value import (
    ROUND_POINTS,
    measure_round_points,
    outcome_values,
    win_chance,
)
from koikoi.rules import RuleSet
from koikoi.standing import Standing

from .test_methods import decision_state


def test_a_match_tells_each_round_and_its_views_the_score_and_rounds_left() -> None:
    match = Match(rounds=4, seed=3)
    agents = [make_agent("greedy", seed=1), make_agent("greedy", seed=2)]
    seen = []
    while not match.is_over:
        rnd = match.round
        view = rnd.view(rnd.to_move)
        if not rnd.move_stack:
            seen.append((view.standing, match.scores, match.round_number))
        match.push(agents[rnd.to_move].choose(view, rnd.legal_moves()))
    assert seen, "no round was dealt"
    for standing, scores, number in seen:
        assert standing == Standing(scores, 4 - number)
    assert seen[-1][0] is not None and seen[-1][0].rounds_left == 0
    assert Round.deal(seed=1).view(0).standing is None  # a round played alone
    assert match.round.copy().standing == match.round.standing


def test_a_standing_names_bad_input() -> None:
    assert Standing((12, 5), 3).lead(1) == -7
    with pytest.raises(ValueError, match=r"scores=.* must be two whole numbers"):
        Standing((1, 2, 3), 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rounds_left=-1 must be a whole number >= 0"):
        Standing((0, 0), -1)


def test_the_win_chance_grows_with_the_lead_and_settles_as_rounds_run_out() -> None:
    for rounds_left in (0, 1, 5, 11):
        chances = [win_chance(lead=d, rounds_left=rounds_left) for d in range(-60, 61)]
        assert chances == sorted(chances)
        assert win_chance(lead=0, rounds_left=rounds_left) == pytest.approx(0.5)
        for lead in (1, 5, 20):  # a drawn match counts half: the two sides add up to one
            ahead = win_chance(lead=lead, rounds_left=rounds_left)
            assert ahead + win_chance(lead=-lead, rounds_left=rounds_left) == pytest.approx(1)
    assert win_chance(lead=1, rounds_left=0) == 1.0 and win_chance(lead=-1, rounds_left=0) == 0
    assert 0.5 < win_chance(lead=10, rounds_left=11) < win_chance(lead=10, rounds_left=2) < 1


def test_the_round_points_table_is_the_play_outs_own() -> None:
    measured = measure_round_points(600, seed=5)
    assert measured == measure_round_points(600, seed=5)  # seeded
    common = set(sorted(ROUND_POINTS, key=ROUND_POINTS.__getitem__)[-2:])
    assert set(sorted(measured, key=measured.__getitem__)[-2:]) == common == {1, 5}
    assert set(measured) <= set(ROUND_POINTS) | set(range(0, 80, 2))


def test_a_ledger_counts_each_point_twice_in_the_lead() -> None:
    standing = Standing((56, 44), 0)  # 12 apart on the ledger: 6 points won net
    ledger = outcome_values(standing, 1, RuleSet(scoreboard="ledger"))
    won = outcome_values(standing, 1, RuleSet())
    assert (ledger(6), ledger(7), ledger(5)) == (0.5, 1.0, 0.0)
    assert (won(12), won(13), won(11)) == (0.5, 1.0, 0.0)


def koikoi_decision(behind: int) -> Round:
    """The last round of a match, player 0 ``behind`` points, deciding on a 5-point
    akatan with six cards in hand."""
    rnd = decision_state((0, 0), "3r 1p1 4p2 5p2 6p2 7p1")
    rnd.standing = Standing((0, behind), 0)
    return rnd


@pytest.mark.parametrize(("behind", "expected"), [(6, "koikoi"), (4, "stop")])
def test_playing_for_the_match_stops_when_stopping_wins_and_goes_on_when_it_loses(
    behind: int, expected: str
) -> None:
    rnd = koikoi_decision(behind)
    view = rnd.view(0)
    assert view.standing == Standing((0, behind), 0) and view.score().total == 5
    method = Level(200, match=True)
    agent = SearchAgent(seed=1, level=2, method=method)
    estimates = {str(e.move): e for e in agent.estimate(view, rnd.legal_moves())}
    assert estimates["stop"].mean == (0.0 if behind > 5 else 1.0)  # the stop is certain
    assert all(0.0 <= e.mean <= 1.0 for e in estimates.values())
    assert agent.choose(view, rnd.legal_moves()).kind == expected


def test_a_match_playing_agent_replays_from_its_seed() -> None:
    method = Level(60, match=True)

    def scores() -> tuple[int, int]:
        agents = [SearchAgent(seed=7, level=1, method=method), make_agent("greedy", seed=8)]
        return play_match(Match(rounds=2, seed=11), agents).scores

    assert scores() == scores()
