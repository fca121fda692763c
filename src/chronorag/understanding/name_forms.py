"""How a graph's names are said: their word keys, forms, acronyms, bags of words, and who looks like a person.

Pure functions of a name (and of the names table, `data/names.toml`): `forms_of` gives the word-key sequences
a name is said by, each with its rank (0 as written; a sector's role said as a variant 1, as a common word 2);
`Mention` is a name found in a question's tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.lexicon import FUNCTION_WORDS, number_table, phrase_list, word_class, word_table
from chronorag.understanding.name_table import DEMONYMS, name_table
from chronorag.understanding.sectors import place_phrases, role_phrases
from chronorag.understanding.tokens import Token, left_out_of_names, tokenize
from chronorag.understanding.words import is_english_word, key, lemmas

Form = tuple[str, ...]  # a name said as its word keys ("aston", "villa")
SKIP = word_class("names", "skip")
# words that stand before a person's name without being part of it ("Pope Benedict XVI")
TITLES = word_class("names", "titles")
REGNAL = word_class("names", "regnal_numbers")
WELL_KNOWN = name_table().acronyms()  # the letters people write for a name its words do not give
# Names a graph name is also known by (in any words), for the names of the graph they point to.
ALIASES = name_table().aliases()
_CONNECTORS = word_class("names", "connectors")
NAME_MARKS = word_class("names", "name_marks")
POSSESSIVE = phrase_list("common", "possessives")
COUNTRY_NOUNS = phrase_list("names", "country_nouns")  # "the Iraqi state", "the state of Iraq"
OF_PLACE = phrase_list("names", "of_place")
PLACE_PREPS = phrase_list("names", "place_preps")  # "the police of / from / in Kenya"
STEM_ENDINGS = number_table("names", "stem_endings")  # "governmental" = "government" = "govern"
NO_PEOPLE_PLURAL = phrase_list("names", "no_people_plural")  # "the French" are no "Frenchs"
ORDINAL_SUFFIXES = word_class("time", "ordinal_suffixes")
INITIAL_STOPS = word_class("names", "initial_stops")  # "U.S."
NAME_STOPS = word_class("names", "abbreviation_stops")  # "Jr."
HYPHENS = word_class("names", "hyphens")
DROPPABLE_PREFIXES = word_class("names", "droppable_prefixes")  # "UN Special Rapporteurs"
BODY_TITLES = word_class("names", "body_titles")
PLURAL_ENDINGS = tuple(word_class("names", "plural_endings"))
TITLE_COLONS = word_class("names", "title_colons")  # "Survivor: Borneo": a title and its subtitle, no person
# A role word in at most this many of the graph's roles says which sector is meant ("defense", "cabinet",
# "trade"); one in more ("ministry", "party", "national", "chief", "official") does not, alone.
DISTINCTIVE = 4


# "Django 4.0", "Ubuntu 14.04", "Python 2.7": a number with a point inside a name, its version (left out, every
# version's name was the bare product's: "Django" the same words as "Django 4.0")
VERSION = re.compile(r"\d+(?:\.\d+)+")


def _nameish(t: Token) -> bool:
    return t.is_word or t.text.isdigit() or t.low in NAME_MARKS or _ordinal(t) or VERSION.fullmatch(t.text) is not None


def _ordinal(t: Token) -> bool:
    """ "1st", "3rd": a number inside a name ("U.S. 1st Marine Expeditionary Force")."""
    return t.low[:1].isdigit() and t.low[-2:] in ORDINAL_SUFFIXES


@lru_cache(maxsize=50_000)
def words_key(text: str) -> tuple[str, ...]:
    """A name or a phrase as the word keys mention matching compares (articles and punctuation left out). Kept
    per text: the readings of a question ask it again and again of the same words (a mention's, a ground's),
    and each time tokenized them anew."""
    toks = tokenize(text.replace("_", " "))
    return tuple(key(t.text) for t in toks if _nameish(t) and not left_out_of_names(toks, t))


_WHICH = word_class("asked", "which")  # "which actress": the kind asked
_ARTICLES = word_class("common", "articles")
CLIPPED = re.compile(r"^(?P<bare>[^()]+?)\s*\((?P<short>[A-Z][a-z]+)\)$")  # "California Institute ... (Caltech)"


def opens_asking(tokens: list[Token], i: int, names: Sequence[str] = ()) -> bool:
    """Token i is a function word that opens the question ("When did X win?", "Why ..."), capitalised only as a
    sentence opens: it asks, and names no entity of one word ("When", "Why": songs); or a word in lower case right
    after "which" / "what", the kind asked, where the names it would say open with an article it leaves out ("which
    actress won ...": no film "The Actress"; "which president" may still be the office)."""
    t = tokens[i]
    if i > 0 and tokens[i - 1].low in _WHICH and not t.is_capitalised and tokens[i - 1].i == t.i - 1 and names:
        return all(name.split()[0].lower() in _ARTICLES and len(name.split()) == 2 for name in names)
    return t.low in FUNCTION_WORDS and not any(t.is_word for t in tokens[:i])


def clipped(name: str) -> tuple[str, ...] | None:
    """ "Caltech" of "California Institute of Technology (Caltech)": a parenthesis of one capitalised word made of
    the beginnings (two letters or more) of two or more of the name's words in order, the first word's first, is
    the name as people clip it; a parenthesis that tells two names apart is none ("Paris (Texas)", "Georgia
    (country)")."""
    m = CLIPPED.match(name)
    if m is None:
        return None
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", m.group("bare"))]
    return (key(m.group("short")),) if words and _clipped_from(m.group("short").lower(), words, 0, 0) else None


def _clipped_from(short: str, words: list[str], at: int, pieces: int) -> bool:
    if not short:
        return pieces >= 2
    for j in range(at, len(words)) if pieces else range(1):  # the first piece opens the first word
        if any(
            short.startswith(words[j][:k]) and _clipped_from(short[k:], words, j + 1, pieces + 1)
            for k in range(len(words[j]), 1, -1)  # each beginning two letters or more
        ):
            return True
    return False


LETTERS_MOST = 4  # a part in capitals this short is a body's letters ("HTC"), a longer one a word ("PARIS")


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


def body_letters(name: str) -> dict[str, None]:
    """A body's letters: its acronym; of "A / B" of two bodies, each one's too; "HTC" of "TEAM COLUMBIA - HTC", a part
    joined by " - " that is one word in capitals, said alone as a body's letters are (in capitals). Never of a name
    closed by a number: the letters leave it out ("RHEL" is Red Hat Enterprise Linux, no one of its versions: those
    are "RHEL 6", `name_lines`)."""
    bodies = [n for n in [name, *name.split(" / ")] if not n.split()[-1][:1].isdigit()]
    out = dict.fromkeys(filter(None, map(acronym, bodies)))
    parts = name.split(" - ") if " - " in name else []
    letters = [p for p in parts if p.isalpha() and p.isupper() and 2 <= len(p) <= LETTERS_MOST]
    return out | dict.fromkeys(p.lower() for p in letters if not is_english_word(p))


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
    _short_forms(name, words, add)
    if m := SECTOR_NAME.match(name.replace("_", " ")):
        _sector_forms(m.group("role"), m.group("place"), add)
    return out


def _short_forms(name: str, words: tuple[str, ...], add: Callable[[tuple[str, ...], int], None]) -> None:
    """A person by first and last name, a name that begins with its country said with its possessive or
    adjective, a country as "the <adjective> state"."""
    _person_forms(name, words, add)
    if (lead := _leading_place(words)) and not looks_like_a_person(name):
        place, n = lead
        for mark in POSSESSIVE:
            add((*words[:n], mark, *words[n:]), 1)  # "Japan's Self-Defense Forces"
        add((*words_key(DEMONYMS[place]), *words[n:]), 1)  # "the Australian Labor Party" for Australia Labor Party
    if adjective := DEMONYMS.get(name):  # "the Iraqi state", "the state of Iraq": the country itself
        for noun in COUNTRY_NOUNS:
            add((*words_key(adjective), noun), 1)
            for of in OF_PLACE:
                add((noun, of, *words), 1)


def _person_forms(name: str, words: tuple[str, ...], add: Callable[[tuple[str, ...], int], None]) -> None:
    """A person by first and last name, by first and second, by name and father's name, the title left out
    ("Hamad bin Khalifa" for Sheikh Hamad bin Khalifa al-Thani); a monarch without the number."""
    written = name.replace("_", " ").split()
    person, parts = words, written
    while len(person) > 2 and person[0] in TITLES and parts and parts[0].lower() == person[0]:
        person, parts = person[1:], parts[1:]
    if person != words and len(person) == 2 and "(" not in name and all(p[:1].isupper() and p.isalpha() for p in parts):
        add(person, 0)  # "Aly Khan" for Prince Aly Khan: after a title, a person's two names
    if looks_like_a_person(" ".join(parts)) and len(person) >= 3:
        add((person[0], person[-1]), 0)  # "Dmitry Medvedev" for Dmitry Anatolyevich Medvedev
        if person[1] not in PATRONYMICS | _PARTICLES:
            add((person[0], person[1]), 0)  # "Ingrid Betancourt" for Ingrid Betancourt Pulecio
        if len(person) >= 4 and person[1] in PATRONYMICS:
            add(person[:3], 0)  # "Saud bin Faisal" for Saud bin Faisal bin Abdul-Aziz: the name and the father's
    if len(words) >= 2 and words[-1] in REGNAL and _given_names(written[:-1]):
        add(words[:-1], 1)  # "Juan Carlos" for Juan Carlos I, "Elizabeth" for Elizabeth II


def _sector_forms(role: str, place: str, add: Callable[[tuple[str, ...], int], None]) -> None:
    """A sector's role phrases joined to its place phrases: "the police of Kenya", "Kenyan police", "Kenya's
    police", "the police from / in Kenya"."""
    places = {words_key(p) for p in place_phrases(place)}
    if short := acronym(place):
        places.add((short,))
    for said, rank in role_phrases(role).items():
        rk = words_key(said)
        for p in places:
            joined = (*((*rk, prep, *p) for prep in PLACE_PREPS), p + rk, *((*p, s, *rk) for s in POSSESSIVE))
            for form in (rk + p, *joined):
                add(form, rank)


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
    for suffix, shortest in STEM_ENDINGS.items():
        if k.endswith(suffix) and len(k) >= shortest:
            k = k[: -len(suffix)]
    return k


def people_of(place: str) -> str | None:
    """ "Australians" for Australia: the adjective of its people as a plural noun, where English makes one
    by adding an s and the plural is no place name itself ("Lao" + s is Laos; "the French" has none)."""
    adjective = DEMONYMS.get(place)
    if not adjective or adjective == place or adjective.endswith(NO_PEOPLE_PLURAL):
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


def _bag_words(tokens: list[Token]) -> list[str]:
    """The words a bag is made of: initials run together ("U.S." = "US"), numbers ("1st") left out."""
    out: list[str] = []
    initials = ""
    for t in tokens:
        if t.is_word and len(t.text) == 1:
            initials += t.text
            continue
        if t.low in INITIAL_STOPS and initials:
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
        if joined and t.low in HYPHENS:
            joined.append("")
        elif joined and joined[-1] == "" and t.is_word:
            joined[-2] += t.text.lower()
            joined.pop()
        elif t.is_word:
            joined.append(t.text)
    variants = [words, joined]
    if words and words[0].lower() in DROPPABLE_PREFIXES:
        variants.append(words[1:])
    return [b for v in variants if (b := _bag(v))]


_PARTICLES = word_class("names", "person_particles")
PATRONYMICS = word_class("names", "patronymics")  # "bin", "ibn": a name and its father's name are said together


def word_for_word(said: str, name: str) -> bool:
    """Whether a name said otherwise says the graph's name word for word, by each word's key (number, British
    spelling, hyphens: "Organisation ... Cooperation" for Organization ... Co-operation). Close letters are no
    proof ("Austria" and "Australia", "Jeddah" and "Sharjah"), nor is a word's kin ("Commissioner" is a person,
    "Commission" a body); a word more or less is another name."""
    a = [w for w in words_key(said.replace("-", "")) if w not in _CONNECTORS]
    b = [w for w in words_key(name.replace("-", "")) if w not in _CONNECTORS]
    return a == b


def name_extent(tokens: list[Token], free: set[int], first: int, last: int, names: list[str]) -> tuple[int, int]:
    """The tokens a name said over first..last takes: a title before it ("Pope Benedict XVI", "President Barack
    Obama"), and the stop after where every name ends with one ("Walter John Stoessel Jr. as ...")."""
    i, end = first, last + 1
    while i > 0 and (i - 1) in free and tokens[i - 1].low in TITLES and tokens[i - 1].is_capitalised:
        i -= 1
    if end in free and tokens[end].text in NAME_STOPS and all(x.endswith(tuple(NAME_STOPS)) for x in names):
        end += 1
    return i, end


def _titled_person(tokens: list[Token], m: Mention) -> bool:
    """A name said after a person's title ("Secretary Jack Straw", "President Chuck Hagel"): a person's, though
    its words are English ones; not a name that begins with the title itself ("General People's Congress",
    "Secretary of State for Health"), nor one with small words inside ("Chancellor of the Exchequer")."""
    title = tokens[m.i]
    if not (title.is_capitalised and title.low in TITLES - BODY_TITLES and m.i + 1 < m.j):
        return False
    words = words_key(m.names[0])
    return words[0] != key(title.text) and not set(words) & _CONNECTORS


def _given_names(parts: list[str]) -> bool:
    """One to three capitalised words, none an English word: a monarch's or a pope's names before the number."""
    return 1 <= len(parts) <= 3 and all(p[:1].isupper() and p.isalpha() and not is_english_word(p) for p in parts)


def looks_like_a_person(name: str) -> bool:
    """Capitalised words none of which is an English word ("Dmitry Anatolyevich Medvedev", not "United
    States Senate"): only such names get the short forms people use for persons."""
    parts = [p for p in re.split(r"[\s-]+", name) if p]
    if "(" in name or len(parts) < 2 or any(f"{c} " in name for c in TITLE_COLONS):
        return False
    return all(p.lower() in _PARTICLES or (p[0].isupper() and not is_english_word(p)) for p in parts)


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
    how: str = "names.form"  # the construction that read it (`understanding.constructions`)


class Picked(Mention):
    """The entity one alternative reading takes a loose description or a name said in part for: it notes whether a
    stage read which entity it is, so that the stages that did not are shared by every pick of the same words
    (`stages.resumed`). It names one entity."""

    @property
    def names(self) -> list[str]:
        self.__dict__["read"] = True
        return self.__dict__["_names"]

    @names.setter
    def names(self, names: list[str]) -> None:
        self.__dict__["_names"] = names

    @property
    def unread(self) -> bool:
        return not self.__dict__.get("read", False)

    def peek(self) -> list[str]:
        """Its names, not noted as read: for what compares them only (`same_names`)."""
        return self.__dict__["_names"]


def same_names(a: Mention, b: Mention) -> bool:
    """Whether two mentions name the same entities; a pick compared so is not noted as read (the stages are shared
    only by picks whose entity no other mention names, `stages.resumed`: for them every such comparison is false)."""
    return (a.peek() if isinstance(a, Picked) else a.names) == (b.peek() if isinstance(b, Picked) else b.names)


MEMBER_ARTICLES = word_class("names", "member_articles")
BE_OR_BECOME = word_class("event", "be") | word_class("event", "become")


def said_as_member(tokens: list[Token], first: int) -> bool:
    """ "became an independent", "Was X a republican?": a word said as what one was or became, a member of it."""
    said_so = any(t.low in BE_OR_BECOME for t in tokens[:first])
    return first >= 2 and tokens[first - 1].low in MEMBER_ARTICLES and said_so


_THE_WRITTEN = frozenset(a.capitalize() for a in word_class("common", "definite_articles"))  # "The Oscar"
_A_AN = word_class("common", "indefinite_articles")


def in_a_row(words: tuple[str, ...], part: tuple[str, ...]) -> bool:
    """The words hold the part's words in a row (an empty part none)."""
    n = len(part)
    return n > 0 and any(words[k : k + n] == part for k in range(len(words) - n + 1))


def one_of_many(tokens: list[Token], first: int, names: list[str]) -> bool:
    """ "nominated for an Oscar": words said after "a" / "an" are one of many, never a name written with "The" (the
    film The Oscar), which is one of a kind."""
    return first > 0 and tokens[first - 1].low in _A_AN and all(x.split()[0] in _THE_WRITTEN for x in names)


def plural_last(name: str) -> bool:
    """A name closed by a word in the plural, as clubs are ("Chicago Blackhawks", "Los Angeles Kings"), never a
    person's surname ("Alban Berg")."""
    last = name.rsplit(maxsplit=1)[-1] if name.split() else ""
    return last.endswith(PLURAL_ENDINGS) and words_key(last) != (last.lower(),)  # "Hawks" is keyed "hawk"
