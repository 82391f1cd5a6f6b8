"""Regenerate the generated parts of the docs from the engine.

    python docs/make_docs.py            # rewrite the generated blocks and pictures
    python docs/make_docs.py --check    # exit 1 if a committed file is out of date
    python docs/make_docs.py --png      # also render the PNGs (and the cheat sheet's PDF)
    python docs/make_docs.py --lang es  # only the Spanish docs (docs/es/)

The Markdown files are hand-written except between marker comments
``<!-- begin generated: NAME -->`` and ``<!-- end generated: NAME -->``: those blocks are
tables built here from the engine (``RuleSet`` presets, ``RuleSet.explain``, the yaku
table, the deck), and tests/docs fails when a block and the engine disagree. The marker
comments are the only comments a learner's page keeps; notes for maintainers live here:
``rules.md`` and ``es/reglas.md`` state the rules of the ``koikoi`` package, the ones its
tests check, and ``cards.md`` and ``es/cartas.md`` list the deck as the engine knows it.
The Spanish docs in ``docs/es/`` have the same blocks, built in Spanish
(``koikoi.i18n.set_language("es")``: the engine's Spanish texts, and the headers and
words of :data:`WORDS`). The pictures (``cheat-sheet.svg``, ``round-flow.svg``) come from
``widgets.pages.cheatsheet`` and ``widgets.pages.flow``; the Spanish card sheet
(``es/cartas.svg``, the 48 cards with their Spanish names, a month per column) from
``widgets.art.svg.cards_svg`` (the English ``card-sheet.png`` is a hand-made picture of
the art with developer panels, so the Spanish page links its own sheet instead). PNG and
PDF renderings of them are made with Debian's chromium (Playwright) and are not compared
by the tests.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent))  # run as a script from anywhere

from koikoi import DECK, MONTHS, YAKU_INFO, Kind, RuleSet  # noqa: E402
from koikoi.cards import Lang  # noqa: E402
from koikoi.i18n import get_language, speaking  # noqa: E402
from koikoi.rules import OPTION_HELP  # noqa: E402
from koikoi.tutor.reference import (  # noqa: E402
    example_pile,
    points_text,
    round_point_examples,
    scoring_yaku,
    value_text,
)
from widgets.apps.house_rules import rules_label  # noqa: E402
from widgets.pages.cheatsheet import cheat_sheet_svg  # noqa: E402
from widgets.pages.flow import round_flow_svg  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
_BLOCK = re.compile(
    r"(<!-- begin generated: (?P<name>[\w-]+) -->\n)(?P<body>.*?)"
    r"(<!-- end generated: (?P=name) -->)",
    re.S,
)


LANGS = ("en", "es")
"""The languages of the docs: English in ``docs/``, Spanish in ``docs/es/``."""

WORDS: dict[str, dict[str, str]] = {
    "es": {
        "month": "mes",
        "plant": "planta",
        "cards (plains by code)": "cartas (simples por código)",
        "yaku": "combinación",
        "Japanese": "japonés",
        "Spanish": "español",
        "English": "inglés",
        "cards": "cartas",
        "smallest pile": "montón mínimo",
        "points": "puntos",
        "counting": "cómo se suma",
        "option": "opción",
        "what it does": "qué hace",
        "in code": "en código",
        "won with": "ganada con",
        "base": "base",
        "winner's opponent had called koi-koi": "el rival del ganador había cantado koi-koi",
        "multiplier": "multiplicador",
        "code": "código",
        "class": "clase",
        "yes": "sí",
        "no": "no",
        "The 48 cards, a month per column": "Las 48 cartas, un mes por columna",
    }
}
"""The words of the generated tables that the engine does not translate, by language."""
LANGUAGE_NAMES = {"en": "English", "es": "Spanish"}
"""The header word of a column in a language."""

_PER_FURTHER = {"animal": "animal", "ribbon": "cinta", "plain": "carta simple"}
_PER_FURTHER_ES = {"animal": "animales", "ribbon": "cintas", "plain": "cartas simples"}


def _word(text: str) -> str:
    """``text`` (a header or word of a table) in the current language."""
    return WORDS.get(get_language(), {}).get(text, text)


def _points(name: str, rules: RuleSet) -> str:
    """:func:`points_text` in the current language (its English wording, rephrased)."""
    text = points_text(name, rules)
    if get_language() != "es":
        return text
    counted = re.fullmatch(
        r"1 at (\d+) (\w+)s( \(the sake cup counts\))?, \+1 per further \w+", text
    )
    if counted:
        least, noun, cup = counted.groups()
        cup_es = " (cuenta la copa de sake)" if cup else ""
        return (
            f"1 con {least} {_PER_FURTHER_ES[noun]}{cup_es}, +1 por cada {_PER_FURTHER[noun]} más"
        )
    extended = re.fullmatch(r"(\d+), \+1 per further (\w+)", text)
    if extended:
        return f"{extended[1]}, +1 por cada {_PER_FURTHER[extended[2]]} más"
    return text


def _value(value: object) -> str:
    """:func:`value_text` in the current language (yes/no translated)."""
    return _word(value_text(value)) if isinstance(value, bool) else value_text(value)


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _codes(cards: object) -> str:
    return " ".join(f"`{c}`" for c in cards)  # type: ignore[attr-defined]


def months_table() -> str:
    """The twelve months: plant in the page's language, the other language and Japanese
    (each in its own column, headed by its language), and the four cards."""
    lang: Lang = "es" if get_language() == "es" else "en"
    other: Lang = "en" if lang == "es" else "es"
    rows = []
    for month in MONTHS:
        cards = [c for c in DECK if c.month == month.number]
        plants = [month.plant_name(code) for code in (lang, other, "ja")]
        named = ", ".join(
            f"`{c}`" if c.kind is Kind.PLAIN and c.code != "11p1" else f"`{c}` {c.name()}"
            for c in cards
        )
        rows.append([f"{month.number} {month.name()}", *plants, named])
    return _table(
        [
            _word(w)
            for w in ("month", "plant", LANGUAGE_NAMES[other], "Japanese", "cards (plains by code)")
        ],
        rows,
    )


def standard_yaku_table() -> str:
    """Every yaku that scores in the standard profile, with the smallest pile making it."""
    rules = RuleSet()
    rows = [
        [
            f"**{name}**",
            YAKU_INFO[name].ja,
            YAKU_INFO[name].es,
            YAKU_INFO[name].needs,
            _codes(example_pile(name, rules)),
            _points(name, rules),
        ]
        for name in scoring_yaku(rules)
    ]
    header = ["yaku", "Japanese", "Spanish", "cards", "smallest pile", "points"]
    return _table([_word(w) for w in header], rows)


def profile_yaku_table() -> str:
    """The base points of every yaku in every profile (``—``: does not score)."""
    presets = [RuleSet.preset(name) for name in RuleSet.PRESETS]
    rows = [
        [f"**{name}**"] + [_points(name, rules) for rules in presets]
        for name in YAKU_INFO
        if any(name in scoring_yaku(rules) for rules in presets)
    ]
    counting = [_word("counting")] + [
        RuleSet.value_label("counting", rules.counting) for rules in presets
    ]
    return _table([_word("yaku"), *map(rules_label, RuleSet.PRESETS)], [*rows, counting])


def options_table() -> str:
    """Every option of ``RuleSet``: its name, its identifier in code, what it does and its
    value in each profile, in a learner's words (:meth:`RuleSet.value_label`, the words of
    the house-rules lab and lesson 10)."""
    presets = [RuleSet.preset(name) for name in RuleSet.PRESETS]
    standard = presets[0]
    rows = []
    for name in OPTION_HELP:
        values = []
        for rules in presets:
            text = RuleSet.value_label(name, getattr(rules, name))
            differs = rules is not standard and getattr(rules, name) != getattr(standard, name)
            values.append(f"**{text}**" if differs else text)
        rows.append([RuleSet.label(name), f"`{name}`", RuleSet.explain(name), *values])
    profiles = map(rules_label, RuleSet.PRESETS)
    header = [_word("option"), _word("in code"), _word("what it does"), *profiles]
    return _table(header, rows)


def round_points_table() -> str:
    """Round points in the standard profile, from rounds the engine played."""
    rows = [
        [e.yaku, str(e.base), _value(e.caller), f"×{e.multiplier}", f"**{e.points}**"]
        for e in round_point_examples()
    ]
    header = ["won with", "base", "winner's opponent had called koi-koi", "multiplier", "points"]
    return _table([_word(w) for w in header], rows)


def cards_table() -> str:
    """The 48 cards: code, month, class and names in three languages (the docs' own
    language first after the class)."""
    names = ("en", "es", "ja") if get_language() == "en" else ("es", "en", "ja")
    header = {"en": "English", "es": "Spanish", "ja": "Japanese"}
    rows = []
    for card in DECK:
        kind = card.ribbon.label() if card.ribbon else card.kind.label()
        month = card.month_info
        rows.append(
            [
                f"`{card}`",
                f"{month.number} {month.name()} ({month.plant_name()})",
                kind,
                *(card.name(lang) for lang in names),
            ]
        )
    columns = ["code", "month", "class", *(header[lang] for lang in names)]
    return _table([_word(w) for w in columns], rows)


SHEET_CARD_WIDTH = 60
"""The width of a card on the card sheet: twelve cards, one month each, fill a row."""


def card_sheet_svg() -> str:
    """The 48 cards in the current language: a column per month, its four cards from top
    to bottom (the first row holds each month's first card)."""
    from widgets.art.svg import cards_svg

    by_month = [[c for c in DECK if c.month == m.number] for m in MONTHS]
    in_rows = [month[row] for row in range(4) for month in by_month]
    return cards_svg(
        in_rows, width=SHEET_CARD_WIDTH, title=_word("The 48 cards, a month per column")
    )


BLOCKS: dict[str, Callable[[], str]] = {
    "months": months_table,
    "standard-yaku": standard_yaku_table,
    "round-points": round_points_table,
    "profile-yaku": profile_yaku_table,
    "options": options_table,
    "cards": cards_table,
}
"""Every generated Markdown block, by the name in its marker comments."""

MARKDOWN = ("rules.md", "cards.md")
MARKDOWN_BY_LANG: dict[str, tuple[str, ...]] = {
    "en": MARKDOWN,
    "es": ("es/reglas.md", "es/cartas.md"),
}
"""The Markdown files with generated blocks, by language (paths under ``docs/``)."""
PICTURES: dict[str, Callable[[], str]] = {
    "cheat-sheet.svg": cheat_sheet_svg,
    "round-flow.svg": round_flow_svg,
}
PICTURES_ES: dict[str, Callable[[], str]] = {
    "es/chuleta.svg": cheat_sheet_svg,
    "es/flujo-de-ronda.svg": round_flow_svg,
    "es/cartas.svg": card_sheet_svg,
}
"""The same pictures drawn in Spanish (``docs/es/``)."""
PDFS = {"cheat-sheet.svg": "cheat-sheet.pdf", "es/chuleta.svg": "es/chuleta.pdf"}
"""The pictures also printed as an A4 PDF."""


def _spanish(draw: Callable[[], str]) -> Callable[[], str]:
    """``draw`` run with the course language set to Spanish (then set back)."""

    def drawn() -> str:
        with speaking("es"):
            return draw()

    return drawn


def pictures(lang: str | None = None) -> dict[str, Callable[[], str]]:
    """The pictures of ``lang`` (``"en"``, ``"es"``; None: both), each drawn in its language."""
    english = {name: draw for name, draw in PICTURES.items()}
    spanish = {name: _spanish(draw) for name, draw in PICTURES_ES.items()}
    return {"en": english, "es": spanish}.get(lang, english | spanish)  # type: ignore[arg-type]


def fill_blocks(text: str, lang: str = "en") -> str:
    """``text`` with every generated block rebuilt in ``lang`` (unknown block names raise)."""

    def rebuild(match: re.Match[str]) -> str:
        name = match["name"]
        if name not in BLOCKS:
            raise ValueError(f"unknown generated block {name!r}; known: {', '.join(BLOCKS)}")
        return match[1] + BLOCKS[name]() + match[4]

    with speaking(lang):
        return _BLOCK.sub(rebuild, text)


def block_names(text: str) -> list[str]:
    """The names of the generated blocks in ``text``, in order."""
    return [m["name"] for m in _BLOCK.finditer(text)]


def markdown_files(langs: tuple[str, ...] = LANGS) -> dict[Path, str]:
    """Every Markdown file with generated blocks, in ``langs``, and its up-to-date text."""
    return {
        DOCS / name: fill_blocks((DOCS / name).read_text(), lang)
        for lang in langs
        for name in MARKDOWN_BY_LANG[lang]
    }


def expected_files(langs: tuple[str, ...] = LANGS) -> dict[Path, str]:
    """Every generated file's path and its up-to-date text."""
    files = markdown_files(langs)
    for lang in langs:
        files.update({DOCS / name: draw() for name, draw in pictures(lang).items()})
    return files


PDF_DATE = b"D:20260101000000+00'00'"
"""The creation and modification date written into every PDF (chromium writes the time of
the rendering, so the same picture would give a different file each time)."""
_PDF_DATE = re.compile(rb"/(CreationDate|ModDate) \(D:\d{14}[^)]{0,8}\)")


def fixed_pdf_dates(pdf: bytes) -> bytes:
    """``pdf`` with its dates set to :data:`PDF_DATE` (same length: offsets stay right).

    >>> fixed_pdf_dates(b"<</CreationDate (D:20261130201838+00'00')>>")
    b"<</CreationDate (D:20260101000000+00'00')>>"
    """

    def fix(match: re.Match[bytes]) -> bytes:
        old = match[0]
        new = b"/" + match[1] + b" (" + PDF_DATE + b")"
        return new if len(new) == len(old) else old

    return _PDF_DATE.sub(fix, pdf)


def render_pictures(lang: str | None = None) -> dict[Path, bytes]:
    """PNG renderings of the SVGs (2x) and the cheat sheets as A4 PDFs (fixed dates), with
    chromium (``lang``: only that language's pictures), by the path they belong at."""
    from playwright.sync_api import sync_playwright

    rendered: dict[Path, bytes] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM))
        for name in pictures(lang):
            svg = (DOCS / name).read_text()
            width, height = (
                float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups()
            )  # type: ignore[union-attr]
            page = browser.new_page(
                viewport={"width": int(width), "height": int(height)}, device_scale_factor=2
            )
            page.set_content(_html(svg, f"{width:g}px", f"{height:g}px"))
            rendered[DOCS / name.replace(".svg", ".png")] = page.screenshot(full_page=False)
            if name in PDFS:  # an A4 page: the sheet's viewBox has A4 proportions
                page.set_content(_html(svg, "210mm", "297mm"))
                pdf = page.pdf(
                    width="210mm",
                    height="297mm",
                    print_background=True,
                    margin={"top": "0", "right": "0", "bottom": "0", "left": "0"},
                )
                rendered[DOCS / PDFS[name]] = fixed_pdf_dates(pdf)
            page.close()
        browser.close()
    return rendered


