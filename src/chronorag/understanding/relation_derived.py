"""A relation's name said every way its words derive, for any graph, by rules kept as data (`data/derived.toml`).

A camelCase name is a verb, maybe a preposition and maybe a noun ("heldOffice", "belongedToParty",
"representedInSenate", "servedIn"). Besides the name's own words (`relation_names.camel_forms`: "held office",
every inflection by lemma), it is said
* by its verb alone, the noun standing elsewhere ("What office did X hold?", "Which party did X belong to?");
* by the noun that names its other side ("office", "party", "district"): the name's noun after its verb or after
  "to", "for" ...; after "in", "at" ... it says where the relation holds ("in the Senate"), not its side;
* by its agent noun, the one who does it ("holder", "representative", "winner"; irregular: "member"), and the agent
  of the place it holds in ("senator");
* by its event noun, the doing itself ("marriage", "service", "representation").
A derived noun is kept only where the dictionary knows it as a noun. Everyday verbs of any state ("join", "leave",
"serve as") are read as the one relation the graph holds between the kinds a question names (`relations`,
`constructions.relation`), and "succeed" / "predecessor" as the next or previous holder of the same side
(`constructions.reference`).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import cache
from itertools import takewhile
from pathlib import Path
from typing import Literal

from lemminflect import getAllLemmas
from pydantic import BaseModel, ConfigDict, Field, model_validator

from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.relation_names import (
    CAMEL_AUXILIARIES,
    content_lemmas,
    doer_opened,
    identifier_words,
    passive_name,
    verb_lemma,
)
from chronorag.understanding.words import is_nominal, is_verb, key, lemmas

DERIVED_FILE = Path(__file__).parent / "data" / "derived.toml"
NOUN_THEN_DOING = "its noun before its doing"  # "Eurovision win" of wonEurovision, said as one noun
GENERIC = "*"  # the relation an everyday verb of any state stands for until the graph says which
_VOWELS = word_class("morphology", "vowels")  # win -> winner: a consonant doubled after one vowel
START_VERBS = word_class("relations", "start_verbs")  # "launchedOn": each fact's start


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Ending(_Strict):
    """A derivation: the word's own ending dropped, then another added (`double`: its last consonant doubled)."""

    add: str = ""
    drop: str = ""
    double: bool = False

    @model_validator(mode="after")
    def _changes_the_word(self) -> Ending:
        if not (self.add or self.drop):
            raise ValueError("an ending adds or drops something")
        return self


class Derivation(_Strict):
    endings: list[Ending] = Field(default_factory=list)
    irregular: dict[str, list[str]] = Field(default_factory=dict)


class StateVerb(_Strict):
    """An everyday verb of any state, with the start or end it says; `with_relation`: read only beside a relation's
    own words ("take office")."""

    say: str
    aspect: Literal["start", "end"] | None = None
    particle: str | None = None
    with_relation: bool = False


class Everyday(_Strict):
    """An everyday way of saying what a verb says ("get hitched": marry), with the start or end it says;
    `after`: only of a relation whose verb has that preposition after it ("held at"); `other_side`: said from the
    fact's other side ("Y hosted X" of X held at Y); `either_way`: said of either side alike ("A played B" of a match
    either of them hosted), its facts counted both ways; `stative`: a participle that says the state of its subject."""

    verb: str
    say: str
    aspect: Literal["start", "end"] | None = None
    particle: str | None = None
    after: str | None = None
    other_side: bool = False
    either_way: bool = False
    shared: bool = False  # read beside a phrase file's own sense of the words too ("meet"): the graph tells which
    noun_of: Literal["head", "tail"] | None = None  # a noun naming one side ("opponent"), not a verb
    closing: str | None = None  # only of a relation whose name ends with this preposition ("wonWorldSeriesAgainst")
    bare: bool = False  # only of a relation whose verb has no particle ("playedInMajorLeagues", not "playedOn")
    nounless: bool = False  # only of a name that is its verb alone ("hosted"), not one naming what ("hostedWorldCup")
    stative: bool = False  # a participle said of the holder, no passive ("X was based at Y")
    first: bool = False  # the first start only ("debut"): "When did X debut?" asks one time, never each spell's


