"""Lint as a test: ruff's checks and formatting over the whole repo (config in pyproject)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "args", [["check", "."], ["format", "--check", "."]], ids=["check", "format"]
)
def test_ruff(args: list[str]) -> None:
    """``ruff check .`` and ``ruff format --check .`` pass; ruff's output is the message."""
    cmd = [sys.executable, "-m", "ruff", *args]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        pytest.fail(
            f"`ruff {' '.join(args)}` failed (fix: ruff check --fix . / ruff format .)\n"
            f"{proc.stdout}{proc.stderr}",
            pytrace=False,
        )
