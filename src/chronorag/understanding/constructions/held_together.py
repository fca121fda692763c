"""A name said in full that the graph also names held together with another: "Lord Chancellor" beside "Secretary of
State for Justice and Lord Chancellor", "Minister for Europe" beside "Minister for Europe and Americas". Whether the
facts of the longer name are the shorter one's the graph does not say (an office held with another is that office;
a constituency or a country joined with another is not: "Houghton and Sunderland South", "Serbia and Montenegro").
Read as the one name alone, "Who was Lord Chancellor in 2003?" answered Lord Irvine only, never Lord Falconer, and
"in 2010" said the graph holds no such fact (a reviewer's find). So where the graph holds the plan's facts of such a
name in the question's period too, the question is refused naming it; where it holds none, the plan stands."""

from __future__ import annotations

import re

from chronorag.plans import EventPlan
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError, Unplaced
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph

JOINERS = "|".join(re.escape(w) for w in word_class("names", "held_together_joiners"))
CONJUNCT = re.compile(rf",\s*(?:(?:{JOINERS})\s+)?|\s+(?:{JOINERS})\s+")
LISTED = re.compile(rf"^[^,]+(?:, [^,]+)* (?:{JOINERS}) [^,]+$")  # "A and B", "A, B and C": never "MIT, Center for X"
LOOKED = 5  # the longer names of one name looked at


def _made_longer(names: NameIndex) -> dict[str, list[str]]:
    """Each name of the graph -> the graph's longer names it is a whole part of, joined by "and" or a comma."""
    known = set(names.names)
    out: dict[str, list[str]] = {}
    for name in names.names:
        for part in CONJUNCT.split(name) if LISTED.match(name) else ():
            if part != name and part in known:
                out.setdefault(part, []).append(name)
    return out


_longer = PerObject(_made_longer)


@construction(
    "names.held_together",
    "<a name> that a longer name of the graph holds joined with another: 'Who was Lord Chancellor in 2003?' (refused"
    " beside Secretary of State for Constitutional Affairs and Lord Chancellor, held that year)",
)
def held_together(plan: EventPlan, g: Graph) -> None:
    """Refuse a plan of an interval graph whose named entity, said in full, is a whole part of longer names listed with
    "and" (never "MIT, Center for Cancer Research", a part of it) that the graph holds the plan's facts of, in its
    period, on the same side. A name said in part ("Health Secretary") is read as each name it may be, as before."""
    if not g.intervals or g.holds is None or not plan.relation:
        return
    asked = " ".join(words_key(plan.question))
    for role in ("anchor", "other"):
        said = getattr(plan, role)
        if not said or f" {' '.join(words_key(said))} " not in f" {asked} ":  # said in part: both names are read
            continue
        for longer in _longer(g.names).get(said, [])[:LOOKED]:
            if g.holds(plan.model_copy(update={role: longer})):  # of a name said in part, where the plan holds too,
                refused = Unplaced if g.holds(plan) else PlanningError  # no other entity is picked for it
                raise refused(
                    f"the graph also names {said} held together with another, {longer}, whose {plan.relation} facts"
                    f" the question's time holds too: whether they are {said}'s is not told"
                )
