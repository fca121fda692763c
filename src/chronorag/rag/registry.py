"""Strategy names as the CLI and the evaluation runner know them."""

from __future__ import annotations

from chronorag.config import Settings
from chronorag.graph.connection import GraphClient
from chronorag.rag.baselines import KGRAG, GraphRAG
from chronorag.rag.kg_irag import KGIRAG

STRATEGIES: dict[str, type[KGIRAG]] = {"kg_irag": KGIRAG, "graph_rag": GraphRAG, "kg_rag": KGRAG}


def build(strategy: str, client: GraphClient, settings: Settings, llm: str, judge: str = "llm") -> KGIRAG:
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    return STRATEGIES[strategy].from_settings(settings, client=client, llm=llm, judge_mode=judge)
