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
from chronorag.rag.kg_irag.interval_loop import (
    IntervalAnswers,
    _begun_after,
    _ended_in_order,
    _extreme,
    _happened,
    _in_period,
    _in_season,
    _ordered,
)
from chronorag.temporal import clock
from factories import Given, interval_row


def row(tail: str, start: str, end: str | None, kind: str = "state", relation: str = "playsFor") -> IntervalRow:
    return interval_row(f"{tail}:{start}", "Luís Figo", relation, tail, start, end, kind)


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


def test_an_open_end_begun_in_the_period_held_in_it_and_a_list_beside_an_undecided_one_is_no_answer() -> None:
    """ "Who was Home Secretary in 2025?" (a reviewer's find): one began on 2025-09-05 and has no end yet, so held in
    2025, and was left out beside the one who left that day; an open end begun before the period is still undecided,
    and a list beside it no answer (one left out would be wrong), though a yes a kept fact says is sure."""
    kept, undecided = _in_period(SPELLS, ((2005, 1, 1), (2005, 12, 31)))
    assert [r.tail for r in kept] == ["Real Madrid C.F.", "Inter Milan"] and undecided == []
    got, reason, _ = Given(SPELLS).solve(plan(constraint=in_year(2005)), Run("q"))
    assert got == ["Real Madrid C.F.", "Inter Milan"], reason
    before = [*SPELLS[:3], row("Inter Milan", "2004-07", None)]  # open, begun before 2005: undecided in it
    got, reason, _ = Given(before).solve(plan(constraint=in_year(2005)), Run("q"))
    assert got == [] and "cannot decide" in reason
    got, _, _ = Given(before).solve(plan("yes_no", other="Real Madrid C.F.", constraint=in_year(2005)), Run("q"))
    assert got == ["yes"]


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


def test_a_season_read_by_its_two_years_keeps_what_takes_in_the_new_year_between_them() -> None:
    """ "the 2000-01 season", where it turns is unknown: 2000-2005 takes in 1 January 2001, so held in it; 1995-2000
    may have ended before it began (a list would be unsure: no answer, but a yes a kept fact says is sure)."""
    season = {"season_years": True}
    kept, undecided = _in_season(plan(**season), SPELLS[:3], 2000)
    assert kept == [] and [r.tail for r in undecided] == ["FC Barcelona"]
    kept, undecided = _in_season(plan("yes_no", **season), SPELLS[:3], 2000)
    assert [r.tail for r in kept] == ["Real Madrid C.F."] and [r.tail for r in undecided] == ["FC Barcelona"]
    kept, undecided = _in_season(plan(**season), SPELLS[:3], 2001)  # 1995-2000 wholly before 2001
    assert [r.tail for r in kept] == ["Real Madrid C.F."] and undecided == []
    assert _in_season(plan(**season), [SPELLS[3]], 2007) == ([], [SPELLS[3]])  # an open end: undecided
    prize = [row("Ballon d'Or", "2000", None, kind="event", relation="hasWonPrize")]
    assert _in_season(plan(**season), prize, 2000) == ([], prize)  # of 2000: in the season or not, unknown


def test_first_and_last_by_start_and_before_by_start() -> None:
    assert [r.tail for r in _extreme(SPELLS, "first")] == ["Sporting CP"]
    assert [r.tail for r in _extreme(SPELLS, "last")] == ["Inter Milan"]
    assert [r.tail for r in _ordered(SPELLS, "before", YEAR[2000])[0]] == ["Sporting CP", "FC Barcelona"]


def test_after_and_since_a_period_keep_a_state_still_held_then() -> None:
    """ "after 2000", "since 2000": a spell begun then or later, or begun before and still held (Real Madrid,
    2000-2005, after 2000; Barcelona, to 2000, since 2000: "Who has been Home Secretary since 2020?" left out one in
    office from 2019, a reviewer's find); one begun before whose end is open may hold then or not: undecided."""
    assert [r.tail for r in _ordered(SPELLS, "after", YEAR[2000])[0]] == ["Real Madrid C.F.", "Inter Milan"]
    assert [r.tail for r in _ordered(SPELLS, "since", YEAR[2000])[0]] == [
        "FC Barcelona",
        "Real Madrid C.F.",
        "Inter Milan",
    ]
    kept, undecided = _ordered(SPELLS, "after", YEAR[2007])
    assert kept == [] and [r.tail for r in undecided] == ["Inter Milan"]


