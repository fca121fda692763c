"""A series: names that differ only in a year they open or close with ("Eurovision Song Contest 1974", "1990 FIFA
World Cup"), three or more of them, each of its own year (`SERIES_EDITIONS`). People say the series by its words or
a part of them ("Eurovision", "the contest", "the World Cup"): said alone, that names the series, a kind of entity,
never one of its names, nor a close spelling of another ("Eurovision" is no song "Euro-vision"); said beside a year
("the 1962 Eurovision", "the 2013 contest", "Eurovision 2012", "the 1990 World Cup"), the edition of that year, a
name said in full (`NameIndex.build` adds those forms; the time stage leaves such a year to the name,
`edition_years`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.name_forms import SKIP, Form, Mention, _nameish, words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR
from chronorag.understanding.name_table import name_table
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.tokens import Token, before_articles, said_after
from chronorag.understanding.words import is_english_word, is_nominal, is_noun, key

# names that differ only in their years, so many years or more, are a series ("2022 Tour de France Femmes" ... 2025):
# one year's words said again in other years are the same event held again, not names that share a kind's word
SERIES_EDITIONS = 3


class NameIndex(Protocol):
    """What a series needs of the name index (`names.NameIndex`, not imported: it imports this module)."""

    names: list[str]
    words: list[str] | None
    forms: MutableMapping[tuple[str, ...], list[str]]
    partial: MutableMapping[tuple[str, ...], list[str]]

    def _add_form(self, form: tuple[str, ...], name: str, rank: int) -> None: ...

    def mentions(
        self, tokens: list[Token], free: set[int], reserved: frozenset[str] = ..., partial: bool = ...
    ) -> list[Mention]: ...


SETTING_PREPS = word_class("relations", "setting_preps_unnamed")  # "at the 1990 World Cup"
EDITION_IN = word_class("relations", "edition_in_preps")  # "in the 2022 World Cup": a name, or a setting
EDITION_PREPS = word_class("names", "edition_year_preps")  # "Eurovision in 1974"
TITLE_WORDS = word_class("relations", "title_words")  # "the 1964 Tour de France title": the edition itself
YEAR_DIGITS = 4  # a year written in full: "1974"
DATED_WORDS = 3  # a year and two words or more of a name's partial form; no year beside one word ("the 2013 recipient")


def a_year(word: str) -> bool:
    return len(word) == YEAR_DIGITS and word.isdigit()


def edition_year(name: str) -> str:
    """The year an edition's name opens or closes with ("1930 FIFA World Cup": 1930); "" of none."""
    words = name.split()
    return next((w for w in (words[0], words[-1]) if a_year(w)), "") if words else ""


def series_of(names: Iterable[str], keys: Iterable[str] | None = None) -> dict[Form, dict[str, list[str]]]:
    """Each series' words (keys, the year left out) -> its editions' years -> their names; `keys`: each name's
    word keys joined by spaces, where the name index holds them. A name with a disambiguator is of no series
    ("Fairytale (2009)", "John Davis (born 1851)")."""
    found: dict[Form, dict[str, list[str]]] = {}
    said = (tuple(k.split()) for k in keys) if keys is not None else (words_key(name) for name in names)
    for name, words in zip(names, said, strict=True):
        if len(words) < 2 or DISAMBIGUATOR.search(name):  # a year and at least one word
            continue
        for year, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
            if a_year(year) and not any(a_year(w) for w in rest):
                found.setdefault(rest, {}).setdefault(year, []).append(name)
    return {rest: years for rest, years in found.items() if len(years) >= SERIES_EDITIONS}


def said_forms(words: Form, years: dict[str, list[str]]) -> set[Form]:
    """How people say a series of these words: all of them, the words it closes with ("the contest", "World Cup"),
    and its first word where that is no word of the dictionary, written in small letters ("Eurovision"; never
    "FIFA", a body's letters)."""
    forms = {words[k:] for k in range(len(words)) if words[k][0].isalpha()}  # no "'s World Cup"
    written = [w for w in next(iter(years.values()))[0].split() if not a_year(w)]
    if not is_english_word(words[0]) and written and not written[0].isupper() and written[0] not in _countries():
        forms.add(words[:1])  # never a country's name ("Finland in 1975" is Finland then, not its election)
    return forms


@cache
def _countries() -> frozenset[str]:
    """The names of countries (`data/names.toml` kinds): an occasion they open is said by `place_occasions`."""
    return frozenset(n for n, kind in name_table().kinds().items() if kind == "country")


