"""Benchmark: scoring speed under the `standard` rules, on random piles of 0-24 cards.

Prints calls per second for the full ``score()`` from lists of cards and for the fast
``total_function`` on card masks (target: >= 1,000,000 per second on one core).
Run: ``.venv/bin/python benchmarks/bench_scoring.py``.
"""

from __future__ import annotations

import random
import time

from koikoi import DECK, RuleSet, mask_of, score, total_function

PILES = 20_000


def _rate(function, items, repeat: int) -> float:  # type: ignore[no-untyped-def]
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            function(item)
        best = min(best, time.perf_counter() - start)
    return len(items) / best


def main() -> None:
    rng = random.Random(2026)
    piles = [rng.sample(DECK, rng.randint(0, 24)) for _ in range(PILES)]
    masks = [mask_of(pile) for pile in piles]
    rules = RuleSet()
    total = total_function(rules)
    bare = _bare_standard_total()
    assert all(total(m) == score(m).total for m in masks[:2000])
    print(f"piles: {PILES} random piles of 0-24 cards, rules: standard, best of 5 runs")
    print(f"score(list of cards):      {_rate(score, piles, 5):>12,.0f} calls/s")
    print(f"total_function(rules)(m):  {_rate(total, masks, 5):>12,.0f} calls/s")
    print(f"bare reference (brights+counts): {_rate(bare, masks, 5):>12,.0f} calls/s")


def _bare_standard_total():  # type: ignore[no-untyped-def]
    """A hand-written standard total with constants inlined: the CPython floor to compare."""
    from koikoi.cards import ANIMALS, BRIGHTS, PLAINS, RIBBONS

    rain = 1 << 40
    nonrain = BRIGHTS & ~rain

    def bare(m: int) -> int:
        t = 0
        k = (m & nonrain).bit_count()
        if k >= 3:
            t += 10 if k == 4 and m & rain else 8 if k == 4 else 7 if m & rain else 5
        a = (m & ANIMALS).bit_count()
        if a >= 5:
            t += a - 4
        r = (m & RIBBONS).bit_count()
        if r >= 5:
            t += r - 4
        p = (m & (PLAINS | 1 << 32)).bit_count()
        if p >= 10:
            t += p - 9
        return t

    return bare


if __name__ == "__main__":
    main()
