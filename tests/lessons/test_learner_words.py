"""Words a learner reads in the English lessons: the program is "the game", never "the
engine" (a word for the code; issue 23). The Spanish lessons' «motor» is a variant of
tests/i18n/terminos.toml, failed by tests/i18n/test_terms_es.py."""

from __future__ import annotations

import json
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


# --- Spanish: words a lesson must not use before (or apart from) where they belong --------

SPANISH = Path(__file__).resolve().parents[2] / "lessons" / "es"


def spanish_lesson(number: int) -> tuple[Path, Path]:
    """The source and the built notebook of Spanish lesson ``number``."""
    (source,) = sorted((SPANISH / "src").glob(f"{number:02d}_*.md"))
    return source, SPANISH / f"{source.stem}.ipynb"


def read_by_a_learner(number: int) -> str:
    """What a reader of Spanish lesson ``number`` reads: its source, and every saved output
    of its built notebook (printed text, HTML, Markdown)."""
    source, notebook = spanish_lesson(number)
    texts = [source.read_text(encoding="utf-8")]
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            texts.append("".join(output.get("text", "")))
            data = output.get("data", {})
            texts += ["".join(v) for k, v in data.items() if k.startswith("text/")]
    return "\n".join(texts)


EXHAUSTED = re.compile(r"\bronda(s)? agotada(s)?\b", re.IGNORECASE)
REVIEW_AS_DRILL = re.compile(r"\brepas(o|os|ar|ando)\b", re.IGNORECASE)


@pytest.mark.parametrize("number", range(14))
def test_a_drawn_round_is_an_empate_in_every_lesson(number: int) -> None:
    """Every lesson, its printed outputs included, calls a round whose hands are played out
    with no winner «empate» only, in the house rules of lesson 10 too: «ronda agotada» was
    a second name for it (issue 23)."""
    hits = EXHAUSTED.findall(read_by_a_learner(number))
    assert not hits, f"lesson {number:02d}: say «empate», not «ronda agotada»"


def test_the_practice_lesson_calls_its_round_review_an_analysis() -> None:
    """«Repaso» is the card drill of lesson 0; the practice table's review of a round is
    the «análisis de la ronda» (issue 23), in lesson 13's text and in its saved widgets."""
    text = read_by_a_learner(13)
    assert not REVIEW_AS_DRILL.findall(text)
    assert "análisis de la ronda" in text


TOOL_JARGON = re.compile(r"\b(voila|voilà|token|tokens|path|kernel|kernels)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_practice_page_is_told_without_tool_jargon(lang: str) -> None:
    """Lesson 13's "play in the browser" says what the learner does, in plain words: the
    address the terminal prints carries a key, so open it whole; the server's name (Voila)
    and words such as "token" stay in the README (issue 23)."""
    folder = SPANISH / "src" if lang == "es" else LESSONS[0].parent
    (source,) = sorted(folder.glob("13_*.md"))
    text = CODE_SPAN.sub(" ", source.read_text(encoding="utf-8"))
    assert not TOOL_JARGON.findall(text), f"{source.name}: {TOOL_JARGON.findall(text)}"
    key = {"en": "carries a key", "es": "lleva una clave"}[lang]
    assert key in " ".join(text.split()), f"{source.name}: the address's key is not told"
