"""The Spanish docs (docs/es) agree with the engine: their generated tables are current
(see test_docs.test_generated_files_are_current, which covers every language), built in
Spanish, and the glossary names every yaku, card class and term in Spanish."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import DECK, YAKU_NAMES, Card, RuleSet
from koikoi.rules import OPTION_HELP
from koikoi.tutor.reference import scoring_yaku
from koikoi.yaku import YAKU_INFO

from .test_docs import DOCS, REPO, _bare, _block, glossary_rows, make_docs, unnamed_yaku_and_classes

ES = DOCS / "es"


def test_spanish_docs_are_generated_too() -> None:
    expected = make_docs.expected_files()
    for name in ("reglas.md", "cartas.md"):
        assert ES / name in expected, name
    pictures = {ES / "chuleta.svg", ES / "flujo-de-ronda.svg", ES / "cartas.svg"}
    assert set(make_docs.expected_files(("es",))) == {ES / "reglas.md", ES / "cartas.md"} | pictures


def test_every_generated_block_is_in_a_spanish_document() -> None:
    found = [
        name
        for doc in make_docs.MARKDOWN_BY_LANG["es"]
        for name in make_docs.block_names((DOCS / doc).read_text())
    ]
    assert sorted(found) == sorted(make_docs.BLOCKS)


def test_spanish_option_table_explains_every_option_in_spanish(spanish: None) -> None:
    rows = {_bare(row[1]): row for row in _block(ES / "reglas.md", "options")}
    assert set(rows) == set(OPTION_HELP)
    for name, row in rows.items():
        assert row[0] == RuleSet.label(name)
        assert row[2] == RuleSet.explain(name) != OPTION_HELP[name]
        for preset, cell in zip(RuleSet.PRESETS, row[3:], strict=True):
            value = getattr(RuleSet.preset(preset), name)
            assert cell.strip("*") == RuleSet.value_label(name, value), (name, preset)


def _code_values() -> set[str]:
    """Every value of an option as the code writes it, where the learner has a label for it:
    the choices, the receivers of a deal, and the English yes and no."""
    found = {v for name in OPTION_HELP for v in (RuleSet.choices(name) or ()) if isinstance(v, str)}
    found |= {seat for order in RuleSet.choices("deal_order") or () for seat in order}
    return found | {"yes", "no"}


def test_spanish_option_values_are_the_labels_not_the_code(spanish: None) -> None:
    """issue 23: the options table (and the words below it) gave the values as the code
    writes them (`best-per-category`, `round`, `sí` in code font) while lesson 10 and the
    rules lab name them in Spanish; only the column «en código» holds identifiers."""
    text = (ES / "reglas.md").read_text(encoding="utf-8")
    section = text.split("## 4. Opciones de reglas", 1)[1]
    cells = [cell for row in _block(ES / "reglas.md", "options") for cell in row[3:]]
    cells += _block(ES / "reglas.md", "profile-yaku")[-1][1:]  # the counting row
    code = _code_values() - {"no"}  # «no» is Spanish too
    shown = [c for c in cells if "`" in c or set(re.split(r", | > ", c.strip("*"))) & code]
    assert not shown, shown
    quoted = re.findall(r"`([^`]+)`", section.split("<!-- end generated: options -->", 1)[1])
    assert not set(quoted) & code, set(quoted) & code
    labels = {RuleSet.label(o) for o in OPTION_HELP}
    for line in section.split("<!-- end generated: options -->", 1)[1].split("\n- ")[1:]:
        # reader 10: each option is named by its label alone (its code is in the table).
        named = re.findall(r"\*\*(.+?)\*\*", " ".join(line.split()))
        assert named and set(named) <= labels and "`" not in line, line


def _head(path: Path, name: str) -> list[str]:
    """The header cells of the generated table ``name`` in ``path``."""
    body = path.read_text().split(f"<!-- begin generated: {name} -->\n", 1)[1]
    head = next(line for line in body.splitlines() if line.startswith("|"))
    return [cell.strip() for cell in head.strip("|").split(" | ")]


@pytest.mark.parametrize(("name", "before"), [("profile-yaku", 1), ("options", 3)])
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
    pictures |= {"cartas.png", "cartas.svg"}
    for target in _links(path):
        assert (ES / target).exists() or target in pictures, (name, target)


def test_readme_reference_section_links_the_spanish_docs() -> None:
    readme = (REPO / "README.md").read_text()
    section = readme.split("## Reference", 1)[1].split("\n## ", 1)[0]
    for target in ("docs/es/reglas.md", "docs/es/glosario.md", "docs/es/cartas.md"):
        assert f"({target})" in section, target
        assert (REPO / target).exists(), target


def _without_comments(text: str) -> str:
    return re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)


@pytest.mark.parametrize("page", [DOCS / "rules.md", ES / "reglas.md"], ids=lambda p: p.name)
def test_the_rules_page_says_how_it_is_made_only_in_a_comment(page: Path) -> None:
    """issue 23: the learner's full reference told how its tables are generated and tested;
    that note is for maintainers. Reader 10 found it in the raw page, in a comment: it is
    now in make_docs.py's docstring, and the page keeps only the generated blocks' markers."""
    text = page.read_text(encoding="utf-8")
    assert "make_docs" not in text and "<!-- begin generated: options -->" in text
    assert f"``{page.relative_to(DOCS).as_posix()}``" in make_docs.__doc__


def test_cartas_de_tierra_is_only_what_some_rule_texts_say() -> None:
    """issue 23: the animals have one name, «animales»; «cartas de tierra» is what some
    Spanish rule texts say, never what the docs call them."""
    said = [
        (page.name, " ".join(text[max(0, m.start() - 60) : m.start()].split()))
        for page in sorted(ES.glob("*.md"))
        for text in [page.read_text(encoding="utf-8")]
        for m in re.finditer("cartas de tierra", text)
    ]
    assert said and all("algunos textos de reglas" in before for _, before in said), said
