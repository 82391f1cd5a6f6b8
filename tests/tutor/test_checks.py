"""The lesson checkers accept right answers, reject wrong ones and explain them correctly."""

from __future__ import annotations

import random

import pytest

from koikoi import DECK, MONTHS, Kind, Round, dealt_hand_yaku, parse_cards
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
    assert "no writing, of April, May, July and November" in wrong.message
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
    assert not wrong.correct and "player 1 is the dealer" in wrong.message
    assert check_dealer(("12b", "12p1"), "again").correct  # class does not break the tie
    assert not check_dealer(("12b", "12p1"), 0).correct


def test_dealt_hands() -> None:
    assert check_dealt_hand("1b 1r 1p1 1p2 2a 2r 3b 3r", "teshi").correct  # 4 + 2 + 2
    assert check_dealt_hand("1b 1r 2a 2r 3b 3r 4a 4r", "kuttsuki").correct
    assert check_dealt_hand("3b 3r 3p1 7a 7r 9a 9r 9p1", "play").correct
    wrong = check_dealt_hand("2a 2r 4a 4r 8b 8p1 10a 10p1", "play")
    assert not wrong.correct and "four pairs" in wrong.message and "6 points" in wrong.message
    rng = random.Random(5)
    for _ in range(300):
        hand = rng.sample(DECK, 8)
        assert check_dealt_hand(hand, dealt_hand_yaku(hand) or "play").correct


def test_void_field() -> None:
    assert check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", "redeal").correct
    wrong = check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", "play")
    assert not wrong.correct and "all four cards of January" in wrong.message
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
        ("8p1", "8b 8a 8p2", True, "it takes all four"),
        ("8p1", "8b", False, "three field cards"),
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
    assert right.correct and "You play 7p1" in right.message and "captures 7a" in right.message
    noted = check_move(
        rnd, "7p1>7r", best=["7p1>7a"], why="Take the boar.", notes={"7p1>7r": "Ribbon!"}
    )
    assert not noted.correct and noted.message.endswith("Ribbon!")
    plain = check_move(rnd, "2p1", best=["7p1>7a"], why="Take the boar.")
    assert not plain.correct and "A better move is '7p1>7a': Take the boar." in plain.message
    illegal = check_move(rnd, "7p1", best=["7p1>7a"], why="Take the boar.")
    assert not illegal.correct and "not allowed" in illegal.message and "7p1>7a" in illegal.message
    assert rnd.to_json() == before
    assert "You draw 1p2" in describe_move(rnd, "2p1") and rnd.to_json() == before


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
