"""Nouns of a relation said beside the verb of another: the role the verb's relation gives ("Who received X as a
visitor?", "When was X appointed ambassador to Ireland?") and the kind of entity asked ("How many different drivers
have won the Singapore Grand Prix?"). The verb says the relation; the noun is read as what it says of it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.reading import WHICH, Reading
from chronorag.understanding.relation_names import identifier_words, stative_name, titled
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.setting_kind import said_of_every
from chronorag.understanding.words import is_nominal, is_verb, key, lemmas

GETTING = word_class("relations", "act_receiving")  # "get", "receive", "earn": what the act's receiver does
KIND_ASKED = rules("relation", "kind")  # "how many different <drivers>", "which <driver>"
KIND_NAMED = rules("relation", "kind_named")  # "which Go <release> reached end of life"
AT_ITS_SETTING = rules(
    "relation", "setting", "setting_kind", "qualifier"
)  # "at the 1990 <World Cup>", "<World Cup> games"


def _a_role(r: Reading, m: RelationMatch) -> bool:
    """A noun that names one side ("visitor"), or a relation's name said by the noun it opens with, no verb
    ("ambassador to" of ambassadorTo)."""
    return m.noun_of is not None or _named_by_noun(r, m)


def _named_by_noun(r: Reading, m: RelationMatch) -> bool:
    first = r.toks[m.tokens[0]].low
    named = m.noun_of is None or any(titled(rel) for rel in m.relations)  # "ambassador to": its head's title
    return named and not m.generic and is_nominal(first) and not is_verb(first)


def _given_by(x: Match, verbs: set[int]) -> bool:
    """The role's words said right after the verb that gives it ("appointed (as) ambassador"), not after another
    clause's ("appointed to Ireland and her starting there as ambassador")."""
    return x.covered[0] in verbs or x.covered[0] - 1 in verbs


