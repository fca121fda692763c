"""What is asked: an entity (who, whom, whose, where, which / what + a noun) or a time, and its unit.

"When ...", "At what point in time ...", "In which month / what year / what was the last year in which ...",
"in what month and year" (the finer of the two), "the (exact) month when / in which ...", "Can you tell me
the year X visited Y?", "... Just the year, please." Then first / last: "first", "for the first time",
"earliest", "last", "most recently", "latest", "final".
"""

from __future__ import annotations

from typing import Literal

from chronorag.plans import Granularity
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.time import AFTER, BEFORE, SINCE, TIME_UNITS
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.reading import Reading, phrase_at
from chronorag.understanding.tokens import Token

BEFORE_UNIT = word_class("event", "before_unit")
EXACTLY = word_class("event", "exactly")
ORDINALS = word_class("event", "ordinals")
ASKING = word_class("event", "asking")
WH = word_class("event", "wh")
WHEN_JOINS = tuple(tuple(p.split()) for p in phrase_list("event", "when_joins"))
FIRST = phrase_list("event", "first")
LAST = phrase_list("event", "last")
_FINEST = ("day", "month", "year")


def read_asked(r: Reading) -> None:
    """The answer type and the granularity of a time answer; a refusal when neither is asked."""
    if noun := unit_asked_as_noun(r):
        r.answer_type, r.granularity = "time", noun
        return
    only = just_the_unit(r)
    for t in r.toks:
        if not r.free(t.i):
            continue
        if asked := asks_when(r, t) or asks_which_unit(r, t):
            r.answer_type, r.granularity = "time", (only or asked[1])  # type: ignore[assignment]
            return
        if asks_who(r, t):
            r.answer_type, r.granularity = "entity", "day"
            return
    raise PlanningError("the question asks neither who / which nor when")


def _unit_before(r: Reading, t: Token) -> int:
    """The first word of "the (exact / last) <unit>": ordinals stay for the extremum."""
    k = t.i - 1
    while k > 0 and r.toks[k].low in EXACTLY | ORDINALS and r.free(k):
        k -= 1
    return k


@construction(
    "asked.unit_as_noun",
    "the [exact] <year | month | day | date> <when | in which | that ...>, or <tell | give ...> [me] the <unit> ...",
    ("event.time_units", "event.exactly", "event.when_joins", "event.asking"),
)
def unit_asked_as_noun(r: Reading) -> Granularity | None:
    """ "the (exact) month when ...", "the year in which ...", "Can you tell me the year X visited Y?"."""
    toks = r.toks
    for t in toks:
        unit = TIME_UNITS.get(t.low)
        if unit is None or not r.free(t.i) or t.i == 0:
            continue
        k = _unit_before(r, t)
        if toks[k].low != "the" or not r.free(k):
            continue
        g: Granularity = unit  # type: ignore[assignment]
        ordinals = [x for x in range(k, t.i) if toks[x].low in ORDINALS]
        for join in WHEN_JOINS:
            after = [x.low for x in toks[t.i + 1 : t.i + 1 + len(join)]]
            if tuple(after) == join and all(r.free(x) for x in range(t.i + 1, t.i + 1 + len(join))):
                r.take([x for x in range(k, t.i + 1 + len(join)) if x not in ordinals], "asks time")
                return g
        if _asked_by_frame(r, t, k):
            r.take([x for x in range(_asker(r, k), t.i + 1) if x not in ordinals], "asks time")
            return g
    return None


def _asker(r: Reading, k: int) -> int:
    return k - 2 if k >= 2 and r.toks[k - 1].low in ("me", "us") else k - 1


def _asked_by_frame(r: Reading, t: Token, k: int) -> bool:
    """ "Can you tell me the year X visited Y?": the unit asked for, with its clause after it (not where a
    question word asks otherwise, or a cue follows the unit)."""
    toks = r.toks
    asker = _asker(r, k)
    asked_otherwise = any(x.low in WH and r.free(x.i) for x in toks)  # "Who ...? Give me the year."
    cue_after = t.i + 1 < len(toks) and toks[t.i + 1].low in (*BEFORE, *AFTER, *SINCE, "of")
    return asker >= 0 and toks[asker].low in ASKING and r.free(asker) and not asked_otherwise and not cue_after


@construction("asked.just_the_unit", "<just | only | give> the <unit>: '... Just the year, please.'")
def just_the_unit(r: Reading) -> str | None:
    only = None
    toks = r.toks
    for t in toks:
        unit = toks[t.i + 2].low if t.i + 2 < len(toks) else ""
        giving = t.low in ("just", "only", "give") and t.i + 1 < len(toks) and toks[t.i + 1].low == "the"
        if giving and unit in TIME_UNITS and r.free(t.i + 2):
            only = TIME_UNITS[toks[t.i + 2].low]
            r.take(range(t.i, t.i + 3), "granularity")
    return only


@construction("asked.when", "when | at what point in time")
def asks_when(r: Reading, t: Token) -> tuple[Literal["time"], str] | None:
    if t.low == "when":
        r.take([t.i], "asks time")
        return "time", "day"
    if t.low == "what" and [x.low for x in r.toks[t.i + 1 : t.i + 4]] == ["point", "in", "time"]:
        r.take(range(t.i, t.i + 4), "asks time")
        return "time", "day"
    return None


@construction(
    "asked.which_unit",
    "<which | what> [the | last | exact ...] <year | month | day | date> [and <unit>]",
    ("event.before_unit", "event.time_units"),
)
def asks_which_unit(r: Reading, t: Token) -> tuple[Literal["time"], str] | None:
    """ "which month", "what was the last year in which ...", "in what month and year" (the finer of the two)."""
    toks = r.toks
    if t.low not in ("what", "which"):
        return None
    k = t.i + 1
    while k < len(toks) and toks[k].low in BEFORE_UNIT and k - t.i <= 4:
        k += 1
    if not (k < len(toks) and toks[k].low in TIME_UNITS and r.free(k)):
        return None
    r.take([t.i, k], "asks time")
    unit = TIME_UNITS[toks[k].low]
    if k + 2 < len(toks) and toks[k + 1].low == "and" and toks[k + 2].low in TIME_UNITS:
        r.take([k + 1, k + 2], "asks time")
        unit = min(unit, TIME_UNITS[toks[k + 2].low], key=_FINEST.index)
    return "time", unit


@construction("asked.who", "who | whom | whose | where | <which | what> <a word>")
def asks_who(r: Reading, t: Token) -> tuple[Literal["entity"], str] | None:
    if t.low in ("who", "whom", "whose", "where") or (t.low in ("which", "what") and r.free(t.i + 1)):
        r.take([t.i], "asks entity")
        return "entity", "day"
    return None


@construction("asked.first_or_last", "first | for the first time | earliest ... ; last | most recently | latest ...")
def read_extremum(r: Reading) -> str | None:
    found: set[str] = set()
    for t in r.toks:
        if not r.free(t.i):
            continue
        for phrases, what in ((FIRST, "first"), (LAST, "last")):
            if (hit := phrase_at(r.toks, t.i, phrases)) and all(r.free(x) for x in range(t.i, hit[1])):
                found.add(what)
                r.take(range(t.i, hit[1]), what)
    if len(found) > 1:
        raise PlanningError("asks both for the first and the last")
    r.extremum = found.pop() if found else None  # type: ignore[assignment]
    return r.extremum
