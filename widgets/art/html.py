"""HTML pieces that lessons and apps show beside the card pictures: one table helper.

>>> table_html(["pile", "points"], [["1b 3b", "0"]], escape_cells=True)
'<table style="border-collapse:collapse"><tr><th style="text-align:left;padding:3px 8px">pile</th><th style="text-align:left;padding:3px 8px">points</th></tr><tr><td style="text-align:left;padding:3px 8px;vertical-align:middle">1b 3b</td><td style="text-align:left;padding:3px 8px;vertical-align:middle">0</td></tr></table>'
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

__all__ = ["CELL", "HEAD", "table_html"]

HEAD = "text-align:left;padding:3px 8px"
"""The style of a header cell."""
CELL = "text-align:left;padding:3px 8px;vertical-align:middle"
"""The style of a body cell."""


def table_html(
    headers: Sequence[str],
    rows: Iterable[Sequence[str]],
    *,
    escape_cells: bool = False,
    style: str = "border-collapse:collapse",
    head_style: str = HEAD,
    cell_style: str = CELL,
) -> str:
    """A table with a header row. Cells are HTML unless ``escape_cells`` (then text, and
    the headers too); the styles are CSS for the table, header and body cells."""
    text = escape if escape_cells else str
    head = "".join(f'<th style="{head_style}">{text(h)}</th>' for h in headers)
    body = "".join(
        "<tr>" + "".join(f'<td style="{cell_style}">{text(c)}</td>' for c in row) + "</tr>"
        for row in rows
    )
    return f'<table style="{style}"><tr>{head}</tr>{body}</table>'
