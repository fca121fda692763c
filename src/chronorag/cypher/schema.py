"""Constraints and indexes of the whole graph model, generated from graph_model (docs/schema.md explains each).

All statements use IF NOT EXISTS, so applying the schema is idempotent.
"""

from chronorag.cypher.base import Cypher
from chronorag.graph_model import INDEXES as MODEL_INDEXES
from chronorag.graph_model import NODES, TYPES, Index, Node


def _w(name: str, text: str) -> Cypher:
    return Cypher(name, text, mode="write")


def _constraint(n: Node) -> Cypher:
    return _w(
        n.constraint, f"CREATE CONSTRAINT {n.constraint} IF NOT EXISTS FOR (n:{n.label}) REQUIRE n.{n.key} IS UNIQUE"
    )


def _target(i: Index) -> str:
    return f"()-[r:{i.on}]-()" if i.on in TYPES else f"(n:{i.on})"


def _index(i: Index) -> Cypher:
    var = "r" if i.on in TYPES else "n"
    props = ", ".join(f"{var}.{p}" for p in i.props)
    if i.kind == "fulltext":
        return _w(i.name, f"CREATE FULLTEXT INDEX {i.name} IF NOT EXISTS FOR {_target(i)} ON EACH [{props}]")
    if i.kind == "vector":
        return _w(
            i.name,
            f"CREATE VECTOR INDEX {i.name} IF NOT EXISTS FOR {_target(i)} ON {props} "
            f"OPTIONS {{indexConfig: {{`vector.dimensions`: {i.dimensions}, `vector.similarity_function`: 'cosine'}}}}",
        )
    return _w(i.name, f"CREATE INDEX {i.name} IF NOT EXISTS FOR {_target(i)} ON ({props})")


CONSTRAINTS: tuple[Cypher, ...] = tuple(_constraint(n) for n in NODES)
INDEXES: tuple[Cypher, ...] = tuple(_index(i) for i in MODEL_INDEXES if i.kind == "range")
FULLTEXT_INDEXES: tuple[Cypher, ...] = tuple(_index(i) for i in MODEL_INDEXES if i.kind == "fulltext")
# Created by `chronorag embed` (graph/vectors.py), once there are vectors to index.
VECTOR_INDEXES: tuple[Cypher, ...] = tuple(_index(i) for i in MODEL_INDEXES if i.kind == "vector")

ALL: tuple[Cypher, ...] = CONSTRAINTS + INDEXES + FULLTEXT_INDEXES
