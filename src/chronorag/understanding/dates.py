"""Calendar dates and periods in questions, read on tokens: the days, ordinals, months, years and weekdays of
"5 March 2017", "the 5th of March, 2017", "March 5, 2017", "Sunday 5 March 2017" (the weekday must agree),
"5 Mar 2017", "2017-03-05", "05/03/2017" (day first unless only month-first is valid), and the months and years of
"March 2009", "Mar, 2009", "2009-03", "the year (of) 2009", "2009".

`Expr`, the expression found (its kind, its token span, what it says), is every reader's answer, these and
`timex`'s (clock times, ranges, durations, relative dates); `timex.find` runs them all over a question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time
from typing import Literal

from chronorag.temporal import clock
from chronorag.temporal.periods import Period, day, month, year
from chronorag.understanding.lexicon import number_table, word_class, word_table
from chronorag.understanding.tokens import Token

MONTHS = number_table("time", "months")
WEEKDAYS = number_table("time", "weekdays")
NUMBER_WORDS = number_table("time", "numbers")
ORDINAL_WORDS = number_table("time", "ordinals")
# the years a four-digit number is read as (facts true over intervals go back centuries: "in 1677")
FIRST_SAID_YEAR, LAST_SAID_YEAR = 1000, 2100
DECADE = re.compile(r"(\d{3}0)['’]?s")  # "1990s", "1990's", one token (`tokens`)
DECADE_WORDS = word_table("time", "decade_words")  # "the nineties": the 1990s
DECADE_APOSTROPHES = word_class("time", "decade_apostrophes")
DECADE_PLURALS = word_class("time", "decade_plurals")
DECADE_PARTS = word_class("time", "decade_parts")  # "the late 1990s": which years, people read differently
ORDINAL_SUFFIXES = word_class("time", "ordinal_suffixes")  # "5th"
DAY_TENS = word_class("time", "day_tens")  # "twenty-first"
HYPHENS = word_class("time", "hyphens")
STOPS = word_class("time", "abbreviation_stops")  # "Mar. 5"
COMMAS = word_class("common", "commas")
THE = word_class("common", "definite_articles")
DATE_OF = word_class("time", "date_of")  # "the 5th of March", "the year of 2009"
YEAR_NOUNS = word_class("time", "year_nouns")


SEASON_WORDS = word_class("time", "season_words")
SEASON_JOINS = word_class("time", "season_joins")
SEASON_TURN = number_table("time", "season_turn")

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
    said: str | None = None  # a relative date's words ("last year"), read against the reference date
    readings: tuple[Period, ...] = ()  # a vague period's readings ("late 2015"): `period` is the first of them
    turns: tuple[date, ...] = ()  # a season's ("the 2018/19 season"): the days it turns, the graph to show a break
    note: str | None = None  # how the words were read where another reading was set aside ("the 2000s": the decade)


def by_first(phrases: list[str]) -> dict[str, list[str]]:
    """Phrases by their first word, in their order: a token is tried only with the phrases it may open."""
    out: dict[str, list[str]] = {}
    for phrase in phrases:
        out.setdefault(phrase.split()[0], []).append(phrase)  # a phrase of no words is no row of the data
    return out


def word_at(toks: list[Token], i: int) -> str:
    return toks[i].low if 0 <= i < len(toks) else ""


def number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def _ordinal_day(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A day of the month at i: '5', '5th', 'fifth', 'twenty-first'; returns (day, next index)."""
    w = word_at(toks, i)
    if w[:-2].isdigit() and w[-2:] in ORDINAL_SUFFIXES:
        w = w[:-2]
    if w.isdigit() and len(w) <= 2 and 1 <= int(w) <= 31:
        return int(w), i + 1
    if w in ORDINAL_WORDS:
        return ORDINAL_WORDS[w], i + 1
    if w in DAY_TENS:
        k = i + 2 if word_at(toks, i + 1) in HYPHENS else i + 1
        if word_at(toks, k) in ORDINAL_WORDS and ORDINAL_WORDS[word_at(toks, k)] < 10:
            return NUMBER_WORDS[w] + ORDINAL_WORDS[word_at(toks, k)], k + 1
    return None


