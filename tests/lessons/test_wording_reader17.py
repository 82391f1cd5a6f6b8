"""Reader 17 (issue 23, a fresh Spanish reader), in both languages: one phrasing for a round
that ended by itself (lesson 8's answers say the puzzle widget's sentence, then the same
sentence with lesson 8's word «mejora»), one name for the void deal and the button's word
for stopping, no «perfil» before lesson 10, counts in digits, card pictures whose alt text
names the cards, lesson 0 says «el curso» and names the Anki deck, and the card review is an
unnumbered companion to the lessons."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from koikoi import Round
from koikoi.i18n import speaking
from koikoi.result import Reason
from koikoi.rules import RuleSet
from koikoi.tutor.checks import check_capture
from koikoi.tutor.course import DRILL, title
from koikoi.tutor.puzzles import curated

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
SOURCE = {"en": LESSONS / "src", "es": LESSONS / "es" / "src"}
NOTEBOOKS = {"en": LESSONS, "es": LESSONS / "es"}
DOCS = {"en": ROOT / "docs", "es": ROOT / "docs" / "es"}
LANGS = ["en", "es"]

sys.path.insert(0, str(LESSONS))
import make_nav  # noqa: E402


def lesson(lang: str, number: int) -> str:
    (path,) = SOURCE[lang].glob(f"{number:02d}_*.md")
    return path.read_text(encoding="utf-8")


def flat(text: str) -> str:
    return " ".join(text.split())


def prose(text: str) -> list[str]:
    """The paragraphs of a lesson source, its code cells left out."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return [flat(p) for p in re.split(r"\n\s*\n", text) if p.strip()]


# --- 1. a round that ended by itself: one phrasing -----------------------------------------