def test_after_a_period_with_the_start_said_keeps_only_what_began_after_it() -> None:
    """ "Which club did Figo join after 2000?" (the start said: "join", "became", "took office"): never a spell begun
    before and still held then (Thomas Foley, ambassador to Japan from 1997 to 2001, did not become it after 2000: a
    reviewer's find); since a period, what began in it or later."""
    after = Constraint(kind="after", granularity="year", start=date(2000, 1, 1), end=date(2001, 1, 1))
    got, reason, _ = Given(SPELLS).solve(plan(constraint=after, aspect="start"), Run("q"))
    assert got == ["Inter Milan"], reason
    since = after.model_copy(update={"kind": "since"})
    got, reason, _ = Given(SPELLS).solve(plan(constraint=since, aspect="start"), Run("q"))
    assert got == ["Real Madrid C.F.", "Inter Milan"], reason
    june = Constraint(kind="after", granularity="month", start=date(2000, 6, 1), end=date(2000, 7, 1))
    kept, undecided = _begun_after(SPELLS, "after", ((2000, 6, 1), (2000, 6, 30)))  # Real Madrid: 2000, known so
    assert [r.tail for r in kept] == ["Inter Milan"] and [r.tail for r in undecided] == ["Real Madrid C.F."]
    got, reason, _ = Given(SPELLS).solve(plan(constraint=june, aspect="start"), Run("q"))
    assert got == [] and "cannot decide" in reason


def test_before_or_after_a_period_with_the_end_said_orders_by_the_ends() -> None:
    """ "Which club did Figo leave before 2000?" (the end said: "left", "stopped serving"): by the ends, never the
    starts (a reviewer's find: "Who left the Supreme Court before 1795?" listed everyone who had joined by then);
    an end dated only to the year of the period, or an open end, cannot be told."""
    kept, undecided = _ended_in_order(SPELLS, "before", YEAR[2000])
    assert [r.tail for r in kept] == ["Sporting CP"] and [r.tail for r in undecided] == []
    kept, undecided = _ended_in_order(SPELLS, "after", YEAR[2000])
    assert [r.tail for r in kept] == ["Real Madrid C.F."] and [r.tail for r in undecided] == ["Inter Milan"]
    june = ((2000, 6, 1), (2000, 6, 30))
    kept, undecided = _ended_in_order(SPELLS, "before", june)
    assert [r.tail for r in kept] == ["Sporting CP"] and [r.tail for r in undecided] == ["FC Barcelona"]
    before = Constraint(kind="before", granularity="year", start=date(2000, 1, 1), end=date(2001, 1, 1))
    got, reason, _ = Given(SPELLS).solve(plan(constraint=before, aspect="end"), Run("q"))
    assert got == ["Sporting CP"], reason


def test_until_keeps_what_began_by_the_last_day_and_a_coarse_start_in_it_leaves_all_undecided() -> None:
    """ "the latest X when Y came out": begun on or before the day, that day too; a start known only to the year
    that holds the day may be on either side of it, so the latest (or the list) is undecided: no answer."""
    assert [r.tail for r in _ordered(SPELLS, "until", YEAR[2003])[0]] == [
        "Sporting CP", "FC Barcelona", "Real Madrid C.F.",
    ]  # fmt: skip
    day = ((2005, 7, 14), (2005, 7, 14))  # "Inter Milan" began in 2005-07: before, on or after the 14th
    assert _ordered(SPELLS, "until", day, strictly=True) == ([], [SPELLS[3]])
    assert _ordered(SPELLS, "until", ((2001, 1, 1), (2001, 1, 1)), strictly=True) == (SPELLS[:3], [])
    assert _ordered(SPELLS, "until", ((2000, 1, 1), (2000, 1, 1)), strictly=True) == ([], [SPELLS[2]])
    # a reference the graph dates only to its year: only what began by its first day is surely until it
    year_of_it = ((2000, 1, 1), (2000, 12, 31))
    assert _ordered(SPELLS[:2], "until", year_of_it, strictly=True) == (SPELLS[:2], [])
    assert _ordered(SPELLS[:3], "until", year_of_it, strictly=True) == ([], [SPELLS[2]])


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
        ({"answer_type": "time", "other": "FC Barcelona", "aspect": "start"}, ["1995"], "started 1995"),
        ({"answer_type": "time", "other": "FC Barcelona"}, [], "'when' of a state held over time"),  # 1995, or to 2000?
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
        ({"answer_type": "count"}, ["4"], "4 fact(s)"),  # "How many times ...?": each fact once, never a name
        ({"answer_type": "count", "constraint": in_year(2000)}, ["2"], "2 fact(s)"),
        # "When did Figo last play for Barcelona?": the last spell's start (1995) or the last time it held (2000)
        ({"answer_type": "time", "other": "FC Barcelona", "extremum": "last"}, [], "its last spell began or when"),
        ({"answer_type": "time", "other": "FC Barcelona", "extremum": "first"}, ["1995"], "started 1995"),
        ({"answer_type": "time", "other": "FC Barcelona", "extremum": "last", "aspect": "end"}, ["2000"], "ended"),
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


def test_the_last_left_is_by_the_ends_the_graph_holds() -> None:
    """ "Which club did Figo leave last?": Real Madrid (2005), never Inter Milan, whose end the graph does not hold."""
    left = plan(extremum="last", aspect="end")
    got, _, evidence = Given(SPELLS).solve(left, Run("q"))
    assert got == ["Real Madrid C.F."] and [r.tail for r in evidence] == ["Real Madrid C.F."]


