"""The widgets' messages (gettext domain ``widgets``), in the course language.

Every label, button, message and caption a learner sees in :mod:`widgets` is marked with
``_`` / ``ngettext`` (or ``N_`` at module level) from here and translated when shown::

    from widgets.i18n import _, ngettext
    _("Koi-koi")
    ngettext("{count} card left", "{count} cards left", n, count=n)

The catalog sources are ``widgets/locale/<lang>/LC_MESSAGES/widgets.po``, compiled by
``tools/catalogs.py``.
"""

from __future__ import annotations

from pathlib import Path

from koikoi.i18n import N_, Translator

__all__ = ["N_", "WIDGETS_LOCALE", "_", "ngettext"]

WIDGETS_LOCALE = Path(__file__).resolve().parent / "locale"
"""The compiled catalogs of the widgets (domain ``widgets``)."""

_ = Translator("widgets", WIDGETS_LOCALE)
ngettext = _.n
