"""KG-IRAG with your own parts: your neo4j.Driver (or langchain-neo4j Neo4jGraph), your prompts,
inside your LCEL chain, traced by your callback handler, streamed window by window, and as a tool.

Needs a running Neo4j with the Irish data (`make demo` does both), then:
    .venv/bin/python examples/bring_your_own.py
Offline it uses the symbolic planner and judge. With a chat model (LLM_PROVIDER=openai and
LLM_BASE_URL / LLM_MODEL / LLM_API_KEY, or LLM_PROVIDER=local after `chronorag llm start`), LLM1
plans with the prompt template below instead of the default one.
"""

from __future__ import annotations

from typing import Any

from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda
from langchain_core.tracers.base import BaseTracer
from langchain_core.tracers.schemas import Run
from neo4j import GraphDatabase

from chronorag.config import get_settings
from chronorag.llm.factory import chat_model
from chronorag.rag.core.prompts import PLANNER_SYSTEM
from chronorag.rag.core.types import RAGResult
from chronorag.rag.kg_irag import KGIRAG

QUESTION = (
    "If it rains, what is the earliest I can postpone my 2-hour trip in County Galway from 15:00 on 5 March 2017?"
)

# Your prompt for LLM1: {input} is the question as the controller writes it, {schema} the JSON schema of its reply
# (a SensorTermReply: a thought and the question as a term of the algebra).
PLANNER_PROMPT = ChatPromptTemplate.from_messages(
    [
        ("system", "{rules}\nAnswer for a travel desk in Ireland. Reply with JSON only, matching:\n{schema}"),
        ("human", "{input}"),
    ]
).partial(rules=PLANNER_SYSTEM)


class PrintTree(BaseTracer):
    """A callback handler that prints each finished run tree (what LangSmith would show)."""

    def _persist_run(self, run: Run) -> None:
        def show(r: Run, depth: int) -> None:
            print(f"  {'  ' * depth}{r.run_type:9} {r.name}")
            for child in sorted(r.child_runs, key=lambda c: c.dotted_order or ""):
                show(child, depth + 1)

        show(run, 0)


def main() -> None:
    settings = get_settings()
    # 1. your driver (a Neo4jGraph works the same: KGIRAG.from_settings(client=Neo4jGraph(url=..., ...)))
    driver = GraphDatabase.driver(
        settings.neo4j_uri, auth=(settings.neo4j_user, settings.neo4j_password.get_secret_value())
    )
    try:
        # 2. your prompts, when a chat model plans; offline, the symbolic planner and judge
        if settings.llm_provider in ("openai", "local"):
            model = chat_model(settings)
            kg = KGIRAG.with_models(driver, model, model, prompts={"planner": PLANNER_PROMPT})
        else:
            kg = KGIRAG.from_settings(settings, client=driver)

        # 3. inside your chain, traced by your handler: chain -> kg_irag -> planner, retrievals, judge
        def say(result: RAGResult) -> str:
            return f"{result.answer} ({result.reason})"

        chain = RunnableLambda(str.strip, name="clean") | kg | RunnableLambda(say, name="say")
        config: Any = {"callbacks": [PrintTree()], "tags": ["example"]}
        print("run tree:")
        print("answer:", chain.invoke(f"  {QUESTION} ", config))

        # 4. streamed: one chunk per retrieval window, then the result
        for chunk in kg.stream(QUESTION):
            if isinstance(chunk, RAGResult):
                print(f"result: {chunk.answer}; {len(chunk.evidence)} readings; Browser: {chunk.browser_url[:80]}...")
            else:
                print(f"window {chunk.window}: {chunk.rows} readings, sufficient={chunk.judgement.sufficient}")

        # 5. as a tool an agent can call
        tool = kg.as_tool(name="trip_weather", description="When can a trip in Ireland avoid the rain?")
        print("tool:", tool.invoke({"question": QUESTION}))
    finally:
        driver.close()


if __name__ == "__main__":
    main()
