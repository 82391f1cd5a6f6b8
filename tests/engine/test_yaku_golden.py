"""Scoring is bit-identical to the engine before the one yaku table (issue 19).

``yaku_golden.json`` was written by this module's :func:`write` from the engine as it was
before the yaku table replaced the count functions of ``scoring.py`` and the clause tables
of ``yaku.py`` (main at 354f897). For the four presets and 60 seeded random rule sets it
holds, per rule set, a digest of every answer the yaku rules give on seeded random piles:
each pile's score (names, points and cards of every yaku), the fast total, the bright yaku,
the trap values, and for one pile in four the progress of every yaku against an opponent's
pile; plus the rule set's requirements and value table for a month and without one. It also
keeps the plain totals, so a failure names the first pile that differs.

Never rewrite the file to make this test pass: a difference is a change of the rules.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from koikoi import RuleSet, score, total_function
from koikoi.scoring import bright_yaku, progress
from koikoi.tutor.puzzles.traps import pile_trap_values
from koikoi.yaku import requirements, yaku_value_table

GOLDEN = Path(__file__).with_name("yaku_golden.json")
RANDOM_RULE_SETS = 60
PILES = 240

_YAKU_VALUES = (
    "goko",
    "shiko",
    "ame_shiko",
    "sanko",
    "inoshikacho",
    "akatan",
    "aotan",
    "akatan_aotan",
    "hanami",
    "tsukimi",
    "tsuki_fuda",
)
_SWITCHES = (
    "inoshikacho_extends",
    "ribbon_sets_extend",
    "viewing_yaku",
    "sake_cup_as_plain",
)


def _random_rules(rng: random.Random) -> RuleSet:
    """A rule set with every yaku option drawn: values often 0 (off) or equal to each
    other (ties), minimums from 1 to 12 and now and then far above any pile."""
    changes: dict[str, Any] = {}
    for name in _YAKU_VALUES:
        changes[name] = rng.choice((0, 0, 1, 3, 5, 5, 6, 7, 8, 10, rng.randint(0, 1000)))
    for name in _SWITCHES:
        changes[name] = rng.random() < 0.5
    for name in ("tane_min", "tan_min", "kasu_min"):
        changes[name] = rng.choice((rng.randint(1, 12), rng.randint(1, 12), rng.randint(1, 48)))
    changes["counting"] = rng.choice(("independent", "best-per-category"))
    return RuleSet().replace(**changes)


def rule_sets() -> list[tuple[str, RuleSet]]:
    """The four presets and the seeded random rule sets, with an id each."""
    rng = random.Random(1919)
    named = [(name, RuleSet.preset(name)) for name in RuleSet.PRESETS]
    return named + [(f"random-{i}", _random_rules(rng)) for i in range(RANDOM_RULE_SETS)]


def _piles(rng: random.Random) -> list[tuple[int, int, int | None]]:
    """(pile, opponent's pile, month): random piles of 0-24 cards, half of them drawn
    from the cards that make yaku (brights, animals, ribbons, the month's cards)."""
    rich = [i for i in range(48) if i % 4 != 3 or i in (39, 43, 47)]
    found = []
    for _ in range(PILES):
        pool = rich if rng.random() < 0.5 else list(range(48))
        cards = rng.sample(pool, rng.randint(0, min(24, len(pool))))
        rest = [i for i in range(48) if i not in cards]
        theirs = rng.sample(rest, rng.randint(0, 10))
        month = rng.choice((None, None, rng.randint(1, 12)))
        found.append((_mask(cards), _mask(theirs), month))
    return found


def _mask(indices: list[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def _cards(cards: tuple[Any, ...]) -> int:
    return sum(c.mask for c in cards)


def records(rules: RuleSet, seed: int) -> tuple[list[int], str]:
    """The totals of a rule set's piles and the digest of everything the yaku rules say."""
    rng = random.Random(seed)
    digest = hashlib.sha256()
    for month in (None, 3, 11):
        reqs = requirements(rules, month)
        digest.update(repr(sorted(reqs.items())).encode())
    digest.update(repr(sorted(yaku_value_table(rules).items())).encode())
    totals = []
    for number, (mine, theirs, month) in enumerate(_piles(rng)):
        s = score(mine, rules, month=month)
        fast = total_function(rules, month)(mine)
        parts: list[object] = [
            [(y.name, y.points, _cards(y.cards)) for y in s.yaku],
            s.total,
            fast,
            bright_yaku(mine, rules),
            sorted(pile_trap_values(mine, rules).items()),
        ]
        if number % 4 == 0:
            parts.append(
                [
                    (p.name, p.status, _cards(p.have), p.needed, _cards(p.completing), p.counted)
                    for p in progress(mine, rules, opponent=theirs, month=month)
                ]
            )
        digest.update(repr(parts).encode())
        totals.append(s.total)
    return totals, digest.hexdigest()


def write() -> None:
    """Write the golden file from the engine as it is (only ever from the old engine)."""
    data = {}
    for i, (name, rules) in enumerate(rule_sets()):
        totals, digest = records(rules, i)
        data[name] = {"rules": rules.to_dict(), "totals": totals, "digest": digest}
    GOLDEN.write_text(json.dumps(data, separators=(",", ":")) + "\n")


_SAVED: dict[str, Any] = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}


@pytest.mark.parametrize("index", range(len(RuleSet.PRESETS) + RANDOM_RULE_SETS))
def test_the_yaku_rules_answer_as_before(index: int) -> None:
    name, rules = rule_sets()[index]
    saved = _SAVED[name]
    assert rules.to_dict() == saved["rules"]  # the same rule set was drawn
    totals, digest = records(rules, index)
    for number, (now, then) in enumerate(zip(totals, saved["totals"], strict=True)):
        assert now == then, f"{name}: pile {number} scores {now}, before {then}"
    assert digest == saved["digest"], f"{name}: a yaku, its cards, progress or a trap changed"


if __name__ == "__main__":
    write()
