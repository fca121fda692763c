"""Two relations differing only by the noun of the doer's kind that opens one's name ("won" and "filmWon",
"wonEurovision" and "countryWonEurovision"): a verb said alone ("What won Best Animated Feature in 2016?") may mean
either, a person or a film; the question says which only by that noun ("Which film won ...": `relation.said_in_full`),
by "who" (a person), or by another kind asked ("Which actress won ...", "How many different people have won ...").
Otherwise neither is read from the words alone: the graph tells which the entities take part in, else each reading is
answered and the question refused where they differ (a wrong answer is worse than none). That noun said only inside
a name ("Best International Feature Film") says no film won. Where "which <noun>" asks another kind of doer than the
one that opens a name ("Which singer won the 1987 contest?"), the other relation is meant (`another_doer_asked`)."""

from __future__ import annotations

from lemminflect import getAllLemmas

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.relation_prep import AGENT_OF, ORDER_READ, asking_words, doer_asked
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class, word_table
from chronorag.understanding.reading import Graph, Reading, content, kind_at, same_clause
from chronorag.understanding.relation_names import (
    doer_kind,
    identifier_words,
    opened_among,
    opened_by_its_doer,
    plain_doers,
)
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import key, lemmas

WHO_ASKS = word_class("event", "who_asks")
WHAT_ASKS = word_class("event", "what_asks")
AGENT_KINDS = word_class("event", "what_asks_no")  # a team, a country: an agent "who" may ask too
BE = word_class("event", "be")
AUXILIARIES = word_class("event", "auxiliaries")
KIND_WORDS = word_table("asked", "kind_words")  # "nation": a country


def doer_said(r: Reading, verb: int) -> bool:
    """Whether the question says the side asked is or is not a doer of that kind: "who" asks it, or a noun before
    the verb (token `verb`) says its kind ("Which actress won ...", "How many different people have won ...")."""
    asking = asking_words(r)
    return any(t.low in WHO_ASKS for t in asking) or r.answer_kind is not None or bool(kinds_said(r, verb))


def kinds_said(r: Reading, verb: int) -> set[str]:
    """The lemmas of the free nouns said before the verb (token `verb`), and of the word right after "which": the
    kind of what is asked (and the kind the question was read to ask)."""
    said = [t for t in r.toks[:verb] if r.free(t.i) and not t.is_punct and t.low not in FUNCTION_WORDS]  # "actor"
    after_which = {kind_at(r.toks, t.i, verb) for t in r.toks[:verb]}  # "Which act won ...": a noun there
    kinds = {w for t in said for w in (lemmas(t.low) if t.i in after_which else getAllLemmas(t.low).get("NOUN", ()))}
    return kinds | ({r.answer_kind} if r.answer_kind else set())  # "which country", read as the kind asked


@construction(
    "relation.doer_unsaid",
    "<verb> of two relations, one opened by its doer's kind ('won', 'filmWon'), the question saying neither that noun,"
    " 'who' nor another kind asked: read as neither, the graph telling which; another kind asked: the one without",
    ("event.who_asks",),
)
def doer_unsaid(r: Reading, match: RelationMatch, full: list[str], candidates: list[str]) -> list[str]:
    """The relations the words say in full (`relation.said_in_full`), as the doer's kind says them: none (left
    unread) where the one is another candidate without the noun of its doer's kind that opens it, and the question
    says no kind of the side asked; where the one is opened by its doer's kind, that noun said only inside a name
    ("Best International Feature Film"), the one without it if the question says another kind ("Which country won
    ..."), else none. Otherwise as they are."""
    if len(full) != 1:
        return full
    others = [c for c in candidates if c != full[0]]
    if any(opened_by_its_doer(full[0], c) for c in others):
        return full if doer_said(r, match.verb) else []
    plain = [c for c in others if opened_by_its_doer(c, full[0])]
    doer = identifier_words(full[0])[0]
    said = any(doer in lemmas(r.toks[i].text) for i in match.tokens) or doer in kinds_said(r, match.verb)
    if len(plain) != 1 or said:
        return full
    return plain if doer_said(r, match.verb) else []


