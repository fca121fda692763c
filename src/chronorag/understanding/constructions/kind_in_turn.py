"""The next (previous) one of a kind said by the relation that holds it: "Which cabinet came after Merkel I?", "What
cabinet replaced Rajoy IV in Spain?", "Which cabinet succeeded Merkel I?".

No verb of the graph says the relation: the noun asked names it ("cabinet" of cabinetOf), and the graph tells the
rest. Of the relations the one succeeded takes part in, one is named by the noun, holds it as its head with exactly
one tail (Germany), and the graph holds that tail's holders of it one after another (`rag.kg_irag.turns`): the
answer is the holder of the same tail right after (before) it. Any other name said is that tail ("in Spain",
"which Japanese cabinet"). Where the graph does not so tell, nothing is read here.
"""

from __future__ import annotations

from chronorag.understanding.names import Mention
from chronorag.understanding.reading import WHICH, Clause, Graph, Reading
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.words import is_nominal, lemmas

KIND_MARK = "the kind of entity asked"


def kind_noun(r: Reading, clause: Clause) -> int | None:
    """The noun right after the clause's "which" / "what", a place named between allowed ("which Japanese cabinet"):
    its token, free; None where none is said so."""
    toks = clause.tokens(r.toks)
    named = {k for m in clause.mentions for k in range(m.i, m.j)}
    opened = [t for t in toks if t.low in WHICH]
    if not opened:
        return None
    k = opened[0].i + 1
    while k in named:
        k += 1
    if k >= clause.j or not r.free(k) or not is_nominal(r.toks[k].text):
        return None
    return k


def held_in_turn(r: Reading, g: Graph, clause: Clause, holder: Mention) -> tuple[str, str, list[int]] | None:
    """(relation, tail, the words read) of the kind asked held in turn, as the module says; None where the graph does
    not tell one."""
    noun = kind_noun(r, clause)
    if noun is None or g.relations_of is None or g.tails_of is None or g.in_turn is None or len(holder.names) != 1:
        return None
    said = lemmas(r.toks[noun].text) | {r.toks[noun].low}
    others = [m for m in clause.mentions if m is not holder]
    if any(len(m.names) != 1 for m in others):
        return None
    found = []
    for relation in g.relations_of(holder.names[0]):
        if not said & set(identifier_words(relation)):
            continue
        tails = g.tails_of(holder.names[0], relation)
        if len(tails) == 1 and all(m.names[0] == tails[0] for m in others) and g.in_turn(tails[0], relation):
            found.append((relation, tails[0]))
    if len(found) != 1:
        return None
    words = [noun, *(k for m in others for k in range(m.i, m.j))]
    return found[0][0], found[0][1], words
