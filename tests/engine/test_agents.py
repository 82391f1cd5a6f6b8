"""Computer opponents: legal in every preset, replayable from seeds, blind to hidden cards,
and sampling states that play on exactly like the real round."""

from __future__ import annotations

import importlib.util
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from koikoi import DECK, Match, Move, Phase, PlayerView, Round, RuleSet, mask_of, parse_cards
from koikoi.agents import (
    AGENTS,
    GreedyAgent,
    RandomAgent,
    SearchAgent,
    estimate_moves,
    make_agent,
    margin,
    play_match,
    play_round,
    sample_state,
)
from koikoi.agents.greedy import wants_koikoi
from koikoi.moves import apply_move

PRESETS = RuleSet.PRESETS


def quick(name: str, seed: int) -> RandomAgent | GreedyAgent | SearchAgent:
    """An agent of each kind, the search one on a small budget to keep tests fast."""
    if name == "strong":
        return SearchAgent(seed=seed, playouts=24)
    return make_agent(name, seed=seed)


class Checked:
    """Wraps an agent: every answer must be one of the legal moves it was given, and the
    view must be the mover's own."""

    def __init__(self, agent: object) -> None:
        self.agent = agent
        self.decisions = 0

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        move = self.agent.choose(view, legal)  # type: ignore[attr-defined]
        assert view.is_my_turn and move in legal, (move, legal)
        self.decisions += 1
        return move


@pytest.mark.parametrize("preset", PRESETS)
def test_every_agent_plays_only_legal_moves_in_every_preset(preset: str) -> None:
    rules = RuleSet.preset(preset)
    decisions = dict.fromkeys(AGENTS, 0)
    for seed in range(6):
        for name in AGENTS:
            other = "greedy" if name != "greedy" else "random"
            checked = [Checked(quick(name, seed)), Checked(quick(other, seed + 50))]
            if seed % 2:
                checked.reverse()
            rnd = play_round(Round.deal(rules, seed=seed, dealer=seed % 2), checked)
            assert rnd.is_over
            decisions[name] += sum(c.decisions for c in checked if c.agent.name == name)
    assert all(count > 20 for count in decisions.values()), decisions


def test_a_seed_reproduces_a_match_and_another_seed_changes_it() -> None:
    def game(seeds: tuple[int, int], kinds: tuple[str, str]) -> str:
        agents = [quick(kinds[0], seeds[0]), quick(kinds[1], seeds[1])]
        random.seed(12345 + seeds[0])  # the global generator must play no part
        return play_match(Match(rounds=2, seed=9), agents).to_json()

    for kinds in (("strong", "greedy"), ("random", "random")):
        assert game((1, 2), kinds) == game((1, 2), kinds)
    assert game((1, 2), ("random", "random")) != game((3, 4), ("random", "random"))


def same_public_history(rnd: Round, rng: random.Random) -> Round | None:
    """The same round, moves and public history, with the cards player 0 cannot see (the
    opponent's hand and the rest of the stock) dealt differently; None if the reshuffle
    changed how the deal resolved."""
    data = rnd.to_dict()
    order = list(parse_cards(data["deck"]))
    hidden = set(rnd.hands[1]) | set(rnd.deck)
    places = [i for i, card in enumerate(order) if card in hidden]
    cards = [order[i] for i in places]
    rng.shuffle(cards)
    for place, card in zip(places, cards, strict=True):
        order[place] = card
    other = Round.deal(rnd.rules, dealer=rnd.dealer, deck=order, month=rnd.month)
    if other.is_over:
        return None
    for move in rnd.move_stack:
        other.push(move)
    return other


