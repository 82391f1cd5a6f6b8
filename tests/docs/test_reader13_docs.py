"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the docs, held in both languages: the cheat sheet numbers a turn's two parts as the rules
page does, with the check of yaku as a note after them, and no page says the deal or the
pile another way than the lessons."""

from __future__ import annotations

import html
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SHEET = {"en": DOCS / "cheat-sheet.svg", "es": DOCS / "es" / "chuleta.svg"}
RULES = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}
BLOCK = {
    "en": ("A round, turn by turn", "Koi-koi and round points"),
    "es": ("Una ronda, turno a turno", "Koi-koi y puntos de la ronda"),
}
AFTER_THE_TURN = {
    "en": "Only after the draw are yaku checked",
    "es": "Solo después de robar se miran las combinaciones",
}


def sheet_texts(lang: str) -> list[str]:
    svg = SHEET[lang].read_text("utf-8")
    return [html.unescape(t) for t in re.findall(r"<text [^>]*>([^<]*)</text>", svg)]


OLD_DEAL = {
    "en": r"\b(?:two|\d+) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b\d+ a la vez\b",
}
OLD_PILE = {"en": r"\b(?:your|opponent's) captures\b", "es": r"\b(?:tus|sus) capturas\b"}
PAGES = {"en": sorted(DOCS.glob("*.md")), "es": sorted((DOCS / "es").glob("*.md"))}
