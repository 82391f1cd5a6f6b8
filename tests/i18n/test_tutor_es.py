"""The tutor speaks Spanish after ``set_language("es")``: puzzle verdicts with their traps
and breakdowns, the coach's hints, explanations and reviews, the judgement check, and the
reference's points in words; after ``set_language("en")`` the English text is unchanged."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from koikoi import Round
from koikoi.i18n import get_language, set_language
from koikoi.rules import RuleSet
from koikoi.tutor.coach import hint, rank_moves, review
from koikoi.tutor.judgement import POSITIONS, PRINCIPLES, Position, check_judgement
from koikoi.tutor.puzzles import (
    CURATED,
    Puzzle,
    breakdown,
    check,
    curated,
    generate,
    trap_answers,
)
from koikoi.tutor.puzzles.explain import _NEEDS
from koikoi.tutor.puzzles.traps import traps_under
from koikoi.tutor.reference import points_text, round_point_examples, value_text
from koikoi.yaku import YAKU_INFO, YAKU_NAMES
from tests.tutor.positions import (
    costly_koikoi_played_out,
    dealers_last_choice,
    nondealers_last_choice,
    young_hand_facing_tsukimi,
)

ENGLISH = re.compile(
    r"\b(the|is|and|you|your|of|with|points?|cards?|not|only|opponent|which|scores?|"
    r"takes?|plays?|wins?|plains?|brights?|ribbons?|animals|nothing|note|trap|"
    r"right|quite|expected|search|principle|turn|stop|stopping|base points)\b",
    re.IGNORECASE,
)
BUDGET = 600


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Every test starts in English and leaves the course in English."""
    set_language("en")
    yield
    set_language("en")


def spanish(text: str) -> str:
    """``text``, after checking that it has no English word and no unfilled placeholder."""
    found = ENGLISH.findall(text)
    assert not found, f"English words {found} in: {text}"
    assert "{" not in text and "}" not in text, text
    return text


def in_both(make: object) -> tuple[str, str]:
    """What ``make()`` says in English, then in Spanish; English again is unchanged."""
    english = make()  # type: ignore[operator]
    set_language("es")
    translated = make()  # type: ignore[operator]
    set_language("en")
    assert make() == english  # type: ignore[operator]
    assert get_language() == "en"
    return english, translated


def test_a_verdict_with_a_trap_and_its_breakdown_are_spanish() -> None:
    puzzle = Puzzle.pile_of("1b 3b 11b 9a 3p1")
    english, text = in_both(lambda: check(puzzle, 10).message)
    assert english == (
        "Not quite: the answer is 5 points, not 10.\n"
        "Trap: The rain man spoils three brights. Three brights that include the rain man "
        "11b score nothing: sanko needs three brights without him.\n"
        "Hanami 5 (the curtain 3b and the sake cup 9a).\n"
        "Total: 5 base points.\n"
        "Note: 1b 3b 11b are 3 brights, but one is the rain man 11b: no sanko."
    )
    assert spanish(text) == (
        "No del todo: la respuesta es 5 puntos, no 10.\n"
        "Trampa — El hombre de la lluvia estropea tres luces. Tres luces que incluyen al "
        "hombre de la lluvia 11b no puntúan: sanko (tres luces) pide tres luces sin él.\n"
        "Hanami 5 (la cortina 3b y la copa de sake 9a).\n"
        "Total: 5 puntos base.\n"
        "Nota: 1b 3b 11b son 3 luces, pero una es el hombre de la lluvia 11b: no hay sanko."
    )


def test_a_right_answer_and_named_yaku_are_spanish() -> None:
    puzzle = Puzzle.pile_of("1r 2r 3r 4r 5r")
    _, right = in_both(lambda: check(puzzle, 6).headline)
    assert right == "¡Correcto! 6 puntos."
    _, one = in_both(lambda: check(Puzzle.pile_of("1r 4r 5r 7r 11r"), 1).headline)
    assert one == "¡Correcto! 1 punto."
    _, yaku = in_both(lambda: check(puzzle, 6, ["akatan", "aotan"]).message)
    assert spanish(yaku).startswith("Los puntos son correctos (6), pero las combinaciones no.")
    assert "Combinaciones que te faltaron: tan." in yaku
    assert "Combinaciones que aquí no cuentan: aotan." in yaku


