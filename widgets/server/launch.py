"""Launchers: open the lessons in JupyterLab, or the practice table as a Voila page.

``koikoi-lessons [jupyter lab options]`` and ``koikoi-practice [voila options]`` (installed
with the package) start the servers with fast widget round trips (:mod:`widgets.server.nodelay`;
installing the package also enables it as a server extension for any Jupyter server).
``--lang es`` opens the Spanish edition (``lessons/es/``, its practice page
``NN_practica.ipynb``) and sets ``KOIKOI_LANG=es`` for every kernel the server starts.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from traitlets.config import Config

from widgets.server.nodelay import enable_nodelay

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
PRACTICE_GLOB = "*_practice.ipynb"
FOLDERS = {"en": ".", "es": "es"}
"""Each language's lessons, in a folder relative to :func:`lessons_dir`."""
PRACTICE_GLOBS = {"en": PRACTICE_GLOB, "es": "*_practica.ipynb"}
"""The practice page of each language."""
LANG_ENV = "KOIKOI_LANG"

ROOT_REFUSAL = (
    "koikoi-lessons: you are running as root. Run it as a normal user, or, if you know why "
    "you need root (e.g. inside a container), add --allow-root."
)


def lessons_dir(lang: str = "en") -> Path:
    """The lessons folder of this checkout (``lessons/``, the Spanish ones in
    ``lessons/es/``), or the current folder when installed elsewhere."""
    base = LESSONS if LESSONS.is_dir() else Path.cwd()
    return (base / FOLDERS[lang]).resolve() if lang != "en" else base


def practice_notebook(lang: str = "en") -> Path:
    """The practice lesson (``NN_practice.ipynb``, in Spanish ``NN_practica.ipynb``) in
    :func:`lessons_dir`."""
    found = sorted(lessons_dir(lang).glob(PRACTICE_GLOBS[lang]))
    fallback = {"en": "13_practice.ipynb", "es": "13_practica.ipynb"}[lang]
    return found[-1] if found else lessons_dir(lang) / fallback


def take_language(args: list[str]) -> str:
    """Remove ``--lang xx`` (or ``--lang=xx``) from ``args``; the language (without it:
    ``$KOIKOI_LANG`` if it names one, else ``en``). An unknown language prints what is
    available and exits with 2.

    >>> args = ["--lang", "es", "--no-browser"]
    >>> take_language(args), args
    ('es', ['--no-browser'])
    """
    lang = None
    for i, arg in enumerate(args):
        if arg == "--lang":
            lang = args[i + 1] if i + 1 < len(args) else ""
            del args[i : i + 2]
            break
        if arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
            del args[i]
            break
    if lang is None:
        chosen = os.environ.get(LANG_ENV, "").strip().lower()[:2]
        return chosen if chosen in FOLDERS else "en"
    if lang not in FOLDERS:
        print(
            f"--lang {lang}: not available; choose one of {', '.join(FOLDERS)}",
            file=sys.stderr,
        )
        raise SystemExit(2)
    return lang


def _use_language(lang: str) -> None:
    """Every kernel the server starts speaks ``lang`` (they inherit ``KOIKOI_LANG``)."""
    os.environ[LANG_ENV] = lang


def lessons(argv: Sequence[str] | None = None) -> None:
    """Open the lessons in JupyterLab (extra arguments go to ``jupyter lab``; ``--lang es``
    opens the Spanish lessons).

    Run as root without ``--allow-root``, it prints :data:`ROOT_REFUSAL` and exits with 1.
    """
    from jupyterlab.labapp import LabApp

    args = list(sys.argv[1:] if argv is None else argv)
    lang = take_language(args)
    if _is_root() and not _allows_root(args):
        print(ROOT_REFUSAL, file=sys.stderr)
        raise SystemExit(1)
    _use_language(lang)
    enable_nodelay()
    if not positional_args(args, LabApp.flags, LabApp.aliases) and not _names_root(args):
        args[:0] = opening(lang)
    LabApp.launch_instance(argv=args)


def opening(lang: str = "en") -> list[str]:
    """How JupyterLab opens the lessons of ``lang``: in a checkout, it serves the whole
    repository (so a lesson's links to ``docs/`` open too) and starts in the lessons' folder;
    installed elsewhere, it serves :func:`lessons_dir`.

    >>> opening()[1]
    '--LabApp.default_url=/lab/tree/lessons'
    """
    folder = lessons_dir(lang)
    if not LESSONS.is_dir():
        return [str(folder)]
    root = LESSONS.parent
    return [
        f"--ServerApp.root_dir={root}",
        f"--LabApp.default_url=/lab/tree/{folder.relative_to(root).as_posix()}",
    ]


def practice(argv: Sequence[str] | None = None) -> None:
    """Open the practice lesson as a standalone Voila page (Voila runs as root as well;
    ``--lang es`` serves the Spanish practice page), without the lesson's navigation
    links (:func:`voila_page`)."""
    from voila.app import Voila

    args = list(sys.argv[1:] if argv is None else argv)
    lang = take_language(args)
    _use_language(lang)
    enable_nodelay()
    if not any(a.endswith(".ipynb") for a in args):
        args.insert(0, str(practice_notebook(lang)))
    config = Config()
    config.VoilaConfiguration.prelaunch_hook = voila_page
    Voila.launch_instance(argv=args, config=config)


NAVIGATION = ("nav-top", "nav-bottom")
"""The ids of the navigation cells (``lessons/make_nav.py``): links to other notebooks."""


def voila_page(handler: object, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: a single-notebook Voila page answers a link to another
    notebook with an error (403), so the page leaves out the lesson's navigation cells
    (the course map inside the lesson leaves out its links by itself)."""
    notebook.cells = [cell for cell in notebook.cells if cell.get("id") not in NAVIGATION]
    return notebook


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
