"""A verb that is a relation's whole name, beside one whose name adds a noun not said ("Which races did X win?" of
a graph holding `won` and `wonChampionship`): the one whose every word the question says. Never where a noun no
construction read follows the verb, nor where the kind asked is said by a kind's word ("What kind of car did X
drive?": `droveFor` or `droveMake`? the car may be the make's noun in other words)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from chronorag.understanding.compose_terms import gerund
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions import relation_doer as doer
from chronorag.understanding.constructions.relation_prep import asking_words
from chronorag.understanding.constructions.role_nouns import unread_kind
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_parts import OTHERWISE  # "won the title": its championship
from chronorag.understanding.reading import WHICH, Clause, Graph, Reading, content, kind_at, same_clause
from chronorag.understanding.relation_derived import (
    camel_parts,
    closing_prep,
    name_preposition,
    says_its_verb,
    what_it_does,
)
from chronorag.understanding.relation_names import (
    DEGREE_WORDS,
    camel_forms,
    identifier_words,
    passive_name,
    said_words,
    verb_lemma,
)
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.tokens import Token, said_after
from chronorag.understanding.words import is_nominal, lemmas

KIND_WORDS = word_class("event", "kind_words")  # "what kind of car": the kind asked is the word after "of"
KIND_OF = word_class("event", "kind_of")
EVENT_JOINS = word_class("event", "event_joins")  # "active and support": two events, not one relation's words
STARTED_FROM = word_class("relations", "phrase_breaks_always")  # "won X from / on pole": where it started


@construction(
    "relation.said_in_full",
    "<verb> that is a relation's whole name, beside one whose name adds a noun not said: 'Which races did X win?'",
)
def said_in_full(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """ "win" of a graph that holds both "won" and "wonChampionship": the one relation whose name's words the
    question says every one of, where the others' names hold a word it does not say (their verb said alone needs
    their noun said elsewhere: "Which championship did X win?"). Not where a noun no construction read follows the
    verb ("when he won his first title"), nor, where the name's words are said in other words (its noun inside a name
    said: "hosted the 2012 Eurovision"), a kind asked that none read ("Which arena hosted X?"): it may say the other's
    noun in other words."""
    said = {w for t in r.toks if not started_from(r.toks, t.i) for w in name_words(t)}
    words = {c: w for c in candidates if (w := said_words(c, r.toks))}  # "wonMostSeatsIn": its "most" too
    full = [c for c, w in words.items() if w <= said]
    if len(full) > 1:  # "won the title": wonChampionship, whose words hold won's and one more said
        full = [c for c in full if all(words[o] < words[c] for o in full if o != c)]
    full = doer.doer_unsaid(r, match, full, candidates)  # "What won X?": a film (filmWon) or a person (won)?
    if (
        len(full) != 1
        or len(full) == len(candidates)
        or _its_doers_noun_unsaid(r, match, candidates, full, words, said)
    ):
        return None
    plainly = words[full[0]] <= {t.low for t in r.toks if r.free(t.i) or t.i in match.tokens} | set(lemmas(match.words))
    free_words = {w for t in r.toks if r.free(t.i) or t.i in match.tokens for w in name_words(t)}
    inside = not plainly and not words[full[0]] <= free_words  # its noun said only inside a name
    at = {kind_at(r.toks, j, len(r.toks)) for j in range(len(r.toks))} if inside else set()
    kinds = [t for t in r.toks if t.i in at and same_clause(r, t.i, match.tokens[0])]
    said_after = [*kinds, *r.toks[max(match.tokens) + 1 :]]  # "Which arena hosted X?": a venue, in other words?
    after = [t for t in said_after if unread_kind(r, t.i, inside) and content(t) and is_nominal(t.text)]
    after = [t for t in after if not _the_doer_of_what_it_won(r, match, t, full[0], candidates)]
    if [t for t in after if not name_words(t) & words[full[0]]] or doer.stranded_elsewhere(r, full[0], candidates):
        return None
    if kind_of_said(r):  # "What kind of car did X drive?": the car may be the other's noun in other words
        return None
    # "What car did X drive?": what was driven, droveMake's other side, not droveFor's
    if _its_preposition_unsaid(r, match, full[0], candidates):
        return None
    others = ", ".join(c for c in candidates if c not in full)
    why = f"says no other word of {others}" if plainly else "says every word of it, in other words"
    r.notes.append(f"read {match.words!r} as {full[0]}: the question {why}")
    r.take([t.i for t in r.toks if r.free(t.i) and t.low in words[full[0]] & DEGREE_WORDS], "relation")  # "most"
    return full


def _its_doers_noun_unsaid(
    r: Reading, match: RelationMatch, candidates: list[str], full: list[str], words: dict[str, set[str]], said: set[str]
) -> bool:
    """ "In which categories was Parasite nominated?": another candidate (filmNominatedFor) whose only words unsaid
    are the noun its name opens with, before its verb: the kind of its doer, which a name said (Parasite, a film)
    says in its own words, so the question does not tell it from the one said in full (nominatedAt). Only of a kind
    or thing asked ("which", "what"; "Who won Best Picture?" says a person, never a film: `doer_unsaid`), a name
    said between it and the verb (the doer named, not asked)."""
    asking = asking_words(r)
    if not asking or asking[0].low not in WHICH:
        return False
    if not any(asking[-1].i < m.i and m.j <= min(match.tokens) for m in r.mentions):
        return False  # "Which act won the 1974 Eurovision?": the doer asked, its kind said, none named before the verb
    for c in candidates:
        missing = words.get(c, set()) - said
        parts = camel_parts(c)
        if c in full or not missing or parts is None:
            continue
        forms = [verb_lemma(w) for w in identifier_words(c)]
        if parts.verb in forms and missing <= set(forms[: forms.index(parts.verb)]):
            return True
    return False


def _the_doer_of_what_it_won(r: Reading, match: RelationMatch, t: Token, chosen: str, candidates: list[str]) -> bool:
    """Whether a kind asked is the doer, said before the verb in the active ("Which rider won the Tour in 1947?"),
    where every other candidate names the same verb and then what was done ("wonMountainsClassification"): the
    doer's kind never says that thing in other words (an arena may be a venue, `venueOf`, whose name says its
    doer's kind)."""
    if t.i >= match.verb or any(x.low in doer.BE for x in r.toks[: match.verb]):
        return False
    verb = camel_parts(chosen)
    for c in candidates:
        parts = camel_parts(c)
        if c == chosen or parts is None or verb is None:
            continue
        if parts.verb != verb.verb or not parts.noun or closing_prep(c) is not None:
            return False
    return verb is not None