def test_after_one_of_its_own_is_never_it_again() -> None:
    """ "Which club did Figo play for after Sporting?": the clubs begun after it; "after Barcelona" of a spell he
    came back to is never Barcelona again."""
    after = EventRef(head="Luís Figo", relation="playsFor", tail="Sporting CP")
    q = plan(constraint=Constraint(kind="after", reference=after))
    assert Given(SPELLS).solve(q, Run("q"))[0] == ["FC Barcelona", "Real Madrid C.F.", "Inter Milan"]
    back = [*SPELLS[:2], row("FC Barcelona", "2001", "2002")]
    q = plan(constraint=Constraint(kind="after", reference=after.model_copy(update={"tail": "FC Barcelona"})))
    got, _, _ = Given(back).solve(q, Run("q"))
    assert got == []  # only Barcelona again after Barcelona: no answer


def test_the_first_of_several_things_dated_alike_is_not_said() -> None:
    """ "What was X's first club?" of two clubs both begun in 1989: which came first is not said."""
    twins = [row("Sporting CP", "1989", "1995"), row("Os Pastilhas", "1989", "1990"), *SPELLS[1:]]
    got, reason, _ = Given(twins).solve(plan(extremum="first"), Run("q"))
    assert got == [] and "share the first date 1989" in reason
    assert Given(SPELLS).solve(plan(extremum="first"), Run("q"))[0] == ["Sporting CP"]
    same_day = [row("Sporting CP", "1989-07-01", "1995"), row("Os Pastilhas", "1989-07-01", "1990"), *SPELLS[1:]]
    assert Given(same_day).solve(plan(extremum="first"), Run("q"))[0] == ["Sporting CP", "Os Pastilhas"]


class BySide(Given):
    """Rows served by the entity on the side asked, as the graph serves them."""

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        def there(r: IntervalRow) -> bool:
            mine, theirs = (r.head, r.tail) if side == "head" else (r.tail, r.head)
            return mine == entity and other in (None, theirs)

        return [r for r in self.rows if r.relation == relation and there(r)]


def test_no_for_a_side_never_held_may_stand_on_the_other_entitys_facts_in_the_time_asked() -> None:
    """ "Did the Vancouver Canucks win the Stanley Cup in 2011?": the Canucks hold no win, the Cup holds its 2011
    winner: no, with that winner as the evidence; of a year the Cup holds no winner, no answer."""
    cups = [
        interval_row("b", "Boston Bruins", "wonStanleyCup", "Stanley Cup", "2011", "2011", "event"),
        interval_row("c", "Chicago Blackhawks", "wonStanleyCup", "Stanley Cup", "2010", "2010", "event"),
    ]
    fields = {"anchor": "Vancouver Canucks", "relation": "wonStanleyCup", "other": "Stanley Cup"}
    got, reason, evidence = BySide(cups).solve(plan("yes_no", **fields, constraint=in_year(2011)), Run("q"))
    assert got == ["no"] and "none with Vancouver Canucks: Boston Bruins" in reason and evidence == cups[:1]
    got, reason, evidence = BySide(cups).solve(plan("yes_no", **fields, constraint=in_year(2012)), Run("q"))
    assert got == [] and evidence == []  # no winner of 2012 held: the graph may not hold that year


class Series(BySide):
    """A series' editions by their days (`IntervalAnswers.editions` reads them from the graph)."""

    def editions(self, q: EventPlan, entity: str, relation: str) -> dict[str, str]:
        return {"1985 Open Men": "1985-11-25", "1985 Open Women": "1985-11-25", "1986 Open Men": "1986-01-20"}


def test_a_series_said_as_the_anchor_is_its_editions_of_the_year_asked() -> None:
    """ "What surface was the Open played on in 1985?": its two 1985 draws, on grass both; of a yes / no they answer
    differently, no answer."""
    surfaces = [
        interval_row("m", "1985 Open Men", "playedOn", "Grass", "1985-11-25", "1985-11-25", "event"),
        interval_row("w", "1985 Open Women", "playedOn", "Grass", "1985-11-25", "1985-11-25", "event"),
        interval_row("n", "1986 Open Men", "playedOn", "Clay", "1986-01-20", "1986-01-20", "event"),
    ]
    fields = {"anchor": "Open", "relation": "playedOn", "constraint": in_year(1985)}
    got, reason, evidence = Series(surfaces).solve(plan(**fields), Run("q"))
    assert got == ["Grass"] and "as its editions 1985 Open Men, 1985 Open Women" in reason and evidence == surfaces[:2]
    split = [*surfaces[:1], surfaces[1].model_copy(update={"tail": "Clay"})]
    got, reason, _ = Series(split).solve(plan("yes_no", other="Grass", **fields), Run("q"))
    assert got == [] and "answer differently" in reason


def held(head: str, start: str, end: str | None, tail: str = "President of the United States") -> IntervalRow:
    return row(tail, start, end, relation="heldOffice").model_copy(update={"head": head, "id": f"{head}:{start}"})


