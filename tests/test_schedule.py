"""The whole run on a few cores: ``--dist loadfile`` hands the longest test files out first
(conftest.py), so that none of them starts last while the other workers are idle."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from conftest import LONGEST_FILES, pytest_xdist_make_scheduler

REPO = Path(__file__).resolve().parents[1]


def test_the_longest_files_are_test_files_of_the_repository() -> None:
    assert LONGEST_FILES
    for path in LONGEST_FILES:
        assert (REPO / path).is_file() and Path(path).name.startswith("test_"), path


class _Node:
    def __init__(self) -> None:
        self.sent: list[int] = []

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent += indexes


def _config(dist: str) -> Any:
    options = {"dist": dist, "tx": ["2*popen"]}
    return SimpleNamespace(getoption=options.__getitem__, getvalue=options.__getitem__)


def test_loadfile_hands_out_the_longest_listed_files_first() -> None:
    """The longest listed file first, then the next; with none listed left, the queue's own
    order (pytest-xdist's: the most tests first)."""
    assert pytest_xdist_make_scheduler(_config("load"), None) is None
    scheduler = pytest_xdist_make_scheduler(_config("loadfile"), None)
    ranked = sorted(LONGEST_FILES, key=LONGEST_FILES.__getitem__, reverse=True)
    longer, long, short = ranked[0], ranked[len(ranked) // 2], ranked[-1]
    assert LONGEST_FILES[longer] > LONGEST_FILES[long] > LONGEST_FILES[short]
    files = ["tests/a_short_file.py", "tests/another.py", long, short, longer]
    collection = [f"{path}::test_{n}" for path in files for n in range(2)]
    scheduler.workqueue = OrderedDict(
        (path, {f"{path}::test_{n}": False for n in range(2)}) for path in files
    )
    node = _Node()
    scheduler.registered_collections[node] = collection
    handed = []
    while scheduler.workqueue:
        scheduler._assign_work_unit(node)
        handed.append(collection[node.sent[-1]].split("::")[0])
    assert handed == [longer, long, short, "tests/a_short_file.py", "tests/another.py"]
