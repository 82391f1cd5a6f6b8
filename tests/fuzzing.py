"""The Hypothesis settings every fuzz module shares.

``KOIKOI_FUZZ_EXAMPLES`` sets the examples per test (default 40; a fuzz pass uses more).
Runs are derandomized, so CI replays the same cases, and have no deadline (a busy machine
is not a failure).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

EXAMPLES = int(os.environ.get("KOIKOI_FUZZ_EXAMPLES", "40"))


def fuzz_settings(*allowed: HealthCheck) -> settings:
    """Settings for a fuzz test; ``allowed`` names health checks it may trip besides
    ``too_slow``."""
    return settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, *allowed],
    )
