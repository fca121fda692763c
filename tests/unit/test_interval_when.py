"""A "when" clause over facts true over intervals: the states true at the reference's time as the graph says it
(its day where known to the day, else its year), the events of its year."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.plans import Constraint, EventPlan, EventRef, RefPeriod
from chronorag.rag.kg_irag.interval_loop import (
    IntervalAnswers,
    _any_other,
    _at_its_time,
    _beginnings,
    _begun_in,
    _endings,
    _first,
    _in_its_time,
    _last,
    _of_its_period,
    _times,
    renamed_on,
)
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.understanding.constructions.asked import all_spells_said
from chronorag.understanding.tokens import tokenize
from factories import interval_row

IRAQ = [
    interval_row("n", "John Negroponte", "ambassadorTo", "Iraq", "2004-06-29", "2005-03-17"),
    interval_row("k", "Zalmay Khalilzad", "ambassadorTo", "Iraq", "2005-06-21", "2007-03-26"),
    interval_row("v", "Someone", "visited", "Iraq", "2005-09-01", None, kind="instant"),
]


def _at(said: str) -> list[str]:
    year = (_first(said[:4]), _last(said[:4]))
    kept, undecided = _at_its_time(IRAQ, said, year)
    assert not undecided
    return [r.head for r in kept]


def test_a_state_is_kept_only_where_it_held_on_the_day_the_graph_knows() -> None:
    assert _at("2005-01-25") == ["John Negroponte", "Someone"]  # the visit: an event of that year


def test_a_time_known_only_to_the_year_where_one_state_ends_and_another_begins_is_no_answer() -> None:
    """Which ambassador held on the day is unknown (a reviewer's find: the Flyers' two divisions of 1974)."""
    with pytest.raises(NoAnswer, match=r"known only as 2005, and John Negroponte .* may not have held on its day"):
        _at("2005")
    assert _at("2005-04") == ["Someone"]  # neither held in April 2005: the visit only


def test_the_reference_s_own_fact_is_no_answer() -> None:
    """ "Who was ambassador to Iraq when Negroponte left?" is not Negroponte."""
    ref = EventRef(head="John Negroponte", relation="ambassadorTo", tail="Iraq", aspect="end")
    plan = EventPlan(
        question="Who was ambassador to Iraq when Negroponte left?",
        qtype="equal_multi",
        answer_type="entity",
        anchor="Iraq",
        relation="ambassadorTo",
        position="tail",
        dataset="g",
        constraint=Constraint(kind="in", granularity="day", reference=ref),
    )
    kept, _ = _in_its_time(plan, IRAQ, IRAQ[:1], "2005-03-17", 2005)
    assert [r.head for r in kept] == ["Someone"]


def test_a_time_asked_in_a_period_is_a_start_in_it_never_one_before() -> None:
    """ "When was the 2008 Brazilian Grand Prix held?" of a spell 1990-2019: its start (1990) says nothing of when in
    2008, so no answer; a fact that began in the period is its answer, a spell begun before it left out."""
    held = [interval_row("h", "Brazilian Grand Prix", "heldAt", "Interlagos", "1990-03-25", "2019-11-17")]
    year_2008 = ((2008, 1, 1), (2008, 12, 31))
    with pytest.raises(NoAnswer, match="began before the period"):
        _begun_in(held, year_2008)
    spells = [*held, interval_row("s", "Brazilian Grand Prix", "heldAt", "Elsewhere", "2008-10-01", "2008-11-02")]
    assert [r.head for r in _begun_in(spells, year_2008)] == ["Brazilian Grand Prix"]
    assert [r.tail for r in _begun_in(spells, year_2008)] == ["Elsewhere"]


SEASONS = [  # a driver's seasons at two teams, a fact a year, and a later return to the first
    *(interval_row(f"h{y}", "Kyle Busch", "droveFor", "Hendrick", str(y), str(y)) for y in range(2004, 2008)),
    *(interval_row(f"g{y}", "Kyle Busch", "droveFor", "Gibbs", str(y), str(y)) for y in range(2008, 2011)),
    interval_row("h2015", "Kyle Busch", "droveFor", "Hendrick", "2015", "2015"),
]


def test_a_start_or_end_asked_reads_seasons_written_a_year_each_as_one_run() -> None:
    """ "When did X join Y?", "When did X leave Y?": a run of one-year facts is one spell, so its first year is the
    joining and its last the leaving (listing every season, its first year shown, answered "left in 2004"); a later
    return after a gap is a spell of its own."""
    assert [r.id for r in _beginnings(SEASONS, seasons=True)] == ["h2004", "g2008", "h2015"]
    assert [r.id for r in _endings(SEASONS, seasons=True)] == ["h2007", "g2010", "h2015"]


def test_without_a_start_or_end_asked_each_year_s_fact_stays_its_own() -> None:
    """ "How many times did X win Y?", "the second time": each year's fact counts, even in years running."""
    assert len(_beginnings(SEASONS)) == len(SEASONS)
    assert len(_endings(SEASONS)) == len(SEASONS)


