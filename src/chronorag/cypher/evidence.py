"""Cypher for looking at an answer's evidence in Neo4j Browser (shown to the user, not run here).

Evidence is selected by natural keys, never by `elementId` (which changes with a restore, a copy
or an Aura pause): a reading by its station and hour (and, for a traffic count, its direction
and classification), a fact by its `key` property (a hash of head, relation, tail and date), an interval
fact by its own `key` (a hash of dataset, head, relation, tail, start and end).
The keys are written into the query as literals, because the Browser link carries one statement
and no parameters; every string is escaped.
"""

from __future__ import annotations

import re

from chronorag.graph_model import COUNTED, FACT, OBSERVED, Rel

SEPARATOR = "@"


def _id(rel: Rel) -> str:
    """The Cypher expression of a reading's id: its natural key's parts (graph_model) joined by '@'."""
    parts = [f"toString(r.{k})" if rel.prop(k).type != "string" else f"r.{k}" for k in rel.key]
    return f" + '{SEPARATOR}' + ".join(parts)


# What `id` means for each kind of row; the retrieval statements return these.
READING_ID = _id(OBSERVED)  # STATION@2017-03-05T15:00:00Z
COUNT_ID = _id(COUNTED)  # STATION@AT@DIRECTION@CLASSIFICATION
FACT_ID = f"f.{FACT.key}"


_ID = re.compile(rf"(.+){SEPARATOR}(\d{{4}}-\d\d-\d\dT[^{SEPARATOR}]+)(?:{SEPARATOR}(.*){SEPARATOR}([^{SEPARATOR}]*))?")


def id_parts(rid: str) -> list[str]:
    """A reading id split back into its key's parts: [station, at] for a weather reading, [station, at,
    direction, classification] for a traffic count (a station name may hold an '@'); [] if it is not one."""
    match = _ID.fullmatch(rid)
    return [part for part in match.groups() if part is not None] if match else []


def readings_subgraph(ids: list[str]) -> str:
    """Exactly these readings (ids `STATION@AT` or `STATION@AT@DIRECTION@CLASS`), with times and days."""
    keys = ", ".join("[" + ", ".join(_quoted(part) for part in id_parts(i)) + "]" for i in ids)
    return (
        f"UNWIND [{keys}] AS k "
        "MATCH p = (s:Station {name: k[0]})-[r:OBSERVED|COUNTED]->(t:Time {at: datetime(k[1])})-[:ON_DAY]->(:Day) "
        "WHERE size(k) = 2 OR (r.direction = k[2] AND r.classification = k[3]) "
        "RETURN p"
    )


def facts_subgraph(keys: list[str]) -> str:
    """Exactly these facts (by `key`) with their head and tail entities and days."""
    return (
        f"MATCH p = (:Entity)<-[:HEAD]-(f:Fact)-[:TAIL]->(:Entity) WHERE f.key IN [{', '.join(map(_quoted, keys))}] "
        "MATCH d = (f)-[:ON]->(:Day) RETURN p, d"
    )


def intervals_subgraph(keys: list[str]) -> str:
    """Exactly these interval facts (by `key`) with their head and tail entities and the Year, Month or Day each
    end hangs on."""
    return (
        "MATCH p = (:IntervalEntity)<-[:HEAD]-(f:IntervalFact)-[:TAIL]->(:IntervalEntity) "
        f"WHERE f.key IN [{', '.join(map(_quoted, keys))}] "
        "MATCH t = (f)-[:STARTS|ENDS]->() RETURN p, t"
    )


def _quoted(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
