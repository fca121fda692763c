"""The verifier a term from outside the constructions goes through (LLM1's, in `--planner hybrid` and `--llm`).

A construction's reading is verified word by word by its ledger; an LLM's term has no ledger, so the part of the
check that does not need one is made here: every entity the term names must be said in the question, the way
the name index reads names ("the citizens of Kenya" says Citizen (Kenya); "Real Madrid" says Real Madrid C.F.),
or be a sector of a place the question says ("the Kenyan riot police" may be Police (Kenya)). A name the question
does not say is one the model brought in, and the term goes back to it with the reason.
"""

from __future__ import annotations

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize


def unsaid(question: str, named: list[str], names: NameIndex, sectors: bool = True) -> list[str]:
    """The `named` entities (a term's) the question does not say (empty: all are said). `sectors`: the
    graph writes sectors as `Role (Place)` (ICEWS); an interval graph's parentheses are disambiguators, never
    sectors."""
    toks = tokenize(question)
    said = {n for m in names.mentions(toks, {t.i for t in toks}) for n in m.names}
    text = " ".join(t.text.lower() for t in toks)
    places = {_place(n) for n in said} | _by_demonym(text) if sectors else set()
    return [n for n in named if n not in said and not _written(n, text) and _place(n) not in places]


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
