"""Scoring puzzles: curated answers agree with the engine, the checker names the right
traps, generated puzzles are reproducible, realistic and span the levels."""

from __future__ import annotations

from collections import Counter

import pytest

from koikoi import RuleSet, mask_of, score
from koikoi.tutor.puzzles import (
    CURATED,
    LEVELS,
    TRAPS,
    Puzzle,
    PuzzleStream,
    breakdown,
    check,
    curated,
    find_traps,
    generate,
    pile_breakdown,
    pile_level,
    trap_answers,
)


def _id(p: Puzzle) -> str:
    situation = f"-{p.ending}-caller{p.caller}-asked{p.asked}" if p.is_round else ""
    return f"L{p.lesson}-" + "_".join(c.code for c in p.pile) + situation


# --- curated puzzles -------------------------------------------------------------------


@pytest.mark.parametrize("puzzle", CURATED, ids=_id)
def test_curated_answer_is_the_engines(puzzle: Puzzle) -> None:
    """The hand-written answer (from docs/rules.md) equals the engine's points and yaku."""
    assert puzzle.answer == puzzle.expected
    assert puzzle.answer_yaku == puzzle.expected_yaku
    assert check(puzzle, puzzle.expected, puzzle.expected_yaku).correct


@pytest.mark.parametrize("puzzle", CURATED, ids=_id)
def test_curated_traps_are_recognised(puzzle: Puzzle) -> None:
    """Every trap a curated puzzle is about leads to a wrong answer the checker names."""
    for trap in puzzle.traps:
        wrong = [v for names, v in trap_answers(puzzle) if names == (trap,)]
        assert wrong, f"no wrong answer for trap {trap}"
        verdict = check(puzzle, wrong[0])
        assert not verdict.correct
        assert trap in [t.key for t in verdict.traps]


def test_curated_collection_covers_lessons_levels_and_traps() -> None:
    """At least 40 puzzles in lessons 6-8, easy to hard, covering the issue's traps."""
    assert len(CURATED) >= 40
    assert Counter(p.lesson for p in CURATED).keys() == {6, 7, 8}
    for lesson in (6, 7, 8):
        levels = [p.level for p in curated(lesson)]
        assert levels == sorted(levels) and set(levels) == set(LEVELS)
    designed = {t for p in CURATED for t in p.traps}
    for trap in (
        "rain-man-in-three",
        "sake-cup-in-kasu",
        "sake-cup-in-tane",
        "tan-on-top",
        "brights-added",
        "koikoi-double-forgotten",
        "no-double-at-7",
        "caller-doubles-own-win",
        "beaten-caller",
        "drawn-round",
    ):
        assert trap in designed, trap
    nine_plains_and_cup = [
        p for p in CURATED if "9a" in {c.code for c in p.pile} and "kasu" in p.expected_yaku
    ]
    assert any(sum(c.kind.name == "PLAIN" for c in p.pile) == 9 for p in nine_plains_and_cup)
    assert all(p.round() for p in curated(8))  # every round puzzle plays on the engine
    with pytest.raises(ValueError, match="lessons 6, 7 and 8"):
        curated(5)


def test_worked_example_of_the_source() -> None:
    """the worked example of docs/rules.md: the caller is beaten (0), tsukimi 5 doubled to 10; and
    a base of 8 against a caller is 8 × 2 × 2 = 32."""
    caller_beaten = Puzzle.round_of(
        "7a 7p1 10a 10p1 6a 6p1", "8b 8p1 9a 9p1", caller=0, ending="auto", ender=1
    )
    assert caller_beaten.answer == 0
    result = caller_beaten.result()
    assert (result.winner, result.base, result.multiplier, result.points) == (1, 5, 2, 10)
    big = Puzzle.round_of(
        "1b 1p1 3b 3p1 8b 8p1 12b 12p1", "7a 7p1 10a 10p1 6a 6p1", caller=1, ending="auto",
        ender=0,
    )  # fmt: skip
    assert big.answer == 32
    assert any("8 × 2 × 2 = 32" in line for line in breakdown(big))


