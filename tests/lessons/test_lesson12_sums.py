"""Lesson 12's koi-koi note says what the engine scores: the pile of the position
"koikoi 6/5" plus the crane 1b, and plus the moon 8b (which also makes tsukimi with the
sake cup already in the pile), with the sums and the doubled round points as the engine
computes them under the standard rules, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import RuleSet, format_cards, score
from koikoi.points import round_points
from koikoi.tutor.judgement import position_named

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SOURCES = [LESSONS / "src" / "12_playing_well.md", LESSONS / "es" / "src" / "12_jugar_bien.md"]
POSITION = "koikoi 6/5"


def note_of(source: Path) -> str:
    """The text of the ``note=`` given with the position in the lesson source."""
    text = source.read_text(encoding="utf-8")
    cell = text[text.index(f'position_named("{POSITION}")') :]
    note = cell[cell.index("note=") : cell.index("\n)")]
    return " ".join(re.findall(r'"((?:[^"\\]|\\.)*)"', note))


def sums(extra: str) -> tuple[str, int]:
    """The sum the engine makes of the position's pile plus ``extra`` ("7 + 5 = 12") and
    the round points of stopping on it."""
    position = position_named(POSITION)
    rules = RuleSet.preset("standard")
    pile = format_cards(position.round().captured[position.player]) + " " + extra
    found = score(pile, rules)
    addition = " + ".join(str(y.points) for y in found.yaku) + f" = {found.total}"
    return addition, round_points(found.total, rules).points


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
@pytest.mark.parametrize("extra", ["1b", "8b"])
def test_the_note_says_the_engines_sum(source: Path, extra: str) -> None:
    note = note_of(source)
    addition, points = sums(extra)
    after = note[re.search(rf"\b{extra}\b", note).start() :]
    assert re.match(rf"[^.]*?{re.escape(addition)}\D+{points}\b", after), (
        f"{source.name}: after {extra} the note should say {addition!r} and {points}: {after!r}"
    )
