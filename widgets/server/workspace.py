"""The learner's own copy of the lessons (the workspace), kept in step with the course.

The launchers open the lessons from a per-user folder, never from the package's own
notebooks: a learner's answers, outputs and edits stay in their copy, the repository's saved
lessons stay as built. The folder mirrors the course (``lessons/``, ``lessons/es/`` and the
``docs/`` pages and pictures the lessons link to) and holds a manifest of what was last
copied (:data:`MANIFEST`). Each launch, :func:`sync` merges the way nbgitpuller does:

- a file the workspace lacks is copied;
- a file that changed in the course replaces the learner's copy only if the learner did
  not edit it (for a notebook: its cells' sources are as copied; running cells, saving
  outputs and widget state are not edits); otherwise the learner's copy is kept and the
  report says so (:func:`reset` takes the course's version).

Copied notebooks are signed as trusted in the user's Jupyter data folder (they are the
course's own, built by ``lessons/build.py``), so their pictures show and no server warns
that they are not trusted.

``KOIKOI_WORKSPACE`` names the folder (default ``~/koikoi-lessons``).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from widgets.i18n import translator as _

ENV_VAR = "KOIKOI_WORKSPACE"
DEFAULT_NAME = "koikoi-lessons"
"""The workspace's folder in the home folder, unless :data:`ENV_VAR` names another."""
MANIFEST = ".koikoi-workspace.json"
"""What was last copied into the workspace: each file's hash, by path."""
FOLDERS = ("lessons", "lessons/es")
"""The folders whose lesson notebooks the workspace holds (relative to the course root)."""
DOCS_SUFFIXES = (".md", ".png", ".svg", ".pdf")
"""The files of ``docs/`` the workspace carries (what lessons link to)."""
_LESSON = re.compile(r"^\d\d_\w+\.ipynb$")


class WorkspaceError(ValueError):
    """The workspace folder cannot be used (the message names it and says why)."""


@dataclass
class SyncReport:
    """What :func:`sync` did, by path relative to the workspace."""

    folder: Path
    created: bool = False
    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    """Files that changed in the course but that the learner edited: left as they are."""


def workspace_dir(environ: Mapping[str, str] = os.environ, home: Path | None = None) -> Path:
    """The workspace folder: ``$KOIKOI_WORKSPACE`` (``~`` expanded) or ``~/koikoi-lessons``.

    A relative path, or one that exists and is not a folder, raises :class:`WorkspaceError`.

    >>> workspace_dir({}, home=Path("/home/ana"))
    PosixPath('/home/ana/koikoi-lessons')
    >>> workspace_dir({"KOIKOI_WORKSPACE": "lessons"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    widgets.server.workspace.WorkspaceError: KOIKOI_WORKSPACE='lessons': not an absolute path...
    """
    home = Path.home() if home is None else home
    value = environ.get(ENV_VAR, "").strip()
    if not value:
        return home / DEFAULT_NAME
    path = Path(value).expanduser()
    if not path.is_absolute():
        raise WorkspaceError(
            _(
                "{env}={value}: not an absolute path; use a full path such as ~/{name}",
                env=ENV_VAR, value=repr(value), name=DEFAULT_NAME,
            )
        )  # fmt: skip
    if path.exists() and not path.is_dir():
        raise WorkspaceError(
            _(
                "{env}={value}: {path} exists and is not a folder",
                env=ENV_VAR, value=repr(value), path=path,
            )
        )  # fmt: skip
    return path


def course_files(course: Path) -> dict[str, Path]:
    """The files a workspace holds, by path relative to ``course`` (the course root: the
    lesson notebooks of :data:`FOLDERS` and the pages and pictures of ``docs/``)."""
    found: dict[str, Path] = {}
    for folder in FOLDERS:
        for path in sorted((course / folder).glob("*.ipynb")):
            if _LESSON.match(path.name):
                found[path.relative_to(course).as_posix()] = path
    for path in sorted((course / "docs").rglob("*")):
        if path.is_file() and path.suffix in DOCS_SUFFIXES:
            found[path.relative_to(course).as_posix()] = path
    return found


def _hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def edit_key(path: Path) -> str | None:
    """What counts as the learner's edits of ``path``: for a notebook, its cells' types and
    sources (outputs, execution counts and metadata change by just running it); for any
    other file, its bytes. None when it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if path.suffix != ".ipynb":
        return _hash(data)
    try:
        cells = json.loads(data)["cells"]
        sources = [[c["cell_type"], _text(c.get("source", ""))] for c in cells]
    except (ValueError, KeyError, TypeError):
        return None
    return _hash(json.dumps(sources).encode())


def _text(source: str | list[str]) -> str:
    return source if isinstance(source, str) else "".join(source)


@dataclass(frozen=True)
class Copied:
    """One file as it was last copied into the workspace."""

    digest: str
    """The hash of the course's file (what was copied)."""
    key: str
    """Its :func:`edit_key` then: the learner's copy still has it when they did not edit it."""


