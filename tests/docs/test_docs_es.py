"""The Spanish docs (docs/es) agree with the engine: their generated tables are current
(see test_docs.test_generated_files_are_current, which covers every language), built in
Spanish, and the glossary names every yaku, card class and term in Spanish."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import DECK, YAKU_NAMES, Card, RuleSet
from koikoi.rules import OPTION_HELP
from koikoi.tutor.reference import scoring_yaku, value_text
from koikoi.yaku import YAKU_INFO

from .test_docs import DOCS, REPO, _bare, _block, glossary_rows, make_docs, unnamed_yaku_and_classes

ES = DOCS / "es"


def test_spanish_docs_are_generated_too() -> None:
    expected = make_docs.expected_files()
    for name in ("reglas.md", "cartas.md"):
        assert ES / name in expected, name
    pictures = {ES / "chuleta.svg", ES / "flujo-de-ronda.svg"}
    assert set(make_docs.expected_files(("es",))) == {ES / "reglas.md", ES / "cartas.md"} | pictures


def test_every_generated_block_is_in_a_spanish_document() -> None:
    found = [
        name
        for doc in make_docs.MARKDOWN_BY_LANG["es"]
        for name in make_docs.block_names((DOCS / doc).read_text())
    ]
    assert sorted(found) == sorted(make_docs.BLOCKS)


def test_spanish_option_table_explains_every_option_in_spanish(spanish: None) -> None:
    rows = {_bare(row[0]): row for row in _block(ES / "reglas.md", "options")}
    assert set(rows) == set(OPTION_HELP)
    yes_no = {"yes": "sí", "no": "no"}
    for name, row in rows.items():
        assert row[1] == RuleSet.explain(name) != OPTION_HELP[name]
        for preset, cell in zip(RuleSet.PRESETS, row[2:], strict=True):
            english = value_text(getattr(RuleSet.preset(preset), name))
            assert _bare(cell) == yes_no.get(english, english), (name, preset)


def _head(path: Path, name: str) -> list[str]:
    """The header cells of the generated table ``name`` in ``path``."""
    body = path.read_text().split(f"<!-- begin generated: {name} -->\n", 1)[1]
    head = next(line for line in body.splitlines() if line.startswith("|"))
    return [cell.strip() for cell in head.strip("|").split(" | ")]


@pytest.mark.parametrize(("name", "before"), [("profile-yaku", 1), ("options", 2)])
def test_spanish_tables_head_profiles_by_their_shown_label(name: str, before: int) -> None:
    # issue 23: the Spanish tables headed a column "standard", the profile's code; each
    # page heads its profiles as the rules lab shows them in its language
    assert _head(ES / "reglas.md", name)[before:] == [
        "estándar", "LaBSK", "wikiHow", "Wikipedia en español"
    ]  # fmt: skip
    assert _head(DOCS / "rules.md", name)[before:] == [
        "standard", "LaBSK", "wikiHow", "Spanish Wikipedia"
    ]  # fmt: skip
    assert RuleSet.PRESETS == ("standard", "labsk", "wikihow", "wikipedia-es")


def test_spanish_yaku_table_gives_spanish_names_and_needs(spanish: None) -> None:
    rows = _block(ES / "reglas.md", "standard-yaku")
    assert [_bare(r[0]) for r in rows] == list(scoring_yaku(RuleSet()))
    for row in rows:
        info = YAKU_INFO[_bare(row[0])]
        assert row[2:4] == [info.es, info.needs]
        assert info.needs != info.requirement
        assert re.fullmatch(r"\d+|1 con \d+ [\w ()]+, \+1 por cada [\w ]+ más", row[5]), row[5]


def test_spanish_card_list_has_the_48_cards_with_spanish_classes(spanish: None) -> None:
    rows = _block(ES / "cartas.md", "cards")
    assert [_bare(r[0]) for r in rows] == [c.code for c in DECK]
    for row in rows:
        card = Card.parse(_bare(row[0]))
        kind = card.ribbon.label("es") if card.ribbon else card.kind.label("es")
        assert row[1].split()[1] == card.month_info.name("es")
        assert row[2:] == [kind, card.name("es"), card.name("en"), card.name("ja")]


def test_spanish_glossary_names_every_yaku_and_card_class() -> None:
    text = (ES / "glosario.md").read_text()
    missing = unnamed_yaku_and_classes(text, ("en", "es"))
    missing += [YAKU_INFO[name].es for name in YAKU_NAMES if YAKU_INFO[name].es not in text]
    assert not missing, f"glosario lacks {missing}"


TERMS_ES = (
    "oya",
    "ko",
    "oya-ken",
    "combinación",
    "koi-koi",
    "plantarse",
    "teshi",
    "kuttsuki",
    "puntos base",
    "puntos de la ronda",
    "mesa",
    "mazo",
    "mano",
    "ronda",
    "partida",
    "comodín",
    "hanafuda",
    "reparto nulo",
    "hombre de la lluvia",
    "copa de sake",
)


@pytest.mark.parametrize("term", TERMS_ES)
def test_spanish_glossary_explains_the_lessons_terms(term: str) -> None:
    """Each term has a row of its own: term, Japanese, English, meaning."""
    rows = glossary_rows(ES / "glosario.md", term)
    assert rows and len(rows[0].split(" | ")) == 4, term


def _links(path: Path) -> list[str]:
    return re.findall(r"\]\(([^)#]+)", path.read_text())


@pytest.mark.parametrize("name", ["reglas.md", "glosario.md", "cartas.md"])
def test_spanish_docs_link_only_inside_the_project(name: str) -> None:
    """No pointer to the project's private sources; Markdown links go to the Spanish docs
    or the pictures (the Spanish pictures are made by make_docs.py too)."""
    path = ES / name
    text = path.read_text()
    assert "RULES.md" not in text and "../shared" not in text and "seeds/" not in text
    pictures = {"chuleta.png", "chuleta.svg", "flujo-de-ronda.svg", "flujo-de-ronda.png"}
    for target in _links(path):
        assert (ES / target).exists() or target in pictures, (name, target)


def test_readme_reference_section_links_the_spanish_docs() -> None:
    readme = (REPO / "README.md").read_text()
    section = readme.split("## Reference", 1)[1].split("\n## ", 1)[0]
    for target in ("docs/es/reglas.md", "docs/es/glosario.md", "docs/es/cartas.md"):
        assert f"({target})" in section, target
        assert (REPO / target).exists(), target
