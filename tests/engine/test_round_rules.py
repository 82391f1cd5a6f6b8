"""The rules of docs/rules.md, scripted move by move: koi-koi and the end of a round, points
and doubling, the deal checks, and every difference between the profiles."""

from __future__ import annotations

import pytest

from koikoi import DECK, Phase, Round, RuleSet, cards_of, mask_of, parse_cards
from koikoi.state import State

STOCK = "12p1 12p2 12p3 11p1 11a 11r"  # draws that never matter in these positions
LABSK, WIKIHOW, WIKIPEDIA_ES = (RuleSet.preset(n) for n in ("labsk", "wikihow", "wikipedia-es"))


def play(rnd: Round, moves: str) -> Round:
    for move in moves.split():
        rnd.push(move)
    return rnd


def outcome(rnd: Round) -> tuple:  # type: ignore[type-arg]
    result = rnd.result
    assert result is not None, "the round should be over"
    return result.winner, result.base, result.multiplier, result.points, result.reason


# --- the worked example of docs/rules.md -------------------------------------------------------


def worked_example(rules: RuleSet | None = None) -> Round:
    """You hold the deer and the butterflies, the field has the bush-clover plain, you play
    the boar; the opponent holds the moon and can capture the sake cup."""
    return Round.from_position(
        hands=("7a 2a 5p1", "9p1 3p1 4p1"),
        field="7p1 9a 2p1 3b",
        deck=STOCK,
        captured=("10a 6a", "8b"),
        rules=rules,
    )


def test_worked_example_stop_for_5() -> None:
    rnd = play(worked_example(), "7a")
    assert rnd.phase is Phase.DECISION and rnd.score(0).names() == ("inoshikacho",)
    assert rnd.events[-1].describe() == "Player 0 forms inoshikacho 5 (base points: 5)."
    play(rnd, "stop")
    assert outcome(rnd) == (0, 5, 1, 5, "stop")
    assert [y.name for y in rnd.result.yaku] == ["inoshikacho"]


def test_worked_example_koikoi_then_the_opponent_wins_10() -> None:
    rnd = play(worked_example(), "7a koikoi 9p1")
    assert outcome(rnd) == (1, 5, 2, 10, "auto")
    assert rnd.log().splitlines()[-6:] == [
        "Player 1 plays the chrysanthemum plain 1 (9p1).",
        "The chrysanthemum plain 1 captures the sake cup (9a).",
        "Player 1 draws the paulownia plain 2 (12p2) from the stock.",
        "The paulownia plain 2 captures the paulownia plain 1 (12p1).",
        "Player 1 forms tsukimi 5 (base points: 5).",
        "Player 1 wins 10 points: tsukimi 5 ×2 (automatic end after koi-koi).",
    ]


# --- koi-koi and the end of a round (standard) --------------------------------------------


def test_the_caller_improving_ends_the_round_without_doubling_their_own_win() -> None:
    rnd = Round.from_position(
        hands=("7a 3r", "4p1 5p1"), field="7p1 3p1", deck=STOCK, captured=("10a 6a 1r 2r", "")
    )
    play(rnd, "7a koikoi 4p1 3r")  # akatan joins inoshikacho: 10, the round ends by itself
    assert outcome(rnd) == (0, 10, 2, 20, "auto")  # ×2 for 7 or more only, never ×4


def test_a_raised_count_ends_the_round_after_the_call() -> None:
    rnd = Round.from_position(
        hands=("7a 9a", "4p1 5p1"), field="7p1 9p1", deck=STOCK, captured=("2a 4a 5a 8a", "")
    )
    play(rnd, "7a")
    assert rnd.events[-1].describe() == "Player 0 forms tane 1 (base points: 1)."
    play(rnd, "koikoi 4p1 9a")
    assert rnd.events[-2].describe() == "Player 0 raises tane to 2 (base points: 2)."
    assert outcome(rnd) == (0, 2, 1, 2, "auto")