def test_a_round_breakdown_is_spanish() -> None:
    big = next(p for p in curated(8) if p.answer == 32)
    english, text = in_both(lambda: "\n".join(breakdown(big)))
    assert "You win with base 8: 7 or more, so it doubles; your opponent had called" in english
    assert spanish(text).startswith("Tu rival cantó koi-koi antes en esta ronda.")
    assert (
        "Ganas tú con base 8: como es 7 o más, se dobla; como tu rival había cantado koi-koi, "
        "se dobla otra vez: 8 × 2 × 2 = 32." in text
    )
    assert text.endswith("Tu rival puntúa 0: quien canta koi-koi y pierde puntúa 0.")


def test_a_counting_yaku_reads_naturally_in_spanish() -> None:
    """A reader found «Tan 1 (5 cintas: 1 con 5, +1 por cada carta de más)» machine-like:
    the line says «1 punto con 5 y 1 más por cada cinta de más», naming the class of card,
    with the engine's counts (lesson 11's kasu of nine plains and the sake cup)."""
    from koikoi.tutor.puzzles import pile_breakdown

    piles = (
        "1r 4r 5r 7r 11r 2r",
        "2a 4a 5a 8a 9a 11a",
        "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a 3b 5p2",
    )
    english, text = in_both(lambda: "\n".join("\n".join(pile_breakdown(p)) for p in piles))
    assert "Tan 2 (6 ribbons: 1 point for reaching 5, plus 1 for each ribbon beyond): " in english
    spanish(text)
    assert "Tan 2 (6 cintas: 1 punto por llegar a 5 y 1 más por cada cinta de más): " in text
    assert (
        "Tane 2 (6 animales: 1 punto por llegar a 5 y 1 más por cada animal de más; la copa de "
        "sake 9a es uno de ellos): " in text
    )
    assert (
        "Kasu 2 (11 cartas simples: 1 punto por llegar a 10 y 1 más por cada simple de más; la "
        "copa de sake 9a cuenta como simple): " in text
    )


def test_a_counting_yaku_at_its_minimum_and_named_cards_read_naturally_in_spanish() -> None:
    """«Tan 1 (5 cintas: 1 punto con 5 y 1 más por cada cinta de más)» spoke of cards beyond
    that are not there, and «Inoshikacho 5 (el jabalí 7a, …): 6a 7a 10a.» gave the codes
    twice: at the minimum the clause goes, and cards named with their codes are not listed
    again."""
    from koikoi.tutor.puzzles import pile_breakdown

    piles = (
        "1r 4r 5r 7r 11r",
        "2a 4a 5a 8a 9a",
        "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a",
        "6a 7a 10a",
    )
    _, text = in_both(lambda: "\n".join("\n".join(pile_breakdown(p)) for p in piles))
    spanish(text)
    assert "Tan 1 (1 punto por llegar a 5 cintas): 1r 4r 5r 7r 11r." in text
    assert "Tane 1 (1 punto por llegar a 5 animales; la copa de sake 9a es uno de ellos): " in text
    assert (
        "Kasu 1 (1 punto por llegar a 10 cartas simples; la copa de sake 9a cuenta como simple): "
        in text
    )
    assert "Inoshikacho 5 (el jabalí 7a, el ciervo 10a y las mariposas 6a).\n" in text
    assert "de más" not in text
    assert "carta de más" not in text and "+1" not in text


def test_a_doubling_only_for_the_call_reads_as_a_contrast() -> None:
    """Issue 23: a base under 7 doubled for the loser's call says «no se dobla por eso; pero
    …», not «no se dobla; … se dobla» (which read as a contradiction)."""
    caught = next(p for p in curated(8) if p.answer == 0 and p.caller == 0)
    english, text = in_both(lambda: "\n".join(breakdown(caught)))
    assert (
        "wins with base 5: under 7, so no doubling for that; but you had called koi-koi, "
        "so it doubles: 5 × 2 = 10." in english
    )
    assert (
        "Gana tu rival con base 5: no llega a 7, así que no se dobla por eso; pero como tú "
        "habías cantado koi-koi, se dobla: 5 × 2 = 10." in text
    )


