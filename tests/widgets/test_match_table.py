"""The match table plays a Match round after round on the match's own round; the replay
steps through a played match."""

from __future__ import annotations

import itertools

import pytest

from koikoi import Match, RuleSet
from koikoi.agents import make_agent, play_match
from widgets.apps.match_table import (
    MatchReplay,
    MatchTable,
    match_summary,
    scoreboard_html,
    summary_headers,
)


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
    assert f"(You {a} · Greedy {b})." in table.scoreboard.value  # match_score's form
    assert table.next_button.layout.display == "none"


def test_summary_and_replay_of_a_played_match() -> None:
    match = play_match(Match(seed=8), [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    rows = match_summary(match, ("Ann", "Ben"))
    assert rows[-1][5:] == tuple(str(s) for s in match.scores)
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
    assert "You deal<" in scoreboard_html(match, ("You", "You"))
    while not match.is_over:
        match.push(match.round.legal_moves()[0])
    assert match.winner == 0  # the first name wins: it once said "Ann win"
    assert "Match over: Ann wins" in scoreboard_html(match, ("Ann", "Ben"))


def test_the_verdict_names_whose_score_is_whose() -> None:
    """It once said "Ben wins, 0 to 10": bare scores in seat order, the loser's first. Each
    total now stands by its name, as match_score writes it."""
    match = Match(rounds=1, seed=1)
    while not match.is_over:
        match.push(match.round.legal_moves()[0])
    assert match.winner == 1 and match.scores[1] > match.scores[0]
    assert (
        f"Match over: Ben wins (Ann {match.scores[0]} · Ben {match.scores[1]})."
        in scoreboard_html(match, ("Ann", "Ben"))
    )


def _finish_round(table: MatchTable) -> None:
    rnd = table.table.round
    while not rnd.is_over:
        table.push(rnd.legal_moves()[0])


def test_the_header_speaks_of_the_round_the_table_shows() -> None:
    """The match deals round 2 at once, but until Deal the next round the table shows
    round 1's end: the header says round 1 is over, not "Round 2 of 3"."""
    table = MatchTable(Match(rounds=3, seed=4), opponent=make_agent("greedy", seed=1), pace=0)
    _finish_round(table)
    assert table.match.round_number == 2 and table.table.round.is_over
    assert "Round 1 of 3: over" in table.header.value
    assert "Round 2 of 3" not in table.header.value
    assert table.next_button.layout.display == "inline-block"
    a, b = table.match.scores
    assert f"Match: You {a} · Greedy {b}" in table.header.value
    table.deal_next()
    assert "Round 2 of 3" in table.header.value and "over" not in table.header.value
    assert table.table.round is table.match.round


def test_the_match_ends_on_its_end_screen_and_play_again_deals_a_new_match() -> None:
    table = MatchTable(Match(rounds=2, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
    first = table.match
    while not table.match.is_over:
        if table.table.round.is_over:
            table.deal_next()
        _finish_round(table)
    assert table.end_screen.layout.display == "flex"
    assert table.next_button.layout.display == "none"
    a, b = first.scores
    assert f"You {a} · Greedy {b}" in table.end_html.value and "<table" in table.end_html.value
    assert table.score_sheet.value == ""  # the sheet is on the end screen, shown once
    with pytest.raises(ValueError, match="Play again"):
        table.deal_next()
    table.again_button.click()
    assert table.match is not first and table.matches_played == 1
    assert table.match.total_rounds == 2 and table.match.rules == first.rules
    assert table.table.round is table.match.round
    assert table.end_screen.layout.display == "none" or table.match.is_over
    # replayable: the same first match gives the same second match
    again = MatchTable(Match(rounds=2, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
    assert again.play_again().seed == table.match.seed != first.seed


def test_the_score_sheet_reads_the_matchs_running_totals_under_a_ledger() -> None:
    players = [make_agent("greedy", seed=1), make_agent("greedy", seed=2)]
    match = play_match(Match("wikihow", rounds=3, seed=2), players)
    assert match.rules.scoreboard == "ledger"
    rows = match_summary(match, ("Ann", "Ben"))
    assert [row[5:] for row in rows] == [(str(a), str(b)) for a, b in match.running_scores]


def test_the_opponents_koikoi_call_is_announced_with_its_doubling() -> None:
    from koikoi import Round
    from widgets.apps.match_table import koikoi_notice

    rnd = Round.from_position(
        hands=("1p1 2p1", "7a 4p1"), field="7p1 12p1", deck="5p1 5p2 6p1 6p2",
        captured=("", "10a 6a"), to_move=1,
    )  # fmt: skip
    rnd.push("7a")
    assert koikoi_notice(rnd, ("You", "Greedy")) == ""
    rnd.push("koikoi")
    assert koikoi_notice(rnd, ("You", "Greedy")) == (
        "Greedy called koi-koi: the round goes on. If you win it, your points double."
    )
    none = Round.from_position(
        hands=("1p1 2p1", "7a 4p1"), field="7p1 12p1", deck="5p1 5p2 6p1 6p2",
        captured=("", "10a 6a"), to_move=1, rules=RuleSet(koikoi_double="none"),
    )  # fmt: skip
    none.push("7a")
    none.push("koikoi")
    assert koikoi_notice(none, ("You", "Greedy")) == "Greedy called koi-koi: the round goes on."


def test_the_summary_gives_each_player_a_total_column_and_scores_0_for_no_winner() -> None:
    """issue 23: «partida 2-24» said not whose number was which; a drawn round's points were
    an empty cell. Each player's match total has a column headed by the name."""
    match = play_match(Match(seed=8), [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    assert summary_headers(("Ann", "Ben"))[5:] == ("Ann", "Ben")
    assert summary_headers()[5:] == ("You", "Opponent")
    rows = match_summary(match, ("Ann", "Ben"))
    assert all(row[4] for row in rows)
    nobody = [row for row in rows if row[3] == "drawn"]
    assert nobody and all(row[4] == "0" for row in nobody)
    last = rows[-1][5:]
    assert last == tuple(str(s) for s in match.scores)
    assert f"Ann {last[0]} · Ben {last[1]}" in scoreboard_html(match, ("Ann", "Ben"))


@pytest.mark.parametrize(
    ("lang", "one", "many"), [("en", "point)", "points)"), ("es", "punto)", "puntos)")]
)
def test_the_replay_list_names_each_rounds_points_with_their_unit(
    lang: str, one: str, many: str
) -> None:
    """Issue 23: «1: enero, reparte Ana, ganó Bruno (1 punto)», not a bare «(1)»."""
    from koikoi.i18n import get_language, set_language

    match = play_match(Match(seed=8), [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    before = get_language()
    set_language(lang)
    try:
        replay = MatchReplay(match, names=("Ann", "Ben"))
        labels = [label for label, _ in replay.chooser.options]
    finally:
        set_language(before)
    won = [
        (label, r.result.points)
        for label, r in zip(labels, replay.rounds, strict=True)
        if r.result is not None and r.result.winner is not None
    ]
    assert won
    for label, points in won:
        assert label.endswith(f"({points} {one if points == 1 else many}"), label