class Symmetric(_Strict):
    verbs: list[str] = Field(default_factory=list)


class Object(_Strict):
    preps: list[str] = Field(default_factory=list)
    otherwise: dict[str, list[str]] = Field(default_factory=dict)  # "office": post, position
    phrases: dict[str, list[str]] = Field(default_factory=dict)  # "points classification": the green jersey
    head_closers: list[str] = Field(default_factory=list)  # "hostCityOf": its noun names its head
    groupings: list[str] = Field(default_factory=list)  # "playedInDivision": what one is in, its other side


class Taken(_Strict):
    verb: str = ""
    say: list[str] = Field(default_factory=list)


class Placed(_Strict):
    verb: str = ""
    say: list[str] = Field(default_factory=list)
    places: list[str] = Field(default_factory=list)
    nouns: dict[str, list[str]] = Field(default_factory=dict)


class PlaceOf(_Strict):
    preps: list[str] = Field(default_factory=list)
    endings: list[Ending] = Field(default_factory=list)
    said_before: list[str] = Field(default_factory=list)


class Venue(_Strict):
    """Where a match was played: the verb of the relation that says who hosted it (the words of either side are
    rules, `rules/venue.toml`)."""

    verb: str = ""
    before_nouns: dict[str, str] = Field(default_factory=dict)  # "home games": the games said "at home"


class Being(_Strict):
    agent_nouns: list[str] = Field(default_factory=list)


class Home(_Strict):
    """Where a side plays its home games, of a relation whose name opens with one of `opens` before its noun
    ("homeBallpark"): said by these phrases, each ending on its preposition ("play at")."""

    opens: list[str] = Field(default_factory=list)
    say: list[str] = Field(default_factory=list)


class DerivedFile(_Strict):
    agent: Derivation = Field(default_factory=Derivation)
    place_agent: Derivation = Field(default_factory=Derivation)
    event: Derivation = Field(default_factory=Derivation)
    office: Derivation = Field(default_factory=Derivation)
    holder: Derivation = Field(default_factory=Derivation)
    member_adjective: Derivation = Field(default_factory=Derivation)
    object: Object = Field(default_factory=Object)
    taken: Taken = Field(default_factory=Taken)
    placed: Placed = Field(default_factory=Placed)
    place_of: PlaceOf = Field(default_factory=PlaceOf)
    state: list[StateVerb] = Field(default_factory=list)
    everyday: list[Everyday] = Field(default_factory=list)
    symmetric: Symmetric = Field(default_factory=Symmetric)
    venue: Venue = Field(default_factory=Venue)
    being: Being = Field(default_factory=Being)
    home: Home = Field(default_factory=Home)


@cache
def derived_file(path: Path = DERIVED_FILE) -> DerivedFile:
    """The derivation rules, validated; the error names the file."""
    try:
        return DerivedFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


@dataclass(frozen=True)
class CamelParts:
    """ "representedInSenate": verb represent, preposition in, noun (senate)."""

    verb: str
    prep: str | None
    noun: tuple[str, ...]


@dataclass(frozen=True)
class Derived:
    """One way of saying a relation that its name's words derive: content lemmas ("+x" a particle), the side a noun
    names, and how it was derived (for the reason)."""

    words: tuple[str, ...]
    relation: str
    how: str
    noun_of: Literal["head", "tail"] | None = None
    tight: bool = False  # said with only articles between its words, its noun no modifier of another (`[taken]`)


AGENT = "its agent noun"
PLACE_AGENT = "the agent of its place"


def start_named(name: str) -> bool:
    """ "launchedOn": a name whose verb says an instant that starts something (`relations.start_verbs`)."""
    parts = camel_parts(name)
    return parts is not None and parts.verb in START_VERBS