OFFICE = [
    held("Abraham Lincoln", "1861-03-04", "1865-04-15"),
    held("Andrew Johnson", "1865-04-15", "1869-03-04"),
    held("Ulysses S. Grant", "1869-03-04", "1877-03-04"),
    held("Andrew Johnson", "1865-01-01", "1865-04-15", tail="Vice President of the United States"),
    held("Barack Obama", "2009-01-20", "2013-01-20"),
    held("Barack Obama", "2013-01-20", None),  # a graph's split holding: the same sides, its end unknown
]


class Holders(IntervalAnswers):
    """IntervalAnswers over rows given (no database), read by entity and side as the graph reads them."""

    def __init__(self, rows: list[IntervalRow], now: bool = False) -> None:
        self.rows, self._read, self.now = rows, {}, now  # now: the relation's facts run to recent years

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        mine = lambda r: r.head if side == "head" else r.tail  # noqa: E731
        theirs = lambda r: r.tail if side == "head" else r.head  # noqa: E731
        return [r for r in self.rows if r.relation == relation and mine(r) == entity and other in (None, theirs(r))]

    def by_seasons(self, q: EventPlan) -> bool:
        return False

    def by_occasions(self, q: EventPlan) -> bool:
        return False

    def to_now(self, q: EventPlan) -> bool:
        return self.now


def office(holder: str, after: bool, **fields: object) -> EventPlan:
    """The next (previous) holder of the presidency after (before) `holder`'s, as the succession construction reads."""
    ref = EventRef(head=holder, relation="heldOffice", tail="President of the United States")
    ref.extremum, ref.aspect = ("last", "end") if after else ("first", "start")
    c = Constraint(kind="after" if after else "before", reference=ref)
    asked = {"extremum": "first"} if after else {"extremum": "last", "aspect": "end"}
    office = {"anchor": "President of the United States", "position": "tail", "relation": "heldOffice"}
    return plan(constraint=c, **{**office, **asked, **fields})  # type: ignore[arg-type]


def test_a_successor_starts_when_the_holder_ended_and_a_predecessor_ended_when_he_began() -> None:
    got, reason, _ = Holders(OFFICE).solve(office("Abraham Lincoln", after=True), Run("q"))
    assert got == ["Andrew Johnson"] and "1865-04-15" in reason  # the same day counts; his vice presidency does not
    assert Holders(OFFICE).solve(office("Andrew Johnson", after=False), Run("q"))[0] == ["Abraham Lincoln"]
    assert Holders(OFFICE).solve(office("Ulysses S. Grant", after=False), Run("q"))[0] == ["Andrew Johnson"]


def test_no_successor_of_a_holding_whose_end_is_unknown_and_never_the_holder_himself() -> None:
    got, reason, _ = Holders(OFFICE).solve(office("Barack Obama", after=True), Run("q"))
    assert got == [] and "cannot decide" in reason
    open_before = [*OFFICE, held("Chester A. Arthur", "1881-09-19", None)]
    got, reason, _ = Holders(open_before).solve(office("Barack Obama", after=False), Run("q"))
    assert got == [] and "cannot decide" in reason  # an open holding might have ended just before his began


def test_a_reference_said_by_its_end_is_read_at_its_end() -> None:
    left = EventRef(head="Luís Figo", relation="playsFor", tail="FC Barcelona", aspect="end")
    q = plan(constraint=Constraint(kind="in", granularity="year", reference=left))
    got, _, _ = Given(SPELLS).solve(q, Run("q"))
    assert got == ["FC Barcelona", "Real Madrid C.F."]  # in 2000, the year he left Barcelona (not 1995)
    joined = q.model_copy(update={"aspect": "start"})  # "Which club did he join when he left Barcelona?"
    assert Given(SPELLS).solve(joined, Run("q"))[0] == ["Real Madrid C.F."]  # began in 2000; Barcelona in 1995
    started = EventRef(head="Luís Figo", relation="playsFor", tail="FC Barcelona")  # said by its start: the year
    q = plan(aspect="start", constraint=Constraint(kind="in", granularity="year", reference=started))
    assert Given(SPELLS).solve(q, Run("q"))[0] == ["Sporting CP", "FC Barcelona"]  # true in 1995, as before
    both = EventRef(head="Luís Figo", relation="playsFor", tail="FC Barcelona", aspect="start")
    q = plan(aspect="start", constraint=Constraint(kind="in", granularity="year", reference=both))
    assert Given(SPELLS).solve(q, Run("q"))[0] == ["FC Barcelona"]  # "joined the year he joined": begun in 1995