@pytest.mark.parametrize("puzzle", CURATED, ids=lambda p: f"{p.lesson}-{p.pile[0]}-{p.answer}")
def test_every_curated_puzzle_is_spanish(puzzle: Puzzle) -> None:
    """Each with the wrong answers its traps lead to (every trap text), and one more."""
    wrong = [points for _, points in trap_answers(puzzle)] + [puzzle.answer + 1]

    def feedback() -> str:
        lines = [puzzle.question, puzzle.situation()]
        return "\n".join(lines + [check(puzzle, points).message for points in wrong])

    _, text = in_both(feedback)
    spanish(text)


@pytest.mark.parametrize("seed", range(4))
def test_generated_round_puzzles_are_spanish(seed: int) -> None:
    puzzle = generate(seed, 3)
    _, text = in_both(lambda: f"{puzzle.question}\n{check(puzzle, puzzle.answer + 2).message}")
    spanish(text)


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet.preset("labsk")], ids=["standard", "labsk"])
def test_every_trap_is_spanish_with_the_rules_values(rules: RuleSet) -> None:
    traps = traps_under(rules)
    set_language("es")
    for trap in traps.values():
        spanish(f"{trap.title}. {trap.body}")
    assert f"{rules.kasu_min} cartas simples" in traps["one-per-card"].body
    set_language("en")
    assert traps["brights-added"].title == "Only the best bright yaku counts"


def test_the_traps_count_cards_in_digits_as_the_breakdown_does() -> None:
    """Reader 11: lesson 11's trap said «nueve cartas simples más la copa…» two lines above
    the breakdown's «9 cartas simples más la copa…»: a trap's counts of cards are digits."""
    puzzle = Puzzle.pile_of("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a 3b")
    english, text = in_both(lambda: check(puzzle, 5).message)
    assert "kasu: 9 plains plus the sake cup make kasu." in english
    assert "kasu: 9 cartas simples más la copa de sake forman kasu." in spanish(text)
    for rules in (RuleSet(), RuleSet.preset("labsk")):
        traps = traps_under(rules)
        assert f": {rules.tan_min} or more ribbons" in traps["tan-on-top"].body
        assert f": {rules.tane_min} or more animals" in traps["tane-on-top"].body
        assert f": {rules.kasu_min - 1} plains plus" in traps["sake-cup-in-kasu"].body


def test_every_yaku_requirement_is_in_the_tutor_catalog() -> None:
    assert {info.requirement for info in YAKU_INFO.values()} <= set(_NEEDS)


def test_a_coach_hint_is_spanish() -> None:
    rnd = Round.from_position(
        hands=("7a 12p1", "2p1 4p1"),
        field="7p1 3p1",
        deck="4p2 5p1 5p2",
        captured=("10a 6a", ""),
    )
    english, text = in_both(lambda: hint(rnd.view(0), budget=200, rng=random.Random(1)))
    assert english.startswith(
        "Play the boar (7a): it captures the bush clover plain 1 (7p1) and completes "
        "inoshikacho (5 points). Expected +"
    )
    assert spanish(text).startswith(
        "Juega el jabalí (7a): captura la simple 1 de lespedeza (7p1) y completa inoshikacho "
        "(5 puntos). Se esperan +"
    )
    assert re.search(r"\+\d+,\d", text), text  # a decimal comma