def month_at(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A month's name at i (its short form may take a stop: "Jan."): (its number, the next index)."""
    w = word_at(toks, i)
    if w in MONTHS:
        return MONTHS[w], i + (2 if word_at(toks, i + 1) in STOPS and len(w) <= 4 else 1)
    return None


def year_at(toks: list[Token], i: int) -> tuple[int, int] | None:
    """A year at i, optionally introduced by a comma, 'of' or 'the year (of)'."""
    k = i
    if word_at(toks, k) in COMMAS:
        k += 1
    if word_at(toks, k) in DATE_OF:
        k += 1
    if word_at(toks, k) in THE and word_at(toks, k + 1) in YEAR_NOUNS:
        k += 2
        if word_at(toks, k) in DATE_OF:
            k += 1
    w = word_at(toks, k)
    if len(w) == 4 and w.isdigit() and FIRST_SAID_YEAR <= int(w) <= LAST_SAID_YEAR:
        return int(w), k + 1
    return None


def _weekday(toks: list[Token], i: int) -> tuple[int, int] | None:
    w = word_at(toks, i)
    if w in WEEKDAYS:
        k = i + 1
        if word_at(toks, k) in COMMAS:
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
        if word_at(toks, i) in THE:
            i += 1
    elif word_at(toks, i) in THE and _ordinal_day(toks, i + 1):
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
    w = word_at(toks, i)
    if len(w) >= 8 and w[:4].isdigit() and w[4] == "-" and w.count("-") == 2:
        y, m, d = (int(x) for x in w.split("-"))
        return _make_date(y, m, d, None), i + 1, True
    return None


def _slashed_date(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """05/03/2017, 5.3.2017: day first unless only month-first is a date."""
    w = word_at(toks, i)
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
    if word_at(toks, k) in DATE_OF:
        k += 1
    mo = month_at(toks, k)
    if mo is None:
        return None, k, False
    m, k = mo
    return _with_year(toks, k, m, d, default_year)


def _with_year(toks: list[Token], k: int, m: int, d: int, default_year: int | None) -> DateRead:
    """The day and month read, with the year said at k (or the data's, where none is said)."""
    yr = year_at(toks, k)
    return _make_date(yr[0] if yr else None, m, d, default_year), yr[1] if yr else k, yr is not None


def _month_day_year(toks: list[Token], i: int, default_year: int | None) -> DateRead | None:
    """March 5, 2017; March the 5th."""
    mo = month_at(toks, i)
    if mo is None:
        return None
    m, k = mo
    if word_at(toks, k) in THE:
        k += 1
    od = _ordinal_day(toks, k)
    if od is None:
        return None, k, False
    d, k = od
    return _with_year(toks, k, m, d, default_year)


def match_period(toks: list[Token], i: int) -> Expr | None:
    """A month or a year (days are dates): 'March 2009', 'Mar, 2009', '2009-03', 'the year of 2009'."""
    w = word_at(toks, i)
    if len(w) in (6, 7) and w[:4].isdigit() and w[4] == "-" and w.count("-") == 1:
        y, m = (int(x) for x in w.split("-"))
        if 1 <= m <= 12:
            return Expr("period", i, i + 1, period=month(y, m))
    if mo := month_at(toks, i):
        m, k = mo
        if yr := year_at(toks, k):
            return Expr("period", i, yr[1], period=month(yr[0], m))
        return None
    k = i
    if w in THE and word_at(toks, i + 1) in YEAR_NOUNS:
        k = i + 2
        if word_at(toks, k) in DATE_OF:
            k += 1
    elif w in YEAR_NOUNS:
        k = i + 1
    digits = word_at(toks, k)
    if len(digits) == 4 and digits.isdigit() and FIRST_SAID_YEAR <= int(digits) <= LAST_SAID_YEAR:
        return Expr("period", i, k + 1, period=year(int(digits)))
    return _decade(toks, i, k)


def _decade(toks: list[Token], i: int, k: int) -> Expr | None:
    """ "the 1990s": the ten years from 1990 to 1999; "the 1900s" may be that decade or the century, and is a
    problem (read, and refused); "the 2000s", whose hundred years are not over at the reference date, is the decade
    (the name people give it: of a hundred still running they say "this century")."""
    k += word_at(toks, k) in THE  # its article is its own: "in the 1990s"
    if (short := _short_decade(toks, i, k)) is not None:
        return short
    said = DECADE.fullmatch(word_at(toks, k))
    if said is None or not FIRST_SAID_YEAR <= (y := int(said.group(1))) <= LAST_SAID_YEAR:
        return None
    span = Period("day", date(y, 1, 1), date(y + 10, 1, 1))
    if any(word_at(toks, b) in DECADE_PARTS for b in range(max(k - 3, 0), k)):  # "the late 1990s", "the mid-1990s"
        return Expr("period", i, k + 1, period=span, problem=f"which years of the {y}s: say them")
    if y % 100 != 0:
        return Expr("period", i, k + 1, period=span)
    if clock.reference_date().year >= y + 100:
        problem = f"'the {y}s' may be the ten years from {y} or the hundred: say which"
        return Expr("period", i, k + 1, period=span, problem=problem)
    note = f"read 'the {y}s' as the ten years from {y} (its hundred years are not over)"
    return Expr("period", i, k + 1, period=span, note=note)


def _short_decade(toks: list[Token], i: int, k: int) -> Expr | None:
    """ "the 90s", "the '90s", "the nineties": the 1990s, noted; of the 00s, 10s and 20s either century's (read,
    and refused saying both)."""
    if word_at(toks, k - 1) not in THE:
        return None  # "in 90s" is no decade people write
    first = k
    k += word_at(toks, k) in DECADE_APOSTROPHES
    if (tens := DECADE_WORDS.get(word_at(toks, k))) is not None:
        end = k + 1
    elif len(w := word_at(toks, k)) == 2 and w.isdigit() and w[1] == "0" and word_at(toks, k + 1) in DECADE_PLURALS:
        tens, end = w, k + 2
    else:
        return None
    y = 1900 + int(tens)
    span = Period("day", date(y, 1, 1), date(y + 10, 1, 1))
    said = "the " + "".join(t.text for t in toks[first:end])
    if y < 1930:
        return Expr("period", i, end, period=span, problem=f"{said!r} may be the {y}s or the {y + 100}s: say which")
    return Expr("period", i, end, period=span, note=f"read {said!r} as the {y}s")


def match_season(toks: list[Token], i: int) -> Expr | None:
    """A season said across two years, with its noun: "the 2018/19 season", "the 2020-21 season", "2018-2019
    campaign", or as one word of two years one apart that cannot be a month, "in 1996-97" (`find` tries this first;
    MultiTQ's "2005-06" stays June 2005): from
    the day seasons turn in the first year to that day in the next (`[time] season_turn`); the graph must show where
    they turn (`Expr.turns`: `time.season_holds`). Years that are not one apart: a problem."""
    k = i + 1 if word_at(toks, i) in THE else i
    years = _season_years(toks, k)
    if years is None:
        return None
    first, second, end = years
    if word_at(toks, end) in SEASON_WORDS:
        end += 1
    elif not (end == k + 1 and len(word_at(toks, k)) == len("1996-97") and second == first + 1 and second % 100 > 12):
        return None  # "in 1996-97", one word of two years one apart, is that season; "2005-06" is June 2005
    turns = tuple(date(y, SEASON_TURN["month"], SEASON_TURN["day"]) for y in (first, max(second, first + 1)))
    if second != first + 1:  # read, and refused
        problem = f"a season said {_said(toks, k, end)!r} spans more than one year"
        return Expr("period", i, end, period=Period("month", *turns), problem=problem)
    return Expr("period", i, end, period=Period("month", *turns), turns=turns)


def _season_years(toks: list[Token], k: int) -> tuple[int, int, int] | None:
    """The two years of "2018/19", "2018 / 2019", "2020-21" (one token) at k, and where they end."""
    w = word_at(toks, k)
    joined = next((j for j in SEASON_JOINS if j in w), None)
    if joined is not None and len(w) in (7, 9):  # "2020-21", "2020-2021"
        first, _, second = w.partition(joined)
        return _years(first, second, k + 1)
    if word_at(toks, k + 1) in SEASON_JOINS:
        return _years(w, word_at(toks, k + 2), k + 3)
    return None


def _years(first: str, second: str, end: int) -> tuple[int, int, int] | None:
    if not (len(first) == 4 and first.isdigit() and len(second) in (2, 4) and second.isdigit()):
        return None
    y = int(first)
    if not FIRST_SAID_YEAR <= y <= LAST_SAID_YEAR:
        return None
    later = int(second) if len(second) == 4 else y - y % 100 + int(second) + (100 if int(second) < y % 100 else 0)
    return y, later, end


def _said(toks: list[Token], i: int, j: int) -> str:
    return "".join(t.text for t in toks[i:j])
