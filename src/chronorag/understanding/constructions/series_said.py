"""A series said by all of its words and no year, whose first word is the noun of a relation's own name ("Did X ever
win the Tour de France?", "How many Tours de France did X finish?" of a graph holding "1998 Tour de France" ...
and `wonTour`, `finishedTour`): the words are the series, none of its editions, so no name is read inside them
("Tours", "France"); its first word is left to the relation's phrase ("win ... Tour"), the rest taken as the
series' words. Where no relation's phrase reads the first word, it is left unread and the question refused; where
one does, the series' editions must take part in that relation (`relation.series_of_its_noun`), else the question is
refused: the words would narrow its facts to the series'."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import SKIP, Mention, words_key
from chronorag.understanding.name_series import NameIndex, found_series
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_nouns import noun_for_a_name, qualifies, relation_nouns
from chronorag.understanding.tokens import Token
from chronorag.understanding.unnamed_series import of_the_relation, series_alike
from chronorag.understanding.words import key

SERIES_WORDS = "the series' words"
SETTING = "the setting"  # the ledger's mark of a setting (`role_nouns.at_its_setting`)
TIME = "time"  # the ledger's mark of the time words (`time.read_period`)
SETTING_PREPS = word_class("relations", "setting_preps")  # "at the Tour de France"
SETTING_ARTICLES = word_class("relations", "setting_articles")
EVERY = "every"  # the ledger's mark of words said of every one of a noun ("Tour stages": `<read:every>` in rules)


def _made_full(index: NameIndex) -> dict[tuple[str, ...], list[str]]:
    """Each series' words, two or more, -> its editions."""
    found = found_series(index)
    return {w: [n for names in years.values() for n in names] for w, years in found.items() if len(w) > 1}


_full = PerObject(_made_full)


@construction(
    "names.series_said",
    "<a series' words, no year>: 'win the Tour de France' (no name inside them; the first word left to the relation)",
)
def series_said(r: Reading, g: Graph, found: list[Mention]) -> list[tuple[int, int, list[str]]]:
    """The runs of free words that say a series' words in full with no year beside (no mention of `found` reaches
    past them), each with the series' editions; the run's words after the first are taken as the series' words."""
    full = _full(g.names)
    if not full:
        return []
    longest = max(map(len, full))
    seq = [t for t in r.toks if r.free(t.i) and t.is_word and t.low not in SKIP]
    k = 0
    while k < len(seq):
        for n in range(min(longest, len(seq) - k), 1, -1):
            run = seq[k : k + n]
            words = tuple(key(t.text) for t in run)
            if words not in full or run[-1].i - run[0].i != n - 1:
                continue
            i, j = run[0].i, run[-1].i + 1
            if any(m.i < j and i < m.j and (m.i < i or j < m.j) for m in found):
                continue  # "the 1998 Tour de France": an edition said in full
            if qualifies(r.toks, j, _read(r)):  # "Tour de France stages": said of every stage, or left
                if said_of_every(r, g, run):
                    k += n - 1
                    break
                continue
            if every_one_at(r, g, run):  # "How many stages did X win at the Tour de France?"
                k += n - 1
                break
            r.take(range(i + 1, j), SERIES_WORDS)
            r.series_said.append((i, j, full[words]))
            k += n - 1
            break
        k += 1
    return r.series_said


def _made_holding(index: NameIndex) -> dict[str, list[frozenset[str]]]:
    """Each word key -> the word keys of every name holding it."""
    out: dict[str, list[frozenset[str]]] = {}
    said = (k.split() for k in index.words) if index.words is not None else map(list, map(words_key, index.names))
    for words in said:
        held = frozenset(words)
        for w in held:
            out.setdefault(w, []).append(held)
    return out


_holding = PerObject(_made_holding)


@construction(
    "names.said_of_every",
    "<words> <a relation's noun>: 'Tour stages', 'Tour de France stages' (every stage the graph names holds them)",
)
def said_of_every(r: Reading, g: Graph, run: list[Token]) -> bool:
    """Capitalised words said right before the noun of one of the graph's own relation names ("Tour stages" of
    wonStage) that every name of the graph holding that noun holds too ("1998 Tour de France, stage 12"): they
    narrow nothing, and are taken as said of its every one, noted (no name read inside them)."""
    j = run[-1].i + 1
    noun = key(r.toks[j].text)
    if noun not in relation_nouns(g.lexicon) or not run[0].is_capitalised:
        return False
    words = {key(t.text) for t in run}
    named = _holding(g.names).get(noun, [])
    if not named or not all(words <= held for held in named):
        return False
    r.take(range(run[0].i, j), EVERY)
    r.notes.append(f"read {r.ledger.text(run[0].i, j)!r} as said of every {noun} the graph names")
    return True


