"""A captured pile grouped by class, as every picture of a pile shows it.

>>> from koikoi import parse_cards
>>> [(k.name, [c.code for c in g]) for k, g in pile_groups(parse_cards("9a 1p1 1b"))]
[('BRIGHT', ['1b']), ('ANIMAL', ['9a']), ('PLAIN', ['1p1'])]
>>> group_name(Kind.ANIMAL, "es")
'animales'
"""

from __future__ import annotations

from collections.abc import Iterable

from koikoi.cards import Card, Kind, Lang
from koikoi.i18n import language_of

__all__ = ["GROUP_NAMES", "group_name", "pile_groups"]

GROUP_NAMES: dict[Kind, dict[str, str]] = {
    Kind.BRIGHT: {"en": "brights", "es": "luces", "ja": "光"},
    Kind.ANIMAL: {"en": "animals", "es": "animales", "ja": "タネ"},
    Kind.RIBBON: {"en": "ribbons", "es": "cintas", "ja": "短冊"},
    Kind.PLAIN: {"en": "plains", "es": "simples", "ja": "カス"},
}
"""The caption of each class group in a captured pile (SVG piles, the table, puzzles)."""


def group_name(kind: Kind, lang: Lang | None = None) -> str:
    """The caption of the ``kind`` group in ``lang`` (default: the course language)."""
    return GROUP_NAMES[kind].get(language_of(lang), GROUP_NAMES[kind]["en"])


def pile_groups(cards: Iterable[Card]) -> list[tuple[Kind, list[Card]]]:
    """A captured pile grouped by class (brights, animals, ribbons, plains), empty groups
    left out, each group in card order."""
    pile = sorted(cards)
    groups = [(kind, [c for c in pile if c.kind is kind]) for kind in Kind]
    return [(kind, group) for kind, group in groups if group]
