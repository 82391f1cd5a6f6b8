"""Teaching texts that quote the rules: a title and a sentence or two, written once as
English templates whose ``{fields}`` are values of a rule set, and read in the current
language with the values of the rule set they are given.

>>> text = RuleText("double", "×2 at {double_at}", "A base of {double_at} doubles.")
>>> text.title, text.under(RuleSet(double_at=5)).body
('×2 at 7', 'A base of 5 doubles.')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self, TypeVar

from ..i18n import Translator
from ..rules import RuleSet

__all__ = ["RuleText", "by_key", "rule_values"]

_ = Translator("tutor")
_STANDARD = RuleSet()


def rule_values(rules: RuleSet) -> dict[str, object]:
    """The values a template may quote: every option of ``rules`` and a few derived ones
    (counts of cards in digits, as the explanations write them)."""
    return rules.to_dict() | {
        "kasu_less_one": rules.kasu_min - 1,
        "kasu_plus_two": rules.kasu_min + 2,
    }


@dataclass(frozen=True, slots=True)
class RuleText:
    """A teaching text: a short ``key``, a ``title`` and a ``body`` in the current
    language, written with the values of ``rules`` (the English templates, with
    ``{fields}`` from :func:`rule_values`, are ``title_template`` and ``body_template``)."""

    key: str
    title_template: str
    body_template: str
    rules: RuleSet = _STANDARD

    @property
    def title(self) -> str:
        """The short title."""
        return _(self.title_template, **rule_values(self.rules))

    @property
    def body(self) -> str:
        """The text itself, in a sentence or two."""
        return _(self.body_template, **rule_values(self.rules))

    def under(self, rules: RuleSet | str) -> Self:
        """The same text written with the values of ``rules`` (a RuleSet or preset name)."""
        return replace(self, rules=RuleSet.coerce(rules))


T = TypeVar("T", bound=RuleText)


def by_key(*texts: T) -> dict[str, T]:
    """``texts`` as a table by their keys, in the order given; a key given twice is an
    error (the second text would hide the first)."""
    table = {t.key: t for t in texts}
    if len(table) != len(texts):
        twice = sorted({t.key for t in texts if sum(u.key == t.key for u in texts) > 1})
        raise ValueError(f"texts with the same key: {', '.join(twice)}")
    return table
