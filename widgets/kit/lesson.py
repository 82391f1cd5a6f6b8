"""Helpers that lesson notebooks call: pictures of cards, tables, and step guards.

Cards as pictures (stored in the notebook, so a static page shows them too):

>>> pic = cards("1b 1r 1p1 1p2", title="January")
>>> pic._repr_svg_().startswith("<svg")
True

A cell that needs a variable made by an earlier cell starts with :func:`require`. Run out
of order, it stops with a :class:`LessonStepError` that says which cell to run first
(shown in Jupyter as one short message, not a traceback):

>>> require("no_such_name", cell="Deal a round")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
widgets.kit.lesson.LessonStepError: This cell needs no_such_name, made by the cell ...
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from koikoi import DECK, MONTHS, Card, parse_cards
from koikoi.cards import CardsLike
from koikoi.deal import deal_batches
from widgets.art.html import table_html

__all__ = [
    "HTML",
    "DealStepper",
    "LessonStepError",
    "Picture",
    "cards",
    "deal_steps",
    "html_table",
    "month_table",
    "require",
]


class LessonStepError(RuntimeError):
    """A lesson cell was run before a cell it depends on."""


def require(*names: str, cell: str) -> None:
    """Stop with a clear :class:`LessonStepError` unless the calling cell's namespace has
    every one of ``names`` (made by the earlier cell titled ``cell``)."""
    frame = inspect.currentframe()
    caller = frame.f_back if frame is not None else None
    namespace = caller.f_globals if caller is not None else {}
    missing = [n for n in names if n not in namespace]
    if missing:
        what = ", ".join(missing)
        raise LessonStepError(
            f'This cell needs {what}, made by the cell "{cell}" above. Run that cell first '
            "(or Run > Run All Above Selected Cell), then this one again."
        )


def _short_message(
    shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: Any = None
) -> list[str]:
    """IPython handler: show a LessonStepError as one short line, not a traceback."""
    stb = [f"\x1b[1;31m{etype.__name__}\x1b[0m: {value}"]
    shell._showtraceback(etype, value, stb)
    return stb


def _install_handler() -> None:
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - lessons always run in IPython
        return
    shell = get_ipython()
    if shell is not None:
        shell.set_custom_exc((LessonStepError,), _short_message)


_install_handler()


class Picture:
    """An SVG picture that a notebook shows (and stores) as an image."""

    def __init__(self, svg: str) -> None:
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return "<picture>"


class HTML:
    """HTML that a notebook shows (and stores); its plain-text form is ``text``."""

    def __init__(self, html: str, text: str = "<table>") -> None:
        self.html = html
        self.text = text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def cards(
    some: CardsLike, *, title: str | None = None, width: float = 70, bare: bool = False
) -> Picture:
    """A row of cards as a picture (``bare``: only the art, as on a real card)."""
    chosen = parse_cards(some)
    if bare:
        from widgets.kit.quiz import bare_svg

        gap = 6
        parts = []
        for i, card in enumerate(chosen):
            inner = bare_svg(card, width=width).replace(
                "<svg ", f'<svg x="{i * (width + gap):g}" ', 1
            )
            parts.append(inner)
        total = len(chosen) * (width + gap)
        height = width * 1.6 + 2
        return Picture(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{total:g}" height="{height:g}">'
            + "".join(parts)
            + "</svg>"
        )
    from widgets.art.svg import cards_svg

    return Picture(cards_svg(chosen, width=width, title=title))


def html_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> HTML:
    """A simple table to show in a notebook; cells are HTML (escape text yourself)."""
    return HTML(table_html(headers, rows))


def month_table(*, width: float = 40) -> HTML:
    """The twelve months: number, names (English, Spanish, Japanese), plant, four cards."""
    from widgets.art.svg import cards_svg

    rows = []
    for month in MONTHS:
        four = [c for c in DECK if c.month == month.number]
        rows.append(
            (
                f"<b>{month.number}</b>",
                f"{month.name()}<br><small>{month.name('es')} · {month.name('ja')}</small>",
                f"{escape(month.plant)}<br><small>{escape(month.plant_name('es'))} · "
                f"{escape(month.plant_name('ja'))}</small>",
                cards_svg(four, width=width, gap=3),
            )
        )
    return html_table(("", "month", "plant", "its four cards"), rows)


# --- stepping through a deal --------------------------------------------------------------

_SEATS = {"dealer": "the dealer", "nondealer": "the non-dealer", "field": "the field"}


def deal_steps(rnd: Any) -> list[tuple[str, dict[str, tuple[Card, ...]]]]:
    """The deal of ``rnd`` (a :class:`koikoi.Round` made by ``Round.deal``) batch by batch:
    a list of (what happened, cards of "nondealer", "field", "dealer" and "stock") after
    each batch, starting with the shuffled stock."""
    data = rnd.to_dict()
    if data.get("kind") != "deal":
        raise ValueError("deal_steps needs a dealt round (Round.deal), not a set-up position")
    order = parse_cards(data["deck"])
    piles: dict[str, list[Card]] = {"nondealer": [], "field": [], "dealer": []}
    steps = [("The 48 cards are shuffled into a face-down stock.", _snapshot(piles, order))]
    for seat, start, stop in deal_batches(rnd.rules):
        batch = order[start:stop]
        piles[seat].extend(batch)
        where = "face up on" if seat == "field" else "to"
        text = f"{len(batch)} cards {where} {_SEATS[seat]}: {' '.join(c.code for c in batch)}."
        steps.append((text, _snapshot(piles, order[stop:])))
    return steps


def _snapshot(piles: dict[str, list[Card]], stock: Sequence[Card]) -> dict[str, tuple[Card, ...]]:
    return {**{k: tuple(v) for k, v in piles.items()}, "stock": tuple(stock)}


class DealStepper(w.VBox):
    """Step through a seeded deal, batch by batch, with Back / Next buttons: a widget to
    display as it is; :meth:`next` and :meth:`back` step from Python. The hands are
    labelled with the players of ``rnd``.
    """

    def __init__(self, rnd: Any, *, width: int = 46) -> None:
        self.steps = deal_steps(rnd)
        self.dealer = rnd.dealer
        self.index = 0
        self.card_width = width
        self.picture = w.HTML()
        self.back_button = w.Button(description="Back", icon="step-backward")
        self.next_button = w.Button(
            description="Deal next batch",
            icon="step-forward",
            button_style="primary",
            layout=w.Layout(width="180px"),
        )
        self.back_button.on_click(lambda _b: self.back())
        self.next_button.on_click(lambda _b: self.next())
        super().__init__([w.HBox([self.back_button, self.next_button]), self.picture])
        self._show()

    def next(self) -> None:
        """Deal the next batch (nothing after the last)."""
        self.index = min(self.index + 1, len(self.steps) - 1)
        self._show()

    def back(self) -> None:
        """Take the last batch back."""
        self.index = max(self.index - 1, 0)
        self._show()

    @property
    def text(self) -> str:
        """What the current step says."""
        return self.steps[self.index][0]

    def _show(self) -> None:
        from widgets.art.svg import back_svg, cards_svg

        text, piles = self.steps[self.index]
        last = self.index == len(self.steps) - 1
        rows = []
        labels = {
            "nondealer": f"non-dealer's hand (player {1 - self.dealer})",
            "field": "field (face up)",
            "dealer": f"dealer's hand (player {self.dealer})",
        }
        for seat, label in labels.items():
            picture = cards_svg(piles[seat], width=self.card_width, gap=4)
            rows.append((f"<b>{label}</b><br>{len(piles[seat])} cards", picture))
        stock = f"<b>stock</b><br>{len(piles['stock'])} cards"
        rows.append((stock, back_svg(width=self.card_width)))
        done = " The deal is complete: the dealer plays first." if last else ""
        step = f"Step {self.index} of {len(self.steps) - 1}: {escape(text)}{done}"
        self.picture.value = f'<div style="font-size:14px;margin:4px 0">{step}</div>' + table_html(
            ("", ""), rows
        )
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = last
