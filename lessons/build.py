"""Build lesson notebooks from their sources in ``lessons/src/NN_*.md``, executed.

A source is a jupytext MyST Markdown notebook (JupyterLab opens it as a notebook when
jupytext is installed): each ```` ```{code-cell} ipython3 ```` block is a code cell, with
cell metadata such as ``jupyter: {source_hidden: true}`` (code that starts collapsed) or
``tags`` in its option block, and a line ``+++`` separates two Markdown cells. The first
code cell holds the lesson's imports. The notebook gets its navigation cells
(:mod:`make_nav`), is run top to bottom with nbclient and saved with its outputs and no
machine-specific metadata; :mod:`static_outputs` makes those outputs show before anything
runs (PNG copies of pictures, no saved widget state) and refuses machine paths in them.

    .venv/bin/python lessons/build.py                # every English source
    .venv/bin/python lessons/build.py 03 05          # some lessons
    .venv/bin/python lessons/build.py --lang es      # the Spanish lessons (lessons/es/src/)
    .venv/bin/python lessons/build.py --lang es 01   # one Spanish lesson

A language's notebooks are written into its folder (:data:`make_nav.FOLDERS`: ``lessons/``
for English, ``lessons/es/`` for Spanish) and run there (the kernel's working directory).

tests/lessons/test_lessons.py checks that every built notebook still matches its source.
"""

from __future__ import annotations

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


def parse_source(text: str) -> list[nbformat.NotebookNode]:
    """The cells of a lesson source (without navigation cells), with stable ids."""
    cells = jupytext.reads(text, fmt="md:myst").cells
    for i, cell in enumerate(cells):
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in KEPT_METADATA}
        cell.id = f"{cell.cell_type[:2]}{i:02d}"
    return cells


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
    return nb


def clean(nb: nbformat.NotebookNode) -> None:
    """Drop run-specific metadata; number executed cells 1, 2, ... in order."""
    widgets = nb.metadata.get("widgets")
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    if widgets:
        nb.metadata["widgets"] = widgets
    count = 0
    for cell in nb.cells:
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in KEPT_METADATA}
        if cell.cell_type == "code":
            count += 1
            cell.execution_count = count
            for out in cell.outputs:
                if "execution_count" in out:
                    out.execution_count = count


@contextmanager
def fresh_progress() -> Iterator[None]:
    """Run kernels with an empty progress file of their own (``KOIKOI_PROGRESS``): saved
    outputs never depend on, nor add to, the progress of whoever builds the lessons."""
    before = os.environ.get("KOIKOI_PROGRESS")
    with tempfile.TemporaryDirectory(prefix="koikoi-build-") as folder:
        os.environ["KOIKOI_PROGRESS"] = str(Path(folder) / "progress.json")
        try:
            yield
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
    with fresh_progress():
        NotebookClient(
            nb,
            timeout=300,
            kernel_name="python3",
            resources={"metadata": {"path": str(target.parent)}},
            record_timing=False,
        ).execute()
    seconds = time.perf_counter() - start
    clean(nb)
    static_outputs.finish(nb, name=target.name)  # pictures on first open, no machine paths
    nbformat.validate(nb)
    nbformat.write(nb, target)
    return seconds


def main(argv: list[str]) -> int:
    """Build the lessons named in ``argv`` by number (all when none), in English or, after
    ``--lang es``, in Spanish."""
    argv = list(argv)
    lang: Language = "en"
    if "--lang" in argv:
        at = argv.index("--lang")
        if at + 1 >= len(argv) or argv[at + 1] not in make_nav.FOLDERS:
            print(f"--lang needs one of: {', '.join(make_nav.FOLDERS)}", file=sys.stderr)
            return 2
        lang = argv[at + 1]  # type: ignore[assignment]
        del argv[at : at + 2]
    sources = sorted(sources_folder(lang).glob("[0-9][0-9]_*.md"))
    if argv:
        sources = [s for s in sources if s.stem[:2] in argv]
    if not sources:
        print(f"no lesson sources to build in {sources_folder(lang)}", file=sys.stderr)
        return 1
    for source in sources:
        print(f"{source.stem}: executed in {build(source):.1f} s")
    return make_nav.main([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
