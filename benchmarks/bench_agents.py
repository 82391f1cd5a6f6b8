"""Benchmark: strength of the computer opponents over seeded 12-round matches.

Each pairing plays ``N`` matches (``koikoi.Match(seed=s)``, standard rules); the two
agents swap seats every match and are seeded from the match seed. For the first agent
it prints wins / draws / losses, the win rate (a draw counts half) with a Wilson 95%
confidence interval, the mean point difference per match (with its standard error), and
the mean and slowest CPU time of the first agent's decisions that had a choice (one
core: CPU time, so other processes on the machine do not inflate it).

Run: ``.venv/bin/python benchmarks/bench_agents.py`` (about 3 minutes on 2 cores), or
``--quick`` for a smoke run, ``--jobs 1`` for one process, ``--pair strong:2,greedy``
for one pairing with ``--matches``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from koikoi import Match
from koikoi.agents import BaseAgent, make_agent, play_match

DEFAULT_PAIRS = (("greedy", "random", 100), ("strong:3", "greedy", 40), ("strong:1", "random", 40))


@dataclass
class Timed:
    """Wraps an agent and records how long its searched decisions take."""

    agent: BaseAgent
    times: list[float]

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        start = time.process_time()
        move = self.agent.choose(view, legal)
        if len(legal) > 1:
            self.times.append(time.process_time() - start)
        return move


def build(spec: str, seed: int) -> BaseAgent:
    """An agent from ``name`` or ``name:level``."""
    name, _, level = spec.partition(":")
    return make_agent(name, seed=seed, level=int(level) if level else None)


def play(task: tuple[str, str, int, int]) -> tuple[int, list[float]]:
    """One match: the point difference for agent ``a`` and the times of its decisions."""
    a_spec, b_spec, seed, rounds = task
    seat = seed % 2  # agent a plays player `seat`
    timed = Timed(build(a_spec, seed * 2 + 1), [])
    agents = [None, None]
    agents[seat] = timed
    agents[1 - seat] = build(b_spec, seed * 2 + 2)
    scores = play_match(Match(rounds=rounds, seed=seed), agents).scores
    return scores[seat] - scores[1 - seat], timed.times


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run_pair(a: str, b: str, matches: int, rounds: int, jobs: int) -> str:
    tasks = [(a, b, seed, rounds) for seed in range(matches)]
    start = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(play, tasks))
    elapsed = time.perf_counter() - start
    diffs = [d for d, _ in results]
    times = [t for _, ts in results for t in ts]
    wins = sum(d > 0 for d in diffs)
    draws = sum(d == 0 for d in diffs)
    rate = (wins + draws / 2) / matches
    low, high = wilson(wins + draws / 2, matches)
    mean = statistics.fmean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(matches) if matches > 1 else 0.0
    timing = f"{statistics.fmean(times):6.3f} / {max(times):5.3f}" if times else "     -"
    return (
        f"{a:>9} vs {b:<7} {matches:>4} {wins:>4}/{draws:>2}/{matches - wins - draws:<4}"
        f" {rate:6.1%}  [{low:5.1%}, {high:5.1%}]  {mean:+7.2f} ± {error:4.2f}"
        f"  {timing:>15}  {elapsed:6.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 matches of 2 rounds a pairing")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--pair", help="one pairing 'a,b', e.g. 'strong:2,greedy'")
    parser.add_argument("--matches", type=int, default=40, help="matches for --pair")
    parser.add_argument("--rounds", type=int, default=12, help="rounds a match (default 12)")
    args = parser.parse_args()
    if args.pair:
        a, b = args.pair.split(",")
        pairs: tuple[tuple[str, str, int], ...] = ((a, b, args.matches),)
    else:
        pairs = DEFAULT_PAIRS
    rounds = 2 if args.quick else args.rounds
    print(f"{rounds}-round matches, standard rules, seats alternate, {args.jobs} processes")
    print(
        f"{'pairing':>25} {'N':>4} {'W/D/L':>12} {'win rate':>7} {'Wilson 95% CI':>15}"
        f" {'mean diff ± se':>15} {'CPU s/decision mean/max':>19} {'time':>7}"
    )
    for a, b, matches in pairs:
        print(run_pair(a, b, 3 if args.quick else matches, rounds, args.jobs), flush=True)


if __name__ == "__main__":
    main()
