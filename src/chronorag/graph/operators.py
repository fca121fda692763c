"""Temporal operators over the event graph, run in Cypher (cypher/retrieval.py) on index seeks.

Each takes a Period (day, month or year) and returns typed facts (ARI's temporal actions). The cues
mean what `temporal.periods.days_of` says, as everywhere else (KG-IRAG's event plans through
`plans.Constraint.days`, RTQA's and the generators' `timex.time_filter`), so "after January 2009" means
the same thing in every strategy.
"""

from __future__ import annotations

from typing import Literal

from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow, Position, entity_facts, extreme_facts
from chronorag.temporal.periods import EARLIEST, LATEST, Cue, Period, between, days_of

PeriodRelation = Literal["before", "after", "equal"]  # of the facts to a period (not a graph Relation)
_CUE: dict[PeriodRelation, Cue] = {"before": "before", "after": "after", "equal": "in"}


def facts_relative(
    client: GraphClient,
    entity: str,
    how: PeriodRelation,
    period: Period,
    relation: str | None = None,
    position: Position = "any",
    limit: int = 1000,
) -> list[FactRow]:
    """Facts of `entity` strictly before / strictly after / within `period`."""
    window = days_of(_CUE[how], period)
    return entity_facts(client, entity, window[0], window[1], relation, position, limit)


def facts_between(
    client: GraphClient,
    entity: str,
    first: Period,
    last: Period,
    relation: str | None = None,
    position: Position = "any",
    limit: int = 1000,
) -> list[FactRow]:
    lo, hi = between(first, last)
    return entity_facts(client, entity, lo, hi, relation, position, limit)


def first_or_last(
    client: GraphClient,
    which: Literal["first", "last"],
    entity: str,
    relation: str | None = None,
    position: Position = "any",
    other: str | None = None,
    how: PeriodRelation | None = None,
    period: Period | None = None,
) -> list[FactRow]:
    """The earliest / latest matching facts (ties kept), optionally only before / after / within a period."""
    lo, hi = (EARLIEST, LATEST) if how is None or period is None else days_of(_CUE[how], period)
    return extreme_facts(client, which, entity, lo, hi, relation, position, other)
