"""Reader 20 (a fresh English reader of the saved lessons), in both languages where the same
fault was there: one name for a played-out round, the opponents by their menu names, the
article before a card's name in the coach's sentences, one plant name for August, the
profiles by their display names, counts of cards in digits, lesson 13's wording, lesson 12's
note on the opponent's pile and the art of the lightning card."""

from __future__ import annotations

import re

import pytest

from koikoi import DECK, Round
from koikoi.agents import GreedyAgent
from tests.lessons.lesson_text import (
    GLOSSARY,
    LANGS,
    flat,
    lesson,
    prose,
)

# --- 1. a round played out is a drawn round: one name -----------------------------------------


def test_lesson_10_names_the_played_out_round_once() -> None:
    """L10 cell 4: "an **exhausted round**: it is the drawn round of lessons 1 to 9" gave one
    outcome 2 names. The sources' word is met once, in brackets."""
    text = flat(lesson("en", 10))
    assert "**drawn round**" in text
    assert len(re.findall(r"(?i)exhausted", text)) == 1
    assert "(some sources say exhausted)" in text


def test_the_glossaries_give_the_drawn_round_one_english_name() -> None:
    """The English glossary had rows "exhausted round" and "drawn round", both «empate»; the
    Spanish one translated «empate» as both."""
    for lang in LANGS:
        rows = [r for r in GLOSSARY[lang].read_text("utf-8").splitlines() if "xhausted" in r]
        assert all("some sources say exhausted" in r for r in rows), rows
        assert len(rows) <= 1, rows


def test_the_rule_options_of_a_drawn_round_say_drawn_round() -> None:
    """Lesson 10's option table and editor showed "exhausted caller keeps", "exhausted
    dealer points" and the heading "Exhausted rounds and dealt hands"."""
    from koikoi import RuleSet
    from koikoi.i18n import set_language
    from widgets.apps.house_rules import OPTION_GROUPS

    set_language("en")
    for name in ("exhausted_caller_keeps", "exhausted_dealer_points"):
        assert "drawn round" in RuleSet.label(name)
        assert "xhausted" not in RuleSet.explain(name)
    assert not [h for h in OPTION_GROUPS if "xhausted" in h]


# --- 2. the opponents by the names of the practice menu ---------------------------------------


def test_the_glossary_names_the_opponents_as_the_menu_does() -> None:
    """The glossary said "greedy opponent, search opponent"; the menu says Greedy, Strong."""
    from widgets.apps.match_table import OPPONENT_NAMES

    text = GLOSSARY["en"].read_text("utf-8")
    assert "search opponent" not in text
    for name in OPPONENT_NAMES.values():
        assert f"**{name}**" in text, name


# --- 3. the coach names a card with its article -----------------------------------------------


def _coach_sentences() -> list[str]:
    """What the coach and the judgement answers say: every play of 8 greedy rounds,
    explained, and every listed judgement position's detail and feedback."""
    from koikoi.i18n import set_language
    from koikoi.tutor.coach import explain
    from koikoi.tutor.judgement import PRINCIPLES, check_judgement, detail, positions_of

    set_language("en")
    found = []
    for seed in range(8):
        rnd = Round.deal(seed=seed, dealer=seed % 2)
        agents = [GreedyAgent(seed=seed * 2 + p) for p in (0, 1)]
        while not rnd.is_over:
            view = rnd.view(rnd.to_move)
            found += [explain(view, m) for m in view.legal_moves if m.kind not in STOPS]
            rnd.push(agents[rnd.to_move].choose(view, view.legal_moves))
    for principle in PRINCIPLES:
        for position in positions_of(principle):
            view = position.round().view(position.player)
            found.append(detail(view, position))
            found += [check_judgement(position, m).message for m in view.legal_moves]
    return [s for s in found if s]


STOPS = ("koikoi", "stop")


def test_the_coach_puts_the_article_before_every_card_name() -> None:
    """L12 c5 "it captures curtain (3b) and leaves you needing only sake cup (9a)", c11
    "crane (1b) would lie there" (a sentence starting in lower case), c13 "crane (1b) is
    exposed", c17 "needs only deer (10a)", L13 c13: each name now has its article, "The" at
    the start of a sentence."""
    bare = []
    said = _coach_sentences()
    assert len(said) > 300
    for text in said:
        for card in DECK:
            name = re.escape(f"{card.in_sentence()} ({card.code})")
            for match in re.finditer(rf"(\S*)\s*{name}", text):
                if match.group(1) not in ("the", "The", "drawn"):
                    bare.append((match.group(0), text))
    assert not bare, bare[:5]


