"""benchmarks/every_set.py's comparison of two runs, on results files written here (no database, no run)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("every_set", ROOT / "benchmarks" / "every_set.py")
assert _SPEC and _SPEC.loader
every_set = importlib.util.module_from_spec(_SPEC)
sys.modules["every_set"] = every_set  # dataclasses look their module up while the class is made
_SPEC.loader.exec_module(every_set)


def record(i: str, prediction: str, gold: list[str], reason: str = "r", **more: Any) -> dict[str, Any]:
    return {"id": i, "prediction": prediction, "predictions": [prediction], "answers": gold, "reason": reason, **more}


def write_run(folder: Path, sets: dict[str, list[dict[str, Any]]]) -> Path:
    for name, records in sets.items():
        (folder / name).mkdir(parents=True)
        lines = "".join(json.dumps(r) + "\n" for r in records)
        (folder / name / "results.jsonl").write_text(lines, encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("prediction", "gold", "outcome"),
    [
        ("ABBA", ["ABBA"], "R"),
        (" abba ", ["ABBA "], "R"),  # lower-cased and stripped on both sides
        ("Japan", ["South Korea", "Japan"], "R"),
        ("1974", 1974, "R"),  # a gold that is not a list is one answer
        ("no answer", ["ABBA"], "N"),
        ("No Answer", [], "N"),  # a refusal is N even where the gold is empty
        ("Queen", ["ABBA"], "W"),
        (None, ["ABBA"], "W"),
    ],
)
def test_an_outcome_is_right_refused_or_wrong(prediction: Any, gold: Any, outcome: str) -> None:
    assert every_set.outcome_of(prediction, gold) == outcome


def test_an_older_runs_field_names_are_read_too() -> None:
    old = {"id": "q1", "answer": "ABBA", "answers_given": ["ABBA", "Queen"], "gold": "abba"}
    assert every_set.answer_of(old) == every_set.Answer("R", "ABBA", ("ABBA", "Queen"), "")


def test_answers_differ_when_the_prediction_the_predictions_or_the_outcome_differ() -> None:
    base = {r["id"]: every_set.answer_of(r) for r in [record("a", "x", ["x"]), record("b", "y", ["x"])]}
    moved = [
        record("a", "x", ["x"], predictions=["x", "z"]),  # the same first answer, another list
        record("b", "y", ["x"], reason="another reason"),  # the same answers, another reason
    ]
    pair = every_set.SetComparison("s-dev", {r["id"]: every_set.answer_of(r) for r in moved}, base)
    assert (pair.differ, pair.reasons_only, pair.missing) == (["a"], ["b"], 0)


def test_a_dev_half_shows_the_answers_and_a_test_half_only_the_outcomes() -> None:
    new = {"a": every_set.answer_of(record("a", "no answer", ["x"], reason="why not"))}
    base = {"a": every_set.answer_of(record("a", "x", ["x"])), "b": every_set.answer_of(record("b", "y", ["y"]))}
    dev = every_set.SetComparison("g3-dev", new, base).lines(show=False)
    assert dev == [
        "g3-dev: new R/N/W 0/1/0 base 2/0/0; answers differ 1, reasons only 0, missing 1",
        "   a: R 'x' -> N 'no answer'",
        "      reason: why not",
    ]
    for name in ("g3-test", "mtq-frozen"):
        assert every_set.SetComparison(name, new, base).lines(show=False)[1:] == ["   a: R -> N"]
        assert every_set.SetComparison(name, new, base).lines(show=True)[1:] == dev[1:]


def test_a_long_prediction_and_reason_are_cut() -> None:
    new = {"a": every_set.answer_of(record("a", "n" * 100, ["x"], reason="r" * 300))}
    base = {"a": every_set.answer_of(record("a", "x", ["x"]))}
    _, answers, reason = every_set.SetComparison("s-dev", new, base).lines(show=False)
    assert answers == f"   a: R 'x' -> W '{'n' * 60}'"
    assert reason == f"      reason: {'r' * 200}"


def test_two_runs_are_compared_set_by_set(tmp_path: Path) -> None:
    new = write_run(
        tmp_path / "new",
        {"b-dev": [record("1", "x", ["x"])], "a-test": [record("1", "y", ["x"])], "c-dev": [record("1", "x", ["x"])]},
    )
    base = write_run(tmp_path / "base", {"a-test": [record("1", "x", ["x"])], "b-dev": [record("1", "x", ["x"])]})
    (new / "d-dev").mkdir()  # begun, nothing answered yet: not a set of the run
    assert every_set.compare_runs(new, base) == [
        "a-test: new R/N/W 0/0/1 base 1/0/0; answers differ 1, reasons only 0",
        "   1: R -> W",
        "b-dev: new R/N/W 1/0/0 base 1/0/0; answers differ 0, reasons only 0",
        "c-dev: no base",
        "total answers differ 1",
    ]


def test_the_same_run_twice_differs_nowhere(tmp_path: Path) -> None:
    sets = {"g12-dev": [record(str(i), "x" if i % 2 else "no answer", ["x"]) for i in range(5)]}
    new, base = write_run(tmp_path / "new", sets), write_run(tmp_path / "base", sets)
    assert every_set.compare_runs(new, base, show=True) == [
        "g12-dev: new R/N/W 2/3/0 base 2/3/0; answers differ 0, reasons only 0",
        "total answers differ 0",
    ]
