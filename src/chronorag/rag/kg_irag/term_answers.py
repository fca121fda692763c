"""Answers to the queries of the algebra that today's plans cannot say, over the event graph: one compiled statement
(`term_search.search`), then what is asked of its facts.

- a rank ("who visited Japan most often"): each entity on the asked side by the distinct days its facts hold on;
  the unique most (least, among those with a day); a tie at the top is no answer;
- the n-th entity ("the third country to visit Iran"): the entities by the first day each has; a tie at the n-th
  place is no answer; the n-th day ("for the third time") is the compiled statement's own;
- a count: the distinct days, or the distinct entities on a side (of the kind said);
- time between two events: days exactly, months and years as calendar differences, each event's day as said;
- a window given by an event ("in the month after E"): E must stand for one day (its first, last, n-th, one named,
  or the only day it happened), else no answer saying on which days it happened.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any

from chronorag.algebra.terms import (
    After,
    Among,
    Before,
    Between,
    Count,
    Facts,
    Narrowed,
    Nth,
    PeriodOf,
    Query,
    Rank,
    Since,
    Span,
    TimeOf,
    Within,
)
from chronorag.algebra.walk import leaves
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.term_search import Found, search
from chronorag.rag.kg_irag.week_readings import both_weeks, other_week
from chronorag.temporal.periods import format_date
from chronorag.understanding.name_table import none_of_the_kind, not_a_person, of_the_kind

Answered = tuple[list[str], str, list[FactRow]]


class NoAnswer(Exception):
    """The graph does not decide the query; the message says why."""


def either_counted(names: list[str], facts: int) -> NoAnswer:
    """Why a count of facts true over intervals is no answer where the different entities and the facts differ and
    the question says neither ("How many clubs did X play for?": clubs, or spells?)."""
    return NoAnswer(
        f"{len(names)} different ({', '.join(names[:5])}) in {facts} facts: 'how many' may ask either "
        "(say 'how many different' or 'how many times')"
    )


def time_nodes(term: Any) -> list[Any]:
    """The term's time nodes that report to the compiled statement's `times`, in the order it reports them."""
    if isinstance(term, Between):
        return time_nodes(term.first) + time_nodes(term.second)
    if isinstance(term, Narrowed):
        return time_nodes(term.time) + time_nodes(term.facts)
    own = [term] if isinstance(term, TimeOf | PeriodOf | Span) else []
    inner = term.facts if isinstance(term, Count | Nth | Rank | TimeOf) else getattr(term, "time", None)
    return (time_nodes(inner) if inner is not None else []) + own


def _side(r: FactRow, side: str, anchor: str | None = None) -> str:
    """The fact's side asked; of facts either way about one named entity (`anchor`), the side that is not it."""
    if anchor is not None:
        return r.tail if r.head == anchor else r.head
    return r.head if side == "head" else r.tail


def _either_way_anchor(term: Any) -> str | None:
    """The one entity named of facts read either way ("Who did Liverpool draw with?"), else None."""
    while not isinstance(term, Facts):
        term = getattr(term, "facts", None)
        if term is None:
            return None
    if term.either_way and (term.head is None) != (term.tail is None):
        return term.head or term.tail
    return None


def _check_times(q: Query, found: Found) -> list[FactRow]:
    """Refuse what the times of the term leave undecided; the facts each time stands on (evidence)."""
    evidence: list[FactRow] = []
    for node, record in zip(time_nodes(q.term), found.times, strict=True):
        if isinstance(node, TimeOf):
            said = str(node.facts)
            if not record["days"]:
                raise NoAnswer(f"the graph holds no fact of {said}")
            if node.which == "nth" and node.n is not None and record["at"] is None:
                raise NoAnswer(f"{said} happened on {record['days']} day(s), not {node.n}")
            if node.which == "said" and record["first"] != record["last"] and not _either_day_is_fine(q, node):
                raise NoAnswer(
                    f"{said} happened on {record['days']} days ({record['first']} .. {record['last']}); "
                    "the answer depends on which is meant (say the first, the last or the date)"
                )
            evidence += [
                FactRow(id=i, head=h, relation=r, tail=t, date=date.fromisoformat(d))
                for i, h, r, t, d in record["facts"]
            ]
        elif record["several"]:
            raise NoAnswer(f"the event of {node} happened on several days; the window depends on which")
    return evidence