NEW_OR_IMPROVED = {
    "en": "with a new or improved yaku",
    "es": "con una combinación nueva o mejorada",
}
IMPROVEMENT = {"en": "with an improvement", "es": "con una mejora"}
WHAT_COUNTS = {
    "en": "**What counts as an improvement:**",
    "es": "**Qué cuenta como mejora:**",
}
OLD_SHORT = {
    "en": ("improvement ended the round",),
    "es": ("mejora cerró la ronda", "mejora de tu rival cerró"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_says_a_round_ended_by_itself_in_one_phrasing(lang: str) -> None:
    """«Después tu mejora cerró la ronda» beside «Después acabaste un turno con una
    combinación nueva o mejorada, y con eso la ronda acabó automáticamente»: two phrasings
    of one outcome. The widget's sentence (the catalog's) is said in full the first time;
    after that only «una combinación nueva o mejorada» becomes lesson 8's word «una mejora»."""
    text = flat(lesson(lang, 8))
    answers = text[text.index("PuzzleWidget(curated(8)") :]
    answers = answers[: answers.index("</details>")]
    assert not [old for old in OLD_SHORT[lang] if old in answers]
    assert WHAT_COUNTS[lang] in text[: text.index("PuzzleWidget(curated(8)")]
    with speaking(lang):
        ended = [p.situation() for p in curated(8) if p.is_round and p.ending == Reason.AUTO]
    sentences = set()
    for situation in ended:
        start = situation.rindex(". ", 0, situation.index(NEW_OR_IMPROVED[lang])) + 2
        sentences.add(situation[start:])
    assert len(sentences) == 2  # you, your opponent
    for sentence in sentences:
        short = sentence.replace(NEW_OR_IMPROVED[lang], IMPROVEMENT[lang])
        assert answers.count(sentence) == 1, sentence
        assert answers.count(short) >= 1, short
    said = answers.count(IMPROVEMENT[lang]) + answers.count(NEW_OR_IMPROVED[lang])
    assert said == len(ended), (said, len(ended))


# --- 2. one name for the void deal; the button's word for stopping --------------------------

VOID = {"en": "void deal", "es": "reparto nulo"}
VOID_HEADING = {"en": "- **Void deals.**", "es": "- **Repartos nulos.**"}
OLD_VOID = {
    "en": ("Deals done again", "redeal field four pairs"),
    "es": ("Repartos que se repiten", "otro reparto si la mesa tiene 4 parejas"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_calls_the_four_pairs_redeal_a_void_deal(lang: str) -> None:
    with speaking(lang):
        label = RuleSet.label("redeal_field_four_pairs")
    assert VOID[lang] in label and "4" in label, label
    assert RuleSet.preset("labsk").redeal_field_four_pairs  # the profile the lesson names
    text = flat(lesson(lang, 10))
    assert not [old for old in OLD_VOID[lang] if old in text]
    assert VOID_HEADING[lang] in text and label in text


STOP_BUTTON = {"en": "Stop (score now)", "es": "Plantarse (cobrar)"}
GLOSSARY = {"en": "glossary.md", "es": "glosario.md"}
STOP_ROW = {"en": "| **stop** |", "es": "| **plantarse** |"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_gives_the_stop_buttons_word(lang: str) -> None:
    """The glossary said stopping is «se planta»; the button says «Plantarse (cobrar)»."""
    from widgets.i18n import translator

    with speaking(lang):
        button = translator("Stop (score now)")
    assert button == STOP_BUTTON[lang]
    text = (DOCS[lang] / GLOSSARY[lang]).read_text(encoding="utf-8")
    (row,) = [line for line in text.splitlines() if line.startswith(STOP_ROW[lang])]
    assert button in row, row
    assert "se **planta**" not in text


# --- 3. no «perfil» before lesson 10 ---------------------------------------------------------

PROFILE = {"en": r"\bprofiles?\b", "es": r"\bperfil(es)?\b"}
POINTER = {
    "en": "In the course's 4 profiles (lesson 10)",
    "es": "En los 4 perfiles del curso (lección 10)",
}
STANDARD_RULES = {"en": "standard rules", "es": "reglas estándar"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_profile_before_lesson_10_but_lesson_4s_pointer(lang: str) -> None:
    """Lesson 8 «su propio perfil» and the cheat sheet «perfil estándar, lección 10» (shown in
    lesson 7) used lesson 10's word; lesson 4 points to lesson 10 by it, on purpose."""
    from widgets.pages.cheatsheet import cheat_sheet_svg

    found = [
        (n, p)
        for n in range(10)
        for p in prose(lesson(lang, n))
        if re.search(PROFILE[lang], p, re.I) and POINTER[lang] not in p
    ]
    assert not found, found
    with speaking(lang):
        sheet = re.sub(r"<[^>]+>", " ", cheat_sheet_svg())
    assert not re.search(PROFILE[lang], sheet, re.I)
    assert STANDARD_RULES[lang] in sheet


# --- 4. counts in digits ---------------------------------------------------------------------

WORDS = {
    "en": r"\b(two|three|four|five|six|seven|eight|nine)\b",
    "es": r"\b(dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b",
}
EXPLAINED = [
    "goko", "shiko", "ame_shiko", "sanko", "inoshikacho_extends", "akatan", "aotan",
    "akatan_aotan", "redeal_field_four_pairs",
]  # fmt: skip
FOUR_CARDS = {"en": "its 4 cards", "es": "sus 4 cartas"}
THREE_OTHERS = {"en": "matches 3 field cards", "es": "las otras 3 cartas de su mes"}
KUTTSUKI = {"en": "4 pairs of 4 different months", "es": "4 parejas de 4 meses distintos"}
RULES_PAGE = {"en": "rules.md", "es": "reglas.md"}


@pytest.mark.parametrize("lang", LANGS)
def test_counts_are_digits_in_the_option_help_the_months_table_and_a_capture(lang: str) -> None:
    """Lesson 10's table «las tres cintas poéticas», «las seis cintas»; lesson 2's «sus
    cuatro cartas»; lesson 5's checker «las otras tres cartas»."""
    from widgets.kit.lesson import month_table

    with speaking(lang):
        helps = {name: RuleSet.explain(name) for name in EXPLAINED}
        table = month_table().html
        rnd = Round.from_position(hands=("8p1 2p1", "1p1"), field="8b 8a 8p2 5a", deck="12p1")
        said = check_capture(rnd, "8p1", "8b 8a 8p2").message
    worded = {n: h for n, h in helps.items() if re.search(WORDS[lang], h, re.I)}
    assert not worded, worded
    assert FOUR_CARDS[lang] in table
    assert THREE_OTHERS[lang] in said and not re.search(WORDS[lang], said, re.I), said


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_counts_kuttsuki_in_digits(lang: str) -> None:
    text = flat((DOCS[lang] / RULES_PAGE[lang]).read_text(encoding="utf-8"))
    assert KUTTSUKI[lang] in text
    assert not re.search(r"(four|cuatro) (pairs|parejas)", text, re.I)


# --- 5. card pictures name their cards -------------------------------------------------------

CODES_ONLY = re.compile(r'alt="((?:\d{1,2}(?:[bar]|p\d))(?: \d{1,2}(?:[bar]|p\d))*)"')


def test_a_row_of_cards_is_named_in_its_alt_text() -> None:
    from widgets.kit.lesson import cards
    from widgets.static import svg_image

    with speaking("es"):
        html = svg_image(cards("11b 3p2", width=80).svg)
    assert 'alt="hombre de la lluvia (11b), simple 2 de cerezo (3p2)"' in html, html[:200]


@pytest.mark.parametrize("lang", LANGS)
def test_no_saved_picture_is_named_by_bare_codes(lang: str) -> None:
    """Lesson 4's alt="11b 3p2", lesson 3's alt="1b 8b 2a 4a 5a 8a": the exercises'
    pictures said only codes, the score tables' said the cards' names."""
    found = []
    for path in sorted(NOTEBOOKS[lang].glob("[0-9][0-9]_*.ipynb")):
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            for output in cell.get("outputs", []):
                for data in output.get("data", {}).values():
                    text = "".join(data) if isinstance(data, list) else str(data)
                    found += [(path.name, i, m) for m in CODES_ONLY.findall(text)]
    assert not found, found[:5]


# --- 6. lesson 0: «el curso», and the Anki deck by its name ----------------------------------

COURSE_EXPORTS = {"en": "the course can also export", "es": "el curso puede exportar"}
PROJECT_EXPORTS = {"en": "the project can", "es": "el proyecto puede"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_says_the_course_exports_the_deck_it_names(lang: str) -> None:
    from widgets.i18n import translator

    text = flat(lesson(lang, 0))
    assert PROJECT_EXPORTS[lang] not in text and COURSE_EXPORTS[lang] in text
    with speaking(lang):
        deck = translator("Koi-Koi: cards and yaku")  # the name widgets.pages.deck gives it
    assert deck in text


# --- 7. the card review is no «lesson 0» -----------------------------------------------------

REVIEW = {"en": "Card review", "es": "Repaso de cartas"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_review_is_an_unnumbered_companion(lang: str) -> None:
    """«Lección 0 · Repaso de cartas» after lesson 3 confused the reader: its heading, the
    course map and the links give it its title alone."""
    from widgets.kit.course import course_map_html

    assert title(DRILL, lang) == REVIEW[lang]
    files = make_nav.lesson_files(make_nav.FOLDERS[lang])
    top = make_nav.top_text(DRILL, files, lang)
    assert top.splitlines()[0] == f"# {REVIEW[lang]}"
    assert not re.search(r"\b0\\?\. ", top), top
    assert f"[{REVIEW[lang]} →]" in make_nav.bottom_text(3, files, lang)
    assert f"[← {REVIEW[lang]}]" in make_nav.bottom_text(4, files, lang)
    saved = json.loads(files[DRILL].read_text(encoding="utf-8"))["cells"][0]["source"]
    assert "".join(saved).splitlines()[0] == f"# {REVIEW[lang]}"
    with speaking(lang):
        html = course_map_html({}, links={0: files[DRILL].name})
    assert "</span> 0. " not in html and REVIEW[lang] in html


def test_the_readme_lists_the_card_review_without_a_number() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "| — Card review |" in readme and "| 00 " not in readme
