"""The verifier a plan from outside the constructions goes through (LLM1's, in `--planner hybrid` and `--llm`).

A construction's reading is verified word by word by its ledger; an LLM's plan has no ledger, so the part of the
check that does not need one is made here: every entity the plan names must be said in the question, the way
the name index reads names ("the citizens of Kenya" says Citizen (Kenya); "Real Madrid" says Real Madrid C.F.),
or be a sector of a place the question says ("the Kenyan riot police" may be Police (Kenya)). A name the question
does not say is one the model brought in, and the plan goes back to it with the reason.
"""

from __future__ import annotations

from chronorag.graph_model import SECTOR_NAME
from chronorag.plans import EventPlan
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize


def plan_names(plan: EventPlan) -> list[str]:
    """The entities a plan names: its anchor, the other side, the reference event's sides."""
    named = [plan.anchor, plan.other]
    if plan.constraint.reference is not None:
        named += [plan.constraint.reference.head, plan.constraint.reference.tail]
    return list(dict.fromkeys(n for n in named if n))


def unsaid_names(question: str, plan: EventPlan, names: NameIndex, sectors: bool = True) -> list[str]:
    """The plan's entities the question does not say (empty: all are said). `sectors`: the graph writes
    sectors as `Role (Place)` (ICEWS); an interval graph's parentheses are disambiguators, never sectors."""
    toks = tokenize(question)
    said = {n for m in names.mentions(toks, {t.i for t in toks}) for n in m.names}
    text = " ".join(t.text.lower() for t in toks)
    places = {_place(n) for n in said} | _by_demonym(text) if sectors else set()
    return [n for n in plan_names(plan) if n not in said and not _written(n, text) and _place(n) not in places]


def _written(name: str, text: str) -> bool:
    """The name itself is in the question (less a disambiguator: "Alien (film)" as "Alien")."""
    bare = SECTOR_NAME.match(name)
    plain = bare.group("role") if bare else name
    return f" {' '.join(t.text.lower() for t in tokenize(plain))} " in f" {text} "


def _by_demonym(text: str) -> set[str]:
    """The places the question says by their demonym ("the Kenyan police": Kenya)."""
    return {place for place, demonym in DEMONYMS.items() if f" {demonym.lower()} " in f" {text} "}


def _place(name: str) -> str:
    m = SECTOR_NAME.match(name)
    return m.group("place") if m else name
