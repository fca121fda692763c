"""The n-th edition of a series said alone: "Which country hosted the first World Cup?", "Who won the second Tour de
France Femmes?", "the very first Eurovision", "the most recent Eurovision". After the definite article (and "very"),
an ordinal or a word of the last ("last", "latest", "most recent"), then the words of one series alone
(`unnamed_series.series_alone`): the series' edition of the n-th (last) year the graph holds one in, read as its name
said in full and noted ("the earliest the graph holds": a graph that begins later says its own first; one that ends
earlier, its own last).
Never after a possessive ("Brazil's first World Cup" is Brazil's own first, which the ordinal's constructions read),
nor of a form two series share, nor where that year holds several editions, nor past the last; and only where the
clause closes with the series' words ("the first World Cup in Africa", "... that X won": the first of those)."""

from __future__ import annotations

from itertools import groupby

from chronorag.understanding.constructions import construction
from chronorag.understanding.dates import ORDINAL_WORDS
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.name_series import edition_year
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.unnamed_series import series_alone

DEFINITE = word_class("common", "definite_articles")
INTENSIFIERS = word_class("names", "ordinal_intensifiers")
LAST = word_class("names", "last_edition_words")  # "the last Eurovision": n = -1, the last year held
HOW = "names.nth_edition"


@construction(
    HOW, "the {ordinal} <a series' words alone>: 'the first World Cup' (its earliest edition the graph holds)"
)
def nth_editions(r: Reading, g: Graph) -> list[Mention]:
    """The n-th editions said, their words taken as an entity's, so that no series reads them again (nor a name
    inside them: "Tours", "France" of "the first Tour de France")."""
    out = []
    for run, editions in series_alone(r.toks, r.free_tokens(), g.names):
        at, j = _ordinal_at(r, run[0]), run[-1] + 1
        if at is None or r.toks[run[0]].low in DEFINITE or (j < len(r.toks) and not r.toks[j].is_punct):
            continue  # "the first World Cup in Africa", "... that X won", "the first Tour stage": another first
        i, n = at
        years = [list(names) for _, names in groupby(sorted(editions, key=edition_year), key=edition_year)]
        at_year = n - 1 if n > 0 else n  # n = -1: the last
        if n > len(years) or len(years[at_year]) != 1:
            continue
        name = years[at_year][0]
        out.append(Mention([name], i, j, how=HOW))
        r.take(range(i, j), "entity")
        said = r.ledger.text(i, j)
        r.notes.append(f"read {said!r} as {name}, the {'last' if n < 0 else r.toks[run[0] - 1].text} the graph holds")
    return out


def _ordinal_at(r: Reading, k: int) -> tuple[int, int] | None:
    """The ordinal right before token k, after the definite article and any "very": where the mention opens, and n
    (-1: the last, said by one word or two)."""
    n = ORDINAL_WORDS.get(r.toks[k - 1].low) if k > 0 else None
    width = 1 if n is not None else next((len(w.split()) for w in LAST if _said_before(r, k, w)), 0)
    n = -1 if n is None and width else n
    a = k - 1 - width
    while a >= 0 and r.toks[a].low in INTENSIFIERS:
        a -= 1
    if n is None or a < 0 or r.toks[a].low not in DEFINITE or not all(map(r.free, range(a, k))):
        return None
    return a, n


def _said_before(r: Reading, k: int, words: str) -> bool:
    """The words (one or more) said right before token k."""
    width = len(words.split())
    return k >= width and r.ledger.text(k - width, k).lower() == words
