"""Entity names as questions say them, in memory: built from the graph's names (or any list, in tests).

ICEWS names a sector of a country as "Role (Place)": "Citizen (Kenya)", "Head of Government (Egypt)".
People say "the citizens of Kenya", "Kenyan citizens", "Kenya's citizens", "the Kenya police", and
"the prime minister of Egypt". Forms are matched on word keys (noun lemmas), so plurals and case do
not matter; the longest form wins, and a form two names share is reported as ambiguous. A name not
said in any known form can still be read when it is one close misspelling of a single name
(`fuzzy`), and the reading is reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from chronorag.understanding.demonyms import DEMONYMS
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import key

_QUALIFIED = re.compile(r"^(?P<role>.+?) \((?P<place>[^()]+)\)$")
# how people say some ICEWS sector names
ROLE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "head of government": ("prime minister", "premier", "head of the government"),
    "head of state": ("president",),
    "foreign affairs": ("foreign ministry", "foreign minister", "foreign office"),
    "defense / security ministry": ("defense ministry", "defence ministry", "security ministry"),
    "media personnel": ("journalist", "reporter"),
    "court judge": ("judge",),
    "member of parliament": ("mp", "parliamentarian"),
    "businessperson": ("businessman", "businesswoman", "business person"),
    "cabinet / council of ministers / advisors": ("cabinet", "council of ministers"),
    "other authorities / officials": ("authorities", "officials"),
    "military personnel": ("soldier", "troops"),
    "citizen": ("civilian", "people"),
    "lawyer/attorney": ("lawyer", "attorney"),
    "treasury/finance ministry": ("treasury", "finance ministry"),
    "justice department/ministery": ("justice ministry", "justice department"),
}
SKIP = frozenset({"the", "a", "an"})


def _nameish(t: Token) -> bool:
    return t.is_word or t.text.isdigit() or t.low in ("'s", "&")


def words_key(text: str) -> tuple[str, ...]:
    """A name or a phrase as the word keys mention matching compares (articles and punctuation left out)."""
    return tuple(key(t.text) for t in tokenize(text.replace("_", " ")) if _nameish(t) and t.low not in SKIP)


def forms_of(name: str) -> set[tuple[str, ...]]:
    """The word-key sequences that say `name`."""
    out = {words_key(name)}
    if m := _QUALIFIED.match(name.replace("_", " ")):
        place = m.group("place")
        role = m.group("role").lower()
        roles = {role, *ROLE_SYNONYMS.get(role, ())}
        places = {words_key(place)}
        demonym = DEMONYMS.get(place)
        for r in roles:
            rk = words_key(r)
            for p in places:
                out |= {rk + p, (*rk, "of", *p), p + rk, (*p, "'s", *rk), (*rk, "in", *p)}
            if demonym:
                out.add(words_key(demonym) + rk)
    return {f for f in out if f}


@dataclass
class Mention:
    names: list[str]  # one name, or several when the form is shared (ambiguous)
    i: int  # token span [i, j)
    j: int
    note: str = ""


@dataclass
class NameIndex:
    """Spoken forms of entity names -> names."""

    forms: dict[tuple[str, ...], list[str]] = field(default_factory=dict)
    primary: dict[tuple[str, ...], str] = field(default_factory=dict)  # a name said exactly as it is written
    names: list[str] = field(default_factory=list)
    longest: int = 0

    @classmethod
    def build(cls, names: list[str]) -> NameIndex:
        index = cls(names=sorted(set(names)))
        for name in index.names:
            index.primary.setdefault(words_key(name), name)
            for form in forms_of(name):
                bucket = index.forms.setdefault(form, [])
                if name not in bucket:
                    bucket.append(name)
        index.longest = max((len(f) for f in index.forms), default=0)
        return index

    def mentions(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """Names said in the free tokens, longest first, no overlaps (articles inside a name are skipped)."""
        seq = [t for t in tokens if t.i in free and _nameish(t)]
        cased = any(t.is_capitalised for t in seq[1:])  # the writer capitalises names
        keyed = [(t.i, key(t.text)) for t in seq if t.low not in SKIP]
        found: list[Mention] = []
        taken: set[int] = set()
        for n in range(min(self.longest, len(keyed)), 0, -1):
            for k in range(len(keyed) - n + 1):
                span = keyed[k : k + n]
                if any(i in taken for i, _ in span):
                    continue
                if span[-1][0] - span[0][0] > 2 * n:  # too spread out to be one name
                    continue
                if any(tokens[x].i not in free for x in range(span[0][0], span[-1][0] + 1)):
                    continue
                form = tuple(w for _, w in span)
                names = self.forms.get(form)
                if not names:
                    continue
                if n == 1 and cased and not tokens[span[0][0]].is_capitalised:
                    continue  # "political freedoms" is no mention of the party "Freedom"
                if len(names) > 1 and form in self.primary:
                    names = [self.primary[form]]  # "Socialist Party of Chile" is that party, not a sector
                if n == 1 and span[0][1] in ("'s",):
                    continue
                found.append(Mention(list(names), span[0][0], span[-1][0] + 1))
                taken.update(range(span[0][0], span[-1][0] + 1))
        return sorted(found, key=lambda m: m.i)

    def fuzzy(self, text: str, min_score: float = 90.0) -> list[tuple[str, float]]:
        """Names close to `text` (a misspelling), best first, score 0-100."""
        got = process.extract(text, self.names, scorer=fuzz.ratio, processor=str.lower, limit=3, score_cutoff=min_score)
        return [(name, float(score)) for name, score, _ in got]
