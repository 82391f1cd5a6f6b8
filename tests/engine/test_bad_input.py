"""Bad input, fuzzed from many reachable positions in every preset: the right error
(``IllegalMoveError`` for a well-formed move the position does not allow, ``ValueError``
for a malformed one), a message naming the input and the reason, and nothing changed.

Seeded loops (no hypothesis database, no clock): the same positions and inputs every run.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from koikoi import DECK, IllegalMoveError, Match, Move, Phase, Round, RuleSet, format_cards
from koikoi.moves import DRAW_MOVES, KOIKOI, PLAY_CHOICE_MOVES, PLAY_MOVES, STOP

PRESETS = RuleSet.PRESETS
EVERY_MOVE: tuple[Move, ...] = (KOIKOI, STOP, *PLAY_MOVES, *PLAY_CHOICE_MOVES.values(), *DRAW_MOVES)

NOT_TEXT: tuple[object, ...] = (
    None,
    0,
    7,
    -1,
    3.5,
    True,
    b"7a",
    ["7a"],
    ("7a",),
    {"7a": 1},
    DECK[0],
)
MALFORMED_TEXT = (
    "", " ", ">", ">>", "1b>", ">>1b", "1b>>1p1", "1b>1p1>1p2", "13b", "0a", "1x", "1p3",
    "12p4", "1p", "b1", "1b 3b", "1b,3b", "koi", "koi-koi-koi", "stopp", "pass", "\x00",
    "7a;", "é", "𝟕a", "7a>7a>", "--", "None",
)  # fmt: skip


def snapshot(rnd: Round) -> tuple[Any, ...]:
    """Everything readable about a round, for 'exactly unchanged'."""
    return (
        rnd.to_json(),
        rnd.state.snapshot(),
        rnd.rules,
        rnd.month,
        rnd.dealer,
        rnd.to_move,
        rnd.hands,
        rnd.field,
        rnd.deck,
        rnd.captured,
        rnd.drawn,
        rnd.koikoi_calls,
        rnd.phase,
        rnd.is_over,
        rnd.result,
        rnd.move_stack,
        len(rnd.events),
        rnd.events,
        rnd.legal_moves(),
        rnd.view(0),
        rnd.view(1),
        rnd.score(0),
        rnd.score(1),
    )


def positions(per_preset: int, seed: int) -> Iterator[Round]:
    """Reachable rounds: seeded deals in every preset, played on by random legal moves
    for a random number of steps (some to the end, some decided at the deal, many
    waiting for a draw choice or a decision)."""
    rng = random.Random(seed)
    for preset in PRESETS:
        for _ in range(per_preset):
            rnd = Round.deal(
                preset,
                seed=rng.randrange(10**9),
                dealer=rng.randrange(2),
                month=rng.randrange(1, 13),
            )
            for _ in range(rng.randrange(40)):
                if rnd.is_over or (rnd.phase is not Phase.PLAY and rng.random() < 0.6):
                    break  # the rarer phases (a draw choice, a decision) are kept often
                rnd.push(rng.choice(rnd.legal_moves()))
            yield rnd


def expect(error: type[Exception], fn: Callable[[], object]) -> str:
    """The message of the ``error`` that ``fn`` raises (exactly that type)."""
    with pytest.raises(error) as info:
        fn()
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    return str(info.value)


def reason_for(rnd: Round, move: Move) -> str:
    """A pattern for the reason the engine must give for an illegal ``move``."""
    phase = rnd.phase
    if phase is Phase.OVER:
        return "the round is over"
    if phase is Phase.DECISION:
        return "must first choose 'koikoi' or 'stop'"
    if move.kind in ("koikoi", "stop"):
        return "is not a choice now"
    if phase is Phase.DRAW_CHOICE:
        drawn = rnd.drawn
        assert drawn is not None
        return f"the drawn card {drawn}"
    if move.kind == "draw":
        return "no drawn card is waiting"
    assert move.card is not None
    if move.card not in rnd.hands[rnd.to_move]:
        return f"{move.card} is not in player {rnd.to_move}'s hand"
    matches = rnd.matches(move.card)
    return {
        0: "has no match on the field",
        1: "captures its only match",
        2: "matches two field cards" if move.target is None else "can capture",
        3: "captures all three",
    }[len(matches)]


# --- Round.push ---------------------------------------------------------------------------


def test_illegal_moves_in_random_positions_name_the_move_and_reason_and_change_nothing() -> None:
    rng = random.Random(11)
    checked = set()
    for rnd in positions(per_preset=40, seed=1):
        before = snapshot(rnd)
        legal = set(rnd.legal_moves())
        illegal = [m for m in EVERY_MOVE if m not in legal]
        # always the kinds that the phase rules out, plus a random sample of the rest
        chosen = [KOIKOI, STOP, DRAW_MOVES[rng.randrange(48)], *rng.sample(illegal, 14)]
        opponent = rnd.hands[1 - rnd.to_move]
        if opponent:
            chosen.append(PLAY_MOVES[rng.choice(opponent).index])  # the opponent's card
        for move in chosen:
            if move in legal:
                continue
            assert not rnd.is_legal(move)
            for given in (move, str(move), f"  {str(move).upper()} "):
                message = expect(IllegalMoveError, lambda g=given, r=rnd: r.push(g))  # type: ignore[misc]
                assert f"'{move}'" in message, message
                assert re.search(re.escape(reason_for(rnd, move)), message), (move, message)
            checked.add((rnd.phase, move.kind))
        assert snapshot(rnd) == before
    # the fuzzing reached every phase with every kind of move illegal there
    for phase in Phase:
        kinds = {kind for p, kind in checked if p is phase}
        expected = (
            {"play", "draw"} if phase is Phase.DECISION else {"play", "draw", "koikoi", "stop"}
        )
        assert kinds == expected, (phase, kinds)


@pytest.mark.parametrize("given", NOT_TEXT + MALFORMED_TEXT, ids=repr)
def test_malformed_moves_are_value_errors_naming_the_input(given: object) -> None:
    for rnd in positions(per_preset=2, seed=hash(repr(given)) % 1000):
        before = snapshot(rnd)
        message = expect(ValueError, lambda r=rnd: r.push(given))  # type: ignore[misc]
        assert repr(given) in message, message
        assert ("malformed move" in message) or ("a move is a Move or its text" in message)
        with pytest.raises(ValueError):
            rnd.is_legal(given)  # type: ignore[arg-type]
        assert snapshot(rnd) == before


def test_random_junk_text_is_malformed_or_illegal_never_another_error() -> None:
    rng = random.Random(5)
    alphabet = "0123456789barpxk >ostiP-é"
    rnd = next(positions(per_preset=1, seed=3))
    before = snapshot(rnd)
    legal = {str(m) for m in rnd.legal_moves()}
    for _ in range(1500):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 9)))
        if text.strip().lower().replace(" ", "") in legal:
            continue
        with pytest.raises(ValueError) as info:
            rnd.push(text)
        message = str(info.value)
        if type(info.value) is IllegalMoveError:
            assert f"'{Move.parse(text)}'" in message
        else:
            assert repr(text) in message and "malformed move" in message
    assert snapshot(rnd) == before


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"kind": "play"}, "a play names the hand card"),
        ({"kind": "draw"}, "names the field card the drawn card captures"),
        ({"kind": "draw", "card": DECK[0], "target": DECK[2]}, "names only the capture"),
        ({"kind": "koikoi", "card": DECK[0]}, "'koikoi' names no card"),
        ({"kind": "stop", "target": DECK[0]}, "'stop' names no card"),
        ({"kind": "pass"}, "the kind is 'play', 'draw', 'koikoi' or 'stop'"),
        ({"kind": "play", "card": "1b"}, "card is a Card or None, not str"),
        ({"kind": "play", "card": DECK[0], "target": 3}, "target is a Card or None, not int"),
    ],
)
def test_move_objects_with_odd_fields_are_refused_when_made(
    fields: dict[str, Any], reason: str
) -> None:
    message = expect(ValueError, lambda: Move(**fields))
    assert "malformed move Move(kind=" in message and reason in message
    assert repr(fields["kind"]) in message


def test_moves_after_the_round_is_over_say_so() -> None:
    finished = [rnd for rnd in positions(per_preset=10, seed=9) if rnd.is_over]
    assert len(finished) >= 5
    for rnd in finished:
        before = snapshot(rnd)
        assert rnd.legal_moves() == ()
        for move in (KOIKOI, STOP, PLAY_MOVES[0], DRAW_MOVES[5], *rnd.hands[rnd.to_move][:2]):
            given = move if isinstance(move, Move) else move.code
            message = expect(IllegalMoveError, lambda g=given, r=rnd: r.push(g))  # type: ignore[misc]
            assert "the round is over" in message and str(rnd.result) in message
        expect(ValueError, lambda r=rnd: r.push("zz"))
        assert snapshot(rnd) == before


# --- Match.push ---------------------------------------------------------------------------


def match_snapshot(match: Match) -> tuple[Any, ...]:
    return (
        match.to_json(),
        match.scores,
        match.round_number,
        match.is_over,
        match.results,
        len(match.rounds),
        snapshot(match.round),
    )


@pytest.mark.parametrize("preset", PRESETS)
def test_match_push_refuses_bad_moves_and_changes_nothing(preset: str) -> None:
    rng = random.Random(PRESETS.index(preset))
    match = Match(preset, rounds=2, seed=rng.randrange(10**6))
    while True:
        before = match_snapshot(match)
        if not match.is_over:
            legal = set(match.round.legal_moves())
            for move in rng.sample([m for m in EVERY_MOVE if m not in legal], 6):
                message = expect(IllegalMoveError, lambda m=move: match.push(m))  # type: ignore[misc]
                assert f"'{move}'" in message
        for given in (None, 5, "1b>>", "13b", Move.parse("koikoi").kind):
            if given == "koikoi":
                if match.is_over or KOIKOI in match.round.legal_moves():
                    continue
                expect(IllegalMoveError, lambda g=given: match.push(g))  # type: ignore[misc]
            else:
                message = expect(ValueError, lambda g=given: match.push(g))  # type: ignore[misc]
                assert repr(given) in message
        assert match_snapshot(match) == before
        if match.is_over:
            break
        match.push(rng.choice(match.round.legal_moves()))
    message = expect(IllegalMoveError, lambda: match.push("1b"))
    assert "'1b'" in message and "the match is over" in message


def test_match_arguments_and_data_are_checked() -> None:
    for seed in ([1], 1.5, "x", b"x", True):
        assert f"seed={seed!r}" in expect(ValueError, lambda s=seed: Match(seed=s))  # type: ignore[misc]
    for rounds in (0, 13, 3.0, True, "3"):
        assert f"rounds={rounds!r}" in expect(ValueError, lambda n=rounds: Match(rounds=n))  # type: ignore[misc]
    for data in (None, [], {}, {"version": 2}):
        assert "match data" in expect(ValueError, lambda d=data: Match.from_dict(d))  # type: ignore[misc]
    saved = Match(rounds=1, seed=4).to_dict()
    no_moves = {k: v for k, v in saved.items() if k != "moves"}
    assert "lacks 'moves'" in expect(ValueError, lambda: Match.from_dict(no_moves))
    bad = saved | {"moves": [["1b>>"]]}
    message = expect(ValueError, lambda: Match.from_dict(bad))
    assert "saved round 1, move 1" in message and "'1b>>'" in message


# --- Round.deal and Round.from_position ---------------------------------------------------


def setup_of(rnd: Round) -> dict[str, Any]:
    """from_position arguments for the current position of ``rnd`` (in PLAY)."""
    return dict(
        hands=tuple(format_cards(h) for h in rnd.hands),
        field=format_cards(rnd.field),
        deck=" ".join(c.code for c in rnd.deck),
        captured=tuple(format_cards(p) for p in rnd.captured),
        koikoi_calls=rnd.koikoi_calls,
        dealer=rnd.dealer,
        to_move=rnd.to_move,
        month=rnd.month,
        rules=rnd.rules,
    )


PLACES = ("hands[0]", "hands[1]", "field", "deck", "captured[0]", "captured[1]")


def get_place(args: dict[str, Any], place: str) -> str:
    name, _, index = place.partition("[")
    return args[name][int(index[0])] if index else args[name]


def set_place(args: dict[str, Any], place: str, text: str) -> dict[str, Any]:
    name, _, index = place.partition("[")
    if not index:
        return args | {name: text}
    pair = list(args[name])
    pair[int(index[0])] = text
    return args | {name: tuple(pair)}


def test_from_position_names_a_card_named_twice_and_the_two_places() -> None:
    rng = random.Random(2)
    tried = 0
    for rnd in positions(per_preset=20, seed=4):
        if rnd.phase is not Phase.PLAY:
            continue
        args = setup_of(rnd)
        Round.from_position(**args)  # the position itself is fine
        filled = [p for p in PLACES if get_place(args, p)]
        source = rng.choice(filled)
        card = rng.choice(get_place(args, source).split())
        into = rng.choice(PLACES)
        bad = set_place(args, into, f"{get_place(args, into)} {card}".strip())
        message = expect(ValueError, lambda b=bad: Round.from_position(**b))  # type: ignore[misc]
        assert f"card '{card}' is named twice" in message
        assert into in message
        tried += 1
    assert tried >= 12


def test_from_position_names_malformed_codes_with_their_place() -> None:
    rng = random.Random(3)
    for rnd in positions(per_preset=4, seed=6):
        if rnd.phase is not Phase.PLAY:
            continue
        args = setup_of(rnd)
        place = rng.choice(PLACES)
        code = rng.choice(["13b", "1p3", "xx", "0a", "12p4"])
        bad = set_place(args, place, f"{get_place(args, place)} {code}".strip())
        message = expect(ValueError, lambda b=bad: Round.from_position(**b))  # type: ignore[misc]
        assert place in message and f"'{code}'" in message and "unknown card code" in message


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"dealer": 2}, "dealer=2"),
        ({"dealer": -1}, "dealer=-1"),
        ({"dealer": True}, "dealer=True"),
        ({"dealer": 0.0}, "dealer=0.0"),
        ({"dealer": "0"}, "dealer='0'"),
        ({"dealer": None}, "dealer=None"),
        ({"to_move": 2}, "to_move=2"),
        ({"to_move": False}, "to_move=False"),
        ({"to_move": 1.0}, "to_move=1.0"),
        ({"month": 0}, "month=0"),
        ({"month": 13}, "month=13"),
        ({"month": True}, "month=True"),
        ({"month": 1.5}, "month=1.5"),
        ({"month": "3"}, "month='3'"),
        ({"koikoi_calls": (1, 1)}, "koikoi_calls=(1, 1)"),
        ({"koikoi_calls": (-1, 0)}, "koikoi_calls=(-1, 0)"),
        ({"koikoi_calls": (True, 0)}, "koikoi_calls=(True, 0)"),
        ({"koikoi_calls": (1.0, 0)}, "koikoi_calls=(1.0, 0)"),
        ({"koikoi_calls": (1,)}, "koikoi_calls=(1,)"),
        ({"koikoi_calls": None}, "koikoi_calls=None"),
        ({"koikoi_calls": 1}, "koikoi_calls=1"),
        ({"koikoi_calls": "10"}, "koikoi_calls='10'"),
        ({"hands": None}, "hands=None"),
        ({"hands": "1b 2a"}, "hands='1b 2a'"),
        ({"hands": ("1b", "2a", "3b")}, "hands=('1b', '2a', '3b')"),
        ({"hands": (None, "")}, "hands[0]=None"),
        ({"captured": "ab"}, "captured='ab'"),
        ({"field": 5}, "field=5"),
        ({"field": None}, "field=None"),
        ({"rules": "Standard"}, "'Standard'"),
        ({"rules": {}}, "rules={}"),
    ],
    ids=repr,
)
def test_from_position_names_bad_players_months_calls_and_shapes(
    change: dict[str, Any], named: str
) -> None:
    args = dict(hands=("1b 2a", "3b 4a"), field="5a 6a", deck="7a 8a")
    message = expect(ValueError, lambda: Round.from_position(**args | change))  # type: ignore[arg-type]
    assert named in message, message


def test_deal_names_bad_seeds_players_months_and_decks() -> None:
    for kwargs, named in [
        ({"seed": [1]}, "seed=[1]"),
        ({"seed": 1.5}, "seed=1.5"),
        ({"seed": "x"}, "seed='x'"),
        ({"seed": True}, "seed=True"),
        ({"dealer": 0.0}, "dealer=0.0"),
        ({"month": True}, "month=True"),
        ({"deck": "1b 1b"}, "deck: card '1b' is named twice"),
        ({"deck": "1b 99z"}, "deck: unknown card code '99z'"),
        ({"deck": "1b"}, "deck has 1 cards"),
        ({"rules": 5}, "rules=5"),
    ]:
        message = expect(ValueError, lambda k=kwargs: Round.deal(**k))  # type: ignore[misc]
        assert named in message, message


def test_round_data_missing_or_odd_is_named() -> None:
    saved = Round.deal(seed=3).to_dict()
    for data, named in [
        (None, "round data must be a dict"),
        ({"version": 1}, "unknown round kind None"),
        (saved | {"kind": "x"}, "unknown round kind 'x'"),
        ({k: v for k, v in saved.items() if k != "deck"}, "lacks 'deck'"),
        ({k: v for k, v in saved.items() if k != "rules"}, "lacks 'rules'"),
        (saved | {"rules": [1]}, "rule data must be a dict"),
        (saved | {"moves": ["zz"]}, "saved move 1: malformed move 'zz'"),
    ]:
        message = expect(ValueError, lambda d=data: Round.from_dict(d))  # type: ignore[misc]
        assert named in message, message
    illegal = saved | {"moves": ["koikoi"]}
    assert "saved move 1" in expect(IllegalMoveError, lambda: Round.from_dict(illegal))


# --- RuleSet options ----------------------------------------------------------------------


def test_every_rule_option_refuses_bad_values_naming_them() -> None:
    bad_by_type: dict[str, tuple[object, ...]] = {
        "int": (-1, 1.5, "5", True, None),
        "bool": (1, 0, "yes", None),
    }
    for preset in PRESETS:
        rules = RuleSet.preset(preset)
        for field in dataclasses.fields(RuleSet):
            name = field.name
            values = bad_by_type.get(str(field.type), ("nope", None, 3.5, ("x",)))
            for value in values:
                message = expect(ValueError, lambda n=name, v=value, r=rules: r.replace(**{n: v}))  # type: ignore[misc]
                assert f"{name}={value!r}" in message, message
        assert "'akatan6'" in expect(ValueError, lambda r=rules: r.replace(akatan6=6))
        assert RuleSet.preset(preset) == rules  # frozen: nothing changed
    for name in (None, "Standard", ["labsk"], 1):
        assert repr(name) in expect(ValueError, lambda n=name: RuleSet.preset(n))  # type: ignore[misc]
    for data in (None, [1], "standard"):
        assert repr(data) in expect(ValueError, lambda d=data: RuleSet.from_dict(d))  # type: ignore[misc]
