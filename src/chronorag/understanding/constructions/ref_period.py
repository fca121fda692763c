"""A period said inside the reference clause is that clause's own: "Which country hosted Eurovision before Israel did
in 2019?", "After England won at the Oval in 2023, which team did they play next?". The reference event's facts are
those of that period (`EventRef.period`), the main clause's none: the question has one time constraint, the
reference's. A period said outside the clause, or one the reading of the clause does not carry over to its event, is
still "both a time period and a reference event", refused."""

from __future__ import annotations

from chronorag.plans import Constraint, RefPeriod
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.reading import Graph, Reading

TIME = "time"  # the ledger's mark of the time words and their cue (`time.read_period`)
BOTH = "the question has both a time period and a reference event"


@construction(
    "reference.own_period",
    "<cue> <clause ... in <period>>: the period the reference clause says is its event's ('before Israel did in 2019')",
)
def own_period(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals, the reading's period moved onto its reference clause, where every word of it and
    of its cue lies inside that clause and it says "in" a period (no vague or season reading); else the refusal of
    both. The event graph's questions of this shape are the composer's (`ordinal.next`, `reference.dated_after_main`),
    which read the pronouns such a clause leaves."""
    if r.ref is None or r.constraint.kind == "none":
        return False
    if not g.intervals:
        raise PlanningError(BOTH)
    c, ref = r.constraint, r.ref
    said = [k for k, mark in r.ledger.used.items() if mark == TIME]
    inside = bool(said) and all(ref.i <= k < ref.j for k in said)
    if not inside or c.kind != "in" or r.vague[1] or r.season[1] or c.start is None or c.end is None:
        raise PlanningError(BOTH)
    assert c.granularity is not None  # a period constraint's own
    r.ref_period = RefPeriod(granularity=c.granularity, start=c.start, end=c.end)
    r.constraint = Constraint()
    return True


def carried_over(r: Reading) -> None:
    """The reference event read carries the clause's period; a reading of the clause that does not (a successor
    read by the holder's turn, "while" a state held) refuses: the period would be lost."""
    if r.ref_period is None:
        return
    ref = r.constraint.reference
    if ref is None or ref.during or ref.period != r.ref_period:
        raise PlanningError(BOTH)
