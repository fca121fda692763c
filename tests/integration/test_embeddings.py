"""Embeddings into Neo4j vector indexes: offline model, content-hash cache, relation linking."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from chronorag.cypher.vectors import NEAREST_RELATIONS
from chronorag.embedder import DIMENSIONS, Embedder
from chronorag.graph import GraphClient
from chronorag.graph.vectors import embed_graph
from chronorag.ingest.pipeline import ingest
from factories import quadruples

FACTS = [
    ("Shivshankar Menon", "Express intent to meet or negotiate", "China", "2010-10-31"),
    ("Emeka Ihedioha", "Make an appeal or request", "Citizen (Nigeria)", "2013-02-01"),
    ("China", "Host a visit", "Barack Obama", "2011-01-05"),
    ("Japan", "Make statement", "China", "2011-01-06"),
]


def test_embed_cache_and_link_relations(graph: GraphClient, tmp_path: Path) -> None:
    ingest(graph, "icews", [quadruples(tmp_path, "f.tsv", FACTS).path], rejects_path=tmp_path / "r.csv")
    embedder = Embedder()
    first = {s.kind: s for s in embed_graph(graph, embedder)}
    assert (first["entities"].embedded, first["relations"].embedded, first["facts"].embedded) == (6, 4, 4)
    again = {s.kind: s for s in embed_graph(graph, embedder)}
    assert all(s.embedded == 0 and s.cached == s.total for s in again.values())  # cached by content hash
    size = graph.read_untrusted("MATCH (f:Fact) RETURN size(f.embedding) AS n LIMIT 1")[0]["n"]
    assert size == DIMENSIONS

    def nearest(phrase: str) -> str:
        rows = graph.read(NEAREST_RELATIONS, {"k": 4, "vector": embedder.encode([phrase])[0]})
        return str(rows[0]["name"])

    assert nearest("want to meet") == "Express intent to meet or negotiate"
    assert nearest("appeal to") == "Make an appeal or request"


def test_temporal_retriever_ranks_by_cosine_inside_the_window(graph: GraphClient, tmp_path: Path) -> None:
    """Embedded facts: the named entity's facts by cosine to the text, then (room left) the window's others by
    exact cosine; the window holds throughout, the vector index's top-k never decides what is in it."""
    from chronorag import TemporalRetriever  # noqa: PLC0415 - the package's lazy export, as users write it

    facts = [
        ("Barack Obama", "Make a visit", "China", "2013-05-08"),
        ("Barack Obama", "Make statement", "Japan", "2013-05-15"),
        ("Barack Obama", "Consult", "Angela Merkel", "2013-05-20"),
        ("Xi Jinping", "Make a visit", "Russia", "2013-05-22"),
        ("Shinzo Abe", "Make a visit", "Turkey", "2013-05-03"),
        ("Barack Obama", "Make a visit", "Germany", "2013-06-18"),  # outside the window
        ("Vladimir Putin", "Make a visit", "China", "2013-03-22"),  # outside the window
    ]
    ingest(graph, "icews", [quadruples(tmp_path, "f.tsv", facts).path], rejects_path=tmp_path / "r.csv")
    embedder = Embedder()
    embed_graph(graph, embedder)
    may = TemporalRetriever(client=graph, start=date(2013, 5, 1), end=date(2013, 6, 1), embedder=embedder)
    docs = may.invoke("Barack Obama went on a visit")
    assert all("2013-05-01" <= d.metadata["date"] < "2013-06-01" for d in docs) and len(docs) == 5
    assert [d.metadata["head"] for d in docs[:3]] == ["Barack Obama"] * 3  # his facts first, the visit the nearest
    assert docs[0].metadata["relation"] == "Make a visit" and docs[0].metadata["score"] > docs[1].metadata["score"]
    others = docs[3:]  # then the window's other facts by cosine: the visits
    assert {d.metadata["relation"] for d in others} == {"Make a visit"}
    assert others[0].metadata["score"] >= others[1].metadata["score"]
    nearest = TemporalRetriever(client=graph, k=2, embedder=embedder).invoke("a visit to China")  # no window at all
    assert {d.metadata["tail"] for d in nearest} == {"China"}
