"""The LLM-free planner: reads a weather or traffic question and returns the same typed Plan LLM1 would.

The reading and the plan are `understanding.sensor.SensorParser`'s (every word accounted for, or a refusal
that says which words were not understood); this module wires it to the graph: the places, their clocks
and kinds, the data's last year, and the heavy-traffic threshold (a count percentile read from Neo4j).
Families: Q1 "is there rain in the slot" (answered in the question's own polarity), Q2 "leave earlier:
latest start before", Q3 "postpone / leave later: earliest start after".
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache, partial
from typing import Literal
from zoneinfo import ZoneInfo

from chronorag.cypher.linking import ENTITY_NAMES, ENTITY_RELATIONS, RELATION_NAMES
from chronorag.cypher.retrieval import COUNT_PERCENTILE, PLACES, READING_SPAN
from chronorag.embedder import Embedder, TextVectors
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import holdings
from chronorag.plans import Condition, EventPlan, Plan
from chronorag.rag.kg_irag.event_loop import fact_span, holds_event
from chronorag.understanding.errors import NotAnEventQuestion, PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.name_cache import cached_name_index
from chronorag.understanding.names import NameIndex
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.relation_similarity import RelationSimilarity
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.sensor import HEAVY_PERCENTILE, NO_GRAPH, SensorParser

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
    """Question -> Plan without an LLM: the sensor parser (`understanding.sensor`) given this graph's places,
    clocks and traffic counters, and the heavy-traffic threshold read from the graph (its 90th percentile)."""

    def __init__(self, places: Places, client: GraphClient | None = None, step_minutes: int = 60) -> None:
        self.places = places
        self.client = client
        traffic = frozenset(s for s, k in places.kind.items() if k == "traffic")
        self.parser = SensorParser(
            places.index(),
            places.default_year,
            traffic,
            timezones=places.tz,
            station_of=places.station_of,
            heavy_traffic=self._heavy_traffic,
            step_minutes=step_minutes,
        )

    def plan(self, question: str) -> Plan:
        return self.parser.parse(question)

    def _heavy_traffic(self, station: str, year: int, tz: ZoneInfo, direction: str | None) -> Condition:
        """volume >= the counter(-direction)'s 90th percentile over that (local) year."""
        if self.client is None:
            raise PlanningError(NO_GRAPH)
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
    client.driver  # noqa: B018 - made here, not by both threads at once
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
    span = cache(partial(fact_span, client))  # read on the first loose reading, not at start-up

    def supported(plan: EventPlan) -> bool:
        days = span()
        return days is not None and holds_event(client, days, plan)

    return EventParser(names, relations, relations_of, similar, supported)
