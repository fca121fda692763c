"""Connection, schema and local-server management for Neo4j.

The driver (without pandas: `graph.driver`) loads on first use of a connection name, not when `chronorag.graph`'s
errors are imported: `chronorag --version` and `--help` never load it."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from chronorag.graph.errors import GraphError, LocalServerError, Neo4jAuthFailed, Neo4jUnavailable, QueryTimeout

if TYPE_CHECKING:
    from chronorag.graph.connection import GraphClient, GraphSource, Row, ServerInfo, as_client

_CONNECTION = ("GraphClient", "GraphSource", "Row", "ServerInfo", "as_client")

__all__ = [
    "GraphClient",
    "GraphError",
    "GraphSource",
    "LocalServerError",
    "Neo4jAuthFailed",
    "Neo4jUnavailable",
    "QueryTimeout",
    "Row",
    "ServerInfo",
    "as_client",
]


def __getattr__(name: str) -> Any:
    if name in _CONNECTION:
        return getattr(import_module("chronorag.graph.connection"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