def camel_parts(name: str) -> CamelParts | None:
    """A camelCase relation name's verb (as its lemma), the preposition after it and the noun after that; None for
    a name written in words (ICEWS's) or one that opens with no verb."""
    words = identifier_words(name)
    if not words:
        return None
    while len(words) > 1 and words[0] in CAMEL_AUXILIARIES:
        words = words[1:]
    if doer_opened(words):
        words = words[1:]  # "countryWonEurovision": the noun of its doer's kind, then its verb in its tense
    verb, rest = verb_lemma(words[0]), words[1:]
    if verb in FUNCTION_WORDS:
        return None
    prep = rest[0] if rest and rest[0] in FUNCTION_WORDS else None
    noun = tuple(w for w in rest[1 if prep else 0 :] if w not in FUNCTION_WORDS)
    return CamelParts(verb, prep, noun)


def closing_prep(name: str) -> str | None:
    """The preposition a camelCase name ends with after its noun ("wonWorldSeriesAgainst": against), its other
    side said after it; None for a name with no noun before its last word."""
    parts = camel_parts(name)
    if parts is None or not parts.noun:
        return None
    last = identifier_words(name)[-1]
    return last if last in FUNCTION_WORDS else None


def noun_names_head(relation: str) -> bool:
    """Whether a camelCase name's noun, said right after its verb, closes the name with a preposition that makes the
    noun its head's (`object.head_closers`: "hostCityOf": X is the host city of Y, not a city X hosted)."""
    parts = camel_parts(relation)
    return parts is not None and parts.prep is None and closing_prep(relation) in derived_file().object.head_closers


def names_verb(relation: str, verb: str) -> bool:
    """Whether a camelCase relation's name says the verb ("isMarriedTo": marry), as no ICEWS name in words does."""
    parts = camel_parts(relation)
    return parts is not None and parts.verb == verb


def is_noun(word: str) -> bool:
    """The dictionary knows the word as a noun (its rules do not count: "belonger" is none)."""
    return "NOUN" in getAllLemmas(word)


def is_adjective(word: str) -> bool:
    """The dictionary knows the word as an adjective."""
    return "ADJ" in getAllLemmas(word)


def derive(word: str, rules: Derivation, known: Callable[[str], bool] = is_noun) -> list[str]:
    """The nouns (or the words `known` knows) a word derives by the rules: its irregular ones if listed, else the
    first ending that makes such a word."""
    if word in rules.irregular:
        return list(rules.irregular[word])
    for e in rules.endings:
        if e.drop and not word.endswith(e.drop):
            continue
        stem = word[: len(word) - len(e.drop)]
        if e.double:
            if len(stem) < 3 or stem[-1] in _VOWELS or stem[-2] not in _VOWELS or stem[-3] in _VOWELS:
                continue
            stem += stem[-1]
        if known(made := stem + e.add):
            return [made]
    return []


def derived_forms(relation_names: Collection[str]) -> list[Derived]:
    """Every derived way of saying each camelCase relation of the graph, by the rules of `data/derived.toml`."""
    rules = derived_file()
    out: list[Derived] = []
    for name in relation_names:
        parts = camel_parts(name)
        if parts is None:
            continue
        if placed := _placed(name, parts, rules.placed):  # "finishedSecondIn": never "finish" alone, nor a "second"
            out += placed
            continue
        verb, noun = parts.verb, parts.noun
        events, agents = derive(verb, rules.event), derive(verb, rules.agent)
        if not noun and not is_verb(verb) and (doing := verb_of_agent(verb, rules.agent)):  # "representativeTo"
            out.append(Derived((doing,), name, "the verb of its agent noun"))
        done = bool(what_it_does(name))  # "wonTestAgainst": its other side said after "against", not its noun
        if noun and (parts.prep is None or done) and not is_verb(verb):  # "seniorJudgeOn", "playerOfTheMatchAgainst":
            continue  # what its head is, no verb's object (a title's words are said with its head)
        if noun:
            out += _noun_forms(name, parts, done, events)
        doer: Literal["head", "tail"] = "tail" if passive_name(name) else "head"  # "poweredBy": the tail powers
        out += [Derived(content_lemmas(a), name, AGENT, doer) for a in agents]
        out += [Derived(content_lemmas(e), name, "its event noun") for e in events]
        if not noun and parts.prep in rules.place_of.preps:  # "wasBornIn": a birthplace, the place of birth
            out += _places_of_doing(name, [*events, verb], rules.place_of)
    return _unblocked([d for d in out if d.words])


