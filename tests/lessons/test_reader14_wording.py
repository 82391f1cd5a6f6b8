"""Reader 14 (issue 23, a fresh Spanish reader of the saved lessons): the lightning 11p1
shows no willow, where the standard rules come from, the points of a dealt hand, one name
for tsuki-fuda and for LaBSK, counts in digits, two calques, lesson 4's title, the English
half of ``--help``, and answers that repeat what the lesson already said."""

from __future__ import annotations

import json

from tests.lessons.lesson_text import LESSONS, flat

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


def _spanish_texts() -> dict[str, str]:
    texts = {p.name: p.read_text("utf-8") for p in (LESSONS / "es" / "src").glob("*.md")}
    texts |= {p.name: p.read_text("utf-8") for p in DOCS["es"].glob("*.md")}
    texts |= {p.name: p.read_text("utf-8") for p in ROOT.glob("*/locale/es/LC_MESSAGES/*.po")}
    return texts


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
