"""Build lesson notebooks from their sources in ``lessons/src/NN_*.md``, executed.

A source is a jupytext MyST Markdown notebook (JupyterLab opens it as a notebook when
jupytext is installed): each ```` ```{code-cell} ipython3 ```` block is a code cell, with
cell metadata such as ``jupyter: {source_hidden: true}`` (code that starts collapsed) or
``tags`` in its option block, and a line ``+++`` separates two Markdown cells. The first
code cell holds the lesson's imports. A learner never needs to read code, so the build
folds every code cell (:func:`fold_code`) except those a source tags ``optional``, which
stay visible under a comment saying they are optional; a folded cell starts with a comment
saying it need not be read (:data:`FOLDED_NOTE`: GitHub and nbviewer show folded code).
The notebook gets its navigation cells (:mod:`make_nav`), is run top to bottom with
nbclient and saved with its outputs and no machine-specific metadata; :mod:`static_outputs`
makes those outputs show before anything runs (PNG copies of pictures, no saved widget
state nor widget views) and refuses machine paths in them.

    .venv/bin/python lessons/build.py                # every English source
    .venv/bin/python lessons/build.py 03 05          # some lessons
    .venv/bin/python lessons/build.py --lang es      # the Spanish lessons (lessons/es/src/)
    .venv/bin/python lessons/build.py --lang es 01   # one Spanish lesson
    .venv/bin/python lessons/build.py --check        # only list what is out of date

A language's notebooks are written into its folder (:data:`make_nav.FOLDERS`: ``lessons/``
for English, ``lessons/es/`` for Spanish) and run there (the kernel's working directory).

tests/lessons/test_lessons.py checks that every built notebook still matches its source.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

from koikoi.i18n import Language

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_nav
import static_outputs

LESSONS = Path(__file__).resolve().parent
SOURCES = LESSONS / "src"
"""The English sources (a language's sources: :func:`sources_folder`)."""
KEPT_METADATA = ("tags", "jupyter")
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


CHECK_OUTPUT_MARKER = "# NBVAL_CHECK_OUTPUT"
"""The line a source marks a code cell with when nbval must compare its saved output; the
notebook carries it as the cell tag ``nbval-check-output`` instead, so a learner never
sees a test marker in the lesson's code."""


def parse_source(text: str) -> list[nbformat.NotebookNode]:
    """The cells of a lesson source (without navigation cells), with stable ids; a
    :data:`CHECK_OUTPUT_MARKER` line becomes the cell's ``nbval-check-output`` tag."""
    cells = jupytext.reads(text, fmt="md:myst").cells
    for i, cell in enumerate(cells):
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in KEPT_METADATA}
        cell.id = f"{cell.cell_type[:2]}{i:02d}"
        lines = cell.source.splitlines()
        if cell.cell_type == "code" and CHECK_OUTPUT_MARKER in (x.strip() for x in lines):
            cell.source = "\n".join(x for x in lines if x.strip() != CHECK_OUTPUT_MARKER)
            tags = list(cell.metadata.get("tags", []))
            cell.metadata["tags"] = [*tags, "nbval-check-output"]
    return cells


OPTIONAL_TAG = "optional"
"""The tag a source gives a code cell offered to those who want to program (it stays
unfolded); every other code cell is folded."""
OPTIONAL_NOTE: dict[Language, str] = {
    "en": "# Optional: code for those who want it. Change it and run it again to try "
    "something; the lesson does not need it.",
    "es": "# Opcional: código para quien lo quiera. Cámbialo y vuelve a ejecutarlo para "
    "probar algo; la lección no lo necesita.",
}
"""The first line of an optional code cell in each language (the build adds it)."""
FOLDED_NOTE: dict[Language, str] = {
    "en": "# Optional: code for those who want to see it; you need not read it.",
    "es": "# Opcional: código para quien quiera verlo; no hace falta leerlo.",
}
"""The first line of a folded code cell in each language (the build adds it unless the
cell already starts with a comment, as the first cell does): JupyterLab shows it as the
folded cell's one line, and static renderers (GitHub, nbviewer, plain nbconvert), which
read neither ``source_hidden`` nor tags, show it above the code."""
FOLDED_TAG = "hide-input"
"""The tag a folded code cell also carries, for renderers that read tags instead of
``jupyter.source_hidden``: Jupyter Book shows the code under a toggle, and
``jupyter nbconvert --config lessons/nbconvert_config.json`` leaves it out (nbconvert does
not read ``source_hidden``, nor tags unless configured; GitHub reads neither)."""
NBCONVERT_CONFIG = LESSONS / "nbconvert_config.json"
"""The nbconvert configuration that makes a static page leave out folded code."""


