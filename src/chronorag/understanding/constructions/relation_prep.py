"""Relations that share a verb and differ by the preposition their names close with ("playedTestFor",
"playedTestAgainst", "playedTestAt", "playedTestIn"), asked with that preposition before the question word ("At
which ground did X play?", "In which cities ...", "Against whom ...") or left at the end ("Which ground did X play
at?"): the preposition says which relation, where it closes exactly one of them."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.relation_derived import camel_parts, closing_prep
from chronorag.understanding.relations import RelationMatch

WH = word_class("event", "wh")  # "At which ground", "Against whom"


@construction(
    "relation.by_its_preposition",
    "<prep> which | whom ... <a verb several share>, ... <verb> <prep>?: 'At which ground did X play?' (the relation"
    " whose name closes with it: playedTestAt)",
    ("event.wh",),
)
def by_its_preposition(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate whose name closes with the preposition said right before the question word, or as the
    question's last word, free; that word taken as the relation's. None where no such word is said, or it closes
    none or several of them."""
    closing = {rel: closing_prep(rel) for rel in candidates}
    if len({p for p in closing.values() if p}) < 2:
        return None  # no choice the preposition could make
    words = [t for t in r.toks if t.is_word]
    said = [t for t in words[:1] if len(words) > 1 and words[1].low in WH]
    said += [t for t in words[-1:] if t.i > max(match.tokens)]
    said = [t for t in said if r.free(t.i) and t.low in closing.values()]
    if len(said) != 1:
        return None
    kept = [rel for rel, prep in closing.items() if prep == said[0].low]
    if len(kept) != 1:
        return None
    r.take([said[0].i], "relation")
    r.fired.append("relation.by_its_preposition")
    return kept


@construction(
    "relation.by_its_particle",
    "<a verb several share> <particle>: 'When was X voted out?' (the relation whose name has that particle right after"
    " its verb: votedOutOf, not votedFor)",
)
def by_its_particle(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate whose name says, right after its verb, the particle said right after the verb read, free;
    that word taken as the relation's. None where some candidate's name has no particle ("won", "wonForFilm": "win
    an award for" may be either), or two the same one, or the word is none of theirs."""
    after = match.tokens[0] + 1
    if after >= len(r.toks) or not r.free(after):
        return None
    particles = {rel: parts.prep if (parts := camel_parts(rel)) is not None else None for rel in candidates}
    if None in particles.values() or len(set(particles.values())) < len(candidates):
        return None  # a verb alone, or two alike: the particle cannot tell them apart
    kept = [rel for rel, particle in particles.items() if particle == r.toks[after].low]
    if len(kept) != 1:
        return None
    r.take([after], "relation")
    return kept


def by_its_small_word(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate its closing preposition says, else the one its particle says; None where neither does."""
    return by_its_preposition(r, match, candidates) or by_its_particle(r, match, candidates)
