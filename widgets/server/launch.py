"""Launchers: open the lessons in JupyterLab, or the practice table as a Voila page.

``koikoi-lessons [jupyter lab options]`` and ``koikoi-practice [voila options]`` (installed
with the package) start the servers with fast widget round trips (:mod:`widgets.server.nodelay`;
installing the package also enables it as a server extension for any Jupyter server).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Collection, Sequence
from pathlib import Path

from widgets.server.nodelay import enable_nodelay

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
PRACTICE_GLOB = "*_practice.ipynb"

ROOT_REFUSAL = (
    "koikoi-lessons: you are running as root. Run it as a normal user, or, if you know why "
    "you need root (e.g. inside a container), add --allow-root."
)


def lessons_dir() -> Path:
    """The lessons folder of this checkout, or the current folder when installed elsewhere."""
    return LESSONS if LESSONS.is_dir() else Path.cwd()


def practice_notebook() -> Path:
    """The practice lesson (``NN_practice.ipynb``) in :func:`lessons_dir`."""
    found = sorted(lessons_dir().glob(PRACTICE_GLOB))
    return found[-1] if found else lessons_dir() / "12_practice.ipynb"


def lessons(argv: Sequence[str] | None = None) -> None:
    """Open the lessons in JupyterLab (extra arguments go to ``jupyter lab``).

    Run as root without ``--allow-root``, it prints :data:`ROOT_REFUSAL` and exits with 1.
    """
    from jupyterlab.labapp import LabApp

    args = list(sys.argv[1:] if argv is None else argv)
    if _is_root() and not _allows_root(args):
        print(ROOT_REFUSAL, file=sys.stderr)
        raise SystemExit(1)
    enable_nodelay()
    if not positional_args(args, LabApp.flags, LabApp.aliases) and not _names_root(args):
        args.insert(0, str(lessons_dir()))
    LabApp.launch_instance(argv=args)


def practice(argv: Sequence[str] | None = None) -> None:
    """Open the practice lesson as a standalone Voila page (Voila runs as root as well)."""
    from voila.app import Voila

    args = list(sys.argv[1:] if argv is None else argv)
    enable_nodelay()
    if not any(a.endswith(".ipynb") for a in args):
        args.insert(0, str(practice_notebook()))
    Voila.launch_instance(argv=args)


def positional_args(
    args: Sequence[str], flags: Collection[str], aliases: Collection[str]
) -> list[str]:
    """The arguments that are not options nor option values, as a Jupyter app reads them.

    ``--port 8898`` is an option with its value (``port`` is an alias, as is any
    ``--Class.trait``); ``--no-browser`` is a flag; ``--port=8898`` carries its value.

    >>> positional_args(["--port", "8898", "--no-browser", "/x"], {"no-browser"}, {"port"})
    ['/x']
    """
    found: list[str] = []
    rest = iter(args)
    for arg in rest:
        if arg == "--":
            found.extend(rest)
        elif arg.startswith("-"):
            name = arg.lstrip("-")
            takes_value = name in aliases or ("." in name and name not in flags)
            if "=" not in name and takes_value:
                next(rest, None)
        else:
            found.append(arg)
    return found


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _allows_root(args: Sequence[str]) -> bool:
    return any(a in ("--allow-root", "--ServerApp.allow_root=True") for a in args)


def _names_root(args: Sequence[str]) -> bool:
    return any(a.startswith(("--ServerApp.root_dir", "--notebook-dir")) for a in args)


if __name__ == "__main__":  # python -m widgets.server.launch lab|practice [options]
    command, *rest = sys.argv[1:] or ["lab"]
    (practice if command == "practice" else lessons)(rest)
