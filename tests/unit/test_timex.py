"""Time expressions on tokens: dates, clock times, ranges, durations, periods, and the words they use."""

from __future__ import annotations

import tomllib
from datetime import date, time
from pathlib import Path

import pytest

from chronorag.temporal import clock
from chronorag.understanding import timex
from chronorag.understanding.timex import find, parse_period
from chronorag.understanding.tokens import tokenize


def kinds(text: str, year: int | None = 2017) -> list[tuple[str, object, object]]:
    out: list[tuple[str, object, object]] = []
    for e in find(tokenize(text), year):
        value = {"date": e.day, "clock": e.start, "range": (e.start, e.end), "duration": e.minutes}.get(e.kind)
        out.append((e.kind, value, e.problem))
    return out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("on 5 December 2017", date(2017, 12, 5)),
        ("the 5th of March, 2017", date(2017, 3, 5)),
        ("March 5, 2017", date(2017, 3, 5)),
        ("Sunday 5 March 2017", date(2017, 3, 5)),
        ("Sun, March 5th 2017", date(2017, 3, 5)),
        ("5 Mar 2017", date(2017, 3, 5)),
        ("2017-03-05 at noon", date(2017, 3, 5)),
        ("05/03/2017", date(2017, 3, 5)),
        ("on 28.03.2017", date(2017, 3, 28)),
        ("03/25/2017", date(2017, 3, 25)),  # only month-first is a date
        ("the twenty-first of June 2017", date(2017, 6, 21)),
        ("Dec 5th", date(2017, 12, 5)),
    ],
)
def test_dates(text: str, expected: date) -> None:
    dates = [v for k, v, _ in kinds(text) if k == "date"]
    assert dates == [expected]


def test_a_wrong_weekday_is_read_but_flagged() -> None:
    [(kind, value, problem)] = kinds("Monday 5 March 2017")
    assert kind == "date" and value == date(2017, 3, 5) and "Sunday" in str(problem)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("at 3pm", time(15), None),
        ("at 3 p.m.", time(15), None),
        ("at 15:00", time(15), None),
        ("3 o'clock in the afternoon", time(15), None),
        ("at 9 in the morning", time(9), None),
        ("at noon", time(12), None),
        ("at midnight", time(0), None),
        ("half past three in the afternoon", time(15, 30), None),
        ("quarter to nine in the evening", time(20, 45), None),
        ("eleven at night", time(23), None),
        ("15:00-17:00", time(15), time(17)),
        ("3pm–5pm", time(15), time(17)),
        ("from 8pm until 11pm", time(20), time(23)),
        ("between 2 and 4 in the afternoon", time(14), time(16)),
        ("from 11 to 1 pm", time(11), time(13)),
        ("from 10pm to 1am", time(22), time(1)),
        ("18:00-21:00 at Malin Head: dry?", time(18), time(21)),
        ("7 to 9 am", time(7), time(9)),
        ("4 to 8 pm", time(16), time(20)),
    ],
)
def test_clock_times_and_ranges(text: str, start: time, end: time | None) -> None:
    found = [(k, v) for k, v, _ in kinds(text) if k in ("clock", "range")]
    assert found == [("range", (start, end))] if end else found == [("clock", start)]


@pytest.mark.parametrize("text", ["at 3", "from 3 to 5", "room 12", "at 25:00", "3 to 5"])
def test_ambiguous_or_impossible_times_are_not_read(text: str) -> None:
    assert not [k for k, _, _ in kinds(text) if k in ("clock", "range")]


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("for 2 hours", 120),
        ("a 3-hour trip", 180),
        ("a three-hour walk", 180),
        ("90 minutes", 90),
        ("half an hour", 30),
        ("an hour and a half", 90),
        ("1.5 hours", 90),
        ("two hours and 30 minutes", 150),
        ("an hour-long run", 60),
    ],
)
def test_durations(text: str, minutes: int) -> None:
    assert [v for k, v, _ in kinds(text) if k == "duration"] == [minutes]


@pytest.mark.parametrize(
    ("text", "granularity", "start"),
    [
        ("in 2008", "year", date(2008, 1, 1)),
        ("the year of 2009", "year", date(2009, 1, 1)),
        ("in March 2009", "month", date(2009, 3, 1)),
        ("Mar, 2009", "month", date(2009, 3, 1)),
        ("Apr, the year of 2015", "month", date(2015, 4, 1)),
        ("2009-03", "month", date(2009, 3, 1)),
        ("before 2 April 2011", "day", date(2011, 4, 2)),
        ("who did it", None, None),
        ("in May I went", None, None),
    ],
)
def test_periods(text: str, granularity: str | None, start: date | None) -> None:
    p = parse_period(text)
    assert (p.granularity, p.start) == (granularity, start) if p else granularity is None


