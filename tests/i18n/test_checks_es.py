"""The checkers explain in Spanish after ``set_language("es")``, accept Spanish answer words,
and give the very same English texts again after ``set_language("en")``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from koikoi import DECK, Card, IllegalMoveError, Kind, Match, Round, RuleSet
from koikoi.i18n import get_language, set_language
from koikoi.tutor import checks
from koikoi.tutor.checks import Feedback
from tests.tutor.positions import last_turns

ENGLISH = re.compile(
    r"\b(the|is|are|and|you|your|of|not|yes|quite|card|cards|hand|field|points?|plays?|"
    r"captures?|deals?|round|wins?|match|stock|dealer|left|picked|only)\b"
)
"""English words none of the checkers' Spanish sentences contains."""
NAMES = ("Tú", "Tu rival")
"""How the Spanish round log names the learner and the opponent."""


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    """Every test starts in English and leaves the language as it found it."""
    before = get_language()
    set_language("en")
    yield
    set_language(before)


def _english_in(text: str) -> list[str]:
    return ENGLISH.findall(text.lower())


def _engine_sentences(rnd: Round, moves: list[str]) -> list[str]:
    """What the engine's own log says about ``moves`` from ``rnd`` (the engine's catalog
    translates it, not the tutor's): left out when the checkers' Spanish is judged."""
    after = rnd.copy()
    before = len(after.events)
    for move in moves:
        after.push(move)
    return [e.describe(NAMES) for e in after.events[before:]]


def _without(text: str, sentences: list[str]) -> str:
    for sentence in sentences:
        text = text.replace(sentence, " ")
    return text


POSITION = Round.from_position(
    hands=("8p1 5r 7a 2p1 3p1", "1p1"), field="8b 8a 8p2 5a 5p1 7p1 4r", deck="12p1 12p2"
)
MOVE_ROUND = Round.from_position(
    hands=("7p1 2p1", "1p1"), field="7a 7r 4p1", deck="1p2 5p1", captured=("", "")
)
LAST_TURNS = last_turns(dealer=0)
DRAWN = last_turns(dealer=1, opponent_hand="")
DEALT_POSITION = Round.from_position(
    hands=("11b 11a 11r 11p1 2p1", "1p1 3p1"), field="5p1 6p1", deck="7p1 8p1 9p1"
)
PLAYABLE = Round.from_position(hands=("3p1 5p1 10p2", "1p1"), field="3b 4p1", deck="11p1")
EMPTY_HAND = Round.from_position(
    hands=("7a 2p1", ""), field="7p1 9p1", deck="11p1 12p2 1p1", dealer=1, to_move=0
)
TESHI = "1b 1r 1p1 1p2 5a 5r 6r 6p1"
KUTTSUKI = "2a 2r 3b 3r 4a 4r 7a 7r"
PLAIN_HAND = "2a 2r 4a 4r 7a 8b 11p1 12p1"
FIELD = "8a 9a 9r 10a 10r 11b 11a 12b"
KASU = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2"
VOID_MATCH = Match(seed=486)  # its first deal shows all four November cards on the field


def _won_match() -> Match:
    match = Match(seed=8)
    while match.round_number == 1:
        match.push(match.round.legal_moves()[0])
    return match


WON_MATCH = _won_match()
BRIGHTS = [c for c in DECK if c.kind is Kind.BRIGHT]

Case = tuple[str, bool, Callable[[], Feedback], Callable[[], list[str]]]
NO_ENGINE: Callable[[], list[str]] = list


