"""Find the judgement lesson's positions in seeded greedy-vs-greedy rounds.

    python benchmarks/find_positions.py --seeds 0-199           # list what is found
    python benchmarks/find_positions.py --seeds 0-199 --write   # store the best ones
    python benchmarks/find_positions.py --replay listing.txt --write   # from a listing

Every position found (principle, margin, seed/moves) is printed; ``--write`` keeps the
``--keep`` largest-margin positions per principle (also after an interruption) and rewrites
``koikoi/tutor/judgement_table.py`` (formatted with ruff), which
:data:`koikoi.tutor.judgement.POSITIONS` reads. The search is seeded by each position, so
the same seeds give the same table.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from koikoi.tutor.judgement import (
    BUDGET,
    PRINCIPLES,
    Position,
    find_positions,
    greedy_round,
    judge,
)

TABLE = Path(__file__).resolve().parents[1] / "koikoi" / "tutor" / "judgement_table.py"
HEADER = '''"""The stored judgement positions: written by ``benchmarks/find_positions.py --write``.

Each row is (principle, seed, dealer, moves played, estimates best first, budget).
"""

POSITION_ROWS: tuple[tuple[str, int, int, str, tuple[tuple[str, float], ...], int], ...] = (
'''


def seed_range(text: str) -> range:
    """``"0-199"`` as ``range(0, 200)``; a single number as a one-seed range."""
    first, _, last = text.partition("-")
    try:
        start, stop = int(first), int(last or first)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seeds {text!r}: give FIRST-LAST, e.g. 0-199") from None
    if stop < start:
        raise argparse.ArgumentTypeError(f"--seeds {text!r}: LAST is below FIRST")
    return range(start, stop + 1)


def choose(found: list[Position], keep: int) -> list[Position]:
    """Up to ``keep`` positions of each principle, in principle order, from different
    rounds: the largest margin for each kind of best move first (so koi-koi shows both a
    stop and a call), then the largest margins."""
    chosen = []
    for key in PRINCIPLES:
        mine = sorted((p for p in found if p.principle == key), key=lambda p: -p.margin)
        kinds: dict[str, Position] = {}
        for p in mine:
            kinds.setdefault(p.best.kind, p)
        ordered = list(kinds.values()) + [p for p in mine if p not in kinds.values()]
        seeds: set[int] = set()
        for p in ordered:
            if len(seeds) < keep and p.seed not in seeds:
                seeds.add(p.seed)
                chosen.append(p)
    return chosen


def table_text(positions: list[Position]) -> str:
    """The table module's source for ``positions``."""
    rows = []
    for p in positions:
        estimates = ", ".join(f"({m!r}, {v!r})" for m, v in p.estimates)
        rows.append(
            f"    ({p.principle!r}, {p.seed}, {p.dealer}, {' '.join(p.moves)!r}, "
            f"({estimates},), {p.budget}),\n"
        )
    return HEADER + "".join(rows) + ")\n"


LISTED = re.compile(r"^(\S+)\s+margin.*seed\s+(\d+) after\s+(\d+) moves$")


def replayed(listing: Path, *, budget: int, margin: float | None) -> Iterator[Position]:
    """The positions a previous run printed (its ``seed N after M moves`` lines), judged
    again without searching the rounds: to choose and write a table from a listing."""
    for line in listing.read_text().splitlines():
        found = LISTED.match(line)
        if found:
            seed, plies = int(found[2]), int(found[3])
            position = judge(greedy_round(seed, plies), budget=budget, min_margin=margin)
            if position is not None:
                yield position


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seed_range, default=seed_range("0-99"))
    parser.add_argument("--budget", type=int, default=BUDGET)
    parser.add_argument("--margin", type=float, help="default: each principle's own")
    parser.add_argument("--replay", type=Path, help="judge the positions a listing names")
    parser.add_argument("--keep", type=int, default=2, help="positions kept per principle")
    parser.add_argument("--principles", nargs="*", choices=list(PRINCIPLES), help="look for")
    parser.add_argument("--enough", type=int, default=8, help="stop looking after this many")
    parser.add_argument("--write", action="store_true", help="rewrite the stored table")
    args = parser.parse_args()
    found = []
    start = time.perf_counter()
    wanted = set(args.principles or PRINCIPLES)
    if args.replay:
        search = replayed(args.replay, budget=args.budget, margin=args.margin)
    else:
        search = find_positions(
            args.seeds, budget=args.budget, min_margin=args.margin, wanted=wanted
        )
    try:
        for position in search:
            found.append(position)
            runner = position.runner_up[0]
            print(
                f"{position.principle:14} margin {position.margin:5.2f}  "
                f"best {position.best!s:9} next {runner!s:9} seed {position.seed:4} "
                f"after {len(position.moves):2} moves",
                flush=True,
            )
            if sum(p.principle == position.principle for p in found) >= args.enough:
                wanted.discard(position.principle)
                if not wanted:
                    break
    except KeyboardInterrupt:  # stop early (Ctrl-C, or kill -INT): keep what was found
        print("interrupted")
    took = time.perf_counter() - start
    print(f"{len(found)} positions from {len(args.seeds)} rounds in {took:.0f} s")
    for key in PRINCIPLES:
        print(f"  {key}: {sum(p.principle == key for p in found)}")
    if args.write:
        TABLE.write_text(table_text(choose(found, args.keep)))
        subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(TABLE)], check=False)
        print(f"wrote {TABLE}")


if __name__ == "__main__":
    main()
