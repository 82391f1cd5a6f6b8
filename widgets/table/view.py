"""The table's widgets, thin: a canvas that scales with its column, the koi-koi and replay
buttons, the message line and the log. It draws what it is given and forwards what the
learner does; what that means is :mod:`widgets.table.controller`'s business.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w
from ipycanvas import Canvas

from koikoi.cards import Lang
from widgets.i18n import translator as _
from widgets.table.batch import canvas_batch, fresh_manager
from widgets.table.canvas import CardAtlas, draw_items
from widgets.table.layout import PILE_CARD_W, TABLE_CARD_W
from widgets.table.pixels import PixelRatio, scale_for
from widgets.table.pointer import on_tap
from widgets.table.scene import Item, Scene
from widgets.table.scroll import PageScroll, scrolls_page

__all__ = ["KEYBOARD_ONLY", "POINTER_CLASS", "TOP_CLASS", "TableView", "busy_html"]

POINTER_CLASS = "koikoi-table-pointer"
"""The canvas's CSS class while the pointer is over a card that a click would play."""
TOP_CLASS = "koikoi-table-top"
"""The CSS class of the canvas drawn over the table's (its clicks go to the one under it)."""
KEYBOARD_ONLY = "koikoi-keyboard-only"
"""The CSS class of widgets that a drawn copy on the canvas stands for: out of sight (one
pair of koi-koi buttons shows), yet reached with Tab and read by screen readers; they
come into view while they hold the keyboard's focus."""
_STYLE = (
    "<style>.koikoi-table canvas{touch-action:manipulation}"
    f".koikoi-table canvas.{POINTER_CLASS}{{cursor:pointer}}"
    # the log wraps between words (JupyterLab breaks output text anywhere: "de l|espedeza")
    ".koikoi-table .widget-output pre{word-break:normal;overflow-wrap:anywhere}"
    f".koikoi-table canvas.{TOP_CLASS}{{pointer-events:none}}"
    f".koikoi-table .{KEYBOARD_ONLY}:not(:focus-within){{position:absolute!important;"
    "width:1px!important;height:1px!important;overflow:hidden!important;"
    "clip-path:inset(50%);white-space:nowrap;margin:-1px!important;padding:0!important}"
    "</style>"
)


