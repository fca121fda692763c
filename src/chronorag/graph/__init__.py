"""Connection, schema and local-server management for Neo4j."""

import logging

from chronorag.graph.connection import GraphClient, Row, ServerInfo
from chronorag.graph.errors import GraphError, LocalServerError, Neo4jAuthFailed, Neo4jUnavailable, QueryTimeout

__all__ = [
    "GraphClient",
    "GraphError",
    "LocalServerError",
    "Neo4jAuthFailed",
    "Neo4jUnavailable",
    "QueryTimeout",
    "Row",
    "ServerInfo",
]

# The driver logs every retry at WARNING; our errors already say what happened and what to do.
logging.getLogger("neo4j").addHandler(logging.NullHandler())
logging.getLogger("neo4j").propagate = False
