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
from chronorag.understanding.constructions import construction, declare
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import ReferenceCue, phrase_list, reference_cues, word_class, word_table
from chronorag.understanding.patterns import PERIODS_FILE, Chart, Constituent, Match, patterns, rule_matches
from chronorag.understanding.reading import Reading, phrase_at
from chronorag.understanding.tokens import Token

BEFORE = phrase_list("event", "before")
AFTER = phrase_list("event", "after")
SINCE = phrase_list("event", "since")
UNIT_OF = word_class("event", "unit_of")
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
THE = word_class("common", "definite_articles")
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


def _constituent(toks: list[Token], e: timex.Expr) -> Constituent:
    """A period of the chart: a relative one ("last year") and a window between two ("between 2012 and 2014") say
    so, for the rules that read them."""
    features = {"relative"} if e.said is not None else set()
    if e.kind == "period" and toks[e.i].low in RANGE_LEADS:
        features.add("range")
    return Constituent("period", e.i, e.j, e, frozenset(features))


def _cue_of(r: Reading, e: timex.Expr, read: list[Match]) -> tuple[str, int]:
    """The kind of constraint a period says and where its words start: by the highest-priority rule of
    `data/periods.toml` that reads it, the widest of those; a period no rule reads says no side of itself."""
    mine = [m for m in read if m.spans.get("period") == (e.i, e.j)]
    if not mine:
        said = r.ledger.text(e.i - 1, e.j)
        raise PlanningError(f"cannot tell which side of the period {said!r} means")
    best = max(mine, key=lambda m: (m.pattern.row.priority, e.j - m.covered[0]))
    r.fired.append(best.pattern.row.name)
    return best.values["cue"], best.covered[0]


def _declare_period_rules() -> None:
    """The rules of `data/periods.toml` are constructions of this family: the corpus names them."""
    for p in patterns(PERIODS_FILE):
        row = p.row
        said = " ".join(x for x in (row.left and f"({row.left})", row.rule, row.right and f"({row.right})") if x)
        declare(row.name, f"{said}: {row.example!r}", _cue_of, ("data/periods.toml",))


_declare_period_rules()


def read_period(r: Reading) -> None:
    """The period constraint (one at most), and every free before / after / same-period cue for the clauses."""
    as_of = clock.reference_date()
    exprs = [e for e in timex.find(r.toks, None, clocks=False, today=as_of) if e.period is not None]
    for e in exprs:
        if e.problem:
            raise PlanningError(e.problem)
    found: list[tuple[str, timex.Expr]] = []
    chart = Chart(r.toks, [_constituent(r.toks, e) for e in exprs])
    read = rule_matches(chart, PERIODS_FILE)
    for e in exprs:
        kind, cue_start = _cue_of(r, e, read)
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