# --- 4. August's plant, one name --------------------------------------------------------------


def test_lesson_5_names_the_august_plant_as_the_engine_does() -> None:
    """L5 c13 "pampas-grass cards" against c26 "pampas cards"."""
    (moon,) = [c for c in DECK if c.code == "8b"]
    plant = moon.month_info.plant_name("en")
    text = flat(lesson("en", 5))
    assert plant == "pampas grass"
    assert "pampas-grass" not in text
    assert not re.search(r"pampas (?!grass)", text)


# --- 5. the profiles by their display names ---------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_prose_names_the_profiles_by_their_display_names(lang: str) -> None:
    """L10 c15 "labsk's akatan"; the glossary "labsk, wikihow", "the wikihow scoreboard".
    Code in backticks, `preset("labsk")`, keys and the labsk.net address keep the code."""
    texts = [lesson(lang, 10), GLOSSARY[lang].read_text("utf-8")]
    found = []
    for text in texts:
        text = re.sub(r"`[^`]*`|\"labsk\"|\"wikihow\"|key=\"[^\"]*\"|labsk\.net", "", text)
        found += re.findall(r".{20}\b(?:labsk|wikihow)\b.{20}", text)
    assert not found, found


# --- 6. counts of cards in digits (lessons 6 and 7) -------------------------------------------


def test_lessons_6_and_7_count_cards_in_digits() -> None:
    """L6 c4 "Four of them", the recap "(all five) ... (four without ...)", L7's titles "the
    three poetry ribbons"."""
    six, seven = flat(lesson("en", 6)), flat(lesson("en", 7))
    for words in ("Four of them", "all five", "four without", "four with him", "three without"):
        assert words not in six, words
    assert "Three dry brights" not in six
    assert "the three poetry ribbons" not in seven and "the three blue ribbons" not in seven
    assert "Cuatro de ellas" not in flat(lesson("es", 6))


# --- 7 and 8. lesson 13 -----------------------------------------------------------------------


def test_lesson_13_says_the_koikoi_notice_plainly_and_no_spanish_leftover() -> None:
    """L13 c4 "a call of koi-koi when one stands"; c19 "options of the server ..., which are
    always in English" (said of a Spanish page, where it is true)."""
    text = flat(lesson("en", 13))
    assert "when one stands" not in text
    assert "a notice when someone has called koi-koi" in text
    assert "always in English" not in text


# --- 9. lesson 12's note on the opponent's pile -----------------------------------------------


def test_lesson_12_says_how_far_the_opponent_is_as_the_engine_counts() -> None:
    """L12 c19 said "far from any yaku" while the panel showed "inoshikacho, 2 cards away":
    the note gives the engine's count of the opponent's nearest yaku."""
    from koikoi.scoring import progress
    from koikoi.tutor.judgement import position_named

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


# --- 10. what the lightning card shows --------------------------------------------------------


def test_lesson_2_describes_the_lightning_card_as_drawn() -> None:
    """L2 c6 said the lightning 11p1 shows "clouds"; the art (widgets/art/motifs.lightning)
    is a dark sky, a zigzag bolt and a ring of drums, with no cloud."""
    from widgets.art import motifs

    assert "cloud" not in (motifs.lightning.__doc__ or "")
    en = paragraph(lesson("en", 2), "11p1 shows")
    es = paragraph(lesson("es", 2), "el rayo 11p1 no muestra")
    assert "cloud" not in en and "a dark sky, a bolt and a ring of drums" in en
    assert "nubes" not in es and "un cielo oscuro, un rayo y un círculo de tambores" in es


def paragraph(text: str, words: str) -> str:
    (found,) = [p for p in prose(text) if words in p]
    return found


def test_a_spanish_sentence_keeps_its_article_small_mid_sentence() -> None:
    """The capital that starts an English sentence with a card's name ("The crane (1b) would
    lie there") is not carried into Spanish, where the name stands mid-sentence ("Dejar la
    grulla (1b) en la mesa")."""
    from koikoi.i18n import set_language
    from koikoi.tutor.judgement import PRINCIPLES, detail, positions_of

    set_language("es")
    try:
        said = [
            detail(p.round().view(p.player), p) for key in PRINCIPLES for p in positions_of(key)
        ]
    finally:
        set_language("en")
    said = [s for s in said if s]
    assert said
    wrong = [s for s in said if re.search(r"[a-záéíóúñ,] (?:El|La|Los|Las) \w+ \(", s)]
    assert not wrong, wrong
