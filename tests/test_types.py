"""mypy finds no error in ``koikoi/`` and ``widgets/`` (``[tool.mypy]`` in pyproject.toml:
Python 3.11, the bodies of unannotated functions checked too, every ``type: ignore`` still
needed), and nothing switches the check off wholesale.

mypy keeps its incremental cache in ``.mypy_cache/`` (ignored by git): the first run takes
some 10 to 30 seconds, later ones about a second.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def _mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", "pyproject.toml", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_mypy_finds_no_error_in_koikoi_and_widgets() -> None:
    assert CONFIG["files"] == ["koikoi", "widgets"]
    done = _mypy()
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")


def test_the_configuration_checks_what_it_claims(tmp_path: Path) -> None:
    """The same configuration reports an error inside an unannotated function, a stale
    ``type: ignore`` and a wrong argument type: the check above can fail."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from koikoi.moves import Move\n"
        "def untyped():\n"
        "    return 1 + 'a'\n"
        "x: int = 1  # type: ignore[assignment]\n"
        "Move.parse(7)\n",
        encoding="utf-8",
    )
    done = _mypy(str(probe))
    assert done.returncode == 1
    assert re.search(r"probe\.py:3: error: Unsupported operand types", done.stdout), done.stdout
    assert 'probe.py:4: error: Unused "type: ignore" comment' in done.stdout
    assert re.search(r"probe\.py:5: error: Argument 1 to \"parse\"", done.stdout), done.stdout


def test_no_blanket_ignores() -> None:
    """No module or package is left unchecked: no ``ignore_errors``, no ``# mypy:
    ignore-errors`` or file-wide ``# type: ignore``, every ``type: ignore`` names its
    error codes; only packages without type information have their imports ignored."""
    overrides = CONFIG.get("overrides", [])
    assert "ignore_errors" not in CONFIG and all("ignore_errors" not in o for o in overrides)
    assert not CONFIG.get("ignore_missing_imports", False)
    ignored = {m for o in overrides if o.get("ignore_missing_imports") for m in o["module"]}
    assert ignored <= {
        f"{name}.*"
        for name in (
            "ipycanvas",
            "ipywidgets",
            "voila",
            "jupyterlab",
            "genanki",
            "resvg_py",
            "fsrs",
            "nbformat",
            "jupytext",
            "traitlets",
        )
    }
    found = []
    for root in CONFIG["files"]:
        for path in sorted((REPO / root).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                where = f"{path.relative_to(REPO)}:{number}"
                if re.search(r"#\s*mypy:\s*ignore-errors", line):
                    found.append(f"{where}: module-wide ignore")
                elif re.search(r"#\s*type:\s*ignore(?!\[)", line):
                    found.append(f"{where}: type: ignore without error codes")
    assert found == []
