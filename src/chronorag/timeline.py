"""An answer's evidence on a time axis, as SVG text (`chronorag ask --timeline FILE.svg`, `/ask` with
`"timeline": true`, the page of `serve`).

One row per entity or relation (the parts every fact shares are said once above the rows), or per station
for weather and traffic, where every reading is a bar for its hour (abnormal ones red, with their value);
the asked period or trip shaded, the answer marked in green; names and dates are SVG <text>, so they can be
searched, selected and tested. A refusal ("no answer") has no timeline: `NoTimeline` says why.

Written as SVG directly, not with matplotlib: this module imports only the standard library and the result
model, so drawing costs milliseconds and nothing is loaded for an `ask` that does not ask for it (matplotlib
with its SVG backend takes about half a second to import, and keeps text as text only when told to).
The rows are read from the result's triplets, which every strategy writes in one of three forms:
`head | relation | tail | YYYY-MM-DD` (a fact), `head | relation | tail | 1999–2004` (an interval,
`graph.retrieval.IntervalRow.render`) and `(STATION, rain 0.6 mm, 2017-06-01 03:30)` (a reading, in the
question's clock); anything else (Cypher QA's rows) is left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from itertools import pairwise
from typing import Literal
from xml.sax.saxutils import escape, quoteattr
from zoneinfo import ZoneInfo

from chronorag.plans import EventPlan, Plan
from chronorag.rag.core.types import NO_ANSWER, RAGResult

WIDTH, LEFT, RIGHT = 960, 250, 36  # the label column is LEFT wide
PLOT = WIDTH - LEFT - RIGHT
TOP = 112  # where the rows start: title, answer, reason, the rows' shared parts, the labels of shaded spans
FACT_ROW, READING_ROW = 24, 58
MAX_ROWS, MAX_MARKS = 30, 3000
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
INK, MUTED, GRID, STRIPE = "#0f172a", "#475569", "#e2e8f0", "#f8fafc"
ANSWER, OTHER, ASKED, ASKED_INK, ABNORMAL, MISSING = "#15803d", "#64748b", "#dbeafe", "#1d4ed8", "#dc2626", "#cbd5e1"

Kind = Literal["fact", "answer", "reading", "abnormal", "missing"]
_READING = re.compile(
    r"^\((?P<where>.+), (?P<field>\w+) (?P<value>missing|[-+0-9.eE]+)(?: (?P<unit>\S+))?, "
    r"(?P<at>\d{4}-\d{2}-\d{2} \d{2}:\d{2})\)$"
)
_PARTIAL = re.compile(r"^(-?\d{1,4})(?:-(\d{2}))?(?:-(\d{2}))?$")


class NoTimeline(ValueError):
    """Why an answer gets no timeline: a refusal, or nothing dated to draw."""


@dataclass
class Mark:
    """One thing on a row, in axis units: a dot (start == end), a span (an interval) or a bar (a reading)."""

    start: float
    end: float
    kind: Kind
    title: str  # shown on hover
    label: str = ""  # written beside it (a date, a value)
    height: float = 0.0  # a reading's bar, 0..1 of the row
    open_end: bool = False


@dataclass
class Row:
    label: str
    title: str
    marks: list[Mark] = field(default_factory=list)

    @property
    def answered(self) -> bool:
        return any(m.kind == "answer" for m in self.marks)


@dataclass
class Span:
    """A shaded stretch of the axis: the asked period (blue) or the answer's (green outline)."""

    start: float
    end: float
    label: str
    answer: bool = False


@dataclass
class Chart:
    question: str
    answer: str
    reason: str
    rows: list[Row]
    spans: list[Span]
    unit: Literal["day", "hour"]  # axis units: days (ordinal) or hours (since the epoch, the question's clock)
    row_height: int
    shared: str = ""  # what every row's facts have in common
    legend: list[tuple[str, str]] = field(default_factory=list)  # (colour, what it means)
    notes: list[str] = field(default_factory=list)


def draw(result: RAGResult) -> str:
    """The SVG of `result`'s evidence on a time axis; NoTimeline (with the reason) for a refusal or for an answer
    with nothing dated to draw."""
    if result.answer == NO_ANSWER:
        raise NoTimeline(f'the answer is "no answer": {result.reason or "no reason given"}')
    chart = _readings(result, result.plan) if isinstance(result.plan, Plan) else _facts(result)
    if not chart.rows and not chart.spans:
        raise NoTimeline("the answer has no dated evidence to draw")
    return _svg(chart)


