"""The answers the raw Irish readings decide (pandas, independent of the judge), by the rules every answer
must follow: a slot with rain is wet (even beside missing readings), a slot is dry only when every reading
is there and 0 mm, and anything else leaves the answer open ("no answer")."""

from __future__ import annotations

from datetime import datetime

import pandas as pd

from chronorag.rag.core.types import NO_ANSWER

HOUR = pd.Timedelta(hours=1)
BOUND = 12  # hours a weather Q2 / Q3 may move the trip
Seen = set[tuple[str, datetime]] | None


def hour_state(series: dict[str, pd.Series], members: list[str], t: pd.Timestamp, seen: Seen) -> str:
    """'rain', 'dry' or 'missing' for one hour of a place (a county: rain if any station shows it, dry only
    if all report 0), from the raw data; with `seen`, only from the readings the answer retrieved."""
    values = []
    for s in members:
        if seen is not None and (s, t.to_pydatetime()) not in seen:
            values.append(None)
            continue
        v = series[s].get(t)
        values.append(None if v is None or pd.isna(v) else float(v))
    if any(v is not None and v > 0 for v in values):
        return "rain"
    return "dry" if all(v is not None for v in values) else "missing"


def slot(series: dict[str, pd.Series], members: list[str], start: pd.Timestamp, hours: int, seen: Seen = None) -> str:
    states = [hour_state(series, members, start + k * HOUR, seen) for k in range(hours)]
    return "rain" if "rain" in states else ("dry" if all(s == "dry" for s in states) else "missing")


def decided(
    series: dict[str, pd.Series], members: list[str], family: str, start: pd.Timestamp, hours: int, seen: Seen = None
) -> str:
    """The answer the readings decide (all of them, or only `seen`), by the issue's rules; NO_ANSWER when
    a missing reading leaves it open."""
    planned = slot(series, members, start, hours, seen)
    if family == "Q1":
        return {"rain": "True", "dry": "False", "missing": NO_ANSWER}[planned]
    if planned != "rain":
        return f"{start:%Y-%m-%d %H:%M}" if planned == "dry" else NO_ANSWER
    sign = -1 if family == "Q2" else 1
    for k in range(1, BOUND + 1):
        cand = start + sign * k * HOUR
        state = slot(series, members, cand, hours, seen)
        if state != "rain":
            return f"{cand:%Y-%m-%d %H:%M}" if state == "dry" else NO_ANSWER
    return NO_ANSWER
