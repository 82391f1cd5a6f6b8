"""Smoke tests: the classroom and strength benchmarks run end to end with tiny parameters."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_bench_classroom_prints_its_figures_for_one_learner() -> None:
    """The learner runs two lessons in its kernel (the same code as all of them, which
    tests/lessons/ runs anyway), then plays its match."""
    cmd = [
        sys.executable, str(REPO / "benchmarks" / "bench_classroom.py"), "--learners", "1",
        "--level", "1", "--pause", "0", "--lesson-learners", "1", "--lessons", "1", "2",
    ]  # fmt: skip
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    out = run.stdout
    assert run.returncode == 0, out + run.stderr[-3000:]
    assert "learners finished: 1 of 1" in out, out
    assert "lesson cell errors" not in out, out
    for figure in (
        "click -> redraw message: p50",
        "opponent decision: p50",
        "kernel RSS after lessons 1, 2: min",
        "CPU per practice match",
        "one core serves about",
    ):
        assert figure in out, f"{figure!r} missing:\n{out}"


def test_bench_classroom_refuses_an_unknown_lesson() -> None:
    cmd = [sys.executable, str(REPO / "benchmarks" / "bench_classroom.py"), "--lessons", "99"]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 2 and "no such lesson: 99" in run.stderr, run.stderr[-3000:]


def test_bench_strength_plays_duplicate_pairs_and_prints_its_figures() -> None:
    cmd = [
        sys.executable, str(REPO / "benchmarks" / "bench_strength.py"), "strong:1", "greedy",
        "--matches", "2", "--rounds", "1", "--seed", "5", "--jobs", "2",
    ]  # fmt: skip
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    out = run.stdout
    assert run.returncode == 0, out + run.stderr[-3000:]
    assert "strong:1 vs greedy: 2 duplicate pairs (4 matches, " in out, out
    for figure in ("Wilson 95% [", "pairs 95% [", "points per round ", "p50 ", "p95 ", "max "):
        assert figure in out, f"{figure!r} missing:\n{out}"


def test_bench_strength_refuses_an_unknown_agent() -> None:
    cmd = [sys.executable, str(REPO / "benchmarks" / "bench_strength.py"), "wizard", "greedy"]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode != 0 and "wizard" in run.stderr, run.stderr[-3000:]


def test_bench_strength_logs_each_pair_and_reports_the_log(tmp_path: Path) -> None:
    log = tmp_path / "pairs.jsonl"
    script = str(REPO / "benchmarks" / "bench_strength.py")
    cmd = [
        sys.executable, script, "greedy", "random",
        "--matches", "3", "--rounds", "1", "--seed", "7", "--jobs", "1", "--log", str(log),
    ]  # fmt: skip
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    log.write_text("\n".join([*lines, lines[0]]) + "\n", encoding="utf-8")  # a rerun seed
    summary = subprocess.run(
        [sys.executable, script, "--summary", str(log)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert summary.returncode == 0, summary.stderr[-3000:]
    live = run.stdout.splitlines()
    logged = summary.stdout.splitlines()
    assert logged[0].startswith("greedy vs random (1-round matches): 3 duplicate pairs")  # once
    assert logged[1:] == live[1:]  # the same figures from the log as from the run


def test_bench_strength_changes_a_levels_method_and_refuses_an_unknown_field() -> None:
    script = str(REPO / "benchmarks" / "bench_strength.py")
    cmd = [
        sys.executable, script, "strong:1+decide=stop+explore=0+match=1", "greedy",
        "--matches", "1", "--rounds", "1", "--seed", "3", "--jobs", "1",
    ]  # fmt: skip
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert "strong:1+decide=stop+explore=0+match=1 vs greedy: 1 duplicate pairs" in run.stdout
    bad = subprocess.run(
        [sys.executable, script, "strong:1+speed=9", "greedy"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert bad.returncode != 0 and "'speed=9'" in bad.stderr, bad.stderr[-3000:]


def test_bench_playouts_prints_its_rate_and_fingerprint() -> None:
    cmd = [
        sys.executable, str(REPO / "benchmarks" / "bench_playouts.py"),
        "--rounds", "1", "--playouts", "20", "--repeat", "1",
    ]  # fmt: skip
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert " play-outs/s CPU" in run.stdout and "fingerprint " in run.stdout, run.stdout


def test_the_oracles_sample_the_true_hidden_cards() -> None:
    """``oracle:L`` searches the real round (hand and stock order); ``handoracle:L`` the real
    opponent hand with the stock dealt in another order; an oracle must watch a match."""
    import random

    import pytest

    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        from oracle import build_oracle
    finally:
        sys.path.remove(str(REPO / "benchmarks"))
    from koikoi import Match

    match = Match(rounds=1, seed=11)
    truth = match.round._state
    view = match.round.view(match.round.to_move)
    oracle, hand_only = build_oracle("oracle:1", 1), build_oracle("handoracle:1", 2)
    assert oracle is not None and hand_only is not None and build_oracle("strong:1", 3) is None
    with pytest.raises(AssertionError, match="watch"):
        oracle._true_state(view, random.Random(1))
    oracle.watch(match)
    hand_only.watch(match)
    seen = oracle._true_state(view, random.Random(1))
    assert seen.hands == truth.hands and seen.deck == truth.deck and seen is not truth
    dealt = hand_only._true_state(view, random.Random(1))
    assert dealt.hands == truth.hands and sorted(dealt.deck) == sorted(truth.deck)
    assert dealt.deck != truth.deck
