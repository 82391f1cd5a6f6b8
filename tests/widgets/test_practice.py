"""The practice table without a browser: opponents, hints, progress panels, score sheet,
review after each round, new matches and clear refusals."""

from __future__ import annotations

import re
from concurrent.futures import Executor, Future

import pytest

from koikoi import Round
from widgets.apps.practice import PracticeTable, progress_html


def quick(**options: object) -> PracticeTable:
    defaults: dict[str, object] = dict(pace=0, hint_budget=100, review_budget=60, seed=5)
    return PracticeTable(**(defaults | options))  # type: ignore[arg-type]


def play_round(practice: PracticeTable) -> Round:
    rnd = practice.table.round
    while not rnd.is_over:
        practice.push(rnd.legal_moves()[-1])
    return rnd


def test_a_practice_match_keeps_the_score_sheet_and_reviews_every_round() -> None:
    practice = quick(opponent="greedy", rounds=3)
    assert practice.opponent_name == "greedy" and "Round 1 of 3" in practice.header.value
    for number in (1, 2, 3):
        rnd = play_round(practice)
        assert len(practice.reviews) == number and "Review of the round" in (
            practice.review_html.value
        )
        assert practice.match.results[-1] == rnd.result
        if number < 3:
            assert practice.next_button.layout.display == "inline-block"
            practice.deal_next()
            assert practice.review_html.value == "" and not practice.table.round.is_over
    assert "Match over" in practice.end_html.value and practice.header.value == ""
    assert practice.next_button.layout.display == "none"
    assert practice.end_screen.layout.display == "flex"


def test_hint_on_your_turn_and_a_clear_answer_otherwise() -> None:
    practice = quick(opponent="random", rounds=1)
    text = practice.hint()
    assert text.startswith(("Play ", "Take ")) and "Expected" in text
    assert "Hint: " in practice.hint_html.value
    practice.push(practice.table.round.legal_moves()[0])
    assert practice.hint_html.value == ""  # a hint is for one position only
    play_round(practice)
    assert practice.hint().startswith("The round is over")


def test_progress_panels_show_what_is_one_card_away() -> None:
    rnd = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"),
        field="7p1 9a 12p1",
        deck="5p1 5p2 6p1 6p2",
        captured=("10a 6a 1b", "8b"),
    )
    mine, theirs = progress_html(rnd, 0, "Your yaku"), progress_html(rnd, 1, "Theirs")
    assert "<b>inoshikacho</b>" in mine and "one card away: boar (7a)" in mine
    assert "<b>tsukimi</b>" in theirs and "one card away: sake cup (9a)" in theirs
    assert "<svg" in mine  # a picture of the card that completes it
    assert "goko" not in theirs  # blocked by the crane in our pile: left out


def test_new_match_takes_the_chosen_opponent_and_length() -> None:
    practice = quick(opponent="random", rounds=1)
    play_round(practice)
    practice.opponent_choice.value = "Strong, easy"
    practice.rounds_choice.value = 3
    match = practice.new_match()
    assert practice.opponent_name == "strong" and practice.agent.playouts == 100
    assert match.total_rounds == 3 and practice.reviews == []
    assert practice.table.round.move_stack == match.round.move_stack  # a fresh deal, mirrored
    assert practice.table.opponent is practice.agent


def test_match_lengths_offered_are_one_round_or_the_usual_lengths() -> None:
    practice = quick(opponent="greedy", rounds=9)
    assert [value for _, value in practice.rounds_choice.options] == [1, 3, 6, 9, 12]
    assert practice.match.total_rounds == 9
    practice.rounds_choice.value = 6
    assert practice.new_match().total_rounds == 6


def test_bad_options_and_untimely_actions_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="opponent='chess' level=None is not offered"):
        quick(opponent="chess")
    with pytest.raises(ValueError, match="rounds=5: a practice match has 1, 3, 6, 9, 12"):
        quick(rounds=5)
    practice = quick(opponent="greedy", rounds=3)
    with pytest.raises(ValueError, match="not over yet"):
        practice.deal_next()
    practice.next_button.click()  # the button shows the same refusal instead of raising
    assert "not over yet" in practice.hint_html.value


