"""The fast path: play-outs on the compact state follow the same rules as Round."""

from __future__ import annotations

import random

import pytest

from koikoi import DECK, Move, Round, RuleSet
from koikoi.deal import deal_state, shuffled_deck
from koikoi.playout import playout, random_move
from koikoi.state import DECISION, OVER, State


class RecordingState(State):
    """A State that writes down every move in the notation of Round."""

    __slots__ = ("moves",)

    def play(self, card: int, target: int = -1) -> None:
        self.moves.append(Move.play(DECK_CODES[card], DECK_CODES[target] if target >= 0 else None))
        super().play(card, target)

    def choose_draw(self, target: int) -> None:
        self.moves.append(Move.draw(DECK_CODES[target]))
        super().choose_draw(target)

    def koikoi(self) -> None:
        self.moves.append(Move.parse("koikoi"))
        super().koikoi()

    def stop(self) -> None:
        self.moves.append(Move.parse("stop"))
        super().stop()


DECK_CODES = [card.code for card in DECK]


def recording(state: State) -> RecordingState:
    new = RecordingState.__new__(RecordingState)
    for name in State.__slots__:
        setattr(new, name, getattr(state, name))
    new.moves = []
    return new


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_moves_chosen_by_play_outs_replay_identically_in_round(preset: str) -> None:
    rules = RuleSet.preset(preset)
    rng = random.Random(21)
    for seed in range(300):
        rnd = Round.deal(rules, seed=seed, dealer=seed % 2, month=seed % 12 + 1)
        state = recording(rnd.state)
        playout(state, rng, koikoi_probability=0.6)
        for move in state.moves:
            rnd.push(move)
        assert rnd.is_over and state.phase == OVER
        result = rnd.result
        assert state.result[:5] == (
            result.winner,
            result.base,
            result.multiplier,
            result.points,
            result.reason,
        )


def test_a_play_out_leaves_the_round_alone_and_is_seeded() -> None:
    rnd = Round.deal(seed=4)
    before = rnd.to_json(), rnd.log()
    first = playout(rnd.state, random.Random(9)).result
    assert playout(rnd.state, random.Random(9)).result == first
    assert (rnd.to_json(), rnd.log()) == before


@pytest.mark.parametrize(("probability", "never"), [(0.0, {"auto"}), (1.0, {"stop"})])
def test_koikoi_probability(probability: float, never: set[str]) -> None:
    rng = random.Random(1)
    reasons = set()
    for _ in range(500):
        state = playout(deal_state(RuleSet(), shuffled_deck(rng)), rng, probability)
        reasons.add(state.result.reason)
    assert not reasons & never and reasons & ({"stop", "auto"} - never)


def test_random_move_does_nothing_once_over_and_decides_in_decision() -> None:
    rnd = Round.from_position(hands=("7a 2p1", "4p1"), field="7p1", captured=("10a 6a", ""))
    rnd.push("7a")
    state = rnd.state
    assert state.phase == DECISION
    random_move(state, random.Random(0), koikoi_probability=0.0)
    assert state.phase == OVER and state.result.reason == "stop"
    random_move(state, random.Random(0))
    assert state.result.reason == "stop"


def test_shuffled_deck_is_a_seeded_permutation() -> None:
    decks = [shuffled_deck(random.Random(seed)) for seed in range(200)]
    assert all(sorted(deck) == list(range(48)) for deck in decks)
    assert shuffled_deck(random.Random(0)) == decks[0] and len({tuple(d) for d in decks}) == 200
    assert (
        len({deck[0] for deck in decks}) > 30 and len({deck[47] for deck in decks}) > 30
    )  # every position is drawn from the whole deck


def test_deal_state_rejects_a_deck_that_is_not_48_cards() -> None:
    with pytest.raises(ValueError, match="each of the 48 cards exactly once"):
        deal_state(RuleSet(), [0] * 48)
    with pytest.raises(ValueError, match="each of the 48 cards exactly once"):
        deal_state(RuleSet(), list(range(1, 49)))
