"""How the lessons say the deal and the positions they set up, held in both languages: the deal
and a captured pile said one way in every lesson, lesson 4's question, answer and saved deal,
positions set up by hand called so, lesson 5's cards of a month that can only come from the
deal, lesson 9's round with a void deal and lesson 10's void deals named so."""

from __future__ import annotations

import re

import pytest

from koikoi import Round, RuleSet
from koikoi.i18n import speaking
from tests.lessons.lesson_text import (
    CODE_CELL,
    LANGS,
    OLD_DEAL,
    OLD_PILE,
    SOURCE,
    flat,
    lesson,
    notebook,
    paragraph_with,
    prose,
)


@pytest.mark.parametrize("lang", LANGS)
def test_no_lesson_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """One phrase for the deal («de 2 en 2», "2 cards at a time"), one word for the pile:
    readers found «de dos en dos» (lesson 4), «Quien reparte da 2 cartas cada vez» (its
    answer), «LaBSK da 8 cartas de una vez» (lesson 10), "Dealing 2 at a time", "your
    opponent's captures" (lesson 1) and "orders your captures" (lesson 12)."""
    sources = sorted(SOURCE[lang].glob("*.md"))
    assert len(sources) == 14
    old = {
        path.name: re.findall(OLD_DEAL[lang], text) + re.findall(OLD_PILE[lang], text)
        for path in sources
        for text in [flat(path.read_text("utf-8"))]
    }
    assert not any(old.values()), {name: found for name, found in old.items() if found}


