"""Index-backed retrieval statements the strategies use. Windows are half-open: [start, end).

Readings are relationships `(:Station)-[:OBSERVED|COUNTED]->(:Time)` carrying `station` and `at`,
so "station S in [t1, t2)" is one seek on the composite relationship index (station, at).
Facts carry `head`, `tail`, `relation` and `date`, each backed by a composite (x, date) index.
"""

from chronorag.cypher.base import Cypher
from chronorag.cypher.evidence import COUNT_ID, FACT_ID, READING_ID
from chronorag.graph_model import OBSERVED

_READING_FIELDS = f"{READING_ID} AS id, " + ", ".join(f"r.{p} AS {p}" for p in OBSERVED.names)

STATION_READINGS = Cypher(
    "station_readings",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    f"RETURN {_READING_FIELDS} ORDER BY r.at",
)

REGION_READINGS = Cypher(
    "region_readings",
    "MATCH (s:Station) WHERE s.region = $region "
    "CALL (s) { MATCH (:Station)-[r:OBSERVED]->(:Time) "
    "  WHERE r.station = s.name AND r.at >= $start AND r.at < $end RETURN r } "
    f"RETURN {_READING_FIELDS} ORDER BY r.at, r.station",
)

STATION_COUNTS = Cypher(
    "station_counts",
    "MATCH (:Station)-[r:COUNTED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    "AND ($direction IS NULL OR r.direction = $direction) "
    f"RETURN {COUNT_ID} AS id, r.station AS station, r.at AS at, r.direction AS direction, "
    "r.classification AS classification, r.volume AS volume ORDER BY r.at, r.direction",
)

# Facts come back as one record holding their list, [id, head, relation, tail, 'YYYY-MM-DD'] each, in the
# order of the rows collected: a record per fact costs the driver ~80 us of CPU (a 68-fact window took 6.3 ms
# as rows, 1.7 ms as one list; `graph.retrieval.fact_rows` reads it back).
FACT_LIST = f"collect([{FACT_ID}, f.head, f.relation, f.tail, toString(f.date)]) AS facts"


def _window(relation: bool) -> str:
    """Facts of $entity in [$start, $end) as head, tail or either ($position: 'head', 'tail', 'any'): two seeks,
    on (head, date) and (tail, date), or with $relation on (head, relation, date) and (tail, relation, date),
    instead of one scan of a hub's facts."""
    rel = "AND f.relation = $relation " if relation else ""
    return (
        "CALL () { "
        f"  MATCH (f:Fact) WHERE f.head = $entity {rel}AND f.date >= $start AND f.date < $end "
        "    AND $position IN ['head', 'any'] RETURN f "
        "  UNION "
        f"  MATCH (f:Fact) WHERE f.tail = $entity {rel}AND f.date >= $start AND f.date < $end "
        "    AND $position IN ['tail', 'any'] RETURN f "
        "} "
    )


ENTITY_WINDOW = _window(relation=False)
_OTHER = "($other IS NULL OR f.head = $other OR f.tail = $other)"  # the second entity, when one is given
_ORDER = "ORDER BY f.date, f.head, f.relation, f.tail"

# Any relation, or one ($relation); `other` may be null (any).
ENTITY_FACTS = Cypher(
    "entity_facts", f"{ENTITY_WINDOW}WITH f WHERE {_OTHER} WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}"
)
ENTITY_RELATION_FACTS = Cypher(
    "entity_relation_facts",
    f"{_window(relation=True)}WITH f WHERE {_OTHER} WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}",
)

FACTS_IN_PERIOD = Cypher(
    "facts_in_period",
    "MATCH (f:Fact) WHERE f.date >= $start AND f.date < $end "
    "AND ($relation IS NULL OR f.relation = $relation) "
    f"WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}",
)


def _extreme(name: str, aggregate: str, relation: bool) -> Cypher:
    """All facts on the earliest (latest) date that matches the filter, ties included."""
    return Cypher(
        name,
        f"{_window(relation)}WITH f WHERE {_OTHER} "
        f"WITH {aggregate}(f.date) AS d, collect(f) AS fs UNWIND fs AS f WITH f WHERE f.date = d "
        f"WITH f ORDER BY f.head, f.relation, f.tail RETURN {FACT_LIST}",
    )


# A reference event ("after A visited B"): the facts on its first and on its last day, in one query.
FIRST_AND_LAST_RELATION_FACTS = Cypher(
    "first_and_last_relation_facts",
    f"{_window(relation=True)}WITH f WHERE {_OTHER} "
    "WITH min(f.date) AS lo, max(f.date) AS hi, collect(f) AS fs UNWIND fs AS f WITH f WHERE f.date IN [lo, hi] "
    f"WITH f {_ORDER} RETURN {FACT_LIST}",
)

FIRST_FACTS = _extreme("first_facts", "min", relation=False)
LAST_FACTS = _extreme("last_facts", "max", relation=False)
FIRST_RELATION_FACTS = _extreme("first_relation_facts", "min", relation=True)
LAST_RELATION_FACTS = _extreme("last_relation_facts", "max", relation=True)