SHORTS = [
    interval_row("d1", "Walt Disney", "won", "Best Animated Short Film", "1931", "1932", kind="instant"),
    interval_row("d2", "Walt Disney", "won", "Best Animated Short Film", "1932", "1933", kind="instant"),
    interval_row("f", "Fred Quimby", "won", "Best Animated Short Film", "1940", "1940", kind="instant"),
    interval_row("d3", "Walt Disney", "won", "Best Animated Short Film", "1941", "1941", kind="instant"),
]


def _after(question: str, ref: EventRef) -> list[str]:
    answers = IntervalAnswers.__new__(IntervalAnswers)
    answers.facts = lambda q, entity, relation, side, other: [r for r in SHORTS if r.head == entity]  # type: ignore[method-assign]
    plan = EventPlan(
        question=question,
        qtype="after_first",
        answer_type="entity",
        anchor="Best Animated Short Film",
        relation="won",
        position="tail",
        dataset="g",
        extremum="first",
        constraint=Constraint(kind="after", reference=ref),
    )
    kept, _, _ = answers._by_reference(plan, SHORTS)
    return [r.head for r in kept]


def test_after_one_who_did_the_same_several_times_is_refused_unless_which_is_said() -> None:
    """ "Who won X right after Walt Disney?": after his first, he won it again himself; after his last is said so."""
    disney = EventRef(head="Walt Disney", relation="won", tail="Best Animated Short Film")
    with pytest.raises(NoAnswer, match="after which of them"):
        _after("Who won Best Animated Short Film right after Walt Disney?", disney)
    last = disney.model_copy(update={"extremum": "last"})
    assert _after("Who won Best Animated Short Film after Walt Disney's last win?", last) == []
    quimby = EventRef(head="Fred Quimby", relation="won", tail="Best Animated Short Film")
    assert _after("Who won Best Animated Short Film after Fred Quimby?", quimby) == ["Walt Disney"]


def test_a_reference_clause_s_own_period_keeps_its_facts_of_that_period() -> None:
    """ "Who won X right after Walt Disney did in 1932?": after his win of 1932, not "after which of them" (Fred Quimby
    in 1940, then Disney again); a year he never won it holds no reference; a fact dated too loosely refuses."""
    disney = EventRef(head="Walt Disney", relation="won", tail="Best Animated Short Film")
    in_1932 = disney.model_copy(
        update={"period": RefPeriod(granularity="year", start=date(1932, 1, 1), end=date(1933, 1, 1))}
    )
    assert _after("Who won Best Animated Short Film after Walt Disney did in 1932?", in_1932) == [
        "Fred Quimby",
        "Walt Disney",
    ]
    in_1940 = disney.model_copy(
        update={"period": RefPeriod(granularity="year", start=date(1940, 1, 1), end=date(1941, 1, 1))}
    )
    assert _after("Who won Best Animated Short Film after Walt Disney did in 1940?", in_1940) == []
    in_may = disney.model_copy(
        update={"period": RefPeriod(granularity="month", start=date(1932, 5, 1), end=date(1932, 6, 1))}
    )
    with pytest.raises(NoAnswer, match="too loosely"):
        _after("Who won Best Animated Short Film after Walt Disney did in May 1932?", in_may)


def test_the_other_side_any_of_a_family_keeps_only_those() -> None:
    """ "How many Nobel Prizes did Marie Curie win?": her physics and chemistry prizes, never her Davy Medal."""
    prizes = [
        interval_row("p", "Marie Curie", "hasWonPrize", "Nobel Prize in Physics", "1903", None, kind="instant"),
        interval_row("d", "Marie Curie", "hasWonPrize", "Davy Medal", "1903", None, kind="instant"),
        interval_row("c", "Marie Curie", "hasWonPrize", "Nobel Prize in Chemistry", "1911", None, kind="instant"),
    ]
    plan = EventPlan(
        question="How many Nobel Prizes did Marie Curie win?",
        qtype="equal",
        answer_type="count",
        anchor="Marie Curie",
        relation="hasWonPrize",
        position="head",
        dataset="g",
        other_any=["Nobel Prize in Chemistry", "Nobel Prize in Physics"],
    )
    assert [r.id for r in _any_other(plan, "head", prizes)] == ["p", "c"]
    assert _any_other(plan.model_copy(update={"other_any": []}), "head", prizes) == prizes


