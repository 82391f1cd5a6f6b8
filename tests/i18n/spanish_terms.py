"""The Spanish texts a learner reads, and the one-name-per-thing table they must follow.

:func:`terms` reads ``tests/i18n/terminos.toml``; :func:`texts` yields every Spanish text of
the course as (where, text): the prose and the string literals of the Spanish lesson
sources, every Spanish catalog translation, and every Spanish docs page (the glossary, the
rules, the cards). :func:`misnamed` lists the
variants a text uses instead of a thing's one name (a variant quoted in «guillemets» is a
mention that explains it, not a use).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[2]
TERMS = Path(__file__).resolve().with_name("terminos.toml")
GLOSSARY = REPO / "docs" / "es" / "glosario.md"
DOCS = sorted((REPO / "docs" / "es").glob("*.md"))
"""The Spanish docs pages: the glossary, the rules and the cards."""
LESSONS = REPO / "lessons" / "es" / "src"
CATALOGS = sorted(REPO.glob("*/locale/es/LC_MESSAGES/*.po"))
NOT_YET: dict[str, str] = {}
"""Lesson sources left out of the scans, each with the reason."""

_CODE_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"' + r"|'((?:[^'\\\n]|\\.)*)'")
_COMMENT = re.compile(r"#[^\n]*")
_CODE_SPAN = re.compile(r"`[^`\n]+`")
_QUOTED = re.compile(r"«[^»]*»")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_HTML_TAG = re.compile(r"<[^>\n]+>")
_KEY = re.compile(r"\bkey=\s*$")
_WORD_LITERAL = re.compile(r"([\"'])[a-z_-]+\1")
"""A string that is one code word ("yaku", "stop"): the engine's vocabulary, not text."""
"""A string given as ``key=``: an exercise's saved name, the same in every language."""


@dataclass(frozen=True)
class Term:
    """One thing of the game: its one Spanish ``name``, the ``plate`` a card prints for it
    (if shortened) and the ``variants`` it must not be called."""

    thing: str
    name: str
    variants: tuple[re.Pattern[str], ...]
    plate: str | None = None


def terms() -> list[Term]:
    """The table of ``tests/i18n/terminos.toml``."""
    table = tomllib.loads(TERMS.read_text(encoding="utf-8"))
    return [
        Term(
            entry["thing"],
            entry["name"],
            tuple(re.compile(v, re.IGNORECASE) for v in entry.get("variants", ())),
            entry.get("plate"),
        )
        for entry in table["term"]
    ]


def lesson_sources() -> list[Path]:
    """The Spanish lesson sources the scans read (all but :data:`NOT_YET`)."""
    return [p for p in sorted(LESSONS.glob("*.md")) if p.name not in NOT_YET]


def lesson_texts(path: Path) -> Iterator[tuple[str, str]]:
    """(line label, text) of one lesson source: its prose paragraph by paragraph, and the
    string literals and comments of its code cells (what a learner sees of them; not the
    exercises' ``key=`` names)."""
    source = path.read_text(encoding="utf-8")
    code_spans = [(m.start(1), m.end(1)) for m in _CODE_CELL.finditer(source)]
    line_of = lambda offset: source.count("\n", 0, offset) + 1  # noqa: E731
    for start, end in code_spans:
        code = source[start:end]
        for m in list(_STRING.finditer(code)) + list(_COMMENT.finditer(code)):
            if not _KEY.search(code[: m.start()]) and not _WORD_LITERAL.fullmatch(m.group(0)):
                yield f"{path.name}:{line_of(start + m.start())}", m.group(0)
    prose = list(source)
    for start, end in code_spans:
        prose[start:end] = [c if c == "\n" else " " for c in source[start:end]]
    prose_text = "".join(prose)
    for m in re.finditer(r"\S(?:.|\n(?!\s*\n))*", prose_text):
        yield f"{path.name}:{line_of(m.start())}", m.group(0)


SHORT_NAMES_CONTEXT = "card plate"
"""The catalog context of the short names on a drawn card's plate ("lluvia", "ave"), which
the glossary lists apart (docs/es/glosario.md, "Nombres cortos en las cartas"): not read."""


def catalog_texts(po: Path) -> Iterator[tuple[str, str]]:
    """(message label, translation) of every translated message of a Spanish catalog, but
    the card plates' short names (:data:`SHORT_NAMES_CONTEXT`)."""
    with po.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if message.context == SHORT_NAMES_CONTEXT:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        for text in strings:
            if message.id and text:
                yield f"{po.relative_to(REPO)} msgid {msgid!r}", text


def texts() -> Iterator[tuple[str, str]]:
    """Every Spanish text of the course, as (where, text)."""
    for path in lesson_sources():
        yield from lesson_texts(path)
    for po in CATALOGS:
        yield from catalog_texts(po)
    for page in DOCS:
        yield from doc_texts(page)


FOREIGN_COLUMNS = ("inglés", "japonés")
"""Glossary columns that give a thing's names in other languages (not read)."""


def doc_texts(path: Path) -> Iterator[tuple[str, str]]:
    """(line label, text) of a Spanish docs page: its prose lines, and its table rows
    without the columns of :data:`FOREIGN_COLUMNS` (the glossary's other languages)."""
    foreign: set[int] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|"):
            foreign = set()
            yield f"{path.relative_to(REPO)}:{number}", line
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if not foreign and not set(cells) <= {"---", ""}:
            foreign = {i for i, cell in enumerate(cells) if cell in FOREIGN_COLUMNS} or {-1}
        kept = [cell for i, cell in enumerate(cells) if i not in foreign]
        yield f"{path.relative_to(REPO)}:{number}", " | ".join(kept)


def readable(text: str) -> str:
    """``text`` without code spans, placeholders, HTML tags and «quoted mentions»."""
    for pattern in (_CODE_SPAN, _PLACEHOLDER, _HTML_TAG, _QUOTED):
        text = pattern.sub(" ", text)
    return " ".join(text.split())


def misnamed(text: str, table: list[Term]) -> list[str]:
    """Each variant ``text`` uses, as 'variant (say: name)'."""
    text = readable(text)
    found = []
    for term in table:
        for variant in term.variants:
            for match in variant.finditer(text):
                found.append(f"{match.group(0)!r} (say: {term.name!r}, {term.thing})")
    return found
