"""Driver lifecycle and the only doors to the database: read, write, and untrusted read.

Every statement is a named `Cypher` from `chronorag.cypher`, values travel as parameters, and
every transaction has a timeout, so a slow or hostile query cannot hang a run.
"""

from __future__ import annotations

from chronorag.graph import driver as _driver  # noqa: F401  (the driver without pandas, before any import of it)

# isort: split
import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

import neo4j
from neo4j import GraphDatabase, ManagedTransaction, unit_of_work
from neo4j.exceptions import AuthError, ClientError, DriverError, ServiceUnavailable, SessionExpired, TransientError
from tenacity import Retrying, retry_if_exception_type, stop_after_attempt, wait_random_exponential

from chronorag import bounds
from chronorag.config import Settings, get_settings
from chronorag.cypher import Cypher
from chronorag.cypher.admin import SERVER_COMPONENTS
from chronorag.graph import untrusted
from chronorag.graph.counting import count
from chronorag.graph.errors import (
    DatabaseNotFound,
    GraphError,
    Neo4jAuthFailed,
    Neo4jUnavailable,
    NotEmbedded,
    QueryTimeout,
    UntrustedCypherRefused,
)
from chronorag.graph.values import params_for_driver, to_python

if TYPE_CHECKING:
    from langchain_neo4j import Neo4jGraph

Row = dict[str, Any]
T = TypeVar("T")

_TIMEOUT_CODES = (
    "Neo.ClientError.Transaction.TransactionTimedOut",
    "Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration",
)


@dataclass(frozen=True, slots=True)
class ServerInfo:
    """What answered: product name, version and edition."""

    name: str
    version: str
    edition: str

    def __str__(self) -> str:
        return f"{self.name} {self.version} {self.edition}"


