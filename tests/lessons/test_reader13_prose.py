"""What reader 13 (a fresh Spanish reader of the saved lessons) stumbled on, held on the
sources in both languages: lesson 10 names every way the three written profiles all leave
the standard rules, lesson 8 says in one sentence what «estándar» is and that a first
combination is a «mejora», lessons 3 and 7 send to the card review, lesson 4 says what its
saved deal shows, lesson 8 explains the board's progress notes where they first appear,
lesson 12 says «igualadas» and keeps the seed out of its table, counts of game things are
digits, no lesson says «otras casas», lesson 13 says what the review never names, lesson 9
offers a new match without code, and lesson 6 shows the brights' table once."""

from __future__ import annotations

import inspect
import json
import re

import pytest

from koikoi import score
from koikoi.i18n import speaking
from tests.lessons.lesson_text import LESSONS, flat, lesson, prose

FOLDER = {"en": LESSONS, "es": LESSONS / "es"}


def notebook(lang: str, number: int) -> dict:
    (path,) = FOLDER[lang].glob(f"{number:02d}_*.ipynb")
    return json.loads(path.read_text(encoding="utf-8"))


def output_text(cell: dict) -> str:
    """What a saved code cell shows, its markup left out."""
    shown = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        kinds = ("text/html", "image/svg+xml", "text/plain")
        for text in (*(data.get(kind) for kind in kinds), output.get("text")):
            if text:
                shown.append("".join(text) if isinstance(text, list) else text)
    return flat(re.sub(r"<[^>]+>", " ", " ".join(shown)))


def _outside_details(text: str) -> list[str]:
    return prose(re.sub(r"<details>.*?</details>", "", text, flags=re.DOTALL))


# --- 1. lesson 10: what sets the standard rules apart ------------------------------------

APART = {
    "en": "Compared with the standard rules, the other three profiles differ in four ways",
    "es": "Frente al estándar, los otros tres perfiles se apartan en cuatro cosas",
}
OLD_APART = {"en": "profiles in the same ways:", "es": "perfiles en lo mismo:"}


# --- 2. lesson 8: «estándar» in one short sentence ------------------------------------------

NOT_A_NORM = {
    "en": "“standard” is only the name the course gives its own profile, not a published norm",
    "es": "«estándar» es solo el nombre que el curso da a su propio perfil, no una norma publicada",
}
RULES_WORD = {"en": r"\brules\b", "es": r"\breglas\b"}
OLD_RULES = {
    "en": "teaches are the course's own rules, the standard rules",
    "es": "Las reglas que enseña este curso son las reglas propias del curso",
}


# --- 3. the card review is pointed to after lessons 3 and 7 ---------------------------------

DRILL_LINK = re.compile(r"\]\((00_\w+\.ipynb)\)")
AFTER_7 = {
    "en": "those questions are for after lesson 7",
    "es": "esas preguntas son para después de la lección 7",
}


# --- 4. lesson 4: what the saved deal shows --------------------------------------------------

FINISHED = {
    "en": "The saved page, before you run anything, shows the finished deal (its last step).",
    "es": "La página guardada, antes de ejecutar nada, muestra el reparto ya terminado (su "
    "último paso).",
}


# --- 5. the board's progress notes, explained where first shown -------------------------

