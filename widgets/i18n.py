"""The widgets' messages (gettext domain ``widgets``), in the course language.

Every label, button, message and caption a learner sees in :mod:`widgets` is a whole
sentence marked with ``_`` / ``ngettext`` (or ``N_`` at module level) from here, and
translated when shown (plural forms by ``ngettext``, named placeholders)::

    from widgets.i18n import ngettext, translator as _
    _("Koi-koi")
    ngettext("{count} card left", "{count} cards left", n, count=n)

The catalog sources are ``widgets/locale/<lang>/LC_MESSAGES/widgets.po``, compiled by
``tools/catalogs.py``. This module imports only the engine, so every widget layer (art
included) takes its words from here.

>>> from koikoi.i18n import set_language
>>> ngettext("{count} card in hand", "{count} cards in hand", 1, count=1)
'1 card in hand'
>>> _ = set_language("es")
>>> ngettext("{count} card in hand", "{count} cards in hand", 3, count=3)
'3 cartas en la mano'
>>> _ = set_language("en")
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from koikoi.cards import Card
from koikoi.i18n import N_, Translator, get_language

__all__ = [
    "COURSE_LANGUAGE",
    "N_",
    "OPPONENT",
    "PLAYERS",
    "WIDGETS_LOCALE",
    "YOU",
    "cards_text",
    "default_names",
    "is_default_opponent",
    "is_you",
    "ngettext",
    "pgettext",
    "sentence_names",
    "shown_language",
    "shown_names",
    "translator",
]

WIDGETS_LOCALE = Path(__file__).resolve().parent / "locale"
"""The compiled catalogs of the widgets (domain ``widgets``)."""

translator = Translator("widgets", WIDGETS_LOCALE)
"""Translate a message of the widgets (import it as ``_``: the name the catalogs look for)."""
ngettext = translator.n
_ = translator  # the name the catalog extraction looks for; other modules import `translator`


def pgettext(context: str, message: str) -> str:
    """``message`` in the course language, told apart by ``context`` from the same English
    words meaning something else (the table's "drawn" card, a "drawn" round)."""
    return translator.catalog().pgettext(context, message)


YOU = N_("You")
"""The learner's name at the table (second person: "You play 7a")."""
OPPONENT = N_("Opponent")
"""The other side's default name at the table."""
THE_OPPONENT = N_("The opponent")
"""The default opponent as the subject of a sentence of the round's log ("The opponent
plays ...", "El rival juega ..."): a common noun, with its article."""
PLAYERS = (N_("Player 0"), N_("Player 1"))
"""The players' names when nobody is "You" (a replay of two computer players)."""


COURSE_LANGUAGE = "course"
"""A widget's ``lang`` that follows the course language (:func:`koikoi.i18n.get_language`)
when the widget is made."""


def shown_language(lang: str) -> str:
    """``lang``, or the course language for :data:`COURSE_LANGUAGE`."""
    return get_language() if lang == COURSE_LANGUAGE else lang


def default_names() -> tuple[str, str]:
    """(yours, the opponent's) in the current language: ("You", "Opponent")."""
    return _(YOU), _(OPPONENT)


def shown_names(names: tuple[str, str]) -> tuple[str, str]:
    """``names`` with the default ones ("You", "Opponent", "Player 0"...) in the course
    language."""
    a, b = (_(name) if name in (YOU, OPPONENT, *PLAYERS) else name for name in names)
    return a, b


def is_you(name: str) -> bool:
    """Whether ``name`` is the learner, addressed in the second person ("You", "Tú")."""
    return name == YOU or name == _(YOU)


def is_default_opponent(name: str) -> bool:
    """Whether ``name`` is the default opponent's ("Opponent", "Rival"): a common noun,
    which messages name with their own words ("Le toca al rival."), not as a name."""
    return name == OPPONENT or name == _(OPPONENT)


def sentence_names(names: tuple[str, str]) -> tuple[str, str]:
    """``names`` as the round's log and results say them (each sentence opens with the
    player): the default opponent is "The opponent" ("El rival"), not a bare name."""
    a, b = (_(THE_OPPONENT) if is_default_opponent(name) else name for name in names)
    return a, b


def cards_text(cards: Sequence[Card]) -> str:
    """Cards in words, by name and code: ``"crane (1b), moon (8b)"``; "nothing" for none
    (what a text-only reader sees instead of a picture of them)."""
    if not cards:
        return _("nothing")
    return ", ".join(f"{card.name()} ({card.code})" for card in cards)
