"""The relation a clause says: a phrase of the lexicon (`understanding/data/*.toml`, the graph's own relation
names and how people say them, composed with intent and frames by `relations.RelationLexicon`), or, where
the lexicon knows no phrase of the clause, the calibrated similarity reader's one clear guess.

A phrase several relations share is read as the one the clause's entities take part in (the graph tells),
or as the one relation a reading of the question was made for; otherwise the question is refused naming
them (`AmbiguousRelation`, which the parser may read each way against the graph)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions import relation_doer as doer
from chronorag.understanding.constructions.get_passive import get_passive
from chronorag.understanding.constructions.in_another_order import in_another_order
from chronorag.understanding.constructions.kind_fits import kind_picks
from chronorag.understanding.constructions.meant_again import again
from chronorag.understanding.constructions.name_kind import kind_after_a_name
from chronorag.understanding.constructions.occasion_held import START as START_READ
from chronorag.understanding.constructions.occasion_held import occasion_held
from chronorag.understanding.constructions.owned_event import held_between, owned_event
from chronorag.understanding.constructions.owned_noun import owned_noun
from chronorag.understanding.constructions.relation_held import held_elsewhere
from chronorag.understanding.constructions.relation_linked import the_one_linked
from chronorag.understanding.constructions.relation_prep import by_its_small_word
from chronorag.understanding.constructions.role_nouns import (
    an_act_received,
    as_the_role,
    at_its_setting,
    kind_after_its_name,
    kind_asked,
)
from chronorag.understanding.constructions.said_by_verb import said_by_its_verb
from chronorag.understanding.constructions.said_in_full import done_noun_unsaid, its_every_word, said_in_full
from chronorag.understanding.constructions.series_said import series_of_its_noun
from chronorag.understanding.constructions.venue import at_home_as_hosting
from chronorag.understanding.errors import AmbiguousRelation, PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.reading import (
    SIMILAR,
    Clause,
    Graph,
    Reading,
    content,
    kind_after_which,
    names_alone,
    nearest_relations,
    said_relations,
)
from chronorag.understanding.relation_derived import being_one, camel_parts, state_verbs
from chronorag.understanding.relation_similarity import decided, received_unsaid
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import chart_of, check, checked
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal, lemmas

ASKING = word_class("event", "asking")
WH = word_class("event", "wh")
BETWEEN_PREPS = word_class("asked", "between_preps")
CONTINUING = word_class("event", "continuing")  # "X spent ... as Y"
BE = word_class("event", "be")
BECOME = word_class("event", "become")  # said of a state from its start ("Who became vice president?")
EXISTENTIAL = word_class("event", "existential")
ANY_TIME = word_class("event", "any_time")  # "ever": no word of a relation
STILL = word_class("event", "still_then")  # "Was X still Y in 1970?": whether it held then, as without it
ARTICLES = word_class("common", "articles")
AS_ROLE = word_class("event", "as_role")
START_TO = word_class("event", "start_to")
ASKING_SUBJECTS = word_class("event", "asking_subjects")  # "[Do] you [know]"
ASKING_OBJECTS = word_class("event", "asking_objects")  # "tell [me]"


def read_relation(r: Reading, g: Graph, clause: Clause, entities: list[str], what: str) -> RelationMatch:
    """The one relation of a clause, its words taken on the ledger."""
    allowed = {t.i for t in clause.tokens(r.toks) if r.free(t.i)}
    matches = get_passive(r, kind_after_a_name(r, g, clause, lexicon_phrase(r, g, allowed)))  # "Truss government"
    if g.intervals and (place := in_its_place(r, g, clause, matches)) is not None:
        matches = [place, *matches]  # the place first: a verb said with it says the roles
        entities = [m.names[0] for m in clause.mentions]
    if g.intervals and (held := held_elsewhere(r, g, entities, matches, held_between)):
        matches = held  # "held <a district>": any holding, where the district holds no office
    if g.intervals and any(m.generic for m in matches):
        matches = state_verb(r, g, clause, entities, matches)
    matches = (
        matches
        or (g.intervals and between_the_two(r, g, clause, entities))
        or (g.intervals and at_the_one(r, g, clause, entities))
        or (g.intervals and moved_on(r, g, clause, entities))
        or (g.intervals and said_as_the_role(r, g, clause, entities))
        or (g.intervals and owned_event(r, g, clause, entities))
        or (g.intervals and owned_noun(r, g, clause))
        or (g.intervals and occasion_held(r, g, clause, entities))
        or at_home_as_hosting(r, g, clause)
        or similar_wording(r, g, clause, allowed, what)
    )
    if g.intervals and matches and (wider := its_every_word(r, g, clause, matches)):
        matches = wider  # "extended support ... end": every word of one relation's name
    matches = _one_said(r, g, matches, what, entities)
    match = matches[0]
    if g.intervals and _alike(matches):
        match = said_by_its_verb(r, matches)
    candidates = _one_relation(r, g, match, entities)
    if match.score == 1.0:
        r.take(match.tokens, "relation")
    else:
        r.take(match.tokens, SIMILAR)
        r.similarity.append(float(f"{match.score:.2f}"))
    for m in [m for m in matches if m is not match]:
        r.take(m.tokens, "relation")
    series_of_its_noun(r, g, candidates[0])  # "win the Tour de France": its editions must be wonTour's
    inverse = match.inverse != (candidates[0] in match.flipped)  # the side the chosen relation's phrase says
    out = RelationMatch((candidates[0],), match.tokens, inverse, match.words, score=match.score, verb_at=match.verb_at)
    out.aspect, out.stative, out.either_way = match.aspect, match.stative, match.either_way & {candidates[0]}
    out.light, out.first = match.light, match.first
    aspects = {m.aspect for m in matches if m.aspect}  # "retire from active service": the verb's end, the noun's none
    if out.aspect is None and len(aspects) == 1:
        out.aspect = aspects.pop()
    if match.noun_of is not None:  # said only by nouns of its sides: the first of them says which side is asked
        first = next(m for m in sorted(matches, key=lambda m: m.tokens[0]) if m.noun_of)
        out.noun_of, out.noun_at = first.noun_of, first.tokens[0]
    return out


def _one_said(
    r: Reading, g: Graph, matches: list[RelationMatch], what: str, entities: list[str]
) -> list[RelationMatch]:
    """The phrases that say one relation together (a side's noun after "as" aside); else the refusal naming them."""
    rels = {rel for m in matches for rel in m.relations}
    if _alike(matches):  # "serve as ambassador to the UN": one wording several relations share, the graph tells
        return matches
    if len(matches) > 1 and len(rels) > 1 and (kept := at_its_setting(r, matches, g.names.names)):
        matches, rels = kept, {rel for m in kept for rel in m.relations}
    if len(matches) > 1 and len(rels) > 1 and (kept := as_the_role(r, matches)):
        matches, rels = kept, {rel for m in kept for rel in m.relations}
    if len(matches) == 2 and len(rels) > 1 and (kept := an_act_received(r, matches) or kind_asked(r, matches)):
        matches, rels = kept, {rel for m in kept for rel in m.relations}
    if len(matches) > 1 and len(rels) > 1 and (kept := kind_after_its_name(r, matches)):
        matches, rels = kept, {rel for m in kept for rel in m.relations}
    if len(matches) > 1 and len(rels) > 1:
        together = (
            said_together(r, matches)
            or the_one_linked(r, g, matches, entities)
            or shared_by_all(r, g, matches, entities)
        )
        if together is None:
            said = "; ".join(f"{m.words!r} -> {' / '.join(m.relations)}" for m in matches)
            raise PlanningError(f"the {what} says more than one relation: {said}")
        matches = together
    return matches


def _alike(matches: list[RelationMatch]) -> bool:
    """Phrases that each say the very same relations (an everyday verb of a state given those of the words beside it,
    `state_verb`): one wording, whose relation the graph tells (`_one_relation`)."""
    return len(matches) > 1 and len({frozenset(m.relations) for m in matches}) == 1


def _one_relation(r: Reading, g: Graph, match: RelationMatch, entities: list[str]) -> list[str]:
    """The one relation of a phrase several share, by the graph or by the reading; else the refusal naming them."""
    candidates = in_another_order(r, g, match, entities) or list(match.relations)
    if len(candidates) > 1:
        candidates = by_the_graph(r, g, candidates, entities) or candidates
    if len(candidates) > 1:
        candidates = said_in_full(r, match, candidates) or candidates
        candidates = (len(candidates) > 1 and doer.by_its_subject(r, g, match, candidates)) or candidates
        candidates = (len(candidates) > 1 and doer.another_doer_asked(r, match, candidates)) or candidates
        candidates = (len(candidates) > 1 and doer.who_asks_no_doer_kind(r, g, match, candidates)) or candidates
        candidates = (len(candidates) > 1 and doer.what_asks_its_doer_kind(r, g, match, candidates)) or candidates
        candidates = (len(candidates) > 1 and doer.named_before_its_doer(r, g, match, candidates)) or candidates
        candidates = (len(candidates) > 1 and by_its_small_word(r, g, match, candidates, entities)) or candidates
        candidates = (len(candidates) > 1 and kind_picks(r, g, candidates, entities)) or candidates
    if len(candidates) > 1:
        candidates = by_the_reading(r, match, candidates) or candidates
    if len(candidates) > 1:
        candidates = done_noun_unsaid(r, g, match, candidates) or candidates
    if len(candidates) > 1:  # a reference event's word, as the main clause says it
        candidates = again(r, g, match, candidates, entities) or candidates
    if len(candidates) > 1:
        raise AmbiguousRelation(match.words, candidates, tuple(match.tokens))
    return candidates


@construction(
    "relation.said_together",
    "<a noun of one relation> ... <a verb several share>: 'Which team did X join?' (the one relation both say)",
)
def said_together(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """Phrases that each say several relations but share exactly one ("team": playsFor; "join": playsFor,
    isAffiliatedTo, worksAt) say that one; None when they share none or several."""
    common = set.intersection(*(set(m.relations) for m in matches))
    if len(common) != 1:
        return None
    return [replace(m, relations=tuple(common)) for m in matches]


@construction(
    "relation.shared_by_all",
    "<a noun of several relations> ... <a verb of those and more>: 'How many races did X win?' (the relations both"
    " say, the graph or the reading telling which)",
)
def shared_by_all(
    r: Reading, g: Graph, matches: list[RelationMatch], entities: list[str]
) -> list[RelationMatch] | None:
    """Phrases that each say several relations and share more than one ("races": wonRace, teamWonRace; "win": those
    and wonPoleFor) say only those they share; of them, the one the clause's entities take part in, where exactly
    one is (a driver's wonRace, a team's teamWonRace), noted. None where they share fewer than two, or the graph
    tells none or several (a reference clause's entities are not the clause's: "after Y" says nothing of X's)."""
    common, named = set.intersection(*(set(m.relations) for m in matches)), sorted(set(entities))
    if len(common) < 2 or g.relations_of is None or not named:
        return None
    taken = [rel for rel in matches[0].relations if rel in common and any(rel in g.relations_of(e) for e in named)]
    if len(taken) != 1:
        return None
    said = " / ".join(repr(m.words) for m in matches)
    r.notes.append(f"read {said} as {taken[0]}, the one of those they share that {' and '.join(named)} take part in")
    return [replace(m, relations=(taken[0],)) for m in matches]


def between_the_two(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """Of facts true over intervals (`relation.between_the_two`: "How many years was X at Y?"): a clause that names
    two entities and says no relation, joined by one free preposition between them, is about the one relation the
    graph holds between them, a state (where the graph says which relations are: "was X at Liverpool" is never
    where X was born); none, or several, leave it unread, noted."""
    if g.relations_of is None or len(clause.mentions) != 2:
        return []
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m) for m in clause.mentions])
    joining = [m for m in rule_matches(chart, rules("relation", "between")) if all(r.free(k) for k in m.taken)]
    if len(joining) != 1 or not checked(r, g, joining, entities):
        return []
    r.fired.append(joining[0].pattern.row.name)
    k = joining[0].covered[0]
    match = RelationMatch((_one_state(g, entities),), [k], False, r.toks[k].text)
    r.notes.append(
        f"read {match.words!r} as {match.relations[0]}, {_how(g, entities)} the graph holds between"
        f" {' and '.join(entities)}"
    )
    return [match]