def fold_code(cells: list[nbformat.NotebookNode], lang: Language = "en") -> None:
    """Fold every code cell of ``cells`` (``jupyter: {source_hidden: true}``: JupyterLab
    shows its output and a fold marker that opens the code on a click; and the tag
    :data:`FOLDED_TAG` for static renderers) and start it with :data:`FOLDED_NOTE` in
    ``lang`` unless it starts with a comment already, except a cell tagged
    :data:`OPTIONAL_TAG`, which stays unfolded and starts with :data:`OPTIONAL_NOTE`.

    >>> cells = [nbformat.v4.new_code_cell("cards('1b')"),
    ...          nbformat.v4.new_code_cell("check_month('1b', 1)")]
    >>> cells[1].metadata["tags"] = [OPTIONAL_TAG]
    >>> fold_code(cells)
    >>> cells[0].metadata["jupyter"], cells[0].metadata["tags"], "jupyter" in cells[1].metadata
    ({'source_hidden': True}, ['hide-input'], False)
    >>> print(cells[0].source)
    # Optional: code for those who want to see it; you need not read it.
    cards('1b')
    >>> cells[1].source.splitlines()[0].startswith("# Optional: code for those")
    True
    """
    note = OPTIONAL_NOTE[lang]
    for cell in cells:
        if cell.cell_type != "code":
            continue
        tags = [t for t in cell.metadata.get("tags", []) if t != FOLDED_TAG]
        if OPTIONAL_TAG in tags:
            cell.metadata["tags"] = tags
            jupyter = {k: v for k, v in cell.metadata.get("jupyter", {}).items()
                       if k != "source_hidden"}  # fmt: skip
            cell.metadata.pop("jupyter", None)
            if jupyter:
                cell.metadata["jupyter"] = jupyter
            if not cell.source.startswith(note):
                cell.source = f"{note}\n{cell.source}"
        else:
            cell.metadata["jupyter"] = {**cell.metadata.get("jupyter", {}), "source_hidden": True}
            cell.metadata["tags"] = [*tags, FOLDED_TAG]
            if not cell.source.startswith("#"):
                cell.source = f"{FOLDED_NOTE[lang]}\n{cell.source}"


def unfolded_code(nb: nbformat.NotebookNode, lang: Language = "en") -> list[str]:
    """The code cells of ``nb`` that break the rule of :func:`fold_code` (neither folded
    nor tagged optional and starting with the note), by id and first line."""
    note = OPTIONAL_NOTE[lang]
    wrong = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        folded = cell.metadata.get("jupyter", {}).get("source_hidden") is True
        optional = OPTIONAL_TAG in cell.metadata.get("tags", []) and cell.source.startswith(note)
        if not (folded or optional):
            wrong.append(f"{cell.get('id')}: {cell.source.splitlines()[0] if cell.source else ''}")
    return wrong


def sources_folder(lang: Language = "en") -> Path:
    """The folder of the lesson sources of ``lang``."""
    return make_nav.FOLDERS[lang] / "src"


def source_of(notebook: Path) -> Path:
    """The source file of a lesson notebook (it may not exist)."""
    return notebook.parent / "src" / f"{notebook.stem}.md"


def notebook_of(source: Path) -> Path:
    """The notebook built from ``source`` (one folder above it)."""
    return source.parent.parent / f"{source.stem}.ipynb"


def fresh_notebook(source: Path) -> nbformat.NotebookNode:
    """The unexecuted notebook of ``source``, with navigation cells in its language."""
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    nb.cells = parse_source(source.read_text(encoding="utf-8"))
    target = notebook_of(source)
    files = make_nav.lesson_files(target.parent) | {int(source.stem[:2]): target}
    lang = make_nav.language_of_folder(target.parent)
    make_nav.apply(nb, int(source.stem[:2]), files, lang)
    fold_code(nb.cells, lang)
    return nb


SHOWN_PROGRESS = "~/.local/share/jupyter/koikoi/progress.json"
"""Where saved outputs say progress is kept (the default on Linux), instead of the build's
temporary file, so that two builds give the same bytes."""


def clean(nb: nbformat.NotebookNode) -> None:
    """Drop run-specific metadata (the saved widget state too: the widgets' random ids
    never reach the file, see :mod:`static_outputs`); number executed cells 1, 2, ... in
    order."""
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    count = 0
    for cell in nb.cells:
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in KEPT_METADATA}
        if cell.cell_type == "code":
            count += 1
            cell.execution_count = count
            cell.outputs = coalesced_streams(cell.outputs)
            for out in cell.outputs:
                if "execution_count" in out:
                    out.execution_count = count


