"""The places a sensor question may name: stations and their counties / suburbs, said as people say them.

Built from the graph's station list (or any list, in tests). Besides the names themselves it knows
spoken forms derived from them: case and spacing ("SherkinIsland" = "Sherkin Island"), "Mt" =
"Mount", a fused roman numeral dropped ("JOHNSTOWNII" = "Johnstown"), and a station's name without
its generic last word ("Valentia" for VALENTIA OBSERVATORY) when that leaves a distinctive name that is
no county and no other station. A word that is one edit away from a single place is read as that place
(and the reading is reported); a farther or shared near miss is a refusal that offers the candidates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from rapidfuzz.distance import DamerauLevenshtein

from chronorag.understanding.lexicon import phrase_list, word_class, word_table
from chronorag.understanding.tokens import Token, tokenize

GENERIC_SUFFIXES = word_class("sensor", "generic_suffixes")
ABBREVIATIONS = word_table("sensor", "abbreviations")
COUNTY_WORDS = phrase_list("sensor", "county_words")  # "County Cork", "Co. Mayo"
STOPS = word_class("sensor", "abbreviation_stops")  # "Co. Mayo", "Mt. Dillon"
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_FUSED_NUMERAL = re.compile(r"^(?P<base>[A-Z]{4,})(?P<num>II|III|IV)$")

Kind = Literal["station", "region"]


def _forms(name: str) -> set[tuple[str, ...]]:
    """Token sequences that say `name`."""
    out: set[tuple[str, ...]] = set()
    raw = _CAMEL.sub(" ", name)
    if m := _FUSED_NUMERAL.match(name):
        raw = m.group("base")
        out.add((m.group("base").lower(), m.group("num").lower()))
    words = tuple(w.lower() for w in re.findall(r"[A-Za-z0-9]+", raw))
    out.add(tuple(w.lower() for w in re.findall(r"[A-Za-z0-9]+", name)))
    out.add(words)
    out.add(tuple(ABBREVIATIONS.get(w, w) for w in words))
    out |= {("".join(f),) for f in list(out) if len(f) > 1}  # "Moorepark" for MOORE PARK
    return {f for f in out if f}


@dataclass
class Place:
    name: str
    kind: Kind


@dataclass
class PlaceMatch:
    place: Place
    i: int
    j: int
    note: str = ""  # how it was read, when not verbatim


@dataclass
class PlaceIndex:
    """Spoken forms -> places; `match` finds them in a token list."""

    forms: dict[tuple[str, ...], list[Place]] = field(default_factory=dict)

    @classmethod
    def build(cls, stations: dict[str, str | None]) -> PlaceIndex:
        """`stations`: station name -> its county / suburb (or None)."""
        index = cls()
        regions = {r for r in stations.values() if r}
        for region in regions:
            for form in _forms(region):
                index._add(form, Place(region, "region"))
                for word in COUNTY_WORDS:
                    index._add((word, *form), Place(region, "region"))
        for station in stations:
            for form in _forms(station):
                index._add(form, Place(station, "station"))
        region_forms = {f for r in regions for f in _forms(r)}
        for station in stations:  # "Valentia" for VALENTIA OBSERVATORY
            for form in _forms(station):
                short = form[:-1]
                distinctive = short not in region_forms and short not in index.forms
                if len(form) >= 2 and form[-1] in GENERIC_SUFFIXES and len("".join(short)) >= 5 and distinctive:
                    index._add(short, Place(station, "station"))
        return index

    def vocabulary(self) -> frozenset[str]:
        """Every word of every place's spoken forms (a left word among them may be a place)."""
        return frozenset(w for form in self.forms for w in form if w.isalpha())

    def _add(self, form: tuple[str, ...], place: Place) -> None:
        places = self.forms.setdefault(form, [])
        if all(p.name != place.name or p.kind != place.kind for p in places):
            places.append(place)

    def match(self, tokens: list[Token], free: set[int]) -> list[PlaceMatch]:
        """Every place said verbatim in the free tokens, longest first, no overlaps."""
        longest = max((len(f) for f in self.forms), default=0)
        found: list[PlaceMatch] = []
        taken: set[int] = set()
        words = [(t.i, t.low) for t in tokens if t.i in free and (t.is_word or t.text.isdigit() or t.low in STOPS)]
        for n in range(longest + 2, 0, -1):  # + 2: "Co. Mayo", "Mt. Dillon" carry a full stop inside
            for k in range(len(words) - n + 1):
                span = words[k : k + n]
                if span[0][1] in STOPS or span[-1][1] in STOPS:
                    continue
                if any(i in taken for i, _ in span) or span[-1][0] - span[0][0] >= n + 1:
                    continue
                form = tuple(w for _, w in span if w not in STOPS)
                for place in self.forms.get(form, []):
                    found.append(PlaceMatch(place, span[0][0], span[-1][0] + 1))
                if form in self.forms:
                    taken.update(i for i, _ in span)
        return sorted(found, key=lambda m: m.i)

    def resolve(self, text: str) -> Place | None:
        """The one place a short text names ("Valentia", "County Cork", "ATHENRY"), as the parser reads it: a
        station if exactly one is said, else a county / suburb if exactly one is; None when none or several."""
        tokens = tokenize(text)
        found = self.match(tokens, {t.i for t in tokens})
        for kind in ("station", "region"):
            names = {m.place.name for m in found if m.place.kind == kind}
            if len(names) == 1:
                return Place(names.pop(), kind)
            if names:
                return None
        return None

    def near(self, text: str) -> list[tuple[int, Place]]:
        """Places whose spoken forms are within 3 edits of `text` (single or joined words), closest first."""
        low = text.lower()
        out: dict[str, tuple[int, Place]] = {}
        for form, places in self.forms.items():
            for candidate in {" ".join(form), "".join(form)}:
                d = DamerauLevenshtein.distance(low, candidate, score_cutoff=3)
                if d <= 3:
                    for p in places:
                        if p.name not in out or out[p.name][0] > d:
                            out[p.name] = (d, p)
        return sorted(out.values(), key=lambda t: (t[0], t[1].name))


def close_enough(word: str, distance: int) -> bool:
    """One edit for words of 5-7 letters, two for 8 or more: a misspelling, not another word."""
    return distance >= 1 and ((distance == 1 and len(word) >= 5) or (distance <= 2 and len(word) >= 8))