def test_a_capture_that_does_not_raise_the_total_goes_on() -> None:
    rnd = Round.from_position(
        hands=("1b 2p1", "4p1"), field="1p1", deck=STOCK, captured=("10a 6a 7a", "")
    )
    play(rnd, "1b")
    assert rnd.phase is Phase.PLAY and rnd.to_move == 1


def test_a_set_up_pile_with_yaku_only_counts_improvements() -> None:
    rnd = Round.from_position(
        hands=("8a 2p1", "4p1"), field="8p1", deck=STOCK, captured=("10a 6a 7a 2a 4a", "")
    )
    play(rnd, "8a")  # 6 animals: tane 1 -> 2, a turn that raised the total
    assert rnd.phase is Phase.DECISION and rnd.score(0).total == 7


def test_an_exhausted_round_loses_the_callers_suspended_yaku() -> None:
    rnd = Round.from_position(hands=("7a", "4p1"), field="7p1", deck=STOCK, captured=("10a 6a", ""))
    play(rnd, "7a")
    assert rnd.phase is Phase.DECISION and rnd.hands[0] == ()  # offered on the last turn
    play(rnd, "koikoi 4p1")
    assert outcome(rnd) == (None, 0, 1, 0, "exhausted")
    assert rnd.log().splitlines()[-1] == "Drawn round: both hands played out; nobody scores."
    assert len(rnd.deck) == 4  # the stock is not played out


def test_koikoi_on_the_very_last_turn_exhausts_the_round() -> None:
    rnd = Round.from_position(hands=("4p1", "9p1"), field="9a", deck=STOCK, captured=("", "8b"))
    play(rnd, "4p1 9p1")
    assert rnd.phase is Phase.DECISION and rnd.hands == ((), ())
    play(rnd, "koikoi")
    assert outcome(rnd) == (None, 0, 1, 0, "exhausted")


@pytest.mark.parametrize(
    ("captured", "hand", "field", "base", "multiplier"),
    [
        ("1b 3b 8b", "11b 2p1", "11p1", 7, 2),  # ame-shiko 7: doubled
        ("1b 3b 2a 4a 5a 10a", "8b 2p1", "8a", 6, 1),  # sanko 5 + tane 1 = 6: not doubled
        ("1b 3b 8b 12b", "11b 2p1", "11p1", 10, 2),  # goko
    ],
)
def test_seven_or_more_doubles(
    captured: str, hand: str, field: str, base: int, multiplier: int
) -> None:
    rnd = Round.from_position(
        hands=(hand, "4p1"), field=field, deck="12p1 12p2", captured=(captured, "")
    )
    play(rnd, f"{hand.split()[0]} stop")
    assert outcome(rnd) == (0, base, multiplier, base * multiplier, "stop")


def test_eight_against_a_caller_scores_32() -> None:
    rnd = Round.from_position(
        hands=("4p1", "12b 5p1"),
        field="12p1",
        deck="11p1 11a",
        captured=("10a 6a 7a", "1b 3b 8b"),
        koikoi_calls=(1, 0),
        to_move=1,
    )
    play(rnd, "12b")
    assert outcome(rnd) == (1, 8, 4, 32, "auto")
    assert str(rnd.result) == "Player 1 wins 32 points: shiko 8 ×4 (automatic end after koi-koi)."


# --- the deal --------------------------------------------------------------------------


def stacked(rules: RuleSet, dealer_hand: str, other_hand: str, field: str) -> list:  # type: ignore[type-arg]
    """A 48-card order dealing these cards (8 each) under ``rules`` as docs/rules.md describes
    (batches of ``deal_batch`` to the seats in ``deal_order``); the rest is the stock."""
    seats = {
        "dealer": list(parse_cards(dealer_hand)),
        "nondealer": list(parse_cards(other_hand)),
        "field": list(parse_cards(field)),
    }
    order = []
    while any(seats.values()):
        for seat in rules.deal_order:
            order += seats[seat][: rules.deal_batch]
            del seats[seat][: rules.deal_batch]
    return order + [card for card in DECK if card not in order]


