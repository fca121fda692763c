"""Voice: who did it to whom, from the form of the verb.

Active: the entity before the verb is the head. Passive: a form of "be" before a participle and a "by"
after it (or "by whom"): the roles turn. Agentless: the passive without "by" ("When was X first
criticised?"), which does not say who did it. Reduced passive: a relation said as its object and then the
verb's participle ("a blockade imposed on X by Y", "military aid provided by X to Y"): only the one named
right after "by" did it, and only the event's two sides may follow the participle.
"""

from __future__ import annotations

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.reading import Clause, Reading, word_before
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.tokens import written
from chronorag.understanding.words import ADVERB_SUFFIXES, is_participle

SIDES = word_class("event", "sides")  # "imposed on X by Y", "demanded of X"
SENTENCE_ENDS = word_class("event", "sentence_ends")
REDUCED = "reduced passive"  # the ledger's mark for the "by" of a reduced passive


def _verb(r: Reading, match: RelationMatch) -> int:
    v = match.tokens[0]
    if not is_participle(r.toks[v].low) and r.toks[v].low.endswith(ADVERB_SUFFIXES) and len(match.tokens) > 1:
        v = match.tokens[1]  # "were X physically assaulted by Y": the relation's adverb before its verb
    return v


def read_voice(r: Reading, match: RelationMatch, clause: Clause) -> str:
    """ "active", "passive" or "agentless"."""
    v = _verb(r, match)
    if match.stative or not is_participle(r.toks[v].low):
        return "active"
    said = _said(r, clause, v)
    if (voice := passive(r, clause, said)) is not None:
        agent_by_its_relation(r, clause, match, said["by"])
        return voice
    return agentless(r, clause, said) or "active"


def passive(r: Reading, clause: Clause, said: dict[str, list[int]]) -> str | None:
    """ "When was X visited by Y?", "By whom was X visited?" (`voice.passive`): a form of "be" before the verb and
    "by" after it (or before "whom"), both in the clause."""
    inside = {t.i for t in clause.tokens(r.toks)}
    be = [k for k in said["be"] if clause.i <= k and k in inside]
    by = [k for k in said["by"] if k in inside]
    if be and by:
        r.take(be + by, "passive")
        r.fired.append("voice.passive")
        return "passive"
    return None


def agent_by_its_relation(r: Reading, clause: Clause, match: RelationMatch, by: list[int]) -> None:
    """The relation read with words said after the passive's "by" and no entity between ("won by the pole sitter":
    "won" and "pole" read as winning the pole) says who did it by a description, a fact of its own joined with the
    verb's: the reading would answer one fact for the two; refused, naming the words."""
    for k in by:
        after = [t for t in match.tokens if t > k]
        if after and not any(k < m.i <= after[0] for m in clause.mentions):
            said = written(r.toks, k + 1, min(after[-1] + 2, len(r.toks)))
            raise PlanningError(
                f"{said!r} says who did it by another fact, not by name: a question joining two facts is not read"
            )


def _chart(r: Reading, clause: Clause, v: int) -> Chart:
    """The clause as a chart: the relation's verb (`<verb>`, at token v; `<verb:participle>`), its entities, the
    words read before (`<read:first>`: what the ledger says each was read as) and the clause it leaves aside
    (`<clause>`: the main clause's reference clause)."""
    entities = [Constituent("entity", m.i, m.j, m) for m in clause.mentions]
    verb = Constituent("verb", v, v + 1, features=frozenset({"participle"} if is_participle(r.toks[v].low) else ()))
    read = [Constituent("read", k, k + 1, features=frozenset({tag})) for k, tag in r.ledger.used.items()]
    aside = [Constituent("clause", *clause.skip)] if clause.skip[1] > clause.skip[0] else []
    return Chart(r.toks, [verb, *entities, *read, *aside])


