"""Benchmark: the strong agent's play-outs per second, and a fingerprint of what they found.

Seeded positions (greedy against greedy, every decision with a choice of a few seeded
rounds) are searched with :func:`koikoi.agents.estimate_moves` on seeded generators. It
prints play-outs per second of CPU time (one core, process time, best of ``--repeat``
runs) and a fingerprint: a hash of every play-out's outcome. A change meant to make
play-outs faster at equal behaviour must leave the fingerprint unchanged.

Run: ``.venv/bin/python benchmarks/bench_playouts.py [--rounds 6] [--playouts 300]``.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time

from koikoi import Round
from koikoi.agents import GreedyAgent, estimate_moves
from koikoi.view import PlayerView


def positions(rounds: int) -> list[PlayerView]:
    """Every view with a choice met by two seeded greedy agents in ``rounds`` rounds."""
    found: list[PlayerView] = []
    for seed in range(rounds):
        rnd = Round.deal(seed=seed, dealer=seed % 2)
        agents = (GreedyAgent(seed=2 * seed), GreedyAgent(seed=2 * seed + 1))
        while not rnd.is_over:
            view = rnd.view(rnd.to_move)
            legal = rnd.legal_moves()
            if len(legal) > 1:
                found.append(view)
            rnd.push(agents[rnd.to_move].choose(view, legal))
    return found


def search_all(views: list[PlayerView], playouts: int) -> tuple[int, str]:
    """Search every view on a seeded generator: play-outs made and the outcomes' hash."""
    digest = hashlib.sha256()
    made = 0
    for number, view in enumerate(views):
        found = estimate_moves(view, view.legal_moves, playouts=playouts, rng=random.Random(number))
        for estimate in found:
            digest.update(str(estimate.move).encode())
            digest.update(bytes(memoryview(estimate.outcomes).cast("B")))
            made += estimate.samples
    return made, digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="seeded rounds (default 6)")
    parser.add_argument("--playouts", type=int, default=300, help="a position (default 300)")
    parser.add_argument("--repeat", type=int, default=3, help="runs, best taken (default 3)")
    args = parser.parse_args(argv)
    views = positions(args.rounds)
    best = float("inf")
    fingerprint = ""
    made = 0
    for _ in range(args.repeat):
        start = time.process_time()
        made, fingerprint = search_all(views, args.playouts)
        best = min(best, time.process_time() - start)
    print(f"{len(views)} positions, {made} play-outs: {made / best:,.0f} play-outs/s CPU")
    print(f"fingerprint {fingerprint}")


if __name__ == "__main__":
    main()
