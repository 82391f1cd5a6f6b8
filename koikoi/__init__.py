"""koikoi: a rules engine for Koi-Koi, the Japanese hanafuda card game.

Pure Python, no dependencies. Cards (:mod:`koikoi.cards`), rule sets
(:mod:`koikoi.rules`), scoring (:mod:`koikoi.scoring`), round points
(:mod:`koikoi.points`), rounds (:mod:`koikoi.round`) and
matches (:mod:`koikoi.match`), player views (:mod:`koikoi.view`) and fast play-outs
(:mod:`koikoi.playout`). The rules of play live once, in :mod:`koikoi.state`.
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
from .deal import DealerDraw
from .events import Event
from .match import DealerReason, Match, MatchRound
from .moves import IllegalMoveError, Move
from .phase import Phase
from .points import Doubling, ExhaustedRound, Exhaustion, RoundPoints, exhausted_round, round_points
from .result import Reason
from .round import Round, RoundResult
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
from .view import PlayerView
from .yaku import YAKU_INFO, YAKU_NAMES

__all__ = [
    "DECK",
    "LANGS",
    "MONTHS",
    "YAKU_INFO",
    "YAKU_NAMES",
    "Card",
    "DealerDraw",
    "DealerReason",
    "Doubling",
    "Event",
    "ExhaustedRound",
    "Exhaustion",
    "IllegalMoveError",
    "Kind",
    "Match",
    "MatchRound",
    "Month",
    "Move",
    "Phase",
    "PlayerView",
    "Reason",
    "Ribbon",
    "Round",
    "RoundPoints",
    "RoundResult",
    "RuleSet",
    "Score",
    "Yaku",
    "YakuProgress",
    "cards_of",
    "dealt_hand_yaku",
    "exhausted_round",
    "format_cards",
    "mask_of",
    "month_counts",
    "parse_cards",
    "progress",
    "round_points",
    "score",
    "total_function",
]
