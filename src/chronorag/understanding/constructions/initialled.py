"""A person the graph writes with an initial for the given name (or the initials of all given names, "AN Cook"),
said with that name in full (`names.initialled`): "William Shatner" for W Shatner, "Alastair Cook" for AN Cook, "How
old was William Shatner when he flew on NS-18?". A capitalised word of two letters or more right before the rest of
such a name, opening with its initial, is that person, where the graph writes one name so and the words are free or
read only as names said in part ("William" as a Williams): never over a name said in full."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR
from chronorag.understanding.names import Mention, NameIndex, looks_like_a_person
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading, as_written

# a name said in part (read so, or as each entity it may be: `readings.partially`): the words may say another in full
PARTIAL = ("names.partial", "readings.partial")
PARTICLES = word_class("names", "person_particles")  # "AB de Villiers"
MOST_INITIALS = 4  # "SPD Smith", "A.N. Cook": the given name's initial and the middle names'
MOST_REST = 3  # words after the initials: "AB de Villiers"


def _initial(word: str) -> str | None:
    """A word that is one letter, maybe with its stop ("W", "W."): the letter, lower case."""
    letter = word.removesuffix(".")
    return letter.lower() if len(letter) == 1 and letter.isalpha() else None


def _initials(word: str) -> str | None:
    """A word of several initials, capitals run together or each with its stop ("AN", "A.N."): the first, the given
    name's, lower case."""
    letters = word.replace(".", "")
    if 1 < len(letters) <= MOST_INITIALS and letters.isalpha() and letters.isupper():
        return letters[0].lower()
    return None


def _initialled(index: NameIndex) -> dict[tuple[str, ...], list[tuple[str, str]]]:
    """The rest of each person's name written with its initial first ("W Shatner", "W. Shatner"), or its initials
    ("AN Cook", as a scorecard writes Alastair Nathan Cook: the middle names' initials are not said), as word keys
    -> (the given name's initial, lower case; the name)."""
    out: dict[tuple[str, ...], list[tuple[str, str]]] = {}
    for name in index.names:
        first, _, rest = name.partition(" ")
        if (key := words_key(rest)) and (letter := _given_initial(first, name, rest)) is not None:
            out.setdefault(key, []).append((letter, name))
    return out


def _given_initial(first: str, name: str, rest: str) -> str | None:
    """The given name's initial of a person's name opening with one initial or with several, else None."""
    if (letter := _initial(first)) is not None:
        return letter if looks_like_a_person(name) else None
    letter = _initials(first)
    return letter if letter is not None and _a_surname(rest) else None


def _a_surname(rest: str) -> bool:
    """The words after initials that a person's name ends with: capitalised ("Cook", "McCullum", "O'Brien",
    "Roland-Jones"; "de Villiers": a particle before), a few, no digits or brackets."""
    parts = rest.split()
    if not 0 < len(parts) <= MOST_REST or any(not p.replace("'", "").replace("-", "").isalpha() for p in parts):
        return False
    last = parts[-1]
    capitalised = last[0].isupper() and not (len(last) > 1 and last.isupper())  # "MVP" is no surname
    return capitalised and all(p[0].isupper() or p.lower() in PARTICLES for p in parts)


INITIALLED = PerObject(_initialled)
# every beginning of those rests' keys (the empty one too): words that begin none can be read no further
_BEGINNINGS: PerObject[NameIndex, frozenset[tuple[str, ...]]] = PerObject(
    lambda names: frozenset(key[:n] for key in INITIALLED(names) for n in range(len(key) + 1))
)
# the most words a name's rest has: the words after a given name are read no further (twice as many tokens, for marks)
LONGEST_REST: PerObject[NameIndex, int] = PerObject(lambda names: max(map(len, INITIALLED(names)), default=0))


def initialled(r: Reading, g: Graph, found: list[Mention]) -> list[Mention]:
    """The mentions with a person said with the given name the graph writes by its initial, where one is: the
    mentions said in part inside those words give way to it (and their notes)."""
    said = initialled_name(r, g, found)
    if said is None:
        return found
    kept = [m for m in found if m.j <= said.i or said.j <= m.i]
    r.notes[:] = [n for n in r.notes if n not in {m.note for m in found if m not in kept}]
    r.notes.append(said.note)
    return [*kept, said]


@construction("names.initialled", "<Given name> <the rest of a name written with its initial>: 'William Shatner'")
def initialled_name(r: Reading, g: Graph, found: list[Mention]) -> Mention | None:
    """The first person said with the given name the graph writes by its initial, if any."""
    table, reach = INITIALLED(g.names), 2 * LONGEST_REST(g.names)
    for k, t in enumerate(r.toks[:-1] if table else []):
        given = t.is_word and t.is_capitalised and len(t.text) > 1 and not t.text.isupper() and r.free(k)  # no "AL"
        if given and (said := _said_at(r, (table, _BEGINNINGS(g.names)), found, k, reach)):
            meant, j = said
            text = as_written(r.toks, k, j)
            return Mention([meant], k, j, note=f"read {text!r} as {meant}", how="names.initialled")
    return None


def _said_at(
    r: Reading,
    said: tuple[dict[tuple[str, ...], list[tuple[str, str]]], frozenset[tuple[str, ...]]],
    found: list[Mention],
    k: int,
    reach: int,
) -> tuple[str, int] | None:
    """The one name written with the initial of the word at k whose rest the words after it say (the longest), and
    the end of those words; its words free or read only as names said in part (or as that person), inside them. The
    words' key grows a token at a time (a token's key is its own: no token spans a space), and stops where no rest
    begins so."""
    table, beginnings = said
    best: tuple[str, int] | None = None
    keys: tuple[str, ...] = ()
    for j in range(k + 2, min(len(r.toks), k + 1 + reach) + 1):
        keys += words_key(r.toks[j - 1].text)
        if keys not in beginnings or not r.free(j - 1):
            break
        meant = [name for letter, name in table.get(keys, []) if letter == r.toks[k].low[0]]
        inside = [m for m in found if m.i < j and k < m.j]
        whole = words_key(r.toks[k].text) + keys  # "John Reynolds": John Reynolds (Canadian politician) in full
        if any(words_key(DISAMBIGUATOR.sub("", n)) == whole for m in inside for n in m.names):
            continue
        if len(meant) == 1 and all((m.how in PARTIAL or m.names == meant) and k <= m.i and m.j <= j for m in inside):
            best = meant[0], j  # over words read as that very person too ("Cook", a form of AN Cook)
    return best
