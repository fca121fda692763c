"""MultiTQ reader and the three Hits@1 scorers on hand-made cases and the real example questions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from chronorag.evaluation import multitq

GOLD = ["Barack Obama", "China", "Iran"]


@pytest.mark.parametrize(
    ("prediction", "strict", "substring", "gold_in_prediction"),
    [
        ("china", True, True, True),  # case folded
        ("Barack_Obama", True, True, True),  # MultiTQ underscores
        ("The answer is China.", False, True, True),  # gold inside a sentence
        ("Obama", False, True, False),  # prediction inside a gold answer
        ("Japan", False, False, False),
        ("", False, False, False),
    ],
)
def test_scorers(prediction: str, strict: bool, substring: bool, gold_in_prediction: bool) -> None:
    assert multitq.strict(prediction, GOLD) is strict
    assert multitq.substring(prediction, GOLD) is substring
    assert multitq.gold_in_prediction(prediction, GOLD) is gold_in_prediction


def test_hits_at_1_breakdowns() -> None:
    records = [
        {
            "prediction": "China",
            "answers": ["China"],
            "qlabel": "Single",
            "answer_type": "entity",
            "qtype": "equal",
            "time_level": "day",
        },
        {
            "prediction": "2010-03",
            "answers": ["2010-03"],
            "qlabel": "Multiple",
            "answer_type": "time",
            "qtype": "first_last",
            "time_level": "month",
        },
        {
            "prediction": "in 2010",
            "answers": ["2010"],
            "qlabel": "Single",
            "answer_type": "time",
            "qtype": "equal",
            "time_level": "year",
        },
    ]
    hits = multitq.hits_at_1(records)
    assert hits["overall"] == {"n": 3, "strict": 2 / 3, "substring": 1.0, "gold_in_prediction": 1.0}
    assert hits["by_qlabel"]["Single"]["strict"] == 0.5
    assert hits["by_answer_type"]["time"]["n"] == 2 and hits["by_qtype"]["first_last"]["strict"] == 1.0
    assert set(hits["by_time_level"]) == {"day", "month", "year"}


def test_hits_at_10_looks_down_the_ranked_answers() -> None:
    base = {"qlabel": "Single", "answer_type": "entity", "qtype": "equal", "time_level": "day"}
    records = [
        {**base, "prediction": "Japan", "predictions": ["Japan", "Laos", "Iran"], "answers": ["Iran"]},
        {
            **base,
            "prediction": "Japan",
            "predictions": ["Japan", *[f"E{i}" for i in range(9)], "Iran"],
            "answers": ["Iran"],
        },
        {**base, "prediction": "Iran", "answers": ["Iran"]},  # no ranked list: its one prediction
        {**base, "prediction": "no answer", "predictions": [], "answers": ["Iran"]},
    ]
    at10 = multitq.hits_at_k(records, 10)
    assert at10["overall"] == {"n": 4, "strict": 0.5}  # the 11th answer is not in the first ten
    assert multitq.hits_at_k(records, 1)["overall"]["strict"] == 0.25
    assert multitq.hits_at_1(records)["overall"]["strict"] == 0.25


def test_reads_multitq_question_files(tmp_path: Path) -> None:
    rows = [
        {
            "quid": 7,
            "question": "Who visited Japan first?",
            "answers": ["China"],
            "answer_type": "entity",
            "time_level": "day",
            "qtype": "first_last",
            "qlabel": "Single",
        },
        {
            "quid": "8",
            "question": "When did Kenya criticise Iran?",
            "answers": ["2010-03", "2011-01"],
            "answer_type": "time",
            "time_level": "month",
            "qtype": "equal",
            "qlabel": "Multiple",
        },
    ]
    path = tmp_path / "test.json"
    path.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    assert multitq.is_multitq(path)
    questions = multitq.read(path)
    assert [(q.id, q.qtype, q.answers) for q in questions] == [
        ("7", "first_last", ["China"]),
        ("8", "equal", ["2010-03", "2011-01"]),
    ]


def test_jsonl_is_not_mistaken_for_multitq(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text(json.dumps({"id": "x", "qtype": "Q1", "question": "q", "answer": "True"}) + "\n")
    assert not multitq.is_multitq(path)


def test_a_plain_item_is_unlabelled_and_a_multitq_item_names_a_missing_label() -> None:
    plain = multitq.MultiTQQuestion.model_validate({"id": "y-1", "question": "Who?", "answers": ["X"]})
    assert plain.id == "y-1" and plain.qlabel == plain.qtype == multitq.UNLABELLED
    labelled = {"quid": 3, "question": "Who?", "answers": ["X"], "answer_type": "entity", "time_level": "day"}
    with pytest.raises(ValidationError, match="qtype\\n  Field required"):
        multitq.MultiTQQuestion.model_validate({**labelled, "qlabel": "Single"})
