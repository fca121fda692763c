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
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class, word_table
from chronorag.understanding.name_table import DEMONYMS, name_table
from chronorag.understanding.sectors import place_phrases, role_phrases
from chronorag.understanding.significance import QUALIFIERS
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_english_word, key, lemmas

SKIP = word_class("names", "skip")
# words that stand before a person's name without being part of it ("Pope Benedict XVI")
TITLES = word_class("names", "titles")
WELL_KNOWN = name_table().acronyms()  # the letters people write for a name its words do not give
# Names a graph name is also known by (in any words), for the names of the graph they point to.
ALIASES = name_table().aliases()
_CONNECTORS = word_class("names", "connectors")
# A role word in at most this many of the graph's roles says which sector is meant ("defense", "cabinet",
# "trade"); one in more ("ministry", "party", "national", "chief", "official") does not, alone.
DISTINCTIVE = 4


def _nameish(t: Token) -> bool:
    return t.is_word or t.text.isdigit() or t.low in ("'s", "&")


def words_key(text: str) -> tuple[str, ...]:
    """A name or a phrase as the word keys mention matching compares (articles and punctuation left out)."""
    return tuple(key(t.text) for t in tokenize(text.replace("_", " ")) if _nameish(t) and t.low not in SKIP)


def acronym(name: str) -> str | None:
    """ "IMF" for International Monetary Fund, "UAE" for United Arab Emirates (3+ capitalised words), "US"."""
    if name in WELL_KNOWN:
        return WELL_KNOWN[name]
    if looks_like_a_person(name):
        return None  # "Ange-Félix Patassé" is no "AFP"
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

    for alias in ALIASES.get(name, ()):
        add(words_key(alias), 0)
    if looks_like_a_person(name) and len(words) >= 3:
        add((words[0], words[-1]), 0)  # "Dmitry Medvedev" for Dmitry Anatolyevich Medvedev
        add((words[0], words[1]), 0)  # "Ingrid Betancourt" for Ingrid Betancourt Pulecio
    if (lead := _leading_place(words)) and not looks_like_a_person(name):
        place, n = lead
        add((*words[:n], "'s", *words[n:]), 1)  # "Japan's Self-Defense Forces"
        add((*words_key(DEMONYMS[place]), *words[n:]), 1)  # "the Australian Labor Party" for Australia Labor Party
    if adjective := DEMONYMS.get(name):  # "the Iraqi state", "the state of Iraq": the country itself
        add((*words_key(adjective), "state"), 1)
        add(("state", "of", *words), 1)
    if m := SECTOR_NAME.match(name.replace("_", " ")):
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


_PLACE_WORDS = {words_key(place): place for place in DEMONYMS}


def _leading_place(words: tuple[str, ...]) -> tuple[str, int] | None:
    """A name that begins with a country and goes on ("Japan Self-Defense Forces"): (the country, its words)."""
    for n in (3, 2, 1):
        if len(words) > n and (place := _PLACE_WORDS.get(words[:n])):
            return place, n
    return None


_RUN_GLUE = word_class("names", "run_glue")


def _role_key(word: str) -> str:
    """Role words compared as one: a minister's office is its ministry ("Defence Minister")."""
    return _ROLE_KEYS.get(word, word)


# "the Ministry of Economics" is the economy's ministry
_ROLE_KEYS = word_table("names", "role_keys")


def _said_as_a_name(span: list[Token]) -> bool:
    """Capitalised at both ends ("the Union of Islamic Courts"), or three or more lower-case words that are
    all of a name ("international governmental organisations")."""
    if span[0].is_capitalised and span[-1].is_capitalised:
        return True
    return len([t for t in span if t.low not in _RUN_GLUE]) >= 3 and not any(t.is_capitalised for t in span[1:])


def _stem(word: str) -> str:
    """A word as bags compare it: its key, a people's adjective as its place ("Japanese" = Japan), and
    without the endings that make an adjective or a noun of it ("governmental" = "government" = "govern")."""
    k = key(word)
    k = _PLACE_OF_ADJECTIVE.get(k, k)
    for suffix, shortest in (("al", 7), ("ment", 8)):
        if k.endswith(suffix) and len(k) >= shortest:
            k = k[: -len(suffix)]
    return k


