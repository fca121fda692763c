"""Values worked out once per object that cannot key a dict by its value (a name index, a tuple of rules): kept by the
object's id, with the object itself beside its value, so an object made later with a freed one's id is never served
the old value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class PerObject(Generic[K, V]):
    """`make(obj)`, once per object; `limit`: a caller making objects on the fly starts the table over, not grow it."""

    def __init__(self, make: Callable[[K], V], limit: int | None = None) -> None:
        self._make, self._limit = make, limit
        self._held: dict[int, tuple[K, V]] = {}

    def __call__(self, obj: K) -> V:
        held = self._held.get(id(obj))
        if held is not None and held[0] is obj:
            return held[1]
        if self._limit is not None and len(self._held) >= self._limit:
            self._held.clear()
        value = self._make(obj)
        self._held[id(obj)] = (obj, value)
        return value
