"""Quiz and exercise widgets for the lessons, built on the checkers of :mod:`koikoi.tutor.checks`.

Each exercise is an ``ipywidgets.VBox`` to display as the last line of a cell. It shows
the question, takes the answer by clicks (buttons, cards, a table), shows the checker's
:class:`~koikoi.tutor.checks.Feedback` and records the result on the running score of the
lesson it was shown in (:func:`~widgets.kit.context.lesson_context`, shown by
:func:`score_card`). Ready-made exercises:

- :func:`which_month`, :func:`which_class`, :func:`which_ribbon`, :func:`choice`: buttons;
- :func:`pick_month`, :func:`pick_class`: "click the cards that ..." (:class:`CardPicker`);
- :class:`SortingExercise`: give every card its class;
- :class:`PlayExercise`: play a position on the card table (:mod:`widgets.table.widget`).

Widgets never print: feedback goes into their own HTML area. Every widget can be driven
from Python (``answer(...)``, ``click(x, y)``, ``check()``), which is how the tests use them.

>>> quiz = which_month("9a", key="doc")
>>> quiz.answer("October").correct
False
>>> quiz.answer(9).correct, quiz.score.solved("doc")
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w
from ipycanvas import Canvas

from koikoi import MONTHS, Card, Kind, Move, Round, format_cards, parse_cards
from koikoi.cards import CardsLike
from koikoi.tutor import checks
from koikoi.tutor.checks import Feedback
from widgets import static
from widgets.art.canvas import draw_primitives
from widgets.art.faces import bare_face, card_face
from widgets.art.primitives import ART_H, ART_W
from widgets.art.svg import bare_svg, render, svg_number
from widgets.i18n import N_
from widgets.i18n import translator as _
from widgets.kit.context import LessonContext, lesson_context
from widgets.kit.score import Scoreboard, Tally
from widgets.table.batch import canvas_batch
from widgets.table.pointer import on_tap
from widgets.table.scroll import PageScroll, scrolls_page

__all__ = [
    "CardPicker",
    "Choice",
    "PlayExercise",
    "Scoreboard",
    "SortingExercise",
    "Tally",
    "bare_face",
    "bare_svg",
    "choice",
    "pick_class",
    "pick_month",
    "score_card",
    "which_class",
    "which_month",
    "which_ribbon",
]

# --- the running score -------------------------------------------------------------------


def score_card() -> w.HTML:
    """The running score of the lesson (:func:`~widgets.kit.context.lesson_context`), to
    show in a lesson's recap (a saved page says there, once, where the score shows)."""
    return lesson_context().score.card


# --- shared pieces -------------------------------------------------------------------------


def _feedback_html(feedback: Feedback | None) -> str:
    return feedback._repr_html_() if feedback is not None else ""


def _question(text: str) -> w.HTML:
    return w.HTML(f'<div style="font-size:15px;font-weight:600;margin:4px 0">{text}</div>')


class _Exercise(w.VBox):
    """An exercise: question, body, feedback area and the shared score."""

    def __init__(self, key: str, question: str, body: Sequence[w.Widget]) -> None:
        self.key = key
        self.question = question
        """The question as the exercise shows it (a lesson's answer block quotes it)."""
        self.feedback: Feedback | None = None
        self.context: LessonContext = lesson_context()
        """The lesson this exercise was shown in: its answers count there."""
        self.score: Scoreboard = self.context.score
        self._out = w.HTML()
        self.score.register(key)
        super().__init__(
            [_question(question), *body, self._out, self.score.widget],
            layout=w.Layout(border="1px solid #d8c9a8", padding="6px 10px", margin="6px 0"),
        )

    def _show(self, feedback: Feedback) -> Feedback:
        self.feedback = feedback
        self._out.value = _feedback_html(feedback)
        self.score.record(self.key, feedback.correct)
        return feedback


# --- buttons -----------------------------------------------------------------------------------


