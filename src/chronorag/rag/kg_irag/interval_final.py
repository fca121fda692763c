"""The final: "Who did Italy beat in the 2006 final?" is the anchor's last meeting of the period, whatever its kind.

Read as Italy's last 'beat' fact of 2006, it answered Germany (the semi-final): the final was won on penalties
(beatOnPenalties), and a final lost ("Who beat Spain in the 2010 final?") would have answered the last team to beat
the anchor earlier that year (a reviewer's finds). The year's sides are those its facts of the relation asked meet;
their meetings are their facts of one day with each other that year, of whatever relation (beat, beatOnPenalties,
drewWith); the last day of meetings is the final's, and the anchor's meeting of that day the final
(`cypher.retrieval.LAST_MEETING`). It answers where it is the relation asked with the anchor on the side asked,
or a relation whose name goes on from it ("beatOnPenalties" of "beat"); else no answer, naming the final."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.term_answers import NoAnswer


def _goes_on_from(relation: str, asked: str) -> bool:
    """ "beatOnPenalties" goes on from "beat": a kind of it, named so."""
    return relation.startswith(asked) and relation[len(asked) : len(asked) + 1].isupper()


def at_the_final(
    q: EventPlan, every: list[IntervalRow], last_meeting: Callable[[], tuple[str | None, set[str], int]]
) -> tuple[list[IntervalRow], str]:
    """The asked facts of the anchor's final of the plan's year or tournament (`EventPlan.final`), and the note that
    says so; `NoAnswer` where the period is not said, the anchor met no one on its last day of meetings (a third
    place play-off is the day before), or the final is no such fact. `last_meeting`: that day and the sides."""
    c, anchor = q.constraint, q.anchor
    if c.kind != "in" or c.start is None or c.end is None:
        raise NoAnswer("'the final': of which year (or tournament) is not said")
    day, sides, pairs = last_meeting()
    if day is None:
        raise NoAnswer(f"the graph holds no meeting of one day in {c.start.year}: which was the final?")
    if pairs > 1:  # a play-off for third place the same day (1938, 1999), or a final round of groups (1950)
        raise NoAnswer(f"{pairs} meetings on {day}, the last day of meetings in {c.start.year}: which was the final?")
    final = [r for r in every if _of_one_day(r) and r.start == day and {r.head, r.tail} <= sides]
    if not final:
        raise NoAnswer(f"{anchor} met no one on {day}, the last day of meetings in {c.start.year}: no final of theirs")
    asked = [
        r
        for r in final
        if (r.relation == q.relation or _goes_on_from(r.relation, q.relation))
        and (r.symmetric or (r.head == anchor) == (q.position == "head"))
    ]
    said = "; ".join(r.render() for r in final)
    if not asked:
        raise NoAnswer(f"the final of {c.start.year} is {said}: no {q.relation} of the question's")
    # "Who scored against Germany in ...": the players' facts, beside a fact of the meeting that names none of them;
    # "Who did Italy beat?" of a draw and a shoot-out: the same sides' other facts, so which is asked is not told
    rest = [r for r in final if r not in asked]
    players = {r.other_than(anchor) for r in asked}
    if rest and not [r for r in rest if not {r.head, r.tail} & players]:
        beside = ", ".join(sorted({r.relation for r in rest}))
        raise NoAnswer(f"the final of {c.start.year} is {said}: its {q.relation} beside {beside} is not told apart")
    return asked, f"the final, the last meeting of {c.start.year}: {said}"


def _of_one_day(r: IntervalRow) -> bool:
    return r.start_precision == "day" and (r.end or r.start) == r.start