def _html(svg: str, width: str, height: str) -> str:
    """A page holding only ``svg``, stretched to ``width`` x ``height`` (CSS lengths)."""
    sized = re.sub(r'width="[^"]*" height="[^"]*"', 'width="100%" height="100%"', svg, count=1)
    return (
        "<!doctype html><html><head><style>@page { size: A4; margin: 0 }"
        f"html, body {{ margin: 0; width: {width}; height: {height}; overflow: hidden;"
        " background: #fff } svg { display: block }</style></head><body>" + sized + "</body></html>"
    )


def main(argv: list[str] | None = None) -> int:
    """Rewrite (or with ``--check`` compare) every generated file; print what it found."""
    parser = argparse.ArgumentParser(
        prog="docs/make_docs.py",
        description="Regenerate the docs' generated parts from the engine: the tables in "
        "docs/*.md and docs/es/*.md, the cheat sheet and round-flow SVGs, and with --png "
        "their PNG and PDF renderings (Debian's chromium). Only files whose content changes "
        "are written.",
    )
    parser.add_argument(
        "--check", action="store_true", help="write nothing: list stale files, exit 1 if any"
    )
    parser.add_argument("--png", action="store_true", help="also render PNG and PDF files")
    parser.add_argument(
        "--lang", choices=LANGS, help="only the docs (and, with --png, pictures) of this language"
    )
    args = parser.parse_args(argv)
    langs = (args.lang,) if args.lang else LANGS
    expected: dict[Path, bytes] = {p: t.encode() for p, t in expected_files(langs).items()}
    if args.png:
        if not args.check:  # the renderings are made from the SVGs on disk: update them first
            _write_changed(expected)
        expected.update(render_pictures(args.lang))
    stale = [p for p, data in expected.items() if not p.exists() or p.read_bytes() != data]
    if args.check:
        for path in stale:
            print(f"out of date: {path.relative_to(DOCS.parent)} (run python docs/make_docs.py"
                  f"{' --png' if path.suffix in ('.png', '.pdf') else ''})")  # fmt: skip
    else:
        _write_changed(expected)
    found = f"{len(stale)} out of date" if stale else "all up to date"
    verb = "checked" if args.check else "made"
    print(f"{verb} {len(expected)} generated files: {found}"
          + ("" if args.check or not stale else f", {len(stale)} written"))  # fmt: skip
    return 1 if args.check and stale else 0


def _write_changed(files: dict[Path, bytes]) -> None:
    """Write each file whose content differs from ``files``, naming it."""
    for path, data in files.items():
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            print(f"wrote {path.relative_to(DOCS.parent)}")


if __name__ == "__main__":
    sys.exit(main())
