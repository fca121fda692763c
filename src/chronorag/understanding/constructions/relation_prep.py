"""Relations that share a verb and differ by the preposition their names close with ("playedTestFor",
"playedTestAgainst", "playedTestAt", "playedTestIn"), asked with that preposition before the question word ("At
which ground did X play?", "In which cities ...", "Against whom ...") or left at the end ("Which ground did X play
at?"): the preposition says which relation, where it closes exactly one of them."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.asked import ASKS_ENTITY
from chronorag.understanding.constructions.prep_of_another import of_the_time_asked
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.reading import ARTICLES, BE, WHICH, Graph, Reading, as_written, is_kind_asked
from chronorag.understanding.relation_derived import (
    camel_parts,
    closing_prep,
    identifier_words,
    name_particle,
    name_preposition,
)
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_participle, lemmas

WH = word_class("event", "wh")  # "At which ground", "Against whom"
OPPOSED = word_class("relations", "opposed_preps")  # "playerOfTheMatchAgainst": the side it is against
POSSESSIVE_MARKS = word_class("common", "possessive_marks")
FRONTED_ASKING = WHICH | word_class("relations", "fronted_asking")  # "Against whom ...", "Against which team ..."
STRANDED = word_class("relations", "stranded_preps")  # "Who did X play for?": what the verb is done for
PLAIN_OBJECT = word_class("relations", "plain_object_preps")  # "Who did England play?": played against
WHO = word_class("event", "who_asks") | word_class("event", "by_whom")  # the object asked as who or whom
PLAIN_OBJECT_KINDS = word_class("relations", "plain_object_kinds")  # "Which team did Ireland play?": asked so too
SETTING_STRANDED = word_class("relations", "setting_stranded")  # "Which cities did X win stages in?": where
SETTING_PREPS = word_class("relations", "setting_preps")  # "Did England play India in India?": a place said
COUNTRY_KINDS = word_class("relations", "country_kinds")  # "Which country did X play in?": never checked
TIME_OPENERS = word_class("event", "time_openers")  # "voted for in 2017": a time, not the preposition's object
INTENSIFIERS = word_class("names", "ordinal_intensifiers")  # "the very first Daytona 500"
OWNERS = word_class("common", "possessives")  # "X's" before a name
AGENT_OF = word_class("event", "agent_of")  # "the winner of the Daytona 500": what the winner won
TIME_READ = "time"  # the ledger's tag of a word read as a time ("the 1998 winner")
ENTITY_READ = "entity"  # the ledger's tag of a name's words ("the Best Actress winner")
ORDER_READ = ("first", "last")  # the ledger's marks of the words read as the first / last (`asked.read_extremum`)


@construction(
    "relation.by_its_preposition",
    "<prep> which | whom ... <a verb several share>, ... <verb> <prep>?: 'At which ground did X play?' (the relation"
    " whose name closes with it: playedTestAt)",
    ("event.wh",),
)
def by_its_preposition(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate whose name closes with the preposition said right before the question word, or as the
    question's last word, free; that word taken as the relation's. None where no such word is said, or it closes
    none or several of them ("At which ceremony was X nominated?": nominatedAt, its verb's own preposition)."""
    closing = {rel: _closing(rel) for rel in candidates}
    if len({p for p in closing.values() if p}) < 2:
        return None  # no choice the preposition could make
    said = [t for t in _stranded(r, max(match.tokens)) if t.low in closing.values()]
    if len(said) != 1:
        return None
    kept = [rel for rel, prep in closing.items() if prep == said[0].low]
    if len(kept) != 1 or (said[0].low in SETTING_PREPS and _a_country_asked(r)):
        return None
    r.take([said[0].i], "relation")
    r.fired.append("relation.by_its_preposition")
    return kept


def _closing(relation: str) -> str | None:
    """The preposition a name closes with before its other side, after its noun (playedTestAt) or right after its
    verb (nominatedAt); never a particle a preposition follows ("out" of votedOutOf)."""
    prep = name_preposition(relation)
    return prep if prep is not None and identifier_words(relation)[-1] == prep else None