class Choice(_Exercise):
    """A multiple-choice question: one button per option; ``check(option)`` gives the
    feedback. ``picture`` (SVG or HTML text) is shown above the buttons; ``labels`` are
    the buttons' texts when they are not the options themselves."""

    def __init__(
        self,
        question: str,
        options: Sequence[str],
        check: Callable[[str], Feedback],
        *,
        picture: str = "",
        key: str | None = None,
        labels: Sequence[str] | None = None,
    ) -> None:
        self.options = tuple(options)
        self._check = check
        shown = [str(o) for o in options] if labels is None else list(labels)
        if len(shown) != len(self.options):
            raise ValueError(f"labels={labels!r}: one label per option ({len(self.options)})")
        self.buttons = [
            w.Button(description=label, layout=w.Layout(width="auto")) for label in shown
        ]
        for button, option in zip(self.buttons, self.options, strict=True):
            button.on_click(lambda _b, o=option: self.answer(o))
        body: list[w.Widget] = [w.HTML(picture)] if picture else []
        body.append(w.HBox(self.buttons, layout=w.Layout(flex_flow="row wrap")))
        super().__init__(key or question, question, body)

    def answer(self, option: Any) -> Feedback:
        """Answer with ``option`` (as if its button were clicked)."""
        feedback = self._check(option)
        for button, o in zip(self.buttons, self.options, strict=True):
            if str(o) == str(option):
                button.button_style = "success" if feedback.correct else "danger"
            elif feedback.correct:
                button.button_style = ""
        return self._show(feedback)


def which_month(card: Card | str, *, key: str | None = None) -> Choice:
    """ "Which month is this card?", with the card shown bare (no printed number)."""
    card = card if isinstance(card, Card) else Card.parse(card)
    options = [f"{m.number} {m.plant}" for m in MONTHS]
    return Choice(
        _("Which month is this card?"),
        options,
        lambda o: checks.check_month(card, _month_answer(o)),
        picture=bare_svg(card, width=90),
        key=key or f"which month {card.code}",
        labels=[f"{m.number} {m.plant_name()}" for m in MONTHS],
    )


def _month_answer(option: int | str) -> int:
    """A month from a button label ("9 chrysanthemum") or any month answer."""
    text = str(option)
    return checks.parse_month(text.split()[0] if text[:1].isdigit() else option)


_KINDS = ("bright", "animal", "ribbon", "plain")
_KIND_WORDS = {
    "bright": N_("bright"),
    "animal": N_("animal"),
    "ribbon": N_("ribbon"),
    "plain": N_("plain"),
}
"""The classes as the buttons and menus name them (the answers stay the English words)."""
_RIBBONS = ("poetry", "blue", "plain red")
_RIBBON_WORDS = {"poetry": N_("poetry"), "blue": N_("blue"), "plain red": N_("plain red")}


def which_class(card: Card | str, *, key: str | None = None) -> Choice:
    """ "Bright, animal, ribbon or plain?" for one card (shown bare)."""
    card = card if isinstance(card, Card) else Card.parse(card)
    return Choice(
        _("What class is this card ({month})?", month=card.month_info.name()),
        _KINDS,
        lambda o: checks.check_class(card, o),
        picture=bare_svg(card, width=90),
        key=key or f"which class {card.code}",
        labels=[_(_KIND_WORDS[k]) for k in _KINDS],
    )


def which_ribbon(card: Card | str, *, key: str | None = None) -> Choice:
    """ "Poetry, blue or plain red ribbon?" for a ribbon card."""
    card = card if isinstance(card, Card) else Card.parse(card)
    return Choice(
        _("Which kind of ribbon is this?"),
        _RIBBONS,
        lambda o: checks.check_ribbon(card, "red" if o == "plain red" else o),
        picture=bare_svg(card, width=90),
        key=key or f"which ribbon {card.code}",
        labels=[_(_RIBBON_WORDS[r]) for r in _RIBBONS],
    )


def choice(
    question: str,
    options: Sequence[str],
    correct: str | Sequence[str],
    *,
    why: str,
    notes: dict[str, str] | None = None,
    picture: str = "",
    key: str | None = None,
) -> Choice:
    """A multiple-choice question with a fixed right answer, its reason, and a note per
    wrong option (see :func:`koikoi.tutor.checks.check_choice`)."""
    for option in [correct] if isinstance(correct, str) else correct:
        if option not in options:
            raise ValueError(f"the right answer {option!r} is not among the options {options!r}")
    return Choice(
        question,
        options,
        lambda o: checks.check_choice(o, correct, why=why, notes=notes),
        picture=picture,
        key=key,
    )