# -- facts and intervals ---------------------------------------------------------------------------------------------
def _day(year: int, month: int = 1, day: int = 1) -> float:
    """A date's position in days: its ordinal; before year 1 (YAGO's BC years), an even year's length back."""
    if year >= 1:
        return float(date(year, month, day).toordinal())
    return (year - 1) * 365.2425 + (month - 1) * 30.44 + day


def _partial(text: str) -> tuple[float, float] | None:
    """The days [first, after the last) of a date written at its precision: `2013`, `2013-05`, `2013-05-08`,
    BC `-0431`; None for anything else."""
    match = _PARTIAL.match(text.strip())
    if not match:
        return None
    year, month, day = int(match[1]), match[2], match[3]
    try:
        if day:
            first = _day(year, int(month), int(day))
            return first, first + 1
        if month:
            m = int(month)
            return _day(year, m), _day(year + (m == 12), m % 12 + 1)
        return _day(year), _day(year + 1)
    except ValueError:  # month 13, 30 February
        return None


def _facts(result: RAGResult) -> Chart:
    plan = result.plan if isinstance(result.plan, EventPlan) else None
    parsed: list[tuple[list[str], str, tuple[float, float], tuple[float, float] | None, str]] = []
    for triplet in result.triplets[:MAX_MARKS]:
        parts = triplet.split(" | ")
        if len(parts) != 4:
            continue
        when = parts[3]
        start_text, dash, end_text = when.partition("–")
        start = _partial(start_text)
        end = None if end_text == "?" else _partial(end_text) if dash else start
        if start is None or (dash and end_text != "?" and end is None):
            continue
        parsed.append((parts[:3], when, start, end, triplet))
    answers = set(result.answers)
    answer_span = _answer_span(result, plan)
    everything = result.answer.lower() == "yes" or result.answer.isdigit() or (plan and plan.answer_type == "duration")
    varying = [i for i in range(3) if len({p[0][i] for p in parsed}) > 1] or [0]  # one triple: rows by its head
    shared = ["‹row›" if i in varying else part for i, part in enumerate(parsed[0][0])] if parsed else []
    rows: dict[tuple[str, ...], Row] = {}
    for names, when, start, end, triplet in parsed:
        key = tuple(names[i] for i in varying)
        row = rows.setdefault(key, Row(" · ".join(key), " | ".join(names)))
        hit = bool(answers & set(names)) or everything
        if answer_span and start[0] < answer_span.end and start[0] >= answer_span.start:
            hit = True
        kind: Kind = "answer" if hit else "fact"
        if end is not None and start == end and start[1] - start[0] <= 1:  # a fact of one day: a dot
            row.marks.append(Mark(start[0] + 0.5, start[0] + 0.5, kind, triplet, when))
        else:
            last = end[1] if end is not None else start[1]
            row.marks.append(Mark(start[0], last, kind, triplet, when, open_end=end is None))
    spans = [s for s in (_asked_span(plan), answer_span) if s is not None]
    chart = Chart(
        result.question,
        _answer_line(result),
        result.reason,
        _keep_rows(list(rows.values())),
        spans,
        "day",
        FACT_ROW,
        shared=" | ".join(shared) if len(varying) < 3 else "",
    )
    drawn = {m.kind for r in chart.rows for m in r.marks}
    chart.legend = [(ANSWER, "the answer's evidence")] if "answer" in drawn else []
    chart.legend += [(OTHER, "other evidence")] if "fact" in drawn else []
    chart.legend += [(ASKED, "the period asked")] if any(not s.answer for s in spans) else []
    if len(rows) > len(chart.rows):
        chart.notes.append(f"{len(rows) - len(chart.rows)} more rows not drawn (every fact is in the evidence)")
    if not rows:
        chart.notes.append("the graph holds no such facts in the period asked")
    return chart