class TableView(w.VBox):
    """The widgets of a table ``width`` x ``height`` pixels, card faces in ``lang``.

    The canvas is as wide as its output area up to ``width`` pixels and keeps its shape
    (CSS ``width: 100%``, ``max-width``, ``aspect-ratio``); ipycanvas maps pointer
    positions by the element's displayed size, so taps land in table pixels at any size.
    ``scale`` (device pixels per table pixel, e.g. 2 for a screen of devicePixelRatio 2)
    sizes the canvases and their card atlases that many times the table, for a crisp
    picture; the handlers still get table pixels. By default (None) it follows the page:
    a :class:`~widgets.table.pixels.PixelRatio` among the view's widgets reports the
    page's devicePixelRatio (neither ipycanvas nor ipywidgets does), and the view redraws
    at :func:`~widgets.table.pixels.scale_for` it (1 until a page reports).
    Subclasses handle :meth:`on_press`, :meth:`on_pointer`, :meth:`on_decide` and
    :meth:`on_step`, and must call :meth:`connect` once built."""

    def __init__(
        self, width: int, height: int, lang: Lang | None, scale: float | None = None
    ) -> None:
        if scale is not None and not (
            isinstance(scale, int | float) and not isinstance(scale, bool) and 1 <= scale <= 4
        ):
            raise ValueError(f"scale={scale!r} must be device pixels per table pixel, 1 to 4")
        self.scale = 1.0 if scale is None else float(scale)
        self._size = (width, height)
        self._lang = lang
        self._drawn: Scene | None = None  # the scene last drawn (drawn again when rescaled)
        self.pixel_ratio = PixelRatio(layout=w.Layout(height="0px", margin="0"))
        if scale is None:
            self.pixel_ratio.observe(lambda change: self.rescale(scale_for(change.new)), "ratio")
        self.manager = fresh_manager()  # a reopened page needs no older widget to draw it
        # two canvases, one over the other: what a click or the pointer changes (the hand,
        # the field and what lies over them) is drawn on ``top``, the rest stays on
        # ``canvas`` (which takes the pointer: ``top`` lets it through)
        self.canvas, self.top = (
            Canvas(
                width=math.ceil(width * self.scale),
                height=math.ceil(height * self.scale),
                layout=w.Layout(
                    width="100%", max_width=f"{width}px", height="auto", grid_area="1 / 1"
                ),
                _canvas_manager=self.manager,
            )
            for _ in range(2)
        )
        self.top.add_class(TOP_CLASS)
        scrolls_page(self.canvas)  # the wheel and a swipe over the table scroll the page
        self._steady: tuple[Item, ...] | None = None  # what ``canvas`` shows (None: unknown)
        self.atlases: dict[float, CardAtlas] = {
            size: CardAtlas(
                Canvas(width=aw, height=ah, _canvas_manager=self.manager), size, lang, self.scale
            )
            for size in (TABLE_CARD_W, PILE_CARD_W)
            for aw, ah in [CardAtlas.size(size, self.scale)]
        }
        self.koikoi_button = w.Button(
            description=_("Koi-koi (play on)"),
            button_style="danger",
            icon="forward",
            layout=w.Layout(width="auto", min_width="180px"),
        )
        self.stop_button = w.Button(
            description=_("Stop (score now)"),
            button_style="success",
            icon="hand-paper-o",
            layout=w.Layout(width="auto", min_width="180px"),
        )
        self.previous_button = w.Button(
            description=_("Previous"), icon="step-backward", layout=w.Layout(width="120px")
        )
        self.next_button = w.Button(
            description=_("Next"), icon="step-forward", layout=w.Layout(width="120px")
        )
        self.replay_label = w.HTML()
        self.decision_box = w.HBox([self.koikoi_button, self.stop_button])
        self.replay_box = w.HBox([self.previous_button, self.next_button, self.replay_label])
        self.message_line = w.HTML(layout=w.Layout(max_width=f"{width}px"))
        self.log_output = w.Output(layout=w.Layout(flex="0 0 auto"))
        # The log scrolls in a reversed flex box, which keeps the newest line in view.
        self.log_box = w.Box(
            [self.log_output],
            layout=w.Layout(
                display="flex",
                flex_flow="column-reverse",
                max_width=f"{width}px",
                max_height="150px",
                overflow="auto",
                border="1px solid #c8d6cc",
            ),
        )
        self._logged = 0
        super().__init__(
            [
                w.HTML(_STYLE, layout=w.Layout(height="0px", margin="0")),
                self.pixel_ratio,
                PageScroll(),
                w.GridBox(
                    [self.canvas, self.top],
                    layout=w.Layout(width="100%", grid_template_columns="minmax(0, 1fr)"),
                ),
                self.message_line,
                self.decision_box,
                self.replay_box,
                self.log_box,
            ],
            layout=w.Layout(width="100%", max_width=f"{width + 4}px"),
        )
        self.add_class("koikoi-table")

    def connect(self, guarded: Callable[[Callable[..., Any]], Callable[..., None]]) -> None:
        """Forward the page's events to the handlers, each through ``guarded``."""
        for canvas in (self.canvas, self.top):
            canvas.on_client_ready(guarded(self.on_client_ready))
        for atlas in self.atlases.values():
            atlas.canvas.on_client_ready(guarded(self._atlas_ready(atlas)))
        # a click is taken on mouse-up: on mouse-down ipycanvas focuses the canvas first, which
        # can scroll the page under the pointer and skew that event's coordinates
        press, pointer = (
            self._in_table_pixels(self.on_press),
            self._in_table_pixels(self.on_pointer),
        )
        on_tap(self.canvas, guarded(press), touch_moved=guarded(pointer))
        self.canvas.on_mouse_move(guarded(pointer))
        self.canvas.on_mouse_out(guarded(lambda x, y: self.on_pointer(-1, -1)))
        self.koikoi_button.on_click(guarded(lambda _b: self.on_decide("koikoi")))
        self.stop_button.on_click(guarded(lambda _b: self.on_decide("stop")))
        self.next_button.on_click(guarded(lambda _b: self.on_step(1)))
        self.previous_button.on_click(guarded(lambda _b: self.on_step(-1)))

    def _in_table_pixels(self, fn: Callable[[float, float], Any]) -> Callable[[float, float], Any]:
        """``fn`` called with the page's canvas pixels turned into table pixels."""

        def call(x: float, y: float) -> Any:
            return fn(x / self.scale, y / self.scale)

        call.__name__ = getattr(fn, "__name__", "handler")
        return call

    def resize(self, width: int, height: int) -> None:
        """Make the canvas ``width`` x ``height`` table pixels (at :attr:`scale`)."""
        self._size = (width, height)
        for canvas in (self.canvas, self.top):
            with canvas.hold_sync():  # one message
                canvas.width = math.ceil(width * self.scale)
                canvas.height = math.ceil(height * self.scale)
            canvas.layout.max_width = f"{width}px"
        self._steady = None  # a resized canvas is blank

    def rescale(self, scale: float) -> None:
        """Draw at ``scale`` device pixels per table pixel from now on: the canvases and
        the atlases are resized, and drawn again if a page showed them."""
        if not (isinstance(scale, int | float) and 1 <= scale <= 4):
            raise ValueError(f"scale={scale!r} must be device pixels per table pixel, 1 to 4")
        if scale == self.scale:
            return
        self.scale = float(scale)
        for size, old in self.atlases.items():
            atlas = CardAtlas(old.canvas, size, self._lang, self.scale)
            with atlas.canvas.hold_sync():
                atlas.canvas.width, atlas.canvas.height = CardAtlas.size(size, self.scale)
            self.atlases[size] = atlas
            if old.drawn:  # its page is ready (else it is drawn when it is)
                with canvas_batch(self.manager):
                    atlas.draw()
        self.resize(*self._size)
        if self._drawn is not None:
            self.draw(self._drawn)

    # --- handlers (the table widget overrides them) -----------------------------------

    def on_client_ready(self) -> None:
        """A page connected to the canvas: draw it."""

    def on_press(self, x: float, y: float) -> None:
        """A mouse press or a tap at canvas pixel ``(x, y)``."""

    def on_pointer(self, x: float, y: float) -> None:
        """The pointer moved to ``(x, y)`` (``(-1, -1)``: it left the canvas)."""

    def on_decide(self, word: str) -> None:
        """A koi-koi ("koikoi") or stop ("stop") button."""

    def on_step(self, step: int) -> None:
        """A replay button: 1 forward, -1 back."""

    # --- drawing ----------------------------------------------------------------------

    def draw(self, scene: Scene, *, whole: bool = True) -> None:
        """Draw ``scene`` in one canvas message: its steady items (:attr:`Scene.steady`)
        on :attr:`canvas` unless it shows them already (``whole``: draw them anyway, for a
        page that may show nothing yet), the rest on :attr:`top`."""
        steady = scene.items[: scene.steady]
        self._drawn = scene
        with canvas_batch(self.manager):
            if whole or steady != self._steady:
                self.canvas.clear()
                draw_items(self.canvas, steady, self.atlases, self.scale)
                self._steady = steady
            self.top.clear()
            draw_items(self.top, scene.items[scene.steady :], self.atlases, self.scale)

    def _atlas_ready(self, atlas: CardAtlas) -> Callable[[], None]:
        def ready() -> None:
            with canvas_batch(self.manager):
                self.atlases[atlas.width].draw()  # the atlas of that size at today's scale
            self.on_client_ready()

        return ready

    def show_message(self, text: str, *, error: bool = False, busy: bool = False) -> None:
        """Put ``text`` on the message line: red with a cross when ``error``, beside a
        turning circle when ``busy``."""
        if busy and not error:
            value = busy_html(text)
        else:
            colour = "#b71c1c" if error else "#1b3a2a"
            mark = "✗ " if error else ""
            value = (
                f'<div style="font-size:14px;line-height:1.45;padding:4px 8px;color:{colour};'
                f'{"font-weight:bold;" if error else ""}">{mark}{html.escape(text)}</div>'
            )
        if self.message_line.value != value:
            self.message_line.value = value

    def show_controls(self, *, deciding: bool, replay: str | None, drawn: bool = False) -> None:
        """Show the koi-koi buttons when ``deciding`` (kept for the keyboard only when
        ``drawn``: the canvas draws the pair the learner sees), the replay bar with
        ``replay`` (its label) unless it is None."""
        _display(self.decision_box, deciding)
        keyboard_only = deciding and drawn
        if keyboard_only != (KEYBOARD_ONLY in self.decision_box._dom_classes):
            box = self.decision_box
            (box.add_class if keyboard_only else box.remove_class)(KEYBOARD_ONLY)
        _display(self.replay_box, replay is not None)
        if replay is not None:
            self.replay_label.value = "&nbsp; " + replay

    def show_log(self, lines: Sequence[str], tracebacks: list[str]) -> None:
        """Bring the log up to ``lines`` (restarted when they were cut), then append the
        ``tracebacks`` (emptied)."""
        if len(lines) < self._logged:
            self.log_output.outputs = ()
            self._logged = 0
        for line in lines[self._logged :]:
            self.log_output.append_stdout(line + "\n")
        self._logged = len(lines)
        while tracebacks:
            self.log_output.append_stderr(tracebacks.pop(0))

    def restart_log(self) -> None:
        """Empty the log (the next :meth:`show_log` writes it again)."""
        self.log_output.outputs = ()
        self._logged = 0

    def show_pointer(self, pointer: bool) -> None:
        """A pointing hand over the canvas (``pointer``), else the arrow."""
        if pointer != (POINTER_CLASS in self.canvas._dom_classes):
            (self.canvas.add_class if pointer else self.canvas.remove_class)(POINTER_CLASS)


def _display(widget: w.DOMWidget, shown: bool) -> None:
    value = "flex" if shown else "none"
    if widget.layout.display != value:
        widget.layout.display = value


def busy_html(text: str) -> str:
    """``text`` beside a small turning circle: something is being worked out."""
    return (
        "<style>@keyframes koikoi-spin{to{transform:rotate(360deg)}}</style>"
        '<div style="display:flex;align-items:center;gap:8px;font-size:14px;color:#1b3a2a;'
        "background:#e8f3ec;border:1px solid #9cc5ad;border-radius:6px;padding:3px 8px;"
        'margin:2px 0">'
        '<span style="width:12px;height:12px;border-radius:50%;border:3px solid #9cc5ad;'
        "border-top-color:#1d5c3a;display:inline-block;flex:none;"
        'animation:koikoi-spin 0.9s linear infinite"></span>'
        f"<b>{html.escape(text)}</b></div>"
    )
