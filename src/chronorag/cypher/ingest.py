"""Bulk-write statements: batched UNWIND with MERGE on natural keys, so re-runs never duplicate."""

from chronorag.cypher.base import Cypher
from chronorag.graph_model import OBSERVED

MERGE_DATASET = Cypher(
    "merge_dataset",
    "MERGE (d:Dataset {name: $name}) ON CREATE SET d.kind = $kind, d.created = datetime() SET d.source = $source",
    mode="write",
)

# A place is one node however many datasets load it: it belongs to each of them (an IN_DATASET link and
# a name in `datasets`), and loading it under a second dataset never takes it out of the first.
MERGE_STATIONS = Cypher(
    "merge_stations",
    "UNWIND $rows AS row "
    "MERGE (s:Station {name: row.name}) "
    "SET s += row.props, s.datasets = CASE WHEN $dataset IN coalesce(s.datasets, []) THEN s.datasets "
    "ELSE coalesce(s.datasets, []) + $dataset END "
    "REMOVE s.dataset "
    "WITH s, row MATCH (d:Dataset {name: $dataset}) MERGE (s)-[:IN_DATASET]->(d) "
    "WITH s, row WHERE row.region IS NOT NULL "
    "MERGE (r:Region {name: row.region}) ON CREATE SET r.kind = row.region_kind "
    "MERGE (s)-[:IN_REGION]->(r)",
    mode="write",
)

# Instants travel as epoch seconds (`row.t`): packing tz-aware datetimes costs the Python driver
# ~35 us each, ten times the rest of a row. Setting null leaves a missing value absent, never 0.
# A reading is created only where the (station, time) pair has none; the rows that found one come
# back with the stored values, so the loader can tell a duplicate (same values: skipped) from a
# conflict (other values: rejected) and the graph never silently keeps one of two values. The pair
# is matched by expanding from the Time node (a few dozen readings at most), not through the
# (station, at) relationship index, which degraded to a long index walk inside large write
# transactions on a fresh store (seen at ~120k readings). The properties go in as one map on CREATE
# (null entries are left out, as SET null would): the server spent ~20% less CPU than CREATE + SET.
_WEATHER_VALUES = ", ".join(f"{v}: row.{v}" for v in OBSERVED.values)
_STORED_WEATHER = ", ".join(f".{v}" for v in OBSERVED.values)
CREATE_NEW_WEATHER = Cypher(
    "create_new_weather_readings",
    "UNWIND $rows AS row "
    "WITH row, datetime({epochSeconds: row.t}) AS at "
    "MATCH (s:Station {name: row.station}) "
    "MATCH (t:Time {at: at}) "
    "OPTIONAL MATCH (s)-[old:OBSERVED]->(t) "
    "CALL (row, s, t, at, old) { "
    "  WITH * WHERE old IS NULL "
    f"  CREATE (s)-[:OBSERVED {{station: row.station, at: at, {_WEATHER_VALUES}}}]->(t) "
    "} "
    "WITH row, old WHERE old IS NOT NULL "
    f"RETURN row, old {{{_STORED_WEATHER}}} AS old",
    mode="write",
)

CREATE_NEW_TRAFFIC = Cypher(
    "create_new_traffic_readings",
    "UNWIND $rows AS row "
    "WITH row, datetime({epochSeconds: row.t}) AS at "
    "MATCH (s:Station {name: row.station}) "
    "MATCH (t:Time {at: at}) "
    "OPTIONAL MATCH (s)-[old:COUNTED {direction: row.direction, classification: row.classification}]->(t) "
    "CALL (row, s, t, at, old) { "
    "  WITH * WHERE old IS NULL "
    "  CREATE (s)-[:COUNTED {direction: row.direction, classification: row.classification, station: row.station, "
    "  at: at, volume: row.volume}]->(t) "
    "} "
    "WITH row, old WHERE old IS NOT NULL "
    "RETURN row, old {.volume} AS old",
    mode="write",
)

