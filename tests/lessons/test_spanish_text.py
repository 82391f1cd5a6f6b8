"""The saved Spanish lessons (lessons/es/NN_*.ipynb) show no English sentence: every output
text, HTML and SVG text, and every string a saved widget shows (descriptions, values,
placeholders, tooltips, titles, option labels, the outputs of Output widgets) is scanned for
common English words; code, card codes, URLs and Japanese are left out. A failure lists the
offending strings, notebook by notebook."""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS))
import make_nav  # noqa: E402

SPANISH = make_nav.lesson_files(make_nav.FOLDERS["es"])
ENGLISH = make_nav.lesson_files(make_nav.FOLDERS["en"])

ENGLISH_WORD = re.compile(
    r"\b(the|you|your|is|are|and|or|of|to|in|on|at|for|with|from|by|it|this|that|what|"
    r"which|not|card|cards|win|wins|won|point|points|click|round|score|here|play|player|"
    r"turn|show|hint|stop|next|back|try|again|right|wrong|draw|hand|field|match|lesson|"
    r"answer|check|left|yes)\b",
    re.IGNORECASE,
)
"""Words common in English text that are not Spanish words (no "a", "he", "has", "no",
"me", "total", "animal": those are Spanish too)."""
_DROPPED_ELEMENTS = re.compile(
    r"<(style|script|code|pre)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL
)
_TAG = re.compile(r"<[^>]+>")
_URL = re.compile(r"\b(?:https?|file)://\S+|\bwww\.\S+")
_JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+")
_CARD_CODE = re.compile(r"\b(?:1[0-2]|[1-9])[a-z]\d?\b")
_CODE_SPAN = re.compile(r"`[^`\n]+`")
_FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
_REPR = re.compile(r"^\s*(<[\w.]+( object)? .*>|[\w.]+\(.*\)|\[.*\]|\(.*\)|\{.*\})\s*$", re.DOTALL)
"""A Python value's repr (code, not a sentence)."""
WIDGET_TEXT_KEYS = ("description", "value", "placeholder", "tooltip", "titles", "_titles")
WIDGET_TEXT_KEYS += ("_options_labels", "tooltips", "label")
MARKUP = ("text/html", "image/svg+xml", "text/markdown")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def visible_text(text: str, markup: bool) -> str:
    """What a reader sees of ``text`` that could be a sentence: for HTML, SVG or Markdown
    the text nodes without styles, scripts and code; then without URLs, Japanese and card
    codes."""
    if markup:
        text = _FENCE.sub(" ", text)
        text = _CODE_SPAN.sub(" ", text)
        text = _DROPPED_ELEMENTS.sub(" ", text)
        text = html.unescape(_TAG.sub(" ", text))
        text = re.sub(r"\]\([^)]*\)", "]", text)  # Markdown link targets
    text = _URL.sub(" ", text)
    text = _JAPANESE.sub(" ", text)
    return _CARD_CODE.sub(" ", text)


def english_sentences(text: str, markup: bool = False) -> list[str]:
    """The lines of ``text`` holding an English word (shortened around the first one)."""
    found = []
    for line in visible_text(text, markup).splitlines():
        line = " ".join(line.split())
        match = ENGLISH_WORD.search(line)
        if match:
            start = max(0, match.start() - 50)
            found.append(("…" if start else "") + line[start : start + 120])
    return found


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def output_texts(output: dict[str, Any]) -> Iterator[tuple[str, str, bool]]:
    """(kind, text, is markup) of what one saved output shows."""
    if output.get("output_type") == "stream":
        yield "stream", _text(output.get("text", "")), False
        return
    if output.get("output_type") == "error":
        yield "error", f"{output.get('ename')}: {output.get('evalue')}", False
        return
    data = output.get("data", {})
    for mime in MARKUP:
        if mime in data:
            yield mime, _text(data[mime]), True
    plain = _text(data.get("text/plain", ""))
    richer = WIDGET_VIEW in data or any(m in data for m in MARKUP) or "image/png" in data
    if plain and not richer and not _REPR.match(plain):
        yield "text/plain", plain, False


