"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the docs, held in both languages: the cheat sheet numbers a turn's two parts as the rules
page does, with the check of yaku as a note after them, and no page says the deal or the
pile another way than the lessons."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from tests.lessons.lesson_text import flat

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


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_cheat_sheet_numbers_a_turns_two_parts_as_the_rules_page(lang: str) -> None:
    """reader 13, item 2: the sheet numbered a turn 1–3 («3 Solo ahora se miran las
    combinaciones») where the rules page says a turn has two parts, then a note."""
    texts = sheet_texts(lang)
    first, after = BLOCK[lang]
    block = texts[texts.index(first) + 1 : texts.index(after)]
    markers = [t for t in block if re.fullmatch(r"\d+|•", t)]
    assert markers == ["•", "•", "•", "1", "2", "•"], markers
    note = flat(" ".join(block[len(block) - block[::-1].index("•") :]))  # after the last •
    assert note.startswith(AFTER_THE_TURN[lang] + ":"), note
    assert f"{AFTER_THE_TURN[lang]}." in flat(RULES[lang].read_text("utf-8"))


OLD_DEAL = {
    "en": r"\b(?:two|\d+) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b\d+ a la vez\b",
}
OLD_PILE = {"en": r"\b(?:your|opponent's) captures\b", "es": r"\b(?:tus|sus) capturas\b"}
PAGES = {"en": sorted(DOCS.glob("*.md")), "es": sorted((DOCS / "es").glob("*.md"))}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_page_says_the_deal_or_the_pile_another_way(lang: str) -> None:
    """reader 13, item 4: the glossary said "2 at a time" where the lessons and the rules
    page say "2 cards at a time"; the cheat sheet said "Deal 2 at a time"."""
    pages = {p.name: flat(p.read_text("utf-8")) for p in PAGES[lang]}
    pages[SHEET[lang].name] = flat(" ".join(sheet_texts(lang)))
    assert len(pages) >= 4
    old = {
        name: re.findall(OLD_DEAL[lang], text) + re.findall(OLD_PILE[lang], text)
        for name, text in pages.items()
    }
    assert not any(old.values()), old
