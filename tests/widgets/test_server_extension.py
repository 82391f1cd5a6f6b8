"""Installing the package enables the no-delay server extension for any Jupyter server.

These tests look at the environment the tests run in: after ``pip install -e '.[test]'`` (or
``pip install .``) its ``etc/jupyter/jupyter_server_config.d/`` holds the enable file.
"""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from widgets.server import nodelay

REPO = Path(__file__).resolve().parents[2]
ENABLE_FILE = "etc/jupyter/jupyter_server_config.d/koikoi-lessons.json"
SHIPPED = REPO / "jupyter-config" / "jupyter_server_config.d" / "koikoi-lessons.json"
BIN = Path(sys.executable).parent
LOADED = "koikoi-lessons: kernel websockets send without Nagle delay"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _installed_enable_file() -> Path:
    path = Path(sys.prefix) / ENABLE_FILE
    assert path.is_file(), (
        f"{path} is missing: this environment's koikoi-lessons was installed before the "
        "package shipped its server extension; reinstall it (pip install -e .)"
    )
    return path


def test_the_enable_file_names_the_extension_module() -> None:
    config = json.loads(SHIPPED.read_text())
    assert config == {"ServerApp": {"jpserver_extensions": {nodelay.__name__: True}}}
    assert nodelay._jupyter_server_extension_points() == [{"module": nodelay.__name__}]


def test_installing_the_package_enables_the_extension() -> None:
    installed = _installed_enable_file()
    assert json.loads(installed.read_text()) == json.loads(SHIPPED.read_text())
    listing = subprocess.run(
        [str(BIN / "jupyter-server"), "extension", "list"],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    text = re.sub(r"\x1b\[[0-9;]*m", "", listing.stdout + listing.stderr)
    assert re.search(r"widgets\.server\.nodelay\s+enabled", text), text
    assert re.search(r"widgets\.server\.nodelay\s+OK", text), text


def test_a_plain_jupyter_server_loads_it(tmp_path: Path) -> None:
    """A plain ``jupyter server`` (what JupyterLab, jupyterhub-singleuser and Binder run),
    started without the project's launchers, loads the extension and applies the patch."""
    _installed_enable_file()
    log = tmp_path / "server.log"
    cmd = [
        str(BIN / "jupyter-server"), "--no-browser", "--ip=127.0.0.1", f"--port={_free_port()}",
        "--ServerApp.token=", "--allow-root", f"--ServerApp.root_dir={tmp_path}",
    ]  # fmt: skip
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=out, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while LOADED not in log.read_text() and proc.poll() is None:
            if time.monotonic() > deadline:
                pytest.fail(f"no '{LOADED}' within 60 s:\n{log.read_text()[-3000:]}")
            time.sleep(0.2)
        text = log.read_text()
        assert LOADED in text, text[-3000:]
        assert re.search(r"widgets\.server\.nodelay \| extension was successfully loaded", text)
    finally:
        proc.send_signal(signal.SIGINT)
        time.sleep(0.3)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


LAB_SETTINGS = "share/jupyter/lab/settings/overrides.d/koikoi-lessons.json"
LAB_SHIPPED = REPO / "jupyter-config" / "lab" / "settings" / "overrides.d" / "koikoi-lessons.json"


def test_installing_the_package_makes_jupyterlab_open_markdown_rendered() -> None:
    """The package's JupyterLab settings default (tests/browser/test_doc_links.py
    double-clicks a page): Markdown files open in the Markdown Preview."""
    from jupyterlab.commands import get_app_dir
    from jupyterlab_server.settings_utils import _get_overrides

    shipped = json.loads(LAB_SHIPPED.read_text())
    assert shipped == {
        "@jupyterlab/docmanager-extension:plugin": {
            "defaultViewers": {"markdown": "Markdown Preview"}
        }
    }
    installed = Path(sys.prefix) / LAB_SETTINGS
    assert installed.is_file(), f"{installed} is missing: reinstall the package (pip install -e .)"
    assert json.loads(installed.read_text()) == shipped
    overrides, error = _get_overrides(str(Path(get_app_dir()) / "settings"))
    assert not error
    viewers = overrides["@jupyterlab/docmanager-extension:plugin"]["defaultViewers"]
    assert viewers["markdown"] == "Markdown Preview"