def _keep_rows(rows: list[Row]) -> list[Row]:
    """Rows in time order (first mark, then name); past MAX_ROWS the answer's rows are kept before the others."""
    rows.sort(key=lambda r: (min(m.start for m in r.marks), r.label))
    if len(rows) <= MAX_ROWS:
        return rows
    keep = {id(r) for r in [r for r in rows if r.answered][:MAX_ROWS]}
    keep |= {id(r) for r in [r for r in rows if not r.answered][: MAX_ROWS - len(keep)]}
    return [r for r in rows if id(r) in keep]


def _asked_span(plan: EventPlan | None) -> Span | None:
    """The period the question asks about, as the plan reads it (in / before / after / since a period); a
    reference event's days are not in the plan, so it is not shaded."""
    if plan is None or plan.constraint.kind == "none" or plan.constraint.reference is not None:
        return None
    c = plan.constraint
    if c.start is None or c.end is None or c.granularity is None:
        return None
    first, after = c.days()
    period = _period_text(c.start, c.end, c.granularity)
    label = {
        "in": "asked: ",
        "before": "asked: before ",
        "after": "asked: after ",
        "since": "asked: since ",
        "until": "asked: until ",
    }[c.kind]
    return Span(first.toordinal(), after.toordinal(), label + period)


def _period_text(start: date, end: date, granularity: str) -> str:
    """`2013-05-08`, `2013-05`, `2013`, or `2010–2012` for a period of several units."""
    shape = {"day": "%Y-%m-%d", "month": "%Y-%m", "year": "%Y"}[granularity]
    last = end - timedelta(days=1)
    first_text, last_text = start.strftime(shape), last.strftime(shape)
    return first_text if first_text == last_text else f"{first_text}–{last_text}"


def _answer_span(result: RAGResult, plan: EventPlan | None) -> Span | None:
    """A time answer's period (`2011-11-15`, `2011-11`, `2011`), outlined in green."""
    if plan is not None and plan.answer_type != "time":
        return None
    days = _partial(result.answer)
    if days is None:
        return None
    return Span(days[0], days[1], f"answer: {result.answer}", answer=True)


def _answer_line(result: RAGResult) -> str:
    shown = result.answers[:6] or [result.answer]
    more = f" (+{len(result.answers) - len(shown)} more)" if len(result.answers) > len(shown) else ""
    return ", ".join(shown) + more


# -- readings ----------------------------------------------------------------------------------------------------
def _hours(at: datetime) -> float:
    return (at - datetime(1970, 1, 1)).total_seconds() / 3600


def _readings(result: RAGResult, plan: Plan) -> Chart:
    clock = ZoneInfo(plan.timezone)
    rows: dict[str, Row] = {}
    values: list[tuple[str, datetime, float | None, str]] = []
    for triplet in result.triplets[:MAX_MARKS]:
        match = _READING.match(triplet)
        if not match:
            continue
        value = None if match["value"] == "missing" else float(match["value"])
        values.append((match["where"], datetime.strptime(match["at"], "%Y-%m-%d %H:%M"), value, triplet))
    values.sort(key=lambda v: (v[0], v[1]))
    steps = [(b[1] - a[1]) for a, b in pairwise(values) if a[0] == b[0] and b[1] > a[1]]
    grain = min(steps, default=timedelta(hours=1))
    unit = plan.condition.unit
    for where, at, value, triplet in values:
        row = rows.setdefault(where, Row(where, where))
        top = max((abs(v) for w, _, v, _ in values if w == where and v is not None), default=0.0) or 1.0
        start = _hours(at)
        if value is None:
            row.marks.append(Mark(start, start + grain / timedelta(hours=1), "missing", triplet, "?", 1.0))
            continue
        abnormal = plan.condition.holds(value)
        label = f"{value:g} {unit}" if abnormal else ""
        kind: Kind = "abnormal" if abnormal else "reading"
        row.marks.append(Mark(start, start + grain / timedelta(hours=1), kind, triplet, label, abs(value) / top))
    asked_start = plan.start.astimezone(clock).replace(tzinfo=None)
    trip = timedelta(minutes=plan.duration_minutes)
    spans = [Span(_hours(asked_start), _hours(asked_start + trip), f"asked: {_slot_text(asked_start, trip)}")]
    try:
        moved = datetime.strptime(result.answer, "%Y-%m-%d %H:%M")
    except ValueError:
        moved = None
    if moved is not None:
        spans.append(Span(_hours(moved), _hours(moved + trip), f"answer: {_slot_text(moved, trip)}", answer=True))
    legend = [(ABNORMAL, f"abnormal ({plan.condition})"), (OTHER, f"{plan.condition.field} by hour")]
    legend += [(ASKED, "the trip asked")] + ([(ANSWER, "the answer's trip")] if moved else [])
    chart = Chart(result.question, result.answer, result.reason, list(rows.values()), spans, "hour", READING_ROW)
    chart.legend = legend
    if any(m.kind == "missing" for r in chart.rows for m in r.marks):
        chart.legend.append((MISSING, "missing"))
    return chart


