"""The constructions the event parser knows, each a named rule: a name, the pattern it reads and its production.

As in Duckling's rule modules, each family of constructions lives in a module of its own (`time`, `names`,
`clauses`, `asked`, `extremum`, `relation`, `voice`, `roles`, `reference`, `leftovers`), and each family has a
corpus of questions with the plans they must give (`understanding/corpus/<family>.toml`) that the unit tests
run on a small graph of their own. A production reads a `Reading` and writes what it read to it (taking its
tokens on the ledger), or refuses with a reason; a construction that read something is recorded in the
reading's `fired` list, so a corpus line can say which constructions its question needs.

Adding a phrasing is a row in `understanding/data/*.toml` and a corpus line; adding a construction is a
function decorated with `@construction` in its family's module and its corpus lines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any, ParamSpec, TypeVar

from chronorag.understanding.reading import Reading

P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class Construction:
    name: str  # "<family>.<rule>"
    pattern: str  # what it reads, in the words of a question: "<before | after | since | in> <a period>"
    reads: tuple[str, ...]  # the word classes (data/words.toml) and tables it reads
    production: Callable[..., Any]

    @property
    def family(self) -> str:
        return self.name.split(".", 1)[0]


REGISTRY: dict[str, Construction] = {}


def construction(name: str, pattern: str, reads: tuple[str, ...] = ()) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Register a production under `name`. Its first argument is the `Reading`; when it returns anything but
    None, False or an empty collection, the construction is recorded as fired on that reading."""

    def register(production: Callable[P, R]) -> Callable[P, R]:
        if name in REGISTRY:
            raise ValueError(f"two constructions are named {name}")

        @wraps(production)
        def fire(*args: P.args, **kwargs: P.kwargs) -> R:
            out = production(*args, **kwargs)
            reading = args[0]
            if _read_something(out) and isinstance(reading, Reading):
                reading.fired.append(name)
            return out

        REGISTRY[name] = Construction(name, pattern, reads, fire)
        return fire

    return register


def declare(name: str, pattern: str, production: Callable[..., Any], reads: tuple[str, ...] = ()) -> None:
    """Register a rule whose production does not take a `Reading` (the name index's ways of saying a name); it is
    recorded as fired by what it makes (a mention's `how`)."""
    if name in REGISTRY:
        raise ValueError(f"two constructions are named {name}")
    REGISTRY[name] = Construction(name, pattern, reads, production)


def _read_something(out: object) -> bool:
    """What a production returns when it read something: anything but None, False or an empty collection."""
    if out is None or out is False:
        return False
    return len(out) > 0 if isinstance(out, list | tuple | dict | set | frozenset | str) else True


def families() -> dict[str, list[Construction]]:
    """Every construction by family, in the order they were declared."""
    out: dict[str, list[Construction]] = {}
    for c in REGISTRY.values():
        out.setdefault(c.family, []).append(c)
    return out