@cache  # asked of the relation read, for every reading of every question
def what_it_does(relation: str) -> frozenset[str]:
    """The noun of a name whose other side a closing preposition says ("wonTestAgainst": test): what each of its
    facts is, not its other side; none for another name."""
    parts = camel_parts(relation)
    closed = closing_prep(relation)
    if parts is None or not parts.noun or closed is None or closed in derived_file().object.head_closers:
        return frozenset()
    return frozenset(parts.noun)


def name_preposition(relation: str) -> str | None:
    """The preposition before a name's other side: the one it closes with after its noun ("wonPoleFor"), else the
    one right after its verb where no noun follows ("droveFor"); None where the side follows the verb ("wonRace")."""
    parts = camel_parts(relation)
    return closing_prep(relation) or (parts.prep if parts is not None and not parts.noun else None)


def name_particle(relation: str) -> str | None:
    """The word right after a camelCase name's verb that is no preposition closing it ("out" of votedOutOf)."""
    parts = camel_parts(relation)
    words = identifier_words(relation)
    return parts.prep if parts is not None and parts.prep and words[-1] != parts.prep else None


def says_its_verb(word: str, relation: str) -> bool:
    """Whether a word is a form of a camelCase name's verb ("won" of wonRace; never "made" or "hosted")."""
    parts = camel_parts(relation)
    return parts is not None and parts.verb in lemmas(word)


def says_its_everyday_verb(word: str, relation: str) -> bool:
    """Whether a word is a one-word everyday saying of a name's verb (`[[everyday]]`: "win" of beat), as its noun too:
    "their 100th win" is the 100th fact of beat."""
    parts = camel_parts(relation)
    said = lemmas(word)
    return parts is not None and any(e.verb == parts.verb and e.say in said for e in everyday_verbs())


def says_what_it_does(word: str, relation: str) -> bool:
    """Whether a word says what each fact of the relation is ("Tests" of wonTestAgainst), by its lemmas or its key."""
    return bool((lemmas(word) | {key(word)}) & what_it_does(relation))


@cache
def event_nouns(relation: str) -> frozenset[str]:
    """The nouns of one doing of the relation's verb ("nominatedFor", "filmNominatedFor": nomination), by the rules
    of `data/derived.toml`; none of a name with no verb."""
    parts = camel_parts(relation)
    return frozenset(derive(parts.verb, derived_file().event)) if parts is not None else frozenset()


def an_event_noun(verb: str) -> bool:
    """Whether a verb's own form is also the noun of one doing ("a win": its doer is a winner), not its doer's ("a
    coach" coaches: no noun of a doer besides it, or one that holds the form itself, "head coach")."""
    agents = derive(verb, derived_file().agent)
    return is_noun(verb) and bool(agents) and not any(verb in agent.split() for agent in agents)