PROGRESS = re.compile(r"\b[a-z-]+ \d+/\d+\b")
NOTES = {
    "en": ("tane 3/5", "hanami 1/2 — needs curtain (3b)", "✓ tsukimi 5"),
    "es": ("tane 3/5", "hanami 1/2 — falta cortina (3b)", "✓ tsukimi 5"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_progress_notes_are_explained_where_a_saved_board_first_shows_them(
    lang: str,
) -> None:
    """reader 13, item 5: lesson 8's board showed «tane 3/5», «hanami 1/2 — falta cortina
    (3b)», explained only in lesson 12."""
    first = None
    for number in range(1, 14):
        cells = [c for c in notebook(lang, number)["cells"] if c["cell_type"] == "code"]
        shown = [output_text(c) for c in cells if PROGRESS.search(output_text(c))]
        if shown:
            first = (number, shown[0])
            break
    assert first is not None and first[0] == 8, first and first[0]
    text = lesson(lang, 8)
    cell_end = text.index("```", text.index("table_picture(last_call"))
    after = prose(text[cell_end + 3 :])[0]
    for note in NOTES[lang]:
        assert note in first[1], (note, "not on the board")
        assert note in after, (note, after)


# --- 6. «igualadas», never «empatadas», for moves ------------------------------------------


def test_spanish_lessons_keep_empate_for_rounds() -> None:
    """reader 13, item 6: lesson 12 «una jugada, o varias empatadas»; the glossary keeps
    «empate» for a round nobody wins."""
    for number in range(14):
        assert not re.search(r"\bempatad[ao]s?\b", lesson("es", number)), number
    assert "o varias igualadas" in flat(lesson("es", 12))


# --- 7. a first combination is a «mejora» ---------------------------------------------------

FIRST_IMPROVEMENT = {
    "en": (
        "**The first improvement offers a choice.** Your first yaku is already an "
        "**improvement** (your base points go up from 0).",
        "The first yaku offers a choice",
    ),
    "es": (
        "**La primera mejora te ofrece una elección.** Tu primera combinación ya es una "
        "**mejora** (tus puntos base suben de 0).",
        "La primera combinación te ofrece",
    ),
}
GLOSSARY = {
    "en": ("glossary.md", "| **improvement**", "a new yaku"),
    "es": ("es/glosario.md", "| **mejorar**", "una combinación nueva"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_8_calls_the_first_combination_an_improvement(lang: str) -> None:
    """reader 13, item 7: «La primera combinación te ofrece una elección» (lesson 8), «La
    primera mejora da a elegir» (the cheat sheet), «Tus combinaciones han mejorado» (the
    coach, on a first combination): the glossary's «mejorar» covers a new combination."""
    new, old = FIRST_IMPROVEMENT[lang]
    text = flat(lesson(lang, 8))
    assert new in text and old not in text
    page, term, words = GLOSSARY[lang]
    (row,) = [
        line
        for line in (LESSONS.parent / "docs" / page).read_text("utf-8").splitlines()
        if line.startswith(term)
    ]
    assert words in row, row


# --- 8. counts of game things in digits -----------------------------------------------------

WORDED = {
    "es": r"\b(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:otr[oa]s\s+)?"
    r"(?:cartas|simples|animales|cintas|luces|puntos|meses|rondas|combinaciones)\b",
    "en": r"\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:other\s+)?"
    r"(?:cards|plains|animals|ribbons|brights|points|months|rounds|yaku)\b",
}
SAID_IN_DIGITS = {
    "es": {
        1: "tiene los **12 meses** del año",
        3: "5 animales forman la combinación tane, 5 cintas la combinación tan y 10 simples",
        6: "Sin él, 3 luces ya puntúan 5, y 4 puntúan 8",
    },
    "en": {
        1: "it has the **12 months** of the year",
        3: "5 animals make the yaku tane, 5 ribbons the yaku tan, 10 plains",
        6: "Without him, 3 brights already score 5, and 4 score 8",
    },
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_lesson_writes_counts_of_game_things_in_digits(lang: str) -> None:
    """reader 13, item 8: lesson 3 «cinco animales … diez simples», «doce meses» beside «12
    meses», as lessons 7 and 8 already write them. The prose outside answer blocks; a yaku's
    gloss in parentheses («sanko (tres luces)») is its name, not a count."""
    for number in range(14):
        paragraphs = _outside_details(lesson(lang, number))
        text = re.sub(r"\([^()]*\)", "", " ".join(paragraphs))
        found = re.findall(WORDED[lang], text, re.IGNORECASE)
        assert not found, (number, found)
    for number, said in SAID_IN_DIGITS[lang].items():
        assert said in flat(lesson(lang, number)), (number, said)


# --- 9. «reglas de la casa», never «otras casas» --------------------------------------------

HOUSES = {"en": r"\b(?:other|some) houses\b", "es": r"\b(?:otras|algunas) casas\b"}
HOUSE_RULES = {"en": "house rules", "es": "reglas de la casa"}


# --- 10. lesson 13: the review never names a move a hint advised ---------------------------

NEVER_NAMED = {
    "en": ("never the move a hint advised", "never names a move you played by following a hint"),
    "es": ("nunca la que aconsejó una pista", "nunca señala una jugada que seguiste por una pista"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_13_says_the_review_never_names_a_move_played_by_a_hint(lang: str) -> None:
    """reader 13, item 10. The review keeps a move only when it is not the best of the very
    search a hint showed (``reuse_any``), so a move played as a hint advised is never named."""
    from koikoi.tutor.coach import review

    old, new = NEVER_NAMED[lang]
    text = flat(lesson(lang, 13))
    assert old not in text and new in text
    code = inspect.getsource(review)
    assert "reuse_any=True" in code and "best.move != played" in code


# --- 11. lesson 12: no seed in what the learner reads ---------------------------------------

SEED = {"en": r"\bseed\b", "es": r"\bsemilla\b"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_12_table_shows_no_seed(lang: str) -> None:
    """reader 13, item 11: the column «ronda (semilla)» (65, 6, 30…) meant nothing to a
    learner; the seed stays in the folded method and the code."""
    text = lesson(lang, 12)
    assert not [p for p in _outside_details(text) if re.search(SEED[lang], p)]
    cells = notebook(lang, 12)["cells"]
    (table,) = [c for c in cells if "LESSON_POSITIONS = [" in "".join(c["source"])]
    shown = output_text(table)
    assert {"en": "cards played", "es": "cartas jugadas"}[lang] in shown
    assert not re.search(SEED[lang], shown), shown


# --- 12. lesson 9: a new match without code ---------------------------------------------------

NEW_MATCH = {
    "en": ("press **Play again** for a new match with new deals", "change the seed"),
    "es": ("pulsa **Jugar otra vez** para una partida nueva, con repartos nuevos",
           "cambia la semilla"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_9_offers_new_deals_without_editing_code(lang: str) -> None:
    """reader 13, item 12: «despliega su código (clic en su primera línea, seguida de •••)
    y cambia la semilla»: code editing in a course without code. The match table's own
    button deals a new match with a new seed."""
    from koikoi import Match
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


# --- 13. lesson 6: the brights' table once ---------------------------------------------------


def test_lesson_6_scores_each_bright_yaku_in_one_cell_only() -> None:
    """reader 13, item 13: lesson 6 showed the brights' points four times (its table, then
    cells that printed sanko, shiko, ame-shiko and goko again and again)."""
    for lang in ("en", "es"):
        text = lesson(lang, 6)
        cells = re.findall(r"^```\{code-cell\}.*?^```", text, flags=re.MULTILINE | re.DOTALL)
        seen: dict[str, int] = {}
        for index, cell in enumerate(cells):
            piles = re.findall(r'score\("([^"]+)"\)', cell)
            if "for pile in [" in cell:
                piles += re.findall(r'"([0-9a-z ]+)"', cell.split("for pile in [", 1)[1])
            names = {y.name for pile in piles for y in score(pile).yaku}
            for name in names:
                assert name not in seen, (lang, name, seen[name], index)
                seen[name] = index
        assert set(seen) == {"goko", "shiko", "ame-shiko", "sanko"}, seen
        assert text.count("| **goko** 五光") == 1
