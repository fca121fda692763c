"""Strategy names as the CLI, the HTTP API and the evaluation runner know them."""

from __future__ import annotations

from chronorag.config import Settings
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient
from chronorag.rag.core.strategy import Strategy
from chronorag.rag.kg_irag.controller import KGIRAG
from chronorag.rag.strategies.ari import ARI
from chronorag.rag.strategies.at2qa import AT2QA
from chronorag.rag.strategies.baselines import KGRAG, GraphRAG
from chronorag.rag.strategies.cypher_qa import CypherQA
from chronorag.rag.strategies.rtqa import RTQA

STRATEGIES: dict[str, type[Strategy]] = {
    "kg_irag": KGIRAG,
    "graph_rag": GraphRAG,
    "kg_rag": KGRAG,
    "cypher_qa": CypherQA,
    "at2qa": AT2QA,
    "rtqa": RTQA,
    "ari": ARI,
}


def build(
    strategy: str,
    client: GraphClient,
    settings: Settings,
    llm: str,
    judge: str = "llm",
    embedder: Embedder | None = None,
    planner: str = "llm",
) -> Strategy:
    """The named strategy over `client`; the ones that embed share `embedder` when one is given;
    `planner="hybrid"` (KG-IRAG with an LLM) lets the offline parser plan first."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    return STRATEGIES[strategy].from_settings(
        settings, client=client, llm=llm, judge_mode=judge, embedder=embedder, planner=planner
    )