def _either_day_is_fine(q: Query, node: TimeOf) -> bool:
    """Before / after an event said on several days reads before all / after all of them, for a plain set."""
    term: Any = q.term
    if q.asks not in ("entity", "time", "yes_no", "relation") or isinstance(term, Nth | Rank | Count):
        return False
    while isinstance(term, Within | Since):
        term = term.facts
    return isinstance(term, Before | After) and term.time is node


class TermAnswers:
    """The answer to one query over the event graph."""

    def __init__(self, client: GraphClient, span: tuple[date, date]) -> None:
        self.client = client
        self.span = span

    def solve(self, q: Query, run: Run) -> Answered:
        answered = self._solved(q, run)
        other = other_week(q)
        if other is None:
            return answered
        seven = self._solved(other, run)
        if sorted(seven[0]) == sorted(answered[0]):
            return answered
        answers, why, support = answered
        return answers, f"{why} ({both_weeks(q, seven[0])})", support

    def _solved(self, q: Query, run: Run) -> Answered:
        found = search(self.client, q, self.span)
        run.step("term", {"term": str(q.term)}, _lines(found.facts), len(found.facts))
        try:
            times = _check_times(q, found)
            answers, why, support = self._asked(q, found)
        except NoAnswer as exc:
            return [], str(exc), []
        return answers, why, support + times

    def _asked(self, q: Query, found: Found) -> Answered:
        term = q.term
        rows = found.facts
        if isinstance(term, Between):
            return _between(term, found)
        inside = found.lo is not None and found.hi is not None and found.lo < found.hi
        anchor = _either_way_anchor(term)
        if isinstance(term, Count):
            return _count(term, rows, inside, anchor, q.question)
        if isinstance(term, Rank):
            return _rank(term, rows, anchor, q.question)
        if isinstance(term, Nth) and term.distinct is not None:
            among = term.facts if isinstance(term.facts, Among) else None
            return _chosen_first(term, among, rows, anchor) if among else _nth_entity(term, rows, anchor)
        if not rows:
            if q.asks == "yes_no" and inside:
                return ["no"], f"no: the graph holds no fact of {term}", []
            raise NoAnswer(f"the graph holds no fact of {term}" + ("" if inside else " (no day of the graph fits)"))
        return _listed(q, rows, anchor)


def _persons(names: list[str], question: str, why: str) -> None:
    """A count or a ranking of persons said ("How many different people ...", "Which person ... most often"): no
    answer where one counted, or the one ranked first, is a place, a body or a sector (`name_table.not_a_person`)."""
    if (group := not_a_person(names, question)) is not None:
        raise NoAnswer(f"persons are asked, and the graph does not say who is one: {group} is no person ({why})")


def _count(term: Count, rows: list[FactRow], inside: bool, anchor: str | None, question: str = "") -> Answered:
    if not rows and not inside:
        raise NoAnswer("the days asked lie outside the graph's days")
    if term.what in ("facts", "occurrences"):
        raise NoAnswer("the facts of dated events are counted by their days")
    if term.what == "entities":
        assert term.side is not None
        names = sorted({_side(r, term.side, anchor) for r in rows})
        why = f"{len(names)} distinct {term.side}(s): {', '.join(names[:10])}"
        _persons(names, question, why)
        return [str(len(names))], why, rows
    days = sorted({r.date for r in rows})
    return [str(len(days))], f"{len(days)} day(s) ({len(rows)} fact(s); each day counted once)", rows


def _listed(q: Query, rows: list[FactRow], anchor: str | None) -> Answered:
    """yes, the days, the relations or the entities of the facts found, as the plans' answers are."""
    if q.asks == "yes_no":
        return ["yes"], f"yes: {rows[0].render()}", rows[:1]
    if q.asks == "time":
        dates = list(dict.fromkeys(format_date(r.date, q.granularity) for r in rows))
        return dates, f"{len(rows)} fact(s) on {', '.join(dates[:5])}", rows
    if q.asks == "relation":
        counts = Counter(r.relation for r in rows)
        ranked = sorted(counts, key=lambda rel: (-counts[rel], rel))
        return ranked, "the relations, most facts first: " + ", ".join(f"{r} ({counts[r]})" for r in ranked), rows
    assert q.side is not None
    names = [_side(r, q.side, anchor) for r in rows]
    counts = Counter(names)
    first_seen = {n: i for i, n in reversed(list(enumerate(names)))}
    ranked = of_the_kind(sorted(counts, key=lambda n: (-counts[n], first_seen[n])), q.answer_kind)
    if (unknown := none_of_the_kind(ranked, q.answer_kind)) is not None:
        raise NoAnswer(unknown)
    kept = set(ranked)
    rows = [r for r, n in zip(rows, names, strict=True) if n in kept]
    return ranked, f"{len(ranked)} answer(s) from {len(rows)} fact(s)", rows


