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

from koikoi import DECK, Card, IllegalMoveError, Match, Move, Phase, Round, RuleSet, format_cards
from koikoi.errors import shown
from koikoi.moves import DRAW_MOVES, KOIKOI, PLAY_CHOICE_MOVES, PLAY_MOVES, STOP
from koikoi.yaku import requirements, yaku_value_table

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


# --- saved games, pairs, masks, rule arguments, digits and huge inputs (issue 13) ---------

JSON_VALUES: tuple[object, ...] = (
    None, True, False, 0, 7, -1, 1.5, 1.0, "", "x", "1b", "7" * 5000, [], [None], ["1b"],
    [1, 2], {}, {"any": [1]}, {"1": 2},
)  # fmt: skip
"""Values a saved game's JSON may hold in any field."""

WEIRD_DIGITS = ("０１２３４５６７８９", "٠١٢٣٤٥٦٧٨٩", "०१२३४५६७८९", "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗")
"""Full-width, Arabic-Indic, Devanagari and mathematical bold digits (not ASCII)."""


def same_kind(a: object, b: object) -> bool:
    """Whether two JSON values have the same type (a bool is not a number here)."""
    return type(a) is type(b)


def saved_rounds() -> Iterator[dict[str, Any]]:
    """Saved rounds of both kinds (deals with and without a seed, positions), with moves."""
    for rnd in positions(per_preset=2, seed=21):
        yield rnd.to_dict()
        if not rnd.is_over and rnd.phase is Phase.PLAY:
            yield Round.from_position(**setup_of(rnd)).to_dict()
    match = Match(rounds=1, seed=5)
    match.push(match.round.legal_moves()[0])
    yield match.round.to_dict()  # a match's deal: no seed of its own


def load_or_refuse(
    load: Callable[[Any], object], data: Any, named: str, honest: Callable[[object], bool]
) -> str | None:
    """Load ``data``: either a ``ValueError`` (exactly) whose message names ``named``, or a
    load that ``honest`` accepts; the data itself is never changed. The message, if any."""
    before = repr(data)
    try:
        loaded = load(data)
    except ValueError as error:
        message = str(error)
        assert type(error) is ValueError, (named, f"{type(error).__name__}: {message}")
        assert named in message, (named, message)
        assert len(message) < 600, (named, len(message))
        return message
    finally:
        assert repr(data) == before, named  # the input is left as it was
    assert honest(loaded), (named, data)
    return None


def test_a_saved_deal_without_its_deck_is_dealt_again_from_its_seed() -> None:
    rnd = Round.deal(seed=3)
    rnd.push(rnd.legal_moves()[0])
    saved = rnd.to_dict()
    for _ in range(3):  # the same deal every load, and the seed it claims is the one used
        loaded = Round.from_dict(saved | {"deck": None})
        assert loaded.seed == 3 and loaded.to_dict() == saved
        assert snapshot(loaded) == snapshot(rnd)
    message = expect(ValueError, lambda: Round.from_dict(saved | {"deck": None, "seed": None}))
    assert "deck=None" in message and "seed" in message


def test_a_saved_deal_with_a_bad_seed_or_deck_is_refused_naming_the_field() -> None:
    rnd = Round.deal(seed=3)
    rnd.push(rnd.legal_moves()[0])
    saved = rnd.to_dict()
    for seed in ({"any": [1]}, [3], "3", 3.0, True):
        message = expect(ValueError, lambda s=seed: Round.from_dict(saved | {"seed": s}))  # type: ignore[misc]
        assert f"seed={seed!r}" in message
    assert "seed=4 does not deal the saved deck" in expect(
        ValueError, lambda: Round.from_dict(saved | {"seed": 4})
    )
    for deck in ("1b 2a", 5, ["1b"], {"1b": 1}, "1b " * 48):
        message = expect(ValueError, lambda d=deck: Round.from_dict(saved | {"deck": d}))  # type: ignore[misc]
        assert message.startswith("deck") and "saved move" not in message, message


