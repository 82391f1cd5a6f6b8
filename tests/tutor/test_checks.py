"""The lesson checkers accept right answers, reject wrong ones and explain them correctly."""

from __future__ import annotations

import random

import pytest

from koikoi import DECK, MONTHS, Kind, Round, dealt_hand_yaku, parse_cards
from koikoi.i18n import set_language
from koikoi.tutor.checks import (
    Feedback,
    check_capture,
    check_cards_of_class,
    check_choice,
    check_class,
    check_dealer,
    check_dealt_hand,
    check_field,
    check_month,
    check_move,
    check_ribbon,
    check_same_month,
    check_sorting,
    describe_move,
    parse_month,
)
from tests.tutor.positions import last_turns


def test_every_card_is_of_its_own_month_and_no_other() -> None:
    for card in DECK:
        assert check_month(card, card.month).correct
        other = card.month % 12 + 1
        wrong = check_month(card, other)
        assert not wrong.correct
        assert card.month_info.name() in wrong.message and card.month_info.plant in wrong.message
        assert MONTHS[other - 1].name() in wrong.message


@pytest.mark.parametrize(
    "answer", ["9", "September", "septiembre", "9月", "kiku", "菊", "chrysanthemum"]
)
def test_month_answers_by_number_or_name(answer: str) -> None:
    assert parse_month(answer) == 9
    assert check_month("9a", answer).correct


@pytest.mark.parametrize("answer", [0, 13, "Smarch", True, None])
def test_a_non_month_answer_is_an_error_naming_it(answer: object) -> None:
    with pytest.raises(ValueError, match="is not a month"):
        check_month("9a", answer)  # type: ignore[arg-type]


def test_same_month_pick_names_missing_and_extra_cards() -> None:
    among = "8b 1p1 8p1 11a 8a 9p1 8p2 12p1"
    assert check_same_month("8b 8p1 8a 8p2", 8, among=among).correct
    missed = check_same_month("8b 8p1 8a", 8, among=among)
    assert not missed.correct and "left out 1 card" in missed.message and "8p2" in missed.message
    extra = check_same_month("8b 8p1 8a 8p2 11a", "August", among=among)
    assert not extra.correct
    assert "11a is the swallow, a card of November (willow), not of August" in extra.message
    nothing = check_same_month("", 8, among=among)
    assert not nothing.correct and "picked nothing" in nothing.message


def test_every_card_has_exactly_its_class() -> None:
    for card in DECK:
        for kind in Kind:
            assert check_class(card, kind).correct == (kind is card.kind), (card, kind)


@pytest.mark.parametrize(
    ("code", "answer", "words"),
    [
        ("9a", "plain", ["sake cup, an animal of September", "its class", "counts as a plain"]),
        ("5a", "plain", ["eight-plank bridge, an animal", "one of the nine animals"]),
        ("1b", "animal", ["crane, a bright", "not an animal"]),
        ("12b", "animal", ["phoenix, a bright", "not an animal"]),
        ("11p1", "bright", ["lightning, a plain", "ordinary plain", "not a bright"]),
        ("11b", "animal", ["rain man, a bright", "spoils sanko"]),
        ("6r", "plain", ["blue ribbon of June", "not a plain"]),
    ],
)
def test_class_mistakes_are_explained(code: str, answer: str, words: list[str]) -> None:
    feedback = check_class(code, answer)
    assert not feedback.correct
    for word in words:
        assert word in feedback.message, feedback.message


def test_right_sake_cup_answer_still_mentions_its_plain_role() -> None:
    assert "counts as a plain" in check_class("9a", "tane").message


def test_class_answers_in_other_words() -> None:
    assert check_class("1b", "hikari").correct and check_class("2p1", "kasu").correct
    with pytest.raises(ValueError, match="not a card class"):
        check_class("1b", "star")


def test_pick_class_over_the_whole_deck() -> None:
    brights = [c for c in DECK if c.kind is Kind.BRIGHT]
    assert [c.code for c in brights] == ["1b", "3b", "8b", "11b", "12b"]
    assert check_cards_of_class(brights, "bright", among=DECK).correct
    without_rain = check_cards_of_class(brights[:3] + brights[4:], "bright", among=DECK)
    assert not without_rain.correct and "11b is the rain man, a bright" in without_rain.message
    animals = [c for c in DECK if c.kind is Kind.ANIMAL]
    assert len(animals) == 9
    with_crane = check_cards_of_class([*animals, DECK[0]], "animal", among=DECK)
    assert not with_crane.correct and "1b is the crane, a bright" in with_crane.message


