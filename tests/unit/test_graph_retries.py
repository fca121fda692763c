"""Auto-commit reads retry a transient failure or an expired session (tenacity) and nothing else; three
attempts, then the error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import neo4j
import pytest
from neo4j.exceptions import Neo4jError, SessionExpired, TransientError

from chronorag.config import Settings
from chronorag.cypher.admin import NODE_COUNT
from chronorag.graph import GraphClient, Neo4jUnavailable, QueryTimeout


def failing(code: str) -> Neo4jError:
    """A server error as the driver builds it from a FAILURE message (the class follows the code)."""
    return Neo4jError._hydrate_neo4j(code=code, message="simulated")


class FlakySession:
    """Fails with `errors` in order, then answers one row."""

    def __init__(self, errors: list[Exception]) -> None:
        self.errors, self.calls = errors, 0

    def run(self, query: Any, params: Any) -> list[dict[str, int]]:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return [{"n": 7}]


class FakeDriver:
    """A driver whose sessions are `session`: the client's own `_session` (error translation) runs."""

    def __init__(self, session: FlakySession) -> None:
        self.flaky = session
        self.modes: list[str] = []

    @contextmanager
    def session(self, **options: Any) -> Iterator[FlakySession]:
        self.modes.append(options["default_access_mode"])
        yield self.flaky


def client_over(session: FlakySession) -> GraphClient:
    client = GraphClient(Settings())
    client._driver, client._verified = FakeDriver(session), True  # type: ignore[assignment]
    return client


DEADLOCK = "Neo.TransientError.Transaction.DeadlockDetected"


def test_a_transient_failure_is_retried_in_a_fresh_read_session() -> None:
    session = FlakySession([failing(DEADLOCK), failing(DEADLOCK)])
    client = client_over(session)
    assert client.read(NODE_COUNT) == [{"n": 7}]
    assert session.calls == 3 and client.driver.modes == [neo4j.READ_ACCESS] * 3  # type: ignore[attr-defined]


def test_three_transient_failures_raise_the_last() -> None:
    errors = [failing(DEADLOCK) for _ in range(4)]
    session = FlakySession(list(errors))
    with pytest.raises(TransientError) as raised:
        client_over(session).read(NODE_COUNT)
    assert raised.value is errors[2] and session.calls == 3


def test_a_client_error_is_translated_not_retried() -> None:
    session = FlakySession([failing("Neo.ClientError.Transaction.TransactionTimedOut")])
    with pytest.raises(QueryTimeout):
        client_over(session).read(NODE_COUNT)
    assert session.calls == 1


def test_an_expired_session_is_retried_through_the_real_session() -> None:
    session = FlakySession([SessionExpired("leader switched"), SessionExpired("leader switched")])
    assert client_over(session).read(NODE_COUNT) == [{"n": 7}]
    assert session.calls == 3


def test_a_session_that_stays_expired_ends_in_the_one_clear_message() -> None:
    session = FlakySession([SessionExpired("connection dropped") for _ in range(4)])
    with pytest.raises(Neo4jUnavailable, match="connection dropped"):
        client_over(session).read(NODE_COUNT)
    assert session.calls == 3