class GraphClient:
    """A Neo4j driver bound to one database, with timeouts and clear connection errors."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or get_settings()
        self._driver: neo4j.Driver | None = None
        self._owns_driver = True
        self._verified = False
        self._pid = os.getpid()  # the process whose connections `_driver` holds
        self._inherited: neo4j.Driver | None = None  # a forked child's copy of its parent's driver

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> GraphClient:
        return cls(settings)

    @classmethod
    def from_driver(
        cls, driver: neo4j.Driver, database: str | None = None, settings: Settings | None = None
    ) -> GraphClient:
        """A client over a driver the caller made and keeps: `close()` leaves it open.

        Settings still give the timeouts; the URI (for Browser links) is the driver's own address."""
        settings = settings or get_settings()
        update: dict[str, Any] = {"neo4j_uri": _driver_uri(driver) or settings.neo4j_uri}
        if database:
            update["neo4j_database"] = database
        client = cls(settings.model_copy(update=update))
        client._driver, client._owns_driver = driver, False
        return client

    # -- lifecycle -------------------------------------------------------------------------
    @property
    def driver(self) -> neo4j.Driver:
        if self._pid != os.getpid():  # a forked worker: its parent's sockets are not its own to use or close,
            self._inherited = self._driver  # nor to say GOODBYE on when the old driver is collected: kept, unused
            self._driver, self._owns_driver, self._pid = None, True, os.getpid()
        if self._driver is None:
            s = self.settings
            self._driver = GraphDatabase.driver(
                s.neo4j_uri,
                auth=(s.neo4j_user, s.neo4j_password.get_secret_value()),
                connection_timeout=s.neo4j_connect_timeout_s,
                max_connection_pool_size=32,
                notifications_min_severity="OFF",
            )
        return self._driver

    def close(self) -> None:
        if self._driver is not None and self._owns_driver and self._pid == os.getpid():
            self._driver.close()
            self._driver = None

    def __enter__(self) -> GraphClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def verify(self) -> ServerInfo:
        """Connect once and say which server answered; raise a clear error when none does."""
        rows = self.read(SERVER_COMPONENTS)
        row = rows[0]
        return ServerInfo(row["name"], row["version"], row["edition"])

    # -- statements ------------------------------------------------------------------------
    def read(self, query: Cypher, params: Mapping[str, Any] | None = None, timeout: float | None = None) -> list[Row]:
        """Run a named statement in a read transaction and return its rows as dicts."""
        count(query.name, query.load)
        return self._execute(query.text, params, timeout, write=False)

    def write(self, query: Cypher, params: Mapping[str, Any] | None = None, timeout: float | None = None) -> list[Row]:
        """Run a named write statement in a write transaction (retried by the driver)."""
        if query.mode != "write":
            raise GraphError(f"{query.name} is a read statement; use read()")
        count(query.name, query.load)
        return self._execute(query.text, params, timeout, write=True)

    def read_untrusted(
        self, text: str, params: Mapping[str, Any] | None = None, timeout: float | None = None
    ) -> list[Row]:
        """Run Cypher written by an LLM or a user: vetted first, then a read transaction with a timeout.

        The plan is checked against allow lists (`graph/untrusted.py`: no LOAD CSV, no procedure off
        the list, no administration command); Neo4j itself refuses any write in a read transaction.
        """
        self.vet_untrusted(text, params)
        count("untrusted", False)
        return self._execute(text, params, timeout, write=False)

    def vet_untrusted(self, text: str, params: Mapping[str, Any] | None = None) -> None:
        """EXPLAIN the statement (nothing runs) and refuse it if its plan does more than read."""
        query = neo4j.Query("EXPLAIN " + text, timeout=self.settings.neo4j_query_timeout_s)
        try:
            with self._session(read=True) as session:
                plan = session.run(query, params_for_driver(params)).consume().plan
        except ClientError as exc:
            raise UntrustedCypherRefused(f"refused untrusted Cypher: {exc.message or exc.code}") from exc
        found = untrusted.problems(plan or {})
        if found or not plan:
            raise UntrustedCypherRefused(
                "refused untrusted Cypher: it may only read the graph, but it uses " + ", ".join(found or ["no plan"])
            )

    def run_autocommit(self, query: Cypher, params: Mapping[str, Any] | None = None) -> list[Row]:
        """For statements that manage their own transactions (`CALL ... IN TRANSACTIONS`, schema)."""
        with self._session() as session:
            try:
                result = session.run(query.text, params_for_driver(params))
                return [{k: to_python(v) for k, v in r.items()} for r in result]
            except ClientError as exc:
                raise _translate(exc) from exc

    def transaction(self, work: Callable[[ManagedTransaction], T], *, write: bool, timeout: float | None = None) -> T:
        """Run several statements in one managed transaction (the batch writer commits this way)."""
        fn = unit_of_work(timeout=timeout or self.settings.neo4j_query_timeout_s)(work)
        with self._session() as session:
            try:
                return session.execute_write(fn) if write else session.execute_read(fn)
            except ClientError as exc:
                raise _translate(exc) from exc

    # -- internals -------------------------------------------------------------------------
    def _execute(self, text: str, params: Mapping[str, Any] | None, timeout: float | None, *, write: bool) -> list[Row]:
        bound = params_for_driver(params)
        timeout = bounds.time_left(timeout or self.settings.neo4j_query_timeout_s)  # a served question's time left
        if write:

            def work(tx: ManagedTransaction) -> list[Row]:
                return [{k: to_python(v) for k, v in r.items()} for r in tx.run(text, bound)]

            with bounds.waiting_on("Neo4j"):
                return self.transaction(work, write=True, timeout=timeout)
        # Reads run as auto-commit transactions in READ access mode: the server refuses any write
        # in them, and they save the BEGIN/COMMIT round trips of a managed transaction (~0.7 ms of
        # a ~5 ms window query). Transient failures are retried like the driver would (tenacity).
        query = neo4j.Query(text, timeout=timeout)
        try:
            with bounds.waiting_on("Neo4j"):  # a Neo4j that is starting holds the query until it can run it
                return self._read_retried(query, bound)
        except SessionExpired as exc:  # still gone after the retries: the usual one clear message
            raise Neo4jUnavailable(self.settings.neo4j_uri, _first_line(exc)) from exc

    def _read_retried(self, query: neo4j.Query, bound: dict[str, Any]) -> list[Row]:
        """An auto-commit read, retried on transient failures (tenacity)."""
        for attempt in _retry_transient():
            with attempt:
                try:
                    with self._session(read=True, retried=True) as session:
                        return [{k: to_python(v) for k, v in r.items()} for r in session.run(query, bound)]
                except ClientError as exc:
                    raise _translate(exc) from exc
        raise AssertionError("unreachable")  # tenacity re-raises the last error

    @contextmanager
    def _session(self, read: bool = False, retried: bool = False) -> Iterator[neo4j.Session]:
        """A session whose connection failures become one clear GraphError; with `retried`, a session
        that expired mid-query (a leader switch, a dropped connection) is left to the caller's retry."""
        s = self.settings
        try:
            if not self._verified:
                # Fail fast with one clear message instead of the driver's 30 s of retries.
                self.driver.verify_connectivity()
                self._verified = True
            mode = neo4j.READ_ACCESS if read else neo4j.WRITE_ACCESS
            with self.driver.session(database=s.neo4j_database, default_access_mode=mode) as session:
                yield session
        except ServiceUnavailable as exc:
            raise Neo4jUnavailable(s.neo4j_uri, _first_line(exc)) from exc
        except AuthError as exc:
            raise Neo4jAuthFailed(s.neo4j_uri, s.neo4j_user) from exc
        except (OSError, DriverError) as exc:
            if isinstance(exc, ClientError) or (retried and isinstance(exc, SessionExpired)):
                raise
            raise Neo4jUnavailable(s.neo4j_uri, _first_line(exc)) from exc