def test_a_start_asked_is_where_a_run_of_the_same_sides_began() -> None:
    q = plan("time", anchor="President of the United States", position="tail", relation="heldOffice")
    q = q.model_copy(update={"aspect": "start", "granularity": "day"})
    got, _, _ = Holders(OFFICE[4:]).solve(q, Run("q"))
    assert got == ["2009-01-20"]  # the open holding goes on with the closed one: no start of its own
    born = [row("Kyiv", "1976-09-29", "1976-09-29", kind="instant", relation="wasBornIn")]
    assert Given(born).solve(plan("time", relation="wasBornIn", aspect="start"), Run("q"))[0] == ["1976"]


def test_matches_days_apart_are_each_an_occasion_of_their_own_not_one_run() -> None:
    """A scorecard's Tests for one side, days apart: the last one's start is asked, not the start of the series
    (a split holding goes on; a four-day match is no holding)."""
    tests = [
        row("England", "2018-08-01", "2018-08-04", relation="playedTestFor"),
        row("England", "2018-08-09", "2018-08-12", relation="playedTestFor"),
        row("England", "2018-09-07", "2018-09-11", relation="playedTestFor"),
    ]
    q = plan("time", relation="playedTestFor", aspect="start", extremum="last").model_copy(
        update={"granularity": "day"}
    )
    assert Given(tests).solve(q, Run("q"))[0] == ["2018-09-07"]


def test_the_last_occasion_of_a_few_days_is_dated_by_its_first_day() -> None:
    """ "When did Zimbabwe last win a Test?": a four-day match is dated by its first day; a holding's last spell still
    asks which, its start or when it last held."""
    won = [
        row("Bangladesh", "2021-07-07", "2021-07-11", relation="wonTestAgainst"),
        row("Bangladesh", "2025-04-20", "2025-04-23", relation="wonTestAgainst"),
    ]
    q = plan("time", relation="wonTestAgainst", extremum="last").model_copy(update={"granularity": "day"})
    assert Given(won).solve(q, Run("q"))[0] == ["2025-04-20"]
    spells = [row("Chelsea F.C.", "2006-05-31", "2009-05-31")]
    got, reason, _ = Given(spells).solve(q.model_copy(update={"relation": "playsFor"}), Run("q"))
    assert got == [] and "may ask when its last spell began or when it last held" in reason


def test_an_end_asked_is_where_a_run_of_the_same_sides_ended() -> None:
    q = plan("time", anchor="Barack Obama", relation="heldOffice", aspect="end", granularity="day")
    got, reason, _ = Holders(OFFICE[4:]).solve(q, Run("q"))
    assert got == [] and "does not say when it ended" in reason  # 2013-01-20 only split the holding: it goes on
    closed = [held("Barack Obama", "2009-01-20", "2013-01-20"), held("Barack Obama", "2013-01-20", "2017-01-20")]
    assert Holders(closed).solve(q, Run("q"))[0] == ["2017-01-20"]


def test_a_duration_spans_a_run_of_the_same_sides_and_is_unknown_where_the_run_is_open() -> None:
    q = plan("duration", anchor="Barack Obama", relation="heldOffice")
    got, reason, _ = Holders(OFFICE[4:]).solve(q, Run("q"))
    assert got == [] and "does not say when it ended" in reason  # not the 4 years of the split's closed part
    closed = [held("Barack Obama", "2009-01-20", "2013-01-20"), held("Barack Obama", "2013-01-20", "2017-01-20")]
    assert Holders(closed).solve(q, Run("q"))[0] == ["8"]
    # two terms apart: 8 years in all, 12 from the first to the last (it answered 4, each term's): both named, none
    apart = [held("Grover Cleveland", "1885-03-04", "1889-03-04"), held("Grover Cleveland", "1893-03-04", "1897-03-04")]
    got, reason, _ = Holders(apart).solve(plan("duration", anchor="Grover Cleveland", relation="heldOffice"), Run("q"))
    assert got == [] and "8 in all, 12 from the first to the last" in reason


def test_a_duration_within_one_year_is_no_zero_years() -> None:
    """ "How long was Liz Truss Prime Minister?" answered "0" (years, end year less start year; a reviewer's find):
    under a year long, asked in years, refused saying so; in days or in whole years it reads as before."""
    q = plan("duration", anchor="Liz Truss", relation="heldOffice")
    spell = [held("Liz Truss", "2022-09-06", "2022-10-25", tail="Prime Minister")]
    got, reason, _ = Holders(spell).solve(q, Run("q"))
    assert got == [] and "under a year long" in reason
    assert Holders(spell).solve(q.model_copy(update={"in_days": True}), Run("q"))[0] == ["49"]
    assert Holders(spell).solve(q.model_copy(update={"whole_years": True}), Run("q"))[0] == ["0"]


def test_a_duration_in_days_is_the_last_day_less_the_first_known_to_the_day() -> None:
    q = plan("duration", anchor="Barack Obama", relation="heldOffice").model_copy(update={"in_days": True})
    closed = [held("Barack Obama", "2009-01-20", "2013-01-20"), held("Barack Obama", "2013-01-20", "2017-01-20")]
    assert Holders(closed).solve(q, Run("q"))[0] == ["2922"]  # the run, not its first part (1,461)
    by_year = [held("Barack Obama", "2009", "2017")]
    got, reason, _ = Holders(by_year).solve(q, Run("q"))
    assert got == [] and "not how many days" in reason


