"""Yaku names: the Spanish ones come from the engine's catalog (context "yaku"), not from
a table in the code, and every name in every language is what it was before they moved."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from koikoi.yaku import YAKU_INFO, YakuInfo

NAMES = {
    name: tuple(words)
    for name, words in tomllib.loads(
        (Path(__file__).parent / "yaku_names.toml").read_text(encoding="utf-8")
    )["names"].items()
}
"""Every yaku's name in English, Spanish and Japanese, as the engine gave them before the
Spanish names moved into the catalog (``yaku_names.toml``)."""


def test_every_yaku_name_is_unchanged_in_every_language() -> None:
    now = {
        name: tuple(info.label(lang) for lang in ("en", "es", "ja"))
        for name, info in YAKU_INFO.items()
    }
    assert now == NAMES


def test_no_spanish_name_is_written_in_the_yaku_table() -> None:
    assert [f.name for f in dataclasses.fields(YakuInfo)] == ["name", "en", "ja", "requirement"]
