"""What `ask` prints for people: the answer first, and every other answer the evidence supports."""

from __future__ import annotations

from rich.console import Console

from chronorag.plans import EventPlan
from chronorag.rag.core.render import print_result
from chronorag.rag.core.types import RAGResult


def _printed(result: RAGResult) -> str:
    console = Console(record=True, width=200)
    print_result(console, result, show_trace=False)
    return console.export_text()


def test_several_answers_are_all_listed_best_first() -> None:
    result = RAGResult(question="Who visited China on 8 May 2013?", answer="no answer")
    result.rank(["Antonis Samaras", "Barack Obama", "Mahmoud Abbas"])
    text = _printed(result)
    assert "A: Antonis Samaras" in text
    assert "all 3 answers: Antonis Samaras, Barack Obama, Mahmoud Abbas" in text


def test_one_answer_or_none_prints_no_list() -> None:
    one = RAGResult(question="When did Barack Obama first visit China?", answer="no answer")
    one.rank(["2009-11-15"])
    none = RAGResult(question="Who visited China in 2020?", answer="no answer")
    none.rank([])
    assert "answers:" not in _printed(one)
    assert "A: no answer" in _printed(none) and "answers:" not in _printed(none)


def test_an_event_answer_carries_its_typed_plan() -> None:
    """RAGResult.plan is the sensor Plan or the EventPlan, typed both ways through JSON, and printed."""
    plan = EventPlan(
        question="When did Japan first visit China?",
        qtype="first_last",
        answer_type="time",
        anchor="Japan",
        position="head",
        other="China",
        relation="Make a visit",
        extremum="first",
    )
    result = RAGResult(question=plan.question, answer="2005-03-01", plan=plan)
    again = RAGResult.model_validate_json(result.model_dump_json())
    assert isinstance(again.plan, EventPlan) and again.plan == plan
    assert "plan: first_last: the first facts of Japan as head of Make a visit with China; time (day)" in _printed(
        result
    )


def test_the_usage_line_says_which_path_planned_and_judged() -> None:
    parsed = RAGResult(question="q", answer="True", planned_by="parser", judged_by="exact")
    assert "0 LLM calls, 0 tokens, 0 ms (planned by parser, judged by exact)" in _printed(parsed)
    assert "planned by" not in _printed(RAGResult(question="q", answer="no answer"))
