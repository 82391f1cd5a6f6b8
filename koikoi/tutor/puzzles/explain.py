"""Written explanations: why a pile or a round is worth what the engine says, line by line.

>>> for line in pile_breakdown("1b 3b 11b 9a 3p1"): print(line)
Hanami 5 (the curtain 3b and the sake cup 9a).
Total: 5 base points.
Note: 1b 3b 11b are 3 brights, but one is the rain man 11b: no sanko.
"""

from __future__ import annotations

import re

from ...cards import BRIGHTS, PLAINS, SAKE_CUP, CardsLike, format_cards, mask_of
from ...i18n import N_, Translator
from ...points import Doubling
from ...rules import RuleSet
from ...scoring import Score, Yaku, score
from ...yaku import COUNTING_YAKU, YAKU_INFO, counted_minimum
from ..phrases import score_text
from .model import Puzzle
from .traps import pile_trap_values

_ = Translator("tutor")
ngettext = _.n

_NEEDS = (
    N_("all 5 brights"),
    N_("4 brights without the rain man"),
    N_("4 brights including the rain man"),
    N_("3 brights, none of them the rain man"),
    N_("the boar 7a, the deer 10a and the butterflies 6a"),
    N_("the poetry ribbons 1r 2r 3r"),
    N_("the blue ribbons 6r 9r 10r"),
    N_("all 6 poetry and blue ribbons"),
    N_("the curtain 3b and the sake cup 9a"),
    N_("the moon 8b and the sake cup 9a"),
    N_("{tane_min} or more animals"),
    N_("{tan_min} or more ribbons"),
    N_("{kasu_min} or more plains"),
    N_("the 4 cards of the round's month"),
)
"""What each yaku needs (``YakuInfo.requirement``), marked here for the tutor's catalog."""


def _counted_why(y: Yaku, minimum: int) -> str:
    """Why tane, tan or kasu is worth what it is, in words (issue 23: «1 punto por llegar a
    5 animales», not «5 animales: 1 punto con 5»): the point for reaching the minimum, and
    with cards beyond it their count and a point for each, named by its class (animal,
    ribbon, plain), not "card"."""
    count = len(y.cards)
    key = (y.name, SAKE_CUP in y.cards, count > minimum)
    return _(_COUNTED_WHY[key], count=count, minimum=minimum)


_COUNTED_WHY = {
    ("tane", True, True): N_(
        "{count} animals: 1 point for reaching {minimum}, plus 1 for each animal beyond; the "
        "sake cup 9a is one of them"
    ),
    ("tane", True, False): N_(
        "1 point for reaching {minimum} animals; the sake cup 9a is one of them"
    ),
    ("tane", False, True): N_(
        "{count} animals: 1 point for reaching {minimum}, plus 1 for each animal beyond"
    ),
    ("tane", False, False): N_("1 point for reaching {minimum} animals"),
    ("tan", False, True): N_(
        "{count} ribbons: 1 point for reaching {minimum}, plus 1 for each ribbon beyond"
    ),
    ("tan", False, False): N_("1 point for reaching {minimum} ribbons"),
    ("kasu", True, True): N_(
        "{count} plains: 1 point for reaching {minimum}, plus 1 for each plain beyond; the "
        "sake cup 9a counts as a plain"
    ),
    ("kasu", True, False): N_(
        "1 point for reaching {minimum} plains; the sake cup 9a counts as a plain"
    ),
    ("kasu", False, True): N_(
        "{count} plains: 1 point for reaching {minimum}, plus 1 for each plain beyond"
    ),
    ("kasu", False, False): N_("1 point for reaching {minimum} plains"),
}
"""Why a counted yaku is worth what it is, by (yaku, the sake cup in it, cards beyond the
minimum)."""


def _names_codes(why: str, y: Yaku) -> bool:
    """Whether ``why`` already names each card of ``y`` by its code ("the boar 7a, ...")."""
    return all(re.search(rf"(?<!\w){c.code}(?!\w)", why) for c in y.cards)


def yaku_glosses(y: Yaku, rules: RuleSet) -> frozenset[str]:
    """What the words in brackets of ``y``'s breakdown line teach, as keys: the yaku's
    requirement (a counted yaku's minimum under ``rules``), and for tane, tan or kasu the
    point for each card beyond the minimum and the sake cup's part when the line says them.
    A line whose keys were all said before can be short (see ``glossed``).

    >>> from koikoi.scoring import score
    >>> sorted(yaku_glosses(score("2a 4a 5a 8a 9a 10a")["tane"], RuleSet.coerce(None)))
    ['tane beyond', 'tane cup', 'tane from 5']
    """
    if y.name not in COUNTING_YAKU:
        return frozenset({y.name})
    minimum = counted_minimum(y.name, rules)
    keys = {f"{y.name} from {minimum}"}
    if len(y.cards) > minimum:
        keys.add(f"{y.name} beyond")
    if SAKE_CUP in y.cards:
        keys.add(f"{y.name} cup")
    return frozenset(keys)


