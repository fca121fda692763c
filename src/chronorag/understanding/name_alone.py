"""One word of a person's name said alone, beside the name's other partial forms (`name_parts`): the first word (a
given name, "Abhisit" for Abhisit Vejjajiva, or a family name written first, "Roh" for Roh Moo Hyun) and, of a name
of three words, the middle one as the surname ("Vingegaard" for Jonas Vingegaard Hansen, "Betancourt" for Ingrid
Betancourt Pulecio, "Garcia" for Gabriel Garcia Marquez: as often as not the first of two surnames). Each is a
partial form, read only as the one entity the question's context leaves."""

from __future__ import annotations

from functools import lru_cache

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.name_forms import _PARTICLES, Form, words_key
from chronorag.understanding.name_parts import _NOT_SURNAMES, KNOWN_PLACES, _has_affix, _untitled, letters_key, personal
from chronorag.understanding.name_separated import DISAMBIGUATOR
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.words import is_english_word, key

SHORTEST = 3  # letters a word said alone for a person has at least


@lru_cache(maxsize=1 << 16)
def person_words(name: str, plain: bool) -> Form | None:
    """The words of a name a person may have, untitled; None where its form, number or body word makes it no
    person's (kept: the index's build asks it of every name for the middle words and again for the given names)."""
    if not plain and SECTOR_NAME.match(name):
        return None
    text = DISAMBIGUATOR.sub("", name.replace("_", " ")) if plain else name.replace("_", " ")
    words = _untitled(words_key(text))
    if len(words) < 2 or _has_affix(letters_key(text)) or not personal(text):
        return None
    return words


def _alone(word: str) -> bool:
    """A word that may be said alone for a person: no title, particle or dictionary word ("Will", "Mark")."""
    return len(word) >= SHORTEST and word not in _NOT_SURNAMES and word not in _PARTICLES and word.isalpha()


def given_name(name: str, plain: bool) -> Form | None:
    """A person's first word said alone. The index reads it only where no other form of any name says those words
    (`NameIndex.build`)."""
    words = person_words(name, plain)
    if words is None or not _alone(words[0]):
        return None
    return None if is_english_word(words[0]) else (words[0],)


def middle_surnames(names: list[str], plain: bool) -> dict[Form, list[str]]:
    """The middle word of a person's name written as three plain words, said alone as a surname, where it is no
    dictionary word and no person of the graph opens or ends a name with it (a given name, "Lee" of Tommy Lee Jones
    beside Lee Trevino; another's surname, "Lincoln" of Abraham Lincoln Freedman beside Abraham Lincoln). Never of a
    name with initials, a suffix, a hyphen or a comma ("Anne-Marie Trevelyan", "A. Marvin Quattlebaum Jr.")."""
    people = [(name, words) for name in names if (words := person_words(name, plain)) is not None]
    taken = {words[0] for _, words in people} | {words[-1] for _, words in people} | OPENING_NO_PERSON
    out: dict[Form, list[str]] = {}
    for name, words in people:
        parts = name.split()
        if len(parts) != 3 or len(words) != 3 or not all(part.isalpha() for part in parts):
            continue
        middle = words[1]
        if _alone(middle) and middle not in taken and not is_english_word(middle) and _a_persons(name):
            out.setdefault((middle,), []).append(name)
    return out


OPENING_NO_PERSON = frozenset(key(d) for d in DEMONYMS.values()) | frozenset(key(p) for p in DEMONYMS)


def surname_of_most(tail: Form, named: list[str], surnames: set[Form]) -> bool:
    """Whether the one last word many names end with is a surname of most of them ("Wilson", "Smith": persons, never
    a kind of entity as "Grand Prix" or "Derby" is): most of them a person's name opened by no dictionary word, no
    demonym and no place ("Kentucky Derby", "Irish Derby"), their middle words none but initials; or a surname that
    is no dictionary word at all ("Merckx": Eddy and Axel, and the teams named for them, no kind of team)."""
    if len(tail) != 1 or tail not in surnames:
        return False
    return not is_english_word(tail[0]) or 2 * sum(1 for name in named if _a_persons(name)) > len(named)


def _a_persons(name: str) -> bool:
    """A person's name by its words: opened by a given name, middle words initials or no dictionary word."""
    words = [w.strip(".") for w in name.split()]
    if len(words) < 2 or not personal(name) or key(words[0]) in OPENING_NO_PERSON or (key(words[0]),) in KNOWN_PLACES:
        return False
    opening = name.split(maxsplit=1)[0]
    if opening.isupper() and "." not in opening:  # "SNK European Democrats": letters, no given name
        return False
    return not is_english_word(words[0]) and all(len(w) == 1 or not is_english_word(w) for w in words[1:-1])
