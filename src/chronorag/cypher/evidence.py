"""Cypher for looking at an answer's evidence in Neo4j Browser (printed for the user, not run here)."""

from __future__ import annotations


def readings_subgraph(element_ids: list[str]) -> str:
    """A query that shows exactly these readings with their stations, times and days."""
    ids = ", ".join("'" + i.replace("\\", "\\\\").replace("'", "\\'") + "'" for i in element_ids)
    return f"MATCH p = (:Station)-[r]->(:Time)-[:ON_DAY]->(:Day) WHERE elementId(r) IN [{ids}] RETURN p"