def head_noun_form(words: Form, years: dict[str, list[str]], found: Mapping[Form, object]) -> set[Form]:
    """Beside a year, a series is said also by its first word where that is a noun of the dictionary written with a
    capital ("the 1998 Tour" of "1998 Tour de France", "the Tour in 1964"), where every other series that opens with
    that word holds all of this one's words after it (its parts: "1998 Tour de France, stage 12"); not of two series
    that part after it ("Australian Open Men's Singles", "... Women's Singles": the year says neither)."""
    written = [w for w in next(iter(years.values()))[0].split() if not a_year(w)]
    if len(words) < 2 or not written or not written[0][:1].isupper() or written[0].isupper():
        return set()
    if not is_english_word(words[0]) or not is_noun(written[0]):
        return set()
    if any(o[0] == words[0] and o[: len(words)] != words for o in found):
        return set()
    return {words[:1]}


@dataclass(frozen=True)
class Series:
    """What a name index's series are said by: alone (`kinds`) and beside a year (`editions`, the longest
    `longest` words)."""

    kinds: frozenset[Form]
    editions: frozenset[Form]
    longest: int


def _found_series(index: NameIndex) -> dict[Form, dict[str, list[str]]]:
    return series_of(index.names, index.words)


# the index's series (from the word keys a cached index holds), found once per index for every reader of them
found_series = PerObject(_found_series)


def _made_series(index: NameIndex) -> Series:
    """The index's series as said alone and beside a year; `series`: once per index."""
    found = found_series(index)
    kinds = frozenset(f for words, years in found.items() for f in said_forms(words, years))
    editions = frozenset(f for f in edition_forms(found) if f in index.forms)  # added of plain names only
    editions |= dated_in_part(index)
    return Series(kinds, editions, max(map(len, editions), default=0))


def dated_in_part(index: NameIndex) -> frozenset[Form]:
    """The partial forms of three words or more that hold a year ("2017 dutch general election" of Netherlands
    parliamentary election 2017, `place_occasions`): the year said among those words is the name's, as an edition's."""
    return frozenset(f for f in index.partial if len(f) >= DATED_WORDS and any(a_year(w) for w in f))


series = PerObject(_made_series)


def edition_forms(found: dict[Form, dict[str, list[str]]]) -> dict[Form, list[str]]:
    """ "1962 eurovision", "contest 2013", "eurovision in 2012": each form of a series beside a year, before or after
    it, or before "in" and the year -> the editions of that year (of two series that close alike, "the 1991 World
    Cup" may be either: the year tells); a word naming a title after the form ("the 1964 Tour de France title", "the
    Tour de France title in 1964") is the edition's own, the title it is."""
    out: dict[Form, list[str]] = {}
    for words, years in found.items():
        for form in said_forms(words, years) | head_noun_form(words, years, found):
            titled = [(*form, w) for w in TITLE_WORDS if form[-1:] != (w,)]
            for year, owners in years.items():
                plain = ((year, *form), (*form, year), *((*form, p, year) for p in EDITION_PREPS))
                as_title = (*((year, *t) for t in titled), *((*t, p, year) for t in titled for p in EDITION_PREPS))
                for said in (*plain, *as_title):
                    bucket = out.setdefault(said, [])
                    bucket.extend(o for o in owners if o not in bucket)
    return out


def _a_setting(toks: list[Token], i: int) -> bool:
    """The edition's words (from token i) are said after a preposition of a setting ("Who was England's manager at
    the 1990 World Cup?", "Who represented Italy at Eurovision in 1995?"): the series there says where another event
    happened, in that year (`relation.at_its_setting`)."""
    return said_after(toks, i, SETTING_PREPS)


def add_editions(index: NameIndex) -> None:
    """The forms of each edition beside its year, said in full (rank 1), where no name is written so."""
    for form, owners in edition_forms(series_of(index.names)).items():
        for owner in owners if form not in index.forms else ():
            index._add_form(form, owner, 1)


def edition_years(toks: list[Token], index: NameIndex, settings: bool = False) -> set[int]:
    """The tokens of years said beside a series' words as one of its editions (`edition_forms`: the keys of a run of
    words said together): the time stage leaves them to the name. An edition said as a setting ("at the 2016 Tour")
    is the year of another event, unless `settings` (the question read again where that failed, naming no other
    entity: `setting_of_another`)."""
    return {year for year, _ in edition_spans(toks, index, settings)}


def edition_spans(toks: list[Token], index: NameIndex, settings: bool = False) -> list[tuple[int, set[int]]]:
    """Each year said as an edition's (`edition_years`) with the tokens of the edition's words said around it."""
    held = series(index)
    known, longest = held.editions, held.longest
    seq = [t for t in toks if _nameish(t) and t.low not in SKIP]  # as the name index reads them: "Women's" too
    keys = [key(t.text) for t in seq]
    out: list[tuple[int, set[int]]] = []
    for k, t in enumerate(seq):
        if not a_year(t.text):
            continue
        for n in range(2, longest + 1):
            for s in range(max(0, k - n + 1), k + 1):
                said = tuple(keys[s : s + n])
                if len(said) == n and said in known and (settings or not _a_setting(toks, seq[s].i)):
                    out.append((t.i, set(range(seq[s].i, seq[s + n - 1].i + 1))))
    return out


