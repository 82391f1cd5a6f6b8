"""Every button a lesson's text tells the learner to press exists with that label, in that
lesson's language: the names written in bold after "press", "choose", "pulsa", "elige"
(e.g. "pulsa **Comprobar**", "choose **Koi-koi** or **Stop**", "**Reintentar** vuelve a
colocar") are looked up among the widgets' labels (the English messages of the widgets'
catalog, or their Spanish translations), exactly as the button shows it, explanation in
brackets included: the button "Plantarse (cobrar)" is named **Plantarse (cobrar)**, never
**Plantarse**. Key names (Shift+Enter) are keyboard keys, not buttons."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[2]
WIDGETS_PO = REPO / "widgets" / "locale" / "es" / "LC_MESSAGES" / "widgets.po"
SOURCES = {"en": REPO / "lessons" / "src", "es": REPO / "lessons" / "es" / "src"}
NOT_YET: set[str] = set()
"""Lesson 13 is another branch's (table-apps); its button names are reported there."""

_BOLD = r"\*\*([^*\n]+)\*\*"
_NAMED = re.compile(
    r"\b(?:press|choose|click|pulsa|pulsar|elige|eliges|haz clic en):?\s+(?:the\s+|el botón\s+)?"
    + _BOLD
    + r"((?:\s*(?:,|or|and|o|y)\s*"
    + _BOLD
    + r")*)",
    re.IGNORECASE,
)
_BEFORE_VERB = re.compile(_BOLD + r"\s+(?:button|sets|takes|plays|vuelve|prepara|te da|sigue)\b")


def labels(lang: str) -> set[str]:
    """The widgets' labels in ``lang``, exactly as shown."""
    with WIDGETS_PO.open("rb") as handle:
        catalog = read_po(handle)
    found: set[str] = set()
    for message in catalog:
        if not message.id or isinstance(message.id, tuple):
            continue
        text = message.id if lang == "en" else message.string
        found.add(text)
    return found


def button_names(text: str) -> list[str]:
    """The button names a lesson text writes in bold after a verb of pressing."""
    text = " ".join(text.split())
    names = []
    for match in _NAMED.finditer(text):
        names.append(match.group(1))
        names += re.findall(_BOLD, match.group(2) or "")
    names += _BEFORE_VERB.findall(text)
    return [name for name in dict.fromkeys(names) if "+" not in name]


def lessons() -> list[tuple[str, Path]]:
    return [
        (lang, path)
        for lang, folder in SOURCES.items()
        for path in sorted(folder.glob("*.md"))
        if path.name not in NOT_YET
    ]


@pytest.mark.parametrize(("lang", "path"), lessons(), ids=lambda v: getattr(v, "stem", v))
def test_every_button_named_in_a_lesson_exists(lang: str, path: Path) -> None:
    known = labels(lang)
    wrong = [name for name in button_names(path.read_text(encoding="utf-8")) if name not in known]
    assert not wrong, f"{path.name} names buttons no widget shows in {lang}: {wrong}"


def test_names_are_found_after_the_verbs_and_keys_left_out() -> None:
    text = (
        "Pulsa **Mayús+Intro**. Elige **Koi-koi** o\n**Plantarse**, y pulsa **Repartir la "
        "ronda siguiente**. **Reintentar** vuelve a colocar la posición; **mes** no. Eliges: "
        "**Plantarse (cobrar)** te da 5; **Koi-koi (seguir)** sigue la ronda."
    )
    assert button_names(text) == [
        "Koi-koi", "Plantarse", "Repartir la ronda siguiente", "Plantarse (cobrar)",
        "Reintentar", "Koi-koi (seguir)",
    ]  # fmt: skip


def test_a_label_is_known_only_as_shown_with_its_explanation() -> None:
    """A lesson once said **Plantarse** for the button "Plantarse (cobrar)"."""
    assert {"Plantarse (cobrar)", "Comprobar"} <= labels("es") and "Plantarse" not in labels("es")
    assert {"Stop (score now)", "Check"} <= labels("en") and "Stop" not in labels("en")
