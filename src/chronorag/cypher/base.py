"""The named-statement type shared by every Cypher module."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Cypher:
    """A named, parameterised statement; `mode` decides the transaction kind it runs in."""

    name: str
    text: str
    mode: Literal["read", "write"] = "read"
    load: bool = False  # read once per process and kept (the name and relation indexes): not a question's cost

    def __str__(self) -> str:
        return self.name
