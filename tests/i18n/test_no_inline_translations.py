"""Every learner-facing word is in the gettext catalogs: no code of the engine, the tutor or
the widgets keeps its own translations in a ``{"es": ...}`` table. The one exception is
``koikoi/tutor/answers.py``: the words a learner may answer with, accepted in every
language at once and never shown (its docstring and ``tests/tutor/test_answers.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANSWER_WORDS = ROOT / "koikoi" / "tutor" / "answers.py"


def _is_file_name(text: str) -> bool:
    return any(mark in text for mark in "./*")


def _translation_tables(source: str) -> list[int]:
    """The lines of dict literals with a Spanish key ``"es"`` whose strings are words (a
    table of each language's file names or folders, such as the launcher's, is no
    translation)."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Dict)
        and any(isinstance(k, ast.Constant) and k.value == "es" for k in node.keys)
        and not any(
            isinstance(c, ast.Constant) and isinstance(c.value, str) and _is_file_name(c.value)
            for value in node.values
            for c in ast.walk(value)
        )
    ]


def test_no_code_keeps_its_own_translations() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for folder in ("koikoi", "widgets")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path != ANSWER_WORDS
        for line in _translation_tables(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_check_sees_an_inline_translation() -> None:
    """The old ``join`` kept its Spanish "y" this way, and the card art its empty-pile word:
    the check above names such tables, not a table of each language's folders."""
    assert _translation_tables('word = {"es": "y"}.get(lang, "and")\n') == [1]
    assert _translation_tables(ANSWER_WORDS.read_text(encoding="utf-8"))  # the exception
    assert _translation_tables('EMPTY = {"en": "none", "es": "ninguna", "ja": "なし"}\n') == [1]
    assert _translation_tables('FOLDERS = {"en": ".", "es": "es"}\n') == []
