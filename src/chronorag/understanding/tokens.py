"""Tokens with positions, and the ledger that records which parse element consumed each token.

The ledger is what makes "a parse accounts for every word" checkable: parsers `take` the tokens
they use, and whatever content word is left at the end is named in the refusal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.words import is_english_word

_TOKEN = re.compile(
    r"\d{4}-\d{1,2}-\d{1,2}(?![\d-])"  # ISO date
    r"|\d{4}-\d{1,2}(?![\d-])"  # ISO month
    r"|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}\.\d{1,2}\.\d{4}"  # day-first date
    r"|\d{1,2}:\d{2}"  # clock
    r"|\d{3}0['’]?s\b"  # a decade ("the 1990s", "the 1990's"), one token: never a year and a stray "s"
    r"|\d+(?:\.\d+)?(?:st|nd|rd|th)?"  # number, ordinal
    r"|[ap]\.m\.?|[ap]\.?m\b"  # a.m. / pm (after a number, "3pm" splits into 3 and pm)
    r"|o['’]clock"
    r"|n['’]t\b|['’](?:s|m|ll|re|ve|d)\b"  # clitics
    r"|[^\W\d_]+?(?=n['’]t\b)|[^\W\d_]+"  # words (any script); "can't" is "ca" + "n't"
    r"|[^\w\s]",  # punctuation, dashes
)


@dataclass(frozen=True)
class Token:
    text: str
    i: int  # index in the token list
    start: int  # character offsets in the question
    end: int
    low: str = field(init=False, repr=False, compare=False)  # lower case, straight apostrophe (read often)

    def __post_init__(self) -> None:
        object.__setattr__(self, "low", self.text.lower().replace("’", "'"))

    @property
    def is_word(self) -> bool:
        return self.text[0].isalpha()

    @property
    def is_punct(self) -> bool:
        return not self.text[0].isalnum() and self.low not in CLITICS

    @property
    def is_capitalised(self) -> bool:
        return self.text[0].isupper()


CLITICS = word_class("common", "clitics")
OBJECT_OR_POSSESSIVE = word_class("event", "object_or_possessive")  # "her": an object, or hers before a noun
ORDINALS = word_class("event", "ordinals")
NAME_SKIP = word_class("names", "skip")  # articles, left out of names
HYPHENS = word_class("names", "hyphens")
ARTICLES = word_class("common", "articles")


def tokenize(text: str) -> list[Token]:
    """Words, numbers, dates, clock times and punctuation; '3pm' is two tokens, '2017-03-05' one. A list of its own
    for each caller (tokens are frozen and shared): a question is tokenized a dozen times on its way through the
    planner, its clauses and its other readings."""
    return list(_tokens(text))


@lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[Token, ...]:
    out: list[Token] = []
    for m in _TOKEN.finditer(text):
        out.append(Token(m.group(0), len(out), m.start(), m.end()))
    return tuple(out)


def written(tokens: list[Token], i: int, j: int) -> str:
    """Tokens [i, j) as the question wrote them: a space only where the question has one ("al-Maliki")."""
    return "".join((" " if k > i and tokens[k].start > tokens[k - 1].end else "") + tokens[k].text for k in range(i, j))


def left_out_of_names(tokens: list[Token], t: Token) -> bool:
    """An article, which names are said without ("The Hague": "Hague"), never a letter glued into a written word
    ("STS-61-A" is no STS-61: a reviewer's count of the wrong flight's crew)."""
    return t.low in NAME_SKIP and glued_start(tokens, t.i) == t.i


def glued_start(tokens: list[Token], i: int) -> int:
    """The first token of the written word (no space inside) token i is part of: "Sa'ar" is three tokens (Sa, ',
    ar) and one word, whose last token is capitalised as the word is."""
    while i > 0 and tokens[i].start == tokens[i - 1].end:
        i -= 1
    return i


def compounded(tokens: list[Token], i: int) -> bool:
    """Token i is the second part of a compound of words the dictionary knows, joined by a hyphen with no space
    ("All-Star": "Star"), never a name's word on its own ("al-Maliki": "al" is no word of the dictionary)."""
    k = glued_start(tokens, i)
    return 0 <= k < i - 1 and tokens[i - 1].low in HYPHENS and is_english_word(tokens[k].text)


def opens_a_name(tokens: list[Token], i: int, particles: frozenset[str]) -> bool:
    """Token i may open a name in a question that capitalises names: capitalised, or a name's particle ("al-Maliki"),
    and no second part of a compound of words (`compounded`)."""
    return not compounded(tokens, i) and (tokens[i].is_capitalised or tokens[i].low in particles)


def before_articles(tokens: list[Token], i: int) -> int:
    """Where the word before token i and the articles right before it is (-1 at the start)."""
    k = i - 1
    while k >= 0 and tokens[k].low in ARTICLES:
        k -= 1
    return k


def said_after(tokens: list[Token], i: int, words: frozenset[str]) -> bool:
    """Whether the word before token i, articles between, is one of `words` ("at the 1990 World Cup", "in the
    cabinet", "from the pole")."""
    k = before_articles(tokens, i)
    return k >= 0 and tokens[k].low in words


@dataclass
class Ledger:
    """Which element of the parse consumed which token."""

    tokens: list[Token]
    used: dict[int, str] = field(default_factory=dict)

    def take(self, indices: Iterable[int], what: str) -> None:
        for i in indices:
            self.used.setdefault(i, what)

    def free(self, i: int) -> bool:
        return 0 <= i < len(self.tokens) and i not in self.used

    def left(self) -> list[Token]:
        return [t for t in self.tokens if t.i not in self.used and not t.is_punct]

    def text(self, i: int, j: int) -> str:
        """The question's own words for tokens [i, j)."""
        return " ".join(t.text for t in self.tokens[i:j])


def owning(toks: list[Token], t: Token) -> bool:
    """ "her last trip", "her visit": a pronoun that may be an object or a possessive, before an ordinal or a word
    that is no small word of a sentence: its owner's (before nothing, a mark or a small word: an object)."""
    after = toks[t.i + 1] if t.i + 1 < len(toks) else None
    if t.low not in OBJECT_OR_POSSESSIVE or after is None or after.is_punct:
        return False
    return after.low in ORDINALS or after.low not in FUNCTION_WORDS
