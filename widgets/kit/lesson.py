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

import base64
import inspect
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from koikoi import DECK, MONTHS, Card, parse_cards
from koikoi.cards import CardsLike
from koikoi.deal import deal_batches
from widgets.art.html import table_html
from widgets.i18n import N_, cards_text, ngettext
from widgets.i18n import translator as _
from widgets.static import html_text, saved_enabled, stand_in

__all__ = [
    "HTML",
    "DealStepper",
    "LessonStepError",
    "Picture",
    "cards",
    "cheat_sheet",
    "deal_steps",
    "html_table",
    "month_table",
    "require",
    "round_flow",
    "score_table",
    "table_picture",
]


def _picture(svg: str, title: str, width: int, *, folded: bool) -> HTML:
    """An SVG page stored in the notebook as an image (so JupyterLab, Voila and a saved
    page all show it, wherever the server's root is), optionally folded under its title."""
    data = base64.b64encode(svg.encode()).decode()
    image = (
        f'<img alt="{escape(title)}" src="data:image/svg+xml;base64,{data}" '
        f'style="width:{width}px;max-width:100%">'
    )
    if not folded:
        return HTML(image, text=title)
    summary = f'<summary style="cursor:pointer;font-weight:bold">{escape(title)}</summary>'
    return HTML(f"<details>{summary}{image}</details>", text=title)


def cheat_sheet(*, width: int = 760, folded: bool = True) -> HTML:
    """The one-page cheat sheet (every standard yaku with its cards, the round points, the
    turn flow) in the course language, folded under one line unless ``folded=False``."""
    from widgets.pages.cheatsheet import cheat_sheet_svg

    title = _("Cheat sheet: every yaku, the round points and the turn flow")
    return _picture(cheat_sheet_svg(), title, width, folded=folded)


def round_flow(*, width: int = 760) -> HTML:
    """The diagram of how a round goes (standard rules), in the course language."""
    from widgets.pages.flow import round_flow_svg

    title = _(
        "How a round goes: the first yaku offers a choice; after a koi-koi the next "
        "improvement ends the round"
    )
    return _picture(round_flow_svg(), title, width, folded=False)


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
            _(
                'This cell needs {names}, made by the cell "{cell}" above. Run that cell first '
                "(or Run > Run All Above Selected Cell), then this one again.",
                names=what,
                cell=cell,
            )
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


class Displayed:
    """Something a notebook shows and stores (``source``: SVG or HTML); its plain-text
    form, what a text-only reader sees, is ``text``: by default the source's own text
    (table rows one a line, pictures by their titles)."""

    def __init__(self, source: str, text: str | None = None) -> None:
        self.source = source
        self.text = html_text(source) if text is None else text

    def _source(self) -> str:
        return self.source

    def __repr__(self) -> str:
        return self.text


class Picture(Displayed):
    """An SVG picture that a notebook shows (and stores) as an image (``svg``)."""

    svg = property(Displayed._source)
    _repr_svg_ = Displayed._source


class HTML(Displayed):
    """HTML that a notebook shows (and stores) (``html``)."""

    html = property(Displayed._source)
    _repr_html_ = Displayed._source


def cards(
    some: CardsLike, *, title: str | None = None, width: float = 70, bare: bool = False
) -> Picture:
    """A row of cards as a picture (``bare``: only the art, as on a real card)."""
    chosen = parse_cards(some)
    words = _("Cards: {cards}", cards=cards_text(chosen))
    text = f"{title}\n{words}" if title else words
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
            + "</svg>",
            text,
        )
    from widgets.art.svg import cards_svg

    return Picture(cards_svg(chosen, width=width, title=title), text)


def table_picture(rnd: Any, *, player: int | None = None, doubling: bool = True) -> Picture:
    """The card table of ``rnd`` (a :class:`koikoi.Round`) from ``player``'s side (the
    mover's by default) as a picture, as the round shows itself in a notebook;
    ``doubling=False`` leaves the multipliers and doubling rules off its totals bar, for
    lessons that come before doubling is taught.

    >>> from koikoi import Round
    >>> "×2" in table_picture(Round.deal(seed=1), doubling=False).svg
    False
    """
    from widgets.display import view_text
    from widgets.table.svg import round_svg

    if not isinstance(doubling, bool):
        raise ValueError(f"doubling={doubling!r} must be True or False")
    view = rnd.view(rnd.to_move if player is None else player)
    return Picture(round_svg(rnd, player=player, doubling=doubling), view_text(view))


def html_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> HTML:
    """A simple table to show in a notebook; cells are HTML (escape text yourself)."""
    return HTML(table_html(headers, rows))


def score_table(*piles: CardsLike, width: float = 34) -> HTML:
    """Each pile as a row: its cards (a picture and their codes) and what the engine scores
    them (its yaku and points, or none), in the course language."""
    from koikoi import score
    from widgets.art.svg import cards_svg

    rows, lines = [], []
    for pile in piles:
        chosen = parse_cards(pile)
        codes = " ".join(c.code for c in chosen)
        scored = str(score(chosen))  # the engine's words: «sin combinaciones (0)»
        data = base64.b64encode(cards_svg(chosen, width=width).encode()).decode()
        picture = (
            f'<img alt="{escape(cards_text(chosen))}" src="data:image/svg+xml;base64,{data}">'
            f"<br><code>{escape(codes)}</code>"
        )
        rows.append((picture, escape(scored)))
        lines.append(f"{codes} → {scored}")
    return HTML(table_html((_("Cards"), _("Yaku and points")), rows), text="\n".join(lines))


