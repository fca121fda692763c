"""An edition said by its series beside a year that may be any of that year's editions ("Did Federer win Wimbledon in
2005?": the men's or the women's draw of 2005, the year telling neither), where the question names the entity on the
relation's other side: read as the one of them the graph links with that entity by the relation its clause says
(`in_context.linked`: Federer won the men's draw, never the women's). Never where the edition is the side asked
about or the only one named ("Who won Wimbledon in 2005?": both draws' winners; the refusal stands), nor where the
graph links the named entity with none of them or with several, nor of two such names in one question, nor where
it asks a day (an edition's facts are dated by its first day: "When did Federer win Wimbledon in 2003?" is refused).
Tried only where the strict reading fails."""

from __future__ import annotations

from chronorag.plans import EventPlan
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError, SeveralReadings
from chronorag.understanding.in_context import fits, linked
from chronorag.understanding.parser import Parser, Read
from chronorag.understanding.reading import Graph, Reading

RULE = "names.edition_of_the_named"
EACH_RULE = "names.each_edition"
EACH_ASKS = ("entity", "time")  # what every edition's reading may answer alike
LEAST_EDITIONS = 2
YEAR_DIGITS = 4  # a year written in full: "2005"
MOST_EDITIONS = 8  # the most editions of one year read, one reading each


def _one_years(names: list[str]) -> bool:
    """Names that each hold one year written in full, the same year, and differ in other words: editions of it."""
    years = [[w for w in n.split() if len(w) == YEAR_DIGITS and w.isdigit()] for n in names]
    return all(len(y) == 1 for y in years) and len({y[0] for y in years}) == 1


@construction(
    RULE,
    "<a series beside a year> that may be several of that year's editions, the other side named: the one edition the"
    " graph links with it ('Did Federer win Wimbledon in 2005?': the men's draw)",
)
def of_the_named(parser: Parser, base: Reading) -> Read | None:
    """The question read with the one edition of a year the named entity is linked with; None where none or several
    are, or the question says no such edition (see the module's note)."""
    g = parser.graph
    if g.between is None:
        return None
    free = set(range(len(base.toks)))
    found = [m for m in g.names.mentions(base.toks, free, g.relation_words) if len(m.names) > 1]
    if len(found) != 1 or not _one_years(found[0].names) or len(found[0].names) > MOST_EDITIONS:
        return None
    m = found[0]
    kept: list[Read] = []
    alone: list[tuple[str, EventPlan]] = []  # the edition the only one named: each its own reading
    for name in m.names:
        try:
            plan, fired = parser.attempt(base, {(m.i, m.j): (name, RULE)})
        except PlanningError:
            continue
        named = plan.anchor is not None and plan.anchor not in m.names
        if named and plan.other == name and fits(g, plan) and linked(g, plan):
            kept.append((plan, fired))
        elif plan.anchor == name and plan.other is None and fits(g, plan):
            alone.append((name, plan))
    if not kept:
        each_edition(g, base.ledger.text(m.i, m.j), m.names, alone)
    if len(kept) != 1 or (kept[0][0].answer_type == "time" and kept[0][0].granularity == "day"):
        return None  # a day asked of an edition's fact: its facts are dated by its first day, no day of what is asked
    plan, fired = kept[0]
    plan.notes.append(
        f"read {base.ledger.text(m.i, m.j)!r} as {plan.other}, the one of {' / '.join(m.names)} the graph links with "
        f"{plan.anchor}"
    )
    return plan, [*fired, RULE]


@construction(
    EACH_RULE,
    "<a series beside a year>, the only one named, that may be any of that year's editions: each read, answered only"
    " where every one answers alike ('When did the 2019 Wimbledon start?': both draws on one day)",
)
def each_edition(g: Graph, said: str, names: list[str], alone: list[tuple[str, EventPlan]]) -> None:
    """Where every edition the words may be reads the question as its own, the graph holding each one's event, the
    readings are raised (`SeveralReadings`): `EventLoop` answers where they all answer alike ("When did the 2019
    Wimbledon start?": the men's and the women's draw on 2019-07-01), and else refuses naming each one's answer
    ("Who won the 2019 Wimbledon?": Novak Djokovic | Simona Halep). Of who, which and when only; a count or a
    ranking over one edition or the other is never the same question."""
    if len(alone) != len(names) or len(alone) < LEAST_EDITIONS:
        return
    if any(p.answer_type not in EACH_ASKS for _, p in alone) or g.holds is None:
        return
    if not all(g.holds(p) for _, p in alone):
        return  # an edition holding none of it: whether it is meant is the question, never answered by the other
    raise SeveralReadings(
        f"{said!r} may be any of {', '.join(names)}", [(f"{said!r} as {name}", plan) for name, plan in alone]
    )
