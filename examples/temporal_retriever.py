"""TemporalRetriever: the graph's facts in a time window as LangChain Documents, inside your own chain.

Needs a running Neo4j with MultiTQ's graph (`make demo` loads it), then:
    .venv/bin/python examples/temporal_retriever.py
Offline it prints the prompt the chain builds from the facts; with a chat model (LLM_PROVIDER=openai and
LLM_BASE_URL / LLM_MODEL / LLM_API_KEY, or LLM_PROVIDER=local after `chronorag llm start`) the model answers it.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable, RunnableLambda, RunnablePassthrough
from langchain_core.tracers.base import BaseTracer
from langchain_core.tracers.schemas import Run

from chronorag import TemporalRetriever
from chronorag.config import get_settings
from chronorag.llm.factory import chat_model

PROMPT = ChatPromptTemplate.from_messages(
    [("system", "Answer from these facts only, citing their dates:\n{facts}"), ("human", "{question}")]
)


class PrintTree(BaseTracer):
    """A callback handler that prints each finished run tree (what LangSmith would show)."""

    def _persist_run(self, run: Run) -> None:
        def show(r: Run, depth: int) -> None:
            print(f"  {'  ' * depth}{r.run_type:9} {r.name}")
            for child in sorted(r.child_runs, key=lambda c: c.dotted_order or ""):
                show(child, depth + 1)

        show(run, 0)


def facts(documents: list[Document]) -> str:
    return "\n".join(f"- {d.page_content}" for d in documents)


def main() -> None:
    settings = get_settings()
    # 1. May 2013 (half-open: [start, end)), the facts of the entities the text names first
    retriever = TemporalRetriever.from_settings(settings, start=date(2013, 5, 1), end=date(2013, 6, 1), k=5)
    try:
        for doc in retriever.invoke("Barack Obama and China"):
            print(f"{doc.metadata['date']}  {doc.page_content}")
        print("one fact in Neo4j Browser:", retriever.invoke("Barack Obama and China")[0].metadata["browser_url"][:90])

        # 2. in a chain: the facts become the prompt's context; a chat model answers when one is configured
        chain: Runnable[str, Any] = {
            "facts": retriever | RunnableLambda(facts, name="facts"),
            "question": RunnablePassthrough(),
        } | PROMPT
        if settings.llm_provider in ("openai", "local"):
            chain = chain | chat_model(settings) | StrOutputParser()
        print("run tree:")
        out = chain.invoke("What did Barack Obama and China do in May 2013?", {"callbacks": [PrintTree()]})
        print(out if isinstance(out, str) else out.to_messages()[0].content)

        # 3. as of a day: only the facts dated on or before it (per call, as LangChain's configurable fields are)
        early = retriever.invoke("Barack Obama and China", {"configurable": {"as_of": date(2013, 5, 10)}})
        print(f"as of 2013-05-10: {len(early)} facts, the latest on {max(d.metadata['date'] for d in early)}")
    finally:
        retriever.client.close()


if __name__ == "__main__":
    main()