def _noun_forms(name: str, parts: CamelParts, done: bool, events: list[str]) -> list[Derived]:
    """The ways of saying a name with a noun after its verb: the verb; the noun as what was done (`done`: its other
    side said after a closing preposition), as its other side, or as where it holds."""
    rules, verb, noun = derived_file(), parts.verb, parts.noun
    out = [Derived((verb,), name, "its verb")]
    if done:  # "wonTestAgainst": the noun says what was done, not its other side (read with the name's phrase)
        return out + _taken(name, parts)
    if not _object_noun(parts, rules.object):  # "representedInSenate": where it holds, and who does it there
        return out + [Derived((agent,), name, PLACE_AGENT, "head") for agent in derive(noun[-1], rules.place_agent)]
    if parts.prep is not None:  # "Which party did X belong to?"
        out.append(Derived((verb, "+" + parts.prep), name, "its verb"))
    said = [noun, *((*noun[:-1], other) for other in rules.object.otherwise.get(noun[-1], ()))]
    phrases = [content_lemmas(phrase) for phrase in rules.object.phrases.get(" ".join(noun), ())]  # "green jersey"
    out += [Derived((verb, *words), name, "its noun said otherwise", tight=True) for words in phrases]
    out += [Derived(words, name, "the noun of its other side", "tail") for words in [*said, *phrases]]
    held = [(*noun[:-1], h) for h in derive(noun[-1], rules.holder)]  # "champion"
    out += [Derived(words, name, "the holder of its noun", "head") for words in held]
    if parts.prep is None:  # "X's Eurovision wins", "a World Cup victory": the noun before the doing
        # (the verb as a noun only where its doer has a noun of its own: "win", winner; a "host" is one)
        doings = [*([verb] if an_event_noun(verb) else []), *events]
        out += [Derived((*noun, "+" + d), name, NOUN_THEN_DOING) for d in doings]  # right after it
    return out


def _taken(name: str, parts: CamelParts) -> list[Derived]:
    """What was won said with a verb of taking it ("took the pole": wonPoleFor), of a name whose noun says what was
    done (`[taken]`): tight, so that "take on England in a Test" (played against), "took the 1998 Daytona 500 on pole"
    (the race) and "secured a Test draw" (a draw) say none of it."""
    rules = derived_file().taken
    if parts.verb != rules.verb:
        return []
    noun = content_lemmas(" ".join(parts.noun))
    return [Derived((*content_lemmas(v), *noun), name, "what was won, taken", tight=True) for v in rules.say]


def _placed(name: str, parts: CamelParts, rules: Placed) -> list[Derived]:
    """A place in the order ("finishedSecondIn", "runnerUpIn") said with the verbs of placing ("came second") and the
    nouns of the one in that place ("the runner-up", its head), by `[placed]`; none for another name."""
    own = content_lemmas(" ".join(identifier_words(name)))
    place = next((p for p, nouns in rules.nouns.items() if own in {content_lemmas(n) for n in nouns}), None)
    if parts.verb == rules.verb and len(parts.noun) == 1 and parts.noun[0] in rules.places:
        place = parts.noun[0]
    if place is None:
        return []
    said = [place, *rules.nouns.get(place, [])]  # "came second", "finished (as) runner-up"
    verbs = [
        Derived(content_lemmas(f"{v} {p}"), name, "a place in the order")
        for v in (rules.verb, *rules.say)
        for p in said
    ]
    nouns = [Derived(content_lemmas(n), name, "the one in that place", "head") for n in rules.nouns.get(place, [])]
    return [d for d in verbs + nouns if d.words != own]


def _unblocked(out: list[Derived]) -> list[Derived]:
    """Less the agent noun of a verb shared by relations said of places, for those whose place has a doer's noun of its
    own: of representedInHouse and representedInSenate, "a representative", "a congressman" is of the House, since a
    member of the Senate is called a senator. Only where some relation of the noun is left (the graph tells those
    apart)."""
    own = {d.relation for d in out if d.how == PLACE_AGENT}
    relations: dict[tuple[str, ...], set[str]] = {}
    for d in out:
        if d.how == AGENT:
            relations.setdefault(d.words, set()).add(d.relation)
    blocked = {(w, r) for w, rs in relations.items() if rs - own and rs & own for r in rs & own}
    return [d for d in out if d.how != AGENT or (d.words, d.relation) not in blocked]


