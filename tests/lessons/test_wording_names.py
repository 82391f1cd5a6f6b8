"""One thing, one name, and Spanish without calques, in the lessons, the glossary, the
catalogs and the pictures: months and suits, the lightning 11p1 (the one card without its
plant), a ribbon's kind in lesson 3's answers as the tutor says it, tsuki-fuda «cartas del
mes», the LaBSK profile's name and spelling, the players as the table names them, «empate»
(a drawn round) for rounds in the lessons and the round-flow diagram, the rival one card away
said unambiguously, the game's name glossed, «la wiki», «abreviado», «le falta 1 para»,
«acaba automáticamente», «de una en una», card pictures whose alt text names the cards, a
plain card «una simple» (never «una kasu») and its marker a square, lesson 2's classes of a
month's cards as the deck has them, «negativos», «cinta roja (sin poema)», the drawn round
(never "exhausted") in lesson 10, the glossaries and the options, the opponents by their
menu names, "pampas grass" and the lightning card as its art draws it."""

from __future__ import annotations

import ast
import re
import tomllib

import pytest

from koikoi import Card, RuleSet
from koikoi.cards import DECK
from koikoi.i18n import speaking
from koikoi.tutor.checks import check_ribbon
from tests.lessons.lesson_text import (
    CARDS_PAGE,
    DOCS,
    GLOSSARY,
    LANGS,
    LESSON_NUMBERS,
    ROOT,
    SOURCE,
    flat,
    glossary_row,
    lesson,
    notebook,
    paragraph_with,
    prose,
)

SUITS = {
    "es": ("sin números ni palos", "en lugar de palos tiene los **12 meses**"),
    "en": ("no numbers and no suits", "in place of suits it has the **12 months**"),
}