def _slot_text(start: datetime, length: timedelta) -> str:
    end = start + length
    tail = f"{end:%H:%M}" if end.date() == start.date() else f"{end:%Y-%m-%d %H:%M}"
    return f"{start:%Y-%m-%d %H:%M}–{tail}"


# -- the axis --------------------------------------------------------------------------------------------------------
def _extent(chart: Chart) -> tuple[float, float]:
    """The axis' range: every mark, and the ends of the shaded spans near them (the open side of "before 2010"
    reads as year 1 and is cut at the evidence); at least a week of days or six hours, with a margin."""
    marks = [x for r in chart.rows for m in r.marks for x in ((m.start,) if m.open_end else (m.start, m.end))]
    ends = [x for s in chart.spans for x in (s.start, s.end)]
    if marks:
        near = 20 * 365.2425 if chart.unit == "day" else 24 * 7
        points = marks + [x for x in ends if min(abs(x - m) for m in marks) <= near]
    else:
        points = [x for x in ends if _day(1000) <= x <= _day(2300)] if chart.unit == "day" else ends
    lo, hi = min(points or ends), max(points or ends)
    least = 7.0 if chart.unit == "day" else 6.0
    if hi - lo < least:
        middle = (lo + hi) / 2
        lo, hi = middle - least / 2, middle + least / 2
    pad = (hi - lo) * 0.04
    return lo - pad, hi + pad