def people_of(place: str) -> str | None:
    """ "Australians" for Australia: the adjective of its people as a plural noun, where English makes one
    by adding an s and the plural is no place name itself ("Lao" + s is Laos; "the French" has none)."""
    adjective = DEMONYMS.get(place)
    if not adjective or adjective == place or adjective.endswith(("s", "sh", "se", "y", "ic", "ch")):
        return None
    plural = f"{adjective}s".lower()
    return None if plural in _PLACE_NAMES else plural


_PLACE_NAMES = frozenset(p.lower() for p in DEMONYMS)


_PLACE_OF_ADJECTIVE = {key(a): key(p) for p, a in DEMONYMS.items() if " " not in a and " " not in p}


def _bag(words: list[str]) -> str | None:
    """A set of word stems as one string key (None when it is too small to name anything alone)."""
    content = sorted({_stem(w) for w in words if w.lower() not in _CONNECTORS and w.lower() not in SKIP})
    return " ".join(content) if len(content) >= 2 else None


def _bags_of(name: str) -> set[str]:
    """The bags a name is found by: its words, with hyphenated words split and joined."""
    if SECTOR_NAME.match(name):
        return set()
    out = set()
    for text in (name, name.replace("-", " "), name.replace("-", "")):
        if bag := _bag(_bag_words(tokenize(text))):
            out.add(bag)
    return out


def _ordinal(t: Token) -> bool:
    """ "1st", "3rd": a number inside a name ("U.S. 1st Marine Expeditionary Force")."""
    return t.low[:1].isdigit() and t.low[-2:] in ("st", "nd", "rd", "th")


def _bag_words(tokens: list[Token]) -> list[str]:
    """The words a bag is made of: initials run together ("U.S." = "US"), numbers ("1st") left out."""
    out: list[str] = []
    initials = ""
    for t in tokens:
        if t.is_word and len(t.text) == 1:
            initials += t.text
            continue
        if t.low == "." and initials:
            continue
        if initials:
            out.append(initials)
            initials = ""
        if t.is_word:
            out.append(t.text)
    if initials:
        out.append(initials)
    return out


def _span_bags(span: list[Token]) -> list[str]:
    """The bags a run of question words may mean: as said, with hyphenated pieces joined, without a "UN"."""
    words = _bag_words(span)
    joined: list[str] = []
    for t in span:
        if joined and t.low == "-":
            joined.append("")
        elif joined and joined[-1] == "" and t.is_word:
            joined[-2] += t.text.lower()
            joined.pop()
        elif t.is_word:
            joined.append(t.text)
    variants = [words, joined]
    if words and words[0].lower() in ("un", "u.n"):
        variants.append(words[1:])
    return [b for v in variants if (b := _bag(v))]


_PARTICLES = word_class("names", "person_particles")


def word_for_word(said: str, name: str) -> bool:
    """Whether a name said otherwise says the graph's name word for word, by each word's key (number, British
    spelling, hyphens: "Organisation ... Cooperation" for Organization ... Co-operation). Close letters are no
    proof ("Austria" and "Australia", "Jeddah" and "Sharjah"), nor is a word's kin ("Commissioner" is a person,
    "Commission" a body); a word more or less is another name."""
    a = [w for w in words_key(said.replace("-", "")) if w not in _CONNECTORS]
    b = [w for w in words_key(name.replace("-", "")) if w not in _CONNECTORS]
    return a == b


def _titled_person(tokens: list[Token], m: Mention) -> bool:
    """A name said after a person's title ("Secretary Jack Straw", "President Chuck Hagel"): a person's, though
    its words are English ones; not a name that begins with the title itself ("General People's Congress",
    "Secretary of State for Health"), nor one with small words inside ("Chancellor of the Exchequer")."""
    title = tokens[m.i]
    if not (title.is_capitalised and title.low in TITLES - {"un"} and m.i + 1 < m.j):
        return False
    words = words_key(m.names[0])
    return words[0] != key(title.text) and not set(words) & _CONNECTORS


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


