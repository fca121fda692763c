"""Time expressions in questions, found on tokens so the parser knows exactly which words they used.

Dates: "5 March 2017", "the 5th of March, 2017", "March 5, 2017", "Sunday 5 March 2017" (the weekday
must agree), "5 Mar 2017", "2017-03-05", "05/03/2017" (day first unless only month-first is valid).
Clock times: "15:00", "3pm", "3 p.m.", "3 o'clock in the afternoon", "noon", "midnight", "half past
three", "quarter to nine in the evening". Ranges: "15:00-17:00", "3pm–5pm", "from 8pm until 11pm",
"between 2 and 4 in the afternoon". Durations: "2 hours", "a three-hour walk", "90 minutes", "half an
hour", "an hour and a half". Periods (event questions): a day, "March 2009", "Mar, 2009", "2009-03",
"the year (of) 2009", "2009". A bare number is never a time: "at 3" is ambiguous and stays unread.

A pure module (no graph, no clock): `find(tokens)` returns every expression with its token span.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, time, timedelta
from typing import Literal

from chronorag.temporal.periods import EARLIEST, LATEST, Cue, Period, day, days_of, month, year
from chronorag.understanding.lexicon import number_table, phrase_list, word_class, word_table
from chronorag.understanding.tokens import Token, tokenize

MONTHS = number_table("time", "months")
WEEKDAYS = number_table("time", "weekdays")
NUMBER_WORDS = number_table("time", "numbers")
ORDINAL_WORDS = number_table("time", "ordinals")
# the years a four-digit number is read as (facts true over intervals go back centuries: "in 1677")
FIRST_SAID_YEAR, LAST_SAID_YEAR = 1000, 2100
HOUR_UNITS = word_class("time", "hour_units")
MINUTE_UNITS = word_class("time", "minute_units")
RANGE_JOINERS = word_class("time", "range_joiners")
DAYPARTS = word_table("time", "dayparts")
ORDINAL_SUFFIXES = word_class("time", "ordinal_suffixes")  # "5th"
DAY_TENS = word_class("time", "day_tens")  # "twenty-first"
HYPHENS = word_class("time", "hyphens")
STOPS = word_class("time", "abbreviation_stops")  # "Mar. 5"
COMMAS = word_class("common", "commas")
THE = word_class("common", "definite_articles")
DATE_OF = word_class("time", "date_of")  # "the 5th of March", "the year of 2009"
YEAR_NOUNS = word_class("time", "year_nouns")
MERIDIEMS = word_class("time", "meridiems")  # "pm", "p.m."
DAYPART_CUES = word_class("time", "daypart_cues")  # "in the afternoon", "this evening"
DAYPART_IN = word_class("time", "daypart_in")  # "in the morning"
IN_DAYPARTS = word_class("time", "in_dayparts")
NIGHT_CUES = word_class("time", "night_cues")  # "at night"
NIGHTS = word_class("time", "nights")
HOUR_FRACTIONS = number_table("time", "hour_fractions")  # "half past three", "quarter to nine"
PAST = word_class("time", "past")
TO = word_class("time", "to")
FRACTIONS_NOT_TO = word_class("time", "fractions_not_to")  # no "half to"
OCLOCK = word_class("time", "oclock")
NAMED_CLOCKS = number_table("time", "named_clocks")  # "noon", "midnight"
TWELVE = word_class("time", "twelve")  # "12 noon"
RANGE_LEADS = word_class("time", "range_leads")  # "from 8pm until 11pm", "between 2 and 4"
RANGE_BETWEEN = word_class("time", "range_between")
RANGE_AND = word_class("time", "range_and")
FIXED_DURATIONS = number_table("time", "fixed_durations")  # "half an hour", "an hour-long run"
MORE_DURATIONS = number_table("time", "more_durations")  # "an hour and a half"
ONE = word_class("time", "one")  # "an hour"
HOUR_LETTERS = word_class("time", "hour_letters")  # no "an h"
AND_MINUTES = word_class("time", "and_minutes")  # "2 hours and 15 minutes"
FILTER_BEFORE = word_class("time", "filter_before")
FILTER_BEFORE_PHRASES = phrase_list("time", "filter_before_phrases")
FILTER_SINCE = word_class("time", "filter_since")
FILTER_AFTER = word_class("time", "filter_after")

Kind = Literal["date", "clock", "range", "duration", "period"]


@dataclass(frozen=True)
class Expr:
    kind: Kind
    i: int  # token span [i, j)
    j: int
    day: date | None = None  # date
    period: Period | None = None  # period (a date is also a day period)
    start: time | None = None  # clock, range
    end: time | None = None  # range
    minutes: int | None = None  # duration
    problem: str | None = None  # read, but inconsistent (a wrong weekday): the parser refuses


def _low(toks: list[Token], i: int) -> str:
    return toks[i].low if 0 <= i < len(toks) else ""


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def _ordinal_day(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A day of the month at i: '5', '5th', 'fifth', 'twenty-first'; returns (day, next index)."""
    w = _low(toks, i)
    if w[:-2].isdigit() and w[-2:] in ORDINAL_SUFFIXES:
        w = w[:-2]
    if w.isdigit() and len(w) <= 2 and 1 <= int(w) <= 31:
        return int(w), i + 1
    if w in ORDINAL_WORDS:
        return ORDINAL_WORDS[w], i + 1
    if w in DAY_TENS:
        k = i + 2 if _low(toks, i + 1) in HYPHENS else i + 1
        if _low(toks, k) in ORDINAL_WORDS and ORDINAL_WORDS[_low(toks, k)] < 10:
            return NUMBER_WORDS[w] + ORDINAL_WORDS[_low(toks, k)], k + 1
    return None


