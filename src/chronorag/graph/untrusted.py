"""Vetting Cypher written by an LLM or a user before it runs: the server's plan, against allow lists.

A read transaction already stops writes, but it does not stop `LOAD CSV FROM 'http://...'`,
`CALL apoc.load.json(...)` (data leaving the machine) or `TERMINATE TRANSACTIONS` (other sessions'
work). So every untrusted statement is first EXPLAINed; each operator of its plan must be a read
operator and each procedure it calls must be on the allow list, else it is refused with the
reason. The server configuration blocks the same things again (local server and compose: no
file URLs for LOAD CSV, every address on the Cypher IP block list).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

# Operators of read-only plans (Neo4j 5 slotted/pipelined runtimes). Anything else is refused.
READ_OPERATORS = frozenset(
    """
    ProduceResults Argument Filter Projection Limit ExhaustiveLimit Skip Sort PartialSort Top PartialTop
    Distinct OrderedDistinct EagerAggregation OrderedAggregation Aggregation Unwind Union OrderedUnion Eager
    CacheProperties Optional Apply SemiApply AntiSemiApply LetSemiApply LetAntiSemiApply SelectOrSemiApply
    SelectOrAntiSemiApply LetSelectOrSemiApply LetSelectOrAntiSemiApply RollUpApply ConditionalApply
    AntiConditionalApply CartesianProduct NodeHashJoin ValueHashJoin NodeLeftOuterHashJoin
    NodeRightOuterHashJoin TriadicSelection TriadicBuild TriadicFilter AssertSameNode AssertSameRelationship
    ProjectEndpoints Anti EmptyResult NullifyMetadata ShortestPath StatefulShortestPath Repeat Trail
    AllNodesScan NodeByLabelScan UnionNodeByLabelsScan IntersectionNodeByLabelsScan SubtractionNodeByLabelsScan
    NodeByIdSeek NodeByElementIdSeek NodeIndexSeek NodeUniqueIndexSeek NodeIndexSeekByRange
    NodeUniqueIndexSeekByRange NodeIndexScan NodeIndexContainsScan NodeIndexEndsWithScan MultiNodeIndexSeek
    AssertingMultiNodeIndexSeek NodeCountFromCountStore RelationshipCountFromCountStore
    DirectedRelationshipIndexSeek UndirectedRelationshipIndexSeek DirectedRelationshipIndexScan
    UndirectedRelationshipIndexScan DirectedRelationshipIndexSeekByRange UndirectedRelationshipIndexSeekByRange
    DirectedRelationshipIndexContainsScan UndirectedRelationshipIndexContainsScan
    DirectedRelationshipIndexEndsWithScan UndirectedRelationshipIndexEndsWithScan
    DirectedRelationshipUniqueIndexSeek UndirectedRelationshipUniqueIndexSeek
    DirectedRelationshipUniqueIndexSeekByRange UndirectedRelationshipUniqueIndexSeekByRange
    DirectedRelationshipTypeScan UndirectedRelationshipTypeScan DirectedAllRelationshipsScan
    UndirectedAllRelationshipsScan DirectedRelationshipByIdSeek UndirectedRelationshipByIdSeek
    DirectedRelationshipByElementIdSeek UndirectedRelationshipByElementIdSeek
    DirectedUnionRelationshipTypesScan UndirectedUnionRelationshipTypesScan
    Expand OptionalExpand VarLengthExpand BFSPruningVarExpand ProcedureCall
    """.split()  # noqa: SIM905 - a word list reads better than 100 quoted strings
)

# Procedures a question may need: schema introspection and the project's own indexes.
ALLOWED_PROCEDURES = frozenset(
    {
        "db.labels",
        "db.relationshipTypes",
        "db.propertyKeys",
        "db.schema.visualization",
        "db.schema.nodeTypeProperties",
        "db.schema.relTypeProperties",
        "db.index.fulltext.queryNodes",
        "db.index.fulltext.queryRelationships",
        "db.index.vector.queryNodes",
        "db.index.vector.queryRelationships",
        "apoc.meta.data",
        "apoc.meta.schema",
        "apoc.meta.stats",
    }
)

_PROCEDURE = re.compile(r"^\s*([\w.]+)\s*\(")


def problems(plan: Mapping[str, Any]) -> list[str]:
    """What in this EXPLAIN plan an untrusted statement may not do (empty: it may run)."""
    found: list[str] = []
    for op in _walk(plan):
        name = str(op.get("operatorType", "")).split("@")[0]
        base = name.split("(")[0]
        if base not in READ_OPERATORS:
            found.append(f"operator {name}")
        elif base == "ProcedureCall":
            args = op.get("args", {})
            signature = str(args.get("Details") or args.get("Signature") or "")
            match = _PROCEDURE.match(signature)
            procedure = match.group(1) if match else signature or "?"
            if procedure not in ALLOWED_PROCEDURES:
                found.append(f"procedure {procedure}")
    return sorted(set(found))


def _walk(plan: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield plan
    for child in plan.get("children", ()) or ():
        yield from _walk(child)
