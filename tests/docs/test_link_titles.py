"""The reference pages a learner opens from the lessons (rules, cards, glossary, both
languages) name the pages they link by their titles, never by a file name: a reader of
the glossary meets «Koi-Koi: las reglas», not «reglas.md»."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [
    REPO / "docs" / name
    for name in (
        "rules.md", "cards.md", "glossary.md", "es/reglas.md", "es/cartas.md", "es/glosario.md",
    )
]  # fmt: skip
LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)\s#]+)(?:#[^)]*)?\)")
FILE_NAME = re.compile(r"^[\w./-]+\.(md|ipynb|png|svg|pdf)$")
QUOTES = "“”«»\"' "


def links(page: Path) -> list[tuple[str, str]]:
    """Every Markdown link of ``page``: (its text, its target)."""
    return [(m["text"], m["target"]) for m in LINK.finditer(page.read_text(encoding="utf-8"))]


def heading(page: Path) -> str:
    """The page's title: its first ``# `` line."""
    lines = page.read_text(encoding="utf-8").splitlines()
    return next(line[2:].strip() for line in lines if line.startswith("# "))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(REPO).as_posix())
def test_no_link_is_named_by_a_file_name(page: Path) -> None:
    named = [(text, target) for text, target in links(page) if FILE_NAME.match(text.strip())]
    assert named == [], f"{page.name}: links named by a file name: {named}"


@pytest.mark.parametrize("page", [p for p in PAGES if p.stem in ("glossary", "glosario")])
def test_the_glossary_links_the_rules_and_the_cards_by_their_titles(page: Path) -> None:
    """The glossary's opening links the rules page and the card list, each named by the
    page's own title (its H1), in quotes as the lessons name them."""
    by_target = {target: text.strip(QUOTES) for text, target in links(page)}
    english = page.stem == "glossary"
    for target in ("rules.md", "cards.md") if english else ("reglas.md", "cartas.md"):
        assert target in by_target, f"{page.name} does not link {target}"
        assert by_target[target] == heading(page.parent / target), (target, by_target[target])
