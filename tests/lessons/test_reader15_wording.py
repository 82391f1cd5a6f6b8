"""Reader 15 (issue 23, a fresh Spanish reader): «perfil» before lesson 10 teaches it,
counts in words in the exercises, one gender for the koi-koi limit, what the three other
profiles share in lesson 10, answers of lesson 8 that repeat a long sentence, a plain word
for the review's scheduler, the exercise of 4 cards in one play, and lesson 7 repeating
lesson 3's warning about names."""

from __future__ import annotations

import re

from tests.lessons.lesson_text import lesson

LANGS = ["en", "es"]


# --- 1. lesson 4 says «perfil» only with its pointer to lesson 10 ----------------------------

VARIANTS = {
    "en": "In the course's 4 profiles (lesson 10) a dealt hand is worth 6",
    "es": "En los 4 perfiles del curso (lección 10) una mano repartida vale 6",
}
PROFILE = {"en": r"\bprofiles?\b", "es": r"\bperfil(?:es)?\b"}


# --- 2. counts of game things in digits in the exercises --------------------------------------

NUMBER = {
    "en": r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)",
    "es": r"(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)",
}
THINGS = {
    "en": r"(?:cards?|plains?|brights|animals|ribbons|pairs|matches|field cards|pampas[\w-]*"
    r"|poetry ribbons|other|most|November|of \w+|each)",
    "es": r"(?:cartas?|simples|luces|animales|cintas|parejas|de \w+)",
}
ALL = {"en": r"\ball (?:three|four|five)\b", "es": r"\blas (?:tres|cuatro|cinco)\b"}
EXERCISE = re.compile(r"^```\{code-cell\}.*?^```", re.MULTILINE | re.DOTALL)


def exercise_strings(lang: str, number: int) -> str:
    """The string literals of the code cells that ask the learner a question."""
    cells = [c for c in EXERCISE.findall(lesson(lang, number)) if re.search(r"\b[Cc]hoice\(", c)]
    cells = [re.sub(r'key="[^"\n]*"', "", c) for c in cells]  # a progress key is never shown
    return " ".join(" ".join(re.findall(r'"([^"\n]*)"', c)) for c in cells)


# --- 3. the koi-koi limit in one gender -------------------------------------------------------


# --- 4. lesson 10: LaBSK one way, wikiHow and Spanish Wikipedia another ----------------------

SHARED = {
    "en": "LaBSK in one way, wikiHow and Spanish Wikipedia in another, the same for both",
    "es": "LaBSK de una manera, y wikiHow y Wikipedia en español de otra, la misma en los dos",
}
OLD_OWN_WAY = {"en": "each in its own way", "es": "cada uno a su manera"}


# --- 5. lesson 8's answers say a long sentence once -------------------------------------------

ROUND_ENDED = {
    "en": (
        "Then you ended a turn with a new or improved yaku, and with that the round ended by "
        "itself.",
        "Then your opponent ended a turn with a new or improved yaku, and with that the round "
        "ended by itself.",
    ),
    "es": (
        "Después acabaste un turno con una combinación nueva o mejorada, y con eso la ronda acabó "
        "automáticamente.",
        "Después tu rival acabó un turno con una combinación nueva o mejorada, y con eso la "
        "ronda acabó automáticamente.",
    ),
}
BEATEN = {"en": "a beaten caller scores 0", "es": "quien canta koi-koi y pierde puntúa 0"}


# --- 6. lesson 0: no «planificador de repasos» ------------------------------------------------

WORKS_OUT = {
    "en": "the drill works out when to show you each card again",
    "es": "el repaso calcula cuándo volver a enseñarte cada carta",
}


# --- 7. lesson 5: the 4 cards of one play -----------------------------------------------------

OTHER_3 = {
    "en": "One card of your hand takes the other 3 of its month: 4 cards to your pile.",
    "es": "Una carta de tu mano se lleva las otras 3 de su mes: 4 cartas a tu montón.",
}
OLD_4 = {"en": "takes 4 cards in a single play", "es": "se lleva 4 cartas de una sola jugada"}


# --- 8. lesson 7 reminds of lesson 3's names in one line --------------------------------------

REMINDER = {"en": "Remember (lesson 3):", "es": "Recuerda (lección 3):"}
OLD_WARNING = {"en": "Mind the names", "es": "Cuidado con los nombres"}
