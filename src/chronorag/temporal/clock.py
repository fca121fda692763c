"""The one clock: the reference date relative time words are read against ("last year", "three weeks ago").

The reference date is, first, the one set for the run in progress (`reference(as_of)`: a context variable, so
each thread, task or LangChain run keeps its own), else today as `today()` says. `today()` is the only place
the project asks the system for the date; tests replace it with `frozen(day)`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date

_today: Callable[[], date] = date.today
_REFERENCE: ContextVar[date | None] = ContextVar("chronorag_reference_date", default=None)


def today() -> date:
    """The date today, from the injectable clock."""
    return _today()


def reference_date() -> date:
    """The reference date of the run in progress, or today."""
    return _REFERENCE.get() or today()


@contextmanager
def reference(as_of: date | None) -> Iterator[date]:
    """Read relative time words against `as_of` inside the block (None: today); yields the date in force."""
    token = _REFERENCE.set(as_of or today())
    try:
        yield reference_date()
    finally:
        _REFERENCE.reset(token)


@contextmanager
def frozen(day: date) -> Iterator[None]:
    """The clock stopped at `day` inside the block (for tests: "today" without the system's date)."""
    global _today  # noqa: PLW0603 - the one clock, replaced for the block only
    saved = _today
    _today = lambda: day  # noqa: E731 - the clock is a callable
    try:
        yield
    finally:
        _today = saved
