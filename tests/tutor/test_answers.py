"""The words a learner may answer with (``koikoi.tutor.answers``) are language data, not
catalog entries: they are accepted in every language at once and never shown. These tests
tie them to what the learner is shown, which the catalogs hold."""

from __future__ import annotations

import pytest

from koikoi.cards import Kind, Ribbon
from koikoi.i18n import LANGUAGES, Language
from koikoi.tutor import answers
from koikoi.tutor.checks import _word, check_ribbon, parse_class

TABLES = {
    "CLASS_WORDS": answers.CLASS_WORDS,
    "RIBBON_WORDS": answers.RIBBON_WORDS,
    "OUTCOME_WORDS": answers.OUTCOME_WORDS,
    "YES_NO_WORDS": answers.YES_NO_WORDS,
    "SEAT_WORDS": answers.SEAT_WORDS,
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_class_name_the_catalog_shows_is_an_accepted_answer(lang: Language) -> None:
    """A learner who types the class name the course shows (``Kind.label``, from the
    ``koikoi`` catalog: "luz", "simple"...) is understood, in every course language."""
    for kind in Kind:
        assert parse_class(kind.label(lang)) is kind, (lang, kind.label(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ribbon_name_the_catalog_shows_is_an_accepted_answer(lang: Language) -> None:
    """Likewise for ribbon kinds ("cinta poética", "plain red ribbon"): answered about a
    ribbon of that kind, the check says yes."""
    cards = {Ribbon.POETRY: "1r", Ribbon.BLUE: "6r", Ribbon.RED: "4r"}
    for ribbon, code in cards.items():
        assert check_ribbon(code, ribbon.label(lang)).correct, (lang, ribbon.label(lang))


@pytest.mark.parametrize("name", TABLES)
def test_every_answer_word_is_stored_as_it_is_compared(name: str) -> None:
    """Answers are compared trimmed, in lower case and without Spanish accents: a word
    stored otherwise ("sí", "Luz") could never be matched."""
    for langs in TABLES[name].values():
        for lang, words in langs.items():
            assert lang in ("en", "es", "ja")
            assert [w for w in words if _word(w) != w] == []


@pytest.mark.parametrize("name", TABLES)
def test_no_answer_word_stands_for_two_answers(name: str) -> None:
    """All languages are accepted at once, so a word may not mean one answer in one
    language and another in a second."""
    meaning: dict[str, set[object]] = {}
    for answer, langs in TABLES[name].items():
        for words in langs.values():
            for word in words:
                meaning.setdefault(word, set()).add(answer)
    assert {w: m for w, m in meaning.items() if len(m) > 1} == {}
