"""The Spanish catalogs are complete and current: every marked message translated, none
fuzzy, placeholders identical, nothing stale, the compiled .mo files built from the .po."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "catalogs.py"
spec = importlib.util.spec_from_file_location("catalogs", TOOL)
catalogs = importlib.util.module_from_spec(spec)
sys.modules["catalogs"] = catalogs  # dataclasses look their module up
spec.loader.exec_module(catalogs)


@pytest.mark.parametrize("domain", catalogs.DOMAINS, ids=lambda d: d.name)
@pytest.mark.parametrize("lang", catalogs.TRANSLATED)
def test_catalog_is_complete_and_current(domain, lang) -> None:
    problems = catalogs.problems(domain, lang)
    assert not problems, "run python tools/catalogs.py and translate:\n" + "\n".join(problems)


def test_placeholders_are_compared_by_name() -> None:
    assert catalogs.placeholders("{player} wins {points:d}") == ["player", "points"]
    assert catalogs.placeholders("{points} para {player}") == ["player", "points"]


def test_a_translation_may_repeat_a_name() -> None:
    """reader 12: the Spanish cheat sheet deals «de {count} en {count}» («de 2 en 2»)."""
    said = catalogs.placeholders("Se reparten de {count} en {count}: 8 a cada mano")
    assert said == catalogs.placeholders("Deal {count} at a time: 8 to each hand") == ["count"]
    assert catalogs.placeholders("{} y {}") != catalogs.placeholders("{}")


def test_a_translation_with_a_name_the_message_lacks_is_reported(tmp_path, monkeypatch) -> None:
    domain = catalogs.Domain("probe", "koikoi/tutor", str(tmp_path))
    po = domain.po("es")
    po.parent.mkdir(parents=True)
    monkeypatch.setattr(catalogs, "extract", lambda _domain: _template())
    catalog = catalogs.load(po, "es", domain)  # no file yet: an empty catalog, 2 plural forms
    catalog.add("{count} point", "{count} punto {extra}")
    catalog.add(("one card", "{count} cards"), ("una carta", "{count} cartas"))
    po.write_bytes(catalogs.po_bytes(catalog))
    domain.mo("es").write_bytes(catalogs.mo_bytes(catalogs.load(po, "es", domain)))
    problems = catalogs.problems(domain, "es")
    assert problems == ["probe/es: placeholders differ in '{count} point': '{count} punto {extra}'"]


def _template():
    from babel.messages.catalog import Catalog

    template = Catalog(domain="probe")
    template.add("{count} point")
    template.add(("one card", "{count} cards"))
    return template
