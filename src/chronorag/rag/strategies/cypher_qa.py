"""LangChain's own text-to-Cypher chain (GraphCypherQAChain) as the peer baseline, made safe.

The chain executes whatever Cypher the LLM writes, which is why LangChain asks for
`allow_dangerous_requests`. Here the chain's graph is `ReadOnlyGraph`: every query goes through
`GraphClient.read_untrusted`, a read transaction with a timeout, so the server refuses writes and a
runaway query is stopped. The danger the flag warns about is therefore scoped to reading.
"""

from __future__ import annotations

import time
from contextvars import ContextVar
from typing import Any, Self

from langchain_core.callbacks import UsageMetadataCallbackHandler
from langchain_core.language_models import BaseChatModel
from langchain_core.outputs import LLMResult
from langchain_core.tracers.context import register_configure_hook
from langchain_neo4j import GraphCypherQAChain
from langchain_neo4j.graphs.graph_store import GraphStore
from neo4j.exceptions import Neo4jError

from chronorag.cypher.admin import NODE_TYPE_PROPERTIES, REL_TYPE_PROPERTIES
from chronorag.graph.connection import GraphClient, GraphSource, as_client
from chronorag.graph.errors import GraphError
from chronorag.graph_model import patterns
from chronorag.llm.factory import chat_model
from chronorag.rag.core.strategy import Setup, Strategy
from chronorag.rag.core.types import NO_ANSWER, RAGResult, Usage

PATTERNS = patterns()  # the graph as the LLM is told it, from graph_model


class ReadOnlyGraph(GraphStore):
    """GraphStore over GraphClient: schema from the live database, queries in read transactions."""

    def __init__(self, client: GraphClient) -> None:
        self.client = client
        self._schema: str | None = None

    @property
    def get_schema(self) -> str:
        if self._schema is None:
            self.refresh_schema()
        assert self._schema is not None
        return self._schema

    @property
    def get_structured_schema(self) -> dict[str, Any]:
        return {"patterns": PATTERNS}

    def query(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        return self.client.read_untrusted(query, params or {})

    def refresh_schema(self) -> None:
        nodes: dict[str, list[str]] = {}
        for row in self.client.read(NODE_TYPE_PROPERTIES):
            if row["propertyName"]:
                label = ":".join(row["nodeLabels"])
                nodes.setdefault(label, []).append(f"{row['propertyName']}: {'/'.join(row['propertyTypes'] or [])}")
        rels: dict[str, list[str]] = {}
        for row in self.client.read(REL_TYPE_PROPERTIES):
            if row["propertyName"]:
                rels.setdefault(row["relType"].strip(":`"), []).append(row["propertyName"])
        lines = ["Node properties:"] + [f"{k} {{{', '.join(v)}}}" for k, v in sorted(nodes.items())]
        lines += ["Relationship properties:"] + [f"{k} {{{', '.join(v)}}}" for k, v in sorted(rels.items())]
        lines += ["The relationships:", *PATTERNS]
        lines += ["Times are datetimes at UTC, e.g. datetime('2017-03-05T15:00Z'); a reading at t covers [t, t+1h)."]
        self._schema = "\n".join(lines)

    def add_graph_documents(self, graph_documents: list[Any], include_source: bool = False) -> None:
        raise GraphError("the question-answering graph is read-only")


class _Usage(UsageMetadataCallbackHandler):
    """LangChain's token counter (per model) plus the number of LLM calls. Installed through a context
    variable (registered once, unlike `get_usage_metadata_callback`, which adds a hook per call) because
    GraphCypherQAChain passes `callbacks=` to its inner runnables in a way they ignore."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def on_llm_end(self, response: LLMResult, **kwargs: Any) -> None:
        super().on_llm_end(response, **kwargs)
        with self._lock:
            self.calls += 1

    @property
    def usage(self) -> Usage:
        counted = self.usage_metadata.values()
        return Usage(
            llm_calls=self.calls,
            prompt_tokens=sum(u["input_tokens"] for u in counted),
            completion_tokens=sum(u["output_tokens"] for u in counted),
        )


_USAGE: ContextVar[_Usage | None] = ContextVar("chronorag_cypher_qa_usage", default=None)
register_configure_hook(_USAGE, inheritable=True)


class CypherQA(Strategy):
    """GraphCypherQAChain returning chronorag's RAGResult (answer, generated Cypher, usage); the chain
    and its LLM calls are child runs of this strategy's run."""

    name = "cypher_qa"

    def __init__(self, client: GraphSource, cypher_llm: BaseChatModel, qa_llm: BaseChatModel | None = None) -> None:
        self.client = client = as_client(client)
        self.chain = GraphCypherQAChain.from_llm(
            cypher_llm=cypher_llm,
            qa_llm=qa_llm or cypher_llm,
            graph=ReadOnlyGraph(client),
            allow_dangerous_requests=True,  # scoped: ReadOnlyGraph runs read transactions with a timeout
            return_intermediate_steps=True,
            top_k=50,
        )

    @classmethod
    def built(cls, setup: Setup) -> Self:
        """The Cypher-writing LLM is LLM1 (the planner's model), the answering one LLM2 (the judge's)."""
        setup.no_prompts(cls.name)
        setup.llm_planner_only(cls.name)
        return cls(setup.client, chat_model(setup.settings, "planner"), chat_model(setup.settings, "judge"))

    def answer(self, question: str) -> RAGResult:
        started = time.perf_counter()
        counter = _Usage()
        result = RAGResult(question=question, answer=NO_ANSWER)
        token = _USAGE.set(counter)
        try:
            out = self.chain.invoke({"query": question})
            steps = out.get("intermediate_steps", [])
            cypher = next((s["query"] for s in steps if "query" in s), "")
            result.answer = str(out.get("result", "")).strip() or NO_ANSWER
            result.reason = f"generated Cypher: {cypher}"
            result.show(cypher, self.client.settings)
            result.triplets = [str(row) for s in steps if "context" in s for row in s["context"]]
        except (Neo4jError, GraphError) as exc:
            result.reason = f"the generated Cypher failed and was not retried: {str(exc).splitlines()[0][:300]}"
        finally:
            _USAGE.reset(token)
        result.usage = counter.usage
        result.usage.seconds = time.perf_counter() - started
        return result
