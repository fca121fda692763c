"""Facts dated after today are scheduled, not yet happened ("Has Python 3.12 reached end of life?" answered yes on
a fact dated 2028-10-31: a reviewer's find): whether it happened, the latest, how many have, leave them out, saying
so; when it is, or a period said past today, keep them."""

from __future__ import annotations

from datetime import date

import pytest
from test_interval_semantics import Holders

from chronorag.algebra.terms import Count, Facts, Period, Query, Within
from chronorag.plans import Constraint, EventPlan
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.not_yet import happened, not_yet, scheduled, term_says_a_period
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.temporal import clock
from factories import interval_row

TODAY = date(2026, 12, 4)
EOL = [
    interval_row("1", "Python", "endOfLife", "Python 3.8", "2024-10-07", "2024-10-07", kind="event"),
    interval_row("2", "Python", "endOfLife", "Python 3.12", "2028-10-31", "2028-10-31", kind="event"),
]


def _plan(answer_type: str, **fields: object) -> EventPlan:
    base: dict[str, object] = {
        "question": "Which Python release reached it?",
        "qtype": "equal",
        "answer_type": answer_type,
        "granularity": "day",
    }
    base |= {"anchor": "Python", "position": "head", "relation": "endOfLife", "dataset": "graph21"}
    return EventPlan.model_validate(base | fields)


def test_a_fact_after_today_is_left_out_of_whether_and_which_but_kept_when_asked_when() -> None:
    with clock.reference(TODAY):
        kept, ahead = not_yet(_plan("entity"), EOL)
        assert [r.tail for r in kept] == ["Python 3.8"] and [r.tail for r in ahead] == ["Python 3.12"]
        assert not_yet(_plan("time"), EOL) == (EOL, [])
        in_2028 = Constraint(kind="in", granularity="year", start=date(2028, 1, 1), end=date(2029, 1, 1))
        reaches = "Which Python release reaches it?"  # said in the present: the period's scheduled facts asked
        assert not_yet(_plan("entity", constraint=in_2028, question=reaches), EOL) == (EOL, [])
        kept, ahead = not_yet(_plan("entity", constraint=in_2028), EOL)  # "reached": what has happened (a reviewer's
        assert [r.tail for r in ahead] == ["Python 3.12"]  # find: "reached end of life after 2020" counted 2028)
        assert "scheduled" in scheduled(EOL[1:]) and scheduled(EOL[:1]) == ""
    with clock.reference(date(2029, 1, 1)):
        assert not_yet(_plan("entity"), EOL) == (EOL, [])


def test_a_yes_no_of_a_scheduled_fact_only_is_no_saying_not_yet() -> None:
    q = _plan("yes_no", other="Python 3.12")
    with clock.reference(TODAY):
        got, reason, _ = Holders(EOL).solve(q, Run("q"))
    assert got == ["no"] and "not yet" in reason and "2028-10-31" in reason
    with clock.reference(date(2029, 1, 1)):
        assert Holders(EOL).solve(q, Run("q"))[0] == ["yes"]


def test_a_query_counts_what_happened_unless_its_period_reaches_past_today() -> None:
    facts = Facts(head="Python", relation="endOfLife", graph="graph21")
    count = Query(asks="count", side="tail", term=Count(facts=facts, what="entities", side="tail"))
    in_2028 = Within(facts=facts, time=Period(unit="year", start=date(2028, 1, 1), end=date(2029, 1, 1)))
    with clock.reference(TODAY):
        assert [r.tail for r in happened(count, EOL)[0]] == ["Python 3.8"]
        assert term_says_a_period(in_2028) and not term_says_a_period(count.term)
        listed = Query(asks="entity", side="tail", term=in_2028)
        assert happened(listed, EOL) == (EOL, [])
        reached = listed.model_copy(update={"question": "Which Python releases have reached end of life in 2028?"})
        assert happened(reached, EOL) == (EOL[:1], EOL[1:])  # what has happened by today asked, of the period too
        supported = listed.model_copy(update={"question": "Which Python releases are supported in 2028?"})
        assert happened(supported, EOL) == (EOL, [])  # a participle after a present form is no past


def test_a_question_said_in_the_future_keeps_what_is_scheduled() -> None:
    """ "Which Python release will reach end of life last?" asks what is scheduled too (a reviewer's find: the last to
    have reached it came back); "Will Smith" inside a question is a name, no future."""
    with clock.reference(TODAY):
        will = _plan("entity", question="Which Python release will reach end of life last?")
        assert not_yet(will, EOL) == (EOL, [])
        opening = _plan("yes_no", question="Will Python 3.12 reach end of life?", other="Python 3.12")
        assert not_yet(opening, EOL) == (EOL, [])
        named = _plan("entity", question="Which film did Will Smith win for last?")
        assert [r.tail for r in not_yet(named, EOL)[0]] == ["Python 3.8"]
        facts = Facts(head="Python", relation="endOfLife", graph="graph21")
        count = Count(facts=facts, what="entities", side="tail")
        said = "How many Python releases will have reached end of life?"
        assert happened(Query(question=said, asks="count", side="tail", term=count), EOL) == (EOL, [])


