"""Bounded work per question: a length limit checked before any work, and a time limit checked wherever
the work waits on something (a query, a model call).

The longest real question in any set here (MultiTQ's dev questions, the wording benchmarks, the
generators' templates) is 187 characters; MAX_QUESTION_CHARS = 1,000 leaves room for a wordy one and
keeps a parse to milliseconds (the event parser costs ~0.1 ms a character and grows faster than the
text in its relation matching, so a 3.6 MB question took minutes).

Python cannot stop a thread from outside, so `chronorag serve` bounds a question cooperatively: the
request sets a `Deadline` in its context (LangChain's executor carries the context into the worker
thread), every Cypher statement runs with at most the time left as its server-side timeout, and every
statement and model call first checks the deadline. Past it, or once the server is stopping
(`cancel_all`), the next check raises `OutOfTime` and the worker thread is free again. Without a deadline
(the CLI, a library caller) nothing changes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from contextvars import ContextVar

MAX_QUESTION_CHARS = 1000


def question_problem(text: str) -> str | None:
    """Why a question is refused before any work (None if it is not): longer than MAX_QUESTION_CHARS."""
    if len(text) > MAX_QUESTION_CHARS:
        return f"the question is {len(text):,} characters long; questions are limited to {MAX_QUESTION_CHARS:,}"
    return None


class OutOfTime(RuntimeError):
    """The question ran past its time limit (`waiting_on`: the server it was waiting for then), or the
    server is stopping."""

    def __init__(self, reason: str, waiting_on: str | None = None) -> None:
        super().__init__(reason)
        self.waiting_on = waiting_on


class Deadline:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.at = time.monotonic() + seconds
        self.reason: str | None = None  # set when cancelled before its time
        self.waiting_on: str | None = None  # what the work waits for now ("Neo4j"), if anything
        self.started = False  # the work has reached its first check (it is not queued for a worker)

    def remaining(self) -> float:
        return 0.0 if self.reason else self.at - time.monotonic()

    def cancel(self, reason: str) -> None:
        self.reason = self.reason or reason

    def check(self) -> None:
        self.started = True
        if self.reason:
            raise OutOfTime(self.reason, self.waiting_on)
        if time.monotonic() >= self.at:
            raise OutOfTime(f"the question took longer than its {self.seconds:g} s limit")


_current: ContextVar[Deadline | None] = ContextVar("chronorag_question_deadline", default=None)
_active: set[Deadline] = set()
_lock = threading.Lock()


@contextmanager
def limit(seconds: float) -> Iterator[Deadline]:
    """Run the block (and the executor work it starts) under a deadline `seconds` from now."""
    deadline = Deadline(seconds)
    token = _current.set(deadline)
    with _lock:
        _active.add(deadline)
    try:
        yield deadline
    finally:
        with suppress(ValueError):  # an async generator closed from another task: nothing left to reset
            _current.reset(token)
        with _lock:
            _active.discard(deadline)


def check_time() -> None:
    """Raise OutOfTime if the current question's deadline has passed (no deadline: nothing)."""
    deadline = _current.get()
    if deadline is not None:
        deadline.check()


def time_left(timeout: float) -> float:
    """`timeout`, or the time left if less; raises OutOfTime when none is left."""
    deadline = _current.get()
    if deadline is None:
        return timeout
    deadline.check()
    return max(0.001, min(timeout, deadline.remaining()))


@contextmanager
def waiting_on(what: str) -> Iterator[None]:
    """Mark the block as waiting on `what` (a server), so a question that runs out of time there can say
    that it was `what` that did not answer."""
    deadline = _current.get()
    if deadline is None:
        yield
        return
    deadline.waiting_on = what
    try:
        yield
    finally:
        deadline.waiting_on = None


def cancel_all(reason: str) -> int:
    """Cancel every running deadline (the server is stopping); returns how many there were."""
    with _lock:
        for deadline in _active:
            deadline.cancel(reason)
        return len(_active)