def test_agents_decide_the_same_when_the_hidden_cards_lie_differently() -> None:
    rng = random.Random(4)
    compared = 0
    phases = set()
    for seed in range(40):
        rnd = Round.deal(seed=seed, dealer=0)
        drivers = [make_agent("greedy", seed=seed), make_agent("random", seed=seed)]
        steps = rng.randrange(1, 14)
        while not rnd.is_over and steps:
            rnd.push(drivers[rnd.to_move].choose(rnd.view(rnd.to_move), rnd.legal_moves()))
            steps -= 1
        if rnd.is_over or rnd.to_move != 0 or len(rnd.legal_moves()) < 2:
            continue
        other = same_public_history(rnd, rng)
        if other is None or other.hands[1] == rnd.hands[1]:
            continue
        assert other.deck != rnd.deck or other.hands[1] != rnd.hands[1]
        view, twin = rnd.view(0), other.view(0)
        assert view == twin  # the views carry nothing of the hidden cards...
        for name in AGENTS:  # ...so every agent decides the same
            assert quick(name, seed).choose(view, view.legal_moves) == quick(name, seed).choose(
                twin, twin.legal_moves
            )
        strong = [SearchAgent(seed=seed, playouts=60) for _ in range(2)]
        estimates = [
            s.estimate(v, v.legal_moves) for s, v in zip(strong, (view, twin), strict=True)
        ]
        assert estimates[0] == estimates[1]
        compared += 1
        phases.add(view.phase)
    assert compared >= 12 and Phase.PLAY in phases


def random_positions(rules: RuleSet, count: int, seed: int):  # type: ignore[no-untyped-def]
    """Rounds stopped at random moments of random games (koi-koi called often)."""
    rng = random.Random(seed)
    for n in range(count):
        rnd = Round.deal(rules, seed=seed * 1000 + n, dealer=n % 2)
        stop_at = rng.randrange(0, 30)
        while not rnd.is_over and len(rnd.move_stack) < stop_at:
            legal = rnd.legal_moves()
            koikoi = [m for m in legal if m.kind == "koikoi"]
            rnd.push(koikoi[0] if koikoi and rng.random() < 0.8 else rng.choice(legal))
        if not rnd.is_over:
            yield rnd


@pytest.mark.parametrize("preset", PRESETS)
def test_a_sampled_state_keeps_what_the_view_shows_and_the_rounds_bookkeeping(
    preset: str,
) -> None:
    rules = RuleSet.preset(preset)
    seen = set()
    for rnd in random_positions(rules, 160, seed=PRESETS.index(preset)):
        real = rnd.state
        player = rnd.to_move if rnd.phase is not Phase.PLAY else len(rnd.move_stack) % 2
        view = rnd.view(player)
        sample = sample_state(view, random.Random(len(rnd.move_stack)))
        them = 1 - player
        assert sample.hands[player] == real.hands[player]
        assert sample.hands[them].bit_count() == real.hands[them].bit_count()
        assert sample.hands[them] | mask_of(DECK[i] for i in sample.deck) == real.hands[
            them
        ] | mask_of(DECK[i] for i in real.deck[real.deck_pos :])
        for name in ("field", "captured", "to_move", "phase", "pending", "calls", "dealer"):
            assert getattr(sample, name) == getattr(real, name), name
        for name in ("totals", "last_caller", "month"):
            assert getattr(sample, name) == getattr(real, name), name
        assert sample.call_piles == real.call_piles
        if real.phase == 1:  # DRAW_CHOICE: mid-turn
            assert sample.turn_start == real.turn_start
        # the view's fields carry every public fact: the event log is never read
        blind = sample_state(replace(view, events=()), random.Random(len(rnd.move_stack)))
        assert blind.snapshot() == sample.snapshot() and blind.deck == sample.deck
        seen.add((rnd.phase, bool(any(real.calls))))
    assert (Phase.DRAW_CHOICE, False) in seen or (Phase.DRAW_CHOICE, True) in seen
    assert (Phase.DECISION, False) in seen and (Phase.PLAY, True) in seen


def test_a_sampled_state_with_the_real_hidden_cards_plays_on_like_the_round() -> None:
    for rnd in random_positions(RuleSet.preset("labsk"), 60, seed=7):
        player = rnd.to_move
        view = rnd.view(player)
        state = sample_state(view, random.Random(0))
        real = rnd.state
        state.hands[1 - player] = real.hands[1 - player]  # rig the sample: the real cards
        state.deck, state.deck_pos = real.deck[real.deck_pos :], 0
        follow = rnd.copy()
        chooser = random.Random(len(rnd.move_stack))
        while not follow.is_over:
            move = chooser.choice(follow.legal_moves())
            apply_move(state, move)
            follow.push(move)
        assert state.result == follow.state.result


