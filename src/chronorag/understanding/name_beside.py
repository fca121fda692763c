"""The partial forms a name has only beside the graph's other names (`beside_others`): an award by its maker, a
name going on after another said without it ("AL MVP"), a club by its nickname after its place ("the Mets", "the
Islanders"), a person's generation ("Ken Griffey Jr."), a country by its demonym and a country's dated occasion."""

from __future__ import annotations

from functools import partial

from chronorag.understanding.award_names import eponyms, makers_alone
from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.name_forms import Form, plural_last, words_key
from chronorag.understanding.name_parts import (
    _NOT_IN_A_PERSON,
    BODY_WORDS,
    DISAMBIGUATOR,
    ELDER,
    KNOWN_PLACES,
    MIN_INITIALS_ALONE,
    OF_PLACE,
    REGION_TAIL,
    YEAR,
    YOUNGER,
    _has_affix,
    _kept,
    letters_key,
    partial_forms,
    personal,
)
from chronorag.understanding.name_table import DEMONYMS, by_demonym
from chronorag.understanding.place_occasions import place_occasions
from chronorag.understanding.words import key

PEOPLES = frozenset(words_key(said) for said in DEMONYMS.values())  # "the Americans": a people, never a club
HOMES = frozenset(words_key(p) for p in gazetteer().known_alone)  # the cities a club's name opens with


def beside_others(names: list[str]) -> dict[str, set[Form]]:
    """The partial forms a name has only beside the graph's other names: an award by its maker alone
    (`award_names.makers_alone`), a club by its nickname (`nicknames`), a country by its demonym, a country's dated
    occasion as people say it (`place_occasions`: "the 2017 Dutch general election")."""
    out = makers_alone(names)
    people = {words_key(bare) for n in names if personal(bare := DISAMBIGUATOR.sub("", n))}
    named_for = eponyms(names, people, personal)
    made_by = (nicknames, partial(after_another, named_for=named_for), generations, by_demonym, place_occasions)
    for made in [named_for, *(make(names) for make in made_by)]:
        for name, forms in made.items():
            out.setdefault(name, set()).update(forms)
    return out


def after_another(names: list[str], named_for: dict[str, set[Form]] | None = None) -> dict[str, set[Form]]:
    """ "Most Valuable Player", "AL MVP", "MVP" for American League Most Valuable Player, where the graph holds
    American League too: a name of two words or more going on after another of two or more, said without it (a rest
    opening capitalised: no "for Defence") or either part by its capitals' initials ("American League": al; the rest's
    alone of three letters or more); partial, the context to leave one ("the MVP"). A version only of a line named
    and its rest none ("Java 11", "Go 2" no AWS Lambda's, Surface's). A rest named for a person (`named_for`, its
    forms of `award_names.eponyms`) is said by that name after either part: "NL Cy Young", "the AL Hank Aaron"."""
    every = {tuple(n.split()) for n in names}
    openers = {tuple(n.split()) for n in names if len(n.split()) >= 2 and "," not in n and "(" not in n}
    out: dict[str, set[Form]] = {}
    for name in names:
        parts = tuple(name.split())
        for k in range(2, len(parts) - 1):
            lone = parts[-1][:1].isdigit() and (parts[:-1] not in openers or parts[k:-1] in every)  # Go 2: Go's
            if parts[:k] in openers and (rest := parts[k:])[0][:1].isupper() and not lone:
                out.setdefault(name, set()).update(_by_initials(parts[:k], rest))  # never "for Defence", "of the"
                out[name] |= _by_eponym(parts[:k], rest, (named_for or {}).get(name, set()))
    return out


def _by_initials(opening: tuple[str, ...], rest: tuple[str, ...]) -> set[Form]:
    """The forms of a name said as `opening` and `rest`: the rest alone, and each part by its initials."""
    first, then = _initials(opening), _initials(rest)
    said = [words_key(" ".join(rest))]
    said += [(first, *words_key(" ".join(rest)))] if first else []
    said += [(*words_key(" ".join(opening)), then)] if then else []
    said += [(then,)] if then and len(then) >= MIN_INITIALS_ALONE else []  # "MVP"; "MA" alone says too much
    said += [(first, then)] if first and then else []
    return {f for f in said if f and _kept(f)}


