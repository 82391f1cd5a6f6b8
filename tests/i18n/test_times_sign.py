"""One sign for doubling: every learner-facing text writes "×2" and "8 × 2", never "x2" or
"8 x 2" (issue 23): the lessons of both languages, the catalogs (English messages and
Spanish translations), and the rules, glossary and cheat-sheet pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[2]
LETTER_X = re.compile(r"(?<![\w.(])\(?x[248]\b(?![=,:)])|(?<=[\d}]) x (?=[\d{])")
"""A letter x used as the times sign: "x2", "(x4 at most)", "8 x 2", "{base} x {times}"."""

TEXTS = sorted(
    [
        *REPO.glob("lessons/src/*.md"),
        *REPO.glob("lessons/es/src/*.md"),
        REPO / "docs" / "rules.md",
        REPO / "docs" / "glossary.md",
        REPO / "docs" / "es" / "reglas.md",
        REPO / "docs" / "es" / "glosario.md",
        REPO / "docs" / "cheat-sheet.svg",
        REPO / "docs" / "es" / "chuleta.svg",
        REPO / "docs" / "round-flow.svg",
        REPO / "docs" / "es" / "flujo-de-ronda.svg",
    ]
)
CATALOGS = sorted(REPO.glob("*/locale/es/LC_MESSAGES/*.po"))


def letter_x(text: str) -> list[str]:
    """The times signs written with the letter x in ``text``."""
    return [m.group(0) for m in LETTER_X.finditer(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("x2 at 7 or more; (x4 at most)", ["x2", "(x4"]),
        ("8 x 2 x 2 = 32; {base} x {times}", [" x ", " x ", " x "]),
        ('×2 desde 7; 8 × 2 = 16; (x1, y1), (x2, y2); x2="4"; p.x2', []),
    ],
)
def test_the_scan_finds_the_letter_x_only(text: str, found: list[str]) -> None:
    assert letter_x(text) == found


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: str(p.relative_to(REPO)))
def test_lessons_and_pages_write_the_times_sign(path: Path) -> None:
    hits = [
        f"{path.name}:{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if letter_x(line)
    ]
    assert not hits, "write × (not x) for doubling:\n" + "\n".join(hits)


@pytest.mark.parametrize("po", CATALOGS, ids=lambda p: p.stem)
def test_catalog_messages_write_the_times_sign(po: Path) -> None:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    hits = []
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        hits += [text for text in (*ids, *strings) if text and letter_x(text)]
    assert not hits, "write × (not x) for doubling:\n" + "\n".join(hits)
