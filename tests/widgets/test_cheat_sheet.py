"""The cheat sheet as lessons and the practice page show it (widgets.kit.cheat_sheet)."""

from __future__ import annotations

import base64
import re

from widgets.kit import cheat_sheet
from widgets.pages.cheatsheet import cheat_sheet_svg


def _embedded_svg(html: str) -> str:
    data = re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    assert data, html[:200]
    return base64.b64decode(data[1]).decode()


def test_the_cheat_sheet_is_stored_in_the_page_folded_under_its_title() -> None:
    sheet = cheat_sheet()
    html = sheet._repr_html_()
    assert html.startswith("<details><summary") and "Cheat sheet: every yaku" in html
    assert _embedded_svg(html) == cheat_sheet_svg()  # the same page as docs/cheat-sheet.svg
    assert repr(sheet) == "Cheat sheet: every yaku, the round points and the turn flow"


def test_the_cheat_sheet_follows_the_course_language(spanish) -> None:
    html = cheat_sheet()._repr_html_()
    assert "Chuleta: todas las combinaciones" in html
    assert "Chuleta de Koi-Koi" in _embedded_svg(html)


def test_the_round_flow_diagram_is_stored_in_the_page_unfolded() -> None:
    from widgets.kit import round_flow
    from widgets.pages.flow import round_flow_svg

    html = round_flow()._repr_html_()
    assert html.startswith("<img") and _embedded_svg(html) == round_flow_svg()
