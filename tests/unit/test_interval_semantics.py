"""The semantics of facts true over intervals, without a database: true in a period (ends inclusive, at the
precision the graph has), an open end undecided (never "still true"), events dated by their start, instants,
first / last by start, before / after, the start or end asked, how long in whole years, and a reference fact's
year. The rows are what `graph.retrieval.entity_intervals` returns; `IntervalAnswers.facts` is given them."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Constraint, EventPlan, EventRef
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.interval_loop import IntervalAnswers, _extreme, _happened, _in_period, _ordered


def row(tail: str, start: str, end: str | None, kind: str = "state", relation: str = "playsFor") -> IntervalRow:
    def year(text: str | None) -> int | None:
        return None if text is None else int(text[:5] if text.startswith("-") else text[:4])

    def precision(text: str | None) -> str | None:
        return None if text is None else {4: "year", 5: "year", 7: "month"}.get(len(text), "day")

    return IntervalRow(
        id=f"{tail}:{start}",
        head="Luís Figo",
        relation=relation,
        tail=tail,
        start=start,
        end=end,
        start_precision=precision(start),  # type: ignore[arg-type]
        end_precision=precision(end),  # type: ignore[arg-type]
        start_year=year(start),  # type: ignore[arg-type]
        end_year=year(end),
        kind=kind,
    )


SPELLS = [
    row("Sporting CP", "1989", "1995"),
    row("FC Barcelona", "1995", "2000"),
    row("Real Madrid C.F.", "2000", "2005"),
    row("Inter Milan", "2005-07", None),  # an open end
]
YEAR = {y: ((y, 1, 1), (y, 12, 31)) for y in (2000, 2003, 2007)}


def test_a_state_is_true_in_a_year_its_interval_meets_ends_inclusive() -> None:
    kept, undecided = _in_period(SPELLS, YEAR[2003])
    assert [r.tail for r in kept] == ["Real Madrid C.F."] and undecided == []
    kept, _ = _in_period(SPELLS, YEAR[2000])  # 1995-2000 and 2000-2005 both hold in 2000
    assert [r.tail for r in kept] == ["FC Barcelona", "Real Madrid C.F."]


def test_an_open_end_is_undecided_never_still_true() -> None:
    kept, undecided = _in_period(SPELLS, YEAR[2007])
    assert kept == [] and [r.tail for r in undecided] == ["Inter Milan"]


def test_an_event_is_dated_by_its_start_and_a_closed_ones_end() -> None:
    prize = [row("Ballon d'Or", "2000", None, kind="event", relation="hasWonPrize")]
    assert _in_period(prize, YEAR[2000])[0] == prize
    assert _in_period(prize, YEAR[2003]) == ([], [])  # won in 2000: not "won in 2003" (no open end carried on)
    slugger = [row("Silver Slugger", "2005", "2006", kind="event", relation="hasWonPrize")]
    assert _in_period(slugger, ((2006, 1, 1), (2006, 12, 31)))[0] == slugger  # its first and last win


def test_a_date_said_at_a_coarser_precision_is_not_sure_to_lie_in_a_finer_period() -> None:
    assert _happened("2001-07", ((2001, 1, 1), (2001, 12, 31)))
    assert not _happened("2001", ((2001, 7, 1), (2001, 7, 31)))  # "2001" is not known to be July 2001
    assert _happened("-0431", ((-431, 1, 1), (-431, 12, 31)))  # BC years hold


def test_first_and_last_by_start_and_before_after_by_start() -> None:
    assert [r.tail for r in _extreme(SPELLS, "first")] == ["Sporting CP"]
    assert [r.tail for r in _extreme(SPELLS, "last")] == ["Inter Milan"]
    assert [r.tail for r in _ordered(SPELLS, "before", YEAR[2000])] == ["Sporting CP", "FC Barcelona"]
    assert [r.tail for r in _ordered(SPELLS, "after", YEAR[2000])] == ["Inter Milan"]
    assert [r.tail for r in _ordered(SPELLS, "since", YEAR[2000])] == ["Real Madrid C.F.", "Inter Milan"]


class Given(IntervalAnswers):
    """IntervalAnswers over rows given by relation (no database)."""

    def __init__(self, rows: list[IntervalRow]) -> None:
        self.rows = rows
        self._read = {}  # what the graph was read for, by entity: nothing here

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        return [r for r in self.rows if r.relation == relation and (other is None or r.tail == other)]


def plan(answer_type: str = "entity", **fields: object) -> EventPlan:
    base: dict[str, object] = {
        "question": "q",
        "qtype": "equal",
        "answer_type": answer_type,
        "granularity": "year",
        "anchor": "Luís Figo",
        "position": "head",
        "relation": "playsFor",
        "dataset": "yago11k",
    }
    return EventPlan.model_validate({**base, **fields})


def in_year(y: int) -> Constraint:
    return Constraint(kind="in", granularity="year", start=date(y, 1, 1), end=date(y + 1, 1, 1))


@pytest.mark.parametrize(
    ("fields", "answers", "why"),
    [
        ({"constraint": in_year(2003)}, ["Real Madrid C.F."], "1 answer(s)"),
        ({"answer_type": "time", "other": "FC Barcelona"}, ["1995"], "started 1995"),
        ({"answer_type": "time", "other": "FC Barcelona", "aspect": "end"}, ["2000"], "ended 2000"),
        ({"answer_type": "time", "other": "Inter Milan", "aspect": "end"}, [], "an open end"),
        ({"answer_type": "duration", "other": "FC Barcelona"}, ["5"], "end year less start year"),
        ({"answer_type": "duration", "other": "Inter Milan"}, [], "does not say when it ended"),
        ({"answer_type": "yes_no", "other": "FC Barcelona", "constraint": in_year(1997)}, ["yes"], "yes: "),
        ({"answer_type": "yes_no", "other": "FC Barcelona", "constraint": in_year(2003)}, ["no"], "no: "),  # closed
        ({"answer_type": "yes_no", "other": "Inter Milan", "constraint": in_year(2009)}, [], "cannot decide"),
        ({"constraint": in_year(2007)}, [], "cannot decide"),
        ({"constraint": in_year(1980)}, [], "holds no fact of Luís Figo playsFor in"),
        ({"extremum": "first"}, ["Sporting CP"], "1 answer(s)"),
    ],
)
def test_interval_answers(fields: dict[str, object], answers: list[str], why: str) -> None:
    q = plan(**fields)  # type: ignore[arg-type]
    got, reason, evidence = Given(SPELLS).solve(q, Run(q.question))
    assert got == answers and why in reason, (got, reason)
    assert bool(evidence) == bool(answers)  # an answer needs its facts; no answer shows none kept


def test_a_reference_facts_year_across_relations() -> None:
    married = row("Helen Svedin", "2001", None, relation="isMarriedTo")
    wed = EventRef(head="Luís Figo", relation="isMarriedTo", tail="Helen Svedin")
    q = plan(constraint=Constraint(kind="in", granularity="year", reference=wed))
    got, _, evidence = Given([*SPELLS, married]).solve(q, Run("q"))
    assert got == ["Real Madrid C.F."] and married in evidence  # the club he was with when he married


def test_no_for_a_side_never_held_needs_the_anchors_other_facts() -> None:
    never = plan("yes_no", other="Chelsea F.C.", constraint=in_year(2003))
    got, reason, evidence = Given(SPELLS).solve(never, Run("q"))
    assert got == ["no"] and "none of Luís Figo playsFor Chelsea F.C." in reason and evidence == []
    unknown = Given([]).solve(never, Run("q"))  # the graph knows nothing of his clubs: it cannot say no
    assert unknown[0] == [] and "holds no fact" in unknown[1]
