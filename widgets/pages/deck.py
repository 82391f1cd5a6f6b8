"""An Anki deck of the 48 cards and of the yaku, from the project's own art and names.

Card notes: front, the bare card art (no month number, no name); back, the month, its
plant, the class, the card's names in English, Spanish and Japanese, and the yaku it counts
in (the engine's requirements). Yaku notes: front, the yaku's name; back, the smallest pile
that makes it (:func:`koikoi.tutor.reference.example_pile`), its points and what it needs.
Pictures are PNG, rasterised from the SVG art by resvg (as the lessons' saved outputs are,
no browser); ``genanki`` builds the ``.apkg`` (both in the ``deck`` extra).

    koikoi-deck --lang es -o koikoi-es.apkg
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from koikoi.cards import DECK, Card
from koikoi.i18n import LANGUAGES, N_, Language, get_language, speaking
from koikoi.rules import RuleSet
from koikoi.tutor.reference import example_pile, points_text, scoring_yaku
from koikoi.yaku import YAKU_INFO, requirements
from widgets.art.svg import bare_svg, cards_svg
from widgets.i18n import translator as _

__all__ = ["Note", "build_deck", "card_notes", "main", "render_png", "yaku_notes"]


@dataclass(frozen=True)
class Note:
    """One note: its stable id, front and back HTML, and the pictures (file name -> SVG)
    they show."""

    guid: str
    front: str
    back: str
    pictures: Mapping[str, str]


def _counts_in(card: Card) -> list[str]:
    """The yaku whose requirement includes ``card`` under the standard rules."""
    return [
        name
        for name, clauses in requirements(RuleSet()).items()
        if any(card.mask & pool for pool, _n in clauses)
    ]


def card_notes(lang: Language) -> list[Note]:
    """A note per card of the deck, in ``lang``."""
    catalog = _.catalog(lang)
    notes = []
    for card in DECK:
        month = card.month_info
        kind = card.ribbon.label(lang) if card.ribbon else card.kind.label(lang)
        yaku = ", ".join(YAKU_INFO[n].label(lang) for n in _counts_in(card)) or "—"
        picture = f"koikoi-{card.code}.png"
        rows = [
            (catalog.gettext(N_("Month")), f"{month.number} · {month.name(lang)}"),
            (catalog.gettext(N_("Plant")), month.plant_name(lang)),
            (catalog.gettext(N_("Class")), kind),
            (catalog.gettext(N_("Names")), " · ".join(card.name(x) for x in ("en", "es", "ja"))),
            (catalog.gettext(N_("Counts in")), yaku),
        ]
        back = "".join(f"<div><b>{escape(k)}</b>: {escape(v)}</div>" for k, v in rows)
        notes.append(
            Note(
                f"koikoi-card-{card.code}-{lang}",
                f'<img src="{picture}">',
                f"<div><b>{escape(card.code)}</b></div>{back}",
                {picture: bare_svg(card, width=300)},
            )
        )
    return notes


def yaku_notes(lang: Language) -> list[Note]:
    """A note per yaku that scores under the standard rules, in ``lang``."""
    catalog = _.catalog(lang)
    notes = []
    for name in scoring_yaku():
        info = YAKU_INFO[name]
        picture = f"koikoi-yaku-{name}.png"
        pile = example_pile(name)
        with speaking(lang):
            needs, points = info.needs, points_text(name)
        back = (
            f'<img src="{picture}"><div><b>{escape(catalog.gettext(N_("Points")))}</b>: '
            f"{escape(points)}</div><div>{escape(needs)}</div>"
        )
        notes.append(
            Note(
                f"koikoi-yaku-{name}-{lang}",
                f"<div><b>{escape(info.label(lang))}</b></div><div>{escape(info.ja)}</div>",
                back,
                {picture: cards_svg(pile, width=140, lang=lang)},
            )
        )
    return notes


def render_png(pictures: Mapping[str, str], folder: Path) -> list[Path]:
    """Each SVG of ``pictures`` rasterised by resvg (no browser) as ``folder/<name>``."""
    import resvg_py

    paths = []
    for name, svg in pictures.items():
        path = folder / name
        path.write_bytes(bytes(resvg_py.svg_to_bytes(svg_string=svg)))
        paths.append(path)
    return paths


def _id(text: str) -> int:
    """A stable 31-bit id for a model or deck name."""
    return int(hashlib.sha1(text.encode()).hexdigest()[:8], 16) >> 1


def build_deck(output: str | Path, lang: Language | None = None) -> Path:
    """Write the Anki deck in ``lang``, a course language (default: the current one), to
    ``output``."""
    import genanki

    if lang is None:
        lang = get_language()
    elif lang not in LANGUAGES:
        choices = ", ".join(repr(code) for code in LANGUAGES)
        raise ValueError(f"the deck's language is one of {choices}, not {lang!r}")
    catalog = _.catalog(lang)
    model = genanki.Model(
        _id(f"koikoi-model-{lang}"),
        "Koi-Koi card",
        fields=[{"name": "Front"}, {"name": "Back"}],
        templates=[
            {
                "name": "Card",
                "qfmt": "{{Front}}",
                "afmt": '{{FrontSide}}<hr id="answer">{{Back}}',
            }
        ],
        css=".card { font-family: sans-serif; font-size: 18px; text-align: center; }",
    )
    deck = genanki.Deck(_id(f"koikoi-deck-{lang}"), catalog.gettext(N_("Koi-Koi: cards and yaku")))
    notes = card_notes(lang) + yaku_notes(lang)
    pictures = {name: svg for note in notes for name, svg in note.pictures.items()}
    for note in notes:
        deck.add_note(genanki.Note(model=model, fields=[note.front, note.back], guid=note.guid))
    output = Path(output)
    with tempfile.TemporaryDirectory() as folder:
        files = render_png(pictures, Path(folder))
        package = genanki.Package(deck)
        package.media_files = [str(p) for p in files]
        package.write_to_file(str(output))
    return output


def main(argv: Sequence[str] | None = None) -> int:
    """``koikoi-deck [--lang es] [-o FILE]``: write the Anki deck."""
    parser = argparse.ArgumentParser(prog="koikoi-deck", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the deck's language")
    parser.add_argument("-o", "--output", help="the .apkg to write (default: koikoi-LANG.apkg)")
    args = parser.parse_args(argv)
    path = build_deck(args.output or f"koikoi-{args.lang}.apkg", args.lang)
    print(path)
    return 0
