"""Where a graph's relation patterns come from, beside its own names: the phrase files, what the names' words derive
(done nouns, agent nouns, everyday verbs of the same verb), everyday verbs of any state and reduced passives. Each
source is one function from the patterns so far to the ones it adds, so a pattern another source already says is
never said twice; `relations.RelationLexicon` runs them in order and matches what they make."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

from chronorag.understanding.home_ground import home_sayings
from chronorag.understanding.phrases import Phrase, phrasebook
from chronorag.understanding.relation_derived import (
    GENERIC,
    Everyday,
    agent_nouns,
    camel_parts,
    closing_prep,
    derived_forms,
    everyday_verbs,
    names_verb,
    state_verbs,
)
from chronorag.understanding.relation_names import content_lemmas, phrase_words, said_otherwise, stative_name
from chronorag.understanding.words import is_nominal, is_verb

BOOK = phrasebook()
INTENT_ONLY = {row.relation: tuple(row.say) for row in BOOK.intent.only}


@dataclass(frozen=True)
class Pattern:
    words: tuple[str, ...]
    relations: tuple[str, ...]
    inverse: bool  # the phrase's subject is the fact's tail
    source: str  # lexicon | name | intent | framed
    aspect: str | None = None  # the start or end of an interval the phrase says ("join", "leave")
    stative: bool = False  # its participle says a state ("was married to"), not a passive
    noun_of: str | None = None  # a noun naming one side of the fact ("team": the tail of playsFor)
    with_relation: bool = False  # an everyday verb of a state read only beside a relation's own words ("take office")
    either_way: bool = False  # said of either side alike ("play" of "hosted": a match hosted by one is played by both)
    tight: bool = False  # only articles between its words, its last no modifier of a noun after it ("took the pole")
    first: bool = False  # the first of its starts ("debut"): one time, never each start


def phrase_patterns(known: set[str]) -> list[Pattern]:
    """The phrase files' phrases (also with frame verbs and nouns said otherwise), the bases said only in intent."""
    out: list[Pattern] = []
    for row in BOOK.relation:
        rels = tuple(n for n in row.names if n in known)
        if not rels:
            continue
        for phrase in row.say:
            out += [
                Pattern(words, rels, phrase.inverse, "lexicon", phrase.aspect, phrase.stative, phrase.noun_of)
                for words in said_otherwise(phrase_words(phrase))
            ]
    for rel, phrases in INTENT_ONLY.items():
        if rel in known:
            out += [Pattern(content_lemmas(p), (rel,), False, "intent") for p in phrases]
    return out


def derived_patterns(patterns: list[Pattern], relation_names: list[str]) -> list[Pattern]:
    """What the names' words derive (`relation_derived.derived_forms`) that no pattern says of that relation."""
    said = {(p.words, r) for p in patterns for r in p.relations}
    out = []
    for d in derived_forms(relation_names):
        if (d.words, d.relation) not in said:
            said.add((d.words, d.relation))
            # a name said as a state ("namedToAllStarTeam", `stative_name`): so are its verb's other forms ("named
            # to"), or "Which team was X named to?" was refused as a passive that does not say by whom
            stative = d.noun_of is None and stative_name(d.relation)
            out.append(
                Pattern(d.words, (d.relation,), False, "derived", stative=stative, noun_of=d.noun_of, tight=d.tight)
            )
    return out


def agent_patterns(patterns: list[Pattern], known: set[str]) -> list[Pattern]:
    """The one who does what a verb said alone names ("visit": a visitor, "criticize": a critic), by the agent
    rules of `data/derived.toml`: a noun naming the fact's head ("China's first visitor": who visited China). Only
    of a relation name's verb or a one-word phrase of the data, of no start or end, said from the head's side; a
    noun any pattern already says, or that several relations' verbs derive, is left out (it could say either)."""
    verbs = [(p.words[0], p.relations) for p in patterns if p.source == "name" and len(p.words) == 1]
    verbs += [
        (words[0], rels)
        for row in BOOK.relation
        if (rels := tuple(n for n in row.names if n in known))
        for ph in row.say
        if " " not in ph.say and not (ph.inverse or ph.aspect or ph.stative or ph.noun_of)
        for words in [phrase_words(ph)]
        if len(words) == 1
    ]
    said = {w.lstrip("+") for p in patterns for w in p.words}
    made: dict[str, set[str]] = defaultdict(set)
    for verb, rels in verbs:
        if is_verb(verb):
            for noun in agent_nouns(verb):
                made[noun].update(rels)
    return [
        Pattern((noun,), tuple(sorted(rels)), False, "agent", noun_of="head")
        for noun, rels in made.items()
        if noun not in said and len(rels) == 1
    ]


