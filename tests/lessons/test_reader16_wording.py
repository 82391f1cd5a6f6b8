"""Reader 16 (issue 23, a fresh Spanish reader): lesson 10 says what the other three profiles
have with one subject and glosses akatan-aotan, lesson 4 says «perfil» shortly, no «una regla
cada vez», counts of cards in digits (lesson 1 and the deal checks), lesson 1 gives the
stop/koi-koi rule once, and lesson 9 says why round 9 has two rows."""

from __future__ import annotations

from koikoi.result import Reason

LANGS = ["en", "es"]


# --- 1. lesson 10: one subject, akatan-aotan glossed -------------------------------------------

HAVE = {
    "en": "Compared with the standard rules, the other three profiles differ in four ways",
    "es": "Frente al estándar, los otros tres perfiles se apartan en cuatro cosas",
}
OLD_SUBJECT = {
    "en": "the standard rules have no akatan-aotan",
    "es": "las estándar no tienen akatan-aotan",
}
GLOSS = {
    "en": "akatan-aotan (the {n} poetry and blue ribbons as one yaku)",
    "es": "akatan-aotan (las {n} cintas poéticas y azules como una sola combinación)",
}


# --- 2. lesson 4: «perfil», short -------------------------------------------------------------

OLD_SETS = {
    "en": "rule sets that come with the course",
    "es": "conjuntos de reglas que trae el curso",
}
PROFILES = {
    "en": "In the course's {n} profiles (lesson 10) a dealt hand is worth {points}",
    "es": "En los {n} perfiles del curso (lección 10) una mano repartida vale {points}",
}


# --- 3. «regla a regla», not «una regla cada vez» -------------------------------------------


# --- 4. counts of cards in digits --------------------------------------------------------------

BRIGHTS = {
    "en": "These 4 and one more, the rain man of November (lessons 3 and 6), are the 5 **brights**",
    "es": "Estas 4 y una más, el hombre de la lluvia de noviembre (lecciones 3 y 6), son las 5 "
    "**cartas de luz**",
}
WORDED = {
    "en": r"\b(?:four|five) (?:cards|pairs|and a fifth)\b|\bother four\b",
    "es": r"\bcuatro (?:cartas|parejas|y una quinta)\b|\botras cuatro\b",
}


DEALT = {
    "en": {
        Reason.TESHI: "teshi: 4 cards of a month dealt",
        Reason.KUTTSUKI: "kuttsuki: 4 pairs dealt",
    },
    "es": {
        Reason.TESHI: "teshi: se repartieron las 4 cartas de un mes",
        Reason.KUTTSUKI: "kuttsuki: se repartieron 4 parejas",
    },
}


# --- 5. lesson 1 gives the stop/koi-koi rule once --------------------------------------------

WHEN = {
    "en": "At the end of the first turn in which",
    "es": "Al final del primer turno en que",
}
POINTER = {
    "en": "(lesson 8 explains it in full)",
    "es": "(la lección 8 la explica entera)",
}


# --- 6. lesson 9: why a round has two rows ---------------------------------------------------

TWO_ROWS = {
    "en": "Round {n} ({month}) has two rows: its first deal was void",
    "es": "La ronda {n} ({month}) tiene dos filas: su primer reparto fue nulo",
}
VOID = {"en": "void deal", "es": "reparto nulo"}
