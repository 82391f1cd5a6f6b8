"""Reading the opponent's hand from their lays: the constraints match the real history,
informed samples avoid contradicting them, and the level that uses them replays and plays
legally."""

from __future__ import annotations

import random

from koikoi import Match, Phase, Round
from koikoi.agents import GreedyAgent, RandomAgent, SearchAgent, play_match
from koikoi.agents.greedy import move_features, play_value
from koikoi.agents.inference import LEAK, lay_constraints, sample_informed
from koikoi.agents.sampling import sample_state
from koikoi.cards import mask_of
from koikoi.state import MONTH_OF


def months_of(cards: object) -> int:
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= MONTH_OF[card.index]
    return mask


def test_lay_constraints_are_the_months_on_the_field_at_each_lay_of_the_opponent() -> None:
    checked = 0
    for seed in range(30):
        rnd = Round.deal(seed=seed)
        agents = [RandomAgent(seed=seed), RandomAgent(seed=seed + 100)]
        expected: list[int] = []
        while not rnd.is_over:
            player = rnd.to_move
            move = agents[player].choose(rnd.view(player), rnd.legal_moves())
            field_before = rnd.view(0).field
            rnd.push(move)
            laid = move.kind == "play" and not months_of(field_before) & move.card.mask
            if player == 1 and laid and months_of(field_before):
                expected.append(months_of(field_before))
            if not rnd.is_over and rnd.to_move == 0:
                assert lay_constraints(rnd.view(0)) == tuple(expected)
                checked += 1
    assert checked > 100


def test_a_set_up_position_has_no_history_to_read() -> None:
    rnd = Round.from_position(hands=("1p1 2p1", "3p1 4p1"), field="5p1", deck="6p1 7p1")
    assert lay_constraints(rnd.view(0)) == ()


def positions_with_a_lay_by_the_opponent():  # type: ignore[no-untyped-def]
    """Player 0's views, at their turn, after player 1 laid a card (seeded play)."""
    for seed in range(200):
        rnd = Round.deal(seed=seed)
        agents = [GreedyAgent(seed=seed), RandomAgent(seed=seed)]
        while not rnd.is_over:
            player = rnd.to_move
            rnd.push(agents[player].choose(rnd.view(player), rnd.legal_moves()))
            view = rnd.view(0)
            if not rnd.is_over and view.phase == Phase.PLAY and rnd.to_move == 0:
                constraints = lay_constraints(view)
                if constraints:
                    yield view, constraints


def test_informed_samples_keep_the_view_and_avoid_hands_the_lays_make_unlikely() -> None:
    rng = random.Random(5)
    for view, constraints in positions_with_a_lay_by_the_opponent():

        def contradicts(hand: int, constraints: tuple[int, ...] = constraints) -> int:
            return sum(1 for mask in constraints if hand & mask)

        uniform = [contradicts(sample_state(view, rng).hands[1]) for _ in range(300)]
        if len(constraints) == 1 and 0.3 < sum(uniform) / 300 < 0.9:  # it tells something
            break
    else:  # pragma: no cover - the seeds above always give one
        raise AssertionError("no position where the opponent's lays tell something")
    informed = []
    for _ in range(300):
        state = sample_informed(view, rng, constraints)
        assert state.hands[0] == mask_of(view.hand) and state.field == mask_of(view.field)
        assert state.hands[1].bit_count() == view.opponent_hand_size
        assert not state.hands[1] & (mask_of(view.hand) | mask_of(view.field))
        informed.append(contradicts(state.hands[1]))
    # one lay of likelihood LEAK when the hand could have captured, 1 when it could not:
    prior = sum(uniform) / 300
    posterior = LEAK * prior / (LEAK * prior + 1 - prior)
    assert abs(sum(informed) / 300 - posterior) < 0.1 < prior - posterior
    strict = [contradicts(sample_informed(view, rng, constraints, leak=0.0).hands[1])
              for _ in range(100)]  # fmt: skip
    assert sum(strict) == 0


class Checked:
    """An agent whose every answer must be one of the legal moves it was given."""

    def __init__(self, agent: SearchAgent) -> None:
        self.agent = agent

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        move = self.agent.choose(view, legal)
        assert view.is_my_turn and move in legal, (move, legal)
        return move


def test_every_level_replays_from_its_seed_and_plays_legally() -> None:
    for level in (1, 2, 3, 4):
        games = []
        for noise in (1, 2):
            random.seed(noise)  # the global generator must play no part
            agents = [Checked(SearchAgent(seed=3, level=level, playouts=40)), GreedyAgent(seed=4)]
            games.append(play_match(Match(rounds=2, seed=9), agents).to_json())
        assert games[0] == games[1]


def test_the_easy_level_keeps_greedys_move_when_its_search_is_too_thin_to_tell() -> None:
    overruled = 0
    for seed in range(12):
        rnd = Round.deal(seed=seed)
        view, legal = rnd.view(rnd.to_move), rnd.legal_moves()
        values = [play_value(view, move_features(view, move)) for move in legal]
        greedys = {move for move, value in zip(legal, values, strict=True) if value == max(values)}
        thin = SearchAgent(rng=random.Random(seed), level=1, playouts=len(legal))
        assert thin.choose(view, legal) in greedys  # one sample a move: no error to weigh
        searched = SearchAgent(rng=random.Random(seed), level=1, playouts=4000)
        overruled += searched.choose(view, legal) not in greedys
    assert overruled > 0  # with a real search it does overrule greedy
