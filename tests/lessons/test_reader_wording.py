"""What a fresh reader of the lessons stumbled on, held in both languages (issue 23): the
recap of lesson 1 says when you choose as its body does, «standard» is said to be the name
of the rules the course teaches where it first appears, lesson 5's first board says it
is set up by hand, and no Spanish lesson sends the reader to the (English) README."""

from __future__ import annotations

import re

from tests.lessons.lesson_text import (
    prose,
)

FIRST_TURN = {"en": "first turn in which", "es": "primer turno en que"}
STANDARD = {"en": r"\bstandard rules\b", "es": r"\breglas\s+estándar\b"}
COURSE_RULES = {"en": "this course teaches", "es": "enseña este curso"}
SET_UP = {"en": "set up by hand", "es": "preparada a mano"}


LONGEST = 30
"""The most words a sentence of the paragraphs a reader found overlong may now have."""
OVERLONG = {
    "en": [
        (5, "the fourth takes them all"),
        (12, "share first place"),
        (12, "was checked again"),
        (12, "come from real rounds"),
    ],
    "es": [
        (5, "la cuarta se las lleva todas"),
        (12, "comparten el primer puesto"),
        (12, "se comprobó cada posición"),
        (12, "salen de rondas reales"),
    ],
}


SHARED_CARDS = 'print(score("1r 2r 3r 6r 9r 10r 4r"))'
GROWN = {"en": "{name} is {points}", "es": "{name} vale {points}"}


YAKU_LESSONS = {
    "en": "the yaku in lessons 6 and 7.",
    "es": "las combinaciones, en las lecciones 6 y 7.",
}


def _paragraph_before_each_position(text: str) -> list[str]:
    """For each code cell that sets up a position (``Round.from_position``), the last prose
    paragraph before it."""
    found = []
    for cell in re.finditer(r"^```\{code-cell\}.*?^```", text, flags=re.MULTILINE | re.DOTALL):
        if "Round.from_position(" in cell.group(0):
            before = prose(text[: cell.start()])
            found.append(before[-1] if before else "")
    return found


OPEN_CODE_LATER = {
    "en": "shown open in later lessons",
    "es": "abiertas en las lecciones siguientes",
}


APART = {
    "en": "Compared with the standard rules, the other three profiles differ in four ways",
    "es": "Frente al estándar, los otros tres perfiles se apartan en cuatro cosas",
}
# What lesson 10 says sets the standard rules apart: the option, the standard value, what
# each of the three other profiles must have for the words to hold, and the words in each
# language.
_APART_FACTS = [
    ("akatan_aotan", 0, lambda v: v > 0),
    ("inoshikacho_extends", False, lambda v: v is True),
    ("ribbon_sets_extend", False, lambda v: v is True),
    ("counting", "independent", lambda v: v == "best-per-category"),
    ("counting", "independent", lambda v: v == "best-per-category"),
    ("dealer_after_draw", "other", lambda v: v == "same"),
]
_APART_WORDS = {
    "en": ["they have akatan-aotan", "inoshikacho and ribbon sets grow with each further card",
           "inoshikacho and ribbon sets grow with each further card",
           "instead of adding up every yaku", "keep only the best yaku of each category",
           "the same dealer deals again, instead of the other player"],
    "es": ["tienen akatan-aotan",
           "su inoshikacho y sus combinaciones de cintas crecen con cada carta de más",
           "su inoshikacho y sus combinaciones de cintas crecen con cada carta de más",
           "en vez de sumarlas todas", "se quedan con la mejor combinación de cada categoría",
           "tras un empate repite el mismo oya, en vez de repartir el otro jugador"],
}  # fmt: skip
STANDS_APART = {
    lang: [(w, *fact) for w, fact in zip(words, _APART_FACTS, strict=True)]
    for lang, words in _APART_WORDS.items()
}
# How the paragraph would say the standard rules lack a yaku.
LACKS = {
    "en": r"\b(?:no|without)\s+{yaku}(?![\w-])",
    "es": r"\b(?:ni|sin|no\s+tienen)\s+{yaku}(?![\w-])",
}