def test_spans_cover_exactly_the_time_words() -> None:
    toks = tokenize("Will it rain at Athenry between 3pm and 5pm on 5 March 2017?")
    spans = [" ".join(t.text for t in toks[e.i : e.j]) for e in find(toks, 2017)]
    assert spans == ["between 3 pm and 5 pm", "5 March 2017"]


def test_no_input_makes_the_grammar_fail() -> None:
    """Random mixes of the tokens the grammar looks at (and punctuation) never raise."""
    import random  # noqa: PLC0415

    pieces = [
        "3",
        "15:00",
        ":",
        "-",
        "–",
        "pm",
        "a.m.",
        "half",
        "past",
        "to",
        "from",
        "between",
        "and",
        "the",
        "5th",
        "of",
        "March",
        "2017",
        "2017-03",
        "2017-03-05",
        "28.03.2017",
        "3.30",
        "05/03/2017",
        "hours",
        "an",
        "hour",
        "noon",
        "in",
        "the",
        "afternoon",
        "at",
        "night",
        "year",
        "Sunday",
        ",",
        ".",
        "twenty",
        "first",
        "o'clock",
        "?",
    ]
    rng = random.Random(7)
    for _ in range(3000):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randint(1, 9)))
        find(tokenize(text), 2017)
        parse_period(text)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("between 2012 and 2014", date(2012, 1, 1), date(2015, 1, 1)),
        ("from March 2010 to June 2011", date(2010, 3, 1), date(2011, 7, 1)),
        ("between January and March 2024", date(2024, 1, 1), date(2024, 4, 1)),
        ("between 1 August 2014 and 31 December 2014", date(2014, 8, 1), date(2015, 1, 1)),
        ("between 5 May and 10 May 2010", date(2010, 5, 5), date(2010, 5, 11)),  # the first day in the second's year
        ("between May 5 and May 10, 2010", date(2010, 5, 5), date(2010, 5, 11)),
    ],
)
def test_a_window_between_two_periods_is_one_period(text: str, start: date, end: date) -> None:
    [e] = find(tokenize(text), clocks=False)
    assert e.period is not None and (e.i, e.j) == (0, len(tokenize(text)))
    assert (e.period.start, e.period.end) == (start, end)


def test_a_window_that_ends_before_it_starts_is_two_periods_and_a_clock_range_stays_one() -> None:
    assert len(find(tokenize("between 2014 and 2012"), clocks=False)) == 2
    [clock] = find(tokenize("between 2 and 4 in the afternoon"))
    assert (clock.kind, clock.start, clock.end) == ("range", time(14, 0), time(16, 0))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("on Boxing Day 2018", date(2018, 12, 26)),
        ("on New Year's Day 2011", date(2011, 1, 1)),
        ("on Christmas Day of 2019", date(2019, 12, 25)),
    ],
)
def test_a_day_of_the_year_people_name_with_its_year_is_a_date(text: str, day: date) -> None:
    [e] = find(tokenize(text), clocks=False)
    assert (e.kind, e.day, e.j) == ("date", day, len(tokenize(text)))


