"""Bulk-write statements: batched UNWIND with MERGE on natural keys, so re-runs never duplicate."""

from chronorag.cypher.base import Cypher

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
# The MERGE matches on the (station, time) node pair by expanding from the Time node (a few
# dozen readings at most), not through the (station, at) relationship index: on a fresh store that
# seek degraded to a long index walk inside large write transactions (seen at ~120k readings).
MERGE_WEATHER = Cypher(
    "merge_weather_readings",
    "UNWIND $rows AS row "
    "WITH row, datetime({epochSeconds: row.t}) AS at "
    "MATCH (s:Station {name: row.station}) "
    "MATCH (t:Time {at: at}) "
    "MERGE (s)-[r:OBSERVED]->(t) "
    "SET r.station = row.station, r.at = at, r.rain = row.rain, r.temp = row.temp, r.rhum = row.rhum, r.msl = row.msl, "
    "r.wdsp = row.wdsp, r.wddir = row.wddir, r.rain_period_h = row.rain_period_h",
    mode="write",
)

MERGE_TRAFFIC = Cypher(
    "merge_traffic_readings",
    "UNWIND $rows AS row "
    "WITH row, datetime({epochSeconds: row.t}) AS at "
    "MATCH (s:Station {name: row.station}) "
    "MATCH (t:Time {at: at}) "
    "MERGE (s)-[r:COUNTED {direction: row.direction, classification: row.classification}]->(t) "
    "SET r.station = row.station, r.at = at, r.volume = row.volume",
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
# relationships, which keeps re-runs and overlapping files cheap.
CREATE_NEW_FACTS = Cypher(
    "create_new_facts",
    "UNWIND $rows AS row "
    "OPTIONAL MATCH (existing:Fact {key: row.key}) "
    "WITH row WHERE existing IS NULL "
    "MATCH (h:Entity {name: row.head}) "
    "MATCH (t:Entity {name: row.tail}) "
    "MATCH (d:Day {date: row.date}) "
    "CREATE (f:Fact {key: row.key, head: row.head, relation: row.relation, tail: row.tail, "
    "date: row.date, dataset: $dataset}) "
    "CREATE (f)-[:HEAD]->(h), (f)-[:TAIL]->(t), (f)-[:ON]->(d)",
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