def at_the_one(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """Of facts true over intervals (`relation.at_the_one`): one entity named, a preposition after it that closes the
    clause and no relation said ("Which university was X at in 1952?", "Which team did X stay at the longest?"), or
    "where" asked of a verb that only says a state went on ("Where did X spend the most years?": at which place): the
    one relation the entity holds as a state (not an event or a one-day fact), noted; none or several: unread."""
    if g.relations_of is None or g.is_state is None or len(clause.mentions) != 1 or len(entities) != 1:
        return []
    (m,) = clause.mentions
    inside = {t.i for t in clause.tokens(r.toks)}
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m)], frozenset(r.free_tokens()))
    found: dict[str, list[Match]] = {"continuing": [], "at_one": [], "where": []}
    for x in rule_matches(chart, rules("relation", *found)):
        if x.covered[0] in inside:
            found[x.pattern.row.production].append(x)
    said = [t for t in clause.tokens(r.toks) if t.i >= m.j and r.free(t.i) and t.is_word]
    going_on = {x.covered[0] for x in found["continuing"]}
    after = [t for t in said if t.i not in going_on]
    if not after and said and found["where"]:
        after, deciding = said[:1], found["where"][:1]  # the verb that went on stands for the "at" that "where" asks
    elif len(after) == 1:
        deciding = [x for x in found["at_one"] if x.covered[0] == after[0].i]
    else:
        return []
    if not checked(r, g, deciding, entities):
        return []
    r.fired.append(deciding[0].pattern.row.name)
    (held,) = _states_between(g, entities)
    match = RelationMatch((held,), [after[0].i], False, after[0].text)
    r.notes.append(
        f"read {match.words!r} as {match.relations[0]}, {_how(g, entities)} the graph holds of {entities[0]}"
    )
    return [match]