def _its_preposition_unsaid(r: Reading, match: RelationMatch, chosen: str, candidates: list[str]) -> bool:
    """Whether "what" / "which" asks what the verb was done to, the chosen name being its verb and a preposition the
    question never says, where another candidate's name needs none before its other side ("droveFor", "droveMake":
    "What car did X drive?" asks what was driven, droveFor's other side follows "for"): its words said do not tell
    which. Not "where" or "who", a passive, nor a name with a noun said ("Which poles did X win?": wonPoleFor's
    pole), nor the one word asked right after "which", which is the name's own noun ("Which cabinet came before X?":
    cabinetOf, no verb's object)."""
    parts = camel_parts(chosen)
    if parts is None or parts.prep is None or parts.noun or parts.prep in {t.low for t in r.toks}:
        return False
    asking = asking_words(r)
    progressive = gerund(r.toks[match.verb])  # "What car was X driving?": no passive
    if (
        not asking
        or asking[0].low not in WHICH
        or (not progressive and any(t.low in doer.BE for t in r.toks[: match.verb]))
    ):
        return False  # "Which categories has X been nominated in?": a passive's object is its subject
    if match.tokens == [asking[-1].i + 1]:
        return False
    return any(name_preposition(c) is None for c in candidates if c != chosen)


def started_from(toks: list[Token], i: int) -> bool:
    """Whether a word is said right after "from", "on", "with" ... (an article between): where the doer started
    ("won X from the pole", "on pole"), never a word of the relation's name (`relations.phrase_breaks_always`)."""
    return said_after(toks, i, STARTED_FROM)


def name_words(t: Token) -> set[str]:
    """The words a relation's name may hold that a token says: itself, its lemmas, and the name's word it says
    another way ("title": championship, `names.name_words_otherwise`)."""
    said = {t.low, *lemmas(t.low)}
    return said | {OTHERWISE[w] for w in said if w in OTHERWISE}  # "titles": its lemma "title", a championship


def kind_of_said(r: Reading) -> list[Token]:
    """The noun of a kind asked as "kind / type / sort of <noun>", unread: what the answer is, which the graph's
    relation names may say in other words (a car: a make, not a team)."""
    toks = r.toks
    return [
        toks[t.i + 2]
        for t in toks
        if t.low in KIND_WORDS
        and t.i + 2 < len(toks)
        and toks[t.i + 1].low in KIND_OF
        and r.free(t.i + 2)
        and content(toks[t.i + 2])
        and is_nominal(toks[t.i + 2].text)
    ]


