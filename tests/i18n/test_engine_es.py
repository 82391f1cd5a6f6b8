"""The engine speaks Spanish after ``set_language("es")``: the round log and results, the
refusals the table shows, the rule and yaku explanations; English is unchanged after."""

from __future__ import annotations

import re

import pytest

from koikoi import Card, Kind, Match, Ribbon, Round, RuleSet, score
from koikoi.i18n import set_language
from koikoi.moves import IllegalMoveError
from koikoi.result import REASONS, Reason, RoundResult
from koikoi.rules import OPTION_HELP
from koikoi.scoring import Yaku
from koikoi.yaku import YAKU_INFO

ENGLISH_LOG = """\
Player 0 plays the boar (7a).
The boar captures the bush clover plain 1 (7p1).
Player 0 draws the wisteria plain 1 (4p1) from the stock.
The wisteria plain 1 has no match on the field, so it stays there.
Player 0 forms inoshikacho 5 (base points: 5)."""

SPANISH_LOG = """\
Jugador 0 juega el jabalí (7a).
El jabalí se lleva la simple 1 de lespedeza (7p1).
Jugador 0 roba la simple 1 de glicina (4p1) del mazo.
La simple 1 de glicina no tiene pareja en la mesa, así que se queda en ella.
Jugador 0 forma inoshikacho 5 (puntos base: 5)."""

# Words of the English sentences that no Spanish sentence of the engine may contain.
ENGLISH_WORDS = re.compile(
    r"\b(plays?|draws?|captures?|stock|field|forms?|raises?|wins?|points?|stops?|calls?|"
    r"deals?|Player|Nobody|cannot|hand|no match|the round|base points)\b"
)


def _inoshikacho_round() -> Round:
    rnd = Round.from_position(
        hands=("7a 1b", "12p1"), field="7p1", deck="4p1", captured=("10a 6a", "")
    )
    rnd.push("7a")
    return rnd


def _played_round(seed: int) -> Round:
    """A whole shuffled round: the first legal move, stopping at the first choice."""
    rnd = Round.deal(seed=seed)
    while not rnd.is_over:
        moves = rnd.legal_moves()
        stop = [m for m in moves if str(m) == "stop"]
        rnd.push(stop[0] if stop else moves[0])
    return rnd


def test_a_round_played_in_spanish_logs_spanish_sentences(spanish: None) -> None:
    rnd = _inoshikacho_round()
    assert rnd.log() == SPANISH_LOG
    rnd.push("stop")
    assert str(rnd.result) == "Jugador 0 gana 5 puntos: inoshikacho 5 (al plantarse)."
    assert rnd.events[-1].describe(("Ana", "Ben")) == (
        "Ana gana 5 puntos: inoshikacho 5 (al plantarse)."
    )


def test_the_learner_is_addressed_as_tu(spanish: None) -> None:
    rnd = _inoshikacho_round()
    rnd.push("stop")
    lines = rnd.log(("Tú", "Ana")).splitlines()
    assert lines[0] == "Juegas el jabalí (7a)."
    assert lines[2] == "Robas la simple 1 de glicina (4p1) del mazo."
    assert lines[4] == "Formas inoshikacho 5 (puntos base: 5)."
    assert lines[5] == "Te plantas con 5."
    assert lines[6] == "Ganas 5 puntos: inoshikacho 5 (al plantarse)."
    # The English name "You" is the learner in Spanish too (a caller not yet translated).
    assert rnd.log(("You", "Ana")).splitlines()[0] == "Juegas el jabalí (7a)."


@pytest.mark.parametrize("seed", range(6))
def test_whole_rounds_in_spanish_have_no_english_sentence(spanish: None, seed: int) -> None:
    rnd = _played_round(seed)
    for names in (None, ("Tú", "Ana")):
        for line in rnd.log(names).splitlines():
            assert not ENGLISH_WORDS.search(line), line
    text = rnd.result.describe() if rnd.result else ""
    assert text.startswith(("Jugador", "Sin ganador")), text


