"""Names: the graph's entities as the question says them, and what a name said otherwise stands for.

The name index (`understanding.names`) finds the forms people use: names as written, aliases and acronyms,
a person by surname, a sector described around its place ("the Kenyan police", "Egypt's prime minister"),
an office and its country before a person's name ("German Chancellor Angela Merkel"). The constructions here
read what it leaves: a close misspelling of one name ("Barak Obama"), a given name spelt otherwise before a
surname ("Nouri al-Maliki"), "its dissidents" of the one place named, and a description several entities
share, settled by the relations the question says.
"""

from __future__ import annotations

from dataclasses import replace

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.constructions import construction, declare
from chronorag.understanding.constructions.initialled import initialled
from chronorag.understanding.constructions.nth_edition import nth_editions
from chronorag.understanding.constructions.qualifier_named import before_the_noun_asked
from chronorag.understanding.constructions.series_said import outside_series
from chronorag.understanding.constructions.version_said import versions_said
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.name_forms import Picked, words_key
from chronorag.understanding.name_parts import partial_forms
from chronorag.understanding.name_series import series
from chronorag.understanding.names import Mention, NameIndex, forms_of, looks_like_a_person
from chronorag.understanding.place_told import told_by_its_place
from chronorag.understanding.reading import WHICH, Graph, Reading, as_written, said_relations
from chronorag.understanding.relation_nouns import relation_nouns
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

NAME_PARTICLES = word_class("event", "name_particles")  # "Nuri al-Maliki", "Osama bin Laden"
VENUE_PREPS = word_class("event", "venue_preps")  # "at Anfield": where a side plays at home
ARTICLES = word_class("common", "articles")


def read_names(r: Reading, g: Graph) -> list[Mention]:
    """Every entity the question names, in order, each taken on the ledger."""
    found = initialled(r, g, said_names(r, g))
    for m in found:
        r.take(range(m.i, m.j), "entity")
    k, nouns = 0, relation_nouns(g.lexicon)  # "the Tour": wonTour's noun, no misspelt "Tours"
    while k < len(r.toks):
        t = r.toks[k]
        if not (r.free(k) and t.is_word and t.is_capitalised and k > 0 and t.low not in FUNCTION_WORDS):
            k += 1
            continue
        if key(t.text) in nouns:
            k += 1
            continue
        k = respelt_name(r, g, k, found) or misspelt_name(r, g, k, found) or _capitalised_run(r, k)
    found += versions_said(r, g, found)  # "Which Ubuntu release came after 18.04?": Ubuntu 18.04
    owned_sector(r, g, found)
    return sorted(found, key=lambda m: m.i)


SAID_IN_PART = ("names.partial", "names.titled")  # a titled name keeps the note of its surname read in part


def said_names(r: Reading, g: Graph) -> list[Mention]:
    """The name index's mentions in the free tokens; a loose reading's pick replaces what it was said around."""
    found = [replace(m, names=list(m.names), wider=list(m.wider)) for m in index_mentions(r, g)]
    editions = nth_editions(r, g)  # "the first World Cup": its earliest edition, no name inside it
    found = [m for m in found if all(m.j <= e.i or e.j <= m.i for e in editions)]
    found = [*outside_series(r, g, found), *editions]  # "the Tour de France": no "Tours", no "France"
    for (i, j), (name, how) in r.picks.items():
        found = [m for m in found if m.j <= i or j <= m.i]
        found.append(Picked([name], i, j, how=how))
    for m in (m for m in found if not isinstance(m, Picked)):  # a pick names one entity: no other to leave
        _ground_after_at(r, g, m)
    r.fired += [m.how for m in sorted(found, key=lambda m: m.i)]
    for m in sorted(found, key=lambda m: m.i):
        if m.how in SAID_IN_PART and m.note and len(m.names) == 1 and m.note not in r.notes:
            r.notes.append(m.note)  # "read 'Aston Villa' as Aston Villa F.C."; "President Bush": its surname read
    return found


def index_mentions(r: Reading, g: Graph) -> list[Mention]:
    """The name index's mentions of the reading's free tokens, asked once for the question's every reading (each
    alternative differs only in its picks, applied to a copy of them): kept as read, never handed out to change."""
    free = r.free_tokens()
    asked = ("mentions", id(g.names), frozenset(free))
    if asked not in r.asked_index:
        r.asked_index[asked] = tuple(g.names.mentions(r.toks, free, g.relation_words))
    return list(r.asked_index[asked])


def close_names(r: Reading, g: Graph, text: str) -> list[tuple[str, float]]:
    """The names close to `text` (`NameIndex.fuzzy`, a scan of every name), asked once for the question's every
    reading."""
    asked = ("fuzzy", id(g.names), text)
    if asked not in r.asked_index:
        r.asked_index[asked] = tuple(g.names.fuzzy(text))
    return list(r.asked_index[asked])


