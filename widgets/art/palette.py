"""The project's one palette: every colour the card art and the table draw with.

Card faces (:mod:`.faces`, :mod:`.motifs`) use the paper, ink, rim and card-gold colours;
the table (:mod:`widgets.table.scene`) draws on felt with its own highlight gold; printed
pages (the cheat sheet and the round-flow diagram, :mod:`.sheet`) use the print colours.
"""

from __future__ import annotations

__all__ = [
    "CARD_GOLD",
    "FELT",
    "FELT_DARK",
    "HIGHLIGHT_GOLD",
    "INK",
    "INK_LIGHT",
    "KOI_RED",
    "MARK",
    "MUTED",
    "PANEL",
    "PANEL_EDGE",
    "PAPER",
    "PRINT_ACCENT",
    "PRINT_INK",
    "PRINT_MUTED",
    "PRINT_PANEL",
    "RIM",
]

# --- card faces ------------------------------------------------------------------------
PAPER = "#fbf4e4"
"""The paper of a card face."""
INK = "#2b2118"
"""Dark brown ink: card labels, and the text of the lesson pages' HTML."""
RIM = "#6e1414"
"""The dark red of the back, also showing as the rim around each face."""
CARD_GOLD = "#f2b705"
"""The gold printed on cards (the frame of a bright, the sake cup's ring)."""

# --- the table -------------------------------------------------------------------------
FELT = "#1d5c3a"
FELT_DARK = "#154a2e"
PANEL = "#226a43"
PANEL_EDGE = "#2f7d52"
INK_LIGHT = "#eef7ef"
"""Text on the felt."""
MUTED = "#a9d3b3"
"""Quiet text on the felt."""
HIGHLIGHT_GOLD = "#ffd54f"
"""The table's gold: playable targets, whose turn it is, reached yaku."""
KOI_RED = "#c62828"
MARK = "#4dd0e1"
"""The frame of cards moved in the last turn."""

# --- printed pages ---------------------------------------------------------------------
PRINT_INK = "#3b2f25"
"""Text and lines of a printed page."""
PRINT_MUTED = "#6b5a45"
"""Quiet text of a printed page."""
PRINT_ACCENT = "#b23a2a"
"""Headings' rules, points and arrows' labels on a printed page."""
PRINT_PANEL = "#f6efe2"
"""Boxes on a printed page."""
