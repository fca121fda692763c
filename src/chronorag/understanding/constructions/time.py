"""Time: the period a question's facts lie in, said with its cue, and the cues of reference events.

"in 2008", "before 2 April 2011", "prior to Mar, 2009", "since 2010", "during the year 2009", "in which month of
2012", "2009: who ...?", and relative dates read against the reference date ("last year", "three weeks ago", "in
the past two years": `timex.match_relative`; the date is the clock's, `temporal.clock.reference_date`, and a
note says how each was read); a before / after cue with no period after it ("after Japan visited Iran") and "in the
same month as" are kept for the reference clause (`clauses`). The courtesies a question may open with ("Hi
there,", "Sorry to bother you, but") are read first, so that what follows them opens the question.
"""

from __future__ import annotations

from chronorag.plans import Constraint, Granularity
from chronorag.temporal import clock
from chronorag.understanding import timex
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import ReferenceCue, phrase_list, reference_cues, word_class, word_table
from chronorag.understanding.reading import Reading, phrase_at
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal

BEFORE = phrase_list("event", "before")
AFTER = phrase_list("event", "after")
SINCE = phrase_list("event", "since")
IN = phrase_list("event", "in")
CUES = ((BEFORE, "before"), (AFTER, "after"), (SINCE, "since"), (IN, "in"))
TIME_UNITS = word_table("event", "time_units")
SAME_PERIOD = word_table("event", "same_period")
SAME_CUES = phrase_list("event", "same_cues")
SAME_JOINS = phrase_list("event", "same_joins")
# "after A ...", "by the time A ...", "as soon as A ...", "when A ...": each cue of a reference clause and what it
# makes of the clause's event, rows of data
REFERENCE_CUES = [(tuple(row.say), row) for row in reference_cues()]
PERIOD_OF_CLAUSE_CUES = phrase_list("asked", "period_of_clause_cues")
PERIOD_OF_CLAUSE_JOINS = phrase_list("asked", "period_of_clause_joins")
AT_THE_TIME = phrase_list("asked", "at_the_time")  # "at the time of winning P", "upon winning P"
COURTESY = word_class("event", "greetings") | word_class("event", "apologies") | word_class("event", "asides")
STOPS = word_class("event", "stops")
AFTER_COURTESIES = word_class("event", "after_courtesies")
UNIT_OF = word_class("event", "unit_of")
THE = word_class("common", "definite_articles")
# the parts, starts and ends of a period and the words of time: "the end of 2010" is no noun said of 2010
PERIOD_PARTS = (
    word_class("event", "period_parts")
    | word_class("significance", "time")
    | word_class("asked", "aspect_start")
    | word_class("asked", "aspect_end")
    | word_class("sensor", "start_cues")
    | word_class("sensor", "end_cues")
)
COMMAS = word_class("common", "commas")
WHEN = word_class("event", "when")
RANGE_LEADS = word_class("time", "range_leads")  # "between 2012 and 2014"
THE_SAME = phrase_list("event", "the_same")


@construction(
    "time.courtesy",
    "<greetings, apologies, asides> <, ! : . -> [but] at the opening: 'Hi there,', 'Sorry to bother you, but'",
    ("event.greetings", "event.apologies", "event.asides", "event.stops"),
)
def courtesy(r: Reading) -> bool:
    """Take the courtesies that open a question, each stretch with its punctuation, and a "but" after them; the
    question itself starts after them."""
    toks, k, read = r.toks, 0, False
    while True:
        end = k
        while end < len(toks) and toks[end].low in COURTESY:
            end += 1
        if end == k or end >= len(toks) - 1 or toks[end].low not in STOPS:
            return read
        r.take(range(k, end + 1), "courtesy")
        read, k = True, end + 1
        if toks[k].low in AFTER_COURTESIES:
            r.take([k], "courtesy")
            k += 1


