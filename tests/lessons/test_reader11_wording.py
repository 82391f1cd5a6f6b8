"""What reader 11 (a fresh Spanish reader of the saved lessons) stumbled on, held on the
sources: «a su rival no le falta una sola carta para ninguna combinación» can be read as
«the rival lacks nothing», the opposite of what is meant."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = sorted(ROOT.glob("*/locale/es/LC_MESSAGES/*.po"))
AMBIGUOUS = re.compile(r"\bno\s+le\s+falta\s+una\s+(?:sola\s+)?carta", re.IGNORECASE)
ONE_CARD_AWAY = "no está a una carta de ninguna combinación"