def test_a_saved_match_without_its_seed_or_rounds_is_refused() -> None:
    saved = Match(rounds=1, seed=4).to_dict()
    assert "seed=None" in expect(ValueError, lambda: Match.from_dict(saved | {"seed": None}))
    assert "rounds=None" in expect(ValueError, lambda: Match.from_dict(saved | {"rounds": None}))
    for seed in ({"any": [1]}, "4", 4.5):
        message = expect(ValueError, lambda s=seed: Match.from_dict(saved | {"seed": s}))  # type: ignore[misc]
        assert f"seed={seed!r}" in message


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"moves": None}, "moves=None"),
        ({"moves": 5}, "moves=5"),
        ({"moves": True}, "moves=True"),
        ({"kind": ["deal"]}, "round kind ['deal']"),
        ({"kind": {"deal": 1}}, "round kind {'deal': 1}"),
        ({"version": 1.0}, "version=1.0"),
        ({"version": True}, "version=True"),
        ({"hands": None}, "hands=None"),
        ({"hands": 5}, "hands=5"),
        ({"captured": None}, "captured=None"),
        ({"captured": 5}, "captured=5"),
        ({"koikoi_calls": None}, "koikoi_calls=None"),
        ({"koikoi_calls": 5}, "koikoi_calls=5"),
        ({"to_move": None}, "to_move=None"),
    ],
    ids=repr,
)
def test_saved_rounds_with_odd_fields_are_value_errors_naming_them(
    change: dict[str, Any], named: str
) -> None:
    rnd = Round.from_position(hands=("1b 2a", "3b 4a"), field="5a 6a", deck="7a 8a")
    rnd.push("1b")
    saved = rnd.to_dict()
    message = expect(ValueError, lambda: Round.from_dict(saved | change))
    assert named in message, message


def test_saved_matches_with_odd_moves_are_value_errors_naming_them() -> None:
    saved = Match(rounds=1, seed=4).to_dict()
    assert "moves=None" in expect(ValueError, lambda: Match.from_dict(saved | {"moves": None}))
    assert "moves[0]=None" in expect(ValueError, lambda: Match.from_dict(saved | {"moves": [None]}))
    match = Match(rounds=2, seed=4)
    first = match.round.legal_moves()[0]
    early = match.to_dict() | {"moves": [[], [str(first)]]}  # round 2's move, round 1 not over
    assert "moves[1]" in expect(ValueError, lambda: Match.from_dict(early))


def test_pairs_that_are_dicts_or_sets_are_refused_naming_the_argument() -> None:
    args = dict(hands=("7a", "1b"), field="5a", deck="7p1")
    for name, pair in [
        ("hands", {"a": "7a", "b": "1b"}),
        ("hands", {"7a", "1b"}),
        ("captured", {0: "", 1: ""}),
        ("koikoi_calls", {0: 5, 1: 7}),
        ("koikoi_calls", {0, 1}),
    ]:
        message = expect(ValueError, lambda n=name, p=pair: Round.from_position(**args | {n: p}))  # type: ignore[misc]
        assert f"{name}={pair!r} must be a pair" in message


def test_json_nested_too_deeply_or_not_json_is_a_value_error() -> None:
    for load in (Round.from_json, Match.from_json):
        message = expect(ValueError, lambda f=load: f("[" * 100000))  # type: ignore[misc]
        assert "nested too deeply" in message and "(100000 characters)" in message
        assert "is not valid JSON" in expect(ValueError, lambda f=load: f("{"))  # type: ignore[misc]
        assert "must be text, not int" in expect(ValueError, lambda f=load: f(5))  # type: ignore[misc]


def test_mask_helpers_refuse_masks_outside_the_deck() -> None:
    from koikoi import cards_of, mask_of

    for mask in (-1, 1 << 48, 1 << 200, True, False, 1.0, "3", None):
        for helper in (cards_of, format_cards, mask_of):
            if helper is not cards_of and isinstance(mask, str | type(None)):
                continue  # text and None are cards (or their absence) for these two
            message = expect(ValueError, lambda h=helper, m=mask: h(m))  # type: ignore[misc]
            assert shown(mask) in message, (helper, mask, message)
    assert cards_of((1 << 48) - 1) == DECK and cards_of(0) == ()


def test_rules_are_taken_by_preset_name_wherever_rules_are_taken() -> None:
    from koikoi import mask_of, progress, score, total_function
    from koikoi.tutor.puzzles import Puzzle, pile_breakdown

    pile = "1b 2r 3b 3r 8b 9a 1r"
    for name in PRESETS:
        rules = RuleSet.preset(name)
        assert score(pile, name) == score(pile, rules)
        assert progress(pile, name) == progress(pile, rules)
        assert total_function(name)(mask_of(pile)) == score(pile, rules).total
        assert Puzzle.pile_of(pile, rules=name) == Puzzle.pile_of(pile, rules=rules)
        assert Puzzle.pile_of(pile, rules=name).rules is rules
        assert pile_breakdown(pile, name) == pile_breakdown(pile, rules)
        assert RuleSet().differences(name) == RuleSet().differences(rules)
        assert Match(name, rounds=1, seed=1).rules == rules
        assert requirements(name) == requirements(rules)
        assert yaku_value_table(name) == yaku_value_table(rules)