def test_results_choose_the_plural_and_explain_every_reason(spanish: None) -> None:
    one = RoundResult(1, 1, 1, 1, (Yaku("kasu", 1, ()),), Reason.STOP)
    assert one.describe(("Ana", "Tú")) == "Ganas 1 punto: kasu 1 (al plantarse)."
    assert one.describe(("Tú", "Ana")) == "Ana gana 1 punto: kasu 1 (al plantarse)."
    draw = RoundResult(None, 0, 1, 0, (), Reason.EXHAUSTED)
    assert str(draw) == "Empate: las dos manos se han jugado enteras; nadie puntúa."
    oya_ken = RoundResult(0, 1, 1, 1, (), Reason.EXHAUSTED)
    assert str(oya_ken) == (
        "Jugador 0 gana 1 punto (las dos manos se han jugado enteras: oya-ken, "
        "el punto de quien reparte)."
    )
    for reason in Reason:
        assert REASONS[reason] != REASONS.english[reason]  # type: ignore[attr-defined]


def test_a_refused_move_is_explained_in_spanish(spanish: None) -> None:
    """The table shows the engine's refusal of a click (``str`` of the error)."""
    rnd = Round.from_position(hands=("7a 1b", "12p1"), field="1p1 1p2 8p1", deck="4p1")
    before = rnd.to_json()
    with pytest.raises(IllegalMoveError) as refused:
        rnd.push("1b")
    assert str(refused.value) == (
        "no se puede jugar '1b': 1b hace pareja con dos cartas de la mesa, 1p1 y 1p2; "
        "di cuál te llevas ('1b>1p1' o '1b>1p2')"
    )
    with pytest.raises(IllegalMoveError, match="no está en la mano del jugador 0"):
        rnd.push("12p1")
    with pytest.raises(IllegalMoveError, match="no tiene pareja en la mesa"):
        rnd.push("7a>8p1")
    assert rnd.to_json() == before


def test_a_finished_match_refuses_in_spanish(spanish: None) -> None:
    match = Match(seed=1, rounds=1)
    while not match.is_over:
        moves = match.round.legal_moves()
        stop = [m for m in moves if str(m) == "stop"]
        match.push(stop[0] if stop else moves[0])
    with pytest.raises(IllegalMoveError, match="la partida ha terminado"):
        match.push("1b")


def test_rule_and_yaku_explanations_and_names_are_spanish(spanish: None) -> None:
    assert RuleSet.explain("koikoi_limit") == (
        "Cuántas veces se puede cantar koi-koi: una vez por ronda, una vez por jugador o sin "
        "límite."
    )
    assert all(RuleSet.explain(name) != OPTION_HELP[name] for name in OPTION_HELP)
    assert YAKU_INFO["sanko"].needs == "3 luces, sin el hombre de la lluvia"
    assert YAKU_INFO["sanko"].label() == "tres luces"
    assert str(score("1p1")) == "sin combinaciones (0)"
    assert Kind.BRIGHT.label() == "luz"
    assert [Ribbon(r).label() for r in ("poetry", "blue", "red")] == [
        "cinta poética",
        "cinta azul",
        "cinta roja",
    ]
    assert Card.parse("9a").name() == "copa de sake"


def test_switching_back_gives_the_english_text_unchanged() -> None:
    set_language("es")
    try:
        spanish_log = _inoshikacho_round().log()
    finally:
        set_language("en")
    assert spanish_log == SPANISH_LOG
    rnd = _inoshikacho_round()
    assert rnd.log() == ENGLISH_LOG
    assert rnd.log(("You", "Ben")).splitlines()[0] == "You play the boar (7a)."
    rnd.push("stop")
    assert str(rnd.result) == "Player 0 wins 5 points: inoshikacho 5 (stop)."
    assert rnd.events[-2].describe(("You", "Ben")) == "You stop with 5."
    with pytest.raises(IllegalMoveError, match=r"^cannot play '1b': the round is over"):
        rnd.push("1b")
    assert RuleSet.explain("koikoi_limit") == OPTION_HELP["koikoi_limit"]
    assert YAKU_INFO["sanko"].needs == "3 brights, none of them the rain man"
    assert REASONS[Reason.STOP] == "stop"


