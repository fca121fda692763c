"""The plan check on its own: operators and procedures against the allow lists."""

from __future__ import annotations

from chronorag.graph.untrusted import problems


def op(name: str, *children: dict, details: str = "") -> dict:
    return {"operatorType": f"{name}@neo4j", "args": {"Details": details}, "children": list(children)}


def test_reads_pass() -> None:
    plan = op("ProduceResults", op("Filter", op("Expand(All)", op("NodeIndexSeek"))))
    assert problems(plan) == []
    assert problems(op("ProduceResults", op("ProcedureCall", details="db.labels() :: (label :: STRING)"))) == []


def test_anything_else_is_named() -> None:
    plan = op("ProduceResults", op("LoadCSV"), op("ProcedureCall", details="apoc.load.json($url) :: (value :: MAP)"))
    assert problems(plan) == ["operator LoadCSV", "procedure apoc.load.json"]
    assert problems(op("TerminateTransactions")) == ["operator TerminateTransactions"]
    assert problems(op("SomeFutureOperator")) == ["operator SomeFutureOperator"]  # unknown: refused, not guessed
