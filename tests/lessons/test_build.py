"""lessons/build.py: its command line, its cell tags and folds, and what it joins."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS))
import build  # noqa: E402
import make_nav  # noqa: E402

_ID = re.compile(r"[0-9a-f]{32}")


def test_build_help_and_check_say_what_they_do_and_found(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        build.main(["--help"])
    assert stop.value.code == 0
    assert "same bytes" in capsys.readouterr().out
    assert build.main(["--check", "01"]) in (0, 1)
    out = capsys.readouterr().out
    assert re.search(r"checked 1 en lesson\(s\): (all in step|1 out of date)", out), out
    assert build.main(["99"]) == 2
    assert "no lesson source for 99" in capsys.readouterr().err


def test_check_output_markers_become_nbval_tags() -> None:
    """A source's ``# NBVAL_CHECK_OUTPUT`` line is a cell tag in the saved notebook (nbval
    reads that tag as the same marker), so no lesson shows a test marker to its reader."""
    from nbval.plugin import metadata_tags

    assert metadata_tags["nbval-check-output"] == "check"
    marked = 0
    for lang in make_nav.FOLDERS:
        for source in sorted(build.sources_folder(lang).glob("[0-9][0-9]_*.md")):
            text = source.read_text(encoding="utf-8")
            nb = nbformat.read(build.notebook_of(source), as_version=4)
            tagged = [c for c in nb.cells if "nbval-check-output" in c.metadata.get("tags", [])]
            assert len(tagged) == text.count(build.CHECK_OUTPUT_MARKER), source.name
            assert all(build.CHECK_OUTPUT_MARKER not in c.source for c in nb.cells), source.name
            marked += len(tagged)
    assert marked >= 30


def test_every_code_cell_is_folded_or_marked_optional() -> None:
    """A learner never needs to read code (issue 23): in every built lesson of both
    languages each code cell starts folded (its output shows, the code opens on a click),
    unless it is offered as optional: then it is tagged ``optional`` and its first line
    says so in the lesson's language."""
    optional = 0
    for lang in make_nav.FOLDERS:
        for source in sorted(build.sources_folder(lang).glob("[0-9][0-9]_*.md")):
            nb = nbformat.read(build.notebook_of(source), as_version=4)
            assert build.unfolded_code(nb, lang) == [], f"{source.name}: code shown, not optional"
            code = [c for c in nb.cells if c.cell_type == "code"]
            shown = [c for c in code if not c.metadata.get("jupyter", {}).get("source_hidden")]
            assert len(shown) < len(code), f"{source.name} folds no code"
            for cell in shown:
                assert cell.source.splitlines()[0] == build.OPTIONAL_NOTE[lang], source.name
            optional += len(shown)
            hidden = [c for c in code if c not in shown]
            assert all(build.FOLDED_TAG in c.metadata.get("tags", []) for c in hidden), (
                f"{source.name}: a folded cell without the tag {build.FOLDED_TAG}"
            )
            # GitHub and nbviewer show folded code: each says first that it need not be read
            # (the first cell says to run it first)
            assert all(c.source.startswith(build.FOLDED_NOTE[lang]) for c in hidden[1:]), (
                f"{source.name}: a folded cell without the note {build.FOLDED_NOTE[lang]!r}"
            )
            assert not any(build.FOLDED_TAG in c.metadata.get("tags", []) for c in shown)
    assert optional >= 2 * 6  # lessons 2, 3, 5, 10 and 11 offer code in both languages


def test_the_build_folds_code_unless_the_source_marks_it_optional(tmp_path: Path) -> None:
    """The rule is the build's, not each source's: a source cell without metadata comes out
    folded, one tagged ``optional`` unfolded under the note, in the source's language."""
    text = "\n".join(
        [
            "```{code-cell} ipython3",
            'cards("1b")',
            "```",
            "",
            "```{code-cell} ipython3",
            "---",
            "tags: [optional]",
            "jupyter:",
            "  source_hidden: true",
            "---",
            'check_month("1b", 1)',
            "```",
        ]
    )
    for lang in make_nav.FOLDERS:
        cells = build.parse_source(text)
        build.fold_code(cells, lang)
        folded, offered = cells
        assert folded.metadata["jupyter"] == {"source_hidden": True}
        assert folded.metadata["tags"] == [build.FOLDED_TAG]
        assert folded.source == f'{build.FOLDED_NOTE[lang]}\ncards("1b")'
        assert "jupyter" not in offered.metadata
        assert offered.source == f'{build.OPTIONAL_NOTE[lang]}\ncheck_month("1b", 1)'
        build.fold_code(cells, lang)  # a second pass adds no second note
        assert offered.source.count(build.OPTIONAL_NOTE[lang]) == 1
        assert folded.source.count(build.FOLDED_NOTE[lang]) == 1
    nb = nbformat.v4.new_notebook()
    nb.cells = build.parse_source(text)
    assert len(build.unfolded_code(nb)) == 1  # the unfolded cell without the note


def test_a_static_page_leaves_out_folded_code_with_the_shipped_config(tmp_path: Path) -> None:
    """``jupyter nbconvert --config lessons/nbconvert_config.json --to html`` shows a folded
    cell's output without its code, and an optional cell's code; without the config
    nbconvert shows every cell's code (it reads neither ``source_hidden`` nor tags)."""
    folded = nbformat.v4.new_code_cell("print('FOLDED' + 'CODE')")
    folded.outputs = [nbformat.v4.new_output("stream", text="FOLDEDOUTPUT\n")]
    offered = nbformat.v4.new_code_cell("'OPTIONAL' + 'CODE'")
    offered.metadata["tags"] = [build.OPTIONAL_TAG]
    build.fold_code([folded, offered])
    nb = nbformat.v4.new_notebook()
    nb.cells = [folded, offered]
    nbformat.write(nb, tmp_path / "lesson.ipynb")

    def page(*config: str) -> str:
        command = [sys.executable, "-m", "nbconvert", *config, "--to", "html", "lesson.ipynb"]
        subprocess.run(command, cwd=tmp_path, check=True, capture_output=True)
        return (tmp_path / "lesson.html").read_text()

    configured = page("--config", str(build.NBCONVERT_CONFIG))
    assert "FOLDEDOUTPUT" in configured
    assert "FOLDED&#39;" not in configured and "FOLDED'" not in configured
    assert "OPTIONAL" in configured
    plain = page()
    assert "FOLDED" in plain.replace("FOLDEDOUTPUT", "")
    # there, the folded code starts with the note saying it need not be read
    note = plain.index("you need not read it")
    assert note < plain.index("FOLDED") < plain.index("FOLDEDOUTPUT")


def test_printed_text_split_by_the_kernel_is_saved_as_one_output() -> None:
    def stream(name: str, text: str) -> nbformat.NotebookNode:
        return nbformat.v4.new_output("stream", name=name, text=text)

    picture = nbformat.v4.new_output("display_data", data={"text/plain": "x"})
    pieces = [
        stream("stdout", "a\n"),
        stream("stdout", "b\n"),
        stream("stderr", "!\n"),
        picture,
        stream("stdout", "c\n"),
        stream("stdout", "d\n"),
    ]
    joined = build.coalesced_streams(pieces)
    assert [(o.output_type, o.get("name"), o.get("text")) for o in joined] == [
        ("stream", "stdout", "a\nb\n"),
        ("stream", "stderr", "!\n"),
        ("display_data", None, None),
        ("stream", "stdout", "c\nd\n"),
    ]
