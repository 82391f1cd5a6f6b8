"""The language learners read: English by default, Spanish with ``set_language("es")``.

Every sentence a learner sees (the round log and results, explanations, hints, widget
labels and messages) goes through gettext catalogs: one *domain* per layer (``koikoi``,
``tutor``, ``widgets``), compiled ``.mo`` files under ``locale/<lang>/LC_MESSAGES/`` of
``koikoi/`` or ``widgets/`` (sources: the ``.po`` files beside them). Messages use named
placeholders, filled after translation::

    from koikoi.i18n import Translator
    _ = Translator("koikoi")        # Translator("tutor"); Translator("widgets", WIDGETS_LOCALE)
    ngettext = _.n
    _("{player} wins {points} points.", player=name, points=n)
    ngettext("{count} card", "{count} cards", n, count=n)

(``_``, ``ngettext``, ``N_``, ``NN_`` and ``NP_`` are the names the catalog extraction looks for:
``tools/catalogs.py``.)

The language is chosen once per process: the environment variable ``KOIKOI_LANG``
(``en`` or ``es``) sets the starting language, and :func:`set_language` switches it (the
Spanish lessons call it in their first cell). Text is translated when it is shown, so a
switch applies to everything shown afterwards. Module-level texts are marked with
:func:`N_` (:func:`NN_` for a plural pair; extraction only) and translated where they
are shown.

>>> set_language("es")
'es'
>>> get_language()
'es'
>>> set_language("en")
'en'
>>> Translator("koikoi").n("{count} card", "{count} cards", 2, count=2)
'2 cards'
>>> set_language("fr")
Traceback (most recent call last):
...
ValueError: language 'fr' is not available: choose one of 'en', 'es'
"""

from __future__ import annotations

import gettext
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Literal

from .errors import shown

__all__ = [
    "LANGUAGES",
    "NAME_LANGUAGES",
    "NN_",
    "NP_",
    "N_",
    "Lang",
    "Language",
    "Translator",
    "get_language",
    "join",
    "language_of",
    "set_language",
]

Language = Literal["en", "es"]
LANGUAGES: tuple[Language, ...] = ("en", "es")
"""The languages of the course; English is the source language of every message."""

LOCALE = Path(__file__).resolve().parent / "locale"
"""The compiled catalogs of the engine (domain ``koikoi``) and teaching logic (``tutor``)."""
_ENV = "KOIKOI_LANG"


def _checked(lang: object) -> Language:
    for code in LANGUAGES:
        if lang == code:
            return code
    choices = ", ".join(repr(code) for code in LANGUAGES)
    raise ValueError(f"language {lang!r} is not available: choose one of {choices}")


def _from_environment() -> Language:
    value = os.environ.get(_ENV, "").strip().lower()
    if not value:
        return "en"
    try:
        return _checked(value.split("_")[0].split(".")[0])
    except ValueError as error:
        print(f"{_ENV}: {error}; using English", file=sys.stderr)
        return "en"


_current: Language = _from_environment()


def get_language() -> Language:
    """The language learners read now."""
    return _current


Lang = Literal["en", "es", "ja"]
NAME_LANGUAGES: tuple[Lang, ...] = ("en", "es", "ja")
"""The languages of the names of cards, months and yaku: the course languages and
Japanese, which is never the course language."""


def language_of(lang: str | None) -> Lang:
    """``lang`` itself, or the current language when it is None; a ``ValueError`` naming
    ``lang`` unless it is one of :data:`NAME_LANGUAGES`."""
    if lang is None:
        return _current
    for code in NAME_LANGUAGES:
        if lang == code:
            return code
    choices = ", ".join(repr(code) for code in NAME_LANGUAGES)
    raise ValueError(f"unknown language {shown(lang)}: use {choices}")


def join(items: list[str] | tuple[str, ...], lang: str | None = None) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the current language (``y`` in Spanish).

    >>> join(["1b", "3b", "8b"], "es")
    '1b, 3b y 8b'
    """
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    chosen = language_of(lang)
    listed = _LISTS.catalog("en" if chosen == "ja" else chosen).gettext(_AND_LIST)
    return listed.format(items=", ".join(items[:-1]), last=items[-1])


def set_language(lang: str) -> Language:
    """Switch every learner-facing text to ``lang`` (``"en"`` or ``"es"``); returns it.

    Widgets already on screen keep their text until they redraw; anything shown afterwards
    is in the new language.
    """
    global _current
    _current = _checked(lang)
    return _current


@contextmanager
def speaking(lang: str) -> Iterator[Language]:
    """The course language is ``lang`` inside the block, and the one before it after.

    >>> with speaking("es"):
    ...     get_language()
    'es'
    >>> get_language()
    'en'
    """
    before = _current
    try:
        yield set_language(lang)
    finally:
        set_language(before)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it (translate where shown)."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a ``singular``/``plural`` pair for the catalogs (as ``ngettext`` does) without
    translating it: sentences kept in tables, translated where shown with
    :meth:`Translator.n`."""
    return singular, plural


def NP_(context: str, message: str) -> str:
    """Mark ``message`` for the catalogs under ``context`` (as ``pgettext`` does) without
    translating it: names kept in tables (cards, months, plants), translated where shown
    with :meth:`Translator.name`."""
    return message


@cache
def _catalog(domain: str, localedir: str, lang: Language) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(domain, localedir, languages=[lang])


class Translator:
    """The messages of one gettext ``domain``, in the current language.

    ``localedir`` defaults to the engine's ``koikoi/locale`` (domains ``koikoi`` and
    ``tutor``); the widgets pass their own. Calling it translates and fills named
    placeholders; :meth:`n` chooses a plural form by ``count``.
    """

    def __init__(self, domain: str, localedir: str | Path = LOCALE) -> None:
        self.domain = domain
        self.localedir = str(localedir)

    def catalog(self, lang: Language | None = None) -> gettext.NullTranslations:
        """The compiled catalog of ``lang`` (default: the current language)."""
        return _catalog(self.domain, self.localedir, _current if lang is None else lang)

    def __call__(self, message: str, /, **values: object) -> str:
        text = self.catalog().gettext(message)
        return text.format(**values) if values else text

    def n(self, singular: str, plural: str, count: int, /, **values: object) -> str:
        """The form of ``singular``/``plural`` for ``count``, with placeholders filled."""
        text = self.catalog().ngettext(singular, plural, count)
        return text.format(**values) if values else text

    def name(self, context: str, message: str, lang: str | None = None) -> str:
        """``message`` under ``context`` (marked with :func:`NP_`) in ``lang``, a course
        language (default: the current one), e.g. ``name("month", "May", "es") == "mayo"``."""
        return self.catalog(None if lang is None else _checked(lang)).pgettext(context, message)


_LISTS = Translator("koikoi")
_AND_LIST = N_("{items} and {last}")
"""The last two items of a list :func:`join` makes ("1b, 3b and 8b"), from the catalog."""
