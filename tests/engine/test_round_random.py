"""Invariants over thousands of seeded random rounds in every preset: cards conserved,
rounds end in time, points never negative, undo exact, JSON replays, the fast path
agrees with Round, views hide what they must, seeds are independent of global ``random``.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from koikoi import Card, Event, Match, Round, RuleSet
from koikoi.deal import deal_state
from koikoi.playout import playout
from koikoi.state import State

ROUNDS = 1000  # per preset
DEEP_EVERY = 8  # every 8th round also checks pop() and both views after every move


def fingerprint(rnd: Round) -> tuple:  # type: ignore[type-arg]
    """Everything readable about a round, for equality checks."""
    return (
        rnd.hands,
        rnd.field,
        rnd.captured,
        rnd.deck,
        rnd.drawn,
        rnd.to_move,
        rnd.phase,
        rnd.koikoi_calls,
        rnd.result,
        rnd.events,
        rnd.legal_moves(),
        rnd.move_stack,
        rnd.score(0),
        rnd.score(1),
    )


def cards_in(value: object, seen: dict[int, set[Card]]) -> set[Card]:
    """Every card held anywhere inside a view (its fields, events, moves, results);
    ``seen`` caches the cards of the round's events, shared by its views."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(cards_in(item, seen) for item in value)) if value else set()
    if isinstance(value, Event):
        if id(value) not in seen:
            seen[id(value)] = cards_in(list(_field_values(value)), seen)
        return seen[id(value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, RuleSet | type):
        return cards_in(list(_field_values(value)), seen)
    return set()


def _field_values(value: object) -> list[object]:
    return [getattr(value, f.name) for f in dataclasses.fields(value)]  # type: ignore[arg-type]


def check_views(rnd: Round, seen: dict[int, set[Card]]) -> None:
    for player in (0, 1):
        view = rnd.view(player)
        hidden = set(rnd.hands[1 - player]) | set(rnd.deck)
        assert not cards_in(view, seen) & hidden, f"view {player} shows hidden cards"
        assert view.hand == rnd.hands[player] and view.field == rnd.field
        assert view.opponent_hand_size == len(rnd.hands[1 - player])
        assert view.stock_size == len(rnd.deck) and view.captured == rnd.captured
        assert set(view.unseen()) >= hidden
        assert view.legal_moves == (rnd.legal_moves() if view.is_my_turn else ())


def replay_fast(rules: RuleSet, order: list[int], rnd: Round) -> State:
    """The round's moves applied straight to the compact state of the same deal."""
    state = deal_state(rules, order, dealer=rnd.dealer, month=rnd.month)
    for move in rnd.move_stack:
        if move.kind == "play":
            state.play(move.card.index, move.target.index if move.target else -1)
        elif move.kind == "draw":
            state.choose_draw(move.target.index)
        elif move.kind == "koikoi":
            state.koikoi()
        else:
            state.stop()
    return state


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_random_rounds_keep_every_invariant(preset: str) -> None:
    rules = RuleSet.preset(preset)
    rng = random.Random(preset)
    reasons: set[str] = set()
    for number in range(ROUNDS):
        deep = number % DEEP_EVERY == 0
        seen: dict[int, set[Card]] = {}  # event cards, while this round keeps its events
        rnd = Round.deal(rules, seed=number, dealer=number % 2, month=number % 12 + 1)
        order = [Card.parse(code).index for code in rnd.to_dict()["deck"].split()]
        while not rnd.is_over:
            held = [*rnd.hands[0], *rnd.hands[1], *rnd.field, *rnd.deck, *rnd.captured[0]]
            held += [*rnd.captured[1], *([rnd.drawn] if rnd.drawn else [])]
            assert len(held) == len(set(held)) == 48, "48 cards, none lost or duplicated"
            moves = rnd.legal_moves()
            assert moves and len(set(moves)) == len(moves)
            move = rng.choice(moves)
            if deep:
                check_views(rnd, seen)
                before = fingerprint(rnd), rnd.state.snapshot()
                rnd.push(move)
                assert rnd.events  # read the move's events, so pop() must drop them too
                rnd.pop()
                after = fingerprint(rnd), rnd.state.snapshot()
                assert after == before, f"pop() after {move} changed the round"
            rnd.push(move)
        result = rnd.result
        reasons.add(result.reason)
        plays = [e.player for e in rnd.events if e.kind == "play"]
        assert plays.count(0) <= 8 and plays.count(1) <= 8
        assert result.points >= 0 and result.points == result.base * result.multiplier
        assert (result.winner is None) == (result.points == 0)
        assert result.multiplier in (1, 2, 4)
        if deep:
            check_views(rnd, seen)
        again = Round.from_json(rnd.to_json())
        # the same events, so the same log (Round.log tells its events, nothing else)
        assert fingerprint(again) == fingerprint(rnd)
        assert rnd.log(), "every event of the round can be told"
        fast = replay_fast(rules, order, rnd)
        assert fast.result[:5] == (
            result.winner,
            result.base,
            result.multiplier,
            result.points,
            result.reason,
        )
        assert fast.captured == [sum(c.mask for c in pile) for pile in rnd.captured]
    assert {"stop", "redeal", "exhausted"} <= reasons


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_fast_playouts_end_properly(preset: str) -> None:
    rules = RuleSet.preset(preset)
    rng = random.Random(7)
    for _ in range(2000):
        order = list(range(48))
        rng.shuffle(order)
        state = playout(deal_state(rules, order), rng, koikoi_probability=rng.random())
        winner, base, multiplier, points, reason, pile = state.result[:6]
        assert points == base * multiplier >= 0 and state.phase == 3
        places = (*state.hands, state.field, *state.captured)
        assert sum(m.bit_count() for m in places) + state.stock_left() == 48
        assert sum(places) | sum(1 << c for c in state.deck[state.deck_pos :]) == (1 << 48) - 1
        assert reason not in ("stop", "auto") or pile == state.captured[winner]


def test_a_seed_gives_the_same_game_whatever_else_used_random() -> None:
    def play_seeded() -> tuple[str, str]:
        rnd = Round.deal(seed=1234)
        match = Match("wikihow", rounds=3, seed=99)
        chooser = random.Random(5)
        while not rnd.is_over:
            random.random()  # the global generator is used in between
            rnd.push(chooser.choice(rnd.legal_moves()))
        while not match.is_over:
            random.shuffle(list(range(10)))
            match.push(chooser.choice(match.round.legal_moves()))
        return rnd.to_json(), match.to_json()

    random.seed(1)
    first = play_seeded()
    random.seed(2)
    random.random()
    assert play_seeded() == first