def verb_of_agent(noun: str, rules: Derivation) -> str | None:
    """The verb whose agent noun a noun is, by the agent endings undone and the verb's own derivation checked
    ("representative": represent, whose agent noun it is); None for a noun no verb's ending makes ("ambassador"),
    for one two verbs may make ("singer": sing or singe), and never an auxiliary or an inflected form ("mayor": no
    "may"; "donor": no "done")."""
    found = set()
    for e in rules.endings:
        if e.add and noun.endswith(e.add) and len(noun) > len(e.add) + 2:
            stem = noun[: len(noun) - len(e.add)] + e.drop
            base = is_verb(stem) and verb_lemma(stem) == stem and stem not in FUNCTION_WORDS
            if base and noun in derive(stem, rules):
                found.add(stem)
    return found.pop() if len(found) == 1 else None


def _places_of_doing(name: str, doings: list[str], rules: PlaceOf) -> list[Derived]:
    """The nouns of where it happens: the first of the doings that makes one by the endings, and each doing after
    the words that say its place."""
    place = Derivation(endings=rules.endings)
    made = next((nouns for d in doings if (nouns := derive(d, place))), [])
    out = [Derived(content_lemmas(p), name, "its place", "tail") for p in made]
    if doings and is_noun(doings[0]):
        out += [Derived(content_lemmas(f"{b} {doings[0]}"), name, "its place", "tail") for b in rules.said_before]
    return out


def _object_noun(parts: CamelParts, rules: Object) -> bool:
    """Whether a name's noun is its other side: right after its verb, after a preposition of an object, or a grouping
    one is in ("playedInDivision"; "representedInSenate" says where it holds)."""
    return parts.prep is None or parts.prep in rules.preps or parts.noun[-1:] in [(g,) for g in rules.groupings]


def places_of(relation_names: Collection[str]) -> dict[str, list[str]]:
    """The place a camelCase name says its relation holds in ("representedInSenate": senate), by its noun's last
    word: the relations said there."""
    rules = derived_file()
    out: dict[str, list[str]] = {}
    for name in relation_names:
        parts = camel_parts(name)
        if parts is not None and parts.noun and not _object_noun(parts, rules.object):
            out.setdefault(parts.noun[-1], []).append(name)
    return out


def being_one(relation: str) -> bool:
    """Whether a relation is being one of its other side ("Was X a Democrat?": belongedToParty, whose one who does
    it is a member, `[being]`; not caucusedWith): of several relations between two entities, the one an entity said
    as what the other was says."""
    parts = camel_parts(relation)
    rules = derived_file()
    return parts is not None and bool(set(derive(parts.verb, rules.agent)) & set(rules.being.agent_nouns))


def agent_nouns(verb: str) -> list[str]:
    """The nouns of the one who does what a verb says ("visit": visitor; "criticize": critic), by the agent rules,
    as their lemmas; none for a verb the rules list as having none."""
    return [w for a in derive(verb, derived_file().agent) for w in content_lemmas(a)]


def act_named(relation: str) -> bool:
    """Whether a relation's name opens with the noun of an act whose doer has a noun of its own ("juryVoteFor": a
    vote, cast by a voter), not with one who holds it ("playerOfTheMatchAgainst", "juryMemberOf", "seniorJudgeOn":
    a judge is no doer of judging's noun): its noun is the last of the nouns it opens with, up to a function word or
    a verb's form ("wonRace", "teamWonRace": a verb said, no act named)."""
    words = identifier_words(relation)
    start = next((k for k, w in enumerate(words) if w not in FUNCTION_WORDS), len(words))
    nouns = list(takewhile(lambda w: w not in FUNCTION_WORDS and is_nominal(w), words[start:]))
    return bool(nouns) and is_verb(nouns[-1]) and any(a != nouns[-1] for a in agent_nouns(nouns[-1]))


def said_alike(relation_names: Collection[str]) -> frozenset[str]:
    """The relations whose name's verb is said of either side alike ("drewWith": draw)."""
    verbs = set(derived_file().symmetric.verbs)
    return frozenset(n for n in relation_names if (parts := camel_parts(n)) is not None and parts.verb in verbs)


def everyday_verbs() -> list[Everyday]:
    return list(derived_file().everyday)


def state_verbs() -> list[StateVerb]:
    return list(derived_file().state)