def test_ribbon_kinds() -> None:
    kinds = {"poetry": "1r 2r 3r", "blue": "6r 9r 10r", "red": "4r 5r 7r 11r"}
    for kind, codes in kinds.items():
        for card in parse_cards(codes):
            for answer in kinds:
                assert check_ribbon(card, answer).correct == (answer == kind)
    wrong = check_ribbon("7r", "poetry")
    assert "4 plain red ribbons, with no writing (April, May, July and November)" in wrong.message
    with pytest.raises(ValueError, match="not a ribbon"):
        check_ribbon("7a", "red")


def test_sorting_counts_and_names_each_mistake() -> None:
    answers = {"1b": "bright", "9a": "plain", "11p1": "bright", "2r": "ribbon"}
    feedback = check_sorting(answers)
    assert not feedback.correct and feedback.message.startswith("2 of 4 right.")
    assert "9a is the sake cup" in feedback.message and "11p1 is the lightning" in feedback.message
    assert check_sorting({"1b": "bright", "9a": "animal"}).correct


def test_dealer_is_the_earlier_month_and_a_tie_draws_again() -> None:
    assert check_dealer(("3p1", "11b"), 0).correct
    assert check_dealer(("11b", "3p1"), 1).correct
    wrong = check_dealer(("11b", "3p1"), 0)
    assert not wrong.correct and "your opponent is the dealer" in wrong.message
    assert check_dealer(("12b", "12p1"), "again").correct  # class does not break the tie
    assert not check_dealer(("12b", "12p1"), 0).correct


def test_dealt_hands() -> None:
    assert check_dealt_hand("1b 1r 1p1 1p2 2a 2r 3b 3r", "teshi").correct  # 4 + 2 + 2
    assert check_dealt_hand("1b 1r 2a 2r 3b 3r 4a 4r", "kuttsuki").correct
    assert check_dealt_hand("3b 3r 3p1 7a 7r 9a 9r 9p1", "play").correct
    wrong = check_dealt_hand("2a 2r 4a 4r 8b 8p1 10a 10p1", "play")
    assert not wrong.correct and "4 pairs" in wrong.message and "6 points" in wrong.message
    rng = random.Random(5)
    for _ in range(300):
        hand = rng.sample(DECK, 8)
        assert check_dealt_hand(hand, dealt_hand_yaku(hand) or "play").correct


def test_void_field() -> None:
    assert check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", "redeal").correct
    wrong = check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", "play")
    assert not wrong.correct and "all 4 cards of January" in wrong.message
    assert check_field("8b 8a 8p1 3p1 3p2 5a 10r 11p1", "play").correct


POSITION = Round.from_position(
    hands=("8p1 5r 7a 2p1 3p1", "1p1"), field="8b 8a 8p2 5a 5p1 7p1 4r", deck="12p1 12p2"
)


@pytest.mark.parametrize(
    ("card", "answer", "right", "says"),
    [
        ("2p1", "", True, "no match on the field, so it stays there"),
        ("2p1", "4r", False, "stays there"),
        ("7a", "7p1", True, "one match on the field, 7p1"),
        ("7a", "", False, "captures it"),
        ("5r", "5a", True, "you choose one"),
        ("5r", "5p1", True, "you choose one"),
        ("5r", "5a 5p1", False, "you choose one and capture it; the other stays"),
        ("8p1", "8b 8a 8p2", True, "3 field cards (8b, 8a and 8p2): it takes all 4"),
        ("8p1", "8b", False, "3 field cards"),
    ],
)
def test_capture_predictions(card: str, answer: str, right: bool, says: str) -> None:
    feedback = check_capture(POSITION, card, answer)
    assert feedback.correct is right and says in feedback.message


