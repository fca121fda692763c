"""Strategy names, importable without the strategies: the CLI offers them as choices before loading any."""

from __future__ import annotations

from typing import Literal

StrategyName = Literal["kg_irag", "graph_rag", "kg_rag", "cypher_qa", "at2qa", "rtqa", "ari"]
JudgeMode = Literal["llm", "deterministic"]
PlannerMode = Literal["llm", "hybrid"]  # hybrid: the offline parser first, LLM1 only for what it refuses
