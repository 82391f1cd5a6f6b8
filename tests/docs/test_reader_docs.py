"""What a fresh Spanish reader of the docs the lessons link to stumbled on (issue 23), held
in both languages: the cheat sheet words the koi-koi doubling as lesson 8 does, the pages
keep maintainer notes in HTML comments, and the glossary describes Glotón as lesson 9 does."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SHEET = {"en": DOCS / "cheat-sheet.svg", "es": DOCS / "es" / "chuleta.svg"}
LESSON_8 = {
    "en": ROOT / "lessons" / "src" / "08_koikoi_and_scoring.md",
    "es": ROOT / "lessons" / "es" / "src" / "08_koikoi_y_puntos.md",
}
DOUBLING = {
    "en": "×2 again if the winner's opponent had called koi-koi",
    "es": "×2 otra vez si el rival del ganador había cantado koi-koi",
}


MAINTAINERS_ONLY = {
    "es": r"make_docs|terminos\.toml|\btests?\b|prueba comprueba|\b(?:no|ni) «",
    "en": r'make_docs|terminos\.toml|\btests?\b|\b(?:not|nor) "',
}
PAGES = {
    "es": [DOCS / "es" / name for name in ("reglas.md", "cartas.md", "glosario.md")],
    "en": [DOCS / name for name in ("rules.md", "cards.md", "glossary.md")],
}
PYTHON = {"es": "para quien use Python, opcional", "en": "for those who use Python, optional"}


def _without_comments(text: str) -> str:
    return re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)


MARKER = re.compile(r"<!-- (?:begin|end) generated: [\w-]+ -->")


PROFILE_CODES = ("standard", "labsk", "wikihow", "wikipedia-es")
IN_CODE = {"en": "(in code, `{code}`)", "es": "(en código, `{code}`)"}
RULES_PAGE = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}


OLD_GUIDE = ("guía ilustrada", "illustrated guide", "elección del curso", "course's choice")
COURSE_OWN = {"en": "the course's own rules", "es": "las reglas propias del curso"}
COURSE_CHOICE = {
    "en": "The course's authors chose them from a short illustrated Spanish rules text titled "
    "“Koi-Koi”. That text names no author, publisher or website; its parts are numbered, and "
    "the first is titled “01 / Cartas florales y decidir seguir”.",
    "es": "Las eligieron los autores del curso de un breve texto ilustrado de reglas en español, "
    "titulado «Koi-Koi». Ese texto no nombra autor, editorial ni sitio web; sus apartados van "
    "numerados, y el primero se titula «01 / Cartas florales y decidir seguir».",
}


PROFILE_ITEMS = {  # what each profile's item in the rules page's list must say
    "en": {
        "labsk": ["“Koi-koi” of the labsk.net wiki"],
        "wikihow": ["es.wikihow.com"],
        "wikipedia-es": ["“Koi koi”", "LaBSK's yaku points because the article lost its tables"],
    },
    "es": {
        "labsk": ["«Koi-koi» de la wiki de labsk.net"],
        "wikihow": ["es.wikihow.com"],
        "wikipedia-es": [
            "«Koi koi»",
            "con los puntos de cada combinación tomados de LaBSK, porque el artículo perdió "
            "sus tablas",
        ],
    },
}


DEALT_HAND_ASIDE = {
    "en": "under other rules 6 points could count",
    "es": "6 puntos podrían contar como base",
}


GREEDY_FIRST = {  # lesson 9's first sentence about the greedy opponent
    "es": (
        "Glotón solo mira la jugada de ahora: elige la que más le da en ese turno",
        "es/glosario.md",
    ),
    "en": (
        "Greedy looks only at the move in front of it: it picks the one that gains most this turn",
        "glossary.md",
    ),
}
