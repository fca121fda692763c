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

from chronorag.understanding.sectors import place_phrases, role_phrases
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_english_word, key

_QUALIFIED = re.compile(r"^(?P<role>.+?) \((?P<place>[^()]+)\)$")
SKIP = frozenset({"the", "a", "an"})
# words that stand before a person's name without being part of it ("Pope Benedict XVI")
TITLES = frozenset(
    [
        "pope",
        "king",
        "queen",
        "prince",
        "princess",
        "president",
        "premier",
        "chancellor",
        "sheikh",
        "emir",
        "sultan",
        "general",
        "minister",
        "secretary",
        "senator",
        "governor",
        "mayor",
        "dr",
        "mr",
        "mrs",
        "ms",
        "sir",
        "lord",
    ]
)
WELL_KNOWN = {
    "United Nations": "un",
    "United States": "us",
    "United Kingdom": "uk",
    "European Union": "eu",
    "African Union": "au",
}
_CONNECTORS = frozenset({"of", "and", "the", "for", "in", "on", "de", "la", "el", "al"})


def _nameish(t: Token) -> bool:
    return t.is_word or t.text.isdigit() or t.low in ("'s", "&")


def words_key(text: str) -> tuple[str, ...]:
    """A name or a phrase as the word keys mention matching compares (articles and punctuation left out)."""
    return tuple(key(t.text) for t in tokenize(text.replace("_", " ")) if _nameish(t) and t.low not in SKIP)


def acronym(name: str) -> str | None:
    """ "IMF" for International Monetary Fund, "UAE" for United Arab Emirates (3+ capitalised words), "US"."""
    if name in WELL_KNOWN:
        return WELL_KNOWN[name]
    words = [w for w in re.findall(r"[^\W\d_]+", name) if w.lower() not in _CONNECTORS]
    if len(words) < 3 or "(" in name or not all(w[0].isupper() for w in words):
        return None  # two-word initials are mostly people's ("Ernst Uhrlau" is no "EU")
    return "".join(w[0] for w in words).lower()


def forms_of(name: str) -> dict[tuple[str, ...], int]:
    """The word-key sequences that say `name`, each with its rank (0: the name as written; a sector's role
    said as a variant 1, as a common word 2; see `sectors`)."""
    words = words_key(name)
    out: dict[tuple[str, ...], int] = {words: 0}

    def add(form: tuple[str, ...], rank: int) -> None:
        if form and out.get(form, 9) > rank:
            out[form] = rank

    if looks_like_a_person(name) and len(words) >= 3:
        add((words[0], words[-1]), 0)  # "Dmitry Medvedev" for Dmitry Anatolyevich Medvedev
        add((words[0], words[1]), 0)  # "Ingrid Betancourt" for Ingrid Betancourt Pulecio
    if m := _QUALIFIED.match(name.replace("_", " ")):
        place = m.group("place")
        places = {words_key(p) for p in place_phrases(place)}
        if short := acronym(place):
            places.add((short,))
        for role, rank in role_phrases(m.group("role")).items():
            rk = words_key(role)
            for p in places:
                for form in (rk + p, (*rk, "of", *p), (*rk, "from", *p), (*rk, "in", *p), p + rk, (*p, "'s", *rk)):
                    add(form, rank)
    return out


_PARTICLES = frozenset({"de", "da", "do", "dos", "e", "al", "el", "bin", "ibn", "van", "von", "der", "la", "le", "y"})


def looks_like_a_person(name: str) -> bool:
    """Capitalised words none of which is an English word ("Dmitry Anatolyevich Medvedev", not "United
    States Senate"): only such names get the short forms people use for persons."""
    parts = [p for p in re.split(r"[\s-]+", name) if p]
    if "(" in name or len(parts) < 2:
        return False
    return all(p.lower() in _PARTICLES or (p[0].isupper() and not is_english_word(p)) for p in parts)