def test_a_question_said_neither_past_nor_future_is_no_answer_where_a_scheduled_fact_bears() -> None:
    """ "Which Python release reaches end of life last?": of what has happened by today (3.8) or of what is scheduled
    too (3.12)? Refused naming the scheduled; said in the past, or of the most recent, what happened is answered."""
    with clock.reference(TODAY):
        present = _plan("entity", question="Which Python release reaches end of life last?")
        with pytest.raises(NoAnswer, match="neither of what has happened"):
            not_yet(present, EOL)
        assert not_yet(present, EOL[:1]) == (EOL[:1], [])  # nothing scheduled bears on it
        for said in ("Which Python release went out of support last?", "What is the most recent Python release?"):
            assert [r.tail for r in not_yet(_plan("entity", question=said), EOL)[0]] == ["Python 3.8"]


HOME = [
    interval_row("3", "William Whitelaw", "heldOffice", "Home Secretary", "1979-05-05", "1983-06-11"),
    interval_row("4", "Shabana Mahmood", "heldOffice", "Home Secretary", "2025-09-05", None),
]


def test_a_state_asked_in_the_present_alone_is_no_answer_where_a_fact_read_ended_before_today() -> None:
    """ "Who is the Home Secretary?" asks who holds it today: the holders since 1979 are no answer to it. Said in the
    past, of a period, or where every fact read still holds, the facts are answered as before."""
    home = {"anchor": "Home Secretary", "position": "tail", "relation": "heldOffice", "dataset": "graph5"}
    with clock.reference(TODAY):
        got, reason, _ = Holders(HOME).solve(_plan("entity", question="Who is the Home Secretary?", **home), Run("q"))
        assert got == [] and "said in the present" in reason and "William Whitelaw" in reason
        got, _, _ = Holders(HOME).solve(_plan("entity", question="Who was the Home Secretary?", **home), Run("q"))
        assert got == ["William Whitelaw", "Shabana Mahmood"]
        got, _, _ = Holders(HOME[1:]).solve(_plan("entity", question="Who is the Home Secretary?", **home), Run("q"))
        assert got == ["Shabana Mahmood"]
        got, _, _ = Holders(HOME[:1]).solve(_plan("entity", question="Who is the Home Secretary?", **home), Run("q"))
        assert got == ["William Whitelaw"]  # every one ended, in a graph that stops long ago: of any time
        got, reason, _ = Holders(HOME[:1], now=True).solve(
            _plan("entity", question="Who is the Home Secretary?", **home), Run("q")
        )
        assert got == [] and "none of the 1 fact(s) read holds today" in reason  # a graph kept up to date


def test_having_said_with_no_participle_after_it_is_said_in_the_present() -> None:
    """ "What job does Theresa May have?" asks of today; "Which offices has she held?" of any time."""
    may = {"anchor": "William Whitelaw", "position": "head", "relation": "heldOffice", "dataset": "graph5"}
    with clock.reference(TODAY):
        asked = _plan("entity", question="What office does William Whitelaw have?", **may)
        assert Holders(HOME, now=True).solve(asked, Run("q"))[0] == []
        asked = _plan("entity", question="Which offices has William Whitelaw held?", **may)
        assert Holders(HOME, now=True).solve(asked, Run("q"))[0] == ["Home Secretary"]


@pytest.mark.parametrize(
    ("question", "now"),
    [
        ("Who supplies the Home Secretary?", True),
        ("Is the Home Secretary held by William Whitelaw?", True),
        ("Was the Home Secretary held by William Whitelaw?", False),
        ("Who holds the Home Secretary?", True),
    ],
)
def test_the_present_is_said_by_a_verb_of_one_and_a_passive_after_is(question: str, now: bool) -> None:
    """ "Who supplies McLaren's engines?" (a verb said of one right after "who"), "Is Red Bull powered by Honda?" (a
    participle after "is": the present passive, no past) ask what holds today; "Was ... held" does not."""
    home = {"anchor": "Home Secretary", "position": "tail", "relation": "heldOffice", "dataset": "graph5"}
    with clock.reference(TODAY):
        _, reason, _ = Holders(HOME).solve(_plan("entity", question=question, **home), Run("q"))
    assert ("said in the present" in reason) is now, reason
