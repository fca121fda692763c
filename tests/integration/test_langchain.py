"""The strategies as LangChain citizens on a real Neo4j: run trees, streams, async, tools, own parts.

The LLM roles are ScriptedChatModel (a real BaseChatModel: its calls are chat-model runs); the
symbolic roles are traced as chain runs of their own.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import json
import time
from pathlib import Path
from typing import Any

import neo4j
import pytest
from langchain_core.messages import BaseMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda
from langchain_core.tracers.base import BaseTracer
from langchain_core.tracers.schemas import Run
from langchain_neo4j import Neo4jGraph
from test_kg_irag_llm import JUDGE, PLAN, QUESTION

from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.llm.factory import scripted_model
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.strategy import Question
from chronorag.rag.core.types import NO_ANSWER, Iteration, RAGResult, Step
from chronorag.rag.kg_irag import KGIRAG
from factories import quadruples

ANSWER = "2017-06-01 06:30"
Q1 = "Can I avoid rain during a trip at Kilkenny from 3:00 to 5:00 on 1 June 2017?"
EVENT_QUESTION = "When did Barack Obama first make a visit to China?"
FACTS = [  # Obama's first visit to China is in the third calendar year searched
    ("Barack Obama", "Make a visit", "Japan", "2009-11-13"),
    ("China", "Criticize or denounce", "Japan", "2010-09-10"),
    ("Barack Obama", "Make a visit", "China", "2011-11-15"),
    ("Barack Obama", "Make a visit", "China", "2013-06-07"),
    ("Xi Jinping", "Make a visit", "United States", "2015-09-22"),
]


class RunTree(BaseTracer):
    """Keeps every finished root run with its children (the tree LangSmith would show)."""

    def __init__(self) -> None:
        super().__init__()
        self.roots: list[Run] = []

    def _persist_run(self, run: Run) -> None:
        self.roots.append(run)


def children(run: Run) -> list[Run]:
    return sorted(run.child_runs, key=lambda r: r.dotted_order or "")


def shape(run: Run) -> list[tuple[str, str]]:
    return [(r.run_type, r.name) for r in children(run)]


@pytest.fixture()
def scripted(case_graph: GraphClient) -> KGIRAG:
    """KG-IRAG with a scripted LLM1 and LLM2 over the case-study station (the LLM test's script)."""
    return KGIRAG.with_models(case_graph, scripted_model([PLAN]), scripted_model(JUDGE))


@pytest.fixture()
def symbolic(case_graph: GraphClient) -> KGIRAG:
    return KGIRAG.from_settings(client=case_graph, llm="symbolic")


@pytest.fixture()
def mixed_graph(case_graph: GraphClient, tmp_path: Path) -> GraphClient:
    """The case-study readings plus a few event facts: questions of both kinds on one graph."""
    facts = quadruples(tmp_path, "facts.tsv", FACTS)
    ingest(case_graph, "icews", [facts.path], rejects_path=tmp_path / "facts-rejects.csv")
    return case_graph


def test_run_tree_of_kg_irag_inside_an_lcel_chain(scripted: KGIRAG) -> None:
    tracer = RunTree()
    chain = RunnableLambda(lambda q: {"question": q}, name="prep") | scripted | RunnableLambda(lambda r: r.answer)
    config: Any = {"callbacks": [tracer], "tags": ["case-study"], "metadata": {"user": "u1"}, "run_name": "trip"}
    assert chain.invoke(QUESTION, config) == ANSWER

    (root,) = tracer.roots
    assert root.name == "trip" and root.run_type == "chain"
    assert [r.name for r in children(root)] == ["prep", "kg_irag", "RunnableLambda"]
    kg = children(root)[1]
    assert kg.run_type == "chain" and kg.inputs == {"question": QUESTION}
    assert kg.outputs is not None and kg.outputs["output"].answer == ANSWER
    windows = len(kg.outputs["output"].trace)
    # chain -> kg_irag -> planner LLM, then per window: a retrieval and the judge's LLM call
    assert shape(kg) == [("llm", "planner")] + [("retriever", "station_readings"), ("llm", "judge")] * windows
    planner, retrievals = children(kg)[0], [r for r in children(kg) if r.run_type == "retriever"]
    assert planner.extra is not None and planner.extra["invocation_params"]["_type"] == "chronorag-scripted"
    assert planner.extra["metadata"]["chronorag_role"] == "planner" and planner.extra["metadata"]["user"] == "u1"
    assert "case-study" in (planner.tags or []) and "case-study" in (kg.tags or [])
    assert json.loads(planner.outputs["generations"][0][0]["text"])["query"]["term"]["op"] == "clear"  # type: ignore[index]
    documents = [d for r in retrievals for d in r.outputs["documents"]]  # type: ignore[index]
    assert [d.metadata["id"] for d in documents] == kg.outputs["output"].evidence
    assert retrievals[0].inputs["query"].startswith("rain at KILKENNY in [2017-06-01T03:00")
    assert {d.metadata["station"] for d in documents} == {"KILKENNY"} and len(documents) == 11


def test_symbolic_roles_are_chain_runs(symbolic: KGIRAG) -> None:
    tracer = RunTree()
    result = symbolic.invoke(QUESTION, {"callbacks": [tracer]})
    (kg,) = tracer.roots
    windows = len(result.trace)
    assert windows >= 3
    assert shape(kg) == [("chain", "planner")] + [("retriever", "station_readings"), ("chain", "judge")] * windows
    judges = [r for r in children(kg) if r.name == "judge"]
    assert [j.outputs["sufficient"] for j in judges] == [False] * (windows - 1) + [True]  # type: ignore[index]
    assert judges[-1].outputs["answer"] == ANSWER  # type: ignore[index]


def test_batch_honours_each_config(symbolic: KGIRAG) -> None:
    a, b = RunTree(), RunTree()
    configs: Any = [{"callbacks": [a], "tags": ["a"]}, {"callbacks": [b], "tags": ["b"], "run_name": "second"}]
    results = symbolic.batch([Q1, {"question": QUESTION}], configs)
    assert [r.answer for r in results] == ["False", ANSWER]
    assert [(r.name, r.tags) for r in a.roots] == [("kg_irag", ["a"])]
    assert [(r.name, r.tags) for r in b.roots] == [("second", ["b"])]
    # one at a time when asked: the runs do not overlap
    tracer = RunTree()
    symbolic.batch([Q1, QUESTION, Q1], {"callbacks": [tracer], "max_concurrency": 1})
    spans = sorted((r.start_time, r.end_time) for r in tracer.roots)
    assert len(spans) == 3 and all(x[1] <= y[0] for x, y in itertools.pairwise(spans))  # type: ignore[operator]


def test_stream_yields_each_window_then_the_result(symbolic: KGIRAG) -> None:
    chunks = list(symbolic.stream(QUESTION))
    *steps, result = chunks
    assert isinstance(result, RAGResult) and result.answer == ANSWER
    assert len(steps) == len(result.trace) >= 3 and all(isinstance(s, Iteration) for s in steps)
    assert steps == result.trace  # the trace, one window at a time, as it was made
    assert steps[0].window.start.hour == 3 and steps[-1].judgement.sufficient
    # inside a chain, the next step still gets the whole result
    chain = symbolic | RunnableLambda(lambda r: r.answer)
    assert list(chain.stream(QUESTION)) == [ANSWER]


def test_astream_and_astream_events_show_the_windows(symbolic: KGIRAG) -> None:
    async def run() -> tuple[list[Any], list[dict[str, Any]]]:
        chunks = [c async for c in symbolic.astream(QUESTION)]
        events = [e async for e in symbolic.astream_events(QUESTION, version="v2")]
        return chunks, events

    chunks, events = asyncio.run(run())
    *steps, result = chunks
    assert isinstance(result, RAGResult) and result.answer == ANSWER and steps == result.trace
    streamed = [e["data"]["chunk"] for e in events if e["event"] == "on_chain_stream" and e["name"] == "kg_irag"]
    assert [s.window for s in streamed[:-1]] == [it.window for it in result.trace] and streamed[-1].answer == ANSWER
    kinds = [(e["event"], e["name"]) for e in events]
    assert kinds[0] == ("on_chain_start", "kg_irag") and kinds[-1] == ("on_chain_end", "kg_irag")
    assert kinds.count(("on_retriever_end", "station_readings")) == len(result.trace)
    assert kinds.count(("on_chain_end", "judge")) == len(result.trace)
    assert kinds.count(("on_chain_end", "planner")) == 1
    ends = [e for e in events if e["event"] == "on_retriever_end"]
    assert sum(len(e["data"]["output"]) for e in ends) == len(result.evidence) == 11


def test_plain_string_input_schemas_and_tool(symbolic: KGIRAG) -> None:
    assert symbolic.invoke(Q1).answer == "False"
    assert symbolic.invoke(Question(question=Q1)).answer == "False"
    with pytest.raises(TypeError, match="a strategy takes a question"):
        symbolic.invoke(42)  # type: ignore[arg-type]
    assert symbolic.get_input_schema().model_json_schema()["required"] == ["question"]
    assert symbolic.get_output_schema() is RAGResult and symbolic.OutputType is RAGResult

    tool = symbolic.as_tool(name="trip_weather", description="When is a trip dry?")
    assert tool.name == "trip_weather" and tool.description == "When is a trip dry?"
    assert set(tool.args) == {"question"}
    assert tool.invoke({"question": QUESTION}) == ANSWER
    call = {"type": "tool_call", "id": "call-1", "name": "trip_weather", "args": {"question": QUESTION}}
    message = tool.invoke(call)
    assert isinstance(message, ToolMessage) and message.content == ANSWER
    assert isinstance(message.artifact, RAGResult) and message.artifact.evidence  # the whole result rides along
    refused = tool.invoke({"question": "Will it rain on the moon tomorrow?"})
    assert refused.startswith(f"{NO_ANSWER}: could not plan")


def test_ainvoke_does_not_block_the_event_loop(case_graph: GraphClient) -> None:
    """Two questions whose planner blocks for 1 s each: the loop keeps ticking and they overlap."""

    def slow_plan(messages: list[BaseMessage]) -> str:
        time.sleep(1.0)  # a blocking model call, like a real HTTP client would make
        return PLAN

    kg = KGIRAG.with_models(case_graph, ScriptedChatModel(replies=[slow_plan] * 4), deterministic=True)

    async def run() -> tuple[list[RAGResult], list[float], float]:
        ticks: list[float] = []
        done = asyncio.Event()

        async def ticker() -> None:
            while not done.is_set():
                ticks.append(time.perf_counter())
                await asyncio.sleep(0.01)

        tick_task = asyncio.create_task(ticker())
        started = time.perf_counter()
        results = await asyncio.gather(kg.ainvoke(QUESTION), kg.ainvoke({"question": QUESTION}))
        took = time.perf_counter() - started
        done.set()
        await tick_task
        return list(results), ticks, took

    # What the whole suite left in this process is frozen out of the collector: a full collection of it
    # stops every thread at once (0.4 s once in CI), which is not the blocking this test is about.
    gc.collect()
    gc.freeze()
    try:
        results, ticks, took = asyncio.run(run())
    finally:
        gc.unfreeze()
    assert [r.answer for r in results] == [ANSWER, ANSWER]
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 50 and max(gaps) < 0.5, max(gaps)  # never held for a model call (1 s)
    assert took < 1.9, took  # the two blocking calls ran side by side, not one after the other

    async def batch() -> list[RAGResult]:
        return await kg.abatch([QUESTION, QUESTION], {"max_concurrency": 2})

    assert [r.answer for r in asyncio.run(batch())] == [ANSWER, ANSWER]


def test_an_existing_driver_or_neo4jgraph(case_graph: GraphClient, neo4j_settings: Settings) -> None:
    password = neo4j_settings.neo4j_password.get_secret_value()
    uri = neo4j_settings.neo4j_uri.replace("127.0.0.1", "localhost")
    driver = neo4j.GraphDatabase.driver(uri, auth=(neo4j_settings.neo4j_user, password))
    try:
        kg = KGIRAG.from_settings(Settings(), client=driver, llm="symbolic")  # default settings: wrong port
        result = kg.invoke(QUESTION)
        assert result.answer == ANSWER
        assert f"localhost%3A{neo4j_settings.bolt_port}" in result.browser_url  # the driver's own address
        kg.client.close()  # the caller's driver stays open
        assert driver.execute_query("RETURN 1 AS one").records[0]["one"] == 1
    finally:
        driver.close()

    graph = Neo4jGraph(
        url=neo4j_settings.neo4j_uri, username=neo4j_settings.neo4j_user, password=password, refresh_schema=False
    )
    try:
        kg = KGIRAG.with_models(graph, scripted_model([PLAN]), scripted_model(JUDGE))
        assert kg.invoke(QUESTION).answer == ANSWER
    finally:
        graph.close()


def test_prompt_templates_override_the_defaults(case_graph: GraphClient) -> None:
    seen: list[list[BaseMessage]] = []

    def plan(messages: list[BaseMessage]) -> str:
        seen.append(messages)
        return PLAN

    prompt = ChatPromptTemplate.from_messages(
        [("system", "You plan dry trips. Schema: {schema}"), ("human", "Trip question >>> {input}")]
    )
    kg = KGIRAG.with_models(
        case_graph, ScriptedChatModel(replies=[plan]), scripted_model(JUDGE), prompts={"planner": prompt}
    )
    assert kg.invoke(QUESTION).answer == ANSWER
    (messages,) = seen
    assert (
        str(messages[0].content).startswith("You plan dry trips. Schema: {") and '"first_window"' in messages[0].content
    )
    assert messages[1].content == f"Trip question >>> Question: {QUESTION}"

    with pytest.raises(ValueError, match=r"must use \{input\}"):
        no_input = ChatPromptTemplate([("human", "hi")])
        KGIRAG.with_models(case_graph, scripted_model([PLAN]), prompts={"planner": no_input})
    with pytest.raises(ValueError, match="no role plannr"):
        KGIRAG.with_models(case_graph, scripted_model([PLAN]), prompts={"plannr": prompt})


def test_event_questions_stream_their_steps_and_trace_fact_retrievals(mixed_graph: GraphClient) -> None:
    kg = KGIRAG.from_settings(client=mixed_graph, llm="symbolic")
    tracer = RunTree()
    chunks = list(kg.stream(EVENT_QUESTION, {"callbacks": [tracer]}))
    *steps, result = chunks
    assert isinstance(result, RAGResult) and result.answer == "2011-11-15", result.reason
    assert steps == result.steps and all(isinstance(s, Step) for s in steps)
    assert [s.kind for s in steps] == ["plan", "window", "window", "window"]  # 2009, 2010, then 2011
    (run,) = tracer.roots
    assert shape(run) == [("chain", "planner")] + [("retriever", "term_nth_facts"), ("chain", "judge")] * 3
    found = [d for r in children(run) if r.run_type == "retriever" for d in r.outputs["documents"]]  # type: ignore[index]
    # the second entity ("China") is matched by the query itself: the Japan visit of 2009 is never read
    assert [d.page_content for d in found] == ["Barack Obama | Make a visit | China | 2011-11-15"]
