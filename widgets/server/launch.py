"""Launchers: open the lessons in JupyterLab, or the practice table as a Voila page.

``koikoi-lessons [jupyter lab options]`` and ``koikoi-practice [voila options]`` (installed
with the package) start the servers with fast widget round trips (:mod:`widgets.server.nodelay`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from widgets.server.nodelay import enable_nodelay

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
PRACTICE = "13_practice.ipynb"


def lessons_dir() -> Path:
    """The lessons folder of this checkout, or the current folder when installed elsewhere."""
    return LESSONS if LESSONS.is_dir() else Path.cwd()


def lessons(argv: Sequence[str] | None = None) -> None:
    """Open the lessons in JupyterLab (extra arguments go to ``jupyter lab``)."""
    from jupyterlab.labapp import LabApp

    args = list(sys.argv[1:] if argv is None else argv)
    enable_nodelay()
    if not any(not a.startswith("-") for a in args) and not _names_root(args):
        args.insert(0, str(lessons_dir()))
    LabApp.launch_instance(argv=args)


def practice(argv: Sequence[str] | None = None) -> None:
    """Open lesson 13, the practice table, as a standalone Voila page."""
    from voila.app import Voila

    args = list(sys.argv[1:] if argv is None else argv)
    enable_nodelay()
    if not any(a.endswith(".ipynb") for a in args):
        args.insert(0, str(lessons_dir() / PRACTICE))
    Voila.launch_instance(argv=args)


def _names_root(args: Sequence[str]) -> bool:
    return any(a.startswith(("--ServerApp.root_dir", "--notebook-dir")) for a in args)


if __name__ == "__main__":  # python -m widgets.server.launch lab|practice [options]
    command, *rest = sys.argv[1:] or ["lab"]
    (practice if command == "practice" else lessons)(rest)