def test_make_agent_names_levels_and_bad_input() -> None:
    assert isinstance(make_agent("random", seed=1), RandomAgent)
    assert isinstance(make_agent("greedy", seed=1), GreedyAgent)
    strong = make_agent("strong", seed=1, level=3)
    assert (
        isinstance(strong, SearchAgent)
        and strong.playouts > make_agent("strong", seed=1, level=1).playouts
    )
    with pytest.raises(ValueError, match=r"unknown agent 'chess'.*'random'"):
        make_agent("chess", seed=1)
    with pytest.raises(ValueError, match="only the 'strong' agent"):
        make_agent("greedy", seed=1, level=2)
    with pytest.raises(ValueError, match="level=9 is not a difficulty level"):
        make_agent("strong", seed=1, level=9)
    with pytest.raises(ValueError, match="playouts=0"):
        SearchAgent(seed=1, playouts=0)
    with pytest.raises(ValueError, match=r"rng=42 must be a random\.Random"):
        RandomAgent(rng=42)  # type: ignore[arg-type]


def test_agents_refuse_a_round_an_empty_move_list_and_the_wrong_turn() -> None:
    rnd = Round.deal(seed=3, dealer=0)
    agent = make_agent("greedy", seed=1)
    with pytest.raises(ValueError, match="decides from a PlayerView, not Round"):
        agent.choose(rnd, rnd.legal_moves())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no legal moves"):
        agent.choose(rnd.view(0), ())
    with pytest.raises(ValueError, match="player 1 is not to move"):
        agent(rnd.view(1), rnd.legal_moves())


def test_an_agent_is_a_function_for_the_table_widget() -> None:
    rnd = Round.deal(seed=5, dealer=1)
    for name in AGENTS:
        move = quick(name, 2)(rnd.view(1), rnd.legal_moves())
        assert isinstance(move, Move) and move in rnd.legal_moves()


def test_greedy_completes_yaku_blocks_and_decides_koikoi_sensibly() -> None:
    block = Round.from_position(
        hands=("9p1 12p1", "2p1 4p1"),
        field="9a 12p2",
        deck="5p1 5p2 6p1",
        captured=("", "8b 3b"),
    )
    assert str(GreedyAgent(seed=1)(block.view(0), block.legal_moves())) == "9p1"

    def decision(field: str, theirs: str) -> Round:
        rnd = Round.from_position(
            hands=("7a 1p1 2p1 4p1 5p1 11p1", "2p2 4p2 5p2 11r 12p1 12p2"),
            field=field,
            deck="6p1 6p2 8p1 8p2 10p1 10p2",
            captured=("10a 6a", theirs),
        )
        rnd.push("7a")
        assert rnd.phase is Phase.DECISION
        return rnd

    assert wants_koikoi(decision("7p1 3p1", "").view(0))
    # the opponent is one card (9a) from tsukimi
    assert not wants_koikoi(decision("7p1 9a", "8b").view(0))


def test_the_benchmark_scores_a_match_and_computes_a_wilson_interval() -> None:
    path = Path(__file__).parents[2] / "benchmarks" / "bench_agents.py"
    spec = importlib.util.spec_from_file_location("bench_agents", path)
    assert spec and spec.loader
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_agents"] = bench
    try:
        spec.loader.exec_module(bench)
    finally:
        del sys.modules["bench_agents"]
    low, high = bench.wilson(30, 40)
    assert 0.59 < low < 0.75 < high < 0.86
    diff, times = bench.play(("greedy", "random", 3, 1))  # match seed 3: greedy sits at 1
    agents = [make_agent("random", seed=8), make_agent("greedy", seed=7)]
    scores = play_match(Match(rounds=1, seed=3), agents).scores
    assert diff == scores[1] - scores[0] and times and all(t > 0 for t in times)


def _decision(hand: str, captured: str) -> PlayerView:
    """Player 0's view after playing 7a onto 7p1 from ``hand`` (which holds 7a)."""
    rnd = Round.from_position(
        hands=(hand, "2p2 4p2 5p2 11r 12p1 12p2"),
        field="7p1 3p1",
        deck="6p1 6p2 8p1 8p2 10p1 10p2",
        captured=(captured, ""),
    )
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION
    return rnd.view(0)


