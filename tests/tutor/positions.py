"""Named koi-koi positions shared by the tutor tests (and by any test that needs the same
positions, e.g. the translated coach and checkers): each returns a fresh ``Round``."""

from __future__ import annotations

from koikoi import Phase, Round
from koikoi.agents import make_agent, play_round


def boar_completes_inoshikacho(
    hands: tuple[str, str], field: str, deck: str, opponent_pile: str = "8b"
) -> Round:
    """Player 0 has the deer and the butterflies (10a 6a) in their pile and plays the boar
    (7a, in their hand) onto 7p1 on the field: inoshikacho is made and player 0 must choose
    stop or koi-koi. By default the opponent's pile holds the moon (8b), so with 9p1 in hand
    and the sake cup (9a) on the field they are one card from tsukimi."""
    rnd = Round.from_position(
        hands=hands, field=field, deck=deck, captured=("10a 6a", opponent_pile)
    )
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION and rnd.to_move == 0
    return rnd


def opponent_one_card_from_tsukimi() -> Round:
    """The choice with one card left in hand each and a short stock."""
    return boar_completes_inoshikacho(
        hands=("7a 4p1", "9p1 2p1"), field="7p1 9a 12p1", deck="5p1 5p2 6p1 6p2"
    )


def young_hand_facing_tsukimi() -> Round:
    """The choice with five cards still in hand: a young hand, but the same threat."""
    return boar_completes_inoshikacho(
        hands=("7a 1p1 2p1 4p1 5p1 3p1", "9p1 2p2 4p2 5p2 11p1 12p1"),
        field="7p1 9a 12p2",
        deck="6p1 6p2 10p1 10p2 11r 3p2 3r 1p2",
    )


def dealers_last_choice() -> Round:
    """The dealer's choice on their last turn: the opponent still plays a turn."""
    return boar_completes_inoshikacho(hands=("7a", "9p1"), field="7p1 9a", deck="5p1 5p2")


def nondealers_last_choice() -> Round:
    """The non-dealer (player 1) makes inoshikacho on the round's very last turn."""
    rnd = Round.from_position(
        hands=("2p1", "7a"), field="7p1 3p1", deck="5p1 5p2", captured=("", "10a 6a")
    )
    rnd.push("2p1")
    rnd.push("7a")
    assert rnd.phase is Phase.DECISION and rnd.to_move == 1
    return rnd


def costly_koikoi_played_out() -> Round:
    """Player 0 calls koi-koi against the tsukimi threat, then two greedy agents (seeds 1
    and 2) play the round to its end."""
    rnd = boar_completes_inoshikacho(
        hands=("7a 4p1 5p1", "9p1 2p1 3p1"),
        field="7p1 9a 12p1",
        deck="6p1 6p2 10p1 10p2 11r 12p2",
    )
    rnd.push("koikoi")
    play_round(rnd, [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    return rnd


def last_turns(dealer: int, opponent_hand: str = "9a") -> Round:
    """Player 0 is to play their last card, the boar (7a), onto 7p1 and make inoshikacho;
    the opponent holds ``opponent_hand`` (by default the sake cup, 9a: tsukimi with the
    moon in their pile). With ``dealer=1`` and an empty opponent hand it is the round's
    very last turn."""
    return Round.from_position(
        hands=("7a", opponent_hand),
        field="7p1 9p1 3p1",
        deck="11p1 12p2",
        captured=("10a 10p1 6a 6p1", "8b 8p1"),
        dealer=dealer,
        to_move=0,
    )
