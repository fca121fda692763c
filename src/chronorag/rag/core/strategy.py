"""What every strategy is to LangChain: a Runnable that is traced, streams its trace, and can be a tool.

A strategy implements `answer(question) -> RAGResult` (blocking: the sync driver, sync chat-model
calls). This base turns that into a well-behaved Runnable:

* input: a plain string, `{"question": ...}` or a `Question`; `get_input_schema` is `Question` and
  `get_output_schema` is `RAGResult`, so LCEL, LangServe-style schemas and `as_tool` see real types;
* `invoke` / `batch` run as a chain run named after the strategy (`config` callbacks, tags, metadata,
  run_name and max_concurrency are LangChain's), with the roles' chat-model calls, the retrievals
  (retriever runs with their rows as Documents) and the judge as child runs (see `rag/core/tracing.py`);
* `stream` / `astream` yield each trace step as it is made (one `Iteration` per retrieval window for
  KG-IRAG, one `Step` per step for the event strategies) and then the final `RAGResult`, so
  `astream_events` shows them as `on_chain_stream` events;
* `ainvoke` / `abatch` / `astream` run the blocking work in the event loop's default executor (a
  thread pool, through LangChain's `run_in_executor`, which carries the callbacks along), so the
  loop keeps serving while a question is answered;
* relative time words ("last year") are read against a reference date: `config={"configurable": {"as_of":
  date(2014, 6, 1)}}` per call, else the strategy's `as_of`, else today (`temporal.clock`); the result's
  `as_of` says which date was used.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from contextvars import copy_context
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Self

from langchain_core.callbacks import AsyncCallbackManagerForChainRun, CallbackManagerForChainRun
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable, RunnableConfig
from langchain_core.runnables.config import run_in_executor
from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from chronorag.bounds import MAX_QUESTION_CHARS
from chronorag.config import Settings, get_settings
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient, GraphSource, as_client
from chronorag.graph.counting import counting
from chronorag.rag.core.tracing import streaming_to
from chronorag.rag.core.types import NO_ANSWER, Iteration, RAGResult, Step
from chronorag.temporal import clock

StrategyInput = str | BaseModel | Mapping[str, Any]
TraceStep = Iteration | Step
Chunk = TraceStep | RAGResult


class Question(BaseModel):
    """A strategy's input: one question in words (at most MAX_QUESTION_CHARS)."""

    question: str = Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description="a time-dependent question about the graph, e.g. 'Will it rain at Athenry between 3pm "
        "and 5pm on 5 March 2017?' or 'When did Barack Obama first make a visit to China?'",
    )


def question_of(input: Any) -> str:
    """The question text of any accepted input; a TypeError names what was given instead."""
    if isinstance(input, str):
        text = input
    elif isinstance(input, Mapping) and "question" in input:
        text = input["question"]
    elif isinstance(input, BaseModel) and isinstance(getattr(input, "question", None), str):
        text = input.question  # type: ignore[attr-defined]
    else:
        raise TypeError(f"a strategy takes a question: a string or {{'question': ...}}, not {type(input).__name__}")
    return Question(question=str(text)).question


_DATE = TypeAdapter(date)


def configured_as_of(config: RunnableConfig | None) -> date | None:
    """The reference date a call's config names (`{"configurable": {"as_of": ...}}`: a date, a datetime or an
    ISO 'YYYY-MM-DD'), or None; anything else is a ValueError that says what was given."""
    value = ((config or {}).get("configurable") or {}).get("as_of")
    if value is None or (isinstance(value, date) and not isinstance(value, datetime)):
        return value
    if isinstance(value, datetime):
        return value.date()
    try:
        return _DATE.validate_python(value)
    except ValidationError:
        raise ValueError(f"configurable as_of: expected a date or 'YYYY-MM-DD', not {value!r}") from None


def tool_content(result: RAGResult) -> str:
    """What an agent reads back from the tool: the answer, or "no answer" with the reason."""
    if result.answer == NO_ANSWER and result.reason:
        return f"{NO_ANSWER}: {result.reason}"
    return result.answer


