"""The places of the sensor graph (stations, their county / suburb, clock and kind, the data's span) and the one
place resolver both planners use (`Places.resolve`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Literal

from chronorag.cypher.retrieval import PLACES, READING_SPAN
from chronorag.graph.connection import GraphClient
from chronorag.understanding.places import PlaceIndex


@dataclass
class Places:
    """The sensor graph's places as read once from Neo4j (`load`); the planners and the controller read them."""

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

    def resolve(self, text: str) -> tuple[str, Literal["station", "region"]] | None:
        """The one place `text` names, read the same way for both planners (the parser's target and whatever an
        LLM wrote as its plan's target). In this order, the first that finds a place wins:

        1. the parser's own place index (`understanding.places.PlaceIndex.resolve`): a station if exactly one is
           said in any of its spoken forms, else a county / suburb if exactly one is ("Valentia" is VALENTIA
           OBSERVATORY, "County Cork" is Cork); two stations said find nothing here;
        2. a station's name as the graph writes it, the longest found in the text (word-bounded, any case);
        3. a county / suburb's name as the graph writes it, the longest found likewise.

        None when no step finds one."""
        if found := self.index().resolve(text):
            return found.name, found.kind
        lowered = " ".join(text.lower().split())
        written: tuple[tuple[dict[str, str], Literal["station", "region"]], ...] = (
            (self.stations, "station"),
            (self.regions, "region"),
        )
        for names, kind in written:
            for name in sorted(names, key=len, reverse=True):
                if re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", lowered):
                    return names[name], kind
        return None

    def index(self) -> PlaceIndex:
        """The parser's view of these places (stations with their county / suburb), built once."""
        if self._index is None:
            self._index = PlaceIndex.build({s: self.region_of.get(s) for s in self.stations.values()})
        return self._index
