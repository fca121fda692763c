"""Words before the noun asked that the names of what is asked say: "Which whip posts did Alan Howarth hold?",
"How many Secretary of State posts did Kenneth Clarke hold?".

Left unread, such words were ignored, and every office of the anchor was listed or counted (5 for 2, 12 for 4): a
reviewer's finds. Of facts true over intervals, where some of the names the anchor holds of the relation say the
words at the head of their phrase ("Assistant Whip (HM Treasury)", "Lord Commissioner (Whip)", "Secretary of State
for Health") and others do not, the words say which are asked: the reading keeps those (`EventPlan.other_any`).
Words a name says only as part of another noun's phrase ("the Cabinet Office" for "cabinet posts") part nothing, nor
do words every name or no name says: those are left as before."""

from __future__ import annotations

import re

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import AUXILIARIES, Graph, Reading, kind_at, read_as_relation
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relation_nouns import COUNTED
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

POST_ENDINGS = tuple(word_class("morphology", "post_endings"))  # "ambassadorship": the post of an ambassador
WORD = re.compile(r"[\w'’]+(?:-[\w'’]+)*")  # "Under-Secretary" is one word: no Secretary of State


def _run(r: Reading) -> list[Token]:
    """The unread words right after "which" ("how many"), before the noun asked where that noun is read (as the
    relation, "posts"); else before the last of them, the noun asked itself ("Which whip posts": "posts" unread)."""
    toks = r.toks
    start = next(
        (
            k
            for i in range(len(toks))
            if (k := kind_at(toks, i, len(toks))) is not None
            or (" ".join(t.low for t in toks[i : i + 2]) in COUNTED and (k := i + 2))
        ),
        None,
    )
    if start is None:
        return []
    end = start
    while end < len(toks) and toks[end].is_word and r.ledger.used.get(end) is None:
        end += 1
    if end == start or end >= len(toks):
        return []
    # the noun asked read as the relation, right before the question's auxiliary ("whip posts did"); else the noun
    # asked is the last of the words, unread ("Which circuit hosted ...": what it is, not which)
    if not (read_as_relation(r.ledger, end) and end + 1 < len(toks) and toks[end + 1].low in AUXILIARIES):
        end -= 1
    return toks[start:end]


def _phrases(name: str) -> list[list[tuple[str, bool]]]:
    """The name's phrases (parted by brackets and commas: "Assistant Whip (HM Treasury)"), each as its words' keys
    and whether each is capitalised."""
    return [[(key(w), w[:1].isupper()) for w in WORD.findall(part)] for part in re.split(r"[(),;]", name)]


def _heads(name: str, said: list[str]) -> bool:
    """The name says the words as the head of its phrase: not followed by another capitalised noun they qualify
    ("Cabinet Office")."""
    n = len(said)
    return any(
        [w for w, _ in words[k : k + n]] == said and not (k + n < len(words) and words[k + n][1])
        for words in _phrases(name)
        for k in range(len(words) - n + 1)
    )


@construction(
    "leftovers.qualifier_named",
    "which | how many <words> <noun asked> did <X> <verb>: the anchor's other sides whose names say the words"
    " ('Which whip posts did X hold?': Assistant Whip, Lord Commissioner (Whip))",
)
def qualifier_named(r: Reading, g: Graph) -> set[int]:
    """Of facts true over intervals with the anchor named and the other side asked: the words before the noun asked
    that part the names the anchor holds of the relation, read as those names (one: the other side itself)."""
    if not g.intervals or not r.anchor or not r.relation or r.other is not None or r.answer_type == "yes_no":
        return set()
    sides = g.tails_of if r.position == "head" else g.heads_of if r.position == "tail" else None
    run = _run(r)
    if sides is None or not run:
        return set()
    said = [key(t.text) for t in run]
    names = sorted(set(sides(r.anchor, r.relation)))
    kept = [n for n in names if _heads(n, said)]
    if not kept or len(kept) == len(names):
        return set()
    if len(kept) == 1:
        r.other = kept[0]
    else:
        r.other_any = kept
    words = " ".join(t.text for t in run)
    r.notes.append(f"read {words!r} as those of {r.anchor}'s {r.relation} named so: {', '.join(kept)}")
    taken = [t.i for t in run]
    r.take(taken, "entity")
    return set(taken)


def post_of_another(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """ "How many ambassadorships did Thomas Pickering hold?": a noun left that says the post of a word of another
    relation's name ("ambassador" of ambassadorTo; the relation read from "hold" is heldPosition) says that other
    relation: counted as the one read, it was a wrong answer (3 offices for 6 embassies), so it bears."""
    out = []
    for t in left:
        word = key(t.text)
        stem = next((word[: -len(e)] for e in POST_ENDINGS if word.endswith(e) and len(word) > len(e) + 2), None)
        if stem is None:
            continue
        others = [n for n in g.lexicon.names if n != r.relation and stem in identifier_words(n)]
        if others:
            out.append((t, f"the post of {stem}, said by {others[0]}"))
    return out
