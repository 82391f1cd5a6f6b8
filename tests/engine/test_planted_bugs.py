"""Every row of docs/rule-coverage.md is proved honest here: each small bug of the row's
rule (tests/engine/plants.py) is planted with a monkeypatch and the engine test the row
cites must then fail. A row whose test passed with its rule broken would cite nothing.

The cited test is run in this process: its function is called with every case of its
``parametrize`` marks (only the named case when the row cites one)."""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.engine.plants import PLANTS, Plant, clear_caches
from tests.lessons import rule_coverage as rc

ROWS = rc.load()


def _cases(mark: Any) -> list[tuple[str | None, dict[str, Any]]]:
    """The cases of one ``parametrize`` mark: (id or None, arguments)."""
    names, values = mark.args[0], mark.args[1]
    names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
    ids = mark.kwargs.get("ids")
    out = []
    for i, value in enumerate(values):
        case_id = ids[i] if isinstance(ids, list | tuple) else None
        if hasattr(value, "values") and hasattr(value, "id"):  # pytest.param
            case_id, value = value.id or case_id, value.values
        else:
            value = value if len(names) > 1 else (value,)
        out.append((case_id, dict(zip(names, value, strict=True))))
    return out


def cited_calls(test: str) -> list[Callable[[], None]]:
    """One call per case of the cited test ``path::name`` (or ``path::name[case]``)."""
    path, _, name = test.partition("::")
    name, _, case = name.partition("[")
    case = case.rstrip("]")
    module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
    function = getattr(module, name)
    marks = [m for m in getattr(function, "pytestmark", []) if m.name == "parametrize"]
    combined: Iterator[tuple[tuple[str | None, dict[str, Any]], ...]] = itertools.product(
        *(_cases(m) for m in marks)
    )
    calls = []
    for combination in combined:
        ids = [case_id for case_id, _ in combination]
        if case and case not in ids:
            continue
        kwargs = {k: v for _, arguments in combination for k, v in arguments.items()}
        calls.append(lambda kwargs=kwargs: function(**kwargs))
    assert calls, f"{test}: no such case"
    return calls


def _run(calls: list[Callable[[], None]]) -> None:
    for call in calls:
        call()


_PASSED: set[str] = set()


def _row_cases() -> Iterator[Any]:
    for number, (start, plants) in PLANTS.items():
        for plant in plants:
            yield pytest.param(number, start, plant, id=f"{number}-{plant.__name__.strip('_')}")


@pytest.mark.parametrize(("number", "start", "plant"), list(_row_cases()))
def test_the_cited_test_passes_with_the_rule_and_fails_without(
    number: int, start: str, plant: Plant, monkeypatch: pytest.MonkeyPatch
) -> None:
    row = ROWS[number - 1]
    assert row.statement.startswith(start), f"row {number} is now {row.statement!r}"
    calls = cited_calls(row.test)
    if row.test not in _PASSED:  # the rule as the engine has it
        _run(calls)
        _PASSED.add(row.test)
    clear_caches()
    try:
        with monkeypatch.context() as mp:
            plant(mp)
            with pytest.raises(Exception) as failed:  # any failure: its kind is checked below
                _run(calls)
    finally:
        clear_caches()
    assert issubclass(failed.type, AssertionError | ValueError), (
        f"the plant broke the test by accident: {failed.type.__name__}: {failed.value}"
    )


def test_every_test_of_the_rows_module_is_cited_by_a_row() -> None:
    """tests/engine/test_rule_rows.py holds the tests written for rows: each is cited (so
    each is run against the planted bugs of its row)."""
    from tests.engine import test_rule_rows as rows

    cited = {r.test.partition("::")[2].partition("[")[0] for r in ROWS}
    assert {name for name in dir(rows) if name.startswith("test_")} <= cited


def test_every_row_has_a_planted_bug() -> None:
    assert sorted(PLANTS) == list(range(1, len(ROWS) + 1))
    assert all(plants for _, plants in PLANTS.values())


def test_a_cited_test_that_ignores_its_rule_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself can fail: a plant that leaves the rule intact (row 1's test
    against a change of the goko value) makes the cited test pass, which is reported."""
    from tests.engine.plants import standard

    calls = cited_calls(ROWS[0].test)
    with monkeypatch.context() as mp:
        standard(mp, goko=9)
        with (
            pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"),
            pytest.raises(AssertionError),
        ):
            _run(calls)
    clear_caches()