def _ground_after_at(r: Reading, g: Graph, m: Mention) -> None:
    """A ground ("the Emirates") names its club only after "at" (`venue.at_the_side`): where the same words also name
    another entity (United Arab Emirates), said elsewhere they are that one."""
    home = g.names.grounds.get(" ".join(words_key(r.ledger.text(m.i, m.j))), [])
    others = [n for n in m.names if n not in home]
    k = m.i - 1
    while k > 0 and r.toks[k].low in ARTICLES:
        k -= 1
    if home and others and len(others) < len(m.names) and not (k >= 0 and r.toks[k].low in VENUE_PREPS):
        m.names = others


# The name index's ways of saying a name (`names.NameIndex.mentions`, `descriptions.Descriptions`): each mention
# says which of them read it.
declare("names.form", "a graph name as written, an alias or acronym, a person's short name or surname", forms_of)
declare(
    "names.partial",
    "a name said in part: without its disambiguator, its organisation's form or its 'of <place>', a person by"
    " surname or first and last name ('Aston Villa', 'Giuliani'); taken where it fits the question, noted",
    partial_forms,
    ("names.organisation_affixes", "names.name_suffixes", "names.place_openers"),
)
declare("names.people", "<Australians | South Africans>: a people as a plural noun is its citizens", NameIndex._people)
declare(
    "names.reordered",
    "a name's words in another order or spelling: 'the Union of Islamic Courts' for Islamic Courts Union",
    NameIndex._reordered,
)
declare(
    "names.described",
    "<role words> <place> | <place's | adjective> <role words>: 'the Malaysian Defence Ministry', 'Egypt's police'",
    NameIndex._described,
)
declare(
    "names.titled",
    "[<country> | <adjective>] <office words> <a person's name>: 'German Chancellor Angela Merkel'",
    NameIndex._titled,
    ("names.titles",),
)
declare("names.loose", "a description no sector fits exactly: the sectors sharing its telling words", NameIndex.loose)
declare("names.bare_place", "a place that is no entity, only the place of its sectors: each sector", NameIndex.loose)


def _capitalised_run(r: Reading, k: int) -> int:
    """Where the run of free capitalised words from token k ends."""
    while k < len(r.toks) and r.free(k) and r.toks[k].is_word and r.toks[k].is_capitalised:
        k += 1
    return k


def clearly(close: list[tuple[str, float]]) -> str | None:
    """The name a misspelling stands for: the only close one, or one 3 points closer than the next."""
    if close and (len(close) == 1 or close[0][1] - close[1][1] >= 3):
        return close[0][0]
    return None


def _persons_after(r: Reading, j: int, found: list[Mention]) -> list[Mention]:
    """The mentions of one person's name said from token j on, or after only the free small words of names ("al-");
    the words first, so a pick said elsewhere is not read (`Picked`). Where those words end is found once: asked of
    every mention at every run of capitalised words, it was quadratic in a long text."""
    e = j
    while e < len(r.toks) and r.toks[e].low in NAME_PARTICLES and r.free(e):
        e += 1
    return [m for m in found if j <= m.i <= e and len(m.names) == 1 and looks_like_a_person(m.names[0])]


@construction(
    "names.respelt_given_name",
    "[office words] <a given name spelt otherwise> <a surname read alone>: 'Prime Minister Nouri al-Maliki'",
)
def respelt_name(r: Reading, g: Graph, k: int, found: list[Mention]) -> int | None:
    """A given name spelt otherwise before a surname read alone is the person's, where the whole is close to the
    graph's name and the words before it are an office. The end of the name."""
    j = _capitalised_run(r, k)
    after = _persons_after(r, j, found)
    if not after or close_names(r, g, r.ledger.text(k, j)):  # the fuzzy search (a scan of every name) last
        return None
    person = after[0]
    for start in range(k, j):
        if not all(g.names.office_word(t) for t in r.toks[k:start]):
            return None
        if clearly(close_names(r, g, as_written(r.toks, start, person.j))) == person.names[0]:
            if person.note in r.notes:  # the surname's own note gives way to the whole name's
                r.notes.remove(person.note)
            r.notes.append(f"read {as_written(r.toks, start, person.j)!r} as {person.names[0]}")
            r.take(range(k, person.i), "entity")
            person.i = k
            return person.j
    return None


@construction("names.misspelt", "<Capitalised words> close to one graph name only: 'Barak Obama'")
def misspelt_name(r: Reading, g: Graph, k: int, found: list[Mention]) -> int | None:
    """Capitalised words no name explains: one close misspelling of a single name is that name (noted); several
    are a refusal naming them. The end of the run, when read. A series' words ("Eurovision", `name_series`) are
    explained: they say the series, no name spelt close to them ("Euro-vision")."""
    j = _capitalised_run(r, k)
    text = r.ledger.text(k, j)
    if words_key(text) in series(g.names).kinds:
        return None
    close = close_names(r, g, text)
    if meant := clearly(close):
        found.append(Mention([meant], k, j, note=f"read {text!r} as {meant}", how="names.misspelt"))
        r.notes.append(f"read {text!r} as {meant}")
        r.take(range(k, j), "entity")
        return j
    if close:
        said = " or ".join(n for n, _ in close)
        raise PlanningError(f"{text!r} is not a name of the graph; did you mean {said}?")
    return None


