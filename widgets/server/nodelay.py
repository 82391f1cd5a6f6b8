"""Fast widget round trips: a Jupyter server extension that turns off Nagle's algorithm on
kernel websockets.

jupyter_server leaves Nagle's algorithm on for the websocket between the page and the
kernel. A click on the table sends a small message and the redraw comes back as a small
message; with Nagle and the browser's delayed ACK, each reply waits about 40 ms on
loopback, so any widget round trip took ~50 ms. With ``TCP_NODELAY`` it takes ~10 ms
(``benchmarks/bench_table_browser.py`` prints both).

Installing the package enables it as a Jupyter server extension: pip puts the enable file
``etc/jupyter/jupyter_server_config.d/koikoi-lessons.json`` in the environment, so any Jupyter
server started from it (``jupyter lab``, Voila, ``jupyterhub-singleuser``, Binder) loads this
module; ``jupyter server extension list`` shows it. The launchers of
:mod:`widgets.server.launch` (``koikoi-lessons``, ``koikoi-practice``) also enable it
in-process. It changes nothing else.
"""

from __future__ import annotations

from typing import Any

_PATCHED = "_koikoi_nodelay"


def enable_nodelay() -> bool:
    """Make every kernel websocket (JupyterLab's and Voila's) send without delay.

    Idempotent; returns False when jupyter_server is not installed.
    """
    try:
        from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
    except ImportError:  # pragma: no cover - only the kernel side is installed
        return False
    if getattr(KernelWebsocketHandler, _PATCHED, False):
        return True
    original_open = KernelWebsocketHandler.open

    async def open_without_delay(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        return await original_open(self, *args, **kwargs)

    KernelWebsocketHandler.open = open_without_delay  # type: ignore[method-assign]
    setattr(KernelWebsocketHandler, _PATCHED, True)
    return True


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Where Jupyter finds this extension: this module."""
    return [{"module": "widgets.server.nodelay"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Called by the Jupyter server at start-up: apply :func:`enable_nodelay`."""
    if enable_nodelay():
        serverapp.log.info("koikoi-lessons: kernel websockets send without Nagle delay")