def test_move_exercise_feedback_and_no_side_effects() -> None:
    rnd = Round.from_position(
        hands=("7p1 2p1", "1p1"), field="7a 7r 4p1", deck="1p2 5p1", captured=("", "")
    )
    before = rnd.to_json()
    right = check_move(rnd, "7p1>7a", best=["7p1>7a"], why="Take the boar.")
    assert right.correct
    assert "You play the bush clover plain 1 (7p1)" in right.message
    assert "captures the boar (7a)" in right.message
    noted = check_move(
        rnd, "7p1>7r", best=["7p1>7a"], why="Take the boar.", notes={"7p1>7r": "Ribbon!"}
    )
    assert not noted.correct and noted.message.endswith("Ribbon!")
    plain = check_move(rnd, "2p1", best=["7p1>7a"], why="Take the boar.")
    assert not plain.correct and "A better move is '7p1>7a': Take the boar." in plain.message
    illegal = check_move(rnd, "7p1", best=["7p1>7a"], why="Take the boar.")
    assert not illegal.correct and "not allowed" in illegal.message and "7p1>7a" in illegal.message
    assert rnd.to_json() == before
    assert "You draw the pine plain 2 (1p2)" in describe_move(rnd, "2p1")
    assert rnd.to_json() == before


def test_choice_and_feedback_display() -> None:
    right = check_choice("b", "b", why="because.", notes={"a": "not a."})
    assert right == Feedback(True, "Yes: because.") and bool(right)
    assert check_choice("a", ["b", "c"], why="because.", notes={"a": "not a."}).message == "not a."
    assert not check_choice("d", "b", why="because.")
    html = Feedback(False, "x < y")._repr_html_()
    assert "Not quite" in html and "x &lt; y" in html
    assert str(Feedback(False, "why")) == "Not quite. why"


def test_dealt_hand_and_dealer_checks_read_the_rule_set() -> None:
    from koikoi import RuleSet

    teshi = "3b 3r 3p1 3p2 7a 7r 9a 9r"
    assert "wins 6 points" in str(check_dealt_hand(teshi, "teshi"))
    assert "wins 4 points" in str(check_dealt_hand(teshi, "teshi", RuleSet(dealt_hand_points=4)))
    assert check_dealt_hand(teshi, "play", RuleSet(dealt_hand_points=0)).correct
    by_class = RuleSet(dealer_selection="earlier-month-then-class")
    assert check_dealer(("12b", "12p1"), "again").correct
    feedback = check_dealer(("12p1", "12b"), 1, by_class)
    assert feedback.correct and "higher class" in str(feedback)


# --- deals, turns and the end of a round -------------------------------------------------

from koikoi.tutor.checks import (  # noqa: E402
    OUTCOMES,
    check_deal,
    check_improvement,
    check_outcome,
    check_playable,
    check_to_move,
)

TESHI = "1b 1r 1p1 1p2 5a 5r 6r 6p1"  # 4 + 2 + 2: teshi, not kuttsuki
KUTTSUKI = "2a 2r 3b 3r 4a 4r 7a 7r"
PLAIN_HAND = "2a 2r 3b 3r 4a 4r 7a 8b"
FIELD = "8a 9a 9r 10a 10r 11b 11a 12b"


@pytest.mark.parametrize(
    ("hands", "field", "right", "words"),
    [
        ((TESHI, KUTTSUKI), FIELD, "redeal", "both hands qualify"),
        ((TESHI, PLAIN_HAND), "7r 8a 9a 9r 10a 10r 11b 11a", "teshi", "only your hand"),
        ((PLAIN_HAND, KUTTSUKI), "1b 8a 9a 9r 10a 10r 11b 11a", "kuttsuki", "your opponent's"),
        (
            ("1b 1r 5a 5r 6r 6p1 12b 12p1", "2a 2r 3b 3r 4a 4r 7a 9a"),
            "7r 8b 8a 8p1 8p2 10r 11b 11a",
            "redeal",
            "all 4 cards of August",
        ),
        (("1b 1r 5a 5r 6r 6p1 12b 11p1", PLAIN_HAND), FIELD, "play", "no hand holds"),
    ],
)
def test_check_deal_follows_the_engines_deal_check(hands, field, right, words) -> None:
    assert check_deal(hands, field, right).correct
    for wrong in {"play", "teshi", "kuttsuki", "redeal"} - {right}:
        feedback = check_deal(hands, field, wrong)
        assert not feedback.correct and words.lower() in feedback.message.lower()
    if right == "redeal":
        assert "same dealer deals again" in check_deal(hands, field, "play").message
        assert "does not use up" in check_deal(hands, field, "play").message