NEUTRAL_DEALER = "1b 2a 3b 4a 5a 6a 7a 8b"
NEUTRAL_OTHER = "9a 10a 11b 12b 1r 2r 3r 4r"
NEUTRAL_FIELD = "5r 6r 7r 8a 9r 10r 11a 12p1"
FOUR_PINES = "1b 1r 1p1 1p2 2a 3b 4a 5a"  # teshi: four cards of one month
FOUR_TWO_TWO = "1b 1r 1p1 1p2 2a 2r 3b 3r"  # teshi: four of a month and two pairs
FOUR_PAIRS = "1b 1r 2a 2r 3b 3r 4a 4r"  # kuttsuki
FOUR_PEONIES_FIELD = "6a 6r 6p1 6p2 7r 8a 10r 11a"  # a void field
VOID = (None, 0, 1, 0, "redeal")  # (winner, base, multiplier, points, reason) of a void deal


def test_stock_order_and_first_mover_of_a_stacked_deal() -> None:
    rnd = Round.deal(
        deck=stacked(RuleSet(), NEUTRAL_DEALER, NEUTRAL_OTHER, NEUTRAL_FIELD), dealer=1
    )
    assert rnd.hands == (cards_of(mask_of(NEUTRAL_OTHER)), cards_of(mask_of(NEUTRAL_DEALER)))
    assert rnd.to_move == 1 and not rnd.is_over
    assert rnd.deck[0] == parse_cards("1p1")[0] and len(rnd.deck) == 24


@pytest.mark.parametrize(
    ("preset", "player0", "player1"),
    [  # DECK order dealt with player 0 dealing: the profile's batches and seat order
        ("standard", "2a 2r 3p1 3p2 5a 5r 6p1 6p2", "1b 1r 2p1 2p2 4a 4r 5p1 5p2"),
        ("labsk", "5a 5r 5p1 5p2 6a 6r 6p1 6p2", "1b 1r 1p1 1p2 2a 2r 2p1 2p2"),
        ("wikihow", "1b 1r 1p1 1p2 4a 4r 4p1 4p2", "3b 3r 3p1 3p2 6a 6r 6p1 6p2"),
        ("wikipedia-es", "2a 2r 2p1 2p2 5a 5r 5p1 5p2", "3b 3r 3p1 3p2 6a 6r 6p1 6p2"),
    ],
)
def test_each_profile_deals_its_batches_in_its_order(
    preset: str, player0: str, player1: str
) -> None:
    rnd = Round.deal(preset, deck=DECK)
    assert rnd.hands == (parse_cards(player0), parse_cards(player1))
    rest = set(DECK[:24]) - set(parse_cards(player0)) - set(parse_cards(player1))
    assert set(rnd.field) == rest
    assert rnd.deck == DECK[24:]  # the first undealt card is drawn first


def test_teshi_wins_6_at_once() -> None:
    deck = stacked(RuleSet(), FOUR_PINES, "9a 10a 11b 12b 2r 3r 4r 6a", NEUTRAL_FIELD)
    rnd = Round.deal(deck=deck, dealer=0)
    assert rnd.is_over and outcome(rnd) == (0, 6, 1, 6, "teshi")
    assert [e.kind for e in rnd.events] == ["deal", "end"]
    assert rnd.legal_moves() == () and len(rnd.hands[0]) == 8  # hands stay readable


