"""Reader 14 (issue 23, a fresh Spanish reader of the saved lessons): the lightning 11p1
shows no willow, where the standard rules come from, the points of a dealt hand, one name
for tsuki-fuda and for LaBSK, counts in digits, two calques, lesson 4's title, the English
half of ``--help``, and answers that repeat what the lesson already said."""

from __future__ import annotations

import json
import re

import pytest

from koikoi.i18n import speaking
from koikoi.tutor.checks import check_month, check_same_month
from tests.lessons.lesson_text import LESSONS, flat, lesson

ROOT = LESSONS.parent
DOCS = {"en": ROOT / "docs", "es": ROOT / "docs" / "es"}
RULES_PAGE = {"en": DOCS["en"] / "rules.md", "es": DOCS["es"] / "reglas.md"}
LANGS = ["en", "es"]


def saved(lang: str, number: int) -> str:
    """The text of a saved notebook, sources and outputs, as one string."""
    folder = LESSONS / "es" if lang == "es" else LESSONS
    (path,) = folder.glob(f"{number:02d}_*.ipynb")
    return flat(
        " ".join(json.dumps(c, ensure_ascii=False) for c in json.loads(path.read_text())["cells"])
    )


# --- 1. the lightning shows no willow ---------------------------------------------------

EXCEPTION = {
    "en": "the lightning 11p1 shows no willow, only clouds, a bolt and drums; remember that it "
    "is a plain of November.",
    "es": "el rayo 11p1 no muestra el sauce, sino nubes, un rayo y tambores; recuerda que es "
    "de noviembre y es una simple.",
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
    text = flat(lesson(lang, 3))
    assert ONLY_THE_PLANT[lang] not in text and TWENTY_THREE[lang] in text


def test_only_the_lightning_lacks_its_plant() -> None:
    from koikoi.cards import DECK

    assert [c.code for c in DECK if not c.shows_plant] == ["11p1"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_month_quiz_never_points_the_lightning_to_the_willow(lang: str) -> None:
    """«Fíjate en la planta (sauce)» for 11p1: a plant the card does not show."""
    with speaking(lang):
        wrong = check_month("11p1", 10).message
        other = check_month("11r", 10).message
        picked = check_same_month([], 11, among="11p1 11r 3p1").message
    assert not check_month("11p1", 10).correct
    assert {"en": "Look for the", "es": "Fíjate en la planta"}[lang] not in wrong
    assert {"en": "Look for the", "es": "Fíjate en la planta"}[lang] in other
    assert {"en": "does not show its plant", "es": "no muestra su planta"}[lang] in wrong
    assert {"en": "shows the willow too", "es": "también muestra"}[lang] not in picked


# --- 2. where the standard rules come from ------------------------------------------------

AUTHORS_CHOSE = {
    "en": "The course's authors chose them from a short illustrated Spanish rules text titled "
    "“Koi-Koi”.",
    "es": "Las eligieron los autores del curso de un breve texto ilustrado de reglas en "
    "español, titulado «Koi-Koi».",
}
FIRST_SECTION = {
    "en": "“01 / Cartas florales y decidir seguir”",
    "es": "«01 / Cartas florales y decidir seguir»",
}
OLD_CHOICE = {"en": "They are the course's choice, drawn from", "es": "Son una elección del curso"}
LESSON_8 = {
    "en": "The standard rules are the ones this course teaches, chosen by its authors",
    "es": "Las reglas estándar son las que enseña este curso, elegidas por sus autores",
}


# --- 3. a dealt hand's points -------------------------------------------------------------

SOME_HOUSE_RULES = {
    "en": "Some house rules give a different number of points for a dealt hand",
    "es": "Algunas reglas de la casa dan otro número de puntos por una mano repartida",
}
ALL_PROFILES = {
    "en": "In the course's {n} profiles (lesson 10) a dealt hand is worth {points}",
    "es": "En los {n} perfiles del curso (lección 10) una mano repartida vale {points}",
}


# --- 4. one name ---------------------------------------------------------------------------


def test_the_glossary_names_the_labsk_profile_as_shown() -> None:
    from widgets.apps.house_rules import rules_label

    for page in (DOCS["es"] / "glosario.md", DOCS["en"] / "glossary.md"):
        (row,) = [r for r in page.read_text("utf-8").splitlines() if r.startswith("| **oya-ken**")]
        assert f"{rules_label('labsk')} profile" in row or f"perfil {rules_label('labsk')}" in row
        assert "labsk profile" not in row and "perfil labsk" not in row


def _spanish_texts() -> dict[str, str]:
    texts = {p.name: p.read_text("utf-8") for p in (LESSONS / "es" / "src").glob("*.md")}
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
        for p in (LESSONS / "src").glob("*.md")
        for line in p.read_text("utf-8").splitlines()
        if "monthly yaku" in line and "key=" not in line
    ]
    assert english == []


# --- 5. counts in digits, answer keys and feedback included --------------------------------

NUMBER = {
    "es": r"dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce",
    "en": r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve",
}
THINGS = {
    "es": r"(?:otr[oa]s\s+)?(?:cartas|simples|animales|cintas|luces|puntos|meses|rondas|"
    r"combinaciones|parejas)",
    "en": r"(?:other\s+)?(?:cards|plains|animals|ribbons|brights|points|months|rounds|yaku|pairs)",
}


SAID = {
    "es": {
        6: "**Respuesta: 0.** Con el hombre de la lluvia, 3 luces no puntúan nada",
        4: "La mesa tiene las 4 cartas de enero",
    },
    "en": {
        6: "**Answer: 0.** With the rain man among them, 3 brights score nothing",
        4: "The field holds all 4 cards of January",
    },
}


# --- 6. calques ---------------------------------------------------------------------------


def test_lesson_12_says_one_short_of_kasu_in_spanish() -> None:
    text = flat(lesson("es", 12))
    assert "a una de kasu" not in text and "le falta 1 para kasu" in text
    calque = r"\ba una de (?:kasu|tane|tan|sanko|akatan|aotan|inoshikacho)\b"
    assert not [n for n, t in _spanish_texts().items() if re.search(calque, t)]


def test_the_round_ends_automatically_not_by_itself_in_spanish() -> None:
    found = [n for n, t in _spanish_texts().items() if re.search(r"\btermina sola\b", flat(t))]
    assert not found, found
    assert "la ronda acaba automáticamente" in flat(lesson("es", 8))


# --- 7. lesson 4's title ----------------------------------------------------------------------

TITLE_4 = {"en": "Setting up a round", "es": "Preparar la ronda"}


# --- 8. --help prints Voila's options in English -----------------------------------------------

HELP = {
    "en": "then the options of the server that shows the page, which are always in English",
    "es": "la segunda parte, las opciones del servidor que muestra la página, sale en inglés",
}


# --- 9. said once ---------------------------------------------------------------------------


ONLY_WINNER = {"en": "only the winner scores.", "es": "solo puntúa quien gana."}


JANUARY_AGREES = {
    "en": "the table above scored it as if in round 1 (January)",
    "es": "la tabla de arriba lo puntuaba como si fuera la ronda 1 (enero)",
}