GLOSSARY_MONTH = {
    "es": ("| **mes** |", "hace el papel del palo de la baraja española"),
    "en": ("| **month** |", "it plays the part of a suit in a Western deck"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_and_the_glossary_agree_on_months_and_suits(lang: str) -> None:
    """Lesson 1 said the deck has «sin números ni palos», the glossary «**mes**, palo … uno de
    los doce palos». Both now say a month plays the part of a suit."""
    old, new = SUITS[lang]
    text = flat(lesson(lang, 1))
    assert old not in text and new in text
    term, gloss = GLOSSARY_MONTH[lang]
    row = glossary_row(lang, term)
    assert gloss in row and "doce palos" not in row and "twelve suits" not in row, row


def test_palo_is_no_forbidden_variant_of_a_spanish_term() -> None:
    """The glossary now says «palo» in a gloss: no term of terminos.toml forbids it."""

    from tests.i18n.spanish_terms import TERMS

    terms = tomllib.loads(TERMS.read_text("utf-8"))["term"]
    clashes = [
        (term["name"], variant)
        for term in terms
        for variant in term.get("variants", [])
        if re.search(variant, "hace el papel del palo de la baraja española", re.IGNORECASE)
    ]
    assert not clashes, clashes


EXCEPTION = {
    "en": "the lightning 11p1 shows no willow, only a dark sky, a bolt and a ring of drums; "
    "remember that it is a plain of November.",
    "es": "el rayo 11p1 no muestra el sauce, sino un cielo oscuro, un rayo y un círculo de "
    "tambores; recuerda que es de noviembre y es una simple.",
}
ONLY_THE_PLANT = {
    "en": "The 24 cards with only the plant",
    "es": "Las 24 cartas que solo muestran la planta",
}
TWENTY_THREE = {"en": "23 show only the plant", "es": "23 muestran solo la planta"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_2_names_the_lightning_as_the_card_without_its_plant(lang: str) -> None:
    """«la planta te dice el mes», yet 11p1 shows lightning and drums, no willow."""
    text = flat(lesson(lang, 2))
    assert EXCEPTION[lang] in text
    recap = text[text.index({"en": "## Recap", "es": "## Resumen"}[lang]) :]
    assert "11p1" in recap


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_3_does_not_say_24_cards_show_only_the_plant(lang: str) -> None:
    """Lesson 3 said 24 cards show only the plant; 23 do, the lightning 11p1 shows none."""
    text = flat(lesson(lang, 3))
    assert ONLY_THE_PLANT[lang] not in text and TWENTY_THREE[lang] in text


ONE_OF = {"en": r"one of the \d .*?\)", "es": r"una de las \d .*?\)"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_3_ribbon_answers_name_the_kind_once_as_the_tutor(lang: str) -> None:
    """Lesson 3's answers said "10r is the maple blue ribbon, a blue ribbon — one of the blue
    ribbons, of June, September and October": each now says "one of the 3 blue ribbons
    (June, September and October)" as the tutor's ribbon check says it (its count and
    months from the deck)."""
    text = flat(lesson(lang, 3))
    codes = re.findall(r'which_ribbon\("(\w+)"\)', text)
    assert codes
    with speaking(lang):
        for code in codes:
            card = Card.parse(code)
            right = check_ribbon(card, card.ribbon.value).message  # type: ignore[union-attr]
            (one_of,) = re.findall(ONE_OF[lang], right)
            assert one_of in text, (code, one_of)
    assert " — one of" not in text and "a blue ribbon —" not in text
    assert "cintas azules, que son las de" not in text


def test_only_the_lightning_lacks_its_plant() -> None:
    """The engine's deck: 11p1 is the one card that does not show its plant."""

    assert [c.code for c in DECK if not c.shows_plant] == ["11p1"]


def test_the_glossary_names_the_labsk_profile_as_shown() -> None:
    """The glossary names the LaBSK profile as the rules editor shows it, not by its code
    name."""
    from widgets.apps.house_rules import rules_label

    for page in (DOCS["es"] / "glosario.md", DOCS["en"] / "glossary.md"):
        (row,) = [r for r in page.read_text("utf-8").splitlines() if r.startswith("| **oya-ken**")]
        assert f"{rules_label('labsk')} profile" in row or f"perfil {rules_label('labsk')}" in row
        assert "labsk profile" not in row and "perfil labsk" not in row


@pytest.mark.parametrize("lang", LANGS)
def test_labsk_is_spelled_as_its_profile_is_named(lang: str) -> None:
    """Lesson 10 said "Labsk's akatan is 6"; every lesson and doc page spells it as the
    rules editor names the profile, "LaBSK" (code keeps `labsk`)."""
    from widgets.apps.house_rules import rules_label

    assert rules_label("labsk") == "LaBSK"
    pages = [*sorted(SOURCE[lang].glob("*.md")), *sorted(DOCS[lang].glob("*.md"))]
    found = [p.name for p in pages if re.search(r"\bLabsk\b", p.read_text("utf-8"))]
    assert not found, found


_NAMES = re.compile(r"describe\(names=(\([^()]*\))\)")


@pytest.mark.parametrize("number", [4, 8])
@pytest.mark.parametrize("lang", LANGS)
def test_the_lessons_print_the_players_as_the_table_names_them(lang: str, number: int) -> None:
    """Lesson 8's printed result said "Your opponent wins 10 points" where the table's
    banner said "The opponent wins 10 points": the results lessons 4 and 8 print name the
    players as the widgets' log does (``sentence_names(default_names())``)."""
    from widgets.i18n import default_names, sentence_names

    said = [ast.literal_eval(m) for m in _NAMES.findall(lesson(lang, number))]
    with speaking(lang):
        names = sentence_names(default_names())
    assert said and set(said) == {names}, said


def _spanish_texts() -> dict[str, str]:
    texts = {p.name: p.read_text("utf-8") for p in SOURCE["es"].glob("*.md")}
    texts |= {p.name: p.read_text("utf-8") for p in DOCS["es"].glob("*.md")}
    texts |= {p.name: p.read_text("utf-8") for p in ROOT.glob("*/locale/es/LC_MESSAGES/*.po")}
    return texts


def test_tsuki_fuda_is_always_the_cards_of_the_month() -> None:
    """The glossary's name, «cartas del mes», not «combinación del mes»."""
    glossary = (DOCS["es"] / "glosario.md").read_text("utf-8")
    assert "| **tsuki-fuda** | 月札 (tsuki-fuda) | cartas del mes |" in glossary
    found = [n for n, t in _spanish_texts().items() if "combinación del mes" in flat(t)]
    assert not found, found
    english = [  # an exercise's key= is no text a reader sees
        p.name
        for p in (SOURCE["en"]).glob("*.md")
        for line in p.read_text("utf-8").splitlines()
        if "monthly yaku" in line and "key=" not in line
    ]
    assert english == []


def test_lesson_12_says_one_short_of_kasu_in_spanish() -> None:
    """«a una de kasu», a calque: «le falta 1 para kasu», and no Spanish text says «a una
    de» a yaku."""
    text = flat(lesson("es", 12))
    assert "a una de kasu" not in text and "le falta 1 para kasu" in text
    calque = r"\ba una de (?:kasu|tane|tan|sanko|akatan|aotan|inoshikacho)\b"
    assert not [n for n, t in _spanish_texts().items() if re.search(calque, t)]


def test_the_round_ends_automatically_not_by_itself_in_spanish() -> None:
    """«la ronda termina sola», a calque: no Spanish text (lessons, docs, catalogs) says it;
    lesson 8 says «acaba automáticamente»."""
    found = [n for n, t in _spanish_texts().items() if re.search(r"\btermina sola\b", flat(t))]
    assert not found, found
    assert "la ronda acaba automáticamente" in flat(lesson("es", 8))


def test_no_lesson_shows_una_regla_cada_vez() -> None:
    """«una regla cada vez», a calque: lessons 5 and 8 say «las reglas de una en una»."""
    calque = re.compile(r"una (?:sola )?regla cada vez")
    found = [n for n in range(14) if calque.search(flat(lesson("es", n)))]
    assert not found, found
    for number in (5, 8):
        assert "las reglas de una en una" in flat(lesson("es", number)), number


def test_no_spanish_text_says_en_corto() -> None:
    """issue 23: «en corto» is not how Spanish says a name is shortened: «abreviado»."""
    from tests.i18n import spanish_terms as st

    found = [f"{where}: {text[:80]}" for where, text in st.texts() if "en corto" in text]
    assert not found, "say «abreviado»:\n" + "\n".join(found)
    assert "**name** at the bottom, in short" not in lesson("en", 1)


def test_the_wiki_is_feminine_in_spanish() -> None:
    """«la wiki de labsk.net», never «el wiki» (lessons, catalogs, docs; issue 23)."""
    from tests.i18n import spanish_terms as st

    masculine = re.compile(r"\b(?:el|del|un|este|ese|al)\s+wiki\b", re.IGNORECASE)
    found = [f"{where}: {text[:80]}" for where, text in st.texts() if masculine.search(text)]
    assert not found, "say «la wiki»:\n" + "\n".join(found)


def test_the_games_name_is_glossed_as_come_come_everywhere() -> None:
    """issue 23: «Koi-Koi (こいこい, «¡vamos!»)» in lessons 1 and 8 and the glossary; 来い is
    «¡ven!», so the name means «¡ven, ven!» (the Spanish Wikipedia's gloss)."""
    docs = ROOT / "docs"
    pages = {
        "es": [lesson("es", 1), lesson("es", 8), (docs / "es" / "glosario.md").read_text("utf-8")],
        "en": [lesson("en", 1), lesson("en", 8), (docs / "glossary.md").read_text("utf-8")],
    }
    for text in pages["es"]:
        assert "«¡vamos!»" not in text
        assert "«¡ven, ven!», es decir, «¡sigue!»" in text
    for text in pages["en"]:
        assert '"come on!"' in text


def test_spanish_lessons_keep_empate_for_rounds() -> None:
    """reader 13, item 6: lesson 12 «una jugada, o varias empatadas»; the glossary keeps
    «empate» for a round nobody wins."""
    for number in range(14):
        assert not re.search(r"\bempatad[ao]s?\b", lesson("es", number)), number


DRAWN_BOX = {"en": "Drawn round: 0 points for both", "es": "Empate: 0 puntos para los dos"}
DRAWN_ROUND = {"en": "drawn round", "es": "empate"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_flow_diagram_ends_a_played_out_round_with_a_drawn_round(lang: str) -> None:
    """The round-flow diagram read "Exhausted round: drawn, 0 points for both", a word only
    lesson 10 uses: its box says the name lessons 4 and 8 use (the glossary's «empate»)."""
    from widgets.pages import flow

    with speaking(lang):
        svg = flow.round_flow_svg()
    words = flat(" ".join(re.findall(r">([^<>]+)</text>", svg)))
    assert DRAWN_BOX[lang] in words and "xhausted" not in words and "agotad" not in words
    for number in (4, 8):
        assert DRAWN_ROUND[lang] in flat(lesson(lang, number)).lower(), number


NOBODY = {
    "en": ("**Nobody wins: the round is drawn.**", "**Nobody makes it.**"),
    "es": ("**Nadie gana: la ronda acaba en empate.**", "**Nadie lo consigue.**"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_names_the_drawn_round_in_its_bullet(lang: str) -> None:
    """Lesson 1's bullet for a round nobody wins said only «Nadie lo consigue»: it names the
    outcome, a drawn round («empate»)."""
    new, old = NOBODY[lang]
    text = flat(lesson(lang, 1))
    assert new in text and old not in text


CATALOGS = sorted(ROOT.glob("*/locale/es/LC_MESSAGES/*.po"))
AMBIGUOUS = re.compile(r"\bno\s+le\s+falta\s+una\s+(?:sola\s+)?carta", re.IGNORECASE)
ONE_CARD_AWAY = "no está a una carta de ninguna combinación"


@pytest.mark.parametrize("number", [9, 12, 13])
def test_the_rival_one_card_away_is_said_unambiguously(number: int) -> None:
    """reader 11: lessons 9, 12 and 13 said «al rival no le falta una (sola) carta para
    ninguna combinación»; they say, as the coach does, «no está a una carta de ninguna
    combinación»."""
    text = flat(lesson("es", number))
    assert not AMBIGUOUS.search(text), AMBIGUOUS.findall(text)
    assert ONE_CARD_AWAY in text


def test_no_spanish_catalog_says_the_ambiguous_phrase() -> None:
    """The catalogs say the same thing the unambiguous way (the coach's own line)."""
    found = [
        (po.name, line)
        for po in CATALOGS
        for line in po.read_text("utf-8").splitlines()
        if line.startswith("msgstr") and AMBIGUOUS.search(line)
    ]
    assert CATALOGS and not found, found
    coach = (ROOT / "koikoi" / "locale" / "es" / "LC_MESSAGES" / "tutor.po").read_text("utf-8")
    assert "Tu rival " + ONE_CARD_AWAY in coach


CODES_ONLY = re.compile(r'alt="((?:\d{1,2}(?:[bar]|p\d))(?: \d{1,2}(?:[bar]|p\d))*)"')
"""A picture's alt text that is card codes only (alt="11b 3p2")."""


def test_a_row_of_cards_is_named_in_its_alt_text() -> None:
    """A row of cards, saved as a picture, names each card in its alt text (the catalog's
    name, then the code)."""
    from widgets.kit.lesson import cards
    from widgets.static import svg_image

    with speaking("es"):
        html = svg_image(cards("11b 3p2", width=80).svg)
    assert 'alt="hombre de la lluvia (11b), simple 2 de cerezo (3p2)"' in html, html[:200]


@pytest.mark.parametrize("lang", LANGS)
def test_no_saved_picture_is_named_by_bare_codes(lang: str) -> None:
    """Lesson 4's alt="11b 3p2", lesson 3's alt="1b 8b 2a 4a 5a 8a": the exercises' pictures
    said only codes where the score tables' said the cards' names. No output of a saved
    lesson has such alt text."""
    found = [
        (number, index, codes)
        for number in LESSON_NUMBERS
        for index, cell in enumerate(notebook(lang, number)["cells"])
        for output in cell.get("outputs", [])
        for data in output.get("data", {}).values()
        for codes in CODES_ONLY.findall("".join(data) if isinstance(data, list) else str(data))
    ]
    assert not found, found[:5]


SECOND_NAME = {"en": r"\ba kasu\b", "es": r"\buna kasu\b"}
ONE_CARD = {
    3: {"en": '"a plain" is one card', "es": "«una simple» es una sola carta"},
    7: {"en": '"a plain" is one card', "es": "«una simple» es una carta"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_single_plain_card_is_a_plain_never_a_kasu(lang: str) -> None:
    """One plain card is "a plain" («una simple») in lessons 3 and 7, and no lesson calls it
    "a kasu", a name no lesson uses."""
    for number in LESSON_NUMBERS:
        assert not re.search(SECOND_NAME[lang], flat(lesson(lang, number))), number
    for number, said in ONE_CARD.items():
        assert said[lang] in flat(lesson(lang, number))


MARKERS = {
    1: {
        "en": "a star for a bright, a paw for an animal, a bar for a ribbon, a square for a plain",
        "es": "una estrella para una luz, una huella para un animal, una barra para una cinta, "
        "un cuadrado para una simple",
    },
    3: {
        "en": "star = bright, paw = animal, bar = ribbon, square = plain",
        "es": "estrella = luz, huella = animal, barra = cinta, cuadrado = simple",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_1_and_3_name_the_markers_alike(lang: str) -> None:
    """Lessons 1 and 3 give each class's marker the same noun (the plain's is a square,
    «cuadrado», never «cuadradito»)."""
    for number, said in MARKERS.items():
        assert said[lang] in flat(lesson(lang, number)), number
    assert "cuadradito" not in flat(lesson(lang, 1))


PATTERN = {
    "en": '"a bright or an animal, one ribbon, 2 plains"',
    "es": "«una luz o un animal, una cinta y 2 simples»",
}
AUGUST = {
    "en": "has a bright and an animal (the moon and the geese)",
    "es": "tiene una luz y un animal (la luna y los gansos)",
}
SPECIAL = {"en": r"special cards?", "es": r"cartas? especial(?:es)?"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_2_names_the_classes_of_a_months_cards(lang: str) -> None:
    """Lesson 2 names the classes of a month's cards (no undefined "special card"), and its
    pattern is the engine's deck: every month but August, November and December has 1 bright
    or animal, 1 ribbon and 2 plains; August has a bright and an animal and no ribbon."""
    text = flat(" ".join(prose(lesson(lang, 2))))
    assert not re.search(SPECIAL[lang], text, re.I)
    assert PATTERN[lang] in text and AUGUST[lang] in text
    breaking = set()
    for month in range(1, 13):
        kinds = sorted(c.kind.name for c in DECK if c.month == month)
        brights_or_animals = sum(k in ("BRIGHT", "ANIMAL") for k in kinds)
        if (brights_or_animals, kinds.count("RIBBON"), kinds.count("PLAIN")) != (1, 1, 2):
            breaking.add(month)
    assert breaking == {8, 11, 12}
    august = [c.kind.name for c in DECK if c.month == 8]
    assert august.count("BRIGHT") == 1 and august.count("ANIMAL") == 1
    assert "RIBBON" not in august


def test_lesson_12_says_expected_points_can_be_negative() -> None:
    """Spanish lesson 12 says expected points «(pueden ser negativos)», not «menos de
    cero»."""
    text = flat(lesson("es", 12))
    assert "menos de cero" not in text and "(pueden ser negativos)" in text


def test_the_card_list_calls_the_plain_red_ribbon_sin_poema() -> None:
    """The Spanish card list names the plain red ribbon «cinta roja (sin poema)», as lesson 3
    does, never «lisa»."""
    text = flat(CARDS_PAGE["es"].read_text(encoding="utf-8"))
    assert "cinta roja (sin poema)" in text and "lisa" not in text
    assert "cintas rojas (sin poema)" in flat(lesson("es", 3))


def test_lesson_10_names_the_played_out_round_once() -> None:
    """English lesson 10 calls a played-out round a **drawn round**; the sources' word
    "exhausted" is met once, in brackets."""
    text = flat(lesson("en", 10))
    assert "**drawn round**" in text
    assert len(re.findall(r"(?i)exhausted", text)) == 1
    assert "(some sources say exhausted)" in text


def test_the_glossaries_give_the_drawn_round_one_english_name() -> None:
    """Neither glossary has an "exhausted round" row of its own: "exhausted" is at most one
    row's aside ("some sources say exhausted")."""
    for lang in LANGS:
        rows = [r for r in GLOSSARY[lang].read_text("utf-8").splitlines() if "xhausted" in r]
        assert all("some sources say exhausted" in r for r in rows), rows
        assert len(rows) <= 1, rows


def test_the_rule_options_of_a_drawn_round_say_drawn_round() -> None:
    """The engine's labels of the drawn-round options say "drawn round", their help and the
    rules editor's group headings never "exhausted"."""
    from widgets.apps.house_rules import OPTION_GROUPS

    with speaking("en"):
        for name in ("exhausted_caller_keeps", "exhausted_dealer_points"):
            assert "drawn round" in RuleSet.label(name)
            assert "xhausted" not in RuleSet.explain(name)
    assert not [h for h in OPTION_GROUPS if "xhausted" in h]


def test_the_glossary_names_the_opponents_as_the_menu_does() -> None:
    """The English glossary names each opponent as the practice menu does (never "search
    opponent")."""
    from widgets.apps.match_table import OPPONENT_NAMES

    text = GLOSSARY["en"].read_text("utf-8")
    assert "search opponent" not in text
    for name in OPPONENT_NAMES.values():
        assert f"**{name}**" in text, name


def test_lesson_5_names_the_august_plant_as_the_engine_does() -> None:
    """English lesson 5 names August's plant as the engine does, "pampas grass", never
    "pampas-grass" nor bare "pampas"."""
    (moon,) = [c for c in DECK if c.code == "8b"]
    plant = moon.month_info.plant_name("en")
    text = flat(lesson("en", 5))
    assert plant == "pampas grass"
    assert "pampas-grass" not in text
    assert not re.search(r"pampas (?!grass)", text)


def test_lesson_2_describes_the_lightning_card_as_drawn() -> None:
    """Lesson 2 shows no cloud on the lightning 11p1, as its art
    (widgets/art/motifs.lightning: a dark sky, a bolt and a ring of drums) draws none."""
    from widgets.art import motifs

    assert "cloud" not in (motifs.lightning.__doc__ or "")
    assert "cloud" not in paragraph_with("en", 2, "11p1 shows")
    assert "nubes" not in paragraph_with("es", 2, "el rayo 11p1 no muestra")