def test_the_table_shows_the_engines_refusal_in_spanish(spanish: None) -> None:
    """A move the engine refuses is shown on the table's message line as the engine says it."""
    from widgets.table.widget import TableWidget

    rnd = Round.from_position(hands=("7a 1b", "12p1"), field="1p1 1p2 8p1", deck="4p1")
    table = TableWidget(rnd, pace=0)
    with pytest.raises(IllegalMoveError):
        table.push("1b")
    assert table.message.startswith("no se puede jugar '1b': 1b hace pareja con dos cartas")
    assert rnd.move_stack == ()


def test_rule_labels_and_refusals_are_spanish() -> None:
    from koikoi.rules import OPTION_LABELS

    set_language("es")
    try:
        assert RuleSet.label("koikoi_limit") == "límite de koi-koi"
        assert RuleSet.value_label("koikoi_limit", "unlimited") == "sin límite"
        order = ("nondealer", "field", "dealer")
        assert RuleSet.value_label("deal_order", order) == "ko > mesa > oya"
        assert RuleSet.value_label("viewing_yaku", True) == "sí"
        assert RuleSet.label("exhausted_dealer_points") != OPTION_LABELS["exhausted_dealer_points"]
        with pytest.raises(ValueError) as refused:
            RuleSet().replace(koikoi_limit="twice")
        assert str(refused.value) == (
            "koikoi_limit='twice' no es un valor admitido; los admitidos son una vez por ronda, "
            "una vez por jugador y sin límite"
        )
        with pytest.raises(ValueError, match=r"^rounds=0 debe ir de 1 a 12$"):
            RuleSet(rounds=0)
    finally:
        set_language("en")
    with pytest.raises(ValueError) as refused:
        RuleSet().replace(koikoi_limit="twice")
    assert str(refused.value) == "koikoi_limit='twice' is not one of 'round', 'player', 'unlimited'"


def test_a_capture_names_the_cards_it_takes_with_their_article(spanish: None) -> None:
    # issue 23: "se lleva jabalí (7a)" read without an article; one card or the month's three
    one = Round.from_position(hands=("7a 1b", "12p1"), field="7p1 8a", deck="4p1")
    one.push("7a")
    assert one.events[1].describe() == "El jabalí (7a) se lleva la simple 1 de lespedeza (7p1)."
    # issue 23: the log does not give the card's code twice in a row, but names the card
    # as the subject (a bare «Se lleva …» after «Juegas …» reads impersonal)
    assert "\nEl jabalí se lleva la simple 1 de lespedeza (7p1).\n" in one.log()
    three = Round.from_position(hands=("7a 1b", "12p1"), field="7r 7p1 7p2 8a", deck="4p1")
    three.push("7a")
    taken = [e.describe() for e in three.events if e.kind == "capture"]
    assert taken[0].startswith("El jabalí (7a) se lleva la cinta roja de la lespedeza (7r), la ")
    set_language("en")
    assert one.events[1].describe() == "The boar (7a) captures the bush clover plain 1 (7p1)."
    assert "\nThe boar captures the bush clover plain 1 (7p1).\n" in one.log()


def test_a_card_with_a_plural_name_takes_a_plural_verb(spanish: None) -> None:
    # issue 23: "Los gansos (8a) se lleva ..." read wrong; English had "Geese (8a) captures"
    rnd = Round.from_position(hands=("8a 1b", "12p1"), field="8p2", deck="6a")
    rnd.push("8a")
    told = [e.describe() for e in rnd.events]
    assert "Los gansos (8a) se llevan la simple 2 de hierba de pampas (8p2)." in told
    assert "Las mariposas (6a) no tienen pareja en la mesa, así que se quedan en ella." in told
    log = rnd.log().splitlines()  # right after the play or draw that named them
    assert "Los gansos se llevan la simple 2 de hierba de pampas (8p2)." in log
    assert "Las mariposas no tienen pareja en la mesa, así que se quedan en ella." in log
    assert not any(line.startswith(("Se llevan", "No tienen")) for line in log)
    set_language("en")
    told = [e.describe() for e in rnd.events]
    assert "The geese (8a) capture the pampas grass plain 2 (8p2)." in told
    assert "The butterflies (6a) have no match on the field, so they stay there." in told
    log = rnd.log().splitlines()
    assert "The geese capture the pampas grass plain 2 (8p2)." in log
    assert "The butterflies have no match on the field, so they stay there." in log