@construction("names.owned", "its | their [own] <role words>, of the one place named: 'China released its dissidents'")
def owned_sector(r: Reading, g: Graph, found: list[Mention]) -> bool:
    if len(found) != 1:
        return False
    places = [m.names[0] for m in found if m.names[0] in g.names.sectors]
    if len(places) != 1:
        return False
    free = {t.i for t in r.toks if r.free(t.i) and t.i > found[0].i}
    owned = g.names.owned(r.toks, free, places[0])
    for m in owned:
        found.append(m)
        r.notes.append(m.note)
        r.take(range(m.i, m.j), "entity")
    return bool(owned)


@construction("names.said_exactly", "a name several entities answer to, said exactly as one of them writes it")
def said_exactly(r: Reading, text: str, names: list[str]) -> list[str]:
    """ "the Labour Party": Labour Party (UK), not Labor Party (South Korea), whose name only spells alike; a
    disambiguator in parentheses is not said."""
    return [n for n in names if _bare(n) == text.lower()]


def _bare(name: str) -> str:
    """The name less a disambiguator in parentheses, lower-case."""
    m = SECTOR_NAME.match(name)
    return (m.group("role") if m else name).lower()


@construction("names.settled", "a description several entities share, taken as the one that does what is said")
def settle(r: Reading, g: Graph) -> bool:
    """A mention that may be several entities ("the Ministry of Finance of Cambodia") is the one of them that
    takes part in a relation the question says, if exactly one does; otherwise a refusal naming them."""
    ambiguous = [m for m in r.mentions if not isinstance(m, Picked) and len(m.names) > 1]  # a pick names one
    if not ambiguous:
        return False
    said: set[str] = set()
    if g.relations_of is not None:
        said = {rel for match in said_relations(r, g, r.free_tokens()) for rel in match.relations}
    for m in ambiguous:
        doing = [n for n in m.names if said and said & set(g.relations_of(n))] if g.relations_of else []
        if len(doing) != 1:
            doing = said_exactly(r, r.ledger.text(m.i, m.j), m.names)
        if len(doing) != 1 and g.intervals and len(told := told_by_its_place(r.toks, m).names) == 1:
            r.notes.append(  # "the Conservatives ... in UK elections"
                f"read {r.ledger.text(m.i, m.j)!r} as {told[0]}, the one of {' / '.join(m.names)} whose"
                " place the question says"
            )
            m.names = told
            continue
        if len(doing) != 1 and g.intervals and before_the_noun_asked(r, m):
            continue  # "Which Minister of State jobs did X have?": those X held, maybe (`name_as_qualifier`)
        if len(doing) != 1 and (run := _name_run(r, m.i, m.j)) != (m.i, m.j):  # "Peter Crouch": not "Peter"
            raise PlanningError(f"the graph holds no entity named {r.ledger.text(*run)!r}")
        if len(doing) != 1:
            raise PlanningError(f"{r.ledger.text(m.i, m.j)!r} may be any of {', '.join(m.names[:5])}")
        if m.i == 1 and r.toks[0].low in WHICH:  # "Which Russell was evacuated?": the one asked, not its facts'
            raise PlanningError(  # other side; an answer that is the name said in part is not read
                f"'{r.ledger.text(m.i - 1, m.j)}' asks which of {' / '.join(m.names[:5])}: of them the graph holds"
                f" {doing[0]}'s facts of what is said (the one asked is read only of a name said in full)"
            )
        r.notes.append(f"read {r.ledger.text(m.i, m.j)!r} as {doing[0]}, the one of {' / '.join(m.names)} that does so")
        m.names = doing
    return True


def _name_run(r: Reading, i: int, j: int) -> tuple[int, int]:
    """The words of a name around tokens [i, j): capitalised words still free beside them, and the small words
    inside people's names between ("John von Neumann"); a part of a name said in full is no name of its own."""
    start, end = i, j
    while start > 0 and r.free(start - 1) and r.toks[start - 1].is_capitalised and _no_small_word(r.toks[start - 1]):
        start -= 1
    while (
        end < len(r.toks)
        and r.free(end)
        and (
            r.toks[end].is_capitalised
            or (r.toks[end].low in NAME_PARTICLES and end + 1 < len(r.toks) and r.toks[end + 1].is_capitalised)
        )
    ):
        end += 1
    return start, end


def _no_small_word(t: Token) -> bool:
    """A word that may be part of a name: no question word written at the question's start ("Did")."""
    return t.low not in FUNCTION_WORDS
