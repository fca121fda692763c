"""Walking a term: its patterns in order, and the term rebuilt with some of its parts replaced.

Every reader that must see or change each part of a term (link each pattern's names to the graph, collect the
graphs a term reads, read a week after an event as the seven days after it) walks it the same way, field by field;
one walk keeps them alike, and a new operator is walked by all of them at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from pydantic import BaseModel

from chronorag.algebra.terms import Facts

T = TypeVar("T", bound=BaseModel)

#: Given a part of a term and the parts above it (outermost first): its replacement, or None to walk into it.
Replace = Callable[[BaseModel, tuple[BaseModel, ...]], BaseModel | None]


def parts(term: BaseModel) -> Iterator[tuple[str, BaseModel]]:
    """The term's direct sub-terms, by field name, in the order its fields are declared."""
    for name in type(term).model_fields:
        child = getattr(term, name)
        if isinstance(child, BaseModel) and "op" in type(child).model_fields:
            yield name, child


def rewritten(term: T, replace: Replace, above: tuple[BaseModel, ...] = ()) -> T:
    """The term with each part `replace` gives a replacement for replaced (outermost first: a replaced part is not
    walked into); the same object where nothing was replaced, so callers may test `is`."""
    new = replace(term, above)
    if new is not None:
        return new  # type: ignore[return-value]  # the replacement stands where the part stood
    inner: tuple[BaseModel, ...] = (*above, term)
    update = {name: read for name, child in parts(term) if (read := rewritten(child, replace, inner)) is not child}
    return term.model_copy(update=update) if update else term


def leaves(term: BaseModel) -> list[Facts]:
    """Every pattern of the term, in the order its fields are declared."""
    return found_in(term, Facts)


N = TypeVar("N", bound=BaseModel)


def found_in(term: BaseModel, kind: type[N] | tuple[type[N], ...]) -> list[N]:
    """Every part of the term of the kind (or kinds) asked, outermost first, in the order its fields are declared;
    a part found is not walked into."""
    found: list[N] = []

    def keep(node: BaseModel, _: tuple[BaseModel, ...]) -> BaseModel | None:
        if isinstance(node, kind):
            found.append(node)
            return node
        return None

    rewritten(term, keep)
    return found