AIDS = {
    "en": r"Our cards carry (\w+) printed aids to read them at a glance: ([^(]+) \(",
    "es": r"Nuestras cartas llevan impresas (\w+) ayudas para leerlas de un vistazo: ([^(]+) \(",
}
LISTED_CLASS = {"en": "the class in words", "es": "la clase en palabras"}
NUMBERS = {"en": ["three", "four", "five"], "es": ["tres", "cuatro", "cinco"]}
CLASS_IN_WORDS = {
    "en": "the card says its class in words",
    "es": "la carta dice su clase con palabras",
}


# The old paragraph of lesson 5 said four ways that two or three cards of a month on the
# field were dealt there (issue 23); it says it once.
SAID_AGAIN = {
    "en": ["only because they were dealt", "stays on the field only when",
           "never stays on the field beside", "always come from the deal",
           "can only come from the deal"],
    "es": ["solo pueden estar juntas en la mesa", "se queda en la mesa solo cuando",
           "nunca se queda en la mesa junto", "vienen siempre del reparto",
           "solo pueden venir del reparto"],
}  # fmt: skip
THREE_MATCHES = {"en": "the fourth takes them all", "es": "la cuarta se las lleva todas"}
# Then a reader took «Esas tres cartas se repartieron así: durante el juego…» for how the
# cards were dealt: the paragraph says they can only come from the deal, and why.
FROM_THE_DEAL = {
    "en": "Those 3 cards can only come from the deal, because in play",
    "es": "Esas 3 cartas solo pueden venir del reparto, porque durante el juego",
}
READ_AS_THE_DEAL = {"en": "were dealt there:", "es": "se repartieron así"}


TWELVE = {"en": "twelve cards", "es": "doce cartas"}


# «Perfil de la casa» is the learner's own rules, one set (lesson 10's «Partir de» list);
# the named profiles are never «the house profiles» (issue 23: «los tres perfiles de la casa»).
HOUSE_PROFILES = {
    "en": r"\bhouse(?:-rule)?\s+profiles\b",
    "es": r"\b(?:tres\s+)?perfiles\s+(?:de\s+reglas\s+)?de\s+la\s+casa\b",
}


NUMBER_WORDS = {
    "en": {5: "five", 6: "six", 12: "twelve"},
    "es": {5: "cinco", 6: "seis", 12: "doce"},
}
COUNTED = r"(?:cards|cartas|rounds|rondas)\b"


def _written_both_ways(lang: str, passage: str) -> list[int]:
    return [
        n
        for n, word in NUMBER_WORDS[lang].items()
        if re.search(rf"\b{n}\s+{COUNTED}", passage)
        and re.search(rf"\b{word}\s+{COUNTED}", passage, re.IGNORECASE)
    ]


def _cell_with(text: str, words: str) -> str:
    (cell,) = [
        c.group(0)
        for c in re.finditer(r"^```\{code-cell\}.*?^```", text, flags=re.MULTILINE | re.DOTALL)
        if words in c.group(0)
    ]
    return " ".join(cell.split())


CODE_CELLS = {"en": "Code cells make the pictures", "es": "Las celdas de código dibujan"}


COUNTS_IN_DIGITS = {
    "es": {
        8: (r"\b(?:ocho|doce)\s+(?:cartas|rondas)", "Quedan 8 cartas en la mesa", "12 rondas"),
        12: (r"\bseis\s+cartas|\btres\s+cada\s+uno", "se han jugado 6 cartas, 3 cada uno"),
    },
    "en": {
        8: (r"\b(?:eight|twelve)\s+(?:cards|rounds)", "8 cards left on the field", "12 rounds"),
        12: (r"\bsix\s+cards|\bthree\s+by\s+each", "6 cards have been played, 3 by each"),
    },
}


PRINCIPLE_WORDS = {
    "es": (
        "Cuenta las cartas que no has visto",
        "a la vista",
        "a salvo",
        "captura primero la carta valiosa que tu rival podría llevarse",
    ),
    "en": (
        "Count the unseen cards",
        "in sight",
        "is safe",
        "first capture the valuable card your opponent could take",
    ),
}


APPENDIX = {
    "es": ("## Apéndice", "A continuación, cómo se prepara"),
    "en": ("## Appendix", "Next:"),
}


