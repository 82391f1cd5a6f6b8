"""The engine and the tutor work with ipywidgets and ipycanvas absent: a fresh Python
whose import system refuses those packages scores, plays a round out, checks a puzzle,
runs a checker and gives a hint."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import koikoi

ROOT = Path(koikoi.__file__).parent.parent

SCRIPT = textwrap.dedent(
    """
    import importlib.abc
    import random
    import sys

    BLOCKED = ("ipywidgets", "ipycanvas", "widgets", "IPython")

    class Blocker(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
            return None

    sys.meta_path.insert(0, Blocker())
    for name in list(sys.modules):
        if name.split(".")[0] in BLOCKED:
            del sys.modules[name]

    import koikoi
    import koikoi.tutor
    from koikoi import Round, score
    from koikoi.agents import make_agent, play_round
    from koikoi.tutor.checks import check_month
    from koikoi.tutor.coach import hint
    from koikoi.tutor.puzzles import Puzzle, check, generate

    assert score("1b 3b 8b").total == 5
    agents = [make_agent("greedy", seed=1), make_agent("random", seed=2)]
    rnd = play_round(Round.deal(seed=4), agents)
    assert rnd.is_over and rnd.result is not None
    verdict = check(Puzzle.pile_of("1b 3b 11b"), 5)
    assert not verdict.correct and verdict.traps[0].key == "rain-man-in-three"
    assert generate(3, 2).level == 2
    assert check_month("7a", 7).correct
    position = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"), field="7p1 3p1", deck="4p2 5p1 5p2", captured=("10a 6a", "")
    )
    assert "7a" in hint(position.view(0), budget=50, rng=random.Random(1))
    leaked = sorted(n for n in sys.modules if n.split(".")[0] in BLOCKED)
    assert not leaked, leaked
    print("ok")
    """
)


def _run(script: str) -> subprocess.CompletedProcess[str]:
    """``script`` in a fresh Python that finds only this checkout and the venv."""
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        timeout=120,
    )


def test_koikoi_and_the_tutor_work_without_the_widget_packages() -> None:
    done = _run(SCRIPT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_blocker_really_blocks() -> None:
    """The same blocker makes a widget import fail, so the test above proves something."""
    done = _run(SCRIPT.split("import koikoi\n")[0] + "import ipywidgets\n")
    assert done.returncode != 0 and "blocked" in done.stderr
