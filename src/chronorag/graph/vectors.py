"""Embed entity names, relation names and facts into Neo4j vector indexes, cached by content hash."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from chronorag.cypher import Cypher
from chronorag.cypher import vectors as q
from chronorag.cypher.schema import VECTOR_INDEXES
from chronorag.embedder import Embedder, content_hash
from chronorag.graph.connection import GraphClient

KINDS: tuple[tuple[str, Cypher, Cypher], ...] = (
    ("entities", q.ENTITY_TEXTS, q.SET_ENTITY_VECTORS),
    ("relations", q.RELATION_TEXTS, q.SET_RELATION_VECTORS),
    ("facts", q.FACT_TEXTS, q.SET_FACT_VECTORS),
)


@dataclass
class EmbedStats:
    kind: str
    total: int
    embedded: int  # new or changed texts
    cached: int


def ensure_vector_indexes(client: GraphClient) -> None:
    for statement in VECTOR_INDEXES:
        client.run_autocommit(statement)


def embed_graph(
    client: GraphClient,
    embedder: Embedder,
    batch: int = 1024,
    on_progress: Callable[[str, int, int], None] | None = None,
    kinds: tuple[str, ...] = ("entities", "relations", "facts"),
) -> list[EmbedStats]:
    """Vectors for every Entity, Relation and Fact whose text has no vector yet or has changed."""
    ensure_vector_indexes(client)
    stats = []
    for kind, read, write in KINDS:
        if kind not in kinds:
            continue
        rows = client.read(read, timeout=600)
        hashed = [(r["key"], r["text"], content_hash(r["text"]), r["hash"]) for r in rows]
        pending = [(key, text, h) for key, text, h, stored in hashed if stored != h]
        # The model (onnxruntime, which releases the GIL) encodes the next part while the server writes
        # this one into the vector index: one write in flight, so memory stays at two parts.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="vector-writes") as writes:
            in_flight: Future[list[dict[str, Any]]] | None = None
            for i in range(0, len(pending), batch):
                part = pending[i : i + batch]
                vectors = embedder.encode([text for _, text, _ in part])
                vector_rows = [{"key": k, "vector": v, "hash": h} for (k, _, h), v in zip(part, vectors, strict=True)]
                if in_flight is not None:
                    in_flight.result()
                in_flight = writes.submit(client.write, write, {"rows": vector_rows}, timeout=600)
                if on_progress:
                    on_progress(kind, min(i + batch, len(pending)), len(pending))
            if in_flight is not None:
                in_flight.result()
        stats.append(EmbedStats(kind, len(rows), len(pending), len(rows) - len(pending)))
    return stats