def _month(toks: list[Token], i: int) -> tuple[int, int] | None:
    w = _low(toks, i)
    if w in MONTHS:
        return MONTHS[w], i + (2 if _low(toks, i + 1) in STOPS and len(w) <= 4 else 1)
    return None


def _year(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A year at i, optionally introduced by a comma, 'of' or 'the year (of)'."""
    k = i
    if _low(toks, k) in COMMAS:
        k += 1
    if _low(toks, k) in DATE_OF:
        k += 1
    if _low(toks, k) in THE and _low(toks, k + 1) in YEAR_NOUNS:
        k += 2
        if _low(toks, k) in DATE_OF:
            k += 1
    w = _low(toks, k)
    if len(w) == 4 and w.isdigit() and FIRST_SAID_YEAR <= int(w) <= LAST_SAID_YEAR:
        return int(w), k + 1
    return None


def _weekday(toks: list[Token], i: int) -> tuple[int, int] | None:
    w = _low(toks, i)
    if w in WEEKDAYS:
        k = i + 1
        if _low(toks, k) in COMMAS:
            k += 1
        return WEEKDAYS[w], k
    return None


def _make_date(y: int | None, m: int, d: int, default_year: int | None) -> date | None:
    y = y if y is not None else default_year
    if y is None:
        return None
    try:
        return date(y, m, d)
    except ValueError:
        return None


DateRead = tuple[date | None, int, bool]  # (the day, or None where its numbers make none; end; year said)


def match_date(toks: list[Token], i: int, default_year: int | None = None) -> Expr | None:
    start = i
    weekday = None
    if wd := _weekday(toks, i):
        weekday, i = wd
        if _low(toks, i) in THE:
            i += 1
    elif _low(toks, i) in THE and _ordinal_day(toks, i + 1):
        i += 1
    found = None
    for rule in (_iso_date, _slashed_date, _day_month_year, _month_day_year):  # the first that applies decides
        if (found := rule(toks, i, default_year)) is not None:
            break
    if found is None or found[0] is None:
        return None
    when, end = found[0], found[1]
    problem = None
    if weekday is not None and when.weekday() != weekday:
        problem = f"{toks[start].text} is not the weekday of {when:%d %B %Y} (a {when:%A})"
    return Expr("date", start, end, day=when, period=day(when), problem=problem)


def _iso_date(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """2017-03-05"""
    w = _low(toks, i)
    if len(w) >= 8 and w[:4].isdigit() and w[4] == "-" and w.count("-") == 2:
        y, m, d = (int(x) for x in w.split("-"))
        return _make_date(y, m, d, None), i + 1, True
    return None


def _slashed_date(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """05/03/2017, 5.3.2017: day first unless only month-first is a date."""
    w = _low(toks, i)
    if (w.count("/") == 2 or w.count(".") == 2) and w.replace(".", "").replace("/", "").isdigit():
        a, b, c = (int(x) for x in w.replace(".", "/").split("/"))
        y = c if c > 99 else 2000 + c
        first = _make_date(y, b, a, None)  # day first
        return first or _make_date(y, a, b, None), i + 1, True
    return None


def _day_month_year(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """5 March 2017, the 5th of March, 2017, 5 Mar (the year of the data where none is said)."""
    od = _ordinal_day(toks, i)
    if od is None:
        return None
    d, k = od
    if _low(toks, k) in DATE_OF:
        k += 1
    mo = _month(toks, k)
    if mo is None:
        return None, k, False
    m, k = mo
    yr = _year(toks, k)
    return _make_date(yr[0] if yr else None, m, d, default_year), yr[1] if yr else k, yr is not None


def _month_day_year(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """March 5, 2017; March the 5th."""
    mo = _month(toks, i)
    if mo is None:
        return None
    m, k = mo
    if _low(toks, k) in THE:
        k += 1
    od = _ordinal_day(toks, k)
    if od is None:
        return None, k, False
    d, k = od
    yr = _year(toks, k)
    return _make_date(yr[0] if yr else None, m, d, default_year), yr[1] if yr else k, yr is not None


def match_period(toks: list[Token], i: int) -> Expr | None:
    """A month or a year (days are dates): 'March 2009', 'Mar, 2009', '2009-03', 'the year of 2009'."""
    w = _low(toks, i)
    if len(w) in (6, 7) and w[:4].isdigit() and w[4] == "-" and w.count("-") == 1:
        y, m = (int(x) for x in w.split("-"))
        if 1 <= m <= 12:
            return Expr("period", i, i + 1, period=month(y, m))
    if mo := _month(toks, i):
        m, k = mo
        if yr := _year(toks, k):
            return Expr("period", i, yr[1], period=month(yr[0], m))
        return None
    k = i
    if w in THE and _low(toks, i + 1) in YEAR_NOUNS:
        k = i + 2
        if _low(toks, k) in DATE_OF:
            k += 1
    elif w in YEAR_NOUNS:
        k = i + 1
    digits = _low(toks, k)
    if len(digits) == 4 and digits.isdigit() and FIRST_SAID_YEAR <= int(digits) <= LAST_SAID_YEAR:
        return Expr("period", i, k + 1, period=year(int(digits)))
    return None


def _meridiem(toks: list[Token], i: int) -> tuple[str, int] | None:
    """am / pm / 'in the morning' / 'in the afternoon' / 'in the evening' / 'at night' at i."""
    w = _low(toks, i)
    if w.replace(".", "") in MERIDIEMS:
        return w.replace(".", ""), i + 1
    if w in DAYPART_CUES and _low(toks, i + 1) in THE and _low(toks, i + 2) in DAYPARTS:
        return DAYPARTS[_low(toks, i + 2)], i + 3
    if w in DAYPART_IN and _low(toks, i + 1) in IN_DAYPARTS:
        return DAYPARTS[_low(toks, i + 1)], i + 2
    if w in NIGHT_CUES and _low(toks, i + 1) in NIGHTS:
        return DAYPARTS[_low(toks, i + 1)], i + 2
    return None


def _hour_minute(toks: list[Token], i: int) -> tuple[int, int, bool, int] | None:
    """(hour, minute, written with minutes or o'clock, next index) for '15:00', '3', 'three', 'half past 3'."""
    w = _low(toks, i)
    if w in HOUR_FRACTIONS and _low(toks, i + 1) in PAST | TO:
        return _past_or_to(toks, i, w)
    if ":" in w and w.replace(":", "").isdigit():
        hh, mm = w.split(":")
        return int(hh), int(mm), True, i + 1
    if w.count(".") == 1 and w.replace(".", "").isdigit() and len(w.split(".")[1]) == 2:  # 3.30pm
        hh, mm = w.split(".")
        return int(hh), int(mm), False, i + 1
    h = _number(w)
    if h is None or h > 24 or (w.isdigit() and len(w) > 2):
        return None
    if _low(toks, i + 1) in OCLOCK:
        return h, 0, True, i + 2
    return h, 0, False, i + 1


def _past_or_to(toks: list[Token], i: int, w: str) -> tuple[int, int, bool, int] | None:
    """ "half past three", "quarter to nine", "quarter after 3" ("half to" is none)."""
    h = _number(_low(toks, i + 2))
    if h is None or not 1 <= h <= 12 or (w in FRACTIONS_NOT_TO and _low(toks, i + 1) in TO):
        return None
    if _low(toks, i + 1) in TO:
        return (h - 1) % 12 or 12, 60 - HOUR_FRACTIONS[w], True, i + 3
    return h, HOUR_FRACTIONS[w], True, i + 3


def _to_time(h: int, m: int, meridiem: str | None) -> time | None:
    if not 0 <= m <= 59:
        return None
    if meridiem is None:
        return time(h, m) if 0 <= h <= 23 else time(0, m) if h == 24 else None
    if not 1 <= h <= 12:
        return None
    return _half_day(h, m, meridiem)


def _half_day(h: int, m: int, meridiem: str) -> time | None:
    """An hour 1-12 in the morning, the afternoon or at night (6-11 in the evening, 12 is midnight, 1-4 the
    small hours)."""
    if meridiem == "am" or (meridiem == "night" and (h == 12 or h <= 4)):
        return time(h % 12, m)
    if meridiem == "pm":
        return time(h % 12 + 12, m)
    return time(h + 12, m) if h >= 6 else None


def match_clock(toks: list[Token], i: int, need_meridiem: bool = True) -> tuple[Expr, bool] | None:
    """One clock time at i; the flag says whether it was written unambiguously (minutes, am/pm...)."""
    if named := _named_clock(toks, i):
        return named
    hm = _hour_minute(toks, i)
    if hm is None:
        return None
    h, m, explicit, k = hm
    read = _clock_read(toks, _low(toks, i), (h, m, explicit, k), need_meridiem)
    if read is None or read[0] is None:
        return None
    t, end, sure = read
    return Expr("clock", i, end, start=t), sure


def _named_clock(toks: list[Token], i: int) -> tuple[Expr, bool] | None:
    """noon, midday, midnight, 12 noon."""
    w = _low(toks, i)
    if w in NAMED_CLOCKS:
        return Expr("clock", i, i + 1, start=time(NAMED_CLOCKS[w])), True
    if w in TWELVE and _low(toks, i + 1) in NAMED_CLOCKS:
        return Expr("clock", i, i + 2, start=time(NAMED_CLOCKS[_low(toks, i + 1)])), True
    return None


def _clock_read(
    toks: list[Token], w: str, hm: tuple[int, int, bool, int], need_meridiem: bool
) -> tuple[time | None, int, bool] | None:
    """(time, end, written unambiguously) for an hour and minute read at a word `w`; None where a bare hour
    needs am / pm and has none."""
    h, m, explicit, k = hm
    if mer := _meridiem(toks, k):
        return _to_time(h, m, mer[0]), mer[1], True
    if (":" in w and h >= 13) or (":" in w and w.startswith("0")) or (explicit and ":" in w):
        return _to_time(h, m, None), k, True  # "9:00", "15:00": a 24-hour clock
    if need_meridiem:
        return None
    return _to_time(h, m, None), k, False


def _compact_range(toks: list[Token], i: int) -> Expr | None:
    """A range at i: '[from|between] A (to|until|-|and) B', A may borrow B's am/pm."""
    ends = _range_ends(toks, i)
    if ends is None:
        return None
    lead, (a, a_sure), (b, b_sure) = ends
    if lead not in RANGE_LEADS and not a_sure and (not b_sure or (a.start and a.start.hour > 12)):
        return None  # "7 to 9 am" shares the am; a bare "7 to 9" is no range
    assert a.start is not None and b.start is not None
    start = a.start if a_sure else _shared_half(a.start, b.start)
    if start is None:
        return None
    return Expr("range", i, b.j, start=start, end=b.start)


def _range_ends(toks: list[Token], i: int) -> tuple[str, tuple[Expr, bool], tuple[Expr, bool]] | None:
    """The lead word ("from", "between" or another) and the two clock times of a range at i."""
    k = i
    lead = _low(toks, k)
    if lead in RANGE_LEADS:
        k += 1
    first = match_clock(toks, k, need_meridiem=False)
    if first is None:
        return None
    joiner = _low(toks, first[0].j)
    if joiner not in RANGE_JOINERS or (joiner in RANGE_AND and lead not in RANGE_BETWEEN):
        return None
    second = match_clock(toks, first[0].j + 1, need_meridiem=True)
    if second is None:
        return None
    return lead, first, second


def _shared_half(a: time, b: time) -> time | None:
    """ "from 3 to 5 pm", "between 2 and 4 in the afternoon": the start shares the end's half of the day,
    unless that puts it after the end ("from 11 to 1 pm": 11 am)."""
    mer = "pm" if b.hour >= 12 else "am"
    shared = _to_time(a.hour if a.hour <= 12 else 0, a.minute, mer)
    if shared is not None and shared > b:
        shared = _to_time(a.hour, a.minute, "am" if mer == "pm" else "pm")
    return shared


def match_duration(toks: list[Token], i: int) -> Expr | None:
    """'2 hours', 'two-hour', 'a 3 hour', '90 minutes', 'half an hour', 'an hour and a half', '1.5 hours'."""
    if fixed := _fixed_duration(toks, i):
        return fixed
    counted = _counted(toks, i)
    if counted is None or isinstance(counted, Expr):
        return counted
    n, k = counted
    minutes, k = _and_more(toks, k, n * 60)
    if minutes <= 0 or minutes != int(minutes):
        return None
    return Expr("duration", i, k, minutes=int(minutes))


def _fixed_duration(toks: list[Token], i: int) -> Expr | None:
    """ "half an hour", "an hour-long run"."""
    for said, minutes in FIXED_DURATIONS.items():
        if _said(toks, i, said):
            return Expr("duration", i, i + len(said.split()), minutes=minutes)
    return None


def _said(toks: list[Token], i: int, phrase: str) -> bool:
    """Whether the words of `phrase` are said from token i on."""
    return all(_low(toks, i + n) == word for n, word in enumerate(phrase.split()))


def _counted(toks: list[Token], i: int) -> tuple[float, int] | Expr | None:
    """(hours, next index) for "an hour", "2 hours", "a three-hour"; a whole duration in minutes ("90 minutes")."""
    w = _low(toks, i)
    if w in ONE and _low(toks, i + 1) in HOUR_UNITS - HOUR_LETTERS:
        return 1, i + 2
    value = float(w) if w.replace(".", "", 1).isdigit() else _number(w)
    if value is None:
        return None
    k = i + 1
    if _low(toks, k) in HYPHENS:
        k += 1
    unit = _low(toks, k)
    if unit in MINUTE_UNITS:
        return Expr("duration", i, k + 1, minutes=int(value)) if value > 0 else None
    return (value, k + 1) if unit in HOUR_UNITS else None


def _and_more(toks: list[Token], k: int, minutes: float) -> tuple[float, int]:
    """ "... and a half", "... and 15 minutes" after the hours."""
    for said, more in MORE_DURATIONS.items():
        if _said(toks, k, said):
            return minutes + more, k + len(said.split())
    if _low(toks, k) in AND_MINUTES and (extra := _number(_low(toks, k + 1))) and _low(toks, k + 2) in MINUTE_UNITS:
        return minutes + extra, k + 3
    return minutes, k


Matcher = Callable[[list[Token], int], Expr | None]


def find(toks: list[Token], default_year: int | None = None, clocks: bool = True) -> list[Expr]:
    """Every time expression, left to right, longest first at each position; no overlaps."""

    def clock(t: list[Token], i: int) -> Expr | None:
        found = match_clock(t, i)
        return found[0] if found else None

    matchers: list[Matcher] = [lambda t, i: match_date(t, i, default_year)]
    if clocks:
        matchers += [_compact_range, clock, match_duration]
    matchers.append(match_period)
    out: list[Expr] = []
    i = 0
    while i < len(toks):
        best: Expr | None = None
        for matcher in matchers:
            found = matcher(toks, i)
            if found is not None and (best is None or found.j > best.j):
                best = found
        if best is None:
            i += 1
            continue
        out.append(best)
        i = best.j
    return out


def parse_period(text: str) -> Period | None:
    """The most specific period in the text: a full date, else a month, else a year (the first of each)."""
    found = [e for e in find(tokenize(text), clocks=False) if e.period is not None and not e.problem]
    for granularity in ("day", "month", "year"):
        for e in found:
            if e.period is not None and e.period.granularity == granularity:
                return e.period
    return None


def _cue_and_period(text: str) -> tuple[Cue, Period] | None:
    """The most specific period in the text (`parse_period`) and the cue beside any of it, by keyword."""
    period = parse_period(text)
    if period is None:
        return None
    words = {t.low for t in tokenize(text)}
    lowered = " ".join(t.low for t in tokenize(text))
    if words & FILTER_BEFORE or any(phrase in lowered for phrase in FILTER_BEFORE_PHRASES):
        return "before", period
    if words & FILTER_SINCE:
        return "since", period
    if words & FILTER_AFTER:
        return "after", period
    return "in", period


def time_filter(text: str) -> tuple[date | None, date | None]:
    """The days the time words allow, inclusive, None where unbounded: what a date-filtered fact search takes
    (RTQA, the unanswerable generator). The days are `temporal.periods.days_of`'s, as a plan's
    `Constraint.days`; not a `Constraint` itself, which holds only the plans' years, while a filter on a
    period outside them must still find nothing rather than everything."""
    found = _cue_and_period(text)
    if found is None:
        return None, None
    lo, hi = days_of(*found)
    return (None if lo == EARLIEST else lo), (None if hi == LATEST else hi - timedelta(days=1))