# --- clicking cards ------------------------------------------------------------------------------


class CardPicker(_Exercise):
    """ "Click the cards that ...": click cards to select them, then press Check.

    ``check(selected_cards)`` gives the feedback; ``key`` defaults to the question and the
    cards shown. ``bare`` hides the printed month number, class marker and name. Drive it
    from Python with :meth:`click` (canvas pixels), :meth:`toggle` and :meth:`check`.
    """

    GAP = 8
    PER_ROW = 8

    def __init__(
        self,
        question: str,
        cards: CardsLike,
        check: Callable[[tuple[Card, ...]], Feedback],
        *,
        key: str | None = None,
        bare: bool = False,
        width: int = 72,
    ) -> None:
        self.cards = parse_cards(cards)
        if not self.cards:
            raise ValueError("a card picker needs at least one card")
        self.bare = bare
        self.card_width = width
        self.selected: set[Card] = set()
        self._check = check
        self._solved = False
        cw, ch = self.canvas_size()
        self.canvas = scrolls_page(
            Canvas(width=cw, height=ch, layout=w.Layout(width=f"{cw}px", height=f"{ch}px"))
        )
        self.canvas.on_client_ready(self.draw)
        static.picture(self.canvas, self.picture)
        on_tap(self.canvas, self.click, press="down")  # a mouse press, a pen or a finger
        self.check_button = w.Button(description=_("Check"), button_style="primary")
        self.check_button.on_click(lambda _b: self.check())
        self.clear_button = w.Button(description=_("Clear"))
        self.clear_button.on_click(lambda _b: self.clear())
        hint = w.HTML(
            '<span style="color:#6b5a45">'
            + escape(_("Click cards to select them, then Check."))
            + "</span>"
        )
        body = [PageScroll(), self.canvas, w.HBox([self.check_button, self.clear_button, hint])]
        shown = " ".join(c.code for c in self.cards)
        super().__init__(key or f"{question} {shown}", question, body)

    # layout: pure geometry
    def card_height(self) -> float:
        """Height of a card in pixels."""
        return self.card_width * ART_H / ART_W

    def canvas_size(self) -> tuple[int, int]:
        """The canvas size that holds all cards."""
        n = len(self.cards)
        cols, rows = min(n, self.PER_ROW), -(-n // self.PER_ROW)
        width = cols * self.card_width + (cols - 1) * self.GAP + 8
        height = rows * self.card_height() + (rows - 1) * self.GAP + 8
        return int(width), int(height)

    def position(self, index: int) -> tuple[float, float]:
        """Top-left corner of card ``index``."""
        row, col = divmod(index, self.PER_ROW)
        return 4 + col * (self.card_width + self.GAP), 4 + row * (self.card_height() + self.GAP)

    def card_at(self, x: float, y: float) -> Card | None:
        """The card under canvas pixel ``(x, y)``, or None."""
        for i, card in enumerate(self.cards):
            left, top = self.position(i)
            if left <= x < left + self.card_width and top <= y < top + self.card_height():
                return card
        return None

    # state
    def click(self, x: float, y: float) -> None:
        """A click at canvas pixel ``(x, y)``: toggles the card there."""
        card = self.card_at(x, y)
        if card is not None:
            self.toggle(card)

    def toggle(self, card: Card | str) -> None:
        """Select or unselect one of the shown cards."""
        card = card if isinstance(card, Card) else Card.parse(card)
        if card not in self.cards:
            raise ValueError(f"{card.code} is not one of the cards shown")
        self.selected ^= {card}
        self._out.value = ""
        self.draw()

    def clear(self) -> None:
        """Unselect every card."""
        self.selected.clear()
        self._out.value = ""
        self.draw()

    def check(self) -> Feedback:
        """Check the selected cards."""
        chosen = tuple(c for c in self.cards if c in self.selected)
        feedback = self._check(chosen)
        self._solved = feedback.correct
        self._show(feedback)
        self.draw()
        return feedback

    def faces(self) -> list[tuple[float, float, list]]:
        """Where each card is drawn and what: (x, y, primitives), selected ones framed,
        gold once solved."""
        placed = []
        for i, card in enumerate(self.cards):
            x, y = self.position(i)
            on = card in self.selected
            gold = on and self._solved
            face = bare_face if self.bare else card_face
            placed.append((x, y, face(card, selected=on and not gold, highlight=gold)))
        return placed

    def draw(self) -> None:
        """Redraw every card (:meth:`faces`)."""
        with canvas_batch():
            self.canvas.clear()
            for x, y, face in self.faces():
                draw_primitives(self.canvas, face, x, y, self.card_width)

    def picture(self) -> str:
        """The cards as the canvas shows them, as one SVG picture (for saved notebooks)."""
        n = svg_number
        scale = n(self.card_width / ART_W)
        body = "".join(
            f'<g transform="translate({n(x)} {n(y)}) scale({scale})">{render(face)}</g>'
            for x, y, face in self.faces()
        )
        cw, ch = self.canvas_size()
        label = escape(_("The cards to choose from"))
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{cw}" height="{ch}" '
            f'viewBox="0 0 {cw} {ch}" role="img" aria-label="{label}">{body}</svg>'
        )


