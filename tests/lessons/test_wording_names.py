"""One thing, one name, and Spanish without calques, in the lessons, the glossary and the
catalogs: months and suits, the lightning 11p1 (the one card without its plant), tsuki-fuda
«cartas del mes», the LaBSK profile's name, «empate» for rounds, the rival one card away said
unambiguously, the game's name glossed, «la wiki», «abreviado», «le falta 1 para», «acaba
automáticamente», «de una en una»."""

from __future__ import annotations

import re
import tomllib

import pytest

from koikoi.cards import DECK
from tests.lessons.lesson_text import (
    DOCS,
    LANGS,
    ROOT,
    SOURCE,
    flat,
    glossary_row,
    lesson,
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
