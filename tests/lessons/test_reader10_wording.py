"""What a fresh Spanish reader (reader 10) stumbled on in lessons 0, 1, 6, 7 and 13 and the
glossary, held in both languages: lesson 0 welcomes a first visit instead of turning it
away and names the Anki file in words, lesson 13 keeps only the JupyterLab route to the
practice page, lesson 1 and the glossary agree on months and suits, lesson 6 says «explica
toda la tabla», lesson 7 links the cheat sheet by what it is, and the counts of cards a
passage of lessons 7 and 13 gives are written in digits, one way."""

from __future__ import annotations

import re
from pathlib import Path

from tests.lessons.lesson_text import prose

DOCS = Path(__file__).resolve().parents[2] / "docs"

TURNED_AWAY = {
    "es": ["Acabas de empezar", "no es tu primera lección"],
    "en": ["Just starting", "not your first lesson"],
}
WELCOME = {
    "es": ("te damos la bienvenida", "[lección 1](01_empieza_aqui.ipynb)", "lección 3"),
    "en": ("welcome", "[lesson 1](01_start_here.ipynb)", "lesson 3"),
}


SUITS = {
    "es": ("sin números ni palos", "en lugar de palos tiene los **12 meses**"),
    "en": ("no numbers and no suits", "in place of suits it has the **12 months**"),
}
GLOSSARY_MONTH = {
    "es": ("glosario.md", "| **mes** |", "hace el papel del palo de la baraja española"),
    "en": ("glossary.md", "| **month** |", "it plays the part of a suit in a Western deck"),
}


NUMBER_WORD = {
    "es": r"\b(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:otr[oa]s\s+)?"
    r"(?:cartas|cintas|animales|simples)\b",
    "en": r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:other\s+)?"
    r"(?:cards|ribbons|animals|plains)\b",
}
# The passages the reader found writing counts two ways, by words each holds (and a count it
# now gives in digits).
PASSAGES = {
    "es": {
        7: [
            ("Las combinaciones se **suman**", "Con 7 cintas (las 3 poéticas, las 3 azules"),
            ('key="pile 1r 2r 3r 4r 5r"', "tan 1 por 5 cintas"),
            ('key="seven animals"', "otros 4 animales (7 en total)"),
            ('key="seven ribbons"', "otras 4 cintas"),
            ("juntas valen 10", "esas 6 cintas son además tan 2"),
        ],
        13: [('key="koi-koi or stop: the moon on the field"', "te quedan 6 cartas")],
    },
    "en": {
        7: [
            ("Yaku are **added**", "With 7 ribbons (the 3 poetry ribbons, the 3 blue ones and 1"),
            ('key="pile 1r 2r 3r 4r 5r"', "tan 1 for 5 ribbons"),
            ('key="seven animals"', "4 other animals (7 in all)"),
            ('key="seven ribbons"', "4 other ribbons"),
            ("together 10", "those 6 ribbons are also tan 2"),
        ],
        13: [('key="koi-koi or stop: the moon on the field"', "with 6 cards left")],
    },
}


def _passage(text: str, words: str) -> str:
    """The prose paragraph that holds ``words``, or the question cell that holds them with
    its answer below it (the cell's ``key=`` left out: a name for the code, never shown)."""
    if words.startswith("key="):
        start = text.rindex("```{code-cell}", 0, text.index(words))
        passage = text[start : text.index("</details>", start)]
        return " ".join(re.sub(r'key="[^"]*"', "", passage).split())
    (paragraph,) = [p for p in prose(text) if words in p]
    return paragraph
