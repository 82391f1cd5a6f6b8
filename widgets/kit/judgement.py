"""Judgement exercises: a stored position from real play on the card table, checked with
the search's figures (:mod:`koikoi.tutor.judgement`).

>>> from koikoi.tutor.judgement import POSITIONS
>>> exercise = judgement_exercise(POSITIONS[0])
>>> exercise.play(exercise.best[0]).correct
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from koikoi import Move, Phase
from koikoi.tutor.judgement import PRINCIPLES, Position, check_judgement, position_named
from koikoi.tutor.phrases import decimal, signed
from widgets.i18n import translator as _
from widgets.kit.lesson import HTML, html_table
from widgets.kit.quiz import PlayExercise

__all__ = [
    "answer_block",
    "estimates_table",
    "judgement_exercise",
    "margin_shown",
    "positions_table",
    "question_of",
]


def question_of(position: Position) -> str:
    """The exercise's question for the position's phase."""
    phase = position.round().phase
    if phase is Phase.DECISION:
        return _("Your yaku improved. Koi-koi or stop?")
    if phase is Phase.DRAW_CHOICE:
        return _("Your drawn card matches two field cards. Which do you take?")
    return _("Your turn. Which card do you play?")


def judgement_exercise(
    position: Position, question: str | None = None, *, key: str | None = None, **options: Any
) -> PlayExercise:
    """The position on the table, seen by the player to move; the learner's move is
    checked by :func:`~koikoi.tutor.judgement.check_judgement`. ``options`` pass through
    to :class:`~widgets.kit.quiz.PlayExercise` (and the table)."""
    principle = PRINCIPLES[position.principle]
    return PlayExercise(
        question or question_of(position),
        position.round(),
        best=[str(m) for m in position.best_moves],
        why=principle.body,
        check=lambda _rnd, move: check_judgement(position, move),
        key=key or f"judgement {position.key}",
        player=position.player,
        **({"pace": 0} | options),
    )


def _words(move: Move) -> str:
    if move.kind == "draw":
        assert move.target is not None
        return _("drawn card takes {card}", card=move.target.code)
    if move.kind == "play" and move.target is not None:
        return _("{card} taking {target}", card=move.card, target=move.target.code)
    return {"koikoi": _("koi-koi"), "stop": _("stop")}.get(move.kind, str(move))


def estimates_table(position: Position) -> HTML:
    """Every legal move with the search's expected points, best first."""
    best = set(position.best_moves)
    rows = []
    for text, value in position.estimates:
        move = Move.parse(text)
        weight = "font-weight:600;color:#1b5e20" if move in best else ""
        rows.append(
            f'<tr><td style="padding:2px 10px;text-align:left;{weight}">{escape(_words(move))}</td>'
            f'<td style="padding:2px 10px;text-align:right;{weight}">{signed(value)}</td></tr>'
        )
    return HTML(
        '<table style="border-collapse:collapse;font-size:13px">'
        '<tr><th style="padding:2px 10px;text-align:left">'
        + escape(_("move"))
        + '</th><th style="padding:2px 10px">'
        + escape(_("expected points"))
        + "</th></tr>"
        + "".join(rows)
        + "</table>"
    )


def margin_shown(position: Position) -> float:
    """By how much the best move beats the next best, as a reader works it out from the
    figures the answer quotes (each with one decimal): the search's margin
    (:attr:`Position.margin`) may differ from it by 0.1 through rounding, so a lesson
    quotes this one.

    >>> from koikoi.tutor.judgement import position_named
    >>> margin_shown(position_named("partner 64/9"))  # -4.9 against -7.0
    2.1
    """
    best = float(f"{position.estimates[0][1]:.1f}")
    runner_up = float(f"{position.runner_up[1]:.1f}")
    return round(best - runner_up, 1)


def positions_table(names: Sequence[str]) -> HTML:
    """The positions named (:func:`~koikoi.tutor.judgement.position_named`) as a table:
    the idea each shows, its round's seed, the cards played before it and its margin
    (:func:`margin_shown`).

    >>> print(positions_table(["deny 6/7"]).text)
    idea | round (seed) | cards played | margin
    Deny the opponent's yaku; never feed it | 6 | 6 | 7.9 points
    """
    rows = []
    for position in map(position_named, names):
        margin = _("{margin} points", margin=decimal(margin_shown(position)))
        title = PRINCIPLES[position.principle].title
        rows.append((escape(title), str(position.seed), str(position.cards_played), margin))
    return html_table([_("idea"), _("round (seed)"), _("cards played"), _("margin")], rows)


def answer_block(position: Position, note: str = "") -> HTML:
    """The answer, collapsed under "Show the answer" (readable on a static page too): the
    check's explanation of the best move with its margin (:func:`margin_shown`), the
    lesson's ``note`` and the figures of every move. How the figures were found and the
    principle are said once by the lesson, not in every answer."""
    verdict = check_judgement(position, position.best, method=False)
    margin = _("The best move beats the next best by {margin} expected points.",
               margin=decimal(margin_shown(position)))  # fmt: skip
    extra = f'<div style="margin:6px 0">{escape(note)}</div>' if note else ""
    return HTML(
        '<details style="margin:4px 0"><summary style="cursor:pointer;color:#5b4636">'
        + escape(_("Show the answer"))
        + "</summary>"
        f'<div style="margin:6px 0">{escape(verdict.message)} {escape(margin)}</div>{extra}'
        f"{estimates_table(position)._repr_html_()}</details>",
        text=_("Show the answer: {answer}", answer=verdict.message + " " + margin),
    )