LARGEST_HUB = Cypher(
    "largest_hub",
    "MATCH (e:Entity) RETURN e.name AS name, COUNT { (e)<-[:HEAD|TAIL]-() } AS facts ORDER BY facts DESC LIMIT 1",
)

STATION_GRID = Cypher(
    "station_grid",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station = $station AND r.at >= $at "
    "RETURN r.at AS at ORDER BY r.at LIMIT 2",
)

PLACES = Cypher(
    "places",
    "MATCH (s:Station) OPTIONAL MATCH (s)-[:IN_REGION]->(g:Region) "
    "OPTIONAL MATCH (s)-[:IN_DATASET]->(d:Dataset) "
    "WITH s, g, collect(DISTINCT d.kind) AS kinds "
    "RETURN s.name AS station, g.name AS region, coalesce(s.tz, 'UTC') AS tz, "
    "coalesce(head(kinds), 'weather') AS kind ORDER BY station",
)

# What the graph holds for a place (a station, a county's stations, a counter or one of its directions):
# its first and last reading, named in the reason of a "no answer" that missing readings decide.
PLACE_READING_SPAN = Cypher(
    "place_reading_span",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station IN $stations RETURN min(r.at) AS first, max(r.at) AS last",
)

PLACE_COUNT_SPAN = Cypher(
    "place_count_span",
    "MATCH (:Station)-[r:COUNTED]->(:Time) WHERE r.station = $station "
    "AND ($direction IS NULL OR r.direction = $direction) RETURN min(r.at) AS first, max(r.at) AS last",
)

READING_SPAN = Cypher(
    "reading_span",
    "MATCH (t:Time) RETURN min(t.at) AS first, max(t.at) AS last",
)

# "Heavy traffic" = at or above the counter-direction's 90th percentile of volume over the year.
COUNT_PERCENTILE = Cypher(
    "count_percentile",
    "MATCH (:Station)-[r:COUNTED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    "AND ($direction IS NULL OR r.direction = $direction) AND r.volume IS NOT NULL "
    "RETURN percentileCont(r.volume, $percentile) AS threshold, count(r) AS n",
)

COUNT_GRID = Cypher(
    "count_grid",
    "MATCH (:Station)-[r:COUNTED]->(:Time) WHERE r.station = $station AND r.at >= $at "
    "RETURN DISTINCT r.at AS at ORDER BY at LIMIT 2",
)

DATASET_STATIONS = Cypher(
    "dataset_stations",
    "MATCH (d:Dataset) OPTIONAL MATCH (d)<-[:IN_DATASET]-(s:Station) "
    "RETURN d.name AS dataset, collect(s.name) AS stations",
)

# One station's (or counter direction's) raw series, for scoring a question about it (index seek on
# the readings' station, so `eval run` starts scoring without reading the whole dataset first).
# Instants come back as epoch seconds: the driver's datetime hydration cost ~90 us a row.
STATION_SERIES = Cypher(
    "station_series",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station = $station "
    "RETURN r.at.epochSeconds AS t, r.rain AS value ORDER BY t",
)

COUNTER_SERIES = Cypher(
    "counter_series",
    "MATCH (s:Station)-[r:COUNTED]->(:Time) WHERE r.station = $station AND r.direction = $direction "
    "RETURN r.at.epochSeconds AS t, r.volume AS value, coalesce(s.tz, 'UTC') AS tz ORDER BY t",
)

COUNTERS = Cypher(
    "counters",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:COUNTED]->(:Time) "
    "RETURN DISTINCT s.name AS station, r.direction AS direction",
)

DATASET_READINGS = Cypher(
    "dataset_readings",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:OBSERVED]->(:Time) "
    f"RETURN r.station AS station, r.at AS at, r.rain AS rain, {READING_ID} AS id ORDER BY station, at",
)

DATASET_COUNTS = Cypher(
    "dataset_counts",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:COUNTED]->(:Time) "
    "RETURN r.station AS station, r.direction AS direction, r.at AS at, r.volume AS volume, "
    f"{COUNT_ID} AS id, coalesce(s.tz, 'UTC') AS tz ORDER BY station, direction, at",
)

# The first and last day with any fact (two index-backed ordered reads).
FACT_SPAN = Cypher(
    "fact_span",
    "CALL () { MATCH (f:Fact) WHERE f.date IS NOT NULL RETURN f.date AS first ORDER BY f.date LIMIT 1 } "
    "CALL () { MATCH (f:Fact) WHERE f.date IS NOT NULL RETURN f.date AS last ORDER BY f.date DESC LIMIT 1 } "
    "RETURN first, last",
)

ALL_FACTS = Cypher(
    "all_facts",
    "MATCH (f:Fact) RETURN f.head AS head, f.relation AS relation, f.tail AS tail, f.date AS date",
)
