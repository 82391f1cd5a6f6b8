"""Written explanations: why a pile or a round is worth what the engine says, line by line.

>>> for line in pile_breakdown("1b 3b 11b 9a 3p1"): print(line)
hanami 5 (the curtain 3b and the sake cup 9a): 3b 9a
Total: 5 base points.
Note: 1b 3b 11b are three brights, but one is the rain man 11b: no sanko.
"""

from __future__ import annotations

from ...cards import BRIGHTS, PLAINS, SAKE_CUP, CardsLike, format_cards, mask_of
from ...rules import RuleSet
from ...scoring import Yaku, score
from ...yaku import YAKU_INFO
from ..words import number, plural
from .model import PLAYER_NAMES, Puzzle
from .traps import pile_trap_values

_STANDARD = RuleSet()


def _yaku_line(y: Yaku, rules: RuleSet) -> str:
    codes = " ".join(c.code for c in y.cards)
    why = YAKU_INFO[y.name].needs
    if y.name in ("tane", "tan", "kasu"):
        minimum = {"tane": rules.tane_min, "tan": rules.tan_min, "kasu": rules.kasu_min}[y.name]
        noun = {"tane": "animals", "tan": "ribbons", "kasu": "plains"}[y.name]
        why = f"{len(y.cards)} {noun}: 1 at {minimum}, +1 per card beyond"
        if y.name == "kasu" and SAKE_CUP in y.cards:
            why += "; the sake cup 9a counts as a plain"
        if y.name == "tane" and SAKE_CUP in y.cards:
            why += "; the sake cup 9a is one of them"
    return f"{y.name} {y.points} ({why}): {codes}"


def pile_breakdown(pile: CardsLike | int, rules: RuleSet | str | None = None) -> tuple[str, ...]:
    """Why a pile is worth what it is: one line per yaku, then notes on the traps it sets.

    >>> for line in pile_breakdown("1b 3b 11b 9a 3p1"): print(line)
    hanami 5 (the curtain 3b and the sake cup 9a): 3b 9a
    Total: 5 base points.
    Note: 1b 3b 11b are three brights, but one is the rain man 11b: no sanko.
    """
    rules = RuleSet.coerce(rules)
    m = mask_of(pile)
    s = score(m, rules)
    lines = [_yaku_line(y, rules) for y in s.yaku] or ["No yaku: nothing scores."]
    if len(s.yaku) > 1:
        lines.append(f"Total: {s} base points.")
    elif s.yaku:
        lines.append(f"Total: {plural(s.total, 'base point')}.")
    traps = pile_trap_values(m, rules)
    brights = format_cards(m & BRIGHTS)
    if "rain-man-in-three" in traps:
        lines.append(f"Note: {brights} are three brights, but one is the rain man 11b: no sanko.")
    if "rain-man-in-four" in traps:
        lines.append(
            f"Note: four brights with the rain man are ame-shiko {rules.ame_shiko}, "
            f"not shiko {rules.shiko}."
        )
    if "brights-added" in traps:
        lines.append("Note: only the best bright yaku counts; the smaller ones are not added.")
    if "sake-cup-in-tane" in traps and "sake-cup-in-kasu" in traps:
        lines.append("Note: the sake cup 9a counts as an animal and as a plain at the same time.")
    plains = (m & PLAINS).bit_count()
    if "kasu" in s and SAKE_CUP in s["kasu"].cards and plains == rules.kasu_min - 1:
        lines.append(
            f"Note: {number(plains)} plains plus the sake cup make {number(rules.kasu_min)}: kasu."
        )
    if "inoshikacho-extends" in traps:
        lines.append(
            f"Note: inoshikacho stays {rules.inoshikacho}; the extra animals count in tane."
        )
    return tuple(lines)


def breakdown(puzzle: Puzzle) -> tuple[str, ...]:
    """The full explanation of a puzzle's answer, line by line."""
    if not puzzle.is_round:
        return pile_breakdown(puzzle.pile, puzzle.rules)
    rules = puzzle.rules
    result = puzzle.result()
    lines = [puzzle.situation()]
    for player, owner in enumerate(("Your pile", "Your opponent's pile")):
        lines.append(f"{owner}: {puzzle.score(player)}.")
    winner = result.winner
    if winner is None:
        lines.append("The round is drawn: both players score 0.")
        if puzzle.caller is not None and puzzle.score(puzzle.caller).yaku:
            lines.append("The caller's suspended yaku are lost.")
    else:
        name = PLAYER_NAMES[winner]
        base, double_at = result.base, rules.double_at
        steps = [f"base {base}"]
        if double_at and base >= double_at:
            steps.append(f"{base} is {double_at} or more: x2")
        elif double_at:
            steps.append(f"under {double_at}: no doubling")
        else:
            steps.append("these rules never double for the size of a win")
        if puzzle.caller == 1 - winner:
            called = f"{PLAYER_NAMES[1 - winner].lower()} had called koi-koi"
            doubles = rules.koikoi_double != "none"
            steps.append(f"{called}: x2" if doubles else f"{called}, which these rules ignore")
        elif puzzle.caller == winner:
            steps.append("the winner's own koi-koi call does not double")
        times = f" = {result.base} x {' x '.join(['2'] * _log2(result.multiplier))}"
        total = f"{times} = {result.points}" if result.multiplier > 1 else f" = {result.points}"
        lines.append(f"{name} win{'' if winner == 0 else 's'}: {'; '.join(steps)}{total}.")
        loser = 1 - winner
        why = "a beaten caller scores 0" if puzzle.caller == loser else "only the winner scores"
        lines.append(f"{PLAYER_NAMES[loser]} score{'' if loser == 0 else 's'} 0: {why}.")
    return tuple(lines)


def _log2(n: int) -> int:
    return n.bit_length() - 1
