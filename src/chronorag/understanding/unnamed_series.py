"""A series said alone in a question naming no entity (`unnamed.py`): "Which country has hosted Eurovision most
often?", "Who was the first presenter of the contest?", "How many different cities have hosted Eurovision?". The
series' words with no year ("Eurovision", "the contest": `name_series.said_forms`) name none of its editions, so
the question names no entity; they say that the facts asked are those of the series' editions. Read only where the
words are one series' alone (of two series that close alike, "the World Cup" of the men's and the women's, which
one is not said) and that series' editions take part in the one relation the clause says (`relations_of`, the
graph asked of each edition): then every fact of the relation is of the series, and the words narrow nothing. Else
the words are left (and refused as words the question does not read)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class, word_table
from chronorag.understanding.name_forms import SKIP
from chronorag.understanding.name_series import NameIndex, edition_year, found_series, said_forms
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.relation_names import doer_opened, identifier_words, said_in_name, tail_kind
from chronorag.understanding.relations import RelationLexicon, RelationMatch
from chronorag.understanding.setting_kind import POSSESSIVE_MARKS
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key, lemmas

RelationsOf = Callable[[str], list[str]]  # as `reading.RelationsOf`: the relations an entity takes part in
ARTICLES = word_class("common", "articles")
KIND_WORDS = word_table("asked", "kind_words")  # "nation": a country, a kind of the names table
SETTING_PREPS = word_class("relations", "setting_preps")  # "at Eurovision", "in the contest"
OF = word_class("names", "series_of_preps")  # "the first presenter of Eurovision"


def _made_forms(index: NameIndex) -> dict[tuple[str, ...], list[list[str]]]:
    """Each form a series is said by alone -> the editions of each series said so (one list a series)."""
    out: dict[tuple[str, ...], list[list[str]]] = {}
    for words, years in found_series(index).items():
        editions = [n for names in years.values() for n in names]
        for form in said_forms(words, years):
            out.setdefault(form, []).append(editions)
    return out


_forms = PerObject(_made_forms)


def series_alone(toks: list[Token], free: set[int], index: NameIndex) -> list[tuple[list[int], list[str]]]:
    """The runs of free words that say one series alone (with the article, or the preposition of a setting and its
    article, before them: "at Eurovision", "of the contest"), longest first, each with that series' editions; a
    form two series share is none."""
    forms = _forms(index)
    longest = max(map(len, forms), default=0)
    # a possessive mark inside a series' words is one of them ("the Women's World Cup"), free or not: it reads nothing
    seq = [t for t in toks if (t.i in free and t.is_word and t.low not in SKIP) or t.low in POSSESSIVE_MARKS]
    out: list[tuple[list[int], list[str]]] = []
    k = 0
    while k < len(seq):
        for n in range(min(longest, len(seq) - k), 0, -1):
            run = seq[k : k + n]
            said = forms.get(tuple(key(t.text) for t in run))
            if said and run[-1].i - run[0].i == n - 1:
                if len(said) == 1:
                    out.append((_with_before(toks, free, [t.i for t in run]), said[0]))
                k += n - 1
                break
        k += 1
    return out


def _with_before(toks: list[Token], free: set[int], run: list[int]) -> list[int]:
    """The run with the free article and then the preposition of a setting right before it."""
    at = run[0] - 1
    while at >= 0 and at in free and toks[at].low in ARTICLES:
        at -= 1
    if at >= 0 and at in free and (toks[at].low in SETTING_PREPS or toks[at].low in OF):
        at -= 1
    return list(range(at + 1, run[0])) + run


MOST_ASKED = 12  # the editions asked of the graph, spread over the series


def of_the_relation(relation: str, editions: list[str], relations_of: RelationsOf | None, half: bool = False) -> bool:
    """Whether the series' editions take part in the relation: most of up to `MOST_ASKED` of them, spread over the
    series, the graph holds a fact of (a Tour whose win was taken away holds none); `half`: at least half of them
    (a series said in full may have years without one: no winner listed)."""
    if relations_of is None or not editions:
        return False
    asked = sorted(editions)[:: max(1, len(editions) // MOST_ASKED)]
    held = 2 * sum(relation in relations_of(e) for e in asked)
    return held >= len(asked) if half else held > len(asked)


def read_series(
    toks: list[Token],
    allowed: set[int],
    runs: list[tuple[list[int], list[str]]],
    lexicon: RelationLexicon,
    kind_noun: int | None,
    relations_of: RelationsOf | None,
    alike: Sequence[list[str]] = (),
    years: tuple[int, int] | None = None,
) -> tuple[set[int], list[RelationMatch]]:
    """The relation phrases of a question naming no entity and the words of the series it says alone: the series
    (of `runs`) whose editions take part in the one relation the other words say, read as its words or without them
    ("Eurovision" of countryWonEurovision), or with the relation's own noun the series' first word ("won the Tour de
    France": wonTour); none where no series is said so (the phrases of all the words). `years`: the period said
    [first, last], where another series alike is read only by its editions in it."""
    plain = _with_kind(lexicon.match(toks, allowed), kind_noun, toks)
    for run, editions in runs:
        for said in (plain, _with_kind(lexicon.match(toks, allowed - set(run)), kind_noun, toks)):
            if len(said) != 1 or len(said[0].relations) != 1 or not _apart(said[0], run, toks):
                continue
            if of_the_relation(said[0].relations[0], editions, relations_of) and not _narrowed(
                said[0].relations[0], editions, _in_years([e for e in alike if e != editions], years), relations_of
            ):
                return set(run), said
    return set(), plain


def _apart(match: RelationMatch, run: list[int], toks: list[Token]) -> bool:
    """The phrase says none of the series' words, or only words of the relation's own name ("Tour" of wonTour)."""
    shared = set(run) & set(match.tokens)
    own = set(identifier_words(match.relations[0]))
    return all(key(toks[k].text) in own for k in shared)


def _in_years(alike: Sequence[list[str]], years: tuple[int, int] | None) -> list[list[str]]:
    """Each series' editions of the years said (all, where none is said): "the Tour de France in the 1990s" is
    never narrowed by the Tour de France Femmes, whose first is of 2022."""
    if years is None:
        return list(alike)
    kept = [[e for e in editions if (y := edition_year(e)) and years[0] <= int(y) <= years[1]] for editions in alike]
    return [editions for editions in kept if editions]


def _narrowed(relation: str, editions: list[str], alike: Sequence[list[str]], relations_of: RelationsOf | None) -> bool:
    """Whether another series said in some of the same words ("the Women's World Cup" beside the men's, "the Tour de
    France Femmes" beside the men's Tour) takes part in the relation too: then the series' words narrow its facts,
    which a question naming no entity does not read (it asks every fact of the relation)."""
    others = [e for e in alike if e != editions]
    return relations_of is not None and any(of_the_relation(relation, e[:MOST_ASKED], relations_of) for e in others)


def series_alike(index: NameIndex, editions: list[str]) -> list[list[str]]:
    """The editions of each series of the index sharing a word with the series of `editions` (its words: those of
    its first edition's name less the year)."""
    found = found_series(index)
    mine = next(
        (set(w) for w, years in found.items() if editions[0] in years.get(edition_year(editions[0]), [])), set()
    )
    return [[n for names in years.values() for n in names] for w, years in found.items() if mine & set(w)]


def _with_kind(found: list[RelationMatch], kind_noun: int | None, toks: list[Token]) -> list[RelationMatch]:
    """ "Which city hosted ...": the noun after "which", a doer's noun of one of the relations its verb may say
    (hostCityOf of "host"), says that one; the noun's phrase and the verb's read as one. "Which country won ...": the
    noun a relation's name opens with as its doer's kind ("countryWonEurovision", beside wonEurovision) says that one
    of the verb's. Else as found."""
    if kind_noun is not None and len(found) == 1:
        opened = _opened_by(found[0].relations, key(toks[kind_noun].text))
        if len(found[0].relations) > 1 and len(opened) == 1:
            return [replace(found[0], relations=(opened[0],), tokens=sorted([*found[0].tokens, kind_noun]))]
    if kind_noun is None or len(found) != 2:  # the noun and the verb
        return found
    nouns = [m for m in found if m.tokens == [kind_noun]]
    verbs = [m for m in found if kind_noun not in m.tokens]
    if len(nouns) != 1 or len(verbs) != 1:
        return found
    said = key(toks[kind_noun].text)
    opened = _opened_by(verbs[0].relations, said)  # "Which film had the most nominations": filmNominatedFor's films
    both = opened if len(opened) == 1 else [r for r in verbs[0].relations if r in nouns[0].relations]
    both = [r for r in both if tail_kind(r) != said]  # nominatedForFilm's films are who was nominated for, not who was
    if len(both) != 1:
        return found
    return [replace(verbs[0], relations=(both[0],), tokens=[*verbs[0].tokens, kind_noun])]


def _opened_by(relations: Sequence[str], noun: str) -> list[str]:
    """Those of the relations whose name opens with `noun` as its doer's kind ("filmWon" of "film")."""
    return [r for r in relations if (w := identifier_words(r)) and doer_opened(w) and w[0] == noun]


def kind_asked(toks: list[Token], kind_noun: int | None, match: RelationMatch) -> str | None:
    """A noun after "which" that the relation's phrase does not say: a kind of the names table ("Which country
    hosted Eurovision ...": `[asked.kind_words]`), returned, which every answer must be (`interval_terms` checks
    them); any other is refused, a kind the graph does not tell apart ("Which astronauts ..."). A noun the phrase
    says that is no word of the relation's name is the relation's own noun, what was done ("Which flights launched
    in 1969?": a flight is launched on, by the people the facts' heads are), never who did it: refused; a word of
    the name ("Which city hosted ...": hostCityOf) says the side it names."""
    if kind_noun is None:
        return None
    if kind_noun in match.tokens:
        noun, named = toks[kind_noun], said_in_name(match.relations[0])
        if {noun.low, key(noun.text)} & (named | {lemma for word in named for lemma in lemmas(word)}):
            return None  # "Which releases came out in 2023?": the name's own verb ("released") as its noun
        raise PlanningError(f"{noun.text!r} after 'which' is what was done, not who did it")
    if kind := KIND_WORDS.get(toks[kind_noun].low):
        return kind
    raise PlanningError("a question naming no entity asks who did it ('who', 'which people')")


def said_text(toks: list[Token], said: set[int]) -> str:
    return " ".join(toks[k].text for k in sorted(said))
