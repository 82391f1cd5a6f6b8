"""One sign for doubling: every learner-facing text writes "×2" and "8 × 2", never "x2" or
"8 x 2" (issue 23): the lessons of both languages, the catalogs (English messages and
Spanish translations), the rules, glossary and cheat-sheet pages, and every saved output of
every built notebook (what a cell printed, as a reader of the saved lessons sees it)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[2]
LETTER_X = re.compile(r"(?<![\w.(#&])\(?x\d+\b(?![=,:)])|(?<=[\d}]) x (?=[\d{])")
"""A letter x used as the times sign: "x1", "x2", "(x4 at most)", "8 x 2", "{base} x {times}"
(not a coordinate such as ``x2="4"`` or an HTML entity such as ``&#x27;``)."""

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
NOTEBOOKS = sorted([*REPO.glob("lessons/*.ipynb"), *REPO.glob("lessons/es/*.ipynb")])
SHOWN = ("text/", "image/svg+xml")
"""The output formats a reader sees as text (not the base64 of a PNG)."""


def letter_x(text: str) -> list[str]:
    """The times signs written with the letter x in ``text``."""
    return [m.group(0) for m in LETTER_X.finditer(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("x2 at 7 or more; (x4 at most)", ["x2", "(x4"]),
        ("8 x 2 x 2 = 32; {base} x {times}", [" x ", " x ", " x "]),
        ("base  5 x1 =  5; base 8 x4 = 32", ["x1", "x4"]),
        ('×2 desde 7; 8 × 2 = 16; (x1, y1), (x2, y2); x2="4"; p.x2; &#x27;', []),
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


def saved_outputs(path: Path) -> Iterator[tuple[str, str]]:
    """(cell label, text) of every saved output of the notebook at ``path``: printed
    streams, and every text, HTML, Markdown or SVG rendering of a result."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for number, cell in enumerate(notebook["cells"]):
        for output in cell.get("outputs", []):
            texts = [output.get("text", "")]
            texts += [v for k, v in output.get("data", {}).items() if k.startswith(SHOWN)]
            for text in texts:
                joined = "".join(text) if isinstance(text, list) else text
                yield f"{path.name} cell {number}", joined


def test_the_output_scan_reads_printed_and_rendered_outputs(tmp_path: Path) -> None:
    cell = {
        "cell_type": "code",
        "outputs": [
            {"output_type": "stream", "text": ["base 5 x1 = 5\n"]},
            {"output_type": "display_data", "data": {"text/html": "<b>x4</b>", "image/png": "x2"}},
        ],
    }
    path = tmp_path / "99_x.ipynb"
    path.write_text(json.dumps({"cells": [{"cell_type": "markdown"}, cell]}), encoding="utf-8")
    hits = [(where, letter_x(text)) for where, text in saved_outputs(path) if letter_x(text)]
    assert hits == [("99_x.ipynb cell 1", ["x1"]), ("99_x.ipynb cell 1", ["x4"])]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(REPO)))
def test_saved_outputs_write_the_times_sign(path: Path) -> None:
    hits = [
        f"{where}: {sign!r} in {text[max(0, text.find(sign) - 40) :][:80]!r}"
        for where, text in saved_outputs(path)
        for sign in letter_x(text)
    ]
    assert not hits, "write × (not x) for doubling:\n" + "\n".join(hits)
