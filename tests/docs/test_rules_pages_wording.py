"""The wording of the docs pages the lessons link to (the rules page, the cards page, the
glossary and the cheat sheet), held in both languages and, where a fact is a rule, checked
against the engine: the doubling said as lesson 8 and the engine say it, maintainer notes
only in comments, profiles and options named as the lessons name them, each source named
findably, the deal and a turn said one way, the Spanish Wikipedia profile's tsuki-fuda, the
stop button's word in the glossary, kuttsuki's pairs in digits and a match's lengths (the
engine's, in the rules page, the option help and lessons 9 and 13)."""

from __future__ import annotations

import re

import pytest

from koikoi import RuleSet, round_points, score
from koikoi.i18n import speaking
from koikoi.rules import MATCH_LENGTHS
from tests.lessons.lesson_text import (
    CARDS_PAGE,
    DOCS,
    GLOSSARY,
    LANGS,
    OLD_DEAL,
    OLD_PILE,
    ROOT,
    RULES_PAGE,
    SHEET,
    flat,
    glossary_row,
    lesson,
    sheet_texts,
)

DOUBLING = {
    "en": "×2 again if the winner's opponent had called koi-koi",
    "es": "×2 otra vez si el rival del ganador había cantado koi-koi",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheat_sheet_words_the_koikoi_doubling_as_lesson_8(lang: str) -> None:
    """issue 23: lesson 8 says «×2 otra vez si el rival del ganador había cantado koi-koi»,
    the cheat sheet said «otra vez ×2 si el perdedor cantó koi-koi»."""
    assert DOUBLING[lang] in flat(lesson(lang, 8))
    words = flat(" ".join(sheet_texts(lang)))
    assert DOUBLING[lang] in words
    assert not re.search(r"perdedor (?:había )?cantó|loser (?:had )?called", words), words
    rules_page = flat(RULES_PAGE[lang].read_text("utf-8"))
    header = DOUBLING[lang].split(" si " if lang == "es" else " if the ", 1)[1]
    assert f"| {header} |" in rules_page


def section(text: str, heading: str) -> str:
    return text.split(heading, 1)[1].split("\n#", 1)[0]


LABSK = {"en": "### LaBSK: the Spanish wiki article", "es": "### LaBSK: el artículo de la wiki"}
LATEST_CALLER = {
    "en": "when the loser made the most recent call: if both called, a win is doubled only "
    "against the later caller.",
    "es": "cuando el perdedor hizo la última llamada: si cantaron los dos, solo se dobla contra "
    "el último que cantó.",
}
OLD_PARENTHESIS = {"en": "is no longer doubled against", "es": "ya no se le dobla en contra"}
WORKED = {"en": "Ben, the loser, made the latest call: 28", "es": "hizo el último koi-koi: 28"}


@pytest.mark.parametrize("lang", LANGS)
def test_labsk_doubling_is_said_as_the_engine_computes_it(lang: str) -> None:
    """reader 12, item 3: «(a un jugador cuya llamada siguió una llamada del rival ya no se
    le dobla en contra)» read as the opposite of lesson 10's example, where Ana called first,
    Bruno second, and Ana's win is still doubled against Bruno (28)."""
    text = flat(RULES_PAGE[lang].read_text("utf-8"))
    labsk = flat(section(RULES_PAGE[lang].read_text("utf-8"), LABSK[lang]))
    assert OLD_PARENTHESIS[lang] not in text
    assert LATEST_CALLER[lang] in labsk, labsk
    rules = RuleSet.preset("labsk")
    assert rules.koikoi_double == "latest-call-by-loser"
    # both called, the loser last (lesson 10: Ana wins 7 after Bruno's call): doubled twice
    assert round_points(7, rules, loser_called=True, loser_called_last=True).points == 28
    # both called, the winner last: the win is not doubled for koi-koi
    assert round_points(5, rules, loser_called=True, loser_called_last=False).points == 5
    assert WORKED[lang] in flat(lesson(lang, 10))


MAINTAINERS_ONLY = {
    "es": r"make_docs|terminos\.toml|\btests?\b|prueba comprueba|\b(?:no|ni) «",
    "en": r'make_docs|terminos\.toml|\btests?\b|\b(?:not|nor) "',
}
PAGES = {
    "es": [DOCS["es"] / name for name in ("reglas.md", "cartas.md", "glosario.md")],
    "en": [DOCS["en"] / name for name in ("rules.md", "cards.md", "glossary.md")],
}
PYTHON = {"es": "para quien use Python, opcional", "en": "for those who use Python, optional"}


def _without_comments(text: str) -> str:
    return re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)