def _surnames(name: str) -> list[tuple[str, ...]]:
    """A person's name without the given name(s): "Nuri al-Maliki" -> (al, maliki) and (maliki)."""
    parts = name.split()
    if len(parts) < 2 or not looks_like_a_person(name):
        return []
    words = words_key(name)
    out = [words[-1:]] if len(words[-1]) >= 4 else []
    if len(words) >= 3 and "-" in parts[-1]:
        out.append(words[-2:])
    return out


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
    acronyms: dict[str, list[str]] = field(default_factory=dict)  # "imf" -> International Monetary Fund
    surnames: set[tuple[str, ...]] = field(default_factory=set)  # forms that are a person's surname alone
    names: list[str] = field(default_factory=list)
    ranks: dict[tuple[str, ...], list[int]] = field(default_factory=dict)  # each form's rank per name, in order
    longest: int = 0
    vocabulary: set[str] = field(default_factory=set)  # the words of sector roles and places ("police", "thai")

    @classmethod
    def build(cls, names: list[str]) -> NameIndex:
        index = cls(names=sorted(set(names)))
        for name in index.names:
            index.primary.setdefault(words_key(name), name)
            if letters := acronym(name):
                index.acronyms.setdefault(letters, []).append(name)
            for form, rank in forms_of(name).items():
                bucket = index.forms.setdefault(form, [])
                if name not in bucket:
                    bucket.append(name)
                    index.ranks.setdefault(form, []).append(rank)
        surnames: dict[tuple[str, ...], list[str]] = {}
        for name in index.names:
            for short in _surnames(name):
                surnames.setdefault(short, []).append(name)
        for short, owners in surnames.items():  # "Medvedev", "al-Maliki": only when one person has it
            if len(owners) == 1 and short not in index.forms:
                index.forms[short] = [owners[0]]
                index.surnames.add(short)
        index.longest = max((len(f) for f in index.forms), default=0)
        for name in index.names:
            if _QUALIFIED.match(name):
                for form in forms_of(name):
                    index.vocabulary.update(w for w in form if w.isalpha() and w not in _CONNECTORS)
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
                word = tokens[span[0][0]].text
                if n == 1 and word.isupper() and len(word) >= 2 and form[0] in self.acronyms:
                    names = self.acronyms[form[0]]  # "IMF", "UAE": said in capitals only
                if not names:
                    continue
                if n == 1 and cased and not tokens[span[0][0]].is_capitalised:
                    continue  # "political freedoms" is no mention of the party "Freedom"
                if form in self.surnames and self._given_name_before(tokens, span[0][0], free):
                    continue  # "Barak Obama": a misspelt full name, for the fuzzy reading
                if len(names) > 1 and form in self.primary:
                    names = [self.primary[form]]  # "Socialist Party of Chile" is that party, not a sector
                elif len(names) > 1 and form in self.ranks:  # the sectors the words say best
                    best = min(self.ranks[form])
                    names = [n for n, r in zip(names, self.ranks[form], strict=True) if r == best]
                if n == 1 and span[0][1] in ("'s",):
                    continue
                i = span[0][0]
                while i > 0 and (i - 1) in free and tokens[i - 1].low in TITLES and tokens[i - 1].is_capitalised:
                    i -= 1  # "Pope Benedict XVI", "President Barack Obama"
                found.append(Mention(list(names), i, span[-1][0] + 1))
                taken.update(range(i, span[-1][0] + 1))
        return sorted(found, key=lambda m: m.i)

    @staticmethod
    def _given_name_before(tokens: list[Token], i: int, free: set[int]) -> bool:
        before = tokens[i - 1] if i > 1 else None
        return bool(before and before.i in free and before.is_capitalised and before.low not in TITLES)

    def fuzzy(self, text: str, min_score: float = 90.0) -> list[tuple[str, float]]:
        """Names close to `text` (a misspelling), best first, score 0-100."""
        got = process.extract(text, self.names, scorer=fuzz.ratio, processor=str.lower, limit=3, score_cutoff=min_score)
        return [(name, float(score)) for name, score, _ in got]
