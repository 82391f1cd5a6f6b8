"""Benchmark: a classroom of N learners on one machine, each in their own kernel.

Each learner is a Python kernel started with jupyter_client (what a Jupyter server starts
for each notebook), driven through the kernel protocol, without browsers: the script sends
the messages a page sends. Every learner first runs all the lesson notebooks in its kernel
(cell by cell, like Run All in each lesson, in one kernel: the worst case for memory), then
plays a practice match (the practice lesson's ``PracticeTable``) against the strong
opponent. On its turn a learner plays the first legal move by clicking it on the table
(the hand card, and the field card when it matches two), each click sent as the canvas's
``mouse_up`` comm message, as the page does; koi-koi/stop decisions go through
``practice.push``. The opponent answers in the kernel.

Printed: click-to-redraw latency (from sending the click to the redraw's canvas message on
IOPub: the redraw of the learner's move is sent before the opponent starts thinking; the
click that ends a round also waits for the end-of-round review, which runs first),
the opponent's decision time, each kernel's RSS after all lessons, CPU seconds per practice
match, and how many learners one core serves with click p95 under 100 ms.

    .venv/bin/python benchmarks/bench_classroom.py [--learners 20] [--pause 5] [--level 3]
        [--lessons N ...]  (only those lessons first; tests/test_benchmarks.py runs two)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jupyter_client import KernelManager

REPO = Path(__file__).resolve().parents[1]
LESSONS = REPO / "lessons"
MARK = "@@bench@@"
TARGET_P95_MS = 100.0

PRELUDE = """
import json as _json, time as _time

def _rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return -1.0

def _report(**values):
    print("@MARK@" + _json.dumps(values))
""".replace("@MARK@", MARK)

SETUP = """
import time
from widgets.apps.practice import PracticeTable

practice = PracticeTable(opponent="strong", level=@LEVEL@, rounds=@ROUNDS@, seed=@SEED@, pace=0)
_decisions = []
_agent = practice.table.opponent

def _timed_opponent(view, legal):
    start = time.perf_counter()
    move = _agent(view, legal)
    _decisions.append(time.perf_counter() - start)
    return move

practice.table.opponent = _timed_opponent

def _centre(card, region):
    slot = practice.table.layout_now.slot_of(card, region)
    return [slot.x + slot.w / 2, slot.y + slot.h / 2]

def _turn():
    t = practice.table
    rnd = t.round
    legal = rnd.legal_moves() if not rnd.is_over else []
    mine = not rnd.is_over and rnd.to_move == t.player
    clicks = []
    if mine and legal and legal[0].kind == "play":  # click the card (and the field card)
        move = legal[0]
        clicks.append(_centre(move.card, "hand"))
        if rnd.capture_choices(move.card):  # the engine: it must choose its capture
            clicks.append(_centre(move.target, "field"))
    _report(match_over=practice.match.is_over, round_over=rnd.is_over, mine=mine,
            move=str(legal[0]) if mine and legal else None, clicks=clicks)
"""


@dataclass
class Learner:
    """One learner's kernel and what was measured in it."""

    index: int
    clicks_ms: list[float] = field(default_factory=list)
    ending_clicks_ms: list[float] = field(default_factory=list)
    decisions_s: list[float] = field(default_factory=list)
    moves: int = 0
    rss_after_lessons_mb: float = -1.0
    rss_after_match_mb: float = -1.0
    match_cpu_s: float = -1.0
    lessons_s: float = -1.0
    cell_errors: list[str] = field(default_factory=list)
    failure: str = ""


def _execute(kc: Any, code: str, timeout: float = 600.0) -> list[dict[str, Any]]:
    """Run ``code``; return the values it reported with ``_report`` (errors raise)."""
    reports: list[dict[str, Any]] = []

    def hook(msg: dict[str, Any]) -> None:
        if msg["msg_type"] == "stream":
            for line in msg["content"]["text"].splitlines():
                if line.startswith(MARK):
                    reports.append(json.loads(line[len(MARK) :]))

    reply = kc.execute_interactive(code, timeout=timeout, output_hook=hook, allow_stdin=False)
    if reply["content"]["status"] != "ok":
        content = reply["content"]
        raise RuntimeError(f"{content.get('ename')}: {content.get('evalue')}")
    return reports


def _send_event(kc: Any, model_id: str, content: dict[str, Any]) -> str:
    """Send a canvas event as the page does (a custom comm message); return its msg_id."""
    msg = kc.session.msg(
        "comm_msg", {"comm_id": model_id, "data": {"method": "custom", "content": content}}
    )
    kc.shell_channel.send(msg)
    return str(msg["header"]["msg_id"])


