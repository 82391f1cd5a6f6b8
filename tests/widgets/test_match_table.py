"""The match table plays a Match round after round on the match's own round; the replay
steps through a played match."""

from __future__ import annotations

import itertools

import pytest

from koikoi import Match
from koikoi.agents import make_agent, play_match
from widgets.apps.match_table import MatchReplay, MatchTable, match_summary, scoreboard_html


def test_play_a_short_match_on_the_table() -> None:
    table = MatchTable(Match(rounds=2, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
    assert "Round 1 of 2" in table.scoreboard.value
    with pytest.raises(ValueError, match="not over yet"):
        table.deal_next()
    rounds = 0
    while not table.match.is_over:
        rnd = table.table.round
        if rnd.is_over:
            table.deal_next()
            continue
        table.push(rnd.legal_moves()[0])
        # the table plays the match's own round: one truth
        assert rnd is table.match.rounds[-1] or rnd.is_over
        rounds += rnd.is_over
    assert rounds >= 2 and "Match over" in table.scoreboard.value
    a, b = table.match.scores
    assert f"{a} to {b}" in table.scoreboard.value
    assert table.next_button.layout.display == "none"


def test_summary_and_replay_of_a_played_match() -> None:
    match = play_match(Match(seed=8), [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    rows = match_summary(match, ("Ann", "Ben"))
    assert rows[-1][5] == "{}-{}".format(*match.scores)
    for before, after in itertools.pairwise(rows):  # who deals follows the rules
        if "won" in before[3] and before[0] != after[0]:
            assert after[2] == before[3].split()[0]
        if before[3] == "drawn":
            assert after[2] != before[2]
    replay = MatchReplay(match, names=("Ann", "Ben"))
    replay.show_round(2)
    assert replay.chooser.value == 2 and replay.table.next() is not None
    with pytest.raises(ValueError, match="index=99"):
        replay.show_round(99)


def test_the_scoreboard_speaks_of_any_names_in_the_third_person() -> None:
    match = Match(rounds=1, seed=3)
    dealer = ("Ann", "Ben")[match.round.dealer]
    assert f"{dealer} deals" in scoreboard_html(match, ("Ann", "Ben"))
    assert "You deal " in scoreboard_html(match, ("You", "You"))
    while not match.is_over:
        match.push(match.round.legal_moves()[0])
    assert match.winner == 0  # the first name wins: it once said "Ann win"
    assert "Match over: Ann wins" in scoreboard_html(match, ("Ann", "Ben"))