def _by_eponym(opening: tuple[str, ...], rest: tuple[str, ...], eponymous: set[Form]) -> set[Form]:
    """ "nl cy young", "national league cy young": the forms of a rest that opens with the name of whom it is named
    for, said after the opening's initials or the opening whole."""
    said, first = words_key(" ".join(rest)), _initials(opening)
    openings = [words_key(" ".join(opening)), *([(first,)] if first else [])]
    return {(*o, *e) for e in eponymous if said[: len(e)] == e for o in openings}


def _initials(words: tuple[str, ...]) -> str | None:
    """The initials of words all capitalised and alphabetic ("Most Valuable Player": mvp), else None."""
    if len(words) < 2 or not all(w[:1].isupper() and w.isalpha() for w in words):
        return None
    return "".join(w[0] for w in words).lower()


def nicknames(names: list[str]) -> dict[str, set[Form]]:
    """ "Mets" for New York Mets, "Red Sox" for Boston Red Sox, "Angels" for Los Angeles Angels of Anaheim: a name
    that opens with a place and goes on in capitalised words, said without the place (and without an "of <place>"
    tail). A place is one the shared data knows (`KNOWN_PLACES`; a club's `HOMES`) or the graph's own: a name's
    part before the comma of "City, Region" ("Houston, Texas"). Never of a name whose rest is a body's word ("Boston
    University"), a place or a people ("New York Americans": "the Americans" says a people), or has an
    organisation's form; a partial form, the question's context to leave one ("the Dodgers": Brooklyn or Los
    Angeles)."""
    places = set(KNOWN_PLACES) | {words_key(m.group(1)) for n in names if (m := REGION_TAIL.match(n))}
    out: dict[str, set[Form]] = {}
    for name in names:
        parts = name.split()
        if any(c in name for c in ",()") or _has_affix(letters_key(name)) or len(parts) < 2:
            continue
        for k in range(1, min(4, len(parts))):
            rest = _nickname(parts[k:], places) if _home(words_key(" ".join(parts[:k])), name, places) else None
            if rest and not (personal(name) and rest in partial_forms(name, True)[1]):  # not a surname already
                out.setdefault(name, set()).add(rest)
    return out


def _home(opening: Form, name: str, places: set[Form]) -> bool:
    """Whether a name opens with a place: one the data or the graph knows as a place; or a city or state known by
    its name alone (`HOMES`: many are people's first names too, Charlotte, Milan, Dallas), only of a club's name,
    closed by a plural and no person's ("New York Islanders", never "Milan D. Bish")."""
    return opening in places or (opening in HOMES and plural_last(name) and not personal(name))


def _nickname(parts: list[str], places: set[Form]) -> Form | None:
    """What a club's name says after its place, of one to three capitalised words, without an "of <place>" tail."""
    words = words_key(" ".join(parts))
    tail = [k for k in range(1, len(words) - 1) if words[k] in OF_PLACE and words[k + 1 :] in places]
    words = words[: tail[0]] if tail else words
    if not 1 <= len(words) <= 3 or not all(p[:1].isupper() for p in parts[: len(words)]):
        return None
    if set(words) & (BODY_WORDS | _NOT_IN_A_PERSON) or words in places | PEOPLES or not _kept(words):
        return None
    return words


def generations(names: list[str]) -> dict[str, set[Form]]:
    """ "Ken Griffey Jr." for Ken Griffey (born 1969), "Ken Griffey Sr." for Ken Griffey (born 1950): of exactly two
    people of one name that the graph tells apart by a year in their parenthesis, the later-born by a younger
    suffix (`names.younger_suffixes`), the earlier-born by an elder one."""
    by_bare: dict[Form, list[tuple[int, str]]] = {}
    for name in names:
        m = DISAMBIGUATOR.search(name)
        if m and (year := YEAR.search(m.group(0))) and personal(written := name[: m.start()]):
            by_bare.setdefault(words_key(written), []).append((int(year.group(1)), name))
    out: dict[str, set[Form]] = {}
    for said, held in by_bare.items():
        if len(held) == 2 and held[0][0] != held[1][0]:
            (_, elder), (_, younger) = sorted(held)
            out[younger] = {(*said, key(w)) for w in YOUNGER}
            out[elder] = {(*said, key(w)) for w in ELDER}
    return out
