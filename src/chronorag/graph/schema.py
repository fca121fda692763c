"""Create every constraint and index of the graph model, idempotently, and wait for them."""

from __future__ import annotations

from chronorag.cypher import schema
from chronorag.cypher.admin import AWAIT_INDEXES, SHOW_CONSTRAINTS, SHOW_INDEXES
from chronorag.graph.connection import GraphClient, Row


def ensure_schema(client: GraphClient, await_seconds: int = 300) -> None:
    """Apply all schema statements (IF NOT EXISTS) and block until every index is ONLINE."""
    for statement in schema.ALL:
        client.run_autocommit(statement)
    client.run_autocommit(AWAIT_INDEXES, {"seconds": await_seconds})


def list_indexes(client: GraphClient) -> list[Row]:
    return client.read(SHOW_INDEXES)


def list_constraints(client: GraphClient) -> list[Row]:
    return client.read(SHOW_CONSTRAINTS)