def pick_month(month: int | str, among: CardsLike, *, key: str | None = None) -> CardPicker:
    """ "Click the cards of this month" among ``among`` (shown bare); ``key`` defaults to
    ``"pick month 8: 8b 1p1 ..."``, the same in every language."""
    month = checks.parse_month(month)
    info = MONTHS[month - 1]
    cards = parse_cards(among)
    return CardPicker(
        _("Click every card of {month} ({plant}).", month=info.name(), plant=info.plant_name()),
        cards,
        lambda chosen: checks.check_same_month(chosen, month, among=cards),
        key=key or f"pick month {month}: {format_cards(cards)}",
        bare=True,
    )


def pick_class(kind: Kind | str, among: CardsLike, *, key: str | None = None) -> CardPicker:
    """ "Click the brights" (animals, ribbons, plains) among ``among`` (shown bare);
    ``key`` defaults to ``"pick bright: 1b 2a ..."``, the same in every language."""
    kind = checks.parse_class(kind)
    cards = parse_cards(among)
    return CardPicker(
        _(_PICK_CLASS[kind]),
        cards,
        lambda chosen: checks.check_cards_of_class(chosen, kind, among=cards),
        key=key or f"pick {kind.name.lower()}: {format_cards(cards)}",
        bare=True,
    )


_PICK_CLASS = {
    Kind.BRIGHT: N_("Click every bright among these cards."),
    Kind.ANIMAL: N_("Click every animal among these cards."),
    Kind.RIBBON: N_("Click every ribbon among these cards."),
    Kind.PLAIN: N_("Click every plain among these cards."),
}


# --- sorting -------------------------------------------------------------------------------------