# --- the checker ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pile", "wrong", "trap"),
    [
        ("1b 3b 11b", 5, "rain-man-in-three"),
        ("1b 3b 8b 12b", 13, "brights-added"),
        ("1b 3b 11b 12b", 8, "rain-man-in-four"),
        ("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a", 0, "sake-cup-in-kasu"),
        ("2a 4a 5a 8a 9a", 0, "sake-cup-in-tane"),
        ("1r 2r 3r 4r 5r", 5, "tan-on-top"),
        ("7a 10a 6a 2a 4a", 5, "tane-on-top"),
        ("3b 8b 9a", 5, "viewing-both"),
        ("7a 10a 6a 2a 4a 5a 8a", 12, "inoshikacho-extends"),
        ("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2 6p1 6p2", 12, "one-per-card"),
    ],
)
def test_checker_names_the_pile_trap(pile: str, wrong: int, trap: str) -> None:
    puzzle = Puzzle.pile_of(pile)
    verdict = check(puzzle, wrong)
    assert not verdict.correct and verdict.answer == score(pile).total
    assert trap in [t.key for t in verdict.traps]
    assert TRAPS[trap].body in verdict.message
    assert check(puzzle, verdict.answer).correct


def _round(name: str) -> Puzzle:
    found = {
        "beaten": dict(pile="7a 7p1 10a 10p1 6a 6p1", opponent="8b 8p1 9a 9p1", caller=0,
                       ending="auto", ender=1),
        "against-caller-8": dict(pile="1b 1p1 3b 3p1 8b 8p1 12b 12p1",
                                 opponent="7a 7p1 10a 10p1 6a 6p1", caller=1, ending="auto",
                                 ender=0),
        "own-call-6": dict(pile="1r 1p1 2r 2p1 3r 3p1 4r 4p1 5r 5p1", opponent="9p1 9p2",
                           caller=0, ending="auto", ender=0),
        "drawn": dict(pile="8b 8p1 9a 9p1", opponent="1p1 1p2", caller=0, ending="exhausted"),
        "stop-6": dict(pile="7a 7p1 10a 10p1 6a 6p1 2a 2p1 4a 4p1", opponent="1p1 1p2",
                       caller=None, ending="stop", ender=0),
    }[name]  # fmt: skip
    return Puzzle.round_of(**found)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "right", "wrong", "traps"),
    [
        ("beaten", 0, 5, {"beaten-caller"}),
        ("against-caller-8", 32, 16, {"no-double-at-7", "koikoi-double-forgotten"}),
        ("against-caller-8", 32, 8, {"base-only"}),
        ("own-call-6", 6, 12, {"caller-doubles-own-win", "double-below-7"}),
        ("own-call-6", 6, 5, {"tan-on-top"}),  # not minimum-is-one (also 6 - 1): general
        ("drawn", 0, 5, {"drawn-round"}),
        ("stop-6", 6, 12, {"double-below-7"}),
    ],
)
def test_checker_names_the_round_trap(name: str, right: int, wrong: int, traps: set) -> None:
    puzzle = _round(name)
    assert puzzle.answer == right
    verdict = check(puzzle, wrong)
    assert not verdict.correct
    assert {t.key for t in verdict.traps} == traps


def test_a_trap_is_shown_only_for_the_answer_it_explains() -> None:
    """Lesson 11's nine plains, the sake cup and the curtain (hanami 5 + kasu 1 = 6): 5 is
    the sake cup missed as a plain, so that trap shows and not "Tane, tan and kasu start at
    1" (which also gives 6 - 1, but the pile sets a trap of its own); 0, 7 and 39 each show
    only the trap (if any) that gives them."""
    puzzle = Puzzle.pile_of("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a 3b")
    assert puzzle.answer == 6

    def shown(points: int) -> list[str]:
        return [t.key for t in check(puzzle, points).traps]

    assert shown(5) == ["sake-cup-in-kasu"]
    assert TRAPS["minimum-is-one"].body not in check(puzzle, 5).message
    assert shown(7) == []
    assert shown(39) == ["card-values"]  # 9 plains 1 each, the cup 10, the curtain 20
    # a general trap still shows when it alone gives the number: ten plains, kasu read as 0
    ten = Puzzle.pile_of("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2")
    assert [t.key for t in check(ten, 0).traps] == ["minimum-is-one"]


def test_checker_without_a_known_trap_still_explains() -> None:
    puzzle = Puzzle.pile_of("1b 3b 8b 9a")
    verdict = check(puzzle, 99)
    assert not verdict.correct and verdict.traps == ()
    assert verdict.headline == "Not quite: the answer is 15 points, not 99."
    assert verdict.breakdown[:3] == (
        "Sanko 5 (3 brights, none of them the rain man): 1b 3b 8b.",
        "Hanami 5 (the curtain 3b and the sake cup 9a).",
        "Tsukimi 5 (the moon 8b and the sake cup 9a).",
    )


