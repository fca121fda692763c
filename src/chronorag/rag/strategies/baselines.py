"""Baselines on the same retrieval layer and the same roles as KG-IRAG.

* `graph_rag` (one shot): the planner says what data it needs, one retrieval fetches the whole
  search range (the trip plus the bound in the search direction, as the KG-IRAG paper's Graph-RAG
  baseline does), and the judge answers from everything at once.
* `kg_rag` (chain of exploration, KG-RAG): a fixed three-step plan: the trip's slot, then the
  first half of the search range, then the rest; it stops early when the judge is satisfied.
Both return the same RAGResult as KG-IRAG, so the evaluation compares them record for record.
"""

from __future__ import annotations

from datetime import timedelta

from chronorag.plans import shift_sign
from chronorag.rag.core.types import Plan, Window
from chronorag.rag.kg_irag.controller import KGIRAG


def search_range(plan: Plan) -> Window:
    """Everything a question can depend on: the slot plus the bound in the search direction."""
    d, bound = timedelta(minutes=plan.duration_minutes), timedelta(hours=plan.bound_hours)
    sign = shift_sign(plan.family)
    if sign < 0:
        return Window(start=plan.start - bound, end=plan.start + d)
    if sign > 0:
        return Window(start=plan.start, end=plan.start + bound + d)
    return Window(start=plan.start, end=plan.start + d)


class GraphRAG(KGIRAG):
    """One retrieval of the whole search range, then one judgement."""

    name = "graph_rag"

    def windows(self, plan: Plan) -> list[Window]:
        return [search_range(plan)]


class KGRAG(KGIRAG):
    """Chain of exploration with three steps: slot, near half of the range, far half."""

    name = "kg_rag"

    def windows(self, plan: Plan) -> list[Window]:
        whole = search_range(plan)
        slot = Window(start=plan.start, end=plan.start + timedelta(minutes=plan.duration_minutes))
        sign = shift_sign(plan.family)
        if sign == 0:
            return [slot]
        if sign > 0:
            middle = slot.end + (whole.end - slot.end) / 2
            return [slot, Window(start=slot.end, end=middle), Window(start=middle, end=whole.end)]
        middle = whole.start + (slot.start - whole.start) / 2
        return [slot, Window(start=middle, end=slot.start), Window(start=whole.start, end=middle)]
