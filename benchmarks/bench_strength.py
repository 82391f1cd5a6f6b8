"""Benchmark: the strength of one agent against another in seeded duplicate matches.

Each match seed is played twice, once with agent A in seat 0 and once in seat 1: the same
dealer draw and the same shuffles meet both agents from both sides, so the luck of the
cards cancels out of the pair. For agent A it prints

- matches won / drawn / lost and the win rate (a drawn match counts half), with two 95%
  intervals: Wilson's over the matches, and the normal interval over the duplicate pairs
  (the honest one: the two matches of a pair are not independent);
- points per round (A's points minus B's, per round played), with its standard error;
- A's CPU time per decision that had a choice (one core, CPU time, so other processes on
  the machine do not inflate it): p50, p95 and max.

Run: ``.venv/bin/python benchmarks/bench_strength.py strong:3 greedy --matches 100``
(``--rounds`` a match, default 12; ``--seed`` the first match seed; ``--jobs`` processes,
default 2: pairs are spread over both cores; ``--log FILE`` appends each finished pair as a
JSON line, so a long run stopped early still counts; ``--summary FILE`` reports such a log).
An agent is ``random``, ``greedy``, ``strong:LEVEL``, ``strong:LEVEL/P`` (the level's method
with P play-outs a decision), ``strong:LEVEL@N`` (N play-outs for its koi-koi / stop
decisions) or ``strong:LEVEL+FIELD=VALUE`` (the level's method with a field of
:class:`koikoi.agents.Level` changed, e.g. ``strong:3+prior=1.0+decide=steady``; ``/P`` and
``@N`` come before any ``+``: ``strong:3@6000+decide=respond``). Issue 24's methods:
``strong:3/1000+play=planner+decide=planner`` (the planner play-out policy,
:mod:`koikoi.agents.planner`), ``strong:3+endgame=3`` (hands of 3 cards or fewer solved
exactly in 300 sampled worlds, :mod:`koikoi.agents.endgame`), and ``planner`` (the policy
alone as a player).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from bench_agents import Timed, wilson
from bench_agents import build as build_named
from oracle import OracleAgent, build_oracle

from koikoi import Match
from koikoi.agents import LEVELS, BaseAgent, Level, SearchAgent, play_match


def build(spec: str, seed: int) -> BaseAgent:
    """An agent from ``name``, ``name:level``, ``strong:level/P`` (``P`` play-outs a
    decision), ``strong:level@N`` (``N`` play-outs for its koi-koi / stop decisions) or
    ``strong:level+FIELD=VALUE...`` (the level's method with fields of
    :class:`~koikoi.agents.Level` replaced)."""
    oracle = build_oracle(spec, seed)
    if oracle is not None:
        return oracle
    spec, *changes = spec.split("+")
    named, at, decision = spec.partition("@")
    named, slash, budget = named.partition("/")
    agent = build_named(named, seed)
    if changes:
        if not isinstance(agent, SearchAgent):
            raise ValueError(f"agent {spec!r}: '+FIELD=VALUE' needs the strong agent")
        method = replace(LEVELS[agent.level], **dict(method_field(c) for c in changes))
        agent = SearchAgent(seed=seed, level=agent.level, method=method)
    if slash:
        if not isinstance(agent, SearchAgent) or not budget.isdigit() or int(budget) < 1:
            raise ValueError(f"agent {spec!r}: '/P' needs the strong agent and a whole number")
        agent.playouts = int(budget)
    if at:
        if not isinstance(agent, SearchAgent) or not decision.isdigit():
            raise ValueError(f"agent {spec!r}: '@N' needs the strong agent and a whole number")
        agent.decision_playouts = int(decision)
    return agent


def method_field(change: str) -> tuple[str, object]:
    """``FIELD=VALUE`` as a field of :class:`~koikoi.agents.Level` and its typed value."""
    name, equals, text = change.partition("=")
    known = {f.name: f.type for f in fields(Level)}
    if not equals or name not in known:
        raise ValueError(
            f"{change!r}: expected FIELD=VALUE with a Level field ({', '.join(known)})"
        )
    kind = str(known[name])
    if kind == "bool":
        return name, text.lower() in ("1", "true", "yes")
    if kind == "int":
        return name, int(text)
    if "float" in kind:
        return name, None if text.lower() == "none" else float(text)
    return name, text


@dataclass(frozen=True)
class PairResult:
    """One duplicate pair: A's result in each seat (1 win, 0.5 draw, 0 loss), A's point
    difference over both matches, the rounds played and A's decision times."""

    results: tuple[float, float]
    point_difference: int
    rounds: int
    times: tuple[float, ...]


