"""A thing's nickname said for it as one of its kind ("Who won the Oscar for Best Original Score for 2008?", "How
many Oscars did Parasite win?"): read as its plain word ("award", `names.nicknames`) where the graph's names hold
the words the nickname stands for ("92nd Academy Awards": an Academy Awards graph), of the one loaded graph that
holds them. A nickname inside a longer name is the name's: a capitalised word after it ("Oscar Hammerstein II"),
or a capitalised article before it ("The Oscar", a film), is no nickname.
"""

from __future__ import annotations

from dataclasses import dataclass

from chronorag.understanding.lexicon import list_table, word_class
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import Token, tokenize

NICKNAMES = list_table("names", "nicknames")
ARTICLES = word_class("common", "articles")


@dataclass(frozen=True)
class Nicknamed:
    question: str  # the question with each nickname said by its plain word
    note: str  # what was read so


def nicknamed(question: str, names: NameIndex) -> Nicknamed | None:
    """The question with the graph's nicknames said by their plain words; None where it says none of them."""
    toks = tokenize(question)
    said = [t for t in toks if t.low in NICKNAMES and not _in_a_name(toks, t) and _holds(names, NICKNAMES[t.low][1])]
    if not said:
        return None
    text = question
    for t in reversed(said):
        text = text[: t.start] + NICKNAMES[t.low][0] + text[t.end :]
    read = ", ".join(dict.fromkeys(f"{t.text!r} as {NICKNAMES[t.low][0]!r}" for t in said))
    return Nicknamed(text, f"read {read}: the graph's names hold {NICKNAMES[said[0].low][1]!r}")


def _in_a_name(toks: list[Token], t: Token) -> bool:
    """A word of a longer name: a capitalised word after it, or a capitalised article opening the name before it
    (not the question's first word)."""
    after = toks[t.i + 1] if t.i + 1 < len(toks) else None
    before = toks[t.i - 1] if t.i > 0 else None
    if after is not None and after.is_word and after.is_capitalised:
        return True
    return before is not None and before.i > 0 and before.low in ARTICLES and before.is_capitalised


def _holds(names: NameIndex, words: str) -> bool:
    """Whether a name of the graph holds the words (in any case)."""
    if names.lowered is None:
        names.lowered = [name.lower() for name in names.names]
    return any(words in name for name in names.lowered)
