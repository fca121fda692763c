"""Where a side plays its home games (`[home]` of `data/derived.toml`): a relation whose camelCase name opens with a
word of home before its noun ("homeBallpark", "homeGround") is said by playing its home games there ("Which teams
played their home games at Shea Stadium in 1975?")."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Protocol

from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.phrases import Phrase
from chronorag.understanding.relation_derived import derived_file
from chronorag.understanding.relation_names import phrase_words

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_HOME = derived_file().home


class _Said(Protocol):
    @property
    def relations(self) -> tuple[str, ...]: ...
    @property
    def source(self) -> str: ...


def home_relations(relation_names: Collection[str]) -> tuple[str, ...]:
    """The camelCase names that open with a word of home before a noun ("homeBallpark")."""
    out = []
    for name in relation_names:
        words = _CAMEL.sub(" ", name).lower().split()
        if " " not in name and len(words) >= 2 and words[0] in _HOME.opens:
            out.append(name)
    return tuple(sorted(out))


def home_sayings(patterns: Sequence[_Said]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each saying of `[home]` as matching uses it (a preposition ending it the word that must follow at once), with the
    graph's home relations (of the patterns of their names) it says."""
    homes = home_relations({r for p in patterns if p.source == "name" for r in p.relations})
    if not homes:
        return []
    return [(phrase_words(Phrase(say=say, particle=_closing(say))), homes) for say in _HOME.say]


def _closing(say: str) -> str | None:
    """The preposition a saying ends with, said right after the word before it."""
    last = say.rsplit(maxsplit=1)[-1]
    return last if last in FUNCTION_WORDS else None
