"""Time expressions in questions, found on tokens so the parser knows exactly which words they used.

Dates: "5 March 2017", "the 5th of March, 2017", "March 5, 2017", "Sunday 5 March 2017" (the weekday
must agree), "5 Mar 2017", "2017-03-05", "05/03/2017" (day first unless only month-first is valid).
Clock times: "15:00", "3pm", "3 p.m.", "3 o'clock in the afternoon", "noon", "midnight", "half past
three", "quarter to nine in the evening". Ranges: "15:00-17:00", "3pm–5pm", "from 8pm until 11pm",
"between 2 and 4 in the afternoon". Durations: "2 hours", "a three-hour walk", "90 minutes", "half an
hour", "an hour and a half". Periods (event questions): a day, "March 2009", "Mar, 2009", "2009-03", "the year (of)
2009", "2009", "the 1990s" ("the 1900s": decade or century, refused). A bare number is never a time: "at 3" is
ambiguous and stays unread. Relative dates, only when a reference date is given: "today", "yesterday", "this week /
month / year", "last week / month / year" (calendar periods; weeks run Monday to Sunday), "three weeks ago" (the
calendar unit that many back), "in the past two years", "over the last 6 months" (the rolling window from that many
units before the reference date up to it, inclusive).

A pure module (no graph, no clock: the reference date is an argument): `find(tokens)` returns every expression
with its token span. The calendar's readers (dates, months, years) and `Expr` are in `dates`; the times of a day,
durations and relative dates here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, time, timedelta

from chronorag.temporal.periods import EARLIEST, LATEST, Cue, Period, day, days_of, format_date, month, year
from chronorag.understanding.dates import (
    DAY_TENS,
    HYPHENS,
    MONTHS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    THE,
    WEEKDAYS,
    YEAR_NOUNS,
    Expr,
    by_first,
    match_date,
    match_period,
    match_season,
    month_at,
    number,
    word_at,
    year_at,
)
from chronorag.understanding.lexicon import number_table, phrase_list, word_class, word_table
from chronorag.understanding.tokens import Token, tokenize

HOUR_UNITS = word_class("time", "hour_units")
MINUTE_UNITS = word_class("time", "minute_units")
RANGE_JOINERS = word_class("time", "range_joiners")
DAYPARTS = word_table("time", "dayparts")
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
NAMED_DAYS = sorted(
    ((tuple(t.low for t in tokenize(said)), md) for said, md in word_table("time", "named_days").items()),
    key=lambda row: -len(row[0]),
)
ARTICLES = word_class("common", "articles")
YEAR_PARTS = sorted(
    ((tuple(t.low for t in tokenize(said)), months) for said, months in word_table("time", "year_parts").items()),
    key=lambda row: -len(row[0]),
)
# the words those phrases open with: most positions of a question open none, and are passed over at once
NAMED_DAY_OPENERS = frozenset(said[0] for said, _ in NAMED_DAYS if said)
YEAR_PART_OPENERS = frozenset(said[0] for said, _ in YEAR_PARTS if said)
VAGUE_YEAR_PARTS = word_table("time", "vague_year_parts")  # "late 2015": the months people read it as, each way
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
RELATIVE_DAYS = number_table("time", "relative_days")
THIS = word_class("time", "this")
NOW_PHRASES = sorted(phrase_list("time", "now_phrases"), key=lambda p: len(p.split()), reverse=True)


NOW_BY_FIRST = by_first(NOW_PHRASES)
NOW_ADJECTIVES = word_class("time", "now_adjectives")  # "the current Chancellor"
STILL_NOW = word_class("time", "still_now")  # "Is X still an MP?": now
NOW_OWNERS = word_class("time", "now_owners")  # "X's current husband": now, as "the current"
PRESENT_OPENERS = word_class("time", "present_openers")  # ... of a question opened in the present tense
LAST = word_class("time", "last")
CALENDAR_PERIODS = word_table("time", "calendar_periods")
ORDINAL_DETERMINERS = word_class("time", "ordinal_determiners")
UNITS = word_table("time", "units")
PLURAL_UNITS = word_table("time", "plural_units")
ONE_UNIT = word_class("time", "one_unit")
AGO = word_class("time", "ago")
ROLLING_LEADS = tuple(tuple(p.split()) for p in sorted(phrase_list("time", "rolling_leads"), key=lambda p: -len(p)))
ROLLING_OPENERS = frozenset(p[0] for p in ROLLING_LEADS if p)
UNIT_FOLLOWERS = word_class("time", "unit_followers")


def _meridiem(toks: list[Token], i: int) -> tuple[str, int] | None:
    """am / pm / 'in the morning' / 'in the afternoon' / 'in the evening' / 'at night' at i."""
    w = word_at(toks, i)
    if w.replace(".", "") in MERIDIEMS:
        return w.replace(".", ""), i + 1
    if w in DAYPART_CUES and word_at(toks, i + 1) in THE and word_at(toks, i + 2) in DAYPARTS:
        return DAYPARTS[word_at(toks, i + 2)], i + 3
    if w in DAYPART_IN and word_at(toks, i + 1) in IN_DAYPARTS:
        return DAYPARTS[word_at(toks, i + 1)], i + 2
    if w in NIGHT_CUES and word_at(toks, i + 1) in NIGHTS:
        return DAYPARTS[word_at(toks, i + 1)], i + 2
    return None


def _hour_minute(toks: list[Token], i: int) -> tuple[int, int, bool, int] | None:
    """(hour, minute, written with minutes or o'clock, next index) for '15:00', '3', 'three', 'half past 3'."""
    w = word_at(toks, i)
    if w in HOUR_FRACTIONS and word_at(toks, i + 1) in PAST | TO:
        return _past_or_to(toks, i, w)
    if ":" in w and w.replace(":", "").isdigit():
        hh, mm = w.split(":")
        return int(hh), int(mm), True, i + 1
    if w.count(".") == 1 and w.replace(".", "").isdigit() and len(w.split(".")[1]) == 2:  # 3.30pm
        hh, mm = w.split(".")
        return int(hh), int(mm), False, i + 1
    h = number(w)
    if h is None or h > 24 or (w.isdigit() and len(w) > 2):
        return None
    if word_at(toks, i + 1) in OCLOCK:
        return h, 0, True, i + 2
    return h, 0, False, i + 1


def _past_or_to(toks: list[Token], i: int, w: str) -> tuple[int, int, bool, int] | None:
    """ "half past three", "quarter to nine", "quarter after 3" ("half to" is none)."""
    h = number(word_at(toks, i + 2))
    if h is None or not 1 <= h <= 12 or (w in FRACTIONS_NOT_TO and word_at(toks, i + 1) in TO):
        return None
    if word_at(toks, i + 1) in TO:
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
    read = _clock_read(toks, word_at(toks, i), (h, m, explicit, k), need_meridiem)
    if read is None or read[0] is None:
        return None
    t, end, sure = read
    return Expr("clock", i, end, start=t), sure


def _named_clock(toks: list[Token], i: int) -> tuple[Expr, bool] | None:
    """noon, midday, midnight, 12 noon."""
    w = word_at(toks, i)
    if w in NAMED_CLOCKS:
        return Expr("clock", i, i + 1, start=time(NAMED_CLOCKS[w])), True
    if w in TWELVE and word_at(toks, i + 1) in NAMED_CLOCKS:
        return Expr("clock", i, i + 2, start=time(NAMED_CLOCKS[word_at(toks, i + 1)])), True
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
    lead = word_at(toks, k)
    if lead in RANGE_LEADS:
        k += 1
    first = match_clock(toks, k, need_meridiem=False)
    if first is None:
        return None
    joiner = word_at(toks, first[0].j)
    if joiner not in RANGE_JOINERS or (joiner in RANGE_AND and lead not in RANGE_BETWEEN):
        return None
    second = match_clock(toks, first[0].j + 1, need_meridiem=True)
    if second is None:
        return None
    return lead, first, second


def match_period_range(toks: list[Token], i: int, default_year: int | None = None) -> Expr | None:
    """ "between 2012 and 2014", "from March 2010 to June 2011", "between January and March 2024" (the first end
    borrows the second's year): one window from the start of the first period to the end of the second."""
    lead = word_at(toks, i)
    if lead not in RANGE_LEADS:
        return None
    first = match_date(toks, i + 1, default_year) or match_period(toks, i + 1) or _day_of_the_second(toks, i + 1)
    bare = month_at(toks, i + 1) if first is None else None  # "January" of "between January and March 2024"
    k = first.j if first is not None else bare[1] if bare is not None else None
    joiner = word_at(toks, k) if k is not None else ""
    if k is None or joiner not in RANGE_JOINERS or (joiner in RANGE_AND and lead not in RANGE_BETWEEN):
        return None
    second = match_date(toks, k + 1, default_year) or match_period(toks, k + 1)
    if second is None or second.period is None:
        return None
    if bare is not None:
        first = Expr("period", i + 1, k, period=month(second.period.start.year, bare[0]))
    if first is None or first.period is None or first.period.start >= second.period.end:
        return None
    return Expr("period", i, second.j, period=Period("day", first.period.start, second.period.end))


def _day_of_the_second(toks: list[Token], i: int) -> Expr | None:
    """ "5 May" of "between 5 May and 10 May 2010": a day said without its year, read in the year of the day after
    the joiner, where that one says it."""
    for k in range(i + 1, min(i + 5, len(toks))):
        if word_at(toks, k) in RANGE_JOINERS and (second := match_date(toks, k + 1)) is not None and second.day:
            first = match_date(toks, i, second.day.year)
            return first if first is not None and first.j == k else None
    return None


def match_named_day(toks: list[Token], i: int) -> Expr | None:
    """A day of the year people name, with its year: "Boxing Day 2018", "Christmas Day of 2019"."""
    if word_at(toks, i) not in NAMED_DAY_OPENERS:
        return None
    for said, month_day in NAMED_DAYS:
        k = i + len(said)
        if tuple(t.low for t in toks[i:k]) == said and (yr := year_at(toks, k)):
            m, d = (int(x) for x in month_day.split("-"))
            named = date(yr[0], m, d)
            return Expr("date", i, yr[1], day=named, period=day(named))
    return None


def match_year_part(toks: list[Token], i: int) -> Expr | None:
    """A part of a year named with its year: "the first half of 2014" (January to June), "the third quarter of
    2012"; the article before it is the cue's ("in the first half of 2014")."""
    k = i + 1 if word_at(toks, i) in ARTICLES else i
    if word_at(toks, k) not in YEAR_PART_OPENERS:
        return None
    for said, months in YEAR_PARTS:
        end = k + len(said)
        if tuple(t.low for t in toks[k:end]) == said and (yr := year_at(toks, end)):
            first, last = (int(x) for x in months.split("-"))
            start = date(yr[0], first, 1)
            stop = date(yr[0] + 1, 1, 1) if last == 12 else date(yr[0], last + 1, 1)
            return Expr("period", i, yr[1], period=Period("day", start, stop))
    return None


def match_vague_year_part(toks: list[Token], i: int) -> Expr | None:
    """A part of a year people read differently, with its year: "late 2015" (September, October or July to
    December), "early 2008"; each reading kept (`Expr.readings`), the question answered only where they agree."""
    months = VAGUE_YEAR_PARTS.get(word_at(toks, i))
    if months is None or not (yr := year_at(toks, i + 1)):
        return None
    readings = []
    for span in months.split():
        first, last = (int(x) for x in span.split("-"))
        stop = date(yr[0] + 1, 1, 1) if last == 12 else date(yr[0], last + 1, 1)
        readings.append(Period("day", date(yr[0], first, 1), stop))
    return Expr("period", i, yr[1], period=readings[0], readings=tuple(readings))


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
    return all(word_at(toks, i + n) == word for n, word in enumerate(phrase.split()))


def _counted(toks: list[Token], i: int) -> tuple[float, int] | Expr | None:
    """(hours, next index) for "an hour", "2 hours", "a three-hour"; a whole duration in minutes ("90 minutes")."""
    w = word_at(toks, i)
    if w in ONE and word_at(toks, i + 1) in HOUR_UNITS - HOUR_LETTERS:
        return 1, i + 2
    value = float(w) if w.replace(".", "", 1).isdigit() else number(w)
    if value is None:
        return None
    k = i + 1
    if word_at(toks, k) in HYPHENS:
        k += 1
    unit = word_at(toks, k)
    if unit in MINUTE_UNITS:
        return Expr("duration", i, k + 1, minutes=int(value)) if value > 0 else None
    return (value, k + 1) if unit in HOUR_UNITS else None


def _and_more(toks: list[Token], k: int, minutes: float) -> tuple[float, int]:
    """ "... and a half", "... and 15 minutes" after the hours."""
    for said, more in MORE_DURATIONS.items():
        if _said(toks, k, said):
            return minutes + more, k + len(said.split())
    if (
        word_at(toks, k) in AND_MINUTES
        and (extra := number(word_at(toks, k + 1)))
        and word_at(toks, k + 2) in MINUTE_UNITS
    ):
        return minutes + extra, k + 3
    return minutes, k


def match_relative(toks: list[Token], i: int, today: date) -> Expr | None:
    """A date said relative to `today` at i: 'yesterday', 'last year', 'three weeks ago', 'in the past two years'."""
    found = _relative_day(toks, i, today) or _this_or_last(toks, i, today) or _ago(toks, i, today)
    found = found or _rolling(toks, i, today)
    if found is None:
        return None
    period, j = found
    return Expr("period", i, j, period=period, said=" ".join(t.text for t in toks[i:j]))


Relative = tuple[Period, int]  # the period and the index after its words


def _relative_day(toks: list[Token], i: int, today: date) -> Relative | None:
    """ "today", "yesterday"; "now", "at the moment", and "the current <noun>": the reference date."""
    shift = RELATIVE_DAYS.get(word_at(toks, i))
    if shift is not None:
        return day(today + timedelta(days=shift)), i + 1
    for phrase in NOW_BY_FIRST.get(word_at(toks, i), ()):  # never "at the moment of <event>", "now that ..."
        if _said(toks, i, phrase):
            j = i + len(phrase.split())
            return None if word_at(toks, j) in UNIT_FOLLOWERS else (day(today), j)
    owned = word_at(toks, i - 1) in THE | NOW_OWNERS  # "the current <noun>", "X's current <noun>"
    if word_at(toks, i) in NOW_ADJECTIVES and owned and i + 1 < len(toks) and toks[i + 1].is_word:
        return day(today), i + 1
    if word_at(toks, i) in STILL_NOW and word_at(toks, 0) in PRESENT_OPENERS:  # "Is X still an MP?": now, never
        return day(today), i + 1  # "Was X still Y in 1970?" (then, the time said)
    return None


def _this_or_last(toks: list[Token], i: int, today: date) -> Relative | None:
    """ "this month", "last year": the calendar period holding `today`, or the one before; never after an article
    or a determiner ("the last year in which ...": an ordinal) nor before a word that makes it another period."""
    w, unit = word_at(toks, i), CALENDAR_PERIODS.get(word_at(toks, i + 1))
    if unit is None or not (w in THIS or w in LAST) or word_at(toks, i + 2) in UNIT_FOLLOWERS:
        return None
    if w in LAST and word_at(toks, i - 1) in ORDINAL_DETERMINERS:
        return None
    return _calendar(unit, today, 0 if w in THIS else 1), i + 2


def _count(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A count of units at i: '3', 'three', 'a' / 'an' (one); (count, next index)."""
    w = word_at(toks, i)
    if w in ONE_UNIT:
        return 1, i + 1
    n = int(w) if w.isdigit() else NUMBER_WORDS.get(w)
    return (n, i + 1) if n is not None and n >= 1 else None


def _unit(toks: list[Token], i: int) -> str | None:
    w = word_at(toks, i)
    return UNITS.get(w) or PLURAL_UNITS.get(w)


def _ago(toks: list[Token], i: int, today: date) -> Relative | None:
    """ "three weeks ago": the calendar day, week, month or year that many before the one holding `today`."""
    counted = _count(toks, i)
    if counted is None:
        return None
    n, k = counted
    unit = _unit(toks, k)
    if unit is None or word_at(toks, k + 1) not in AGO:
        return None
    return _calendar(unit, today, n), k + 2


def _rolling(toks: list[Token], i: int, today: date) -> Relative | None:
    """ "in the past two years", "over the last 6 months", "over the past year": from that many units before
    `today` up to `today`, inclusive; with no count, one unit said in the singular."""
    if word_at(toks, i) not in ROLLING_OPENERS:
        return None
    k = next((i + len(p) for p in ROLLING_LEADS if [t.low for t in toks[i : i + len(p)]] == list(p)), None)
    if k is None:
        return None
    n, counted = 1, _count(toks, k)
    if counted is not None and word_at(toks, k) not in ONE_UNIT:
        n, k = counted
    unit = _unit(toks, k) if counted is not None or word_at(toks, k) in UNITS else None
    if unit is None or word_at(toks, k + 1) in UNIT_FOLLOWERS:
        return None
    return Period("day", _back(today, unit, n), today + timedelta(days=1)), k + 1


def _back(today: date, unit: str, n: int) -> date:
    """`today` less n days, weeks, months or years (a day the shorter month lacks: its last day)."""
    if unit in ("day", "week"):
        return today - timedelta(days=n * (7 if unit == "week" else 1))
    months = today.year * 12 + today.month - 1 - n * (12 if unit == "year" else 1)
    y, m = divmod(months, 12)
    last = (month(y, m + 1).end - timedelta(days=1)).day
    return date(y, m + 1, min(today.day, last))


def _calendar(unit: str, today: date, back: int) -> Period:
    """The calendar day, week (Monday to Sunday), month or year `back` units before the one holding `today`."""
    if unit == "day":
        return day(today - timedelta(days=back))
    if unit == "week":
        monday = today - timedelta(days=today.weekday() + 7 * back)
        return Period("day", monday, monday + timedelta(days=7))
    first = _back(today.replace(day=1), unit, back)
    return month(first.year, first.month) if unit == "month" else year(first.year)


def period_text(p: Period) -> str:
    """A period as people read it: '2013', '2013-05', '2013-05-08', or '2013-05-06 to 2013-05-12' (inclusive)."""
    last = p.end - timedelta(days=1)
    if p.granularity != "day" or last == p.start:
        return str(p)
    return f"{format_date(p.start, 'day')} to {format_date(last, 'day')}"


Matcher = Callable[[list[Token], int], Expr | None]
# the words without a digit a matcher of `find` may open with (each reader's first test of the word at i): a word none
# opens with and with no digit starts no expression, and `find` passes it over without asking every reader
_OPENING = [WEEKDAYS, THE, MONTHS, ORDINAL_WORDS, DAY_TENS, NUMBER_WORDS, YEAR_NOUNS, RANGE_LEADS, ONE, NAMED_CLOCKS]
_OPENING += [TWELVE, HOUR_FRACTIONS, NAMED_DAY_OPENERS, ARTICLES, YEAR_PART_OPENERS, VAGUE_YEAR_PARTS, RELATIVE_DAYS]
_OPENING += [NOW_ADJECTIVES, THIS, LAST, ONE_UNIT, ROLLING_OPENERS, *(p.split()[:1] for p in FIXED_DURATIONS)]
_OPENING += [STILL_NOW]
_OPENING += [p.split()[:1] for p in NOW_PHRASES]  # `_said`: a phrase of no words is said anywhere (None: any word)
OPENERS: frozenset[str] | None = None if [] in _OPENING else frozenset().union(*_OPENING)


def may_open(word: str) -> bool:
    """Whether a time expression may start at a token so written (lower-cased): one of `OPENERS`, or any digit."""
    return OPENERS is None or word in OPENERS or (not word.isalpha() and any(c.isdigit() for c in word))


def find(
    toks: list[Token], default_year: int | None = None, clocks: bool = True, today: date | None = None
) -> list[Expr]:
    """Every time expression, left to right, longest first at each position; no overlaps. Relative dates only
    with a reference date (`today`)."""

    def clock(t: list[Token], i: int) -> Expr | None:
        found = match_clock(t, i)
        return found[0] if found else None

    matchers: list[Matcher] = [match_season, lambda t, i: match_date(t, i, default_year)]  # "2002-03": a season
    if clocks:
        matchers += [_compact_range, clock, match_duration]
    matchers += [
        match_period,
        lambda t, i: match_period_range(t, i, default_year),
        match_named_day,
        match_year_part,
        match_vague_year_part,
    ]
    if today is not None:
        reference = today
        matchers.append(lambda t, i: match_relative(t, i, reference))
    out: list[Expr] = []
    i = 0
    while i < len(toks):
        if not may_open(toks[i].low):
            i += 1
            continue
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


def parse_period(text: str, today: date | None = None) -> Period | None:
    """The most specific period in the text: a full date, else a month, else a year (the first of each); relative
    dates read against `today` when it is given."""
    found = [e for e in find(tokenize(text), clocks=False, today=today) if e.period is not None and not e.problem]
    for granularity in ("day", "month", "year"):
        for e in found:
            if e.period is not None and e.period.granularity == granularity:
                return e.period
    return None


def _cue_and_period(text: str, today: date | None) -> tuple[Cue, Period] | None:
    """The most specific period in the text (`parse_period`) and the cue beside any of it, by keyword."""
    period = parse_period(text, today)
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


def time_filter(text: str, today: date | None = None) -> tuple[date | None, date | None]:
    """The days the time words allow, inclusive, None where unbounded: what a date-filtered fact search takes
    (RTQA, the unanswerable generator). The days are `temporal.periods.days_of`'s, as a plan's
    `Constraint.days`; not a `Constraint` itself, which holds only the plans' years, while a filter on a
    period outside them must still find nothing rather than everything. Relative dates are read against `today`
    when it is given."""
    found = _cue_and_period(text, today)
    if found is None:
        return None, None
    lo, hi = days_of(*found)
    return (None if lo == EARLIEST else lo), (None if hi == LATEST else hi - timedelta(days=1))