@dataclass(frozen=True)
class Setup:
    """What a strategy is built from, resolved once by `Strategy.from_settings`; each takes what it needs."""

    settings: Settings  # with the LLM provider chosen (symbolic, openai, local, scripted)
    client: GraphClient
    judge_mode: str = "llm"  # "deterministic": check the plan's condition exactly instead of asking LLM2
    embedder: Embedder | None = None  # an already loaded model to share
    prompts: Mapping[str, ChatPromptTemplate] | None = None  # role prompts that replace the defaults
    planner: str = "llm"  # "hybrid": the offline parser plans, LLM1 only what it refuses (KG-IRAG)

    def llm_planner_only(self, strategy: str) -> None:
        """Refuse the hybrid planner where a strategy has no offline parser to try first."""
        if self.planner != "llm":
            raise ValueError(f"{strategy} has no {self.planner} planner (only kg_irag does)")

    def no_prompts(self, strategy: str) -> None:
        """Refuse prompt overrides a strategy would otherwise ignore."""
        if self.prompts:
            raise ValueError(f"{strategy} has no role prompts to replace")


class Strategy(Runnable[StrategyInput, RAGResult]):
    """Base of every strategy; subclasses implement `answer`, set `name` and say how they are `built`."""

    name = "strategy"
    description = "Answers a time-dependent question from the Neo4j knowledge graph."
    as_of: date | None = None  # the reference date of relative time words when a call's config names none

    def answer(self, question: str) -> RAGResult:
        """The blocking work: the question in, the result out (called inside the strategy's run)."""
        raise NotImplementedError

    def answer_as_of(self, question: str, as_of: date | None = None) -> RAGResult:
        """`answer` with relative time words read against `as_of` (else the strategy's, else today); the result
        records the date used, and the statements it sent to the graph (`usage.graph_queries`; the once-per-process
        loads of the name and relation indexes apart, in `usage.graph_loads`)."""
        with clock.reference(as_of or self.as_of) as used, counting() as counted:
            result = self.answer(question)
        result.as_of = used
        result.usage.graph_queries, result.usage.graph_loads = counted.queries, len(counted.loads)
        return result

    @classmethod
    def from_settings(
        cls,
        settings: Settings | None = None,
        client: GraphSource | None = None,
        llm: str | None = None,
        judge_mode: str = "llm",
        embedder: Embedder | None = None,
        prompts: Mapping[str, ChatPromptTemplate] | None = None,
        planner: str = "llm",
    ) -> Self:
        """The strategy as Settings configure it, the same call for every strategy: `llm` picks the provider,
        `client` may be a GraphClient, a neo4j.Driver or a Neo4jGraph (used as is, left open), `embedder`
        shares a loaded model, `prompts` ({role: ChatPromptTemplate}) replace the LLM roles' prompts."""
        settings = (settings or get_settings()).with_llm(llm)
        graph = as_client(client, settings) if client is not None else GraphClient(settings)
        return cls.built(Setup(settings, graph, judge_mode, embedder, prompts, planner))

    @classmethod
    def built(cls, setup: Setup) -> Self:
        """The strategy from resolved settings and a client (what `from_settings` hands every strategy)."""
        raise NotImplementedError(f"{cls.__name__} cannot be built from Settings")

    # -- types ------------------------------------------------------------------------------
    @property
    def InputType(self) -> type[Question]:  # noqa: N802 - LangChain's name
        return Question

    @property
    def OutputType(self) -> type[RAGResult]:  # noqa: N802 - LangChain's name
        return RAGResult

    def get_input_schema(self, config: RunnableConfig | None = None) -> type[BaseModel]:
        return Question

    def get_output_schema(self, config: RunnableConfig | None = None) -> type[BaseModel]:
        return RAGResult

    # -- invoke ------------------------------------------------------------------------------
    def invoke(self, input: StrategyInput, config: RunnableConfig | None = None, **kwargs: Any) -> RAGResult:
        configured_as_of(config)  # a bad date is the caller's error, before a run starts
        return self._call_with_config(self._run, {"question": question_of(input)}, config, run_type="chain")

    def _run(self, input: StrategyInput, run_manager: CallbackManagerForChainRun, config: RunnableConfig) -> RAGResult:
        return self.answer_as_of(question_of(input), configured_as_of(config))

    async def ainvoke(self, input: StrategyInput, config: RunnableConfig | None = None, **kwargs: Any) -> RAGResult:
        configured_as_of(config)
        return await self._acall_with_config(self._arun, {"question": question_of(input)}, config, run_type="chain")

    async def _arun(
        self, input: StrategyInput, run_manager: AsyncCallbackManagerForChainRun, config: RunnableConfig
    ) -> RAGResult:
        # the default executor, with this run's context (callbacks) copied into the worker thread
        return await run_in_executor(config, self.answer_as_of, question_of(input), configured_as_of(config))

    # -- stream ------------------------------------------------------------------------------
    def _answer_streaming(self, question: str, sink: Callable[[BaseModel], None], as_of: date | None) -> RAGResult:
        with streaming_to(sink):
            return self.answer_as_of(question, as_of)

    def stream(  # type: ignore[override]  # the trace steps, then the RAGResult
        self, input: StrategyInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[Chunk]:
        configured_as_of(config)
        inputs = iter([{"question": question_of(input)}])
        yield from self._transform_stream_with_config(inputs, self._steps, config, run_type="chain")  # type: ignore[arg-type]

    def _steps(self, inputs: Iterator[Mapping[str, str]], config: RunnableConfig) -> Iterator[Chunk]:
        """Answer in a worker thread (in this run's context) and pass its steps on as they come."""
        question = list(inputs)[-1]["question"]
        as_of = configured_as_of(config)
        out: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        context = copy_context()

        def work() -> None:
            try:
                result = context.run(self._answer_streaming, question, lambda step: out.put(("step", step)), as_of)
            except BaseException as exc:  # handed to the consumer, raised there
                out.put(("error", exc))
            else:
                out.put(("done", result))

        threading.Thread(target=work, name=f"{self.get_name()}-stream", daemon=True).start()
        while True:
            kind, item = out.get()
            if kind == "error":
                raise item
            yield item
            if kind == "done":
                return

    async def astream(  # type: ignore[override]  # the trace steps, then the RAGResult
        self, input: StrategyInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AsyncIterator[Chunk]:
        question = question_of(input)
        configured_as_of(config)

        async def inputs() -> AsyncIterator[Mapping[str, str]]:
            yield {"question": question}

        async for chunk in self._atransform_stream_with_config(inputs(), self._asteps, config, run_type="chain"):  # type: ignore[arg-type]
            yield chunk

    async def _asteps(self, inputs: AsyncIterator[Mapping[str, str]], config: RunnableConfig) -> AsyncIterator[Chunk]:
        """As `_steps`, with the work in the loop's default executor and the steps on an asyncio queue."""
        question = [i async for i in inputs][-1]["question"]
        as_of = configured_as_of(config)
        loop = asyncio.get_running_loop()
        out: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

        def put(kind: str, item: Any) -> None:
            with contextlib.suppress(RuntimeError):  # the consumer's loop is gone: nobody to tell
                loop.call_soon_threadsafe(out.put_nowait, (kind, item))

        def work() -> None:
            try:
                result = self._answer_streaming(question, lambda step: put("step", step), as_of)
            except BaseException as exc:
                put("error", exc)
            else:
                put("done", result)

        task = asyncio.ensure_future(run_in_executor(config, work))
        while True:
            kind, item = await out.get()
            if kind == "error":
                raise item
            yield item
            if kind == "done":
                break
        await task

    # -- as a tool ---------------------------------------------------------------------------
    def as_tool(
        self,
        args_schema: type[BaseModel] | None = None,
        *,
        name: str | None = None,
        description: str | None = None,
        arg_types: dict[str, type] | None = None,
    ) -> BaseTool:
        """This strategy as a tool for an agent: `{"question": ...}` in, the answer out.

        The tool's content is the answer (or "no answer: <reason>"); with `response_format=
        "content_and_artifact"` the whole RAGResult (evidence, Browser link, trace) is the ToolMessage's
        artifact. `args_schema`, if given, must have a `question` field."""
        if arg_types is not None:
            raise ValueError("a strategy tool takes one argument, question; pass args_schema to describe it")

        def ask(question: str, config: RunnableConfig) -> tuple[str, RAGResult]:
            result = self.invoke(question, config)
            return tool_content(result), result

        async def aask(question: str, config: RunnableConfig) -> tuple[str, RAGResult]:
            result = await self.ainvoke(question, config)
            return tool_content(result), result

        return StructuredTool.from_function(
            func=ask,
            coroutine=aask,
            name=name or self.get_name(),
            description=description or self.description,
            args_schema=args_schema or Question,
            response_format="content_and_artifact",
        )
