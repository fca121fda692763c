"""MultiTQ questions and Hits@1 with the three scorers used in the literature.

MultiTQ's `questions/*.json` is a list of {quid, question, answers, answer_type, time_level, qtype,
qlabel}. Hits@1 compares a strategy's first answer with the gold answer list:
  * strict (headline): normalised exact match with any gold answer (case, underscores, white space);
  * substring (as AT2QA's code scores): the prediction contains a gold answer or a gold answer
    contains the prediction;
  * gold_in_prediction (as RTQA's code scores): some gold answer is contained in the prediction.
Hits@1 is reported overall and by qlabel (Single/Multiple), answer_type (entity/time), qtype and
time_level; Hits@10 (as RTQA's table reports it) is strict exact match of any of the first ten ranked
answers (`predictions`, best first).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from pydantic import AliasChoices, BaseModel, Field, model_validator

SCORERS: dict[str, Callable[[str, list[str]], bool]] = {}
BREAKDOWNS = ("qlabel", "answer_type", "qtype", "time_level")


UNLABELLED = "-"  # a plain question file's items carry no MultiTQ labels


LABELS = ("answer_type", "time_level", "qtype", "qlabel")


class MultiTQQuestion(BaseModel):
    """A MultiTQ question, or an item of a plain question file ({"id", "question", "answers"}, any graph): the
    labels MultiTQ's breakdowns read are then UNLABELLED."""

    quid: int | str = Field(validation_alias=AliasChoices("quid", "id"))
    question: str
    answers: list[str]
    answer_type: str
    time_level: str
    qtype: str
    qlabel: str

    @model_validator(mode="before")
    @classmethod
    def _plain(cls, data: Any) -> Any:
        """A plain item (`id`, no MultiTQ label) is UNLABELLED; a MultiTQ item (`quid`, or any label) carries all
        four labels, so a missing one is named."""
        if isinstance(data, dict) and "quid" not in data and not any(k in data for k in LABELS):
            return {**data, **dict.fromkeys(LABELS, UNLABELLED)}
        return data

    @property
    def id(self) -> str:
        return str(self.quid)


def is_multitq(path: Path) -> bool:
    """MultiTQ files (and plain question files) are one JSON array of objects with `quid` (or `id`) and `answers`;
    the runner's own sensor format is JSON lines."""
    with open(path, encoding="utf-8-sig", errors="replace") as fh:
        head = fh.read(4096).lstrip()
    return head.startswith("[") and ('"quid"' in head or '"id"' in head) and '"answers"' in head


def read(path: Path) -> list[MultiTQQuestion]:
    with open(path, encoding="utf-8") as fh:
        return [MultiTQQuestion.model_validate(item) for item in json.load(fh)]


def normalise(text: str) -> str:
    return " ".join(str(text).replace("_", " ").lower().split())


def _scorer(name: str) -> Callable[[Callable[[str, list[str]], bool]], Callable[[str, list[str]], bool]]:
    def register(fn: Callable[[str, list[str]], bool]) -> Callable[[str, list[str]], bool]:
        SCORERS[name] = fn
        return fn

    return register


@_scorer("strict")
def strict(prediction: str, gold: list[str]) -> bool:
    p = normalise(prediction)
    return bool(p) and any(p == normalise(g) for g in gold)


@_scorer("substring")
def substring(prediction: str, gold: list[str]) -> bool:
    p = normalise(prediction)
    return bool(p) and any((g_n := normalise(g)) and (g_n in p or p in g_n) for g in gold)


@_scorer("gold_in_prediction")
def gold_in_prediction(prediction: str, gold: list[str]) -> bool:
    p = normalise(prediction)
    return any((g_n := normalise(g)) and g_n in p for g in gold)


def _breakdown(
    records: Iterable[Mapping[str, Any]], rate: Callable[[list[Mapping[str, Any]]], dict[str, float]]
) -> dict[str, Any]:
    rows = list(records)
    out: dict[str, Any] = {"overall": rate(rows)}
    for field in BREAKDOWNS:
        groups: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
        for r in rows:
            groups[str(r[field])].append(r)
        out[f"by_{field}"] = {k: rate(v) for k, v in sorted(groups.items())}
    return out


def hits_at_k(records: Iterable[Mapping[str, Any]], k: int = 10) -> dict[str, Any]:
    """Strict Hits@k over each record's ranked `predictions` (a record without them ranks its `prediction`)."""

    def rate(subset: list[Mapping[str, Any]]) -> dict[str, float]:
        n = len(subset)
        hit = sum(any(strict(p, r["answers"]) for p in r.get("predictions", [r["prediction"]])[:k]) for r in subset)
        return {"n": n, "strict": hit / n if n else 0.0}

    return _breakdown(records, rate)


def hits_at_1(records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """records: {"prediction", "answers", and the four breakdown fields}. Returns overall and breakdowns."""

    def rate(subset: list[Mapping[str, Any]]) -> dict[str, float]:
        n = len(subset)
        return {
            "n": n,
            **{
                name: sum(fn(r["prediction"], r["answers"]) for r in subset) / n if n else 0.0
                for name, fn in SCORERS.items()
            },
        }

    return _breakdown(records, rate)
