"""An occasion said as the setting of a question's event ("at the 92nd Academy Awards") is read as its year only where
the graph writes every fact of it in that one year and no other entity takes its part that year: one ceremony a year
may be said by its year; one of a year's several draws may not, for the year would say every draw's facts (found on a
tennis graph: "Who did Roger Federer beat at the 2008 Wimbledon Men's Singles?" answered every match he won that year,
at all four tournaments). Loaded by the generic loader into a real Neo4j and asked offline."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Parasite", "filmWon", "Best Picture", "2019", "2019"),
    ("Green Book", "filmWon", "Best Picture", "2018", "2018"),
    ("Parasite", "nominatedAt", "92nd Academy Awards", "2019", "2019"),
    ("Joker", "nominatedAt", "92nd Academy Awards", "2019", "2019"),
    ("Green Book", "nominatedAt", "91st Academy Awards", "2018", "2018"),
    ("Roger Federer", "beat", "Marat Safin", "2008-01-14", "2008-01-14"),
    ("Roger Federer", "beat", "Marat Safin", "2008-06-23", "2008-06-23"),
    ("Roger Federer", "reachedFinalOf", "2008 Australian Open Men's Singles", "2008-01-14", "2008-01-14"),
    ("Roger Federer", "reachedFinalOf", "2008 Wimbledon Men's Singles", "2008-06-23", "2008-06-23"),
    ("Rafael Nadal", "wonTitle", "2008 Wimbledon Men's Singles", "2008-06-23", "2008-06-23"),
    ("Novak Djokovic", "wonTitle", "2008 Australian Open Men's Singles", "2008-01-14", "2008-01-14"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "occasions")


def test_an_occasion_alone_in_its_year_is_said_by_its_year(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which film won Best Picture at the 92nd Academy Awards?"})
    assert result.answer == "Parasite", (result.answer, result.reason)
    assert result.evidence
    assert "as 2019" in result.reason


def test_one_of_several_occasions_of_its_year_is_never_said_by_its_year(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Who did Roger Federer beat at the 2008 Wimbledon Men's Singles?"})
    assert result.answer == NO_ANSWER, (result.answer, result.reason)


DRAWS = [  # each draw an occasion: every fact of it is of its one day
    (f"{year} {event} {draw} Singles", relation, tail, day, day)
    for year, event, day in (
        (2007, "Wimbledon", "2007-06-25"),
        (2008, "Wimbledon", "2008-06-23"),
        (2008, "Australian Open", "2008-01-14"),
        (2009, "Wimbledon", "2009-06-22"),
        (2009, "Australian Open", "2009-01-19"),
    )
    for draw in ("Men's", "Women's")
    for relation, tail in (("editionOf", event), ("playedOn", "Grass" if event == "Wimbledon" else "Hard"))
] + [
    ("Roger Federer", "wonTitle", "2007 Wimbledon Men's Singles", "2007-06-25", "2007-06-25"),
    ("Venus Williams", "wonTitle", "2007 Wimbledon Women's Singles", "2007-06-25", "2007-06-25"),
    ("Rafael Nadal", "wonTitle", "2008 Wimbledon Men's Singles", "2008-06-23", "2008-06-23"),
    ("Roger Federer", "wonTitle", "2009 Wimbledon Men's Singles", "2009-06-22", "2009-06-22"),
    ("Novak Djokovic", "wonTitle", "2008 Australian Open Men's Singles", "2008-01-14", "2008-01-14"),
]


@pytest.fixture()
def draws(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(DRAWS, "draws")


def test_when_an_occasion_was_held_is_the_one_day_of_its_facts(draws: KGIRAG) -> None:
    """No relation says "held"; every fact of the draw is of its one day, so any of them says when it was held."""
    for question in (
        "When was the 2008 Wimbledon Men's Singles held?",
        "When did the 2008 Wimbledon Men's Singles take place?",
        "When did the 2009 Wimbledon Women's Singles start?",
    ):
        result = draws.invoke({"question": question})
        day = "2009-06-22" if "2009" in question else "2008-06-23"
        assert result.answer == day, (question, result.answer, result.reason)
        assert result.evidence
        assert "every fact of it is of one time" in result.reason


def test_a_year_of_several_draws_is_read_as_each_and_answered_where_all_agree(draws: KGIRAG) -> None:
    """ "the 2007 Wimbledon", the only one named, may be either draw: both start on one day, so that is the answer;
    who won is each draw's champion, so the refusal names both."""
    started = draws.invoke({"question": "When did the 2007 Wimbledon start?"})
    assert started.answer == "2007-06-25", (started.answer, started.reason)
    assert "every reading the graph holds answers alike" in started.reason and started.evidence
    won = draws.invoke({"question": "Who won the 2007 Wimbledon?"})
    assert won.answer == NO_ANSWER, (won.answer, won.reason)
    assert "Roger Federer" in won.reason and "Venus Williams" in won.reason