def test_check_deal_refuses_bad_input() -> None:
    with pytest.raises(ValueError, match="'void' is not an answer"):
        check_deal((TESHI, KUTTSUKI), FIELD, "void")
    with pytest.raises(ValueError, match="hands\\[1\\] has 7 cards"):
        check_deal((TESHI, "2a 2r 3b 3r 4a 4r 7a"), FIELD, "play")


def test_check_to_move_dealer_first_and_empty_hands_skipped() -> None:
    dealt = Round.deal(seed=2024, dealer=1)
    assert check_to_move(dealt, 1).correct
    wrong = check_to_move(dealt, 0)
    assert not wrong.correct and "dealer plays first" in wrong.message
    empty = Round.from_position(
        hands=("7a 2p1", ""), field="7p1 9p1", deck="11p1 12p2 1p1", dealer=1, to_move=0
    )
    empty.push("2p1")
    assert check_to_move(empty, 0).correct
    wrong = check_to_move(empty, 1)
    assert not wrong.correct and "empty hand" in wrong.message and "skipped" in wrong.message
    with pytest.raises(ValueError, match="not a player"):
        check_to_move(dealt, 2)


def test_check_playable_every_hand_card_may_be_played() -> None:
    rnd = Round.from_position(hands=("3p1 5p1 10p2", "1p1"), field="3b 4p1", deck="11p1")
    assert check_playable(rnd, "3p1 5p1 10p2").correct
    only_match = check_playable(rnd, "3p1")
    assert not only_match.correct and "5p1 may be played too" in only_match.message
    assert "laid on the field" in only_match.message


def test_check_improvement_compares_the_engines_totals() -> None:
    kasu = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2"
    assert check_improvement(kasu, kasu + " 6p1", "yes").correct  # kasu 1 -> 2
    assert check_improvement(kasu, kasu + " 1b", "no").correct  # a bright alone: still 1
    wrong = check_improvement(kasu, kasu + " 1b", "yes")
    assert not wrong.correct and wrong.message == (
        "The base points stay at 1 (kasu 1): they have not gone up, so it is no improvement "
        "(new cards alone do not count)."
    )
    assert check_improvement("1b 3b 8b", "1b 3b 8b 12b", "yes").correct  # sanko -> shiko
    with pytest.raises(ValueError, match="'maybe' is not an answer"):
        check_improvement(kasu, kasu, "maybe")


def test_check_outcome_on_the_last_turns() -> None:
    dealer = last_turns(0)
    assert check_outcome(dealer, ["7a"], "you choose").correct  # offered on the last turn
    beaten = check_outcome(dealer, ["7a", "koikoi", "9a"], "your opponent wins")
    assert beaten.correct and "10 points: tsukimi 5 ×2" in beaten.message
    assert "your opponent still had a turn" in beaten.message
    offered = check_outcome(dealer, ["7a"], "play goes on")
    assert not offered.correct and "even on your last turn" in offered.message
    nondealer = last_turns(1, opponent_hand="")
    drawn = check_outcome(nondealer, ["7a", "koikoi"], "you win")
    assert (
        not drawn.correct
        and "Drawn round: both hands played out" in drawn.message
        and "dealer gets no point" in (drawn.message)
    )
    assert check_outcome(nondealer, ["7a", "koikoi"], "drawn round").correct


def test_check_outcome_after_a_call_nobody_chooses_again() -> None:
    called = Round.from_position(
        hands=("8a 2p1", "5p1 6p1"),
        field="8p1 4p1",
        deck="11p1 12p2 1p1 10p1",
        captured=("7a 10a 6a 2a", "7r 7p1"),
        koikoi_calls=(1, 0),
    )
    own = check_outcome(called, ["8a"], "you choose")
    assert not own.correct and "You win 6 points" in own.message and "×2" not in own.message
    assert "nobody chooses again" in own.message
    assert check_outcome(called, ["2p1"], "play goes on").correct
    with pytest.raises(ValueError, match="not an answer"):
        check_outcome(called, ["8a"], "stop")
    assert "you choose" in OUTCOMES


from koikoi import Match  # noqa: E402
from koikoi.tutor.checks import (  # noqa: E402
    check_deal_order,
    check_next_round,
    check_points,
    check_stock,
)