def _said(r: Reading, clause: Clause, v: int) -> dict[str, list[int]]:
    """The voice rules matched on a chart of the clause's entities and its verb (at token v), by production: the
    tokens each takes, in order. Asked once for each content of the chart: the question's readings reach the same
    clause in the same state again and again."""
    spans = tuple((m.i, m.j) for m in clause.mentions)
    asked = ("voice", id(r.toks), v, spans, clause.skip, tuple(sorted(r.ledger.used.items())))
    if (known := r.asked_index.get(asked)) is None:
        chart = _chart(r, clause, v)
        out: dict[str, list[int]] = {"be": [], "by": [], "state": [], "agentless": []}
        for m in rule_matches(chart, rules("voice", *out)):
            out[m.pattern.row.production].extend(m.taken)
        known = r.asked_index[asked] = {p: sorted(set(ks)) for p, ks in out.items()}
    return {p: list(ks) for p, ks in known.items()}


def agentless(r: Reading, clause: Clause, said: dict[str, list[int]]) -> str | None:
    """ "When was X criticised?", "When was the X first criticised?" (`voice.agentless`): the last form of "be" of
    the clause before its participle is one its rule reads (only the subject, what was read as first or last and
    adverbs between, no entity of the clause after the verb); every such form of the clause is taken."""
    inside = {t.i for t in clause.tokens(r.toks)}
    be = [k for k in said["be"] if clause.i <= k and k in inside]
    if not be or be[-1] not in said["agentless"]:
        return None
    r.take(be, "passive")
    r.fired.append("voice.agentless")
    return "agentless"


def reduced_passive(r: Reading, clause: Clause, match: RelationMatch) -> list[tuple[Mention, str]] | None:
    """ "a blockade imposed on X by Y", "military aid provided by X to Y" (`voice.reduced_passive`): only the one
    named right after "by" did it, and only the event's two sides may follow the participle."""
    if not match.reduced:
        return None
    said = _agent(r, clause, match.verb)  # "by" did it, and it must be named
    if said is None:
        raise PlanningError(f"{match.words!r} does not name by whom")
    agent, by = said
    _only_its_sides(r, clause, match)
    r.take([by], REDUCED)
    clause.voice = "passive"
    r.fired.append("voice.reduced_passive")
    return [(m, "head" if m is agent else "tail") for m in clause.mentions]


def _agent(r: Reading, clause: Clause, v: int) -> tuple[Mention, int] | None:
    """The mention a free "by" after token v introduces, with only articles between ("imposed on X by [the] Y"), and
    where its "by" is (`voice.reduced_passive`); None where "by" names no one ("by whom", "by then", "by mistake")."""
    chart = _chart(r, clause, v)
    said = {m.spans["entity"]: m.taken for m in rule_matches(chart, rules("voice", "agent"))}
    for m in clause.mentions:
        by = said.get((m.i, m.j), ())
        if by and all(r.free(k) for k in by):
            return m, by[0]
    return None


def _only_its_sides(r: Reading, clause: Clause, match: RelationMatch) -> None:
    """After a reduced passive's participle, only its two sides may follow, each after its preposition, and
    what was read already (times, "first"): "an embargo imposed on Iran, a move opposed by China", "talks held
    in Japan by China" say more than the event, so who did it to whom is not sure."""
    toks = r.toks
    starts = {word_before(toks, m) + 1: m for m in clause.mentions}
    inside = {t.i for t in clause.tokens(toks)}
    k = match.verb + 1
    while k < clause.j:
        t = toks[k]
        if k not in inside or k in match.tokens or (not r.free(k) and r.ledger.used.get(k) != "entity"):
            k += 1
        elif t.low in SIDES and k + 1 in starts:
            k = starts[k + 1].j
        elif t.low in SENTENCE_ENDS:
            k += 1
        else:
            raise PlanningError(f"{t.text!r} after {match.words!r}: cannot tell who did it to whom")


def state_by_participle(r: Reading, clause: Clause, match: RelationMatch) -> bool:
    """ "Were X and Y married in 1989?", "Who was X married to in 1990?" (`voice.state_by_participle`): a participle
    after a form of "be" says the state, not its start (as "When were X and Y married?" asks, or "X married Y in
    1989" says); not where the question asks when."""
    if r.answer_type == "time":
        return False
    if not [k for k in _said(r, clause, _verb(r, match))["state"] if clause.i <= k]:
        return False
    r.fired.append("voice.state_by_participle")
    return True
