"""House rules: edit a rule set, and compare rule sets on the same piles and the same round.

Pure helpers first (:class:`RecordedRound`, :func:`pile_table`, :func:`round_table`), then
the widgets: :class:`RulesEditor` (choose a preset, change single options, see what
differs from the standard rules) and :class:`HouseRulesLab` (the editor plus the same
piles and round scored under the standard rules and under yours, side by side).

>>> recorded = RecordedRound.record(29)
>>> recorded.play(RuleSet()).result.points == recorded.play(RuleSet()).result.points
True
>>> editor = RulesEditor()
>>> editor.set_option("akatan", 6).akatan, editor.rules.differences()
(6, {'akatan': (6, 5)})
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from html import escape
from typing import Any

import ipywidgets as w

from koikoi import Reason, Round, RuleSet, format_cards, score
from koikoi.agents import make_agent
from koikoi.round import Phase
from widgets.art.html import table_html
from widgets.art.palette import INK
from widgets.i18n import N_
from widgets.i18n import translator as _

__all__ = [
    "OPTION_GROUPS",
    "HouseRulesLab",
    "RecordedRound",
    "RulesEditor",
    "pile_table",
    "player_names",
    "round_table",
    "rules_label",
]

OPTION_GROUPS: dict[str, tuple[str, ...]] = {
    N_("Bright yaku"): ("goko", "shiko", "ame_shiko", "sanko"),
    N_("Other yaku"): (
        "inoshikacho", "inoshikacho_extends", "akatan", "aotan", "akatan_aotan",
        "ribbon_sets_extend", "viewing_yaku", "hanami", "tsukimi", "tane_min", "tan_min",
        "kasu_min", "sake_cup_as_plain", "tsuki_fuda", "counting",
    ),
    N_("Koi-koi and points"): ("koikoi_limit", "double_at", "koikoi_double"),
    N_("Drawn rounds and dealt hands"): (
        "exhausted_caller_keeps", "exhausted_dealer_points", "dealt_hand_points",
        "redeal_field_four_pairs",
    ),
    N_("Match and dealing"): (
        "rounds", "dealer_selection", "deal_batch", "deal_order", "dealer_after_draw",
        "scoreboard", "ledger_start",
    ),
}  # fmt: skip
"""Every rule option, grouped as the editor shows them (headings translated where shown)."""
STANDARD, YOURS = N_("standard"), N_("your rules")
"""The columns of the comparison: the standard rules and the edited ones."""


def option_choices(name: str) -> tuple[Any, ...] | None:
    """The allowed values of a multiple-choice option, or None for numbers and switches
    (the engine's :meth:`RuleSet.choices`)."""
    return RuleSet.choices(name)


# --- the same round under several rule sets -------------------------------------------------


@dataclass(frozen=True)
class RecordedRound:
    """A dealt position and the cards each player played, to replay under any rules.

    Decisions (koi-koi or stop) are not recorded: :meth:`play` makes them by a fixed
    policy, so each rule set decides where the round ends.
    """

    hands: tuple[str, str]
    field: str
    deck: str
    dealer: int
    moves: tuple[str, ...]

    @classmethod
    def record(cls, seed: int) -> RecordedRound:
        """Deal with ``seed`` and let two seeded greedy players play all 8 turns each
        (nobody stops, so every card play is recorded)."""
        endless = RuleSet(koikoi_limit="unlimited")
        rnd = Round.deal(endless, seed=seed)
        if rnd.is_over:
            raise ValueError(f"seed {seed} deals a round decided at the deal; choose another")
        start = rnd.initial()
        agents = [make_agent("greedy", seed=1), make_agent("greedy", seed=2)]
        moves = []
        while not rnd.is_over:
            if rnd.phase is Phase.DECISION:
                rnd.push("koikoi")
                continue
            move = agents[rnd.to_move].choose(rnd.view(rnd.to_move), rnd.legal_moves())
            moves.append(str(move))
            rnd.push(move)
        return cls(
            (format_cards(start.hands[0]), format_cards(start.hands[1])),
            format_cards(start.field),
            format_cards(start.deck),
            start.dealer,
            tuple(moves),
        )

    def play(self, rules: RuleSet) -> Round:
        """The round replayed under ``rules``: the same cards are played; at each decision
        a player calls koi-koi the first time and stops the next time."""
        rnd = Round.from_position(
            hands=self.hands, field=self.field, deck=self.deck, dealer=self.dealer, rules=rules
        )
        decided: set[int] = set()
        moves = iter(self.moves)
        while not rnd.is_over:
            if rnd.phase is Phase.DECISION:
                player = rnd.to_move
                rnd.push("stop" if player in decided else "koikoi")
                decided.add(player)
            else:
                rnd.push(next(moves))
        return rnd


def _result_text(rnd: Round, names: tuple[str, str]) -> str:
    result = rnd.result
    assert result is not None
    if result.winner is None:
        return _("drawn: nobody scores")
    yaku = " + ".join(str(y) for y in result.yaku) or _("{base} (no yaku)", base=result.base)
    yaku += f" = {result.base}" if len(result.yaku) > 1 else ""
    times = f" ×{result.multiplier}" if result.multiplier > 1 else ""
    calls = [names[p] for p in (0, 1) if rnd.koikoi_calls[p]]
    if len(calls) == 2:
        called = "; " + _("koi-koi by {first} and by {second}", first=calls[0], second=calls[1])
    else:
        called = "; " + _("koi-koi by {players}", players=calls[0]) if calls else ""
    how = _(_HOW[result.reason])
    return f"{names[result.winner]} {result.points} ({yaku}{times}{called}; {how})"


_HOW = {
    Reason.STOP: N_("stopped"),
    Reason.AUTO: N_("automatic end"),
    Reason.EXHAUSTED: N_("hands played out"),
    Reason.TESHI: N_("teshi"),
    Reason.KUTTSUKI: N_("kuttsuki"),
    Reason.REDEAL: N_("void deal"),
}


def pile_table(piles: Sequence[str], rulesets: Mapping[str, RuleSet]) -> list[list[str]]:
    """Rows ``[pile, score under each rule set...]`` for the same piles."""
    return [[pile] + [str(score(pile, rules)) for rules in rulesets.values()] for pile in piles]


PLAYER_NAMES = (N_("Ann"), N_("Ben"))
"""The two computer players of a recorded round (names translated where shown)."""


def player_names() -> tuple[str, str]:
    """:data:`PLAYER_NAMES` in the course language ("Ann", "Ben"; "Ana", "Bruno")."""
    return (_(PLAYER_NAMES[0]), _(PLAYER_NAMES[1]))


def round_table(
    recorded: RecordedRound,
    rulesets: Mapping[str, RuleSet],
    names: tuple[str, str] | None = None,
) -> list[list[str]]:
    """Rows ``[rules name, how the same round ends under them]`` (players named
    ``names``, by default :func:`player_names`)."""
    names = names or player_names()
    return [[name, _result_text(recorded.play(rules), names)] for name, rules in rulesets.items()]


def _html_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    return table_html(
        headers,
        rows,
        escape_cells=True,
        style=f"border-collapse:collapse;font-size:13px;color:{INK}",
        cell_style="padding:3px 8px;vertical-align:top",
    )


def pile_table_html(piles: Sequence[str], rulesets: Mapping[str, RuleSet]) -> str:
    """:func:`pile_table` as an HTML table."""
    headers = [_("pile"), *(_column(name) for name in rulesets)]
    return _html_table(headers, pile_table(piles, rulesets))


_SOURCE_NAMES = {"labsk": "LaBSK", "wikihow": "wikiHow", "wikipedia-es": N_("Spanish Wikipedia")}
"""The presets named after their source, as the source writes its name."""


def rules_label(name: str) -> str:
    """A rule set's or preset's name as shown: "standard" and "your rules" translated
    ("estándar"), the other presets by their source's name (LaBSK, wikiHow, Spanish
    Wikipedia); any other name as given."""
    if name in (STANDARD, YOURS):
        return _(name)
    return _(_SOURCE_NAMES[name]) if name in _SOURCE_NAMES else name


_column = rules_label


def round_table_html(
    recorded: RecordedRound,
    rulesets: Mapping[str, RuleSet],
    names: tuple[str, str] | None = None,
) -> str:
    """:func:`round_table` as an HTML table."""
    rows = [[_column(name), text] for name, text in round_table(recorded, rulesets, names)]
    return _html_table([_("rules"), _("the round ends")], rows)


# --- the editor --------------------------------------------------------------------------------


def _variant() -> str:
    return "<b>" + escape(_("house variant")) + "</b>"


class RulesEditor(w.VBox):
    """Choose a preset, then change single options; shows what differs from ``standard``.

    ``rules`` is the current :class:`RuleSet`; ``on_change(rules)`` functions run after
    every change (an error in one is shown on the message line). :meth:`set_preset` and
    :meth:`set_option` do from Python what the controls do. A value the rules refuse is
    not applied: the error is shown (and raised, from Python). The preset menu shows the
    preset the rules are, or "house variant" once an option differs from every preset;
    a number box takes the values the rule allows (:meth:`RuleSet.bounds`).
    """

    def __init__(self, preset: str = "standard") -> None:
        self.rules = RuleSet.preset(preset)
        self._callbacks: list[Callable[[RuleSet], Any]] = []
        self._updating = False
        self.preset = w.Dropdown(
            options=[(rules_label(name), name) for name in RuleSet.PRESETS]
            + [(_("house variant"), "")],
            value=preset,
            description=_("Start from"),
        )
        self.preset.observe(self._preset_picked, names="value")
        self.controls: dict[str, w.Widget] = {}
        sections = []
        for group, names in OPTION_GROUPS.items():
            rows = [self._control(name) for name in names]
            sections.append(
                w.VBox([w.HTML(f"<b>{escape(_(group))}</b>"),
                        w.HBox(rows, layout=w.Layout(flex_flow="row wrap"))])
            )  # fmt: skip
        self.message = w.HTML()
        self.summary = w.HTML()
        super().__init__(
            [self.preset, *sections, self.message, self.summary],
            layout=w.Layout(border="1px solid #d8c9a8", padding="6px 10px"),
        )
        self._sync()

    def _control(self, name: str) -> w.Widget:
        value = getattr(self.rules, name)
        style = {"description_width": "170px"}
        layout = w.Layout(width="320px")
        choices = option_choices(name)
        control: w.Widget
        if choices is not None:
            control = w.Dropdown(
                options=[(RuleSet.value_label(name, c), c) for c in choices],
                value=value,
                description=RuleSet.label(name),
                style=style,
                layout=layout,
            )
        elif isinstance(value, bool):
            control = w.Checkbox(value=value, description=RuleSet.label(name), style=style,
                                 layout=layout, indent=False)  # fmt: skip
        else:
            low, high = RuleSet.bounds(name)
            control = w.BoundedIntText(value=value, min=low, max=high,
                                       description=RuleSet.label(name), style=style,
                                       layout=layout)  # fmt: skip
        control.tooltip = RuleSet.explain(name)
        control.observe(
            lambda c, n=name: None if self._updating else self._guard(self.set_option, n, c["new"]),
            names="value",
        )
        self.controls[name] = control
        return control

    def on_change(self, callback: Callable[[RuleSet], Any]) -> None:
        """Call ``callback(rules)`` after every change."""
        self._callbacks.append(callback)

    def set_preset(self, name: str) -> RuleSet:
        """Start again from the preset ``name``."""
        try:
            rules = RuleSet.preset(name)
        except ValueError as error:
            self._refused(error)
            raise
        self.rules = rules
        self._sync()
        return rules

    def set_option(self, name: str, value: Any) -> RuleSet:
        """Change one option (e.g. ``set_option("akatan", 6)``)."""
        try:
            self.rules = self.rules.replace(**{name: value})
        except ValueError as error:
            self._refused(error)
            raise
        self._sync()
        return self.rules

    def _preset_picked(self, change: Mapping[str, Any]) -> None:
        if not self._updating and change["new"]:  # ("house variant" is not a preset)
            self._guard(self.set_preset, change["new"])

    def _guard(self, fn: Callable[..., RuleSet], *args: Any) -> None:
        try:
            fn(*args)
        except ValueError:  # shown by _refused; the controls go back to the rules
            self._sync(keep_message=True)

    def _refused(self, error: Exception) -> None:
        self._show(_("Not applied: {error}", error=error))

    def _show(self, text: str) -> None:
        self.message.value = (
            '<div style="color:#b71c1c;font-weight:bold">✗ ' + escape(text) + "</div>"
        )

    def _sync(self, *, keep_message: bool = False) -> None:
        self._updating = True
        try:
            for f in fields(RuleSet):
                self.controls[f.name].value = getattr(self.rules, f.name)
            self.preset.value = self.rules.preset_name or ""
        finally:
            self._updating = False
        if not keep_message:
            self.message.value = ""
        self.summary.value = self.summary_html()
        for callback in list(self._callbacks):
            try:
                callback(self.rules)
            except Exception as error:  # shown, not lost in the page's event loop
                detail = f"{type(error).__name__}: {error}"
                self._show(_("An on_change function failed: {error}", error=detail))

    def summary_html(self) -> str:
        """Which preset these rules are, and every option that differs from standard."""
        name = self.rules.preset_name
        diffs = self.rules.differences()
        if name:
            preset = f"<b>{escape(rules_label(name))}</b>"
            if not diffs:
                return (
                    "<div>"
                    + _(
                        "These rules are the {name} profile: nothing differs from standard.",
                        name=preset,
                    )
                    + "</div>"
                )
            head = _("These rules are the {name} profile. Different from standard:", name=preset)
        elif not diffs:
            return (
                "<div>"
                + _(
                    "These rules are a {variant}: nothing differs from standard.",
                    variant=_variant(),
                )
                + "</div>"
            )
        else:
            head = _("These rules are a {variant}. Different from standard:", variant=_variant())
        rows = "".join(
            f"<li>{escape(RuleSet.label(k))}: <b>{escape(RuleSet.value_label(k, mine))}</b> "
            + "("
            + escape(_("standard: {value}", value=RuleSet.value_label(k, theirs)))
            + "). "
            f"<i>{escape(RuleSet.explain(k))}</i></li>"
            for k, (mine, theirs) in diffs.items()
        )
        return f"<div>{head}<ul>{rows}</ul></div>"


class HouseRulesLab(w.VBox):
    """The :class:`RulesEditor` with the same ``piles`` and ``recorded`` round scored under
    the standard rules and under the edited ones, updated on every change."""

    def __init__(self, piles: Sequence[str], recorded: RecordedRound, preset: str = "standard"):
        self.piles = list(piles)
        self.recorded = recorded
        self.editor = RulesEditor(preset)
        self.comparison = w.HTML()
        self.editor.on_change(lambda _rules: self._refresh())
        super().__init__([self.editor, self.comparison])
        self._refresh()

    def rulesets(self) -> dict[str, RuleSet]:
        """The standard rules and the edited ones, by column name."""
        return {STANDARD: RuleSet(), YOURS: self.editor.rules}

    def _refresh(self) -> None:
        sets = self.rulesets()
        self.comparison.value = (
            "<h4 style='margin:8px 0 4px'>"
            + escape(_("The same piles"))
            + "</h4>"
            + pile_table_html(self.piles, sets)
            + "<h4 style='margin:8px 0 4px'>"
            + escape(_("The same round"))
            + "</h4>"
            + round_table_html(self.recorded, sets)
        )