def test_greedy_koikoi_rule_as_the_lessons_describe_it() -> None:
    """Lessons 9 and 13: greedy calls koi-koi only with 4 or more cards in hand, a score
    under 6 and no opponent yaku one card away; otherwise it stops."""
    assert wants_koikoi(_decision("7a 1p1 2p1 4p1 5p1", "10a 6a"))  # 4 in hand, 5 points
    assert not wants_koikoi(_decision("7a 1p1 2p1 4p1", "10a 6a"))  # 3 in hand
    assert not wants_koikoi(_decision("7a 1p1 2p1 4p1 5p1", "10a 6a 2a 9a"))  # 6 points


def test_greedy_takes_the_valuable_of_two_matches() -> None:
    # 8p1 matches the moon 8b and the plain 8p2; the drawn 3p2 later matches nothing.
    rnd = Round.from_position(
        hands=("8p1 12p1", "2p1 4p1"),
        field="8b 8p2 5p1",
        deck="3p2 6p1 6p2",
    )
    assert str(GreedyAgent(seed=1)(rnd.view(0), rnd.legal_moves())) == "8p1>8b"
    drawn = Round.from_position(hands=("1p1", "2p1"), field="9a 9p1 4p1", deck="9p2 6p1", to_move=0)
    drawn.push("1p1")  # the drawn 9p2 matches the sake cup and a plain
    assert drawn.phase is Phase.DRAW_CHOICE
    assert str(GreedyAgent(seed=1)(drawn.view(0), drawn.legal_moves())) == ">9a"


def test_greedy_never_lays_the_card_that_completes_the_opponents_yaku() -> None:
    # Nothing captures; laying the sake cup 9a would give the opponent (holding the moon)
    # tsukimi, laying a plain of March gives nothing.
    rnd = Round.from_position(
        hands=("9a 3p1", "2p1 4p1"),
        field="5p1 6p1",
        deck="10p1 10p2 11p1",
        captured=("", "8b"),
    )
    for seed in range(5):
        assert str(GreedyAgent(seed=seed)(rnd.view(0), rnd.legal_moves())) == "3p1"


def test_greedy_banks_a_large_score_even_with_a_young_hand() -> None:
    # Sanko and akatan (10 points) with six cards in hand and no threat: stop, since
    # koi-koi would gamble a large certain score for a small upside.
    rnd = Round.from_position(
        hands=("1p1 2p1 4p1 5p1 6p1 11p1 12p1", "2p2 4p2 5p2 11r 12p2 10p1 10p2"),
        field="1b 3p1 7p1",
        deck="6p2 7p2 9p1 9p2 10r 10a",
        captured=("3b 8b 1r 2r 3r", ""),
    )
    rnd.push("1p1")
    assert rnd.phase is Phase.DECISION and rnd.score(0).total == 10
    assert not wants_koikoi(rnd.view(0))
    assert str(GreedyAgent(seed=1)(rnd.view(0), rnd.legal_moves())) == "stop"


def test_the_koikoi_decision_has_its_own_search_budget() -> None:
    from tests.tutor.positions import opponent_one_card_from_tsukimi

    rnd = opponent_one_card_from_tsukimi()  # koi-koi or stop
    plays = Round.from_position(hands=("7a 4p1", "9p1 2p1"), field="7p1 9a", deck="5p1 5p2")
    agent = SearchAgent(seed=1, playouts=40, decision_playouts=400)
    decision = agent.estimate(rnd.view(0), rnd.legal_moves())
    assert {str(e.move) for e in decision} == {"koikoi", "stop"}
    assert all(e.samples == 200 for e in decision)  # 400 play-outs over two moves
    assert all(e.samples == 20 for e in agent.estimate(plays.view(0), plays.legal_moves()))
    assert SearchAgent(seed=1, level=2).decision_playouts is None
    with pytest.raises(ValueError, match="decision_playouts=0 must be a whole number"):
        SearchAgent(seed=1, decision_playouts=0)


def test_an_estimate_carries_its_standard_error_and_paired_margins() -> None:
    rnd = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1", deck="4p2 5p1 5p2",
        captured=("10a 6a", ""),
    )  # fmt: skip
    found = estimate_moves(rnd.view(0), rnd.legal_moves(), playouts=400, rng=random.Random(2))
    for e in found:
        assert len(e.outcomes) == e.samples and e.mean == sum(e.outcomes) / e.samples
        assert e.stderr >= 0
    first, second = found
    ahead, error = margin(first, second)
    assert ahead == first.mean - second.mean and error >= 0
    back, same = margin(second, first)
    assert back == -ahead and same == error
