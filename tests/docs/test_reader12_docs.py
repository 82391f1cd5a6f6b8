"""What reader 12 (a fresh Spanish reader) stumbled on in the docs the lessons link to, held
in both languages: LaBSK's koi-koi doubling is said as the engine computes it, the pages
keep no editor notes, the glossary names the counting rule with the lessons' words, the deal
is said one way (the cheat sheet too), and a turn's two parts are a list of two."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RULES = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}
GLOSSARY = {"en": DOCS / "glossary.md", "es": DOCS / "es" / "glosario.md"}
CARDS = {"en": DOCS / "cards.md", "es": DOCS / "es" / "cartas.md"}
SHEET = {"en": DOCS / "cheat-sheet.svg", "es": DOCS / "es" / "chuleta.svg"}
LESSON_10 = {
    "en": ROOT / "lessons" / "src" / "10_house_rules.md",
    "es": ROOT / "lessons" / "es" / "src" / "10_reglas_de_la_casa.md",
}


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


MARKER = re.compile(r"<!-- (?:begin|end) generated: [\w-]+ -->")


COUNTING_TERM = {"en": "every yaku adds up", "es": "se suman todas"}
OLD_TERM = {"en": "independent counting", "es": "recuento independiente"}


DEAL = {"en": "2 cards at a time", "es": "de 2 en 2"}
OLD_DEAL = {"en": r"batches of 2 cards|two cards at a time", "es": r"de dos en dos|2 a la vez"}
SHEET_DEAL = {"en": "Deal 2 cards at a time:", "es": "Se reparten de 2 en 2:"}


TURN = {"en": "### A turn", "es": "### Un turno"}
AFTER_THE_LIST = {
    "en": "Only after the draw are yaku checked.",
    "es": "Solo después de robar se miran las combinaciones.",
}
