"""The graph model, declared once: labels, relationship types, their properties, keys and indexes.

Everything else is built from this module or checked against it by tests/unit/test_graph_model.py:
the schema statements (cypher/schema.py, cypher/vectors.py), the labels, types and properties every
Cypher statement uses, the bulk importer's CSV headers, the evidence ids, the Browser style, the schema
the text-to-Cypher LLM reads (rag/strategies/cypher_qa.py) and the diagram in docs/schema.md. A new property is one
edit here (plus the reader that fills it); the test names every place that has to follow.

`python -m chronorag.graph_model docs/schema.md` rewrites the generated part of the schema page.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

# Neo4j value types, as neo4j-admin import's CSV headers spell them ("string" needs no suffix there).
PropType = Literal["string", "int", "float", "boolean", "date", "datetime", "date|datetime", "string[]", "float[]"]
Group = Literal["time", "sensor", "event", "interval", "ingest"]


@dataclass(frozen=True)
class Prop:
    name: str
    type: PropType = "string"
    internal: bool = False  # bookkeeping (vectors, their hashes): not shown to the text-to-Cypher LLM


class _Props:
    """Looking up the declared properties of a label or a relationship type."""

    props: tuple[Prop, ...]

    def prop(self, name: str) -> Prop:
        return next(p for p in self.props if p.name == name)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.props)


@dataclass(frozen=True)
class Node(_Props):
    """A label: its unique key (constraint `<label>_key`) and every property the project writes."""

    label: str
    key: str
    props: tuple[Prop, ...]
    group: Group
    internal: bool = False  # ingest bookkeeping: left out of the LLM's schema
    retired: tuple[str, ...] = ()  # properties older versions wrote; statements may only remove them

    @property
    def constraint(self) -> str:
        return re.sub(r"(?<!^)(?=[A-Z])", "_", self.label).lower() + "_key"


@dataclass(frozen=True)
class Rel(_Props):
    """A relationship type between two labels. Readings carry a natural key (their evidence id's parts)."""

    type: str
    start: str
    end: str
    group: Group
    props: tuple[Prop, ...] = ()
    key: tuple[str, ...] = ()

    @property
    def values(self) -> tuple[str, ...]:
        """The measured properties: everything but the key."""
        return tuple(p.name for p in self.props if p.name not in self.key)


@dataclass(frozen=True)
class Index:
    """A range (composite), full-text or vector index on a label's or a relationship type's properties."""

    name: str
    on: str  # a label or a relationship type
    props: tuple[str, ...]
    kind: Literal["range", "fulltext", "vector"] = "range"
    dimensions: int = 0  # vector indexes: the embedding size (cosine similarity)


_TEXT = (Prop("embedding", "float[]", internal=True), Prop("embedding_hash", internal=True))
_CAPTION = Prop("caption")  # what Neo4j Browser shows on the node ('2017-03-05 15:00', UTC)

# -- time layer, shared by every dataset --------------------------------------------------------
YEAR = Node("Year", "year", (Prop("year", "int"),), "time")
MONTH = Node("Month", "start", (Prop("start", "date"), Prop("year", "int"), Prop("month", "int")), "time")
DAY = Node("Day", "date", (Prop("date", "date"), _CAPTION), "time")
TIME = Node("Time", "at", (Prop("at", "datetime"), _CAPTION), "time")

# -- sensor KG: stations and their readings ---------------------------------------------------
STATION = Node(
    "Station",
    "name",
    (
        Prop("name"),
        Prop("region"),
        # the region again under its kind (Met Éireann: county, NOAA ISD: city, TfNSW: suburb)
        Prop("county"),
        Prop("city"),
        Prop("suburb"),
        Prop("latitude", "float"),
        Prop("longitude", "float"),
        Prop("height", "float"),
        Prop("tz"),
        Prop("datasets", "string[]"),
        # what a source says beyond that (NOAA ISD, TfNSW station reference)
        Prop("station_id"),
        Prop("full_name"),
        Prop("road_name"),
        Prop("lga"),
    ),
    "sensor",
    retired=("dataset",),
)
REGION = Node("Region", "name", (Prop("name"), Prop("kind")), "sensor")
DATASET = Node("Dataset", "name", (Prop("name"), Prop("kind"), Prop("source"), Prop("created", "datetime")), "sensor")

# -- event KG -----------------------------------------------------------------------------------
ENTITY = Node("Entity", "name", (Prop("name"), Prop("spellings", "string[]"), *_TEXT), "event")
# ICEWS names a sector of a place "Role (Place)": "Police (Kenya)", "Member of Legislative (Govt) (Kenya)".
SECTOR_NAME = re.compile(r"^(?P<role>.+?) \((?P<place>[^()]+)\)$")
RELATION = Node("Relation", "name", (Prop("name"), Prop("spellings", "string[]"), *_TEXT), "event")
FACT = Node(
    "Fact",
    "key",
    (
        Prop("key"),  # a hash of head, relation, tail and date: the same quadruple is one Fact
        Prop("head"),
        Prop("relation"),
        Prop("tail"),
        Prop("date", "date"),
        Prop("dataset"),
        *_TEXT,
    ),
    "event",
)

# -- interval facts (YAGO11k, anyone's "X held Y from A to B") ------------------------------------------
# A separate identity from the event KG's Entity: keyed by dataset and name (`yago11k:China`), so YAGO's China
# never merges with ICEWS's China and no ICEWS query, cache or key changes. A user who says two are the same
# links them with SAME_AS (`chronorag ingest ... --same-as-entities` or `--same-as FILE`).
INTERVAL_ENTITY = Node(
    "IntervalEntity",
    "key",
    (
        Prop("key"),  # `<dataset>:<name>`
        Prop("dataset"),
        Prop("name"),  # as people read it: `Real Madrid C.F.`, `Medea (play)`, `Paul "Bear" Bryant Award`
        # A trailing `(...)` is YAGO's (Wikipedia's) disambiguator, `Medea (play)`: the name without it and the
        # disambiguator itself; never ICEWS's "Sector (Country)" (SECTOR_NAME), which names a sector of a place.
        Prop("bare_name"),
        Prop("disambiguator"),
        Prop("spellings", "string[]"),
    ),
    "interval",
)
DISAMBIGUATED_NAME = re.compile(r"^(?P<bare>.+?) \((?P<disambiguator>[^()]+)\)$")
# A fact true over a span. Each end is kept at its own precision (year, month or day), and as the text people
# read (`1952`, `1952-03`, `1952-03-04`, BC `-0431`) with its year as an integer; `start_date` is the first day
# the start may be and `end_date` the last day the end may be, so "true at T" is start_date <= T <= end_date,
# inclusive at either end's precision. An open end has no end property at all. Dates before year 1 are stored
# (Neo4j's date holds them) but never returned to Python (its driver's Date cannot hold them): queries return
# the texts and the years.
INTERVAL_FACT = Node(
    "IntervalFact",
    "key",
    (
        Prop("key"),  # a hash of dataset, head, relation, tail, start and end: the same fact is one node
        Prop("dataset"),
        Prop("head"),
        Prop("relation"),
        Prop("tail"),
        Prop("kind"),  # the relation's kind (datasets/<name>.toml): state, event or instant
        Prop("symmetric", "boolean"),  # read both ways (isMarriedTo)
        Prop("start"),
        Prop("start_precision"),  # year, month or day
        Prop("start_year", "int"),
        Prop("start_date", "date"),
        Prop("end"),
        Prop("end_precision"),
        Prop("end_year", "int"),
        Prop("end_date", "date"),
        Prop("span"),  # the Browser caption: `1999–2004`, `1952–?`, `1925-04-23–1974-01-31`
    ),
    "interval",
)

# -- ingest checkpoints -------------------------------------------------------------------------
INGEST_FILE = Node(
    "IngestFile",
    "key",
    (
        Prop("key"),
        Prop("path"),
        Prop("dataset"),
        Prop("line", "int"),
        Prop("status"),
        Prop("read", "int"),
        Prop("loaded", "int"),
        Prop("rejected", "int"),
        Prop("skipped"),  # JSON: {reason: rows}
        Prop("missing"),  # JSON: {value: rows}
        Prop("first", "date|datetime"),
        Prop("last", "date|datetime"),
        Prop("updated", "datetime"),
    ),
    "ingest",
    internal=True,
)

NODES: tuple[Node, ...] = (
    YEAR,
    MONTH,
    DAY,
    TIME,
    STATION,
    REGION,
    DATASET,
    ENTITY,
    RELATION,
    FACT,
    INTERVAL_ENTITY,
    INTERVAL_FACT,
    INGEST_FILE,
)

_WEATHER = ("rain", "temp", "rhum", "msl", "wdsp", "wddir", "rain_period_h")

IN_YEAR = Rel("IN_YEAR", "Month", "Year", "time")
IN_MONTH = Rel("IN_MONTH", "Day", "Month", "time")
ON_DAY = Rel("ON_DAY", "Time", "Day", "time")
DAY_NEXT = Rel("NEXT", "Day", "Day", "time")
TIME_NEXT = Rel("NEXT", "Time", "Time", "time")
# A reading is a relationship Station -> Time (location and time are entities, attributes are relations,
# as in the KG-IRAG paper); station and instant are copied onto it for the (station, at) index.
OBSERVED = Rel(
    "OBSERVED",
    "Station",
    "Time",
    "sensor",
    (Prop("station"), Prop("at", "datetime"), *(Prop(v, "float") for v in _WEATHER)),
    key=("station", "at"),
)
COUNTED = Rel(
    "COUNTED",
    "Station",
    "Time",
    "sensor",
    (
        Prop("station"),
        Prop("at", "datetime"),
        Prop("direction"),
        Prop("classification"),
        Prop("volume", "int"),
    ),
    key=("station", "at", "direction", "classification"),
)
IN_REGION = Rel("IN_REGION", "Station", "Region", "sensor")
IN_DATASET = Rel("IN_DATASET", "Station", "Dataset", "sensor")
HEAD = Rel("HEAD", "Fact", "Entity", "event")
TAIL = Rel("TAIL", "Fact", "Entity", "event")
ON = Rel("ON", "Fact", "Day", "event")
INTERVAL_HEAD = Rel("HEAD", "IntervalFact", "IntervalEntity", "interval")
INTERVAL_TAIL = Rel("TAIL", "IntervalFact", "IntervalEntity", "interval")
# Each end hangs on the time layer at its own precision: a year on its Year, a month on its Month, a day on its
# Day (a year is one link, never 365); an open end has no ENDS.
STARTS_YEAR = Rel("STARTS", "IntervalFact", "Year", "interval")
STARTS_MONTH = Rel("STARTS", "IntervalFact", "Month", "interval")
STARTS_DAY = Rel("STARTS", "IntervalFact", "Day", "interval")
ENDS_YEAR = Rel("ENDS", "IntervalFact", "Year", "interval")
ENDS_MONTH = Rel("ENDS", "IntervalFact", "Month", "interval")
ENDS_DAY = Rel("ENDS", "IntervalFact", "Day", "interval")
SAME_AS = Rel("SAME_AS", "IntervalEntity", "Entity", "interval")  # only where a user said so

RELATIONSHIPS: tuple[Rel, ...] = (
    IN_YEAR,
    IN_MONTH,
    ON_DAY,
    DAY_NEXT,
    TIME_NEXT,
    OBSERVED,
    COUNTED,
    IN_REGION,
    IN_DATASET,
    HEAD,
    TAIL,
    ON,
    INTERVAL_HEAD,
    INTERVAL_TAIL,
    STARTS_YEAR,
    STARTS_MONTH,
    STARTS_DAY,
    ENDS_YEAR,
    ENDS_MONTH,
    ENDS_DAY,
    SAME_AS,
)

EMBEDDING_DIMENSIONS = 384  # all-MiniLM-L6-v2 (embedder.py)

INDEXES: tuple[Index, ...] = (
    # facts: the hot filters (entity as head or tail, relation, date) are denormalised onto Fact
    Index("fact_date", "Fact", ("date",)),
    Index("fact_head_date", "Fact", ("head", "date")),
    Index("fact_tail_date", "Fact", ("tail", "date")),
    Index("fact_relation_date", "Fact", ("relation", "date")),
    # "the facts of entity E under relation R in [d1, d2)", the event questions' window: one seek, not a scan of
    # a hub's facts of every relation (China as tail of "Make a visit": 4,811 hits against 82,644)
    Index("fact_head_relation_date", "Fact", ("head", "relation", "date")),
    Index("fact_tail_relation_date", "Fact", ("tail", "relation", "date")),
    # "station S in [t1, t2)" is one seek on the readings' own (station, at)
    Index("observed_station_at", "OBSERVED", ("station", "at")),
    Index("counted_station_at", "COUNTED", ("station", "at")),
    # interval facts: "the facts of (head, relation) by start", "(relation, tail) true in / started in / ended in
    # P" (a symmetric relation read from its other side too), "an entity's facts" (the first two, relation and
    # start_date only required to exist), and over one relation "true at T" (start_date <= T, then end_date >= T),
    # "started in P", "ended in P": each one range seek
    Index("interval_head_relation_start", "IntervalFact", ("head", "relation", "start_date")),
    Index("interval_tail_relation_start", "IntervalFact", ("tail", "relation", "start_date")),
    Index("interval_head_relation_end", "IntervalFact", ("head", "relation", "end_date")),
    Index("interval_tail_relation_end", "IntervalFact", ("tail", "relation", "end_date")),
    Index("interval_relation_start", "IntervalFact", ("relation", "start_date")),
    Index("interval_relation_end", "IntervalFact", ("relation", "end_date")),
    Index("interval_entity_dataset", "IntervalEntity", ("dataset",)),
    Index("station_region", "Station", ("region",)),
    Index("month_year", "Month", ("year", "month")),
    Index("entity_names", "Entity", ("name", "spellings"), "fulltext"),
    Index("entity_embedding", "Entity", ("embedding",), "vector", EMBEDDING_DIMENSIONS),
    Index("relation_embedding", "Relation", ("embedding",), "vector", EMBEDDING_DIMENSIONS),
    Index("fact_embedding", "Fact", ("embedding",), "vector", EMBEDDING_DIMENSIONS),
)

LABELS = {n.label: n for n in NODES}
TYPES = frozenset(r.type for r in RELATIONSHIPS)


def node(label: str) -> Node:
    return LABELS[label]


def rel_props(rel_type: str) -> tuple[str, ...]:
    """Every property a relationship type carries (NEXT and friends: none)."""
    return tuple(dict.fromkeys(p for r in RELATIONSHIPS if r.type == rel_type for p in r.names))


def index(name: str) -> Index:
    return next(i for i in INDEXES if i.name == name)


# -- generated text ---------------------------------------------------------------------------------
def _props(names: tuple[str, ...]) -> str:
    return "{" + ", ".join(names) + "}" if names else ""


def patterns() -> list[str]:
    """The graph as Cypher patterns, one per relationship type and endpoint pair, then the labels that
    stand alone: what the text-to-Cypher LLM is told (internal properties and labels left out)."""
    shown = {n.label: tuple(p.name for p in n.props if not p.internal) for n in NODES if not n.internal}
    out, described = [], set()
    for r in RELATIONSHIPS:
        ends = []
        for label in (r.start, r.end):
            ends.append(f"(:{label} {_props(shown[label])})" if label not in described else f"(:{label})")
            described.add(label)
        rel = f"[:{r.type} {_props(r.names)}]" if r.props else f"[:{r.type}]"
        out.append(f"{ends[0]}-{rel}->{ends[1]}")
    out += [f"(:{label} {_props(props)})" for label, props in shown.items() if label not in described]
    return out


_GROUP_TITLES = {
    "time": "time layer",
    "sensor": "sensors",
    "event": "events",
    "interval": "interval facts",
    "ingest": "ingest bookkeeping",
}


def _box(n: Node) -> str:
    props = ", ".join(f"{p.name}: {p.type}" for p in n.props if not p.internal)
    return f'{n.label}["{n.label}<br/>{props}"]'


def mermaid() -> str:
    """The diagram in docs/schema.md."""
    lines = ["```mermaid", "graph LR"]
    for group, title in _GROUP_TITLES.items():
        lines.append(f"  subgraph {title}")
        lines += [f"    {_box(n)}" for n in NODES if n.group == group]
        for r in RELATIONSHIPS:
            if r.group == group:
                label = f'"{r.type} {_props(r.names)}"' if r.props else r.type
                lines.append(f"    {r.start} -->|{label}| {r.end}")
        lines.append("  end")
    lines.append("```")
    return "\n".join(lines)


def tables() -> str:
    """Keys, properties and indexes per label and relationship type, for docs/schema.md."""
    lines = ["| label / type | key | properties | indexes |", "| --- | --- | --- | --- |"]
    for n in NODES:
        props = ", ".join(f"`{p.name}` {p.type}" for p in n.props).replace("|", " or ")
        idx = ", ".join(f"`{i.name}` {i.kind} ({', '.join(i.props)})" for i in INDEXES if i.on == n.label)
        lines.append(f"| `:{n.label}` | `{n.key}` (unique) | {props} | {idx} |")
    for r in RELATIONSHIPS:
        props = ", ".join(f"`{p.name}` {p.type}" for p in r.props)
        idx = ", ".join(f"`{i.name}` {i.kind} ({', '.join(i.props)})" for i in INDEXES if i.on == r.type)
        key = ", ".join(f"`{k}`" for k in r.key)
        lines.append(f"| `(:{r.start})-[:{r.type}]->(:{r.end})` | {key} | {props} | {idx} |")
    return "\n".join(lines)


BEGIN = "<!-- generated from src/chronorag/graph_model.py: `python -m chronorag.graph_model docs/schema.md` -->"
END = "<!-- end of generated part -->"


def generated_docs() -> str:
    return f"{BEGIN}\n{mermaid()}\n\n{tables()}\n{END}"


def with_generated_docs(text: str) -> str:
    """A page with its generated part (between BEGIN and END) replaced by the current model."""
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    return head + generated_docs() + tail


def main(argv: list[str]) -> None:
    for name in argv or ["docs/schema.md"]:
        path = Path(name)
        path.write_text(with_generated_docs(path.read_text(encoding="utf-8")), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