def _as_said(said: list[Token], names: list[str], form: tuple[str, ...]) -> list[str]:
    """A name said as written is that name ("Socialist Party of Chile" is the party, not a sector); where two
    names have the same words by key ("Ruling Party (Greece)", "Ruling Parties (Greece)"), the one written
    word for word as said, else both (the words do not decide)."""
    same = [n for n in names if words_key(n) == form]
    if len(same) < 2:
        return same
    words = [t.low for t in said if t.is_word]
    exact = [n for n in same if [t.low for t in tokenize(n) if t.is_word] == words]
    return exact or same


def _unreserved(tokens: list[Token], free: set[int], reserved: frozenset[str]) -> set[int]:
    """The free tokens a description may take: capitalised ones, and the rest unless they are a relation's
    words ("military" in "provide ... with military aid")."""
    return {i for i in free if tokens[i].is_capitalised or not (lemmas(tokens[i].text) & reserved)}


@dataclass
class Mention:
    names: list[str]  # one name, or several when the form is shared (ambiguous)
    i: int  # token span [i, j)
    j: int
    note: str = ""
    loose: bool = False  # a description that shares only some of its sectors' words (see `NameIndex.loose`)
    bare: bool = False  # a place said alone that is no entity, only the place of its sectors
    wider: list[str] = field(default_factory=list)  # a loose description's general sectors, read if `names` fail


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
    first_words: dict[str, int] = field(default_factory=dict)  # a form's first word -> its longest form's length
    vocabulary: set[str] = field(default_factory=set)  # the words of sector roles and places ("police", "thai")
    bags: dict[str, list[str]] = field(default_factory=dict)  # a name's words in any order -> names
    places: dict[str, str] = field(default_factory=dict)  # a place as said ("thai", "saudi arabia") -> place
    sectors: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # place -> sector name -> role words
    peoples: dict[str, str] = field(default_factory=dict)  # "south africans" -> Citizen (South Africa)
    role_spread: dict[str, int] | None = field(default=None, compare=False, repr=False)  # made when first needed

    @classmethod
    def build(cls, names: list[str]) -> NameIndex:
        index = cls(names=sorted(set(names)))
        for name in index.names:
            index.primary.setdefault(words_key(name), name)
            if letters := acronym(name):
                index.acronyms.setdefault(letters, []).append(name)
            forms = forms_of(name)
            for form, rank in forms.items():
                bucket = index.forms.setdefault(form, [])
                if name not in bucket:
                    bucket.append(name)
                    index.ranks.setdefault(form, []).append(rank)
            for bag in _bags_of(name):
                index.bags.setdefault(bag, []).append(name)
            if m := SECTOR_NAME.match(name):
                for form in forms:
                    index.vocabulary.update(w for w in form if w.isalpha() and w not in FUNCTION_WORDS)
                place = m.group("place")
                for phrase in place_phrases(place):
                    index.places.setdefault(" ".join(words_key(phrase)), place)
                words = {_role_key(w) for phrase in role_phrases(m.group("role")) for w in words_key(phrase)}
                index.sectors.setdefault(place, {})[name] = sorted(words - _CONNECTORS - {"or"})
                if m.group("role") == "Citizen" and (plural := people_of(place)):
                    index.peoples[plural] = name
        surnames: dict[tuple[str, ...], list[str]] = {}
        for name in index.names:
            for short in _surnames(name):
                surnames.setdefault(short, []).append(name)
        for short, owners in surnames.items():  # "Medvedev", "al-Maliki": only when one person has it
            if " ".join(short) in index.places:
                continue  # "Argentina" is the place of its sectors, not Aguas Argentinas; "American" no surname
            if len(owners) == 1 and short not in index.forms:
                index.forms[short] = [owners[0]]
                index.surnames.add(short)
        index.longest = max((len(f) for f in index.forms), default=0)
        for form in index.forms:
            index.first_words[form[0]] = max(index.first_words.get(form[0], 0), len(form))
        return index

    def mentions(self, tokens: list[Token], free: set[int], reserved: frozenset[str] = frozenset()) -> list[Mention]:
        """Names said in the free tokens, longest first, no overlaps (articles inside a name are skipped).
        `reserved`: lower-case words a sector said loosely does not take (the relations' words)."""
        seq = [t for t in tokens if t.i in free and _nameish(t)]
        cased = any(t.is_capitalised for t in seq[1:])  # the writer capitalises names
        keyed = [(t.i, key(t.text)) for t in seq if t.low not in SKIP]
        candidates: list[tuple[int, int, tuple[str, ...]]] = []  # (length, start, form): every form said
        for k in range(len(keyed)):
            longest = min(self.first_words.get(keyed[k][1], 1), len(keyed) - k)
            for n in range(longest, 0, -1):
                form = tuple(w for _, w in keyed[k : k + n])
                if form in self.forms or (n == 1 and form[0] in self.acronyms):
                    candidates.append((n, k, form))
        found: list[Mention] = []
        taken: set[int] = set()
        for n, k, form in sorted(candidates, key=lambda c: (-c[0], c[1])):  # longest first, then left to right
            span = keyed[k : k + n]
            if any(i in taken for i, _ in span):
                continue
            if span[-1][0] - span[0][0] > 2 * n:  # too spread out to be one name
                continue
            if any(tokens[x].i not in free for x in range(span[0][0], span[-1][0] + 1)):
                continue
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
                names = _as_said(tokens[span[0][0] : span[-1][0] + 1], names, form)
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
        found += self._people(tokens, free - taken)
        taken = {x for m in found for x in range(m.i, m.j)}
        found += self._reordered(tokens, free - taken)
        taken = {x for m in found for x in range(m.i, m.j)}
        unreserved = _unreserved(tokens, free, reserved)
        places = [m for m in found if len(m.names) == 1 and m.names[0] in self.sectors and self._only_place(tokens, m)]
        inside = {x for m in places for x in range(m.i, m.j)}  # "the Ministry of Labour of [Sudan]"
        for d in self._described(tokens, (unreserved - taken) | inside, inner=(free - unreserved) - taken):
            within = [m for m in places if d.i <= m.i and m.j <= d.j]
            if any(x in taken for x in range(d.i, d.j) if not any(m.i <= x < m.j for m in within)):
                continue
            found = [m for m in found if m not in within]
            found.append(d)
        taken = {x for m in found for x in range(m.i, m.j)}
        for m in found:
            self._extend(tokens, m, unreserved - taken)
        for m in [m for m in found if len(m.names) == 1]:
            if looks_like_a_person(m.names[0]):
                self._titled(tokens, m, found, free)
            elif _titled_person(tokens, m):  # "Foreign Secretary Jack Straw": the office only, no place to check
                self._titled(tokens, m, found, free, with_place=False)
        return sorted(found, key=lambda m: m.i)

    def office_word(self, t: Token) -> bool:
        """A capitalised word of an office ("Prime", "Minister", "Foreign", "Secretary"), not of a place."""
        said = key(t.text)
        return (
            t.is_capitalised
            and not self._says_a_place(said)
            and (t.low in TITLES or _role_key(said) in self.vocabulary)
        )

    def _says_a_place(self, said: str) -> bool:
        """Word keys (joined by spaces) that say a place: one of the graph's places, a country or its adjective."""
        return said in self.places or said in _PLACE_OF_ADJECTIVE or said in _PLACE_NAMES

    def _country(self, name: str) -> bool:
        """A place (or a sector of one) an office may be of: the graph's places and the countries of the name table."""
        return self._placed(name) or name in DEMONYMS

    def _titled(
        self, tokens: list[Token], m: Mention, found: list[Mention], free: set[int], with_place: bool = True
    ) -> None:
        """ "German Chancellor Angela Merkel", "Iran's President Mahmoud Ahmadinejad": an office said before a
        person's name, and the country of it, belong to the name (they tell no one else; the person is one)."""
        own = m.i
        while own < m.j and tokens[own].low in TITLES:  # "President" taken into the mention already
            own += 1
        k = m.i
        while k - 1 in free and (
            self.office_word(tokens[k - 1])
            or (tokens[k - 1].low in ("of", "-") and k - 2 >= 0 and self.office_word(tokens[k - 2]))
        ):
            k -= 1
        # "the Iranian President" may have been read as Iran's sector, or "Iran" as the country: either is the
        # office's place here, not an entity asked about
        beside = [f for f in found if f is not m and k - 2 <= f.j <= own and f.i < k and len(f.names) == 1]
        office = [f for f in beside if self._country(f.names[0]) and self._places_in(tokens, f.i, f.j) == 1]
        if not with_place:
            office = []
        elif office and (office[0].j >= k or tokens[office[0].j].low in ("'s", "'")):
            k = office[0].i
        else:
            office = []
            end = k - 1 if k - 1 in free and tokens[k - 1].low in ("'s", "'") else k  # "Germany's Chancellor"
            for n in (3, 2, 1):
                span = tokens[end - n : end] if end - n >= 0 else []
                placed = span and all(t.i in free for t in span) and span[0].is_capitalised
                if placed and self._says_a_place(" ".join(key(t.text) for t in span)):
                    k = end - n
                    break
        offices = [t for t in tokens[k:own] if self.office_word(t)]
        if not offices or any(t.low in QUALIFIERS for t in tokens[k:own]):
            return  # no office said; "former President X" keeps its qualifier for the refusal
        for f in office:
            found.remove(f)
        m.i = k

    def loose(
        self, tokens: list[Token], free: set[int], found: list[Mention], reserved: frozenset[str] = frozenset()
    ) -> list[Mention]:
        """Descriptions no sector fits exactly, read loosely: a place with role words beside it, of which at
        least one distinctive word (`DISTINCTIVE`) is a word of the sector ("the Malaysian Defence Minister"
        for Defense Attorney (Malaysia); "Japan's Chief Cabinet Secretary" for Cabinet / Council of Ministers /
        Advisors (Japan)). Each mention holds every such sector: the words alone do not decide, so the parser
        keeps a loose reading only when the graph holds the question's event for exactly one of them. A place
        said as a name of its own (`found`) may stand inside such a description; `reserved` as in `mentions`."""
        free = _unreserved(tokens, free, reserved)
        inside = {x for m in found if len(m.names) == 1 and self._placed(m.names[0]) for x in range(m.i, m.j)}
        out = []
        for m in self._described(tokens, free | inside, loose=True):
            if not m.loose or not any(x in free for x in range(m.i, m.j)):
                continue
            if sum(1 for f in found if f.i < m.j and m.i < f.j) > 1 or self._places_in(tokens, m.i, m.j) != 1:
                continue  # "Malaysia's Defence Minister and Japan's Cabinet": two descriptions, not one
            out.append(m)
        return out + self._bare_places(tokens, free - {x for m in out for x in range(m.i, m.j)})

    def _bare_places(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """A place said alone that is no entity of the graph, only the place of its sectors ("the United States",
        "Al Qaeda" where the graph holds Men (United States), Combatant (Al Qaeda), ...): every sector of it,
        kept only when the graph holds the question's event for exactly one."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            place, end = self._place_at(tokens, k, free)
            if place is None or words_key(place) in self.primary or not self.sectors.get(place):
                k += 1
                continue
            found.append(Mention(sorted(self.sectors[place]), k, end, loose=True, bare=True))
            k = end
        return found

    def _plain(self, tokens: list[Token]) -> bool:
        """Every role word of a loose description is a word of the graph's roles: a name inside it ("Defence
        Minister Najib Rasak", "Defence Minister Brown") is no description."""
        return all(_role_key(key(t.text)) in self.vocabulary for t in tokens if self._role_word(t))

    def _places_in(self, tokens: list[Token], i: int, j: int) -> int:
        """How many places are said in tokens [i, j)."""
        every = set(range(i, j))
        count, k = 0, i
        while k < j:
            place, end = self._place_at(tokens, k, every)
            count, k = (count + 1, end) if place is not None else (count, k + 1)
        return count

    def _placed(self, name: str) -> bool:
        """A place, or a sector of one: what a loose description may be said around."""
        return name in self.sectors or bool((q := SECTOR_NAME.match(name)) and q.group("place") in self.sectors)

    def _sharing(self, place: str, said: set[str]) -> tuple[list[str], list[str]]:
        """The sectors of `place` whose role words include a distinctive word said, and the more general ones
        whose role words are all said: "the Vietnamese Ministry of Foreign Affairs" shares "affairs" with
        Domestic Affairs (Vietnam), yet where Vietnam has no sector for foreign affairs it is one of Vietnam's
        ministries, Ministry (Vietnam). The general ones are the reading when the sharing ones fail, and only when
        none of those says every distinctive word said."""
        spread = self._spread()
        telling = {w for w in said if spread.get(w, 0) <= DISTINCTIVE}
        sectors = [(name, set(words)) for name, words in self.sectors.get(place, {}).items()]
        sectors = [(name, words) for name, words in sectors if not (said & QUALIFIERS) - words]
        sharing = sorted(name for name, words in sectors if telling & words)
        if any(telling <= words for name, words in sectors if name in sharing):
            return sharing, []  # "South Korea's Trade Minister": Trade Official says all it tells
        return sharing, [name for name in self._saying_less(place, said) if name not in sharing]

    def general(self, tokens: list[Token], m: Mention) -> list[str]:
        """The sectors of a sector mention's place that say less than it, every role word of theirs said:
        "the Ministry of Foreign Affairs of Belgium" (Foreign Affairs) is also one of Belgium's ministries,
        Ministry (Belgium); "the Education Ministry of Saudi Arabia" is also Education (Saudi Arabia). The
        parser reads one of them only where the graph holds the event for the mention itself not at all."""
        if len(m.names) != 1 or not (q := SECTOR_NAME.match(m.names[0])):
            return []
        place = q.group("place")
        said = set(self.sectors.get(place, {}).get(m.names[0], ())) | self._roles_in(tokens[m.i : m.j])
        return [name for name in self._saying_less(place, said) if name != m.names[0]]

    def _saying_less(self, place: str, said: set[str]) -> list[str]:
        """The sectors of `place` every role word of which is said (and every qualifier said is one of theirs):
        what a description may mean more generally than its own words."""
        return sorted(
            name
            for name, words in self.sectors.get(place, {}).items()
            if words and set(words) <= said and not (said & QUALIFIERS) - set(words)
        )

    def _spread(self) -> dict[str, int]:
        """In how many roles (across all places) each role word occurs: "ministry" in 42, "cabinet" in 1."""
        if self.role_spread is None:
            roles: dict[str, set[str]] = {}
            for sectors in self.sectors.values():
                for name, words in sectors.items():
                    if q := SECTOR_NAME.match(name):
                        roles.setdefault(q.group("role"), set(words))
            spread: dict[str, int] = {}
            for said in roles.values():
                for w in said:
                    spread[w] = spread.get(w, 0) + 1
            self.role_spread = spread
        return self.role_spread

    def _extend(self, tokens: list[Token], m: Mention, free: set[int]) -> None:
        """A sector said a little longer than its form: "Council of Advisors [to the Cabinet]", "[a member of]
        the United States judiciary" take the words beside it that are its own role words too."""
        if len(m.names) != 1 or not (q := SECTOR_NAME.match(m.names[0])):
            return
        place = q.group("place")
        self._widen(tokens, m, free, place)
        own = set(self.sectors.get(place, {}).get(m.names[0], ()))

        def mine(k: int) -> bool:
            return k in free and self._role_word(tokens[k]) and _role_key(key(tokens[k].text)) in own

        def reach(k: int, step: int) -> int:
            """The farthest own role word from k on (over glue words between them), or k itself."""
            best, x = k, k + step
            while x in free and (tokens[x].low in _RUN_GLUE or mine(x)):
                if mine(x):
                    best = x
                x += step
            return best

        m.j = reach(m.j - 1, 1) + 1
        m.i = reach(m.i, -1)

    def _widen(self, tokens: list[Token], m: Mention, free: set[int], place: str) -> None:
        """ "the head of [the Egyptian government]": role words beside a sector that are not its own may,
        with its own, say another sector of the place exactly (Head of Government, not Government)."""
        own = set(self.sectors.get(place, {}).get(m.names[0], ()))
        said = self._roles_in(tokens[m.i : m.j]) & own
        i = m.i
        while i - 1 in free and (tokens[i - 1].low in _RUN_GLUE or self._role_word(tokens[i - 1])):
            i -= 1
        while i < m.i and not self._role_word(tokens[i]):
            i += 1
        extra = self._roles_in(tokens[i : m.i])
        if not extra or extra <= own:
            return
        wider = self._sectors_saying(place, said | extra)
        if len(wider) == 1:
            m.names, m.i, m.note = wider, i, f"read {' '.join(t.text for t in tokens[i : m.j])!r} as {wider[0]}"

    def _described(
        self, tokens: list[Token], free: set[int], loose: bool = False, inner: AbstractSet[int] = frozenset()
    ) -> list[Mention]:
        """A sector said in words of one's own around its place: "the United States' Council of Advisors to the
        Cabinet", "the Malaysian Defence Minister", "the Department of Defence and Security of the United
        States". The role words beside a place (capitalised, or words of sector roles) must all be words of
        one sector of that place, and of no other; several equally good sectors stay ambiguous."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            place, end = self._place_at(tokens, k, free)
            if place is None:
                k += 1
                continue
            before = k
            while before - 1 in free | inner and self._describes(tokens[before - 1]):
                before -= 1
            after = end
            if after < len(tokens) and tokens[after].low in ("'s", "'"):
                after += 1
            opens = after in free | inner and self._role_word(tokens[after])
            if after > end or opens:  # "Egypt's / the Egyptian government"
                while after in free | inner and (
                    self._describes(tokens[after]) or (loose and self._listed(tokens, after))
                ):
                    after += 1
            # a relation's word only inside ("a senior Palestinian [military] officer"), never at an edge
            while before < k and (not self._role_word(tokens[before]) or before in inner):
                before += 1
            while after > end and (not self._role_word(tokens[after - 1]) or after - 1 in inner):
                after -= 1
            said = self._roles_in(tokens[before:k] + tokens[end:after])
            best = self._sectors_saying(place, said) if said else []
            if best and before < k and after > end:  # both sides: take one alone if it says as much
                behind, ahead = self._roles_in(tokens[end:after]), self._roles_in(tokens[before:k])
                own = {w for name in best for w in self.sectors[place][name]}
                if behind and self._sectors_saying(place, behind) == best and not ahead <= own:
                    before = k  # "forces of [the Kenyan police]": the police alone
                elif ahead and self._sectors_saying(place, ahead) == best and not behind <= own:
                    after = end  # unless both sides are its words: "a senior Palestinian military officer"
            if best:
                text = " ".join(t.text for t in tokens[before:after])
                found.append(Mention(best, before, after, note=f"read {text!r} as {' or '.join(best)}"))
                k = after
            elif (
                loose
                and said
                and self._plain(tokens[before:k] + tokens[end:after])
                and any(near := self._sharing(place, said))
            ):
                sharing, general = near
                found.append(Mention(sharing or general, before, after, loose=True, wider=general if sharing else []))
                k = after
            else:
                k = end
        return found

    def owned(self, tokens: list[Token], free: set[int], place: str) -> list[Mention]:
        """ "China released its dissidents", "their own citizens": role words right after a possessive pronoun
        that say exactly one sector of `place`, the place whose they are (the caller makes sure it is the
        only one the pronoun can stand for)."""
        found: list[Mention] = []
        for t in tokens:
            if t.i not in free or t.low not in ("its", "their"):
                continue
            k = t.i + 1
            if k < len(tokens) and tokens[k].low == "own" and k in free:
                k += 1
            end = k
            while end in free and self._role_word(tokens[end]):
                end += 1
            said = self._roles_in(tokens[k:end])
            if said and len(best := self._sectors_saying(place, said)) == 1:
                text = " ".join(x.text for x in tokens[t.i : end])
                found.append(Mention(best, t.i, end, note=f"read {text!r} as {best[0]}"))
        return found

    def _only_place(self, tokens: list[Token], m: Mention) -> bool:
        """A mention said as its place's phrase alone ("Sudan"), not as a longer form of it ("the Iraqi state")."""
        return self._place_at(tokens, m.i, set(range(m.i, m.j)))[1] == m.j

    def _place_at(self, tokens: list[Token], k: int, free: set[int]) -> tuple[str | None, int]:
        for n in (6, 5, 4, 3, 2, 1):  # "the Democratic People's Republic of Korea"
            span = [t for t in tokens[k : k + n] if t.i in free]
            if len(span) != n or not span[0].is_capitalised:
                continue
            place = self.places.get(" ".join(key(t.text) for t in span if t.low not in SKIP))
            if place is not None:
                return place, k + n
        return None, k

    def _listed(self, tokens: list[Token], k: int) -> bool:
        """A comma between role words, as in a list: "the Department of Finance, Economics, Trade and Industry"."""
        return tokens[k].low == "," and k + 1 < len(tokens) and self._role_word(tokens[k + 1])

    def _describes(self, t: Token) -> bool:
        return t.low in _RUN_GLUE or self._role_word(t)

    def _roles_in(self, tokens: list[Token]) -> set[str]:
        """The role words said in `tokens`, as sectors' role words are compared ("Minister" as "ministry")."""
        return {_role_key(key(t.text)) for t in tokens if self._role_word(t)}

    def _role_word(self, t: Token) -> bool:
        """A word of a sector's role: one of the roles' words, or capitalised (a name's word), though not merely
        by opening the question ("After the Ministry of ... of Singapore")."""
        if not t.is_word or t.low in _RUN_GLUE:
            return False
        return (t.is_capitalised and t.i > 0) or _role_key(key(t.text)) in self.vocabulary

    def _sectors_saying(self, place: str, said: set[str]) -> list[str]:
        """The sectors of `place` whose role words include every word said (the fewest extra words first)."""
        fits = [(len(words), name) for name, words in self.sectors.get(place, {}).items() if said <= set(words)]
        if not fits:
            return []
        least = min(n for n, _ in fits)
        return [name for n, name in fits if n == least]

    def _people(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """ "Australians", "South Africans": a people said as a plural noun is its citizens."""
        found: list[Mention] = []
        for t in tokens:
            if t.i not in free or not t.is_capitalised:
                continue
            for n in (2, 1):
                span = tokens[t.i - n + 1 : t.i + 1]
                said = " ".join(x.low for x in span)
                if len(span) == n and all(x.i in free for x in span) and (name := self.peoples.get(said)):
                    found.append(Mention([name], span[0].i, t.i + 1, note=f"read {said!r} as {name}"))
                    break
        return found

    def _reordered(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """Names said with their words in another order or spelling: "the Union of Islamic Courts" for Islamic
        Courts Union, "United Nations Special Rapporteurs" for Special Rapporteurs of the United Nations,
        "Non-Aligned Movement" for Nonaligned Movement. A run of capitalised words (and the small words
        between them) whose word set is exactly one name's; a leading "UN" may be left out."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            if k not in free or not tokens[k].is_word or tokens[k].low in _RUN_GLUE:
                k += 1
                continue
            j = k
            while (
                j < len(tokens)
                and j in free
                and (tokens[j].is_word or tokens[j].low in _RUN_GLUE or _ordinal(tokens[j]))
            ):
                j += 1
            best: Mention | None = None
            for a in range(k, j):  # the longest sub-run that is a name
                if tokens[a].low in _RUN_GLUE:
                    continue
                for b in range(j, a + 1, -1):
                    if best is not None and b - a <= best.j - best.i:
                        break
                    if tokens[b - 1].low in _RUN_GLUE or not _said_as_a_name(tokens[a:b]):
                        continue
                    for bag in _span_bags(tokens[a:b]):
                        if names := self.bags.get(bag):
                            best = Mention(list(names), a, b, note=f"read {' '.join(t.text for t in tokens[a:b])!r}")
                            break
            if best is not None:
                found.append(best)
                k = best.j
            else:
                k = j if j > k else k + 1
        return found

    @staticmethod
    def _given_name_before(tokens: list[Token], i: int, free: set[int]) -> bool:
        before = tokens[i - 1] if i > 1 else None
        return bool(before and before.i in free and before.is_capitalised and before.low not in TITLES)

    def inside_a_name(self, text: str) -> list[str]:
        """The names that say `text` word for word inside a longer name ("Court of Auditors" in European Court
        of Auditors): where there are any, a name close to `text` is no safe reading of it."""
        said = words_key(text)
        n = len(said)
        return [
            names[0]
            for form, names in self.forms.items()
            if len(form) > n and any(form[k : k + n] == said for k in range(len(form) - n + 1))
        ]

    def fuzzy(self, text: str, min_score: float = 90.0) -> list[tuple[str, float]]:
        """Names close to `text` (a misspelling), best first, score 0-100."""
        got = process.extract(text, self.names, scorer=fuzz.ratio, processor=str.lower, limit=3, score_cutoff=min_score)
        return [(name, float(score)) for name, score, _ in got]
