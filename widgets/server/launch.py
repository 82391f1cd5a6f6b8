"""Launchers: open the lessons in JupyterLab, or the practice table as a Voila page.

``koikoi-lessons [NN] [--lang es] [--reset NN|all] [--sync] [jupyter lab options]`` and
``koikoi-practice [--lang es] [voila options]`` (installed with the package) open the
lessons from the learner's own copy of them (:mod:`widgets.server.workspace`, made and
refreshed at each start), so the course's saved notebooks stay as built. JupyterLab starts
clean (a fresh layout, one tab: lesson NN or lesson 1); the practice page asks for a token
like JupyterLab (:mod:`widgets.server.page`). ``--lang es`` opens the Spanish edition and
sets ``KOIKOI_LANG=es`` for every kernel. As root (a container) both say so in one line and
go on (JupyterLab gets ``--allow-root``). Both have fast widget round trips
(:mod:`widgets.server.nodelay`). A terminal opened in JupyterLab finds the course's
commands by name (:func:`commands_on_path`).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import shutil
import sys
import sysconfig
import tempfile
import warnings
from collections.abc import Callable, Collection, Sequence
from pathlib import Path

from koikoi.i18n import N_, set_language
from widgets.i18n import translator as _
from widgets.server import workspace
from widgets.server.nodelay import enable_nodelay

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
COURSE = LESSONS.parent
"""The course root of this checkout (``lessons/``, ``docs/``): what workspaces copy."""
PRACTICE_GLOB = "*_practice.ipynb"
FOLDERS = {"en": ".", "es": "es"}
"""Each language's lessons, in a folder relative to :func:`lessons_dir`."""
PRACTICE_GLOBS = {"en": PRACTICE_GLOB, "es": "*_practica.ipynb"}
"""The practice page of each language."""
LANG_ENV = "KOIKOI_LANG"
QUIET = [
    # ipykernel warns at every kernel start that TCP is unencrypted: local sockets instead
    "--KernelManager.transport=ipc",
]
"""Options of both servers that keep their start free of warnings a learner cannot act on."""
PAGE_EXTENSIONS = (
    "@voila-dashboards/widgets-manager8",
    "@jupyter-widgets/jupyterlab-manager",
    "ipycanvas",
    "anywidget",  # the devicePixelRatio and page scroll (widgets.table.pixels, .scroll)
)
"""The JupyterLab extensions the practice page loads: the widgets it shows. Voila would
load every one installed (jupytext's too, which fails to load in Voila's page, built on
an older JupyterLab, with an error and a dozen more warnings)."""


def lessons_dir(lang: str = "en", base: Path | None = None) -> Path:
    """The lessons folder of ``lang`` under ``base`` (default: this checkout's ``lessons/``,
    or the current folder when installed elsewhere; Spanish in ``es/``)."""
    if base is None:
        base = LESSONS if LESSONS.is_dir() else Path.cwd()
    return (base / FOLDERS[lang]).resolve() if lang != "en" else base


def practice_notebook(lang: str = "en", base: Path | None = None) -> Path:
    """The practice lesson (``NN_practice.ipynb``, in Spanish ``NN_practica.ipynb``) in
    :func:`lessons_dir`."""
    folder = lessons_dir(lang, base)
    found = sorted(folder.glob(PRACTICE_GLOBS[lang]))
    fallback = {"en": "13_practice.ipynb", "es": "13_practica.ipynb"}[lang]
    return found[-1] if found else folder / fallback


def lesson_notebook(number: int, lang: str = "en", base: Path | None = None) -> Path:
    """Lesson ``number``'s notebook in :func:`lessons_dir`; an unknown number exits with 2,
    naming the lessons there are."""
    folder = lessons_dir(lang, base)
    found = sorted(folder.glob(f"{number:02d}_*.ipynb"))
    if not found:
        there = sorted(int(p.name[:2]) for p in folder.glob("[0-9][0-9]_*.ipynb")) or [0]
        _fail(
            _(
                "lesson {number}: there is no such lesson; the lessons are {first} to {last}",
                number=number, first=there[0], last=there[-1],
            )
        )  # fmt: skip
    return found[0]


