"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the catalogs, held in both languages: the deal check and the deal option say the deal as
the lessons do («de 2 en 2», "2 cards at a time"), for every count a profile deals in, and
the table titles a captured pile with the lessons' word (“pile”, «montón»)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LESSON_4 = {
    "en": ROOT / "lessons" / "src" / "04_setting_up.md",
    "es": ROOT / "lessons" / "es" / "src" / "04_preparar_la_ronda.md",
}
DEAL_SAID = {"en": "the dealer gives out 2 cards at a time", "es": "da las cartas de 2 en 2"}
"""How lesson 4's answer says the deal, and the check with it."""


SINGULAR = (
    "the dealer gives out {count} card at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
PLURAL = (
    "the dealer gives out {count} cards at a time: to {order}, and round again until both "
    "hands and the field hold 8"
)
COUNT_SAID = {"en": "gives out {n} card", "es": "da las cartas de {n} en {n},"}


OPTION_SAID = {"en": "How many cards are dealt at a time.", "es": "De cuántas en cuántas"}


OLD_PILE = {
    "en": r"\b(?:your|opponent's|\{player\}'s) captures\b",
    "es": r"\b(?:tus|sus) capturas\b",
}
PILE = {
    "en": ("your pile", "the opponent's pile", "Your pile: ", "The opponent's pile: "),
    "es": ("tu montón", "el montón del rival", "Tu montón: ", "El montón del rival: "),
}
PUZZLE_HEADING = {"en": "The opponent's pile", "es": "El montón del rival"}


PO = {
    name: ROOT / folder / "locale" / "es" / "LC_MESSAGES" / f"{name}.po"
    for name, folder in (("koikoi", "koikoi"), ("tutor", "koikoi"), ("widgets", "widgets"))
}
OLD_DEAL = {
    "en": r"\b(?:two|\d+|\{count\}) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b(?:\d+|\{count\}) a la vez\b",
}


def _messages() -> dict[str, list[str]]:
    """Every English message and every Spanish translation of the three catalogs."""
    said: dict[str, list[str]] = {"en": [], "es": []}
    for path in PO.values():
        with path.open("rb") as po:
            for message in read_po(po):
                if not message.id:
                    continue
                for lang, text in (("en", message.id), ("es", message.string)):
                    said[lang].extend([text] if isinstance(text, str) else text)
    return said
