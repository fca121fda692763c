"""The n-th edition of a series said alone: "Which country hosted the first World Cup?", "Who won the second Tour de
France Femmes?", "the very first Eurovision". After the definite article (and "very"), an ordinal, then the words of
one series alone (`unnamed_series.series_alone`): the series' edition of the n-th year the graph holds one in, read as
its name said in full and noted ("the earliest the graph holds": a graph that begins later says its own first).
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
        if n > len(years) or len(years[n - 1]) != 1:
            continue
        name = years[n - 1][0]
        out.append(Mention([name], i, j, how=HOW))
        r.take(range(i, j), "entity")
        r.notes.append(f"read {r.ledger.text(i, j)!r} as {name}, the {r.toks[run[0] - 1].text} the graph holds")
    return out


def _ordinal_at(r: Reading, k: int) -> tuple[int, int] | None:
    """The ordinal right before token k, after the definite article and any "very": where the mention opens, and n."""
    n = ORDINAL_WORDS.get(r.toks[k - 1].low) if k > 0 else None
    a = k - 2
    while a >= 0 and r.toks[a].low in INTENSIFIERS:
        a -= 1
    if n is None or a < 0 or r.toks[a].low not in DEFINITE or not all(map(r.free, range(a, k))):
        return None
    return a, n
