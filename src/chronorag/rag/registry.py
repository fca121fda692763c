"""Strategy names as the CLI, the HTTP API and the evaluation runner know them.

Each strategy's module is imported when the strategy is first asked for: `ask` with KG-IRAG does not load the
LangChain agents, chains and chat models of the six others (half a second of imports)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from chronorag.config import Settings
    from chronorag.embedder import Embedder
    from chronorag.graph.connection import GraphClient
    from chronorag.rag.core.strategy import Strategy

    # what WHERE names, for the reader and the layer check (test_layers reads these imports)
    from chronorag.rag.kg_irag.controller import KGIRAG  # noqa: F401
    from chronorag.rag.strategies.ari import ARI  # noqa: F401
    from chronorag.rag.strategies.at2qa import AT2QA  # noqa: F401
    from chronorag.rag.strategies.baselines import KGRAG, GraphRAG  # noqa: F401
    from chronorag.rag.strategies.cypher_qa import CypherQA  # noqa: F401
    from chronorag.rag.strategies.rtqa import RTQA  # noqa: F401

WHERE: dict[str, tuple[str, str]] = {  # name -> (module, class)
    "kg_irag": ("chronorag.rag.kg_irag.controller", "KGIRAG"),
    "graph_rag": ("chronorag.rag.strategies.baselines", "GraphRAG"),
    "kg_rag": ("chronorag.rag.strategies.baselines", "KGRAG"),
    "cypher_qa": ("chronorag.rag.strategies.cypher_qa", "CypherQA"),
    "at2qa": ("chronorag.rag.strategies.at2qa", "AT2QA"),
    "rtqa": ("chronorag.rag.strategies.rtqa", "RTQA"),
    "ari": ("chronorag.rag.strategies.ari", "ARI"),
}


class _Strategies(Mapping[str, "type[Strategy]"]):
    """name -> Strategy class, each imported on first lookup."""

    def __getitem__(self, name: str) -> type[Strategy]:
        module, cls = WHERE[name]
        found: type[Strategy] = getattr(import_module(module), cls)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(WHERE)

    def __len__(self) -> int:
        return len(WHERE)


STRATEGIES: Mapping[str, type[Strategy]] = _Strategies()


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