# What a strategy can be handed: a GraphClient, a neo4j.Driver, or a langchain-neo4j Neo4jGraph.
GraphSource: TypeAlias = "GraphClient | neo4j.Driver | Neo4jGraph"


def as_client(graph: GraphSource, settings: Settings | None = None) -> GraphClient:
    """A GraphClient over any graph source; a driver or a Neo4jGraph stays the caller's to close."""
    if isinstance(graph, GraphClient):
        return graph
    if isinstance(graph, neo4j.Driver):
        return GraphClient.from_driver(graph, settings=settings)
    from langchain_neo4j import Neo4jGraph  # noqa: PLC0415 - only this door needs it

    if isinstance(graph, Neo4jGraph):  # its driver and database (attributes it keeps, not public API)
        return GraphClient.from_driver(graph._driver, graph._database, settings)
    raise TypeError(f"expected a GraphClient, a neo4j.Driver or a Neo4jGraph, not {type(graph).__name__}")


def _driver_uri(driver: neo4j.Driver) -> str | None:
    """The URI a driver was made with (scheme and first address), for Browser links."""
    address = getattr(driver, "address", None)
    if address is None:
        addresses = getattr(driver, "initial_addresses", None) or []
        address = addresses[0] if addresses else None
    if address is None:
        return None
    scheme = "neo4j" if isinstance(driver, neo4j.Neo4jDriver) else "bolt"
    return f"{scheme}{'+s' if driver.encrypted else ''}://{address.host}:{address.port}"


def _retry_transient() -> Retrying:
    """Three attempts of an auto-commit read on a transient failure (a deadlock, a leader switch), with the
    short jittered backoff the driver's managed transactions use; any other error goes straight through."""
    return Retrying(
        retry=retry_if_exception_type((TransientError, SessionExpired)),
        stop=stop_after_attempt(3),
        wait=wait_random_exponential(multiplier=0.05, max=1.0),
        reraise=True,
    )


def _translate(exc: ClientError) -> GraphError | ClientError:
    message = exc.message or ""
    if exc.code in _TIMEOUT_CODES:
        return QueryTimeout(f"query timed out and was rolled back: {message}")
    if "no such vector schema index" in message:
        name = re.search(r"index: (\S+)", message)
        return NotEmbedded(f"the graph has no vector index {name.group(1) if name else ''}".rstrip())
    if exc.code == "Neo.ClientError.Database.DatabaseNotFound":
        return DatabaseNotFound(f"{message.rstrip('.')}: set NEO4J_DATABASE to one of `SHOW DATABASES` (default neo4j)")
    return exc


def _first_line(exc: BaseException) -> str:
    """The useful part of a driver error: "connection refused" rather than three lines of addresses."""
    text = str(exc).strip() or type(exc).__name__
    if match := re.search(r"reason \[Errno \d+\] ([^)]+)", text):
        return match.group(1).strip().lower()
    return text.splitlines()[0]