def play_pair(task: tuple[str, str, int, int]) -> PairResult:
    """Both matches of ``seed``: agent ``a`` in seat 0, then in seat 1."""
    a_spec, b_spec, seed, rounds = task
    results: list[float] = []
    difference = 0
    played = 0
    times: list[float] = []
    for seat in (0, 1):
        timed = Timed(build(a_spec, seed * 4 + 1 + seat), [])
        other = build(b_spec, seed * 4 + 3 + seat)
        agents = [timed, other] if seat == 0 else [other, timed]
        match = Match(rounds=rounds, seed=seed)
        for agent in (timed.agent, other):
            if isinstance(agent, OracleAgent):
                agent.watch(match)
        play_match(match, agents)
        mine, theirs = match.scores[seat], match.scores[1 - seat]
        results.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        difference += mine - theirs
        played += len(match.results)
        times.extend(timed.times)
    return PairResult((results[0], results[1]), difference, played, tuple(times))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def report(a: str, b: str, pairs: list[PairResult], elapsed: float) -> str:
    """The figures of a pairing, as printed lines."""
    n = len(pairs)
    scores = [r for p in pairs for r in p.results]
    won = sum(r == 1.0 for r in scores)
    drawn = sum(r == 0.5 for r in scores)
    rate = statistics.fmean(scores)
    low, high = wilson(sum(scores), len(scores))
    pair_means = [sum(p.results) / 2 for p in pairs]
    spread = statistics.stdev(pair_means) / math.sqrt(n) if n > 1 else 0.0
    rounds = sum(p.rounds for p in pairs)
    per_round = [p.point_difference / p.rounds for p in pairs]
    per_round_error = statistics.stdev(per_round) / math.sqrt(n) if n > 1 else 0.0
    times = [t for p in pairs for t in p.times]
    cpu = (
        f"p50 {percentile(times, 0.5):.3f} s, p95 {percentile(times, 0.95):.3f} s,"
        f" max {max(times):.3f} s over {len(times)} decisions"
        if times
        else "no decision with a choice"
    )
    return "\n".join(
        (
            f"{a} vs {b}: {n} duplicate pairs ({len(scores)} matches, {rounds} rounds),"
            f" {elapsed:.0f} s",
            f"  matches won/drawn/lost by {a}: {won}/{drawn}/{len(scores) - won - drawn}",
            f"  win rate {rate:.1%}  Wilson 95% [{low:.1%}, {high:.1%}]"
            f"  pairs 95% [{max(0.0, rate - 1.96 * spread):.1%},"
            f" {min(1.0, rate + 1.96 * spread):.1%}]",
            f"  points per round {sum(p.point_difference for p in pairs) / rounds:+.2f}"
            f" ± {per_round_error:.2f} (standard error over pairs)",
            f"  CPU per decision of {a}: {cpu}",
        )
    )


def run(
    a: str, b: str, *, matches: int, rounds: int, seed: int, jobs: int, log: Path | None = None
) -> str:
    """Play ``matches`` duplicate pairs of ``a`` against ``b`` and report them (each
    finished pair appended to ``log`` as a JSON line, when given)."""
    tasks = [(a, b, s, rounds) for s in range(seed, seed + matches)]
    start = time.perf_counter()
    pairs = []
    with ProcessPoolExecutor(jobs) as pool:
        futures = {pool.submit(play_pair, task): task for task in tasks}
        for future in as_completed(futures):
            pair = future.result()
            pairs.append(pair)
            if log is not None:
                record = {"a": a, "b": b, "seed": futures[future][2], "rounds_a_match": rounds}
                with log.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(record | asdict(pair)) + "\n")
    return report(a, b, pairs, time.perf_counter() - start)


def summary(log: Path) -> str:
    """The report of every pairing in a ``--log`` file (pairs as they finished; a seed
    logged twice for the same pairing, as when a stopped run is restarted, counts once)."""
    by_pairing: dict[tuple[str, str, int], list[PairResult]] = {}
    seen: set[tuple[str, str, int, int]] = set()
    for line in log.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        key = (record["a"], record["b"], record["rounds_a_match"])
        if (*key, record["seed"]) in seen:
            continue
        seen.add((*key, record["seed"]))
        pair = PairResult(
            tuple(record["results"]),  # type: ignore[arg-type]
            record["point_difference"],
            record["rounds"],
            tuple(record["times"]),
        )
        by_pairing.setdefault(key, []).append(pair)
    return "\n".join(
        report(a, f"{b} ({rounds}-round matches)", pairs, 0.0)
        for (a, b, rounds), pairs in by_pairing.items()
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", nargs="?", help="the agent measured: random, greedy, strong:LEVEL")
    parser.add_argument("b", nargs="?", help="its opponent")
    parser.add_argument("--matches", type=int, default=50, help="duplicate pairs (default 50)")
    parser.add_argument("--rounds", type=int, default=12, help="rounds a match (default 12)")
    parser.add_argument("--seed", type=int, default=0, help="first match seed (default 0)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--log", type=Path, help="append each finished pair to this file")
    parser.add_argument("--summary", type=Path, help="only report the pairs of this log")
    args = parser.parse_args(argv)
    if args.summary is not None:
        print(summary(args.summary), flush=True)
        return
    if args.a is None or args.b is None:
        parser.error("name the two agents (or give --summary FILE)")
    for spec in (args.a, args.b):
        build(spec, 0)  # refuse an unknown agent before any match starts
    print(
        run(args.a, args.b, matches=args.matches, rounds=args.rounds, seed=args.seed,
            jobs=args.jobs, log=args.log),
        flush=True,
    )  # fmt: skip


if __name__ == "__main__":
    main()