MERGE_ENTITIES = Cypher(
    "merge_entities",
    "UNWIND $rows AS row "
    "MERGE (e:Entity {name: row.name}) "
    "SET e.spellings = CASE WHEN row.spelling IN coalesce(e.spellings, []) THEN e.spellings "
    "ELSE coalesce(e.spellings, []) + row.spelling END",
    mode="write",
)

MERGE_RELATIONS = Cypher(
    "merge_relations",
    "UNWIND $rows AS row "
    "MERGE (r:Relation {name: row.name}) "
    "SET r.spellings = CASE WHEN row.spelling IN coalesce(r.spellings, []) THEN r.spellings "
    "ELSE coalesce(r.spellings, []) + row.spelling END",
    mode="write",
)

# A fact is created with its three links only when its key is new: idempotent without MERGE on
# relationships, which keeps re-runs and overlapping files cheap. The rows whose fact existed come
# back (a duplicate of a fact already loaded).
CREATE_NEW_FACTS = Cypher(
    "create_new_facts",
    "UNWIND $rows AS row "
    "OPTIONAL MATCH (existing:Fact {key: row.key}) "
    "CALL (row, existing) { "
    "  WITH row WHERE existing IS NULL "
    "  MATCH (h:Entity {name: row.head}) "
    "  MATCH (t:Entity {name: row.tail}) "
    "  MATCH (d:Day {date: row.date}) "
    "  CREATE (f:Fact {key: row.key, head: row.head, relation: row.relation, tail: row.tail, "
    "  date: row.date, dataset: $dataset}) "
    "  CREATE (f)-[:HEAD]->(h), (f)-[:TAIL]->(t), (f)-[:ON]->(d) "
    "} "
    "WITH row, existing WHERE existing IS NOT NULL "
    "RETURN row, {} AS old",
    mode="write",
)

READ_CHECKPOINT = Cypher(
    "read_checkpoint",
    "MATCH (c:IngestFile {key: $key}) RETURN c.line AS line, c.status AS status, c.read AS read, "
    "c.loaded AS loaded, c.rejected AS rejected, c.skipped AS skipped, c.missing AS missing, "
    "c.first AS first, c.last AS last",
)

WRITE_CHECKPOINT = Cypher(
    "write_checkpoint",
    "MERGE (c:IngestFile {key: $key}) "
    "SET c.path = $path, c.dataset = $dataset, c.line = $line, c.status = $status, c.read = $read, "
    "c.loaded = $loaded, c.rejected = $rejected, c.skipped = $skipped, c.missing = $missing, "
    "c.first = $first, c.last = $last, c.updated = datetime()",
    mode="write",
)

# -- interval facts ---------------------------------------------------------------------------------
# An interval entity is keyed by dataset and name (`yago11k:China`): it never merges with the event KG's Entity.
MERGE_INTERVAL_ENTITIES = Cypher(
    "merge_interval_entities",
    "UNWIND $rows AS row "
    "MERGE (e:IntervalEntity {key: row.key}) "
    "ON CREATE SET e.dataset = $dataset, e.name = row.name, e.bare_name = row.bare_name, "
    "e.disambiguator = row.disambiguator "
    "SET e.spellings = CASE WHEN row.spelling IN coalesce(e.spellings, []) THEN e.spellings "
    "ELSE coalesce(e.spellings, []) + row.spelling END",
    mode="write",
)


def _hang(rel: str, parts: str, precision: str) -> str:
    """Link the fact to the time unit of one end at that end's precision: its Year, its Month or its Day. Dates
    are built here from integers (`row.s`: year, month, day), so a BC year never passes through Python."""
    unit = {
        "year": f"(u:Year {{year: {parts}[0]}})",
        "month": f"(u:Month {{start: date({{year: {parts}[0], month: {parts}[1], day: 1}})}})",
        "day": f"(u:Day {{date: date({{year: {parts}[0], month: {parts}[1], day: {parts}[2]}})}})",
    }
    return " ".join(
        f"CALL (f, row) {{ WITH * WHERE {precision} = '{p}' MATCH {pattern} CREATE (f)-[:{rel}]->(u) }}"
        for p, pattern in unit.items()
    )


