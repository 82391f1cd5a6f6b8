"""What a text-only reader of a saved lesson sees (the ``text/plain`` of each displayed
object): cards by name and code, a table's position in words, a table's rows, a check's
verdict, all in the course language; never ``<picture>``, ``<table>``, ``<Round ...>``,
``<TableWidget ...>`` or a dataclass repr."""

from __future__ import annotations

import pytest
from IPython.core.interactiveshell import InteractiveShell

from koikoi import Round
from koikoi.tutor.checks import Feedback, check_month
from widgets import static
from widgets.kit import PlayExercise, TableWidget, cards, html_table, month_table

RAW = ("<picture>", "<table>", "<Round", "<TableWidget", "Feedback(", "children=(")


@pytest.fixture(scope="module")
def shell() -> InteractiveShell:
    shell = InteractiveShell.instance()
    static.install(shell)
    return shell


def _text(shell: InteractiveShell, obj: object) -> str:
    text = shell.display_formatter.format(obj)[0]["text/plain"]
    assert not any(raw in text for raw in RAW), text
    return text


def test_a_row_of_cards_reads_as_their_names_and_codes(shell) -> None:
    assert _text(shell, cards("1b 3b", width=90)) == "Cards: crane (1b), curtain (3b)"
    titled = _text(shell, cards("9a 9r", title="September", bare=True))
    assert titled == "September\nCards: sake cup (9a), chrysanthemum blue ribbon (9r)"


@pytest.mark.usefixtures("spanish")
def test_a_row_of_cards_reads_in_the_course_language(shell) -> None:
    assert _text(shell, cards("1b 11b")) == "Cartas: grulla (1b), hombre de la lluvia (11b)"


def test_a_table_reads_row_by_row(shell) -> None:
    text = _text(shell, html_table(["card", "class"], [["<b>1b</b><br>crane", "bright"]]))
    assert text == "card | class\n1b crane | bright"
    months = _text(shell, month_table()).splitlines()
    assert months[0] == "month | plant | its 4 cards" and len(months) == 13
    assert months[9].startswith("9 | September 9月 | chrysanthemum 菊 (kiku) |")  # no Spanish


def test_a_checks_verdict_reads_as_its_html_does(shell) -> None:
    wrong = check_month("3p1", "February")
    assert _text(shell, wrong) == "✘ " + str(wrong) and "Not quite." in str(wrong)
    right = check_month("10a", "maple")
    assert _text(shell, right) == "✔ Yes: 10a, the deer, is a card of October (maple)."
    assert (
        repr(right) == "Feedback(correct=True, message='Yes: 10a, the deer, is a card of "
        "October (maple).')"
    )  # repr stays the programmer's
    assert isinstance(right, Feedback)


def test_a_round_reads_as_its_position(shell) -> None:
    text = _text(shell, Round.deal(seed=2024))
    assert "Hand (You): bush warbler (2a)" in text and "Stock: 24 cards" in text


def test_a_table_widget_reads_as_its_title_and_position(shell) -> None:
    rnd = Round.deal(seed=2024)
    table = TableWidget(rnd)
    text = _text(shell, table)
    lines = text.splitlines()
    assert lines[0] == "Koi-Koi table, seen from your side"
    assert lines[1] == "January (pine) · dealer: You · to move: You"
    assert "Field: pine poetry ribbon (1r)" in text and "Stock: 24 cards" in text
    table.push("7a")  # the picture's state, and so the words, follow the table
    moved = static.static_text(table)
    field = next(line for line in moved.splitlines() if line.startswith("Field: "))
    assert "boar (7a)" in field and "boar (7a)" in text.splitlines()[2]


def test_an_exercise_on_the_table_reads_as_question_and_position(shell) -> None:
    exercise = PlayExercise(
        "Capture the boar.",
        Round.from_position(hands=("7a 1p1", "12p1 12p2"), field="7p1 2p1", deck="4p1 6p1"),
        best=["7a"],
        why="Same month.",
        key="text fallback test",
    )
    text = _text(shell, exercise)
    assert text.startswith("Capture the boar.\nKoi-Koi table, seen from your side\n")
    assert "Hand (You): pine plain 1 (1p1), boar (7a)" in text
    assert "Hand (Opponent): 2 cards, face down" in text


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_position_claims_a_month_only_when_it_has_one(shell, language: str) -> None:
    """Issue 23: a position set up by hand names no month; one given a month names it."""
    from koikoi.i18n import set_language

    set_language(language)
    try:
        bare = Round.from_position(hands=("7a", "12p1"), field="7p1")
        head = _text(shell, TableWidget(bare)).splitlines()[1]
        assert head == {"en": "dealer: You · to move: You", "es": "oya: Tú · juega: Tú"}[language]
        july = Round.from_position(hands=("7a", "12p1"), field="7p1", month=7)
        head = _text(shell, TableWidget(july)).splitlines()[1]
        assert head.startswith({"en": "July (bush clover) · ", "es": "julio ("}[language])
    finally:
        set_language("en")


def test_html_text_parts_cells_and_keeps_picture_titles() -> None:
    html = (
        "<table><tr><th>a</th><th>b</th></tr><tr><td>1<div>one</div></td><td>"
        '<svg xmlns="http://www.w3.org/2000/svg" aria-label="two cards"></svg></td></tr></table>'
    )
    assert static.html_text(html) == "a | b\n1 one | two cards"


def test_a_picture_text_must_be_a_function() -> None:
    import ipywidgets as w

    with pytest.raises(ValueError, match="must be a function returning text"):
        static.picture(w.HTML(), lambda: "<svg/>", text="words")
