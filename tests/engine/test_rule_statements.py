"""Standard rules that had no engine test of their own (see docs/rule-coverage.md): each
test scripts one statement of docs/rules.md on the engine."""

from __future__ import annotations

from koikoi import DECK, MONTHS, Phase, Round, parse_cards, score


def test_yaku_are_checked_only_after_the_draw() -> None:
    # The play makes inoshikacho; the draw (2a) then adds nothing. The choice comes after
    # the draw, with the draw's capture already in the pile.
    rnd = Round.from_position(
        hands=("7a 4p1", "5p1 6p1"),
        field="7p1 2p1",
        deck="2a 12p1 12p2",
        captured=("10a 6a", ""),
    )
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION
    assert [e.kind for e in rnd.events][-3:-1] == ["draw", "capture"]
    assert set(parse_cards("2a 2p1")) <= set(rnd.captured[0])
    # A play that makes nothing, then a draw that completes the yaku: the turn improves.
    late = Round.from_position(
        hands=("4p1 3p2", "5p1 6p1"), field="7p1", deck="7a 12p1", captured=("10a 6a", "")
    )
    late.push("4p1")
    assert late.phase is Phase.DECISION and late.score(0).names() == ("inoshikacho",)


def _dealers_last_turn(opponent_card: str) -> Round:
    return Round.from_position(
        hands=("7a", opponent_card),
        field="7p1 9p1 3p1",
        deck="11p1 12p2",
        captured=("10a 10p1 6a 6p1", "8b 8p1"),
        dealer=0,
    )


def test_the_dealers_last_turn_call_leaves_the_opponent_one_turn() -> None:
    rnd = _dealers_last_turn("9a")
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION and rnd.hands[0] == ()  # offered on the last turn
    rnd.push("koikoi")
    assert rnd.phase is Phase.PLAY and rnd.to_move == 1  # the non-dealer still plays
    rnd.push("9a")  # tsukimi: a new yaku ends the round for the opponent, doubled
    result = rnd.result
    assert result is not None
    assert (result.winner, result.base, result.multiplier, result.reason) == (1, 5, 2, "auto")
    quiet = _dealers_last_turn("4p1")
    for move in ("7a", "koikoi", "4p1"):
        quiet.push(move)
    assert quiet.result is not None and quiet.result.winner is None  # drawn, 0 for both


def test_card_point_values_play_no_part() -> None:
    # Cards worth 20 or 10 in other hanafuda games score nothing without a yaku.
    assert score("1b 8b 2a 4a 5a 8a").total == 0
    assert score("1b 3b 8b").total == score("1b 3b 8b 1p1 2p1").total == 5


def test_there_is_no_monthly_yaku() -> None:
    for number, month in enumerate(MONTHS, start=1):
        four = [c for c in DECK if c.month == number]
        assert len(four) == 4
        in_its_round = score(four, month=number)
        other_round = score(four, month=number % 12 + 1)
        assert in_its_round == other_round, month.name()


def test_a_card_without_a_match_may_be_played_beside_a_capturing_one() -> None:
    rnd = Round.from_position(hands=("3p1 5p1", "1p1"), field="3b 4p1", deck="11p1 12p1")
    assert rnd.is_legal("5p1") and rnd.is_legal("3p1")
    rnd.push("5p1")
    assert set(parse_cards("3b 5p1")) <= set(rnd.field) and "3p1" in {c.code for c in rnd.hands[0]}


def test_an_exhausted_round_scores_nothing_for_the_field_or_the_dealer() -> None:
    for dealer in (0, 1):
        rnd = Round.from_position(
            hands=("2p1", "4p1"),
            field="5p1 6p1 8p2 10p1 11p1 12p2",
            captured=("1p1 1p2 7a", "3p1 3p2"),
            dealer=dealer,
            to_move=dealer,
        )
        rnd.push("2p1" if dealer == 0 else "4p1")
        rnd.push("4p1" if dealer == 0 else "2p1")
        result = rnd.result
        assert result is not None and len(rnd.field) == 8
        assert (result.winner, result.points, result.reason) == (None, 0, "exhausted")
