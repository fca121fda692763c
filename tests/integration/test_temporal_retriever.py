"""`chronorag.TemporalRetriever` on a real Neo4j: the time window filters inside the query, the facts of the entities
the text names come first, interval facts hold in the window (or on `as_of`), every Document is a sentence with the
fact's fields and a Browser link that opens exactly it; callbacks see each statement; the example runs as it is."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import neo4j
import pytest
from langchain_core.documents import Document
from langchain_core.tracers.base import BaseTracer
from langchain_core.tracers.schemas import Run

from chronorag import TemporalRetriever
from chronorag.config import Settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.cypher.retriever import ENTITY_WINDOW_FACTS
from chronorag.graph import GraphClient
from chronorag.graph.search import entity_window_facts
from chronorag.ingest.pipeline import ingest
from chronorag.temporal import clock
from chronorag.temporal.periods import EARLIEST, LATEST
from factories import quadruples

ROOT = Path(__file__).resolve().parents[2]
FACTS = [
    ("Barack Obama", "Make a visit", "China", "2013-05-08"),
    ("China", "Host a visit", "Barack Obama", "2013-05-08"),
    ("Barack Obama", "Consult", "China", "2013-05-20"),
    ("China", "Make a visit", "Japan", "2013-05-08"),  # China's alone
    ("Barack Obama", "Make statement", "Japan", "2013-05-15"),  # Obama's alone
    ("Barack Obama", "Make a visit", "China", "2013-05-31"),  # the window's end: [start, end) leaves it out
    ("Barack Obama", "Make a visit", "China", "2013-04-30"),
    ("Barack Obama", "Make a visit", "China", "2013-06-01"),
    ("China", "Accuse", "Japan", "2011-02-03"),
    ("Japan", "Criticize or denounce", "Iran", "2013-05-10"),  # names neither
]
INTERVALS = [  # YAGO11k's format
    "<Luís_Figo>\t<playsFor>\t<Real_Madrid_C.F.>\t2000-##-##\t2005-##-##",
    "<Luís_Figo>\t<playsFor>\t<FC_Barcelona>\t1995-##-##\t2000-##-##",
    "<Luís_Figo>\t<wasBornIn>\t<Lisbon>\t1972-11-04\t1972-11-04",
    "<Zinedine_Zidane>\t<playsFor>\t<Real_Madrid_C.F.>\t2001-07-##\t2006-##-##",
    "<Raúl_(footballer)>\t<playsFor>\t<Real_Madrid_C.F.>\t1994-##-##\t2010-##-##",
    "<Cristiano_Ronaldo>\t<playsFor>\t<Real_Madrid_C.F.>\t2009-##-##\t####-##-##",
]
MAY = {"start": date(2013, 5, 1), "end": date(2013, 5, 31)}


@pytest.fixture(scope="module")
def loaded(neo4j_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[GraphClient]:
    client = GraphClient(neo4j_settings)
    client.run_autocommit(DELETE_ALL_BATCHED)
    tmp = tmp_path_factory.mktemp("retriever")
    ingest(client, "icews", [quadruples(tmp, "f.tsv", FACTS).path], dataset="events", rejects_path=tmp / "r.csv")
    (tmp / "yago.txt").write_text("\n".join(INTERVALS) + "\n", encoding="utf-8")
    ingest(client, "yago11k", [tmp / "yago.txt"], rejects_path=tmp / "ry.csv")
    yield client
    client.close()


def said(docs: list[Document]) -> list[str]:
    return [d.page_content for d in docs]


def test_a_month_of_the_named_entities_facts_those_of_both_first(loaded: GraphClient, neo4j_settings: Settings) -> None:
    docs = TemporalRetriever.from_settings(neo4j_settings, **MAY).invoke("Barack Obama and China")
    assert said(docs) == [
        "Barack Obama consulted China on 2013-05-20",  # both named: the latest first
        "Barack Obama made a visit to China on 2013-05-08",
        "China hosted a visit by Barack Obama on 2013-05-08",
        "Barack Obama made a statement about Japan on 2013-05-15",  # one named
        "China made a visit to Japan on 2013-05-08",
    ]
    assert all("2013-05-01" <= d.metadata["date"] < "2013-05-31" for d in docs)
    first = docs[0]
    assert {k: first.metadata[k] for k in ("head", "relation", "tail", "date", "graph")} == {
        "head": "Barack Obama",
        "relation": "Consult",
        "tail": "China",
        "date": "2013-05-20",
        "graph": "events",
    }
    assert first.id == first.metadata["key"]
    link = urlparse(first.metadata["browser_url"])  # Browser on the session's server, opening exactly that fact
    assert link.port == neo4j_settings.neo4j_http_port
    shown = loaded.read_untrusted(
        f"CALL () {{ {parse_qs(link.query)['arg'][0]} }} UNWIND nodes(p) AS n WITH n WHERE n:Fact "
        "RETURN collect(DISTINCT n.key) AS keys"
    )
    assert shown[0]["keys"] == [first.metadata["key"]]


def test_as_of_keeps_what_was_dated_by_then_and_a_period_is_cut_at_it(loaded: GraphClient) -> None:
    everything = TemporalRetriever(client=loaded).invoke("Barack Obama and China")
    assert len(everything) == 9 and {d.metadata["date"] for d in everything} >= {"2011-02-03", "2013-06-01"}
    by_then = TemporalRetriever(client=loaded, as_of=date(2013, 5, 10)).invoke("Barack Obama and China")
    assert sorted(d.metadata["date"] for d in by_then) == ["2011-02-03", "2013-04-30", *["2013-05-08"] * 3]
    cut = TemporalRetriever(client=loaded, as_of=date(2013, 5, 10), **MAY)
    assert [d.metadata["date"] for d in cut.invoke("Barack Obama and China")] == ["2013-05-08"] * 3
    per_call = TemporalRetriever(client=loaded, **MAY).invoke(
        "Barack Obama and China", {"configurable": {"as_of": "2013-05-10"}}
    )
    assert said(per_call) == said(cut.invoke("Barack Obama and China"))
    assert (
        said(TemporalRetriever(client=loaded, k=2, **MAY).invoke("Barack Obama and China"))
        == said(TemporalRetriever(client=loaded, **MAY).invoke("Barack Obama and China"))[:2]
    )
    assert TemporalRetriever(client=loaded, graphs=["another"]).invoke("Barack Obama and China") == []
    assert TemporalRetriever(client=loaded, **MAY).invoke("Iran and Japan")[0].metadata["tail"] == "Iran"
    assert TemporalRetriever(client=loaded, **MAY).invoke("the weather in Atlantis") == []  # no name, no vectors
    with pytest.raises(ValueError, match="ends"):
        TemporalRetriever(client=loaded, start=date(2013, 6, 1), end=date(2013, 5, 1))


def test_interval_facts_that_hold_on_the_reference_date_or_in_the_window(loaded: GraphClient) -> None:
    figo = TemporalRetriever(client=loaded, as_of=date(2003, 6, 1)).invoke("Where did Luís Figo play?")
    assert said(figo) == [  # the club he played for then, and his birth (an instant, before it)
        "Luís Figo played for Real Madrid C.F. from 2000 to 2005",
        "Luís Figo was born in Lisbon on 1972-11-04",
    ]
    assert {k: figo[0].metadata[k] for k in ("head", "relation", "tail", "start", "end", "graph")} == {
        "head": "Luís Figo",
        "relation": "playsFor",
        "tail": "Real Madrid C.F.",
        "start": "2000",
        "end": "2005",
        "graph": "yago11k",
    }
    assert "IntervalFact" in parse_qs(urlparse(figo[0].metadata["browser_url"]).query)["arg"][0]
    with clock.frozen(date(2003, 6, 1)):  # no as_of: the reference date, today by the clock
        assert said(TemporalRetriever(client=loaded).invoke("Where did Luís Figo play?")) == said(figo)
    window = TemporalRetriever(client=loaded, start=date(1999, 1, 1), end=date(2001, 1, 1))
    assert said(window.invoke("Luís Figo")) == [
        "Luís Figo played for Real Madrid C.F. from 2000 to 2005",
        "Luís Figo played for FC Barcelona from 1995 to 2000",
    ]
    club = TemporalRetriever(client=loaded, as_of=date(2003, 6, 1)).invoke("Real Madrid C.F.")
    assert [d.metadata["head"] for d in club] == ["Zinedine Zidane", "Luís Figo", "Raúl (footballer)"]
    assert said(TemporalRetriever(client=loaded, as_of=date(2020, 1, 1)).invoke("Cristiano Ronaldo")) == [
        "Cristiano Ronaldo played for Real Madrid C.F. from 2009 (end unknown)"  # an open end counts as true
    ]
    both = TemporalRetriever(client=loaded, start=date(2000, 1, 1), end=date(2014, 1, 1))
    graphs = [d.metadata["graph"] for d in both.invoke("Luís Figo and Barack Obama")]
    assert graphs == ["events"] * 7 + ["yago11k"] * 2  # as many named: the dated facts first


def test_reading_the_window_backwards_in_parts_gives_the_whole_windows_answer(loaded: GraphClient) -> None:
    """With no vector the window is read from its end in growing parts until nothing further back can rank higher;
    the answer is the one query over the whole window's (`ENTITY_WINDOW_FACTS` at once), whatever the window."""
    windows = [(date(2011, 1, 1), date(2014, 1, 1)), (date(2013, 5, 8), date(2013, 5, 9)), (EARLIEST, LATEST)]
    for entities in (["China"], ["Barack Obama", "China"], ["Japan", "Iran", "China"], ["Iran"]):
        for start, end in windows:
            for k in (1, 2, 3, 10):
                whole = loaded.read(
                    ENTITY_WINDOW_FACTS,
                    {"entities": entities, "start": start, "end": end, "k": k, "vector": None, "graphs": None},
                )[0]["facts"]
                parts = entity_window_facts(loaded, entities, start, end, k, None)
                assert [f.key for f in parts] == [f["key"] for f in whole], (entities, start, end, k)


