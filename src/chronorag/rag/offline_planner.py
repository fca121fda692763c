"""The LLM-free planner: reads a weather or traffic question and returns the same typed Plan LLM1 would.

The reading itself is `understanding.sensor.SensorParser` (every word accounted for, or a refusal that
says which words were not understood); this module loads what it needs from the graph (places, their
clocks and kinds, the data's last year) and turns the reading into the plan: first window, step,
direction, bound and condition. Families: Q1 "is there rain in the slot" (answered in the question's
own polarity), Q2 "leave earlier: latest start before", Q3 "postpone / leave later: earliest start after".
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from chronorag.cypher.linking import ENTITY_NAMES, ENTITY_RELATIONS, RELATION_NAMES
from chronorag.cypher.retrieval import COUNT_PERCENTILE, PLACES, READING_SPAN
from chronorag.embedder import Embedder, TextVectors
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import holdings
from chronorag.plans import FAMILIES, Condition, Plan, Window
from chronorag.understanding.errors import NotAnEventQuestion, PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.name_cache import cached_name_index
from chronorag.understanding.names import NameIndex
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.relation_similarity import RelationSimilarity
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.sensor import SensorParser

WEATHER_BOUND_HOURS = 12.0
TRAFFIC_BOUND_HOURS = 9.0
HEAVY_PERCENTILE = 0.9

__all__ = ["NotAnEventQuestion", "Places", "PlanningError", "SymbolicPlanner", "event_parser"]


@dataclass
class Places:
    stations: dict[str, str]  # lower-case name -> name
    regions: dict[str, str]  # lower-case county / suburb -> name
    default_year: int
    first_station: dict[str, str] = field(default_factory=dict)  # region -> a station in it
    tz: dict[str, str] = field(default_factory=dict)  # station -> its clock (Met Éireann UTC, TfNSW Sydney)
    kind: dict[str, str] = field(default_factory=dict)  # station -> weather | traffic
    region_of: dict[str, str | None] = field(default_factory=dict)  # station -> its county / suburb
    span: tuple[datetime, datetime] | None = None  # first and last Time of the sensor graph
    _index: PlaceIndex | None = field(default=None, repr=False)

    def station_of(self, place: str) -> str:
        return self.first_station.get(place, place)

    def members(self, region: str) -> list[str]:
        """The stations of a county / suburb, by name."""
        return sorted(s for s, r in self.region_of.items() if r == region)

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
            region_of={r["station"]: r["region"] for r in rows},
            span=(span[0]["first"], span[0]["last"]) if span and span[0]["first"] is not None else None,
        )

    def match(self, text: str) -> str | None:
        """The longest station name in the text (word-bounded, case-insensitive)."""
        return _longest(self.stations, text)

    def match_place(self, text: str) -> tuple[str, Literal["station", "region"]] | None:
        """A station if one is named, else a county / suburb ("in County Cork", "in Galway"): read by the
        parser's own place index first (so an LLM's "Valentia" is VALENTIA OBSERVATORY, as in the parser), then
        by the names as written."""
        if found := self.index().resolve(text):
            return found.name, found.kind
        if station := self.match(text):
            return station, "station"
        if region := _longest(self.regions, text):
            return region, "region"
        return None

    def index(self) -> PlaceIndex:
        """The parser's view of these places (stations with their county / suburb), built once."""
        if self._index is None:
            self._index = PlaceIndex.build({s: self.region_of.get(s) for s in self.stations.values()})
        return self._index


def _longest(names: dict[str, str], text: str) -> str | None:
    lowered = " ".join(text.lower().split())
    for name in sorted(names, key=len, reverse=True):
        if re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", lowered):
            return names[name]
    return None


class SymbolicPlanner:
    """Question -> Plan without an LLM. Weather: abnormal = rain > 0 mm, bound 12 h. Traffic:
    abnormal = volume at or above the counter-direction's 90th percentile of that year, bound 9 h."""

    def __init__(self, places: Places, client: GraphClient | None = None, step_minutes: int = 60) -> None:
        self.places = places
        self.client = client
        self.step_minutes = step_minutes
        traffic = frozenset(s for s, k in places.kind.items() if k == "traffic")
        self.parser = SensorParser(places.index(), places.default_year, traffic)

    def plan(self, question: str) -> Plan:
        q = self.parser.parse(question)
        station, kind = q.place, q.place_kind
        member = self.places.station_of(station)
        tz = ZoneInfo(self.places.tz.get(member, "UTC"))
        traffic = self.places.kind.get(member) == "traffic"
        start = datetime.combine(q.day, q.start, tzinfo=tz).astimezone(UTC)
        family, minutes = q.family, q.minutes
        step = timedelta(minutes=min(self.step_minutes, minutes))
        direction = FAMILIES[family].direction
        first = Window(start=start, end=start + step)  # the planned slot first: Q2 / Q3 ask "if it rains"
        if traffic:
            condition = self._heavy_traffic(member, q.day.year, tz, q.traffic_direction)
            bound = TRAFFIC_BOUND_HOURS
        else:
            condition, bound = Condition(), WEATHER_BOUND_HOURS
        event = "rain" if not traffic else f"heavy traffic ({condition})"
        local = datetime.combine(q.day, q.start)
        what = {
            "none": f"whether any reading in the trip's slot shows {event}"
            + (" (asked as 'will it stay clear': True = none)" if q.dry else ""),
            "backward": f"the latest start before {local:%H:%M}, at most {bound:g} h earlier, whose "
            f"{minutes}-minute slot has no {event}",
            "forward": f"the earliest start after {local:%H:%M}, at most {bound:g} h later, whose "
            f"{minutes}-minute slot has no {event}",
        }[direction]
        read = f" Read: {'; '.join(q.notes)}." if q.notes else ""
        return Plan(
            reasoning=f"Trip at {station} from {local:%Y-%m-%d %H:%M} ({tz}) for {minutes} min. Need {what}; "
            f"a reading at t covers [t, t + granularity), abnormal = {condition}.{read}",
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
            asks_if_avoidable=q.dry,
            timezone=str(tz),
            traffic_direction=q.traffic_direction,
            notes=q.notes,
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
            held = holdings(self.client, station, [station], True, direction, str(tz))
            where = f"{station} {direction}" if direction else station
            raise PlanningError(f"no traffic counts for {where} in {year}; {held}")
        return Condition(field="volume", op=">=", threshold=round(float(rows[0]["threshold"]), 1), unit="vehicles")


def graph_vocabulary(client: GraphClient) -> tuple[NameIndex, list[str]]:
    """The graph's entity names (as a name index) and relation names, read once. The relation names (a
    scan of the facts, on the server) are read while the name index loads."""
    with ThreadPoolExecutor(1) as beside:
        relations = beside.submit(client.read, RELATION_NAMES, None, 120)
        names = cached_name_index(client.read(ENTITY_NAMES, timeout=120)[0]["names"], client.settings.cache_dir)
        return names, [r["name"] for r in relations.result()]


def event_parser(client: GraphClient) -> EventParser:
    """The symbolic event parser over this graph's entity and relation names (read once); a wording the
    lexicon does not know is compared with the known ones by embedding (the model loads on first need)."""
    names, relation_names = graph_vocabulary(client)
    relations = RelationLexicon(relation_names)

    def relations_of(entity: str) -> list[str]:
        return [r["relation"] for r in client.read(ENTITY_RELATIONS, {"entity": entity})]

    vectors = TextVectors(Embedder.from_settings(client.settings), client.settings.cache_dir)
    similar = RelationSimilarity(relation_names, vectors)
    return EventParser(names, relations, relations_of, similar)