def _read_manifest(folder: Path) -> dict[str, Copied]:
    try:
        files = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["files"]
        return {str(rel): Copied(str(v["digest"]), str(v["key"])) for rel, v in files.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _write_manifest(folder: Path, files: Mapping[str, Copied]) -> None:
    entries = {rel: {"digest": c.digest, "key": c.key} for rel, c in sorted(files.items())}
    text = json.dumps({"version": 1, "files": entries}, indent=1)
    _write_atomic(folder / MANIFEST, text.encode())


def _write_atomic(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _check_usable(folder: Path, course: Path) -> None:
    """Refuse the course itself, a folder inside or around it, or a folder holding other
    files (it would be mixed with the lessons)."""
    resolved, course = folder.resolve(), course.resolve()
    if resolved == course or course in resolved.parents or resolved in course.parents:
        raise WorkspaceError(
            _(
                "{env}={folder}: the course's own folder {course} (or one inside or around"
                " it) cannot be your copy; choose a folder outside it, e.g. ~/{name}",
                env=ENV_VAR, folder=folder, course=course, name=DEFAULT_NAME,
            )
        )  # fmt: skip
    if folder.is_dir() and not (folder / MANIFEST).exists():
        others = sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))
        if others:
            shown = ", ".join(others[:3]) + (", ..." if len(others) > 3 else "")
            raise WorkspaceError(
                _(
                    "{env}={folder}: this folder already holds other files ({shown});"
                    " choose a new or empty folder",
                    env=ENV_VAR, folder=folder, shown=shown,
                )
            )  # fmt: skip


def sync(course: Path, folder: Path) -> SyncReport:
    """Create or refresh the workspace ``folder`` from ``course`` (see the module's text);
    a folder that cannot be used raises :class:`WorkspaceError`."""
    _check_usable(folder, course)
    report = SyncReport(folder, created=not (folder / MANIFEST).exists())
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise WorkspaceError(
            _(
                "{env}={folder}: cannot create it ({reason})",
                env=ENV_VAR, folder=folder, reason=error.strerror,
            )
        ) from None  # fmt: skip
    manifest = _read_manifest(folder)
    written: list[Path] = []
    for rel, source in course_files(course).items():
        data, target, last = source.read_bytes(), folder / rel, manifest.get(rel)
        if last is not None and last.digest == _hash(data) and target.exists():
            continue  # unchanged in the course since it was copied
        if not target.exists():
            report.copied.append(rel)
        elif edit_key(target) == (last.key if last else edit_key(source)):
            if last is not None and last.digest != _hash(data):
                report.updated.append(rel)
        else:
            report.kept.append(rel)
            continue
        manifest[rel] = _copy(data, target)
        written.append(target)
    _write_manifest(folder, manifest)
    trust(p for p in written if p.suffix == ".ipynb")
    return report


def reset(course: Path, folder: Path, rel: str) -> Path:
    """Put the course's version of ``rel`` (a path in the workspace) back in ``folder``,
    over the learner's copy; return the file's path."""
    source = course_files(course).get(rel)
    if source is None:
        raise WorkspaceError(_("{file}: not a file of the course", file=rel))
    manifest = _read_manifest(folder)
    target = folder / rel
    manifest[rel] = _copy(source.read_bytes(), target)
    _write_manifest(folder, manifest)
    trust([target] if target.suffix == ".ipynb" else [])
    return target


def _copy(data: bytes, target: Path) -> Copied:
    """Write the course's ``data`` to ``target`` (a notebook with this machine's kernel's
    language facts, see :func:`with_kernel_language`); what was copied, for the manifest."""
    _write_atomic(target, with_kernel_language(data) if target.suffix == ".ipynb" else data)
    return Copied(_hash(data), edit_key(target) or "")


def with_kernel_language(data: bytes) -> bytes:
    """A notebook's bytes with ``metadata.language_info`` as this machine's Python kernel
    reports it. The course's notebooks carry only the language's name (its version is the
    build machine's); JupyterLab writes the running kernel's facts there on open, which
    would mark a lesson modified before the learner did anything."""
    from ipykernel.ipkernel import IPythonKernel

    notebook = json.loads(data)
    notebook.setdefault("metadata", {})["language_info"] = dict(IPythonKernel.language_info)
    return (json.dumps(notebook, indent=1, ensure_ascii=False) + "\n").encode()


def trust(notebooks: Iterable[Path]) -> None:
    """Sign ``notebooks`` as trusted in the user's Jupyter data folder (``nbsignatures.db``)."""
    paths = list(notebooks)
    if not paths:
        return
    import nbformat
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary()
    for path in paths:
        notary.sign(nbformat.read(path, as_version=4))