@construction(
    "relation.another_doer_asked",
    "which <noun> <verb two relations share>, one named by another doer's kind: 'Which singer won the 1987 contest?'",
)
def another_doer_asked(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Of a wording several relations share, those whose name opens with a doer's kind ("country") the question
    says nowhere, where the noun right after "which" asks for the doer and is another (neither that kind nor a word
    of it: "nation" is a country), are not meant: the others are, where any is left; where it is that kind ("Which
    country won ..."), the one relation named by it is. None where nothing is left out."""
    at = kind_at(r.toks, 0, len(r.toks)) if r.toks else None
    if at is None or at >= len(r.toks) or r.answer_type != "entity" or min(match.tokens, default=0) <= at:
        return None
    at += 1 if r.ledger.used.get(at) in ORDER_READ and at + 1 < len(r.toks) else 0  # "the first driver to win"
    noun = r.toks[at]
    if noun.low in FUNCTION_WORDS or not noun.is_word or _no_kind(r, at) or at in match.tokens:
        return None
    said = {w for t in r.toks for w in (t.low, key(t.text), *lemmas(t.low))}
    asked = {noun.low, key(noun.text), KIND_WORDS.get(noun.low, "")}
    kinds = {c: doer_kind(c) for c in candidates}
    subject = any(at < m.i and m.j <= match.verb for m in r.mentions)  # "Which film did X win for?": X did it
    if not subject and len(theirs := [c for c, kind in kinds.items() if kind in asked]) == 1:  # "Which country won"
        left = theirs
        verb_next = at + 1 < len(r.toks) and (at + 1 == match.verb or r.toks[at + 1].low in AUXILIARIES)
        if r.free(noun.i) and verb_next and kinds[theirs[0]] in (noun.low, key(noun.text)):  # "Which team won"
            r.take([noun.i], "relation")
    else:
        left = [c for c, kind in kinds.items() if kind is None or kind in said]
    if not left or len(left) == len(candidates):
        return None
    r.notes.append(f"read {match.words!r} as {' / '.join(left)}: the question asks a {noun.text}, of no other kind")
    return left


@construction(
    "relation.who_asks_no_doer_kind",
    "who <verb several relations share>, some the others opened by their doer's kind ('Who won the Daytona 500?':"
    " wonRace, not teamWonRace or manufacturerWonRace), that kind said nowhere: those not opened by it",
    ("event.who_asks",),
)
def who_asks_no_doer_kind(r: Reading, g: Graph, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Of a wording several relations share, none said in full, where "who" asks the one who did it: a relation that
    is another candidate opened by the noun of its doer's kind ("teamWonRace" of "wonRace") is not meant, as "who"
    reads "won" and not "filmWon" (`doer_unsaid`): the publisher marks the other doers by their kind, so the name
    without one is its plain doer; the others are read, noted. Only where "who" is the verb's own subject ("Who
    won", "Who has won": no noun, "Who was the winner"; no other verb, "Who owned the car that won") and the question
    leaves no word unread (a kind said another way: "as a nation", "among the outfits"; a reference clause's words
    of a relation say none, its other words may: "the year X's son drove for Y"). None otherwise."""
    asking = [t for t in asking_words(r) if t.low in WHO_ASKS]
    if r.answer_type != "entity" or r.answer_kind is not None or len(asking) != 1 or len(match.tokens) != 1:
        return None  # the verb alone ("Who received a nomination": a phrase, its sides read otherwise)
    said_by_verb = _said_by_its_verb(r, asking[0].i, match)
    if not said_by_verb and not _who_is_its_doer(r, match):  # "Who won", "Who has won"; else "Who was the winner"
        return None
    if r.other_kind is not None or _unread(r, g, match):
        return None  # a kind said ("as a nation", "among the nations"), or a word unread that may say one
    left = plain_doers(tuple(candidates), r.toks)
    if len(left) == len(candidates):
        return None
    kinds = " or ".join(dict.fromkeys(str(doer_kind(c)) for c in candidates if c not in left))
    r.notes.append(f"read {match.words!r} as {' / '.join(left)}: 'who' asks no {kinds}")
    return left


@construction(
    "relation.what_asks_its_doer_kind",
    "what <verb several relations share>, one of them another opened by its doer's kind ('What won Best Picture in"
    " 1995?': filmWon, not won): that one",
    ("event.who_asks",),
)
def what_asks_its_doer_kind(r: Reading, g: Graph, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Of a wording several relations share, none said in full, where "what" is the verb's own subject ("What won",
    "What has won"): "what" asks a thing, never a person, so where exactly one candidate is another opened by the noun
    of its doer's kind ("filmWon" of "won"), that one is read, noted; never an agent's kind (`what_asks_no`: "What
    won the Daytona 500?", the team or the maker?; "What won Eurovision?", the country or the song?). Several so
    opened, a word left unread or a kind said: None, as `who_asks_no_doer_kind` reads "who"."""
    asking = [t for t in asking_words(r) if t.low in WHAT_ASKS]
    if r.answer_type != "entity" or r.answer_kind is not None or len(asking) != 1 or len(match.tokens) != 1:
        return None
    if not _said_by_its_verb(r, asking[0].i, match) or r.other_kind is not None or _unread(r, g, match):
        return None
    opened = opened_among(candidates)
    if len(opened) != 1 or doer_kind(opened[0]) in AGENT_KINDS:
        return None
    r.notes.append(f"read {match.words!r} as {opened[0]}: 'what' asks a {doer_kind(opened[0])}, no person")
    return opened


def _said_by_its_verb(r: Reading, asked: int, match: RelationMatch) -> bool:
    """The word asking is the verb's own subject: "What won", "What has won" (auxiliaries between, no noun)."""
    verb = r.toks[match.verb]
    between = r.toks[asked + 1 : match.verb]
    return "VERB" in getAllLemmas(verb.low) and all(t.low in AUXILIARIES or t.low in BE for t in between)


def _unread(r: Reading, g: Graph, match: RelationMatch) -> bool:
    """A word left unread that may say a kind: any content word but the verb's, and a reference clause's relation
    words ("the year X won Y": its own)."""
    unread = [t for t in r.toks if r.free(t.i) and t.is_word and t.low not in FUNCTION_WORDS and t.i != match.verb]
    verbs = {k for m in g.lexicon.match(r.toks, {t.i for t in unread}) for k in m.tokens}  # a relation's words
    return any(same_clause(r, t.i, match.verb) or t.i not in verbs for t in unread)


def _no_kind(r: Reading, at: int) -> bool:
    """Whether token `at` is a word of a name or one read as the order asked ("Who was the Daytona 500 winner"): no
    kind."""
    return any(m.i <= at < m.j for m in r.mentions) or r.ledger.used.get(at) in ORDER_READ


def _who_is_its_doer(r: Reading, match: RelationMatch) -> bool:
    """ "Who was the winner of X", "Who was the third winner": "who" is the relation's doer said by its noun
    (`relation_prep.doer_asked`), nothing after it but "of" its other side, a word read, or the question's end
    ("Who was the winner at Silverstone?" may ask where it was won, not what)."""
    k = max(match.tokens) + 1
    return doer_asked(r, match, named=True) and (  # "Who was the Best Actress winner in 1990?": a person
        k >= len(r.toks) or r.toks[k].low in AGENT_OF or not r.free(k) or r.toks[k].is_punct
    )


@construction(
    "relation.by_its_subject",
    "<X> <verb> of several relations, X the one entity named, its subject in the active voice ('What did Parasite"
    " win?'): the one relation the graph holds X the head of (filmWon, not wonForFilm, whose tail a film is)",
    ("event.be",),
)
def by_its_subject(r: Reading, g: Graph, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Of facts true over intervals, a verb several relations share whose clause names one entity, before the verb
    with no form of "be" before it (a passive may make it either side) and no word unread after it: the one relation
    of which the graph holds facts with that entity their head, where the others hold none."""
    mentions = [m for m in r.mentions if m.j <= match.verb]
    if not g.intervals or g.tails_of is None or len(r.mentions) != 1 or len(mentions) != 1:
        return None
    if any(t.low in BE for t in r.toks[: match.verb]) or _unread_after(r, g, match):
        return None  # "When did X win his first pole?": a noun unread may say another relation's
    entity = mentions[0].names[0]
    held = [c for c in candidates if g.tails_of(entity, c)]
    return held if len(held) == 1 else None


def _unread_after(r: Reading, g: Graph, match: RelationMatch) -> bool:
    """Whether a word no construction read follows the verb ("When did X win his first pole?"), or another word of
    the question says another relation ("How many nominations did X get?": the noun counted, read as the kind)."""
    if any(r.free(t.i) and content(t) and t.i not in match.tokens for t in r.toks[match.verb + 1 :]):
        return True
    said = g.lexicon.match(r.toks, {t.i for t in r.toks} - set(match.tokens))
    return any(set(m.relations) - set(match.relations) for m in said)


def stranded_elsewhere(r: Reading, chosen: str, candidates: list[str]) -> bool:
    """Whether the question ends with a preposition no construction read that another candidate's name holds and the
    chosen one's does not ("What did X win his first award for?": wonForFilm, won for a film, not won): the question
    may ask that one's other side, so the chosen name's words do not decide."""
    said = [t for t in r.toks if not t.is_punct]
    last = said[-1] if said else None
    if last is None or not r.free(last.i) or last.low not in FUNCTION_WORDS or last.low in identifier_words(chosen):
        return False
    return any(last.low in identifier_words(c) for c in candidates if c != chosen)


@construction(
    "relation.named_before_its_doer",
    "<a name> <a doer's noun several relations share>: 'Pittsburgh Penguins players' (those who played for them:"
    " playedFor, of which the team is the other side, not playedInConference, of which it is the doer)",
)
def named_before_its_doer(r: Reading, g: Graph, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """A doer's noun ("players", `noun_of` head) said right after a name of one entity: the name is what they did
    it to, so of the relations the noun may mean, those the graph holds with that entity as the other side (the
    tail); None where none or all are, or the graph is not asked."""
    if g.heads_of is None or match.noun_of != "head" or len(match.tokens) != 1:
        return None
    before = [m for m in r.mentions if m.j == match.tokens[0] and len(m.names) == 1]
    if len(before) != 1:
        return None
    kept = [rel for rel in candidates if g.heads_of(before[0].names[0], rel)]
    return kept if kept and len(kept) < len(candidates) else None
