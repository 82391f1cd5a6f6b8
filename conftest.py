"""Test-wide settings for every path pytest collects (tests, doctests, lesson notebooks).

Progress is never saved into the real Jupyter data folder during tests: this session's
``KOIKOI_PROGRESS`` names a file in a temporary folder, set in ``os.environ`` at import so
the kernels that run lesson notebooks (nbval, nbclient) inherit it; each test function
gets its own file on top (``isolated_progress``).

Nothing else of the user's is written either: ``JUPYTER_DATA_DIR`` and
``JUPYTER_CONFIG_DIR`` (notebook signatures, secrets, runtime files, settings) and the
launchers' workspace (``KOIKOI_WORKSPACE``) name temporary folders for the whole session,
inherited by every kernel and server the tests start.

Tests that show exercises share one lesson context (the ``lesson`` fixture): a fresh
:class:`widgets.kit.context.LessonContext` current for the test (no lesson number, the
default store, which saves into the test's own file), the one before it current again
afterwards.

The course language is English unless a test asks for Spanish (the ``spanish`` fixture, or
``set_language``): ``KOIKOI_LANG`` is dropped from the environment before the engine is
imported, and every test ends in English again.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.pop("KOIKOI_LANG", None)

from koikoi.i18n import set_language
from koikoi.tutor.progress import ENV_VAR

_SESSION_FOLDER = tempfile.mkdtemp(prefix="koikoi-progress-")
atexit.register(shutil.rmtree, _SESSION_FOLDER, ignore_errors=True)
os.environ[ENV_VAR] = str(Path(_SESSION_FOLDER) / "progress.json")
for _name, _folder in {
    "JUPYTER_DATA_DIR": "jupyter-data",
    "JUPYTER_CONFIG_DIR": "jupyter-config",
    "KOIKOI_WORKSPACE": "workspace",
}.items():
    os.environ[_name] = str(Path(_SESSION_FOLDER) / _folder)


LONGEST_FILES = {
    "tests/browser/test_first_open.py": 158,
    "tests/browser/test_blank_table.py": 149,
    "tests/browser/test_practice_voila.py": 127,
    "tests/lessons/test_lessons_es.py": 98,
    "tests/browser/test_spanish.py": 80,
    "tests/lessons/test_lessons.py": 74,
    "tests/browser/test_first_hour.py": 71,
    "tests/browser/test_table_fit.py": 70,
    "tests/browser/test_table_moments.py": 65,
    "tests/browser/test_jupyterhub.py": 63,
    "tests/engine/test_round_random.py": 60,
    "tests/browser/test_blank_table_views.py": 59,
    "tests/test_benchmarks.py": 50,
    "tests/browser/test_doc_links.py": 47,
    "tests/test_types.py": 40,
}
"""The test files that take longest (seconds on one worker of a 2-core machine in a
clean-clone CI run, Dec 2026), longest first. Under ``--dist loadfile`` a worker runs a
whole file: these go to the workers first, the many short files after them, so that no
long file starts last while the other workers have nothing left to do. Only the order
depends on this table (a file left out is scheduled as pytest-xdist does: the most tests
first)."""


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` handing out :data:`LONGEST_FILES` first."""
    if config.getoption("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class LongestFilesFirst(LoadFileScheduling):
        def _assign_work_unit(self, node: Any) -> None:
            queue = self.workqueue  # file -> its tests, in pytest-xdist's order
            longest = max(queue, key=lambda scope: LONGEST_FILES.get(scope, 0))
            queue.move_to_end(longest, last=False)  # no listed file left: the queue's first
            super()._assign_work_unit(node)

    return LongestFilesFirst(config, log)


@pytest.fixture(autouse=True)
def isolated_progress(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Each test saves progress into a file of its own."""
    folder = tmp_path_factory.mktemp("progress")
    monkeypatch.setenv(ENV_VAR, str(folder / "progress.json"))
    return folder / "progress.json"


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """A test that switches the course language cannot leak it into the next one."""
    yield
    set_language("en")


@pytest.fixture
def spanish() -> None:
    """The course in Spanish for one test (English again afterwards)."""
    set_language("es")


@pytest.fixture
def lesson() -> Iterator[Any]:
    """A fresh lesson context for one test (see the module's docstring); yields it."""
    from widgets.kit.context import LessonContext, reset_context, restore_context

    context = LessonContext()
    token = reset_context(context)
    yield context
    restore_context(token)