def _timed_click(kc: Any, canvas: str, x: float, y: float, timeout: float = 120.0) -> float:
    """Click at (x, y); return the ms until the redraw's canvas message arrives on IOPub
    (then wait for the kernel to go idle)."""
    start = time.perf_counter()
    msg_id = _send_event(kc, canvas, {"event": "mouse_up", "x": x, "y": y})
    latency = -1.0
    deadline = start + timeout
    while time.perf_counter() < deadline:
        msg = kc.get_iopub_msg(timeout=timeout)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        content = msg["content"]
        if (
            latency < 0
            and msg["msg_type"] == "comm_msg"
            and content.get("data", {}).get("method") == "custom"
        ):
            latency = (time.perf_counter() - start) * 1000
        if msg["msg_type"] == "status" and content["execution_state"] == "idle":
            break
    return latency


def _run_lessons(kc: Any, learner: Learner, lessons: list[int]) -> None:
    """Run every lesson notebook (only those numbered in ``lessons``, if any), cell by cell."""
    import nbformat

    start = time.perf_counter()
    for path in sorted(LESSONS.glob("[0-9][0-9]_*.ipynb")):
        if lessons and int(path.name[:2]) not in lessons:
            continue
        nb = nbformat.read(path, as_version=4)
        for i, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            try:
                _execute(kc, cell.source)
            except RuntimeError as error:
                learner.cell_errors.append(f"{path.name} cell {i}: {error}")
    learner.lessons_s = time.perf_counter() - start
    (report,) = _execute(kc, "_report(rss=_rss_mb())")
    learner.rss_after_lessons_mb = report["rss"]


def _play(kc: Any, learner: Learner, pause: float, rng: random.Random) -> None:
    (info,) = _execute(kc, "_report(rss=_rss_mb(), cpu=time.process_time())")
    cpu0 = info["cpu"]
    (ids,) = _execute(
        kc, "_report(canvas=practice.table.canvas.model_id, atlases=[a.canvas.model_id "
        "for a in practice.table.atlases.values()])",
    )  # fmt: skip
    for model_id in [ids["canvas"], *ids["atlases"]]:  # a page connects: atlases, first draw
        _send_event(kc, model_id, {"event": "client_ready"})
    last_was_click = False
    while True:
        (turn,) = _execute(kc, "_turn()")
        if turn["round_over"]:
            if last_was_click:  # that click also waited for the end-of-round review
                learner.ending_clicks_ms.append(learner.clicks_ms.pop())
            last_was_click = False
            if turn["match_over"]:
                break
            _execute(kc, "practice.deal_next()")
            continue
        if not turn["mine"]:  # the opponent is still thinking (off the main thread)
            time.sleep(0.05)
            continue
        for x, y in turn["clicks"]:  # the move by clicks; the opponent answers after
            time.sleep(pause * rng.uniform(0.5, 1.5))
            learner.clicks_ms.append(_timed_click(kc, ids["canvas"], x, y))
        last_was_click = bool(turn["clicks"])
        if not turn["clicks"]:  # a koi-koi/stop decision or a draw choice
            time.sleep(pause * rng.uniform(0.5, 1.5))
            _execute(kc, f"practice.push({turn['move']!r})")
        learner.moves += 1
    (end,) = _execute(kc, "_report(rss=_rss_mb(), cpu=time.process_time(), d=_decisions)")
    learner.match_cpu_s = end["cpu"] - cpu0
    learner.rss_after_match_mb = end["rss"]
    learner.decisions_s = end["d"]


