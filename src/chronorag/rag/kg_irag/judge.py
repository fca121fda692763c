"""The deterministic judge: decides sufficiency and the next window by exact comparison.

It is the symbolic backend's LLM2, the "deterministic judge" option of the LLM path (LLM1 plans, the
condition is checked exactly), and the check every other judge's answer must pass (`unsupported`).
Semantics, used everywhere:
  * a reading stamped t covers [t, t + granularity); a trip [s, s + d) is affected by s <= t < s + d;
  * a slot is decided by its grid readings (the data's own grid: granularity steps from a reading):
    one that shows the condition decides it (abnormal), even if others are missing; otherwise it is
    clean only when every grid reading is present, and undecided (no answer) when one is missing;
  * Q1: abnormal -> True, clean -> False, undecided -> "no answer" naming the missing hours;
  * Q2 / Q3: the planned slot first: clean -> keep the planned start (the premise "if it rains" is
    false), undecided -> "no answer"; abnormal -> the nearest start s' (latest earlier for Q2, earliest
    later for Q3, s - s' or s' - s at most the bound, in granularity steps from s) whose slot is clean,
    where every start between s and s' is abnormal; a start between them that is undecided makes the
    answer undecided ("no answer"), never a farther start.
The candidate start jumps past each abnormal reading, as in the paper's case study, instead of
stepping through the grid.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from chronorag.graph.retrieval import Count, Reading
from chronorag.plans import Condition, shift_sign
from chronorag.rag.core.types import NO_ANSWER, AbnormalEvent, Judgement, Plan, Window, local_time


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


class Readings:
    """The retrieved values per instant and reporter (a county's stations, a counter's directions), and the
    one value per instant the judge checks: abnormal if any reporter's reading is; present only when every
    reporter has a value (`reporters`, or as many as ever reported at one instant), else missing."""

    def __init__(self, condition: Condition, reporters: int | None = None) -> None:
        self.condition, self.reporters = condition, reporters
        self.by_time: dict[datetime, dict[str, float | None]] = {}

    def add(self, row: Reading | Count, value: float | None) -> None:
        who = f"{row.station} {row.direction} {row.classification}" if isinstance(row, Count) else row.station
        self.by_time.setdefault(row.at, {})[who] = value

    def values(self) -> dict[datetime, float | None]:
        expected = self.reporters or max((len(r) for r in self.by_time.values()), default=1)
        out: dict[datetime, float | None] = {}
        for t, reported in self.by_time.items():
            present = [v for v in reported.values() if v is not None]
            top = max(present) if present else None
            out[t] = top if self.condition.holds(top) or len(present) >= expected else None
        return out


@dataclass(frozen=True)
class Slot:
    """What the evidence says about one slot [lo, hi)."""

    lo: datetime
    hi: datetime
    abnormal: list[datetime]  # retrieved readings in the slot that show the condition
    unread: list[tuple[datetime, datetime]]  # parts not retrieved yet
    absent: list[datetime]  # grid instants retrieved with no reading at all
    blank: list[datetime]  # grid readings whose value is missing

    @property
    def decided(self) -> bool:
        return bool(self.abnormal) or not (self.unread or self.absent or self.blank)

    @property
    def clean(self) -> bool:
        return not (self.abnormal or self.unread or self.absent or self.blank)


def grid(lo: datetime, hi: datetime, grain: timedelta, anchor: datetime) -> list[datetime]:
    """The instants in [lo, hi) that are a whole number of `grain` steps from `anchor`."""
    t = anchor + -((anchor - lo) // grain) * grain  # the first step at or after lo
    out = []
    while t < hi:
        out.append(t)
        t += grain
    return out


def slot(
    plan: Plan, values: Mapping[datetime, float | None], coverage: Coverage, grain: timedelta, lo: datetime
) -> Slot:
    """The evidence on the slot [lo, lo + d): its abnormal readings, unread parts and missing readings.

    A slot too short to hold a grid instant (a 30-minute trip between two hourly readings) has no
    reading that could decide it: it counts as absent at its start."""
    hi = lo + timedelta(minutes=plan.duration_minutes)
    abnormal = sorted(t for t, v in values.items() if lo <= t < hi and plan.condition.holds(v))
    anchor = min(values) if values else plan.start
    points = grid(lo, hi, grain, anchor) or [lo]
    seen = [t for t in points if coverage.contains(t)]
    return Slot(
        lo,
        hi,
        abnormal,
        coverage.gaps(lo, hi),
        [t for t in seen if t not in values],
        [t for t in seen if t in values and values[t] is None],
    )


def missing_windows(instants: list[datetime], grain: timedelta) -> list[Window]:
    """Consecutive missing instants as windows [first, last + grain)."""
    out: list[Window] = []
    for t in sorted(instants):
        if out and out[-1].end == t:
            out[-1] = Window(start=out[-1].start, end=t + grain)
        else:
            out.append(Window(start=t, end=t + grain))
    return out


def span_text(windows: list[Window], timezone: str) -> str:
    """'2018-03-05 15:00-17:00, 2018-03-06 01:00-02:00' in the question's clock."""
    parts = []
    for w in windows:
        a, b = local_time(w.start, timezone), local_time(w.end, timezone)
        parts.append(f"{a}-{b[11:]}" if a[:10] == b[:10] else f"{a} to {b}")
    return ", ".join(parts)


