"""An entity said by a second fact of its own, over facts true over intervals (`Also`): "Which physics Nobel winners
were born in Vienna?" is the births in Vienna of those who also won the physics Nobel, at any time of it; the
second facts of those kept are evidence too; none kept is no answer."""

from __future__ import annotations

from datetime import date
from typing import Any

from chronorag.algebra.terms import Also, Count, Facts, Nth, Period, Query, Within
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "graph6"
PHYSICS = "Nobel Prize in Physics"


class _Run:
    def step(self, *args: Any) -> None:
        pass


BORN = [
    interval_row("b1", "Erwin Schrödinger", "bornIn", "Vienna", "1887-08-12", "1887-08-12"),
    interval_row("b2", "Wolfgang Pauli", "bornIn", "Vienna", "1900-04-25", "1900-04-25"),
    interval_row("b3", "Karl Landsteiner", "bornIn", "Vienna", "1868-06-14", "1868-06-14"),
]
WON = [
    interval_row("w1", "Erwin Schrödinger", "won", PHYSICS, "1933", "1933"),
    interval_row("w2", "Wolfgang Pauli", "won", PHYSICS, "1945", "1945"),
    interval_row("w3", "Albert Einstein", "won", PHYSICS, "1921", "1921"),
]


def _solved(query: Query, born: list[IntervalRow] = BORN) -> tuple[list[str], str, list[IntervalRow]]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Vienna")] = born
    terms._read[(GRAPH, PHYSICS)] = WON
    for row in born + WON:  # each person's own facts, read where a second relation's yearly records are looked at
        terms._read[(GRAPH, row.head)] = [r for r in born + WON if r.head == row.head]
    return terms.solve(query, _Run())  # type: ignore[arg-type]


def _winners_born_in_vienna() -> Also:
    born = Facts(relation="bornIn", tail="Vienna", graph=GRAPH)
    won = Facts(relation="won", tail=PHYSICS, graph=GRAPH)
    return Also(facts=born, side="head", also=won, also_side="head")


def test_those_of_the_clause_who_also_hold_the_second_fact() -> None:
    answers, _, evidence = _solved(Query(asks="entity", side="head", term=_winners_born_in_vienna()))
    # Landsteiner won no physics Nobel; Einstein was not born there
    assert answers == ["Erwin Schrödinger", "Wolfgang Pauli"]
    assert {r.id for r in evidence} == {"b1", "b2", "w1", "w2"}


def test_counted_as_different_entities() -> None:
    term = Count(facts=_winners_born_in_vienna(), what="entities", side="head", different=True)
    answers, _, _ = _solved(Query(asks="count", term=term))
    assert answers == ["2"]


def test_none_kept_is_no_answer() -> None:
    answers, why, _ = _solved(Query(asks="entity", side="head", term=_winners_born_in_vienna()), born=BORN[2:])
    assert answers == [] and "no fact" in why


def test_the_term_reads_as_a_sentence_and_round_trips() -> None:
    q = Query(asks="entity", side="head", term=_winners_born_in_vienna())
    assert str(q.term) == (
        "(?, bornIn, Vienna) in graph6 whose head is also the head of (?, won, Nobel Prize in Physics) in graph6"
    )
    assert Query.model_validate_json(q.model_dump_json()) == q