def everyday_patterns(patterns: list[Pattern]) -> list[Pattern]:
    """Everyday ways of saying a verb (`data/derived.toml` `[[everyday]]`: "get hitched" for "marry"), for each
    relation whose own name says that verb alone (maybe with its particle: "marry", "married to"), with the start or
    end they say; never where a pattern already says those words, nor of a relation whose name is not that verb's
    (a phrase file may give a verb in another sense: ICEWS's "beat" for an assault is no match one loses)."""
    said = {p.words for p in patterns}
    by_verb: dict[str, dict[str, bool]] = defaultdict(dict)  # verb -> relation -> said from the tail's side
    particles: dict[tuple[str, str], set[str]] = defaultdict(set)  # (verb, relation) -> the particles after it
    for p in patterns:
        alone = p.words and all(w.startswith("+") for w in p.words[1:])
        own_start = p.source == "name" and p.aspect == "start"  # "launchedOn": its name's verb says its start
        if alone and p.source in ("name", "lexicon", "derived") and not p.noun_of and (not p.aspect or own_start):
            for rel in (r for r in p.relations if names_verb(r, p.words[0])):
                by_verb[p.words[0]].setdefault(rel, p.inverse)
                particles[p.words[0], rel].update(w.lstrip("+") for w in p.words[1:])
    out = []
    for row in everyday_verbs():
        rels = _rows_relations(row, by_verb.get(row.verb, {}), particles)
        if not rels or len(set(rels.values())) > 1:
            continue
        flip, rs = next(iter(rels.values())) != row.other_side, tuple(sorted(rels))
        for words in said_otherwise(phrase_words(Phrase(say=row.say, particle=row.particle))):
            if words and (words not in said or row.shared):
                one = Pattern(words, rs, flip, "everyday", row.aspect, row.stative, row.noun_of, False, row.either_way)
                out.append(replace(one, first=row.first))
    return out + [Pattern(w, rs, False, "everyday") for w, rs in home_sayings(patterns)]


def _rows_relations(
    row: Everyday, rels: dict[str, bool], particles: dict[tuple[str, str], set[str]]
) -> dict[str, bool]:
    """The relations of the row's verb (-> said from the tail's side) it may say, by what their names hold."""
    if row.after is not None:
        rels = {rel: inv for rel, inv in rels.items() if row.after in particles[row.verb, rel]}
    if row.closing is not None:  # "beat" of "wonWorldSeriesAgainst" only, not of "wonAward"
        rels = {rel: inv for rel, inv in rels.items() if closing_prep(rel) == row.closing}
    if row.bare:  # "play in the majors" of "playedInMajorLeagues", never of "playedOn" (a surface played on)
        rels = {rel: inv for rel, inv in rels.items() if not particles[row.verb, rel]}
    if row.nounless:  # "play" of a match "hosted", never of "hostedWorldCup" (a tournament hosted)
        rels = {rel: inv for rel, inv in rels.items() if not _names_a_noun(rel)}
    return rels


def _names_a_noun(relation: str) -> bool:
    parts = camel_parts(relation)
    return parts is not None and bool(parts.noun)


def state_patterns(patterns: list[Pattern]) -> list[Pattern]:
    """Everyday verbs of any state, where no relation of the graph has them as its own phrase."""
    said = {p.words for p in patterns}
    out = []
    for v in state_verbs():
        for words in said_otherwise(phrase_words(Phrase(say=v.say, particle=v.particle))):
            if words and words not in said:
                out.append(Pattern(words, (GENERIC,), False, "state", v.aspect, with_relation=v.with_relation))
    return out


def reduced_patterns(patterns: list[Pattern]) -> list[Pattern]:
    """ "a blockade imposed on X by Y": a verb's phrase with nouns after it, said as the object and then the verb."""
    names = {p.words for p in patterns if p.source == "name"}  # "film won" of filmWon says its doer (`doer_opened`)
    return [
        Pattern(words, p.relations, False, "reduced")
        for p in patterns
        if (words := (*p.words[1:], p.words[0])) not in names
        and p.source in ("name", "lexicon")
        and len(p.words) > 1
        and not p.inverse
        and not any(w.startswith("+") for w in p.words)
        and is_verb(p.words[0])
        and all(is_nominal(w) for w in p.words[1:])  # its object: "violently repressed" is no reduced passive
    ]
