"""The two ways a plan's facts are read, the plans' own statements and one compiled statement of its term per window
(`plan_compiler`), give the same answers, lists and reasons on the real ICEWS slice: generated MultiTQ-style
questions of all six types and hand-written paraphrases. And the compiled statements are index seeks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from chronorag.algebra.from_plans import query_of
from chronorag.config import Settings
from chronorag.cypher.algebra import compile_query
from chronorag.evaluation.multitq_style import Facts, generate
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from chronorag.rag.kg_irag.event_loop import fact_span
from chronorag.rag.kg_irag.offline_planner import event_parser
from shared_loads import shared_load

pytestmark = pytest.mark.icews_slice

PARAPHRASES = Path(__file__).resolve().parents[1] / "data" / "multitq_paraphrases.json"


@pytest.fixture(scope="module")
def icews(
    neo4j_settings: Settings, shared_data: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[GraphClient]:
    client = GraphClient(neo4j_settings)
    files = [shared_data / "icews05-15" / f"facts-{x}.tsv.gz" for x in "ab"]
    rejects = tmp_path_factory.mktemp("r") / "r.csv"
    shared_load(client, "icews-slice", lambda: ingest(client, "icews", files, batch_size=20000, rejects_path=rejects))
    yield client
    client.close()


def test_plans_and_terms_answer_alike(icews: GraphClient, neo4j_settings: Settings) -> None:
    questions = [q["question"] for q in generate(Facts.load(icews), 60, seed=7)]
    questions += [q["question"] for q in json.loads(PARAPHRASES.read_text(encoding="utf-8"))]
    outcomes = {}
    for compiler in ("plans", "terms"):
        settings = neo4j_settings.model_copy(update={"plan_compiler": compiler})
        kg = KGIRAG.from_settings(settings, client=icews, llm="symbolic")
        outcomes[compiler] = [(r.answer, r.answers, r.reason, r.evidence) for r in kg.batch(questions)]
    answered = sum(answer != "no answer" for answer, *_ in outcomes["terms"])
    assert answered >= 0.8 * len(questions)
    differ = [(q, a, b) for q, a, b in zip(questions, outcomes["plans"], outcomes["terms"], strict=True) if a != b]
    assert differ == []


def test_a_compiled_window_is_index_seeks(icews: GraphClient) -> None:
    plan = event_parser(icews).parse("Who was the first to visit China after Japan's last visit to Iran?")
    span = fact_span(icews)
    assert span is not None
    compiled = compile_query(query_of(plan), span, direction="forward")
    with icews.driver.session(database=icews.settings.neo4j_database) as session:
        plan_tree = session.run("CYPHER replan=force EXPLAIN " + compiled.statement.text, compiled.params).consume()
    ops: list[str] = []

    def walk(node: dict) -> None:  # type: ignore[type-arg]
        ops.append(node["operatorType"].split("@")[0])
        for child in node.get("children", []):
            walk(child)

    walk(plan_tree.plan)
    assert ops.count("NodeIndexSeek") == 2 and not any("Scan" in op for op in ops), ops