@construction(
    "relation.its_every_word",
    "<words of one relation's name, said apart> ('extended support ... end': extendedSupportEnded): that relation",
)
def its_every_word(r: Reading, g: Graph, clause: Clause, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """The one relation of the graph whose every name's word the clause says, where the phrases read say only words
    of its name ("When did extended support for Ubuntu 14.04 end?": 'extended' read as extendedSupportEnded, 'end' as
    endOfLife; "When did active support for Node.js 8 end?": 'end' read as endOfLife, 'active support' as nothing).
    The wider reading covers the narrower; the words it takes are said in the reading. None where no relation, or
    more than one, is said so; where it adds no word to those read; and where one phrase read says it (of several
    relations, the graph or the other words tell which)."""
    said = {t.i: name_words(t) for t in clause.tokens(r.toks) if r.free(t.i) or any(t.i in m.tokens for m in matches)}
    read = {i for m in matches for i in m.tokens}
    full: dict[str, set[int]] = {}
    for rel in g.lexicon.names:
        name = [{w, *lemmas(w)} for w in said_words(rel, r.toks)]
        at = {i for i, says in said.items() if any(says & w for w in name)}
        if name and read <= at and all(any(said[i] & w for i in at) for w in name):
            full[rel] = at
    if len(full) != 1:
        return None
    ((rel, at),) = full.items()
    if not _said_in_one_phrase(r, clause, at, [{w, *lemmas(w)} for w in camel_forms(rel)[-1]], said):
        return None
    apart = len({frozenset(m.relations) for m in matches}) > 1  # phrases of different relations: else refused
    if at == read or not (apart or all(rel not in m.relations for m in matches)):
        return None  # no word more ("win": won, not wonChampionship), or a phrase of it already read
    words = " ".join(r.toks[i].text for i in sorted(at))
    r.notes.append(f"read {words!r} as {rel}: every word of its name is said")
    if base := next((m for m in matches if rel in m.relations), None):  # its own phrase, wider
        return [replace(base, relations=(rel,), tokens=sorted(at), words=words, verb_at=sorted(at).index(base.verb))]
    return [RelationMatch((rel,), sorted(at), passive_name(rel), words)]


def _said_in_one_phrase(
    r: Reading, clause: Clause, at: set[int], name: list[set[str]], said: dict[int, set[str]]
) -> bool:
    """Whether the tokens say the name's words in its order, with no mark nor word joining two events between them
    outside a name (`event.event_joins`): "When did Node.js 8 end, with support still active?" says 'end' before
    'support' and 'active', after a comma; "become active and support end" joins two: no such phrase."""
    order = [min((k for k, w in enumerate(name) if said[i] & w), default=-1) for i in sorted(at)]
    if any(b <= a for a, b in pairwise(order)):
        return False
    inside = {k for m in clause.mentions for k in range(m.i, m.j)}
    between = [r.toks[k] for k in range(min(at), max(at)) if k not in inside]
    return not any(t.is_punct or t.low in EVENT_JOINS for t in between)  # "become active and support end": two


@construction(
    "relation.done_noun_unsaid",
    "<verb> of a plain relation and of one whose noun says what was done, that noun said nowhere: 'What year was"
    " X's last Cup win?' (wonRace, not wonPoleFor)",
)
def done_noun_unsaid(r: Reading, g: Graph, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """ "Who won the Food City 500 after Kurt Busch's last win there?": a verb said alone that a plain relation's name
    holds (wonRace: its noun, if any, is its other side) and one whose noun says what was done (wonPoleFor: a pole is
    won), that noun said nowhere in the question, where the graph links two entities named by both (a race's winner
    and its pole's: one kind of fact, told by the noun): the plain one, noted; a pole is "won" only as a pole ("won
    the pole", `said_in_full`). Not where no two named are so linked ("When did the Yankees last win?": a pennant or
    a World Series, which no noun tells), nor where no candidate is plain or every one is."""
    if len(match.tokens) != 1 or not all(says_its_verb(match.words, c) for c in candidates):
        return None  # the verb, or its own form as a noun ("a win"); never its agent ("the winner": of the pole?)
    said = {w for t in r.toks for w in name_words(t)}
    done = {c: what_it_does(c) for c in candidates if what_it_does(c)}
    unsaid = [c for c, nouns in done.items() if not nouns & said]
    left = [c for c in candidates if c not in unsaid]
    if not unsaid or len(done) == len(candidates):
        return None
    if not (_linked_by_both(r, g, candidates, unsaid) or _its_noun_its_side(r, g, left, unsaid)):
        return None
    nouns = " or ".join(sorted({n for c in unsaid for n in done[c]}))
    r.notes.append(f"read {match.words!r} as {' / '.join(left)}: the question says no {nouns}")
    return left


def _its_noun_its_side(r: Reading, g: Graph, plain: list[str], done: list[str]) -> bool:
    """ "What year was X's last Cup win?": no preposition closes a plain candidate's name (wonRace, not
    wonWorldSeriesAgainst, whose World Series is won), and the one entity named holds a plain one and a done one of
    the same other side (races won, and poles won for them: one kind of fact, told by the noun; never a pennant of a
    league and a World Series against a team)."""
    if g.tails_of is None or any(closing_prep(c) is not None for c in plain):
        return False
    named = {m.names[0] for m in r.mentions if len(m.names) == 1}
    tails_of = g.tails_of
    return any(set(tails_of(e, p)) & set(tails_of(e, d)) for e in named for p in plain for d in done)


def _linked_by_both(r: Reading, g: Graph, candidates: list[str], done: list[str]) -> bool:
    """Whether two entities named are linked in the graph by a plain candidate and a done one alike."""
    if g.linked is None:
        return False
    named = list(dict.fromkeys(m.names[0] for m in r.mentions if len(m.names) == 1))
    for k, a in enumerate(named):
        for b in named[k + 1 :]:
            held = set(g.linked(a, b))
            if held & set(done) and held & (set(candidates) - set(done)):
                return True
    return False
