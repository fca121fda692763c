"""Typed fact search (AT2QA's `search` tool, RTQA's leaf retrieval, the strategies' evidence).

Filter first in Cypher (window, entity as head/tail, relation), rank the survivors by exact cosine
to the query embedding, keep the top `k`, optionally re-sort by time.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, Field

from chronorag.cypher import search as q
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
