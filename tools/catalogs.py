"""Translation catalogs: extract the learner-facing messages, update the Spanish catalogs,
compile them, and check that they are complete and current.

One gettext domain per layer: ``koikoi`` (the engine), ``tutor`` (koikoi/tutor: checks,
puzzles, coach) and ``widgets``.
Messages are marked in the code with ``_("...")``, ``ngettext("...", "...", n)``,
``pgettext("context", "...")`` (the same English words meaning two things) and, for
module-level texts translated where shown, ``N_("...")`` (``NN_("...", "...")`` for
plural pairs, ``NP_("context", "...")`` for names kept in tables) (see :mod:`koikoi.i18n`).

    python tools/catalogs.py            # extract, merge into the .po files, compile the .mo
    python tools/catalogs.py --check    # report what is missing, fuzzy, mismatched or stale

The ``.po`` files are edited by translators; the compiled ``.mo`` files are committed (so a
fresh install has them), and tests/test_catalogs.py fails when they are not current.
"""

from __future__ import annotations

import io
import re
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parents[1]
TRANSLATED = ("es",)
KEYWORDS = {
    "_": None,
    "ngettext": (1, 2),
    "N_": None,
    "NN_": (1, 2),
    "pgettext": ((1, "c"), 2),
    "NP_": ((1, "c"), 2),
}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
"""Header dates stay fixed, so regenerating changes a catalog only when messages change."""
PLURALS = {"es": (2, "(n != 1)")}
"""Plural forms as translators of these languages write them (one, other)."""


@dataclass(frozen=True)
class Domain:
    """A folder of code whose messages form one catalog, kept in ``locale``."""

    name: str
    folder: str
    locale: str
    skip: tuple[str, ...] = ()

    @property
    def package(self) -> Path:
        return REPO / self.folder

    def po(self, lang: str) -> Path:
        return REPO / self.locale / lang / "LC_MESSAGES" / f"{self.name}.po"

    def mo(self, lang: str) -> Path:
        return self.po(lang).with_suffix(".mo")


DOMAINS = (
    Domain("koikoi", "koikoi", "koikoi/locale", skip=("tutor/**",)),
    Domain("tutor", "koikoi/tutor", "koikoi/locale"),
    Domain("widgets", "widgets", "widgets/locale"),
)


def extract(domain: Domain) -> Catalog:
    """The messages marked in ``domain``'s Python files (the template)."""
    template = Catalog(project="koikoi-lessons", domain=domain.name)
    ignored = [(pattern, "ignore") for pattern in ("locale/**", *domain.skip)]
    method_map = [*ignored, ("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(domain.package), method_map=method_map, keywords=KEYWORDS, comment_tags=("i18n:",)
    ):
        template.add(
            message,
            locations=[(f"{domain.folder}/{filename}", lineno)],
            auto_comments=comments,
            context=context,
            flags=("python-brace-format",) if _has_placeholders(message) else (),
        )
    return template


def _has_placeholders(message: str | tuple[str, ...]) -> bool:
    texts = (message,) if isinstance(message, str) else message
    return any(PLACEHOLDER.search(text) for text in texts)


def load(path: Path, lang: str, domain: Domain) -> Catalog:
    """The catalog at ``path`` (an empty one for ``lang`` when it does not exist yet)."""
    if not path.exists():
        catalog = Catalog(locale=lang, project="koikoi-lessons", domain=domain.name)
        _fix_header(catalog, lang)
        return catalog
    with path.open("rb") as file:
        catalog = read_po(file, locale=lang, domain=domain.name)
    _fix_header(catalog, lang)
    return catalog


def update(domain: Domain, lang: str) -> Catalog:
    """Merge the extracted messages into the ``lang`` catalog; obsolete ones are dropped."""
    catalog = load(domain.po(lang), lang, domain)
    catalog.update(extract(domain), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    _fix_header(catalog, lang)
    return catalog


def _fix_header(catalog: Catalog, lang: str) -> None:
    catalog.fuzzy = False
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    catalog.version = "1"
    catalog.language_team = f"koikoi-lessons {lang}"
    catalog.last_translator = "koikoi-lessons"
    catalog.msgid_bugs_address = ""
    catalog.copyright_holder = "koikoi-lessons"
    catalog._num_plurals, catalog._plural_expr = PLURALS[lang]  # Babel reads no setter


def po_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False)
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def placeholders(text: str) -> list[str]:
    """The names of ``text``'s format fields, sorted: a named field counts once however often
    it is used (a translation may repeat one: «de {count} en {count}»), an unnamed ``{}`` as
    often as it occurs."""
    found = PLACEHOLDER.findall(text)
    return sorted({name for name in found if name}) + [""] * found.count("")


def problems(domain: Domain, lang: str) -> list[str]:
    """What keeps ``domain``'s ``lang`` catalog from being complete and current."""
    found: list[str] = []
    path = domain.po(lang)
    if not path.exists():
        return [f"{path.relative_to(REPO)} is missing: run python tools/catalogs.py"]
    saved = load(path, lang, domain)
    current = update(domain, lang)
    known = {message.id for message in saved if message.id}
    for message in current:
        if not message.id:
            continue
        shown = message.id if isinstance(message.id, str) else message.id[0]
        if message.id not in known:
            found.append(f"{domain.name}/{lang}: not in the catalog yet: {shown!r}")
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            found.append(f"{domain.name}/{lang}: untranslated: {shown!r}")
        elif message.fuzzy:
            found.append(f"{domain.name}/{lang}: fuzzy: {shown!r}")
        else:
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            allowed = set(placeholders(" ".join(ids)))
            for string in strings:
                # the last (plural or only) form has the message's names exactly; a
                # singular form may leave the count out ("the card"), never add a name
                exact = string is strings[-1]
                names = placeholders(string)
                if names != placeholders(ids[-1]) if exact else not set(names) <= allowed:
                    found.append(
                        f"{domain.name}/{lang}: placeholders differ in {shown!r}: {string!r}"
                    )
    stale = {message.id for message in saved if message.id} - {
        message.id for message in current if message.id
    }
    for message_id in sorted(map(str, stale)):
        found.append(f"{domain.name}/{lang}: no longer in the code: {message_id!r}")
    mo = domain.mo(lang)
    if not mo.exists() or mo.read_bytes() != mo_bytes(saved):
        found.append(f"{mo.relative_to(REPO)} is not compiled from its .po: run the tool")
    return found


def main(argv: list[str]) -> int:
    check = "--check" in argv
    issues: list[str] = []
    for domain in DOMAINS:
        for lang in TRANSLATED:
            if check:
                issues += problems(domain, lang)
                continue
            catalog = update(domain, lang)
            domain.po(lang).parent.mkdir(parents=True, exist_ok=True)
            domain.po(lang).write_bytes(po_bytes(catalog))
            domain.mo(lang).write_bytes(mo_bytes(catalog))
            missing = sum(1 for m in catalog if m.id and not m.string)
            print(f"{domain.name}/{lang}: {len(catalog)} messages, {missing} untranslated")
    for line in issues:
        print(line)
    return 1 if issues else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
