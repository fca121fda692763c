"""The n-th asked of facts true over intervals: the n-th time (the n-th distinct date, the n-th occasion of a few
days, the year of one doer's n-th fact), or the n-th entity (the n-th different one, the n-th holding of a state, the
side of the n-th occasion). `interval_terms.IntervalTerms` answers the other terms and calls `_nth_asked`."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Facts, Nth, Query
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_loop import _beginnings, _endings, _first, an_occasion
from chronorag.rag.kg_irag.term_answers import NoAnswer, nth_first

Answered = tuple[list[str], str, list[IntervalRow]]


def _other(r: IntervalRow, side: str | None) -> str:
    return r.head if side == "head" else r.tail


def _unnamed(term: Any) -> bool:
    """Facts of a relation with no entity named on either side."""
    return isinstance(term, Facts) and term.head is None and term.tail is None


def _nth_asked(q: Query, term: Nth, rows: list[IntervalRow]) -> Answered:
    """The n-th time (the n-th date or occasion), or the n-th entity: the different one, or the side of the n-th
    occasion ("their third Test")."""
    if q.asks == "time" and term.distinct is None:
        if q.aspect is not None:  # "join Y for the second time": of runs of seasons, the second run's start
            rows = _endings(rows, seasons=True) if q.aspect == "end" else _beginnings(rows, seasons=True)
        return _nth_year(q, term, rows)
    if q.asks != "entity":  # its answer is the n-th entity: "When did X first play?" is no club
        raise NoAnswer(f"the n-th of facts true over intervals is asked as who or what, not {q.asks}")
    if term.distinct is None and rows and all(an_occasion(r) for r in rows):
        return _nth_occasion_side(term, rows, q.side)
    return _nth(term, rows, q.side)


def _nth(term: Nth, rows: list[IntervalRow], asked: str | None = None) -> Answered:
    """The n-th different one of the side counted: the term's own, else the side the question asks (the tail where
    it says neither): "Who lost the Stanley Cup final the year after X did?" asks the loser, never the Cup."""
    side = term.distinct or asked or "tail"
    if term.distinct == "head" and rows and all(r.kind == "state" for r in rows) and not _unnamed(term.facts):
        return _nth_holding(term, rows)
    # by the day where the graph knows each to the day ("the fourth person to reach space": three began in 1961;
    # "the team Argentina beat just before the 1986 final": five in 1986); else by the year
    picked = _firsts(term, rows, side, days=False)
    if picked is None:
        raise NoAnswer(f"only {len({_other(r, side) for r in rows})} of {term.facts}")
    days = _known_to_the_day(rows, picked[2], term.from_end)
    order, name, when, tied = (_firsts(term, rows, side, days) if days else None) or picked
    if tied:
        raise NoAnswer(f"{_began(name, tied, 'on' if days else 'in', when)}: the order is unknown")
    said = ", ".join(f"{n} {y}" for n, y in order[: term.n])
    by = "day" if days else "year"
    return [name], f"by start {by}: {said}", [r for r in rows if _other(r, side) == name]


def _firsts(term: Nth, rows: list[IntervalRow], side: str, days: bool) -> tuple[Any, str, Any, list[str]] | None:
    """Each side by its first time (by day or by year), counted from the start; from the end, by its last ("Who did X
    beat last?": the side of the latest win, though X first beat it long before): `nth_first`'s pick."""
    first: dict[str, str | int] = {}
    for r in sorted(rows, key=lambda r: r.start if days else r.start_year, reverse=term.from_end):
        first.setdefault(_other(r, side), r.start if days else r.start_year)
    return nth_first(first, term.n, term.from_end)


def _known_to_the_day(rows: list[IntervalRow], year: Any, from_end: bool) -> bool:
    """Whether every fact up to the year of the n-th by year (from the end: from it on) is dated to the day: they
    are then ordered by the day ("the first judge appointed by Washington": 1789-09-26, though a later one is dated
    by its year alone)."""
    near = [r for r in rows if (r.start_year >= year if from_end else r.start_year <= year)]
    return bool(near) and all(r.start_precision == "day" for r in near)


def _nth_year(q: Query, term: Nth, rows: list[IntervalRow]) -> Answered:
    """ "In which year was the prize given for the 25th time?": of facts that each hold on one day or year (not over
    a spell, whose n-th start may not be the n-th time it held), the year of the n-th distinct date they fall on,
    from the first (the last); asked as a day, only where the graph's dates are years (a day it knows is asked)."""
    if not rows:
        raise NoAnswer(f"the graph holds no fact of {term.facts}")
    if all(an_occasion(r) for r in rows):  # "their third Test": an occasion of a few days, dated by its first
        return _nth_occasion(q, term, rows)
    if any(r.end != r.start for r in rows):  # a spell's n-th time: its n-th start, or its n-th holding?
        raise NoAnswer(
            f"when the n-th time of {term.facts} was is not read: its facts hold over spells, and the n-th start may"
            " not be the n-th time it held (ask who or what was the n-th, then when that began)"
        )
    precisions = {r.start_precision for r in rows}
    if len(precisions) > 1 or (q.granularity != "year" and precisions != {"year"}):
        raise NoAnswer(f"the graph dates {term.facts} as {', '.join(sorted(precisions))}: which is asked?")
    if len({r.head for r in rows}) == 1 and len({r.tail for r in rows}) > 1:  # "X's third race win": each fact one
        return _nth_fact_year(term, rows)
    years = {r.start: r.start_year for r in rows}
    dates = sorted(years, key=lambda d: (years[d], d), reverse=term.from_end)
    if len(dates) < term.n:
        raise NoAnswer(f"{term.facts} holds on {len(dates)} date(s), not {term.n}")
    at = dates[term.n - 1]
    held = [r for r in rows if r.start == at]
    return [str(years[at])], f"date {term.n} of {len(dates)}{' from the last' if term.from_end else ''}: {at}", held


def _nth_fact_year(term: Nth, rows: list[IntervalRow]) -> Answered:
    """ "When did Kevin Harvick win his third race?": of one doer's facts with several others (two races won in one
    year are two wins, where a prize shared on one date is given once), the year of the n-th fact by its date: known
    however the facts of one year fall within it."""
    facts = sorted(rows, key=lambda r: (r.start_year, r.start or ""), reverse=term.from_end)
    if len(facts) < term.n:
        raise NoAnswer(f"{term.facts} holds {len(facts)} fact(s), not {term.n}")
    at = facts[term.n - 1]
    said = f"fact {term.n} of {len(facts)}{' from the last' if term.from_end else ''} by year: {at.start_year}"
    return [str(at.start_year)], said, [r for r in rows if r.start_year == at.start_year]


def _nth_occasion(q: Query, term: Nth, rows: list[IntervalRow]) -> Answered:
    """ "When did England win their third Test against Australia?": of occasions of a few days known to the day (a
    five-day match, `an_occasion`), the n-th by its first day, from the first (the last); its day, or its year where
    the year is asked."""
    at, held, count = _nth_day(term, rows)
    answer = at[:4] if q.granularity == "year" else at
    return [answer], f"occasion {term.n} of {count}{' from the last' if term.from_end else ''}: {at}", held


def _nth_occasion_side(term: Nth, rows: list[IntervalRow], side: str | None) -> Answered:
    """ "Against which team did England win their third Test?": the side asked of the n-th occasion by its first day
    (the third Test won, not the third team beaten); two on that day are no answer."""
    at, held, count = _nth_day(term, rows)
    answers = list(dict.fromkeys(_other(r, side) for r in held))
    if len(answers) > 1:
        raise NoAnswer(f"occasion {term.n} of {term.facts} is {len(answers)} on one day: {', '.join(answers[:3])}")
    return answers, f"occasion {term.n} of {count} by its first day: {at}", held


def _nth_day(term: Nth, rows: list[IntervalRow]) -> tuple[str, list[IntervalRow], int]:
    """The first day of the n-th occasion (from the last, `from_end`), its facts, and how many days the occasions
    fall on; too few is no answer."""
    days = sorted({r.start for r in rows if r.start}, reverse=term.from_end)
    if len(days) < term.n:
        raise NoAnswer(f"{term.facts} holds on {len(days)} occasion(s), not {term.n}")
    at = days[term.n - 1]
    return at, [r for r in rows if r.start == at], len(days)


def _nth_holding(term: Nth, rows: list[IntervalRow]) -> Answered:
    """ "Who was the 24th president?": the holders of one side of a state in turn, each turn counted (Grover
    Cleveland is the 22nd and the 24th), a holding the graph splits counted once, and so are a holder's facts with no
    other's begun between (James Monroe's two spells as Secretary of State, 1811 and 1815; a manager's World Cups,
    each a fact: one turn, a reviewer's finds; a prize won again is another award); by start, to the day where the
    graph knows it. A tie at the place asked is no answer."""
    runs = sorted(_beginnings(rows), key=lambda r: (_first(r.start), r.head))
    runs = runs if all(r.start == r.end for r in rows) else _turns(runs)  # a prize won again is awarded again
    runs = runs[::-1] if term.from_end else runs
    if len(runs) < term.n:
        raise NoAnswer(f"only {len(runs)} holdings of {term.facts}")
    at = runs[term.n - 1]
    days = at.start_precision == "day"
    tied = [r.head for r in runs if r is not at and r.start_year == at.start_year and (r.start == at.start or not days)]
    # known to the day, it is ordered against another of its year only where that one is known to the day too; known
    # to the year, only of spells (a prize's laureates, each written as one year, are the n-th award, not holding),
    # or where the first n awards went one a year to n different winners: the n-th winner and award are one
    unknown = days and any(r.start_precision != "day" for r in runs if r is not at and r.start_year == at.start_year)
    if not tied and not unknown and not days and all(r.start == r.end for r in rows) and not _one_each(runs[: term.n]):
        raise NoAnswer(f"{term.facts}: its time number {term.n} and its different holder number {term.n} differ")
    if tied or unknown:
        raise NoAnswer(_tied(at, tied, days and not unknown))
    said = ", ".join(f"{r.head} {r.start}" for r in runs[max(0, term.n - 3) : term.n])
    return [at.head], f"turn {term.n} by start: ... {said}", [r for r in rows if r.head == at.head]


def _turns(runs: list[IntervalRow]) -> list[IntervalRow]:
    """The runs by start less those whose holder began the one before too: no other's turn between them; never one
    begun in the year another's began (which came first is not known: the tie is left to be seen)."""
    tied = {r.id for r in runs if any(o.head != r.head and o.start_year == r.start_year for o in runs)}
    return [r for k, r in enumerate(runs) if k == 0 or runs[k - 1].head != r.head or r.id in tied]


def _tied(at: IntervalRow, tied: list[str], same_day: bool) -> str:
    """Why a holding's place is no answer: the others that began with it, on its day or in its year."""
    return _began(at.head, tied, "on" if same_day else "in", at.start if same_day else at.start_year)


def _began(name: str, tied: list[str], on: str, when: Any) -> str:
    """ "X and Y both began in 1961", "X and A, B, C and 8 more all began on 1789-09-26"."""
    if not tied:
        return f"{name} and another began {on} {when}"
    more = f" and {len(tied) - 3} more" if len(tied) > 3 else ""
    return f"{name} and {', '.join(tied[:3])}{more} {'both' if len(tied) == 1 else 'all'} began {on} {when}"


def _one_each(runs: list[IntervalRow]) -> bool:
    """The facts fall on as many different dates, each to a different head."""
    return len({r.start for r in runs}) == len(runs) == len({r.head for r in runs})
