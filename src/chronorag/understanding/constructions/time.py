"""Time: the period a question's facts lie in, said with its cue, and the cues of reference events.

"in 2008", "before 2 April 2011", "prior to Mar, 2009", "since 2010", "during the year 2009", "in which month of
2012", "2009: who ...?", and relative dates read against the reference date ("last year", "three weeks ago", "in
the past two years": `timex.match_relative`; the date is the clock's, `temporal.clock.reference_date`, and a
note says how each was read); a before / after cue with no period after it ("after Japan visited Iran") and "in the
same month as" are kept for the reference clause (`clauses`). The courtesies a question may open with ("Hi
there,", "Sorry to bother you, but") are read first, so that what follows them opens the question.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from datetime import date, timedelta

from chronorag.plans import Constraint, Granularity
from chronorag.temporal import clock
from chronorag.understanding import timex
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import number_table, phrase_list, word_class, word_table
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.reading import Graph, Reading, phrase_at
from chronorag.understanding.rules import best_at, chart_of, in_turn, rank, take_free
from chronorag.understanding.tokens import Token, written

BEFORE = phrase_list("event", "before")
AFTER = phrase_list("event", "after")
UNIT_OF = word_class("event", "unit_of")
TIME_UNITS = word_table("event", "time_units")
SAME_PERIOD = word_table("event", "same_period")
SAME_CUES = phrase_list("event", "same_cues")
SAME_JOINS = phrase_list("event", "same_joins")
WHEN = word_class("event", "when")
RANGE_LEADS = word_class("time", "range_leads")  # "between 2012 and 2014"
THE_SAME = phrase_list("event", "the_same")


def courtesy(r: Reading) -> bool:
    """Take the courtesies that open a question (`time.courtesy`), stretch by stretch, each with its stop and a
    "but" after it; the question itself starts after them."""
    read = False
    while take_free(r, rules("time", "courtesy"), {"courtesy": "courtesy"}, first=True):
        read = True
    return read


def _constituent(toks: list[Token], e: timex.Expr) -> Constituent:
    """A period of the chart: a relative one ("last year") and a window between two ("between 2012 and 2014") say
    so, for the rules that read them."""
    features = {"relative"} if e.said is not None else set()
    if e.kind == "period" and toks[e.i].low in RANGE_LEADS:
        features.add("range")
    return Constituent("period", e.i, e.j, e, frozenset(features))


def _cue_of(r: Reading, e: timex.Expr, mine: list[Match]) -> tuple[str, int]:
    """The kind of constraint a period says and where its words start: by the highest-priority rule of
    `data/rules/time.toml` that reads it (`mine`), the widest of those; a period no rule reads says no side of it."""
    if not mine:
        said = r.ledger.text(e.i - 1, e.j)
        raise PlanningError(f"cannot tell which side of the period {said!r} means")
    best = max(mine, key=rank)
    r.fired.append(best.pattern.row.name)
    return best.values["cue"], best.covered[0]


def _note_reading(r: Reading, e: timex.Expr, as_of: date) -> None:
    """How a period was read where it depends on the reference date ("last year", "the 2000s")."""
    if e.said is not None and e.period is not None:
        r.notes.append(f"read {e.said!r} as {timex.period_text(e.period)}, against the reference date {as_of}")
    if e.note is not None:
        r.notes.append(e.note)


def read_period(
    r: Reading,
    named: AbstractSet[int] = frozenset(),
    in_names: Callable[[], AbstractSet[int]] = frozenset,
    seasons: bool = False,
) -> None:
    """The period constraint (one at most), and every free before / after / same-period cue for the clauses; a year
    of a name (`named`: "the 1962 Eurovision", `name_series.edition_years`) is left to it, and so is a period no rule
    reads that lies inside a name of the graph said in full (`in_names`: "TSV 1860 Munich", asked only then), and a
    period of capitalised words inside one ("Who wrote Hold Me Now?"). `seasons`: a graph of facts true over
    intervals, where "2008-09" may be a season (`month_or_season`)."""
    as_of = clock.reference_date()
    found_at = timex.find(r.toks, None, clocks=False, today=as_of)
    exprs = [e for e in found_at if e.period is not None and not named & set(range(e.i, e.j))]
    for e in exprs:
        if e.problem:
            raise PlanningError(e.problem)
        if seasons:
            month_or_season(r, e)
    found: list[tuple[str, timex.Expr]] = []
    chart = Chart(r.toks, [_constituent(r.toks, e) for e in exprs])
    read = rule_matches(chart, rules("time", "period", *CUE_PRODUCTIONS))
    for e in exprs:
        mine = [m for m in read if m.spans.get("period") == (e.i, e.j)]
        inside = set(range(e.i, e.j)) <= in_names()
        if inside and (not mine or all(r.toks[k].is_capitalised for k in range(e.i, e.j))):
            continue  # no cue of its own, or a name's words: the name's ("TSV 1860 Munich", "Hold Me Now")
        kind, cue_start = _cue_of(r, e, mine)
        found.append((kind, e))
        r.take(range(cue_start, e.j), "time")
        if e.readings:
            r.vague = (written(r.toks, e.i, e.j), e.readings)
        if e.turns:
            r.season = (written(r.toks, e.i, e.j), e.turns)
        _note_reading(r, e, as_of)
    periods = {(k, e.period) for k, e in found}
    if len(periods) > 1:
        raise PlanningError("two time constraints: " + ", ".join(f"{k} {p}" for k, p in sorted(periods, key=str)))
    _reference_cues(r, read)
    if periods:
        kind, period = periods.pop()
        assert period is not None
        g: Granularity = period.granularity
        r.constraint = Constraint(kind=kind, granularity=g, start=period.start, end=period.end)


def month_or_season(r: Reading, e: timex.Expr) -> None:
    """ "Who won the Norris Trophy in 2008-09?": one word of a year and the next one's last two digits, read as a
    month (MultiTQ's "2005-06" is June 2005), may say the season across the two years in a graph of facts true over
    intervals (a hockey season, a financial year): refused, naming both."""
    w = r.toks[e.i].text
    if e.period is None or e.j != e.i + 1 or e.period.granularity != "month" or not SEASON_OR_MONTH.fullmatch(w):
        return
    year, month = (int(x) for x in w.split("-"))
    if month == (year + 1) % 100 and 1 <= month <= 12:  # "1979-80" is no month: the season alone, as read
        raise PlanningError(f"{w!r} may be {date(year, month, 1):%B %Y} or the season {year}-{year + 1}: say which")


SEASON_OR_MONTH = re.compile(r"\d{4}-\d{2}")  # "2008-09": a month, or a season across two years
CUE_PRODUCTIONS = ("reference_cue", "nearest_cue", "same_period")
WHEN_KIND = "when "  # the kind of a "when" clause's cue, then its unit: "when year" (a parser's tag, no word)
SEASON_BREAK = number_table("time", "season_break")["least"]


def season_holds(r: Reading, g: Graph) -> None:
    """A season said across two years ("the 2018/19 season") is read from the day seasons turn in the first year to
    that day in the next only where the graph's facts of the question's entity break for `season_break` days or more
    around both (a league's summer): any day of the break then parts the seasons alike. A graph of facts true over
    intervals, which cannot say that, reads it by its two years (`EventPlan.season_years`): whatever day seasons
    turn, a fact that takes in the New Year between them held in it. Else refused, saying why."""
    said, turns = r.season
    if not turns:
        return
    if g.around is None and g.intervals and r.constraint.kind == "in" and r.constraint.reference is None:
        r.season_years = True  # a fact is in it for sure where it takes in the New Year between its two years
        first, second = turns[0].year, turns[-1].year
        r.notes.append(f"read {said!r} as the facts that take in the New Year between {first} and {second}")
        return
    if g.around is None or r.anchor is None:
        raise PlanningError(f"{said!r}: the graph cannot say where its seasons turn")
    for turn in turns:
        before, after = g.around(r.anchor, turn)
        if before is not None and after is not None and (after - before).days < SEASON_BREAK:
            raise PlanningError(
                f"{said!r}: the graph holds facts of {r.anchor} on {before} and {after}, no break of "
                f"{SEASON_BREAK} days around {turn} to part its seasons"
            )
    last = turns[-1] - timedelta(days=1)
    r.notes.append(f"read {said!r} as {turns[0]} to {last}: the graph's facts of {r.anchor} break around both")


def _reference_cues(r: Reading, read: list[Match]) -> None:
    """The cues of reference clauses said in the words the periods left free, kept for the clauses: at each word,
    the highest-priority cue that starts there, the widest of those: its kind ("after", "same month"), where its
    words end, and whether it says only the nearest fact ("right after")."""
    cues = [m for m in read if m.pattern.row.production in CUE_PRODUCTIONS]
    for i, m in sorted(best_at(r.free, cues).items()):
        row = m.pattern.row
        kind = f"same {m.values['same_unit']}" if row.production == "same_period" else m.values[row.production]
        r.cues[i], r.cue_ends[i] = kind, m.covered[1]
        if row.production == "nearest_cue":
            r.at_once.add(i)
        r.fired.append(row.name)


def when_clause_cue(r: Reading, unit: str = "day") -> str | None:
    """The first "when" clause's cue (`time.when_clause_cue`): the day of its event (`unit`; of facts true over
    intervals, a state true at its time as the graph says it, an event of its year, or a state's whole time:
    `reference.when_a_state`), kept for the clauses with its words free;
    where a cue of `time.reference_cue` starts there too ("at the time that"), its wider end."""
    found = rule_matches(chart_of(r), rules("time", "when_clause"))
    m = next(in_turn(r.free, found), None)
    if m is None:
        return None
    i, end = m.covered
    r.cues[i], r.cue_ends[i] = f"{WHEN_KIND}{unit}", max(end, r.cue_ends.get(i, end))
    r.fired.append(m.pattern.row.name)
    return r.cues[i]


def same_period_at(toks: list[Token], k: int) -> tuple[Granularity, int] | None:
    """ "in the same month as", "on the same day of", "the same year that" at k: (granularity, end index)."""
    j = k + 1 if k < len(toks) and toks[k].low in SAME_CUES else k
    hit = phrase_at(toks, j, THE_SAME)
    if hit is None or hit[1] >= len(toks):
        return None
    unit = SAME_PERIOD.get(toks[hit[1]].low)
    if unit is None:
        return None
    end = hit[1] + 1
    if end < len(toks) and toks[end].low in SAME_JOINS:
        end += 1
    g: Granularity = unit  # type: ignore[assignment]
    return g, end
