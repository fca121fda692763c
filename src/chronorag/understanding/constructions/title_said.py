"""A title many names open with before a colon, said alone: "Did X ever win Survivor?" of a graph whose seasons are
"Survivor: Borneo", "Survivor: Cagayan", ... ("Survivor Australia: Heroes vs. Villains" is of another title).

The words name no entity (no name is "Survivor"), nor one of those names in part: they name all of them, a title
of at least `KIND_TAIL_NAMES` names. Said of the other side of the
relation read, they narrow nothing where every entity the graph holds of the question's anchor in that relation is
one of them (`tails_of`: X's wins are all Survivor seasons, so "win Survivor" is "win"): read as that, noted. Else
(a win of another title, or a question that names no anchor, whose facts the graph would have to be asked about
all) they are left, and refused as a name's words."""

from __future__ import annotations

from chronorag.understanding.name_forms import Form
from chronorag.understanding.name_parts import KIND_TAIL_NAMES
from chronorag.understanding.name_separated import title_of
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading, capitalised_words
from chronorag.understanding.rules import in_turn
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key


def _made_titles(index: NameIndex) -> dict[Form, list[str]]:
    """Each title ("survivor" of Survivor: Borneo; "survivor australia" of Survivor Australia: 2016, another title)
    -> its names, where there are `KIND_TAIL_NAMES` or more and no name is said by the words in full."""
    out: dict[Form, list[str]] = {}
    for name in index.names:
        if title := title_of(name):
            out.setdefault(title, []).append(name)
    return {words: named for words, named in out.items() if len(named) >= KIND_TAIL_NAMES and words not in index.forms}


titles = PerObject(_made_titles)


def title_said(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The capitalised words left that say a title of many names (`leftovers.title_said`), of a reading whose anchor
    is the head of its relation, its other side open and no reference event: taken, noted, where every entity the
    graph holds of the anchor in that relation is one of the title's names."""
    if g.tails_of is None or not (r.anchor and r.relation) or r.position != "head" or r.other is not None:
        return set()
    if r.constraint.reference is not None:
        return set()
    held = titles(g.names)
    free = {t.i for t in left}
    said = [
        Constituent("title_words", t.i, t.i + n)
        for t in left
        for n in (3, 2, 1)
        if capitalised_words(r.toks, free, t.i, n) in held
    ]
    if not said:
        return set()
    chart = Chart(r.toks, said, frozenset(free))
    taken: set[int] = set()
    for m in in_turn(lambda k: k in free and k not in taken, rule_matches(chart, rules("leftovers", "title_said"))):
        words = tuple(key(r.toks[k].text) for k in m.taken)
        named = held.get(words, [])
        if not named or not set(g.tails_of(r.anchor, r.relation)) <= set(named):
            continue
        taken.update(m.taken)
        r.take(sorted(m.taken), "the title")
        r.fired.append(m.pattern.row.name)
        r.notes.append(
            f"read {r.ledger.text(*m.covered)!r} as any of the {len(named)} names of that title: every one the graph"
            f" holds of {r.anchor} ({r.relation}) is one of them"
        )
    return taken
