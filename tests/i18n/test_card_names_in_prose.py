"""One name per card in the lessons' prose, as the engine and the widgets name it (reader 18,
issue 23): "the plum blossom plain 2p1", never "the plum plain 2p1"; "the bush clover
plain", never "the bush-clover plain"; "the cherry poetry ribbon 3r", never "the cherry
ribbon 3r". In Spanish «la simple de ciruelo 2p1» (the catalog's «simple 1 de ciruelo»),
never «la simple del ciruelo». The variants are made from the engine's names (the months'
plants, the ribbon cards' names), so a new card name brings its own variants. The coach and
the judgement answers put the article before every card name ("The" only at a sentence's
start, and never a capital mid-sentence in Spanish)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from koikoi import Round
from koikoi.agents import GreedyAgent
from koikoi.cards import DECK, MONTHS
from koikoi.i18n import speaking
from tests.i18n import spanish_terms as st
from tests.lessons.lesson_text import flat

ENGLISH_LESSONS = st.REPO / "lessons" / "src"
_CODE_SPAN = re.compile(r"`[^`\n]+`")


def _english_variants() -> list[re.Pattern[str]]:
    """A plant named short before "plain" ("plum plain" for the plum blossom), a plant
    hyphenated in a card's name ("bush-clover plain"; a "cherry-blossom curtain" is
    English for the curtain of the cherry blossom), a ribbon card without its kind
    ("cherry ribbon")."""
    found = []
    long_names = [m.plant_name("en").split() for m in MONTHS if " " in m.plant_name("en")]
    for words in long_names:
        assert " ".join(words) in {c.name("en").rsplit(" plain", 1)[0] for c in DECK}
        found.append(rf"\b{words[0]} plains?\b")  # "plum plain", "pampas plain"
        found.append(rf"\b{'-'.join(words)} (?:plain|\w* ?ribbon)s?\b")  # "bush-clover plain"
    for last in {words[-1] for words in long_names}:  # "clover plain", but not "bush clover"
        before = "".join(rf"(?<!{w[-2]} )(?<!{w[-2]}-)" for w in long_names if w[-1] == last)
        found.append(rf"{before}\b{last} plains?\b")
    for card in DECK:
        if card.ribbon is not None:  # "cherry ribbon" leaves out "poetry", the ribbon's kind
            plant = card.name("en").rsplit(" ", 2)[0]
            found.append(rf"\b{plant} ribbons?\b")
    return [re.compile(v, re.IGNORECASE) for v in found]


def _spanish_variants() -> list[re.Pattern[str]]:
    """«simple del ciruelo», «simple de la lespedeza»: the catalog says «simple 1 de
    ciruelo», with no article before the plant."""
    plants = "|".join(re.escape(m.plant_name("es")) for m in MONTHS)
    return [re.compile(rf"\bsimples? (?:del|de la|de los) (?:{plants})\b", re.IGNORECASE)]


EN = _english_variants()
ES = _spanish_variants()


def english_texts() -> Iterator[tuple[str, str]]:
    """The English lessons' prose and strings, and every catalog message in English."""
    for lesson in sorted(ENGLISH_LESSONS.glob("*.md")):
        yield from st.lesson_texts(lesson)
    for po in st.CATALOGS:
        with po.open("rb") as handle:
            for message in read_po(handle):
                for msgid in message.id if isinstance(message.id, tuple) else (message.id,):
                    yield f"{po.relative_to(st.REPO)} msgid {msgid!r}", msgid


def misnamed(text: str, variants: list[re.Pattern[str]]) -> list[str]:
    """The card-name variants ``text`` uses, outside `code spans`, its lines joined."""
    prose = flat(_CODE_SPAN.sub(" ", text))
    return [m.group(0) for v in variants for m in v.finditer(prose)]


def test_english_lessons_name_each_card_as_the_engine_does() -> None:
    found = [f"{where}: {hit}" for where, text in english_texts() for hit in misnamed(text, EN)]
    assert not found, "name the card as the engine does:\n" + "\n".join(found)


def test_spanish_lessons_name_each_card_as_the_catalog_does() -> None:
    found = [f"{where}: {hit}" for where, text in st.texts() for hit in misnamed(text, ES)]
    assert not found, "«la simple de ciruelo», as the catalog names it:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("Your hand holds the cherry plain 3p1; you play the plum plain 2p1.", 2),
        ("The drawn pampas plain 8p1 and the bush-clover plain 7p1.", 2),
        ("the field has the bush\nclover plain; draw the cherry ribbon `3r`", 1),
        ("You play the iris ribbon 5r.", 1),
        ("the cherry blossom plain 3p1, the plum blossom plain 2p1, the bush clover plain", 0),
        ("the pampas grass plain 8p1, the cherry poetry ribbon 3r, the iris red ribbon 5r", 0),
        ("the iris plain 5p1 and the maple plain 10p2", 0),
    ],
)
def test_the_english_scan_finds_the_variants_and_only_them(text: str, hits: int) -> None:
    assert len(misnamed(text, EN)) == hits, misnamed(text, EN)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("La simple del pino no tiene pareja; la simple del cerezo tampoco.", 2),
        ("en la mesa está la simple de la\nlespedeza", 1),
        ("la simple de ciruelo 2p1, la simple de hierba de pampas 8p1", 0),
    ],
)
def test_the_spanish_scan_finds_the_variants_and_only_them(text: str, hits: int) -> None:
    assert len(misnamed(text, ES)) == hits, misnamed(text, ES)


STOPS = ("koikoi", "stop")


def _coach_sentences() -> list[str]:
    """What the coach and the judgement answers say in English: every play of 8 greedy
    rounds, explained, and every listed judgement position's detail and feedback."""
    from koikoi.tutor.coach import explain
    from koikoi.tutor.judgement import PRINCIPLES, check_judgement, detail, positions_of

    found = []
    with speaking("en"):
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


def test_the_coach_puts_the_article_before_every_card_name() -> None:
    """Every card name the coach and the judgement answers say in English has its article
    ("it captures the curtain (3b)", "The crane (1b) would lie there" at a sentence's
    start), or follows "drawn"."""
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


def test_a_spanish_sentence_keeps_its_article_small_mid_sentence() -> None:
    """The capital that starts an English sentence with a card's name ("The crane (1b) would
    lie there") is not carried into Spanish, where the name stands mid-sentence ("Dejar la
    grulla (1b) en la mesa")."""
    from koikoi.tutor.judgement import PRINCIPLES, detail, positions_of

    with speaking("es"):
        said = [
            detail(p.round().view(p.player), p) for key in PRINCIPLES for p in positions_of(key)
        ]
    said = [s for s in said if s]
    assert said
    wrong = [s for s in said if re.search(r"[a-záéíóúñ,] (?:El|La|Los|Las) \w+ \(", s)]
    assert not wrong, wrong
