"""SAME_AS: an interval entity and the event graph's Entity a user says are one (they never merge by themselves).

Interval entities are keyed by dataset and name, so YAGO's `China` and ICEWS's `China` are two nodes and no
ICEWS query changes when YAGO is loaded beside it. `chronorag ingest ... --same-as-entities` links every interval
entity of the dataset to the Entity of exactly its name; `--same-as FILE` links the pairs a CSV lists (columns
`name`: the interval entity, `entity`: the event graph's). Both are idempotent, and can be run again after the
other graph is loaded (a file already loaded is skipped, the links are made).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from chronorag.cypher import ingest as q
from chronorag.graph.connection import GraphClient
from chronorag.ingest.online_writer import entity_key


class SameAsFileError(ValueError):
    """A pairs file that cannot be read; the message says why."""


@dataclass
class PairsLinked:
    linked: int = 0
    missing: list[str] = field(default_factory=list)  # `name -> entity` pairs with a side not in the graph


def link_same_names(client: GraphClient, dataset: str) -> int:
    """Link each interval entity of `dataset` to the Entity of exactly its name; returns how many are linked."""
    return int(client.write(q.LINK_SAME_NAMES, {"dataset": dataset})[0]["linked"])


def read_pairs(path: Path) -> list[tuple[str, str]]:
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise SameAsFileError(f"{path}: {exc}") from None
    if rows and not {"name", "entity"} <= set(rows[0]):
        raise SameAsFileError(f"{path}: want the columns name (the interval entity) and entity (the event graph's)")
    return [(row["name"].strip(), row["entity"].strip()) for row in rows if row["name"] and row["entity"]]


def link_pairs(client: GraphClient, dataset: str, pairs: list[tuple[str, str]]) -> PairsLinked:
    """Link the listed pairs; a pair whose interval entity or Entity is not in the graph is named, not linked."""
    rows = [{"key": entity_key(dataset, name), "name": name, "entity": entity} for name, entity in pairs]
    out = PairsLinked()
    for row in client.write(q.LINK_SAME_PAIRS, {"pairs": rows}) if rows else []:
        if row["found"] and row["entity_found"]:
            out.linked += 1
        else:
            missing = "" if row["found"] else f"no {dataset} entity {row['name']!r}"
            missing += ("; " if missing else "") + ("" if row["entity_found"] else f"no Entity {row['entity']!r}")
            out.missing.append(f"{row['name']} -> {row['entity']}: {missing}")
    return out