def judge(plan: Plan, values: Mapping[datetime, float | None], coverage: Coverage, grain: timedelta) -> Judgement:
    """Values: reading time -> checked value (None = missing) for everything retrieved so far."""
    s = plan.start
    step, bound = timedelta(minutes=plan.step_minutes), timedelta(hours=plan.bound_hours)
    sign = shift_sign(plan.family)
    abnormal = [
        AbnormalEvent(at=t, value=v) for t, v in sorted(values.items()) if v is not None and plan.condition.holds(v)
    ]
    planned = slot(plan, values, coverage, grain, s)

    def read(part: Slot, why: str, backward: bool = False) -> Judgement:
        lo, hi = part.unread[-1] if backward else part.unread[0]
        window = Window(start=max(lo, hi - step), end=hi) if backward else Window(start=lo, end=min(hi, lo + step))
        cand = part.lo if sign else None
        return Judgement(sufficient=False, abnormal=abnormal, candidate_start=cand, next_window=window, rationale=why)

    def undecided(part: Slot, what: str) -> Judgement:
        return Judgement(
            sufficient=True,
            abnormal=abnormal,
            answer=NO_ANSWER,
            missing=missing_windows(part.absent + part.blank, grain),
            rationale=f"cannot tell {what}: {missing_text(plan, part, grain)}",
        )

    if sign == 0:  # is there an abnormal reading in the slot?
        if planned.abnormal or planned.clean:
            occurs = bool(planned.abnormal)
            why = (
                f"{_event(plan)} at {local_time(planned.abnormal[0], plan.timezone)[11:]}"
                if occurs
                else f"no {_event(plan)} in any reading of the slot"
            )
            answer = str(not occurs) if plan.asks_if_avoidable else str(occurs)
            in_slot = [e for e in abnormal if e.at in planned.abnormal]
            return Judgement(sufficient=True, abnormal=in_slot, answer=answer, rationale=why)
        if planned.unread:
            return read(planned, "slot not fully retrieved yet")
        return undecided(planned, f"whether the slot has {_event(plan)}")

    if not planned.abnormal:  # the premise ("if it rains") is checked before any other start
        if planned.unread:
            return read(planned, "the planned slot is not fully retrieved yet")
        if not planned.clean:
            return undecided(planned, f"whether the planned slot has {_event(plan)}")
        return Judgement(
            sufficient=True,
            abnormal=abnormal,
            candidate_start=s,
            answer=local_time(s, plan.timezone),
            rationale=f"the planned slot {_slot_text(plan, planned)} is already free of {_event(plan)}: "
            "keep the planned start",
        )
    cand = s + sign * grain
    while abs(cand - s) <= bound:
        part = slot(plan, values, coverage, grain, cand)
        at = local_time(cand, plan.timezone)[11:]
        if part.abnormal:  # jump past the event, not through the grid
            cand = _past(s, grain, part.abnormal[-1] if sign > 0 else part.abnormal[0] - (part.hi - part.lo), sign)
            continue
        if part.unread:
            return read(part, f"candidate start {at}: need its readings", backward=sign < 0)
        if not part.clean:
            return undecided(part, f"whether a start at {at} is free of {_event(plan)}")
        return Judgement(
            sufficient=True,
            abnormal=abnormal,
            candidate_start=cand,
            answer=local_time(cand, plan.timezone),
            rationale=f"{_slot_text(plan, part)} retrieved and free of {_event(plan)}; "
            f"every start between has {_event(plan)}",
        )
    return Judgement(
        sufficient=True,
        abnormal=abnormal,
        answer=NO_ANSWER,
        rationale=f"no clean {plan.duration_minutes}-minute slot within {plan.bound_hours:g} h",
    )


def _past(s: datetime, grain: timedelta, limit: datetime, sign: int) -> datetime:
    """The nearest start in `grain` steps from s beyond `limit`: forward the first one after it,
    backward the last one at or before it (limit = the abnormal reading minus the trip's length)."""
    if sign > 0:
        return s + ((limit - s) // grain + 1) * grain
    return s + ((limit - s) // grain) * grain


def missing_text(plan: Plan, part: Slot, grain: timedelta) -> str:
    """Which of the slot's readings are missing, and how: 'no readings at ATHENRY for 2018-03-05 15:00-17:00'."""
    where = f"{plan.target} {plan.traffic_direction}" if plan.traffic_direction else plan.target
    out = []
    if part.absent:
        out.append(f"no readings at {where} for {span_text(missing_windows(part.absent, grain), plan.timezone)}")
    if part.blank:
        what = plan.condition.field
        out.append(f"{what} missing at {where} for {span_text(missing_windows(part.blank, grain), plan.timezone)}")
    return "; ".join(out)


def _slot_text(plan: Plan, part: Slot) -> str:
    return f"[{local_time(part.lo, plan.timezone)[11:]}, {local_time(part.hi, plan.timezone)[11:]})"


def _event(plan: Plan) -> str:
    """What the abnormal event is called in explanations: 'rain', or 'volume >= 412 vehicles'."""
    return "rain" if plan.condition.field == "rain" else str(plan.condition)
