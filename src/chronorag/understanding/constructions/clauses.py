"""Clauses: a question's main clause and the reference clause a before / after / same-period cue opens.

"after Japan visited Iran", "following Japan's visit to Iran", "in the same month as X", "After the citizens
of Brazil, ...": a cue followed by an entity opens a reference clause that runs to the next comma or
question word; "after it had hosted X", "after its visit to X" (a pronoun) and "after hosting X", "having
signed ..." (a gerund) stand for the question's own entity. A name said twice in one clause is one
participant.
"""

from __future__ import annotations

from chronorag.understanding.constructions.time import AFTER, BEFORE, same_period_at
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import same_names
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import Chart, Match, rule_matches, rules
from chronorag.understanding.reading import Clause, Reading, phrase_at
from chronorag.understanding.rules import best_at, chart_of, rank

WH = word_class("event", "wh")
CLAUSE_ENDS = word_class("event", "clause_ends")
UNDER_KIND = "under"  # the kind of a reference clause of the whole time one headed a government (`time.reference_cue`)


def split(r: Reading) -> None:
    """The main clause and, when a cue is followed by an entity (or a pronoun or gerund for one), the
    reference clause; the kind is "before", "after" or "same <granularity>"."""
    chart = Chart(r.toks)
    for at, kind in sorted(r.cues.items()):
        if reference_clause(r, chart, at, kind):
            return
    if held_by(r):
        return
    r.main, r.ref, r.ref_kind = Clause(0, len(r.toks), one_per_name(r.mentions)), None, None


def held_by(r: Reading) -> bool:
    """ "during John Major's premiership", "in Cameron's government" (`clauses.held_by`): a reference clause of the
    owner alone, the whole time the owner headed a government, read as "under <X>" is; the words around it taken."""
    found = best_at(r.free, rule_matches(chart_of(r), rules("clauses", "held_by")))
    if not found:
        return False
    m = found[min(found)]
    inside = range(*m.covered)
    said = [x for x in r.mentions if x.i in inside and x.i not in m.taken]
    if not said:
        return False
    r.take(list(m.taken), "reference cue")
    r.ref = Clause(said[0].i, said[0].j, said[:1])
    r.main = Clause(0, len(r.toks), one_per_name([x for x in r.mentions if x.i not in inside]), skip=m.covered)
    r.ref_kind, r.ref_at_once = UNDER_KIND, False
    r.fired.append(m.pattern.row.name)
    return True


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


def reference_clause(r: Reading, chart: Chart, at: int, kind: str) -> bool:
    """A cue followed by an entity, or by a word that stands for the question's own (`clauses.reference`), opens a
    reference clause that runs to the next comma or question word; the words it opens with after its cue are read
    by the rules of `data/rules/clauses.toml` ("the first time that A ...": its own first; "the time that A ...":
    the cue's)."""
    toks, mentions = r.toks, r.mentions
    start = _cue_end(r, at, kind)
    k = start
    for m in _rules_at(chart, start, "opening"):
        cue_words = m.values["opens"] == "the cue's words"
        if not cue_words or all(r.free(x) for x in m.taken):
            k = m.covered[1]
            start = k if cue_words else start
            break
    implicit = None
    if not any(m.i == k for m in mentions):
        implicit = implicit_subject(r, chart, at, k)
        if implicit is None:
            return False
    end = k
    while end < len(toks) and not (toks[end].low in CLAUSE_ENDS or toks[end].low in WH):
        end += 1
    r.take(range(at, start), "reference cue")
    inside = [m for m in mentions if start <= m.i < end]
    r.ref = Clause(start, end, one_per_name(inside), implicit=implicit)
    # a name inside the cue's own words ("during the presidency of X") is neither clause's
    r.main = Clause(0, len(toks), one_per_name([m for m in mentions if not at <= m.i < end]), skip=(at, end))
    r.ref_kind = kind
    r.ref_at_once = at in r.at_once
    reference_first_or_last(r, chart, start, end)
    r.fired.append("clauses.reference")
    return True


def _rules_at(chart: Chart, k: int, *productions: str) -> list[Match]:
    """The matches of the clauses' rules of `productions` that start at token k, the best first (priority, then
    width; on a tie, the first row)."""
    return sorted(rule_matches(chart, rules("clauses", *productions), at=k), key=rank, reverse=True)


def reference_first_or_last(r: Reading, chart: Chart, start: int, end: int) -> str | None:
    """Which of the reference event's days the question means, where it says so (`clauses.reference_first_or_last`):
    "the first time A ...", "A's last visit to B" (its words are the reference's, not the question's own first /
    last); else a first / last said inside the clause."""
    said = [m for m in _rules_at(chart, start, "first_time") if m.covered[1] <= end]
    if said:
        m, extreme = said[0], said[0].values["time_extreme"]
    else:
        owned = rule_matches(chart, rules("clauses", "owners_extreme"))
        owned = [m for m in owned if start < m.covered[0] and m.covered[1] <= end]
        if not owned:
            return said_in_the_clause(r, chart, start, end)
        m, extreme = owned[0], owned[0].values["reference_extreme"]
    if not all(r.free(x) for x in m.taken):
        return said_in_the_clause(r, chart, start, end)
    r.take(list(m.taken), "the reference's first or last")
    r.ref_extremum = extreme  # type: ignore[assignment]
    r.fired.append(m.pattern.row.name)
    return r.ref_extremum


def said_in_the_clause(r: Reading, chart: Chart, start: int, end: int) -> str | None:
    """A first / last said inside the reference clause is the reference event's ("the month when A last visited
    B", "before A first consulted B"), not the question's own (`clauses.first_or_last_in_the_clause`): where all
    that is said is one of them, every phrase of it is taken."""
    found = [m for m in rule_matches(chart, rules("clauses", "in_the_clause")) if start <= m.covered[0]]
    said = best_at(r.free, [m for m in found if m.covered[1] <= end])
    if len({m.values["extremum"] for m in said.values()}) != 1:
        return None
    for m in said.values():
        r.take(list(m.taken), "the reference's first or last")
    r.ref_extremum = next(iter(said.values())).values["extremum"]  # type: ignore[assignment]
    r.fired.append(next(iter(said.values())).pattern.row.name)
    return r.ref_extremum


def implicit_subject(r: Reading, chart: Chart, at: int, k: int) -> int | None:
    """Where a reference clause names no entity first (`clauses.implicit_subject`): a pronoun or possessive stands
    for the question's own entity ("after it had hosted X"); "at the time of death": the noun stands, its owner is
    the question's entity; a gerund's subject is the question's ("after hosting X"), and so is "having"'s."""
    said = _rules_at(chart, k, "implicit_pronoun", "implicit_noun", "implicit_gerund")
    production = said[0].pattern.row.production if said else ""
    if production == "implicit_pronoun":
        r.take([k], "pronoun")
    if production in ("implicit_pronoun", "implicit_noun"):
        r.fired.append(said[0].pattern.row.name)
        return k
    perfect = _rules_at(chart, at, "implicit_perfect")
    if production == "implicit_gerund" or perfect:
        r.fired.append((said or perfect)[0].pattern.row.name)
        return at
    return None


def one_per_name(mentions: list[Mention]) -> list[Mention]:
    """A name said twice in one clause is one participant ("Who received China's visit from China?"): its
    first saying stands, and the second is only taken. Each clause is deduplicated on its own: "After Japan
    praised X, whom did Japan praise next?" names Japan in both."""
    out: list[Mention] = []
    for m in mentions:
        if any(same_names(m, o) for o in out) and len(m.names) == 1:
            continue
        out.append(m)
    return out
