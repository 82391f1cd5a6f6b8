"""Benchmark: complete random rounds per second under the `standard` rules.

Prints, best of several runs of CPU time on one core (process time: other work on a
shared machine slows wall-clock figures down):

- the fast path (:func:`koikoi.playout.playout` on :mod:`koikoi.state` masks, no event
  log), with the shuffle and the deal (target: >= 30,000 rounds/s) and without them;
- rounds played through :meth:`Round.legal_moves` / :meth:`Round.push` (a uniformly random
  legal move each time, event log on; target: >= 8,000 rounds/s);
- whole random matches through :class:`koikoi.Match` (12 rounds each).

Run: ``.venv/bin/python benchmarks/bench_rounds.py [--quick]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from koikoi import Match, Round, RuleSet
from koikoi.deal import deal_state, shuffled_deck
from koikoi.playout import playout


def best_rate(run: Callable[[int], None], count: int, repeat: int) -> float:
    """Items per second of ``run(count)``, best of ``repeat`` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run(count)
        best = min(best, time.process_time() - start)
    return count / best


def main() -> None:
    quick = "--quick" in sys.argv
    repeat = 2 if quick else 7
    rules = RuleSet()
    rng = random.Random(2026)
    orders = [shuffled_deck(rng) for _ in range(10_000)]

    def fast_with_deal(n: int) -> None:
        for _ in range(n):
            playout(deal_state(rules, shuffled_deck(rng)), rng)

    def fast_dealt(n: int) -> None:
        for order in orders[:n]:
            playout(deal_state(rules, order), rng)

    def shuffle_and_deal(n: int) -> None:
        for _ in range(n):
            deal_state(rules, shuffled_deck(rng))

    def through_round(n: int) -> None:
        choice = rng.choice
        for _ in range(n):
            rnd = Round.deal(rules, seed=rng.getrandbits(32))
            while not rnd.is_over:
                rnd.push(choice(rnd.legal_moves()))

    def matches(n: int) -> None:
        for _ in range(n):
            match = Match(rules, seed=rng.getrandbits(32))
            while not match.is_over:
                match.push(rng.choice(match.round.legal_moves()))

    scale = 1 if quick else 4
    print(f"rules: standard; random legal moves, koi-koi with probability 0.5; best of {repeat}")
    rows = [
        ("fast path, shuffle + deal + play-out", fast_with_deal, 2500 * scale, "30,000"),
        ("fast path, play-out of a dealt deck", fast_dealt, 2500 * scale, ""),
        ("shuffle + deal only", shuffle_and_deal, 5000 * scale, ""),
        ("Round.deal + legal_moves()/push()", through_round, 500 * scale, "8,000"),
    ]
    for label, run, count, target in rows:
        rate = best_rate(run, count, repeat)
        aim = f"  (aim >= {target})" if target else ""
        print(f"{label:<40} {rate:>10,.0f} rounds/s{aim}")
    rate = best_rate(matches, 20 * scale, repeat)
    print(f"{'Match of 12 rounds, push()':<40} {rate:>10,.1f} matches/s")


if __name__ == "__main__":
    main()