BAD_RULES: tuple[object, ...] = ({}, 5, 1.5, True, [], ["labsk"], b"labsk", "Labsk", "x" * 5000)


@pytest.mark.parametrize("bad", BAD_RULES, ids=lambda v: repr(v)[:20])
def test_every_rules_argument_refuses_what_is_not_rules_naming_it(bad: object) -> None:
    from koikoi import progress, score, total_function
    from koikoi.tutor.puzzles import Puzzle, pile_breakdown, pile_trap_values

    takers: list[Callable[[], object]] = [
        lambda: score("1b 3b 8b", bad),  # type: ignore[arg-type]
        lambda: score("1b 3b 8b", rules=bad),  # type: ignore[arg-type]
        lambda: progress("1b", bad),  # type: ignore[arg-type]
        lambda: total_function(bad),  # type: ignore[arg-type]
        lambda: Puzzle.pile_of("1b 3b 8b", rules=bad),
        lambda: pile_breakdown("1b 3b 8b", bad),  # type: ignore[arg-type]
        lambda: pile_trap_values("1b 3b 8b", bad),  # type: ignore[arg-type]
        lambda: RuleSet().differences(bad),  # type: ignore[arg-type]
        lambda: Round.deal(bad, seed=1),  # type: ignore[arg-type]
        lambda: Round.from_position(hands=("1b", "2a"), field="", rules=bad),  # type: ignore[arg-type]
        lambda: Match(bad, seed=1),  # type: ignore[arg-type]
        lambda: requirements(bad),  # type: ignore[arg-type]
        lambda: yaku_value_table(bad),  # type: ignore[arg-type]
    ]
    for take in takers:
        message = expect(ValueError, take)
        assert shown(bad) in message, message
        assert len(message) < 300


def test_rule_data_with_keys_that_are_not_option_names_is_named() -> None:
    for data, named in [
        ({1: 2}, "option 1"),
        ({None: 2}, "option None"),
        ({"akatan6": 1}, "'akatan6'"),
    ]:
        message = expect(ValueError, lambda d=data: RuleSet.from_dict(d))  # type: ignore[misc]
        assert named in message
    saved = Round.deal(seed=1).to_dict()
    message = expect(ValueError, lambda: Round.from_dict(saved | {"rules": {1: 2}}))
    assert message.startswith("rules: ") and "option 1" in message


def test_card_codes_take_only_ascii_digits() -> None:
    message = expect(ValueError, lambda: Card.parse("７a"))
    assert "'７a'" in message and "ASCII digits" in message and "month 7" not in message


@pytest.mark.parametrize("digits", WEIRD_DIGITS)
def test_every_card_code_with_other_digits_is_refused_everywhere_codes_are_read(
    digits: str,
) -> None:
    rnd = Round.from_position(hands=("1b 2a", "3b 4a"), field="1p1 5a", deck="7a 8a")
    before = snapshot(rnd)
    for card in DECK:
        weird = "".join(digits[int(c)] if c.isdigit() else c for c in card.code)
        for parse in (
            Card.parse,
            Move.parse,
            rnd.push,
            lambda t: Round.from_position(hands=(t, ""), field=""),
        ):
            message = expect(ValueError, lambda p=parse, w=weird: p(w))  # type: ignore[misc]
            assert repr(weird) in message and "only the ASCII digits 0-9" in message, message
        assert snapshot(rnd) == before


HUGE = 10**6


def test_a_ten_megabyte_card_code_gives_a_short_message() -> None:
    code = "7" * 10_000_000
    message = expect(ValueError, lambda: Card.parse(code))
    assert len(message) < 300 and "(10000000 characters)" in message


