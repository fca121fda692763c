"""Holders one after another: "Which film won Best Animated Feature after Toy Story 3?", "Who won Best Director
before Bong Joon Ho?" ask the next (previous) holder, not every later (earlier) one, where the graph holds the
relation's facts of that tail one after another (`understanding.constructions.succession.role_in_turn`).

A tail is held in turn where it has five spans or more, which, in the order they start, also end in that order (no
span lies inside another: two drivers at Ferrari in the same seasons are no turn), nearly all begin after the one
before ended (players of a club overlap; two early Oscars each spanning two years overlap a year, a few of
ninety), and most have one holder (a prize shared some years), but of occasions one a year (a prize given yearly,
written as its year), whose holders of one year are that turn's. Spans written in whole years (seasons) follow one
another where one begins in the season the one before ended (two managers of one season).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from itertools import pairwise
from typing import Any

from chronorag.cypher.linking import INTERVAL_TURNS
from chronorag.graph.connection import GraphClient
from chronorag.graph.counting import memoised
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.term_answers import NoAnswer

LEAST_SPANS = 5  # fewer tell nothing: three players of a club in a sparse graph may follow one another by chance
MOST_SHARED = 0.25  # of the spans, at most this share held by more than one (a prize shared some years)
SHARED_BY = 3  # the most holders of one year's occasion that still make one turn (a prize shared three ways)
MOST_OVERLAPPING = 0.1  # of the spans after the first, at most this share begin before the one before ended


def one_after_another(spans: list[tuple[date | None, date | None, int]]) -> bool:
    """Whether spans (start, end, holders), ordered by start, follow one another: each starts and ends after the one
    before it, an open end only the last's, and few are shared."""
    if len(spans) < LEAST_SPANS or any(start is None for start, _, _ in spans):
        return False
    years = all(_a_year(start, end) for start, end, _ in spans)
    if years:  # seasons: two managers of one season follow each other
        spans = [(date(start.year, 1, 1), end and date(end.year, 1, 1), n) for start, end, n in spans]  # type: ignore[union-attr]
        inside = lambda end, after_end: after_end < end  # noqa: E731 - the same last season is no span inside another
    else:
        inside = lambda end, after_end: after_end <= end  # noqa: E731
    overlapping = 0
    for (start, end, _), (after, after_end, _) in pairwise(spans):
        if end is None or (after_end is not None and inside(end, after_end)) or after < start:  # type: ignore[operator]
            return False
        if after == start and not years:  # two begun on one day: held side by side
            return False
        overlapping += after < end  # type: ignore[operator]  # a handover on the day (season) one ends is no overlap
    shared = sum(holders > 1 for _, _, holders in spans)
    # a prize a year, shared by a few (a Nobel Prize's three): its laureates share a turn; a team of the year does not
    occasions = years and all(end == start and holders <= SHARED_BY for start, end, holders in spans)
    return (occasions or shared <= MOST_SHARED * len(spans)) and overlapping <= MOST_OVERLAPPING * (len(spans) - 1)


def _a_year(start: date | None, end: date | None) -> bool:
    """A span written in whole years (from 1 January to 31 December, or open)."""
    return (
        start is not None and (start.month, start.day) == (1, 1) and (end is None or (end.month, end.day) == (12, 31))
    )


def held_in_turn_of(client: GraphClient, dataset: str) -> Callable[[str, str], bool]:
    """Whether an entity's facts of a relation, as their tail, are held one holder after another (read once per
    question)."""

    def in_turn(entity: str, relation: str) -> bool:
        params: dict[str, Any] = {"entity": entity, "relation": relation, "dataset": dataset}
        read = lambda: _in_turn(  # noqa: E731
            [(r["start"], r["end"], r["holders"]) for r in client.read(INTERVAL_TURNS, params)]
        )
        return memoised(("interval_turns", dataset, entity, relation), read)

    return in_turn