def test_how_long_of_facts_each_held_on_one_day_is_no_answer() -> None:
    """ "How long did X last before being voted out?" read as the vote's own span: a fact held on one day says
    nothing of how long anything lasted (neither 0 years nor 0 days), so no answer, saying why."""
    voted = [held("Rob Mariano", "2002-04-11", "2002-04-11"), held("Rob Mariano", "2010-04-01", "2010-04-01")]
    for q in (
        plan("duration", anchor="Rob Mariano", relation="heldOffice"),
        plan("duration", anchor="Rob Mariano", relation="heldOffice").model_copy(update={"in_days": True}),
    ):
        got, reason, _ = Holders(voted).solve(q, Run("q"))
        assert got == [] and "at one date" in reason
    seasons = [held("Rob Mariano", "1984", "1984"), held("Rob Mariano", "1987", "1987")]  # a season, said by its year
    got, reason, _ = Holders(seasons).solve(plan("duration", anchor="Rob Mariano", relation="heldOffice"), Run("q"))
    assert got == [] and "at one date" in reason  # not "0 years"
    two_days = [held("Rob Mariano", "2002-04-11", "2002-04-12")]
    q = plan("duration", anchor="Rob Mariano", relation="heldOffice").model_copy(update={"in_days": True})
    assert Holders(two_days).solve(q, Run("q"))[0] == ["1"]


def test_seasons_asked_are_the_years_of_facts_held_a_season_each_and_no_span_is_read_in_seasons() -> None:
    """ "For how many seasons did Jeff Gordon drive for Hendrick Motorsports?": a fact each season, said by its year
    alone, counts its years (not the last less the first); a span is refused in seasons ("1991-2012" is 20 seasons of
    Lidstrom's, a lockout lost), and a bare "how many years" of facts said by their year alone stays no answer."""
    q = plan("duration", anchor="Jeff Gordon", relation="heldOffice").model_copy(update={"in_seasons": True})
    seasons = [held("Jeff Gordon", str(y), str(y), tail="Hendrick Motorsports") for y in (1992, 1993, 1994, 1996)]
    got, reason, _ = Holders(seasons).solve(q, Run("q"))
    assert got == ["4"] and "season(s)" in reason
    bare = q.model_copy(update={"in_seasons": False})
    assert Holders(seasons).solve(bare, Run("q"))[0] == []
    span = [held("Jeff Gordon", "1991", "2012", tail="Hendrick Motorsports")]
    got, reason, _ = Holders(span).solve(q, Run("q"))
    assert got == [] and "spans, not seasons" in reason
    assert Holders(span).solve(bare, Run("q"))[0] == ["21"]


def test_years_said_whole_are_completed_and_refused_where_a_handover_day_changes_them() -> None:
    """Ten years and two months is ten whole years: 2010-05-12 to 2016-03-18 is 5 whole years; a bare "how many
    years" of it is refused, saying both (writers count the end year less the start year, 6, as often as whole
    years), and answered where the two agree; known only to the year, no whole years; a term recorded to end a day
    short of its anniversary hangs on the handover day (17 or 18)."""
    q = plan("duration", anchor="Iain Duncan Smith", relation="heldOffice", whole_years=True)
    short = [held("Iain Duncan Smith", "2010-05-12", "2016-03-18")]
    assert Holders(short).solve(q, Run("q"))[0] == ["5"]
    bare = q.model_copy(update={"whole_years": False})
    got, reason, _ = Holders(short).solve(bare, Run("q"))
    assert got == [] and "6 calendar years" in reason and "5 whole years" in reason
    assert Holders([held("Iain Duncan Smith", "2010-05-12", "2016-05-12")]).solve(bare, Run("q"))[0] == ["6"]
    assert Holders([held("Iain Duncan Smith", "2010", "2016")]).solve(bare, Run("q"))[0] == ["6"]  # years only
    across = [held("Iain Duncan Smith", "2015-03-27", "2016-03-01")]  # a reviewer's: under a year, across a new one
    got, reason, _ = Holders(across).solve(bare, Run("q"))
    assert got == [] and "held under a year, 2015-03-27 to 2016-03-01" in reason and "calendar" not in reason
    by_year = [held("Iain Duncan Smith", "2010", "2016")]
    got, reason, _ = Holders(by_year).solve(q, Run("q"))
    assert got == [] and "does not say the whole years to the day" in reason
    term = [held("Iain Duncan Smith", "2005-01-04", "2023-01-03")]
    got, reason, _ = Holders(term).solve(q, Run("q"))
    assert got == [] and "hang on a handover day" in reason