def month_table(*, width: float = 40) -> HTML:
    """The twelve months: number, name (in the course language, then Japanese), plant,
    four cards."""
    from widgets.art.svg import cards_svg

    rows = []
    for month in MONTHS:
        four = [c for c in DECK if c.month == month.number]
        rows.append(
            (
                f"<b>{month.number}</b>",
                f"{month.name()}<br><small>{month.name('ja')}</small>",
                f"{escape(month.plant_name())}<br><small>{escape(month.plant_name('ja'))}</small>",
                cards_svg(four, width=width, gap=3),
            )
        )
    return html_table(("", _("month"), _("plant"), _("its 4 cards")), rows)


# --- stepping through a deal --------------------------------------------------------------


def deal_steps(rnd: Any) -> list[tuple[str, dict[str, tuple[Card, ...]]]]:
    """The deal of ``rnd`` (a :class:`koikoi.Round` made by ``Round.deal``) batch by batch:
    a list of (what happened, cards of "nondealer", "field", "dealer" and "stock") after
    each batch, starting with the shuffled stock."""
    data = rnd.to_dict()
    if data.get("kind") != "deal":
        raise ValueError("deal_steps needs a dealt round (Round.deal), not a set-up position")
    order = parse_cards(data["deck"])
    piles: dict[str, list[Card]] = {"nondealer": [], "field": [], "dealer": []}
    steps = [(_("The 48 cards are shuffled into a face-down stock."), _snapshot(piles, order))]
    for seat, start, stop in deal_batches(rnd.rules):
        batch = order[start:stop]
        piles[seat].extend(batch)
        steps.append((_batch_text(seat, batch), _snapshot(piles, order[stop:])))
    return steps


def _batch_text(seat: str, batch: Sequence[Card]) -> str:
    """One batch of the deal as a sentence ("2 cards to the dealer: 1b 3p1.")."""
    n, codes = len(batch), " ".join(c.code for c in batch)
    if seat == "field":
        return ngettext(
            "{count} card face up on the field: {cards}.",
            "{count} cards face up on the field: {cards}.",
            n,
            count=n,
            cards=codes,
        )
    if seat == "dealer":
        return ngettext(
            "{count} card to the dealer: {cards}.",
            "{count} cards to the dealer: {cards}.",
            n,
            count=n,
            cards=codes,
        )
    return ngettext(
        "{count} card to the non-dealer: {cards}.",
        "{count} cards to the non-dealer: {cards}.",
        n,
        count=n,
        cards=codes,
    )


def _snapshot(piles: dict[str, list[Card]], stock: Sequence[Card]) -> dict[str, tuple[Card, ...]]:
    return {**{k: tuple(v) for k, v in piles.items()}, "stock": tuple(stock)}


class DealStepper(w.VBox):
    """Step through a seeded deal, batch by batch, with Previous / "Deal next batch"
    buttons: a widget to display as it is; :meth:`next` and :meth:`back` step from Python.
    The hands are labelled with the players of ``rnd``.
    """

    def __init__(self, rnd: Any, *, width: int = 46) -> None:
        self.steps = deal_steps(rnd)
        self.dealer = rnd.dealer
        self.index = 0
        self.card_width = width
        self.picture = w.HTML()
        self.back_button = w.Button(description=_("Previous"), icon="step-backward")
        self.next_button = w.Button(
            description=_("Deal next batch"),
            icon="step-forward",
            button_style="primary",
            layout=w.Layout(width="180px"),
        )
        self.back_button.on_click(lambda _b: self.back())
        self.next_button.on_click(lambda _b: self.next())
        super().__init__([w.HBox([self.back_button, self.next_button]), self.picture])
        # a saved page shows the finished deal (what the deal leaves, the round of lesson 1),
        # not step 0's empty hands, with the buttons as they are then (nothing more to deal);
        # the live widget starts at step 0, to be stepped through
        stand_in(self.picture, lambda: self._step_html(len(self.steps) - 1))
        saved_enabled(self.back_button, True)
        saved_enabled(self.next_button, False)
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
        self.picture.value = self._step_html(self.index)
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.steps) - 1

    def _step_html(self, index: int) -> str:
        """Step ``index`` of the deal: what it says, then the hands, field and stock."""
        from widgets.art.svg import back_svg, cards_svg

        text, piles = self.steps[index]
        last = index == len(self.steps) - 1
        rows = []
        labels = {
            "nondealer": _(_NONDEALER_HAND[1 - self.dealer]),
            "field": _("field (face up)"),
            "dealer": _(_DEALER_HAND[self.dealer]),
        }
        for seat, label in labels.items():
            picture = cards_svg(piles[seat], width=self.card_width, gap=4)
            rows.append((f"<b>{label}</b><br>{_count(len(piles[seat]))}", picture))
        # before the first batch the 48 cards are the whole deck; what the deal leaves, the stock
        pile = _("deck") if index == 0 else _("stock")
        stock = f"<b>{pile}</b><br>{_count(len(piles['stock']))}"
        rows.append((stock, back_svg(width=self.card_width)))
        done = " " + _("The deal is complete: the dealer plays first.") if last else ""
        if index == 0:  # the shuffle is not a batch: batches are counted from 1
            step = _("Before the deal: {text}", text=escape(text))
        else:
            step = _(
                "Step {number} of {total}: {text}",
                number=index,
                total=len(self.steps) - 1,
                text=escape(text),
            )
        step += done
        return f'<div style="font-size:14px;margin:4px 0">{step}</div>' + table_html(("", ""), rows)


_DEALER_HAND = (N_("dealer's hand (yours)"), N_("dealer's hand (your opponent's)"))
"""The dealer's hand, when you (player 0) or your opponent (1) deal."""
_NONDEALER_HAND = (N_("non-dealer's hand (yours)"), N_("non-dealer's hand (your opponent's)"))
"""The other hand, when it is yours (player 0) or your opponent's (1)."""


def _count(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n, count=n)
