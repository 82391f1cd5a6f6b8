"""The widgets speak Spanish after ``set_language("es")``: the table's buttons, messages,
refusals and canvas captions, the practice table's labels, the quizzes' chrome, the
puzzle widget and the course map; and English again after switching back.

(The sentences inside them that come from the engine or the teaching logic, such as the
round log or a checker's explanation, are tested with their own catalogs.)"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from koikoi import Card, Round
from koikoi.i18n import set_language
from koikoi.tutor.progress import LessonStatus
from koikoi.tutor.puzzles import Puzzle
from tests.widgets.positions import choice_round
from widgets.apps.practice import PracticeTable
from widgets.art.faces import label_lines
from widgets.art.svg import card_svg
from widgets.i18n import default_names
from widgets.kit.context import lesson_context
from widgets.kit.course import course_map_html, summary
from widgets.kit.lesson import DealStepper
from widgets.kit.puzzle import PuzzleWidget
from widgets.kit.quiz import SortingExercise, pick_class, which_class
from widgets.table.controller import TableController
from widgets.table.widget import TableWidget

ENGLISH = (" the ", " you ", " your ", " and ", " is ", " to ", " of ", " click ", " card ")
"""Words that give an English sentence away (checked in lower case, padded with spaces)."""


def english_in(text: str) -> list[str]:
    plain = " " + re.sub(r"<[^>]+>", " ", text).lower().replace(":", " ") + " "
    plain = re.sub(r"[.,;()·]", " ", plain)
    return [word.strip() for word in ENGLISH if word in plain]


pytestmark = pytest.mark.usefixtures("lesson")


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    set_language("es")
    yield
    set_language("en")


def test_table_buttons_prompt_and_captions_are_spanish() -> None:
    table = TableWidget(choice_round(), pace=0)
    assert table.koikoi_button.description == "Koi-koi (seguir)"
    assert table.stop_button.description == "Plantarse (cobrar)"
    assert table.message == "Tu turno: haz clic en una carta de la mano para jugarla."
    texts = [t.text for t in table.scene().texts()]
    assert "Tú" in texts and "Rival" in texts and "mazo 5" in texts and "tu turno" in texts
    assert "aún sin combinaciones" in texts and not english_in(" | ".join(texts))


def test_table_messages_after_a_move_and_a_refused_click_are_spanish() -> None:
    table = TableWidget(choice_round(), pace=0, allowed_moves={"1p1"})
    table.push("1p1")  # lays 1p1 down; the opponent's turn comes from push()
    assert table.message == "Le toca al rival."  # the default opponent, a common noun
    texts = " | ".join(t.text for t in table.scene().texts())
    assert "último robo" in texts and not english_in(texts)
    slot = table.layout_now.region("opponent_hand")[0]
    table.click(slot.x + 5, slot.y + 5)
    assert table.message == "Le toca al rival: sus jugadas llegan con table.push()."
    table.push("12p1")
    slot = table.layout_now.region("field")[0]
    table.click(slot.x + 5, slot.y + 5)  # a field card first
    assert table.message.startswith("Primero juega una carta de tu mano")
    assert not english_in(table.message)
    hand = {s.card.code: s for s in table.layout_now.region("hand")}
    table.click(hand["3p2"].x + 5, hand["3p2"].y + 5)  # not part of this exercise
    assert table.message == "Esa jugada no forma parte de este ejercicio."
    assert "✗" in table.message_line.value


def test_a_named_opponent_is_named_and_the_default_one_is_the_rival() -> None:
    named = TableWidget(choice_round(), pace=0, names=("Tú", "Ana"))
    named.push("1p1")
    assert named.message == "Le toca a Ana."
    theirs = Round.from_position(hands=("1p1", "2p1"), field="5p1", deck="6p1", to_move=1)
    names = default_names()
    waiting = TableController(theirs, names=names, opponent_plays=True)
    assert waiting.prompt() == "Tu rival está pensando…"
    replay = TableController(theirs, names=names)
    replay.start_replay(theirs)
    assert replay.prompt().startswith("Repetición: le toca al rival.")


def test_two_matches_and_the_decision_are_asked_in_spanish() -> None:
    rnd = Round.from_position(
        hands=("7a 1b", "12p1 12p2"), field="7p1 3p1", deck="4p1 5p1 6p1 8p1",
        captured=("10a 6a", ""),
    )  # fmt: skip
    table = TableWidget(rnd, pace=0)
    table.push("7a")
    assert table.message == (
        "Tus combinaciones suman 5 puntos base (5 si te plantas ahora): canta koi-koi para "
        "seguir, o plántate para puntuar ya."
    )
    assert table.decision_box.layout.display == "flex"
    two = Round.from_position(hands=("1b 3p1", "12p1"), field="1p1 1p2 9p1", deck="4p1 5p1")
    table = TableWidget(two, pace=0)
    hand = {s.card.code: s for s in table.layout_now.region("hand")}
    table.click(hand["1b"].x + 5, hand["1b"].y + 5)
    assert table.message == (
        "La grulla (1b) hace pareja con la simple 1 de pino (1p1) y la simple 2 de pino (1p2): "
        "haz clic en la que quieres capturar."
    )


def test_cards_show_spanish_names_unless_a_language_is_given() -> None:
    rain = Card.parse("11b")
    assert label_lines(rain) == ("lluvia", "luz · lluvia")
    assert label_lines(rain, "en") == ("rain man", "bright · rain")
    svg = card_svg("7a")
    assert ">jabalí<" in svg and "jabalí" in svg.split("<title>")[1]


def test_practice_table_labels_are_spanish() -> None:
    practice = PracticeTable(pace=0, hint_budget=50, review_budget=30, seed=5)
    labels = [practice.opponent_choice.description, practice.rounds_choice.description,
              practice.new_button.description, practice.hint_button.description]  # fmt: skip
    assert labels == ["Rival", "Partida", "Nueva partida", "Pista"]
    # reader 11: not «Glotón (la mejor captura)»: lesson 9 says Glotón weighs points,
    # valuable cards, combinations and what it leaves, the best of this turn, not a capture
    assert [label for label, _ in practice.opponent_choice.options][1] == (
        "Glotón (lo mejor de este turno)"
    )
    assert practice.opponent_choice.value == "Greedy (best move this turn)"  # the key
    rounds = [label for label, _ in practice.rounds_choice.options]
    assert rounds[0] == "1 ronda" and all(re.fullmatch(r"\d+ rondas", r) for r in rounds[1:])
    assert practice.table.names == ("Tú", "Glotón")
    assert "Ronda 1 de 3" in practice.header.value
    assert "Tus combinaciones" in practice.progress_mine.value
    assert "Combinaciones de Glotón" in practice.progress_theirs.value
    assert practice.again_button.description == "Jugar otra vez"
    for html in (practice.header.value, practice.progress_mine.value, practice.table.message):
        assert not english_in(html), html


def test_quiz_chrome_and_feedback_are_spanish() -> None:
    quiz = which_class("9a", key="es-class")
    assert [b.description for b in quiz.buttons] == ["luz", "animal", "cinta", "simple"]
    assert quiz.answer("animal").correct  # the answers stay the checkers' words
    assert quiz.buttons[1].button_style == "success"
    assert lesson_context().score.text() == "Ejercicios resueltos: 1 de 1 (1 a la primera)."
    picker = pick_class("bright", "1b 2a 3b", key="es-pick")
    assert picker.check_button.description == "Comprobar"
    assert picker.clear_button.description == "Borrar"
    assert "Haz clic en todas las cartas de luz" in picker.children[0].value
    sorting = SortingExercise("1b 2a", key="es-sort")
    assert [label for label, _ in sorting.menus[next(iter(sorting.menus))].options][:2] == [
        "¿clase?",
        "luz",
    ]
    feedback = sorting.check()
    assert feedback.message == "Primero elige una clase para cada carta: 1b, 2a."
    sorting.sort("1b", "bright")
    assert sorting.menus[next(iter(sorting.menus))].value == "bright"
    for text in (
        quiz.children[0].value,
        picker.children[0].value,
        feedback.message,
        lesson_context().score.text(),
    ):
        assert not english_in(text), text


def test_deal_stepper_speaks_spanish() -> None:
    stepper = DealStepper(Round.deal(seed=3))
    # issue 23: the 48 cards are the «baraja»; the «mazo» is what the deal leaves
    assert stepper.text == (
        "Se barajan las 48 cartas de la baraja y se dejan boca abajo; las que sobren tras el "
        "reparto formarán el mazo."
    )
    assert "<b>baraja</b><br>48 cartas" in stepper.picture.value
    assert "Antes del reparto: Se barajan" in stepper.picture.value
    assert "Paso 0" not in stepper.picture.value
    assert "<b>mazo</b>" not in stepper.picture.value
    stepper.next()
    assert re.fullmatch(r"2 cartas para el (ko|oya): [\w ]+\.", stepper.text)
    assert "Paso 1 de 12" in stepper.picture.value and "mazo" in stepper.picture.value
    assert stepper.next_button.description == "Repartir más"


def test_puzzle_widget_chrome_is_spanish() -> None:
    widget = PuzzleWidget([Puzzle.pile_of("1b 3b 11b")], key="es-doc")
    assert widget.check_button.description == "Comprobar"
    assert widget.next_button.description == "Siguiente problema →"
    assert widget.points.description == "Puntos"
    assert "Problema 1 de 1" in widget._title.value and "nivel 1" in widget._title.value
    assert "El montón" in widget._board.value and "3 luces" in widget._board.value
    assert widget.score_text() == "Aún no has resuelto ninguno"
    for text in (widget._title.value, widget.score_text()):
        assert not english_in(text), text
    widget.points.value = 5
    widget.check_button.click()
    assert widget.score_text() == "Resueltos: 0 de 1 · 0 a la primera · racha 0"


def test_course_map_is_spanish() -> None:
    statuses = {5: LessonStatus(5, opened=True, shown=4, solved=4), 6: LessonStatus(6, True)}
    html = course_map_html(statuses, current=6, titles={5: "Capturing", 6: "The brights"},
                           saved_in="/tmp/p.json")  # fmt: skip
    assert "terminada, 4 de 4 resueltos (0 a la primera)" in html
    assert "(estás aquí)" in html and "en curso, abierta" in html
    assert "Guardado en <code>/tmp/p.json</code>." in html
    assert "Empieza de nuevo una lección con <code>reset_progress(6)</code>" in html
    assert summary(statuses, 6) == "Tu progreso · esta lección: en curso, abierta"
    assert summary(statuses) == "Tu progreso · 1 de 2 lecciones terminadas"
    footer = html.split('<div style="font-size:12px', 1)[1]
    assert not english_in(footer)


def test_english_is_back_after_switching() -> None:
    set_language("en")
    table = TableWidget(choice_round(), pace=0)
    assert table.message == "Your turn: click a card in the hand to play it."
    assert table.names == ("You", "Opponent")
    assert label_lines(Card.parse("7a")) == ("boar", "animal")


def test_scoreboard_of_a_finished_match_is_spanish() -> None:
    from koikoi import Match
    from koikoi.agents import make_agent
    from widgets.apps.match_table import MatchTable

    table = MatchTable(Match(rounds=1, seed=3), opponent=make_agent("greedy", seed=1), pace=0)
    while not table.match.is_over:
        table.push(table.table.round.legal_moves()[0])
    board = table.end_html.value
    assert "Fin de la partida:" in board
    assert all(f">{word}<" in board for word in ("ronda", "mes", "oya", "resultado"))
    assert ">Tú<" in board and ">Glotón<" in board  # one total column per player
    a, b = table.match.scores
    assert f"(Tú {a} · Glotón {b})." in board  # the match score's one form
    assert "ganó " in board or "ganaste: " in board or "empate" in board
    assert "ganó Tú" not in board  # your win reads "ganaste"
    assert not english_in(board.split("</b>", 1)[0])


def test_the_koikoi_panel_and_the_tables_sentences_name_the_rival_as_a_common_noun() -> None:
    # issue 18: "A Rival le falta…" read the default opponent's name as a person's
    from widgets.table.scene import Marks, TableState, build_scene

    # the opponent is one bright from sanko
    rnd = choice_round(captured=("10a 6a 9a", "1b 8b 2p2"))
    rnd.push("7p1>7a")

    def panel(names: tuple[str, str]) -> str:
        state = TableState.of(rnd, 0, names=names)
        return " ".join(t.text for t in build_scene(state, Marks(koikoi_panel=True)).texts())

    plain = panel(default_names())
    assert "Al rival le falta una carta para" in plain and "A Rival" not in plain
    assert "mano del rival" in plain and "Si el rival puntúa" in plain
    assert "el montón del rival" in plain and "de Rival" not in plain
    named = panel(("Tú", "Ana"))
    assert "A Ana le falta una carta para" in named and "mano de Ana" in named
    assert "Si Ana puntúa" in named and "el montón de Ana" in named
    assert not english_in(plain) and not english_in(named)
    table = TableWidget(choice_round(), pace=0)
    table.push("1p1")
    assert table.message == "Le toca al rival."


def test_the_tables_play_by_play_names_cards_with_an_article() -> None:
    # issue 23: "El rival juega jabalí (7a) y se lleva simple de lespedeza (7p1)", then
    # "la carta jabalí (7a)": the article form of Card.in_sentence, and «Tu rival»
    rnd = Round.from_position(hands=("1p1", "7a 12p1"), field="7p1 3p1", deck="3p2 5p1", to_move=1)
    c = TableController(rnd, pace=1, names=default_names(), opponent_plays=True)
    c.push("7a")
    c.show_next_moment()
    assert c.message.startswith(
        "Tu rival juega el jabalí (7a) y se lleva la simple 1 de lespedeza (7p1); "
        "del mazo sale la simple 2 de cerezo (3p2)"
    ), c.message
    three = Round.from_position(hands=("7a 1b", "12p1"), field="7r 7p1 7p2 8a", deck="4p1 5p1")
    mine = TableController(three, pace=1, names=default_names())
    mine.push("7a")
    mine.show_next_moment()
    assert mine.message.startswith("Juegas el jabalí (7a) y te llevas la "), mine.message
    laid = TableController(choice_round(), pace=1, names=default_names())
    laid.push("1p1")
    laid.show_next_moment()
    assert laid.message.startswith("Dejas la simple 1 de pino (1p1) en la mesa; del mazo sale ")
    for message in (c.message, mine.message, laid.message):
        assert "la carta " not in message, message


def test_the_table_in_words_titles_the_piles_as_the_picture() -> None:
    """The text a saved notebook falls back on names each captured pile as the picture
    does: «tu montón», «el montón del rival», the glossary's one name for the captured
    cards (issue 23: not «tus capturas», nor «Montón (Tú)»)."""
    from widgets.kit.lesson import table_picture
    from widgets.table.scene import TableState
    from widgets.table.text import table_text

    rnd = Round.deal(seed=2024)
    words = table_text(TableState.of(rnd, 0))
    picture = table_picture(rnd, player=0).svg
    assert "Tu montón: nada" in words and "El montón del rival: nada" in words
    assert "tu montón" in picture and "el montón del rival" in picture
    assert "capturas" not in words and "capturas" not in picture
    assert "Montón (" not in words


def test_a_score_table_shows_each_pile_and_the_engines_score() -> None:
    """Lessons 1 and 3 show piles and their scores as a table of card pictures, in the
    engine's words (issue 23: one «sin combinaciones (0)», no print() lines)."""
    from koikoi import score
    from widgets.kit import score_table

    table = score_table("1b 3b 8b", "1b 3b 11b")
    assert table.text == "1b 3b 8b → sanko 5\n1b 3b 11b → sin combinaciones (0)"
    assert str(score("1b 3b 11b")) == "sin combinaciones (0)"
    assert table.html.count("<img ") == 2 and "Combinaciones y puntos" in table.html
    assert 'alt="grulla (1b), cortina (3b), luna (8b)"' in table.html
