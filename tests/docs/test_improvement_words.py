"""An improvement is "more points in a yaku already made" (sanko to shiko is no count), in
the docs of both languages as in lesson 8 (issue 23)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = {
    "en": ("docs/rules.md", "docs/glossary.md", "docs/rule-coverage.md"),
    "es": ("docs/es/reglas.md", "docs/es/glosario.md"),
}
LESSON_8 = {
    "en": "lessons/src/08_koikoi_and_scoring.md",
    "es": "lessons/es/src/08_koikoi_y_puntos.md",
}
SAID = {"en": "more points in a yaku", "es": "más puntos en una combinación"}
WRONG = {"en": "higher count", "es": "cuenta mayor"}


def _flat(path: str) -> str:
    return " ".join((REPO / path).read_text(encoding="utf-8").split())


@pytest.mark.parametrize("lang", PAGES)
def test_the_docs_call_an_improvement_more_points_in_a_yaku(lang: str) -> None:
    assert SAID[lang] in _flat(LESSON_8[lang])
    for page in PAGES[lang]:
        text = _flat(page)
        assert SAID[lang] in text, f"{page}: an improvement is {SAID[lang]!r}"
        assert WRONG[lang] not in text, f"{page}: sanko to shiko is not a {WRONG[lang]!r}"
