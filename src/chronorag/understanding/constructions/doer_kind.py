"""A wording two relations share, one of them named by its doer's kind ("countryWonEurovision": a country won,
beside "wonEurovision": an act won), where the question asks another kind of doer ("Which singer won the 1987
contest?", "Which act was the next winner after Lordi?"): the relation of that other kind is meant
(`relation.another_doer_asked`)."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_table
from chronorag.understanding.reading import Reading, kind_at
from chronorag.understanding.relation_names import doer_kind
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import key, lemmas

KIND_WORDS = word_table("asked", "kind_words")  # "nation": a country


@construction(
    "relation.another_doer_asked",
    "which <noun> <verb two relations share>, one named by another doer's kind: 'Which singer won the 1987 contest?'",
)
def another_doer_asked(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Of a wording several relations share, those whose name opens with a doer's kind ("country") the question
    says nowhere, where the noun right after "which" asks for the doer and is another (neither that kind nor a word
    of it: "nation" is a country), are not meant: the others are, where any is left; where it is that kind ("Which
    country won ..."), the one relation named by it is. None where nothing is left out."""
    at = kind_at(r.toks, 0, len(r.toks)) if r.toks else None
    if at is None or at >= len(r.toks) or r.answer_type != "entity" or min(match.tokens, default=0) <= at:
        return None
    noun = r.toks[at]
    if noun.low in FUNCTION_WORDS or not noun.is_word:
        return None
    said = {w for t in r.toks for w in (t.low, key(t.text), *lemmas(t.low))}
    asked = {noun.low, key(noun.text), KIND_WORDS.get(noun.low, "")}
    kinds = {c: doer_kind(c) for c in candidates}
    if len(theirs := [c for c, kind in kinds.items() if kind in asked]) == 1:  # "Which country won ...": its own
        left = theirs
    else:
        left = [c for c, kind in kinds.items() if kind is None or kind in said]
    if not left or len(left) == len(candidates):
        return None
    r.notes.append(f"read {match.words!r} as {' / '.join(left)}: the question asks a {noun.text}, of no other kind")
    return left
