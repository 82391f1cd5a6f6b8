"""Engine objects shown in a notebook after ``import widgets``: the same pictures the
renderers draw (as before the registry), and the table in words as text for text-only
readers, in the course language; ``repr`` stays code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

import widgets  # noqa: F401  (registers the renderers)
from koikoi import Card, Round, parse_cards
from widgets.art.svg import card_svg
from widgets.table.svg import round_svg

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def shell() -> InteractiveShell:
    return InteractiveShell.instance()


def _shown(shell: InteractiveShell, obj: object) -> dict[str, str]:
    data, _metadata = shell.display_formatter.format(obj)
    return data


def test_a_card_shows_its_face_and_its_name(shell) -> None:
    card = Card.parse("9a")
    data = _shown(shell, card)
    assert data["image/svg+xml"] == card_svg(card)
    assert data["text/plain"] == "sake cup (9a)"
    assert repr(card) == "Card.parse('9a')"


def test_a_card_list_shows_each_card_by_name_and_code(shell) -> None:
    data = _shown(shell, parse_cards("1b 8b"))
    assert data["text/plain"] == "(crane (1b), moon (8b))"
    assert all(_shown(shell, c)["image/svg+xml"] == card_svg(c) for c in parse_cards("1b 8b"))


def test_a_round_shows_the_movers_table_and_its_position_in_words(shell) -> None:
    rnd = Round.deal(seed=2024)
    rnd.push(rnd.legal_moves()[0])
    data = _shown(shell, rnd)
    assert data["image/svg+xml"] == round_svg(rnd.view(rnd.to_move))
    text = data["text/plain"]
    view = rnd.view(rnd.to_move)
    assert text.splitlines()[0] == "Koi-Koi table, seen from your side"
    assert "January (pine) · dealer: Opponent" in text  # the mover is You
    for card in view.hand + view.field:
        assert f"{card.name()} ({card.code})" in text
    assert f"Stock: {view.stock_size} cards" in text
    assert "Hand (Opponent): 7 cards, face down" in text  # one played
    assert repr(rnd).startswith("<Round month=1")


def test_a_player_view_shows_that_players_table(shell) -> None:
    view = Round.deal(seed=7).view(1)
    data = _shown(shell, view)
    assert data["image/svg+xml"] == round_svg(view)
    assert "to move: Opponent" in data["text/plain"]


def test_a_finished_round_says_its_result(shell) -> None:
    from koikoi.agents import make_agent, play_round

    agents = [make_agent("greedy", seed=1), make_agent("random", seed=2)]
    rnd = play_round(Round.deal(seed=4), agents)
    assert rnd.is_over
    text = _shown(shell, rnd)["text/plain"]
    names = ("You", "Opponent") if rnd.to_move == 0 else ("Opponent", "You")
    assert text.splitlines()[2] == rnd.result.describe(names)
    assert "to move" not in text


@pytest.mark.usefixtures("spanish")
def test_the_text_is_in_the_course_language(shell) -> None:
    text = _shown(shell, Round.deal(seed=2024))["text/plain"]
    assert text.splitlines()[1].startswith("enero (pino) · oya: Tú · juega: Tú")
    assert "Mazo: 24 cartas" in text
    assert _shown(shell, Card.parse("9a"))["text/plain"] == "copa de sake (9a)"


def test_importing_widgets_alone_registers_the_pictures() -> None:
    code = (
        "from koikoi import Card, Round\n"
        "assert Card.parse('1b')._repr_svg_() is None\n"
        "import widgets\n"
        "from widgets.art.svg import card_svg\n"
        "from widgets.table.svg import round_svg\n"
        "rnd = Round.deal(seed=3)\n"
        "assert Card.parse('1b')._repr_svg_() == card_svg(Card.parse('1b'))\n"
        "assert rnd._repr_svg_() == round_svg(rnd.view(rnd.to_move))\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert out.stdout.strip() == "ok", out.stderr
