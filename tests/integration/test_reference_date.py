"""Relative dates end to end on a real Neo4j: the reference date from a call's config, the strategy's own, or the
clock (today); `ask --as-of`, `eval run --as-of`; each result records the date it used, and a relative period
outside the graph's days is "no answer" naming the period and the reference date."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from langchain_core.messages import BaseMessage
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.types import NO_ANSWER, RAGResult
from chronorag.rag.kg_irag import KGIRAG
from chronorag.temporal import clock
from factories import quadruples

FACTS = [
    ("Barack Obama", "Make a visit", "China", "2011-11-15"),
    ("Japan", "Make a visit", "China", "2012-03-02"),
    ("Angela Merkel", "Make a visit", "China", "2012-05-28"),
    ("Kevin Rudd", "Make a visit", "China", "2009-04-01"),
]
QUESTION = "Who visited China last year?"


@pytest.fixture(scope="module")
def facts(neo4j_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[GraphClient]:
    client = GraphClient(neo4j_settings)
    client.run_autocommit(DELETE_ALL_BATCHED)
    tmp = tmp_path_factory.mktemp("facts")
    ingest(client, "icews", [quadruples(tmp, "f.tsv", FACTS).path], rejects_path=tmp / "r.csv")
    yield client
    client.close()


@pytest.fixture(scope="module")
def kg(facts: GraphClient) -> KGIRAG:
    return KGIRAG.from_settings(client=facts, llm="symbolic")


def test_the_reference_date_comes_from_the_config_the_strategy_or_the_clock(kg: KGIRAG) -> None:
    said = kg.invoke(QUESTION, config={"configurable": {"as_of": date(2012, 6, 1)}})
    assert said.answer == "Barack Obama" and said.as_of == date(2012, 6, 1), said.reason
    assert "read 'last year' as 2011, against the reference date 2012-06-01" in said.reason
    as_text = kg.invoke(
        {"question": "Who visited China in the past 3 months?"}, {"configurable": {"as_of": "2012-06-01"}}
    )
    assert as_text.answers == ["Japan", "Angela Merkel"] and as_text.as_of == date(2012, 6, 1), as_text.reason

    with clock.frozen(date(2030, 1, 1)):
        today = kg.invoke(QUESTION)
        assert today.as_of == date(2030, 1, 1) and today.answer == NO_ANSWER and not today.evidence
        assert "in 2029-01-01..2030-01-01 (year) leaves none of the graph's days" in today.reason, today.reason
        assert "against the reference date 2030-01-01" in today.reason
        kg.as_of = date(2010, 2, 1)  # the strategy's own, when a call names none
        try:
            assert kg.invoke(QUESTION).answer == "Kevin Rudd"
            assert kg.invoke(QUESTION, {"configurable": {"as_of": date(2012, 6, 1)}}).answer == "Barack Obama"
        finally:
            kg.as_of = None
    with pytest.raises(ValueError, match="configurable as_of: expected a date"):
        kg.invoke(QUESTION, {"configurable": {"as_of": "last Tuesday"}})


def test_streams_and_async_calls_read_the_same_date(kg: KGIRAG) -> None:
    config = {"configurable": {"as_of": date(2012, 6, 1)}}
    *_, streamed = kg.stream(QUESTION, config)  # type: ignore[arg-type]
    assert isinstance(streamed, RAGResult) and streamed.answer == "Barack Obama" and streamed.as_of == date(2012, 6, 1)
    awaited = asyncio.run(kg.ainvoke(QUESTION, config))  # type: ignore[arg-type]
    assert awaited.answer == "Barack Obama" and awaited.as_of == date(2012, 6, 1)
    both = kg.batch([QUESTION, QUESTION], [config, {"configurable": {"as_of": date(2010, 2, 1)}}])  # type: ignore[list-item]
    assert [r.answer for r in both] == ["Barack Obama", "Kevin Rudd"]


def test_ask_and_eval_run_take_as_of(facts: GraphClient, cli_env: None, tmp_path: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(app, ["ask", QUESTION, "--as-of", "2012-06-01", "--json"])
    assert out.exit_code == 0, out.output
    result = json.loads(out.stdout)
    assert result["answer"] == "Barack Obama" and result["as_of"] == "2012-06-01"
    bad = runner.invoke(app, ["ask", QUESTION, "--as-of", "June 2012"])
    assert bad.exit_code == 2

    questions = tmp_path / "q.json"
    items = [
        {"id": "1", "question": QUESTION, "answers": ["Barack Obama"]},
        {"id": "2", "question": "Did Japan visit China this year?", "answers": ["yes"]},
    ]
    questions.write_text(json.dumps(items))
    run = tmp_path / "run"
    out = runner.invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(run), "--as-of", "2012-06-01"])
    assert out.exit_code == 0, out.output
    records = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert [(r["prediction"], r["as_of"]) for r in records] == [("Barack Obama", "2012-06-01"), ("yes", "2012-06-01")]
    assert json.loads((run / "summary.json").read_text())["as_of"] == "2012-06-01"


def test_llm1_is_told_the_reference_date(facts: GraphClient) -> None:
    seen: list[str] = []

    def plan(messages: list[BaseMessage]) -> str:
        seen.append(str(messages[-1].content))
        visits = {"op": "facts", "relation": "Make a visit", "tail": "China"}
        in_2011 = {"op": "period", "unit": "year", "start": "2011-01-01", "end": "2012-01-01"}
        term = {"op": "within", "facts": visits, "time": in_2011}
        query = {"asks": "entity", "side": "head", "focus": "tail", "term": term}
        return json.dumps({"thought": "China's visitors in 2011", "query": query})

    kg = KGIRAG.with_models(facts, ScriptedChatModel(replies=[plan]), ScriptedChatModel(replies=[]))
    result = kg.invoke(QUESTION, {"configurable": {"as_of": date(2012, 6, 1)}})
    assert (
        "Read relative dates (last year, this month, three weeks ago, in the past two years) against 2012-06-01"
        in (seen[0])
    )
    assert result.as_of == date(2012, 6, 1) and result.planned_by == "llm"
