"""The verifier LLM1's terms go through (no database): every entity named must be said in the question, the names
and relations are the graph's own (an interval graph's by its dataset), the term fits what is asked, and the reasons
go back to the model in words it can act on. A checked term runs as the flat plan it is, or as itself."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from pydantic import ValidationError

from chronorag.algebra.terms import Period, Query, TermReply
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.plans import EventPlan
from chronorag.rag.core.roles import RoleFailed
from chronorag.rag.kg_irag.event_roles import GraphNames, llm_event_planner, runnable, term_problems
from chronorag.understanding.names import NameIndex
from chronorag.understanding.verify import unsaid

EVENTS = GraphNames(
    NameIndex.build(["China", "Japan", "Kenya", "Citizen (Kenya)", "Police (Kenya)", "Barack Obama"]),
    ["Make a visit", "Criticize or denounce"],
    intervals={
        "yago11k": GraphNames(
            NameIndex.build(["Luís Figo", "Real Madrid C.F.", "Alien (film)", "Ridley Scott"], plain=True),
            ["playsFor", "created"],
            sectors=False,
        )
    },
)


def facts(**fields: Any) -> dict[str, Any]:
    return {"op": "facts", **fields}


def query(term: dict[str, Any], **fields: Any) -> Query:
    return Query.model_validate({"asks": "entity", "side": "tail", "term": term, **fields})


def test_a_name_the_question_says_passes_and_one_it_does_not_is_named() -> None:
    names = EVENTS.names
    assert unsaid("Did China visit Japan in 2013?", ["China", "Japan"], names) == []
    assert unsaid("Did China visit anyone in 2013?", ["China", "Japan"], names) == ["Japan"]
    assert unsaid("Did China visit Japanese towns?", ["China", "Japan"], names) == []  # by its demonym
    assert unsaid("Did China visit Kenyatta?", ["China", "Kenya"], names) == ["Kenya"]  # no word-part
    assert unsaid("Whom did the Kenyan riot squad criticise?", ["Police (Kenya)"], names) == []  # a sector
    assert unsaid("Whom did the riot squad criticise?", ["Police (Kenya)"], names) == ["Police (Kenya)"]
    film = EVENTS.intervals["yago11k"].names  # an interval graph's disambiguator is no sector
    assert unsaid("When did Ridley Scott create Alien?", ["Alien (film)"], film, sectors=False) == []
    assert unsaid("When did Ridley Scott create it?", ["Alien (film)"], film, sectors=False) == ["Alien (film)"]


def test_every_pattern_of_a_term_is_linked_and_said() -> None:
    """The names of every leaf, the reference event's too, are put right in place; a name the question does not say
    is sent back, wherever in the term it stands."""
    ref = {"op": "time_of", "facts": facts(head="barack obama", relation="make a visit", tail="China"), "which": "last"}
    asked = query({"op": "after", "facts": facts(head="Japan", relation="criticize or denounce"), "time": ref})
    said = "Who did Japan criticise after Barack Obama last visited China?"
    linked, problem = term_problems(asked, EVENTS, said)
    assert problem is None
    assert str(linked) == (
        "which tail: (Japan, Criticize or denounce, ?) after the last time of (Barack Obama, Make a visit, China)"
    )
    _, problem = term_problems(asked, EVENTS, "Who did Japan criticise after he last visited China?")
    assert problem == "the question does not name 'Barack Obama': name only what it says"


@pytest.mark.parametrize(
    ("term", "fields", "problem"),
    [
        (facts(head="Chinaa", relation="Make a visit"), {}, "unknown entity 'Chinaa'; the graph has e.g. China"),
        (facts(head="China", relation="visit"), {}, "unknown relation 'visit'; close ones: Make a visit"),
        (facts(relation="Make a visit"), {}, "names no entity"),
        (facts(head="China", tail="Japan"), {}, "names no relation: only a question asking which relations"),
        (facts(head="Luís Figo", relation="playsFor", graph="wikidata"), {}, "unknown dataset 'wikidata'"),
        (facts(head="Luís Figo", relation="playsFor"), {}, "unknown entity 'Luís Figo'"),  # the events' names
        (
            {
                "op": "before",
                "facts": facts(head="China", relation="Make a visit"),
                "time": {"op": "time_of", "facts": facts(head="Luís Figo", relation="playsFor", graph="yago11k")},
            },
            {},
            "a term reads the facts of one graph, not the events, yago11k",
        ),
        ({"op": "day", "date": "2010-05-01"}, {"asks": "time"}, "a term reads the facts of one graph, not none"),
        (facts(head="China", relation="Make a visit"), {"side": None}, "an entity is asked of one side"),
    ],
)
def test_a_term_that_cannot_run_says_why(term: dict[str, Any], fields: dict[str, Any], problem: str) -> None:
    q = Query.model_construct(**{"asks": "entity", "side": "tail", "focus": "head", "notes": [], **fields})
    q.term = Query.model_validate({"asks": "time", "term": term}).term  # the term alone, unchecked by `asks`
    assert problem in (term_problems(q, EVENTS, "Did China, Japan or Luís Figo visit?")[1] or ""), problem


def test_which_relations_may_leave_the_relation_open_but_not_of_its_reference_event() -> None:
    happened = query(facts(head="China", tail="Japan", either_way=True), asks="relation", side=None)
    assert term_problems(happened, EVENTS, "What happened between China and Japan?")[1] is None
    ref = {"op": "time_of", "facts": facts(head="Barack Obama", tail="China")}
    after = query({"op": "after", "facts": facts(head="China", tail="Japan"), "time": ref}, asks="relation")
    said = "What did China do to Japan after Barack Obama and China met?"
    assert "(Barack Obama, any relation, China) names no relation" in (term_problems(after, EVENTS, said)[1] or "")


def test_an_interval_graphs_terms_are_checked_against_its_names() -> None:
    figo = query(facts(head="Luís Figo", relation="playsfor", graph="yago11k"))
    linked, problem = term_problems(figo, EVENTS, "Which club did Luís Figo play for?")
    assert problem is None and str(linked.term) == "(Luís Figo, playsFor, ?) in yago11k"
    assert "yago11k (relations: created, playsFor)" in EVENTS.described()


def test_what_does_not_fit_the_question_is_refused_by_the_reply_model() -> None:
    with pytest.raises(ValidationError, match="a count asks a Count or a Between term"):
        TermReply.model_validate({"thought": "t", "query": {"asks": "count", "term": facts(head="China")}})
    with pytest.raises(ValidationError, match="op"):  # the operator is said, or the term is not read
        TermReply.model_validate({"thought": "t", "query": {"asks": "entity", "side": "tail", "term": {"head": "X"}}})


def test_a_checked_term_runs_as_the_plan_it_is_or_as_itself() -> None:
    """A term the flat plans can say becomes that EventPlan (the windowed loop, LLM2 judging); any other stays a
    term (one compiled statement); the thought is the judge's reasoning prompt either way."""
    first = query({"op": "nth", "facts": facts(head="China", relation="Make a visit")}, question="ignored")
    plan = runnable(TermReply(thought="China's first visit", query=first), "Whom did China visit first?")
    assert isinstance(plan, EventPlan) and plan.question == "Whom did China visit first?"
    assert (plan.anchor, plan.relation, plan.extremum, plan.qtype) == ("China", "Make a visit", "first", "first_last")
    assert plan.reasoning == "China's first visit"
    ranked = query({"op": "rank", "facts": facts(head="China", relation="Make a visit"), "side": "tail"})
    term = runnable(TermReply(thought="most visited", query=ranked), "Whom did China visit most often?")
    assert isinstance(term, Query) and term.question == "Whom did China visit most often?"
    assert (
        term.reasoning == "most visited"
        and str(term) == "which tail: the tail of (China, Make a visit, ?) on the most days"
    )