@pytest.mark.parametrize(
    ("dealer_hand", "other_hand", "field", "expected"),
    [
        (FOUR_TWO_TWO, "9a 10a 11b 12b 4r 4a 6a 7a", NEUTRAL_FIELD, (0, 6, 1, 6, "teshi")),
        ("5a 6a 7a 8b 9a 10a 11b 12b", FOUR_PAIRS, NEUTRAL_FIELD, (1, 6, 1, 6, "kuttsuki")),
        (FOUR_PINES, "6a 6r 7a 7r 8b 8a 9a 9r", "2r 3r 4r 5r 10a 11b 12b 12p1", VOID),
        ("1b 2a 3b 4a 5a 7a 8b 9r", NEUTRAL_OTHER, FOUR_PEONIES_FIELD, VOID),
        # The engine's choice (koikoi.deal.deal_result): the field is checked first.
        (FOUR_PINES, "9a 10a 11b 12b 2r 3r 4r 5r", FOUR_PEONIES_FIELD, VOID),
    ],
    ids=[
        "four-plus-two-plus-two-is-teshi",
        "kuttsuki-wins-6-for-the-non-dealer",
        "both-hands-qualifying-is-a-void-deal",
        "four-of-a-month-on-the-field-is-a-void-deal",
        "a-void-field-outranks-a-dealt-teshi",
    ],
)
def test_a_dealt_hand_or_field_ends_the_round_at_once(
    dealer_hand: str, other_hand: str, field: str, expected: tuple[object, ...]
) -> None:
    rnd = Round.deal(deck=stacked(RuleSet(), dealer_hand, other_hand, field), dealer=0)
    assert rnd.is_over and outcome(rnd) == expected
    assert [e.kind for e in rnd.events] == ["deal", "end"]


def test_a_void_deal_says_the_same_dealer_deals_again() -> None:
    deck = stacked(RuleSet(), "1b 2a 3b 4a 5a 7a 8b 9r", NEUTRAL_OTHER, FOUR_PEONIES_FIELD)
    rnd = Round.deal(deck=deck)
    assert str(rnd.result) == "Void deal: the same dealer deals again; nobody scores."


def test_dealt_hand_points_0_switches_teshi_off() -> None:
    rules = RuleSet().replace(dealt_hand_points=0)
    deck = stacked(rules, FOUR_PINES, "9a 10a 11b 12b 2r 3r 4r 6a", NEUTRAL_FIELD)
    rnd = Round.deal(rules, deck=deck)
    assert not rnd.is_over and rnd.to_move == 0 and len(rnd.legal_moves()) == 8


@pytest.mark.parametrize(("rules", "void"), [(RuleSet(), False), (LABSK, True)])
def test_four_pairs_on_the_field_void_the_deal_only_in_labsk(rules: RuleSet, void: bool) -> None:
    field = "5r 5p1 6r 6p1 7r 7p1 8a 8p1"
    rnd = Round.deal(rules, deck=stacked(rules, NEUTRAL_DEALER, NEUTRAL_OTHER, field))
    assert rnd.is_over is void


def test_a_position_is_never_checked_like_a_deal() -> None:
    rnd = Round.from_position(hands=("1b 1r 1p1 1p2 2a 3b 4a 5a", "6a"), field="9p1 9p2 9a 9r")
    assert not rnd.is_over and rnd.phase is Phase.PLAY


# --- the other profiles --------------------------------------------------------------------


def test_labsk_offers_the_choice_after_every_raise_and_doubles_against_the_latest_caller() -> None:
    rnd = play(worked_example(LABSK), "7a koikoi 9p1")
    assert rnd.phase is Phase.DECISION  # unlimited calls: the opponent chooses too
    play(rnd, "koikoi 2a")  # inoshikacho + 1 further animal = 6, the caller chooses again
    assert rnd.phase is Phase.DECISION and rnd.koikoi_calls == (1, 1)
    play(rnd, "stop")
    assert outcome(rnd) == (0, 6, 2, 12, "stop")  # player 1 called last and lost


def test_labsk_no_koikoi_double_when_the_winner_called_last() -> None:
    rnd = play(worked_example(LABSK), "7a koikoi 9p1 koikoi 5p1 3p1 stop")
    assert outcome(rnd) == (1, 10, 2, 20, "stop")  # hanami + tsukimi 10: ×2 for 7+, not ×4
    rnd = play(worked_example(LABSK), "7a koikoi 9p1 stop")
    assert outcome(rnd) == (1, 5, 2, 10, "stop")  # player 0 called last and lost


