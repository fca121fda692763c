"""Abstention: answer only what a retrieved fact supports, and count TP / FP / FN.

The evidence gate turns an answer that no retrieved fact supports (an entity that is not the head
or tail of any of them, a date that is not a prefix of any of their dates) into "no answer" with the
reason, so a strategy never states what the graph did not show it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date
from typing import Any, Protocol

from chronorag.graph.linking import normalise
from chronorag.rag.core.types import NO_ANSWER

_DATE_PREFIX = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")
_NO_ANSWER = {"no answer", "unknown", "none", "n/a", "i don't know", "i do not know", ""}


class FactLike(Protocol):
    @property
    def head(self) -> str: ...
    @property
    def tail(self) -> str: ...
    @property
    def date(self) -> date: ...


def is_abstention(answer: str) -> bool:
    return normalise(answer).strip(" .") in _NO_ANSWER


def supports(fact: FactLike, answer: str) -> bool:
    a = normalise(answer)
    if _DATE_PREFIX.match(answer.strip()):
        return fact.date.isoformat().startswith(answer.strip())
    return a in (normalise(fact.head), normalise(fact.tail))


def gate(answer: str, facts: Iterable[FactLike]) -> tuple[str, str | None]:
    """(answer, None) if some fact supports it, else ("no answer", why)."""
    if is_abstention(answer):
        return NO_ANSWER, None
    facts = list(facts)
    if not facts:
        return NO_ANSWER, "abstained: no supporting fact was retrieved"
    if any(supports(f, answer) for f in facts):
        return answer.strip(), None
    return NO_ANSWER, f"abstained: none of the {len(facts)} retrieved facts supports {answer.strip()!r}"


def confusion(records: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """TP = both abstain; FP = abstained on an answerable question; FN = answered an unanswerable one."""
    out = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    for r in records:
        gold_none = any(is_abstention(g) for g in r["answers"])
        said_none = is_abstention(r["prediction"])
        key = ("tp" if said_none else "fn") if gold_none else ("fp" if said_none else "tn")
        out[key] += 1
    return out
