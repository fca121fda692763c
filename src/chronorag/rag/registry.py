"""Strategy names as the CLI and the evaluation runner know them."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import Runnable

from chronorag.config import Settings
from chronorag.graph.connection import GraphClient
from chronorag.rag.ari import ARI
from chronorag.rag.at2qa import AT2QA
from chronorag.rag.baselines import KGRAG, GraphRAG
from chronorag.rag.cypher_qa import CypherQA
from chronorag.rag.kg_irag import KGIRAG
from chronorag.rag.rtqa import RTQA
from chronorag.rag.types import RAGResult

STRATEGIES: dict[str, Any] = {
    "kg_irag": KGIRAG,
    "graph_rag": GraphRAG,
    "kg_rag": KGRAG,
    "cypher_qa": CypherQA,
    "at2qa": AT2QA,
    "rtqa": RTQA,
    "ari": ARI,
}


def build(
    strategy: str, client: GraphClient, settings: Settings, llm: str, judge: str = "llm"
) -> Runnable[dict[str, Any], RAGResult]:
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    return STRATEGIES[strategy].from_settings(settings, client=client, llm=llm, judge_mode=judge)