def test_checker_marks_the_yaku_named() -> None:
    puzzle = Puzzle.pile_of("1r 2r 3r 4r 5r")
    assert check(puzzle, 6, ["akatan", "tan"]).correct
    verdict = check(puzzle, 6, ["akatan"])
    assert not verdict.correct and verdict.missing_yaku == ("tan",)
    assert verdict.headline == "The points are right (6), but not the yaku."
    verdict = check(puzzle, 6, ["akatan", "tan", "aotan"])
    assert verdict.extra_yaku == ("aotan",)
    assert check(puzzle, 6, ["red poetry ribbons", "ribbons"]).correct  # English names
    with pytest.raises(ValueError, match="unknown yaku 'akatanx'"):
        check(puzzle, 6, ["akatanx"])
    with pytest.raises(ValueError, match="points='6' must be a whole number"):
        check(puzzle, "6")  # type: ignore[arg-type]


def test_bad_puzzles_are_refused_with_reasons() -> None:
    with pytest.raises(ValueError, match="ending='draw' is not one of"):
        Puzzle.round_of("1b", "2a", caller=None, ending="draw")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs the ender"):
        Puzzle.round_of("1b", "2a", caller=None, ending="stop")
    with pytest.raises(ValueError, match="cards 1b are in both piles"):
        Puzzle.round_of("1b", "1b", caller=None, ending="exhausted")
    with pytest.raises(ValueError, match="unknown trap 'nope'"):
        Puzzle.pile_of("1b", traps=("nope",))
    with pytest.raises(ValueError, match="no two cards of one month"):
        Puzzle.round_of("7a 10a 6a", "", caller=None, ending="stop", ender=0).round()
    with pytest.raises(ValueError, match="could still choose"):
        Puzzle.round_of("7a 7p1 10a 6a", "", caller=None, ending="auto", ender=0).round()
    with pytest.raises(ValueError, match="pile puzzle has no round"):
        Puzzle.pile_of("1b").round()


def test_the_breakdown_follows_the_rule_set() -> None:
    """Minimums and the sake cup's place in kasu are read from the rules, not assumed."""
    nine_and_cup = "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a"
    assert pile_breakdown(nine_and_cup) == (
        "Kasu 1 (1 point for reaching 10 plains; the sake cup 9a "
        "counts as a plain): 1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a.",
        "Total: 1 base point.",
        "Note: 9 plains plus the sake cup make 10: kasu.",
    )
    no_cup = RuleSet(sake_cup_as_plain=False)
    assert pile_breakdown(nine_and_cup, no_cup) == ("No yaku: nothing scores.",)
    twelve = pile_breakdown(nine_and_cup + " 5p2 6p1", RuleSet(kasu_min=11))
    assert twelve[0].startswith("Kasu 2 (12 plains: 1 point for reaching 11, plus 1 for each plain")


@pytest.mark.parametrize(
    ("pile", "why"),
    [
        (
            "2a 4a 5a 8a 11a 7a",
            "Tane 2 (6 animals: 1 point for reaching 5, plus 1 for each animal beyond)",
        ),
        (
            "1r 4r 5r 7r 11r 2r",
            "Tan 2 (6 ribbons: 1 point for reaching 5, plus 1 for each ribbon beyond)",
        ),
        (
            "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2 6p1",
            "Kasu 2 (11 plains: 1 point for reaching 10, plus 1 for each plain beyond)",
        ),
    ],
)
def test_a_counting_yaku_names_the_class_of_the_cards_beyond(pile: str, why: str) -> None:
    """Tane, tan and kasu say what each card beyond is (an animal, a ribbon, a plain) in
    words, not "+1 per card beyond" (a reader's report: «Tan 1 (5 cintas: 1 con 5, +1 por
    cada carta de más)» read like a machine)."""
    line = pile_breakdown(pile)[0]
    assert line.startswith(why + ": ")
    assert "per card" not in line and "+1" not in line


