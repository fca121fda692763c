"""The real shared data loads completely (counts checked against an independent pandas read) and reads as
its formats say."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pandas as pd
import pytest

from chronorag.cypher import Cypher
from chronorag.cypher import retrieval as q
from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE
from chronorag.cypher.linking import ENTITY_TAKES_PART, ENTITY_TAKES_PART_IN
from chronorag.evaluation import multitq
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from shared_loads import remember

pytestmark = pytest.mark.slow


def plan_operators(graph: GraphClient, query: Cypher, params: dict[str, object]) -> list[str]:
    """Operator names of the plan Neo4j picks for `query` on the graph as loaded."""
    with graph.driver.session(database=graph.settings.neo4j_database) as session:
        # replan=force: a plan cached by an earlier test on a tiny graph must not stand in for this one
        plan = session.run("CYPHER replan=force EXPLAIN " + query.text, params).consume().plan
    ops: list[str] = []

    def walk(node: dict) -> None:  # type: ignore[type-arg]
        ops.append(node["operatorType"].split("@")[0])
        for child in node.get("children", []):
            walk(child)

    walk(plan)
    return ops


def assert_index_backed(ops: list[str], seek: str) -> None:
    assert any(op.startswith(seek) for op in ops), ops
    assert not any("Scan" in op for op in ops), ops


@pytest.mark.irish_year
@pytest.mark.loads_shared
def test_irish_weather_2017_loads_every_reading(graph: GraphClient, shared_data: Path, tmp_path: Path) -> None:
    folder = shared_data / "irish-weather-2017"
    summary = ingest(
        graph,
        "met-eireann",
        [folder / "observations.csv.gz", folder / "stations.csv"],
        batch_size=20000,
        rejects_path=tmp_path / "rejects.csv",
    )
    print(f"\nIrish 2017: {summary.total('read'):,} rows in {summary.seconds:.1f} s ({summary.rows_per_s:,.0f} rows/s)")
    frame = pd.read_csv(folder / "observations.csv.gz")
    assert summary.total("rejected") == 0 and all(f.reconciles for f in summary.files)
    nodes = {r["label"]: r["n"] for r in graph.read(COUNT_BY_LABEL)}
    rels = {r["type"]: r["n"] for r in graph.read(COUNT_BY_RELATIONSHIP_TYPE)}
    assert nodes["Time"] == 8760  # every hour of 2017
    assert nodes["Day"] == 365 and nodes["Month"] == 12 and nodes["Year"] == 1
    assert nodes["Station"] == frame["station"].nunique() == 25
    assert nodes["Region"] == frame["county"].nunique() == 15
    assert rels["OBSERVED"] == len(frame) == 219_000
    assert rels["NEXT"] == 8759 + 364
    for column in ("rain", "temp", "wdsp"):
        row = graph.read_untrusted(
            f"MATCH ()-[r:OBSERVED]->() WHERE r.{column} IS NOT NULL RETURN count(r) AS n, sum(r.{column}) AS total"
        )[0]
        assert row["n"] == frame[column].notna().sum()
        assert row["total"] == pytest.approx(frame[column].sum(), rel=1e-9)
    assert summary.missing["rain"] == frame["rain"].isna().sum() == 157
    per_station = graph.read_untrusted("MATCH (s:Station)-[r:OBSERVED]->() RETURN s.name AS s, count(r) AS n")
    assert {x["s"]: x["n"] for x in per_station} == frame.groupby("station").size().to_dict()

    window = {
        "station": "ATHENRY",
        "region": "Galway",
        "start": datetime(2017, 3, 5, tzinfo=UTC),
        "end": datetime(2017, 3, 5, 12, tzinfo=UTC),
    }
    assert_index_backed(plan_operators(graph, q.STATION_READINGS, window), "DirectedRelationshipIndexSeek")
    assert_index_backed(plan_operators(graph, q.REGION_READINGS, window), "DirectedRelationshipIndexSeek")
    # the series a question is scored against: one station's year, by the same index (not every reading expanded)
    series = plan_operators(graph, q.STATION_SERIES, {"station": "ATHENRY"})
    assert_index_backed(series, "DirectedRelationshipIndexSeek")
    remember(graph, "irish-2017")  # the tests that read the Irish year go on with this load


@pytest.mark.icews_slice
@pytest.mark.loads_shared
def test_icews_slice_loads_every_fact(graph: GraphClient, shared_data: Path, tmp_path: Path) -> None:
    folder = shared_data / "icews05-15"
    files = [folder / "facts-a.tsv.gz", folder / "facts-b.tsv.gz"]
    summary = ingest(graph, "icews", files, batch_size=10000, rejects_path=tmp_path / "rejects.csv")
    print(f"\nICEWS slice: {summary.total('read'):,} facts in {summary.seconds:.1f} s")
    frame = pd.concat(pd.read_csv(f, sep="\t", header=None, names=["h", "r", "t", "d"]) for f in files)
    nodes = {r["label"]: r["n"] for r in graph.read(COUNT_BY_LABEL)}
    rels = {r["type"]: r["n"] for r in graph.read(COUNT_BY_RELATIONSHIP_TYPE)}
    assert summary.total("loaded") == len(frame) == 92_367
    assert nodes["Fact"] == len(frame.drop_duplicates()) == 92_367
    assert nodes["Entity"] == len(set(frame["h"]) | set(frame["t"])) == 6_613
    assert nodes["Relation"] == frame["r"].nunique() == 224
    assert nodes["Day"] == frame["d"].nunique() == 4_017  # every day 2005-01-01 .. 2015-12-31 has facts
    assert rels["HEAD"] == rels["TAIL"] == rels["ON"] == 92_367
    days_with_facts = graph.read_untrusted("MATCH (d:Day) WHERE EXISTS { (d)<-[:ON]-(:Fact) } RETURN count(d) AS n")
    assert days_with_facts[0]["n"] == 4_017

    hub = graph.read(q.LARGEST_HUB)[0]
    assert hub["facts"] == max(frame["h"].value_counts().add(frame["t"].value_counts(), fill_value=0))
    params = {
        "entity": hub["name"],
        "start": date(2010, 3, 1),
        "end": date(2010, 4, 1),
        "relation": None,
        "position": "any",
        "limit": 100,
        "other": None,
    }
    for query in (q.ENTITY_FACTS, q.FACTS_IN_PERIOD, q.FIRST_FACTS, q.LAST_FACTS):
        assert_index_backed(plan_operators(graph, query, params), "NodeIndexSeek")
    # the parser's check that an entity takes part in a relation: a seek, not a count of the hub's every fact
    for query in (ENTITY_TAKES_PART, ENTITY_TAKES_PART_IN):
        assert_index_backed(plan_operators(graph, query, {**params, "relation": "Consult"}), "NodeIndexSeek")
    remember(graph, "icews-slice")  # the tests that read the slice go on with this load


def test_reads_real_multitq_questions(shared_data: Path) -> None:
    example = shared_data / "icews05-15" / "multitq-question-examples.json"
    questions = multitq.read(example)
    assert len(questions) == 80 and multitq.is_multitq(example)
    assert {q.qtype for q in questions} == {"before_after", "first_last", "after_first", "before_last"}
    assert all(q.answers for q in questions)
