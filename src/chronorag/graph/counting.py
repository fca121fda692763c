"""How many statements one question sent to the graph, and the graph checks it made once: per question
(`counting()`), in the thread or task that answers it, so concurrent questions over one client each have their own.
Statements marked `load` (the name and relation indexes, the places: read once per process and kept) are listed
apart. `memoised(key, compute)` answers a graph check (does the graph hold this reading's event? which relations
does this entity take part in?) once per question, however many readings ask it."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass
class Counted:
    statements: list[str] = field(default_factory=list)  # by name, in the order they ran
    loads: list[str] = field(default_factory=list)  # the once-per-process loads among them
    memo: dict[Hashable, Any] = field(default_factory=dict)  # the question's graph checks, by what they asked

    @property
    def queries(self) -> int:
        return len(self.statements)


_COUNTING: ContextVar[Counted | None] = ContextVar("chronorag_graph_counting", default=None)


@contextmanager
def counting() -> Iterator[Counted]:
    """Count the statements run inside the block (nested blocks count into their own)."""
    counted = Counted()
    token = _COUNTING.set(counted)
    try:
        yield counted
    finally:
        _COUNTING.reset(token)


def count(name: str, load: bool) -> None:
    counted = _COUNTING.get()
    if counted is not None:
        (counted.loads if load else counted.statements).append(name)


def memoised(key: Hashable, compute: Callable[[], T]) -> T:
    """`compute()` once per question for `key` (outside a question: every time)."""
    counted = _COUNTING.get()
    if counted is None:
        return compute()
    if key not in counted.memo:
        counted.memo[key] = compute()
    return counted.memo[key]