def test_a_move_pushed_on_the_tables_round_reaches_the_match() -> None:
    """Issue "Bad input", item 1: the table plays on the match's own round (one truth)."""
    p = PracticeTable(opponent="random", rounds=1, seed=11, pace=0, review_budget=20)
    p.table.round.push(p.table.round.legal_moves()[0])
    p.table.click(5, 5)
    while not p.table.round.is_over:
        p.push(p.table.round.legal_moves()[0])
    assert p.table.round is p.match.round
    assert p.match.results == (p.table.round.result,) and p.match.is_over
    assert "Match over" in p.end_html.value


def test_an_opponent_who_deals_first_moves_without_an_error() -> None:
    practice = quick(opponent="random", rounds=1, seed=5)  # the opponent deals
    assert practice.match.round.dealer == 1 and practice.table.round is practice.match.round
    assert len(practice.match.round.move_stack) == 2  # its play and its draw
    assert practice.table.message.startswith("Your turn") and "Round 1 of 1" in (
        practice.header.value
    )


def test_the_hint_names_its_cards_and_keeps_the_move() -> None:
    practice = quick(opponent="random", rounds=1)
    text = practice.hint()
    move = practice.hinted
    assert move is not None and move in practice.table.round.legal_moves()
    assert move.card is not None and move.card.name() in practice.hint_html.value
    assert f"({move.card.code})" in practice.hint_html.value and "<svg" in practice.hint_html.value
    assert text in practice.hint_html.value or "Hint: " in practice.hint_html.value
    practice.push(move)
    assert practice.hinted is None


def test_the_score_sheet_stays_folded_under_the_table() -> None:
    practice = quick(opponent="greedy", rounds=3)
    assert practice.sheet_box.layout.display == "none"  # nothing to show yet
    play_round(practice)
    assert practice.sheet_box.layout.display == "flex" and practice.sheet_box.selected_index is None
    assert practice.sheet_box.get_title(0) == "Score sheet: 1 round"
    assert "<table" in practice.score_sheet.value
    children = list(practice.children)
    assert children.index(practice.sheet_box) > children.index(practice.header)


class Goals:
    def __init__(self) -> None:
        self.calls: list[tuple[str, ...]] = []

    def register(self, key: str) -> None:
        self.calls.append(("register", key))

    def record(self, key: str, correct: bool) -> None:
        self.calls.append(("record", key, str(correct)))


def test_a_finished_practice_match_is_recorded_as_a_goal_and_play_again_deals_anew() -> None:
    goals = Goals()
    practice = quick(opponent="random", rounds=1, key="won", goals=goals)
    assert goals.calls == [("register", "won")]
    first = practice.match
    play_round(practice)
    assert practice.match.is_over and practice.end_screen.layout.display == "flex"
    assert goals.calls[-1] == ("record", "won", str(first.winner == 0))
    practice.again_button.click()
    assert practice.match is not first and practice.match.seed != first.seed
    assert practice.match.total_rounds == 1 and practice.reviews == []
    # replayable: the same seed gives the same second match
    twin = quick(opponent="random", rounds=1)
    play_round(twin)
    assert twin.play_again().seed == practice.match.seed
    with pytest.raises(ValueError, match="key=''"):
        quick(key="")


def test_the_cards_of_a_move_are_the_played_card_and_what_it_takes() -> None:
    from koikoi import Card, Move
    from widgets.apps.practice import move_cards

    rnd = Round.from_position(
        hands=("7a 9p1 3p1", "2p1"), field="7p1 9a 9p2", deck="5p1 5p2", captured=("", "")
    )
    assert move_cards(Move.parse("7a"), rnd) == (Card.parse("7a"), Card.parse("7p1"))
    assert move_cards(Move.parse("9p1>9a"), rnd) == (Card.parse("9p1"), Card.parse("9a"))
    assert move_cards(Move.parse("3p1"), rnd) == (Card.parse("3p1"),)
    assert move_cards(Move.parse("stop"), rnd) == ()