@pytest.mark.parametrize("filler", ["7", "é", "[", "1b ", "\x00"], ids=repr)
def test_huge_inputs_are_cut_in_every_message(filler: str) -> None:
    from koikoi.agents import make_agent
    from koikoi.tutor.checks import parse_class, parse_month

    text = filler * (HUGE // len(filler))
    rnd = Round.from_position(hands=("1b 2a", "3b 4a"), field="1p1 5a", deck="7a 8a")
    before = snapshot(rnd)
    loaders: list[Callable[[], object]] = [
        lambda: Card.parse(text),
        lambda: Move.parse(text),
        lambda: rnd.push(text),
        lambda: RuleSet.preset(text),
        lambda: RuleSet.explain(text),
        lambda: Round.from_json(text),
        lambda: Match.from_json(text),
        lambda: Round.from_position(hands=(text, ""), field=""),
        lambda: Round.deal(deck=text),
        lambda: Round.deal(seed=text),  # type: ignore[arg-type]
        lambda: Round.from_dict({"version": 1, "kind": text}),
        lambda: RuleSet.from_dict({text: 1}),
        lambda: RuleSet(counting=text),  # type: ignore[arg-type]
        lambda: parse_month(text),
        lambda: parse_class(text),
        lambda: make_agent(text),
    ]
    for load in loaders:
        with pytest.raises(ValueError) as info:
            load()
        message = str(info.value)
        assert len(message) < 400, (len(message), message[:200])
        if text[:20] in message or shown(text)[:20] in message:  # the input is echoed: cut
            assert f"({len(text)} characters)" in message, message
    assert snapshot(rnd) == before


CARD_FIELDS = ("hands", "field", "deck", "captured")


def _round_honest(original: dict[str, Any], data: dict[str, Any]) -> Callable[[Any], bool]:
    """A load is honest when loading again gives the same round and it saves back with the
    data's values (card fields may be written another way; a deal dealt again from its seed
    saves back as the original)."""

    def honest(loaded: Any) -> bool:
        back = loaded.to_dict()
        if back != Round.from_dict(data).to_dict():
            return False
        return back == original or all(
            back[key] == data[key] for key in back if key not in CARD_FIELDS
        )

    return honest


def refused(_loaded: object) -> bool:
    """For inputs that must never load."""
    return False


def test_wrong_json_types_in_every_field_of_saved_rounds_are_named() -> None:
    refused_keys = set()
    for saved in saved_rounds():
        for key, value in saved.items():
            for bad in JSON_VALUES:
                if same_kind(bad, value):
                    continue
                data = saved | {key: bad}
                named = "kind" if key == "kind" else key
                if load_or_refuse(Round.from_dict, data, named, _round_honest(saved, data)):
                    refused_keys.add(key)
            for pair in ("hands", "captured", "koikoi_calls"):
                if key != pair:
                    continue
                for side in (0, 1):
                    for bad in JSON_VALUES:
                        if same_kind(bad, value[side]):
                            continue
                        inner = list(value)
                        inner[side] = bad
                        data = saved | {key: inner}
                        load_or_refuse(Round.from_dict, data, key, _round_honest(saved, data))
        for number in range(len(saved["moves"])):
            for bad in JSON_VALUES:
                if isinstance(bad, str):
                    continue
                moves = list(saved["moves"])
                moves[number] = bad
                data = saved | {"moves": moves}
                load_or_refuse(Round.from_dict, data, f"saved move {number + 1}", refused)
        for option, value in saved["rules"].items():
            for bad in JSON_VALUES:
                if not same_kind(bad, value):
                    data = saved | {"rules": saved["rules"] | {option: bad}}
                    message = load_or_refuse(Round.from_dict, data, option, refused)
                    assert message and message.startswith("rules: "), (option, bad)
    assert refused_keys >= {"version", "kind", "rules", "moves", "dealer", "deck", "hands"}


def test_wrong_json_types_in_every_field_of_saved_matches_are_named() -> None:
    rng = random.Random(13)
    for preset in PRESETS:
        match = Match(preset, rounds=2, seed=rng.randrange(10**6))
        for _ in range(rng.randrange(5, 60)):
            if match.is_over:
                break
            match.push(rng.choice(match.round.legal_moves()))
        saved = match.to_dict()
        for key, value in saved.items():
            for bad in JSON_VALUES:
                if not same_kind(bad, value):
                    load_or_refuse(Match.from_dict, saved | {key: bad}, key, refused)
        for number, moves in enumerate(saved["moves"]):
            for bad in JSON_VALUES:
                if not same_kind(bad, moves):
                    listed = [*saved["moves"][:number], bad, *saved["moves"][number + 1 :]]
                    named = f"moves[{number}]"
                    load_or_refuse(Match.from_dict, saved | {"moves": listed}, named, refused)
            for step in range(len(moves)):
                for bad in JSON_VALUES:
                    if isinstance(bad, str):
                        continue
                    inner = [*moves[:step], bad, *moves[step + 1 :]]
                    listed = [*saved["moves"][:number], inner, *saved["moves"][number + 1 :]]
                    named = f"saved round {number + 1}, move {step + 1}"
                    load_or_refuse(Match.from_dict, saved | {"moves": listed}, named, refused)


PAIR_SHAPES: tuple[object, ...] = (
    None, 5, 1.5, True, "1b", b"1b", {"a": "1b", "b": ""}, {"1b", ""}, frozenset({0}),
    {0: 0, 1: 0}, ("1b",), ("", "", ""), (x for x in ("", "")), range(2),
)  # fmt: skip


@pytest.mark.parametrize("name", ["hands", "captured", "koikoi_calls"])
def test_pairs_of_any_other_shape_are_refused_naming_the_argument(name: str) -> None:
    args = dict(hands=("7a", "1b"), field="5a", deck="7p1")
    for shape in PAIR_SHAPES:
        if name == "koikoi_calls" and isinstance(shape, range):
            continue  # (0, 1) is a pair of counts
        message = expect(ValueError, lambda s=shape: Round.from_position(**args | {name: s}))  # type: ignore[misc]
        assert name in message, message


def test_random_masks_outside_the_deck_are_refused_and_inside_round_trip() -> None:
    from koikoi import cards_of, mask_of

    rng = random.Random(17)
    for _ in range(400):
        inside = rng.randrange(1 << 48)
        assert mask_of(cards_of(inside)) == inside == mask_of(format_cards(inside))
        outside = rng.choice([-rng.randrange(1, 1 << 60), (1 << 48) + rng.randrange(1 << 60)])
        for helper in (cards_of, format_cards, mask_of):
            message = expect(ValueError, lambda h=helper, m=outside: h(m))  # type: ignore[misc]
            assert shown(outside) in message and "outside the 48 cards" in message
        for odd in (float(inside), inside + 0.5, float("nan"), float("inf")):
            assert "must be a whole number" in expect(ValueError, lambda o=odd: cards_of(o))  # type: ignore[misc]


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


@pytest.mark.parametrize("lang", ["fr", "ES", "", ["en"]])
def test_names_in_an_unknown_language_are_refused_naming_it(lang: object) -> None:
    card = Card.parse("9a")
    with pytest.raises(ValueError, match=rf"unknown language {re.escape(shown(lang))}: use 'en'"):
        card.name(lang)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown language"):
        card.describe(lang)  # type: ignore[arg-type]
    assert card.name("ja") == "盃 (sakazuki)"


# --- issue 20: huge integers, returned data, match misuse, argument checks -------------------

HUGE_INTS = (10**5000, -(10**5000), 2**128, 10**400)


def test_huge_integers_as_seeds_are_refused_naming_the_field() -> None:
    for seed in HUGE_INTS:
        for make in (
            lambda s=seed: Round.deal(seed=s),
            lambda s=seed: Match(seed=s),
            lambda s=seed: Round.from_dict(Round.deal(seed=1).to_dict() | {"seed": s}),
            lambda s=seed: Match.from_dict(Match(seed=1).to_dict() | {"seed": s}),
        ):
            message = expect(ValueError, make)
            assert message.startswith("seed=") and "out of range" in message, message
            assert len(message) < 200
    assert Round.deal(seed=2**128 - 1).to_json()  # the largest seed still saves


def test_huge_integers_as_rule_values_are_refused_naming_the_field() -> None:
    for field in dataclasses.fields(RuleSet):
        if field.type != "int" or field.name == "deal_batch":
            continue
        high = RuleSet.bounds(field.name)[1]
        for value in (*HUGE_INTS, high + 1):
            message = expect(ValueError, lambda n=field.name, v=value: RuleSet(**{n: v}))
            assert message.startswith(f"{field.name}="), message
            assert ("must be from" in message) or ("must be a whole number" in message)
            assert len(message) < 200
        rules = RuleSet(**{field.name: high})
        assert repr(rules) and RuleSet.from_dict(rules.to_dict()) == rules
    assert "digits" in expect(ValueError, lambda: RuleSet(akatan=10**5000))
    assert RuleSet(ledger_start=500).ledger_start == 500
    with pytest.raises(ValueError, match=r"koikoi_calls=.*at most 48"):
        Round.from_position(hands=("1b", "2a"), field="", koikoi_calls=(10**5000, 0),
                            rules=RuleSet(koikoi_limit="unlimited"))  # fmt: skip


def _mutate(data: object) -> None:
    """Change every list and dict inside ``data`` in place."""
    if isinstance(data, dict):
        for value in list(data.values()):
            _mutate(value)
        data["added"] = 1
    elif isinstance(data, list):
        for value in list(data):
            _mutate(value)
        data.append("x")


def test_to_dict_returns_data_that_does_not_alias_the_round() -> None:
    dealt = Round.deal(seed=5)
    dealt.push(dealt.legal_moves()[0])
    position = Round.from_position(
        hands=("7a 1b", "12p1 12p2"), field="7p1 3p1", deck="4p1 5p1", captured=("10a 6a", "")
    )
    match = Match(rounds=1, seed=3)
    for thing in (dealt, position, match):
        before = thing.to_json()
        _mutate(thing.to_dict())
        assert thing.to_json() == before
    for rnd in (dealt, position):
        assert rnd.initial().to_json() == Round.from_json(rnd.to_json()).initial().to_json()


def test_moves_pushed_on_match_round_advance_the_match() -> None:
    match = Match(rounds=2, seed=11)
    while match.round_number == 1:
        match.round.push(match.round.legal_moves()[0])  # not through Match.push
    assert len(match.results) >= 1 and match.round.result is None
    again = Match.from_json(match.to_json())
    assert again.to_json() == match.to_json() and again.scores == match.scores


def test_undoing_the_last_round_of_a_finished_match_reopens_it() -> None:
    match = Match(rounds=1, seed=3)
    while not match.is_over:
        match.push(match.round.legal_moves()[-1])
    scores, winner, last = match.scores, match.winner, match.round.peek()
    match.round.pop()
    assert not match.is_over and match.winner is None and match.round_number == 1
    assert match.round.result is None and len(match.results) == len(match.rounds) - 1
    assert Match.from_json(match.to_json()).to_json() == match.to_json()
    match.push(last)
    assert match.is_over and (match.scores, match.winner) == (scores, winner)


def test_undoing_a_round_the_match_has_left_is_refused_naming_the_current_round() -> None:
    match = Match(rounds=3, seed=11)
    while match.round_number == 1:
        match.push(match.round.legal_moves()[0])
    before = match.to_json()
    finished = next(r for r in match.rounds if r.move_stack)
    message = expect(IllegalMoveError, finished.pop)
    assert "match.round" in message and "round 1" in message
    assert match.to_json() == before


def test_round_points_checks_its_arguments() -> None:
    from koikoi.points import round_points

    assert round_points(5, "labsk") == round_points(5, RuleSet.preset("labsk"))
    for base in (-1, "labsk", True, 2.5, None):
        message = expect(ValueError, lambda b=base: round_points(b, RuleSet()))  # type: ignore[arg-type]
        assert message.startswith(f"base={base!r}")
    assert "rules=" in expect(ValueError, lambda: round_points(5, 7))  # type: ignore[arg-type]


@pytest.mark.parametrize("names", [5, "ab", ("Ann",), ("Ann", "Ben", "Cy"), ("Ann", 2), {"a": 1}])
def test_names_of_the_players_are_checked(names: object) -> None:
    rnd = Round.from_position(hands=("7a", "1p1"), field="7p1", captured=("10a 6a", ""))
    rnd.push("7a")
    rnd.push("stop")
    assert rnd.result is not None
    for describe in (rnd.log, rnd.result.describe):
        assert expect(ValueError, lambda d=describe: d(names)).startswith(f"names={shown(names)}")
    assert rnd.result.describe(["Ana", "Ben"]).startswith("Ana wins")


@pytest.mark.parametrize("answer", [None, 5, ["poetry"], b"red", ("blue",)])
def test_checks_refuse_answers_that_are_not_text(answer: object) -> None:
    from koikoi.tutor.checks import check_choice, check_ribbon

    assert shown(answer) in expect(ValueError, lambda: check_ribbon("1r", answer))  # type: ignore[arg-type]
    assert shown(answer) in expect(ValueError, lambda: check_choice(answer, "a", why="w"))  # type: ignore[arg-type]
    if not isinstance(answer, list | tuple):  # (a list of texts is several right answers)
        assert "correct=" in expect(ValueError, lambda: check_choice("a", answer, why="w"))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "arguments",
    [{"level": True}, {"playouts": True}, {"seconds": True}, {"seconds": "1"}, {"seconds": 0}],
)
def test_search_agent_refuses_booleans_and_text_naming_the_argument(arguments: dict) -> None:
    from koikoi.agents.search import SearchAgent

    ((name, value),) = arguments.items()
    assert expect(ValueError, lambda: SearchAgent(seed=1, **arguments)).startswith(
        f"{name}={value!r}"
    )
