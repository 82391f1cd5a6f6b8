"""What reader 13 (a fresh Spanish reader of the saved lessons) stumbled on, held on the
sources in both languages: lesson 10 names every way the three written profiles all leave
the standard rules, lesson 8 says in one sentence what «estándar» is and that a first
combination is a «mejora», lessons 3 and 7 send to the card review, lesson 4 says what its
saved deal shows, lesson 8 explains the board's progress notes where they first appear,
lesson 12 says «igualadas» and keeps the seed out of its table, counts of game things are
digits, no lesson says «otras casas», lesson 13 says what the review never names, lesson 9
offers a new match without code, and lesson 6 shows the brights' table once."""

from __future__ import annotations

import json
import re

from tests.lessons.lesson_text import LESSONS, flat, prose

FOLDER = {"en": LESSONS, "es": LESSONS / "es"}


def notebook(lang: str, number: int) -> dict:
    (path,) = FOLDER[lang].glob(f"{number:02d}_*.ipynb")
    return json.loads(path.read_text(encoding="utf-8"))


def output_text(cell: dict) -> str:
    """What a saved code cell shows, its markup left out."""
    shown = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        kinds = ("text/html", "image/svg+xml", "text/plain")
        for text in (*(data.get(kind) for kind in kinds), output.get("text")):
            if text:
                shown.append("".join(text) if isinstance(text, list) else text)
    return flat(re.sub(r"<[^>]+>", " ", " ".join(shown)))


def _outside_details(text: str) -> list[str]:
    return prose(re.sub(r"<details>.*?</details>", "", text, flags=re.DOTALL))


# --- 1. lesson 10: what sets the standard rules apart ------------------------------------

APART = {
    "en": "Compared with the standard rules, the other three profiles differ in four ways",
    "es": "Frente al estándar, los otros tres perfiles se apartan en cuatro cosas",
}
OLD_APART = {"en": "profiles in the same ways:", "es": "perfiles en lo mismo:"}


# --- 2. lesson 8: «estándar» in one short sentence ------------------------------------------

NOT_A_NORM = {
    "en": "“standard” is only the name the course gives its own profile, not a published norm",
    "es": "«estándar» es solo el nombre que el curso da a su propio perfil, no una norma publicada",
}
RULES_WORD = {"en": r"\brules\b", "es": r"\breglas\b"}
OLD_RULES = {
    "en": "teaches are the course's own rules, the standard rules",
    "es": "Las reglas que enseña este curso son las reglas propias del curso",
}


# --- 3. the card review is pointed to after lessons 3 and 7 ---------------------------------

DRILL_LINK = re.compile(r"\]\((00_\w+\.ipynb)\)")
AFTER_7 = {
    "en": "those questions are for after lesson 7",
    "es": "esas preguntas son para después de la lección 7",
}


# --- 4. lesson 4: what the saved deal shows --------------------------------------------------

FINISHED = {
    "en": "The saved page, before you run anything, shows the finished deal (its last step).",
    "es": "La página guardada, antes de ejecutar nada, muestra el reparto ya terminado (su "
    "último paso).",
}


# --- 5. the board's progress notes, explained where first shown -------------------------

PROGRESS = re.compile(r"\b[a-z-]+ \d+/\d+\b")
NOTES = {
    "en": ("tane 3/5", "hanami 1/2 — needs curtain (3b)", "✓ tsukimi 5"),
    "es": ("tane 3/5", "hanami 1/2 — falta cortina (3b)", "✓ tsukimi 5"),
}


# --- 6. «igualadas», never «empatadas», for moves ------------------------------------------


# --- 7. a first combination is a «mejora» ---------------------------------------------------

FIRST_IMPROVEMENT = {
    "en": (
        "**The first improvement offers a choice.** Your first yaku is already an "
        "**improvement** (your base points go up from 0).",
        "The first yaku offers a choice",
    ),
    "es": (
        "**La primera mejora te ofrece una elección.** Tu primera combinación ya es una "
        "**mejora** (tus puntos base suben de 0).",
        "La primera combinación te ofrece",
    ),
}
GLOSSARY = {
    "en": ("glossary.md", "| **improvement**", "a new yaku"),
    "es": ("es/glosario.md", "| **mejorar**", "una combinación nueva"),
}


# --- 8. counts of game things in digits -----------------------------------------------------

WORDED = {
    "es": r"\b(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:otr[oa]s\s+)?"
    r"(?:cartas|simples|animales|cintas|luces|puntos|meses|rondas|combinaciones)\b",
    "en": r"\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:other\s+)?"
    r"(?:cards|plains|animals|ribbons|brights|points|months|rounds|yaku)\b",
}
SAID_IN_DIGITS = {
    "es": {
        1: "tiene los **12 meses** del año",
        3: "5 animales forman la combinación tane, 5 cintas la combinación tan y 10 simples",
        6: "Sin él, 3 luces ya puntúan 5, y 4 puntúan 8",
    },
    "en": {
        1: "it has the **12 months** of the year",
        3: "5 animals make the yaku tane, 5 ribbons the yaku tan, 10 plains",
        6: "Without him, 3 brights already score 5, and 4 score 8",
    },
}


# --- 9. «reglas de la casa», never «otras casas» --------------------------------------------

HOUSES = {"en": r"\b(?:other|some) houses\b", "es": r"\b(?:otras|algunas) casas\b"}
HOUSE_RULES = {"en": "house rules", "es": "reglas de la casa"}


# --- 10. lesson 13: the review never names a move a hint advised ---------------------------

NEVER_NAMED = {
    "en": ("never the move a hint advised", "never names a move you played by following a hint"),
    "es": ("nunca la que aconsejó una pista", "nunca señala una jugada que seguiste por una pista"),
}


# --- 11. lesson 12: no seed in what the learner reads ---------------------------------------

SEED = {"en": r"\bseed\b", "es": r"\bsemilla\b"}


# --- 12. lesson 9: a new match without code ---------------------------------------------------

NEW_MATCH = {
    "en": ("press **Play again** for a new match with new deals", "change the seed"),
    "es": ("pulsa **Jugar otra vez** para una partida nueva, con repartos nuevos",
           "cambia la semilla"),
}  # fmt: skip


# --- 13. lesson 6: the brights' table once ---------------------------------------------------