@construction("time.cued_period", "<before | after | since | in phrase> <a period>", ("event.before", "event.in"))
def cued_period(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    """The cue right before a period (the earliest of those that end where it starts): (kind, cue start)."""
    kind, cue_start = "", e.i
    for k in range(max(0, e.i - 4), e.i):
        for phrases, what in CUES:
            hit = phrase_at(r.toks, k, phrases)
            if hit and hit[1] == e.i and k < cue_start:
                kind, cue_start = what, k
    return (kind, cue_start) if kind else None


@construction(
    "time.unit_of_period", "<unit> of <a period>: 'in which month of 2012' (within 2012)", ("event.time_units",)
)
def unit_of_period(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    toks = r.toks
    if e.i >= 2 and toks[e.i - 1].low in UNIT_OF and toks[e.i - 2].low in TIME_UNITS:
        return "in", e.i - 1
    return None


@construction(
    "time.relative_period",
    "<today | yesterday | this / last <week | month | year> | <N> <units> ago | in / over the past / last [N] <units>>"
    " with no cue before it: 'who visited China last year' (in it)",
    (
        "time.relative_days",
        "time.this",
        "time.last",
        "time.calendar_periods",
        "time.ordinal_determiners",
        "time.units",
        "time.plural_units",
        "time.one_unit",
        "time.ago",
        "time.rolling_leads",
        "time.unit_followers",
    ),
)
def relative_period(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    """A relative date says its own "in": the days it names (a cue before it still decides: "since last year")."""
    return ("in", e.i) if e.said is not None else None


@construction(
    "time.period_range",
    "between <a period> and <a period>, from <a period> to | until <a period>: within the window from the first to"
    " the end of the second",
    ("time.range_leads", "time.range_between", "time.range_and", "time.range_joiners"),
)
def period_range(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    """A window between two periods says its own "in" (its lead word is its cue)."""
    return ("in", e.i) if e.kind == "period" and r.toks[e.i].low in RANGE_LEADS else None


@construction(
    "time.noun_of_period",
    "<noun> of <a period>: 'the Fields Medal recipients of 2014' (in 2014); not a part of the period ('the end of"
    " 2010')",
    ("event.unit_of", "event.period_parts"),
)
def noun_of_period(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    """A noun said of a period names what was so in it: "the recipients of 2014", "the champion of 1976". A word
    that says a part of the period or its start or end ("the end of 2010", "the summer of 2014") is no such noun."""
    toks = r.toks
    if e.i < 2 or toks[e.i - 1].low not in UNIT_OF:
        return None
    noun = toks[e.i - 2]
    if not noun.is_word or noun.text[:1].isupper() or noun.low in PERIOD_PARTS or not is_nominal(noun.text):
        return None
    return "in", e.i - 1


@construction("time.period_as_adjective", "the <year> <noun>: 'the 2013 recipient of the Harvey Award' (in 2013)")
def period_as_adjective(r: Reading, e: timex.Expr) -> tuple[str, int] | None:
    toks = r.toks
    if e.i >= 1 and toks[e.i - 1].low in THE and e.j < len(toks) and toks[e.j].is_word:
        return "in", e.i
    return None


@construction("time.period_opening", "<a period> opening the question or a clause: '2009: who ...', ', in 2009'")
def period_opening(r: Reading, e: timex.Expr) -> tuple[str, int]:
    """A period with no cue is read as "in" only where it opens the question or a clause; elsewhere which side
    of it is meant is not said."""
    if e.i > 0 and not r.toks[e.i - 1].is_punct:
        said = r.ledger.text(e.i - 1, e.j)
        raise PlanningError(f"cannot tell which side of the period {said!r} means")
    return "in", e.i


def read_period(r: Reading) -> None:
    """The period constraint (one at most), and every free before / after / same-period cue for the clauses."""
    as_of = clock.reference_date()
    exprs = [e for e in timex.find(r.toks, None, clocks=False, today=as_of) if e.period is not None]
    for e in exprs:
        if e.problem:
            raise PlanningError(e.problem)
    found: list[tuple[str, timex.Expr]] = []
    for e in exprs:
        kind, cue_start = (
            cued_period(r, e)
            or unit_of_period(r, e)
            or relative_period(r, e)
            or period_range(r, e)
            or noun_of_period(r, e)
            or period_as_adjective(r, e)
            or period_opening(r, e)
        )
        found.append((kind, e))
        r.take(range(cue_start, e.j), "time")
        if e.said is not None and e.period is not None:
            r.notes.append(f"read {e.said!r} as {timex.period_text(e.period)}, against the reference date {as_of}")
    periods = {(k, e.period) for k, e in found}
    if len(periods) > 1:
        raise PlanningError("two time constraints: " + ", ".join(f"{k} {p}" for k, p in sorted(periods, key=str)))
    for t in r.toks:
        if r.free(t.i):
            reference_cue(r, t)
            same_period_cue(r, t)
            period_of_clause_cue(r, t)
    if periods:
        kind, period = periods.pop()
        assert period is not None
        g: Granularity = period.granularity
        r.constraint = Constraint(kind=kind, granularity=g, start=period.start, end=period.end)


@construction(
    "time.reference_cue",
    "<a cue of reference clauses> with no period after it: 'after Japan visited Iran', 'as soon as it had ...',"
    " 'by the time A ...', 'when A ...'",
    ("event.reference_cues",),
)
def reference_cue(r: Reading, t: Token) -> str | None:
    """The longest cue of a reference clause said from token t (`event.reference_cues`), kept for the clauses:
    its kind, where its words end, and whether it says the nearest fact ("right after")."""
    best: tuple[int, ReferenceCue] | None = None
    for phrases, row in REFERENCE_CUES:
        hit = phrase_at(r.toks, t.i, phrases)
        if hit and all(r.free(x) for x in range(t.i, hit[1])) and (best is None or hit[1] > best[0]):
            best = hit[1], row
    if best is None:
        return None
    end, row = best
    r.cues[t.i], r.cue_ends[t.i] = row.kind, end
    if row.nearest:
        r.at_once.add(t.i)
    return row.kind


@construction(
    "time.same_period_cue",
    "[in | on | during] the same <day | month | year> [as | of | with | that]",
    ("event.same_period", "event.same_cues", "event.same_joins"),
)
def same_period_cue(r: Reading, t: Token) -> str | None:
    if same := same_period_at(r.toks, t.i):
        r.cues[t.i], r.cue_ends[t.i] = f"same {same[0]}", same[1]
        return r.cues[t.i]
    return None


@construction(
    "time.period_of_clause_cue",
    "<in | on | during> the <day | month | year> [when | in which | that] <a clause>: 'in the year when A visited B'",
    ("asked.period_of_clause_cues", "asked.period_of_clause_joins", "event.same_period"),
)
def period_of_clause_cue(r: Reading, t: Token) -> str | None:
    """The period of a reference clause said with the unit alone ("in the month when A ...", "on the day A ..."):
    the same period as the clause's event."""
    toks = r.toks
    if t.low not in PERIOD_OF_CLAUSE_CUES or t.i + 2 >= len(toks) or toks[t.i + 1].low not in THE:
        return None
    unit = SAME_PERIOD.get(toks[t.i + 2].low)
    if unit is None or not all(r.free(x) for x in range(t.i, t.i + 3)):
        return None
    end = t.i + 3
    if (hit := phrase_at(toks, end, PERIOD_OF_CLAUSE_JOINS)) and all(r.free(x) for x in range(end, hit[1])):
        end = hit[1]
    r.cues[t.i], r.cue_ends[t.i] = f"same {unit}", end
    return r.cues[t.i]


WH_ASKED = word_class("event", "asks_not_when")


@construction(
    "time.when_clause_cue",
    "<which | who | what ... clause> when <a clause>: 'Who criticised Iran when Japan visited China?' (that day),"
    " 'Which club was X playing for when he married Y?' (that year, of facts true over intervals)",
)
def when_clause_cue(r: Reading, unit: str = "day") -> str | None:
    """A "when" after the question's own words opens a clause whose event's day (`unit`; of facts true over
    intervals, its year) the asked facts must lie in; so does one that opens the question, its clause closed by a
    comma before the question's own words ("When X died, who was their spouse?", "At the time of marrying Y,
    which ...")."""
    toks = r.toks
    asked = next((t.i for t in toks if t.low in WH_ASKED), None)
    opening = next((t.i for t in toks if r.free(t.i)), None)
    comma = next((t.i for t in toks if t.low in COMMAS and t.i + 1 < len(toks) and toks[t.i + 1].low in WH_ASKED), None)
    for t in toks:
        end = t.i + 1 if t.low in WHEN else (phrase_at(toks, t.i, AT_THE_TIME) or (None, None))[1]
        fronted = t.i == opening and comma is not None and end is not None and end < comma
        if t.i > 0 and toks[t.i - 1].low in TIME_UNITS:
            continue  # "What was the date when X ...": the time asked, no clause of its own
        if end is not None and r.free(t.i) and ((asked is not None and asked < t.i) or fronted):
            r.cues[t.i], r.cue_ends[t.i] = f"same {unit}", max(end, r.cue_ends.get(t.i, end))  # "at the time that"
            return r.cues[t.i]
    return None


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
