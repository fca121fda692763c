"""When an occasion was held ("When was the 2008 Monaco Grand Prix held?", "When did the 2020 Roland Garros Men's
Singles get under way?"): "when" asked of one entity named, and no other word that could say something but a verb
of an occasion happening (`[event] occasion_held`, by lemma). The graph names no such relation; an occasion is an
entity every fact of which, of two or more, is written over one and the same time (a draw, a race, a ceremony), so
any of its facts says when it was held: the question is read as the relation of most of them, noted. An entity whose
facts are of several times (a person, a war with its battles) is no occasion, and the verb is left unread."""

from __future__ import annotations

from collections.abc import Sequence

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.reading import Clause, Graph, Reading, content
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import check, checked

WH = word_class("event", "wh")
START = "the start"  # the ledger's tag of a start said (`asked.aspect`): of an occasion, when it was held
OCCASION_HELD = "relation.occasion_held"


def occasion_held(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """The occasion's relation (`relation.occasion_held`), its side the one the entity is on, where the clause's
    one entity is an occasion and its only free content words are the verb of its happening; else none."""
    if g.occasion_fact is None or r.answer_type != "time" or len(clause.mentions) != 1 or len(entities) != 1:
        return []
    (m,) = clause.mentions
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m)], frozenset(r.free_tokens()))
    inside = {t.i for t in clause.tokens(r.toks)}
    found = [x for x in rule_matches(chart, rules("relation", "occasion")) if set(x.taken) <= inside]
    said = {t.i for t in clause.tokens(r.toks) if r.free(t.i) and content(t) and t.low not in WH}
    found = [x for x in found if said <= set(x.taken) and all(r.free(k) for k in x.taken)]
    started = [k for k in sorted(inside) if r.ledger.used.get(k) == START]  # "When did X start?": read as its start
    if len(found) == 1 and checked(r, g, found, entities):
        taken, name = sorted(found[0].taken), found[0].pattern.row.name
    elif not found and not said and len(started) == 1 and _is_occasion(g, entities):
        taken, name = started, OCCASION_HELD
    else:
        return []
    held = g.occasion_fact(entities[0])
    assert held is not None  # the check's
    relation, side = held
    r.fired.append(name)
    match = RelationMatch((relation,), taken, side == "tail", r.ledger.text(taken[0], taken[-1] + 1))
    match.stative = True  # "was held": the occasion is its own side, in either voice
    r.notes.append(
        f"read {match.words!r} as when {entities[0]} was held: every fact of it is of one time ({relation}'s read)"
    )
    return [match]


@check("graph.an_occasion")
def _an_occasion(r: Reading, g: Graph, m: Match, entities: Sequence[str]) -> bool:
    """The one entity named is an occasion: every fact of it, of two or more, is of one time."""
    return _is_occasion(g, entities)


def _is_occasion(g: Graph, entities: Sequence[str]) -> bool:
    return g.occasion_fact is not None and len(entities) == 1 and g.occasion_fact(entities[0]) is not None