def _rank(term: Rank, rows: list[FactRow], anchor: str | None, question: str = "") -> Answered:
    days: dict[str, set[date]] = {}
    for r in rows:
        days.setdefault(_ranked_key(term, r, anchor), set()).add(r.date)
    if not days:
        raise NoAnswer(f"the graph holds no fact of {term.facts}")
    if term.order == "least" and term.period is not None:  # "In which year did Bayern lose the least?": 2013, none
        raise NoAnswer(
            f"the fewest by {term.period} is read only of the {term.period}s with facts ({some_of(sorted(days), 5)});"
            " those with none, which may be fewer, are not looked at"
        )
    if term.by == "days_or_who":
        return _days_or_who(term, rows, anchor)
    counts = by_count(days, term.order)
    best = counts[0][0]
    tied = [name for n, name in counts if n == best]
    if len(tied) > 1:
        raise NoAnswer(f"a tie: {some_of(tied, 5)} on {best} day(s) each")
    winner = tied[0]
    said = ", ".join(f"{name} {n}" for n, name in counts[:5])
    _persons([winner], question, f"{winner} on {best} day(s) ({said})")
    kept = [r for r in rows if _ranked_key(term, r, anchor) == winner]
    return [winner], f"{winner} on {best} day(s) ({said})", kept


def _days_or_who(term: Rank, rows: list[FactRow], anchor: str | None) -> Answered:
    """ "Which year did Julie Bishop travel the most?": 'most' of a period with a side unnamed may count the days or
    the different others (countries); the period both put first (the days' one among those tied on others), else no
    answer naming each (Julie Bishop: 2015 by days, 2014 by countries)."""
    answers, said, kept = _rank(term.model_copy(update={"by": "days"}), rows, anchor)
    facts = leaves(term.facts)[0]
    unnamed = "tail" if facts.head is not None else "head"
    others: dict[str, set[str]] = {}
    for r in rows:
        others.setdefault(_ranked_key(term, r, anchor), set()).add(getattr(r, unnamed))
    counts = by_count(others, term.order)
    best = [period for n, period in counts if n == counts[0][0]]
    by_who = ", ".join(f"{period} {n}" for n, period in counts[:5])
    if answers[0] not in best:  # tied on who, the days' own period is among them: neither reading says otherwise
        raise NoAnswer(f"'most' may count the days ({said}) or the different others ({by_who}): which is asked?")
    return answers, f"{said}; by the different others it is first too, or tied first ({by_who})", kept


def by_count(held: dict[str, set[Any]], order: str) -> list[tuple[int, str]]:
    """(how many, name) of each name's set, the most first ("least": the fewest), names alphabetically within."""
    counts = sorted(((len(s), name) for name, s in held.items()), key=lambda c: (-c[0], c[1]))
    return sorted(counts, key=lambda c: (c[0], c[1])) if order == "least" else counts


def some_of(names: list[str], shown: int) -> str:
    """The first `shown` names, and how many more there are: a tie is never read as only those named."""
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return f"{', '.join(names[:shown])}{more}"


def _ranked_key(term: Rank, r: FactRow, anchor: str | None) -> str:
    """What a Rank counts a fact for: its side's entity, or the period it falls in ("2014", "2014-03")."""
    if term.period is not None:
        return format_date(r.date, term.period)
    assert term.side is not None
    return _side(r, term.side, anchor)


def nth_first(
    first: dict[str, Any], n: int, from_end: bool
) -> tuple[list[tuple[str, Any]], str, Any, list[str]] | None:
    """Of sides each first at a time (`first`), in that order (from the end: the latest first), all of them, the n-th
    and its time, and the others of that time (a tie: no n-th); None where there are fewer than n. The n-th side of
    dated events and of facts true over intervals is picked so (`interval_nth`)."""
    order = sorted(first.items(), key=lambda kv: kv[1], reverse=from_end)
    if len(order) < n:
        return None
    name, when = order[n - 1]
    return order, name, when, [other for other, t in order if t == when and other != name]


