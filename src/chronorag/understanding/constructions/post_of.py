"""A holding's noun said of the very office named after it: "Who held the post of Under Secretary of State for
Political Affairs before Wendy R. Sherman?". The post of an office is the office itself, so the noun says nothing
that could change the answer; left unread, it had refused the next holder, which is read only of a question read in
full (a reviewer's find)."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.words import lemmas

POST_NOUNS = word_class("relations", "post_nouns")  # "post", "position", "office"
POST_OF = word_class("relations", "post_of")  # "the post of <office>"


def the_post_of_it(r: Reading, k: int) -> bool:
    """Token k is a holding's noun right before "of" and a name of the fact's own side, anchor or other ("the post
    of Secretary of State"): the office said twice."""
    toks, held = r.toks, {r.anchor, r.other} - {None}
    if not lemmas(toks[k].low) & POST_NOUNS or k + 2 >= len(toks) or toks[k + 1].low not in POST_OF:
        return False
    return any(m.i == k + 2 and set(m.names) & held for m in r.mentions)
