"""An occasion a graph names by a country, its kind and its date ("Spain parliamentary election November 2019",
"Ireland European Parliament election 2019"), said as people say it: the country owning it ("Spain's November 2019
election") or by its people's adjective or another name of it before the kind ("the 2017 Dutch general election",
"the 2019 UK general election"), the date before the kind, the kind by its last word or its words said otherwise
(`names.occasion_kinds_otherwise`), a month left out ("Spain's 2019 election": any of that year's). Partial forms:
the question's context must leave one, else it is refused naming them (`name_beside.beside_others`)."""

from __future__ import annotations

import calendar
import re
from itertools import product

from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.lexicon import list_table, word_class
from chronorag.understanding.name_table import DEMONYMS, name_table
from chronorag.understanding.words import key

Form = tuple[str, ...]
_DATED = re.compile(r"(?P<rest>.+?) (?P<when>(?:(?P<month>[A-Z][a-z]+) )?(?P<year>\d{4}))")
_MONTHS = frozenset(calendar.month_name[1:])
_OTHERWISE = list_table("names", "occasion_kinds_otherwise")
_ARTICLES = word_class("common", "articles")


def place_occasions(names: list[str]) -> dict[str, set[Form]]:
    """The forms of each name of a country, a kind and a date, as the module says; none for another name."""
    countries = {n for n, kind in name_table().kinds().items() if kind == "country"}
    others = {row.name: row.names for row in gazetteer().place}
    out: dict[str, set[Form]] = {}
    for name in names:
        dated = _DATED.fullmatch(name)
        if dated is None or (dated["month"] is not None and dated["month"] not in _MONTHS):
            continue
        words = dated["rest"].split()
        place = next(
            (" ".join(words[:k]) for k in range(len(words) - 1, 0, -1) if " ".join(words[:k]) in countries), None
        )
        if place is None:
            continue
        kind = words[len(place.split()) :]
        places = [_said(p) for p in dict.fromkeys([place, *others.get(place, ())])]
        adjectives = [_said(DEMONYMS[place])] if place in DEMONYMS else []
        whens = [_said(dated["when"]), *([(dated["year"],)] if dated["month"] else [])]
        forms: set[Form] = set()
        for when, said in product(whens, _kinds(kind)):
            forms |= {(*when, *adjective, *said) for adjective in adjectives}
            forms |= {(*p, "'s", *when, *said) for p in places}
            forms |= {(*when, *p, *said) for p in places}
        out[name] = forms
    return out


def _kinds(kind: list[str]) -> list[Form]:
    """The kind as written, by its last word alone, and with its words said otherwise ("general election")."""
    said = [_said(" ".join(kind)), _said(kind[-1])]
    said += [
        _said(" ".join(o if w == word else w for w in kind))
        for word, other in _OTHERWISE.items()
        if word in kind
        for o in other
    ]
    return list(dict.fromkeys(said))


def _said(text: str) -> Form:
    """Plain words as the name index's keys, articles left out ("the Netherlands")."""
    return tuple(key(w) for w in text.replace("-", " ").split() if w.lower() not in _ARTICLES)
