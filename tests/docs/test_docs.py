"""The docs agree with the engine: generated tables and pictures are current, the tables
say what ``RuleSet`` and scoring do, and the glossary names every yaku and card class."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from PIL import Image

from koikoi import DECK, YAKU_NAMES, Card, Kind, Ribbon, RuleSet, score
from koikoi.rules import OPTION_HELP
from koikoi.tutor.reference import example_pile, points_text, scoring_yaku
from koikoi.yaku import yaku_value_table

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"


def _load_make_docs():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_docs", DOCS / "make_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_docs = _load_make_docs()


def _block(path: Path, name: str) -> list[list[str]]:
    """The rows of the generated table ``name`` in ``path``, as lists of cells."""
    text = path.read_text()
    body = text.split(f"<!-- begin generated: {name} -->\n", 1)[1]
    body = body.split(f"<!-- end generated: {name} -->", 1)[0]
    lines = [line for line in body.splitlines() if line.startswith("|")][2:]
    return [[cell.strip() for cell in line.strip("|").split(" | ")] for line in lines]


def _bare(cell: str) -> str:
    return cell.strip("*`")


@pytest.mark.parametrize("path", sorted(make_docs.expected_files()), ids=lambda p: p.name)
def test_generated_files_are_current(path: Path) -> None:
    """Regenerating changes nothing (run ``python docs/make_docs.py`` after an engine change)."""
    assert path.read_text() == make_docs.expected_files()[path], (
        f"{path.name} is out of date: run python docs/make_docs.py"
    )


def test_every_generated_block_is_in_a_document() -> None:
    found = [
        name
        for doc in make_docs.MARKDOWN
        for name in make_docs.block_names((DOCS / doc).read_text())
    ]
    assert sorted(found) == sorted(make_docs.BLOCKS)


def test_unknown_block_is_refused() -> None:
    text = "<!-- begin generated: nonsense -->\nx\n<!-- end generated: nonsense -->"
    with pytest.raises(ValueError, match="unknown generated block 'nonsense'"):
        make_docs.fill_blocks(text)


def test_option_table_gives_every_option_and_preset_value() -> None:
    """One row per RuleSet option: its label, its identifier in code, its explanation, and
    its value in each profile in the words of the rules lab (``RuleSet.value_label``)."""
    rows = {_bare(row[1]): row for row in _block(DOCS / "rules.md", "options")}
    assert set(rows) == set(RuleSet().to_dict()) == set(OPTION_HELP)
    for name, row in rows.items():
        assert row[0] == RuleSet.label(name)
        assert row[2] == RuleSet.explain(name)
        for preset, cell in zip(RuleSet.PRESETS, row[3:], strict=True):
            value = getattr(RuleSet.preset(preset), name)
            assert cell.strip("*") == RuleSet.value_label(name, value), (name, preset)


# A further card that extends each extendable yaku by one (an animal, a ribbon).
FURTHER = {"inoshikacho": "2a", "akatan": "4r", "aotan": "4r", "akatan-aotan": "4r"}


def test_profile_yaku_table_agrees_with_scoring() -> None:
    """Each cell's points are what ``score`` gives the smallest pile making the yaku, and
    "+1 per further" holds when one more card of the kind is added."""
    rows = {_bare(row[0]): row[1:] for row in _block(DOCS / "rules.md", "profile-yaku")}
    assert rows.pop("counting") == [
        RuleSet.value_label("counting", RuleSet.preset(p).counting) for p in RuleSet.PRESETS
    ]
    assert set(rows) <= set(YAKU_NAMES)
    for preset, column in zip(RuleSet.PRESETS, zip(*rows.values(), strict=True), strict=True):
        rules = RuleSet.preset(preset)
        for name, cell in zip(rows, column, strict=True):
            assert cell == points_text(name, rules), (preset, name)
            if name not in scoring_yaku(rules):
                assert cell == "—"
                continue
            pile = example_pile(name, rules)
            scored = {y.name: y.points for y in score(pile, rules, month=1).yaku}
            first = int(re.match(r"\d+", cell)[0])  # type: ignore[index]
            if name in ("tane", "tan", "kasu"):
                assert scored[name] == 1 and f"1 at {len(pile)} " in cell
            else:
                assert scored[name] == first == yaku_value_table(rules)[name]
            if name in FURTHER and "+1 per further" in cell:
                more = score([*pile, Card.parse(FURTHER[name])], rules)
                assert {y.name: y.points for y in more.yaku}[name] == first + 1, (preset, name)


def test_standard_yaku_table_lists_every_standard_yaku() -> None:
    rows = _block(DOCS / "rules.md", "standard-yaku")
    assert [_bare(r[0]) for r in rows] == list(scoring_yaku(RuleSet()))
    for row in rows:
        codes = row[4].replace("`", "").split()
        assert score(codes).names() == (_bare(row[0]),)


def test_card_list_has_the_48_cards_with_names_and_class() -> None:
    rows = _block(DOCS / "cards.md", "cards")
    assert [_bare(r[0]) for r in rows] == [c.code for c in DECK]
    for row in rows:
        card = Card.parse(_bare(row[0]))
        kind = card.ribbon.label() if card.ribbon else card.kind.label()
        assert row[2:] == [kind, card.name("en"), card.name("es"), card.name("ja")]


def _svg_texts(svg: str) -> list[str]:
    return re.findall(r"<text [^>]*>([^<]*)</text>", svg)


def assert_every_standard_yaku_with_its_points_and_cards(texts: list[str]) -> None:
    """A cheat sheet's texts name every standard yaku, its engine points ("1+" for the
    counting yaku) two texts on, and then the codes of its example pile."""
    values = yaku_value_table(RuleSet())
    for name in scoring_yaku(RuleSet()):
        at = texts.index(name)
        shown = "1+" if name in ("tane", "tan", "kasu") else str(values[name])
        assert texts[at + 2] == shown, name
        codes = [t for t in texts[at:] if re.fullmatch(r"\d{1,2}[barp]\d?", t)]
        pile = [c.code for c in example_pile(name)]
        assert codes[: len(pile)] == pile, name


def test_cheat_sheet_lists_every_standard_yaku_with_its_points_and_cards() -> None:
    assert_every_standard_yaku_with_its_points_and_cards(
        _svg_texts((DOCS / "cheat-sheet.svg").read_text())
    )


@pytest.mark.parametrize("name", ["cheat-sheet", "round-flow"])
def test_png_renderings_match_their_svg(name: str) -> None:
    """The PNG exists with the SVG's proportions (re-render with ``--png`` after a change)."""
    svg = (DOCS / f"{name}.svg").read_text()
    width, height = (float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())  # type: ignore[union-attr]
    with Image.open(DOCS / f"{name}.png") as png:
        assert png.size == (int(width) * 2, int(height) * 2)


