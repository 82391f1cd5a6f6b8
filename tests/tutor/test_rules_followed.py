"""Explanations, traps and coach advice follow the rule set they are given, custom values
included: every number they show is the one the engine computes under that rule set."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koikoi import Move, Phase, Round, RuleSet, round_points, score
from koikoi.tutor.coach import _stop_points, explain
from koikoi.tutor.puzzles import CURATED, Puzzle, breakdown, check, pile_trap_values, trap_answers

VALUE = st.integers(min_value=1, max_value=15)
BRIGHTS = st.lists(VALUE, min_size=4, max_size=4, unique=True).map(sorted)
"""Bright yaku values, each higher than the one below: sanko, ame-shiko, shiko, goko."""
RULES = st.builds(
    lambda brights, **values: RuleSet(
        sanko=brights[0], ame_shiko=brights[1], shiko=brights[2], goko=brights[3], **values
    ),
    BRIGHTS,
    inoshikacho=VALUE,
    akatan=VALUE,
    aotan=VALUE,
    hanami=VALUE,
    tsukimi=VALUE,
    double_at=st.integers(min_value=0, max_value=15),
    dealt_hand_points=st.integers(min_value=0, max_value=10),
    koikoi_double=st.sampled_from(("opponent-called", "latest-call-by-loser", "none")),
)
"""Standard rules with any yaku values, doubling threshold and koi-koi doubling."""

ROUND_PUZZLES = [p for p in CURATED if p.is_round]
PILE_PUZZLES = [p for p in CURATED if not p.is_round]
HOUSE = RuleSet().replace(double_at=5, goko=12, akatan=6, dealt_hand_points=4)
FEW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _under(puzzle: Puzzle, rules: RuleSet) -> Puzzle:
    return dataclasses.replace(puzzle, rules=rules)


def _winner_points(puzzle: Puzzle) -> tuple[int, int, int] | None:
    """(base, multiplier, points) of the round's winner, computed here from the engine's
    score and round points (None for a drawn round)."""
    result = puzzle.result()
    if result.winner is None:
        return None
    base = score(puzzle.piles()[result.winner], puzzle.rules).total
    loser = 1 - result.winner
    return round_points(base, puzzle.rules, loser_called=puzzle.caller == loser)


@FEW
@given(rules=RULES, puzzle=st.sampled_from(ROUND_PUZZLES))
def test_a_round_breakdown_shows_the_engines_round_points(rules: RuleSet, puzzle: Puzzle) -> None:
    puzzle = _under(puzzle, rules)
    expected = _winner_points(puzzle)
    lines = breakdown(puzzle)
    for player, owner in enumerate(("Your pile", "The opponent's pile")):
        assert f"{owner}: {score(puzzle.piles()[player], rules)}." in lines
    if expected is None:
        assert "The round is drawn: both players score 0." in lines
        assert puzzle.answer == 0
        return
    base, multiplier, points = expected[:3]
    win = next(line for line in lines if " win" in line and "base " in line)
    assert f"with base {base}:" in win
    if multiplier > 1:
        assert win.endswith(
            f": {base} × {' × '.join(['2'] * (multiplier.bit_length() - 1))} = {points}."
        )
    else:
        assert win.endswith(f": {points} point.") or win.endswith(f": {points} points.")
    assert win.count(", so it doubles") == multiplier.bit_length() - 1
    if rules.double_at:
        assert f"{rules.double_at} or more, so" in win or f"under {rules.double_at}, so no" in win
    asked_wins = puzzle.result().winner == puzzle.asked
    assert puzzle.answer == (points if asked_wins else 0)


@FEW
@given(rules=RULES, puzzle=st.sampled_from(ROUND_PUZZLES))
def test_round_trap_answers_are_the_engines_points_with_one_rule_forgotten(
    rules: RuleSet, puzzle: Puzzle
) -> None:
    puzzle = _under(puzzle, rules)
    result = puzzle.result()
    expected = _winner_points(puzzle)
    caller_lost = puzzle.caller == 1 - puzzle.asked
    for names, value in trap_answers(puzzle):
        assert value != puzzle.answer and value >= 0
        if result.winner != puzzle.asked or len(names) != 1:
            continue
        assert expected is not None
        base, _, points = expected[:3]
        name = names[0]
        if name == "no-double-at-7":
            assert (
                value
                == round_points(base, rules.replace(double_at=0), loser_called=caller_lost).points
            )
        elif name == "koikoi-double-forgotten":
            assert value == round_points(base, rules).points
        elif name in ("double-below-7", "caller-doubles-own-win"):
            assert value == 2 * points
        elif name == "base-only":
            assert value == base
        else:  # a pile trap: its wrong base, with this round's multipliers
            wrong = pile_trap_values(puzzle.piles()[puzzle.asked], rules)[name]
            assert value == round_points(wrong, rules, loser_called=caller_lost).points
        assert _explained(puzzle, value)
        for trap in check(puzzle, value).traps:  # the texts quote these rules' threshold
            if trap.key in ("no-double-at-7", "double-below-7", "base-only"):
                quoted = (f" {rules.double_at} or more", f" {rules.double_at} points or more")
                assert any(words in trap.body for words in quoted)


@FEW
@given(rules=RULES, puzzle=st.sampled_from(PILE_PUZZLES))
def test_pile_traps_and_breakdowns_read_the_rule_values(rules: RuleSet, puzzle: Puzzle) -> None:
    puzzle = _under(puzzle, rules)
    engine = score(puzzle.pile, rules)
    assert puzzle.answer == engine.total
    lines = breakdown(puzzle)
    for y in engine.yaku:
        assert any(line.startswith(f"{y.name.capitalize()} {y.points} (") for line in lines)
    traps = pile_trap_values(puzzle.pile, rules)
    about_values = {"rain-man-in-three", "rain-man-in-four", "viewing-both", "brights-added"}
    assert about_values & set(puzzle.traps) <= set(traps)  # still set under these values
    if "rain-man-in-three" in traps:
        assert traps["rain-man-in-three"] == engine.total + rules.sanko
    if "rain-man-in-four" in traps:
        assert traps["rain-man-in-four"] == engine.total + rules.shiko - rules.ame_shiko
        assert f"ame-shiko {rules.ame_shiko}, not shiko {rules.shiko}" in " ".join(lines)
    if "viewing-both" in traps:
        assert traps["viewing-both"] == engine.total - min(rules.hanami, rules.tsukimi)
    if "brights-added" in traps:  # every bright yaku the brights make, added up
        brights = [c for c in puzzle.pile if c.kind.name == "BRIGHT"]
        made = {
            y.points
            for name in ("goko", "shiko", "ame-shiko", "sanko")
            for y in _bright_yaku(brights, rules, name)
        }
        assert traps["brights-added"] == engine.total + sum(made) - max(made)
    for value in traps.values():
        if value != puzzle.answer:
            assert _explained(puzzle, value)


def _explained(puzzle: Puzzle, value: int) -> bool:
    """Whether checking the wrong answer ``value`` names traps, all leading to it."""
    named = {t.key for t in check(puzzle, value).traps}
    leading = {n for names, v in trap_answers(puzzle) if v == value for n in names}
    return bool(named) and named <= leading


def _bright_yaku(brights: list, rules: RuleSet, name: str) -> list:  # type: ignore[type-arg]
    """The bright yaku ``name`` if some of ``brights`` make it on their own."""
    import itertools

    for size in (5, 4, 3):
        for chosen in itertools.combinations(brights, size):
            found = [y for y in score(chosen, rules).yaku if y.name == name]
            if found:
                return found
    return []


STOP_PILES = ("", "1b 1p1", "1b 1p1 8b 8p1", "1b 1p1 8b 8p1 12b 12p1", "1r 1p1 2r 2p2 3r 3p2")


@FEW
@given(
    rules=RULES,
    extra=st.sampled_from(STOP_PILES),
    their_calls=st.integers(min_value=0, max_value=1),
)
def test_the_coachs_stop_points_are_what_stopping_scores(
    rules: RuleSet, extra: str, their_calls: int
) -> None:
    rules = rules.replace(koikoi_limit="player")
    rnd = Round.from_position(
        hands=("7a 4p1 5p1", "10p1 4p2 5p2"),
        field="7p1 3p1",
        deck="6p1 6p2 9p1 9p2",
        captured=(f"10a 6a {extra}".strip(), "11p1"),
        koikoi_calls=(0, their_calls),
        rules=rules,
    )
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION
    view = rnd.view(0)
    stopped = rnd.copy()
    stopped.push("stop")
    assert stopped.result is not None
    points = stopped.result.points
    assert _stop_points(view) == points
    unit = "point" if points == 1 else "points"
    assert explain(view, Move("stop")).startswith(f"Stop: you win {points} {unit} now")
    assert f"give up {points} {unit} now" in explain(view, Move("koikoi"))


def test_the_house_rules_of_the_issue_change_the_numbers() -> None:
    """The example rule set: ×2 from 5, goko 12, akatan 6, dealt hands 4."""
    puzzle = next(p for p in ROUND_PUZZLES if p.answer == 10 and p.caller == 1)  # hanami
    house = _under(puzzle, HOUSE)
    assert house.answer == 20  # 5, ×2 at 5 or more, ×2 against the caller
    assert any("base 5: 5 or more, so it doubles" in line for line in breakdown(house))
    goko = _under(next(p for p in PILE_PUZZLES if p.expected_yaku == ("goko",)), HOUSE)
    assert goko.answer == 12 and "Goko 12 (" in breakdown(goko)[0]
