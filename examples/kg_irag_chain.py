"""KG-IRAG as a LangChain Runnable, offline (symbolic planner + deterministic judge).

Needs a running Neo4j with the Irish data (`make demo` does both), then:
    .venv/bin/python examples/kg_irag_chain.py
With an OpenAI-compatible server instead: LLM_PROVIDER=openai LLM_BASE_URL=http://localhost:8000/v1
LLM_MODEL=<model> (and LLM_API_KEY if the server wants one).
"""

from chronorag.rag.kg_irag import KGIRAG

questions = [
    "Will it rain at Athenry between 3pm and 5pm on 5 March 2017?",
    "I plan a 2-hour trip at Athenry from 15:00 on 5 March 2017. What is the latest time I could leave earlier?",
    "If it rains, what is the earliest I can postpone my 2-hour trip in County Galway from 15:00 on 5 March 2017?",
]

chain = KGIRAG.from_settings()
for result in chain.batch([{"question": q} for q in questions], config={"max_concurrency": 4}):
    print(f"{result.question}\n  -> {result.answer} ({result.reason}); {len(result.evidence)} readings")
    print(f"  Browser: {result.browser_cypher[:120]}...")