class Tree(BaseTracer):
    def __init__(self) -> None:
        super().__init__()
        self.roots: list[Run] = []

    def _persist_run(self, run: Run) -> None:
        self.roots.append(run)


def test_a_driver_async_calls_and_the_run_tree(loaded: GraphClient, neo4j_settings: Settings) -> None:
    driver = neo4j.GraphDatabase.driver(
        neo4j_settings.neo4j_uri, auth=(neo4j_settings.neo4j_user, neo4j_settings.neo4j_password.get_secret_value())
    )
    try:
        retriever = TemporalRetriever(client=driver, **MAY)
        tree = Tree()
        docs = retriever.invoke("Barack Obama and China", {"callbacks": [tree], "run_name": "facts"})
        assert len(docs) == 5
        (root,) = tree.roots
        assert (root.run_type, root.name) == ("retriever", "facts") and len(root.outputs["documents"]) == 5
        assert [c.name for c in sorted(root.child_runs, key=lambda c: c.dotted_order or "")] == [
            "entity_mentions",
            "retriever_entity_facts",
            "retriever_interval_entities",
        ]
        awaited = asyncio.run(retriever.ainvoke("Barack Obama and China", {"configurable": {"as_of": "2013-05-10"}}))
        assert [d.metadata["date"] for d in awaited] == ["2013-05-08"] * 3
    finally:
        driver.close()


def test_the_example_runs_as_it_is(loaded: GraphClient, neo4j_settings: Settings) -> None:
    env = {
        **os.environ,
        "NEO4J_URI": neo4j_settings.neo4j_uri,
        "NEO4J_HTTP_PORT": str(neo4j_settings.neo4j_http_port),
        "LLM_PROVIDER": "symbolic",
    }
    out = subprocess.run(
        [sys.executable, "examples/temporal_retriever.py"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "2013-05-31  Barack Obama made a visit to China on 2013-05-31"  # all of May: [05-01, 06-01)
    assert "        retriever TemporalRetriever" in lines  # the run tree the example's handler prints
    assert "- Barack Obama made a visit to China on 2013-05-08" in lines  # the prompt's facts
    assert lines[-1] == "as of 2013-05-10: 3 facts, the latest on 2013-05-08"
