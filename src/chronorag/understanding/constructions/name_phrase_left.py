"""Words of the graph's names left unread after a preposition ("Who appointed Sotomayor to the district court?"): two
or more words in a row that some name of the graph says in a row ("U.S. District Court for the Southern District of
New York") say which of the facts are meant (the appointment to that court, not to the others), so unread they
could change the answer: refused naming them and a name that says them, never ignored. One word alone ("in
government") is too common a word of names to tell, and is left as before."""

from __future__ import annotations

from itertools import pairwise

from chronorag.understanding.constructions.qualifier_named import qualifier_unread
from chronorag.understanding.errors import Unplaced
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import in_a_row, words_key
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading, read_as_relation
from chronorag.understanding.tokens import Token

PREPOSITIONS = word_class("names", "phrase_preps")  # "to the district court", "at the appeals court"
BEFORE_A_PHRASE = word_class("common", "articles") | word_class("event", "possessives")
INSIDE_A_NAME = word_class("names", "inside_a_name")  # "court of appeals", "Trinidad and Tobago"
SHOWN = 2  # the names shown in the refusal


def _made_pairs(names: NameIndex) -> dict[tuple[str, ...], list[str]]:
    """The graph's names by each two words they say in a row (their word keys)."""
    out: dict[tuple[str, ...], list[str]] = {}
    for name in names.names:
        words = words_key(name)
        for pair in pairwise(words):
            out.setdefault(pair, []).append(name)
    return out


_pairs = PerObject(_made_pairs)


def _saying(names: NameIndex, said: tuple[str, ...]) -> list[str]:
    """The names that say the words in a row, or, where none does, two or more of them in a row, the most first
    ("federal court of appeals": "court of appeals" of the courts of appeals)."""
    for n in range(len(said), 1, -1):
        for k in range(len(said) - n + 1):
            part = said[k : k + n]
            found = [x for x in _pairs(names).get(part[:2], []) if in_a_row(words_key(x), part)]
            if found:
                return found
    return []


def _runs(r: Reading, left: list[Token]) -> list[list[Token]]:
    """The runs of two or more words left in a row right after a preposition (its articles between; small words
    of names inside: "the court of appeals")."""
    free = {t.i for t in left}
    runs = []
    for t in left:
        k = t.i - 1
        while k >= 0 and r.toks[k].low in BEFORE_A_PHRASE:
            k -= 1
        if k < 0 or r.toks[k].low not in PREPOSITIONS or not (r.free(k) or read_as_relation(r.ledger, k)):
            continue  # "serve on a court of appeals": the relation's own preposition opens the phrase too
        run, j = [t], t.i + 1
        while j < len(r.toks) and (j in free or (r.free(j) and r.toks[j].low in INSIDE_A_NAME)):
            run.append(r.toks[j])
            j += 1
        while run[-1].i not in free:
            run.pop()
        if len(run) >= 2:
            runs.append(run)
    return runs


def unread(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """Words of the graph's names left after a preposition (refused as one phrase), then a qualifier's words."""
    name_phrase_left(r, g.names, left)
    return qualifier_unread(r, g, left)


def name_phrase_left(r: Reading, names: NameIndex, left: list[Token]) -> None:
    """A run's words that names of the graph say in a row: refused, naming the words and those names."""
    for run in _runs(r, left):
        said = words_key(r.ledger.text(run[0].i, run[-1].i + 1))
        names_said = _saying(names, said)
        if names_said:
            shown = ", ".join(names_said[:SHOWN]) + (", ..." if len(names_said) > SHOWN else "")
            words = r.ledger.text(run[0].i, run[-1].i + 1)
            raise Unplaced(f"could not place the words {words!r} (words of the graph's names: {shown})")