def _fail(message: str, code: int = 2) -> None:
    print(message, file=sys.stderr)
    raise SystemExit(code)


def take_language(args: list[str]) -> str:
    """Remove ``--lang xx`` (or ``--lang=xx``) from ``args``; the language (without it:
    ``$KOIKOI_LANG`` if it names one, else ``en``). An unknown language prints what is
    available and exits with 2.

    >>> args = ["--lang", "es", "--no-browser"]
    >>> take_language(args), args
    ('es', ['--no-browser'])
    """
    lang = take_option(args, "--lang")
    if lang is None:
        chosen = os.environ.get(LANG_ENV, "").strip().lower()[:2]
        return chosen if chosen in FOLDERS else "en"
    if lang not in FOLDERS:
        _fail(f"--lang {lang}: not available; choose one of {', '.join(FOLDERS)}")
    return lang


def take_option(args: list[str], name: str) -> str | None:
    """Remove ``name VALUE`` (or ``name=VALUE``) from ``args``; the value (``""`` when
    nothing follows), or None if ``name`` is not there.

    >>> args = ["--reset=05", "--no-browser"]
    >>> take_option(args, "--reset"), args
    ('05', ['--no-browser'])
    """
    for i, arg in enumerate(args):
        if arg == name:
            value = args[i + 1] if i + 1 < len(args) else ""
            del args[i : i + 2]
            return value
        if arg.startswith(name + "="):
            del args[i]
            return arg.split("=", 1)[1]
    return None


def take_lesson(args: list[str]) -> int | None:
    """Remove a lesson number (``5``, ``05``) from ``args``; the number, or None.

    >>> args = ["05", "--no-browser"]
    >>> take_lesson(args), args
    (5, ['--no-browser'])
    """
    for i, arg in enumerate(args):
        if re.fullmatch(r"\d{1,2}", arg) and (i == 0 or not args[i - 1].startswith("-")):
            del args[i]
            return int(arg)
    return None


def _use_language(lang: str) -> None:
    """Every kernel the server starts speaks ``lang`` (they inherit ``KOIKOI_LANG``)."""
    os.environ[LANG_ENV] = lang


def commands_on_path() -> None:
    """Put the folder of this installation's commands (``.venv/bin`` after the README's set
    up) first on ``PATH``, so a terminal opened in JupyterLab runs ``koikoi-practice`` and
    ``koikoi-deck`` by name, as lessons 0 and 13 show them, with no ``.venv/bin/`` in front.

    >>> import sysconfig
    >>> commands_on_path(); os.environ["PATH"].split(os.pathsep)[0] == sysconfig.get_path("scripts")
    True
    """
    scripts = sysconfig.get_path("scripts")
    rest = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p and p != scripts]
    os.environ["PATH"] = os.pathsep.join([scripts, *rest])


def _quiet() -> None:
    """No warning a learner cannot act on (set after importing Voila, whose import adds a
    filter of its own in front)."""
    with contextlib.suppress(ImportError):
        import voila  # noqa: F401
    # Python's own default hides these; Voila turns them on for traitlets, and jupyter_server
    # then warns about its own defaults (ServerApp.token) at every start.
    warnings.filterwarnings("ignore", category=DeprecationWarning, module="traitlets")


def _as_root(program: str, args: list[str], flag: bool = True) -> None:
    """As root, say so in one line and go on (adding ``--allow-root`` when ``flag``)."""
    if not _is_root():
        return
    if flag and not _allows_root(args):
        args.append("--allow-root")
    print(
        _(
            "{program}: running as root (as in a container), so it starts with --allow-root;"
            " as a normal user it needs none.",
            program=program,
        )
        if flag
        else _("{program}: running as root (as in a container).", program=program)
    )


def wants_help(args: Sequence[str]) -> bool:
    """Whether ``args`` ask for help (``--help``, ``-h``, ``--help-all``)."""
    return any(a in ("--help", "-h", "--help-all") for a in args)


