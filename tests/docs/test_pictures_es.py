"""The Spanish cheat sheet and round-flow diagram (``docs/es/``): current, in Spanish,
every yaku with its points and cards, rendered to PNG (and the sheet to PDF); drawing them
leaves the course language as it was."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from koikoi import DECK, RuleSet
from koikoi.i18n import get_language
from koikoi.tutor.reference import points_text, scoring_yaku
from koikoi.yaku import YAKU_INFO
from tests.docs.test_docs import (
    DOCS,
    _svg_texts,
    assert_every_standard_yaku_with_its_points_and_cards,
    make_docs,
)
from widgets.art.faces import label_lines

SPANISH = {"chuleta": "cheat-sheet", "flujo-de-ronda": "round-flow"}
"""Each Spanish picture and its English original."""
SAME_IN_BOTH = {"no", "koi-koi", "•"} | {
    word for c in DECK for word in label_lines(c, "es") if word in label_lines(c, "en")
}
"""Words that Spanish and English share (a few card labels: "animal", "iris")."""
ENGLISH_WORDS = (" the ", " and ", " you ", " your ", "Deal", "round", "stock", "cheat sheet")


def _texts(name: str) -> list[str]:
    return _svg_texts((DOCS / "es" / f"{name}.svg").read_text())


def test_spanish_pictures_are_generated_with_the_english_ones() -> None:
    expected = make_docs.expected_files()
    for name in SPANISH:
        assert DOCS / "es" / f"{name}.svg" in expected
    assert get_language() == "en"  # drawing the Spanish ones switched back


def _not_words(text: str) -> bool:
    """Card codes, numbers and sums (the same in both languages)."""
    return re.fullmatch(r"[\dbarpx×+=· ]*", text) is not None


def _others_words() -> set[str]:
    """The engine's and the teaching logic's texts on the sheet (what each yaku needs, how
    counted yaku score), names of yaku and example lines: translated in their own
    catalogs, not by the pictures."""
    rules = RuleSet()
    words = set(scoring_yaku(rules))
    for name in scoring_yaku(rules):
        info = YAKU_INFO[name]
        words |= {info.ja, info.needs, points_text(name, rules)}
    return words


@pytest.mark.parametrize("name", SPANISH)
def test_spanish_pictures_say_nothing_in_english(name: str) -> None:
    english = set(_svg_texts((DOCS / f"{SPANISH[name]}.svg").read_text()))
    spanish = _texts(name)
    same = [t for t in spanish if t in english and not _not_words(t) and t not in SAME_IN_BOTH]
    yaku_lines = re.compile(r"[a-z-]+ \d+")  # "shiko 8": an example's yaku and points
    left = [t for t in same if t not in _others_words() and not yaku_lines.fullmatch(t)]
    assert not left, left
    words = [t for t in spanish if t not in _others_words()]
    assert not [t for t in words if any(w in f" {t} " for w in ENGLISH_WORDS)]
    assert any("ó" in t or "á" in t for t in spanish)  # accents are written as they are


def test_spanish_cheat_sheet_lists_every_standard_yaku_with_its_points_and_cards() -> None:
    texts = _texts("chuleta")
    assert texts[0] == "Chuleta de Koi-Koi"
    assert_every_standard_yaku_with_its_points_and_cards(texts)


def test_spanish_cards_on_the_sheet_carry_spanish_labels() -> None:
    svg = (DOCS / "es" / "chuleta.svg").read_text()
    assert ">grulla<" in svg and ">jabalí<" in svg and ">crane<" not in svg


@pytest.mark.parametrize("name", SPANISH)
def test_spanish_png_renderings_match_their_svg(name: str) -> None:
    """Re-render with ``python docs/make_docs.py --png --lang es`` after a change."""
    svg = (DOCS / "es" / f"{name}.svg").read_text()
    size = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
    assert size is not None
    with Image.open(DOCS / "es" / f"{name}.png") as png:
        assert png.size == (int(float(size[1])) * 2, int(float(size[2])) * 2)


def test_spanish_cheat_sheet_has_its_pdf() -> None:
    pdf: Path = DOCS / "es" / "chuleta.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("name", SPANISH)
def test_english_pictures_are_drawn_in_english_after_spanish(name: str) -> None:
    english = SPANISH[name]
    make_docs.expected_files()
    assert (DOCS / f"{english}.svg").read_text() == make_docs.PICTURES[f"{english}.svg"]()


def test_the_spanish_cards_page_links_a_spanish_card_sheet() -> None:
    """reader 10: cartas.md sent a Spanish learner to ../card-sheet.png, in English and with
    developer panels («highlight · selected · dimmed», «thumbnails (40 px)»); it links the
    Spanish sheet make_docs.py draws: the 48 cards with their Spanish names, nothing else."""
    page = (DOCS / "es" / "cartas.md").read_text()
    assert "card-sheet.png" not in page and "](cartas.png)" in page
    assert DOCS / "es" / "cartas.svg" in make_docs.expected_files(("es",))
    texts = _texts("cartas")
    assert texts[0] == "Las 48 cartas, un mes por columna"
    assert "grulla" in texts and "jabalí" in texts and "crane" not in texts
    assert not [t for t in texts if re.search(r"px|highlight|selected|thumbnail|back", t)]
    assert [t for t in texts if t in {"luz", "animal", "simple"}]
