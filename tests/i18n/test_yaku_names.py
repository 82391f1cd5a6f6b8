"""Yaku names: the Spanish ones come from the engine's catalog (context "yaku"), not from
a table in the code, and every name in every language is what it was before they moved."""

from __future__ import annotations

import dataclasses

from koikoi.yaku import YAKU_INFO, YakuInfo

NAMES = {
    "goko": ("five brights", "cinco luces", "五光 (gokō)"),
    "shiko": ("four brights", "cuatro luces", "四光 (shikō)"),
    "ame-shiko": (
        "rainy four brights",
        "cuatro luces con el hombre de la lluvia",
        "雨四光 (ame-shikō)",
    ),
    "sanko": ("three brights", "tres luces", "三光 (sankō)"),
    "inoshikacho": (
        "boar, deer and butterflies",
        "jabalí, ciervo y mariposas",
        "猪鹿蝶 (inoshikachō)",
    ),
    "akatan": ("red poetry ribbons", "cintas poéticas", "赤短 (akatan)"),
    "aotan": ("blue ribbons", "cintas azules", "青短 (aotan)"),
    "akatan-aotan": (
        "poetry and blue ribbons",
        "cintas poéticas y azules",
        "赤短・青短の重複 (akatan aotan no chōfuku)",
    ),
    "hanami": ("flower viewing", "flores y sake", "花見で一杯 (hanami de ippai)"),
    "tsukimi": ("moon viewing", "luna y sake", "月見で一杯 (tsukimi de ippai)"),
    "tane": ("animals", "animales", "タネ (tane)"),
    "tan": ("ribbons", "cintas", "タン (tan)"),
    "kasu": ("plains", "simples", "カス (kasu)"),
    "tsuki-fuda": ("cards of the month", "cartas del mes", "月札 (tsuki-fuda)"),
}
"""Every yaku's name in English, Spanish and Japanese, as the engine gave them before the
Spanish names moved into the catalog."""


def test_every_yaku_name_is_unchanged_in_every_language() -> None:
    now = {
        name: tuple(info.label(lang) for lang in ("en", "es", "ja"))
        for name, info in YAKU_INFO.items()
    }
    assert now == NAMES


def test_no_spanish_name_is_written_in_the_yaku_table() -> None:
    assert [f.name for f in dataclasses.fields(YakuInfo)] == ["name", "en", "ja", "requirement"]
