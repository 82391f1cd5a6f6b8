"""Small bugs of the standard rules, one or more per row of docs/rule-coverage.md, each
planted into the engine with a monkeypatch (tests/engine/test_planted_bugs.py runs the
row's cited test with each bug planted and expects it to fail).

A plant changes the engine as a careless edit would: a rule value of the standard preset,
a card of the deck, or one step of a turn. Names imported elsewhere (``from koikoi import
DECK``) are replaced everywhere they are bound (:func:`everywhere`)."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from typing import Any

import pytest

import koikoi.cards
import koikoi.deal
import koikoi.rules
import koikoi.scoring
import koikoi.state
from koikoi import Match, Round, RuleSet
from koikoi.cards import BRIGHTS, DECK, PLAINS, RAIN_MAN, SAKE_CUP, Kind, Ribbon
from koikoi.match import DealerReason
from koikoi.result import Reason
from koikoi.state import MONTH_OF, PLAY, MaskResult, State

Plant = Callable[[pytest.MonkeyPatch], None]


# --- tools ------------------------------------------------------------------------------


def everywhere(mp: pytest.MonkeyPatch, old: object, new: object) -> None:
    """Bind ``new`` wherever a module of the engine or of the tests binds ``old``."""
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("koikoi", "tests")):
            continue
        for attr, value in list(vars(module).items()):
            if value is old:
                mp.setattr(module, attr, new)


def standard(mp: pytest.MonkeyPatch, **changes: Any) -> None:
    """The standard rules (the preset and ``RuleSet()``) with some values changed."""
    bugged = dataclasses.replace(RuleSet.preset("standard"), **changes)
    mp.setitem(koikoi.rules._PRESETS, "standard", bugged)
    init = RuleSet.__init__
    names = [f.name for f in dataclasses.fields(RuleSet) if f.init]
    defaults = init.__defaults__ or ()
    assert len(defaults) == len(names), "RuleSet's fields all have defaults"
    mp.setattr(init, "__defaults__", tuple(getattr(bugged, n) for n in names))


def card(mp: pytest.MonkeyPatch, code: str, **changes: Any) -> None:
    """One card of the deck made differently (its month, class or ribbon)."""
    old = koikoi.cards._BY_CODE[code]
    new = dataclasses.replace(old, **changes)
    mp.setitem(koikoi.cards._BY_CODE, code, new)
    everywhere(mp, DECK, tuple(new if c is old else c for c in DECK))


def wrap(mp: pytest.MonkeyPatch, owner: Any, name: str, make: Callable[[Any], Any]) -> None:
    """Replace ``owner.name`` by ``make(original)`` (everywhere it is bound)."""
    original = getattr(owner, name)
    new = make(original)
    if isinstance(owner, type):
        mp.setattr(owner, name, new)
    else:
        everywhere(mp, original, new)


def clear_caches() -> None:
    """Forget tabulated totals and deal layouts (a plant must not outlive its test)."""
    for name, module in list(sys.modules.items()):
        if module is not None and name.startswith("koikoi"):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    koikoi.state.clear_memos()


# --- the deck ---------------------------------------------------------------------------


def _47_cards(mp: pytest.MonkeyPatch) -> None:
    everywhere(mp, DECK, DECK[:-1])


def _lightning_of_december(mp: pytest.MonkeyPatch) -> None:
    card(mp, "11p1", month=12)


def _sake_cup_a_plain_card(mp: pytest.MonkeyPatch) -> None:
    card(mp, "9a", kind=Kind.PLAIN)


def _wisteria_ribbon_blue(mp: pytest.MonkeyPatch) -> None:
    card(mp, "7r", ribbon=Ribbon.BLUE)


def _phoenix_an_animal(mp: pytest.MonkeyPatch) -> None:
    card(mp, "12b", kind=Kind.ANIMAL)


def _lightning_an_animal(mp: pytest.MonkeyPatch) -> None:
    card(mp, "11p1", kind=Kind.ANIMAL)


def _card_values_count(mp: pytest.MonkeyPatch) -> None:
    values = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}

    def make(score):  # type: ignore[no-untyped-def]
        def valued(cards, rules=None, *, month=None):  # type: ignore[no-untyped-def]
            result = score(cards, rules, month=month)
            if result.yaku:
                return result
            total = sum(values[c.kind] for c in koikoi.cards.cards_of(koikoi.cards.mask_of(cards)))
            return dataclasses.replace(result, total=total // 10)

        return valued

    wrap(mp, koikoi.scoring, "score", make)


# --- setting up a match -----------------------------------------------------------------


def _later_month_deals(mp: pytest.MonkeyPatch) -> None:
    wrap(
        mp,
        koikoi.deal,
        "dealer_of",
        lambda f: lambda r, a, b: None if f(r, a, b) is None else 1 - f(r, a, b),
    )


def _no_redraw_on_a_tie(mp: pytest.MonkeyPatch) -> None:
    wrap(
        mp,
        koikoi.deal,
        "dealer_of",
        lambda f: lambda r, a, b: 0 if f(r, a, b) is None else f(r, a, b),
    )


def _a_tie_goes_to_player_0(mp: pytest.MonkeyPatch) -> None:
    def winner(self: Match) -> int | None:
        if not self.is_over:
            return None
        a, b = self.scores
        return 0 if a >= b else 1

    mp.setattr(Match, "winner", property(winner))


def _other_dealer_after(reason: DealerReason, name: str) -> Plant:
    """The next round dealt by the other player than the rule says, after ``reason``."""

    def plant(mp: pytest.MonkeyPatch) -> None:
        deal = Match._deal

        def swapped(self: Match, dealer: int, why: DealerReason) -> None:
            deal(self, 1 - dealer if why == reason else dealer, why)

        mp.setattr(Match, "_deal", swapped)

    plant.__name__ = name
    return plant


_loser_deals_next = _other_dealer_after(DealerReason.WINNER, "loser_deals_next")
_dealer_kept_after_a_draw = _other_dealer_after(
    DealerReason.DRAWN_OTHER, "dealer_kept_after_a_draw"
)


def _void_deal_uses_up_a_round(mp: pytest.MonkeyPatch) -> None:
    advance = Match._advance

    def counted(self: Match) -> None:
        result = self.round.result
        if result is not None and result.reason == Reason.REDEAL and not self.is_over:
            self._played += 1
        advance(self)

    mp.setattr(Match, "_advance", counted)


# --- dealing a round --------------------------------------------------------------------


def _stock_drawn_from_the_bottom(mp: pytest.MonkeyPatch) -> None:
    def make(deal_state):  # type: ignore[no-untyped-def]
        def reversed_stock(rules, order, **kwargs):  # type: ignore[no-untyped-def]
            state = deal_state(rules, order, **kwargs)
            state.deck = tuple(reversed(state.deck))
            return state

        return reversed_stock

    wrap(mp, koikoi.deal, "deal_state", make)


def _dealer_plays_second(mp: pytest.MonkeyPatch) -> None:
    def make(deal_state):  # type: ignore[no-untyped-def]
        def second(rules, order, *, dealer=0, month=1):  # type: ignore[no-untyped-def]
            state = deal_state(rules, order, dealer=dealer, month=month)
            state.to_move = 1 - dealer
            return state

        return second

    wrap(mp, koikoi.deal, "deal_state", make)


def _dealt_hand_yaku(
    mp: pytest.MonkeyPatch, change: Callable[[int, str | None], str | None]
) -> None:
    wrap(
        mp,
        koikoi.scoring,
        "dealt_hand_yaku",
        lambda f: lambda hand: change(koikoi.cards.mask_of(hand), f(hand)),
    )


def _kuttsuki_unknown(mp: pytest.MonkeyPatch) -> None:
    _dealt_hand_yaku(mp, lambda hand, kind: None if kind == "kuttsuki" else kind)


def _three_pairs_are_kuttsuki(mp: pytest.MonkeyPatch) -> None:
    def change(hand: int, kind: str | None) -> str | None:
        pairs = sum(n >= 2 for n in koikoi.scoring.month_counts(hand))
        return kind or ("kuttsuki" if pairs >= 3 else None)

    _dealt_hand_yaku(mp, change)


def _four_two_two_is_kuttsuki(mp: pytest.MonkeyPatch) -> None:
    def change(hand: int, kind: str | None) -> str | None:
        pairs = sum(n // 2 for n in koikoi.scoring.month_counts(hand))
        return "kuttsuki" if kind == "teshi" and pairs == 4 else kind

    _dealt_hand_yaku(mp, change)


def _both_hands_the_dealer_wins(mp: pytest.MonkeyPatch) -> None:
    def make(deal_result):  # type: ignore[no-untyped-def]
        def dealer_wins(rules, hands, field):  # type: ignore[no-untyped-def]
            result = deal_result(rules, hands, field)
            kinds = [koikoi.scoring.dealt_hand_yaku(h) for h in hands]
            if result is not None and result.reason == Reason.REDEAL and all(kinds):
                return MaskResult(0, 6, 1, 6, Reason(kinds[0]), hands[0])
            return result

        return dealer_wins

    wrap(mp, koikoi.deal, "deal_result", make)


def _the_field_is_not_checked(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(koikoi.deal, "has_whole_month", lambda mask: False)


def _a_position_checked_like_a_deal(mp: pytest.MonkeyPatch) -> None:
    def make(end_if_exhausted):  # type: ignore[no-untyped-def]
        def checked(self: State) -> None:
            result = koikoi.deal.deal_result(self.rules, self.hands, self.field)
            if result is not None:
                self.end_at_deal(result)
                return
            end_if_exhausted(self)

        return checked

    wrap(mp, State, "end_if_exhausted", make)


# --- a turn -----------------------------------------------------------------------------


def _take(mp: pytest.MonkeyPatch, bug: Callable[[State, int, int, int, int], bool]) -> None:
    """``State._take`` with ``bug(state, player, card, target, matches)`` first: True when
    the bug has done the taking."""

    def make(take):  # type: ignore[no-untyped-def]
        def bugged(self: State, player: int, card: int, target: int) -> None:
            if not bug(self, player, card, target, self.field & MONTH_OF[card]):
                take(self, player, card, target)

        return bugged

    wrap(mp, State, "_take", make)


def _when_matches(count: int, change: Callable[[int, int], tuple[int, int]], name: str) -> Plant:
    """A bug of the capture table: a card with ``count`` field cards of its month changes
    the field and the pile as ``change(matches, card bit)`` says: (field ^=, pile |=)."""

    def plant(mp: pytest.MonkeyPatch) -> None:
        def bug(s: State, player: int, card: int, target: int, matches: int) -> bool:
            if matches.bit_count() != count:
                return False
            field, pile = change(matches, 1 << card)
            s.field ^= field
            s.captured[player] |= pile
            return True

        _take(mp, bug)

    plant.__name__ = name
    return plant


_a_lone_card_is_captured = _when_matches(0, lambda m, c: (0, c), "a_lone_card_is_captured")
_one_match_leaves_the_played_card = _when_matches(
    1, lambda m, c: (m | c, m), "one_match_leaves_the_played_card"
)
_two_matches_both_taken = _when_matches(2, lambda m, c: (m, m | c), "two_matches_both_taken")
_three_matches_take_one = _when_matches(
    3, lambda m, c: (m & -m, (m & -m) | c), "three_matches_take_one"
)
_laid_beside_its_match = _when_matches(1, lambda m, c: (c, 0), "laid_beside_its_match")


def _a_capturing_card_must_be_played(mp: pytest.MonkeyPatch) -> None:
    def make(options):  # type: ignore[no-untyped-def]
        def forced(self: State) -> list[tuple[int, int]]:
            found = options(self)
            capturing = [(c, t) for c, t in found if self.field & MONTH_OF[c]]
            return capturing if self.phase == PLAY and capturing else found

        return forced

    wrap(mp, State, "options", make)


def _drawn_card_takes_both(mp: pytest.MonkeyPatch) -> None:
    def make(play):  # type: ignore[no-untyped-def]
        def no_choice(
            self: State, card: int, target: int = -1, *, resolve_draw: bool = True
        ) -> None:
            play(self, card, target, resolve_draw=resolve_draw)
            if resolve_draw and self.phase == koikoi.state.DRAW_CHOICE:
                drawn, self.pending = self.pending, -1
                matches = self.field & MONTH_OF[drawn]
                self.field ^= matches
                self.captured[self.to_move] |= matches | 1 << drawn
                self._end_turn(self.to_move)

        return no_choice

    wrap(mp, State, "play", make)


def _drawn_card_into_the_hand(mp: pytest.MonkeyPatch) -> None:
    def bug(s: State, player: int, card: int, target: int, matches: int) -> bool:
        drawn = s.deck_pos and s.deck[s.deck_pos - 1] == card
        if matches or not drawn:
            return False
        s.hands[player] |= 1 << card
        return True

    _take(mp, bug)


def _yaku_checked_before_the_draw(mp: pytest.MonkeyPatch) -> None:
    def make(play):  # type: ignore[no-untyped-def]
        def early(self: State, card: int, target: int = -1, *, resolve_draw: bool = True) -> None:
            player, saved, log = self.to_move, self.snapshot(), self.log
            self.log = None  # a trial of the play alone: does it improve?
            self.hands[player] ^= 1 << card
            self._take(player, card, target)
            improved = self.total(self.captured[player]) > self.totals[player]
            self.restore(saved)
            self.log = log
            if not improved:
                play(self, card, target, resolve_draw=resolve_draw)
                return
            self.hands[player] ^= 1 << card
            self.turn_start = self.captured[player]
            if log is not None:
                log(("play", player, card, None))
            self._take(player, card, target)
            self._end_turn(player)  # no draw: the yaku decide at once

        return early

    wrap(mp, State, "play", make)


def _opponents_pile_hidden(mp: pytest.MonkeyPatch) -> None:
    def make(view):  # type: ignore[no-untyped-def]
        def hidden(self: Round, player: int):  # type: ignore[no-untyped-def]
            seen = view(self, player)
            piles = tuple(p if i == player else () for i, p in enumerate(seen.captured))
            return dataclasses.replace(seen, captured=piles)

        return hidden

    wrap(mp, Round, "view", make)


# --- yaku -------------------------------------------------------------------------------


def _category(mp: pytest.MonkeyPatch, member: str, change: Callable[..., Any]) -> None:
    """The yaku found in the category that holds ``member`` (a row of the yaku table)
    changed by ``change(pile, found, every_yaku_held)``."""

    def make(group_found):  # type: ignore[no-untyped-def]
        def bugged(m: int, group: Any) -> Any:
            found = group_found(m, group)
            entries = group[1]
            if member not in {entry[0] for entry in entries}:
                return found
            held = [
                (name, value)
                for name, clauses, value, *_rest in entries
                if all((m & pool).bit_count() >= count for pool, count in clauses)
            ]
            return change(m, found, held, {entry[0]: entry[2] for entry in entries})

        return bugged

    wrap(mp, koikoi.scoring, "_group_found", make)


def _rain_man_sanko(mp: pytest.MonkeyPatch) -> None:
    def wet(m: int, found: Any, held: Any, values: dict[str, int]) -> Any:
        dry = (m & BRIGHTS & ~RAIN_MAN.mask).bit_count()
        return [("sanko", values["sanko"])] if dry == 2 and m & RAIN_MAN.mask else found

    _category(mp, "sanko", wet)


def _bright_yaku_added(mp: pytest.MonkeyPatch) -> None:
    def added(m: int, found: Any, held: Any, values: dict[str, int]) -> Any:
        return [(held[0][0], sum(points for _name, points in held))] if held else found

    _category(mp, "sanko", added)


def _one_viewing_yaku_only(mp: pytest.MonkeyPatch) -> None:
    _category(mp, "hanami", lambda m, found, held, values: found[:1])


def _sake_cup_not_a_plain(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(koikoi.scoring, "plain_pool", lambda rules: PLAINS)


def _sake_cup_option_ignored(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(koikoi.scoring, "plain_pool", lambda rules: PLAINS | SAKE_CUP.mask)


# --- koi-koi and the end of a round ----------------------------------------------------


def _end_turn(mp: pytest.MonkeyPatch, before: Callable[[State, int], None]) -> None:
    def make(end_turn):  # type: ignore[no-untyped-def]
        def bugged(self: State, player: int) -> None:
            before(self, player)
            end_turn(self, player)

        return bugged

    wrap(mp, State, "_end_turn", make)


def _any_capture_improves(mp: pytest.MonkeyPatch) -> None:
    def before(s: State, player: int) -> None:
        pile = s.captured[player]
        if pile != s.turn_start and s.total(pile):
            s.totals[player] = min(s.totals[player], s.total(pile) - 1)

    _end_turn(mp, before)


def _only_a_new_yaku_improves(mp: pytest.MonkeyPatch) -> None:
    def before(s: State, player: int) -> None:
        names = koikoi.scoring.score(s.captured[player], s.rules).names()
        if names == koikoi.scoring.score(s.turn_start, s.rules).names():
            s.totals[player] = max(s.totals[player], s.total(s.captured[player]))

    _end_turn(mp, before)


def _the_callers_improvement_goes_on(mp: pytest.MonkeyPatch) -> None:
    def before(s: State, player: int) -> None:
        if s.calls[player]:
            s.totals[player] = max(s.totals[player], s.total(s.captured[player]))

    _end_turn(mp, before)


def _no_choice_ever(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(State, "may_call", lambda self, player: False)


def _no_choice_on_the_last_turn(mp: pytest.MonkeyPatch) -> None:
    wrap(mp, State, "may_call", lambda f: lambda self, p: bool(self.hands[p]) and f(self, p))


def _last_turn_call_ends_the_round(mp: pytest.MonkeyPatch) -> None:
    def make(koikoi_):  # type: ignore[no-untyped-def]
        def ends(self: State) -> None:
            if self.hands[self.to_move]:
                koikoi_(self)
            else:
                self._exhausted()

        return ends

    wrap(mp, State, "koikoi", make)


def _very_last_call_wins(mp: pytest.MonkeyPatch) -> None:
    def make(koikoi_):  # type: ignore[no-untyped-def]
        def wins(self: State) -> None:
            if self.hands[0] or self.hands[1]:
                koikoi_(self)
            else:
                self._win(self.to_move, self.captured[self.to_move], Reason.AUTO)

        return wins

    wrap(mp, State, "koikoi", make)


def _earlier_yaku_protect_the_caller(mp: pytest.MonkeyPatch) -> None:
    def make(win):  # type: ignore[no-untyped-def]
        def protected(self: State, player: int, pile: int, reason: Reason) -> None:
            loser = 1 - player
            if self.calls[loser] and self.total(self.call_piles[loser]) >= self.total(pile):
                win(self, loser, self.call_piles[loser], reason)
            else:
                win(self, player, pile, reason)

        return protected

    wrap(mp, State, "_win", make)


def _doublings_do_not_stack(mp: pytest.MonkeyPatch) -> None:
    def make(round_points):  # type: ignore[no-untyped-def]
        def capped(base, rules, **kwargs):  # type: ignore[no-untyped-def]
            won = round_points(base, rules, **kwargs)
            multiplier = min(won.multiplier, 2)
            return type(won)(base, multiplier, base * multiplier, won.doubled)

        return capped

    wrap(mp, koikoi.points, "round_points", make)


def _the_callers_win_doubled(mp: pytest.MonkeyPatch) -> None:
    def make(win):  # type: ignore[no-untyped-def]
        def doubled(self: State, player: int, pile: int, reason: Reason) -> None:
            if self.calls[player] and not self.calls[1 - player]:
                self.calls[1 - player] = 1  # as if any call doubled the win
            win(self, player, pile, reason)

        return doubled

    wrap(mp, State, "_win", make)


def _the_stock_played_out(mp: pytest.MonkeyPatch) -> None:
    def make(play):  # type: ignore[no-untyped-def]
        def out(self: State, card: int, target: int = -1, *, resolve_draw: bool = True) -> None:
            play(self, card, target, resolve_draw=resolve_draw)
            if not (self.hands[0] or self.hands[1]):
                self.deck_pos = len(self.deck)

        return out

    wrap(mp, State, "play", make)


def _field_cards_score(mp: pytest.MonkeyPatch) -> None:
    def make(exhausted):  # type: ignore[no-untyped-def]
        def scored(self: State) -> None:
            exhausted(self)
            left = self.field.bit_count()
            if self.result is not None and self.result.winner is None and left:
                self.result = MaskResult(self.dealer, left, 1, left, Reason.EXHAUSTED, self.field)

        return scored

    wrap(mp, State, "_exhausted", make)


def _empty_hand_not_skipped(mp: pytest.MonkeyPatch) -> None:
    def next_turn(self: State) -> None:
        if not (self.hands[0] or self.hands[1]):
            self._exhausted()
            return
        self.to_move = 1 - self.to_move
        self.phase = PLAY

    mp.setattr(State, "_next_turn", next_turn)


def _empty_stock_ends_the_round(mp: pytest.MonkeyPatch) -> None:
    def make(play):  # type: ignore[no-untyped-def]
        def ends(self: State, card: int, target: int = -1, *, resolve_draw: bool = True) -> None:
            empty = self.deck_pos >= len(self.deck)
            play(self, card, target, resolve_draw=resolve_draw)
            if empty and self.result is None:
                self._exhausted()

        return ends

    wrap(mp, State, "play", make)


def _both_hands_empty_plays_on(mp: pytest.MonkeyPatch) -> None:
    wrap(mp, State, "_exhausted", lambda f: lambda self: setattr(self, "phase", PLAY))


def _nine_rounds_refused(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(Match, "is_over", property(lambda self: self._played >= min(self.total_rounds, 6)))


def _dealt_hand_doubled(when: Callable[[RuleSet, MaskResult], bool], name: str) -> Plant:
    """A win at the deal doubled (as a win by yaku would be) when ``when`` says so."""

    def plant(mp: pytest.MonkeyPatch) -> None:
        def make(deal_result):  # type: ignore[no-untyped-def]
            def doubled(rules, hands, field):  # type: ignore[no-untyped-def]
                result = deal_result(rules, hands, field)
                if result is not None and result.winner is not None and when(rules, result):
                    return result._replace(multiplier=2, points=2 * result.points)
                return result

            return doubled

        wrap(mp, koikoi.deal, "deal_result", make)

    plant.__name__ = name
    return plant


_dealt_hands_doubled = _dealt_hand_doubled(
    lambda rules, result: result.base >= rules.double_at, "dealt_hands_doubled"
)
_kuttsuki_doubled = _dealt_hand_doubled(
    lambda rules, result: result.reason == Reason.KUTTSUKI, "kuttsuki_doubled"
)


def _no_draw_after_a_capture(mp: pytest.MonkeyPatch) -> None:
    def make(play):  # type: ignore[no-untyped-def]
        def capture_only(
            self: State, card: int, target: int = -1, *, resolve_draw: bool = True
        ) -> None:
            if not self.field & MONTH_OF[card]:
                play(self, card, target, resolve_draw=resolve_draw)
                return
            kept, self.deck_pos = self.deck_pos, len(self.deck)
            play(self, card, target, resolve_draw=resolve_draw)
            self.deck_pos = kept

        return capture_only

    wrap(mp, State, "play", make)


def _loser_scores_too(mp: pytest.MonkeyPatch) -> None:
    def running(self: Match) -> tuple[tuple[int, int], ...]:
        totals, out = [0, 0], []
        for result in self.results:
            totals[0] += result.points
            totals[1] += result.points
            out.append((totals[0], totals[1]))
        return tuple(out)

    mp.setattr(Match, "running_scores", property(running))


def _(**changes: Any) -> Plant:
    """A plant changing values of the standard rules."""

    def plant(mp: pytest.MonkeyPatch) -> None:
        standard(mp, **changes)

    plant.__name__ = "standard rules with " + ", ".join(f"{k}={v!r}" for k, v in changes.items())
    return plant


PLANTS: dict[int, tuple[str, tuple[Plant, ...]]] = {
    1: ("The deck has 48 cards", (_47_cards,)),
    2: ("The month of a card", (_lightning_of_december,)),
    3: ("There are 5 brights", (_sake_cup_a_plain_card,)),
    4: ("The ribbons are 3 poetry", (_wisteria_ribbon_blue,)),
    5: ("The bridge and the sake cup", (_phoenix_an_animal,)),
    6: ("The lightning is an ordinary plain", (_lightning_an_animal,)),
    7: ("The card values", (_card_values_count,)),
    8: ("To choose the first dealer", (_later_month_deals,)),
    9: ("If both drawn cards", (_no_redraw_on_a_tie,)),
    10: ("A match has 12 rounds", (_nine_rounds_refused,)),
    11: ("The higher total wins", (_a_tie_goes_to_player_0,)),
    12: ("The winner of a round deals", (_loser_deals_next,)),
    13: ("After a drawn round", (_dealer_kept_after_a_draw, _(dealer_after_draw="same"))),
    14: ("The dealer deals in batches of 2", (_(deal_batch=4),)),
    15: ("The 24 cards left", (_stock_drawn_from_the_bottom,)),
    16: ("A dealt hand with all 4", (_(dealt_hand_points=5),)),
    17: ("A dealt hand of four pairs", (_kuttsuki_unknown,)),
    18: ("Teshi and kuttsuki points", (_dealt_hands_doubled, _kuttsuki_doubled)),
    19: ("If both hands qualify", (_both_hands_the_dealer_wins,)),
    20: ("If the field holds all 4", (_the_field_is_not_checked,)),
    21: ("A void deal does not use up", (_void_deal_uses_up_a_round,)),
    22: ("Four pairs means exactly", (_three_pairs_are_kuttsuki,)),
    23: ("A hand that is both", (_four_two_two_is_kuttsuki,)),
    24: ("The deal checks belong", (_a_position_checked_like_a_deal,)),
    25: ("The dealer plays first", (_dealer_plays_second,)),
    26: ("A turn has two parts", (_no_draw_after_a_capture,)),
    27: ("A played card with no field card", (_a_lone_card_is_captured,)),
    28: ("With one field card", (_one_match_leaves_the_played_card,)),
    29: ("With two field cards", (_two_matches_both_taken,)),
    30: ("With three field cards", (_three_matches_take_one,)),
    31: ("A card with a same-month card", (_laid_beside_its_match,)),
    32: ("Playing a different card", (_a_capturing_card_must_be_played,)),
    33: ("The drawn card resolves", (_drawn_card_takes_both,)),
    34: ("The drawn card never enters", (_drawn_card_into_the_hand,)),
    35: ("Yaku are checked only after", (_yaku_checked_before_the_draw,)),
    36: ("Captured cards lie face up", (_opponents_pile_hidden,)),
    37: ("Goko", (_(goko=9),)),
    38: ("Shiko", (_(shiko=7),)),
    39: ("Ame-shiko", (_(ame_shiko=6),)),
    40: ("Sanko", (_(sanko=4),)),
    41: ("Three brights including the rain man", (_rain_man_sanko,)),
    42: ("Only the highest bright yaku", (_bright_yaku_added,)),
    43: ("Inoshikacho", (_(inoshikacho=6), _(inoshikacho_extends=True))),
    44: ("Akatan:", (_(akatan=6), _(ribbon_sets_extend=True))),
    45: ("Aotan:", (_(aotan=6), _(ribbon_sets_extend=True))),
    46: ("Akatan and aotan together", (_(akatan_aotan=11),)),
    47: ("Hanami", (_(hanami=4),)),
    48: ("Tsukimi", (_(tsukimi=4),)),
    49: ("Hanami and tsukimi both", (_one_viewing_yaku_only,)),
    50: ("Tane", (_(tane_min=6),)),
    51: ("Tan:", (_(tan_min=6),)),
    52: ("Kasu", (_(kasu_min=9),)),
    53: (
        "The sake cup counts",
        (_sake_cup_not_a_plain, _sake_cup_option_ignored, _(sake_cup_as_plain=False)),
    ),
    54: ("All yaku are counted", (_(counting="best-per-category"),)),
    55: ("There is no monthly yaku", (_(tsuki_fuda=4),)),
    56: ("A turn improves", (_any_capture_improves,)),
    57: ("A new yaku or more points in a yaku", (_only_a_new_yaku_improves,)),
    58: ("At the end of an improving turn", (_no_choice_ever,)),
    59: ("The choice is offered even", (_no_choice_on_the_last_turn,)),
    60: ("A dealer who calls on their last turn", (_last_turn_call_ends_the_round,)),
    61: ("For the non-dealer", (_very_last_call_wins,)),
    62: ("Only one koi-koi call", (_(koikoi_limit="player"),)),
    63: ("After the call, the next player", (_(koikoi_limit="unlimited"),)),
    64: ("The caller's own next improvement", (_the_callers_improvement_goes_on,)),
    65: ("If the opponent ends the round", (_earlier_yaku_protect_the_caller,)),
    66: ("Only the winner scores", (_loser_scores_too,)),
    67: ("Round points are the base points", (_(double_at=8),)),
    68: ("×2 again if the winner's opponent", (_doublings_do_not_stack,)),
    69: ("Calling koi-koi never doubles", (_the_callers_win_doubled,)),
    70: ("When both hands are empty", (_(exhausted_caller_keeps=True),)),
    71: ("The stock is not played out", (_the_stock_played_out,)),
    72: ("Nothing is scored for cards left", (_field_cards_score,)),
    73: ("No point for the dealer", (_(exhausted_dealer_points=1),)),
    74: (
        "In a position set up by hand",
        (_empty_hand_not_skipped, _empty_stock_ends_the_round, _both_hands_empty_plays_on),
    ),
    75: ("Worked example", (_(koikoi_double="none"),)),
}
"""Row number of docs/rule-coverage.md -> (the start of its statement, its planted bugs)."""
