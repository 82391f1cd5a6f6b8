"""The card table: pure geometry and hit-testing (:mod:`.layout`), one scene description
(:mod:`.scene`) drawn on a canvas (:mod:`.canvas`) or as SVG (:mod:`.svg`), and the
interactive :class:`~widgets.table.widget.TableWidget` (:mod:`.widget`).

Only the pure modules are re-exported here (the engine's SVG display hooks import this
package, and must not need ipywidgets or ipycanvas); import the widget from
:mod:`widgets.table.widget` or :mod:`widgets.kit`.
"""

from widgets.table.layout import (
    PILE_CARD_W,
    REGIONS,
    TABLE_CARD_W,
    TABLE_W,
    TableLayout,
    layout_table,
)
from widgets.table.scene import BUTTONS, HINT, Marks, Scene, TableState, build_scene
from widgets.table.svg import round_svg, scene_svg

__all__ = [
    "BUTTONS",
    "HINT",
    "PILE_CARD_W",
    "REGIONS",
    "TABLE_CARD_W",
    "TABLE_W",
    "Marks",
    "Scene",
    "TableLayout",
    "TableState",
    "build_scene",
    "layout_table",
    "round_svg",
    "scene_svg",
]
