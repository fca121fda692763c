"""Right, refused or wrong: the three outcomes a user cares about, counted apart.

A refusal ("no answer" when the gold has an answer) tells the user to rephrase or use an LLM; a wrong
answer looks trustworthy and is not. Accuracy alone hides which of the two a miss was.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

from chronorag.evaluation.metrics import normalise
from chronorag.evaluation.multitq import strict

Outcome = Literal["right", "refused", "wrong"]


def sensor_outcome(record: Mapping[str, Any]) -> Outcome:
    if float(record["em"]) == 1.0:
        return "right"
    return "refused" if normalise(str(record["answer"])) == "no answer" else "wrong"


def multitq_outcome(record: Mapping[str, Any]) -> Outcome:
    """A question whose gold is empty (the graph holds no answer) is right only when refused."""
    gold = list(record["answers"])
    refused = normalise(str(record["prediction"])) == "no answer"
    if not gold:
        return "right" if refused else "wrong"
    if strict(str(record["prediction"]), gold):
        return "right"
    return "refused" if refused else "wrong"


def tally(
    records: Iterable[Mapping[str, Any]], outcome: Callable[[Mapping[str, Any]], Outcome], by: str
) -> dict[str, dict[str, float]]:
    """{"overall": {...}, "<by>=<value>": {...}} with n, right, refused, wrong as shares of n."""
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for r in records:
        o = outcome(r)
        groups["overall"].append(o)
        groups[f"{by}={r[by]}"].append(o)

    def shares(items: list[Outcome]) -> dict[str, float]:
        n = len(items)
        return {"n": n, **{k: items.count(k) / n for k in ("right", "refused", "wrong")}}

    return {k: shares(v) for k, v in sorted(groups.items(), key=lambda kv: (kv[0] != "overall", kv[0]))}