def test_a_state_said_beside_a_time_of_the_clause_is_no_answer() -> None:
    """ "Which Real Madrid players won the Ballon d'Or in 2008?": Ronaldo won it in 2008 and played for Real Madrid
    later; whether the players of then or of any time are asked is not said, so no answer."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    won = interval_row("w", "Cristiano Ronaldo", "won", "Ballon d'Or", "2008", "2008", kind="event")
    spell = interval_row("s", "Cristiano Ronaldo", "playsFor", "Real Madrid", "2009", "2018")
    terms._read[(GRAPH, "Ballon d'Or")] = [won]
    terms._read[(GRAPH, "Real Madrid")] = [spell]
    year = Period(start=date(2008, 1, 1), end=date(2009, 1, 1), unit="year")
    in_2008 = Within(facts=Facts(relation="won", tail="Ballon d'Or", graph=GRAPH), time=year)
    madrid = Facts(relation="playsFor", tail="Real Madrid", graph=GRAPH)
    term = Also(facts=in_2008, side="head", also=madrid, also_side="head")
    answers, why, _ = terms.solve(Query(asks="entity", side="head", term=term), _Run())  # type: ignore[arg-type]
    assert answers == [] and "holds over spans" in why


def _second(won: list[IntervalRow]) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Vienna")] = BORN
    terms._read[(GRAPH, PHYSICS)] = won
    for row in BORN + won:  # each person's own facts (a birth is no yearly record: by any time)
        terms._read[(GRAPH, row.head)] = [r for r in BORN + won if r.head == row.head]
    wins = Facts(relation="won", tail=PHYSICS, graph=GRAPH)
    born = Facts(relation="bornIn", tail="Vienna", graph=GRAPH)
    term = Nth(facts=Also(facts=wins, side="head", also=born, also_side="head"), n=2, distinct="head")
    answers, why, _ = terms.solve(Query(asks="entity", side="head", term=term), _Run())  # type: ignore[arg-type]
    return answers, why


def test_the_nth_of_them() -> None:
    """ "Who was the second person born in Vienna to win the physics Nobel?": of those kept, by their wins; where
    one of them won again before the n-th other, the n-th win and the n-th winner differ, and that is no answer."""
    assert _second(WON)[0] == ["Wolfgang Pauli"]
    again = interval_row("w4", "Erwin Schrödinger", "won", PHYSICS, "1940", "1940")
    answers, why = _second([*WON, again])
    assert answers == [] and "differ" in why


def test_an_instant_beside_a_span_said_of_those_asked_is_read_then_and_ever_alike() -> None:
    """ "Which Real Madrid players won the Ballon d'Or?": those who ever played there, or only those there when they
    won it (Ronaldo won it in 2008 at Manchester United, and played for Real Madrid from 2009): where the two differ,
    no answer naming each; where they agree, the answer."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    won = [
        interval_row("w1", "Cristiano Ronaldo", "won", "Ballon d'Or", "2008", "2008", kind="event"),
        interval_row("w2", "Luka Modric", "won", "Ballon d'Or", "2018", "2018", kind="event"),
    ]
    spells = [
        interval_row("s1", "Cristiano Ronaldo", "playsFor", "Real Madrid", "2009", "2018"),
        interval_row("s2", "Luka Modric", "playsFor", "Real Madrid", "2012", "2025"),
    ]
    terms._read[(GRAPH, "Ballon d'Or")] = won
    terms._read[(GRAPH, "Real Madrid")] = spells
    madrid = Facts(relation="playsFor", tail="Real Madrid", graph=GRAPH)
    term = Also(
        facts=Facts(relation="won", tail="Ballon d'Or", graph=GRAPH), side="head", also=madrid, also_side="head"
    )
    answers, why, _ = terms.solve(Query(asks="entity", side="head", term=term), _Run())  # type: ignore[arg-type]
    assert answers == [] and "at any time (Cristiano Ronaldo, Luka Modric)" in why and "(Luka Modric)" in why
    terms._read[(GRAPH, "Ballon d'Or")] = won[1:]
    terms._read.pop((GRAPH, "Real Madrid"))
    terms._read[(GRAPH, "Real Madrid")] = spells
    answers, _, _ = terms.solve(Query(asks="entity", side="head", term=term), _Run())  # type: ignore[arg-type]
    assert answers == ["Luka Modric"]


def test_a_second_relations_yearly_records_are_read_in_the_year_of_the_fact() -> None:
    """ "How many Team Sky riders finished the 2015 Tour?": rodeFor written once a year; a rider the graph records
    with another team in 2015 (a reviewer's find: counted as Sky's for his 2018 season) makes the two readings
    differ, no answer naming each; where every one rode for the team that year, the answer."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    finished = [
        interval_row("f1", "Chris Froome", "finishedTour", "2015 Tour de France", "2015", "2015"),
        interval_row("f2", "Jonathan Castroviejo", "finishedTour", "2015 Tour de France", "2015", "2015"),
    ]
    rode = [
        interval_row("r1", "Chris Froome", "rodeFor", "TEAM SKY", "2015", "2015"),
        interval_row("r2", "Jonathan Castroviejo", "rodeFor", "TEAM SKY", "2018", "2018"),
        interval_row("r3", "Jonathan Castroviejo", "rodeFor", "MOVISTAR TEAM", "2015", "2015"),
    ]
    terms._read[(GRAPH, "2015 Tour de France")] = finished
    terms._read[(GRAPH, "TEAM SKY")] = rode[:2]
    for name in ("Chris Froome", "Jonathan Castroviejo"):
        terms._read[(GRAPH, name)] = [r for r in finished + rode if r.head == name]
    fin = Facts(relation="finishedTour", tail="2015 Tour de France", graph=GRAPH)
    sky = Facts(relation="rodeFor", tail="TEAM SKY", graph=GRAPH)
    query = Query(asks="entity", side="head", term=Also(facts=fin, side="head", also=sky, also_side="head"))
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    assert answers == [] and "at any time (Chris Froome, Jonathan Castroviejo)" in why and "(Chris Froome)" in why
    terms._read[(GRAPH, "Jonathan Castroviejo")] = [finished[1], rode[1]]  # no record of 2015: by any time
    assert terms.solve(query, _Run())[0] == ["Chris Froome", "Jonathan Castroviejo"]  # type: ignore[arg-type]