def test_no_never_answers_of_a_side_that_takes_no_part_in_the_relation() -> None:
    """ "Did Tony Blair sit for Sedgefield?" read as satIn: a seat is never what anyone sits in, so "no" would answer
    another question; "Did Tony Blair sit in the House of Lords?" may be denied."""
    rows = [
        row("House of Commons", "1983", "2007", relation="satIn").model_copy(update={"head": "Tony Blair"}),
        row("House of Lords", "1999", None, relation="satIn").model_copy(update={"head": "Someone Else"}),
    ]
    fields = {"anchor": "Tony Blair", "relation": "satIn"}
    seat = plan("yes_no", other="Sedgefield", **fields)
    got, reason, _ = Holders(rows).solve(seat, Run("q"))
    assert got == [] and "Sedgefield is never the tail of a satIn fact" in reason
    lords = plan("yes_no", other="House of Lords", **fields)
    assert Holders(rows).solve(lords, Run("q"))[0] == ["no"]


def test_while_a_state_held_needs_more_than_a_shared_day_and_never_takes_an_open_end_as_still_true() -> None:
    """ "Who was president while Andrew Johnson was vice president?": the facts sharing more than a day of his term
    (a handover day is no overlap); an open end that may have ended at once is undecided."""
    vp = EventRef(head="Andrew Johnson", relation="heldOffice", tail="Vice President of the United States", during=True)
    c = Constraint(kind="in", granularity="day", reference=vp)
    asked = plan(anchor="President of the United States", position="tail", relation="heldOffice", constraint=c)
    got, _, _ = Holders(OFFICE).solve(asked, Run("q"))
    assert got == ["Abraham Lincoln"]  # his own presidency begins on the day the vice presidency ends
    late = [*OFFICE, held("Joe Biden", "2013-01-20", None, tail="Vice President of the United States")]
    vp2 = vp.model_copy(update={"head": "Joe Biden"})
    asked2 = asked.model_copy(update={"constraint": c.model_copy(update={"reference": vp2})})
    got, reason, _ = Holders(late).solve(asked2, Run("q"))
    assert got == [] and "cannot decide" in reason  # both open from the same day: how long they shared is unknown


def test_while_a_state_held_leaves_out_the_reference_state_itself() -> None:
    """ "Who else was president while Lincoln was?": the reference's own (head, relation, tail) is no answer, as after
    or before it; another holder sharing more than a day is."""
    lincoln = EventRef(
        head="Abraham Lincoln", relation="heldOffice", tail="President of the United States", during=True
    )
    c = Constraint(kind="in", granularity="day", reference=lincoln)
    asked = plan(anchor="President of the United States", position="tail", relation="heldOffice", constraint=c)
    got, _, _ = Holders(OFFICE).solve(asked, Run("q"))
    assert got == []  # the only president sharing his time is he
    rival = [*OFFICE, held("Jefferson Davis", "1862-02-22", "1865-05-10")]
    got, _, _ = Holders(rival).solve(asked, Run("q"))
    assert got == ["Jefferson Davis"]


def test_a_successor_recorded_a_day_or_two_before_the_holder_left_is_still_the_next() -> None:
    chief = "Chief Justice of the United States"
    burger = held("Warren Earl Burger", "1969-06-23", "1986-09-26", tail=chief)
    roberts = held("John Glover Roberts Jr.", "2005-09-29", None, tail=chief)

    def turn(rehnquist_from: str, holder: str, after: bool) -> list[str]:
        rows = [burger, held("William Hubbs Rehnquist", rehnquist_from, "2005-09-03", tail=chief), roberts]
        q = office(holder, after=after, anchor=chief)
        assert q.constraint.reference is not None
        q.constraint.reference.tail = chief
        return Holders(rows).solve(q, Run("q"))[0]

    # commissioned the day before his predecessor's retirement took effect: the next, and the one before him
    assert turn("1986-09-25", "Warren Earl Burger", after=True) == ["William Hubbs Rehnquist"]
    assert turn("1986-09-25", "William Hubbs Rehnquist", after=False) == ["Warren Earl Burger"]
    # six days before: no handover as the records date one, he held it beside him
    assert turn("1986-09-20", "Warren Earl Burger", after=True) == ["John Glover Roberts Jr."]


class _BySide(IntervalAnswers):
    """IntervalAnswers over rows given, read by entity and side."""

    def __init__(self, rows: list[IntervalRow], now: bool = False) -> None:
        self.rows, self._read, self.now = rows, {}, now  # now: the relation's facts run to recent years

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        mine = [r for r in self.rows if r.relation == relation and (r.head if side == "head" else r.tail) == entity]
        return [r for r in mine if other is None or (r.tail if side == "head" else r.head) == other]

    def by_seasons(self, q: EventPlan) -> bool:
        return False

    def by_occasions(self, q: EventPlan) -> bool:
        return False

    def to_now(self, q: EventPlan) -> bool:
        return self.now


