"""The curated puzzles of lessons 6 to 8, written by hand from the rules (the tests check
that the engine agrees). Lesson numbers belong to the tutor: nothing in the engine takes
one."""

from __future__ import annotations

from .model import Ending, Puzzle


def _p(
    lesson: int, level: int, pile: str, expected: int, yaku: str = "", traps: str = ""
) -> Puzzle:
    return Puzzle.pile_of(
        pile,
        lesson=lesson,
        level=level,
        expected=expected,
        expected_yaku=tuple(yaku.split()),
        traps=tuple(traps.split()),
    )


def _r(
    level: int,
    pile: str,
    opponent: str,
    expected: int,
    *,
    caller: int | None,
    ending: Ending | str,
    ender: int | None = None,
    asked: int = 0,
    yaku: str = "",
    traps: str = "",
) -> Puzzle:
    return Puzzle.round_of(
        pile,
        opponent,
        caller=caller,
        ending=ending,
        ender=ender,
        asked=asked,
        lesson=8,
        level=level,
        expected=expected,
        expected_yaku=tuple(yaku.split()),
        traps=tuple(traps.split()),
    )


CURATED: tuple[Puzzle, ...] = (
    # Lesson 6: brights. Only the best bright yaku counts; the rain man spoils sanko.
    _p(6, 1, "1b 3b 8b", 5, "sanko"),
    _p(6, 1, "1b 8b", 0),
    _p(6, 1, "1b 3b 11b", 0, "", "rain-man-in-three"),
    _p(6, 1, "1b 8b 12b 1p1 8p1 12p1", 5, "sanko"),
    _p(6, 1, "3b 8b 11b 3p1", 0, "", "rain-man-in-three"),
    _p(6, 2, "1b 3b 8b 12b", 8, "shiko", "brights-added"),
    _p(6, 2, "1b 3b 11b 12b", 7, "ame-shiko", "rain-man-in-four"),
    _p(6, 2, "1b 8b 11b 12b 1p1 1p2", 7, "ame-shiko", "rain-man-in-four brights-added"),
    _p(6, 2, "1b 3b 8b 11b 12b", 10, "goko", "brights-added"),
    _p(6, 2, "1b 11b 12b 1r 12p1 12p2", 0, "", "rain-man-in-three"),
    _p(6, 3, "1b 3b 8b 11b 12b 1p1 3p1 8p1 11p1 12p1", 10, "goko", "brights-added"),
    _p(6, 3, "3b 8b 11b 12b 3p1 3p2", 7, "ame-shiko", "rain-man-in-four brights-added"),
    # Lesson 7: animals, ribbons, plains and the viewing yaku, counted independently.
    _p(7, 1, "7a 10a 6a", 5, "inoshikacho"),
    _p(7, 1, "1r 2r 3r", 5, "akatan"),
    _p(7, 1, "6r 9r 10r 6p1", 5, "aotan"),
    _p(7, 1, "3b 9a", 5, "hanami"),
    _p(7, 1, "8b 9a 8p1", 5, "tsukimi"),
    _p(7, 1, "1r 4r 5r 7r 11r", 1, "tan", "minimum-is-one"),
    _p(7, 1, "2a 4a 5a 8a 11a", 1, "tane", "one-per-card"),
    _p(7, 2, "2a 4a 5a 8a 9a", 1, "tane", "sake-cup-in-tane"),
    _p(7, 2, "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 9a", 1, "kasu", "sake-cup-in-kasu"),
    _p(7, 2, "1r 2r 3r 4r 5r", 6, "akatan tan", "tan-on-top"),
    _p(7, 2, "3b 8b 9a", 10, "hanami tsukimi", "viewing-both"),
    _p(7, 2, "7a 10a 6a 2a 4a", 6, "inoshikacho tane", "tane-on-top"),
    _p(7, 2, "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2 6p1 6p2", 3, "kasu",
       "one-per-card minimum-is-one"),
    _p(7, 2, "11p1 12p1 12p2 12p3 1p1 1p2 2p1 2p2 3p1 3p2", 1, "kasu", "one-per-card"),
    _p(7, 2, "6r 9r 10r 9a 8b 8p1 8p2", 10, "aotan tsukimi"),
    _p(7, 3, "7a 10a 6a 2a 4a 5a 8a", 8, "inoshikacho tane", "inoshikacho-extends tane-on-top"),
    _p(7, 3, "1r 2r 3r 6r 9r 10r", 12, "akatan aotan tan", "tan-on-top"),
    _p(7, 3, "1r 2r 3r 4r 5r 6r 7r", 8, "akatan tan", "tan-on-top"),
    _p(7, 3, "3b 9a 2a 4a 5a 8a 1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1", 7, "hanami tane kasu",
       "sake-cup-in-tane sake-cup-in-kasu"),
    _p(7, 3, "3b 8b 9a 11b", 10, "hanami tsukimi", "rain-man-in-three viewing-both"),
    _p(7, 3, "8b 9a 9r 9p1 9p2 2a 4a 5a 7a", 6, "tsukimi tane", "sake-cup-in-tane"),
    # Lesson 8: koi-koi and round points. You are player 0.
    _r(1, "7a 7p1 10a 10p1 6a 6p1", "1p1 1p2", 5, caller=None, ending="stop", ender=0,
       yaku="inoshikacho"),
    _r(1, "7a 7p1", "1p1 1p2 2p1 2p2 3p1 3p2 4p1 4p2 5p1 5p2", 0, caller=None, ending="stop",
       ender=1, traps="whose-points"),
    _r(2, "1b 1p1 3b 3p1 8b 8p1 12b 12p1", "2a 2p1", 16, caller=None, ending="stop", ender=0,
       yaku="shiko", traps="no-double-at-7 brights-added"),
    _r(2, "1p1 1p2", "7a 7p1 10a 10p1 6a 6p1 2a 2p1 4a 4p1", 6, caller=None, ending="stop",
       ender=1, asked=1, yaku="inoshikacho tane", traps="double-below-7 tane-on-top"),
    _r(2, "7a 7p1 10a 10p1 6a 6p1", "8b 8p1 9a 9p1", 0, caller=0, ending="auto", ender=1,
       yaku="inoshikacho", traps="beaten-caller"),
    _r(2, "7a 7p1 10a 10p1 6a 6p1", "8b 8p1 9a 9p1", 10, caller=0, ending="auto", ender=1,
       asked=1, yaku="tsukimi", traps="koikoi-double-forgotten"),
    _r(2, "1r 1p1 2r 2p1 3r 3p1 4r 4p1 5r 5p1", "9p1 9p2", 6, caller=0, ending="auto",
       ender=0, yaku="akatan tan", traps="caller-doubles-own-win tan-on-top"),
    _r(2, "3b 3p1 9a 9p1", "7a 7p1 10a 10p1 6a 6p1", 10, caller=1, ending="auto", ender=0,
       yaku="hanami", traps="koikoi-double-forgotten"),
    _r(2, "8b 8p1 9a 9p1", "1p1 1p2 2p1 2p2", 0, caller=0, ending="exhausted",
       yaku="tsukimi", traps="drawn-round"),
    _r(2, "4p1 4p2", "1r 1p1 2r 2p1 3r 3p1", 0, caller=1, ending="exhausted", asked=1,
       yaku="akatan", traps="drawn-round"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 12b 12p1", "7a 7p1 10a 10p1 6a 6p1", 32, caller=1,
       ending="auto", ender=0, yaku="shiko",
       traps="koikoi-double-forgotten no-double-at-7 base-only"),
    _r(3, "1r 1p1 2r 2p1 3r 3p1 6r 6p1 9r 9p1 10r 10p1", "5p1 5p2", 24, caller=0,
       ending="auto", ender=0, yaku="akatan aotan tan",
       traps="caller-doubles-own-win no-double-at-7 tan-on-top"),
    _r(3, "1b 1p1 3b 3p1 11b 11p1 12b 12p1", "1r 1p2 2r 2p1 3r 3p2", 28, caller=1,
       ending="auto", ender=0, yaku="ame-shiko",
       traps="rain-man-in-four no-double-at-7 koikoi-double-forgotten"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 9a 9p1", "5p1 5p2", 30, caller=None, ending="stop", ender=0,
       yaku="sanko hanami tsukimi", traps="viewing-both no-double-at-7"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 9a 9p1 12p1 12p2", "4p1 4p2", 30, caller=0, ending="auto",
       ender=0, yaku="sanko hanami tsukimi", traps="caller-doubles-own-win viewing-both"),
    _r(3, "1b 1p1 3b 3p1 8b 8p1 11b 11p1 12b 12p1", "6r 6p1 9r 9p1 10r 10p1", 40, caller=1,
       ending="auto", ender=0, yaku="goko", traps="base-only brights-added"),
)  # fmt: skip
"""The hand-written puzzles of lessons 6 to 8, easy to hard within each lesson."""


def curated(lesson: int | None = None) -> tuple[Puzzle, ...]:
    """The curated puzzles of one lesson (6, 7 or 8), or all of them."""
    if lesson is not None and lesson not in (6, 7, 8):
        raise ValueError(f"lesson={lesson!r}: curated puzzles belong to lessons 6, 7 and 8")
    return tuple(p for p in CURATED if lesson is None or p.lesson == lesson)