def test_the_review_shows_the_cards_of_each_costly_move_and_the_better_one() -> None:
    # seed 5: costly moves beyond the search's noise (seed 8 at budget 80 had only noise)
    practice = quick(opponent="greedy", rounds=1, seed=5, review_budget=600)
    rnd = play_round(practice)
    items = practice.reviews[-1]
    assert items, "the last legal move each turn is rarely the coach's choice"
    from widgets.apps.practice import move_cards, review_cards_html

    item = next(i for i in items if i.played.card is not None)
    html = review_cards_html(item, rnd)
    assert "→" in html and "<svg" in html
    position = rnd.initial()
    for move in rnd.move_stack[: item.number]:
        position.push(move)
    for card in move_cards(item.played, position) + move_cards(item.better, position):
        assert f"{card.name()} ({card.code})" in html
    assert html in practice.review_html.value


def test_yaku_under_way_share_one_line_after_the_near_ones() -> None:
    rnd = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"), field="7p1 9a 12p1", deck="5p1 5p2", captured=("1b 6a 10a", "")
    )
    html = progress_html(rnd, 0, "Your yaku")
    assert html.count("under way: ") == 1 and "sanko 1/3" in html
    assert html.index("inoshikacho") < html.index("under way: ")  # one card away comes first


class _Held(Executor):
    """An executor whose tasks never finish: the opponent keeps thinking."""

    def __init__(self) -> None:
        self.tasks: list[Future] = []

    def submit(self, fn, /, *args, **kwargs) -> Future:  # type: ignore[no-untyped-def]
        future: Future = Future()
        self.tasks.append(future)
        return future


def test_the_yaku_panels_stay_filled_while_the_opponent_thinks() -> None:
    # issue 18 item 11: the panels used to go blank while the opponent thought
    held = _Held()
    practice = quick(opponent="strong", level=1, rounds=1, executor=held)
    rnd = practice.table.round
    while rnd.to_move == 0 and not rnd.is_over:
        practice.push(rnd.legal_moves()[0])
    assert practice.table.thinking and held.tasks  # the opponent's decision is under way
    assert "Your yaku" in practice.progress_mine.value
    assert "Strong&#x27;s yaku" in practice.progress_theirs.value
    assert re.search(r"Strong&#x27;s yaku: (none yet|\d+ points?)<", practice.progress_theirs.value)
    assert practice.table.message == "Strong is thinking…"


def test_the_yaku_panels_follow_the_moment_the_table_shows() -> None:
    # issue 18: during a play-then-draw moment the panels told what the draw would take
    import asyncio

    from tests.widgets.waiting import until

    async def main() -> None:
        practice = quick(opponent="greedy", rounds=1, pace=0.4)
        rnd = practice.table.round
        await until(
            lambda: rnd.to_move == 0 and practice.table.moment_view is None, "your turn, settled"
        )
        for move in rnd.legal_moves():  # a play whose draw then takes a card
            after = Round.from_json(rnd.to_json())
            after.push(move)
            moment = after.before_draw(0)
            if moment is not None and moment.captured[0] != after.captured[0]:
                break
        else:
            pytest.fail("no play of this deal has a draw that captures")
        assert progress_html(moment, 0, "Your yaku") != progress_html(after, 0, "Your yaku")
        practice.push(move)
        view = practice.table.moment_view
        assert view is not None and view.captured == moment.captured  # the play, not the draw
        assert practice.progress_mine.value == progress_html(view, 0, "Your yaku")
        await until(lambda: practice.table.moment_view is None, "the draw resolved")
        assert practice.progress_mine.value == progress_html(rnd, 0, "Your yaku")

    asyncio.run(main())