def test_a_decade_is_its_ten_years_and_a_hundred_said_so_is_a_problem() -> None:
    """ "the 1990s" is 1990 to 1999 (it was read as 1990 and a stray "s" left unread); "the 1900s" may be the
    decade or the century: read, and refused."""
    [e] = find(tokenize("during the 1990s"), clocks=False)
    assert e.period is not None and (e.period.start, e.period.end, e.i, e.j) == (
        date(1990, 1, 1),
        date(2000, 1, 1),
        1,
        3,
    )
    assert e.problem is None
    [hundred] = find(tokenize("in the 1900s"), clocks=False)
    assert hundred.problem is not None and "1900s" in hundred.problem
    with clock.frozen(date(2026, 12, 4)):  # a hundred not over is said "this century": "the 2000s" is the decade
        [decade] = find(tokenize("in the 2000s"), clocks=False)
        assert decade.problem is None and decade.period is not None and decade.period.end == date(2010, 1, 1)
    with clock.frozen(date(2100, 1, 1)):  # ... and may be either once it is over
        [over] = find(tokenize("in the 2000s"), clocks=False)
        assert over.problem is not None and "2000s" in over.problem
    for short in ("in the 90s", "in the '90s", "in the 90's", "in the nineties"):  # its century unsaid: the 1900s
        [e] = find(tokenize(short), clocks=False)
        assert e.period is not None and (e.period.start, e.period.end) == (date(1990, 1, 1), date(2000, 1, 1)), short
        assert e.problem is None and e.note is not None and "the 1990s" in e.note
    [either] = find(tokenize("in the 20s"), clocks=False)  # ... the 1920s or the 2020s: read, refused
    assert either.problem is not None and "2020s" in either.problem
    assert not find(tokenize("scored 90 s later"), clocks=False)  # no article, no decade
    [apostrophe] = find(tokenize("in the 1990's"), clocks=False)  # one token, never the year 1990 and "'s"
    assert apostrophe.period is not None and apostrophe.period.end == date(2000, 1, 1) and apostrophe.problem is None
    for part in ("in the late 1990s", "in the mid-1990s", "in the early 1990s"):  # which years: read, refused
        [e] = find(tokenize(part), clocks=False)
        assert e.problem is not None, part


def test_a_named_day_without_its_year_is_no_date() -> None:
    assert find(tokenize("on Boxing Day"), clocks=False) == []


def test_passing_over_words_no_reader_opens_with_finds_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """`find` skips a word no reader of it opens with (`OPENERS`, or a digit): every corpus question, and these
    phrases of every kind, read as they are where every word is tried."""
    corpus = Path(timex.__file__).parent / "corpus"
    said = [e["question"] for f in corpus.glob("*.toml") for e in tomllib.loads(f.read_text()).get("example", [])]
    said += [
        "half an hour after noon",
        "12 noon to 3pm on Boxing Day 2018",
        "the first half of 2014, late 2015",
        "in the 1990s, in the 1800s",
        "between 5 May and 10 May 2010",
        "quarter to nine in the evening",
        "in the past two years, 3 weeks ago",
        "today, yesterday, this month, the current Chancellor",
        "the 2018/19 season",
        "from 8pm until 11pm",
    ]
    assert timex.OPENERS is not None and said
    read = [(find(tokenize(s), 2017), find(tokenize(s), None, clocks=False, today=date(2020, 3, 4))) for s in said]
    monkeypatch.setattr(timex, "OPENERS", None)
    assert read == [(find(tokenize(s), 2017), find(tokenize(s), None, False, date(2020, 3, 4))) for s in said]


def test_still_in_a_question_opened_in_the_present_is_now() -> None:
    """ "Is X still an MP?" is whether X is one now (passed over, it answered whether X ever was one: a reviewer's
    find); "Was X still Y in 1970?" is of the time said."""
    today = date(2026, 12, 4)
    [now] = find(tokenize("Is Theresa May still an MP?"), clocks=False, today=today)
    assert now.period is not None and now.period.start == today and now.said == "still"
    [then] = find(tokenize("Was Earl Warren still chief justice in 1970?"), clocks=False, today=today)
    assert then.period == parse_period("1970")


def test_current_after_an_owner_is_now_as_after_the() -> None:
    """ "Who was Vera Farmiga's current husband?" ignored 'current' and answered her first husband (a reviewer's
    find): after an owner ("X's", "his"), as after "the", it is the reference date."""
    today = date(2026, 12, 4)
    for said in ("Who was Vera Farmiga's current husband?", "Who is his current coach?", "the current Chancellor"):
        [now] = find(tokenize(said), clocks=False, today=today)
        assert now.period is not None and now.period.start == today, said
    [year] = find(tokenize("Which current affairs show ran in 2010?"), clocks=False, today=today)  # no owner: 2010
    assert year.period == parse_period("2010")


def test_two_years_one_apart_in_one_word_are_a_season_where_the_second_is_no_month() -> None:
    """ "Who was the Red Wings coach in 1996-97?" could not place '1996-97': one word of two years one apart whose
    second cannot be a month is that season, as "the 1996-97 season" is; "2005-06" stays June 2005 (MultiTQ's way
    of writing a month), and years further apart are not read so."""
    for said in ("in 1996-97", "in the 1996-97 season", "in the 2002-03 season"):
        [season] = find(tokenize(said), clocks=False)
        assert season.turns and season.turns[-1].year == season.turns[0].year + 1, said
    for said in ("in 2005-06", "in 1996-98"):
        assert not any(e.turns for e in find(tokenize(said), clocks=False)), said
