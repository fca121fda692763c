"""Clauses: a question's main clause and the reference clause a before / after / same-period cue opens.

"after Japan visited Iran", "following Japan's visit to Iran", "in the same month as X", "After the citizens
of Brazil, ...": a cue followed by an entity opens a reference clause that runs to the next comma or
question word; "after it had hosted X", "after its visit to X" (a pronoun) and "after hosting X", "having
signed ..." (a gerund) stand for the question's own entity. A name said twice in one clause is one
participant.
"""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.time import AFTER, BEFORE, same_period_at
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Clause, Reading, phrase_at
from chronorag.understanding.words import GERUND_ENDINGS

PRONOUNS = word_class("event", "pronouns")
OBJECT_PRONOUNS = word_class("event", "object_pronouns")
POSSESSIVES = word_class("event", "possessives")
WH = word_class("event", "wh")
FIRST = phrase_list("event", "first")
OWN_EVENT_NOUNS = word_class("asked", "own_event_nouns")
LAST = phrase_list("event", "last")
REFERENCE_ARTICLES = word_class("event", "reference_articles")
FIRST_OR_LAST = word_class("event", "first_or_last")
TIME_NOUNS = word_class("event", "time_nouns")
TIME_JOINS = word_class("event", "time_joins")  # "after the first time [that] A ..."
CLAUSE_ENDS = word_class("event", "clause_ends")
THE = word_class("common", "definite_articles")
POSSESSIVE = word_class("common", "possessives")
REFERENCE_EXTREMES = word_class("event", "reference_extremes")
REFERENCE_FIRSTS = word_class("event", "reference_firsts")
PERFECT_CUES = word_class("event", "perfect_cues")  # "having signed ..."


def split(r: Reading) -> None:
    """The main clause and, when a cue is followed by an entity (or a pronoun or gerund for one), the
    reference clause; the kind is "before", "after" or "same <granularity>"."""
    for at, kind in sorted(r.cues.items()):
        if reference_clause(r, at, kind):
            return
    r.main, r.ref, r.ref_kind = Clause(0, len(r.toks), one_per_name(r.mentions)), None, None


def _cue_end(r: Reading, at: int, kind: str) -> int:
    if at in r.cue_ends:
        return r.cue_ends[at]
    if kind.startswith("same "):
        same = same_period_at(r.toks, at)
        assert same is not None
        return same[1]
    hit = phrase_at(r.toks, at, BEFORE if kind == "before" else AFTER)
    assert hit is not None
    return hit[1]


@construction(
    "clauses.reference",
    "<before | after | same-period cue> [the] <an entity | it, its | a gerund> ... up to , ? ; or a question word",
    ("event.pronouns", "event.possessives", "event.wh"),
)
def reference_clause(r: Reading, at: int, kind: str) -> bool:
    toks, mentions = r.toks, r.mentions
    start = _cue_end(r, at, kind)
    k = start
    while k < len(toks) and toks[k].low in REFERENCE_ARTICLES:
        k += 1
    if k + 1 < len(toks) and toks[k].low in FIRST_OR_LAST and toks[k + 1].low in TIME_NOUNS:
        k += 3 if k + 2 < len(toks) and toks[k + 2].low in TIME_JOINS else 2  # "after the first time A ..."
    elif k > start and k < len(toks) and toks[k].low in TIME_NOUNS and all(r.free(x) for x in range(start, k + 1)):
        k += 2 if k + 1 < len(toks) and toks[k + 1].low in TIME_JOINS else 1  # "after the time (that) A ..."
        start = k  # its words are the cue's
    implicit = None
    if not any(m.i == k for m in mentions):
        implicit = implicit_subject(r, at, k)
        if implicit is None:
            return False
    end = k
    while end < len(toks) and not (toks[end].low in CLAUSE_ENDS or toks[end].low in WH):
        end += 1
    r.take(range(at, start), "reference cue")
    inside = [m for m in mentions if start <= m.i < end]
    r.ref = Clause(start, end, one_per_name(inside), implicit=implicit)
    r.main = Clause(0, len(toks), one_per_name([m for m in mentions if not start <= m.i < end]), skip=(at, end))
    r.ref_kind = kind
    r.ref_at_once = at in r.at_once
    reference_first_or_last(r, start, end)
    return True


