"""The shared shell of the event (TKGQA) strategies: AT2QA, RTQA and ARI.

Each strategy implements `solve(question, run)`; the shell times it, turns every failure (a model
that never gives a usable reply, a graph without embeddings) into "no answer" with the reason,
applies the abstention gate to the retrieved facts, and returns the same RAGResult as KG-IRAG:
answer, evidence (Fact element ids), triplets, Browser query, steps and totals.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any, Self

from langchain_core.language_models import BaseChatModel

from chronorag.config import Settings
from chronorag.cypher.evidence import facts_subgraph, intervals_subgraph
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphSource, as_client
from chronorag.graph.errors import NotEmbedded
from chronorag.graph.linking import Linker
from chronorag.graph.retrieval import FactRow, IntervalRow
from chronorag.llm.errors import as_unreachable
from chronorag.llm.factory import chat_model
from chronorag.rag.core.abstention import gate
from chronorag.rag.core.roles import RoleFailed
from chronorag.rag.core.strategy import Setup, Strategy
from chronorag.rag.core.tracing import emit
from chronorag.rag.core.types import NO_ANSWER, RAGResult, Step, Usage


class ModelRefused(RuntimeError):
    """The configured model cannot run this strategy (e.g. no tool calls)."""


class Run:
    """What one question accumulates: retrieved facts (evidence), steps and usage."""

    def __init__(self, question: str) -> None:
        self.question = question
        self.facts: dict[str, FactRow] = {}
        self.intervals: dict[str, IntervalRow] = {}  # facts true over intervals, where the answer rests on them
        self.steps: list[Step] = []
        self.usage = Usage()

    def saw(self, facts: Iterable[FactRow]) -> None:
        for f in facts:
            self.facts.setdefault(f.id, f)

    def saw_intervals(self, rows: Iterable[IntervalRow]) -> None:
        for r in rows:
            self.intervals.setdefault(r.id, r)

    def step(self, kind: str, arguments: dict[str, Any], observation: str, rows: int = 0, **kw: Any) -> Step:
        usage = kw.pop("usage", None) or Usage()
        self.usage.add(usage)
        step = Step(kind=kind, arguments=arguments, observation=observation, rows=rows, usage=usage, **kw)
        self.steps.append(step)
        emit(step)
        return step

    def fill(self, result: RAGResult, settings: Settings) -> None:
        """The result's evidence (by date), triplets, Browser query, steps and usage from this run."""
        if self.intervals:  # each with its interval: `head | relation | tail | 1999–2004`
            spans = list(self.intervals.values())
            result.evidence, result.triplets = [r.id for r in spans], [r.render() for r in spans]
            result.show(intervals_subgraph(result.evidence), settings)
            result.steps, result.usage = self.steps, self.usage
            return
        facts = sorted(self.facts.values(), key=lambda f: (f.date, f.head, f.relation, f.tail))
        result.evidence = [f.id for f in facts]
        result.triplets = [f.render() for f in facts]
        result.show(facts_subgraph(result.evidence) if facts else "", settings)
        result.steps, result.usage = self.steps, self.usage


class EventStrategy(Strategy):
    """Base of the TKGQA strategies: `invoke("question")` -> RAGResult, streamed step by step."""

    name = "event"
    needs_tools = False  # AT2QA's agent calls its search tool
    unsupported: str | None = None  # why this model cannot run the strategy at all

    def __init__(
        self,
        client: GraphSource,
        model: BaseChatModel,
        linker: Linker | None = None,
        retries: int = 2,
        abstain: bool = True,
    ) -> None:
        self.client = client = as_client(client)
        self.model = model
        self.linker = linker or Linker(client)
        self.retries = retries
        self.abstain = abstain

    @property
    def embedder(self) -> Embedder:
        return self.linker.embedder

    @classmethod
    def built(cls, setup: Setup) -> Self:
        """A chat model from Settings (`openai`, `local`, or `scripted` replaying LLM_SCRIPT) and a linker over
        the shared embedder (or one loaded now)."""
        settings = setup.settings
        if settings.llm_provider == "symbolic":
            raise ValueError(f"{cls.name} needs a chat model: --llm openai (LLM_*) or --llm scripted (LLM_SCRIPT)")
        setup.no_prompts(cls.name)
        setup.llm_planner_only(cls.name)
        embedder = setup.embedder or Embedder.from_settings(settings)
        strategy = cls(
            setup.client, chat_model(settings), Linker(setup.client, embedder), retries=settings.llm_max_retries
        )
        if cls.needs_tools and settings.llm_provider == "local":
            strategy.unsupported = (
                f"{cls.name} needs a model that calls tools, and the local model (SmolLM2 on llama.cpp's "
                "server) cannot; use --llm openai with a tool-calling model"
            )
        return strategy

    def solve(self, question: str, run: Run) -> tuple[str, str]:
        """(answer, reason); record retrieved facts with `run.saw` and steps with `run.step`."""
        raise NotImplementedError

    def answer(self, question: str) -> RAGResult:
        started = time.perf_counter()
        run = Run(question)
        try:
            if self.unsupported:
                raise ModelRefused(self.unsupported)
            answer, reason = self.solve(question, run)
        except RoleFailed as exc:
            run.usage.add(exc.usage)
            answer, reason = NO_ANSWER, str(exc)
        except (NotEmbedded, ModelRefused) as exc:
            answer, reason = NO_ANSWER, str(exc)
        except Exception as exc:  # the model server refused or timed out: a reasoned "no answer"
            if not type(exc).__module__.startswith(("openai", "langchain_openai", "httpx", "httpcore")):
                raise
            if (unusable := as_unreachable(exc)) is not None:
                raise unusable from exc
            answer, reason = NO_ANSWER, f"{self.name}: the model did not answer: {str(exc).splitlines()[0][:200]}"
        if self.abstain:
            answer, why = gate(answer, run.facts.values())
            reason = why or reason
        result = RAGResult(question=question, answer=answer, reason=reason)
        run.fill(result, self.client.settings)
        result.usage.seconds = time.perf_counter() - started
        return result