def setting_of_another(toks: list[Token], index: NameIndex) -> bool:
    """Whether the question says an edition as a setting ("at the 2016 Tour": the year of another event) and names no
    other entity: where the reading of it as a setting fails, the edition may be what the event is of ("Who won the
    mountains classification at the 2016 Tour?": the tail of wonMountainsClassification). A name said inside the
    edition's words ("UK" of "the 1997 UK general election") is the edition's."""
    spans = edition_spans(toks, index, settings=True)
    if not {year for year, _ in spans} - edition_years(toks, index):
        return False
    named = index.mentions(toks, {t.i for t in toks})
    return all(any(m.i <= k < m.j or set(range(m.i, m.j)) <= inside for k, inside in spans) for m in named)


def setting_said_with_in(toks: list[Token], index: NameIndex) -> str | None:
    """ "Who did Argentina beat in the 2022 World Cup?": an edition said after "in" (`edition_in_preps`), read as a
    name, leaves two entities and no relation between them; said as a setting ("at the 2022 World Cup", the first
    of `setting_preps_unnamed`), the year of another event. The question so said, None where no edition follows
    "in"."""
    at = next(iter(sorted(SETTING_PREPS)), None)
    for _, inside in edition_spans(toks, index, settings=True):
        k = before_articles(toks, min(inside))
        if k >= 0 and toks[k].low in EDITION_IN and at is not None:
            return " ".join(at if t.i == k else t.text for t in toks)
    return None


def years_in_names(toks: list[Token], index: NameIndex) -> set[int]:
    """The tokens of years said inside a name of the graph said in full, of two tokens or more ("TSV 1860 Munich",
    "TSG 1899 Hoffenheim"): where no time word reads such a year, it is the name's; and its capitalised words past
    the question's first ("Who wrote Hold Me Now?": the song's "Now", never today)."""
    said = index.mentions(toks, {t.i for t in toks}, partial=False)
    inside = {k for m in said if m.j - m.i > 1 for k in range(m.i, m.j)}
    return {k for k in inside if a_year(toks[k].text) or (k > 0 and toks[k].is_capitalised)}


def cut_names_an_edition(
    toks: list[Token], covered: tuple[int, int], indexes: Iterable[NameIndex], values: Mapping[str, str] | None = None
) -> bool:
    """A composition's cut of words that say which edition of a series is meant, so that the rest would read the
    question otherwise; the composition reads none of it:
    - said right before a series' words after a preposition of a setting ("at the first World Cup", "at the last
      Eurovision"; the rest, "at the World Cup", any of them), or with the words after it saying a name of the graph
      in full ("at the 8th Academy Awards": a ceremony, not the eighth winner);
    - an ordinal (of the cut's `values`) of two or more right before a series' words ("Who won the third World
      Cup?": the 1938 edition's winner, not the third team to win one, West Germany; the first edition's is the
      first to win, so "the first World Cup" is read as before), where the series' words end what is counted
      ("Brazil's third World Cup coach" counts coaches)."""
    i, j = covered
    keys = [key(t.text) for t in toks[j:] if t.is_word]
    lengths = [k for index in indexes for k in range(1, len(keys) + 1) if tuple(keys[:k]) in series(index).kinds]
    ordinal = (values or {}).get("ordinal", "")
    if ordinal.isdigit() and int(ordinal) >= 2 and lengths and j < len(toks) and toks[j].is_word:
        end = [t for t in toks[j:] if t.is_word][max(lengths) - 1].i + 1
        counted = end < len(toks) and toks[end].is_word and toks[end].low not in FUNCTION_WORDS
        if not (counted and is_nominal(toks[end].text)):  # "Brazil's third World Cup coach": coaches counted
            return True
    said = bool(lengths)
    k = i - 1
    while k >= 0 and toks[k].low in FUNCTION_WORDS and toks[k].low not in SETTING_PREPS:
        k -= 1
    if k < 0 or k == i - 1 or toks[k].low not in SETTING_PREPS:
        return False
    after = {t.i for t in toks[k + 1 :]}
    return said or any(m.i < j < m.j for index in indexes for m in index.mentions(toks, after, partial=False))


def _made_ending(index: NameIndex) -> dict[Form, list[str]]:
    """The last one and two words of each name, its disambiguator left out -> the names that end so ("grand prix":
    Canadian Grand Prix, ...): the kinds the index's names say (`NameIndex.kind_tails`) and, of a kind said, the
    names a relation read is asked about (`leftovers.kind_said`)."""
    out: dict[Form, list[str]] = {}
    for name in index.names:
        words = words_key(DISAMBIGUATOR.sub("", name))
        for n in (1, 2):
            if len(words) > n:
                out.setdefault(words[-n:], []).append(name)
    return out


names_ending = PerObject(_made_ending)  # once per index, for both its readers