def lessons_help() -> str:
    """What ``koikoi-lessons --help`` prints before JupyterLab's own options."""
    return _help(
        N_(
            "usage: koikoi-lessons [NN] [--lang en|es] [--reset NN|all] [--sync] [jupyter lab"
            " options]\n"
            "\n"
            "Opens the Koi-Koi lessons in JupyterLab, from your own copy of them in {folder}\n"
            "(made at the first start; {env} puts it elsewhere). Your edits stay in your copy;\n"
            "a lesson that changes in the course is updated there unless you edited it.\n"
            "\n"
            "  NN              open lesson NN (default: lesson 1, with the course map)\n"
            "  --lang en|es    the language of the lessons (default: $KOIKOI_LANG, else en)\n"
            "  --reset NN|all  put the course's version of lesson NN (or of every lesson) back\n"
            "                  in your copy, then exit (your edits of it are lost)\n"
            "  --sync          only make or refresh your copy, then exit\n"
            "  --help          this help, then JupyterLab's options\n"
            "\n"
            "As root (e.g. in a container) it says so and adds --allow-root itself."
        )
    )


def practice_help() -> str:
    """What ``koikoi-practice --help`` prints before Voila's own options."""
    return _help(
        N_(
            "usage: koikoi-practice [--lang en|es] [voila options]\n"
            "\n"
            "Serves the practice table (the last lesson) as a page of its own with Voila, from\n"
            "your own copy of the lessons in {folder} ({env} puts it elsewhere).\n"
            "Like JupyterLab it asks for a token: open the address it prints, which carries it.\n"
            "\n"
            "  --lang en|es    the language of the page (default: $KOIKOI_LANG, else en)\n"
            "  --help          this help, then Voila's options"
        )
    )


def _help(text: str) -> str:
    """A launcher's help ``text`` in the course language, naming the learner's folder."""
    return _(text, folder=_workspace_shown(), env=workspace.ENV_VAR)


def _arguments(
    argv: Sequence[str] | None, launch: Callable[..., object], help_text: Callable[[], str]
) -> tuple[list[str], str] | None:
    """A launcher's arguments (``argv``, else the command line's) with ``--lang`` taken out,
    and the course language, set; None once a help was asked for and printed: the
    launcher's ``help_text``, then the app's options (``launch``: JupyterLab's or Voila's
    ``launch_instance``)."""
    args = list(sys.argv[1:] if argv is None else argv)
    lang = take_language(args)
    set_language(lang)
    if wants_help(args):
        print(help_text() + "\n")
        launch(argv=[a for a in args if a in ("--help", "--help-all")])
        return None
    return args, lang


def _workspace_shown() -> str:
    try:
        return str(workspace.workspace_dir())
    except workspace.WorkspaceError as error:
        return str(error)


def prepared_workspace(lang: str) -> Path:
    """The learner's workspace, made or refreshed from the course (one line per change;
    an unusable folder exits with 2, saying why)."""
    try:
        folder = workspace.workspace_dir()
        report = workspace.sync(COURSE, folder)
    except workspace.WorkspaceError as error:
        _fail(str(error))
    if report.created:
        print(
            _(
                "Your own copy of the lessons: {folder} (edit freely; {env} puts it elsewhere)",
                folder=folder,
                env=workspace.ENV_VAR,
            )
        )
    for rel in report.updated:
        print(_("Updated from the course: {file}", file=rel))
    for rel in report.kept:
        print(
            _(
                "Changed in the course, but you edited your copy, so yours is kept: {file}"
                " (koikoi-lessons --reset {number} takes the course's version)",
                file=rel,
                number=_number_of(rel),
            )
        )
    return folder


def _number_of(rel: str) -> str:
    name = Path(rel).name
    return name[:2] if name[:2].isdigit() else "all"


