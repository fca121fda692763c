"""When an occasion was held ("When was the 2008 Monaco Grand Prix held?", "When did the 2020 Roland Garros Men's
Singles get under way?"): "when" asked of one entity named, and no other word that could say something but a verb
of an occasion happening (`[event] occasion_held`, `occasion_started`, by lemma), or none at all ("When was the 2017
Dutch general election?"). The graph names no such relation; an occasion is an entity every fact of which, of two or
more, is written over one and the same time (a draw, a race, a ceremony), so any of its facts says when it was held:
the question is read as the relation of most of them, noted. One held over days (a tournament within its host's
span: `offline_planner.occasion_fact`) is read only where its start is asked ("kick off", "start"): held or said with
no verb, which of its days is not said. An entity whose facts are of several times (a person, a war with its
battles) is no occasion, and the verb is left unread."""

from __future__ import annotations

from collections.abc import Sequence

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.reading import Clause, Graph, Reading, content
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import check, checked

WH = word_class("event", "wh")
COPULAS = word_class("relations", "stative_copulas")  # "When was the 2017 Dutch general election?": no verb at all
START = "the start"  # the ledger's tag of a start said (`asked.aspect`): of an occasion, when it was held
STARTED = "start"  # the value of a row of `relation.occasion_held` that says the occasion started
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
    held = g.occasion_fact(entities[0])
    if held is None:
        return []
    if (
        len(found) == 1
        and checked(r, g, found, entities)
        and (not held.over_days or found[0].values.get("said") == STARTED)
    ):
        taken, name = sorted(found[0].taken), found[0].pattern.row.name
    elif not found and not said and len(started) == 1:
        taken, name = started, OCCASION_HELD
    elif not found and not said and not started and (be := _copula(r, inside)) and held.on_its_day:
        taken, name = be, OCCASION_HELD  # "When was X?": the day of one known to it; one of a year or of days: unread
    else:
        return []
    relation, side = held.relation, held.side
    r.fired.append(name)
    after = all(k < m.i for k in taken)  # "When was X?": X said after the word taken, where a verb's object stands
    match = RelationMatch((relation,), taken, (side == "tail") != after, r.ledger.text(taken[0], taken[-1] + 1))
    match.stative = True  # "was held": the occasion is its own side, in either voice
    held_so = f"lies within its {relation} facts' span" if held.over_days else "is of one time"
    r.notes.append(
        f"read {match.words!r} as when {entities[0]} was held: every fact of it {held_so} ({relation}'s read)"
    )
    return [match]


def _copula(r: Reading, inside: set[int]) -> list[int]:
    """The clause's one free copula, where it says no verb else ("When was the 2017 Dutch general election?")."""
    at = [x for x in sorted(inside) if r.free(x) and r.toks[x].low in COPULAS]
    return at if len(at) == 1 else []


@check("graph.an_occasion")
def _an_occasion(r: Reading, g: Graph, m: Match, entities: Sequence[str]) -> bool:
    """The one entity named is an occasion: every fact of it, of two or more, is of one time."""
    return _is_occasion(g, entities)


def _is_occasion(g: Graph, entities: Sequence[str]) -> bool:
    return g.occasion_fact is not None and len(entities) == 1 and g.occasion_fact(entities[0]) is not None