class SortingExercise(_Exercise):
    """Give every card its class (bright, animal, ribbon, plain), then press Check.

    Cards are shown bare; each has a drop-down under it. :meth:`sort` sets an answer from
    Python, :meth:`check` checks them all (:func:`koikoi.tutor.checks.check_sorting`).
    """

    def __init__(self, cards: CardsLike, *, key: str | None = None, width: int = 80) -> None:
        self.cards = parse_cards(cards)
        if not self.cards:
            raise ValueError("a sorting exercise needs at least one card")
        self.menus: dict[Card, w.Dropdown] = {}
        tiles = []
        for card in self.cards:
            menu = w.Dropdown(
                options=[(_("class?"), ""), *[(_(_KIND_WORDS[k]), k) for k in _KINDS]],
                value="",
                layout=w.Layout(width=f"{width + 14}px"),
            )
            self.menus[card] = menu
            tiles.append(
                w.VBox(
                    [w.HTML(bare_svg(card, width=width)), menu],
                    layout=w.Layout(margin="0 6px 6px 0"),
                )
            )
        self.check_button = w.Button(description=_("Check"), button_style="primary")
        self.check_button.on_click(lambda _b: self.check())
        grid = w.HBox(tiles, layout=w.Layout(flex_flow="row wrap"))
        question = _("Sort the cards: choose the class of each, then Check.")
        super().__init__(key or "sort " + " ".join(c.code for c in self.cards), question,
                         [grid, self.check_button])  # fmt: skip

    def sort(self, card: Card | str, kind: str) -> None:
        """Choose ``kind`` for ``card`` (as with its drop-down)."""
        card = card if isinstance(card, Card) else Card.parse(card)
        if card not in self.menus:
            raise ValueError(f"{card.code} is not one of the cards to sort")
        self.menus[card].value = checks.parse_class(kind).label("en")

    def check(self) -> Feedback:
        """Check every card; an unsorted card is named."""
        missing = [c.code for c, menu in self.menus.items() if not menu.value]
        if missing:
            feedback = Feedback(
                False,
                _("Choose a class for every card first: {cards}.", cards=", ".join(missing)),
            )
            self._out.value = _feedback_html(feedback)
            self.feedback = feedback
            return feedback
        return self._show(checks.check_sorting({c: m.value for c, m in self.menus.items()}))


# --- playing on the table ------------------------------------------------------------------------


class PlayExercise(_Exercise):
    """ "Play this position": the learner makes a move on the card table and gets feedback.

    ``best`` are the right moves (texts such as ``"7a"``, ``"7p1>7r"``, ``">8b"`` or
    ``"stop"``) and ``why`` says why; ``notes`` explains a wrong move by its text. The first
    move of the same kind as ``best`` (a play from the hand, a choice for the drawn card, or
    koi-koi/stop) is checked with :func:`koikoi.tutor.checks.check_move`, or with
    ``check(position, move)`` when given (e.g. :func:`koikoi.tutor.judgement.check_judgement`
    with the search's figures); the table then freezes until "Try again".
    Other table options (``allowed_moves``, ``regions``, ``show_opponent_hand``...) pass
    through to :class:`widgets.table.TableWidget`.
    """

    def __init__(
        self,
        question: str,
        position: Round,
        *,
        best: Sequence[str | Move],
        why: str,
        notes: dict[str, str] | None = None,
        key: str | None = None,
        pace: float = 0.6,
        check: Callable[[Round, Move], Feedback] | None = None,
        **table_options: Any,
    ) -> None:
        from widgets.table.widget import TableWidget

        if not best:
            raise ValueError("a play exercise needs at least one right move in best=")
        self.start = position.copy()
        self.best = tuple(Move.parse(m) for m in best)
        for move in self.best:
            if move.kind == "play" and not self.start.is_legal(move):
                raise ValueError(f"best move {str(move)!r} is not legal in the position")
        self.why = why
        self.notes = notes or {}
        self._check = check
        self.table = TableWidget(
            self.start.copy(), pace=pace, on_move=self._on_move, **table_options
        )
        self.retry_button = w.Button(description=_("Try again"), icon="undo")
        self.retry_button.on_click(lambda _b: self.retry())
        super().__init__(key or question, question, [self.table, self.retry_button])

    def _on_move(self, move: Move, rnd: Round) -> None:
        if self.feedback is not None or _kind(move) not in {_kind(m) for m in self.best}:
            return
        before = rnd.copy()
        before.pop()
        if self._check is not None:
            feedback = self._check(before, move)
        else:
            feedback = checks.check_move(
                before, move, best=self.best, why=self.why, notes=self.notes
            )
        self._show(feedback)
        self.table.frozen = True

    def play(self, move: str | Move) -> Feedback | None:
        """Make ``move`` on the table (as a click would); the feedback once checked."""
        self.table.push(move)
        return self.feedback

    def retry(self) -> None:
        """Set the position up again and clear the feedback."""
        self.feedback = None
        self._out.value = ""
        self.table.frozen = False
        self.table.set_round(self.start.copy())


def _kind(move: Move) -> str:
    """A move's kind for an exercise: koi-koi and stop answer the same question."""
    return "decision" if move.kind in ("koikoi", "stop") else move.kind
