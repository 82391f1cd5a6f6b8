"""A captured pile grouped by class, as every picture of a pile shows it.

>>> from koikoi import parse_cards
>>> [(k.name, [c.code for c in g]) for k, g in pile_groups(parse_cards("9a 1p1 1b"))]
[('BRIGHT', ['1b']), ('ANIMAL', ['9a']), ('PLAIN', ['1p1'])]
>>> group_name(Kind.ANIMAL, "es")
'animales'
>>> [group_caption(Kind.BRIGHT, 3, lang) for lang in ("en", "es", "ja")]
['3 brights', '3 luces', '光 3枚']
>>> group_caption(Kind.ANIMAL, 1)
'1 animal'
"""

from __future__ import annotations

from collections.abc import Iterable

from koikoi.cards import Card, Kind, Lang, reading_order
from koikoi.i18n import LANGUAGES, NAME_LANGUAGES, NP_, language_of
from widgets.i18n import translator

__all__ = ["GROUP_NAMES", "group_caption", "group_name", "pile_groups"]

_GROUPS: dict[Kind, tuple[str, str]] = {
    Kind.BRIGHT: (NP_("pile group", "brights"), "光"),
    Kind.ANIMAL: (NP_("pile group", "animals"), "タネ"),
    Kind.RIBBON: (NP_("pile group", "ribbons"), "短冊"),
    Kind.PLAIN: (NP_("pile group", "plains"), "カス"),
}
"""(English, Japanese) caption of each class group; the course languages' captions come
from the widgets' catalog, the Japanese ones are the classes' own names (data)."""


def group_name(kind: Kind, lang: Lang | None = None) -> str:
    """The caption of the ``kind`` group in ``lang`` (default: the course language)."""
    english, japanese = _GROUPS[kind]
    chosen = language_of(lang)
    return japanese if chosen == "ja" else translator.name("pile group", english, chosen)


def group_caption(kind: Kind, count: int, lang: Lang | None = None) -> str:
    """The caption over a pile's ``kind`` group of ``count`` cards, worded as a count of
    cards ("3 brights", "3 luces"; in Japanese "光 3枚"), never as points."""
    chosen = language_of(lang)
    if chosen == "ja":
        return f"{_GROUPS[kind][1]} {count}枚"
    ngettext = translator.catalog(LANGUAGES[LANGUAGES.index(chosen)]).ngettext
    counted = {  # ngettext literals, so the catalog extraction finds them
        Kind.BRIGHT: ngettext("{count} bright", "{count} brights", count),
        Kind.ANIMAL: ngettext("{count} animal", "{count} animals", count),
        Kind.RIBBON: ngettext("{count} ribbon", "{count} ribbons", count),
        Kind.PLAIN: ngettext("{count} plain", "{count} plains", count),
    }
    return counted[kind].format(count=count)


GROUP_NAMES: dict[Kind, dict[str, str]] = {
    kind: {lang: group_name(kind, lang) for lang in NAME_LANGUAGES} for kind in Kind
}
"""The caption of each class group in a captured pile (SVG piles, the table, puzzles), in
every language (read from the catalogs once, e.g. to size the table for the longest)."""


def pile_groups(cards: Iterable[Card]) -> list[tuple[Kind, list[Card]]]:
    """A captured pile grouped by class (brights, animals, ribbons, plains), empty groups
    left out, each group in card order."""
    pile = reading_order(tuple(cards))
    groups = [(kind, [c for c in pile if c.kind is kind]) for kind in Kind]
    return [(kind, group) for kind, group in groups if group]