@pytest.mark.parametrize(
    ("pile", "why"),
    [
        ("1r 4r 5r 7r 11r", "Tan 1 (1 point for reaching 5 ribbons): "),
        ("2a 4a 5a 8a 11a", "Tane 1 (1 point for reaching 5 animals): "),
        (
            "2a 4a 5a 8a 9a",
            "Tane 1 (1 point for reaching 5 animals; the sake cup 9a is one of them): ",
        ),
        ("1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2", "Kasu 1 (1 point for reaching 10 plains): "),
        (
            "1r 4r 5r 7r 11r 2r",
            "Tan 2 (6 ribbons: 1 point for reaching 5, plus 1 for each ribbon beyond): ",
        ),
    ],
)
def test_a_counting_yaku_at_its_minimum_says_nothing_of_cards_beyond(pile: str, why: str) -> None:
    """With exactly the minimum, «plus 1 for each ribbon beyond» describes nothing (a
    reader's report on «Tan 1 (5 cintas: 1 punto con 5 y 1 más por cada cinta de más)»); a
    card beyond it keeps the clause."""
    assert pile_breakdown(pile)[0].startswith(why)


@pytest.mark.parametrize(
    ("pile", "line"),
    [
        ("6a 7a 10a", "Inoshikacho 5 (the boar 7a, the deer 10a and the butterflies 6a)."),
        ("1r 2r 3r", "Akatan 5 (the poetry ribbons 1r 2r 3r)."),
        ("8b 9a", "Tsukimi 5 (the moon 8b and the sake cup 9a)."),
        ("1b 3b 8b", "Sanko 5 (3 brights, none of them the rain man): 1b 3b 8b."),
    ],
)
def test_cards_named_with_their_codes_are_not_listed_again(pile: str, line: str) -> None:
    """«Inoshikacho 5 (the boar 7a, the deer 10a and the butterflies 6a): 6a 7a 10a.»
    echoed the codes; a yaku whose needs do not name its cards still lists them."""
    assert pile_breakdown(pile)[0] == line


# --- generated puzzles ------------------------------------------------------------------

SEEDS = range(25)


@pytest.mark.parametrize("level", LEVELS)
def test_generated_puzzles_fit_their_level_and_occur_in_play(level: int) -> None:
    puzzles = [generate(seed, level) for seed in SEEDS]
    assert len({str(p) for p in puzzles}) >= len(puzzles) - 2  # varied
    for p in puzzles:
        assert p.level == level and p.seed is not None
        # the engine's answer (score(), or the last turn replayed) equals what the
        # simulated round counted on its fast masks
        assert p.answer == p.expected
        for pile in p.piles():  # captures take pairs or fours: even counts per month
            assert all(n % 2 == 0 for n in Counter(c.month for c in pile).values())
        if level < 3:
            assert not p.is_round and p.answer > 0 and pile_level(p.pile) == level
        else:
            assert p.is_round
            result = p.result()
            assert p.caller is not None or result.multiplier > 1
    if level == 3:
        assert {p.ending for p in puzzles} >= {"stop", "auto"}
        assert {p.asked for p in puzzles} == {0, 1}


def test_generated_puzzles_replay_from_seed_and_level() -> None:
    assert [generate(s, 2) for s in range(5)] == [generate(s, 2) for s in range(5)]
    assert generate(3, 1) != generate(3, 2)
    a, b = PuzzleStream(level=3, seed=11), PuzzleStream(level=3, seed=11)
    assert [next(a) for _ in range(3)] == [next(b) for _ in range(3)]
    with pytest.raises(ValueError, match="level=4 must be 1, 2 or 3"):
        generate(1, 4)
    with pytest.raises(ValueError, match="seed='x' must be a whole number"):
        generate("x", 1)  # type: ignore[arg-type]


def test_trap_answers_use_the_standard_rules_only() -> None:
    """Under another rule set the standard traps do not apply (the checker still marks)."""
    labsk = RuleSet.preset("labsk")
    puzzle = Puzzle.pile_of("1r 2r 3r 4r 5r", rules=labsk)
    assert puzzle.answer == score("1r 2r 3r 4r 5r", labsk).total == 8
    assert find_traps(puzzle, 6) == ()
    assert mask_of(puzzle.pile) == mask_of("1r 2r 3r 4r 5r")


def test_the_traps_of_a_pile_make_one_note() -> None:
    """Several traps are one "Note:" sentence, its clauses joined (issue 23), not a chain of
    notes."""
    pile = "1b 3b 8b 11b 9a 1p1 2p1 3p1 4p1 5p1 6p1 7p1 8p1 9p1"
    lines = pile_breakdown(pile)
    notes = [line for line in lines if line.startswith("Note")]
    assert notes == [
        "Note: 4 brights with the rain man are ame-shiko 7, not shiko 8; only the best "
        "bright yaku counts (the smaller ones are not added); 9 plains plus the sake cup "
        "make 10: kasu."
    ]
    assert lines[-1] == notes[0] and "Note:" not in notes[0][5:]
