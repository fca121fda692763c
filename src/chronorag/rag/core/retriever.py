"""`TemporalRetriever`: the graph's facts inside a time window as LangChain Documents, for any chain.

`invoke(text)` finds the entities the text names (the graph's full-text index over entity names, as the event
strategies link them; an interval graph's entities by their exact names), then retrieves, with the time filter
inside the Cypher before any ranking (`cypher/retriever.py`):

* dated facts (`Fact`) of those entities in the window, those holding more of the named entities first, then by
  cosine to the text where facts are embedded (`chronorag embed`), else the latest first; with room left and facts
  embedded, the window's other facts by exact cosine;
* facts true over intervals (`IntervalFact`) of those entities that hold in the window.

Windows are half-open, [start, end), as everywhere in the project. With no period and no `as_of`, dated facts are
not filtered by time; `as_of` keeps the dated facts on or before it and the interval facts that hold on it (a state
true that day, its open end counted as true; an event or an instant that happened by then); `as_of` defaults to
the reference date (`temporal.clock`: the run's, else today) for interval facts only. A period and `as_of` together:
the period, cut at `as_of`. `graphs` keeps the facts of some graphs (datasets) only.

Each Document's `page_content` is the fact as a sentence (`rag/core/sentences.py`); its metadata are head,
relation, tail, `date` (dated facts) or `start` / `end` (interval facts, at their precision), `key`, `graph` (the
dataset) and `browser_url` (Neo4j Browser opened on that fact, `cypher/evidence.py`); `id` is the key. Each
statement is a child retriever run of the retriever's own run, so callbacks and LangSmith see the tree.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Self

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.config import run_in_executor
from pydantic import ConfigDict, Field, PrivateAttr, field_validator, model_validator

from chronorag.config import Settings, get_settings
from chronorag.cypher.evidence import facts_subgraph, intervals_subgraph
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient, as_client
from chronorag.graph.linking import Linker
from chronorag.graph.search import (
    FoundFact,
    FoundInterval,
    entity_window_facts,
    fact_days,
    facts_embedded,
    interval_entities,
    interval_graphs,
    interval_window_facts,
    window_facts_by_vector,
)
from chronorag.rag.core.sentences import dated_sentence, interval_sentence
from chronorag.rag.core.strategy import configured_as_of
from chronorag.rag.core.tracing import retrieval
from chronorag.temporal import clock
from chronorag.temporal.periods import EARLIEST, LATEST

MAX_NAME_WORDS = 8  # the longest interval-entity name looked up in a text, in words
_EDGE_PUNCTUATION = re.compile(r"^[\"'(\[]+|[\"'?!,;:)\]]+$")


class TemporalRetriever(BaseRetriever):
    """The graph's facts in a time window, the ones of the entities a text names first, as Documents."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    client: GraphClient = Field(description="a GraphClient, a neo4j.Driver or a langchain-neo4j Neo4jGraph")
    start: date | None = Field(None, description="the window's first day (half-open: [start, end))")
    end: date | None = Field(None, description="the day after the window's last")
    as_of: date | None = Field(
        None, description="dated facts on or before it, interval facts that hold on it (default: the reference date)"
    )
    k: int = Field(10, ge=1, le=1000, description="how many facts")
    graphs: list[str] | None = Field(None, description="only the facts of these graphs (datasets); None: every one")
    embedder: Embedder | None = Field(None, description="the model for the text's vector (loaded on first need)")

    _linker: Linker | None = PrivateAttr(None)
    _embedded: bool | None = PrivateAttr(None)
    _interval_graphs: list[str] | None = PrivateAttr(None)

    @field_validator("client", mode="before")
    @classmethod
    def _any_client(cls, value: Any) -> GraphClient:
        return as_client(value)

    @model_validator(mode="after")
    def _ordered(self) -> Self:
        if self.start is not None and self.end is not None and not self.start < self.end:
            raise ValueError(f"the window ends ({self.end}) before it starts ({self.start})")
        return self

    @classmethod
    def from_settings(
        cls,
        settings: Settings | None = None,
        client: Any = None,
        *,
        start: date | None = None,
        end: date | None = None,
        as_of: date | None = None,
        k: int = 10,
        graphs: list[str] | None = None,
        embedder: Embedder | None = None,
    ) -> TemporalRetriever:
        """The retriever on the Neo4j Settings name (or `client`: a GraphClient, a neo4j.Driver or a Neo4jGraph,
        used as is and left open for its owner)."""
        settings = settings or get_settings()
        graph = as_client(client, settings) if client is not None else GraphClient(settings)
        return cls(client=graph, start=start, end=end, as_of=as_of, k=k, graphs=graphs, embedder=embedder)

    # -- LangChain ---------------------------------------------------------------------------------------------
    def invoke(self, input: str, config: RunnableConfig | None = None, **kwargs: Any) -> list[Document]:
        """As any retriever; `config={"configurable": {"as_of": ...}}` sets `as_of` for this call."""
        if (as_of := configured_as_of(config)) is not None:
            kwargs["as_of"] = as_of
        return super().invoke(input, config, **kwargs)

    async def ainvoke(self, input: str, config: RunnableConfig | None = None, **kwargs: Any) -> list[Document]:
        if (as_of := configured_as_of(config)) is not None:
            kwargs["as_of"] = as_of
        return await super().ainvoke(input, config, **kwargs)

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, as_of: date | None = None
    ) -> list[Document]:
        return self.documents(query, as_of or self.as_of, run_manager)

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, as_of: date | None = None
    ) -> list[Document]:
        sync = run_manager.get_sync()
        return await run_in_executor(None, self.documents, query, as_of or self.as_of, sync)

    # -- the work ----------------------------------------------------------------------------------------------
    def documents(
        self, text: str, as_of: date | None = None, run_manager: CallbackManagerForRetrieverRun | None = None
    ) -> list[Document]:
        """The facts for `text` as Documents, best first (see the module's docstring for the order)."""
        manager = run_manager.get_child() if run_manager is not None else None
        lo, hi = self._dated_window(as_of)
        anywhere = (lo, hi) == (EARLIEST, LATEST)
        lo, hi = self._inside_the_graph(lo, hi)
        named = retrieval("entity_mentions", text, lambda: self.linker.mentions(text), manager=manager)
        vector = self._vector(text) if lo < hi else None
        found: list[FoundFact] = []
        if named and lo < hi:
            found = retrieval(
                "retriever_entity_facts",
                f"{', '.join(named)} in [{lo}, {hi})",
                lambda: entity_window_facts(self.client, named, lo, hi, self.k, vector, self.graphs),
                manager=manager,
            )
        if vector is not None and len(found) < self.k:
            seen, room = [f.key for f in found], self.k - len(found)
            found += retrieval(
                "retriever_window_facts",
                f"nearest the text in [{lo}, {hi})",
                lambda: window_facts_by_vector(self.client, lo, hi, room, vector, seen, self.graphs, anywhere),
                manager=manager,
            )
        intervals = self._intervals(text, as_of, manager)
        ranked: list[FoundFact | FoundInterval] = sorted([*found, *intervals], key=lambda f: -f.named)
        return [self._document(f) for f in ranked[: self.k]]

    @property
    def linker(self) -> Linker:
        if self._linker is None:
            self._linker = Linker(self.client, self.embedder)
        return self._linker

    def _dated_window(self, as_of: date | None) -> tuple[date, date]:
        """[lo, hi) of dated facts: the period, cut at `as_of` (inclusive); unbounded ends where none is given."""
        lo, hi = self.start or EARLIEST, self.end or LATEST
        if as_of is not None and as_of < LATEST:
            hi = min(hi, as_of + timedelta(days=1))
        return lo, max(lo, hi)

    def _inside_the_graph(self, lo: date, hi: date) -> tuple[date, date]:
        """[lo, hi) cut to the graph's dated facts' days (two index-ordered reads, ~2 ms, each call: facts loaded
        since count): an open end reads no empty years."""
        first, end = fact_days(self.client) or (LATEST, LATEST)
        return max(lo, first), max(lo, first, min(hi, end))

    def _vector(self, text: str) -> list[float] | None:
        """The text's vector, when the graph's facts are embedded (asked once per retriever: the question scans the
        facts of a graph without vectors); else None."""
        if self._embedded is None:
            self._embedded = facts_embedded(self.client)
        if not self._embedded:
            return None
        if self.embedder is None:
            self.embedder = Embedder.from_settings(self.client.settings)
        return self.embedder.encode([text])[0]

    def _intervals(self, text: str, as_of: date | None, manager: Any) -> list[FoundInterval]:
        """The interval facts of the interval entities the text names, true in the window (or at `as_of`)."""
        if not self._interval_graphs:  # read until there are some (then kept: a few ms a call saved)
            self._interval_graphs = interval_graphs(self.client)
        graphs = [g for g in self._interval_graphs if self.graphs is None or g in self.graphs]
        if not graphs:
            return []
        keys = [f"{graph}:{words}" for graph in graphs for words in word_runs(text)]
        named = retrieval(
            "retriever_interval_entities", text, lambda: interval_entities(self.client, keys), manager=manager
        )
        if not named:
            return []
        if self.start is None and self.end is None:  # no period: what holds on the reference date
            at = min(as_of or clock.reference_date(), LATEST - timedelta(days=1))
            lo, hi, event_lo = at, at + timedelta(days=1), EARLIEST
        else:
            lo, hi = self._dated_window(as_of)
            event_lo = lo
        return retrieval(
            "retriever_interval_facts",
            f"{', '.join(name for _, name in named)} in [{lo}, {hi})",
            lambda: interval_window_facts(self.client, named, lo, hi, event_lo, self.k),
            manager=manager,
        )

    def _document(self, fact: FoundFact | FoundInterval) -> Document:
        settings = self.client.settings
        if isinstance(fact, FoundFact):
            day = fact.date.isoformat()
            return Document(
                id=fact.key,
                page_content=dated_sentence(fact.head, fact.relation, fact.tail, day),
                metadata={
                    "head": fact.head,
                    "relation": fact.relation,
                    "tail": fact.tail,
                    "date": day,
                    "key": fact.key,
                    "graph": fact.graph,
                    "browser_url": settings.browser_link(facts_subgraph([fact.key])),
                    **({"score": fact.score} if fact.score is not None else {}),
                },
            )
        return Document(
            id=fact.key,
            page_content=interval_sentence(fact.head, fact.relation, fact.tail, fact.start, fact.end, fact.kind),
            metadata={
                "head": fact.head,
                "relation": fact.relation,
                "tail": fact.tail,
                "start": fact.start,
                "end": fact.end,
                "kind": fact.kind,
                "key": fact.key,
                "graph": fact.graph,
                "browser_url": settings.browser_link(intervals_subgraph([fact.key])),
            },
        )


def word_runs(text: str, longest: int = MAX_NAME_WORDS) -> list[str]:
    """Every run of up to `longest` words of the text, as written and with the punctuation at its edges left off
    ("Real Madrid C.F.?" is also "Real Madrid C.F."): the names an interval entity may be said by."""
    words = text.split()
    runs: dict[str, None] = {}
    for i in range(len(words)):
        for j in range(i + 1, min(len(words), i + longest) + 1):
            run = " ".join(words[i:j])
            runs[run] = None
            runs[_EDGE_PUNCTUATION.sub("", run)] = None
    return [r for r in runs if r]