def _ticks(lo: float, hi: float, unit: str) -> list[tuple[float, str]]:
    """At most about nine ticks at a round step, each labelled at its precision."""
    if unit == "hour":
        return _hour_ticks(lo, hi)
    span = hi - lo
    for size in (1, 2, 7, 14):
        if span / size <= 7:  # a full date is wide
            return [(float(d) + 0.5, _day_text(d)) for d in range(max(1, int(lo) + 1), int(hi) + 1, size)]
    first_year = _year_of(lo)
    months = next((n for n in (1, 2, 3, 6) if span / (30.44 * n) <= 9), 0)
    if months and first_year >= 1:
        return _month_ticks(lo, hi, first_year, months)
    step = next((n for n in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if span / (365.2425 * n) <= 9), 2000)
    years = range((first_year // step) * step, _year_of(hi) + 1, step)
    return [(_day(y), str(y) if y >= 1 else f"{1 - y} BC") for y in years if lo <= _day(y) <= hi]


def _hour_ticks(lo: float, hi: float) -> list[tuple[float, str]]:
    """Every 1, 2, 3, 6, 12 or 24 hours; the first tick and each midnight with the date."""
    step = next((s for s in (1, 2, 3, 6, 12, 24, 48, 168) if (hi - lo) / s <= 9), 336)
    out: list[tuple[float, str]] = []
    t = float(int(lo // step + 1) * step)
    while t <= hi:
        at = datetime(1970, 1, 1) + timedelta(hours=t)
        out.append((t, f"{at:%Y-%m-%d %H:%M}" if not out or (at.hour, at.minute) == (0, 0) else f"{at:%H:%M}"))
        t += step
    return out


def _month_ticks(lo: float, hi: float, year: int, months: int) -> list[tuple[float, str]]:
    out: list[tuple[float, str]] = []
    month = 1
    while _day(year, month) <= hi:
        if _day(year, month) >= lo and (month - 1) % months == 0:
            out.append((_day(year, month), f"{year:04d}-{month:02d}"))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return out


def _year_of(position: float) -> int:
    if position >= 1:
        return date.fromordinal(int(position)).year
    return int(position // 365.2425)


def _day_text(ordinal: int) -> str:
    return date.fromordinal(ordinal).isoformat()


# -- SVG ----------------------------------------------------------------------------------------------------------
def _text(x: float, y: float, words: str, size: int = 12, fill: str = INK, **attrs: str) -> str:
    extra = "".join(f" {k.replace('_', '-')}={quoteattr(v)}" for k, v in attrs.items())
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}"{extra}>{escape(words)}</text>'


def _clip(words: str, chars: int) -> str:
    return words if len(words) <= chars else words[: chars - 1] + "…"


def _svg(chart: Chart) -> str:
    lo, hi = _extent(chart)

    def x(position: float) -> float:
        return LEFT + (min(max(position, lo), hi) - lo) / (hi - lo) * PLOT

    bottom = TOP + max(1, len(chart.rows)) * chart.row_height
    total = bottom + 78 + 16 * len(chart.notes)
    ticks = _ticks(lo, hi, chart.unit)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{total}" viewBox="0 0 {WIDTH} {total}" '
        f'font-family={quoteattr(FONT)} role="img" aria-label={quoteattr("Timeline: " + chart.question)}>',
        f"<title>{escape('Timeline: ' + chart.question)}</title>",
        f'<rect x="0" y="0" width="{WIDTH}" height="{total}" fill="#ffffff"/>',
        _text(12, 24, _clip(chart.question, 100), 16, font_weight="600"),
        _text(12, 47, "Answer: ", 14, MUTED) + _text(70, 47, _clip(chart.answer, 120), 14, ANSWER, font_weight="700"),
        _text(12, 66, _clip(chart.reason, 140), 12, MUTED),
    ]
    if chart.shared:
        out.append(_text(12, 86, "each row: " + _clip(chart.shared, 130), 12, MUTED, font_style="italic"))
    out += [
        f'<rect x="0" y="{TOP + i * chart.row_height}" width="{WIDTH}" height="{chart.row_height}" fill="{STRIPE}"/>'
        for i in range(0, len(chart.rows), 2)
    ]
    out += [f'<line x1="{x(t):.1f}" y1="{TOP}" x2="{x(t):.1f}" y2="{bottom}" stroke="{GRID}"/>' for t, _ in ticks]
    for n, span in enumerate(chart.spans):
        out += _span(span, n, x(span.start), x(span.end), bottom)
    for i, row in enumerate(chart.rows):
        out += _row(chart, row, TOP + i * chart.row_height, x)
    out.append(f'<line x1="{LEFT}" y1="{bottom + 4}" x2="{LEFT + PLOT}" y2="{bottom + 4}" stroke="{MUTED}"/>')
    for t, label in ticks:
        out.append(f'<line x1="{x(t):.1f}" y1="{bottom + 4}" x2="{x(t):.1f}" y2="{bottom + 9}" stroke="{MUTED}"/>')
        out.append(_text(x(t), bottom + 22, label, 11, MUTED, text_anchor="middle"))
    lx = 12.0
    for colour, meaning in chart.legend:
        out.append(f'<rect x="{lx:.1f}" y="{bottom + 42}" width="12" height="12" fill="{colour}" rx="2"/>')
        out.append(_text(lx + 17, bottom + 52, meaning, 12, MUTED))
        lx += 32 + 6.6 * len(meaning)
    out += [_text(12, bottom + 72 + 16 * k, note, 12, MUTED, font_style="italic") for k, note in enumerate(chart.notes)]
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _span(span: Span, n: int, a: float, b: float, bottom: int) -> list[str]:
    """A shaded span over every row, its label above the rows (the n-th span one line higher)."""
    width = max(b - a, 3.0)
    style = (
        f'fill="none" stroke="{ANSWER}" stroke-width="2" stroke-dasharray="6 3"'
        if span.answer
        else f'fill="{ASKED}" fill-opacity="0.8"'
    )
    anchor = "end" if a > LEFT + PLOT * 0.6 else "start"
    colour = ANSWER if span.answer else ASKED_INK
    return [
        f'<rect x="{a:.1f}" y="{TOP - 4}" width="{width:.1f}" height="{bottom - TOP + 8}" {style}/>',
        _text(
            a + width if anchor == "end" else a,
            TOP - 8 - 13 * n,
            span.label,
            12,
            colour,
            font_weight="600",
            text_anchor=anchor,
        ),
    ]


def _row(chart: Chart, row: Row, top: int, x: Callable[[float], float]) -> list[str]:
    """A row's label and its marks."""
    middle = top + chart.row_height / 2
    colour = ANSWER if row.answered else INK
    label = _text(LEFT - 10, middle + 4, _clip(row.label, 31), 12, colour, font_weight="700" if row.answered else "400",
                  text_anchor="end")  # fmt: skip
    out = [f"<g><title>{escape(row.title)}</title>{label}</g>"]
    if chart.unit == "hour":
        return out + [_reading(m, x(m.start), x(m.end), top, chart.row_height) for m in row.marks]
    few = len(row.marks) <= 3  # more, and their dates would overlap: the axis dates them, and a count ends the row
    free = 0.0  # where the next label may start
    for m in row.marks:
        a, b = x(m.start), x(m.end)
        title = f"<title>{escape(m.title)}</title>"
        colour = ANSWER if m.kind == "answer" else OTHER
        if m.start == m.end:
            r = 6 if m.kind == "answer" else 4.5
            out.append(f'<circle cx="{a:.1f}" cy="{middle:.1f}" r="{r}" fill="{colour}">{title}</circle>')
            before, after = a - 9, a + 9
        else:
            b = LEFT + PLOT if m.open_end else max(b, a + 3)  # an open end runs on to the axis' end
            fade = ' stroke-dasharray="4 3" fill-opacity="0.45"' if m.open_end else ""
            out.append(
                f'<rect x="{a:.1f}" y="{middle - 6:.1f}" width="{b - a:.1f}" height="12" rx="3" fill="{colour}"'
                f"{fade}>{title}</rect>"
            )
            before, after = a - 6, b + 6
        if few and m.label and (placed := _beside(before, after, middle + 4, m.label, colour, free)):
            text, free = placed
            out.append(text)
        elif few and m.label and m.start != m.end and b - a > 6.2 * len(m.label) + 12 and a + 6 >= free:
            inside = INK if m.open_end else "#ffffff"  # no room beside a long bar: its dates inside it
            out.append(_text(a + 6, middle + 4, m.label, 11, inside))
            free = a + 12 + 6.2 * len(m.label)
    if not few:
        last = max(x(m.end) if m.start != m.end else x(m.start) for m in row.marks)
        if placed := _beside(last - 9, last + 9, middle + 4, f"{len(row.marks)} facts", MUTED, free):
            out.append(placed[0])
    return out


def _reading(m: Mark, a: float, b: float, top: int, height: int) -> str:
    """A reading: a bar as high as its value (red where abnormal, with the value above), a dot at the baseline for
    a reading of zero, a dashed outline with `?` for a missing one."""
    title = f"<title>{escape(m.title)}</title>"
    base = top + height - 6
    room = height - 22
    if m.kind == "reading" and m.height == 0:
        return f'<circle cx="{(a + b) / 2:.1f}" cy="{base - 3:.1f}" r="3" fill="{OTHER}">{title}</circle>'
    h = room if m.kind == "missing" else max(2.0, m.height * room)
    fill = {"reading": OTHER, "abnormal": ABNORMAL, "missing": "none"}[m.kind]
    line = f' stroke="{MISSING}" stroke-dasharray="3 2"' if m.kind == "missing" else ""
    bar = (
        f'<rect x="{a + 0.5:.1f}" y="{base - h:.1f}" width="{max(b - a - 1, 1.5):.1f}" height="{h:.1f}" '
        f'fill="{fill}"{line}>{title}</rect>'
    )
    if not m.label:
        return bar
    return bar + _text((a + b) / 2, base - h - 3, m.label, 10, ABNORMAL if m.kind == "abnormal" else MUTED,
                       text_anchor="middle")  # fmt: skip


def _beside(before: float, after: float, y: float, label: str, colour: str, free: float) -> tuple[str, float] | None:
    """A mark's label after it, or before it where it would run off the right edge; None where it would overlap
    the previous label (which ends at `free`). With the x where the next label may start."""
    width = 6.2 * len(label)
    if after + width <= WIDTH - 4 and after >= free:
        return _text(after, y, label, 11, colour), after + width + 6
    if before - width >= max(free, LEFT):
        return _text(before, y, label, 11, colour, text_anchor="end"), before + 6
    return None