def widget_texts(nb: nbformat.NotebookNode) -> Iterator[tuple[str, str, bool]]:
    """(where, text, is markup) of every string the saved widgets of ``nb`` show."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for model_id, model in state.items():
        name = model.get("model_name", "?")
        values = model.get("state", {})
        for key in WIDGET_TEXT_KEYS:
            value = values.get(key)
            strings = value if isinstance(value, list) else [value]
            for text in strings:
                if isinstance(text, str) and text and not text.startswith("IPY_MODEL_"):
                    yield f"{name} {model_id[:8]} {key}", text, True
        for output in values.get("outputs", []) if name == "OutputModel" else []:
            for kind, text, markup in output_texts(output):
                yield f"{name} {model_id[:8]} output {kind}", text, markup


def english_in(nb: nbformat.NotebookNode) -> list[str]:
    """Every English string that ``nb``'s saved outputs and widgets show, with where."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            for kind, text, markup in output_texts(output):
                found += [f"cell {index} {kind}: {s}" for s in english_sentences(text, markup)]
    for where, text, markup in widget_texts(nb):
        found += [f"widget {where}: {s}" for s in english_sentences(text, markup)]
    return found


def english_in_markdown(nb: nbformat.NotebookNode) -> list[str]:
    """Every English line of ``nb``'s Markdown cells (code and links left out)."""
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            found += [f"cell {index}: {s}" for s in english_sentences(cell.source, True)]
    return found


def test_every_english_lesson_has_a_spanish_notebook() -> None:
    missing = sorted(set(ENGLISH) - set(SPANISH))
    assert not missing, f"lessons without a Spanish notebook in lessons/es/: {missing}"


@pytest.mark.parametrize("path", SPANISH.values(), ids=lambda p: p.stem)
def test_saved_outputs_and_widgets_are_spanish(path: Path) -> None:
    found = english_in(nbformat.read(path, as_version=4))
    assert not found, f"{path.name} shows English:\n" + "\n".join(found)


@pytest.mark.parametrize("path", SPANISH.values(), ids=lambda p: p.stem)
def test_lesson_text_is_spanish(path: Path) -> None:
    found = english_in_markdown(nbformat.read(path, as_version=4))
    assert not found, f"{path.name} has English text:\n" + "\n".join(found)


def test_the_scanner_finds_english_and_only_english() -> None:
    """The checks above catch English wherever a saved notebook shows it, and let Spanish
    text with code, card codes, URLs and Japanese through."""
    nb = nbformat.v4.new_notebook()
    spanish = (
        "<style>.the-card { color: red }</style><p>Capturas <b>9a</b> con 9p1 "
        "(菊に盃, https://example.org/the/cards) y ganas <code>score(cards)</code>.</p>"
    )
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output("display_data", {"text/html": spanish, "text/plain": "<HTML>"}),
        nbformat.v4.new_output("execute_result", {"text/plain": "Card('1b')"}),
        nbformat.v4.new_output("stream", text="Robas 3b del mazo.\n"),
    ]
    markdown = nbformat.v4.new_markdown_cell("Mira [esto](https://x.org/the_cards) y `the`.")
    nb.cells = [cell, markdown]
    nb.metadata["widgets"] = {WIDGET_STATE: {"state": {}}}
    assert english_in(nb) == [] and english_in_markdown(nb) == []

    cell.outputs.append(nbformat.v4.new_output("stream", text="You win 6 points.\n"))
    svg = "<svg><text x='1'>Your hand</text></svg>"
    cell.outputs.append(nbformat.v4.new_output("display_data", {"image/svg+xml": svg}))
    nb.metadata["widgets"][WIDGET_STATE]["state"] = {
        "abcdef123": {"model_name": "ButtonModel", "state": {"description": "Show a hint"}},
        "0123abcd9": {"model_name": "HTMLModel", "state": {"value": "<i>Koi-koi</i> or stop?"}},
        "99887766a": {
            "model_name": "OutputModel",
            "state": {"outputs": [{"output_type": "stream", "name": "stdout", "text": "Of 7"}]},
        },
    }
    markdown.source += "\n\nThe field is where cards lie."
    assert english_in(nb) == [
        "cell 0 stream: You win 6 points.",
        "cell 0 image/svg+xml: Your hand",
        "widget ButtonModel abcdef12 description: Show a hint",
        "widget HTMLModel 0123abcd value: Koi-koi or stop?",
        "widget OutputModel 99887766 output stream: Of 7",
    ]
    assert english_in_markdown(nb) == ["cell 1: The field is where cards lie."]