def reset_lessons(which: str, lang: str) -> None:
    """``--reset NN|all``: put the course's version of lesson NN (in ``lang``), or of every
    lesson of both languages, back in the workspace."""
    folder = prepared_workspace(lang)
    if which == "all":
        rels = list(workspace.course_files(COURSE))
    elif re.fullmatch(r"\d{1,2}", which):
        notebook = lesson_notebook(int(which), lang, folder / "lessons")
        rels = [notebook.relative_to(folder).as_posix()]
    else:
        _fail(_("--reset {value}: give a lesson number (such as 05) or all", value=which))
    for rel in rels:
        workspace.reset(COURSE, folder, rel)
        if rel.endswith(".ipynb"):
            print(_("Reset to the course's version: {file}", file=folder / rel))


def lessons(argv: Sequence[str] | None = None) -> None:
    """Open the lessons in JupyterLab (extra arguments go to ``jupyter lab``; ``--lang es``
    opens the Spanish lessons; ``NN`` opens lesson NN; ``--reset NN`` resets it and exits).
    """
    from jupyterlab.labapp import LabApp

    started = _arguments(argv, LabApp.launch_instance, lessons_help)
    if started is None:
        return
    args, lang = started
    reset = take_option(args, "--reset")
    if reset is not None:
        reset_lessons(reset, lang)
        return
    if "--sync" in args:  # e.g. before a JupyterHub server starts (docs/classroom.md)
        print(_("Your copy of the lessons is up to date: {folder}",
                folder=prepared_workspace(lang)))  # fmt: skip
        return
    lesson = take_lesson(args)
    _as_root("koikoi-lessons", args)
    _quiet()
    if not positional_args(args, LabApp.flags, LabApp.aliases) and not _names_root(args):
        if LESSONS.is_dir():
            args[:0] = opening(lang, prepared_workspace(lang), lesson)
        else:
            args[:0] = [str(lessons_dir(lang))]
    _use_language(lang)
    commands_on_path()
    enable_nodelay()
    LabApp.launch_instance(argv=[*QUIET, *args])


def opening(lang: str = "en", folder: Path | None = None, lesson: int | None = None) -> list[str]:
    """How JupyterLab opens lesson ``lesson`` (default 1) of ``lang`` in the workspace
    ``folder`` (default: :func:`workspace.workspace_dir`): it serves the workspace (so a
    lesson's links to ``docs/`` open too), with a fresh layout (one tab, no kernel for
    lessons opened in earlier starts).

    >>> opening(folder=Path("/w"))[1]
    '--LabApp.default_url=/lab/tree/lessons/01_start_here.ipynb'
    """
    folder = workspace.workspace_dir() if folder is None else folder
    notebook = lesson_notebook(lesson or 1, lang).relative_to(COURSE)
    return [
        f"--ServerApp.root_dir={folder}",
        f"--LabApp.default_url=/lab/tree/{notebook.as_posix()}",
        f"--LabApp.workspaces_dir={_fresh_layouts()}",
    ]


def _fresh_layouts() -> Path:
    """A folder for JupyterLab's saved layouts that lives as long as this server."""
    folder = Path(tempfile.mkdtemp(prefix="koikoi-lab-layout-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def practice(argv: Sequence[str] | None = None) -> None:
    """Open the practice lesson as a standalone Voila page that asks for a token
    (``--lang es`` serves the Spanish practice page)."""
    from widgets.server.page import PracticeVoila

    started = _arguments(argv, PracticeVoila.launch_instance, practice_help)
    if started is None:
        return
    args, lang = started
    _as_root("koikoi-practice", args, flag=False)
    _quiet()
    if not any(a.endswith(".ipynb") for a in args):
        base = prepared_workspace(lang) / "lessons" if LESSONS.is_dir() else None
        args.insert(0, str(practice_notebook(lang, base)))
    if not any(a.startswith(("--token", "--Voila.token", "--Voila.auto_token")) for a in args):
        args.append("--token")  # a token like JupyterLab's, printed with the address
    _use_language(lang)
    enable_nodelay()
    only = [f"--VoilaConfiguration.extension_allowlist={name}" for name in PAGE_EXTENSIONS]
    PracticeVoila.launch_instance(argv=[*QUIET, *only, *args])


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