def run_learner(learner: Learner, args: argparse.Namespace, start_gate: threading.Barrier) -> None:
    """Start the learner's kernel, run the lessons, play the match; stop the kernel."""
    rng = random.Random(args.seed * 1000 + learner.index)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
    }
    km = KernelManager(kernel_name="python3")
    try:
        km.start_kernel(cwd=str(LESSONS), env=env)
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=120)
        _execute(kc, PRELUDE)
        if learner.index < args.lesson_learners:
            _run_lessons(kc, learner, args.lessons)
        setup = (
            SETUP.replace("@LEVEL@", str(args.level))
            .replace("@ROUNDS@", str(args.rounds))
            .replace("@SEED@", str(args.seed + learner.index))
        )
        _execute(kc, setup)
        start_gate.wait(timeout=3600)  # every learner starts the match together
        time.sleep(rng.uniform(0, args.pause))
        _play(kc, learner, args.pause, rng)
        kc.stop_channels()
    except Exception as error:  # reported in the summary, not lost in a thread
        learner.failure = f"{type(error).__name__}: {error}"
        with contextlib.suppress(threading.BrokenBarrierError):
            start_gate.abort()
    finally:
        km.shutdown_kernel(now=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _lessons_label(lessons: list[int]) -> str:
    """``all lessons``, or ``lessons 1, 2`` when only some run."""
    return "lessons " + ", ".join(map(str, sorted(lessons))) if lessons else "all lessons"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20, help="kernels (learners)")
    parser.add_argument("--level", type=int, default=3, choices=(1, 2, 3), help="strong level")
    parser.add_argument("--rounds", type=int, default=1, choices=(1, 3, 6, 12))
    parser.add_argument(
        "--lesson-learners", type=int, default=None,
        help="how many learners first run all the lessons (default: all)",
    )  # fmt: skip
    parser.add_argument(
        "--pause", type=float, default=5.0,
        help="a learner's seconds between clicks (about: 0.5x to 1.5x); 1 is a stress test",
    )  # fmt: skip
    parser.add_argument(
        "--human-move-s", type=float, default=10.0,
        help="a human's seconds per move, for the learners-per-core estimate",
    )  # fmt: skip
    parser.add_argument(
        "--lessons", type=int, nargs="+", default=[], metavar="N",
        help="run only these lessons (their numbers) before the match (default: all)",
    )  # fmt: skip
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    unknown = set(args.lessons) - {int(p.name[:2]) for p in LESSONS.glob("[0-9][0-9]_*.ipynb")}
    if unknown:
        parser.error(f"no such lesson: {', '.join(map(str, sorted(unknown)))}")
    if args.lesson_learners is None:
        args.lesson_learners = args.learners
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(
        f"{args.learners} learners, one kernel each (kernel protocol, no browsers), "
        f"{cores} cores; strong opponent level {args.level}, {args.rounds}-round match; "
        f"{args.lesson_learners} ran {_lessons_label(args.lessons)} first; "
        f"load average {os.getloadavg()[0]:.1f}"
    )

    learners = [Learner(i) for i in range(args.learners)]
    gate = threading.Barrier(args.learners)
    threads = [
        threading.Thread(target=run_learner, args=(learner, args, gate), daemon=True)
        for learner in learners
    ]
    wall = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - wall

    failed = [f"learner {x.index}: {x.failure}" for x in learners if x.failure]
    for line in failed:
        print("FAILED", line)
    ok = [x for x in learners if not x.failure]
    clicks = [c for x in ok for c in x.clicks_ms if c >= 0]
    missed = sum(c < 0 for x in ok for c in x.clicks_ms)
    decisions = [d * 1000 for x in ok for d in x.decisions_s]
    lessons = [x for x in ok if x.rss_after_lessons_mb > 0]
    errors = [e for x in ok for e in x.cell_errors]
    print(f"wall time {wall:.0f} s; learners finished: {len(ok)} of {args.learners}")
    if errors:
        print(f"lesson cell errors: {len(errors)}, e.g. {errors[0]}")
    if not clicks:
        sys.exit("no click was timed")
    p95 = _pct(clicks, 0.95)
    print(
        f"click -> redraw message: p50 {_pct(clicks, 0.5):.1f} ms, p95 {p95:.1f} ms, "
        f"max {max(clicks):.1f} ms ({len(clicks)} clicks, {missed} without a redraw)"
    )
    ending = [c for x in ok for c in x.ending_clicks_ms]
    if ending:
        print(
            f"clicks that end a round (redraw after the round's review): p50 "
            f"{_pct(ending, 0.5):.0f} ms, max {max(ending):.0f} ms ({len(ending)} clicks)"
        )
    if decisions:
        print(
            f"opponent decision: p50 {_pct(decisions, 0.5):.0f} ms, "
            f"p95 {_pct(decisions, 0.95):.0f} ms ({len(decisions)} decisions)"
        )
    if lessons:
        rss = [x.rss_after_lessons_mb for x in lessons]
        print(
            f"kernel RSS after {_lessons_label(args.lessons)}: min {min(rss):.0f} MB, median "
            f"{statistics.median(rss):.0f} MB, max {max(rss):.0f} MB ({len(rss)} kernels; "
            f"lessons took {statistics.median(x.lessons_s for x in lessons):.0f} s each)"
        )
    after = [x.rss_after_match_mb for x in ok]
    print(f"kernel RSS after the match: max {max(after):.0f} MB")
    cpu = [x.match_cpu_s for x in ok]
    moves = statistics.mean(x.moves for x in ok) or 1
    cpu_median = statistics.median(cpu)
    print(
        f"CPU per practice match ({args.rounds} round(s), kernel process): median "
        f"{cpu_median:.1f} s, max {max(cpu):.1f} s; about {moves:.0f} learner moves each"
    )
    verdict = "meets" if p95 < TARGET_P95_MS else "misses"
    print(
        f"measured: {len(ok)} learners on {cores} cores ({len(ok) / cores:.1f} per core) "
        f"{verdict} click p95 < {TARGET_P95_MS:.0f} ms"
    )
    # A human plays one move every --human-move-s seconds; each learner then asks this much
    # of a core. Keep a core at most 70% busy so that clicks rarely queue behind thinking.
    busy = cpu_median / (moves * args.human_move_s)
    print(
        f"estimate: a learner at one move per {args.human_move_s:.0f} s keeps "
        f"{busy * 100:.0f}% of a core busy; one core serves about {0.7 / busy:.0f} learners "
        "at 70% load"
    )


if __name__ == "__main__":
    main()
