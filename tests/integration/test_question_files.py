"""`eval run` on a broken question file: one clear message naming the line and field, exit 2, and no
question answered (every line is checked first)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.graph import GraphClient

GOOD = {
    "id": "k1",
    "dataset": "irish-weather",
    "qtype": "Q1",
    "question": "At Kilkenny on 1 June 2017, does it rain between 3:00 and 5:00?",
    "answer": "True",
    "station": "KILKENNY",
    "start": "2017-06-01T03:00",
    "hours": 2,
}


def _line(**change: object) -> str:
    item = {**GOOD, **change}
    return json.dumps({k: v for k, v in item.items() if v is not None})


CASES = {
    "bad JSON": (_line() + "\n" + '{"id": "k2", "qtype": ', ":2: not a JSON object"),
    "not an object": ("[1, 2]", ":1: not a JSON object (a list)"),
    "missing field": (_line(hours=None), ":1: hours: Field required"),
    "unknown qtype": (_line(qtype="Q9"), ":1: qtype: unknown qtype 'Q9'; expected one of Q1, Q2, Q3"),
    "bad start": (_line(start="2017-13-01T03:00"), ":1: start: '2017-13-01T03:00' is not YYYY-MM-DDTHH:MM"),
    "bad hours": (_line(hours="three"), ":1: hours: Input should be a valid integer"),
    "zero hours": (_line(hours=0), ":1: hours: Input should be greater than or equal to 1"),
    "empty file": ("", ": no questions (the file is empty)"),
    "blank lines only": ("\n\n  \n", ": no questions (the file is empty)"),
    "dataset not in the graph": (_line(dataset="nowhere"), ":1: dataset: 'nowhere' is not in the graph"),
    "station not in the dataset": (_line(station="ATHENRY"), ":1: station: 'ATHENRY' is not in dataset"),
    "duplicate id": (_line() + "\n" + _line(), ":2: id: duplicate id 'k1' (also on line 1)"),
    "later line broken": (_line() + "\n" + _line(id="k2") + "\n" + _line(id="k3", start="soon"), ":3: start:"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_broken_question_file_is_one_clear_error_before_any_answer(
    case_graph: GraphClient, cli_env: None, tmp_path: Path, case: str
) -> None:
    text, expected = CASES[case]
    questions = tmp_path / "q.jsonl"
    questions.write_text(text, encoding="utf-8")
    out = tmp_path / "run"
    result = CliRunner().invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert f"{questions}{expected}" in result.output.replace("\n", " ") or expected in result.output, result.output
    assert str(questions) in result.output
    assert not (out / "results.jsonl").exists()  # nothing was answered


def test_a_bom_is_read_and_the_question_answered(case_graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    questions = tmp_path / "q.jsonl"
    questions.write_text("\ufeff" + _line() + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(tmp_path / "run")])
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "run" / "summary.json").read_text())["n"] == 1


def test_a_question_over_the_length_limit_is_a_rejected_row_and_the_others_run(
    case_graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    long = "Will it rain at Kilkenny from 3:00 to 5:00 on 1 June 2017?" * 61_000  # 3.6 MB
    questions = tmp_path / "q.jsonl"
    questions.write_text(_line() + "\n" + _line(id="k2", question=long) + "\n", encoding="utf-8")
    out = tmp_path / "run"
    started = time.perf_counter()
    result = CliRunner().invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert time.perf_counter() - started < 60  # a parse of the 3.6 MB text would take many minutes
    rows = {r["id"]: r for r in map(json.loads, (out / "results.jsonl").read_text().splitlines())}
    assert rows["k1"]["answer"] == "True" and "rejected" not in rows["k1"]
    assert rows["k2"]["answer"] == "no answer" and rows["k2"]["retrieved"] == 0
    assert rows["k2"]["rejected"] == f"the question is {len(long):,} characters long; questions are limited to 1,000"
    assert len(rows["k2"]["question"]) < 300  # not the megabytes themselves
    summary = json.loads((out / "summary.json").read_text())
    assert summary["n"] == 2 and summary["outcomes"]["overall"]["refused"] == 0.5


MULTITQ_GOOD = {
    "quid": 1,
    "question": "Who did Japan visit first in 2009?",
    "answers": ["Cambodia"],
    "answer_type": "entity",
    "time_level": "year",
    "qtype": "equal_multi",
    "qlabel": "Multiple",
}


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            [MULTITQ_GOOD, {**MULTITQ_GOOD, "quid": 2, "qtype": "sometimes"}],
            ": item 2: qtype: unknown qtype 'sometimes'",
        ),
        ([{k: v for k, v in MULTITQ_GOOD.items() if k != "qlabel"} | {"answers": ["x"]}], None),
    ],
)
def test_a_broken_multitq_file_names_the_item_and_field(
    graph: GraphClient, cli_env: None, tmp_path: Path, items: list[dict[str, object]], expected: str | None
) -> None:
    questions = tmp_path / "mtq.json"
    questions.write_text(json.dumps(items), encoding="utf-8")
    result = CliRunner().invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(tmp_path / "r")])
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert (expected or ": item 1: qlabel: Field required") in result.output