def _by_the_preposition_after_it(
    r: Reading, g: Graph, match: RelationMatch, candidates: list[str], entities: list[str]
) -> list[str] | None:
    """ "Did India play against Pakistan in 2004?": the one candidate whose name closes with the free word right
    after the verb, a name said right after that word (playedTestAgainst; "play in 2004" says no side), every
    entity named taking part in it (a player plays against no one: his team does); that word taken as the
    relation's. None where no such word is said, or it closes none or several of them."""
    k = max(match.tokens) + 1
    closing = {rel: closing_prep(rel) for rel in candidates}
    if k >= len(r.toks) or not r.free(k) or not any(m.i == k + 1 for m in r.mentions):
        return None
    kept = [rel for rel, prep in closing.items() if prep == r.toks[k].low]
    if len(kept) != 1 or (g.relations_of is not None and any(kept[0] not in g.relations_of(e) for e in entities)):
        return None
    r.take([k], "relation")
    return kept


def _a_country_asked(r: Reading) -> bool:
    """ "Which country did England play in?": a country asked after "which", of a relation told apart by where it
    was done, whose places the graph names as it will (Bridgetown, London: cities); the kind is never checked, so the
    preposition tells nothing (it answered the cities; a reviewer's find)."""
    return _which_asks(r, asking_words(r), COUNTRY_KINDS)


def _which_asks(r: Reading, asking: list[Token], kinds: frozenset[str]) -> bool:
    """The question opens its asking with "which" and a noun of `kinds` ("Which country ...")."""
    return bool(asking) and asking[0].low in WHICH and r.toks[asking[0].i + 1].low in kinds


def _stranded(r: Reading, verb: int) -> list[Token]:
    """The free words where a preposition of the relation is said apart from its object: the first, before the
    question word ("At which ground ..."), and the last after the verb, the time said after it aside ("Which ground
    did X play at (in 2019)?")."""
    words = [t for t in r.toks if t.is_word]
    said = [t for t in words[:1] if len(words) > 1 and words[1].low in WH and not of_the_time_asked(r.toks, t.i)]
    untimed = _before_its_time(r, words)  # "Which ground did X play at in 2019?": the last word before the time
    said += [t for t in untimed[-1:] if t.i > verb]
    return [t for t in said if r.free(t.i)]


def _before_its_time(r: Reading, words: list[Token]) -> list[Token]:
    """The words less those read as the time said at the end ("at in 2019": "at" last)."""
    k = len(words)
    while k > 0 and r.ledger.used.get(words[k - 1].i) == TIME_READ:
        k -= 1
    return words[:k]


