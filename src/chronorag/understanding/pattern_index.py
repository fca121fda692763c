"""Which rules of a tuple a chart may match (`patterns.rule_matches`): those some word or constituent of the chart
may open, and whose every needed word or constituent the chart holds; worked out once per tuple of rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from chronorag.understanding.per_object import PerObject


class Element(Protocol):  # `patterns.Element`, as read here (this module imports no other)
    @property
    def kind(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def optional(self) -> bool: ...
    @property
    def repeated(self) -> bool: ...
    @property
    def lemma(self) -> bool: ...
    @property
    def by_first(self) -> Mapping[str, object]: ...


class Pattern(Protocol):  # `patterns.Pattern`, as read here
    @property
    def elements(self) -> tuple[Element, ...]: ...
    @property
    def left(self) -> tuple[Element, ...]: ...
    @property
    def right(self) -> tuple[Element, ...]: ...


P = TypeVar("P", bound=Pattern)

NUMBER = "number"  # the value slot that also takes digits
ORDINAL = "ordinal"  # ... and the one that also takes digits with an ordinal's ending past its table ("100th")
NTH = "<nth>"  # the key of a chart holding such a word, what an `<ordinal>` may open on
ZERO_WIDTH = ("position", "not")  # elements that read no token: a sequence opens with what follows them
OPENS_ANYWHERE = ("token", "span", "gap", "group")  # elements that may open a sequence at any token


Triggers = tuple[dict[str, int], tuple[tuple[frozenset[str], ...], ...]]


def _made_triggers(rules: tuple[Pattern, ...]) -> Triggers:
    """The rules by what may open them: a word, a kind of constituent (`<period>`), or "" (anything: tried on every
    chart), as a bit for each rule; and each rule's needs (`_needs`); worked out once per tuple of rules (each stage
    passes the same tuple every time)."""
    found: dict[str, int] = {}
    for x, p in enumerate(rules):
        for key in _opening(p.elements):
            found[key] = found.get(key, 0) | 1 << x
    return found, tuple(_needs(p) for p in rules)


# once per tuple of rules; a caller making tuples of rules on the fly starts over rather than grow
_triggers = PerObject(_made_triggers, limit=512)


def _needs(p: Pattern) -> tuple[frozenset[str], ...]:
    """What a chart must hold for the rule to match anywhere: for each element the rule or its context must read
    (neither optional nor repeated), the words one of which it reads first (a word, a class's or a value table's
    phrases said as written) or its kind of constituent (`<period>`); elements read otherwise (a group, a token, a
    number, `=`) need nothing here."""
    needs: set[frozenset[str]] = set()
    for elements in (p.elements, p.left, p.right):
        for element in elements:
            if element.optional or element.repeated or element.lemma:
                continue
            if element.kind == "word":
                needs.add(frozenset([element.name]))
            elif element.kind in ("class", "value") and element.name != NUMBER:
                needs.add(frozenset([*element.by_first, *([NTH] if element.name == ORDINAL else [])]))
            elif element.kind == "constituent":
                needs.add(frozenset([f"<{element.name}>"]))
    return tuple(sorted(needs, key=len))


def _opening(elements: tuple[Element, ...]) -> set[str]:
    """The words and kinds of constituent one of which a match of the elements must read first (a position reads
    no word, nor does `!{class}`; an optional or repeated element may be passed over); {""} where anything may."""
    keys: set[str] = set()
    for element in elements:
        if element.kind in ZERO_WIDTH:
            continue
        if element.kind in OPENS_ANYWHERE or element.name == NUMBER or element.lemma:
            return {""}
        if element.kind == "constituent":
            keys.add(f"<{element.name}>")
        else:
            keys.update([element.name] if element.kind == "word" else element.by_first)
            keys.update([NTH] if element.kind == "value" and element.name == ORDINAL else [])
        if not (element.optional or element.repeated):
            return keys
    return {""}


def triggered(keys: frozenset[str], rules: tuple[P, ...]) -> list[P]:
    """The rules some word or constituent of a chart (its `keys`) may open and whose needs it holds, in order."""
    t, needs = _triggers(rules)
    bits = 0
    if len(t) < len(keys):
        for key, xs in t.items():
            if key in keys:
                bits |= xs
    else:
        for key in keys:
            bits |= t.get(key, 0)
    out: list[P] = []
    x = 0
    while bits:
        if bits & 1:
            for need in needs[x]:
                if keys.isdisjoint(need):
                    break  # a word the rule needs is nowhere said: it cannot match here
            else:
                out.append(rules[x])
        bits >>= 1
        x += 1
    return out