# Created with its links only when its key is new (as CREATE_NEW_FACTS); the rows whose fact existed come back.
# `row.s` is the first day the start may be and `row.e` the last day the end may be, as [year, month, day]; an
# open end (`row.e` null) gets no end property and no ENDS link.
CREATE_NEW_INTERVAL_FACTS = Cypher(
    "create_new_interval_facts",
    "UNWIND $rows AS row "
    "OPTIONAL MATCH (existing:IntervalFact {key: row.key}) "
    "CALL (row, existing) { "
    "  WITH row WHERE existing IS NULL "
    "  MATCH (h:IntervalEntity {key: row.head_key}) "
    "  MATCH (t:IntervalEntity {key: row.tail_key}) "
    "  CREATE (f:IntervalFact {key: row.key, dataset: $dataset, head: row.head, relation: row.relation, "
    "  tail: row.tail, kind: row.kind, symmetric: row.symmetric, span: row.span, "
    "  start: row.start, start_precision: row.start_precision, start_year: row.s[0], "
    "  start_date: date({year: row.s[0], month: row.s[1], day: row.s[2]}), "
    "  end: row.end, end_precision: row.end_precision, end_year: row.e[0], "
    "  end_date: CASE WHEN row.e IS NULL THEN null ELSE date({year: row.e[0], month: row.e[1], day: row.e[2]}) END}) "
    "  CREATE (f)-[:HEAD]->(h), (f)-[:TAIL]->(t) "
    "  WITH f, row "
    f"  {_hang('STARTS', 'row.s', 'row.start_precision')} "
    f"  {_hang('ENDS', 'row.e', 'row.end_precision')} "
    "} "
    "WITH row, existing WHERE existing IS NOT NULL "
    "RETURN row, {} AS old",
    mode="write",
)

# The days the dataset's facts hang on, as [year, month, day] (never a date: it may be BC), AD only: the
# loader relinks the Day NEXT chain across them.
INTERVAL_DAY_SPAN = Cypher(
    "interval_day_span",
    "MATCH (f:IntervalFact)-[:STARTS|ENDS]->(d:Day) WHERE f.dataset = $dataset AND d.date >= date('0001-01-01') "
    "WITH min(d.date) AS lo, max(d.date) AS hi WHERE lo IS NOT NULL "
    "RETURN [lo.year, lo.month, lo.day] AS first, [hi.year, hi.month, hi.day] AS last",
)

# SAME_AS only where a user says two entities are one: every interval entity of the dataset and the event KG's
# Entity of exactly its name, or listed pairs (interval entity name -> Entity name). Idempotent (MERGE).
LINK_SAME_NAMES = Cypher(
    "link_same_names",
    "MATCH (i:IntervalEntity) WHERE i.dataset = $dataset "
    "MATCH (e:Entity {name: i.name}) MERGE (i)-[:SAME_AS]->(e) RETURN count(*) AS linked",
    mode="write",
)

LINK_SAME_PAIRS = Cypher(
    "link_same_pairs",
    "UNWIND $pairs AS pair "
    "OPTIONAL MATCH (i:IntervalEntity {key: pair.key}) "
    "OPTIONAL MATCH (e:Entity {name: pair.entity}) "
    "CALL (i, e) { WITH * WHERE i IS NOT NULL AND e IS NOT NULL MERGE (i)-[:SAME_AS]->(e) } "
    "RETURN pair.name AS name, pair.entity AS entity, i IS NOT NULL AS found, e IS NOT NULL AS entity_found",
    mode="write",
)
