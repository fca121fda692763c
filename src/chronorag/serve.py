"""`chronorag serve`: the strategies over HTTP (FastAPI), for callers that are not Python.

* `POST /ask` {"question", "strategy"?} -> the RAGResult as JSON (answer, reason, evidence ids,
  triplets, the evidence query and a Neo4j Browser link that opens it, trace, usage);
* `POST /ask/stream` -> server-sent events: one `step` per trace step (a retrieval window for
  KG-IRAG) as it is made, then one `result` (or one `error`);
* `GET /health` -> whether Neo4j answers, and what this server runs; OpenAPI docs at `/docs`.

The graph connection, the embedding model and the default strategy (with what it reads from the
graph: places, names) are loaded once, in the app's lifespan; other strategies are built on first
use and kept. Each question runs in the event loop's executor (`Strategy.ainvoke`), so requests
are served concurrently while the blocking driver works.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Literal

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field
from sse_starlette import EventSourceResponse, ServerSentEvent

from chronorag import __version__
from chronorag.config import Settings, get_settings
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient
from chronorag.graph.errors import GraphError
from chronorag.llm.factory import LLMConfigError
from chronorag.rag.names import StrategyName
from chronorag.rag.registry import STRATEGIES, build
from chronorag.rag.strategy import Question, Strategy
from chronorag.rag.types import RAGResult


class AskRequest(Question):
    """A question, and optionally which strategy answers it (default: the server's)."""

    strategy: StrategyName | None = Field(None, description="default: the strategy the server was started with")


class Health(BaseModel):
    status: Literal["ok"]
    neo4j: str = Field(description="the server that answered, e.g. 'Neo4j Kernel 5.26.19 community'")
    strategy: str
    llm: str
    embedding_model: str
    embedding_precision: str = Field(description="float32, or bfloat16 where the CPU multiplies it natively")
    strategies_loaded: list[str]


class Service:
    """What the app loads once: the graph connection, the embedding model, the strategies built so far."""

    def __init__(self, settings: Settings, strategy: str, llm: str, judge: str) -> None:
        self.settings, self.default, self.llm, self.judge = settings, strategy, llm, judge
        self.client = GraphClient(settings)
        self.embedder = Embedder.from_settings(settings)
        self.strategies: dict[str, Strategy] = {}
        self._lock = threading.Lock()

    def load(self) -> None:
        """Connect, load the embedding model and build the default strategy (blocking: run it off the loop)."""
        self.client.verify()
        self.embedder.model()
        self.strategy(self.default)

    def strategy(self, name: str) -> Strategy:
        with self._lock:
            if name not in self.strategies:
                self.strategies[name] = build(name, self.client, self.settings, self.llm, self.judge, self.embedder)
            return self.strategies[name]

    def close(self) -> None:
        self.client.close()


def create_app(
    settings: Settings | None = None, strategy: str = "kg_irag", llm: str | None = None, judge: str = "llm"
) -> FastAPI:
    """The HTTP app over one graph; `strategy`, `llm` and `judge` as in `chronorag ask`."""
    settings = settings or get_settings()
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    service = Service(settings, strategy, llm or settings.llm_provider, judge)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(service.load)
        app.state.service = service
        try:
            yield
        finally:
            service.close()

    app = FastAPI(
        title="chronorag",
        summary="Temporal GraphRAG on Neo4j: time-dependent questions answered from the graph, with evidence.",
        version=__version__,
        lifespan=lifespan,
    )

    async def pick(request: AskRequest) -> Strategy:
        try:
            return await asyncio.to_thread(service.strategy, request.strategy or service.default)
        except (ValueError, LLMConfigError) as exc:  # e.g. an event strategy on a server without an LLM
            raise HTTPException(400, str(exc)) from None

    @app.post("/ask", response_model=RAGResult, summary="Answer a question")
    async def ask(request: AskRequest) -> RAGResult:
        """The answer with its evidence (element ids, triplets), the evidence query and a Browser link."""
        chosen = await pick(request)
        try:
            return await chosen.ainvoke(request.question)
        except GraphError as exc:
            raise HTTPException(503, str(exc)) from None

    @app.post(
        "/ask/stream",
        summary="Answer a question, streaming each retrieval window",
        response_class=EventSourceResponse,
        responses={200: {"content": {"text/event-stream": {}}, "description": "events `step`..., then `result`"}},
    )
    async def ask_stream(request: AskRequest) -> EventSourceResponse:
        """Server-sent events: `step` (a trace step as JSON) per retrieval window, then `result` (the RAGResult)."""
        chosen = await pick(request)

        async def events() -> AsyncIterator[ServerSentEvent]:
            try:
                async for chunk in chosen.astream(request.question):
                    kind = "result" if isinstance(chunk, RAGResult) else "step"
                    yield ServerSentEvent(data=chunk.model_dump_json(), event=kind)
            except GraphError as exc:
                yield ServerSentEvent(data=json.dumps({"detail": str(exc)}), event="error")

        return EventSourceResponse(events())

    @app.get("/health", response_model=Health, summary="Is the graph reachable")
    async def health() -> Health:
        try:
            info = await asyncio.to_thread(service.client.verify)
        except GraphError as exc:
            raise HTTPException(503, str(exc)) from None
        return Health(
            status="ok",
            neo4j=str(info),
            strategy=service.default,
            llm=service.llm,
            embedding_model=settings.embedding_model,
            embedding_precision=service.embedder.resolved_precision,
            strategies_loaded=sorted(service.strategies),
        )

    return app