@pytest.mark.parametrize("lang", LANGS)
def test_the_linked_docs_keep_maintainer_notes_in_comments(lang: str) -> None:
    """issue 23: the pages a learner opens from the lessons said how they are made and
    tested («make_docs», «terminos.toml, y una prueba comprueba», «las que comprueban los
    tests») and carried style notes («(no «motor»)»); those stay only in HTML comments."""
    pages = sorted(DOCS["es"].glob("*.md")) if lang == "es" else PAGES["en"]
    found = [
        (page.name, m.group(0))
        for page in pages
        for m in re.finditer(MAINTAINERS_ONLY[lang], _without_comments(page.read_text("utf-8")))
    ]
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_the_term_table_and_its_note_live_with_the_tests(lang: str) -> None:
    """reader 11: glosario.md carried «<!-- Para quien mantiene esta página: … terminos.toml,
    y una prueba comprueba …» and terminos.toml sat in the learner's docs/es folder; both
    are now with the test that reads the table."""
    from tests.i18n.spanish_terms import TERMS

    assert not list(DOCS["en"].rglob("*.toml")), list(DOCS["en"].rglob("*.toml"))
    assert TERMS.is_file() and TERMS.parent == ROOT / "tests" / "i18n"
    for page in PAGES[lang]:
        text = page.read_text("utf-8")
        assert not re.search(r"terminos|maintainer|mantiene", text, re.IGNORECASE), page.name


MARKER = re.compile(r"<!-- (?:begin|end) generated: [\w-]+ -->")


@pytest.mark.parametrize("lang", LANGS)
def test_the_learners_pages_keep_only_the_generators_markers(lang: str) -> None:
    """«<!-- Para quien mantiene esta página… -->» in reglas.md and cartas.md (reader 10) and
    ~10 notes such as «<!-- no «motor» -->» in glosario.md (reader 12): maintainer prose in
    a learner's page, visible when it opens as text in JupyterLab. It lives in make_docs.py's
    docstring; the rules and cards pages keep only the marker comments the generator needs,
    the glossary no other comment either."""
    for page in (RULES_PAGE[lang], CARDS_PAGE[lang], GLOSSARY[lang]):
        comments = re.findall(r"<!--.*?-->", page.read_text("utf-8"), re.S)
        assert all(MARKER.fullmatch(c) for c in comments), (page.name, comments)
        assert comments or page == GLOSSARY[lang], page.name
    generator = flat((DOCS["en"] / "make_docs.py").read_text("utf-8").split('"""', 2)[1])
    assert "the ones its tests check" in generator and "marker" in generator


PROFILE_CODES = ("standard", "labsk", "wikihow", "wikipedia-es")
IN_CODE = {"en": "(in code, `{code}`)", "es": "(en código, `{code}`)"}


@pytest.mark.parametrize("lang", LANGS)
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


@pytest.mark.parametrize("lang", LANGS)
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


@pytest.mark.parametrize("lang", LANGS)
def test_the_dealt_hand_points_carry_no_unclear_aside(lang: str) -> None:
    """reader 11: «(con otras reglas, 6 puntos podrían contar como base que se dobla)» read
    as unclear; the dealt-hand rule says only that its 6 points are never doubled."""
    text = flat(RULES_PAGE[lang].read_text("utf-8"))
    assert DEALT_HAND_ASIDE[lang] not in text
    assert {"en": "These 6 points are never doubled", "es": "Estos 6 puntos nunca se doblan"}[
        lang
    ] in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_code_for_the_curious_is_marked_optional(lang: str) -> None:
    """issue 23: `RuleSet().replace(akatan=6)` and `Card.parse(código).name(idioma)` stood in
    the learner's text as if needed; they stay only said to be optional, for Python users."""
    for page, code in zip(
        PAGES[lang][:2], ("RuleSet().replace(akatan=6)", "Card.parse("), strict=True
    ):
        text = flat(page.read_text("utf-8"))
        assert code in text
        assert PYTHON[lang] in text[max(0, text.index(code) - 200) : text.index(code)], page.name


