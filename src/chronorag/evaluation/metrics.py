"""KG-IRAG metrics: exact match, F1 and Hit Rate of retrieved readings against the standard data,
and the automatic parts of hallucination.

Standard data (SD), the minimal readings that decide a question (our reading of the paper's
equations 1 and 2): Q1, the slot [s, s + d); Q2 with answer s', [s', s + d); Q3 with answer s',
[s, s' + d); Q2/Q3 with "no answer", the whole bound ([s - B, s + d) or [s, s + B + d); B = 12 h for
weatherQA, 9 h for trafficQA), or up to the first start a missing reading leaves undecided, which is
where the answer was decided.
precision = |R ∩ SD| / |R|, recall = |R ∩ SD| / |SD|, HR = |R ∩ SD| / |R ∪ SD|.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Protocol
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from chronorag.plans import SHIFT_FAMILIES, Condition, Plan, shift_sign
from chronorag.rag.core.types import RAGResult

Key = tuple[str, datetime]


class IdKeys(Protocol):
    """Evidence id -> (station, time): a dict, or ids parsed on demand (see evaluation/scoring_data.py)."""

    def __contains__(self, rid: object, /) -> bool: ...
    def __getitem__(self, rid: str, /) -> Key: ...


HOUR = timedelta(hours=1)
WEATHER_BOUND_HOURS = 12  # the generators' search bounds (weatherqa.BOUND, trafficqa.BOUND_HOURS)
RAIN = Condition()


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
    family: str,
    answer: str,
    station: str,
    start: datetime,
    hours: int,
    series: Mapping[datetime, float | None],
    answer_tz: str = "UTC",
    bound_hours: int = WEATHER_BOUND_HOURS,
    condition: Condition = RAIN,
) -> set[Key]:
    """The readings the gold answer of a `family` (Q1-Q3) question rests on. `answer` is in the question's clock
    (`answer_tz`); `start` and the series are UTC; `condition` is the gold's abnormal reading (rain > 0 mm, or
    the counter's heavy-traffic threshold)."""
    d = hours * HOUR
    sign = shift_sign(family)
    if sign == 0:
        lo, hi = start, start + d
    elif normalise(answer) == "no answer":
        reach = _undecided_at(series, start, hours, sign, bound_hours, condition)
        lo, hi = (start - reach, start + d) if sign < 0 else (start, start + reach + d)
    else:
        found = datetime.strptime(answer, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(answer_tz))
        lo, hi = (found, start + d) if sign < 0 else (start, found + d)
    return {(station, t) for t in series if lo <= t < hi}


def _undecided_at(
    series: Mapping[datetime, float | None],
    start: datetime,
    hours: int,
    sign: int,
    bound_hours: int,
    condition: Condition,
) -> timedelta:
    """How far a "no answer" search reaches: to the first candidate start that a missing reading leaves
    undecided (none abnormal, one missing), else the whole bound."""
    for k in range(1, bound_hours + 1):
        values = [series.get(start + (sign * k + i) * HOUR) for i in range(hours)]
        if not any(condition.holds(v) for v in values) and None in values:
            return k * HOUR
    return bound_hours * HOUR


def retrieval_scores(retrieved: set[Key], gold: set[Key]) -> tuple[float, float, float, float]:
    hit = len(retrieved & gold)
    precision = hit / len(retrieved) if retrieved else (1.0 if not gold else 0.0)
    recall = hit / len(gold) if gold else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    union = retrieved | gold
    return precision, recall, f1, (hit / len(union) if union else 1.0)


def sensor_plan(result: RAGResult) -> Plan | None:
    """The result's weather or traffic plan (None for an event plan or none at all)."""
    return result.plan if isinstance(result.plan, Plan) else None


def hallucinations(
    result: RAGResult,
    station_series: Mapping[str, Mapping[datetime, float | None]],
    family: str,
    condition: Condition = RAIN,
) -> list[str]:
    """Automatic checks: claimed events that the data does not have (by the plan's own condition, e.g.
    volume >= its threshold; `condition` when there is no plan), answer times not in the data, and a loop
    that hit its iteration limit instead of deciding."""
    reasons = []
    plan = sensor_plan(result)
    abnormal = plan.condition if plan else condition
    stations = _series_keys(result, station_series)
    for it in result.trace:
        for event in it.judgement.abnormal:
            if not any(abnormal.holds(station_series[s].get(event.at)) for s in stations):
                reasons.append(f"abnormal event claimed at {event.at:%Y-%m-%d %H:%M} where the data has none")
    if family in SHIFT_FAMILIES and normalise(result.answer) != "no answer":
        zone = ZoneInfo(plan.timezone if plan else "UTC")
        try:
            at = datetime.strptime(result.answer.strip(), "%Y-%m-%d %H:%M").replace(tzinfo=zone)
            if not any(t == at for s in stations for t in station_series[s]):
                reasons.append(f"answer time {result.answer} is not in the data")
        except ValueError:
            reasons.append(f"answer {result.answer!r} is not a time")
    if "no decision within" in result.reason:
        reasons.append("the judge did not stop before the iteration limit")
    return reasons


def _series_keys(result: RAGResult, station_series: Mapping[str, Mapping[datetime, float | None]]) -> list[str]:
    """The series a result's plan is about: its station, or its counter direction ('6001 northbound'), or
    every direction of its counter; all series when the plan names none of them (a county)."""
    plan = sensor_plan(result)
    if plan is None:
        return list(station_series)
    key = f"{plan.target} {plan.traffic_direction}" if plan.traffic_direction else plan.target
    if key in station_series:
        return [key]
    directions = [k for k in station_series if k.startswith(f"{plan.target} ")]
    return directions or list(station_series)


def score(
    result: RAGResult,
    family: str,
    gold_answer: str,
    station: str,
    start: datetime,
    hours: int,
    series: Mapping[str, Mapping[datetime, float | None]],
    id_keys: IdKeys,
    answer_tz: str = "UTC",
    bound_hours: int = WEATHER_BOUND_HOURS,
    condition: Condition = RAIN,
) -> Scores:
    gold = standard_data(family, gold_answer, station, start, hours, series[station], answer_tz, bound_hours, condition)
    retrieved = {id_keys[i] for i in result.evidence if i in id_keys}
    precision, recall, f1, hr = retrieval_scores(retrieved, gold)
    reasons = hallucinations(result, series, family, condition)
    return Scores(
        em=float(normalise(result.answer) == normalise(gold_answer)),
        precision=precision,
        recall=recall,
        f1=f1,
        hit_rate=hr,
        hallucination=float(bool(reasons)),
        hallucination_reasons=reasons,
    )
