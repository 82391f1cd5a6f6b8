"""Headers joined from parts (issue 23): no rendered header has an empty part, a
separator at either end or two separators in a row, in English or in Spanish; a yaku
panel with nothing yet says so in words."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from koikoi import Match, Round
from koikoi.agents import make_agent
from koikoi.agents.arena import play_match
from koikoi.i18n import speaking
from koikoi.tutor.progress import LessonStatus
from koikoi.tutor.puzzles import Puzzle, PuzzleStream, curated
from widgets.apps.match_table import match_header_html
from widgets.apps.practice import progress_html
from widgets.art.header import SEPARATOR, is_blank, joined, match_score
from widgets.kit.course import course_map_html
from widgets.kit.puzzle import PuzzleWidget

pytestmark = pytest.mark.usefixtures("lesson")

_LINE_BREAK = re.compile(r"<br\s*/?>|</?div[^>]*>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_SEP = SEPARATOR.strip()


def lines_of(html: str) -> list[str]:
    """The lines a reader sees in ``html``: its text, one line per break or block."""
    lines = (" ".join(_TAG.sub(" ", line).split()) for line in _LINE_BREAK.split(html))
    return [line for line in lines if line]


def separator_faults(html: str) -> list[str]:
    """The lines of ``html`` whose separators frame nothing: at an end, doubled, or next
    to another mark of a part (a bar or a colon); and each element whose text starts or
    ends with a separator (read apart from its neighbour, it frames an empty part)."""
    bad = re.compile(rf"^{_SEP}|{_SEP}$|{_SEP}\s*{_SEP}|\|\s*{_SEP}|{_SEP}\s*[|:]")
    inside = re.compile(rf"<[^/>][^>]*>\s*{_SEP}|{_SEP}\s*</")
    found = [line for line in lines_of(html) if bad.search(line)]
    return found + [html[m.start() : m.end() + 20] for m in inside.finditer(html)]


def headers() -> Iterator[str]:
    """Every header the widgets join from parts, in the current language."""
    match = Match(rounds=3, seed=4)
    yield match_header_html(match)
    first = match.round
    while not first.is_over:
        match.push(first.legal_moves()[0])
    yield match_header_html(match, shown=first)  # round 1 over, round 2 dealt
    done = play_match(Match(rounds=1, seed=3), [make_agent("greedy", seed=1)] * 2)
    yield match_header_html(done)
    for puzzles in (curated(6), PuzzleStream(seed=1)):
        yield PuzzleWidget(puzzles, key="headers")._title.value
    yield PuzzleWidget([Puzzle.pile_of("1b 3b 11b")], key="headers-one")._title.value
    empty = Round.deal(seed=1)
    scored = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"), field="7p1 9a 12p1", deck="5p1", captured=("1b 3b 8b", "")
    )
    for rnd in (empty, scored):
        for player in (0, 1):
            yield progress_html(rnd, player, "Title")
    yield course_map_html({n: LessonStatus(n) for n in range(4)}, current=3)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_header_has_an_empty_part_or_a_stray_separator(lang: str) -> None:
    with speaking(lang):
        shown = list(headers())
    assert len(shown) >= 9
    faults = [fault for html in shown for fault in separator_faults(html)]
    assert not faults, faults


@pytest.mark.parametrize(
    ("lang", "empty", "scored"),
    [
        ("en", "Title: none yet", "Title: 5 points"),
        ("es", "Title: ninguna todavía", "Title: 5 puntos"),
    ],
)
def test_a_yaku_panel_says_none_yet_or_its_points(lang: str, empty: str, scored: str) -> None:
    rnd = Round.from_position(
        hands=("7a 4p1", "9p1 2p1"), field="7p1 9a 12p1", deck="5p1", captured=("1b 3b 8b", "")
    )
    with speaking(lang):
        assert lines_of(progress_html(rnd, 1, "Title"))[0] == empty
        assert lines_of(progress_html(rnd, 0, "Title"))[0] == scored


def test_the_round_totals_have_a_line_of_their_own() -> None:
    """A wrapped header left «repartes tú ·» at a line's end: the totals start a line."""
    first, totals = lines_of(match_header_html(Match(rounds=3, seed=4)))[:2]
    assert first.startswith("Round 1 of 3") and totals == "Match: You 0 · Opponent 0"


def test_the_fault_finder_finds_each_fault() -> None:
    for html in (
        "A · · B",
        "A ·",
        "· A",
        "<b>A</b><br> · B",
        "A | · B",
        "A · : B",
        "<b>A</b><span> · B</span>",
    ):
        assert separator_faults(html), html
    assert not separator_faults("<b>A</b> · <span>B</span><br><b>C: 1</b>")


def test_joined_drops_blank_parts() -> None:
    assert joined(["<b>A</b>", "", " ", "<span> </span>", "B"]) == "<b>A</b> · B"
    assert joined([]) == "" and is_blank("<i></i>") and not is_blank("<i>x</i>")


@pytest.mark.parametrize(
    ("lang", "you_first", "named", "header", "over", "against_greedy"),
    [
        ("en", "You 0 · Opponent 6", "Ann 12 · Greedy -3", "Match: You 0 · Opponent 0",
         "Match over: ", "Match: You 0 · Greedy 0"),
        ("es", "Tú 0 · Rival 6", "Ana 12 · Glotón -3", "Partida: Tú 0 · Rival 0",
         "Fin de la partida: ", "Partida: Tú 0 · Glotón 0"),
    ],
)  # fmt: skip
def test_one_function_writes_a_match_score_in_each_language(
    lang: str, you_first: str, named: str, header: str, over: str, against_greedy: str
) -> None:
    """Issue 23: «Tú 0, Rival 0», «Tú 0 · Rival 0» and «0-1» were one fact in three forms;
    match_score writes it, and the header, the table's bar and the verdict say it so."""
    from widgets.apps.match_table import MatchTable

    with speaking(lang):
        assert match_score((0, 6), ("You", "Opponent")) == you_first
        assert match_score([12, -3], tuple(named.replace(" ·", "").split()[::2])) == named
        assert lines_of(match_header_html(Match(rounds=3, seed=4)))[1] == header
        match = play_match(Match(rounds=1, seed=3), [make_agent("greedy", seed=1)] * 2)
        verdict = lines_of(match_header_html(match))[0]
        assert verdict.startswith(over) and verdict.endswith(
            f"({match_score(match.scores, ('You', 'Opponent'))})."
        )
        table = MatchTable(Match(rounds=3, seed=4), opponent=make_agent("greedy", seed=1))
        # the table's bar; a named opponent is named (reader 12: not «Rival» in lesson 9)
        assert against_greedy in [t.text for t in table.table.scene().texts()]
    with pytest.raises(ValueError, match="two totals"):
        match_score((1, 2, 3), ("You", "Opponent"))
