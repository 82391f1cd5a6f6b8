"""A text-only reader of a saved lesson (a terminal, ``nbconvert --to markdown``, a diff)
reads every output's ``text/plain``: it is never a raw repr (``<picture>``, ``<table>``,
``<Round ...>``, ``<TableWidget ...>``, a ``Feedback(...)`` or widget repr), and every
picture (a card row, a round) reads as the cards' names, in the lesson's language."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[2]
LESSONS = sorted(REPO.glob("lessons/[0-9][0-9]_*.ipynb")) + sorted(
    REPO.glob("lessons/es/[0-9][0-9]_*.ipynb")
)
RAW = re.compile(r"^<picture>$|^<table>$|<Round |<TableWidget |Feedback\(|children=\(|\w+\(\w+=")
CARD_ROW = re.compile(r"^(Cards|Cartas): ", re.M)
TABLE = re.compile(r"^(Hand|Mano) \(", re.M)
NAMED_CARD = re.compile(r"\w[\w -]* \((\d{1,2}[barp]\d?)\)")


def _texts(path: Path, mime: str = "text/plain"):
    """(cell index, text/plain) of every output that also has ``mime``."""
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            text = data.get("text/plain")
            if text is not None and mime in data:
                yield index, "".join(text) if isinstance(text, list) else text


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_saved_text_is_a_raw_repr(path: Path) -> None:
    raw = [(index, text[:80]) for index, text in _texts(path) if RAW.search(text)]
    assert raw == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_pictures_read_as_card_names_in_the_lessons_language(path: Path) -> None:
    spanish = path.parent.name == "es"
    pictures = list(_texts(path, "image/svg+xml"))  # card rows and rounds
    for index, text in pictures:
        assert CARD_ROW.search(text) or TABLE.search(text), (index, text)
        assert ("Cartas: " in text or "Mano (" in text) is spanish, (index, text)
        assert NAMED_CARD.search(text), (index, text)
