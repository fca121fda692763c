"""Cypher for looking at an answer's evidence in Neo4j Browser (printed for the user, not run here)."""

from __future__ import annotations


def readings_subgraph(element_ids: list[str]) -> str:
    """A query that shows exactly these readings with their stations, times and days."""
    return (
        f"MATCH p = (:Station)-[r]->(:Time)-[:ON_DAY]->(:Day) WHERE elementId(r) IN [{_quoted(element_ids)}] RETURN p"
    )


def facts_subgraph(element_ids: list[str]) -> str:
    """A query that shows exactly these facts with their head and tail entities and days."""
    return (
        f"MATCH p = (:Entity)<-[:HEAD]-(f:Fact)-[:TAIL]->(:Entity) WHERE elementId(f) IN [{_quoted(element_ids)}] "
        "MATCH d = (f)-[:ON]->(:Day) RETURN p, d"
    )


def _quoted(element_ids: list[str]) -> str:
    return ", ".join("'" + i.replace("\\", "\\\\").replace("'", "\\'") + "'" for i in element_ids)
