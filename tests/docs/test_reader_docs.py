"""What a fresh Spanish reader of the docs the lessons link to stumbled on (issue 23), held
in both languages: the cheat sheet words the koi-koi doubling as lesson 8 does, the pages
keep maintainer notes in HTML comments, and the glossary describes Glotón as lesson 9 does."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from tests.lessons.lesson_text import flat

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SHEET = {"en": DOCS / "cheat-sheet.svg", "es": DOCS / "es" / "chuleta.svg"}
LESSON_8 = {
    "en": ROOT / "lessons" / "src" / "08_koikoi_and_scoring.md",
    "es": ROOT / "lessons" / "es" / "src" / "08_koikoi_y_puntos.md",
}
DOUBLING = {
    "en": "×2 again if the winner's opponent had called koi-koi",
    "es": "×2 otra vez si el rival del ganador había cantado koi-koi",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_cheat_sheet_words_the_koikoi_doubling_as_lesson_8(lang: str) -> None:
    """issue 23: lesson 8 says «×2 otra vez si el rival del ganador había cantado koi-koi»,
    the cheat sheet said «otra vez ×2 si el perdedor cantó koi-koi»."""
    assert DOUBLING[lang] in flat(LESSON_8[lang].read_text("utf-8"))
    svg = SHEET[lang].read_text("utf-8")
    words = flat(" ".join(html.unescape(t) for t in re.findall(r"<text [^>]*>([^<]*)</text>", svg)))
    assert DOUBLING[lang] in words
    assert not re.search(r"perdedor (?:había )?cantó|loser (?:had )?called", words), words
    rules_page = flat((DOCS / ("es/reglas.md" if lang == "es" else "rules.md")).read_text("utf-8"))
    header = DOUBLING[lang].split(" si " if lang == "es" else " if the ", 1)[1]
    assert f"| {header} |" in rules_page


MAINTAINERS_ONLY = {
    "es": r"make_docs|terminos\.toml|\btests?\b|prueba comprueba|\b(?:no|ni) «",
    "en": r'make_docs|terminos\.toml|\btests?\b|\b(?:not|nor) "',
}
PAGES = {
    "es": [DOCS / "es" / name for name in ("reglas.md", "cartas.md", "glosario.md")],
    "en": [DOCS / name for name in ("rules.md", "cards.md", "glossary.md")],
}
PYTHON = {"es": "para quien use Python, opcional", "en": "for those who use Python, optional"}


def _without_comments(text: str) -> str:
    return re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_linked_docs_keep_maintainer_notes_in_comments(lang: str) -> None:
    """issue 23: the pages a learner opens from the lessons said how they are made and
    tested («make_docs», «terminos.toml, y una prueba comprueba», «las que comprueban los
    tests») and carried style notes («(no «motor»)»); those stay only in HTML comments."""
    pages = sorted((DOCS / "es").glob("*.md")) if lang == "es" else PAGES["en"]
    found = [
        (page.name, m.group(0))
        for page in pages
        for m in re.finditer(MAINTAINERS_ONLY[lang], _without_comments(page.read_text("utf-8")))
    ]
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_term_table_and_its_note_live_with_the_tests(lang: str) -> None:
    """reader 11: glosario.md carried «<!-- Para quien mantiene esta página: … terminos.toml,
    y una prueba comprueba …» and terminos.toml sat in the learner's docs/es folder; both
    are now with the test that reads the table."""
    from tests.i18n.spanish_terms import TERMS

    assert not list(DOCS.rglob("*.toml")), list(DOCS.rglob("*.toml"))
    assert TERMS.is_file() and TERMS.parent == ROOT / "tests" / "i18n"
    for page in PAGES[lang]:
        text = page.read_text("utf-8")
        assert not re.search(r"terminos|maintainer|mantiene", text, re.IGNORECASE), page.name


MARKER = re.compile(r"<!-- (?:begin|end) generated: [\w-]+ -->")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_and_cards_pages_keep_only_the_generators_markers(lang: str) -> None:
    """reader 10: «<!-- Para quien mantiene esta página… -->» in reglas.md and cartas.md is
    maintainer prose in a learner's page; it lives in make_docs.py's docstring, and the pages
    keep only the marker comments the generator needs."""
    for page in PAGES[lang][:2]:
        text = page.read_text("utf-8")
        comments = re.findall(r"<!--.*?-->", text, re.S)
        assert comments and all(MARKER.fullmatch(c) for c in comments), (page.name, comments)
    generator = flat((DOCS / "make_docs.py").read_text("utf-8").split('"""', 2)[1])
    assert "the ones its tests check" in generator and "marker" in generator


