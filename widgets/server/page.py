"""The practice page's Voila server: a token like JupyterLab's, no foreign origin, no CDN.

:class:`PracticeVoila` is Voila with three changes, used by ``koikoi-practice``:

- the page handler refuses a request whose ``Origin`` names another site (a web page the
  learner visits cannot make it start kernels, even with the token), and one without the
  token (it is sent to the login page), before any kernel starts;
- the page it sends loads nothing from a CDN (Voila's ``lab`` template links Font
  Awesome on jsdelivr; the same icons are already in Voila's own ``voila-style.js``);
- with a token (``koikoi-practice`` asks for one), the browser it opens carries it, as
  JupyterLab's does;
- the page leaves out the lesson's navigation cells (:func:`without_navigation`): Voila
  serves one notebook, and a link to another would answer 403.
"""

from __future__ import annotations

import re
import threading
import webbrowser
from typing import Any
from urllib.parse import urlsplit

import tornado.web
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

CDN_LINK = re.compile(r'<link[^>]*href="https?://cdn\.jsdelivr\.net/[^"]*"[^>]*>\s*')
"""A stylesheet link to the CDN in Voila's page (Font Awesome: bundled in voila-style.js)."""


NAVIGATION = ("nav-top", "nav-bottom")
"""The ids of a lesson's navigation cells (``lessons/make_nav.py``): links to other
notebooks."""


def without_navigation(handler: object, notebook: Any, cwd: str) -> Any:
    """Voila's prelaunch hook: ``notebook`` without its navigation cells (a single-notebook
    Voila page answers a link to another notebook with 403; the course map inside the
    lesson leaves out its links by itself)."""
    notebook.cells = [cell for cell in notebook.cells if cell.get("id") not in NAVIGATION]
    return notebook


class PracticePageHandler(TornadoVoilaHandler):
    """Voila's page handler: refuses foreign origins, drops CDN links."""

    async def get(self, path: str | None = None) -> None:
        origin = self.request.headers.get("Origin")
        if origin and urlsplit(origin.lower()).netloc != self.request.host.lower():
            self.log.warning("refused a request for the practice page from %s", origin)
            raise tornado.web.HTTPError(403, "cross-origin request refused")
        pending = self.page(path)
        if pending is not None:  # None: not logged in, sent to the login page
            await pending

    @tornado.web.authenticated
    async def page(self, path: str | None) -> None:
        """Voila's page (its kernel starts here), for an authenticated request only."""
        async for html in self.get_generator(path=path):
            self.write(CDN_LINK.sub("", html))
            self.flush()


class PracticeVoila(Voila):
    """Voila serving the practice page with :class:`PracticePageHandler`, without the
    lesson's navigation (:func:`without_navigation`, unless a hook is configured)."""

    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        if self.voila_configuration.prelaunch_hook is None:
            self.voila_configuration.prelaunch_hook = without_navigation

    def init_handlers(self) -> list[Any]:
        handlers = super().init_handlers()
        return [
            (h[0], PracticePageHandler, *h[2:])
            if isinstance(h, tuple) and len(h) > 1 and h[1] is TornadoVoilaHandler
            else h
            for h in handlers
        ]

    def page_url(self) -> str:
        """The page's address with its token (if any), for the browser."""
        token = getattr(getattr(self, "identity_provider", None), "token", "")
        return f"{self.connection_url}?token={token}" if token else self.connection_url

    def launch_browser(self) -> None:
        try:
            browser = webbrowser.get(self.browser or None)
        except webbrowser.Error as error:
            self.log.warning("No web browser found: %s.", error)
            return
        threading.Thread(target=browser.open, args=(self.page_url(),), daemon=True).start()
