"""The LLM-free planner: reads a weather question and returns the same typed Plan LLM1 would.

It knows the places in the graph (stations and counties, matched case-insensitively), parses the
date, clock time, duration and the question family, and says plainly what it could not find.
Families: Q1 "will it rain / can I avoid rain during the trip", Q2 "leave earlier: latest start
before", Q3 "postpone / leave later: earliest start after".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from chronorag.cypher.retrieval import COUNT_PERCENTILE, PLACES, READING_SPAN
from chronorag.graph.connection import GraphClient
from chronorag.rag.types import Condition, Family, Plan, Window
from chronorag.temporal.parse import parse_clock, parse_date, parse_duration

WEATHER_BOUND_HOURS = 12.0
TRAFFIC_BOUND_HOURS = 9.0
HEAVY_PERCENTILE = 0.9
_DIRECTION = re.compile(r"\b(north|south|east|west)[- ]?bound\b", re.IGNORECASE)

_EARLIER = re.compile(
    r"\b(earlier|leave early|go early|set off early|bring (?:it |the trip )?forward|"
    r"advance|ahead of time|start early|before (?:the|my) (?:trip|journey))\b",
    re.IGNORECASE,
)
_LATER = re.compile(r"\b(postpone|delay|later|leave late|put off|push (?:it |the trip )?back|wait)\b", re.IGNORECASE)
_AVOID = re.compile(
    r"\b(avoid|stay dry|without (?:any )?rain|dry (?:trip|journey|walk)|keep dry|no rain)\b", re.IGNORECASE
)


class PlanningError(ValueError):
    """The question lacks something the plan needs (place, date, time or duration)."""


@dataclass
class Places:
    stations: dict[str, str]  # lower-case name -> name
    regions: dict[str, str]  # lower-case county / suburb -> name
    default_year: int
    first_station: dict[str, str] = field(default_factory=dict)  # region -> a station in it
    tz: dict[str, str] = field(default_factory=dict)  # station -> its clock (Met Éireann UTC, TfNSW Sydney)
    kind: dict[str, str] = field(default_factory=dict)  # station -> weather | traffic

    def station_of(self, place: str) -> str:
        return self.first_station.get(place, place)

    @classmethod
    def load(cls, client: GraphClient) -> Places:
        rows = client.read(PLACES)
        span = client.read(READING_SPAN)
        last = span[0]["last"] if span and span[0]["last"] is not None else datetime.now(UTC)
        first: dict[str, str] = {}
        for r in rows:
            if r["region"]:
                first.setdefault(r["region"], r["station"])
        return cls(
            stations={r["station"].lower(): r["station"] for r in rows},
            regions={r["region"].lower(): r["region"] for r in rows if r["region"]},
            default_year=last.year,
            first_station=first,
            tz={r["station"]: r["tz"] for r in rows},
            kind={r["station"]: r["kind"] for r in rows},
        )

    def match(self, text: str) -> str | None:
        """The longest station name in the text (word-bounded, case-insensitive)."""
        return _longest(self.stations, text)

    def match_place(self, text: str) -> tuple[str, Literal["station", "region"]] | None:
        """A station if one is named, else a county / suburb ("in County Cork", "in Galway")."""
        if station := self.match(text):
            return station, "station"
        if region := _longest(self.regions, text):
            return region, "region"
        return None


def _longest(names: dict[str, str], text: str) -> str | None:
    lowered = " ".join(text.lower().split())
    for name in sorted(names, key=len, reverse=True):
        if re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", lowered):
            return names[name]
    return None


def family_of(question: str) -> Family:
    if _LATER.search(question):
        return "Q3"
    if _EARLIER.search(question):
        return "Q2"
    return "Q1"


class SymbolicPlanner:
    """Question -> Plan without an LLM. Weather: abnormal = rain > 0 mm, bound 12 h. Traffic:
    abnormal = volume at or above the counter-direction's 90th percentile of that year, bound 9 h."""

    def __init__(self, places: Places, client: GraphClient | None = None, step_minutes: int = 60) -> None:
        self.places = places
        self.client = client
        self.step_minutes = step_minutes

    def plan(self, question: str) -> Plan:
        place = self.places.match_place(question)
        if place is None:
            raise PlanningError("no known station or county named in the question")
        station, kind = place
        member = self.places.station_of(station)
        tz = ZoneInfo(self.places.tz.get(member, "UTC"))
        traffic = self.places.kind.get(member) == "traffic"
        day = parse_date(question, self.places.default_year)
        if day is None:
            raise PlanningError("no date found in the question")
        clock = parse_clock(question)
        if clock is None:
            raise PlanningError("no start time found in the question (e.g. '15:00' or '3pm')")
        start = datetime.combine(day, clock.start, tzinfo=tz).astimezone(UTC)
        if clock.end is not None:
            end = datetime.combine(day, clock.end, tzinfo=tz).astimezone(UTC)
            if end <= start:
                end += timedelta(days=1)
            duration = end - start
        else:
            found = parse_duration(question)
            if found is None:
                raise PlanningError("no end time or duration found in the question")
            duration = found
        family = family_of(question)
        minutes = int(duration.total_seconds() // 60)
        step = timedelta(minutes=min(self.step_minutes, minutes))
        direction: Literal["none", "forward", "backward"] = (
            "backward" if family == "Q2" else "forward" if family == "Q3" else "none"
        )
        first = Window(start=start - step, end=start) if family == "Q2" else Window(start=start, end=start + step)
        lane = _DIRECTION.search(question)
        traffic_direction = f"{lane.group(1).lower()}bound" if traffic and lane else None
        if traffic:
            condition = self._heavy_traffic(member, day.year, tz, traffic_direction)
            bound = TRAFFIC_BOUND_HOURS
        else:
            condition, bound = Condition(), WEATHER_BOUND_HOURS
        event = "rain" if not traffic else f"heavy traffic ({condition})"
        local = datetime.combine(day, clock.start)
        what = {
            "Q1": f"whether any reading in the trip's slot shows {event}",
            "Q2": f"the latest start before {local:%H:%M}, at most {bound:g} h earlier, whose "
            f"{minutes}-minute slot has no {event}",
            "Q3": f"the earliest start after {local:%H:%M}, at most {bound:g} h later, whose "
            f"{minutes}-minute slot has no {event}",
        }[family]
        return Plan(
            reasoning=f"Trip at {station} from {local:%Y-%m-%d %H:%M} ({tz}) for {minutes} min. Need {what}; "
            f"a reading at t covers [t, t + granularity), abnormal = {condition}.",
            family=family,
            target=station,
            target_kind=kind,
            start=start,
            duration_minutes=minutes,
            first_window=first,
            step_minutes=int(step.total_seconds() // 60),
            direction=direction,
            bound_hours=bound,
            condition=condition,
            asks_if_avoidable=family == "Q1" and bool(_AVOID.search(question)),
            timezone=str(tz),
            traffic_direction=traffic_direction,
        )

    def _heavy_traffic(self, station: str, year: int, tz: ZoneInfo, direction: str | None) -> Condition:
        """volume >= the counter(-direction)'s 90th percentile over that (local) year."""
        if self.client is None:
            raise PlanningError("traffic questions need the graph to compute the heavy-traffic threshold")
        start = datetime(year, 1, 1, tzinfo=tz).astimezone(UTC)
        end = datetime(year + 1, 1, 1, tzinfo=tz).astimezone(UTC)
        rows = self.client.read(
            COUNT_PERCENTILE,
            {"station": station, "start": start, "end": end, "direction": direction, "percentile": HEAVY_PERCENTILE},
        )
        if not rows or not rows[0]["n"]:
            raise PlanningError(f"no traffic counts for {station} in {year}")
        return Condition(field="volume", op=">=", threshold=round(float(rows[0]["threshold"]), 1), unit="vehicles")
