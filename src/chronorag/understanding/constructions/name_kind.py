"""A relation's noun said right after a name as what the name is ("the Truss government", "the Scholz cabinet"): of an
interval graph, where the entity named takes part in none of the relations the noun says and is the head of the
facts of one relation only, the noun says that relation, the one that makes the entity what it is (Truss is a
government of a country: its `cabinetOf`). "When did the Truss government end?" asks when that fact ended."""

from __future__ import annotations

from dataclasses import replace

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR
from chronorag.understanding.reading import Clause, Graph, Reading
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import is_nominal, is_verb

ARTICLES = word_class("common", "articles")


@construction(
    "relation.kind_after_a_name",
    "the <X> <noun of a relation X takes no part in>: the noun says what X is, X's own relation ('the Truss"
    " government')",
    ("common.articles",),
)
def kind_after_a_name(r: Reading, g: Graph, clause: Clause, matches: list[RelationMatch]) -> list[RelationMatch]:
    """The matches with each such noun's read as the one relation its name is the head of; the others as they are."""
    if not g.intervals or g.relations_of is None or g.tails_of is None:
        return matches
    out = []
    for match in matches:
        own = _own_relation(r, g, clause, match)
        if own is None:
            out.append(match)
            continue
        name, relation = own
        r.notes.append(f"read {match.words!r} as what {name} is: its {relation}")
        r.fired.append("relation.kind_after_a_name")
        out.append(replace(match, relations=(relation,), inverse=False, noun_of=None, flipped=frozenset()))
    return out


def _own_relation(r: Reading, g: Graph, clause: Clause, match: RelationMatch) -> tuple[str, str] | None:
    """The name said in full right before the match's one noun (with an article before it) and the one relation it
    heads, where it takes part in none of the match's."""
    assert g.relations_of is not None and g.tails_of is not None
    if len(match.tokens) != 1 or match.generic:
        return None
    k = match.tokens[0]
    t = r.toks[k]
    if not is_nominal(t.text) or is_verb(t.low):
        return None  # "the Truss government", never "did Labour win": a verb after its subject
    before = [m for m in clause.mentions if m.j == k and len(m.names) == 1]
    if not before or before[0].i == 0 or r.toks[before[0].i - 1].low not in ARTICLES:
        return None
    name = before[0].names[0]
    said = words_key(" ".join(x.text for x in r.toks[before[0].i : k]))
    if said not in (words_key(name), words_key(DISAMBIGUATOR.sub("", name))):
        return None  # the name said in full: "the Swedish premiership" is no Swedish Left's
    taking = set(g.relations_of(name))
    if not taking or taking & set(match.relations):
        return None
    heads = [rel for rel in sorted(taking) if g.tails_of(name, rel)]
    return (name, heads[0]) if len(heads) == 1 else None
