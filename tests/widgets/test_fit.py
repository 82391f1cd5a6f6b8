"""The lesson kit's house-rules widgets fit their words: every description and every
drop-down option has room, in English and Spanish (the browser test measures the page)."""

from __future__ import annotations

import ipywidgets as w
import pytest

from koikoi.i18n import set_language
from widgets.art.primitives import text_width
from widgets.kit import HouseRulesLab, RecordedRound, RulesEditor
from widgets.kit.fit import FONT, ROOM


def _px(value: str) -> float:
    assert value.endswith("px"), value
    return float(value[:-2])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_rule_control_is_as_wide_as_its_words(lang: str) -> None:
    set_language(lang)
    for editor in (RulesEditor(), HouseRulesLab(["1r 2r 3r"], RecordedRound.record(29)).editor):
        for control in [editor.preset, *editor.controls.values()]:
            label = _px(control.style.description_width)
            assert label >= text_width(control.description, FONT), control.description
            if isinstance(control, w.Dropdown):
                widest = max(text_width(str(t), FONT) for t in control._options_labels)
                assert _px(control.layout.width) >= label + widest + ROOM
