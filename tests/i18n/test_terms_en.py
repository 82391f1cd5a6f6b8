"""One name per thing in English too: the lessons, the glossary and the messages of the
catalogs call a named rule set a "profile" (as the Spanish say "perfil"), never a "preset"
(the engine's ``RuleSet.preset`` keeps its name in code), and say a drawn round's caller
loses "the yaku they held", never "suspended yaku"."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from tests.i18n import score_forms
from tests.i18n import spanish_terms as st

LESSONS = st.REPO / "lessons" / "src"
VARIANTS = {
    "profile": re.compile(r"(?<![.\w])presets?\b", re.IGNORECASE),
    # a caller who loses a drawn round "loses the yaku they held" (lesson 8); "suspended"
    # is taught nowhere
    "the yaku they held": re.compile(r"\bsuspended yaku\b", re.IGNORECASE),
}
"""Each thing's one English name, and the words a text must not use for it."""
_CODE_SPAN = re.compile(r"`[^`\n]+`")


def texts() -> Iterator[tuple[str, str]]:
    """(where, text): the English lessons' prose and strings, every English docs page and
    the README, and every catalog message in English (the msgids)."""
    for lesson in sorted(LESSONS.glob("*.md")):
        yield from st.lesson_texts(lesson)
    for doc in [*sorted((st.REPO / "docs").glob("*.md")), st.REPO / "README.md"]:
        yield str(doc.relative_to(st.REPO)), doc.read_text(encoding="utf-8")
    for po in st.CATALOGS:
        with po.open("rb") as handle:
            for message in read_po(handle):
                for msgid in message.id if isinstance(message.id, tuple) else (message.id,):
                    yield f"{po.relative_to(st.REPO)} msgid {msgid!r}", msgid


def misnamed(text: str) -> list[str]:
    """The variants ``text`` uses, outside `code spans`, as "variant (for: name)"."""
    prose = _CODE_SPAN.sub(" ", text)
    return [
        f"{m.group(0)} (for: {name})" for name, v in VARIANTS.items() for m in v.finditer(prose)
    ]


def test_no_english_text_uses_a_variant_name() -> None:
    found = [f"{where}: {hit}" for where, text in texts() for hit in misnamed(text)]
    assert not found, "say the one name:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("start from the preset closest to your rules; the presets differ", 2),
        ('the labsk profile; `RuleSet.preset("labsk")` gives it', 0),
        ("RuleSet.preset(name) in a comment", 0),
        ("The caller's suspended yaku are lost.", 1),
    ],
)
def test_the_scan_finds_the_variant_and_only_it(text: str, hits: int) -> None:
    assert len(misnamed(text)) == hits


ENGLISH_NOTEBOOKS = sorted((st.REPO / "lessons").glob("*.ipynb"))


def test_a_match_score_has_one_written_form_in_english() -> None:
    """Issue 23: "You 0 · Greedy 6" only (widgets.art.header.match_score): not "You 0,
    Opponent 0" nor a bare "0-1", in the lessons, the msgids, nor in what the saved
    notebooks show (the widgets' outputs: the header, the score sheet)."""
    lessons = [t for lesson in sorted(LESSONS.glob("*.md")) for t in st.lesson_texts(lesson)]
    msgids = [(where, text) for where, text in texts() if " msgid " in where]
    found = [
        f"{where}: {hit}"
        for where, text in lessons + msgids
        for hit in score_forms.abandoned_in(_CODE_SPAN.sub(" ", text))
    ]
    found += score_forms.abandoned_in_notebooks(ENGLISH_NOTEBOOKS)
    assert ENGLISH_NOTEBOOKS and not found, 'write "You 0 · Greedy 6":\n' + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("Totals: You 0, Opponent 0", 1),
        ("totals (Ann–Ben) 2-24; Match over: You win, 12 to 5.", 1),
        ("Match: You 0 · Greedy 6; Match over: you win (You 12 · Greedy 5).", 0),
    ],
)
def test_the_score_scan_finds_the_abandoned_forms_in_english(text: str, hits: int) -> None:
    assert len(score_forms.abandoned_in(text)) == hits, score_forms.abandoned_in(text)
