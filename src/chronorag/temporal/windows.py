"""Whether a controller may retrieve a window next: one rule for the sensor windows (instants) and the event
windows (days). The controllers say what their limits are called and what counts as retrieved already."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import Protocol, TypeVar

T = TypeVar("T", date, datetime)
T_co = TypeVar("T_co", date, datetime, covariant=True)


class Span(Protocol[T_co]):
    """A half-open window [start, end) that prints itself as the messages show it."""

    @property
    def start(self) -> T_co: ...

    @property
    def end(self) -> T_co: ...


def window_problem(
    window: Span[T] | None,
    limits: tuple[T, T],
    outside: str,
    retrieved: Callable[[T, T], bool] | None = None,
) -> str | None:
    """Why `window` may not be retrieved next (None if it may): missing, empty, not inside `limits` [lo, hi]
    (`outside` names them in the message), or `retrieved(start, end)` already."""
    if window is None:
        return "no next window although the evidence is not sufficient"
    if not window.start < window.end:
        return f"empty window {window}"
    lo, hi = limits
    if not (lo <= window.start and window.end <= hi):
        return f"window {window} is outside {outside}"
    if retrieved is not None and retrieved(window.start, window.end):
        return f"window {window} was already retrieved"
    return None
