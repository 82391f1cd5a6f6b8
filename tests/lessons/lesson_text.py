"""Reading the lesson sources, the saved notebooks and the docs as text, for the wording tests
(tests/lessons/test_wording_*.py, tests/docs/test_rules_pages_wording.py,
tests/i18n/test_catalog_wording.py, tests/i18n/test_card_names_in_prose.py). Not a test module:
helpers and paths only."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
FOLDER = {"en": LESSONS, "es": LESSONS / "es"}
"""Where each language's saved notebooks are."""
SOURCE = {"en": LESSONS / "src", "es": LESSONS / "es" / "src"}
"""Where each language's lesson sources (MyST) are."""
DOCS = {"en": ROOT / "docs", "es": ROOT / "docs" / "es"}
RULES_PAGE = {"en": DOCS["en"] / "rules.md", "es": DOCS["es"] / "reglas.md"}
GLOSSARY = {"en": DOCS["en"] / "glossary.md", "es": DOCS["es"] / "glosario.md"}
CARDS_PAGE = {"en": DOCS["en"] / "cards.md", "es": DOCS["es"] / "cartas.md"}
SHEET = {"en": DOCS["en"] / "cheat-sheet.svg", "es": DOCS["es"] / "chuleta.svg"}
RECAP = {"en": "## Recap", "es": "## Resumen"}
LANGS = ["en", "es"]
LESSON_NUMBERS = range(14)
CODE_CELL = re.compile(r"^```\{code-cell\}.*?^```", re.MULTILINE | re.DOTALL)
"""A code cell of a lesson source, fences included."""


def flat(text: str) -> str:
    """``text`` with every run of white space one space."""
    return " ".join(text.split())


def lesson(lang: str, number: int) -> str:
    """The source (MyST) of lesson ``number``."""
    (path,) = SOURCE[lang].glob(f"{number:02d}_*.md")
    return path.read_text(encoding="utf-8")


def prose(text: str) -> list[str]:
    """The paragraphs of a lesson source, its code cells left out."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]


def unfolded(text: str) -> list[str]:
    """The paragraphs of a lesson source outside its <details> blocks."""
    return prose(re.sub(r"<details>.*?</details>", "", text, flags=re.DOTALL))


def sentences(paragraph: str) -> list[str]:
    """The sentences of a paragraph (or list item), split at a full stop, a semicolon or a
    colon that ends a clause."""
    return [s for s in re.split(r"(?<=[.;:])\s+", paragraph) if s.strip()]


def paragraph_with(lang: str, number: int, words: str) -> str:
    """The one paragraph of lesson ``number`` that contains ``words``."""
    found = [p for p in prose(lesson(lang, number)) if words in p]
    assert len(found) == 1, (number, words, found)
    return found[0]


def notebook(lang: str, number: int) -> dict:
    """The saved notebook of lesson ``number``."""
    (path,) = FOLDER[lang].glob(f"{number:02d}_*.ipynb")
    return json.loads(path.read_text(encoding="utf-8"))


def saved(lang: str, number: int) -> str:
    """The text of a saved notebook, sources and outputs, as one string."""
    cells = notebook(lang, number)["cells"]
    return flat(" ".join(json.dumps(c, ensure_ascii=False) for c in cells))


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


def sheet_texts(lang: str) -> list[str]:
    """The text elements of the cheat sheet (SVG), in order."""
    svg = SHEET[lang].read_text("utf-8")
    return [html.unescape(t) for t in re.findall(r"<text [^>]*>([^<]*)</text>", svg)]


def glossary_row(lang: str, term: str) -> str:
    """The one row of the glossary that starts with ``term``."""
    (row,) = [r for r in GLOSSARY[lang].read_text("utf-8").splitlines() if r.startswith(term)]
    return row


# --- wordings the course no longer uses, in lessons, docs and catalogs alike ---------------

OLD_DEAL = {
    "en": r"\b(?:two|\d+|\{count\}) at a time\b|\btwo cards at a time\b"
    r"|\bbatches of (?:two|2 cards)\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b"
    r"|\b(?:\d+|\{count\}) (?:a la vez|de una vez)\b",
}
"""The deal said another way than «de 2 en 2», "2 cards at a time"."""
OLD_PILE = {
    "en": r"\b(?:your|opponent's|\{player\}'s) captures\b",
    "es": r"\b(?:tus|sus) capturas\b",
}
"""A captured pile called otherwise than «montón», "pile"."""


def goal(lang: str, number: int) -> str:
    """The paragraph of a lesson that says its goal."""
    start = {"en": "**Goal of this lesson:**", "es": "**Objetivo de esta lección:**"}[lang]
    return next(p for p in prose(lesson(lang, number)) if p.startswith(start))
