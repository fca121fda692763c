"""Voice: who did it to whom, from the form of the verb.

Active: the entity before the verb is the head. Passive: a form of "be" before a participle and a "by"
after it (or "by whom"): the roles turn. Agentless: the passive without "by" ("When was X first
criticised?"), which does not say who did it. Reduced passive: a relation said as its object and then the
verb's participle ("a blockade imposed on X by Y", "military aid provided by X to Y"): only the one named
right after "by" did it, and only the event's two sides may follow the participle.
"""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Clause, Reading, word_before
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import ADVERB_SUFFIXES, is_participle

BE = word_class("event", "be")
SIDES = word_class("event", "sides")  # "imposed on X by Y", "demanded of X"
PASSIVE_BY = word_class("event", "passive_by")
BY_WHOM = word_class("event", "by_whom")
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
    return passive(r, clause, v) or agentless(r, clause, v) or "active"


@construction("voice.passive", "<be> ... <participle> ... by <entity> | by whom", ("event.be", "event.passive_by"))
def passive(r: Reading, clause: Clause, v: int) -> str | None:
    toks = r.toks
    inside = {t.i for t in clause.tokens(toks)}
    be = [k for k in range(clause.i, v) if toks[k].low in BE and k in inside]
    by = [
        k for k in inside if toks[k].low in PASSIVE_BY and (k > v or (k + 1 < len(toks) and toks[k + 1].low in BY_WHOM))
    ]
    if be and by:
        r.take(be + by, "passive")
        return "passive"
    return None


@construction("voice.agentless", "<be> <entity> [first | adverbs] <participle>, no 'by': 'When was X criticised?'")
def agentless(r: Reading, clause: Clause, v: int) -> str | None:
    toks = r.toks
    inside = {t.i for t in clause.tokens(toks)}
    be = [k for k in range(clause.i, v) if toks[k].low in BE and k in inside]
    in_mention = {x for m in clause.mentions for x in range(m.i, m.j)}

    def between_ok(k: int) -> bool:  # "was [X] [first] criticised": only the subject and adverbs between
        return all(
            x in in_mention or r.ledger.used.get(x) in ("first", "last") or toks[x].low.endswith(ADVERB_SUFFIXES)
            for x in range(k + 1, v)
            if x in inside
        )

    after = any(m.i > v for m in clause.mentions)
    if be and between_ok(be[-1]) and not after:
        r.take(be, "passive")
        return "agentless"
    return None


@construction(
    "voice.reduced_passive",
    "<the relation's object> <participle> [on | to | of ... <entity>] by <entity>: 'a blockade imposed on X by Y'",
    ("event.sides",),
)
def reduced_passive(r: Reading, clause: Clause, match: RelationMatch) -> list[tuple[Mention, str]] | None:
    if not match.reduced:
        return None
    agent = _agent(r, clause, match.verb)  # "by" did it, and it must be named
    if agent is None:
        raise PlanningError(f"{match.words!r} does not name by whom")
    _only_its_sides(r, clause, match)
    r.take([word_before(r.toks, agent)], REDUCED)
    clause.voice = "passive"
    return [(m, "head" if m is agent else "tail") for m in clause.mentions]


def _agent(r: Reading, clause: Clause, v: int) -> Mention | None:
    """The mention a "by" after token v introduces, with only articles between ("imposed on X by [the] Y");
    None where "by" names no one ("by whom", "by then", "by mistake")."""
    for m in clause.mentions:
        b = word_before(r.toks, m)
        if b > v and r.toks[b].low in PASSIVE_BY and r.free(b):
            return m
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


@construction(
    "voice.state_by_participle",
    "<be> ... <participle of a start or end> [to], not asking when: 'Were X and Y married in 1989?' (the state)",
    ("event.be",),
)
def state_by_participle(r: Reading, clause: Clause, match: RelationMatch) -> bool:
    """ "Were X and Y married in 1989?", "Who was X married to in 1990?": a participle after a form of "be" says
    the state, not its start (as "When were X and Y married?" asks, or "X married Y in 1989" says)."""
    if r.answer_type == "time":
        return False
    v = _verb(r, match)
    be = [k for k in range(clause.i, v) if r.toks[k].low in BE]
    return bool(be) and is_participle(r.toks[v].low)
