"""How the lessons on strategy, opponents and the coach (9, 12 and 13) say their method and
advice, held in both languages: lesson 12's goal allows tied best moves, its method in two
sentences with the rest folded, its answers and summary say each thing once and show no seed,
the coach is named where first seen, Greedy is described (lesson 9 and the glossary) in one
open sentence, lesson 9 offers a new match without code, lesson 13 says what the review
never names, lesson 11 shows no puzzle seed, lesson 12 says tied moves once and gives the
engine's count of the opponent's nearest yaku."""

from __future__ import annotations

import inspect
import re

import pytest

from koikoi import Match
from koikoi.i18n import speaking
from koikoi.scoring import progress
from koikoi.tutor.judgement import BUDGET, POSITIONS, position_named
from tests.lessons.lesson_text import (
    GLOSSARY,
    LANGS,
    flat,
    goal,
    lesson,
    notebook,
    output_text,
    paragraph_with,
    saved,
    sentences,
    unfolded,
)

ONE_BEST = {
    "en": r"one move is clearly better than all the others",
    "es": r"una jugada es claramente\s+mejor que todas las demás",
}
TIES = {
    "en": "one move, or several tied ones, clearly beat all the others",
    "es": "una jugada, o varias igualadas, superan claramente a todas las demás",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_goal_allows_tied_best_moves(lang: str) -> None:
    """reader 12, item 7: sections 3 and 5 have tied best moves (7a = 7r)."""
    said = goal(lang, 12)
    assert not re.search(ONE_BEST[lang], said) and TIES[lang] in said, said


COACH = {"en": r"\bcoach\b", "es": r"\bentrenador\b"}
COACH_NAMED = {
    "en": "the coach's reason (the same coach that advises you in lesson 13)",
    "es": "el motivo del entrenador (el mismo que te aconsejará en la lección 13)",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_says_who_the_coach_is_where_first_named_unfolded(lang: str) -> None:
    """reader 12, item 6: «el motivo del entrenador», the coach being introduced in
    lesson 13 (and in lesson 12 only inside folded text)."""
    first = next(p for p in unfolded(lesson(lang, 12)) if re.search(COACH[lang], p))
    assert COACH_NAMED[lang] in first, first


LONGEST = 30
"""The most words a sentence of the paragraphs a reader found overlong may now have."""
OVERLONG = {
    "en": [
        (5, "the fourth takes them all"),
        (12, "tied for first place"),
        (12, "was checked again"),
        (12, "come from real rounds"),
    ],
    "es": [
        (5, "la cuarta se las lleva todas"),
        (12, "en el primer puesto"),
        (12, "se comprobó cada posición"),
        (12, "salen de rondas reales"),
    ],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_overlong_paragraphs_are_short_sentences(lang: str) -> None:
    """Lesson 5's cards of a month that come from the deal and lesson 12's method (issue 23)."""
    for number, words in OVERLONG[lang]:
        paragraph = paragraph_with(lang, number, words)
        longest = max(sentences(paragraph), key=lambda s: len(s.split()))
        assert len(longest.split()) <= LONGEST, (number, longest)


METHOD = {
    "en": ("## How we know which move is better", "<details><summary>More on the method"),
    "es": ("## Cómo sabemos qué jugada es mejor", "<details><summary>Más sobre el método"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_says_its_method_in_two_sentences_and_folds_the_rest(lang: str) -> None:
    """reader 10: lesson 12's long explanation of the method (imagined rounds, two batches of
    checks) stood open before the first idea; two plain sentences stay open, the rest is
    folded in a <details> block."""
    heading, folded = METHOD[lang]
    text = lesson(lang, 12)
    section = text.split(heading, 1)[1].split("```{code-cell}", 1)[0]
    assert folded in section, section[:300]
    shown, rest = section.split(folded, 1)
    assert len(re.split(r"(?<=\.)\s+", flat(shown))) == 2, shown
    inside = flat(rest.split("</details>", 1)[0])
    for number, words in OVERLONG[lang]:
        assert number != 12 or words in inside, words


PRINCIPLE_WORDS = {
    "es": (
        "Cuenta las cartas que no has visto",
        "a la vista",
        "a salvo",
        "captura primero la carta valiosa que tu rival podría llevarse",
    ),
    "en": (
        "Count the unseen cards",
        "in sight",
        "is safe",
        "first capture the valuable card your opponent could take",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_summary_says_each_principle_once(lang: str) -> None:
    """issue 23: «captura la carta valiosa que tu rival podría llevarse primero» read as the
    rival taking it first; the «Cuenta las cartas» principle said «safe» three ways (safe when
    all in sight, yours «caiga cuando caiga», lay one whose month-mates are in sight)."""
    counting, in_sight, safe, exposed = PRINCIPLE_WORDS[lang]
    summary = paragraph_with(lang, 12, f"**{counting}:**")
    principle = summary.split(f"**{counting}:**", 1)[1].split("- **", 1)[0]
    assert principle.count(in_sight) == 1 and principle.count(safe) == 1, principle
    assert exposed in summary


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_answers_keep_their_own_reason(lang: str) -> None:
    """Every answer repeated «Estas cifras salen de 4000 rondas imaginadas…» and the whole
    principle; the fold on the method says the number once."""
    from widgets.kit.judgement import answer_block

    with speaking(lang):
        answers = [answer_block(p).text for p in POSITIONS[:3]]
    method = {"en": "These figures come from", "es": "Estas cifras salen de"}
    principle = {"en": "Principle:", "es": "Principio «"}
    assert answers and not [a for a in answers if method[lang] in a or principle[lang] in a]
    text = saved(lang, 12)
    assert method[lang] not in text and principle[lang] not in text
    fold = {
        "en": f"measured with {BUDGET} imagined rounds",
        "es": f"con {BUDGET} rondas imaginadas",
    }
    assert fold[lang] in flat(lesson(lang, 12))


SEED = {"en": r"\bseed\b", "es": r"\bsemilla\b"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_table_shows_no_seed(lang: str) -> None:
    """reader 13, item 11: the column «ronda (semilla)» (65, 6, 30…) meant nothing to a
    learner; the seed stays in the folded method and the code."""
    text = lesson(lang, 12)
    assert not [p for p in unfolded(text) if re.search(SEED[lang], p)]
    cells = notebook(lang, 12)["cells"]
    (table,) = [c for c in cells if "LESSON_POSITIONS = [" in "".join(c["source"])]
    shown = output_text(table)
    assert {"en": "cards played", "es": "cartas jugadas"}[lang] in shown
    assert not re.search(SEED[lang], shown), shown


GREEDY_FIRST = {
    "en": "Greedy looks only at the move in front of it: it picks the one that gains most "
    "this turn.",
    "es": "Glotón solo mira la jugada de ahora: elige la que más le da en ese turno.",
}
GREEDY_DETAIL = {"en": "calls koi-koi only with 4", "es": "canta koi-koi solo si le quedan 4"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_9_and_the_glossary_describe_greedy_in_one_open_sentence(lang: str) -> None:
    """A long paragraph on Greedy's heuristics stood in the middle of how a match is built
    (lesson 9), and the glossary said «Glotón se lleva siempre la captura que más puntos
    vale»: one plain sentence stays open in lesson 9, the rest is folded, and the glossary
    says the same sentence."""
    text = lesson(lang, 9)
    open_text = flat(" ".join(unfolded(text)))
    assert GREEDY_FIRST[lang] in open_text
    assert GREEDY_DETAIL[lang] not in open_text
    folds = re.findall(r"<details><summary>[^<]+</summary>(.*?)</details>", text, re.DOTALL)
    assert [f for f in folds if GREEDY_DETAIL[lang] in flat(f)]
    glossary = flat(GLOSSARY[lang].read_text("utf-8").replace("*", ""))
    assert GREEDY_FIRST[lang].rstrip(".") in glossary
    assert "captura que más puntos vale" not in glossary


NEW_MATCH = {
    "en": ("press **Play again** for a new match with new deals", "change the seed"),
    "es": ("pulsa **Jugar otra vez** para una partida nueva, con repartos nuevos",
           "cambia la semilla"),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_9_offers_new_deals_without_editing_code(lang: str) -> None:
    """reader 13, item 12: «despliega su código (clic en su primera línea, seguida de •••)
    y cambia la semilla»: code editing in a course without code. The match table's own
    button deals a new match with a new seed."""
    from koikoi.agents import make_agent
    from widgets.apps.match_table import MatchTable

    new, old = NEW_MATCH[lang]
    text = flat(lesson(lang, 9))
    assert new in text and old not in text and "•••" not in text
    with speaking(lang):
        opponent = make_agent("greedy", seed=7)
        table = MatchTable(Match(rounds=3, seed=2026), opponent=opponent, pace=0)
    assert f"**{table.again_button.description}**" in new
    before = table.match.seed
    table.play_again()
    assert table.match.seed != before


NEVER_NAMED = {
    "en": ("never the move a hint advised", "never names a move you played by following a hint"),
    "es": ("nunca la que aconsejó una pista", "nunca señala una jugada que seguiste por una pista"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_says_the_review_never_names_a_move_played_by_a_hint(lang: str) -> None:
    """reader 13, item 10. The review keeps a move only when it is not the best of the very
    search a hint showed (``reuse_any``), so a move played as a hint advised is never named."""
    from koikoi.tutor.coach import review

    old, new = NEVER_NAMED[lang]
    text = flat(lesson(lang, 13))
    assert old not in text and new in text
    code = inspect.getsource(review)
    assert "reuse_any=True" in code and "best.move != played" in code


OWN_SEED = {"en": r"own seed|from its seed", "es": r"propia semilla|con su semilla"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_11_does_not_recreate_puzzles_from_their_seeds(lang: str) -> None:
    """Lesson 11 says nothing of each puzzle's own seed and makes no puzzle again from it (a
    reproducibility check with nothing for the learner), in its source and saved notebook."""
    assert not re.search(OWN_SEED[lang], flat(lesson(lang, 11)))
    assert "puzzle.seed" not in lesson(lang, 11)
    assert not re.search(OWN_SEED[lang], saved(lang, 11))


TIED = {
    "en": "its best move, or a group of moves tied for first place, beats *every* other move",
    "es": "la mejor jugada, o un grupo de jugadas igualadas en el primer puesto, supera a "
    "*todas* las demás",
}
REPEATED = {"en": "Then it is that group", "es": "Entonces es ese grupo"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_12_says_tied_moves_once(lang: str) -> None:
    """Lesson 12's method says once that a group of tied moves may beat every other move; it
    does not say it again for the group."""
    method = paragraph_with(lang, 12, TIED[lang])
    assert REPEATED[lang] not in method


def test_lesson_12_says_how_far_the_opponent_is_as_the_engine_counts() -> None:
    """Lesson 12's note on the opponent's pile in "koikoi 6/5" gives the engine's count of
    the opponent's nearest yaku, not "far from any yaku" beside a panel showing one 2 cards
    away."""
    position = position_named("koikoi 6/5")
    rnd = position.round()
    me, them = position.player, 1 - position.player
    near = min(
        p.needed
        for p in progress(rnd.captured[them], rnd.rules, opponent=rnd.captured[me], month=rnd.month)
        if p.status in ("one away", "open")
    )
    words = {
        "en": f"Your opponent still needs at least {near} cards for any yaku",
        "es": f"A tu rival le faltan al menos {near} cartas para cualquier combinación",
    }
    for lang in LANGS:
        text = re.sub(r'"\s*"', "", flat(lesson(lang, 12)))
        assert words[lang] in text, lang
        assert "far from any yaku" not in text and "lejos de cualquier combinación" not in text