def unnamed_yaku_and_classes(text: str, languages: tuple[str, ...]) -> list[str]:
    """The yaku (in bold) and the card classes and ribbons, labelled in each of
    ``languages``, that ``text`` does not name."""
    missing = [name for name in YAKU_NAMES if f"**{name}**" not in text]
    for lang in languages:
        missing += [k.label(lang) for k in Kind if k.label(lang) not in text]
        missing += [r.label(lang) for r in Ribbon if r.label(lang) not in text]
    return missing


def test_glossary_names_every_yaku_and_card_class() -> None:
    missing = unnamed_yaku_and_classes((DOCS / "glossary.md").read_text(), ("en", "es", "ja"))
    assert not missing, f"glossary lacks {missing}"


TERMS = (
    "oya",
    "ko",
    "oya-ken",
    "yaku",
    "koi-koi",
    "teshi",
    "kuttsuki",
    "tsuki-fuda",
    "base points",
    "field",
    "stock",
    "bake-fuda",
    "hanafuda",
    "void deal",
    "drawn round",
)


def glossary_rows(glossary: Path, term: str) -> list[str]:
    """The rows of ``glossary``'s tables whose first cell is ``term`` in bold."""
    return [
        line
        for line in glossary.read_text().splitlines()
        if line.lower().startswith(f"| **{term}**")
    ]


@pytest.mark.parametrize("term", TERMS)
def test_glossary_explains_the_lessons_terms(term: str) -> None:
    """Each term has a row of its own: term, Japanese, Spanish, meaning."""
    rows = glossary_rows(DOCS / "glossary.md", term)
    assert rows and len(rows[0].split(" | ")) == 4, term


PROJECT_TEXT = [
    "README.md",
    "docs/*.md",
    "koikoi/**/*.py",
    "widgets/**/*.py",
    "lessons/src/*.md",
    "lessons/es/src/*.md",
    "lessons/*.py",
]


def test_nothing_points_outside_the_project_for_the_rules() -> None:
    """Learners do not have the project's private sources: the rules are in docs/rules.md."""
    offenders = [
        f"{path.relative_to(REPO)}:{n}"
        for pattern in PROJECT_TEXT
        for path in REPO.glob(pattern)
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if "RULES.md" in line or "../shared" in line or "seeds/" in line
    ]
    assert not offenders, offenders


def test_readme_reference_section_links_the_docs() -> None:
    readme = (REPO / "README.md").read_text()
    section = readme.split("## Reference", 1)[1].split("\n## ", 1)[0]
    for target in (
        "docs/rules.md",
        "docs/glossary.md",
        "docs/cards.md",
        "docs/cheat-sheet.png",
        "docs/cheat-sheet.pdf",
        "docs/round-flow.svg",
    ):
        assert f"({target})" in section, target
        assert (REPO / target).exists(), target
