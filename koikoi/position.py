"""Checking a position given by hand and building its state (:meth:`koikoi.Round.from_position`).

>>> state, setup = position_state(hands=("1b", "2a"), field="1p1", month=3)
>>> setup["hands"], setup["month"], state.to_move
(['1b', '2a'], 3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import Card, CardsLike, format_cards, mask_of, parse_cards
from .errors import shown
from .rules import RuleSet
from .state import State
from .validation import check_month, check_player, in_order, is_whole_number

__all__ = ["position_state"]


def position_state(
    *,
    hands: tuple[CardsLike, CardsLike],
    field: CardsLike,
    deck: CardsLike = "",
    dealer: int = 0,
    to_move: int | None = None,
    captured: tuple[CardsLike, CardsLike] = ("", ""),
    koikoi_calls: tuple[int, int] = (0, 0),
    month: int | None = None,
    rules: RuleSet | str | None = None,
) -> tuple[State, dict[str, Any]]:
    """The state of a position and its set-up record (as :meth:`koikoi.Round.to_dict`
    saves it), every argument checked as :meth:`koikoi.Round.from_position` documents;
    bad input raises ``ValueError`` naming it."""
    rules = RuleSet.coerce(rules)
    check_player("dealer", dealer)
    to_move = dealer if to_move is None else to_move
    check_player("to_move", to_move)
    if month is None and rules.tsuki_fuda:
        month = 1  # the month scores under these rules: January unless given
    if month is not None:
        check_month(month)
    for name, pair in (
        ("hands", hands),
        ("captured", captured),
        ("koikoi_calls", koikoi_calls),
    ):
        if not isinstance(pair, Sequence) or isinstance(pair, str | bytes) or len(pair) != 2:
            raise ValueError(
                f"{name}={shown(pair)} must be a pair (a tuple or list): (player 0's, player 1's)"
            )
    calls = tuple(koikoi_calls)
    if any(not is_whole_number(c) or not 0 <= c <= 48 for c in calls):
        raise ValueError(f"koikoi_calls={shown(koikoi_calls)} must be two counts >= 0 (at most 48)")
    if (rules.koikoi_limit == "round" and sum(calls) > 1) or (
        rules.koikoi_limit == "player" and max(calls) > 1
    ):
        raise ValueError(
            f"koikoi_calls={shown(koikoi_calls)} is impossible when koi-koi may be called once "
            f"per {rules.koikoi_limit}"
        )
    groups = {
        "hands[0]": hands[0],
        "hands[1]": hands[1],
        "field": field,
        "deck": in_order("deck", deck),
        "captured[0]": captured[0],
        "captured[1]": captured[1],
    }
    seen: dict[Card, str] = {}
    parsed: dict[str, tuple[Card, ...]] = {}
    for place, cards in groups.items():
        try:
            parsed[place] = parse_cards(cards)
        except ValueError as error:
            raise ValueError(f"{place}={shown(cards)}: {error}") from None
        for card in parsed[place]:
            if card in seen:
                raise ValueError(f"card {card.code!r} is named twice: in {seen[card]} and {place}")
            seen[card] = place
    state = State(
        rules,
        hands=(mask_of(parsed["hands[0]"]), mask_of(parsed["hands[1]"])),
        field=mask_of(parsed["field"]),
        deck=[card.index for card in parsed["deck"]],
        captured=(mask_of(parsed["captured[0]"]), mask_of(parsed["captured[1]"])),
        dealer=dealer,
        to_move=to_move,
        calls=calls,
        month=1 if month is None else month,  # no month: it scores nothing (no tsuki-fuda)
    )
    setup = {
        "kind": "position",
        "hands": [format_cards(parsed["hands[0]"]), format_cards(parsed["hands[1]"])],
        "field": format_cards(parsed["field"]),
        "deck": format_cards(parsed["deck"]),
        "captured": [format_cards(parsed["captured[0]"]), format_cards(parsed["captured[1]"])],
        "koikoi_calls": list(calls),
        "dealer": dealer,
        "to_move": to_move,
        "month": month,
    }
    return state, setup