def test_the_same_year_as_one_who_did_it_never_answers_that_one() -> None:
    """ "Who won the Copley Medal the same year as Max Planck?" answered Max Planck (his own fact is the reference's:
    a reviewer's find): the reference's own facts are left out of the answers."""

    def won(head: str, year: str) -> IntervalRow:
        return interval_row(f"{head}{year}", head, "hasWonPrize", "Copley Medal", year, None, kind="event")

    ref = EventRef(head="Max Planck", relation="hasWonPrize", tail="Copley Medal")
    q = plan(anchor="Copley Medal", position="tail", relation="hasWonPrize")
    q = q.model_copy(update={"constraint": Constraint(kind="in", granularity="year", reference=ref)})
    assert _BySide([won("Max Planck", "1929")]).solve(q, Run("q"))[0] == []
    both = [won("Max Planck", "1929"), won("Another", "1929"), won("Later", "1930")]
    assert _BySide(both).solve(q, Run("q"))[0] == ["Another"]


FLIGHTS = [
    interval_row("a", "Peggy Whitson", "launchedOn", "STS-111", "2002-06-05", "2002-12-07", "state"),
    interval_row("b", "Peggy Whitson", "launchedOn", "Soyuz TMA-11", "2007-10-10", "2008-04-19", "state"),
    interval_row("c", "Peggy Whitson", "launchedOn", "Ax-2", "2023-05-21", "2023-05-31", "state"),
]


def test_days_spent_over_spells_with_different_others_are_counted_together() -> None:
    """ "How many days did Peggy Whitson spend in space?": her flights together (185 + 192 + 10), never one flight's
    days first in a list of each; in years ("how long"), each or all together is not said: refused."""
    q = plan("duration", anchor="Peggy Whitson", relation="launchedOn", in_days=True)
    got, reason, evidence = Given(FLIGHTS).solve(q, Run("q"))
    assert got == ["387"] and "in all" in reason and len(evidence) == 3, (got, reason)
    got, reason, _ = Given(FLIGHTS).solve(plan("duration", anchor="Peggy Whitson", relation="launchedOn"), Run("q"))
    assert got == [] and "each, or all?" in reason, (got, reason)
    one = plan("duration", anchor="Peggy Whitson", relation="launchedOn", other="Ax-2", in_days=True)
    assert Given(FLIGHTS).solve(one, Run("q"))[0] == ["10"]


class _Seasons(Holders):
    """Rows of a relation the graph writes by seasons (`written_by_seasons`)."""

    def by_seasons(self, q: EventPlan) -> bool:
        return True


def test_spans_written_by_seasons_count_both_ends() -> None:
    """ "How many years did Joe Torre manage the Yankees?" of "1996" to "2007", a relation written by seasons: 12, not
    11 (a reviewer's find); one season is 1, never under a year; two spells with the one other, which is asked?"""
    q = plan("duration", anchor="Joe Torre", relation="managed")
    torre = [interval_row("t", "Joe Torre", "managed", "New York Yankees", "1996", "2007", "state")]
    got, reason, _ = _Seasons(torre).solve(q, Run("q"))
    assert got == ["12"] and "both counted" in reason
    assert Holders(torre).solve(q, Run("q"))[0] == ["11"]  # spans not written by seasons: as written
    one = [interval_row("w", "Joe Torre", "managed", "New York Yankees", "1977", "1977", "state")]
    assert _Seasons(one).solve(q, Run("q"))[0] == ["1"]
    lemon = [
        interval_row("a", "Joe Torre", "managed", "New York Yankees", "1978", "1979", "state"),
        interval_row("b", "Joe Torre", "managed", "New York Yankees", "1981", "1982", "state"),
    ]
    got, reason, _ = _Seasons(lemon).solve(q, Run("q"))
    assert got == [] and "in all, or from the first to the last" in reason


def test_an_open_end_of_a_record_kept_up_to_date_holds_from_its_start_to_today() -> None:
    """ "Which club did X play for in 2025?" of a spell begun in 2024 with an open end, where the relation's facts run
    to recent years: held from its start to today (as the present tense reads it), noted; a year after today, or an
    open end of long ago, stays undecided (reviewers' finds)."""
    recent = [row("Arsenal", "2019", "2023"), row("Chelsea", "2024-07", None)]
    old = row("Sporting CP", "1960", None)
    with clock.frozen(date(2026, 12, 7)):
        q = plan(constraint=in_year(2025))
        got, reason, _ = Given(recent).solve(q, Run("q"))
        assert got == ["Chelsea"] and any("held to today (2026-12-07)" in n for n in q.notes), (reason, q.notes)
        got, reason, _ = Given(recent).solve(plan(constraint=in_year(2030)), Run("q"))
        assert got == [] and "cannot decide" in reason
        got, reason, _ = Given([*recent, old]).solve(plan(constraint=in_year(1990)), Run("q"))
        assert got == [] and "cannot decide" in reason  # begun in 1960: a record's gap, maybe
    with clock.frozen(date(2040, 1, 1)):  # the facts stop long before today: a record of the past
        got, reason, _ = Given(recent).solve(plan(constraint=in_year(2025)), Run("q"))
        assert got == [] and "cannot decide" in reason