PROFILE_CODES = ("standard", "labsk", "wikihow", "wikipedia-es")
IN_CODE = {"en": "(in code, `{code}`)", "es": "(en código, `{code}`)"}
RULES_PAGE = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_page_names_profiles_and_options_as_the_lessons_do(lang: str) -> None:
    """reader 10: reglas.md's headings named the profiles `labsk`, `wikihow`,
    `wikipedia-es` and its text options such as `inoshikacho_extends`, where the lessons say
    LaBSK, wikiHow, Wikipedia en español; a code name follows a profile's name once, in
    parentheses, and an option's stays in the table's «en código» column."""
    from koikoi.i18n import speaking
    from koikoi.rules import OPTION_HELP
    from widgets.apps.house_rules import rules_label

    text = RULES_PAGE[lang].read_text("utf-8")
    headings = [line for line in text.splitlines() if line.startswith("#")]
    assert not [h for h in headings if "`" in h], headings
    prose = "\n".join(line for line in text.splitlines() if not line.startswith("|"))
    with speaking(lang):
        for code in PROFILE_CODES:
            said = IN_CODE[lang].format(code=code)
            assert prose.count(said) == 1, said
            assert f"**{rules_label(code)}** {said}" in prose, code
    assert [code for code in PROFILE_CODES if prose.count(f"`{code}`") != 1] == []
    options = [name for name in OPTION_HELP if f"`{name}`" in _without_comments(prose)]
    assert not options, options


OLD_GUIDE = ("guía ilustrada", "illustrated guide", "elección del curso", "course's choice")
COURSE_OWN = {"en": "the course's own rules", "es": "las reglas propias del curso"}
COURSE_CHOICE = {
    "en": "The course's authors chose them from a short illustrated Spanish rules text titled "
    "“Koi-Koi”. That text names no author, publisher or website; its parts are numbered, and "
    "the first is titled “01 / Cartas florales y decidir seguir”.",
    "es": "Las eligieron los autores del curso de un breve texto ilustrado de reglas en español, "
    "titulado «Koi-Koi». Ese texto no nombra autor, editorial ni sitio web; sus apartados van "
    "numerados, y el primero se titula «01 / Cartas florales y decidir seguir».",
}


PROFILE_ITEMS = {  # what each profile's item in the rules page's list must say
    "en": {
        "labsk": ["“Koi-koi” of the labsk.net wiki"],
        "wikihow": ["es.wikihow.com"],
        "wikipedia-es": ["“Koi koi”", "LaBSK's yaku points because the article lost its tables"],
    },
    "es": {
        "labsk": ["«Koi-koi» de la wiki de labsk.net"],
        "wikihow": ["es.wikihow.com"],
        "wikipedia-es": [
            "«Koi koi»",
            "con los puntos de cada combinación tomados de LaBSK, porque el artículo perdió "
            "sus tablas",
        ],
    },
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_page_names_each_source_findably(lang: str) -> None:
    """reader 11: the profile «Wikipedia en español» takes its yaku points from LaBSK: the
    item naming it says so; each source is named in words one can search for."""
    text = flat(RULES_PAGE[lang].read_text("utf-8"))
    for code, words in PROFILE_ITEMS[lang].items():
        item = text[text.index(f"`{code}`") :].split(" - **", 1)[0].split(" Where ", 1)[0]
        item = item.split(" Donde ", 1)[0]
        for said in words:
            assert said in item, (code, said, item)


def test_the_spanish_rules_page_says_empate_and_como_se_suma() -> None:
    """reader 11: reglas.md said «la ronda se **agota**» where the lessons and the glossary
    say «empate», and «recuento» (a row of the generated table) where the lessons and the
    lab say «cómo se suma»."""
    text = flat(RULES_PAGE["es"].read_text("utf-8"))
    assert not re.search(r"\bagota|\brecuento", text), re.findall(
        r".{40}(?:agota|recuento).{20}", text
    )
    assert "| cómo se suma | se suman todas |" in text and "es un **empate**: 0 puntos" in text


DEALT_HAND_ASIDE = {
    "en": "under other rules 6 points could count",
    "es": "6 puntos podrían contar como base",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_dealt_hand_points_carry_no_unclear_aside(lang: str) -> None:
    """reader 11: «(con otras reglas, 6 puntos podrían contar como base que se dobla)» read
    as unclear; the dealt-hand rule says only that its 6 points are never doubled."""
    text = flat(RULES_PAGE[lang].read_text("utf-8"))
    assert DEALT_HAND_ASIDE[lang] not in text
    assert {"en": "These 6 points are never doubled", "es": "Estos 6 puntos nunca se doblan"}[
        lang
    ] in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_code_for_the_curious_is_marked_optional(lang: str) -> None:
    """issue 23: `RuleSet().replace(akatan=6)` and `Card.parse(código).name(idioma)` stood in
    the learner's text as if needed; they stay only said to be optional, for Python users."""
    for page, code in zip(
        PAGES[lang][:2], ("RuleSet().replace(akatan=6)", "Card.parse("), strict=True
    ):
        text = flat(page.read_text("utf-8"))
        assert code in text
        assert PYTHON[lang] in text[max(0, text.index(code) - 200) : text.index(code)], page.name


GREEDY_FIRST = {  # lesson 9's first sentence about the greedy opponent
    "es": (
        "Glotón solo mira la jugada de ahora: elige la que más le da en ese turno",
        "es/glosario.md",
    ),
    "en": (
        "Greedy looks only at the move in front of it: it picks the one that gains most this turn",
        "glossary.md",
    ),
}
