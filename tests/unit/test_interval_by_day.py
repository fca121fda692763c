"""Facts true over intervals known to the day, read by the day: the last before (first after) an event of the same
year, the n-th of an entity's own facts, a "when" clause that holds at several times (no answer, naming them), and a
word left compared with a relation's words by its lemma. No database: the rows are given."""

from __future__ import annotations

from datetime import date
from typing import Any

from chronorag.algebra.terms import After, Before, Facts, Nth, Period, Query, TimeOf, Within
from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Constraint, EventPlan, EventRef
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.understanding.reading import _with_lemmas
from chronorag.understanding.significance import significance
from chronorag.understanding.tokens import tokenize
from factories import Given, interval_row

GRAPH = "cup"
BEATEN = {"South Korea": "1986-06-02", "Uruguay": "1986-06-16", "England": "1986-06-22", "Belgium": "1986-06-25"}
ROWS = [
    interval_row("ar-sv", "Argentina", "beat", "El Salvador", "1982-06-23", "1982-06-23", "event"),
    *(interval_row(f"ar-{t}", "Argentina", "beat", t, d, d, "event") for t, d in BEATEN.items()),
    interval_row("ar-wg", "Argentina", "beat", "West Germany", "1986-06-29", "1986-06-29", "event"),
    interval_row("ar-cup", "Argentina", "wonWorldCup", "1986 FIFA World Cup", "1986-06-29", "1986-06-29", "event"),
]


def _solved(rows: list[IntervalRow], term: Any) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Argentina")] = rows
    q = Query(question="q", asks="entity", side="tail", term=term)
    answers, why, _ = terms.solve(q, Run("q"))
    return answers, why


def _the_final(which: str = "last") -> TimeOf:
    won = Facts(head="Argentina", relation="wonWorldCup", graph=GRAPH)
    period = Period(unit="year", start=date(1986, 1, 1), end=date(1987, 1, 1))
    return TimeOf(facts=Within(facts=won, time=period), which=which)


def test_the_last_before_an_event_of_the_same_year_is_read_by_the_day() -> None:
    beat = Facts(head="Argentina", relation="beat", graph=GRAPH)
    answers, why = _solved(ROWS, Nth(facts=Before(facts=beat, time=_the_final()), n=1, from_end=True))
    # not El Salvador, 1982: the year before; a match of a day is an occasion, the last before by its day
    assert answers == ["Belgium"] and "by its first day: 1986-06-25" in why, why
    answers, _ = _solved(ROWS, Nth(facts=After(facts=beat, time=_the_final("first")), n=1))
    assert answers == []  # nothing after the final: the final's own day is not after it


def test_a_reference_known_only_to_the_year_keeps_its_year_on_neither_side() -> None:
    by_year = [r.model_copy(update={"start": r.start[:4], "start_precision": "year"}) for r in ROWS]
    beat = Facts(head="Argentina", relation="beat", graph=GRAPH)
    answers, _ = _solved(by_year, Nth(facts=Before(facts=beat, time=_the_final()), n=1, from_end=True))
    assert answers == ["El Salvador"]  # the graph cannot tell which of 1986's wins came before the final


def test_a_when_clause_that_holds_at_several_times_is_no_answer_naming_them() -> None:
    goals = [interval_row(f"g{d}", "Diego Maradona", "scoredAgainst", t, d, d, "event") for t, d in BEATEN.items()]
    managers = [
        interval_row("m1", "Ron Greenwood", "managed", "England", "1982-06-16", "1982-07-05"),
        interval_row("m2", "Bobby Robson", "managed", "England", "1986-06-03", "1986-06-22"),
    ]
    scored = EventRef(head="Diego Maradona", relation="scoredAgainst", tail=None)
    q = EventPlan(
        question="q",
        qtype="equal",
        answer_type="entity",
        granularity="day",
        anchor="England",
        position="tail",
        relation="managed",
        dataset=GRAPH,
        constraint=Constraint(kind="in", granularity="day", reference=scored),
    )
    answers, why, evidence = Given([*goals, *managers]).solve(q, Run("q"))
    assert answers == [] and evidence == [] and "holds 4 times (1986-06-02" in why, why
    once = q.model_copy(update={"constraint": Constraint(kind="in", granularity="day", reference=scored)})
    answers, _, _ = Given([goals[2], *managers]).solve(once, Run("q"))
    assert answers == ["Bobby Robson"]  # one time said: the manager then


def test_a_word_left_meets_a_relation_word_by_its_lemma() -> None:
    words = _with_lemmas(frozenset({"penalties", "beat"}))
    assert "penalty" in words and "penalties" in words
    (token,) = tokenize("penalty")
    assert significance(token, {"a relation word": words}) == "a relation word"
    assert significance(token, {"a relation word": frozenset({"penalties"})}) is None  # as written: missed


def test_the_last_is_the_side_of_the_latest_fact_though_first_met_long_before() -> None:
    again = interval_row("ar-sv2", "Argentina", "beat", "El Salvador", "1990-06-10", "1990-06-10", "event")
    beat = Facts(head="Argentina", relation="beat", graph=GRAPH)
    answers, _ = _solved([*ROWS, again], Nth(facts=beat, n=1, from_end=True))
    assert answers == ["El Salvador"]  # beaten first in 1982, and last of all in 1990
    answers, _ = _solved([*ROWS, again], Nth(facts=beat, n=1))
    assert answers == ["El Salvador"]  # and first of all
    answers, _ = _solved([*ROWS, again], Nth(facts=beat, n=2, from_end=True))
    assert answers == ["West Germany"]