@check("graph.one_state_held_at")
def _one_state_held_at(r: Reading, g: Graph, m: Match, entities: Sequence[str]) -> bool:
    """The graph holds exactly one state of the one entity named, and its name says it holds at or for someone."""
    if g.relations_of is None or g.is_state is None or len(entities) != 1:
        return False
    return len(held := _states_between(g, entities)) == 1 and _held_at(next(iter(held)))


def _leaving(r: Reading, ref: Clause) -> bool:
    """ "after leaving Y", "after he quit Y": a reference clause of one entity and one everyday verb of a state's end
    (`derived.toml`'s `state` rows), read by itself as that state's end; the move is to the first state begun after."""
    rest = [t for t in r.toks[ref.i : ref.j] if r.free(t.i) and content(t)]
    ends = {v.say for v in state_verbs() if v.aspect == "end"}
    return len(ref.mentions) == 1 and len(rest) == 1 and bool(lemmas(rest[0].text) & ends)


def moved_on(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """Of facts true over intervals (`relation.moved_on`): the main clause names one entity and says only a verb of
    moving, its reference clause one entity and nothing else ("Where did Bendtner go after Sunderland?"): the one
    state the graph holds between the two (a spell at a club), its start; the question asks the next fact of X's
    after the one with Y (before Y, the previous). None, or several states, or another word left, leave it
    unread."""
    ref = r.ref
    if clause is not r.main or r.ref_kind not in ("after", "before") or len(entities) != 1 or g.is_state is None:
        return []
    if ref is None or not (names_alone(r, ref) or _leaving(r, ref)):
        return []  # the reference clause says an event of its own
    words = [t for t in clause.tokens(r.toks) if r.free(t.i) and content(t) and t.low not in WH]
    said = rule_matches(chart_of(r), rules("relation", "moving"), at=words[0].i) if len(words) == 1 else []
    two = [entities[0], ref.mentions[0].names[0]]
    if not (said := checked(r, g, [m for m in said if m.covered == (words[0].i, words[0].i + 1)], two)):
        return []
    r.fired.append(said[0].pattern.row.name)
    match = RelationMatch((_one_state(g, two),), [words[0].i], False, words[0].text)
    match.aspect = "start"
    if r.extremum is None:
        r.extremum = "last" if r.ref_kind == "before" else "first"
    r.notes.append(
        f"read {match.words!r} as {match.relations[0]}, {_how(g, two)} the graph holds between {entities[0]} and"
        f" {ref.mentions[0].names[0]}: its {'previous' if r.ref_kind == 'before' else 'next'} fact"
    )
    return [match]


def _states_of(g: Graph, entities: Sequence[str]) -> set[str]:
    """The states the graph holds between the entities (of one, those it takes part in): `held_between`, those the
    graph says are states where it says so."""
    shared = held_between(g, list(entities))
    return shared if g.is_state is None else {rel for rel in shared if g.is_state(rel)}


def _states_between(g: Graph, entities: Sequence[str]) -> set[str]:
    """`_states_of`, of several the one of being one (`_being_one`)."""
    return _being_one(_states_of(g, entities))


def _how(g: Graph, entities: Sequence[str]) -> str:
    """How the state read was chosen: the one the graph holds, or of several the one of being one (`_being_one`)."""
    return "the state of being one" if len(_states_of(g, entities)) > 1 else "the one state"


def _being_one(states: set[str]) -> set[str]:
    """Of several states ("Was X on the Court?": servedOn and seniorJudgeOn), the one of being one of it (its agent
    a member: `relation_derived.being_one`), as an entity said as what another was reads; else all of them."""
    return ({rel for rel in states if being_one(rel)} or states) if len(states) > 1 else states


@check("graph.one_state_between")
def _one_state_between(r: Reading, g: Graph, m: Match, entities: Sequence[str]) -> bool:
    """The graph holds exactly one state between the entities named (`_states_between`)."""
    return g.relations_of is not None and len(_states_between(g, entities)) == 1


def _one_state(g: Graph, entities: Sequence[str]) -> str:
    """The one state `graph.one_state_between` found."""
    (state,) = _states_between(g, entities)
    return state


def _held_at(relation: str) -> bool:
    """A relation whose name says where or for whom it holds ("worksAt", "playsFor", "servedIn"), as "at" asks; not
    one of who to whom ("isMarriedTo": never "which university was X at")."""
    parts = camel_parts(relation)
    return parts is not None and parts.prep in BETWEEN_PREPS


@construction(
    "relation.state_verb",
    "<X> join | enter | leave | quit ... <Y>: an everyday verb of a state, the one relation the graph holds between"
    " the two (or that the one named takes part in); beside a relation's words, its start or end",
)
def state_verb(
    r: Reading, g: Graph, clause: Clause, entities: list[str], matches: list[RelationMatch]
) -> list[RelationMatch]:
    """Of facts true over intervals: an everyday verb of any state (`data/derived.toml`, where no relation of the
    graph has it as a phrase of its own) said beside a relation's own words gives them its start or end ("When did
    X start representing Y", "took office"); said alone, it is the one relation the graph holds between the
    entities named ("When did X join the Senate?"), noted in the reason. Several relations, or none, or another
    word it would leave unread ("leave the presidency"), and it is read as no relation."""
    generic = [m for m in matches if m.generic]
    said = [m for m in matches if not m.generic]
    if said:
        beside = _beside_the_words(g, entities, matches)
        if isinstance(beside, list):
            return beside
        generic = beside[0]
    verb = generic[0]
    if verb.with_relation or len(generic) > 1 or g.relations_of is None or not entities:
        return []
    shared, how = held_between(g, entities) & g.lexicon.untaught, "the one relation the graph holds of"
    if not shared and len(entities) == 2 and r.picks:  # "Did X serve as Chancellor?", X never: as `said_as_the_role`
        shared = set.intersection(*(set(g.relations_of(e)) for e in entities)) & g.lexicon.untaught
        how = "the one relation the graph holds (not between them) of both"
    if g.is_state is not None:  # a verb of a state's start or end says no instant ("step down" is no appointedBy)
        shared = {rel for rel in shared if g.is_state(rel)}
    # "join the Court" of servedOn and seniorJudgeOn: joining or leaving a body is becoming or ceasing to be one of it;
    # said of one entity before the verb ("When did Taft step down?"), of several states, no body is said: none is read
    body = len(entities) == 2 or any(m.i > max(verb.tokens) for m in clause.mentions)
    shared, how = _one_of_several(g, shared, how, members=bool(verb.aspect) and body)
    kinds = _kind_after_a_name(r, clause)  # "use Honda engines": the noun after a name says what it is
    if len(shared) != 1 or _unread(r, clause, (*verb.tokens, *kinds)):
        return []
    verb.relations = tuple(shared)
    r.notes.append(f"read {verb.words!r} as {verb.relations[0]}, {how} {' and '.join(entities)}")
    return [verb]


def _beside_the_words(
    g: Graph, entities: list[str], matches: list[RelationMatch]
) -> list[RelationMatch] | tuple[list[RelationMatch]]:
    """An everyday verb beside a relation's words: the matches read (the verb given the words' relations, or the
    words alone where they say several apart), or, in a tuple, the verb and noun read as any state (`_said_inside`)."""
    generic = [m for m in matches if m.generic]
    said = [m for m in matches if not m.generic]
    common = set.intersection(*(set(m.relations) for m in said))
    if len(common) > 1 and all(set(m.relations) == common for m in said):  # "serve as ambassador": the
        for m in generic:  # wording's relations, which the graph tells apart as of the words alone
            m.relations = said[0].relations
        return matches
    if len(common) != 1:
        return said
    if not (outside := _said_inside(g, entities, generic, said, common)):
        for m in generic:
            m.relations = tuple(common)
        return matches
    return (outside,)


def _said_inside(
    g: Graph, entities: list[str], generic: list[RelationMatch], said: list[RelationMatch], common: set[str]
) -> list[RelationMatch]:
    """ "When did X take office in the House?": an everyday verb of any state said only beside a relation's words,
    and those words only the noun of its other side right after it ("office" of heldOffice), where the graph holds
    that relation not between the two entities named: the verb and the noun together, read as the one state the
    graph holds between them; none where not so."""
    if len(entities) != 2 or g.relations_of is None or common & held_between(g, entities) or len(said) != 1:
        return []
    noun = said[0]
    if noun.noun_of is None or len(noun.tokens) != 1:
        return []
    return [
        replace(v, tokens=[*v.tokens, *noun.tokens], words=f"{v.words} {noun.words}", with_relation=False)
        for v in generic
        if v.with_relation and v.tokens[-1] + 1 == noun.tokens[0]
    ]


@construction(
    "relation.said_as_the_role",
    "<X> was | became <Y>, who was <Y>, no verb: 'Was X vice president in 1960?' (the one relation of X and Y)",
    ("event.be", "event.become", "common.articles"),
)
def said_as_the_role(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """Of facts true over intervals: an entity said as what another was ("Was X a Democrat in 2019?", "When did
    X become Speaker of the House?"), or what someone asked was ("Who was vice president in 1990?"), with no other
    word of the clause unread, is the one relation the graph holds for both (or that the one named takes part
    in); that entity is its tail. None, or several: unread."""
    spent = _went_on_as(r, clause)  # "How many days did X spend as Y?", "Who spent (longest) as Y?": it held
    went_on = spent + (kind_after_which(r, clause) if len(clause.mentions) == 1 else ())  # "Which justices were on X?"
    if g.relations_of is None or not 1 <= len(clause.mentions) <= 2 or _unread(r, clause, went_on):
        return []
    ms = sorted(clause.mentions, key=lambda m: m.i)
    role = ms[-1]
    start = ms[0].j if len(ms) == 2 else clause.i
    between = [t for t in r.toks[start : role.i] if r.free(t.i)]
    idle = BE | ARTICLES | ANY_TIME | STILL | AS_ROLE
    seat = {t.i for t in between if t.low in START_TO and r.ledger.used.get(t.i - 1) == START_READ}  # "appointed to"
    if len(ms) == 2 and any(t.low not in idle for t in between if t.i not in went_on and t.i not in seat):
        return []  # "When did X quit as Y?": the start or end said already, "as" the role
    said_so = spent or any(t.low in BE | BECOME for t in r.toks[clause.i : role.i])
    if len(ms) == 1 and not (said_so or _there(r, role.j)):
        return []
    shared, how = held_between(g, entities), "the one relation the graph holds of"
    if not shared and len(entities) == 2 and r.picks:  # "Was X ever Foreign Secretary?", X never: a name said in
        # part, each entity it may be read and checked (`readings.partially`), so no misread name is read so
        shared = set.intersection(*(set(g.relations_of(e)) for e in entities))
        how = "the one relation the graph holds (not between them) of both"
    shared, how = _one_of_several(g, shared, how)  # "Was X a Democrat?" of belongedToParty and caucusedWith
    if len(shared) != 1:
        return []
    copula = [t.i for t in between if t.low in BE]
    words = r.ledger.text(role.i, role.j)
    match = RelationMatch((shared.pop(),), copula[-1:] or [role.i], False, words)
    match.stative = True  # a state said of its holder: no passive
    r.notes.append(f"read {words!r} as {match.relations[0]}, {how} {' and '.join(entities)}")
    return [match]


def _one_of_several(g: Graph, shared: set[str], how: str, members: bool = True) -> tuple[set[str], str]:
    """Of several relations between the entities, what being (becoming, ceasing to be) one of them says: membership
    (`being_one`, where `members`), then, of a state and an instant (heldPosition and appointedTo), the state."""
    if len(shared) > 1 and members:
        how, shared = "the relation of being one the graph holds of", _being_one(shared)
    if len(shared) > 1 and g.is_state is not None and (states := {rel for rel in shared if g.is_state(rel)}):
        shared, how = states, "the one state the graph holds of"
    return shared, how


def _went_on_as(r: Reading, clause: Clause) -> tuple[int, ...]:
    """A free verb that only says a state went on (`[event] continuing`: spend, stay, remain) right before "as":
    "X spent ... as Y" says no more than "X was Y"."""
    toks = r.toks
    return tuple(
        t.i
        for t in clause.tokens(toks)
        if r.free(t.i) and lemmas(t.text) & CONTINUING and t.i + 1 < clause.j and toks[t.i + 1].low in AS_ROLE
    )


def _there(r: Reading, k: int) -> bool:
    """ "Which presidents were there in 1841?": be and the existential word right after the role, both free."""
    said = r.toks[k : k + 2]
    return len(said) == 2 and said[0].low in BE and said[1].low in EXISTENTIAL and all(r.free(t.i) for t in said)


def _kind_after_a_name(r: Reading, clause: Clause) -> list[int]:
    """A noun right after a name, unread: the kind of what the name names ("Honda engines", "the Ferrari team")."""
    return [m.j for m in clause.mentions if m.j < len(r.toks) and r.free(m.j) and is_nominal(r.toks[m.j].text)]


def _unread(r: Reading, clause: Clause, taken: tuple[int, ...]) -> list[Token]:
    """The clause's words no construction has read that could say something (not a question word)."""
    said = (t for t in clause.tokens(r.toks) if r.free(t.i) and t.i not in taken and content(t))
    return [t for t in said if t.low not in WH | ANY_TIME]


@construction(
    "relation.in_its_place",
    "<X> ... in the Senate ... <Y>: an entity named as the place a relation's name says it holds in",
)
def in_its_place(r: Reading, g: Graph, clause: Clause, matches: list[RelationMatch]) -> RelationMatch | None:
    """Of facts true over intervals: "represented Georgia in the Senate", "succeeded X in the Senate for Nevada":
    an entity said where a relation's name says it holds ("representedInSenate") is that relation's word, not its
    side, where the clause names one entity too many or a phrase of it says that relation, the others take part in
    it and the place does not."""
    if g.relations_of is None or len(clause.mentions) < 2:
        return None
    said = {rel for m in matches for rel in m.relations}
    for m in clause.mentions:
        for rel in g.lexicon.places.get(r.toks[m.i].low, ()):
            others = [o.names[0] for o in clause.mentions if o is not m]
            if len(clause.mentions) < 3 and rel not in said:
                continue
            if rel in g.relations_of(m.names[0]) or not all(rel in g.relations_of(o) for o in others):
                continue
            clause.mentions = [o for o in clause.mentions if o is not m]
            r.mentions = [o for o in r.mentions if o is not m]
            return RelationMatch((rel,), list(range(m.i, m.j)), False, r.ledger.text(m.i, m.j))
    return None


@construction("relation.phrase", "a phrase of the graph's relation names or of the phrase files, by lemma")
def lexicon_phrase(r: Reading, g: Graph, allowed: set[int]) -> list[RelationMatch]:
    read_apart = {i for i, what in r.ledger.used.items() if what in ("first", "last", "time")}
    return said_relations(r, g, allowed, read_apart)


def _asking(toks: list[Token], t: Token) -> bool:
    """ "[Can you] tell [me]", "[Do you] know": the verb of the question's own frame, which says nothing of the
    event (so the similarity reader does not read "tell offered peacekeepers")."""
    before = toks[t.i - 1].low if t.i > 0 else ""
    after = toks[t.i + 1].low if t.i + 1 < len(toks) else ""
    return t.low in ASKING and (before in ASKING_SUBJECTS or after in ASKING_OBJECTS)


@construction("relation.similar", "the clause's content words, when the similarity reader is sure of one relation")
def similar_wording(r: Reading, g: Graph, clause: Clause, allowed: set[int], what: str) -> list[RelationMatch]:
    """The relation of a wording the lexicon does not know, when the similarity reader is sure of it."""
    said = [
        t for t in clause.tokens(r.toks) if t.i in allowed and content(t) and t.low not in WH and not _asking(r.toks, t)
    ]
    phrase = " ".join(t.text for t in said)
    if not said:
        raise PlanningError(f"no relation of the graph is said in the {what} (no verb)")
    guesses = nearest_relations(r, g, phrase)
    guess = decided(guesses)
    if guess is None or (not g.intervals and received_unsaid(guess.relation, said)):
        near = ", ".join(f"{x.relation} ({x.score:.2f})" for x in guesses[:3])
        hint = f"; the nearest are {near}" if near else ""
        raise PlanningError(f"no relation of the graph is said in the {what} ({phrase}){hint}")
    return [RelationMatch((guess.relation,), [t.i for t in said], False, phrase, score=guess.score)]


@construction("relation.by_the_graph", "a phrase several relations share, read as the one the entities take part in")
def by_the_graph(r: Reading, g: Graph, candidates: list[str], entities: list[str]) -> list[str] | None:
    if g.relations_of is None:
        return None
    taking: set[str] = set()
    for e in entities:
        taking |= set(g.relations_of(e))
    kept = [rel for rel in candidates if rel in taking]
    if g.intervals and len(kept) > 1 and len(entities) == 2:  # "a member of the House": the one both take part in
        both = [rel for rel in kept if all(rel in g.relations_of(e) for e in entities)]
        kept = both or kept
    return kept if kept and len(kept) < len(candidates) else None


@construction("relation.by_the_reading", "a phrase several relations share, read as the one a reading was made for")
def by_the_reading(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """Only the wording the reading was made for (not the other clause's)."""
    picked = r.relation_pick
    if picked is not None and picked[0] == tuple(match.tokens) and picked[1] in candidates:
        return [picked[1]]
    return None
