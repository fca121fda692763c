"""yes / no, how many, what happened and the kind said, answered from the matching facts (no database): the answer
formats (`yes` / `no`, an integer, the relation's name as the graph writes it), a `no` or a 0 only inside the
graph's days, and a kind that ranks the answers or restricts a side."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.graph.retrieval import FactRow
from chronorag.plans import Constraint, EventPlan
from chronorag.rag.kg_irag.event_loop import _asked_days, _without_reference, answer_directly, ranked_answers

SPAN = (date(2005, 1, 1), date(2016, 1, 1))


def plan(answer_type: str, **kw: object) -> EventPlan:
    fields: dict[str, object] = {
        "question": "?",
        "qtype": "equal",
        "answer_type": answer_type,
        "anchor": "China",
        "position": "head",
        "relation": "Make a visit",
        "other": "Japan",
    }
    return EventPlan.model_validate({**fields, **kw})


def fact(n: int, relation: str, day: str, head: str = "China", tail: str = "Japan") -> FactRow:
    return FactRow(id=str(n), head=head, relation=relation, tail=tail, date=date.fromisoformat(day))


ROWS = [
    fact(1, "Make a visit", "2012-09-13"),
    fact(2, "Make a visit", "2012-09-13"),  # the same day again: one day
    fact(3, "Make a visit", "2012-09-20"),
    fact(4, "Criticize or denounce", "2012-09-20"),
]


def test_yes_rests_on_the_deciding_fact_and_no_says_where_the_days_asked_reach_beyond_the_graphs() -> None:
    answers, reason, support = answer_directly(plan("yes_no"), ROWS[:1], True, "China Make a visit Japan")
    assert (answers, [f.id for f in support]) == (["yes"], ["1"]) and "yes: China | Make a visit" in reason
    answers, reason, _ = answer_directly(plan("yes_no"), [], True, "x")
    assert answers == ["no"] and "beyond" not in reason
    answers, reason, support = answer_directly(plan("yes_no"), [], False, "China Make a visit Japan")
    assert answers == ["no"] and support == [] and "reach beyond the graph's" in reason


def test_how_many_counts_days_not_facts() -> None:
    answers, reason, support = answer_directly(plan("count"), ROWS[:3], True, "China Make a visit Japan")
    assert answers == ["2"] and len(support) == 3 and "3 fact(s); each day counted once" in reason
    assert answer_directly(plan("count"), [], True, "x")[0] == ["0"]
    assert answer_directly(plan("count"), [], False, "x")[0] == ["0"]
    assert answer_directly(plan("entity"), [], False, "x")[0] == []  # no one: no answer, inside or not


def test_what_happened_ranks_the_relations_by_their_facts() -> None:
    answers, reason, _ = answer_directly(plan("relation", relation=""), ROWS, True, "China any relation Japan")
    assert answers == ["Make a visit", "Criticize or denounce"] and "Make a visit (3)" in reason
    assert answer_directly(plan("relation", relation=""), [], True, "x")[0] == []  # none: no answer, not "no"


@pytest.mark.parametrize(
    ("constraint", "inside"),
    [
        (Constraint(), True),
        (Constraint(kind="in", granularity="year", start=date(2010, 1, 1), end=date(2011, 1, 1)), True),
        (Constraint(kind="in", granularity="year", start=date(2016, 1, 1), end=date(2017, 1, 1)), False),
        (Constraint(kind="before", granularity="year", start=date(2010, 1, 1), end=date(2011, 1, 1)), False),
    ],
)
def test_a_no_needs_the_days_asked_inside_the_graph(constraint: Constraint, inside: bool) -> None:
    assert _asked_days(plan("yes_no", constraint=constraint), SPAN) is inside


def test_the_kind_of_the_answer_ranks_and_the_kind_of_a_side_restricts() -> None:
    rows = [
        fact(1, "Make a visit", "2010-01-05", tail="Middle East"),
        fact(2, "Make a visit", "2010-01-05", tail="Oman"),
        fact(3, "Make a visit", "2010-01-09", tail="UN Security Council"),
    ]
    ranked = ranked_answers(plan("entity", other=None, answer_kind="country"), rows)
    assert ranked == ["Oman"]  # the country; the others left out where any answer is of the kind said
    no_country = [r for r in rows if r.tail != "Oman"]
    ranked = ranked_answers(plan("entity", other=None, answer_kind="country"), no_country)
    assert ranked == ["Middle East", "UN Security Council"]  # none of it: every answer, as MultiTQ's read it
    assert ranked_answers(plan("entity", other=None, answer_kind="organisation"), rows)[0] == "UN Security Council"
    first = ranked_answers(plan("entity", other=None, extremum="first", answer_kind="country"), rows)
    assert first == ["Middle East", "Oman"]  # a tie on the first day keeps the graph's order
    kept = _without_reference(plan("time", other=None, other_kind="country"), rows)
    assert [r.tail for r in kept] == ["Oman"]


def test_what_happened_between_two_reads_both_ways() -> None:
    rows = [fact(1, "Consult", "2012-01-02"), fact(2, "Host a visit", "2012-01-03", head="Japan", tail="China")]
    q = plan("relation", relation="", both_ways=True)
    assert [r.id for r in _without_reference(q, rows)] == ["1", "2"]
    assert [r.id for r in _without_reference(q.model_copy(update={"both_ways": False}), rows)] == ["1"]
