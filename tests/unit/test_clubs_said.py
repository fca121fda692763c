"""'Club' said over a graph of teams: national teams are left out only where that changes nothing; the graph does
not say which teams are clubs, so where it changes the answer the question is refused naming both."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Count, Facts, Query
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row


def _spell(id: str, team: str, start: int, end: int) -> IntervalRow:
    return interval_row(id, "Paul Konchesky", "playsFor", team, str(start), str(end))


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(question: str, rows: list[IntervalRow]) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("yago11k", "Paul Konchesky")] = rows
    facts = Facts(head="Paul Konchesky", relation="playsFor", graph="yago11k")
    count = Count(facts=facts, what="entities", side="tail", different=True)
    answers, why, _ = terms.solve(Query(question=question, asks="count", term=count), _Run())  # type: ignore[arg-type]
    return answers, why


CLUBS = [_spell("1", "Charlton Athletic F.C.", 1997, 2003), _spell("2", "West Ham United F.C.", 2005, 2007)]


def test_clubs_counted_where_no_national_team_is_held() -> None:
    assert _solved("How many clubs has Konchesky played for?", CLUBS)[0] == ["2"]


def test_clubs_counted_differently_with_national_teams_are_refused_naming_both() -> None:
    rows = [*CLUBS, _spell("3", "England national football team", 2003, 2005)]
    answers, why = _solved("How many clubs has Konchesky played for?", rows)
    assert answers == []
    assert "2 without them, 3 with them" in why
    assert _solved("How many teams has Konchesky played for?", rows)[0] == ["3"]  # no 'club' said
