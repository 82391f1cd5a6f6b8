"""The lessons in other languages than English (lessons/es/) run as the English ones do
(test_lessons.py): out of order, then in order with every cell run twice. A file of its own,
so that ``--dist loadfile`` runs them on another worker than the English ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_lessons import (
    ENGLISH,
    NOTEBOOKS,
    _name,
    cells_out_of_order_then_in_order_twice,
)

OTHERS = [path for path in NOTEBOOKS if path not in ENGLISH]


def test_every_lesson_is_run_by_one_of_the_two_files() -> None:
    assert OTHERS and ENGLISH and sorted(ENGLISH + OTHERS) == sorted(NOTEBOOKS)
    assert all(path.parent.name != "lessons" for path in OTHERS)


@pytest.mark.parametrize("path", OTHERS, ids=_name)
def test_cells_out_of_order_then_in_order_twice(path: Path, isolated_progress: Path) -> None:
    cells_out_of_order_then_in_order_twice(path, isolated_progress)