ANSWER = {
    "en": "**Answer: non-dealer, field, dealer.** The dealer gives out 2 cards at a time: to the",
    "es": "**Respuesta: el otro jugador, mesa, quien reparte.** Quien reparte da las cartas de "
    "2 en 2: al otro jugador",
}
QUESTION = {
    "en": "The dealer gives out 2 cards at a time. In which order do the batches go?",
    "es": "Quien reparte da las cartas de 2 en 2. ¿En qué orden van las tandas?",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_4_asks_and_answers_the_deal_in_its_words(lang: str) -> None:
    """reader 13, item 1: the question said «de 2 en 2», its answer «2 cartas cada vez»."""
    text = flat(lesson(lang, 4))
    assert text.count(QUESTION[lang]) == 2 and ANSWER[lang] in text


FINISHED = {
    "en": "The saved page, before you run anything, shows the finished deal (its last step).",
    "es": "La página guardada, antes de ejecutar nada, muestra el reparto ya terminado (su "
    "último paso).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_4_says_the_saved_deal_is_finished_and_names_both_buttons(lang: str) -> None:
    """reader 13, item 4: «pulsa **Repartir más** para repartir la tanda siguiente» above a
    saved stepper showing the finished deal, its "Deal next batch" drawn faded."""
    from widgets.kit.lesson import DealStepper

    text = lesson(lang, 4)
    cell = text.index("stepper = DealStepper(")
    before = prose(text[: text.rindex("```{code-cell}", 0, cell)])[-1]
    assert FINISHED[lang] in before, before
    with speaking(lang):
        stepper = DealStepper(Round.deal(seed=2024))
    for button in (stepper.next_button, stepper.back_button):
        assert f"**{button.description}**" in before, (button.description, before)
    assert {"en": "starts before the deal", "es": "empieza antes del reparto"}[lang] in before


BOXES = {
    "en": "in two boxes: your opponent's pile on top, yours below",
    "es": "los dos **montones**, las cartas que cada jugador captura",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_names_the_piles_boxes_as_the_table_titles_them(lang: str) -> None:
    """reader 13, item 3: lesson 1 said "your opponent's captures on top", the table's old
    title; the table now says "the opponent's pile", as the Spanish «el montón del rival»."""
    assert BOXES[lang] in flat(lesson(lang, 1))


SET_UP = {"en": "set up by hand", "es": "preparada a mano"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_5_first_board_says_it_is_set_up(lang: str) -> None:
    """Lesson 5's first board is a position set up by hand, and the paragraph above it says
    so."""
    text = lesson(lang, 5)
    board = text.index("turn = Round.from_position(")
    before_board = text[: text.rindex("```{code-cell}", 0, board)]
    last_paragraph = prose(before_board)[-1]
    assert SET_UP[lang] in last_paragraph, last_paragraph


def _paragraph_before_each_position(text: str) -> list[str]:
    """For each code cell that sets up a position (``Round.from_position``), the last prose
    paragraph before it."""
    found = []
    for cell in CODE_CELL.finditer(text):
        if "Round.from_position(" in cell.group(0):
            before = prose(text[: cell.start()])
            found.append(before[-1] if before else "")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_calls_each_of_its_positions_set_up_by_hand(lang: str) -> None:
    """Lesson 13's coach positions are set-ups, not one round continued: a reader took the
    second for the first one played on, which its cards contradict."""
    paragraphs = _paragraph_before_each_position(lesson(lang, 13))
    assert len(paragraphs) == 2, paragraphs
    assert all(SET_UP[lang] in p for p in paragraphs), paragraphs


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_that_pictures_a_set_up_position_says_so(lang: str) -> None:
    """issue 23: lesson 5's question on 5r with hands «5r 1p1» against «2p1» and no stock
    pictured a position no real round reaches without calling it set up by hand, as the
    other set-ups of the lessons are called."""
    pictured = [
        cell.group(0)
        for number in range(14)
        for cell in CODE_CELL.finditer(lesson(lang, number))
        if re.search(r"table_picture\(\s*Round\.from_position\(", cell.group(0))
    ]
    assert pictured
    for cell in pictured:
        assert SET_UP[lang] in flat(cell), cell


# The old paragraph of lesson 5 said four ways that two or three cards of a month on the
# field were dealt there (issue 23); it says it once.
SAID_AGAIN = {
    "en": ["only because they were dealt", "stays on the field only when",
           "never stays on the field beside", "always come from the deal",
           "can only come from the deal"],
    "es": ["solo pueden estar juntas en la mesa", "se queda en la mesa solo cuando",
           "nunca se queda en la mesa junto", "vienen siempre del reparto",
           "solo pueden venir del reparto"],
}  # fmt: skip


THREE_MATCHES = {"en": "the fourth takes them all", "es": "la cuarta se las lleva todas"}


# Then a reader took «Esas tres cartas se repartieron así: durante el juego…» for how the
# cards were dealt: the paragraph says they can only come from the deal, and why.
FROM_THE_DEAL = {
    "en": "Those 3 cards can only come from the deal, because in play",
    "es": "Esas 3 cartas solo pueden venir del reparto, porque durante el juego",
}


READ_AS_THE_DEAL = {"en": "were dealt there:", "es": "se repartieron así"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_5_says_once_that_cards_of_a_month_on_the_field_were_dealt(lang: str) -> None:
    """Lesson 5 said four ways that 2 or 3 cards of a month on the field were dealt there,
    and «Esas tres cartas se repartieron así» read as how they were dealt: it says once that
    they can only come from the deal, and why."""
    paragraph = paragraph_with(lang, 5, THREE_MATCHES[lang])
    assert sum(words in paragraph for words in SAID_AGAIN[lang]) == 1, paragraph
    assert FROM_THE_DEAL[lang] in paragraph, paragraph
    assert READ_AS_THE_DEAL[lang] not in paragraph, paragraph


OTHER_3 = {
    "en": "One card of your hand takes the other 3 of its month: 4 cards to your pile.",
    "es": "Una carta de tu mano se lleva las otras 3 de su mes: 4 cartas a tu montón.",
}
OLD_4 = {"en": "takes 4 cards in a single play", "es": "se lleva 4 cartas de una sola jugada"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_5_says_the_card_takes_the_other_3_of_its_month(lang: str) -> None:
    """Lesson 5's exercise of 4 cards in one play («se lleva 4 cartas de una sola jugada»)
    says that one card takes the other 3 of its month, in the question and its answer."""
    text = flat(lesson(lang, 5))
    assert text.count(OTHER_3[lang]) == 2  # the question and its answer
    assert OLD_4[lang] not in text


TWO_ROWS = {
    "en": "Round {n} ({month}) has two rows: its first deal was void",
    "es": "La ronda {n} ({month}) tiene dos filas: su primer reparto fue nulo",
}
VOID = {"en": "void deal", "es": "reparto nulo"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_9_says_why_a_round_of_the_match_has_two_rows(lang: str) -> None:
    """Lesson 9's saved match table shows a round twice (a void deal, then the round
    played); the note below it says why, for each such round the table shows."""
    cells = notebook(lang, 9)["cells"]
    (at,) = [i for i, c in enumerate(cells) if "match_summary(" in "".join(c["source"])]
    html = "".join(cells[at]["outputs"][0]["data"]["text/html"])
    rows = re.findall(r"<tr>(.*?)</tr>", html, re.DOTALL)
    cell = re.compile(r"<td[^>]*>(.*?)</td>", re.DOTALL)
    firsts = [tuple(re.sub(r"<[^>]+>", "", c).strip() for c in cell.findall(r)[:2]) for r in rows]
    twice = {row for row in firsts if row and firsts.count(row) == 2}
    assert twice, firsts  # the match of lesson 9 has a void deal
    note = flat("".join(cells[at + 1]["source"]))
    for number, month in twice:
        assert TWO_ROWS[lang].format(n=number, month=month) in note, note
        assert any(VOID[lang] in r and f">{number}<" in r for r in rows)


VOID_HEADING = {"en": "- **Void deals.**", "es": "- **Repartos nulos.**"}
OLD_VOID = {
    "en": ("Deals done again", "redeal field four pairs"),
    "es": ("Repartos que se repiten", "otro reparto si la mesa tiene 4 parejas"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_calls_the_four_pairs_redeal_a_void_deal(lang: str) -> None:
    """Lesson 10 named the redeal of a field with 4 pairs «Repartos que se repiten» and by
    an option label of its own, where lesson 9 says «reparto nulo»: its item is headed «void
    deals» and quotes the option's label (the engine's, in digits), an option of the LaBSK
    profile the item names."""
    with speaking(lang):
        label = RuleSet.label("redeal_field_four_pairs")
    assert VOID[lang] in label and "4" in label, label
    assert RuleSet.preset("labsk").redeal_field_four_pairs
    text = flat(lesson(lang, 10))
    assert not [old for old in OLD_VOID[lang] if old in text]
    assert VOID_HEADING[lang] in text and label in text
