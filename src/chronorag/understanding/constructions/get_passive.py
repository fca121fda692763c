"""The passive said with "get": "Who got voted out of X?", "Did X get medically evacuated?". "get" is also an
everyday word of winning ("get the Nobel"), so said right before (an adverb between allowed) a participle that
another phrase of the clause reads, it is the passive's auxiliary, as "was" is (`event.be` holds it for the voice),
and no relation of its own."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import ADVERB_SUFFIXES, is_participle

GET = word_class("event", "get_passive")


def get_passive(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch]:
    """The matches less those of "get" said as the passive's auxiliary (`passive_get`)."""
    said = passive_get(r, matches)
    return [m for m in matches if m not in said]


@construction(
    "relation.get_passive",
    "get | got <adverb>? <participle another phrase reads>: 'Who got voted out?' (get: the passive's, as 'was')",
    ("event.get_passive",),
)
def passive_get(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch]:
    """The matches of "get" alone right before another match's participle."""
    read = {k for m in matches for k in m.tokens}
    return [
        m
        for m in matches
        if len(m.tokens) == 1
        and r.toks[m.tokens[0]].low in GET
        and _before_a_participle(r, m.tokens[0] + 1, read - {m.tokens[0]})
    ]


def _before_a_participle(r: Reading, k: int, read: set[int]) -> bool:
    """Token k (past an adverb: "got medically evacuated") is a participle another match reads."""
    if k < len(r.toks) and r.toks[k].low.endswith(ADVERB_SUFFIXES) and not is_participle(r.toks[k].low):
        k += 1  # "got medically evacuated"
    return k in read and is_participle(r.toks[k].low)
