"""koikoi: a rules engine for Koi-Koi, the Japanese hanafuda card game.

Pure Python, no dependencies. Cards (:mod:`koikoi.cards`), rule sets
(:mod:`koikoi.rules`) and scoring (:mod:`koikoi.scoring`).
"""

from .cards import (
    DECK,
    LANGS,
    MONTHS,
    Card,
    Kind,
    Month,
    Ribbon,
    cards_of,
    format_cards,
    mask_of,
    parse_cards,
)
from .rules import RuleSet
from .scoring import (
    Score,
    Yaku,
    YakuProgress,
    dealt_hand_yaku,
    month_counts,
    progress,
    score,
    total_function,
)
from .yaku import YAKU_INFO, YAKU_NAMES

__all__ = [
    "DECK",
    "LANGS",
    "MONTHS",
    "YAKU_INFO",
    "YAKU_NAMES",
    "Card",
    "Kind",
    "Month",
    "Ribbon",
    "RuleSet",
    "Score",
    "Yaku",
    "YakuProgress",
    "cards_of",
    "dealt_hand_yaku",
    "format_cards",
    "mask_of",
    "month_counts",
    "parse_cards",
    "progress",
    "score",
    "total_function",
]
