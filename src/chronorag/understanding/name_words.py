"""The words of each of the graph's names, made once per name index: which names hold a word ("Senior": Comptroller of
HM Household (Senior Whip)), and every word any name says."""

from __future__ import annotations

from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject


def names_holding(names: NameIndex, keys: set[str]) -> list[str]:
    """The graph's names that hold every one of the words (as keys), in order; none of no word."""
    words, _ = name_words(names)
    return sorted(name for name, held in words.items() if keys and keys <= held)


NameWords = tuple[dict[str, frozenset[str]], frozenset[str]]


def _made_name_words(names: NameIndex) -> NameWords:
    """Each of the graph's names and its words (as keys), and every word of them (`name_words`: once per index)."""
    keys = names.words or [" ".join(words_key(name)) for name in names.names]  # a cached index has them
    words = {name: frozenset(said.split()) for name, said in zip(names.names, keys, strict=True)}
    return words, frozenset().union(*words.values())


name_words = PerObject(_made_name_words)
