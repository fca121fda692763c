"""Typed fact search (AT2QA's `search` tool, RTQA's leaf retrieval, the strategies' evidence, the
TemporalRetriever).

Filter first in Cypher (window, entity as head/tail, relation), rank the survivors by exact cosine
to the query embedding, keep the top `k`, optionally re-sort by time.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Literal

from pydantic import BaseModel, Field

from chronorag.cypher import retriever as r
from chronorag.cypher import search as q
from chronorag.cypher.retrieval import FACT_SPAN
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient
from chronorag.graph.errors import NotEmbedded
from chronorag.graph.retrieval import FactRow
from chronorag.temporal.periods import EARLIEST, LATEST

Sort = Literal["relevance", "time_asc", "time_desc"]


class SearchRequest(BaseModel):
    """AT2QA's search signature; `entity` and `relation` must already be graph names (see linking)."""

    query: str = Field(min_length=1)
    start_date: date | None = None
    end_date: date | None = Field(None, description="inclusive last day")
    sort: Sort = "relevance"
    entity: str | None = None
    entity_position: Literal["head", "tail"] | None = None
    relation: str | None = None


class Hit(FactRow):
    score: float


def search_facts(client: GraphClient, embedder: Embedder, request: SearchRequest, k: int = 50) -> list[Hit]:
    """The top `k` facts by exact cosine among those passing the filters, in the requested order."""
    vector = embedder.encode([request.query])[0]
    start = request.start_date or EARLIEST
    end = date.fromordinal(request.end_date.toordinal() + 1) if request.end_date else LATEST
    params = {"vector": vector, "k": k, "start": start, "end": end, "relation": request.relation}
    if request.entity:
        statement = q.SEARCH_ENTITY
        params |= {"entity": request.entity, "position": request.entity_position or "any"}
    elif request.relation:
        statement = q.SEARCH_RELATION
    elif request.start_date or request.end_date:
        statement = q.SEARCH_WINDOW
    else:
        statement = q.SEARCH_ANY
    hits = [Hit(**row) for row in client.read(statement, params)]
    if not hits and not client.read(q.FACTS_EMBEDDED):
        raise NotEmbedded()
    if request.sort == "time_asc":
        hits.sort(key=lambda h: (h.date, -h.score))
    elif request.sort == "time_desc":
        hits.sort(key=lambda h: (h.date, h.score), reverse=True)
    return hits


# -- the TemporalRetriever's searches (rag/core/retriever.py) ------------------------------------------------
class FoundFact(BaseModel):
    """A dated fact the retriever found: `named`, how many of the text's entities it holds; `score`, its cosine to
    the text where facts are embedded."""

    key: str
    head: str
    relation: str
    tail: str
    date: date
    graph: str | None = None
    named: int = 0
    score: float | None = None


class FoundInterval(BaseModel):
    """A fact true over an interval the retriever found, each end as the text people read at its precision."""

    key: str
    head: str
    relation: str
    tail: str
    start: str
    end: str | None = None
    start_precision: str
    end_precision: str | None = None
    kind: str
    graph: str
    named: int = 0


def _facts(rows: list[dict[str, Any]]) -> list[FoundFact]:
    return [FoundFact(**f) for f in (rows[0]["facts"] if rows else [])]


def facts_embedded(client: GraphClient) -> bool:
    return bool(client.read(r.FACTS_EMBEDDED))


def fact_days(client: GraphClient) -> tuple[date, date] | None:
    """[first day, day after the last) of the graph's dated facts (two index-ordered reads), or None: no facts."""
    rows = client.read(FACT_SPAN)
    if not rows or rows[0]["first"] is None:
        return None
    return rows[0]["first"], rows[0]["last"] + timedelta(days=1)


def _ranked(f: FoundFact) -> tuple[int, int, str, str, str]:
    """ENTITY_WINDOW_FACTS' order with no vector: most named first, then the latest, then head, relation, tail."""
    return -f.named, -f.date.toordinal(), f.head, f.relation, f.tail


def _months_before(day: date, months: int) -> date:
    """The first of the month `months` before `day`'s month (EARLIEST where that is before year 1)."""
    index = day.year * 12 + day.month - 1 - months
    return date(index // 12, index % 12 + 1, 1) if index >= 12 else EARLIEST


def entity_window_facts(
    client: GraphClient,
    entities: list[str],
    start: date,
    end: date,
    k: int,
    vector: list[float] | None,
    graphs: list[str] | None = None,
) -> list[FoundFact]:
    """The top `k` facts in [start, end) of the named entities (of `graphs` only, when given): most of them named
    first, then nearest `vector`, or with no vector the latest first.

    With no vector the window is read from its end backwards, a month, then two, four ... (each part one query,
    its own top `k`), until `k` facts name as many entities as a fact can (both sides, or the one named): no fact
    further back can rank before them, so the answer is the whole window's, and a hub's ten years cost what its
    last months do when they hold enough."""

    def top(lo: date, hi: date) -> list[FoundFact]:
        params = {"entities": entities, "start": lo, "end": hi, "k": k, "vector": vector, "graphs": graphs}
        return _facts(client.read(r.ENTITY_WINDOW_FACTS, params))

    if vector is not None:
        return top(start, end)
    most = min(2, len(entities))
    found: list[FoundFact] = []
    hi, months = end, 1
    while hi > start:
        lo = max(start, _months_before(hi, months))
        found = sorted([*found, *top(lo, hi)], key=_ranked)[:k]
        if len(found) == k and found[-1].named == most:
            break
        hi, months = lo, months * 2
    return found


def window_facts_by_vector(
    client: GraphClient,
    start: date,
    end: date,
    k: int,
    vector: list[float],
    seen: list[str],
    graphs: list[str] | None = None,
    anywhere: bool = False,
) -> list[FoundFact]:
    """The `k` facts in [start, end) nearest `vector` by exact cosine, less those `seen` (of `graphs` only, when
    given); `anywhere` (no window was asked for), the vector index's nearest."""
    params = {
        "start": start,
        "end": end,
        "k": k,
        "vector": vector,
        "seen": seen,
        "n": k + len(seen),
        "graphs": graphs,
    }
    statement = r.NEAREST_FACTS if anywhere else r.WINDOW_FACTS_BY_VECTOR
    return _facts(client.read(statement, params))


def interval_graphs(client: GraphClient) -> list[str]:
    return [row["graph"] for row in client.read(r.INTERVAL_GRAPHS)]


def interval_entities(client: GraphClient, keys: list[str]) -> list[tuple[str, str]]:
    """(graph, name) of the interval entities among `keys` (`<graph>:<name>`)."""
    return [(row["graph"], row["name"]) for row in client.read(r.INTERVAL_ENTITIES, {"keys": keys})]


def interval_window_facts(
    client: GraphClient, entities: list[tuple[str, str]], lo: date, hi: date, event_lo: date, k: int
) -> list[FoundInterval]:
    """The top `k` interval facts of the named (graph, name) entities true in [lo, hi) (events and instants:
    whose start's period meets [event_lo, hi)), most of them named first, then the latest start."""
    params = {
        "entities": [list(e) for e in entities],
        "names": sorted({name for _, name in entities}),
        "lo": lo,
        "hi": hi,
        "event_lo": event_lo,
        "k": k,
    }
    rows = client.read(r.INTERVAL_WINDOW_FACTS, params)
    return [FoundInterval(**f) for f in (rows[0]["facts"] if rows else [])]