def test_check_deal_order_asks_the_rules() -> None:
    right = check_deal_order("non-dealer, field, dealer")
    assert right.correct and "2 cards at a time" in right.message
    wrong = check_deal_order(["dealer", "field", "non-dealer"])
    assert not wrong.correct and "to the non-dealer (face down), then the field" in wrong.message
    with pytest.raises(ValueError, match="not an order"):
        check_deal_order("me, you")


def test_check_stock_counts_the_dealt_stock() -> None:
    assert check_stock(24, 8).correct
    wrong = check_stock(24, 0)
    assert not wrong.correct and "8 are never drawn" in wrong.message
    assert not check_stock(32, 16).correct
    with pytest.raises(ValueError, match="give two counts"):
        check_stock(-1, 8)


def test_check_next_round_after_a_void_deal() -> None:
    match = Match(seed=486)  # its first deal shows all four November cards on the field
    assert match.rounds[0].result is not None and match.rounds[0].result.reason == "redeal"
    dealer = match.rounds[0].dealer
    assert check_next_round(match, 1, dealer).correct
    wrong = check_next_round(match, 2, dealer)
    assert not wrong.correct and "does not use up a round" in wrong.message


def test_check_next_round_after_a_win_and_a_drawn_round() -> None:
    match = Match(seed=8)
    while match.round_number == 1:
        match.push(match.round.legal_moves()[0])
    result = match.rounds[-2].result
    assert result is not None
    if result.winner is None:
        assert check_next_round(match, 2, 1 - match.rounds[-2].dealer).correct
        assert "dealer changes" in check_next_round(match, 2, match.rounds[-2].dealer).message
    else:
        assert check_next_round(match, 2, result.winner).correct
        assert "the winner deals" in check_next_round(match, 2, 1 - result.winner).message


def test_check_points_no_monthly_yaku() -> None:
    feedback = check_points("9a 9r 9p1 9p2", 5, month=9)
    assert not feedback.correct and "no tsuki-fuda (cards of the month)" in feedback.message
    assert check_points("9a 9r 9p1 9p2", 0, month=9).correct
    assert check_points("3b 9a 9r 9p1", 5, month=9).correct  # hanami counts, as always


def test_check_points_card_values_play_no_part() -> None:
    feedback = check_points("1b 8b 2a 4a 5a 8a", 60)
    assert not feedback.correct and "(20, 10, 5 and 1 points) play no part" in feedback.message
    assert check_points("1b 8b 2a 4a 5a 8a", 0).correct


def test_check_dealt_hand_4_2_2_is_teshi() -> None:
    wrong = check_dealt_hand("4a 4r 4p1 4p2 6a 6p1 10r 10p1", "kuttsuki")
    assert not wrong.correct and "a hand that is both counts as teshi" in wrong.message
    assert check_dealt_hand("4a 4r 4p1 4p2 6a 6p1 10r 10p1", "teshi").correct


def test_check_outcome_a_position_is_not_checked_like_a_deal() -> None:
    rnd = Round.from_position(
        hands=("11b 11a 11r 11p1 2p1", "1p1 3p1"), field="5p1 6p1", deck="7p1 8p1 9p1"
    )
    assert check_outcome(rnd, [], "play goes on").correct
    wrong = check_outcome(rnd, [], "you win")
    assert not wrong.correct and "checked only when the cards are dealt" in wrong.message


def test_unchanged_base_points_are_said_to_stay_in_spanish() -> None:
    """Not «pasaron de 1 (kasu 1) a 1 (kasu 1)» (issue 23)."""
    kasu = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2"
    set_language("es")
    try:
        wrong = check_improvement(kasu, kasu + " 1b", "sí")
    finally:
        set_language("en")
    assert wrong.message.startswith(
        "Los puntos base siguen en 1 (kasu 1): no han subido, así que no hay mejora"
    )


def test_a_four_card_capture_is_said_in_plain_spanish() -> None:
    """«… de su mes que están en la mesa (8b, 8a y 8p2)», not a chain of commas (issue 23)."""
    set_language("es")
    try:
        said = check_capture(POSITION, "8p1", "8b 8a 8p2").message
    finally:
        set_language("en")
    assert (
        "hace pareja con las otras 3 cartas de su mes que están en la mesa (8b, 8a y 8p2)" in said
    )