def test_an_entity_of_facts_of_several_days_is_no_occasion(draws: KGIRAG) -> None:
    result = draws.invoke({"question": "When was Roger Federer held?"})
    assert result.answer == NO_ANSWER, (result.answer, result.reason)


TOURNAMENTS = [  # a tournament its host's: hosted over its days, won on its last, a squad's stay inside it
    ("China", "hostedWorldCup", "1991 FIFA Women's World Cup", "1991-11-16", "1991-11-30"),
    ("United States women", "wonWorldCup", "1991 FIFA Women's World Cup", "1991-11-30", "1991-11-30"),
    ("Norway women", "playedMatchIn", "1991 FIFA Women's World Cup", "1991-11-17", "1991-11-17"),
    ("Sweden", "hostedWorldCup", "1995 FIFA Women's World Cup", "1995-06-05", "1995-06-18"),
    ("Norway women", "wonWorldCup", "1995 FIFA Women's World Cup", "1995-06-18", "1995-06-18"),
    ("United States", "hostedWorldCup", "1999 FIFA Women's World Cup", "1999-06-19", "1999-07-10"),
    ("United States women", "wonWorldCup", "1999 FIFA Women's World Cup", "1999-07-10", "1999-07-10"),
    ("Norway women", "managedBy", "Even Pellerud", "1989-01-01", "1996-12-31"),
    ("Even Pellerud", "coachOf", "Norway women", "1989-01-01", "1991-11-30"),
]


@pytest.fixture()
def tournaments(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(TOURNAMENTS, "tournaments")


def test_an_occasion_of_a_span_started_on_its_own_facts_first_day(tournaments: KGIRAG) -> None:
    """Its facts are of several days, all within the one span of its host's fact: that span's first day is its
    start."""
    for question, answer in (
        ("When did the 1991 Women's World Cup kick off?", "1991-11-16"),
        ("When did the 1995 Women's World Cup begin?", "1995-06-05"),
        ("Which month did the 1991 Women's World Cup start?", "1991-11"),
    ):
        result = tournaments.invoke({"question": question})
        assert result.answer == answer, (question, result.answer, result.reason)
        assert result.evidence
        assert "hostedWorldCup facts' span" in result.reason


def test_an_occasion_held_over_days_has_no_one_day_it_was_held(tournaments: KGIRAG) -> None:
    """ "Held" or said with no verb, which of its days is not said (a contest's final, its first semi-final)."""
    for question in ("When was the 1995 Women's World Cup held?", "When did the 1991 Women's World Cup take place?"):
        result = tournaments.invoke({"question": question})
        assert result.answer == NO_ANSWER, (question, result.answer, result.reason)


def test_an_entity_whose_facts_span_years_is_no_occasion(tournaments: KGIRAG) -> None:
    """Even Pellerud's facts lie within one span, but one of years: a person, never an occasion."""
    result = tournaments.invoke({"question": "When was Even Pellerud held?"})
    assert result.answer == NO_ANSWER, (result.answer, result.reason)
