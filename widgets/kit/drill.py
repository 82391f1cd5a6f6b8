"""The card drill as a widget: one card at a time in the bare art (no month badge, no name),
asking its month or its class; later, a pile asking its points (its yaku). Each answer is
checked and explained like the other exercises, and scheduled by
:class:`koikoi.tutor.drill.Drill` (saved in the progress file, never blocking a lesson).

>>> from datetime import UTC, datetime
>>> import tempfile, pathlib
>>> from koikoi.tutor.progress import ProgressStore
>>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> drill = DrillWidget(store=store, seed=3, clock=lambda: datetime(2026, 3, 1, tzinfo=UTC))
>>> feedback = drill.answer(drill.right_option())
>>> feedback.correct, len(store.schedule())
(True, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import ipywidgets as w

from koikoi import MONTHS, Kind, score
from koikoi.tutor.checks import Feedback
from koikoi.tutor.drill import Drill, Item, utc_now
from koikoi.tutor.progress import ProgressStore
from widgets.art.svg import bare_svg, cards_svg
from widgets.i18n import ngettext
from widgets.i18n import translator as _
from widgets.kit.context import lesson_context

__all__ = ["POINT_OPTIONS", "DrillWidget", "drill"]

POINT_OPTIONS = tuple(range(11))
"""The answers offered for a pile's base points."""


class DrillWidget(w.VBox):
    """One drill item at a time: its picture, the question, one button per answer, the
    explanation, and **Next** (the next due item, else a new one)."""

    def __init__(
        self,
        *,
        store: ProgressStore | None = None,
        seed: int | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        store = lesson_context().store if store is None else store  # the lesson's by default
        self.drill = Drill(store, clock=clock, seed=seed)
        self.item: Item = self.drill.next()
        self.feedback: Feedback | None = None
        self._picture, self._question, self._out, self._due = (w.HTML() for _i in range(4))
        self._buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.next_button = w.Button(description=_("Next card"), icon="forward")
        self.next_button.on_click(lambda _b: self.next())
        super().__init__(
            [self._picture, self._question, self._buttons, self._out, self._due, self.next_button],
            layout=w.Layout(border="1px solid #d8c9a8", padding="6px 10px", margin="6px 0"),
        )
        self._show_item()

    def options(self) -> list[tuple[str, Any]]:
        """The current item's answers: (button label, answer)."""
        if self.item.kind == "month":
            return [(f"{m.number} {m.plant_name()}", m.number) for m in MONTHS]
        if self.item.kind == "class":
            return [(k.label(), k) for k in Kind]
        return [(str(n), n) for n in POINT_OPTIONS]

    def right_option(self) -> Any:
        """The right answer to the current item (the engine's; for tests and demos)."""
        if self.item.kind == "month":
            return self.item.card.month
        if self.item.kind == "class":
            return self.item.card.kind
        return score(self.item.cards).total

    def _show_item(self) -> None:
        item = self.item
        if item.kind == "points":
            self._picture.value = cards_svg(item.cards, width=90)
        else:
            self._picture.value = bare_svg(item.card, width=110)
        self._question.value = (
            f'<div style="font-size:15px;font-weight:600;margin:4px 0">{item.question()}</div>'
        )
        buttons = []
        for label, option in self.options():
            button = w.Button(description=label, layout=w.Layout(width="auto"))
            button.on_click(lambda _b, o=option: self.answer(o))
            buttons.append(button)
        self._buttons.children = buttons
        self._out.value = ""
        self.feedback = None
        self._show_due()

    def _show_due(self) -> None:
        self._due.value = f'<div style="font-size:12px;color:#6b5a45">{self.due_text()}</div>'

    def due_text(self) -> str:
        """How many cards are due, said so that it agrees with the card shown: with none
        due, the card asked is a new one (or, all seen, one that comes back early)."""
        count = self.drill.due_count()
        if count:
            return ngettext("{count} card due", "{count} cards due", count, count=count)
        if self.feedback is None and self.drill.due_at(self.item) is None:
            return _("A new card: none due for review")
        return _("No cards due for review")

    def answer(self, option: Any) -> Feedback:
        """Answer the current item with ``option`` (as if its button were clicked); a
        second answer to the same item is checked but not scheduled again."""
        if self.feedback is not None:
            return self.item.check(option)
        feedback = self.drill.answer(self.item, option)
        for button, (_label, o) in zip(self._buttons.children, self.options(), strict=True):
            if o == option:
                button.button_style = "success" if feedback.correct else "danger"
        self.feedback = feedback
        self._out.value = feedback._repr_html_()
        self._show_due()
        return feedback

    def next(self) -> Item:
        """Show the next item (due first, then new)."""
        self.item = self.drill.next()
        self._show_item()
        return self.item


def drill(seed: int | None = 0) -> DrillWidget:
    """The card drill, saving its schedule in your progress file. New cards come in the
    order ``seed`` gives (the same for every learner, so a built lesson is the same file
    each time); ``seed=None`` draws a fresh order."""
    return DrillWidget(seed=seed)
