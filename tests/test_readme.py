"""The README's set-up commands stay in step with CI."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _setup_commands() -> list[str]:
    """The one-line commands in the README's "Set up" section's bash blocks."""
    text = (REPO / "README.md").read_text()
    section = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```bash\n(.+)\n```", section)


def test_setup_has_two_commands() -> None:
    """Exactly two commands: open the lessons, run the tests."""
    lessons, tests = _setup_commands()
    assert lessons.endswith(".venv/bin/koikoi-lessons")  # JupyterLab on lessons/ (launch.py)
    assert tests.endswith("-m pytest")


def test_ci_runs_the_readme_test_command() -> None:
    """.ci/run runs the README's test command verbatim, on a line of its own."""
    test_command = _setup_commands()[1]
    lines = (REPO / ".ci/run").read_text().splitlines()
    assert test_command in lines


def test_installs_show_their_progress() -> None:
    """A minute-long install shows what it does: no quiet ``pip install -q``."""
    for command in _setup_commands():
        assert " -q" not in command.split("pip install", 1)[-1].split("&&")[0], command


def test_no_placeholder_addresses() -> None:
    """The README and the classroom recipe name no OWNER/REPO to fill in."""
    for name in ("README.md", "docs/classroom.md"):
        assert "OWNER" not in (REPO / name).read_text(), f"{name} still has a placeholder"
