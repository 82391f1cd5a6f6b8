"""Reader 16 (issue 23) in the rules page, both languages: the Spanish Wikipedia profile said
«la mejor combinación de cada categoría, tsuki-fuda incluida», as if tsuki-fuda were one of
the categories of which only the best counts, while the page, lesson 10 and the engine add
tsuki-fuda to everything."""

from __future__ import annotations

from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"
RULES = {"en": DOCS / "rules.md", "es": DOCS / "es" / "reglas.md"}
SECTION = {"en": "### Spanish Wikipedia:", "es": "### Wikipedia en español:"}
YAKU_ITEM = {"en": "- Yaku:", "es": "- Combinaciones:"}
INCLUDED = {"en": r"tsuki-fuda\s+included", "es": r"tsuki-fuda\s+incluida"}
STACKS = {
    "en": "tsuki-fuda, as in LaBSK, belongs to no category and is added to everything",
    "es": "tsuki-fuda, como en LaBSK, no es de ninguna categoría y se suma a todo",
}
