"""What reader 12 (a fresh Spanish reader of the saved lessons) stumbled on, held on the
sources in both languages: «estándar» is said to be the course's name for its rules, lesson
12 allows tied best moves and says who the coach is, lesson 10 says why January's pile is
left out of the editor's tables, the deal is said one way, lesson 9 folds Greedy's
heuristics, lesson 13 says how the table fits, and lesson 6 makes no unsourced claim."""

from __future__ import annotations

import re

from tests.lessons.lesson_text import lesson, prose

NOT_A_NORM = {
    "es": "«estándar» es solo el nombre que el curso da a su propio perfil, no una norma publicada",
    "en": "“standard” is only the name the course gives its own profile, not a published norm",
}


def goal(lang: str, number: int) -> str:
    """The paragraph of a lesson that says its goal."""
    start = {"en": "**Goal of this lesson:**", "es": "**Objetivo de esta lección:**"}[lang]
    return next(p for p in prose(lesson(lang, number)) if p.startswith(start))


def _unfolded(text: str) -> list[str]:
    """The paragraphs of a lesson outside its <details> blocks."""
    text = re.sub(r"<details>.*?</details>", "", text, flags=re.DOTALL)
    return prose(text)


COACH = {"en": r"\bcoach\b", "es": r"\bentrenador\b"}
COACH_NAMED = {
    "en": "the coach's reason (the same coach that advises you in lesson 13)",
    "es": "el motivo del entrenador (el mismo que te aconsejará en la lección 13)",
}


ONE_BEST = {
    "en": r"one move is clearly better than all the others",
    "es": r"una jugada es claramente\s+mejor que todas las demás",
}
TIES = {
    "en": "one move, or several tied ones, clearly beat all the others",
    "es": "una jugada, o varias igualadas, superan claramente a todas las demás",
}


JANUARY = {  # reader 14: the table above scored it as round 1; say so, not «never»
    "en": (
        "January's pile is left out: tsuki-fuda counts the 4 cards of the month of the round "
        "being played, and the table above scored it as if in round 1 (January); these "
        "tables, though, score each pile outside any round, with no month, and with no month "
        "there is no tsuki-fuda."
    ),
    "es": (
        "Falta el montón de enero: el tsuki-fuda cuenta las 4 cartas del mes de la ronda que "
        "se juega, y la tabla de arriba lo puntuaba como si fuera la ronda 1 (enero); estas "
        "tablas, en cambio, puntúan cada montón fuera de cualquier ronda, sin mes, y sin mes "
        "no hay tsuki-fuda."
    ),
}
ROUND_WITH_A_MONTH = {"en": "a round with a month", "es": "una ronda con mes"}


OLD_DEAL = {
    "en": r"\btwo (?:cards )?at a time\b|batches of two\b",
    "es": r"\bde dos en dos\b|\b2 a la vez\b",
}
DEAL = {"en": "2 cards at a time", "es": "de 2 en 2"}


TABLE_FITS = {
    "en": ("grows with the page", "The table fits the width of the window"),
    "es": ("crece con la página", "El tablero se adapta al ancho de la ventana"),
}


GREEDY_FIRST = {
    "en": "Greedy looks only at the move in front of it: it picks the one that gains most "
    "this turn.",
    "es": "Glotón solo mira la jugada de ahora: elige la que más le da en ese turno.",
}
GREEDY_DETAIL = {"en": "calls koi-koi only with 4", "es": "canta koi-koi solo si le quedan 4"}


COMMON = {
    "en": ("most common scoring mistake", "a very common scoring mistake"),
    "es": ("más frecuente", "Es un error de puntuación muy común"),
}