@construction(
    "clauses.reference_first_or_last",
    "<cue> the first | last time <clause>; <cue> <entity>'s first | last <noun>: 'after Japan's last visit to Iran'",
    ("event.first", "event.last"),
)
def reference_first_or_last(r: Reading, start: int, end: int) -> str | None:
    """Which of the reference event's days the question means, where it says so: "the first time A ...",
    "A's last visit to B" (its words are the reference's, not the question's own first / last)."""
    toks = r.toks
    k = start + 1 if start < len(toks) and toks[start].low in THE else start
    at = [k] if k < end and toks[k].low in FIRST_OR_LAST and k + 1 < end and toks[k + 1].low in TIME_NOUNS else []
    if at:
        taken = [start, k, k + 1] if k > start else [k, k + 1]
        if k + 2 < end and toks[k + 2].low in TIME_JOINS:
            taken.append(k + 2)  # "after the first time that A ..."
    else:
        owners = [x + 1 for x in range(start, end - 1) if toks[x].low in POSSESSIVE]
        at = [x for x in owners if toks[x].low in REFERENCE_EXTREMES]
        taken = at[:1]
    if not at or not all(r.free(x) for x in taken):
        return said_in_the_clause(r, start, end)
    r.take(taken, "the reference's first or last")
    r.ref_extremum = "first" if toks[at[0]].low in REFERENCE_FIRSTS else "last"
    return r.ref_extremum


@construction(
    "clauses.first_or_last_in_the_clause",
    "<cue> <entity> first | last | most recently <verb> ...: 'in the year when A first visited B'",
    ("event.first", "event.last"),
)
def said_in_the_clause(r: Reading, start: int, end: int) -> str | None:
    """A first / last said inside the reference clause is the reference event's ("the month when A last visited
    B", "before A first consulted B"), not the question's own."""
    found: list[tuple[str, range]] = []
    for k in range(start, end):
        for phrases, what in ((FIRST, "first"), (LAST, "last")):
            if (hit := phrase_at(r.toks, k, phrases)) and hit[1] <= end and all(r.free(x) for x in range(k, hit[1])):
                found.append((what, range(k, hit[1])))
    if len({what for what, _ in found}) != 1:
        return None
    for _, words in found:
        r.take(words, "the reference's first or last")
    r.ref_extremum = found[0][0]  # type: ignore[assignment]
    return r.ref_extremum


@construction(
    "clauses.implicit_subject",
    "after it had ..., after its visit ..., after hosting ..., having signed ..., at the time of death",
    ("asked.own_event_nouns",),
)
def implicit_subject(r: Reading, at: int, k: int) -> int | None:
    """Where a reference clause names no entity first: a pronoun or possessive stands for the question's own
    entity ("after it had hosted X"); a gerund's subject is the question's ("after hosting X")."""
    word = r.toks[k].low if k < len(r.toks) else ""
    if word in PRONOUNS - OBJECT_PRONOUNS or word in POSSESSIVES:
        r.take([k], "pronoun")
        return k
    if word in OWN_EVENT_NOUNS:  # "at the time of death": the noun stands, its owner is the question's entity
        return k
    if (word.endswith(GERUND_ENDINGS) and len(word) > 4) or r.toks[at].low in PERFECT_CUES:
        return at
    return None


def one_per_name(mentions: list[Mention]) -> list[Mention]:
    """A name said twice in one clause is one participant ("Who received China's visit from China?"): its
    first saying stands, and the second is only taken. Each clause is deduplicated on its own: "After Japan
    praised X, whom did Japan praise next?" names Japan in both."""
    out: list[Mention] = []
    for m in mentions:
        if len(m.names) == 1 and any(o.names == m.names for o in out):
            continue
        out.append(m)
    return out