def _yaku_line(y: Yaku, rules: RuleSet, glossed: frozenset[str] = frozenset()) -> str:
    codes = " ".join(c.code for c in y.cards)
    if yaku_glosses(y, rules) <= glossed:
        line = f"{y.name} {y.points}: {codes}."  # said before: "Tane 1: 2a 4a 5a 8a 11a."
    else:
        if y.name in COUNTING_YAKU:
            why = _counted_why(y, counted_minimum(y.name, rules))
        else:
            why = YAKU_INFO[y.name].needs_under(rules)
        if _names_codes(why, y):
            line = f"{y.name} {y.points} ({why})."  # the codes once: "the boar 7a, ..."
        else:
            line = f"{y.name} {y.points} ({why}): {codes}."
    return line[0].upper() + line[1:]  # a sentence: the breakdown follows "**5 points.**"


def pile_breakdown(
    pile: CardsLike | int,
    rules: RuleSet | str | None = None,
    *,
    glossed: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """Why a pile is worth what it is: one line per yaku, then notes on the traps it sets.
    A yaku whose glosses (:func:`yaku_glosses`) are all in ``glossed`` (said before, e.g.
    in an earlier puzzle of a widget's session) gets a short line: its name, points and
    cards.

    >>> for line in pile_breakdown("1b 3b 11b 9a 3p1"): print(line)
    Hanami 5 (the curtain 3b and the sake cup 9a).
    Total: 5 base points.
    Note: 1b 3b 11b are 3 brights, but one is the rain man 11b: no sanko.
    >>> pile_breakdown("2a 4a 5a 8a 11a")[0]
    'Tane 1 (1 point for reaching 5 animals): 2a 4a 5a 8a 11a.'
    >>> pile_breakdown("2a 4a 5a 8a 11a", glossed=frozenset({"tane from 5"}))[0]
    'Tane 1: 2a 4a 5a 8a 11a.'
    """
    rules = RuleSet.coerce(rules)
    m = mask_of(pile)
    s = score(m, rules)
    lines = [_yaku_line(y, rules, glossed) for y in s.yaku] or [_("No yaku: nothing scores.")]
    if len(s.yaku) > 1:
        lines.append(_("Total: {score} base points.", score=score_text(s)))
    elif s.yaku:
        lines.append(
            ngettext(
                "Total: {count} base point.", "Total: {count} base points.", s.total, count=s.total
            )
        )
    notes = _notes(m, s, rules)
    if notes:
        lines.append(_("Note: {notes}.", notes="; ".join(notes)))
    return tuple(lines)


def _notes(m: int, s: Score, rules: RuleSet) -> list[str]:
    """The traps a pile sets, as clauses of one note (not sentences: they are joined)."""
    traps = pile_trap_values(m, rules)
    brights = format_cards(m & BRIGHTS)
    notes = []
    if "rain-man-in-three" in traps:
        notes.append(
            _(
                "{brights} are 3 brights, but one is the rain man 11b: no sanko",
                brights=brights,
            )
        )
    if "rain-man-in-four" in traps:
        notes.append(
            _(
                "4 brights with the rain man are ame-shiko {ame_shiko}, not shiko {shiko}",
                ame_shiko=rules.ame_shiko,
                shiko=rules.shiko,
            )
        )
    if "brights-added" in traps:
        notes.append(_("only the best bright yaku counts (the smaller ones are not added)"))
    if "sake-cup-in-tane" in traps and "sake-cup-in-kasu" in traps:
        notes.append(_("the sake cup 9a counts as an animal and as a plain at the same time"))
    plains = (m & PLAINS).bit_count()
    if "kasu" in s and SAKE_CUP in s["kasu"].cards and plains == rules.kasu_min - 1:
        notes.append(
            _(
                "{plains} plains plus the sake cup make {kasu_min}: kasu",
                plains=plains,
                kasu_min=rules.kasu_min,
            )
        )
    if "inoshikacho-extends" in traps:
        notes.append(
            _(
                "inoshikacho stays {inoshikacho} and the extra animals count in tane",
                inoshikacho=rules.inoshikacho,
            )
        )
    return notes


def breakdown(
    puzzle: Puzzle,
    *,
    why_zero: bool = True,
    why_beaten: bool = True,
    glossed: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The full explanation of a puzzle's answer, line by line. ``why_zero=False`` leaves
    out why a loser who did not call scores 0 ("only the winner scores"), ``why_beaten=False``
    why a beaten caller scores 0: a list of answers says each once, in the first answer that
    needs it. ``glossed`` are the glosses said before (:func:`glosses` of earlier puzzles):
    a live stream of puzzles says each in full the first time only (a yaku's requirement,
    :func:`pile_breakdown`; "only the winner scores" is ``"why zero"``, "a beaten caller
    scores 0" ``"why beaten"``)."""
    if not puzzle.is_round:
        return pile_breakdown(puzzle.pile, puzzle.rules, glossed=glossed)
    why_zero = why_zero and "why zero" not in glossed
    why_beaten = why_beaten and "why beaten" not in glossed
    result = puzzle.result()
    lines = [
        puzzle.situation(),
        _("Your pile: {score}.", score=score_text(puzzle.score(0))),
        _("The opponent's pile: {score}.", score=score_text(puzzle.score(1))),
    ]
    winner = result.winner
    if winner is None:
        lines.append(_("The round is drawn: both players score 0."))
        if puzzle.caller is not None and puzzle.score(puzzle.caller).yaku:
            lines.append(_("The caller loses the yaku they held."))
        return tuple(lines)
    steps = "; ".join(_steps(puzzle, winner))
    if result.multiplier > 1:
        twos = " × ".join(["2"] * _log2(result.multiplier))
        total = f"{result.base} × {twos} = {result.points}"
    else:
        total = ngettext("{count} point", "{count} points", result.points, count=result.points)
    base = result.base
    if winner == 0:
        line = _("You win with base {base}: {steps}: {total}.", base=base, steps=steps, total=total)
    else:
        line = _(
            "Your opponent wins with base {base}: {steps}: {total}.",
            base=base,
            steps=steps,
            total=total,
        )
    lines.append(line)
    lines.append(_loser_line(puzzle, 1 - winner, why_zero=why_zero, why_beaten=why_beaten))
    return tuple(lines)


def glosses(puzzle: Puzzle) -> frozenset[str]:
    """The glosses :func:`breakdown` says in full for ``puzzle`` (nothing said before):
    what a later puzzle's breakdown may say short once this one was read.

    >>> sorted(glosses(Puzzle.pile_of("2a 4a 5a 8a 11a 1r 2r 3r")))
    ['akatan', 'tane from 5']
    """
    if not puzzle.is_round:
        rules = puzzle.rules
        return frozenset().union(*(yaku_glosses(y, rules) for y in score(puzzle.pile, rules).yaku))
    result = puzzle.result()
    if result.winner is None:
        return frozenset()
    return frozenset({"why beaten" if puzzle.caller == 1 - result.winner else "why zero"})


def _steps(puzzle: Puzzle, winner: int) -> list[str]:
    """How the winner's base becomes the round's points, step by step, as clauses (the
    doublings the engine applied, :attr:`RoundResult.doubled`)."""
    rules, result = puzzle.rules, puzzle.result()
    double_at = rules.double_at
    big = Doubling.BIG in result.doubled
    doubled = puzzle.caller == 1 - winner and Doubling.KOIKOI in result.doubled
    if big:
        steps = [_("{double_at} or more, so it doubles", double_at=double_at)]
    elif double_at and doubled:
        steps = [_("under {double_at}, so no doubling for that", double_at=double_at)]
    elif double_at:
        steps = [_("under {double_at}, so no doubling", double_at=double_at)]
    else:
        steps = [_("these rules never double for the size of a win")]
    if puzzle.caller == 1 - winner:
        case = ("again" if big else "doubled") if doubled else "ignored"
        steps.append(_(_CALLER_LOST[winner == 0, case]))
    elif puzzle.caller == winner:
        steps.append(_("the winner's own koi-koi call does not double"))
    return steps


_CALLER_LOST = {
    (True, "doubled"): N_("but your opponent had called koi-koi, so it doubles"),
    (True, "again"): N_("your opponent had called koi-koi, so it doubles again"),
    (True, "ignored"): N_("your opponent had called koi-koi, which these rules ignore"),
    (False, "doubled"): N_("but you had called koi-koi, so it doubles"),
    (False, "again"): N_("you had called koi-koi, so it doubles again"),
    (False, "ignored"): N_("you had called koi-koi, which these rules ignore"),
}
"""What the loser's koi-koi call does to the win, by (you won, how the rules treat it)."""


def _loser_line(
    puzzle: Puzzle, loser: int, *, why_zero: bool = True, why_beaten: bool = True
) -> str:
    """Why the loser scores nothing (without ``why_zero``, a loser who did not call is
    only said to score 0; without ``why_beaten``, a loser who called)."""
    beaten = puzzle.caller == loser
    if beaten and not why_beaten:
        return _("You score 0.") if loser == 0 else _("Your opponent scores 0.")
    if loser == 0:
        if beaten:
            return _("You score 0: a beaten caller scores 0.")
        return _("You score 0: only the winner scores.") if why_zero else _("You score 0.")
    if beaten:
        return _("Your opponent scores 0: a beaten caller scores 0.")
    if why_zero:
        return _("Your opponent scores 0: only the winner scores.")
    return _("Your opponent scores 0.")


def _log2(n: int) -> int:
    return n.bit_length() - 1