CASES: list[Case] = [
    ("month right", True, lambda: checks.check_month("9a", 9), NO_ENGINE),
    ("month wrong", False, lambda: checks.check_month("9a", 10), NO_ENGINE),
    ("same month right", True,
     lambda: checks.check_same_month("8b 8p1 8a 8p2", 8, among="8b 1p1 8p1 11a 8a 8p2"),
     NO_ENGINE),
    ("same month extra and missing", False,
     lambda: checks.check_same_month("8b 8p1 11a", 8, among="8b 1p1 8p1 11a 8a 8p2"), NO_ENGINE),
    ("same month nothing", False,
     lambda: checks.check_same_month("", 8, among="8b 1p1 8p1 11a 8a 8p2"), NO_ENGINE),
    ("class right", True, lambda: checks.check_class("1b", "bright"), NO_ENGINE),
    ("class right sake cup", True, lambda: checks.check_class("9a", "animal"), NO_ENGINE),
    ("class right ribbon", True, lambda: checks.check_class("6r", "ribbon"), NO_ENGINE),
    ("class wrong", False, lambda: checks.check_class("11b", "animal"), NO_ENGINE),
    ("class wrong sake cup", False, lambda: checks.check_class("9a", "plain"), NO_ENGINE),
    ("class wrong ribbon", False, lambda: checks.check_class("6r", "plain"), NO_ENGINE),
    ("class wrong plain", False, lambda: checks.check_class("11p1", "bright"), NO_ENGINE),
    ("cards of class right", True,
     lambda: checks.check_cards_of_class(BRIGHTS, "bright", among=DECK), NO_ENGINE),
    ("cards of class wrong", False,
     lambda: checks.check_cards_of_class([*BRIGHTS[:3], "9a"], "bright", among=DECK), NO_ENGINE),
    ("cards of class nothing", False,
     lambda: checks.check_cards_of_class("", "plain", among="1p1 2p1 3b"), NO_ENGINE),
    ("ribbon right", True, lambda: checks.check_ribbon("6r", "blue"), NO_ENGINE),
    ("ribbon wrong", False, lambda: checks.check_ribbon("7r", "poetry"), NO_ENGINE),
    ("sorting right", True,
     lambda: checks.check_sorting({"1b": "bright", "9a": "animal"}), NO_ENGINE),
    ("sorting wrong", False,
     lambda: checks.check_sorting({"1b": "bright", "9a": "plain", "2r": "plain"}), NO_ENGINE),
    ("dealer right", True, lambda: checks.check_dealer(("11b", "3p2"), 1), NO_ENGINE),
    ("dealer wrong", False, lambda: checks.check_dealer(("11b", "3p2"), 0), NO_ENGINE),
    ("dealer tie", True, lambda: checks.check_dealer(("12b", "12p1"), "again"), NO_ENGINE),
    ("dealer by class", False,
     lambda: checks.check_dealer(
         ("12p1", "12b"), 0, RuleSet(dealer_selection="earlier-month-then-class")),
     NO_ENGINE),
    ("dealt hand right", True,
     lambda: checks.check_dealt_hand("3b 3r 3p1 3p2 5a 7r 10a 12p1", "teshi"), NO_ENGINE),
    ("dealt hand wrong", False,
     lambda: checks.check_dealt_hand("2a 2r 4a 4r 8b 8p1 10a 10p1", "play"), NO_ENGINE),
    ("dealt hand 4-2-2", False,
     lambda: checks.check_dealt_hand("4a 4r 4p1 4p2 6a 6p1 10r 10p1", "kuttsuki"), NO_ENGINE),
    ("dealt hand plain", True,
     lambda: checks.check_dealt_hand("3b 3r 3p1 7a 7r 9a 9r 9p1", "play"), NO_ENGINE),
    ("dealt hand no points", False,
     lambda: checks.check_dealt_hand(TESHI, "teshi", RuleSet(dealt_hand_points=0)), NO_ENGINE),
    ("field right", True,
     lambda: checks.check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", "redeal"), NO_ENGINE),
    ("field wrong", False,
     lambda: checks.check_field("8b 8a 8p1 3p1 3p2 5a 10r 11p1", "redeal"), NO_ENGINE),
    ("capture right", True, lambda: checks.check_capture(POSITION, "7a", "7p1"), NO_ENGINE),
    ("capture none", False, lambda: checks.check_capture(POSITION, "2p1", "4r"), NO_ENGINE),
    ("capture two", False, lambda: checks.check_capture(POSITION, "5r", "5a 5p1"), NO_ENGINE),
    ("capture three", False, lambda: checks.check_capture(POSITION, "8p1", "8b"), NO_ENGINE),
    ("move right", True,
     lambda: checks.check_move(MOVE_ROUND, "7p1>7a", best=["7p1>7a"], why="Llévate el jabalí."),
     lambda: _engine_sentences(MOVE_ROUND, ["7p1>7a"])),
    ("move wrong", False,
     lambda: checks.check_move(
         MOVE_ROUND, "2p1", best=["7p1>7a", "7p1>7r"], why="Llévate el jabalí."),
     lambda: _engine_sentences(MOVE_ROUND, ["2p1"])),
    ("choice right", True,
     lambda: checks.check_choice("b", "b", why="porque sí."), NO_ENGINE),
    ("deal both", False,
     lambda: checks.check_deal((TESHI, KUTTSUKI), FIELD, "play"), NO_ENGINE),
    ("deal yours", True,
     lambda: checks.check_deal((TESHI, PLAIN_HAND), "7r 8a 9a 9r 10a 10r 11b 11a", "teshi"),
     NO_ENGINE),
    ("deal theirs", False,
     lambda: checks.check_deal((PLAIN_HAND, KUTTSUKI), "1b 8a 9a 9r 10a 10r 11b 11a", "play"),
     NO_ENGINE),
    ("deal field", False,
     lambda: checks.check_deal(
         ("1b 1r 5a 5r 6r 6p1 12b 12p1", "2a 2r 3b 3r 4a 4r 7a 9a"),
         "7r 8b 8a 8p1 8p2 10r 11b 11a", "play"),
     NO_ENGINE),
    ("deal play", True,
     lambda: checks.check_deal(("1b 1r 5a 5r 6r 6p1 12b 11p1", PLAIN_HAND), FIELD, "play"),
     NO_ENGINE),
    ("to move right", True,
     lambda: checks.check_to_move(Round.deal(seed=2024, dealer=1), 1), NO_ENGINE),
    ("to move wrong", False,
     lambda: checks.check_to_move(Round.deal(seed=2024, dealer=1), 0), NO_ENGINE),
    ("to move skipped", False, lambda: checks.check_to_move(EMPTY_HAND, 1), NO_ENGINE),
    ("playable right", True, lambda: checks.check_playable(PLAYABLE, "3p1 5p1 10p2"), NO_ENGINE),
    ("playable wrong", False, lambda: checks.check_playable(PLAYABLE, "3p1 1b"), NO_ENGINE),
    ("playable nothing", False, lambda: checks.check_playable(PLAYABLE, ""), NO_ENGINE),
    ("outcome right", True, lambda: checks.check_outcome(LAST_TURNS, ["7a"], "you choose"),
     lambda: _engine_sentences(LAST_TURNS, ["7a"])),
    ("outcome wrong", False,
     lambda: checks.check_outcome(LAST_TURNS, ["7a", "koikoi", "9a"], "you win"),
     lambda: _engine_sentences(LAST_TURNS, ["7a", "koikoi", "9a"])),
    ("outcome drawn", False, lambda: checks.check_outcome(DRAWN, ["7a", "koikoi"], "you win"),
     lambda: _engine_sentences(DRAWN, ["7a", "koikoi"])),
    ("outcome position", True,
     lambda: checks.check_outcome(DEALT_POSITION, [], "play goes on"), NO_ENGINE),
    ("improvement right", True,
     lambda: checks.check_improvement("1b 3b 8b", "1b 3b 8b 12b", "yes"), NO_ENGINE),
    ("improvement wrong", False,
     lambda: checks.check_improvement(KASU, KASU + " 1b", "yes"), NO_ENGINE),
    ("improvement nothing", True, lambda: checks.check_improvement("", "1p1", "no"), NO_ENGINE),
    ("deal order right", True,
     lambda: checks.check_deal_order("non-dealer, field, dealer"), NO_ENGINE),
    ("deal order wrong", False,
     lambda: checks.check_deal_order("dealer, field, non-dealer"), NO_ENGINE),
    ("stock right", True, lambda: checks.check_stock(24, 8), NO_ENGINE),
    ("stock wrong", False, lambda: checks.check_stock(24, 0), NO_ENGINE),
    ("next round void", True,
     lambda: checks.check_next_round(VOID_MATCH, 1, VOID_MATCH.rounds[0].dealer), NO_ENGINE),
    ("next round wrong", False,
     lambda: checks.check_next_round(VOID_MATCH, 2, VOID_MATCH.rounds[0].dealer), NO_ENGINE),
    ("next round after a win", False,
     lambda: checks.check_next_round(WON_MATCH, 3, 0), NO_ENGINE),
    ("points right", True, lambda: checks.check_points("3b 9a 9r 9p1", 5, month=9), NO_ENGINE),
    ("points monthly", False,
     lambda: checks.check_points("9a 9r 9p1 9p2", 5, month=9), NO_ENGINE),
    ("points card values", False,
     lambda: checks.check_points("1b 8b 2a 4a 5a 8a", 60), NO_ENGINE),
]  # fmt: skip


@pytest.mark.parametrize(("name", "right", "check", "engine"), CASES, ids=[c[0] for c in CASES])
def test_explanations_are_spanish_and_english_comes_back(
    name: str, right: bool, check: Callable[[], Feedback], engine: Callable[[], list[str]]
) -> None:
    english = check()
    assert english.correct is right
    set_language("es")
    spanish = check()
    own = _without(spanish.message, engine())
    shown = str(spanish)
    set_language("en")
    assert spanish.correct is right
    assert spanish.message != english.message
    assert not _english_in(own), (name, own)
    heading = "" if right else "No del todo. "  # not "Not quite."
    assert "".join(shown.split()) == "".join((heading + spanish.message).split())
    assert (spanish.message.startswith("Sí")) is right, spanish.message
    assert check() == english  # English is back, unchanged


def test_the_feedback_box_heading_follows_the_language() -> None:
    set_language("es")
    html = Feedback(False, "x")._repr_html_()
    assert "No del todo." in html and "Not quite" not in html
    assert str(Feedback(False, "x")) == "No del todo. x"
    set_language("en")
    assert str(Feedback(False, "x")) == "Not quite. x"


def test_spanish_sentences_name_cards_months_and_counts_in_spanish() -> None:
    set_language("es")
    cup = Card.parse("9a").name()
    assert checks.check_month("9a", 10).message.startswith(
        f"9a ({cup}) es una carta de septiembre (crisantemo), no de octubre (arce)."
    )
    left_out = checks.check_same_month("8b 8p1", 8, among="8b 1p1 8p1 8a 8p2").message
    assert left_out.startswith("Te faltan 2 cartas: 8a (")
    one = checks.check_same_month("8b 8p1 8a", 8, among="8b 1p1 8p1 8a 8p2").message
    assert one.startswith("Te falta 1 carta: 8p2 (")
    assert "4 cartas de abril, 2 cartas de junio y 2 cartas de octubre" in (
        checks.check_dealt_hand("4a 4r 4p1 4p2 6a 6p1 10r 10p1", "kuttsuki").message
    )
    one_point = checks.check_dealt_hand(TESHI, "teshi", RuleSet(dealt_hand_points=1)).message
    assert "se gana 1 punto en el acto" in one_point
    assert "Una jugada mejor es '7p1>7a' o '7p1>7r'" in (
        checks.check_move(MOVE_ROUND, "2p1", best=["7p1>7a", "7p1>7r"], why="x").message
    )


def test_an_illegal_move_is_refused_in_the_course_language() -> None:
    set_language("es")
    feedback = checks.check_move(MOVE_ROUND, "7p1", best=["7p1>7a"], why="x")
    with pytest.raises(IllegalMoveError) as refusal:
        MOVE_ROUND.copy().push("7p1")
    assert not feedback.correct
    assert feedback.message == f"Esa jugada no está permitida: {refusal.value}."


@pytest.mark.parametrize(
    ("check", "english", "spanish"),
    [
        (lambda a: checks.parse_month(a), "September", "septiembre"),
        (lambda a: checks.parse_month(a), "peony", "peonía"),
        (lambda a: checks.parse_class(a), "bright", "luz"),
        (lambda a: checks.parse_class(a), "animals", "cartas de tierra"),
        (lambda a: checks.parse_class(a), "plain", "basura"),
        (lambda a: checks.check_ribbon("1r", a), "poetry", "poética"),
        (lambda a: checks.check_ribbon("6r", a), "blue", "azul"),
        (lambda a: checks.check_ribbon("7r", a), "red", "roja"),
        (lambda a: checks.check_dealer(("12b", "12p1"), a), "again", "otra vez"),
        (lambda a: checks.check_dealer(("12b", "12p1"), a), "again", "sacar otra vez"),
        (lambda a: checks.check_dealt_hand("3b 3r 3p1 7a 7r 9a 9r 9p1", a), "play", "jugar"),
        (lambda a: checks.check_field("1b 1r 4a 9p2 1p1 6r 1p2 12p3", a), "redeal",
         "repartir de nuevo"),
        (lambda a: checks.check_deal((TESHI, KUTTSUKI), FIELD, a), "redeal", "repartir de nuevo"),
        (lambda a: checks.check_improvement("1b 3b 8b", "1b 3b 8b 12b", a), "yes", "sí"),
        (lambda a: checks.check_outcome(LAST_TURNS, ["7a"], a), "you choose", "tú eliges"),
        (lambda a: checks.check_outcome(DEALT_POSITION, [], a), "play goes on", "el juego sigue"),
        (lambda a: checks.check_outcome(LAST_TURNS, ["7a", "koikoi", "9a"], a),
         "your opponent wins", "gana tu rival"),
        (lambda a: checks.check_outcome(DRAWN, ["7a", "koikoi"], a), "drawn round", "ronda nula"),
        (lambda a: checks.check_deal_order(a), "non-dealer, field, dealer", "ko, mesa, oya"),
    ],
)  # fmt: skip
def test_spanish_answers_mean_what_the_english_ones_do(check, english: str, spanish: str) -> None:
    assert check(spanish) == check(english)
    result = check(spanish)
    if isinstance(result, Feedback):
        assert result.correct


def test_a_spanish_word_that_is_no_answer_is_still_refused() -> None:
    with pytest.raises(ValueError, match="'quizá' is not an answer"):
        checks.check_improvement(KASU, KASU, "quizá")
    with pytest.raises(ValueError, match="'estrella' is not a card class"):
        checks.parse_class("estrella")
    with pytest.raises(ValueError, match="'verde' is not a ribbon kind"):
        checks.check_ribbon("6r", "verde")
    with pytest.raises(ValueError, match="is not an order"):
        checks.check_deal_order("yo, tú")