def as_the_role(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """A side's noun said after "as" beside a verb of another relation (`relation.as_the_role`: "Who received X as a
    visitor?"): the verb says the relation, the noun only the role it gives (taken as read); None where no such
    noun, or nothing but such nouns, is said."""
    nouns = [Constituent("relation", m.tokens[0], m.tokens[0] + 1) for m in matches if _a_role(r, m)]
    verbs = {k for m in matches if not _a_role(r, m) for k in m.tokens}
    said = rule_matches(Chart(r.toks, nouns), rules("relation", "as_role"))
    said = [x for x in said if not _named_by_noun(r, _at(matches, x.spans["relation"][0])) or _given_by(x, verbs)]
    after_as = {x.spans["relation"][0] for x in said}
    roles = [m for m in matches if _a_role(r, m) and m.tokens[0] in after_as]
    rest = [m for m in matches if m not in roles]
    if not roles or not rest or any(_a_role(r, m) or m.generic for m in rest):
        return None
    for m in roles:
        r.take(m.tokens, "the role the relation gives")
    r.fired.append(said[0].pattern.row.name)
    return rest


def _at(matches: list[RelationMatch], k: int) -> RelationMatch:
    return next(m for m in matches if m.tokens[0] == k)


def _doing_noun(r: Reading, m: RelationMatch) -> bool:
    """A relation said by one word that is a noun and no verb ("flight" of a launch; not "visit")."""
    t = r.toks[m.tokens[0]]
    return m.noun_of is None and len(m.tokens) == 1 and is_nominal(t.text) and not is_verb(t.low)


def _compound_noun(r: Reading, m: RelationMatch) -> bool:
    """A relation said by a noun of several words opened by one that is no verb ("jury votes" of juryVoteFor)."""
    said = [r.toks[k] for k in m.tokens]
    opened = not is_verb(said[0].low)
    return m.noun_of is None and len(said) > 1 and opened and all(is_nominal(t.text) for t in said)


def kind_asked(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """ "How many different drivers have won the Singapore Grand Prix?" (`relation.kind_asked`): a noun that names
    one relation's doer, right after the words that ask for it at the question's start (its rule, on a chart of the
    doers' nouns), with the verb of another relation: the noun says what kind of entity is asked, the verb the
    relation. Not where the verb says the noun's own relation ("Which team did X join?"). So does an event noun that
    is no verb ("What flight was X killed on?": the flight a launch is, the kind of the side asked)."""
    doers = [m for m in matches if m.noun_of in ("head", "tail") or _doing_noun(r, m)]  # "Which seasons ...": a tail's
    chart = Chart(r.toks, [Constituent("relation", m.tokens[0], m.tokens[0] + 1) for m in doers])
    said = rule_matches(chart, KIND_ASKED)
    asked = {x.spans["relation"][0] for x in said}
    nouns = [m for m in doers if m.tokens[0] in asked]
    if r.toks[0].low not in WHICH:  # "In what city did X win?": a preposition's object is where, no tail's kind
        nouns = [m for m in nouns if m.noun_of != "tail"]
    verbs = [m for m in matches if m.noun_of is None and m not in nouns]
    if len(nouns) != 1 or len(verbs) != 1 or set(nouns[0].relations) & set(verbs[0].relations):
        return None
    _read_as_kind(r, nouns[0], said[0])
    r.kind_doer_of = tuple(nouns[0].relations) if nouns[0].noun_of == "head" else ()
    r.kind_tail_of = tuple(nouns[0].relations) if nouns[0].noun_of == "tail" else ()
    r.kind_doing_of = tuple(nouns[0].relations) if nouns[0].noun_of is None else ()
    if r.kind_doing_of and all(_named_by(r, nouns[0], rel) for rel in r.kind_doing_of):  # "What codenames ...":
        r.kind_doing_of, r.kind_tail_of = (), r.kind_doing_of  # a relation named by the noun alone, its other side
    return verbs


@construction(
    "relation.an_act_received",
    "<noun of an act> ... <verb of getting>: 'When did X get her first nomination?' (nominatedFor, X nominated)",
    ("relations.act_receiving",),
)
def an_act_received(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """ "How many nominations did Sinners get?" (`relation.an_act_received`): the noun of an act (one word, no verb's
    form: "nominations") and a verb of getting (`[relations] act_receiving`: get, receive, earn, collect) of another
    relation say the act received, never a kind of entity counted (which counted its wins): the noun's relation,
    said from its receiver, the one it is done to (a state's subject: "nominatedFor" of the one nominated; an
    action's other side: "juryVoteFor" of the one voted for). None where the two share a relation ("How many races
    did X win?") or the noun's relations are said from different sides."""
    if len(matches) != 2:
        return None
    nouns = [m for m in matches if _doing_noun(r, m) or _compound_noun(r, m)]
    verbs = [m for m in matches if m not in nouns and len(m.tokens) == 1 and lemmas(r.toks[m.tokens[0]].text) & GETTING]
    if len(nouns) != 1 or len(verbs) != 1 or set(nouns[0].relations) & set(verbs[0].relations):
        return None
    (noun,), (verb,) = nouns, verbs
    states = {stative_name(rel) for rel in noun.relations}
    if len(states) != 1 or noun.inverse:
        return None
    r.take(verb.tokens, "receiving the act")
    r.notes.append(f"read {verb.words!r} as receiving the {noun.words!r}: the one they are done to")
    # the verb of getting first: its subject is the receiver, wherever the noun stands (`roles.by_position`)
    return [replace(noun, inverse=not states.pop(), tokens=[*verb.tokens, *noun.tokens])]


def _read_as_kind(r: Reading, noun: RelationMatch, said: Match) -> None:
    """The noun taken as the kind of entity asked, said in the reading, its rule recorded as fired."""
    r.take(noun.tokens, KIND_ASKED_MARK)
    r.notes.append(f"read {noun.words!r} as the kind of entity asked")
    r.fired.append(said.pattern.row.name)


def _named_by(r: Reading, noun: RelationMatch, relation: str) -> bool:
    """Whether the relation's name is the noun alone ("codename"), which names its other side (X's codename)."""
    return [key(w) for w in identifier_words(relation)] == [key(r.toks[k].text) for k in noun.tokens]


def kind_after_its_name(r: Reading, matches: list[RelationMatch]) -> list[RelationMatch] | None:
    """ "Which Go release reached end of life in 2023?" (`relation.kind_after_its_name`): a one-word noun of one
    relation right after the name "which" opens with, before the words of another relation it does not say: the noun
    is the kind of entity asked (a release of Go's), the other words say the relation; None otherwise."""
    nouns = [m for m in matches if len(m.tokens) == 1 and is_nominal(r.toks[m.tokens[0]].text)]
    entities = [Constituent("entity", x.i, x.j, x) for x in r.mentions]
    chart = Chart(r.toks, [*entities, *(Constituent("relation", m.tokens[0], m.tokens[0] + 1) for m in nouns)])
    said = rule_matches(chart, KIND_NAMED)
    asked = {x.spans["relation"][0] for x in said}
    kinds = [m for m in nouns if m.tokens[0] in asked]
    rest = [m for m in matches if m not in kinds]
    if len(kinds) != 1 or not rest or any(m.tokens[0] < kinds[0].tokens[0] for m in rest):
        return None
    if set(kinds[0].relations) & {rel for m in rest for rel in m.relations}:
        return None  # "Which Ubuntu release came out?": the noun says the verb's relation too
    _read_as_kind(r, kinds[0], said[0])
    if kinds[0].noun_of != "head":  # a relation's noun names its other side: "Which Debian codenames ...?" asks
        r.kind_tail_of = tuple(kinds[0].relations)  # codenames, never releases (`kind_fits.tail_kind`)
    return rest


def at_its_setting(r: Reading, matches: list[RelationMatch], names: Sequence[str]) -> list[RelationMatch] | None:
    """ "Who was England's manager at the 1990 World Cup?" (`relation.at_its_setting`): the noun naming one
    relation's other side ("World Cup": hostedWorldCup's tournament), said as where the event of another relation
    happens (after "at", its article and year between) or before a noun it qualifies ("World Cup games"), is that
    setting: the other words say the relation. A qualifier is kept where the other words say its relation too
    ("World Cup wins"), and said so only capitalised, as a series of events is named ("party members" is none)."""
    nouns = [m for m in matches if m.noun_of == "tail"]
    read = [Constituent("read", k, k + 1, features=frozenset({tag})) for k, tag in r.ledger.used.items()]
    chart = Chart(r.toks, [*(Constituent("relation", m.tokens[0], m.tokens[-1] + 1) for m in nouns), *read])
    said = {x.spans["relation"][0]: x for x in rule_matches(chart, AT_ITS_SETTING) if _its_kind(r, x, names)}
    settings = [m for m in nouns if m.tokens[0] in said]
    others = [m for m in matches if m not in settings]
    if not settings or not others:
        return None
    told = {rel for m in others for rel in m.relations}
    for m in settings:
        qualifier = said[m.tokens[0]].pattern.row.production == "qualifier"
        if qualifier and (set(m.relations) & told or not all(r.toks[k].is_capitalised for k in m.tokens)):
            return None  # "World Cup games": a name's words; "party members" is no setting
    for m in settings:
        if kind := _kind_words(said[m.tokens[0]]):
            r.take(kind, "the kind of the setting")
            r.notes.append(f"read {r.ledger.text(kind[0], kind[-1] + 1)!r} as the kind of every setting of its year")
        r.take(m.tokens, "the setting")
        r.notes.append(f"read {m.words!r} as the setting of the event")
        r.fired.append(said[m.tokens[0]].pattern.row.name)
    return others


def _kind_words(x: Match) -> list[int]:
    """The words of a setting's kind, said between its year and its noun ("the 2015 Women's World Cup")."""
    if x.pattern.row.production != "setting_kind":
        return []
    return list(range(x.spans["read"][1], x.spans["relation"][0]))


def _its_kind(r: Reading, x: Match, names: Sequence[str]) -> bool:
    """A setting's kind said is read only where every setting the graph names with that year and noun has it
    (`setting_kind.said_of_every`), and no construction read its words."""
    kind = _kind_words(x)
    if not kind:
        return True
    year, noun, word = r.ledger.text(*x.spans["read"]), r.ledger.text(*x.spans["relation"]), r.toks[kind[0]].text
    if not all(r.free(k) for k in kind) or not said_of_every(names, year, word, noun):
        return False
    proper = {n.lower(): n for n in names}
    if other := next(
        (proper[f"{m.names[0]} {word}".lower()] for m in r.mentions if f"{m.names[0]} {word}".lower() in proper), None
    ):
        raise PlanningError(f"{word!r} said of the setting may say another entity than the one named ({other})")
    return True


KIND_ASKED_MARK = "the kind asked"  # the ledger's mark of a noun read as the kind of entity asked (`kind_asked`)


def unread_kind(r: Reading, i: int, inside: bool) -> bool:
    """Token i is free, or, where a relation's words are said only inside a name ("hosted the 2012 Eurovision"),
    a noun read as the kind asked ("Which venue hosted ...": a venue, which the name's words do not say)."""
    return r.free(i) or (inside and r.ledger.used.get(i) == KIND_ASKED_MARK)
