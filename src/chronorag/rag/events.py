"""The shared shell of the event (TKGQA) strategies: AT2QA, RTQA and ARI.

Each strategy implements `solve(question, run)`; the shell times it, turns every failure (a model
that never gives a usable reply, a graph without embeddings) into "no answer" with the reason,
applies the abstention gate to the retrieved facts, and returns the same RAGResult as KG-IRAG:
answer, evidence (Fact element ids), triplets, Browser query, steps and totals.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any, Protocol, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.runnables import Runnable, RunnableConfig

from chronorag.config import Settings, get_settings
from chronorag.cypher.evidence import facts_subgraph
from chronorag.graph.connection import GraphClient
from chronorag.graph.linking import Linker
from chronorag.graph.search import NotEmbedded
from chronorag.llm.embeddings import Embedder
from chronorag.llm.factory import chat_model
from chronorag.rag.abstention import FactLike, gate
from chronorag.rag.roles import RoleFailed
from chronorag.rag.types import NO_ANSWER, RAGResult, Step, Usage

S = TypeVar("S", bound="EventStrategy")


class Fact(FactLike, Protocol):
    @property
    def id(self) -> str: ...
    @property
    def relation(self) -> str: ...


def render(fact: Fact) -> str:
    return f"{fact.head} | {fact.relation} | {fact.tail} | {fact.date.isoformat()}"


class Run:
    """What one question accumulates: retrieved facts (evidence), steps and usage."""

    def __init__(self, question: str) -> None:
        self.question = question
        self.facts: dict[str, Fact] = {}
        self.steps: list[Step] = []
        self.usage = Usage()

    def saw(self, facts: Iterable[Fact]) -> None:
        for f in facts:
            self.facts.setdefault(f.id, f)

    def step(self, kind: str, arguments: dict[str, Any], observation: str, rows: int = 0, **kw: Any) -> Step:
        usage = kw.pop("usage", None) or Usage()
        self.usage.add(usage)
        step = Step(kind=kind, arguments=arguments, observation=observation, rows=rows, usage=usage, **kw)
        self.steps.append(step)
        return step


class EventStrategy(Runnable[dict[str, Any], RAGResult]):
    """Base of the TKGQA strategies: `invoke({"question": ...})` -> RAGResult."""

    name = "event"

    def __init__(
        self,
        client: GraphClient,
        model: BaseChatModel,
        linker: Linker | None = None,
        retries: int = 2,
        abstain: bool = True,
    ) -> None:
        self.client = client
        self.model = model
        self.linker = linker or Linker(client)
        self.retries = retries
        self.abstain = abstain

    @property
    def embedder(self) -> Embedder:
        return self.linker.embedder

    @classmethod
    def from_settings(
        cls: type[S],
        settings: Settings | None = None,
        client: GraphClient | None = None,
        llm: str | None = None,
        judge_mode: str = "llm",
    ) -> S:
        """A chat model from Settings (`openai`, or `scripted` replaying LLM_SCRIPT)."""
        settings = settings or get_settings()
        provider = llm or settings.llm_provider
        if provider == "symbolic":
            raise ValueError(f"{cls.name} needs a chat model: --llm openai (LLM_*) or --llm scripted (LLM_SCRIPT)")
        client = client or GraphClient(settings)
        model = chat_model(settings.model_copy(update={"llm_provider": provider}))
        embedder = Embedder(settings.embedding_device, settings.embedding_batch_size)
        return cls(client, model, Linker(client, embedder), retries=settings.llm_max_retries)

    def solve(self, question: str, run: Run) -> tuple[str, str]:
        """(answer, reason); record retrieved facts with `run.saw` and steps with `run.step`."""
        raise NotImplementedError

    def invoke(self, input: dict[str, Any], config: RunnableConfig | None = None, **kwargs: Any) -> RAGResult:
        question = str(input["question"])
        started = time.perf_counter()
        run = Run(question)
        try:
            answer, reason = self.solve(question, run)
        except RoleFailed as exc:
            run.usage.add(exc.usage)
            answer, reason = NO_ANSWER, str(exc)
        except NotEmbedded as exc:
            answer, reason = NO_ANSWER, str(exc)
        if self.abstain:
            answer, why = gate(answer, run.facts.values())
            reason = why or reason
        facts = sorted(run.facts.values(), key=lambda f: (f.date, f.head, f.relation, f.tail))
        ids = [f.id for f in facts]
        result = RAGResult(
            question=question,
            answer=answer,
            reason=reason,
            evidence=ids,
            triplets=[render(f) for f in facts],
            browser_cypher=facts_subgraph(ids) if ids else "",
            steps=run.steps,
            usage=run.usage,
        )
        result.usage.seconds = time.perf_counter() - started
        return result
