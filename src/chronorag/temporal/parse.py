"""Parse the time expressions of weather and traffic questions: dates, clock times, durations.

Handles "5 December 2017", "December 5th, 2017", "Dec 5th", "2017-12-05", "05/12/2017" (day first);
"15:00", "3pm", "3 p.m.", "noon", "from 3 to 5 pm", "between 15:00 and 17:00";
"for 2 hours", "a 3-hour trip", "90 minutes", "half an hour". Everything is a plain function
returning None when the text has no such expression, so the planner can say what it could not find.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time, timedelta

MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"

_DATE_PATTERNS = [
    re.compile(r"\b(?P<year>\d{4})-(?P<mnum>\d{2})-(?P<day>\d{2})\b"),
    re.compile(r"\b(?P<day>\d{1,2})/(?P<mnum>\d{1,2})/(?P<year>\d{4})\b"),
    re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+{_YEAR})?\b", re.IGNORECASE),
    re.compile(rf"\b{_MONTH}\s+{_DAY}(?:,?\s+{_YEAR})?\b", re.IGNORECASE),
]


def parse_date(text: str, default_year: int | None = None) -> date | None:
    """The first calendar date in `text`; a date without a year takes `default_year`."""
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            parts = m.groupdict()
            month = int(parts["mnum"]) if parts.get("mnum") else MONTHS[parts["month"].lower().rstrip(".")]
            year = int(parts["year"]) if parts.get("year") else default_year
            if year is None:
                continue
            try:
                return date(year, month, int(parts["day"]))
            except ValueError:
                continue
    return None


_CLOCK = r"(?P<h{n}>\d{{1,2}})(?::(?P<m{n}>\d{{2}}))?\s*(?P<ap{n}>a\.?m\.?|p\.?m\.?)?"
_RANGE = re.compile(
    r"\b(?:from|between)\s+" + _CLOCK.format(n=1) + r"\s*(?:to|and|until|till|-)\s*" + _CLOCK.format(n=2) + r"(?!\d)",
    re.IGNORECASE,
)
_SINGLE = re.compile(r"(?<![\d:/-])" + _CLOCK.format(n=1) + r"(?![\d/-])", re.IGNORECASE)


@dataclass(frozen=True)
class ClockSpan:
    start: time
    end: time | None  # None: no end given (use a duration)


def _to_time(hour: str, minute: str | None, ampm: str | None) -> time | None:
    h, m = int(hour), int(minute or 0)
    if ampm:
        pm = ampm.lower().startswith("p")
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if pm else 0)
    if not (0 <= h <= 23 and 0 <= m <= 59):
        return None
    return time(h, m)


def parse_clock(text: str) -> ClockSpan | None:
    """A start time and, for "from 3 to 5 pm" style ranges, an end time."""
    cleaned = re.sub(r"\bnoon\b", "12:00", text, flags=re.IGNORECASE)
    cleaned = re.sub(r"\bmidnight\b", "0:00", cleaned, flags=re.IGNORECASE)
    if m := _RANGE.search(cleaned):
        ap1, ap2 = m.group("ap1"), m.group("ap2")
        end = _to_time(m.group("h2"), m.group("m2"), ap2)
        start = _to_time(m.group("h1"), m.group("m1"), ap1 or ap2)
        if start and end and ap2 and not ap1 and start > end:  # "from 11 to 1 pm": 11 am
            start = _to_time(m.group("h1"), m.group("m1"), "am")
        if start and end:
            return ClockSpan(start, end)
    for m in _SINGLE.finditer(cleaned):
        if not m.group("m1") and not m.group("ap1"):
            continue  # a bare number is a day or a duration, not a time
        if t := _to_time(m.group("h1"), m.group("m1"), m.group("ap1")):
            return ClockSpan(t, None)
    return None


_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "an": 1,
    "a": 1,
}
_DURATION = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an|a)"
    r"[\s-]*(?P<unit>hours?|hrs?|h|minutes?|mins?)\b",
    re.IGNORECASE,
)


def parse_duration(text: str) -> timedelta | None:
    """ "for 2 hours", "a 3-hour trip", "90 minutes", "half an hour", "an hour and a half"."""
    if re.search(r"\bhalf an hour\b", text, re.IGNORECASE):
        return timedelta(minutes=30)
    m = _DURATION.search(text)
    if not m:
        return None
    raw = m.group("n").lower()
    n = float(_WORDS.get(raw, 0) or raw)
    minutes = n * 60 if m.group("unit").lower().startswith("h") else n
    if re.search(r"\band a half\b", text[m.end() : m.end() + 14], re.IGNORECASE):
        minutes += 30
    return timedelta(minutes=minutes) if minutes > 0 else None