@pytest.mark.parametrize("to_move", [0, 1])
def test_a_set_up_position_where_both_called_takes_the_last_mover_as_the_latest_caller(
    to_move: int,
) -> None:
    mover_hand = "7a"  # captures 7p1: inoshikacho 5 with the deer and butterflies
    rnd = Round.from_position(
        hands=(mover_hand, "4p1") if to_move == 0 else ("4p1", mover_hand),
        field="7p1",
        deck=STOCK,
        captured=("10a 6a", "") if to_move == 0 else ("", "10a 6a"),
        koikoi_calls=(1, 1),
        to_move=to_move,
        rules=LABSK,
    )
    play(rnd, "7a stop")
    assert outcome(rnd) == (to_move, 5, 2, 10, "stop")  # the loser moved last: ×2
    # the compact state infers the same from the calls alone (as the agents' samples do)
    bare = State(
        LABSK, hands=(0, 0), field=0, deck=(), calls=(1, 1), to_move=to_move, captured=(0, 0)
    )
    assert bare.last_caller == 1 - to_move


def test_labsk_oya_ken_gives_the_dealer_1_flat_point() -> None:
    rnd = Round.from_position(
        hands=("7a", "4p1"),
        field="7p1",
        deck=STOCK,
        captured=("10a 6a 1b 3b 8b", ""),
        dealer=1,
        to_move=0,
        rules=LABSK,
    )
    play(rnd, "7a koikoi 4p1")
    assert outcome(rnd) == (1, 1, 1, 1, "exhausted")
    assert (
        str(rnd.result)
        == "Player 1 wins 1 point (both hands played out: oya-ken, the dealer's point)."
    )


@pytest.mark.parametrize(("month", "yaku"), [(3, ("tsuki-fuda",)), (4, ())])
def test_labsk_tsuki_fuda_is_the_rounds_month(month: int, yaku: tuple) -> None:  # type: ignore[type-arg]
    rnd = Round.from_position(
        hands=("3p2 2p1", "4p1"),
        field="3p1",
        deck=STOCK,
        captured=("3b 3r", ""),
        month=month,
        rules=LABSK,
    )
    play(rnd, "3p2")
    assert rnd.score(0).names() == yaku
    assert (rnd.phase is Phase.DECISION) is bool(yaku)


def test_wikihow_one_call_per_player() -> None:
    rnd = play(worked_example(WIKIHOW), "7a koikoi 9p1")
    assert rnd.phase is Phase.DECISION  # the opponent may call their own koi-koi
    play(rnd, "stop")
    assert outcome(rnd) == (1, 5, 2, 10, "stop")
    rnd = play(worked_example(WIKIHOW), "7a koikoi 9p1 koikoi 2a")
    assert outcome(rnd) == (0, 6, 2, 12, "auto")  # the caller's own raise ends it; P1 called last
    rnd = play(worked_example(WIKIHOW), "7a koikoi 4p1 2a")
    assert outcome(rnd) == (0, 6, 1, 6, "auto")


def test_wikipedia_es_the_opponent_wins_at_once_after_a_call() -> None:
    rnd = play(worked_example(WIKIPEDIA_ES), "7a koikoi 9p1")
    assert outcome(rnd) == (1, 5, 2, 10, "auto")


@pytest.mark.parametrize(
    ("rules", "captured", "expected"),
    [
        (RuleSet(), "10a 6a", (None, 0, 1, 0, "exhausted")),
        (WIKIHOW, "10a 6a", (None, 0, 1, 0, "exhausted")),
        (WIKIPEDIA_ES, "10a 6a", (0, 5, 1, 5, "exhausted")),
        (WIKIPEDIA_ES, "10a 6a 1r 2r 3r", (0, 11, 2, 22, "exhausted")),
    ],
)
def test_exhausted_after_a_call_per_profile(rules: RuleSet, captured: str, expected: tuple) -> None:  # type: ignore[type-arg]
    rnd = Round.from_position(
        hands=("7a 1b", "4p1 10p1"),
        field="7p1 1p1",
        deck=STOCK,
        captured=(captured, ""),
        rules=rules,
    )
    play(rnd, "7a koikoi 4p1 1b 10p1")  # the caller's pile grows after the call: not counted
    assert outcome(rnd) == expected
    if expected[0] is not None:
        assert set(rnd.result.cards) == set(parse_cards(f"{captured} 7a 7p1"))  # held at the call
