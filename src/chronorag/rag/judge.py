"""The deterministic judge: decides sufficiency and the next window by exact comparison.

It is the symbolic backend's LLM2, and the "deterministic judge" option of the LLM path (LLM1
plans, the condition is checked exactly). Semantics, used everywhere:
  * a reading stamped t covers [t, t + granularity); a trip [s, s + d) is affected by s <= t < s + d;
  * a slot is clean when every grid reading in it is present and not abnormal; a missing reading
    cannot vouch for a slot, so Q2/Q3 skip past it like an abnormal one; Q1 answers from the
    readings that exist;
  * Q2: latest start s' < s with s - s' <= bound and a clean slot; Q3: earliest s' > s likewise.
The candidate start jumps past each abnormal (or missing) reading, as in the paper's case study,
instead of stepping through the grid.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta

from chronorag.plans import shift_sign
from chronorag.rag.types import NO_ANSWER, AbnormalEvent, Judgement, Plan, Window, local_time


class Coverage:
    """The retrieved windows, merged: which instants have been looked at."""

    def __init__(self) -> None:
        self.spans: list[tuple[datetime, datetime]] = []

    def add(self, window: Window) -> None:
        spans = sorted([*self.spans, (window.start, window.end)])
        merged: list[tuple[datetime, datetime]] = []
        for lo, hi in spans:
            if merged and lo <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
            else:
                merged.append((lo, hi))
        self.spans = merged

    def gaps(self, lo: datetime, hi: datetime) -> list[tuple[datetime, datetime]]:
        """Parts of [lo, hi) not yet retrieved."""
        out, cursor = [], lo
        for a, b in self.spans:
            if b <= cursor or a >= hi:
                continue
            if a > cursor:
                out.append((cursor, min(a, hi)))
            cursor = max(cursor, b)
        if cursor < hi:
            out.append((cursor, hi))
        return out

    def covers(self, lo: datetime, hi: datetime) -> bool:
        return not self.gaps(lo, hi)

    def contains(self, t: datetime) -> bool:
        return any(a <= t < b for a, b in self.spans)


def judge(plan: Plan, values: Mapping[datetime, float | None], coverage: Coverage, grain: timedelta) -> Judgement:
    """Values: reading time -> checked value (None = missing) for everything retrieved so far."""
    s, d = plan.start, timedelta(minutes=plan.duration_minutes)
    step, bound = timedelta(minutes=plan.step_minutes), timedelta(hours=plan.bound_hours)
    abnormal = [
        AbnormalEvent(at=t, value=v) for t, v in sorted(values.items()) if v is not None and plan.condition.holds(v)
    ]

    def bad_in(lo: datetime, hi: datetime) -> list[datetime]:
        """Abnormal or missing grid readings in [lo, hi) among what is known."""
        flagged = [t for t in values if lo <= t < hi and (values[t] is None or plan.condition.holds(values[t]))]
        t = lo
        while t < hi:  # a retrieved grid point with no reading at all is missing too
            if t not in values and coverage.contains(t):
                flagged.append(t)
            t += grain
        return sorted(set(flagged))

    if shift_sign(plan.family) == 0:  # is there an abnormal reading in the slot?
        in_slot = [e for e in abnormal if s <= e.at < s + d]
        if in_slot or coverage.covers(s, s + d):
            occurs = bool(in_slot)
            answer = str(not occurs) if plan.asks_if_avoidable else str(occurs)
            first = in_slot[0] if in_slot else None
            why = (
                f"{_event(plan)} at {local_time(first.at, plan.timezone)[11:]}"
                if first
                else f"no {_event(plan)} in any reading of the slot"
            )
            return Judgement(sufficient=True, abnormal=in_slot, answer=answer, rationale=why)
        lo, hi = coverage.gaps(s, s + d)[0]
        return Judgement(
            sufficient=False,
            abnormal=in_slot,
            next_window=Window(start=lo, end=min(hi, lo + step)),
            rationale="slot not fully retrieved yet",
        )

    forward = shift_sign(plan.family) > 0
    cand = s + grain if forward else s - grain
    while True:
        if abs(cand - s) > bound:
            return Judgement(
                sufficient=True,
                abnormal=abnormal,
                answer=NO_ANSWER,
                rationale=f"no clean {plan.duration_minutes}-minute slot within {plan.bound_hours:g} h",
            )
        bad = bad_in(cand, cand + d)
        if not bad:
            break
        cand = bad[-1] + grain if forward else bad[0] - d  # jump past the event, not through the grid
    gaps = coverage.gaps(cand, cand + d)
    if not gaps:
        return Judgement(
            sufficient=True,
            abnormal=abnormal,
            candidate_start=cand,
            answer=local_time(cand, plan.timezone),
            rationale=f"[{local_time(cand, plan.timezone)[11:]}, {local_time(cand + d, plan.timezone)[11:]}) "
            f"retrieved and free of {_event(plan)}",
        )
    lo, hi = gaps[0] if forward else gaps[-1]
    window = Window(start=lo, end=min(hi, lo + step)) if forward else Window(start=max(lo, hi - step), end=hi)
    return Judgement(
        sufficient=False,
        abnormal=abnormal,
        candidate_start=cand,
        next_window=window,
        rationale=f"candidate start {cand:%H:%M}: need readings for {window}",
    )


def _event(plan: Plan) -> str:
    """What the abnormal event is called in explanations: 'rain', or 'volume >= 412 vehicles'."""
    return "rain" if plan.condition.field == "rain" else str(plan.condition)
