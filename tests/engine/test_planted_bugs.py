"""Each rule row of docs/rule-coverage.md that cites tests/engine/test_rule_rows.py is
proved honest here: a small bug of that rule is planted (monkeypatch) and the cited test
must then fail. A row whose test passed with its rule broken would cite nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import koikoi.deal
import koikoi.rules
import koikoi.scoring
from koikoi import Match, RuleSet
from koikoi.cards import PLAINS
from koikoi.match import DealerReason
from koikoi.state import MONTH_OF, State
from tests.engine import test_rule_rows as rows

Plant = Callable[[pytest.MonkeyPatch], None]


def _nine_rounds_refused(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(Match, "is_over", property(lambda self: self._played >= min(self.total_rounds, 6)))


def _dealer_kept_after_a_draw(mp: pytest.MonkeyPatch) -> None:
    deal = Match._deal

    def kept(self: Match, dealer: int, reason: DealerReason) -> None:
        deal(self, 1 - dealer if reason == DealerReason.DRAWN_OTHER else dealer, reason)

    mp.setattr(Match, "_deal", kept)


def _teshi_doubled(mp: pytest.MonkeyPatch) -> None:
    result_of = koikoi.deal.deal_result

    def doubled(rules: RuleSet, hands, field):  # type: ignore[no-untyped-def]
        result = result_of(rules, hands, field)
        if result is not None and result.winner is not None and result.base >= rules.double_at:
            return result._replace(multiplier=2, points=2 * result.points)
        return result

    mp.setattr(koikoi.deal, "deal_result", doubled)


def _no_draw_after_a_capture(mp: pytest.MonkeyPatch) -> None:
    play = State.play

    def capture_only(self: State, card: int, target: int = -1) -> None:
        if not self.field & MONTH_OF[card]:
            play(self, card, target)
            return
        kept, self.deck_pos = self.deck_pos, len(self.deck)
        play(self, card, target)
        self.deck_pos = kept

    mp.setattr(State, "play", capture_only)


def _sake_cup_not_a_plain(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(koikoi.scoring, "plain_pool", lambda rules: PLAINS)


def _loser_scores_too(mp: pytest.MonkeyPatch) -> None:
    def running(self: Match) -> tuple[tuple[int, int], ...]:
        totals, out = [0, 0], []
        for result in self.results:
            totals[0] += result.points
            totals[1] += result.points
            out.append((totals[0], totals[1]))
        return tuple(out)

    mp.setattr(Match, "running_scores", property(running))


def _ribbon_sets_grow(mp: pytest.MonkeyPatch) -> None:
    mp.setitem(koikoi.rules._PRESETS, "standard", RuleSet(ribbon_sets_extend=True))


PLANTED: dict[str, tuple[Plant, Callable[[], None]]] = {
    "test_a_match_plays_every_allowed_number_of_rounds": (
        _nine_rounds_refused,
        lambda: rows.test_a_match_plays_every_allowed_number_of_rounds(9),
    ),
    "test_after_a_drawn_round_the_other_player_deals": (
        _dealer_kept_after_a_draw,
        rows.test_after_a_drawn_round_the_other_player_deals,
    ),
    "test_teshi_points_are_never_doubled": (
        _teshi_doubled,
        lambda: rows.test_teshi_points_are_never_doubled(5),
    ),
    "test_every_turn_plays_a_card_then_draws_while_the_stock_lasts": (
        _no_draw_after_a_capture,
        rows.test_every_turn_plays_a_card_then_draws_while_the_stock_lasts,
    ),
    "test_the_sake_cup_counts_as_a_plain_under_the_standard_rules": (
        _sake_cup_not_a_plain,
        rows.test_the_sake_cup_counts_as_a_plain_under_the_standard_rules,
    ),
    "test_only_the_winner_scores_in_every_round_of_a_match": (
        _loser_scores_too,
        rows.test_only_the_winner_scores_in_every_round_of_a_match,
    ),
    "test_akatan_and_aotan_do_not_grow_under_the_standard_rules": (
        _ribbon_sets_grow,
        rows.test_akatan_and_aotan_do_not_grow_under_the_standard_rules,
    ),
}
"""The test each row cites, the bug planted into its rule, and the call of that test."""


@pytest.mark.parametrize("name", PLANTED)
def test_the_cited_test_passes_with_the_rule_and_fails_without(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    plant, run = PLANTED[name]
    run()  # the rule as the engine has it
    with monkeypatch.context() as mp:
        plant(mp)
        with pytest.raises(AssertionError):
            run()


def test_every_test_of_the_rows_module_has_a_planted_bug() -> None:
    cited = {name for name in dir(rows) if name.startswith("test_")}
    assert cited == set(PLANTED)