COUNTING_TERM = {"en": "every yaku adds up", "es": "se suman todas"}
OLD_TERM = {"en": "independent counting", "es": "recuento independiente"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_names_the_counting_rule_with_the_lessons_words(lang: str) -> None:
    """reader 12, item 9: the glossary's «recuento independiente» never appears in the
    lessons, whose rules editor says «se suman todas» (the engine's label of the value)."""
    with speaking(lang):
        label = RuleSet.value_label("counting", "independent")
    assert label == COUNTING_TERM[lang]
    text = GLOSSARY[lang].read_text("utf-8")
    assert f"| **{label}** |" in text
    assert OLD_TERM[lang] not in text.lower()
    assert f"| {label} |" in RULES_PAGE[lang].read_text("utf-8")


STOP_ROW = {"en": "| **stop** |", "es": "| **plantarse** |"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_gives_the_stop_buttons_word(lang: str) -> None:
    """The glossary said a player who stops «se planta», where the button says «Plantarse
    (cobrar)»: its row for stopping quotes the button's label (the widgets' catalog)."""
    from widgets.i18n import translator

    with speaking(lang):
        button = translator("Stop (score now)")
    assert button in glossary_row(lang, STOP_ROW[lang])
    assert "se **planta**" not in GLOSSARY[lang].read_text("utf-8")


DEAL = {"en": "2 cards at a time", "es": "de 2 en 2"}
SHEET_DEAL = {"en": "Deal 2 cards at a time:", "es": "Se reparten de 2 en 2:"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """«de 2 en 2 cartas» (the rules page), «Se reparten 2 a la vez», "Deal 2 at a time" (the
    cheat sheet), "2 at a time" (the glossary): every page and the cheat sheet say the deal as
    the lessons do («de 2 en 2», "2 cards at a time"), and a captured pile a pile."""
    pages = {p.name: flat(p.read_text("utf-8")) for p in sorted(DOCS[lang].glob("*.md"))}
    pages[SHEET[lang].name] = flat(" ".join(sheet_texts(lang)))
    assert len(pages) >= 4
    old = {
        name: re.findall(OLD_DEAL[lang], text) + re.findall(OLD_PILE[lang], text)
        for name, text in pages.items()
    }
    assert not any(old.values()), old
    assert DEAL[lang] in pages[RULES_PAGE[lang].name]
    assert SHEET_DEAL[lang] in pages[SHEET[lang].name]


TURN = {"en": "### A turn", "es": "### Un turno"}
BLOCK = {
    "en": ("A round, turn by turn", "Koi-koi and round points"),
    "es": ("Una ronda, turno a turno", "Koi-koi y puntos de la ronda"),
}
AFTER_THE_TURN = {
    "en": "Only after the draw are yaku checked",
    "es": "Solo después de robar se miran las combinaciones",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_turns_two_parts_are_a_list_of_two_in_the_rules_page_and_the_cheat_sheet(
    lang: str,
) -> None:
    """«Cada turno tiene dos partes» followed by a list numbered 1–3 (the rules page), and the
    sheet's «3 Solo ahora se miran las combinaciones»: both number a turn's two parts, the
    check of yaku a note after them."""
    turn = section(RULES_PAGE[lang].read_text("utf-8"), TURN[lang])
    numbers = re.findall(r"^(\d+)\. ", turn, re.MULTILINE)
    assert numbers == ["1", "2"], numbers
    note = next(p for p in turn.split("\n\n") if f"{AFTER_THE_TURN[lang]}." in flat(p))
    assert not re.match(r"\s*(?:\d+\.|-) ", note), note
    texts = sheet_texts(lang)
    first, after = BLOCK[lang]
    block = texts[texts.index(first) + 1 : texts.index(after)]
    markers = [t for t in block if re.fullmatch(r"\d+|•", t)]
    assert markers == ["•", "•", "•", "1", "2", "•"], markers
    note = flat(" ".join(block[len(block) - block[::-1].index("•") :]))  # after the last •
    assert note.startswith(AFTER_THE_TURN[lang] + ":"), note


SECTION = {"en": "### Spanish Wikipedia:", "es": "### Wikipedia en español:"}
YAKU_ITEM = {"en": "- Yaku:", "es": "- Combinaciones:"}
INCLUDED = {"en": r"tsuki-fuda\s+included", "es": r"tsuki-fuda\s+incluida"}
STACKS = {
    "en": "tsuki-fuda, as in LaBSK, belongs to no category and is added to everything",
    "es": "tsuki-fuda, como en LaBSK, no es de ninguna categoría y se suma a todo",
}


def test_the_engine_adds_tsuki_fuda_to_the_best_of_each_category() -> None:
    """Under wikipedia-es the 4 cards of the round's month score tsuki-fuda beside the best
    ribbon yaku of the same pile: it is no category's best."""
    rules = RuleSet.preset("wikipedia-es")
    assert rules.counting == "best-per-category" and rules.tsuki_fuda
    # March's 4 cards (a poetry ribbon among them) with the other two poetry ribbons
    names = {y.name for y in score("3b 3r 3p1 3p2 1r 2r", rules, month=3).yaku}
    assert {"tsuki-fuda", "akatan"} <= names, names


@pytest.mark.parametrize("lang", LANGS)
def test_the_wikipedia_profile_adds_tsuki_fuda_to_everything(lang: str) -> None:
    """The rules page said «la mejor combinación de cada categoría, tsuki-fuda incluida», as
    if tsuki-fuda were a category whose best counts; the Spanish Wikipedia item says it is
    added to everything, as the engine does."""
    page = RULES_PAGE[lang].read_text("utf-8")
    section = page.split(SECTION[lang], 1)[1].split("\n### ", 1)[0]
    item = flat(section.split(YAKU_ITEM[lang], 1)[1].split("\n- ", 1)[0])
    assert not re.search(INCLUDED[lang], flat(page)), item
    assert STACKS[lang] in item, item


KUTTSUKI = {"en": "4 pairs of 4 different months", "es": "4 parejas de 4 meses distintos"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_counts_kuttsuki_in_digits(lang: str) -> None:
    """The rules page said kuttsuki is «cuatro parejas»: it counts the pairs in digits, as
    lesson 4 and the engine's reason («se repartieron 4 parejas») do."""
    text = flat(RULES_PAGE[lang].read_text("utf-8"))
    assert KUTTSUKI[lang] in text
    assert not re.search(r"(?:four|cuatro) (?:pairs|parejas)", text, re.IGNORECASE)


RULES_LINE = {
    "en": "A match has 12 rounds (3, 6 or 9 are also allowed).",
    "es": "Una partida tiene 12 rondas (también se admiten 3, 6 o 9).",
}
PRACTICE = {
    "en": "1 round on its own, just to practise, or a real match: 12 rounds, or 3, 6 or 9.",
    "es": "1 ronda suelta, solo para practicar, o una partida de verdad: 12 rondas, o 3, 6 o 9.",
}
HELP = {
    "en": "12, or 3, 6 or 9 for a shorter match",
    "es": "12, o 3, 6 o 9 en una partida más corta",
}
LESSON_9_LENGTHS = {
    "en": "12, or 3, 6 or 9 for a shorter match",
    "es": "12, o 3, 6 o 9 en una partida corta",
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_gives_a_match_the_engines_lengths(lang: str) -> None:
    """The rules page, the option's help, lesson 9's quiz and lesson 13 give a match the
    engine's lengths (12 by default, or 3, 6 or 9), never "1 to 12"; 1 round is said to be a
    practice only."""
    assert MATCH_LENGTHS == (3, 6, 9, 12) and RuleSet().rounds == 12
    assert RuleSet.bounds("rounds") == (1, 12)
    rules = flat(RULES_PAGE[lang].read_text(encoding="utf-8"))
    assert RULES_LINE[lang] in rules
    with speaking(lang):
        explained = RuleSet.explain("rounds")
    assert HELP[lang] in explained
    assert flat(explained) in rules
    assert not re.search(r"\((?:de )?1 (?:to|a) 12\)", rules)
    assert PRACTICE[lang] in flat(lesson(lang, 13))
    assert LESSON_9_LENGTHS[lang] in flat(lesson(lang, 9))