@construction(
    "names.every_one_at",
    "<a relation's noun> ... at the <series>: 'How many stages did X win at the Tour de France?' (every stage the"
    " graph names holds the series' words)",
)
def every_one_at(r: Reading, g: Graph, run: list[Token]) -> bool:
    """A series' words said after a setting's preposition (`setting_preps`) where the question says before them, free,
    the noun of one of the graph's own relation names that every name of the graph holding it holds the series'
    words too ("stages": "1998 Tour de France, stage 12"): they narrow nothing (as `said_of_every` reads "Tour de
    France stages"), and are taken with the preposition and its article, noted."""
    k = run[0].i - 1
    while k >= 0 and r.toks[k].low in SETTING_ARTICLES:
        k -= 1
    if k < 0 or r.toks[k].low not in SETTING_PREPS or not r.free(k):
        return False
    nouns, words = relation_nouns(g.lexicon), {key(t.text) for t in run}
    for t in (t for t in r.toks[:k] if r.free(t.i) and key(t.text) in nouns):
        named = _holding(g.names).get(key(t.text), [])
        if named and all(words <= held for held in named):
            r.take(range(k, run[-1].i + 1), EVERY)
            r.notes.append(f"read {r.ledger.text(k, run[-1].i + 1)!r} as said of every {key(t.text)} the graph names")
            return True
    return False


def _read(r: Reading) -> set[int]:
    """The tokens read already, a reference's cue among them ("right after")."""
    return {*r.ledger.used, *(k for at, end in r.cue_ends.items() for k in range(at, end))}


def outside_series(r: Reading, g: Graph, found: list[Mention]) -> list[Mention]:
    """The mentions of `found` that no series said in full holds (`series_said`), nor a relation's noun says
    (`relation_noun_said`)."""
    runs = series_said(r, g, found)
    kept = [m for m in found if all(m.j <= i or j <= m.i for i, j, _ in runs) and all(map(r.free, range(m.i, m.j)))]
    nouns = relation_noun_said(r, g, kept)
    return [m for m in kept if m not in nouns]


@construction(
    "names.relation_noun_said",
    "<the noun of a relation's name, capitalised>: 'won the Tour' of wonTour (no name 'Tours' written otherwise)",
)
def relation_noun_said(r: Reading, g: Graph, found: list[Mention]) -> list[Mention]:
    """The mentions of one word, said with a capital, that is the noun of one of the graph's own relation names,
    of one-word names each written in another inflection ("Tour": wonTour's noun, not the town "Tours", read by its
    word key): the word is the relation's, left to its phrase ("won the Tour", "Tour wins": the noun with its doing)."""
    nouns = relation_nouns(g.lexicon)
    out = []
    for m in (m for m in found if noun_for_a_name(r.toks, m, nouns)):
        compound = any(x.tokens == [m.i, m.j] for x in g.lexicon.match(r.toks, {m.i, m.j}))  # "Tour wins": wonTour's
        if not compound and qualifies(r.toks, m.j, _read(r)) and not said_of_every(r, g, [r.toks[m.i]]):
            continue  # "Tour stages", "Tour victories": a noun said of another, left as it was
        out.append(m)
    return out


def series_of_its_noun(r: Reading, g: Graph, relation: str) -> None:
    """A series said in full (`series_said`) whose first word a relation's phrase read: its editions must take part
    in that relation; else the question is refused. Noted. Where its first word was read as where another event
    happened, its year said ("at the 2025 Tour de France": `relation.at_its_setting`), the whole is that setting."""
    for i, j, editions in r.series_said:
        if r.free(i):
            continue
        if r.ledger.used.get(i) == SETTING and i > 0 and r.ledger.used.get(i - 1) == TIME:
            r.take(range(i, j), SETTING)  # "at the 2025 Tour de France": its year right before it
            continue
        if not of_the_relation(relation, editions, g.relations_of, half=True):
            raise PlanningError(f"{r.ledger.text(i, j)!r} names no edition of a {relation} fact")
        alike = [e for e in series_alike(g.names, editions) if e != editions]
        if (
            r.other is None
            and not r.other_any
            and any(of_the_relation(relation, e, g.relations_of, half=True) for e in alike)
        ):
            r.other_any = list(editions)  # "the Tour de France Femmes" beside the men's: its editions only
            r.notes.append(f"read {r.ledger.text(i, j)!r} as its own editions, another series' {relation} aside")
            continue
        r.notes.append(f"read {r.ledger.text(i, j)!r} as the series of every {relation} fact")