def _chosen_first(term: Nth, among: Among, rows: list[FactRow], anchor: str | None) -> Answered:
    """ "Who visited Kazakhstan first, A or B?": the one named whose first fact came first, each named holding one
    (one with none did not do it at all: no answer), every first day said."""
    held = {_side(r, among.side, anchor) for r in rows}
    if missing := [n for n in among.names if n not in held]:
        raise NoAnswer(f"the graph holds no fact of {', '.join(missing)} with the others: {term.facts}")
    answers, _, kept = _nth_entity(term, rows, anchor)
    first = {n: min(r.date for r in rows if _side(r, among.side, anchor) == n) for n in among.names}
    return (
        answers,
        "by first day: " + ", ".join(f"{n} {d}" for n, d in sorted(first.items(), key=lambda kv: kv[1])),
        kept,
    )


def _nth_entity(term: Nth, rows: list[FactRow], anchor: str | None) -> Answered:
    assert term.distinct is not None
    first: dict[str, date] = {}
    for r in sorted(rows, key=lambda r: r.order):
        first.setdefault(_side(r, term.distinct, anchor), r.date)
    if (picked := nth_first(first, term.n, term.from_end)) is None:
        raise NoAnswer(f"only {len(first)} distinct {term.distinct}(s) of {term.facts}")
    order, name, day, tied = picked
    if tied:
        raise NoAnswer(f"{name} and {', '.join(tied[:3])} each first on {day}: the n-th is not one")
    said = ", ".join(f"{n} {d}" for n, d in order[: term.n])
    kept = [r for r in rows if _side(r, term.distinct, anchor) == name and r.date == day]
    return [name], f"by first day: {said}", kept


def whole_units(a: date, b: date, unit: str) -> int:
    """The whole units gone by from day a to day b (negative where b is before a): an age in years counts one less
    while the birthday is not yet reached."""
    if b < a:
        return -whole_units(b, a, unit)
    months = (b.year * 12 + b.month) - (a.year * 12 + a.month) - (b.day < a.day)
    return {"day": (b - a).days, "week": (b - a).days // 7, "month": months, "year": months // 12}[unit]


def calendar_units(a: date, b: date, unit: str) -> int:
    """The calendar units from day a's to day b's (months and years as their numbers differ, whatever the day)."""
    months = (b.year * 12 + b.month) - (a.year * 12 + a.month)
    return {"day": (b - a).days, "week": (b - a).days // 7, "month": months, "year": b.year - a.year}[unit]


def _between(term: Between, found: Found) -> Answered:
    if term.two:
        raise NoAnswer("an event's only two times are asked of facts true over intervals")
    nodes = time_nodes(term)
    days: list[date] = []
    for node, record in zip(nodes, found.times, strict=True):
        if isinstance(node, TimeOf) and node in (term.first, term.second):
            days.append(date.fromisoformat(record["at"]))
    if len(days) != 2:
        raise NoAnswer("time between two events is asked of two event clauses")
    a, b = days
    diff = whole_units(a, b, term.unit) if term.elapsed else calendar_units(a, b, term.unit)
    if term.after and diff < 0:
        raise NoAnswer(f"the second event ({b}) came before the first ({a})")
    if term.unit == "year" and not term.elapsed:
        years_alike(a, b, abs(diff))
    return [str(abs(diff))], f"{abs(diff)} {term.unit}(s) from {a} to {b}", []


def years_alike(d: date, e: date, years: int) -> None:
    """ "How many years were there between Spurs' first and last wins over Watford?": of two days, the calendar
    years between them (2015 to 2022: 7) and the whole years (2015-12-28 to 2022-01-01: 6) may differ, and writers
    count either way: a refusal saying both."""
    whole = abs(whole_units(min(d, e), max(d, e), "year"))
    if whole != years:
        raise NoAnswer(
            f"'how many years' may count {years} calendar years ({d.year} to {e.year}) or {whole} whole years"
            f" ({d} to {e}): say 'whole years' or 'from which year'"
        )


def _lines(rows: list[FactRow], n: int = 3) -> str:
    return "\n".join(r.render() for r in rows[:n])
