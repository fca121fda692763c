"""KG-IRAG metrics: exact match, F1 and Hit Rate of retrieved readings against the standard data,
and the automatic parts of hallucination.

Standard data (SD), the minimal readings that decide a question (our reading of the paper's
equations 1 and 2): Q1, the slot [s, s + d); Q2 with answer s', [s', s + d); Q3 with answer s',
[s, s' + d); Q2/Q3 with "no answer", the whole bound ([s - 12 h, s + d) or [s, s + 12 h + d)).
precision = |R ∩ SD| / |R|, recall = |R ∩ SD| / |SD|, HR = |R ∩ SD| / |R ∪ SD|.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Protocol
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from chronorag.plans import SHIFT_FAMILIES, shift_sign
from chronorag.rag.types import RAGResult

Key = tuple[str, datetime]


class IdKeys(Protocol):
    """Evidence id -> (station, time): a dict, or ids parsed on demand (see evaluation/scoring_data.py)."""

    def __contains__(self, rid: object, /) -> bool: ...
    def __getitem__(self, rid: str, /) -> Key: ...


HOUR = timedelta(hours=1)
BOUND = timedelta(hours=12)


class Scores(BaseModel):
    em: float
    precision: float
    recall: float
    f1: float
    hit_rate: float
    hallucination: float
    hallucination_reasons: list[str] = []


def normalise(answer: str) -> str:
    text = " ".join(answer.strip().lower().split())
    return "no answer" if text in {"no answer", "none", "no_answer", ""} else text


def standard_data(
    qtype: str,
    answer: str,
    station: str,
    start: datetime,
    hours: int,
    series: Mapping[datetime, float | None],
    answer_tz: str = "UTC",
) -> set[Key]:
    """`answer` is in the question's clock (`answer_tz`); `start` and the series are UTC."""
    d = hours * HOUR
    sign = shift_sign(qtype)
    if sign == 0:
        lo, hi = start, start + d
    elif normalise(answer) == "no answer":
        lo, hi = (start - BOUND, start + d) if sign < 0 else (start, start + BOUND + d)
    else:
        found = datetime.strptime(answer, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(answer_tz))
        lo, hi = (found, start + d) if sign < 0 else (start, found + d)
    return {(station, t) for t in series if lo <= t < hi}


def retrieval_scores(retrieved: set[Key], gold: set[Key]) -> tuple[float, float, float, float]:
    hit = len(retrieved & gold)
    precision = hit / len(retrieved) if retrieved else (1.0 if not gold else 0.0)
    recall = hit / len(gold) if gold else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    union = retrieved | gold
    return precision, recall, f1, (hit / len(union) if union else 1.0)


def hallucinations(
    result: RAGResult, station_series: Mapping[str, Mapping[datetime, float | None]], qtype: str
) -> list[str]:
    """Automatic checks: claimed events that the data does not have, answer times not in the data,
    and a loop that hit its iteration limit instead of deciding."""
    reasons = []
    target = result.plan.target if result.plan else ""
    stations: list[str] = [target] if target in station_series else list(station_series)
    for it in result.trace:
        for event in it.judgement.abnormal:
            if not any((station_series[s].get(event.at) or 0) > 0 for s in stations):
                reasons.append(f"abnormal event claimed at {event.at:%Y-%m-%d %H:%M} where the data has none")
    if qtype in SHIFT_FAMILIES and normalise(result.answer) != "no answer":
        zone = ZoneInfo(result.plan.timezone if result.plan else "UTC")
        try:
            at = datetime.strptime(result.answer.strip(), "%Y-%m-%d %H:%M").replace(tzinfo=zone)
            if not any(t == at for s in stations for t in station_series[s]):
                reasons.append(f"answer time {result.answer} is not in the data")
        except ValueError:
            reasons.append(f"answer {result.answer!r} is not a time")
    if "no decision within" in result.reason:
        reasons.append("the judge did not stop before the iteration limit")
    return reasons


def score(
    result: RAGResult,
    qtype: str,
    gold_answer: str,
    station: str,
    start: datetime,
    hours: int,
    series: Mapping[str, Mapping[datetime, float | None]],
    id_keys: IdKeys,
    answer_tz: str = "UTC",
) -> Scores:
    gold = standard_data(qtype, gold_answer, station, start, hours, series[station], answer_tz)
    retrieved = {id_keys[i] for i in result.evidence if i in id_keys}
    precision, recall, f1, hr = retrieval_scores(retrieved, gold)
    reasons = hallucinations(result, series, qtype)
    return Scores(
        em=float(normalise(result.answer) == normalise(gold_answer)),
        precision=precision,
        recall=recall,
        f1=f1,
        hit_rate=hr,
        hallucination=float(bool(reasons)),
        hallucination_reasons=reasons,
    )
