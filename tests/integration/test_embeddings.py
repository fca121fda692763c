"""Embeddings into Neo4j vector indexes: offline model, content-hash cache, relation linking."""

from __future__ import annotations

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