def nearest_by_years(kind: str, rows: list[IntervalRow], held: list[IntervalRow]) -> list[IntervalRow] | None:
    """The next (`kind` "after") or previous ("before") holder of the reference's holder (`held`, one turn), of
    spans written in whole years where the tail's holders come one at a time (`_handed_over_by_seasons`: a coach at
    a time, never two drivers side by side): the one who took over inside its years, as seasons are handed over
    mid-way ("after Jacques Martin, 2009-2012": Randy Cunneyworth, 2011-2012, not the next to begin after 2012;
    "before Bruce Cassidy, 2016-2018": Claude Julien, 2007-2017, whose span holds Cassidy's first year). None where
    no one did (the next to begin after, as before; an interim inside its years, who ended before it, took over
    nothing) or the spans are not so; two of one year are no answer."""
    years = [r for r in rows if r.start_precision == "year" and (r.end_year is not None or r.end is None)]
    if not held or len(years) != len(rows) or any(f.start_precision != "year" or f.end_year is None for f in held):
        return None
    if not _handed_over_by_seasons(rows):
        return None
    own = {f.head for f in held}
    first, last = min(f.start_year for f in held), max(f.end_year or 0 for f in held)
    others = [r for r in rows if r.head not in own]
    if kind == "after":
        said = [r for r in others if first < r.start_year <= last and (r.end_year or OPEN_END) >= last]
        pick = min((r.start_year for r in said), default=None)
    else:
        said = [r for r in others if r.start_year < first <= (r.end_year or last)]
        pick = max((r.start_year for r in said), default=None)
    nearest = [r for r in said if r.start_year == pick]
    if len(both := sorted({r.head for r in nearest})) > 1:
        raise NoAnswer(f"{' and '.join(both)} both began in {pick}: which came {kind} is not told")
    return nearest or None


def _in_turn(spans: list[tuple[date | None, date | None, int]]) -> bool:
    """Held one after another (`one_after_another`), or, of spans all written in whole years, handed over inside a
    season (`_by_seasons`: "Who coached Toronto before Mike Babcock?" asks Peter Horachek, not every earlier coach:
    a reviewer's find)."""
    if one_after_another(spans):
        return True
    if not all(start is not None and _a_year(start, end) for start, end, _ in spans):
        return False
    return _by_seasons({(s.year, e.year if e is not None else OPEN_END): n for s, e, n in spans if s is not None})


def _handed_over_by_seasons(rows: list[IntervalRow]) -> bool:
    """Whether spans written in whole years are held one holder at a time, handed over inside a season
    (`_by_seasons`)."""
    held: dict[tuple[int, int], set[str]] = {}
    for r in rows:
        held.setdefault((r.start_year, r.end_year if r.end_year is not None else OPEN_END), set()).add(r.head)
    return _by_seasons({span: len(heads) for span, heads in held.items()})


def _by_seasons(held: dict[tuple[int, int], int]) -> bool:
    """Whether year spans (start year, end year: how many hold each) are held one holder at a time, handed over
    inside a season: in the order they start, each ends no earlier than the one before but a few (an interim inside
    one's years; two drivers side by side at one team end so again and again), and few begin before the season the
    one before ended in (players of a club, staggered over years, are no turn), five or more, few held by two. A
    season's start year stands beside the last season's end year: "Claude Julien 2007-2017", "Bruce Cassidy
    2016-2018" took over in the 2016-17 season."""
    spans = sorted(held)
    if len(spans) < LEAST_SPANS or sum(n > 1 for n in held.values()) > MOST_SHARED * len(spans):
        return False
    inside = sum(after_end < end for (_, end), (_, after_end) in pairwise(spans))  # an interim inside one's years
    deep = sum(after < end - 1 for (_, end), (after, _) in pairwise(spans))  # more than the season handed over in
    return max(inside, deep) <= MOST_OVERLAPPING * (len(spans) - 1)


OPEN_END = 10_000  # an open end, after every year written
HANDOVER_DAYS = 183  # a successor named before the holder left: at most this long in the post together


