"""Constraints and indexes of the whole graph model (docs/schema.md explains each).

All statements use IF NOT EXISTS, so applying the schema is idempotent.
"""

from chronorag.cypher.base import Cypher


def _w(name: str, text: str) -> Cypher:
    return Cypher(name, text, mode="write")


CONSTRAINTS: tuple[Cypher, ...] = (
    # time layer: one node per year, month, day, instant
    _w("year_key", "CREATE CONSTRAINT year_key IF NOT EXISTS FOR (n:Year) REQUIRE n.year IS UNIQUE"),
    _w("month_key", "CREATE CONSTRAINT month_key IF NOT EXISTS FOR (n:Month) REQUIRE n.start IS UNIQUE"),
    _w("day_key", "CREATE CONSTRAINT day_key IF NOT EXISTS FOR (n:Day) REQUIRE n.date IS UNIQUE"),
    _w("time_key", "CREATE CONSTRAINT time_key IF NOT EXISTS FOR (n:Time) REQUIRE n.at IS UNIQUE"),
    # event KG
    _w("entity_key", "CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (n:Entity) REQUIRE n.name IS UNIQUE"),
    _w("relation_key", "CREATE CONSTRAINT relation_key IF NOT EXISTS FOR (n:Relation) REQUIRE n.name IS UNIQUE"),
    _w("fact_key", "CREATE CONSTRAINT fact_key IF NOT EXISTS FOR (n:Fact) REQUIRE n.key IS UNIQUE"),
    # sensor KG
    _w("station_key", "CREATE CONSTRAINT station_key IF NOT EXISTS FOR (n:Station) REQUIRE n.name IS UNIQUE"),
    _w("region_key", "CREATE CONSTRAINT region_key IF NOT EXISTS FOR (n:Region) REQUIRE n.name IS UNIQUE"),
    _w("dataset_key", "CREATE CONSTRAINT dataset_key IF NOT EXISTS FOR (n:Dataset) REQUIRE n.name IS UNIQUE"),
    # ingest checkpoints
    _w("ingest_file_key", "CREATE CONSTRAINT ingest_file_key IF NOT EXISTS FOR (n:IngestFile) REQUIRE n.key IS UNIQUE"),
)

INDEXES: tuple[Cypher, ...] = (
    # facts: the hot filters (entity as head or tail, relation, date) are denormalised onto Fact
    _w("fact_date", "CREATE INDEX fact_date IF NOT EXISTS FOR (n:Fact) ON (n.date)"),
    _w("fact_head_date", "CREATE INDEX fact_head_date IF NOT EXISTS FOR (n:Fact) ON (n.head, n.date)"),
    _w("fact_tail_date", "CREATE INDEX fact_tail_date IF NOT EXISTS FOR (n:Fact) ON (n.tail, n.date)"),
    _w("fact_relation_date", "CREATE INDEX fact_relation_date IF NOT EXISTS FOR (n:Fact) ON (n.relation, n.date)"),
    # sensor readings are relationships Station -> Time; station/at are copied onto them
    _w(
        "observed_station_at",
        "CREATE INDEX observed_station_at IF NOT EXISTS FOR ()-[r:OBSERVED]-() ON (r.station, r.at)",
    ),
    _w(
        "counted_station_at", "CREATE INDEX counted_station_at IF NOT EXISTS FOR ()-[r:COUNTED]-() ON (r.station, r.at)"
    ),
    _w("station_region", "CREATE INDEX station_region IF NOT EXISTS FOR (n:Station) ON (n.region)"),
    _w("month_year", "CREATE INDEX month_year IF NOT EXISTS FOR (n:Month) ON (n.year, n.month)"),
)

FULLTEXT_INDEXES: tuple[Cypher, ...] = (
    _w("entity_names", "CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (n:Entity) ON EACH [n.name, n.spellings]"),
)

ALL: tuple[Cypher, ...] = CONSTRAINTS + INDEXES + FULLTEXT_INDEXES
