"""Errors the graph layer raises, each carrying a message a user can act on."""

from __future__ import annotations

START_HINT = (
    "Start the local server with `chronorag db start` "
    "(or `docker compose -f docker/docker-compose.yml up -d` where Docker runs), "
    "or point NEO4J_URI at a running Neo4j."
)


class GraphError(RuntimeError):
    """Base class for graph-layer failures."""

    def __reduce__(self) -> tuple[object, ...]:
        """Rebuilt from its message, not its constructor's arguments: a worker process's error (`eval run
        --workers`) reaches the parent as the same class with the same message."""
        return _restored, (type(self), self.args, self.__dict__)


def _restored(cls: type[GraphError], args: tuple[object, ...], state: dict[str, object]) -> GraphError:
    exc = cls.__new__(cls)
    exc.args = args
    exc.__dict__.update(state)
    return exc


class Neo4jUnavailable(GraphError):
    """Neo4j did not answer at the configured URI."""

    def __init__(self, uri: str, reason: str) -> None:
        super().__init__(f"Cannot reach Neo4j at {uri} ({reason}). {START_HINT}")
        self.uri = uri


class Neo4jAuthFailed(GraphError):
    """The server answered but refused the configured credentials."""

    def __init__(self, uri: str, user: str) -> None:
        super().__init__(
            f"Neo4j at {uri} refused user '{user}': set NEO4J_USER / NEO4J_PASSWORD "
            "to the server's credentials (the local server's default password is 'chronorag-dev')."
        )


class QueryTimeout(GraphError):
    """A statement ran past its transaction timeout and was rolled back."""


class LocalServerError(GraphError):
    """The local Java Neo4j could not be built, started or stopped."""


class UntrustedCypherRefused(GraphError):
    """Cypher written by an LLM or a user asked for something a question never needs (a file or URL
    load, a procedure off the allow list, an administration command), so it was not run."""


class NotEmbedded(GraphError):
    """The graph has no vectors (or no vector index) yet: the embedding-based search cannot run."""

    def __init__(self, detail: str = "the facts have no embeddings yet") -> None:
        super().__init__(f"{detail}: run `chronorag embed` (or ingest with --embed)")


class DatabaseNotFound(GraphError):
    """NEO4J_DATABASE names a database the server does not have."""
