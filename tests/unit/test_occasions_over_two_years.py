"""Facts dated by occasions, a few written over two years (an award year "1929/30", a season "2003-04"): a year
that meets two such spans names either occasion, so the facts kept in it are no answer (`occasions.one_occasion`);
one span alone, a span inside the period asked, or a relation whose facts are mostly spans (a state) are kept."""

from __future__ import annotations

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Constraint, EventPlan, EventRef
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.occasions import one_occasion
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import Given, interval_row


def won(head: str, start: str, end: str) -> IntervalRow:
    return interval_row(f"{head}:{start}", head, "won", "Best Actor", start, end, "state")


AWARDS = [
    won("Emil Jannings", "1927", "1928"),
    won("Warner Baxter", "1928", "1929"),
    won("George Arliss", "1929", "1930"),
    won("Lionel Barrymore", "1930", "1931"),
    *(won(f"Winner {y}", str(y), str(y)) for y in range(1934, 1960)),
]


def kept(rows: list[IntervalRow], y0: int, y1: int) -> list[IntervalRow]:
    return [r for r in rows if r.start_year <= y1 and (r.end_year or r.start_year) >= y0]


def test_a_year_meeting_two_occasions_written_over_two_years_is_no_answer() -> None:
    with pytest.raises(NoAnswer, match="1929–1930 and 1930–1931"):
        one_occasion(kept(AWARDS, 1930, 1930), AWARDS, (1930, 1930))


def test_one_occasion_alone_or_spans_inside_the_period_are_kept() -> None:
    assert [r.head for r in one_occasion(kept(AWARDS, 1927, 1927), AWARDS, (1927, 1927))] == ["Emil Jannings"]
    in_decade = one_occasion(kept(AWARDS, 1920, 1929), AWARDS, (1920, 1929))  # only 1929-1930 reaches beyond
    assert [r.head for r in in_decade] == ["Emil Jannings", "Warner Baxter", "George Arliss"]


def test_a_relation_whose_facts_are_mostly_spans_is_a_state_every_holder_kept() -> None:
    spells = [won("A", "1925", "1930"), won("B", "1930", "1935"), won("C", "1935", "1935")]
    assert [r.head for r in one_occasion(kept(spells, 1930, 1930), spells, (1930, 1930))] == ["A", "B"]


def test_spells_known_to_the_day_or_longer_than_two_years_are_kept() -> None:
    one_season = [won(f"Driver {y}", f"{y}-03-01", f"{y}-11-01") for y in range(1980, 1995)]
    spells = [won("Prost", "1984-03-25", "1989-11-05"), won("Senna", "1988-04-03", "1993-11-07"), *one_season]
    assert [r.head for r in one_occasion(kept(spells[:2], 1988, 1988), spells, (1988, 1988))] == ["Prost", "Senna"]
    years = [
        won("A", "1986", "1988"),
        won("B", "1988", "1990"),
        *(won(f"W {y}", str(y), str(y)) for y in range(1990, 2010)),
    ]
    assert len(one_occasion(kept(years[:2], 1988, 1988), years, (1988, 1988))) == 2


def test_a_reference_year_meeting_two_occasions_is_no_answer() -> None:
    """ "Who won Best Actress the year Warner Baxter won Best Actor?": his 1928-1929 meets Janet Gaynor's 1927-1928
    and Mary Pickford's 1928-1929 (one answer mixing both would be wrong)."""
    actress = [
        interval_row("g", "Janet Gaynor", "won", "Best Actress", "1927", "1928"),
        interval_row("p", "Mary Pickford", "won", "Best Actress", "1928", "1929"),
        *(interval_row(f"a{y}", f"Actress {y}", "won", "Best Actress", str(y), str(y)) for y in range(1934, 1950)),
    ]
    baxter = EventRef(head="Warner Baxter", relation="won", tail="Best Actor")
    q = EventPlan.model_validate(
        {
            "question": "q",
            "qtype": "equal",
            "answer_type": "entity",
            "granularity": "year",
            "anchor": "Best Actress",
            "position": "tail",
            "relation": "won",
            "dataset": "graph13",
            "constraint": Constraint(kind="in", granularity="year", reference=baxter),
        }
    )
    given = Given([*actress, *(r for r in AWARDS if r.head == "Warner Baxter")])
    got, reason, _ = given.solve(q, Run("q"))
    assert got == [] and "1927–1928 and 1928–1929" in reason, (got, reason)


def test_spans_beside_a_fact_of_one_year_inside_them_are_spells() -> None:
    managers = [won("Lopat", "1963", "1964"), won("McGaha", "1964", "1965"), won("Sullivan", "1965", "1965")]
    managers += [won(f"M {y}", str(y), str(y)) for y in range(1966, 1975)]
    assert len(one_occasion(kept(managers[:2], 1964, 1964), managers, (1964, 1964))) == 2
