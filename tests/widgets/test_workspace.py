"""The learner's copy of the lessons (widgets.server.workspace): made, refreshed the way
nbgitpuller merges (an edited copy is kept), reset, and refused on an odd folder."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

from widgets.server import workspace

LESSON = "lessons/01_start_here.ipynb"


def _notebook(path: Path, *sources: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in sources]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


@pytest.fixture
def course(tmp_path: Path) -> Path:
    """A small course: two English lessons, one Spanish, a docs page and a picture."""
    root = tmp_path / "course"
    _notebook(root / LESSON, "print(1)")
    _notebook(root / "lessons/02_the_twelve_months.ipynb", "print(2)")
    _notebook(root / "lessons/es/01_empieza_aqui.ipynb", "print('uno')")
    (root / "lessons/src").mkdir()
    (root / "lessons/src/01_start_here.md").write_text("source")  # not copied
    (root / "docs/es").mkdir(parents=True)
    (root / "docs/rules.md").write_text("# Rules")
    (root / "docs/es/chuleta.svg").write_text("<svg/>")
    (root / "docs/make_docs.py").write_text("")  # not copied
    return root


def test_the_first_sync_copies_the_lessons_and_what_they_link_to(
    course: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    report = workspace.sync(course, folder)
    assert report.created and not report.updated and not report.kept
    assert sorted(report.copied) == [
        "docs/es/chuleta.svg", "docs/rules.md", LESSON,
        "lessons/02_the_twelve_months.ipynb", "lessons/es/01_empieza_aqui.ipynb",
    ]  # fmt: skip
    copy, original = (json.loads((root / LESSON).read_text()) for root in (folder, course))
    assert copy["cells"] == original["cells"]
    again = workspace.sync(course, folder)
    assert not (again.created or again.copied or again.updated or again.kept)


def test_a_lesson_changed_in_the_course_updates_an_unedited_copy(
    course: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    workspace.sync(course, folder)
    nb = nbformat.read(folder / LESSON, as_version=4)  # run, not edited: outputs and counts
    nb.cells[0].outputs = [nbformat.v4.new_output("stream", text="1\n")]
    nb.cells[0].execution_count = 7
    nbformat.write(nb, folder / LESSON)
    _notebook(course / LESSON, "print('one, better')")
    report = workspace.sync(course, folder)
    assert report.updated == [LESSON] and report.kept == []
    assert (folder / LESSON).read_bytes() == workspace.with_kernel_language(
        (course / LESSON).read_bytes()
    )


def test_a_lesson_the_learner_edited_is_kept_and_reset_takes_the_course_version(
    course: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    workspace.sync(course, folder)
    _notebook(folder / LESSON, "print('my own answer')")
    mine = (folder / LESSON).read_bytes()
    assert workspace.sync(course, folder).kept == []  # the course did not change: quiet
    _notebook(course / LESSON, "print('one, better')")
    report = workspace.sync(course, folder)
    assert report.kept == [LESSON] and report.updated == []
    assert (folder / LESSON).read_bytes() == mine
    assert workspace.reset(course, folder, LESSON) == folder / LESSON
    assert (folder / LESSON).read_bytes() == workspace.with_kernel_language(
        (course / LESSON).read_bytes()
    )
    assert workspace.sync(course, folder).kept == []
    with pytest.raises(workspace.WorkspaceError, match="not a file of the course"):
        workspace.reset(course, folder, "lessons/99_nothing.ipynb")


def test_a_deleted_copy_comes_back_and_a_lost_manifest_keeps_edits(
    course: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    workspace.sync(course, folder)
    (folder / "docs/rules.md").unlink()
    assert workspace.sync(course, folder).copied == ["docs/rules.md"]
    _notebook(folder / LESSON, "print('mine')")
    (folder / workspace.MANIFEST).write_text("not json")
    report = workspace.sync(course, folder)
    assert report.kept == [LESSON] and "print('mine')" in (folder / LESSON).read_text()


def test_a_copied_lesson_carries_the_kernels_language_facts(course: Path, tmp_path: Path) -> None:
    """JupyterLab writes the running kernel's ``language_info`` into an opened notebook; the
    copy already holds it, so opening a lesson does not mark it modified."""
    from ipykernel.ipkernel import IPythonKernel

    folder = tmp_path / "mine"
    workspace.sync(course, folder)
    for rel in (LESSON, "lessons/es/01_empieza_aqui.ipynb"):
        copy = json.loads((folder / rel).read_text(encoding="utf-8"))
        assert copy["metadata"]["language_info"] == IPythonKernel.language_info
        assert copy["metadata"]["language_info"]["version"].count(".") == 2
    assert (folder / "docs/rules.md").read_bytes() == (course / "docs/rules.md").read_bytes()


def test_copied_notebooks_are_trusted(course: Path, tmp_path: Path) -> None:
    from nbformat.sign import NotebookNotary

    folder = tmp_path / "mine"
    workspace.sync(course, folder)
    assert NotebookNotary().check_signature(nbformat.read(folder / LESSON, as_version=4))


def test_the_notebook_edit_key_ignores_outputs_but_not_sources(tmp_path: Path) -> None:
    path = tmp_path / "a.ipynb"
    _notebook(path, "x = 1")
    before = workspace.edit_key(path)
    data = json.loads(path.read_text())
    data["cells"][0]["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "1"}]
    data["metadata"]["widgets"] = {"state": {}}
    path.write_text(json.dumps(data))
    assert workspace.edit_key(path) == before
    data["cells"][0]["source"] = "x = 2"
    path.write_text(json.dumps(data))
    assert workspace.edit_key(path) != before
    path.write_text("{broken")
    assert workspace.edit_key(path) is None


def test_an_odd_folder_is_refused_naming_it_and_why(course: Path, tmp_path: Path) -> None:
    crowded = tmp_path / "home"
    crowded.mkdir()
    (crowded / "notes.txt").write_text("mine")
    with pytest.raises(workspace.WorkspaceError, match=r"home: .*already holds other files"):
        workspace.sync(course, crowded)
    with pytest.raises(workspace.WorkspaceError, match="cannot be your copy"):
        workspace.sync(course, course / "lessons")
    with pytest.raises(workspace.WorkspaceError, match="cannot be your copy"):
        workspace.sync(course, tmp_path)  # a folder around the course
    assert (crowded / "notes.txt").read_text() == "mine"
    assert (
        workspace.workspace_dir({"KOIKOI_WORKSPACE": "~/w"}, home=tmp_path)
        == Path("~/w").expanduser()
    )