@construction(
    "relation.by_its_particle",
    "<be | get> ... <participle several share> <particle>: 'When was X voted out?' (the relation whose name has that"
    " particle right after its verb: votedOutOf, not votedFor)",
    ("event.be",),
)
def by_its_particle(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate whose name says, right after its verb, the particle said right after the verb read, free,
    in the passive (a form of "be" or "get" before the participle: the one voted out is the name's head; "Who did X
    vote out?" says X did it, which such a name does not hold); that word taken as the relation's. A preposition a
    name closes with is no particle ("votedFor": its other side follows it). None where no candidate or several have
    it."""
    v = match.tokens[0]
    after = v + 1
    if after >= len(r.toks) or not r.free(after) or not _in_the_passive(r, v):
        return None
    kept = [rel for rel in candidates if name_particle(rel) == r.toks[after].low]
    if len(kept) != 1:
        return None
    r.take([after], "relation")
    return kept


def stranded_passive(r: Reading) -> None:
    """ "Was X voted for?", "When did X get voted for?": the passive of a verb and the preposition a relation's name
    closes with, nothing after it, says X is the one it was done to, the name's other side (X voted for someone is
    its head). Asking anything but who or what, opened by no "which" or "what" (whose phrase may be the
    preposition's: "Which season was X evacuated from?", "Which year was X born in?"), it is refused rather than read
    the other way round."""
    if not r.relation or r.answer_type == "entity" or (r.toks and r.toks[0].low in WHICH):
        return  # "Which year was X born in?": the question word's phrase is the preposition's
    words = identifier_words(r.relation)
    if len(words) < 2 or words[-1] not in FUNCTION_WORDS:
        return
    read = [t.i for t in r.toks if r.ledger.used.get(t.i) == "relation" and _in_the_passive(r, t.i)]
    for v in read:
        if v + 1 >= len(r.toks) or r.toks[v + 1].low != words[-1]:
            continue
        k = _past_articles(r, v + 2)
        if k >= len(r.toks) or not r.toks[k].is_word or r.toks[k].low in TIME_OPENERS:  # "voted for (in 2017)?"
            raise PlanningError(
                f"the passive {r.toks[v].text!r} {words[-1]!r} says who it was done to: {r.relation}'s other side"
            )


def stranded_preposition(r: Reading) -> None:
    """ "Who did Greg Maddux play for in 1995?" of a graph whose only "play" is playedInMajorLeagues: a preposition
    (`[relations] stranded_preps`) left free right after the relation's verb, its object not said after it (nothing,
    or a time: "for in 1995"), that the relation's name does not hold says what the verb is done for, against or
    with: another relation than the name's ("play for" a team, "played in" the majors), so the question is refused.
    So is one that opens the question before "which" ("Against which team did Warne play his last Test?" of
    playedTestFor: his own team, never whom it was against)."""
    words = identifier_words(r.relation) if r.relation else []
    if len(words) < 2:
        return
    owner_against(r, words)
    first = r.toks[0] if len(r.toks) > 1 else None
    if first and r.free(0) and first.low in STRANDED and first.low not in words and r.toks[1].low in FRONTED_ASKING:
        raise PlanningError(
            f"could not place the words {first.text!r} ('{first.text} {r.toks[1].text}' says no {r.relation})"
        )
    for t in (t for t in r.toks[1:] if r.free(t.i) and t.low in STRANDED and t.low not in words):
        verb = r.toks[t.i - 1]
        if r.ledger.used.get(verb.i) != "relation" or (parts := camel_parts(r.relation)) is None:
            continue
        if parts.verb not in lemmas(verb.text):
            continue
        k = t.i + 1  # nothing after it, a time ("for in 1995") or a clause read otherwise ("for when he won ..."),
        named = any(m.i <= k < m.j for m in r.mentions)  # never a name ("play for Team Lotus": its object)
        if k >= len(r.toks) or not r.toks[k].is_word or r.toks[k].low in TIME_OPENERS or not (r.free(k) or named):
            raise PlanningError(f"could not place the words {t.text!r} ('{verb.text} {t.text}' says no {r.relation})")


def owner_against(r: Reading, words: list[str]) -> None:
    """ "Who was player of the match in England's Test ...?" of playerOfTheMatchAgainst: a name said as the owner of
    what happened ("England's Test": a Test England played) read as the other side of a relation whose name ends
    with a word of opposition (`[relations] opposed_preps`: "against") says the one it was against, which the
    possessive does not: refused, never answered with only England's opponents' players."""
    if r.position != "tail" or not words or words[-1] not in OPPOSED:
        return
    for m in (m for m in r.mentions if r.anchor in m.names):
        if m.j < len(r.toks) and r.toks[m.j].low in POSSESSIVE_MARKS:
            raise PlanningError(
                f"'{as_written(r.toks, m.i, m.j + 1)}' says whose it was, not whom {r.relation} is against"
            )
        before = r.toks[m.i - 1] if m.i > 0 else None  # "scored for Argentina": Argentina's side, never its opponent
        if before is not None and r.free(before.i) and before.low in STRANDED and before.low not in OPPOSED:
            raise PlanningError(
                f"'{as_written(r.toks, before.i, m.j)}' says whose side, not whom {r.relation} is against"
            )
        if "roles.qualifies_the_asked" in r.fired:  # "Which French players scored?"
            raise PlanningError(
                f"'{as_written(r.toks, m.i, m.j + 1)}' says whose they are, not whom {r.relation} is against"
            )


def setting_asked(r: Reading) -> None:
    """ "Which cities did Mark Cavendish win stages in?", "Which tracks did Jeff Gordon win at in 1998?": a kind
    asked after "which" that no construction read, and a preposition of a setting (`[relations] setting_stranded`)
    left at the end right after the relation's verb or its noun (nothing after it, or a time), that the relation's
    name does not hold: what is asked is where (on what) it was done, which the relation's facts do not say (their
    other side is the stage won, the race, the title). Refused, never answered with the other side."""
    words = identifier_words(r.relation) if r.relation else []
    if r.answer_type != "entity" or len(words) < 2:
        return
    if not any(r.free(t.i) and is_kind_asked(r.toks, t.i) and t.is_word for t in r.toks):
        return
    for t in (t for t in r.toks[1:] if r.free(t.i) and t.low in SETTING_STRANDED and t.low not in words):
        before = r.toks[t.i - 1]
        after = [u for u in r.toks[t.i + 1 :] if u.is_word and r.ledger.used.get(u.i) != TIME_READ]
        if r.ledger.used.get(before.i) == "relation" and not after:
            raise PlanningError(
                f"'{before.text} {t.text}' asks where it was done, which {r.relation}'s facts do not say"
            )


def by_its_small_word(
    r: Reading, g: Graph, match: RelationMatch, candidates: list[str], entities: list[str]
) -> list[str] | None:
    """The one candidate its closing preposition says, else the one its particle says, else the one its object said
    with no preposition says; None where none does."""
    return (
        by_its_preposition(r, match, candidates)
        or _by_the_preposition_after_it(r, g, match, candidates, entities)
        or by_its_particle(r, match, candidates)
        or by_its_object(r, match, candidates)
        or by_its_plain_object(r, match, candidates)
    )


@construction(
    "relation.by_its_object",
    "<a verb several share> <the other side, no preposition>: 'When did X win the Daytona 500?' (wonRace, not"
    " wonPoleFor, whose other side follows 'for'); its doer's noun asked before 'of' it: 'Who was the winner of X'",
    ("common.articles", "event.agent_of"),
)
def by_its_object(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate whose name closes with no preposition, where a name is said right after the verb (its
    articles, and words read as its order between: "won the very first Daytona 500") as its object, or right before
    its noun after a name's possessive ("X's Daytona 500 win"); those whose names close with one need it before their
    other side. Said past its order or before the noun, only where the others each say a noun of their own
    (wonPoleFor's pole), not the same with a preposition (wonRaceWith: "Senna's McLaren win" may be its side)."""
    k, plain = _past_its_order(r, _past_its_doer(r, match))
    said = any(m.i == k for m in r.mentions)
    if not said and not _owned_before(r, min(match.tokens)):
        return None
    closing = {rel: closing_prep(rel) for rel in candidates}
    kept = [rel for rel, prep in closing.items() if prep is None]
    if len(kept) != 1 or len(kept) == len(candidates):
        return None
    if not (said and plain) and any(_same_noun(kept[0], rel) for rel in candidates if rel != kept[0]):
        return None  # "Senna's McLaren win", "win the last McLaren": wonRaceWith's other side may be what is said
    return kept


