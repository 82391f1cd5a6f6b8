"""What reader 11 (a fresh Spanish reader of the saved lessons) stumbled on, held on the
sources: «a su rival no le falta una sola carta para ninguna combinación» can be read as
«the rival lacks nothing», the opposite of what is meant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.lessons.lesson_text import lesson

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = sorted(ROOT.glob("*/locale/es/LC_MESSAGES/*.po"))
AMBIGUOUS = re.compile(r"\bno\s+le\s+falta\s+una\s+(?:sola\s+)?carta", re.IGNORECASE)
ONE_CARD_AWAY = "no está a una carta de ninguna combinación"


@pytest.mark.parametrize("number", [9, 12, 13])
def test_the_rival_one_card_away_is_said_unambiguously(number: int) -> None:
    """reader 11: lessons 9, 12 and 13 said «al rival no le falta una (sola) carta para
    ninguna combinación»; they say, as the coach does, «no está a una carta de ninguna
    combinación»."""
    text = " ".join(lesson("es", number).split())
    assert not AMBIGUOUS.search(text), AMBIGUOUS.findall(text)
    assert ONE_CARD_AWAY in text


def test_no_spanish_catalog_says_the_ambiguous_phrase() -> None:
    """The catalogs say the same thing the unambiguous way (the coach's own line)."""
    found = [
        (po.name, line)
        for po in CATALOGS
        for line in po.read_text("utf-8").splitlines()
        if line.startswith("msgstr") and AMBIGUOUS.search(line)
    ]
    assert CATALOGS and not found, found
    coach = (ROOT / "koikoi" / "locale" / "es" / "LC_MESSAGES" / "tutor.po").read_text("utf-8")
    assert "Tu rival " + ONE_CARD_AWAY in coach
