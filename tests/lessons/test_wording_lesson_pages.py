"""How the lessons guide a reader, held in both languages: what lesson 0 is, when a card comes
back and which deck the course exports, the card review headed by its title alone, which lesson
sends where, lesson 1's folded code, aids (and which cards show their class) and stop/koi-koi
rule, links named by what they are, lesson 13's route to the practice page, lesson titles and
overlong paragraphs, the cheat sheet first shown in lesson 8, the glossary's unnumbered card
review and lesson 13's koi-koi notice. Most were found by fresh readers of the saved lessons
(issue 23)."""

from __future__ import annotations

import re

import pytest

from koikoi import Card
from koikoi.i18n import speaking
from koikoi.tutor.course import DRILL, title
from tests.lessons.lesson_text import (
    FOLDER,
    GLOSSARY,
    LANGS,
    RECAP,
    ROOT,
    SOURCE,
    flat,
    lesson,
    notebook,
    paragraph_with,
    prose,
    saved,
)

TURNED_AWAY = {
    "es": ["Acabas de empezar", "no es tu primera lección"],
    "en": ["Just starting", "not your first lesson"],
}
WELCOME = {
    "es": ("te damos la bienvenida", "[lección 1](01_empieza_aqui.ipynb)", "lección 3"),
    "en": ("welcome", "[lesson 1](01_start_here.ipynb)", "lesson 3"),
}
AFTER_LESSON_3 = {
    "en": "**A review for after lesson 3.**",
    "es": "**Un repaso para después de la lección 3.**",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_opens_as_a_review_for_after_lesson_3_and_welcomes_a_first_visit(
    lang: str,
) -> None:
    """Lesson 0 comes first in the course, yet it is a review for after lesson 3. It opened
    «¿Acabas de empezar? Entonces esta no es tu primera lección», then «Un repaso para más
    adelante»; its first paragraph, a title and one sentence, says it is a review for after
    lesson 3, welcoming whoever opens it first and linking lesson 1."""
    text = flat(lesson(lang, 0))
    assert not [words for words in TURNED_AWAY[lang] if words in text]
    first = next(p for p in prose(lesson(lang, 0)) if not p.startswith("---"))
    assert first.startswith(AFTER_LESSON_3[lang]), first
    assert all(words in first for words in WELCOME[lang]), first
    assert len(re.split(r"[.!?]\**\s+", first)) == 2, first  # the title, one sentence
    assert "más adelante." not in first and "for later" not in first


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_names_the_anki_file_in_words(lang: str) -> None:
    """Reader 10, item 11: «El archivo de tarjetas, `koikoi-es.apkg`, se guarda…» named the
    file by its file name; the (optional) deck is described, and the command writes its
    default file."""
    text = lesson(lang, 0)
    assert ".apkg" not in text
    assert {"es": "El archivo de tarjetas para Anki", "en": "The Anki deck file"}[lang] in text
    assert "Opcional" in text or "Optional" in text


COURSE_EXPORTS = {"en": "the course can also export", "es": "el curso puede exportar"}
PROJECT_EXPORTS = {"en": "the project can", "es": "el proyecto puede"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_says_the_course_exports_the_deck_it_names(lang: str) -> None:
    """Lesson 0 said «el proyecto puede exportar» a deck it did not name: «el curso» exports
    it, and the lesson gives the deck's name as the export titles it (the widgets'
    catalog)."""
    from widgets.i18n import translator

    text = flat(lesson(lang, 0))
    assert PROJECT_EXPORTS[lang] not in text and COURSE_EXPORTS[lang] in text
    with speaking(lang):
        deck = translator("Koi-Koi: cards and yaku")  # the name widgets.pages.deck gives it
    assert deck in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_review_is_headed_by_its_title_alone(lang: str) -> None:
    """«Lección 0 · Repaso de cartas» after lesson 3 confused a reader: the review's saved
    page is headed by its title in the course's table of titles, its course map gives it no
    «0.», and lesson 4 links back to it by that title. (The course map's order and numbers
    and lesson 3's link: tests/lessons/test_lessons.py.)"""
    review = title(DRILL, lang)
    top = "".join(notebook(lang, DRILL)["cells"][0]["source"])
    assert top.splitlines()[0] == f"# {review}", top[:80]
    assert not re.search(r"\b0\\?\. ", top), top
    assert f"[← {review}]" in saved(lang, 4)


def test_the_readme_lists_the_card_review_by_its_title_alone() -> None:
    """The README's table of lessons gives the card review its title and a dash, no «00»
    (its order: tests/lessons/test_lessons.py)."""
    readme = (ROOT / "README.md").read_text("utf-8")
    assert f"| — {title(DRILL, 'en')} |" in readme and "| 00 " not in readme


FORGET = {
    "es": "el repaso calcula cuándo volver a enseñarte cada carta: justo cuando estás a punto de "
    "olvidarla",
    "en": "the drill works out when to show you each card again: just when you are about to "
    "forget it",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_says_in_one_plain_sentence_when_a_card_comes_back(lang: str) -> None:
    """Lesson 0 explained «un planificador de repasos espaciados, FSRS (*Free Spaced
    Repetition Scheduler*, del proyecto de código abierto open-spaced-repetition)» to a
    newcomer, then «(lo decide un planificador, FSRS)»: it says in plain words that the drill
    works out when to show a card again, just when you are about to forget it."""
    text = flat(lesson(lang, 0))
    assert FORGET[lang] in text
    assert "Spaced" not in text and "open-spaced-repetition" not in text and "FSRS" not in text
    assert "planificador" not in text and "scheduler" not in text


YAKU_LESSONS = {
    "en": "the yaku in lessons 6 and 7.",
    "es": "las combinaciones, en las lecciones 6 y 7.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_drill_sends_to_the_lessons_that_teach_the_yaku(lang: str) -> None:
    """Lessons 6 and 7 teach the yaku; lesson 8 is koi-koi and the round's points."""
    assert YAKU_LESSONS[lang] in flat(lesson(lang, 0))
    for number in (6, 7):
        assert "score(" in lesson(lang, number)


DRILL_LINK = re.compile(r"\]\((00_\w+\.ipynb)\)")
AFTER_7 = {
    "en": "those questions are for after lesson 7",
    "es": "esas preguntas son para después de la lección 7",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_3_and_7_send_to_the_card_review(lang: str) -> None:
    """reader 13, item 3: no lesson sent the learner to the card review «(después de la
    lección 3)»; its pile questions (their yaku and points) need lessons 6 and 7."""
    from koikoi.tutor.drill import KINDS

    assert "points" in KINDS  # the review asks a pile's points: after lesson 7
    (drill,) = FOLDER[lang].glob("00_*.ipynb")
    for number in (3, 7):
        links = DRILL_LINK.findall(lesson(lang, number))
        assert links == [drill.name], (number, links)
    assert AFTER_7[lang] in flat(lesson(lang, 0))


OPEN_CODE_LATER = {
    "en": "shown open in later lessons",
    "es": "abiertas en las lecciones siguientes",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_sends_to_later_lessons_for_open_code_and_has_none_open(lang: str) -> None:
    """Lesson 1 says open code comes in later lessons, and its saved notebook shows no code
    cell open."""
    text = lesson(lang, 1)
    assert OPEN_CODE_LATER[lang] in flat(text)
    code = [c for c in notebook(lang, 1)["cells"] if c["cell_type"] == "code"]
    open_cells = [
        c["source"] for c in code if not c["metadata"].get("jupyter", {}).get("source_hidden")
    ]
    assert code and not open_cells, f"lesson 1 says its code is folded, yet shows {open_cells}"


CODE_CELLS = {"en": "Code cells make the pictures", "es": "Las celdas de código dibujan"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_says_in_two_sentences_that_code_is_folded(lang: str) -> None:
    """issue 23: lesson 1 spent a long paragraph on folded code, its «•••» marker, the line
    it shows and the first cell's other line; a newcomer needs two sentences: the code is
    folded, nothing to read or write, only run the cells (and later open cells are extras)."""
    paragraph = paragraph_with(lang, 1, CODE_CELLS[lang])
    assert paragraph.startswith(CODE_CELLS[lang]), paragraph
    assert len(re.split(r"(?<=\.)\s+", paragraph)) == 2, paragraph
    assert "•••" not in lesson(lang, 1)


AIDS = {
    "en": r"Our cards carry (\w+) printed aids to read them at a glance: ([^(]+) \(",
    "es": r"Nuestras cartas llevan impresas (\w+) ayudas para leerlas de un vistazo: ([^(]+) \(",
}
LISTED_CLASS = {"en": "the class in words", "es": "la clase en palabras"}
NUMBERS = {"en": ["three", "four", "five"], "es": ["tres", "cuatro", "cinco"]}
CLASS_IN_WORDS = {
    "en": "the card says its class in words",
    "es": "la carta dice su clase con palabras",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_counts_the_aids_it_describes(lang: str) -> None:
    """issue 23: lesson 1 said the cards carry three aids and then described a fourth, the
    class in words under the name."""
    text = flat(lesson(lang, 1))
    count, listed = re.search(AIDS[lang], text).groups()  # type: ignore[union-attr]
    items = re.split(r", | and | y ", listed)
    assert NUMBERS[lang].index(count) + 3 == len(items), (count, items)
    assert CLASS_IN_WORDS[lang] in text  # the fourth aid the lesson describes: it is counted
    assert LISTED_CLASS[lang] in items, items


ONLY_LARGE = {
    "en": "Only large cards show it: a small card, as in a captured pile, leaves it out.",
    "es": "Solo la dicen las cartas grandes: una carta pequeña, como las de un montón, no la "
    "lleva.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_says_which_cards_show_their_class_in_words(lang: str) -> None:
    """Lesson 1 promised every card its class in words, while small cards (lesson 3's, the
    piles') leave it out: it says only large cards show it, as the card faces draw it (the
    class line below ``COMPACT_BELOW`` pixels wide is left out)."""
    from widgets.art.faces import COMPACT_BELOW, face_at, label_lines
    from widgets.art.primitives import Text

    assert ONLY_LARGE[lang] in flat(lesson(lang, 1))
    card = Card.parse("9p1")
    with speaking(lang):
        word = label_lines(card)[1]

        def words(width: float) -> list[str]:
            return [p.text for p in face_at(card, width) if isinstance(p, Text)]

        assert word in words(COMPACT_BELOW + 30) and word not in words(COMPACT_BELOW - 1)


FIRST_TURN = {"en": "first turn in which", "es": "primer turno en que"}
WHEN = {
    "en": "At the end of the first turn in which",
    "es": "Al final del primer turno en que",
}
POINTER = {
    "en": "(lesson 8 explains it in full)",
    "es": "(la lección 8 la explica entera)",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_gives_the_stop_or_koikoi_rule_once(lang: str) -> None:
    """Lesson 1 said when you choose, stop or koi-koi, three times almost word for word (and
    its recap once another way than its body): one paragraph of the body says it, and the
    recap points to lesson 8, which cannot differ."""
    text = lesson(lang, 1)
    body, recap = (flat(part) for part in text.split(RECAP[lang], 1))
    full = [p for p in prose(text) if WHEN[lang].lower() in p.lower()]
    assert len(full) == 1, full
    assert FIRST_TURN[lang] in body and FIRST_TURN[lang] not in recap
    assert POINTER[lang] in recap


APPENDIX = {
    "es": ("## Apéndice", "A continuación, cómo se prepara"),
    "en": ("## Appendix", "Next:"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_3_says_what_comes_next_after_its_appendix(lang: str) -> None:
    """issue 23: lesson 3 ended «A continuación, cómo se prepara una ronda…» and then showed
    an appendix table, with an «inglés» column the Spanish lesson never explained."""
    heading, next_lesson = APPENDIX[lang]
    text = lesson(lang, 3)
    assert text.index(heading) < text.index(next_lesson)
    assert prose(text)[-1].startswith(next_lesson)
    if lang == "es":
        appendix = text[text.index(heading) :]
        assert '"inglés"' not in appendix and 'name("en")' not in appendix


TITLE_4 = {"en": "Setting up a round", "es": "Preparar la ronda"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_4_is_titled_preparing_the_round(lang: str) -> None:
    """Lesson 4's title (the course's table of titles) says what it teaches, and lesson 5's
    navigation link shows it, not the old vague «La preparación»."""
    assert title(4, lang) == TITLE_4[lang]
    assert f"4. {TITLE_4[lang]}" in saved(lang, 5)  # the neighbour's navigation link
    assert "La preparación" not in saved(lang, 5)


REMINDER = {"en": "Remember (lesson 3):", "es": "Recuerda (lección 3):"}
OLD_WARNING = {"en": "Mind the names", "es": "Cuidado con los nombres"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_7_reminds_of_the_names_in_one_sentence(lang: str) -> None:
    """Lesson 7 repeated lesson 3's warning about names («Cuidado con los nombres»); it
    reminds of it in one short sentence."""
    said = paragraph_with(lang, 7, REMINDER[lang])
    assert OLD_WARNING[lang] not in flat(lesson(lang, 7))
    assert said.count(". ") == 0 and len(said.split()) <= 30, said
    assert "kasu 1" in said


PDF_LINK = {
    "en": "[the cheat sheet as a PDF](../docs/cheat-sheet.pdf)",
    "es": "[la chuleta en PDF](../../docs/es/chuleta.pdf)",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_link_files_by_what_they_are(lang: str) -> None:
    """«([chuleta.pdf](../../docs/es/chuleta.pdf))»: a file name as a link's text. Lessons 7,
    8, 10 and 12 name a linked file by what it is, the cheat sheet as «la chuleta en PDF»."""
    for number in (7, 8, 10, 12):
        named = re.findall(r"\[[^\]]*\.(?:pdf|png|svg|md|apkg)\]\(", lesson(lang, number))
        assert not named, (number, named)
    links = re.findall(r"\[([^\]]+)\]\(([^)]+\.pdf)\)", lesson(lang, 8))
    assert links, "lesson 8 links the cheat sheet"  # shown from lesson 8 on (reader 19)
    for label, target in links:
        assert label == {"es": "la chuleta en PDF", "en": "the cheat sheet as a PDF"}[lang]
        assert target.rsplit("/", 1)[-1] in ("chuleta.pdf", "cheat-sheet.pdf"), target
    assert PDF_LINK[lang] in lesson(lang, 8)


def test_no_spanish_lesson_sends_the_reader_to_the_readme() -> None:
    """issue 23: lesson 13 sent a Spanish learner to README.md and its English section
    «Practise as a page»; the lesson says there what the learner needs (the command's options),
    in both languages. The route without JupyterLab (a venv and a project folder the learner
    never heard of) is left to the README (reader 10, item 4)."""
    said = [
        path.name
        for path in sorted(SOURCE["es"].glob("*.md"))
        if "README" in path.read_text("utf-8")
    ]
    assert not said, said
    for lang in ("en", "es"):
        text = lesson(lang, 13)
        assert "README" not in text and "koikoi-practice --help" in text, lang
        assert ".venv/bin/koikoi-practice" not in text, lang


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_keeps_only_the_jupyterlab_route_to_the_practice_page(lang: str) -> None:
    """Reader 10, item 4: «Sin JupyterLab, abre una terminal en la carpeta principal del
    proyecto y escribe `.venv/bin/koikoi-practice --lang es`»: a venv and a project folder
    the learner never heard of."""
    text = flat(lesson(lang, 13))
    for words in (".venv", "carpeta principal", "main folder", "Sin JupyterLab", "Without Jupyter"):
        assert words not in text, words
    assert "File ▸ New ▸ Terminal" in text


HELP = {
    "en": "then the options of the server that shows the page.",
    "es": "la segunda parte, las opciones del servidor que muestra la página, sale en inglés",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_says_help_ends_in_english(lang: str) -> None:
    """``koikoi-practice --help`` prints the page server's options in English; the Spanish
    lesson 13 says so, and the English one names them without the remark."""
    assert HELP[lang] in flat(lesson(lang, 13))
    assert "always in English" not in flat(lesson("en", 13))


TABLE_FITS = {
    "en": ("grows with the page", "The table fits the width of the window"),
    "es": ("crece con la página", "El tablero se adapta al ancho de la ventana"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_says_the_table_fits_the_window(lang: str) -> None:
    """reader 12, item 10: «El tablero crece con la página» reads translated."""
    old, new = TABLE_FITS[lang]
    text = flat(lesson(lang, 13))
    assert old not in text and new in text


LESSON_8 = {"en": "comes in lesson 8", "es": "llega en la lección 8"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheat_sheet_is_first_shown_in_lesson_8(lang: str) -> None:
    """The cheat sheet (koi-koi, stopping, the doubling) is first shown in lesson 8, which
    teaches them, and again in lesson 13; lesson 7 only points to lesson 8."""
    assert "cheat_sheet" not in lesson(lang, 7)
    assert LESSON_8[lang] in flat(lesson(lang, 7))
    assert not re.search(r"chuleta\.pdf|cheat-sheet\.pdf", lesson(lang, 7))
    for number in (8, 13):
        assert "cheat_sheet(" in lesson(lang, number)


def test_the_glossary_gives_the_card_review_no_number() -> None:
    """The Spanish glossary places the card review as the course map does: no number, after
    lesson 3 (never «lección 0»)."""
    text = flat(GLOSSARY["es"].read_text(encoding="utf-8"))
    (row,) = [line for line in text.split("| **") if line.startswith("planificador")]
    assert "lección 0" not in row
    assert "«Repaso de cartas» (sin número, después de la lección 3)" in row


def test_lesson_13_says_the_koikoi_notice_plainly() -> None:
    """The English lesson 13 calls the table's notice "a notice when someone has called
    koi-koi", not "a call of koi-koi when one stands"."""
    text = flat(lesson("en", 13))
    assert "when one stands" not in text
    assert "a notice when someone has called koi-koi" in text