@construction(
    "relation.by_its_plain_object",
    "<a verb several share, each name closing with a preposition> <its object said, or asked by who, no preposition>:"
    " 'Who did England play in 2019?', 'Did England play Australia in 2019?' (playedTestAgainst)",
)
def by_its_plain_object(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The one candidate closing with the preposition a verb of a contest drops before its object (`[relations]
    plain_object_preps`: "play X" is play against X), where every candidate closes with a preposition and the object
    is said right after the verb, or asked by "who" / "whom" before a subject named, nothing free said after the
    verb; None otherwise ("Which ground did England play?" asks a kind; "Who did England play for?" says "for"),
    and where a name follows a setting's preposition after the verb ("Did England play India in India?": where it
    was played, which the relation does not say; a reviewer's find, it answered every England v India Test)."""
    closing = {rel: closing_prep(rel) for rel in candidates}
    kept = [rel for rel, prep in closing.items() if prep in PLAIN_OBJECT]
    if len(kept) != 1 or any(prep is None for prep in closing.values()):
        return None
    v = max(match.tokens)
    k, _ = _past_its_order(r, v + 1)
    said = any(m.i == k for m in r.mentions)
    asking = asking_words(r)
    subject = any(asking and asking[0].i < m.i < v for m in r.mentions)
    left = [t for t in r.toks[v + 1 :] if t.is_word and r.free(t.i) and t.low not in TIME_OPENERS]
    kind = _which_asks(r, asking, PLAIN_OBJECT_KINDS)
    one = len(asking) == 1 or (kind and [t.i for t in asking] == [asking[0].i, asking[0].i + 1])  # "which country"
    asked = one and (asking[0].low in WHO or kind) and subject and not left
    placed = any(m.i > v and r.toks[m.i - 1].low in SETTING_PREPS for m in r.mentions)  # "X in X": where, unread
    others = {prep for prep in closing.values() if prep not in PLAIN_OBJECT}
    gap = [t for t in r.toks[min(match.tokens) : v] if r.free(t.i)]  # "played for Ireland in their Test": "for"
    another = any(t.low in others for t in [*_stranded(r, v), *gap])  # "(In) which country did X play (in)?"
    return kept if (said or asked) and not placed and not another else None


def _in_the_passive(r: Reading, v: int) -> bool:
    """Token v is a participle after a form of "be" or "get" ("was X voted out", "got voted out")."""
    return is_participle(r.toks[v].low) and any(t.low in BE for t in r.toks[:v])


def _past_articles(r: Reading, k: int) -> int:
    """The first token from k that is no article."""
    while k < len(r.toks) and r.toks[k].low in ARTICLES:
        k += 1
    return k


def _past_its_order(r: Reading, k: int) -> tuple[int, bool]:
    """The first token from k that is no article, nor a word read as the order asked ("the very first") or as the
    time ("the 2022 Hollywood Casino 400": its year), and whether only articles and the time stood before it."""
    plain = True
    while k < len(r.toks) and (
        r.toks[k].low in ARTICLES or r.ledger.used.get(k) in (*ORDER_READ, TIME_READ) or r.toks[k].low in INTENSIFIERS
    ):
        plain = plain and (r.toks[k].low in ARTICLES or r.ledger.used.get(k) == TIME_READ)
        k += 1
    return k, plain


def _past_its_doer(r: Reading, match: RelationMatch) -> int:
    """The token after the relation's words, past "of" where they are the noun of its doer, asked ("Who was the
    winner of X": X is what the winner won)."""
    k = max(match.tokens) + 1
    return k + 1 if k < len(r.toks) and r.toks[k].low in AGENT_OF and doer_asked(r, match) else k


def asking_words(r: Reading) -> list[Token]:
    """The words read as asking the entity ("which", "who"), left to right."""
    return [t for t in r.toks if r.ledger.used.get(t.i) == ASKS_ENTITY]


def doer_asked(r: Reading, match: RelationMatch, named: bool = False) -> bool:
    """Whether the relation is said by the one noun of its doer, asked right after "who <be> the", with only words
    read as its order or its time between ("Who was the winner", "Who was the (very) first / 1998 winner"; never
    "Who was the owner of the winner", "the rookie winner"); `named`: names too ("the Best Actress winner")."""
    if match.noun_of != "head" or len(match.tokens) != 1:
        return False
    asking = asking_words(r)
    if len(asking) != 1 or asking[0].i >= match.tokens[0] - 1 or r.toks[asking[0].i + 1].low not in BE:
        return False
    between = r.toks[asking[0].i + 2 : match.tokens[0]]
    read = (*ORDER_READ, TIME_READ, *((ENTITY_READ,) if named else ()))
    return all(t.low in ARTICLES or t.low in INTENSIFIERS or r.ledger.used.get(t.i) in read for t in between)


def _owned_before(r: Reading, noun: int) -> bool:
    """A name said right before the relation's noun after a name's possessive ("Dale Earnhardt's Daytona 500 win"):
    its object. Not after "his", whose owner the reading does not resolve."""
    said = [m for m in r.mentions if m.j == noun and m.i > 0]
    return bool(said) and r.toks[said[0].i - 1].low in OWNERS and any(m.j == said[0].i - 1 for m in r.mentions)


def _same_noun(kept: str, other: str) -> bool:
    """Whether `other` says no noun `kept` does not, less its closing preposition ("wonRaceWith" of "wonRace"): its
    other side, after the preposition, may be what a name said without one is ("Senna's McLaren win")."""
    words = identifier_words(other)
    return set(words[:-1] if closing_prep(other) else words) <= set(identifier_words(kept))