FORGET = {
    "es": "el repaso calcula cuándo volver a enseñarte cada carta: justo cuando estás a punto de "
    "olvidarla",
    "en": "the drill works out when to show you each card again: just when you are about to "
    "forget it",
}


SCHEDULER = {
    "en": "the drill works out when to show you each card again",
    "es": "el repaso calcula cuándo volver a enseñarte cada carta",
}
AFTER_LESSON_3 = {
    "en": "**A review for after lesson 3.**",
    "es": "**Un repaso para después de la lección 3.**",
}


# Reader 10 (a fresh Spanish reader): the unnamed guide behind the standard rules was
# disclaimed again and again (lesson 8 three times, lesson 10, the rules page). The
# standard rules are the course's own; the text they come from is described once, in lesson
# 10. Reader 11: «la guía ilustrada «Koi-Koi» … (su primer apartado se titula «Cartas
# florales y decidir seguir»)» could be neither found nor checked; one plain sentence says
# the rules are the course's choice, drawn from an unnamed illustrated Spanish rules text.
# Reader 14: the course's authors chose them from that text, whose title line («Koi-Koi»)
# and first section title («01 / Cartas florales y decidir seguir») are said as they are.
COURSE_CHOICE = {
    "en": "The course's authors chose them from a short illustrated Spanish rules text titled "
    "“Koi-Koi”. That text names no author, publisher or website; its parts are numbered, and "
    "the first is titled “01 / Cartas florales y decidir seguir”.",
    "es": "Las eligieron los autores del curso de un breve texto ilustrado de reglas en español, "
    "titulado «Koi-Koi». Ese texto no nombra autor, editorial ni sitio web; sus apartados van "
    "numerados, y el primero se titula «01 / Cartas florales y decidir seguir».",
}
ILLUSTRATED = {"en": "illustrated", "es": "ilustrad"}
OLD_GUIDE = ("guía ilustrada", "illustrated guide", "elección del curso", "course's choice")
COURSE_OWN = {"en": "the course's own rules", "es": "las reglas propias del curso"}
# Lesson 8 says it in a shorter sentence (reader 13): the name of the course's own profile.
OWN_PROFILE = {"en": "the course gives its own profile", "es": "el curso da a su propio perfil"}
LESSON_NUMBERS = range(14)


WIKIPEDIA_ITEM = {"en": "- **Spanish Wikipedia**:", "es": "- **Wikipedia en español**:"}
WIKIPEDIA_SAID_TWICE = {
    "en": r"and only those|reproduces those tables|the table below shows",
    "es": r"y nada más|reproduce esas tablas|la tabla de abajo muestra",
}


WIKIPEDIA_TITLE = {"en": "“Koi koi”", "es": "«Koi koi»"}
LOST_TABLES = {
    "en": "because the article lost its tables",
    "es": "porque el artículo perdió sus tablas",
}
FINDABLE = {  # each source's item names it in words one can search for
    "en": {"- **LaBSK**:": "“Koi-koi” of the labsk.net wiki", "- **wikiHow**:": "es.wikihow.com"},
    "es": {"- **LaBSK**:": "«Koi-koi» de la wiki de labsk.net", "- **wikiHow**:": "es.wikihow.com"},
}


METHOD = {
    "en": ("## How we know which move is better", "<details><summary>More on the method"),
    "es": ("## Cómo sabemos qué jugada es mejor", "<details><summary>Más sobre el método"),
}


PDF_LINK = {
    "en": "[the cheat sheet as a PDF](../docs/cheat-sheet.pdf)",
    "es": "[la chuleta en PDF](../../docs/es/chuleta.pdf)",
}


WORDED_COUNTS = {
    "es": r"\b(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+"
    r"(?:cartas|simples|animales|cintas|luces|puntos)\b|\buno o dos puntos|:\s+nueve\b",
    "en": r"\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(?:cards|plains|animals|ribbons|brights|points)\b|\bpoint or two\b|\bone or two "
    r"points|'seven or more'|:\s+nine\b",
}
DIGITS_SAID = {
    "es": {8: "Tu montón tiene 10 simples", 12: "Ninguna de tus 3 cartas captura"},
    "en": {8: "Your pile holds 10 plains", 12: "None of your 3 cards captures"},
}
