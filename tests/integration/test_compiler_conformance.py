"""Every event plan is read by one compiled statement of its term per window (`cypher/algebra.py`): on the real ICEWS
slice, generated MultiTQ-style questions of all six types and hand-written paraphrases are answered right, each
window one statement (counted in `usage.graph_queries`), and a compiled window is index seeks. (Before the plans'
own statements were removed, both ways answered the 10,193 questions of every question file alike, id by id.)"""

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
from chronorag.graph.counting import counting
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


def test_each_window_is_one_statement(icews: GraphClient, neo4j_settings: Settings) -> None:
    generated = generate(Facts.load(icews), 60, seed=7)
    paraphrases = json.loads(PARAPHRASES.read_text(encoding="utf-8"))
    kg = KGIRAG.from_settings(neo4j_settings, client=icews, llm="symbolic")
    kg.invoke("Who visited China on 8 May 2013?")  # the graph's days are read once per loop, before the count
    right = 0
    for q in [*generated, *paraphrases]:
        with counting() as counted:  # what the question sent, by statement
            result = kg.answer(q["question"])
        right += result.answer in q["answers"]
        windows = [s for s in result.steps if s.kind == "window"]
        compiled = [name for name in counted.statements if name.startswith("term_")]
        # each window one statement; refused before its first window (a reference on several days): at most one
        assert len(compiled) == len(windows) if windows else len(compiled) <= 1, (q["question"], counted.statements)
    assert right >= 0.85 * (len(generated) + len(paraphrases))  # 98 of 113 when written


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
