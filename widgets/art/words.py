"""The widgets' words: the gettext domain ``widgets`` in the course language.

Every label, button, message and caption a learner sees in :mod:`widgets` is a whole
sentence marked for the catalog and translated when shown (plural forms by ``ngettext``,
named placeholders)::

    from widgets.art.words import ngettext, translator as _
    _("stock {count}", count=24)
    ngettext("{count} card in hand", "{count} cards in hand", n, count=n)

(Layers above art import the same names from :mod:`widgets.i18n`.) The catalog sources
are ``widgets/locale/<lang>/LC_MESSAGES/widgets.po``, compiled by ``tools/catalogs.py``.

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
from koikoi.i18n import Translator

__all__ = ["WIDGETS_LOCALE", "cards_text", "ngettext", "pgettext", "translator"]

WIDGETS_LOCALE = Path(__file__).resolve().parents[1] / "locale"
"""The compiled catalogs of the widgets (domain ``widgets``)."""

translator = Translator("widgets", WIDGETS_LOCALE)
"""Translate a message of the widgets (import it as ``_``: the name the catalogs look for)."""
ngettext = translator.n


def pgettext(context: str, message: str) -> str:
    """``message`` in the course language, told apart by ``context`` from the same English
    words meaning something else (the table's "drawn" card, a "drawn" round)."""
    return translator.catalog().pgettext(context, message)


def cards_text(cards: Sequence[Card]) -> str:
    """Cards in words, by name and code: ``"crane (1b), moon (8b)"``; "nothing" for none
    (what a text-only reader sees instead of a picture of them)."""
    _ = translator  # the name the catalog extraction looks for
    if not cards:
        return _("nothing")
    return ", ".join(f"{card.name()} ({card.code})" for card in cards)
