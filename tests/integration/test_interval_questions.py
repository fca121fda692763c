"""Questions over facts true over intervals, end to end on a real Neo4j: YAGO11k's format loaded from a small
sample, read offline by the interval graph's parser and answered by `IntervalAnswers` (true in a year, the
start or end asked, how long, first by start, the other side of a symmetric relation, an open end undecided),
with the evidence as interval facts and a Browser query that opens exactly them; then the LLM path: LLM1's
plan names the interval graph (`dataset`), is checked against that graph's names and against the question's
words, and is answered against the intervals exactly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.messages import BaseMessage

from chronorag.config import Settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import yago_files


@pytest.fixture(scope="module")
def yago(neo4j_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[GraphClient]:
    client = GraphClient(neo4j_settings)
    client.run_autocommit(DELETE_ALL_BATCHED)
    tmp = tmp_path_factory.mktemp("yago")
    ingest(client, "yago11k", yago_files(tmp), rejects_path=tmp / "r.csv")
    yield client
    client.close()


def opened_facts(graph: GraphClient, browser_cypher: str) -> set[str]:
    """The interval facts a Browser query shows (its paths' IntervalFact nodes)."""
    rows = graph.read_untrusted(
        f"CALL () {{ {browser_cypher} }} UNWIND [x IN [p, t] WHERE x IS NOT NULL] AS path "
        "UNWIND nodes(path) AS n WITH n WHERE n:IntervalFact RETURN collect(DISTINCT n.key) AS keys"
    )
    return set(rows[0]["keys"])


@pytest.fixture(scope="module")
def kg(yago: GraphClient, neo4j_settings: Settings) -> KGIRAG:
    return KGIRAG.from_settings(neo4j_settings, client=yago, llm="symbolic")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Which club did Luís Figo play for in 2003?", "Real Madrid C.F."),
        ("Who played for Real Madrid C.F. in 1960?", "Alfredo Di Stéfano"),
        ("When did Luís Figo join Real Madrid C.F.?", "2000"),
        ("When did Luís Figo leave FC Barcelona?", "2000"),
        ("How long did Luís Figo play for FC Barcelona?", "5"),
        ("Which club did Luís Figo play for first?", "FC Barcelona"),
        ("Who was Samuel Goldwyn married to in 1912?", "Blanche Lasky"),
        ("Who was married to Peggy Stewart (actress)?", 'Don "Red" Barry'),  # stored the other way only
        ("Where was Luís Figo born?", "Lisbon"),
    ],
)
def test_interval_questions_answered_offline_with_their_facts(
    kg: KGIRAG, yago: GraphClient, question: str, answer: str
) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, (result.answer, result.reason)
    assert result.plan is not None and result.plan.dataset == "yago11k"  # type: ignore[union-attr]
    assert result.evidence and result.planned_by == "parser"
    assert opened_facts(yago, result.browser_cypher) == set(result.evidence)  # the Browser query: exactly these


def test_what_the_intervals_cannot_decide_is_no_answer_with_the_reason(kg: KGIRAG) -> None:
    still = kg.invoke({"question": "When did Cristiano Ronaldo leave Real Madrid C.F.?"})  # an open end
    assert still.answer == NO_ANSWER and "open" in still.reason, still.reason
    before = kg.invoke({"question": "Which club did Luís Figo play for in 1990?"})  # before his first spell
    assert before.answer == NO_ANSWER and not before.evidence, before.reason


IN_2003 = {"op": "period", "unit": "year", "start": "2003-01-01", "end": "2004-01-01"}


def _term(graph: str, head: str, relation: str, in_2003: bool = True, **query: object) -> str:
    """LLM1's reply: the tails of (head, relation, ?) in `graph` (in 2003)."""
    facts = {"op": "facts", "head": head, "relation": relation, "graph": graph}
    term = {"op": "within", "facts": facts, "time": IN_2003} if in_2003 else facts
    return json.dumps(
        {"thought": "which facts answer it", "query": {"asks": "entity", "side": "tail", "term": term, **query}}
    )


def test_llm1_plans_an_interval_question_checked_against_that_graph_and_the_question(yago: GraphClient) -> None:
    question = "Which club did Luís Figo play for in 2003?"
    planner = ScriptedChatModel(
        replies=[
            _term("yago", "Luís Figo", "playsFor"),  # no such graph
            _term("yago11k", "Zinedine Zidane", "playsFor"),  # unsaid
            _term("yago11k", "Luis Figo", "plays for"),  # not its names
            _term("yago11k", "Luís Figo", "playsFor"),
        ]
    )
    judge = ScriptedChatModel(replies=[])  # an interval plan is checked against the intervals, not by LLM2
    kg = KGIRAG.with_models(yago, planner, judge, retries=3)
    result = kg.invoke({"question": question})
    assert result.answer == "Real Madrid C.F.", result.reason
    assert result.planned_by == "llm" and result.judged_by == "exact"
    assert result.usage.llm_calls == 4  # three plans sent back with their reasons
    assert opened_facts(yago, result.browser_cypher) == set(result.evidence) and len(result.evidence) == 1

    joined = {
        "op": "facts",
        "head": "Luís Figo",
        "relation": "playsFor",
        "tail": "Real Madrid C.F.",
        "graph": "yago11k",
    }
    started = ScriptedChatModel(
        replies=[
            json.dumps({"thought": "when he joined", "query": {"asks": "time", "aspect": "start", "term": joined}})
        ]
    )
    joined = KGIRAG.with_models(yago, started, judge).invoke({"question": "When did Luís Figo join Real Madrid C.F.?"})
    assert joined.answer == "2000", joined.reason


def test_llm1_names_only_what_the_question_says_and_gives_up_with_the_reason(yago: GraphClient) -> None:
    made_up = _term("yago11k", "Zinedine Zidane", "playsFor", in_2003=False)
    kg = KGIRAG.with_models(yago, ScriptedChatModel(replies=[made_up] * 3), ScriptedChatModel(replies=[]), retries=2)
    result = kg.invoke({"question": "Which club did Luís Figo play for?"})
    assert result.answer == NO_ANSWER
    assert "could not plan" in result.reason and "does not name 'Zinedine Zidane'" in result.reason, result.reason


def test_hybrid_plans_interval_questions_offline_and_sends_only_refusals_to_llm1(
    yago: GraphClient, tmp_path: Path
) -> None:
    refused = "In 2003, whose colours did Luís Figo wear?"  # no phrase of the lexicon says playsFor
    prompts: list[str] = []

    def plan(messages: list[BaseMessage]) -> str:
        prompts.append(str(messages[-1].content))
        return _term("yago11k", "Luís Figo", "playsFor")

    planner = ScriptedChatModel(by_question={refused: [plan]})
    kg = KGIRAG.with_models(yago, planner, ScriptedChatModel(replies=[]), hybrid=True)
    offline = kg.invoke({"question": "Which club did Luís Figo play for in 2003?"})
    assert offline.answer == "Real Madrid C.F." and offline.planned_by == "parser" and offline.usage.llm_calls == 0
    helped = kg.invoke({"question": refused})
    assert helped.answer == "Real Madrid C.F." and helped.planned_by == "llm", helped.reason
    assert "could not read it" in prompts[0] and "yago11k (relations: " in prompts[0], prompts  # refusal, graphs told
