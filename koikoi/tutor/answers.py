"""The words a learner may answer with, in every language of the course, in one table.

Checks compare a learner's word (trimmed, lower case, Spanish accents optional) with these;
each question lists its canonical answers and, per language, the words that stand for
them. Messages the learner reads are in the gettext catalogs; these are only what is
accepted, and they are language data rather than catalog entries because:

- every language is accepted at once, whatever the course language ("hikari", "bright" and
  "luz" in the Spanish course alike), where gettext gives one string in the current one;
- a canonical answer has several words per language, where a catalog entry has one;
- none of them is ever shown: what the learner reads (class and ribbon names, options,
  feedback) comes from the catalogs, and ``tests/tutor/test_answers.py`` checks that the
  class and ribbon names the catalogs show in each course language are accepted here, and
  that no word stands for two answers.

>>> accepted(CLASS_WORDS)["luces"]
<Kind.BRIGHT: 0>
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from ..cards import Kind, Ribbon

T = TypeVar("T")

Words = Mapping[T, Mapping[str, tuple[str, ...]]]
"""Canonical answer -> language ("en", "es", "ja") -> the words that stand for it."""

CLASS_WORDS: Words[Kind] = {
    Kind.BRIGHT: {"en": ("bright", "brights", "b"), "ja": ("hikari", "光"),
                  "es": ("brillante", "brillantes", "luz", "luces", "carta de luz",
                         "cartas de luz")},
    Kind.ANIMAL: {"en": ("animal", "animals", "a"), "ja": ("tane", "タネ"),
                  "es": ("animal", "animales", "tierra", "carta de tierra", "cartas de tierra")},
    Kind.RIBBON: {"en": ("ribbon", "ribbons", "r"), "ja": ("tanzaku", "tan", "短冊"),
                  "es": ("cinta", "cintas")},
    Kind.PLAIN: {"en": ("plain", "plains", "p"), "ja": ("kasu", "カス"),
                 "es": ("simple", "simples", "carta simple", "cartas simples", "basura")},
}  # fmt: skip
"""Card classes (:func:`koikoi.tutor.checks.parse_class`)."""

RIBBON_WORDS: Words[Ribbon] = {
    Ribbon.POETRY: {"en": ("poetry", "poetry ribbon", "red poetry", "written"),
                    "ja": ("akatan",),
                    "es": ("poetica", "cinta poetica", "roja con poema", "cinta roja con poema",
                           "con poema")},
    Ribbon.BLUE: {"en": ("blue", "blue ribbon"), "ja": ("aotan",), "es": ("azul", "cinta azul")},
    Ribbon.RED: {"en": ("red", "plain red", "plain red ribbon", "plain"),
                 "es": ("roja", "cinta roja", "roja lisa", "cinta roja lisa", "lisa")},
}  # fmt: skip
"""Ribbon kinds (:func:`koikoi.tutor.checks.check_ribbon`)."""

OUTCOME_WORDS: Words[str] = {
    "you choose": {"en": ("you choose",), "es": ("tu eliges", "eliges tu", "eliges")},
    "play goes on": {"en": ("play goes on",),
                     "es": ("el juego sigue", "sigue el juego", "se sigue jugando")},
    "you win": {"en": ("you win",), "es": ("ganas tu", "tu ganas", "ganas")},
    "your opponent wins": {"en": ("your opponent wins",), "es": ("gana tu rival", "tu rival gana")},
    "drawn round": {"en": ("drawn round",), "es": ("ronda nula", "empate", "nadie gana")},
}  # fmt: skip
"""What a round does after some moves (:func:`koikoi.tutor.checks.check_outcome`)."""

YES_NO_WORDS: Words[str] = {"yes": {"en": ("yes",), "es": ("si",)}, "no": {"en": ("no",)}}
"""Yes or no (:func:`koikoi.tutor.checks.check_improvement`)."""

SEAT_WORDS: Words[str] = {
    "nondealer": {"en": ("non-dealer", "nondealer"), "ja": ("ko",),
                  "es": ("el ko", "el otro jugador", "otro jugador", "quien no reparte")},
    "field": {"en": ("field",), "es": ("mesa", "la mesa")},
    "dealer": {"en": ("dealer",), "ja": ("oya",), "es": ("el oya", "quien reparte")},
}  # fmt: skip
"""The receivers of the deal (:func:`koikoi.tutor.checks.check_deal_order`)."""


def accepted(table: Words[T]) -> dict[str, T]:
    """Every accepted word of ``table`` in any language, with the answer it stands for."""
    return {word: answer for answer, langs in table.items() for words in langs.values()
            for word in words}  # fmt: skip


__all__ = [
    "CLASS_WORDS",
    "OUTCOME_WORDS",
    "RIBBON_WORDS",
    "SEAT_WORDS",
    "YES_NO_WORDS",
    "Words",
    "accepted",
]
