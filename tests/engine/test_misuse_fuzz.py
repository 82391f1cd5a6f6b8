"""Fuzzing the misuse cases of issue 20 (hypothesis, derandomized): huge integers in every
numeric field end in a short error naming the field, or in data that saves and loads;
data returned by the engine can be changed without changing the engine's state; any mix
of moves and undos on a match and its rounds keeps the match consistent.

``KOIKOI_FUZZ_EXAMPLES`` sets the examples per test (default 40; a fuzz pass uses more).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from koikoi import IllegalMoveError, Match, Round, RuleSet
from koikoi.agents.search import SearchAgent
from koikoi.points import round_points
from koikoi.result import Reason
from tests.fuzzing import fuzz_settings

FUZZ = fuzz_settings(HealthCheck.data_too_large)
HUGE = st.one_of(
    st.integers(),
    st.integers(min_value=2**60, max_value=2**140),
    st.sampled_from([10**5000, -(10**5000), 10**4300, 2**128, -(2**128), 2**128 - 1]),
)
INT_OPTIONS = [
    f.name for f in dataclasses.fields(RuleSet) if f.type == "int" and f.name != "deal_batch"
]


def refused_naming(name: str, make: Callable[[], object]) -> object | None:
    """``make()``, or None when it raised a short ``ValueError`` starting ``name=``."""
    try:
        return make()
    except ValueError as error:
        message = str(error)
        assert message.startswith(f"{name}="), message
        assert len(message) < 300 and "\n" not in message, message
        return None


@FUZZ
@given(st.sampled_from(INT_OPTIONS), HUGE)
def test_every_rule_number_is_taken_or_refused_naming_it(name: str, value: int) -> None:
    rules = refused_naming(name, lambda: RuleSet(**{name: value}))
    low, high = RuleSet.bounds(name)
    assert (rules is not None) == (low <= value <= high)
    if isinstance(rules, RuleSet):
        assert repr(rules) and RuleSet.from_dict(rules.to_dict()) == rules


@FUZZ
@given(HUGE, st.sampled_from(["deal", "match", "saved"]))
def test_every_seed_is_taken_or_refused_naming_it(seed: int, where: str) -> None:
    make: dict[str, Callable[[], Any]] = {
        "deal": lambda: Round.deal(seed=seed),
        "match": lambda: Match(rounds=1, seed=seed),
        "saved": lambda: Round.from_dict(Round.deal(seed=1).to_dict() | {"seed": seed}),
    }
    made = refused_naming("seed", make[where])
    if made is not None:
        assert type(made).from_json(made.to_json()).to_json() == made.to_json()


@FUZZ
@given(
    st.sampled_from(["dealer", "month", "koikoi_calls", "base", "playouts", "level", "rounds"]),
    HUGE,
)
def test_other_numbers_are_taken_or_refused_naming_them(name: str, value: int) -> None:
    unlimited = RuleSet(koikoi_limit="unlimited")
    make: dict[str, Callable[[], Any]] = {
        "dealer": lambda: Round.deal(seed=1, dealer=value),
        "month": lambda: Round.deal(seed=1, month=value),
        "koikoi_calls": lambda: Round.from_position(
            hands=("1b", "2a"), field="", koikoi_calls=(value, 0), rules=unlimited
        ),
        "base": lambda: round_points(value, RuleSet()),
        "playouts": lambda: SearchAgent(seed=1, playouts=value),
        "level": lambda: SearchAgent(seed=1, level=value),
        "rounds": lambda: Match(rounds=value, seed=1),
    }
    made = refused_naming(name, make[name])
    if isinstance(made, Round | Match):
        assert made.to_json()


def mutate(data: object) -> None:
    """Change every list and dict inside ``data`` in place."""
    if isinstance(data, dict):
        for value in list(data.values()):
            mutate(value)
        data["added"] = [1]
        data.pop(next(iter(data)))
    elif isinstance(data, list):
        for value in list(data):
            mutate(value)
        data.append("x")
        data.reverse()


@FUZZ
@given(st.integers(0, 10_000), st.integers(0, 30), st.sampled_from(RuleSet.PRESETS))
def test_changing_returned_data_never_changes_the_engine(
    seed: int, plies: int, preset: str
) -> None:
    match = Match(preset, rounds=2, seed=seed)
    for n in range(plies):
        if match.is_over:
            break
        legal = match.round.legal_moves()
        match.push(legal[(seed + n) % len(legal)])
    rules = match.rules
    position = Round.from_json(match.round.to_json())  # the same round as a position
    position = Round.from_position(
        hands=position.hands, field=position.field, deck=position.deck,
        captured=position.captured, koikoi_calls=position.koikoi_calls, rules=rules,
    )  # fmt: skip
    for rnd in (match.round, position):
        before = (match.to_json(), rnd.to_json(), rules.to_dict(), rnd.initial().to_json())
        for returned in (match.to_dict(), rnd.to_dict(), rules.to_dict(), rules.differences()):
            mutate(returned)
        assert (match.to_json(), rnd.to_json(), rules.to_dict(), rnd.initial().to_json()) == before


OPS = st.lists(
    st.tuples(
        st.sampled_from(["push", "round-push", "round-push", "pop", "old-pop", "old-push"]),
        st.integers(0, 100),
    ),
    min_size=10,
    max_size=150,
)


def consistent(match: Match) -> None:
    """What a match must say whatever was done to it."""
    counted = sum(r.reason != Reason.REDEAL for r in match.results)
    assert match.is_over == (counted >= match.total_rounds)
    if not match.is_over:
        assert match.round.result is None and match.winner is None
    assert all(r.result is not None for r in match.rounds[:-1])
    assert Match.from_json(match.to_json()).to_json() == match.to_json()


@FUZZ
@given(st.integers(0, 10_000), st.sampled_from([1, 2, 3]), OPS)
def test_any_mix_of_moves_and_undos_keeps_a_match_consistent(
    seed: int, rounds: int, ops: list[tuple[str, int]]
) -> None:
    match = Match(rounds=rounds, seed=seed)
    for op, n in ops:
        before = match.to_json()
        rnd = match.round
        old = match.rounds[n % len(match.rounds)]
        try:
            if op in ("push", "round-push") and rnd.legal_moves():
                move = rnd.legal_moves()[n % len(rnd.legal_moves())]
                (match.push if op == "push" else rnd.push)(move)
            elif op == "pop":
                rnd.pop()
            elif op == "old-pop":
                old.pop()
            elif op == "old-push":
                old.push("stop")
        except (IllegalMoveError, IndexError, ValueError):
            assert match.to_json() == before  # a refusal changes nothing
        consistent(match)