def test_a_state_of_the_reference_clause_s_period_is_one_that_held_in_it() -> None:
    """ "Who managed the Yankees after Joe Torre did in 2007?": his spell of 1996-2007 held in 2007; one that began
    after it, or ended before it, did not."""
    spells = [
        interval_row("a", "Joe Torre", "managed", "New York Yankees", "1996", "2007"),
        interval_row("b", "Joe Torre", "managed", "New York Yankees", "1982", "1984"),
    ]
    in_2007 = RefPeriod(granularity="year", start=date(2007, 1, 1), end=date(2008, 1, 1))
    torre = EventRef(head="Joe Torre", relation="managed", tail="New York Yankees", period=in_2007)
    assert [r.id for r in _of_its_period(spells, torre)] == ["a"]
    in_1990 = in_2007.model_copy(update={"start": date(1990, 1, 1), "end": date(1991, 1, 1)})
    assert _of_its_period(spells, torre.model_copy(update={"period": in_1990})) == []


MANAGED = [  # Billy Martin's four spells managing the Yankees, each known to the year
    interval_row(str(k), "Billy Martin", "managed", "New York Yankees", start, end)
    for k, (start, end) in enumerate([("1975", "1979"), ("1983", "1983"), ("1985", "1985"), ("1988", "1988")])
]


def test_ends_of_several_spells_are_said_the_last_first() -> None:
    """ "When did Billy Martin stop managing the Yankees?" said 1979, the first spell's end (a reviewer's find): he
    stopped for good in 1988, the one answer of his separate spells (a later reviewer's find: every end listed was
    wrong); a start asked is the first start; "become" asks each spell's."""
    plan = EventPlan(
        question="When did Billy Martin stop managing the Yankees?",
        qtype="equal",
        answer_type="time",
        granularity="year",
        anchor="Billy Martin",
        relation="managed",
        position="head",
        other="New York Yankees",
        aspect="end",
        all_spells=True,
    )
    answers, why = _times(plan, MANAGED, "said")
    assert answers == ["1988"]
    assert why.startswith("ended 1988 (the last end of 4 separate facts)")
    start = plan.model_copy(update={"aspect": "start", "question": "When did Billy Martin start managing them?"})
    starts, _ = _times(start, MANAGED, "said")
    assert starts == ["1975"]
    became = start.model_copy(update={"question": "When did Billy Martin become their manager?", "all_spells": False})
    assert _times(became, MANAGED, "said")[0] == ["1975", "1983", "1985", "1988"]  # each time he became it
    said = {q: all_spells_said(tokenize(q), a) for q, a in [(plan.question, "end"), (start.question, "start")]}
    assert said == {plan.question: True, start.question: True}  # the words the parser sets the plan's field by
    assert not all_spells_said(tokenize(became.question), "start")
    assert not all_spells_said(tokenize("When did Billy Martin leave the Yankees?"), "end")


def test_starts_of_records_that_overlap_are_each_an_answer() -> None:
    """Two records of one marriage with other dates overlap: the graph's two accounts, each an answer (no first)."""
    rows = [
        interval_row("a", "Luciana Paluzzi", "isMarriedTo", "Michael Jay Solomon", "1979", None),
        interval_row("b", "Luciana Paluzzi", "isMarriedTo", "Michael Jay Solomon", "1980", None),
    ]
    plan = EventPlan(
        question="Since when has Luciana Paluzzi been married to Michael Jay Solomon?",
        qtype="equal",
        answer_type="time",
        granularity="year",
        anchor="Luciana Paluzzi",
        relation="isMarriedTo",
        position="head",
        other="Michael Jay Solomon",
        aspect="start",
    )
    answers, _ = _times(plan, rows, "said")
    assert answers == ["1979", "1980"]


def test_two_names_a_question_says_alike_one_begun_the_year_the_other_ended_are_no_end() -> None:
    """ "When did Walter Alston stop managing the Dodgers?": Brooklyn to 1957, then Los Angeles from 1958."""
    brooklyn = interval_row("b", "Walter Alston", "managed", "Brooklyn Dodgers", "1954", "1957")
    la = interval_row("l", "Walter Alston", "managed", "Los Angeles Dodgers", "1958", "1976")
    with pytest.raises(NoAnswer, match="renamed, it may have gone on"):
        renamed_on([brooklyn, la], [brooklyn, la], frozenset({"Brooklyn Dodgers", "Los Angeles Dodgers"}))
    renamed_on([brooklyn, la], [brooklyn, la])  # two clubs the question does not say alike: two spells
    reserves = interval_row("r", "Ritchie Kitoko", "playsFor", "Albacete Balompié B", "2006", "2008")
    first = interval_row("f", "Ritchie Kitoko", "playsFor", "Albacete Balompié", "2008", "2009")
    renamed_on([reserves, first], [reserves])  # words apart known to the year: a move, never a renaming
