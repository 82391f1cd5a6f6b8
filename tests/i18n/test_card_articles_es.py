"""A rule for every generated Spanish sentence (issue 23): a card named with its code is
named with its article, as :meth:`Card.in_sentence` writes it ("el jabalí (7a)", "los
gansos (8a)"), never bare ("jabalí (7a) era mejor") nor after «la carta» ("la carta
jabalí (7a)"). Checked on what the coach, the round review, the judgement verdicts and
the table's moment sentences say on several seeded positions."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from koikoi import DECK, Round
from koikoi.agents import make_agent, play_round
from koikoi.i18n import set_language
from koikoi.tutor.coach import hint, rank_moves, review
from koikoi.tutor.judgement import POSITIONS, check_judgement
from tests.tutor.positions import costly_koikoi_played_out
from widgets.i18n import default_names
from widgets.table.controller import TableController

BUDGET = 150
SEEDS = (3, 11, 29)
AFTER_A_WORD_FOR_CARD = re.compile(r"\bla(s)? carta(s)? (el|la|los|las)\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def in_spanish() -> Iterator[None]:
    set_language("es")
    yield
    set_language("en")


def bare_names(text: str) -> list[str]:
    """Each card named with its code in ``text`` without its article ("jabalí (7a)" where
    "el jabalí (7a)" belongs), and each «la carta» put before an article."""
    found = []
    lowered = text.lower()
    for card in DECK:
        named, code = f"{card.name('es')} ({card.code})", f" ({card.code})"
        with_article = f"{card.in_sentence('es')}{code}".lower()
        if lowered.count(named.lower()) != lowered.count(with_article):
            found.append(named)
    found += [m.group(0) for m in AFTER_A_WORD_FOR_CARD.finditer(text)]
    return found


def midgame(seed: int) -> Round:
    """A seeded deal, four moves in (greedy agents), with player 0 or 1 to move."""
    rnd = Round.deal(seed=seed)
    agents = [make_agent("greedy", seed=seed), make_agent("greedy", seed=seed + 1)]
    for _ in range(4):
        if rnd.is_over:
            break
        rnd.push(agents[rnd.to_move].choose(rnd.view(rnd.to_move), rnd.legal_moves()))
    return rnd


def test_the_rule_finds_a_bare_name() -> None:
    """The scan itself: it catches what the reader of issue 23 found."""
    assert bare_names("Turno 2: jugaste simple 1 de paulonia (12p1); jabalí (7a) era mejor")
    assert bare_names("así que la carta gansos (8a) está a salvo")
    assert bare_names("La carta el jabalí (7a) quedaría en la mesa")
    assert not bare_names("Juega el jabalí (7a): captura la simple 1 de lespedeza (7p1).")
    assert not bare_names("Los gansos (8a) se llevan la luna (8b).")


@pytest.mark.parametrize("seed", SEEDS)
def test_the_coach_names_cards_with_their_articles(seed: int) -> None:
    rnd = midgame(seed)
    view = rnd.view(rnd.to_move)
    ranked = rank_moves(view, budget=BUDGET, rng=random.Random(seed))
    text = "\n".join(m.explanation for m in ranked)
    text += "\n" + hint(view, budget=BUDGET, rng=random.Random(seed))
    assert re.search(r"\(\d+[abrp]\d?\)", text), text  # cards were named
    assert not bare_names(text), text


@pytest.mark.parametrize("seed", SEEDS)
def test_a_round_review_names_cards_with_their_articles(seed: int) -> None:
    rnd = Round.deal(seed=seed)
    play_round(rnd, [make_agent("random", seed=seed), make_agent("greedy", seed=seed)])
    found = review(rnd, 0, budget=BUDGET, rng=random.Random(seed), limit=8, threshold=0.0)
    found += review(costly_koikoi_played_out(), 0, budget=BUDGET, rng=random.Random(seed))
    text = "\n".join(str(item) for item in found)
    assert text.startswith("Turno "), text
    assert not bare_names(text), text


def test_every_judgement_verdict_names_cards_with_their_articles() -> None:
    texts = []
    for position in POSITIONS:
        rnd = position.round()
        texts.append(check_judgement(position, position.best).message)
        wrong = next(m for m in rnd.legal_moves() if m not in position.best_moves)
        texts.append(check_judgement(position, wrong).message)
    for text in texts:
        assert not bare_names(text), text


@pytest.mark.parametrize("seed", SEEDS)
def test_the_tables_moments_name_cards_with_their_articles(seed: int) -> None:
    rnd = Round.deal(seed=seed)
    table = TableController(rnd, pace=1, names=default_names(), opponent_plays=True)
    agents = [make_agent("greedy", seed=seed), make_agent("greedy", seed=seed + 1)]
    said = []
    while not table.round.is_over and len(said) < 30:
        seat = table.round.to_move
        table.push(agents[seat].choose(table.round.view(seat), table.round.legal_moves()))
        while table.show_next_moment() is not None:
            said.append(table.message)
    assert any(" del mazo sale " in s for s in said), said
    for sentence in said:
        assert not bare_names(sentence), sentence
        assert not sentence.startswith("El rival"), sentence  # «Tu rival», as the logs say
