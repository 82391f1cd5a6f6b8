"""Words a learner reads in the English lessons: the program is "the game", never "the
engine" (a word for the code; issue 23). The Spanish lessons' «motor» is a variant of
docs/es/terminos.toml, failed by tests/i18n/test_terms_es.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LESSONS = sorted((Path(__file__).resolve().parents[2] / "lessons" / "src").glob("*.md"))
CODE_SPAN = re.compile(r"`[^`\n]+`")
ENGINE = re.compile(r"\bengines?\b", re.IGNORECASE)


def engine_words(text: str) -> list[str]:
    """Each "engine" of ``text`` outside `code spans`."""
    return ENGINE.findall(CODE_SPAN.sub(" ", text))


def test_the_scan_finds_engine_outside_code_spans() -> None:
    assert engine_words("scored by the engine; the Engine's options; `engine.py`") == [
        "engine",
        "Engine",
    ]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_a_lesson_calls_the_program_the_game(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [f"{path.name}:{n}: {line}" for n, line in enumerate(lines, 1) if engine_words(line)]
    assert not hits, 'say "the game", not "the engine":\n' + "\n".join(hits)
