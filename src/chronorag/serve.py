"""`chronorag serve`: the strategies over HTTP (FastAPI), for callers that are not Python.

* `GET /` -> a page: a question box, the answer and its reason, the evidence on a timeline and the Neo4j
  Browser link (static HTML and script; it asks for the API key once where the server has one);
* `POST /ask` {"question", "strategy"?, "timeline"?} -> the RAGResult as JSON (answer, reason, evidence ids,
  triplets, the evidence query and a Neo4j Browser link that opens it, trace, usage), and with
  `"timeline": true` the evidence drawn on a time axis (`timeline_svg`, `chronorag.timeline`);
* `POST /ask/stream` -> server-sent events: one `step` per trace step (a retrieval window for
  KG-IRAG) as it is made, then one `result` (or one `error`);
* `GET /health` -> whether Neo4j answers, and what this server runs; OpenAPI docs at `/docs`.

With an API key (`Settings.serve_api_key`: `--api-key` or CHRONORAG_API_KEY), every request but `/health` and
the page must carry `Authorization: Bearer <key>` (`RequireKey`; 401 otherwise), and `/health` tells a caller
without it only that the server and Neo4j are up. The page holds no data: every call it makes carries the key.

The graph connection, the embedding model and the default strategy (with what it reads from the
graph: places, names) are loaded once, in the app's lifespan; other strategies are built on first
use and kept. Each question runs in the event loop's executor (`Strategy.ainvoke`), so requests
are served concurrently while the blocking driver works.

Bounds: a body over MAX_BODY_BYTES is refused (413) before it is read, a question over
MAX_QUESTION_CHARS with 422; each question has `timeout` seconds (504 with the reason, and its worker
thread stops at its next query or model call, see `chronorag.bounds`); on SIGTERM or Ctrl-C every
question in flight ends at once with 503 and the server stops within seconds (`run`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import sys
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import asynccontextmanager
from datetime import date
from importlib import resources
from types import FrameType
from typing import Any, Literal, TypeVar

import uvicorn
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse
from langchain_core.runnables import RunnableConfig
from pydantic import BaseModel, ConfigDict, Field
from sse_starlette import EventSourceResponse, ServerSentEvent

from chronorag import __version__, bounds
from chronorag.api_key import ENV_VAR, OPTION, KeyCheck
from chronorag.bounds import MAX_QUESTION_CHARS, Deadline, OutOfTime
from chronorag.config import Settings, get_settings
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient
from chronorag.graph.errors import GraphError
from chronorag.llm.factory import LLMConfigError
from chronorag.rag.core.strategy import Question, Strategy
from chronorag.rag.core.strategy_names import StrategyName
from chronorag.rag.core.types import RAGResult
from chronorag.rag.registry import STRATEGIES, build
from chronorag.timeline import NoTimeline, draw

T = TypeVar("T")
Message = MutableMapping[str, Any]  # the ASGI types, as Starlette spells them
Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
# A question of MAX_QUESTION_CHARS as JSON, every character escaped (\uXXXX), stays under 8 KB.
MAX_BODY_BYTES = 64 * 1024
DEFAULT_TIMEOUT_S = 30.0
STOP_GRACE_S = 3.0  # after SIGTERM, how long worker threads get to notice before the process exits anyway
WORKERS = 16  # questions answered at once (the driver's pool holds 32 connections)
STOPPING = "the server is shutting down"
# what a caller without the key may reach: the page (static: it holds no data, and asks for the key) and the
# health check (which then says less)
OPEN_PATHS = frozenset({"/", "/health"})
PAGE = "serve_page.html"
NO_KEY = (
    f"this server needs an API key: send the header 'Authorization: Bearer <key>' with the key it was started "
    f"with ({OPTION} or {ENV_VAR})"
)
WRONG_KEY = "the API key sent is not this server's key"
NEO4J_DOWN = "Neo4j does not answer"


class AskRequest(Question):
    """A question, and optionally which strategy answers it (default: the server's)."""

    strategy: StrategyName | None = Field(None, description="default: the strategy the server was started with")
    as_of: date | None = Field(
        None,
        description="the reference date relative time words ('last year') are read against; default: the server's "
        "--as-of, else today",
    )
    timeline: bool = Field(False, description="also draw the evidence on a time axis: `timeline_svg` in the reply")


class AskReply(RAGResult):
    """The result, and its timeline when the request asked for one."""

    timeline_svg: str | None = Field(None, description="the evidence on a time axis (SVG), when asked for")
    timeline_note: str | None = Field(None, description="why there is no timeline, when one was asked for")


def with_timeline(result: RAGResult) -> AskReply:
    """`result` with its timeline drawn, or the reason there is none (a refusal)."""
    try:
        svg, note = draw(result), None
    except NoTimeline as exc:
        svg, note = None, str(exc)
    return AskReply.model_construct(**dict(result), timeline_svg=svg, timeline_note=note)


class PublicHealth(BaseModel):
    """What `/health` tells a caller without the key: the server and Neo4j are up, nothing more."""

    model_config = ConfigDict(extra="forbid")

    status: Literal["ok"]
    neo4j: Literal["up"]


class Health(BaseModel):
    """What `/health` tells a caller with the key (or anyone, on a server without one)."""

    status: Literal["ok"]
    neo4j: str = Field(description="the server that answered, e.g. 'Neo4j Kernel 5.26.19 community'")
    strategy: str
    llm: str
    embedding_model: str
    strategies_loaded: list[str]
    questions_running: int = Field(description="worker threads busy with a question right now")
    timeout_s: float = Field(description="each question's time limit")


class Workers(ThreadPoolExecutor):
    """The loop's executor for questions, counting the tasks that are running (`/health` shows it)."""

    def __init__(self, max_workers: int) -> None:
        super().__init__(max_workers=max_workers, thread_name_prefix="chronorag-ask")
        self.running = 0
        self._count = threading.Lock()

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        def counted() -> T:
            with self._count:
                self.running += 1
            try:
                return fn(*args, **kwargs)
            finally:
                with self._count:
                    self.running -= 1

        return super().submit(counted)

    def settle(self, seconds: float) -> bool:
        """Wait up to `seconds` for running tasks to end; whether they did."""
        until = time.monotonic() + seconds
        while self.running and time.monotonic() < until:
            time.sleep(0.05)
        return not self.running


class Service:
    """What the app loads once: the graph connection, the embedding model, the strategies built so far,
    the worker threads, and the per-question time limit."""

    def __init__(
        self,
        settings: Settings,
        strategy: str,
        llm: str,
        judge: str,
        timeout: float = DEFAULT_TIMEOUT_S,
        as_of: date | None = None,
    ) -> None:
        # a model call may not outlast the question it serves
        settings = settings.model_copy(update={"llm_timeout_s": min(settings.llm_timeout_s, timeout)})
        self.settings, self.default, self.llm, self.judge, self.timeout = settings, strategy, llm, judge, timeout
        self.as_of = as_of  # the reference date of a request that names none (None: today)
        self.client = GraphClient(settings)
        self.embedder = Embedder.from_settings(settings)
        self.strategies: dict[str, Strategy] = {}
        self._lock = threading.Lock()
        self.workers = Workers(WORKERS)
        self.stopping: asyncio.Event | None = None  # made in the lifespan, on the server's loop
        self._loop: asyncio.AbstractEventLoop | None = None

    def stop(self) -> None:
        """SIGTERM / Ctrl-C (the signal handler): every question in flight ends now with 503."""
        bounds.cancel_all(STOPPING)
        if self._loop is not None and self.stopping is not None:
            self._loop.call_soon_threadsafe(self.stopping.set)

    async def bounded(self, work: Awaitable[T], limit: Deadline) -> T:
        """`work`'s result, unless the question's time runs out or the server stops first: then OutOfTime,
        and the deadline is cancelled so the worker thread stops at its next query or model call."""
        task = asyncio.ensure_future(work)
        assert self.stopping is not None
        stop = asyncio.ensure_future(self.stopping.wait())
        try:
            done, _ = await asyncio.wait({task, stop}, timeout=limit.remaining(), return_when=asyncio.FIRST_COMPLETED)
        finally:
            stop.cancel()
        if task in done:
            return task.result()
        task.cancel()
        waiting = limit.waiting_on if limit.started else "a free worker"
        if self.stopping.is_set():
            limit.cancel(STOPPING)
        elif waiting:
            limit.cancel(f"{waiting} did not answer within the question's {self.timeout:g} s")
        else:
            limit.cancel(f"the question took longer than {self.timeout:g} s")
        raise OutOfTime(limit.reason or STOPPING, waiting)

    def refusal(self, exc: GraphError | OutOfTime, limit: Deadline) -> HTTPException:
        """503 when the service cannot answer now: Neo4j does not answer (also when the question's time ran out
        waiting on it, as a Neo4j that is starting holds queries), no worker was free within the time limit,
        or the server is stopping; 504 when the question itself took too long."""
        stopping = self.stopping is not None and self.stopping.is_set()
        if isinstance(exc, OutOfTime):
            return HTTPException(503 if stopping or exc.waiting_on else 504, str(exc))
        return HTTPException(504 if limit.remaining() <= 0 and not stopping else 503, str(exc))

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


class BodyLimit:
    """ASGI middleware: a request body over `limit` bytes is refused with 413, before it is read when it
    declares its length, and as soon as it passes the limit when it is sent in chunks."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY_BYTES) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.limit:
            await self._refuse(send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise HTTPException(413, self._detail())
            return message

        await self.app(scope, counted, send)

    def _detail(self) -> str:
        return f"request body over {self.limit:,} bytes; a question may have {MAX_QUESTION_CHARS:,} characters"

    async def _refuse(self, send: Send) -> None:
        await send_json(send, 413, {"detail": self._detail()})


class RequireKey:
    """ASGI middleware: every request but OPEN_PATHS must carry `Authorization: Bearer <key>`, else 401 with the
    reason and `WWW-Authenticate: Bearer`, before its body is read or a route is matched (so an unknown path
    tells nothing about which exist). Pure ASGI, not Starlette's BaseHTTPMiddleware: it adds one header scan
    and one hash to a request, not a task and a stream."""

    def __init__(self, app: ASGIApp, check: KeyCheck, open_paths: frozenset[str] = OPEN_PATHS) -> None:
        self.app, self.check, self.open = app, check, open_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or scope["path"] in self.open:
            await self.app(scope, receive, send)
            return
        sent = next((value for name, value in scope["headers"] if name == b"authorization"), None)
        verdict = self.check.verdict(sent)
        if verdict == "ok":
            await self.app(scope, receive, send)
        elif scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
        else:
            challenge = b'Bearer realm="chronorag"' + (b', error="invalid_token"' if verdict == "wrong" else b"")
            detail = WRONG_KEY if verdict == "wrong" else NO_KEY
            await send_json(send, 401, {"detail": detail}, [(b"www-authenticate", challenge)])


async def send_json(send: Send, status: int, content: object, headers: Sequence[tuple[bytes, bytes]] = ()) -> None:
    """A whole JSON response, sent by middleware that answers before the app does."""
    body = json.dumps(content).encode()
    head = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *headers]
    await send({"type": "http.response.start", "status": status, "headers": head})
    await send({"type": "http.response.body", "body": body})


def create_app(
    settings: Settings | None = None,
    strategy: str = "kg_irag",
    llm: str | None = None,
    judge: str = "llm",
    timeout: float = DEFAULT_TIMEOUT_S,
    as_of: date | None = None,
) -> FastAPI:
    """The HTTP app over one graph; `strategy`, `llm` and `judge` as in `chronorag ask`; `timeout`: seconds
    per question; `as_of`: the reference date of requests that name none (None: today)."""
    settings = settings or get_settings()
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    if not timeout > 0:
        raise ValueError(f"the time limit must be positive, not {timeout}")
    service = Service(settings, strategy, llm or settings.llm_provider, judge, timeout, as_of)
    key = settings.serve_api_key.get_secret_value() if settings.serve_api_key else ""
    check = KeyCheck(key) if key else None  # raises ValueError (naming no key) for one a header cannot carry

    def configured(request: AskRequest) -> RunnableConfig:
        return {"configurable": {"as_of": request.as_of or service.as_of}}

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        service.stopping, service._loop = asyncio.Event(), loop
        loop.set_default_executor(service.workers)
        await asyncio.to_thread(service.load)
        try:
            yield
        finally:
            service.stop()
            # a fresh default executor, so the loop's own shutdown does not wait on a stuck question
            loop.set_default_executor(ThreadPoolExecutor(max_workers=1))
            service.workers.shutdown(wait=False, cancel_futures=True)
            await asyncio.to_thread(service.workers.settle, STOP_GRACE_S)
            service.close()

    app = FastAPI(
        title="chronorag",
        summary="Temporal GraphRAG on Neo4j: time-dependent questions answered from the graph, with evidence.",
        version=__version__,
        lifespan=lifespan,
    )
    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)
    if check is not None:  # added last, so it runs first: a caller without the key learns nothing else
        app.add_middleware(RequireKey, check=check)
        _declare_bearer(app)
    app.state.service = service

    async def pick(request: AskRequest) -> Strategy:
        try:
            return await asyncio.to_thread(service.strategy, request.strategy or service.default)
        except (ValueError, LLMConfigError) as exc:  # e.g. an event strategy on a server without an LLM
            raise HTTPException(400, str(exc)) from None

    @app.post("/ask", response_model=AskReply, summary="Answer a question")
    async def ask(request: AskRequest) -> RAGResult:
        """The answer with its evidence (element ids, triplets), the evidence query and a Browser link; with
        `"timeline": true` also the evidence on a time axis (`timeline_svg`, or `timeline_note` saying why not)."""
        chosen = await pick(request)
        with bounds.limit(service.timeout) as limit:
            try:
                result = await service.bounded(chosen.ainvoke(request.question, configured(request)), limit)
            except (GraphError, OutOfTime) as exc:
                raise service.refusal(exc, limit) from None
        return await asyncio.to_thread(with_timeline, result) if request.timeline else result

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
            with bounds.limit(service.timeout) as limit:
                chunks = chosen.astream(request.question, configured(request)).__aiter__()
                try:
                    while True:
                        chunk = await service.bounded(anext(chunks), limit)
                        kind = "result" if isinstance(chunk, RAGResult) else "step"
                        if isinstance(chunk, RAGResult) and request.timeline:
                            chunk = await asyncio.to_thread(with_timeline, chunk)
                        yield ServerSentEvent(data=chunk.model_dump_json(), event=kind)
                except StopAsyncIteration:
                    return
                except (GraphError, OutOfTime) as exc:
                    refusal = service.refusal(exc, limit)
                    detail = {"detail": refusal.detail, "status": refusal.status_code}
                    yield ServerSentEvent(data=json.dumps(detail), event="error")
                finally:
                    with contextlib.suppress(Exception):
                        await chunks.aclose()  # type: ignore[attr-defined]

        return EventSourceResponse(events())

    page = resources.files("chronorag").joinpath(PAGE).read_text(encoding="utf-8")
    page = page.replace("__NEEDS_KEY__", "true" if check is not None else "false")

    @app.get("/", response_class=HTMLResponse, summary="A page to ask questions on", include_in_schema=False)
    async def home() -> HTMLResponse:
        """The page: static, so it needs no key; its script sends the key the person types with every call. A
        fresh nonce per response lets only its own script and style run (an SVG it shows cannot bring any)."""
        nonce = secrets.token_urlsafe(16)
        policy = (
            f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; connect-src 'self'; "
            "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
        headers = {"Content-Security-Policy": policy, "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
        return HTMLResponse(page.replace("__NONCE__", nonce), headers=headers)

    @app.get("/health", response_model=Health | PublicHealth, summary="Is the graph reachable")
    async def health(request: Request) -> Health | PublicHealth:
        """With the key (or on a server without one): Neo4j's version and what this server runs; without it,
        only that the server and Neo4j are up."""
        full = check is None or check.allows(request.headers.get("authorization"))
        try:
            info = await asyncio.to_thread(service.client.verify)
        except GraphError as exc:
            raise HTTPException(503, str(exc) if full else NEO4J_DOWN) from None
        if not full:
            return PublicHealth(status="ok", neo4j="up")
        return Health(
            status="ok",
            neo4j=str(info),
            strategy=service.default,
            llm=service.llm,
            embedding_model=settings.embedding_model,
            strategies_loaded=sorted(service.strategies),
            questions_running=service.workers.running,
            timeout_s=service.timeout,
        )

    return app


def _declare_bearer(app: FastAPI) -> None:
    """Say in the OpenAPI schema that every operation but `/health` takes a bearer token, so generated clients
    and the docs' Authorize button send it."""
    schema_of = app.openapi

    def openapi() -> dict[str, Any]:
        schema = schema_of()  # built once and kept by FastAPI; the additions below are idempotent
        schema.setdefault("components", {}).setdefault("securitySchemes", {})["bearer"] = {
            "type": "http",
            "scheme": "bearer",
            "description": f"the server's API key ({OPTION} or {ENV_VAR})",
        }
        schema["security"] = [{"bearer": []}]
        for path in OPEN_PATHS:
            for operation in schema.get("paths", {}).get(path, {}).values():
                operation["security"] = []
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


class _Server(uvicorn.Server):
    """uvicorn, told first when a signal comes: the questions in flight end now instead of being waited for."""

    def __init__(self, config: uvicorn.Config, service: Service) -> None:
        super().__init__(config)
        self.service = service

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.service.stop()
        super().handle_exit(sig, frame)


def run(app: FastAPI, host: str, port: int) -> bool:
    """Serve until SIGTERM or Ctrl-C (returns whether it was Ctrl-C); then stop within seconds, even with a
    question in flight. In-flight questions answer 503 at once (`Service.stop`); a worker thread still busy
    after STOP_GRACE_S (a model call that does not return) is abandoned: the process exits without it."""
    service: Service = app.state.service
    server = _Server(uvicorn.Config(app, host=host, port=port, log_level="info", timeout_graceful_shutdown=5), service)
    interrupted = False
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn re-raises the Ctrl-C it handled
        interrupted = True
    if service.workers.running:
        print(f"abandoning {service.workers.running} question(s) still running", file=sys.stderr, flush=True)
        sys.stdout.flush()
        os._exit(130 if interrupted else 0)  # joining the stuck thread at exit would wait for it
    return interrupted
