"""When to take the rain man (docs/rules.md's bright yaku; the shared notes on playing well:
"capturing the rain man early changes what a later bright is worth"), as lesson 12's
principle "Mind the rain man" says it: checked against the engine's scores, and against the
search on positions where the rain man decides the move."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import Move, Round, score
from koikoi.points import round_points
from koikoi.tutor.judgement import measure

DRY = ("1b", "3b", "8b", "12b")
RAIN = "11b"
LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def points(cards: list[str]) -> int:
    """Round points of stopping on these brights (×2 from 7)."""
    return round_points(score(" ".join(cards)).total, None).points


@pytest.mark.parametrize(
    ("dry", "without", "with_rain"),
    [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 5, 14), (4, 16, 20)],
)
def test_what_the_rain_man_adds_to_the_dry_brights_held(
    dry: int, without: int, with_rain: int
) -> None:
    """Taken beside three dry brights he lifts sanko 5 to ame-shiko 7, which doubles:
    5 -> 14; beside four, shiko 8 to goko 10. With two or fewer he adds nothing now."""
    held = list(DRY[:dry])
    assert (points(held), points([*held, RAIN])) == (without, with_rain)


def test_with_two_dry_brights_he_changes_what_the_next_bright_is_worth() -> None:
    """Three brights with him score nothing, but the next dry bright then makes
    ame-shiko 7 (14 points) where, without him, it makes sanko 5."""
    two = ["1b", "3b"]
    assert points([*two, RAIN]) == 0
    assert points([*two, RAIN, "8b"]) == 14 and points([*two, "8b"]) == 5


EN, ES = LESSONS / "src" / "12_playing_well.md", LESSONS / "es" / "src" / "12_jugar_bien.md"
PRINCIPLE = {  # the lesson's principle line, and how it says "three brights score nothing"
    "en": (EN, "Mind the rain man:", "score nothing"),
    "es": (ES, "Cuidado con el hombre de la lluvia:", "no puntúan nada"),
}


@pytest.mark.parametrize("lang", PRINCIPLE)
def test_the_lessons_principle_quotes_the_engines_values(lang: str) -> None:
    source, title, nothing = PRINCIPLE[lang]
    text = " ".join(source.read_text(encoding="utf-8").split())
    line = text[text.index(f"**{title}**") :].split(" - ", 1)[0]
    assert score("1b 3b 11b").total == 0 and nothing in line
    for name, pile in (("ame-shiko", "1b 3b 8b 11b"), ("goko", "1b 3b 8b 11b 12b")):
        assert re.search(rf"{name}( \([^)]*\))? {score(pile).total}\b", line), (name, line)


def _rain_or_plain(pile: str) -> Round:
    """The rain man 11b and a pair of plains lie on the field; the hand can take either."""
    return Round.from_position(
        hands=("11p1 2p1 4p2", "5p1 6p1 7p1"),
        field="11b 2p2 9p1",
        deck="10p1 10p2 12p1 12p2 5p2 6p2",
        captured=(pile, "2a 4a 5a"),
    )


def test_the_search_takes_the_rain_man_beside_three_dry_brights() -> None:
    ranked = measure(_rain_or_plain("1b 3b 8b"), budget=400)
    assert ranked[0][0] == Move.parse("11p1")
    # Now: ame-shiko, 14 points at once. Later, the opponent may take him first.
    assert ranked[0][1] - ranked[1][1] > 1
