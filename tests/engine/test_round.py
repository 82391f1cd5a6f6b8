"""Rounds played through the notation: every capture case, errors, undo, copies, JSON.

Positions are set up with ``Round.from_position``; stock cards are chosen so that draws
do what each test says (months absent from the field unless a draw is meant to match).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from koikoi import DECK, IllegalMoveError, Move, Phase, Round, RuleSet, parse_cards


def codes(cards) -> str:  # type: ignore[no-untyped-def]
    return " ".join(sorted(c.code for c in cards))


def position(**kwargs) -> Round:  # type: ignore[no-untyped-def]
    kwargs.setdefault("deck", "12p1 12p2 12p3 11p1")
    return Round.from_position(**kwargs)


# --- captures from the hand ----------------------------------------------------------


def test_a_card_without_match_stays_on_the_field() -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="4p1 5p1")
    rnd.push("1b")
    assert codes(rnd.field) == codes(parse_cards("1b 4p1 5p1 12p1"))
    assert rnd.captured == ((), ())
    assert [e.kind for e in rnd.events] == ["play", "lay", "draw", "lay"]


def test_one_match_captures_the_pair() -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="1p1 5p1")
    assert [str(m) for m in rnd.legal_moves()] == ["1b", "2p1"]
    rnd.push("1b")
    assert codes(rnd.captured[0]) == "1b 1p1"
    assert codes(rnd.field) == "12p1 5p1"


def test_two_matches_the_player_chooses_and_the_other_stays() -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="1p1 1p2 5p1")
    assert [str(m) for m in rnd.legal_moves()] == ["1b>1p1", "1b>1p2", "2p1"]
    with pytest.raises(IllegalMoveError, match=r"'1b'.*matches two field cards.*'1b>1p1'"):
        rnd.push("1b")
    rnd.push("1b>1p2")
    assert codes(rnd.captured[0]) == "1b 1p2"
    assert "1p1" in codes(rnd.field)


def test_three_matches_capture_all_four() -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="1r 1p1 1p2 5p1")
    assert [str(m) for m in rnd.legal_moves()] == ["1b", "2p1"]
    rnd.push("1b")
    assert codes(rnd.captured[0]) == "1b 1p1 1p2 1r"
    assert rnd.events[1].describe() == (
        "The crane (1b) captures the pine poetry ribbon (1r), the pine plain 1 (1p1), "
        "the pine plain 2 (1p2)."
    )


def test_a_matching_card_must_capture() -> None:
    """There is no move that lays a matching card beside its match; naming a target for a
    single match is refused with the reason."""
    rnd = position(hands=("1b 2p1", "3p1"), field="1p1 5p1")
    with pytest.raises(IllegalMoveError, match="captures its only match 1p1 by itself"):
        rnd.push("1b>1p1")
    rnd.push("1b")
    assert "1b" not in codes(rnd.field)


# --- captures from the draw ----------------------------------------------------------


def test_drawn_card_without_match_stays() -> None:
    rnd = position(hands=("2p1", "3p1"), field="5p1", deck="7a 8p1")
    rnd.push("2p1")
    assert codes(rnd.field) == "2p1 5p1 7a"
    assert rnd.to_move == 1 and len(rnd.deck) == 1


@pytest.mark.parametrize(
    ("field", "deck", "captured"),
    [
        pytest.param("7p1 5p1", "7a 8p1", "7a 7p1", id="one-match-captures-it"),
        pytest.param("7r 7p1 7p2", "7a 8p1", "7a 7p1 7p2 7r", id="three-matches-take-all-four"),
        pytest.param("5p1", "2p2 8p1", "2p1 2p2", id="captures-the-card-just-played"),
    ],
)
def test_the_drawn_card_captures_from_the_field(field: str, deck: str, captured: str) -> None:
    rnd = position(hands=("2p1", "3p1"), field=field, deck=deck)
    rnd.push("2p1")
    assert codes(rnd.captured[0]) == captured
    assert rnd.drawn is None and rnd.to_move == 1


def test_drawn_card_with_two_matches_waits_for_the_choice() -> None:
    rnd = position(hands=("2p1 4p1", "3p1"), field="7p1 7p2 5p1", deck="7a 8p1")
    rnd.push("2p1")
    assert rnd.phase is Phase.DRAW_CHOICE and rnd.drawn == parse_cards("7a")[0]
    assert [str(m) for m in rnd.legal_moves()] == [">7p1", ">7p2"]
    with pytest.raises(IllegalMoveError, match="drawn card 7a matches 7p1 and 7p2"):
        rnd.push("4p1")
    with pytest.raises(IllegalMoveError, match="can capture 7p1 or 7p2, not 5p1"):
        rnd.push(">5p1")
    rnd.push(">7p2")
    assert codes(rnd.captured[0]) == "7a 7p2" and "7p1" in codes(rnd.field)
    assert rnd.drawn is None and rnd.to_move == 1


# --- errors leave the round untouched ----------------------------------------------------


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("3p1", r"cannot play '3p1': 3p1 is not in player 0's hand \(1b 2p1\)"),
        ("koikoi", "'koikoi' is not a choice now"),
        ("stop", "'stop' is not a choice now"),
        (">1p1", "no drawn card is waiting"),
        ("2p1>2p2", "2p1 has no match on the field"),
        ("1b>7p1", "captures its only match 1p1"),
    ],
)
def test_illegal_moves_say_why_and_change_nothing(move: str, message: str) -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="1p1 5p1")
    before = rnd.to_json(), rnd.log()
    with pytest.raises(IllegalMoveError, match=message):
        rnd.push(move)
    assert not rnd.is_legal(move)
    assert (rnd.to_json(), rnd.log()) == before


@pytest.mark.parametrize("move", ["", "1x", "1b>", "hello", "1b>>1p1", 7, None])
def test_malformed_moves_raise_value_error_naming_them(move: object) -> None:
    rnd = position(hands=("1b 2p1", "3p1"), field="1p1 5p1")
    with pytest.raises(ValueError, match=r"malformed move|a move is a Move") as info:
        rnd.push(move)  # type: ignore[arg-type]
    assert not isinstance(info.value, IllegalMoveError)
    assert rnd.move_stack == ()


def test_decision_refuses_other_moves_and_over_refuses_everything() -> None:
    rnd = position(hands=("7a 2p1", "3p1 4p1"), field="7p1", captured=("10a 6a", ""))
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION
    assert rnd.legal_moves() == (Move.parse("koikoi"), Move.parse("stop"))
    with pytest.raises(IllegalMoveError, match="must first choose 'koikoi' or 'stop'"):
        rnd.push("2p1")
    rnd.push("stop")
    with pytest.raises(IllegalMoveError, match="the round is over"):
        rnd.push("2p1")
    assert rnd.legal_moves() == ()


def test_from_position_names_a_card_given_twice() -> None:
    with pytest.raises(ValueError, match="card '7a' is named twice: in hands\\[0\\] and field"):
        Round.from_position(hands=("7a", ""), field="7a")
    with pytest.raises(ValueError, match="'9a' is named twice: in deck and captured\\[1\\]"):
        Round.from_position(hands=("1b", ""), field="", deck="9a", captured=("", "9a"))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"dealer": 2}, "dealer=2 must be player 0 or 1"),
        ({"to_move": True}, "to_move=True must be player 0 or 1"),
        ({"month": 13}, "month=13 must be a month number"),
        ({"koikoi_calls": (1, 1)}, "impossible when koi-koi may be called once per round"),
        ({"koikoi_calls": (-1, 0)}, "must be two counts >= 0"),
        ({"rules": "house"}, "unknown rule preset 'house'"),
        ({"field": "1b 99z"}, "99z"),
    ],
)
def test_from_position_rejects_bad_arguments(kwargs: dict, message: str) -> None:
    setup = {"hands": ("1b", "2a"), "field": ""} | kwargs
    with pytest.raises(ValueError, match=message):
        Round.from_position(**setup)


def test_deal_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="deck has 2 cards; a stacked deal needs all 48"):
        Round.deal(deck="1b 2a")
    with pytest.raises(ValueError, match="named twice"):
        Round.deal(deck="1b " * 48)
    with pytest.raises(ValueError, match="not both"):
        Round.deal(seed=1, deck=DECK)
    with pytest.raises(ValueError, match="dealer=-1"):
        Round.deal(dealer=-1)


# --- empty hands and an empty stock ------------------------------------------------------


def test_an_empty_hand_skips_its_turn_and_an_empty_stock_skips_the_draw() -> None:
    rnd = Round.from_position(hands=("1b 2p1", ""), field="5p1", deck="8p1")
    rnd.push("1b")
    assert rnd.to_move == 0 and rnd.events[-1].kind == "skip"
    assert rnd.events[-1].describe() == "Player 1 has no cards left and skips the turn."
    rnd.push("2p1")  # the stock is empty: no draw
    assert [e.kind for e in rnd.events[-3:]] == ["play", "lay", "end"]
    assert rnd.result.reason == "exhausted" and rnd.result.winner is None


def test_a_mover_with_an_empty_hand_is_skipped_at_the_start() -> None:
    rnd = Round.from_position(hands=("", "3p1"), field="5p1", to_move=0)
    assert rnd.to_move == 1 and [e.kind for e in rnd.events] == ["skip"]


def test_both_hands_empty_is_an_exhausted_round_at_once() -> None:
    rnd = Round.from_position(hands=("", ""), field="5p1", captured=("1b 3b 8b", ""))
    assert rnd.is_over and rnd.result.winner is None and rnd.result.points == 0


# --- undo, copies, JSON ----------------------------------------------------------------


def test_pop_undoes_exactly_and_peek_shows_the_last_move() -> None:
    rnd = position(hands=("7a 2p1", "3p1 4p1"), field="7p1 3p2", captured=("10a 6a", ""))
    start = rnd.to_json(), rnd.log(), rnd.legal_moves()
    rnd.push("7a")
    rnd.push("koikoi")
    rnd.push("3p1")
    assert rnd.peek() == Move.parse("3p1")
    assert [str(rnd.pop()) for _ in range(3)] == ["3p1", "koikoi", "7a"]
    assert (rnd.to_json(), rnd.log(), rnd.legal_moves()) == start
    with pytest.raises(IndexError):
        rnd.pop()


def test_pop_of_a_call_restores_who_called_last() -> None:
    """labsk doubles against the latest caller: once player 1's call is taken back, player
    0 is the latest caller again, and loses double when player 1 stops."""
    rnd = position(
        hands=("7a 2p1", "8b 4p1"),
        field="7p1 8p1 3p2",
        captured=("10a 6a", "1b 3b"),
        month=5,
        rules="labsk",
    )
    for move in ("7a", "koikoi", "8b", "koikoi"):
        rnd.push(move)
    rnd.pop()
    rnd.push("stop")
    assert (rnd.result.winner, rnd.result.multiplier, rnd.result.points) == (1, 2, 10)


def test_copy_is_independent() -> None:
    rnd = position(hands=("7a 2p1", "3p1 4p1"), field="7p1", captured=("10a 6a", ""))
    twin = rnd.copy()
    twin.push("2p1")
    assert rnd.move_stack == () and rnd.to_move == 0 and len(rnd.events) == 0
    assert twin.to_move == 1 and twin.events[0].kind == "play"
    rnd.push("7a")
    assert twin.phase is Phase.PLAY and rnd.phase is Phase.DECISION


def test_json_round_trip_of_a_position_and_a_deal() -> None:
    rnd = position(hands=("7a 2p1", "3p1 4p1"), field="7p1", captured=("10a 6a", ""))
    rnd.push("7a")
    again = Round.from_json(rnd.to_json())
    assert again.to_json() == rnd.to_json() and again.log() == rnd.log()
    dealt = Round.deal(RuleSet.preset("labsk"), seed=42, dealer=1, month=4)
    dealt.push(dealt.legal_moves()[0])
    again = Round.from_json(dealt.to_json())
    assert again.to_json() == dealt.to_json() and again.seed == 42
    assert again.rules == RuleSet.preset("labsk") and again.month == 4 and again.dealer == 1
    assert (
        again.initial().move_stack == ()
        and again.initial().hands == Round.deal("labsk", seed=42, dealer=1, month=4).hands
    )


def test_json_with_a_bad_move_names_it() -> None:
    data = position(hands=("7a 2p1", "3p1 4p1"), field="7p1").to_dict()
    with pytest.raises(
        IllegalMoveError, match="saved move 1: cannot play '5a': 5a is not in player 0's hand"
    ):
        Round.from_dict(data | {"moves": ["5a"]})


def test_state_copy_for_play_outs_is_detached() -> None:
    rnd = position(hands=("7a 2p1", "3p1 4p1"), field="7p1")
    state = rnd.state
    state.play(parse_cards("2p1")[0].index)
    assert rnd.to_move == 0 and rnd.events == () and state.log is None


def test_a_seed_deals_like_its_stacked_deck() -> None:
    by_seed = Round.deal(seed=9)
    stacked = Round.deal(deck=by_seed.to_dict()["deck"])
    assert (stacked.hands, stacked.field, stacked.deck) == (
        by_seed.hands,
        by_seed.field,
        by_seed.deck,
    )
    assert Round.deal(seed=9).to_json() == by_seed.to_json()
    assert Round.deal(seed=10).hands != by_seed.hands


# --- the moment between a play and its draw (Round.before_draw) ----------------------


def random_play(deals: int, seed: int) -> Iterator[tuple[Round, Move, Round]]:
    """Every ply of ``deals`` seeded deals played out with random legal moves (one
    ``random.Random(seed)``): the round before the move, the move, the round after it."""
    import random

    rng = random.Random(seed)
    for deal in range(deals):
        rnd = Round.deal(seed=deal)
        while not rnd.is_over:
            move = rng.choice(rnd.legal_moves())
            before = rnd.copy()
            rnd.push(move)
            yield before, move, rnd


def test_before_draw_shows_the_drawn_card_turned_over_and_not_yet_resolved() -> None:
    seen = set()
    for before, move, rnd in random_play(30, seed=7):
        moment = rnd.before_draw(0)
        if move.kind != "play" or rnd.drawn is not None or before.deck == ():
            assert moment is None
            continue
        assert moment is not None
        drawn = before.deck[0]
        assert moment.drawn == drawn and moment.legal_moves == ()
        assert moment.stock_size == len(rnd.deck) and moment.hand == rnd.hands[0]
        # the played card is resolved, the drawn one not: resolving it gives the round
        on_table = {*moment.field, *moment.captured[0], *moment.captured[1], drawn}
        assert on_table == {*rnd.field, *rnd.captured[0], *rnd.captured[1]}
        mover = before.to_move
        assert set(moment.captured[mover]) <= set(rnd.captured[mover])
        assert moment.captured[1 - mover] == rnd.captured[1 - mover]
        assert move.card in {*moment.field, *moment.captured[mover]}
        seen.add("took" if drawn in rnd.captured[mover] else "laid")
    assert seen == {"took", "laid"}


def test_before_draw_is_none_without_a_played_draw() -> None:
    rnd = position(hands=("1p1 2p1", "3p1"), field="8b 8a", deck="8p1 11p1")
    assert rnd.before_draw(0) is None  # no move yet
    rnd.push("1p1")  # the drawn 8p1 matches two: it waits for a choice
    assert rnd.drawn == parse_cards("8p1")[0] and rnd.before_draw(1) is None
    empty = position(hands=("1p1", "3p1"), field="5p1", deck="")
    empty.push("1p1")
    assert empty.before_draw(0) is None  # nothing was drawn
    with pytest.raises(ValueError, match="player"):
        rnd.before_draw(2)


# --- the capture a card must choose (Round.capture_choices) --------------------------


def test_capture_choices_are_the_targets_of_the_legal_moves_of_that_card() -> None:
    kinds = set()
    for rnd, _move, _after in random_play(20, seed=3):
        if rnd.phase is Phase.PLAY:
            for card in rnd.hands[rnd.to_move]:
                targets = tuple(m.target for m in rnd.legal_moves() if m.card == card)
                choices = rnd.capture_choices(card)
                assert choices == tuple(t for t in targets if t is not None), card
                assert len(choices) in (0, 2)
                kinds.add(len(rnd.matches(card)) if not choices else "choose")
        elif rnd.phase is Phase.DRAW_CHOICE:
            assert rnd.drawn is not None
            targets = tuple(m.target for m in rnd.legal_moves())
            assert rnd.capture_choices(rnd.drawn) == targets
    assert kinds >= {0, 1, "choose"}  # no match, one match and a choice were all met
    with pytest.raises(ValueError):
        Round.deal(seed=1).capture_choices("13p1")


def test_a_position_has_a_month_only_when_given_one() -> None:
    """Issue 23: a position set up by hand is in no month unless given one; under rules
    that score the month (tsuki-fuda) it is January unless given; a deal always has one;
    saved and loaded, the position keeps what it had."""
    bare = position(hands=("7a", "3p1"), field="7p1")
    assert not bare.has_month and not bare.view(0).has_month
    assert Round.from_json(bare.to_json()).has_month is False
    given = position(hands=("7a", "3p1"), field="7p1", month=7)
    assert given.has_month and (given.month, given.view(1).month) == (7, 7)
    assert Round.from_json(given.to_json()).month == 7
    monthly = position(hands=("7a", "3p1"), field="7p1", rules="labsk")
    assert RuleSet.preset("labsk").tsuki_fuda and monthly.has_month and monthly.month == 1
    assert Round.deal(seed=3).has_month and Round.deal(seed=3).view(0).has_month
    single = Round.deal(seed=3, month=None)  # one round outside a match
    assert not single.has_month and single.hands == Round.deal(seed=3).hands
    assert Round.from_json(single.to_json()).has_month is False
    assert Round.deal("labsk", seed=3, month=None).month == 1