def test_llm1_is_asked_again_until_its_term_runs_and_then_gives_up_with_the_reason() -> None:
    """A term whose period no plan can hold, then an unknown name: each goes back to the model with the reason;
    a term that runs is the plan; replies that never run end the role with the last reason."""
    said = "Whom did China visit in 2010?"
    ok = query({"op": "within", "facts": facts(head="China", relation="Make a visit"), "time": YEAR(2010)})
    ancient = ok.model_copy(update={"term": ok.term.model_copy(update={"time": Period.model_validate(YEAR(1))})})
    unknown = query({"op": "within", "facts": facts(head="Chinaa", relation="Make a visit"), "time": YEAR(2010)})
    replies = [TermReply(thought="t", query=q).model_dump_json() for q in (ancient, unknown, ok)]
    plan, usage = llm_event_planner(ScriptedChatModel(replies=replies), EVENTS)(said)
    assert isinstance(plan, EventPlan) and plan.constraint.start == date(2010, 1, 1) and usage.llm_calls == 3
    with pytest.raises(RoleFailed, match=r"unknown entity 'Chinaa'.*\(after 3 attempts\)"):
        llm_event_planner(ScriptedChatModel(replies=replies[1:2] * 3), EVENTS)(said)


def YEAR(y: int) -> dict[str, Any]:  # noqa: N802
    return {"op": "period", "unit": "year", "start": f"{y:04d}-01-01", "end": f"{y + 1:04d}-01-01"}
