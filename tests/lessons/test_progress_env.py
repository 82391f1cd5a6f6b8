"""Lesson kernels never save progress into the real Jupyter data folder: the test suite's
kernels (nbval, nbclient) inherit the test's ``KOIKOI_PROGRESS``, and ``build.py`` runs
each lesson with an empty progress file of its own."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS))
import build  # noqa: E402


def test_a_lesson_kernel_saves_into_the_tests_file(isolated_progress: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from koikoi.tutor.progress import STORE\n"
            "from widgets.kit import start_lesson, which_class\n"
            "start_lesson(3)\n"
            "which_class('9a').answer('animal')\n"
            "print(STORE.path())"
        )
    ]
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    assert nb.cells[0].outputs[-1]["text"].strip() == str(isolated_progress)
    assert '"which class 9a"' in isolated_progress.read_text(encoding="utf-8")


def test_build_runs_lessons_with_an_empty_progress_file_of_their_own(
    isolated_progress: Path,
) -> None:
    with build.fresh_progress():
        during = Path(os.environ["KOIKOI_PROGRESS"])
        assert during != isolated_progress and not during.exists()
        assert not str(during).startswith(str(Path.home()))
    assert os.environ["KOIKOI_PROGRESS"] == str(isolated_progress)
    assert not during.parent.exists()
