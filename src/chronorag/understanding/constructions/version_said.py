"""A version said by its number, its product named elsewhere in the question: "Which Ubuntu release came right after
18.04?" (Ubuntu 18.04), "Which Oracle JDK came out right before JDK 11?" (Oracle JDK 11: the product's last word said
again before the number). The graph names each version as its product and number; the question says the product once.
Read only on a graph of facts true over intervals, where the question names one product, the number is said after no
preposition of a time ("released on 14.04" may be a day), and the product and the words said make exactly one name of
the graph; the reading says so. Two products named ("Did Python release 3.2 before Django released 4.0?"): whose
number is whose is not read, so neither is. A bare number is a version only with a point inside it ("18.04", "7.1"):
"in 2016" is a year, even of "Windows Server 2016"."""

from __future__ import annotations

import re

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.time import SAME_CUES
from chronorag.understanding.name_forms import VERSION, Mention, Picked, words_key
from chronorag.understanding.reading import Graph, Reading

NUMBER = re.compile(r"\d+(?:\.\d+)*")  # "11", "18.04", "2.7.18"


def _run_before(r: Reading, k: int) -> int:
    """Where the free capitalised words right before token k begin ("JDK" of "JDK 11", ".NET Core" of ".NET Core
    3.1"): k itself where there are none."""
    i = k
    while i > 0 and r.free(i - 1) and not r.toks[i - 1].is_punct and r.toks[i - 1].is_capitalised:
        i -= 1
    return i


def _of_product(g: Graph, product: str, said: list[str]) -> set[str]:
    """The names that are the product's, with the words said after it, or after its last words said again."""
    words = product.split()
    out: set[str] = set()
    for overlap in range(min(len(words), len(said) - 1) + 1):
        if overlap and [w.lower() for w in words[-overlap:]] != [w.lower() for w in said[:overlap]]:
            continue
        out.update(g.names.forms.get(words_key(" ".join([*words, *said[overlap:]])), []))
    return out


@construction(
    "names.version_of_named",
    "<product> ... <number with a point> | <product's last words> <number>: the product's version of that number",
)
def versions_said(r: Reading, g: Graph, found: list[Mention]) -> list[Mention]:
    """The versions said by their number where a product named in the question makes each one name of the graph;
    each read is taken on the ledger."""
    if not g.intervals:
        return []
    # a pick (one reading's entity for a description) is no product: reading it would keep the picks from sharing
    products = {m.names[0] for m in found if not isinstance(m, Picked) and len(m.names) == 1}
    if len(products) != 1:
        return []
    out: list[Mention] = []
    for k, t in enumerate(r.toks):
        if not (r.free(k) and NUMBER.fullmatch(t.text)):
            continue
        i = _run_before(r, k)
        if i == k and not VERSION.fullmatch(t.text):
            continue  # "in 2016": a year, not a version
        if i > 0 and r.toks[i - 1].low in SAME_CUES:
            continue  # "released on 14.04": a day, maybe
        said = [x.text for x in r.toks[i : k + 1]]
        names = {n for p in products for n in _of_product(g, p, said)}
        if len(names) != 1:
            continue
        (name,) = names
        note = f"read {' '.join(said)!r} as {name}"
        out.append(Mention([name], i, k + 1, note=note, how="names.version_of_named"))
        r.take(range(i, k + 1), "entity")
        r.notes.append(note)
    return out
