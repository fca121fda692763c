"""Connection, schema and local-server management for Neo4j."""

from chronorag.graph.connection import GraphClient, GraphSource, Row, ServerInfo, as_client
from chronorag.graph.errors import GraphError, LocalServerError, Neo4jAuthFailed, Neo4jUnavailable, QueryTimeout

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