def coalesced_streams(outputs: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """``outputs`` with each run of text on one stream joined into one output: the kernel
    splits printed text into pieces by timing, so the saved file must not."""
    joined: list[nbformat.NotebookNode] = []
    for out in outputs:
        last = joined[-1] if joined else None
        if (
            last is not None
            and out.output_type == "stream"
            and last.output_type == "stream"
            and out.name == last.name
        ):
            last.text += out.text
        else:
            joined.append(out)
    return joined


@contextmanager
def fresh_progress() -> Iterator[Path]:
    """Run kernels with an empty progress file of their own (``KOIKOI_PROGRESS``): saved
    outputs never depend on, nor add to, the progress of whoever builds the lessons.
    Yields the file's path (a new temporary one each time: :data:`SHOWN_PROGRESS` replaces
    it in the saved outputs)."""
    before = os.environ.get("KOIKOI_PROGRESS")
    with tempfile.TemporaryDirectory(prefix="koikoi-build-") as folder:
        path = Path(folder) / "progress.json"
        os.environ["KOIKOI_PROGRESS"] = str(path)
        try:
            yield path
        finally:
            if before is None:
                del os.environ["KOIKOI_PROGRESS"]
            else:
                os.environ["KOIKOI_PROGRESS"] = before


def build(source: Path) -> float:
    """Build, execute and write the notebook of ``source``; return seconds taken."""
    nb = fresh_notebook(source)
    target = notebook_of(source)
    start = time.perf_counter()
    with fresh_progress() as progress:
        NotebookClient(
            nb,
            timeout=300,
            kernel_name="python3",
            resources={"metadata": {"path": str(target.parent)}},
            record_timing=False,
        ).execute()
    seconds = time.perf_counter() - start
    clean(nb)
    nb = nbformat.reads(nbformat.writes(nb).replace(str(progress), SHOWN_PROGRESS), as_version=4)
    static_outputs.finish(nb, name=target.name)  # pictures on first open, no machine paths
    nbformat.validate(nb)
    nbformat.write(nb, target)
    return seconds


def _cells(nb: nbformat.NotebookNode) -> list[tuple[str, str, str]]:
    body = [c for c in nb.cells if c.get("id") not in (make_nav.TOP, make_nav.BOTTOM)]
    return [(c.cell_type, c.source, str(c.metadata.get("jupyter", ""))) for c in body]


def out_of_date(source: Path) -> str | None:
    """Why the notebook of ``source`` needs a build (missing, or its cells differ from the
    source), or None when it is in step."""
    target = notebook_of(source)
    if not target.exists():
        return "missing"
    if _cells(nbformat.read(target, as_version=4)) != _cells(fresh_notebook(source)):
        return "its cells differ from the source"
    return None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lessons/build.py",
        description="Build lesson notebooks from their sources (lessons/src/NN_*.md, "
        "lessons/es/src/NN_*.md): add the navigation cells, execute them, save them with "
        "their outputs, made to show before anything runs (the same sources give the same "
        "bytes).",
    )
    parser.add_argument("lessons", nargs="*", metavar="NN", help="lesson numbers (default: all)")
    parser.add_argument(
        "--lang", choices=list(make_nav.FOLDERS), default="en", help="the lessons' language"
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="build nothing: list the notebooks whose cells differ from their source "
        "(or whose navigation is stale) and exit 1 if there are any",
    )
    return parser


def main(argv: list[str]) -> int:
    """Build the lessons named in ``argv`` by number (all when none), in English or, after
    ``--lang es``, in Spanish; ``--check`` only reports what is out of date."""
    args = _parser().parse_args(argv)
    lang: Language = args.lang
    sources = sorted(sources_folder(lang).glob("[0-9][0-9]_*.md"))
    if args.lessons:
        wanted = {f"{int(n):02d}" if n.isdigit() else n for n in args.lessons}
        unknown = sorted(wanted - {s.stem[:2] for s in sources})
        if unknown:
            print(f"no lesson source for {', '.join(unknown)} in {sources_folder(lang)}",
                  file=sys.stderr)  # fmt: skip
            return 2
        sources = [s for s in sources if s.stem[:2] in wanted]
    if not sources:
        print(f"no lesson sources to build in {sources_folder(lang)}", file=sys.stderr)
        return 1
    if args.check:
        stale = [(s, why) for s in sources if (why := out_of_date(s))]
        for source, why in stale:
            print(f"{notebook_of(source).relative_to(LESSONS)}: {why}; "
                  f"run python lessons/build.py --lang {lang} {source.stem[:2]}")  # fmt: skip
        nav = make_nav.main(["--check"])
        found = f"{len(stale)} out of date" if stale else "all in step with their sources"
        print(f"checked {len(sources)} {lang} lesson(s): {found}")
        return 1 if stale or nav else 0
    for source in sources:
        print(f"{source.stem}: executed in {build(source):.1f} s")
    return make_nav.main([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
