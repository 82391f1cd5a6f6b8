"""The Anki deck: ``koikoi-deck`` writes an .apkg (a zip holding a SQLite collection and
the PNG pictures) with the 48 card notes and the yaku notes, in English and Spanish."""

from __future__ import annotations

import json
import sqlite3
import zipfile

import pytest

from koikoi.cards import DECK
from koikoi.tutor.reference import scoring_yaku
from widgets.art.svg import bare_svg
from widgets.pages.deck import build_deck, card_notes, main

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module", params=["en", "es"])
def opened(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple:
    lang = request.param
    folder = tmp_path_factory.mktemp(f"deck-{lang}")
    assert main(["--lang", lang, "-o", str(folder / f"koikoi-{lang}.apkg")]) == 0
    with zipfile.ZipFile(folder / f"koikoi-{lang}.apkg") as apkg:
        media = json.loads(apkg.read("media"))
        pictures = {name: apkg.read(number) for number, name in media.items()}
        (folder / "collection.anki2").write_bytes(apkg.read("collection.anki2"))
    with sqlite3.connect(folder / "collection.anki2") as db:
        notes = [row[0].split("\x1f") for row in db.execute("select flds from notes")]
    return lang, notes, pictures


def test_the_deck_holds_48_card_notes_and_the_yaku_notes_with_pictures(opened: tuple) -> None:
    lang, notes, pictures = opened
    yaku = scoring_yaku()
    assert len(notes) == len(DECK) + len(yaku) == 60
    fronts = [front for front, _back in notes]
    for card in DECK:
        assert f'<img src="koikoi-{card.code}.png">' in fronts
    for name in yaku:
        assert any(f'src="koikoi-yaku-{name}.png"' in back for _f, back in notes)
    assert len(pictures) == 60 and all(data.startswith(PNG) for data in pictures.values())
    month = "Mes" if lang == "es" else "Month"
    assert all(month in back for front, back in notes if front.startswith("<img"))


def test_a_card_note_says_the_engine_facts() -> None:
    note = {n.guid: n for n in card_notes("es")}["koikoi-card-9a-es"]
    assert "septiembre" in note.back and "sake cup · copa" in note.back
    assert "flores y sake" in note.back  # hanami counts the sake cup
    assert note.pictures["koikoi-9a.png"] == bare_svg("9a", width=300)  # no badge, no name


def test_a_deck_in_a_language_that_is_no_course_language_is_refused(tmp_path) -> None:
    """Japanese names are on every card, but the deck's words are in a course language."""
    with pytest.raises(ValueError, match="the deck's language is one of 'en', 'es', not 'ja'"):
        build_deck(tmp_path / "koikoi-ja.apkg", "ja")  # type: ignore[arg-type]
    assert not (tmp_path / "koikoi-ja.apkg").exists()