def handed_over_early(kind: str, rows: list[IntervalRow], held: list[IntervalRow]) -> list[IntervalRow] | None:
    """The next (`kind` "after") or previous ("before") holder of the reference's holder (`held`), of spans written
    to the day where the tail's holders come one at a time but for handovers (each begins after the one before began
    and ends after it ended, at most `HANDOVER_DAYS` together): the one who began inside its span and ended after it
    ("after Donald Rumsfeld, 1973-02-02 to 1974-12-05": David Bruce, from 1974-10-17, not the next to begin after
    1974; a reviewer's find), or before, the one who ended inside it. None where no one did or the spans are not so;
    two are no answer."""
    facts = [*rows, *held]
    days = [r for r in facts if r.start_precision == "day" and r.end_precision in ("day", None) and r.start[0] != "-"]
    if not held or len(days) != len(facts):  # to the day, and of our era (an ISO date)
        return None
    if not _handed_over(rows):
        return None
    own = {r.head for r in held}
    first, last = min(_day_of(r.start) for r in held), max(_day_of(r.end) if r.end else date.max for r in held)
    others = [r for r in rows if r.head not in own and r.end is not None]
    if kind == "after":
        said = [r for r in others if first < _day_of(r.start) <= last < _day_of(r.end or "")]
    else:
        said = [r for r in others if _day_of(r.start) < first <= _day_of(r.end or "") < last]
    if len(both := sorted({r.head for r in said})) > 1:
        raise NoAnswer(
            f"{' and '.join(both)} each held it {kind} and beside {held[0].head}: who came {kind} is not told"
        )
    return said or None


def _handed_over(rows: list[IntervalRow]) -> bool:
    """Spans to the day, in the order they begin, each ending after the one before ended and beginning at most
    `HANDOVER_DAYS` before it ended (a successor named before the holder left), five spans at least."""
    spans = sorted((_day_of(r.start), _day_of(r.end) if r.end else date.max) for r in rows)
    if len(spans) < LEAST_SPANS:
        return False
    return all(
        start <= after and end < after_end and (end - after).days <= HANDOVER_DAYS
        for (start, end), (after, after_end) in pairwise(spans)
    )


def _day_of(text: str) -> date:
    return date.fromisoformat(text)


def taken_over_inside(kind: str, rows: list[IntervalRow], held: list[IntervalRow], kept: list[IntervalRow]) -> None:
    """Raise `NoAnswer` where the next (`kind` "after") or previous ("before") holder asked of the reference's
    holder is told apart only inside a year, of spans written in whole years:
    - one beginning inside the holder's and ending the same year took over from him that year ("Who succeeded
      Jacques Martin as Montreal Canadiens coach?": Martin 2009-2012, Randy Cunneyworth 2011-2012; the next start
      after 2012, Michel Therrien, was a wrong answer); before him, the same of one whose span holds his;
    - the nearest (`kept`) are two, one inside the other's span ending (beginning) with it: Bob Gainey 2008-2009
      took over from Guy Carbonneau 2006-2009, so "before Martin" is not both.
    Two seats held side by side end in different years, and pass."""
    own = {r.head for r in held}
    for x in (f for f in held if f.start_precision == "year" and f.end_year is not None):
        for s in (r for r in rows if r.head not in own and r.start_precision == "year" and r.end_year == x.end_year):
            inner, outer = (s, x) if kind == "after" else (x, s)
            if _inside(inner, outer, "end"):
                _refuse(inner, outer, f"who came {kind} {x.head}")
    for a in kept:
        for b in (r for r in kept if r.head != a.head):
            if _inside(a, b, "end" if kind == "before" else "start"):
                _refuse(a, b, f"who came {kind} {held[0].head if held else 'them'}")


def _inside(inner: IntervalRow, outer: IntervalRow, shared: str) -> bool:
    """Spans in whole years, the inner one's other end strictly inside the outer's, both the same year at `shared`."""
    if inner.start_precision != "year" or outer.start_precision != "year" or None in (inner.end_year, outer.end_year):
        return False
    if shared == "end":
        return inner.end_year == outer.end_year and outer.start_year < inner.start_year < (outer.end_year or 0)
    return inner.start_year == outer.start_year and inner.start_year < (inner.end_year or 0) < (outer.end_year or 0)


def _refuse(inner: IntervalRow, outer: IntervalRow, asked: str) -> None:
    raise NoAnswer(
        f"{inner.head} held it {inner.span}, inside {outer.head}'s {outer.span}: one took over from the other within"
        f" a year, so {asked} is not told"
    )
