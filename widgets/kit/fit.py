"""Widgets sized to their words: the house-rules editor's controls, as wide as their
longest label and option in the course language (nothing is cut, in any language).

The editor itself (:mod:`widgets.apps.house_rules`) lays its controls out at a fixed
width; the lesson kit offers the same widgets with every control fitted to its texts.
"""

from __future__ import annotations

import math
from typing import Any

import ipywidgets as w

from widgets.apps import house_rules
from widgets.art.primitives import text_width

__all__ = ["HouseRulesLab", "RulesEditor", "fit_controls"]

FONT = 13
"""The widgets' font size in pixels (JupyterLab's ``--jp-widgets-font-size``)."""
ROOM = 56
"""A drop-down's padding and arrow, and a little air, in pixels."""


def fit_controls(controls: Any) -> None:
    """Size every control in ``controls`` (widgets with a ``description``) so that its
    description and, for a drop-down, every option fit: one description width for all
    (the longest), each control as wide as its own longest option."""
    controls = list(controls)
    labels = [text_width(c.description, FONT) + 12 for c in controls if c.description]
    label_w = math.ceil(max(labels, default=0))
    for control in controls:
        control.style.description_width = f"{label_w}px"
        if isinstance(control, w.Dropdown):
            widest = max((text_width(str(label), FONT) for label in control._options_labels),
                         default=0)  # fmt: skip
            control.layout.width = f"{math.ceil(label_w + widest + ROOM)}px"
        elif isinstance(control, w.Checkbox):
            control.layout.width = f"{label_w + 40}px"
        else:
            control.layout.width = f"{label_w + 90}px"


class RulesEditor(house_rules.RulesEditor):
    """:class:`widgets.apps.house_rules.RulesEditor` with every control fitted to its
    words (:func:`fit_controls`)."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        fit_controls([self.preset, *self.controls.values()])


class HouseRulesLab(house_rules.HouseRulesLab):
    """:class:`widgets.apps.house_rules.HouseRulesLab` with its editor's controls fitted
    to their words (:func:`fit_controls`)."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        fit_controls([self.editor.preset, *self.editor.controls.values()])