COACH_POSITIONS = {
    "completes": dict(
        hands=("7a 12p1 4p1 5p1", "2p1 3p2 11p1 1p1"),
        field="7p1 12p2 3p1 8p1",
        deck="4p2 5p2 6p1 8p2 10p1 9p1",
        captured=("10a 6a", ""),
    ),
    "blocks": dict(
        hands=("6p1 1p1 4p1", "6p2 2p1 11p1"),
        field="6a 1p2 3p1",
        deck="5p1 5p2 9p1 9p2 12p1 12p2",
        captured=("", "7a 10a"),
    ),
    "feeds": dict(
        hands=("9a 3p1", "2p1 4p1"),
        field="5p1 6p1",
        deck="10p1 10p2 11p1",
        captured=("", "8b"),
    ),
}


@pytest.mark.parametrize("name", COACH_POSITIONS)
def test_every_ranked_move_is_explained_in_spanish(name: str) -> None:
    rnd = Round.from_position(**COACH_POSITIONS[name])

    def explanations() -> str:
        ranked = rank_moves(rnd.view(0), budget=BUDGET, rng=random.Random(1))
        return "\n".join(m.explanation for m in ranked)

    _, text = in_both(explanations)
    spanish(text)


def test_the_koikoi_decisions_are_explained_in_spanish() -> None:
    young, last, dealer = (
        young_hand_facing_tsukimi(),
        nondealers_last_choice(),
        dealers_last_choice(),
    )
    for rnd in (young, last, dealer):

        def explanations(rnd: Round = rnd) -> str:
            ranked = rank_moves(rnd.view(rnd.to_move), budget=BUDGET, rng=random.Random(1))
            return "\n".join(m.explanation for m in ranked)

        _, text = in_both(explanations)
        spanish(text)
        assert text.startswith(("Plantarse: ganas", "Koi-koi: renuncias")), text
        assert "Puntos esperados:" in text


def test_a_review_is_spanish() -> None:
    rnd = costly_koikoi_played_out()
    english, text = in_both(lambda: str(review(rnd, 0, budget=BUDGET, rng=random.Random(5))[0]))
    assert english.startswith("Turn 1: you called koi-koi; stopping was better by about")
    assert spanish(text).startswith("Turno 1: cantaste koi-koi; era mejor plantarte, por unos")
    assert "Al rival solo le falta la copa de sake (9a) para tsukimi" in text


def in_spanish(make: object) -> object:
    """What ``make()`` gives in Spanish (the course goes back to English)."""
    set_language("es")
    try:
        return make()  # type: ignore[operator]
    finally:
        set_language("en")


@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.key)
def test_every_judgement_check_is_spanish(position: Position) -> None:
    principle = PRINCIPLES[position.principle]
    # Spanish names the principle as a quoted title, not with a capital after a colon
    lesson = in_spanish(lambda: f"Principio «{principle.title}». {principle.body}")
    for move, correct in ((position.best, True), (position.runner_up[0], False)):
        english, text = in_both(lambda move=move: check_judgement(position, move).message)
        assert english.endswith(f"Principle: {principle.title}. {principle.body}")
        assert spanish(text).endswith(lesson)  # type: ignore[arg-type]
        assert "Principio:" not in text
        assert "Estas cifras salen de 4000 rondas imaginadas, jugadas desde esta posición" in text
        assert check_judgement(position, move).correct is correct


def test_a_wrong_move_in_a_judgement_position_is_spanish() -> None:
    position = POSITIONS[0]
    _, text = in_both(lambda: check_judgement(position, "koikoi").message)
    assert text.startswith("Esa jugada no está permitida:")


def test_principles_are_spanish() -> None:
    set_language("es")
    for principle in PRINCIPLES.values():
        spanish(f"{principle.title}. {principle.body}")


def test_reference_points_in_words_are_spanish() -> None:
    def texts() -> str:
        lines = [points_text(name, RuleSet.preset("labsk")) for name in YAKU_NAMES]
        lines += [points_text(name) for name in YAKU_NAMES]
        lines += [value_text(True), value_text(False)]
        lines += [str(e) for e in round_point_examples()]
        return "\n".join(lines)

    english, text = in_both(texts)
    assert "1 at 5 animals, +1 per further animal" in english
    assert "1 con 5 animales, +1 por cada animal de más" in spanish(text)
    assert "inoshikacho 5 contra quien cantó koi-koi: 5 × 2 = 10" in text
