"""Roles: which entity of a clause is the fact's head and which its tail, and the main clause's event.

In the active voice the entity before the verb is the head and the one after it the tail; the passive and a phrase
said from the other side ("received aid from X") turn them. Two entities on one side of a noun of action are told
apart by their prepositions ("the first visit of Burundi to China", "the condemnation made by Thailand to the UN
Security Council"): after "by" / "from" the doer, after "to" / "against" the one it was done to, "of" the other.
"""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.asked import asked_right_before
from chronorag.understanding.constructions.had_nouns import done_to_before_its_noun, had_before_the_noun
from chronorag.understanding.constructions.placed import placed_in
from chronorag.understanding.constructions.qualifier_named import named_before_the_kind
from chronorag.understanding.constructions.relation import read_relation
from chronorag.understanding.constructions.relation_prep import PLAIN_OBJECT
from chronorag.understanding.constructions.role_nouns import KIND_ASKED_MARK
from chronorag.understanding.constructions.roles_held import Roles, held_the_other_way, one_way_held
from chronorag.understanding.constructions.said_by_verb import not_of_its_owner
from chronorag.understanding.constructions.side_held import milestone_unread, owner_of_the_asked, side_held, which_of_it
from chronorag.understanding.constructions.voice import read_voice, reduced_passive, state_by_participle
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.reading import (
    Clause,
    Graph,
    Reading,
    Role,
    had_by,
    verb_after_auxiliary,
    verb_after_did,
)
from chronorag.understanding.relation_derived import (
    an_event_noun,
    camel_parts,
    closing_prep,
    names_verb,
    noun_names_head,
)
from chronorag.understanding.relation_names import named_by_its_place, says_its_tail_after, tail_by_preposition, titled
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import chart_of
from chronorag.understanding.words import is_nominal, is_verb, lemmas

TARGET_PREPS = word_class("event", "target_preps")  # "the visit of X to China"
OWNERS = word_class("event", "owners")  # "their spouse", "her party"
POSSESSIVE = word_class("common", "possessive_marks")  # "X's political party", "the Yankees' manager"
OTHER_PREPS = word_class("event", "other_preps")  # "the visit of X to China"
ARTICLES = word_class("common", "articles")
HAVING = word_class("event", "having")  # "Did X have Daytona 500 wins?"
SOME_OF_KIND = word_class("asked", "some_of_kind")  # "Did any Django release come out?"
BE = word_class("event", "be")
BECOME = word_class("event", "become")
WHO_ASKS = word_class("event", "who_asks")  # "Who was UN ambassador?": the title's holder asked
PRONOUNS = word_class("event", "pronouns")  # "when she became UN ambassador"
AUXILIARIES = word_class("event", "auxiliaries")
HOLDER_KINDS = word_class("names", "holder_kinds")  # "How many people have been UN ambassador?"
WHERE = word_class("event", "where")  # "Where did X play?": the place a closing preposition says
NEAR = ("first", "last", "time")  # what may stand between an owner and its noun: "China's first visitor"
PIECES = "names.pieces"  # the construction that reads a name from its words spread over the question
ENTITY = "entity"  # the tag of a name's words read
RELATION_READ = "relation"  # the tag of a relation's words read (`relation.read_relation`)
COUNTED = "asks how many"  # the tag of the words of "how many", its award word among them ("Gold Glove awards")


def read_roles(r: Reading, clause: Clause, match: RelationMatch) -> Roles:
    """Each mention of the clause with its role in the fact."""
    reduced = reduced_passive(r, clause, match)
    if reduced is not None:
        return reduced  # type: ignore[return-value]
    if (by_noun := by_side_noun(r, clause, match)) is not None:
        return by_noun
    if (held := role_asked(r, clause)) is not None:
        return held
    if (said_to_be := the_noun_of(r, clause, match)) is not None:
        return said_to_be
    if (owned := owner_and_what(r, clause, match)) is not None:
        return owned
    clause.voice = read_voice(r, match, clause)
    return by_position(r, clause, match)


@construction(
    "roles.by_side_noun",
    "which <team | party | prize ...> was <X> on | in: the noun names one side of the fact, X the other",
)
def by_side_noun(r: Reading, clause: Clause, match: RelationMatch) -> Roles | None:
    """A relation said only by nouns of its sides ("Which team was X on in 2002?", "Who was X's employer?",
    "Which players were at X?"): the one entity named stands on the other side."""
    if match.noun_of is None or len(clause.mentions) != 1 or not is_nominal(r.toks[match.noun_at].text):
        return None
    clause.voice = "active"
    (m,) = clause.mentions
    owned = owns_the_noun(r, m, match, near=any(titled(rel) for rel in match.relations))  # "X's post as ambassador"
    said_of_it = match.noun_at > m.i and not owned  # "X was a member of": X is the member
    noun_of = "head" if all(noun_names_head(rel) for rel in match.relations) else match.noun_of  # "the host city of"
    side = noun_of if said_of_it else ("head" if noun_of == "tail" else "tail")
    return [(m, side)]  # type: ignore[list-item]


def the_noun_of(r: Reading, clause: Clause, match: RelationMatch) -> Roles | None:
    """An entity said to be the noun that names the tail of the fact, of another entity ("Is X the birthplace of
    Y?", "Is X Y's birthplace?", `roles.the_noun_of`): X stands on the noun's side (the place of birth, the tail), Y,
    after "of" or owning the noun, on the other: the place comes first though it is the fact's tail. Its rules read
    a chart of the two entities and the noun, to the relation's last word; a name right before the noun is no "X is
    the ..." ("the Liverpool player")."""
    if match.noun_of != "tail" or len(clause.mentions) != 2 or not is_nominal(r.toks[match.noun_at].text):
        return None  # of a noun of the head ("Was X the visitor of Y?") the order of words says it (`by_position`)
    a, b = sorted(clause.mentions, key=lambda m: m.i)
    noun = Constituent("relation", match.noun_at, max(match.tokens) + 1)
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m) for m in (a, b)] + [noun])
    said = rule_matches(chart, rules("roles", "noun_of"))
    if not said:
        return None
    clause.voice = "active"
    r.fired.append(said[0].pattern.row.name)
    return [(a, "tail"), (b, "head")]


@construction(
    "roles.owner_and_what",
    "<X>'s | his <Y> <event noun>: the owner the doer, the name right before the noun what it was done on ('his Soyuz"
    " TMA-16M flight')",
    ("common.possessive_marks", "event.owners"),
)
def owner_and_what(r: Reading, clause: Clause, match: RelationMatch) -> Roles | None:
    """Two entities before the relation's event noun ("her Vostok 6 launch", "Kelly's Soyuz TMA-16M flight"): the
    one owning it (a possessive after it, or an owner's pronoun standing for it) is the doer, the one right before the
    noun its other side, as "the Liverpool player" names the other side of a noun of the doer."""
    noun = match.tokens[0]
    if match.noun_of is not None or len(clause.mentions) != 2 or not is_nominal(r.toks[noun].text):
        return None
    owner, what = sorted(clause.mentions, key=lambda m: m.i)
    if what.j != noun or owner.j > what.i:
        return None
    owned = r.toks[owner.i].low in OWNERS or (owner.j < len(r.toks) and r.toks[owner.j].low in POSSESSIVE)
    between = range(owner.j, what.i)
    if not owned or not all(r.toks[k].low in POSSESSIVE or r.ledger.used.get(k) is not None for k in between):
        return None
    clause.voice = "active"
    r.fired.append("roles.owner_and_what")
    doer, done = ("tail", "head") if match.inverse else ("head", "tail")
    return [(owner, doer), (what, done)]  # type: ignore[list-item]


def role_asked(r: Reading, clause: Clause) -> Roles | None:
    """A role said in lower case right after "which" (`roles.role_asked`), the one entity of its clause, is what the
    one asked holds: the fact's tail."""
    if len(clause.mentions) != 1:
        return None
    (m,) = clause.mentions
    said = [x for x in rule_matches(chart_of(r), rules("roles", "role")) if x.spans["entity"] == (m.i, m.j)]
    if not said:
        return None
    clause.voice = "active"
    r.fired.append(said[0].pattern.row.name)
    return [(m, "tail")]


def _pieces_end(r: Reading, m: Mention, noun: int) -> int:
    """Where a name said in pieces ends before the noun ("the 2001 Wimbledon men's champion": its words "men's" read
    with it); a name said whole ends where it ends."""
    end = m.j
    if m.how == PIECES:
        while end < noun and r.ledger.used.get(end) == ENTITY:
            end += 1
    return end


@construction(
    "roles.owns_the_noun",
    "<X>'s <noun of a side>, <X> <noun of a side>: 'China's first visitor', 'the Kyoto Prize laureate' (X: the other"
    " side)",
    ("common.possessives", "event.owners"),
)
def owns_the_noun(r: Reading, m: Mention, match: RelationMatch, near: bool = False) -> bool:
    """An entity said as the owner of a noun that names one side of the fact ("X's political party", "their
    spouse", "China's first visitor"), or as the word before it ("the 1998 Kyoto Prize laureate", "the Liverpool
    player"): it stands on the other side. `near`: the noun follows its owner but for an ordinal or a time
    ("China's first visitor", not "X's successor as senator")."""
    if match.noun_of is None or match.noun_at < m.j:
        return False
    if match.noun_at == _pieces_end(r, m, match.noun_at):  # "did X author Y": after "did <X>" the verb, no noun
        # a name right before a noun of the tail's side is what the noun names ("Honda engines", "the Ferrari
        # team"); before one of the head's, its other side ("the Liverpool player", "the Kyoto Prize laureate")
        bare = r.toks[m.i].low not in OWNERS  # "their spouse" owns it
        if _title_of_its_subject(r, m, match):
            return False
        return not (bare and match.noun_of == "tail") and verb_after_did(r.toks, m) is None
    owner = r.toks[m.j].low
    if not (owner in POSSESSIVE or r.toks[m.i].low in OWNERS):
        return False
    start = m.j + 1 if owner in POSSESSIVE else m.j
    return not near or all(r.ledger.used.get(k) in NEAR for k in range(start, match.noun_at))


def _title_of_its_subject(r: Reading, m: Mention, match: RelationMatch) -> bool:
    """ "Where was X ambassador in 1946?", "How many countries was X ambassador to?": a title said of the name before
    it (a relation named by its holder's title, `relation_names.titled`) right after a form of "be" / "become" said
    after no subject ("who", a pronoun, a name), or with its preposition left at the end, is said of that name, its
    subject ("Who was UN ambassador?", "did X become UN ambassador", "the UN ambassador": the name its other side)."""
    if not any(titled(rel) for rel in match.relations):
        return False
    stranded = len(match.tokens) > 1 and all(not t.is_word for t in r.toks[max(match.tokens) + 1 :])
    if stranded:
        return True
    k = m.i - 1
    if k < 0 or r.toks[k].low not in BE | BECOME:
        return False
    while k > 0 and r.toks[k - 1].low in BE | AUXILIARIES:  # "have been"
        k -= 1
    opener = r.toks[k - 1].low if k > 0 else ""
    # "who was", "she became", "did X become", "how many people have been": a subject said before the verb
    return not (opener in WHO_ASKS | PRONOUNS | HOLDER_KINDS or any(x.j == k for x in r.mentions))


WHO_OWNS = rules("roles", "owner_asked_by_who")


def _asked_by_who(r: Reading, match: RelationMatch) -> set[tuple[int, int]]:
    """The entities said right after "who was" and before their possessive (`roles.agent_of_the_owner`), where the
    relation may be said as its doer's noun (read forward, not by a noun of its side)."""
    if match.noun_of is not None or match.inverse:
        return set()
    return {x.covered for x in rule_matches(chart_of(r), WHO_OWNS)}


def agent_of_the_owner(r: Reading, m: Mention, match: RelationMatch) -> bool:
    """A person asked for as X's <verb said as a noun>, X one of `_asked_by_who` ("Who was Raul Castro's first host?",
    `roles.agent_of_the_owner`): the word names the one who does it (the host), so X, its owner, is the other side;
    "China's visit" (an event, not a person asked for with "who was") keeps X as the one who did it, and so does a
    noun whose phrase ends on the preposition "who" is the object of ("Who was Leicester's first win against?":
    whom Leicester beat)."""
    if any(r.toks[k].low in TARGET_PREPS for k in match.tokens[1:]):
        return False
    verb = r.toks[match.tokens[0]]
    between = range(m.j + 1, match.tokens[0])
    said_as_verb = verb.low in lemmas(verb.text) and is_verb(verb.low)  # "host", not "supporter": a verb's own form
    if said_as_verb and all(r.ledger.used.get(k) in NEAR for k in between):
        r.fired.append(WHO_OWNS[0].row.name)
        return True
    return False


@construction("roles.by_position", "<entity> <verb> <entity>: before the verb the head (turned by voice and side)")
def by_position(r: Reading, clause: Clause, match: RelationMatch) -> Roles:
    verb = match.tokens[0]
    out: Roles = []
    asked_by_who = _asked_by_who(r, match)
    for m in clause.mentions:
        if owns_the_noun(r, m, match, near=True):  # "X's visitor from Y": X was visited
            out.append((m, other_side(match.noun_of)))
            continue
        if (m.i, m.j) in asked_by_who and agent_of_the_owner(r, m, match):  # "Who was X's first host?": who hosted X
            out.append((m, "tail"))
            continue
        if owns_its_place(r, m, match):  # "in Austria's government": in the government of Austria
            out.append((m, "tail"))
            continue
        if of_its_doer(r, clause, m, match):  # "the birth year of X": X was born
            out.append((m, "head"))
            continue
        if (side := has_the_noun(r, m, match)) is not None:  # "How many Eurovision wins does Ireland have?"
            out.append((m, side))
            continue
        if (side := had_before_the_noun(r, clause, m, match)) is not None:  # "Did X have Mercedes engines?"
            out.append((m, side))
            continue
        # "Which Ubuntu release came out?": the noun asked is the subject, the name before it its other side
        subject = not qualifies_the_asked(r, clause, m, match) and m.i < verb
        done_to = any(done_to_before_its_noun(r, d, match) for d in clause.mentions if d is not m)  # no fronted object
        subject = subject and (done_to or not _fronted(r, clause, m, verb, set(match.tokens)))
        if clause.voice != "active":
            subject = not subject
        if match.inverse:
            subject = not subject
        out.append((m, "head" if subject else "tail"))
    return out


@construction(
    "roles.qualifies_the_asked",
    "which | any <X> <noun> <verb>: what is asked is the noun, X the fact's other side ('Which Ubuntu release came out"
    " in 2016?': a release Ubuntu released; 'Which Python version was released in 2016?'; 'Did any Django release"
    " come out?', of a yes / no question)",
    ("asked.which", "asked.some_of_kind"),
)
def qualifies_the_asked(r: Reading, clause: Clause, m: Mention, match: RelationMatch) -> bool:
    """The one entity of the clause said between "which" and a free noun (the kind asked), before the verb: no
    subject, the noun is; where the graph holds the entity on the other side only, the reading finds no fact."""
    return _qualifier(r, clause, m, match)


def _qualifier(r: Reading, clause: Clause, m: Mention, match: RelationMatch) -> bool:
    kind_at = m.j  # the kind asked, right after the name
    return (
        len(clause.mentions) == 1
        and (asked_right_before(r, clause, m) or _some_of_it(r, clause, m))
        and kind_at < match.tokens[0]
        and (r.free(kind_at) or r.ledger.used.get(kind_at) in (RELATION_READ, KIND_ASKED_MARK))  # "release"
        and is_nominal(r.toks[kind_at].text)
    )


def _some_of_it(r: Reading, clause: Clause, m: Mention) -> bool:
    """ "Did any Django release come out?": a yes / no question, "any" free right before the one name of the clause,
    and right after the name a word of the very relation read ("release" ... "come out": released). Not a noun of
    another relation or of none ("any McLaren driver win", "any Japan official visit", "any Django developer
    release"): an answer "no" where the noun is misread would be wrong, not refused."""
    some = m.i - 1
    if clause.voice != "active" or r.answer_type != "yes_no" or any(t.low in BE for t in r.toks[: m.i]):
        return False  # "Was any Django release released?": a passive, whose "was" the question word took
    if not (clause.i <= some and r.free(some) and r.toks[some].low in SOME_OF_KIND):
        return False
    return r.ledger.used.get(m.j) == RELATION_READ  # every phrase read says the one relation (`relation._one_said`)


@construction(
    "roles.owns_its_place",
    "in <X>'s | <X's demonym> <noun>, of a relation named by a preposition and that noun ('inGovernment'): X its tail,"
    " as in 'the <noun> of X'",
    ("common.possessive_marks", "names.demonym"),
)
def owns_its_place(r: Reading, m: Mention, match: RelationMatch) -> bool:
    """An entity owning the noun of a relation named by where its head is ("Which parties were in Austria's
    government?", `relation_names.named_by_its_place`): the noun is the tail's (the government of Austria), so the
    owner is the tail, as after "of"; only the possessive right before the noun (an ordinal or a time between), or
    the adjective of its people right before it ("the Austrian government")."""
    if match.noun_of is not None or match.inverse or not all(named_by_its_place(rel) for rel in match.relations):
        return False
    noun, name = match.tokens[0], m.names[0]
    if m.j == noun and len(m.names) == 1 and r.ledger.text(m.i, m.j).lower() == DEMONYMS.get(name, "").lower():
        return True  # "the Austrian government": Austria's
    if not m.j < noun or r.toks[m.j].low not in POSSESSIVE:
        return False
    return all(r.ledger.used.get(k) in NEAR for k in range(m.j + 1, noun))


@construction(
    "roles.has_the_noun",
    "<noun of the relation> do | does | has <X> have: 'How many Eurovision wins does Ireland have?' (X owns the"
    " noun, as in 'Ireland's Eurovision wins')",
    ("event.auxiliaries", "event.having", "common.articles"),
)
def has_the_noun(r: Reading, m: Mention, match: RelationMatch) -> Role | None:
    """The side of an entity said to have the relation's noun, said before it with an auxiliary (its article
    between) and followed by a free "have": the doer of an event noun ("wins"), the other side of a noun of one side
    ("How many visitors did China have?": China was visited), as its possessive would say; None where not so."""
    said = [k for k in match.tokens if k < m.i]
    if not said or len(said) < len(match.tokens) or not is_nominal(r.toks[said[-1]].text):
        return None
    if had_by(r, said[-1] + 1, m) is None:  # "wins does Ireland have"
        return None
    verbs = {parts.verb for rel in match.relations if (parts := camel_parts(rel)) is not None}
    doers = {v for v in verbs if not an_event_noun(v)}
    if match.noun_of is None and len(said) == 1 and lemmas(r.toks[said[0]].text) & doers:
        return None  # "Which coaches have the Oilers had?": the verb's own form, its doer's noun ("wins": events)
    r.fired.append("roles.has_the_noun")
    if match.noun_of is not None:
        return other_side(match.noun_of)
    return "tail" if match.inverse else "head"


def _fronted(r: Reading, clause: Clause, m: Mention, verb: int, said: set[int]) -> bool:
    """ "How many Gold Gloves did (has) Ichiro win (won)?": a mention right before the auxiliary (or one free word
    before it, one of the relation's own words `said`, or one read with "how many": "How many Gold Glove awards did
    Ichiro win?") whose subject is named right after it and right before the verb is the verb's object, said first;
    never one set apart by a comma or another word read ("Sorry Iran, when did Iraq visit Iran?")."""
    return any(
        d is not m
        and m.j < d.i
        and verb_after_auxiliary(r.toks, d) == verb
        and d.i - 1 - m.j <= 1  # right before the auxiliary, or a word between ("MVP awards did")
        and all(r.toks[k].is_word and _left_for(r, k, said) for k in range(m.j, d.i - 1))
        for d in clause.mentions
    )


def _left_for(r: Reading, k: int, said: set[int]) -> bool:
    """Free, the relation's own word, or read as it ("How many Wimbledon titles did X win?": "titles", which says
    the relation "win" says), or read with "how many"."""
    return r.free(k) or k in said or r.ledger.used.get(k) in (COUNTED, RELATION_READ)


@construction(
    "roles.of_its_doer",
    "the birth (year) of <X>, the year of death of <X>: an event noun of a relation whose tail a preposition says",
    ("event.other_preps", "common.articles"),
)
def of_its_doer(r: Reading, clause: Clause, m: Mention, match: RelationMatch) -> bool:
    """The one entity of a clause said after "of" following the relation's event noun, no verb ("What was the birth
    year of X?", "the year of death of X"), where the relation's name says its tail by a preposition
    (`tail_by_preposition`: "wasBornIn"): nothing is born or died, so X is the one who was (the head)."""
    at = match.verb
    if len(clause.mentions) != 1 or m.i <= at or is_verb(r.toks[at].text) or not is_nominal(r.toks[at].text):
        return False
    if not all(tail_by_preposition(name) for name in match.relations):
        return False
    k = m.i - 1
    while k > at and r.toks[k].low in ARTICLES:
        k -= 1
    if any(says_its_tail_after(name, r.toks[at].text, r.toks[k].low) for name in match.relations):
        return False
    return at < k and r.toks[k].low in OTHER_PREPS and not any(r.free(x) for x in range(at + 1, k))


def by_preposition(r: Reading, roles: Roles) -> Roles | None:
    """Two entities on one side of a noun of action (`roles.by_preposition`): the one after "by" / "from" did it,
    the one after "to" / "against" had it done; "of" names the other one. None when the prepositions do not say."""
    (a, _), (b, _) = roles
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m) for m in (a, b)])
    said = {m.spans["entity"]: m for m in rule_matches(chart, rules("roles", "side_prep"))}
    pa, pb = (said[m.i, m.j].values["side_prep"] if (m.i, m.j) in said else "" for m in (a, b))
    if pa == "agent" and pb in ("target", "other"):
        head, tail = a, b
    elif pb == "agent" and pa in ("target", "other"):
        head, tail = b, a
    elif pa == "other" and pb == "target":
        head, tail = a, b
    elif pb == "other" and pa == "target":
        head, tail = b, a
    else:
        return None
    for m in (head, tail):
        r.take([k for k in said[m.i, m.j].taken if r.free(k)], "role")
    r.fired.append(said[a.i, a.j].pattern.row.name)
    return [(head, "head"), (tail, "tail")] if roles[0][0] is head else [(tail, "tail"), (head, "head")]


@construction(
    "roles.either_way",
    "<X> and <Y> married | met | held talks, talks between <X> and <Y>: a symmetric relation, either one its head",
)
def either_way(r: Reading, g: Graph, roles: Roles, match: RelationMatch) -> Roles | None:
    """A relation two sides do together (`symmetric` in the phrase files; of events, also one the graph holds both
    ways on the same day for nearly every fact), its sides said alike: the first said is its head. Of events, the
    facts of both directions count (a graph may record a meeting from either side)."""
    events = not g.intervals
    mirrored = events and g.mirrored is not None and g.mirrored(r.relation)
    if r.relation not in g.lexicon.symmetric and not mirrored and not match.either_way:
        return None
    (a, _), (b, _) = roles
    r.both_ways = events
    if mirrored and r.relation not in g.lexicon.symmetric and not match.either_way:
        r.notes.append(f"read {r.relation} both ways: the graph holds its facts from either side")
    return [(a, "head"), (b, "tail")]


def _two_placed(r: Reading, g: Graph, roles: Roles, match: RelationMatch) -> Roles:
    """Two entities' roles: one role read for both, told apart by a preposition, the relation's own way or the
    graph's; each its own, kept unless the graph holds neither where it was read ("Did Barry Bonds have NL MVP
    awards?": the award is never a winner)."""
    if roles[0][1] == roles[1][1]:
        return by_preposition(r, roles) or either_way(r, g, roles, match) or one_way_held(r, g, roles) or roles
    return held_the_other_way(r, g, roles) or roles


def read_main(r: Reading, g: Graph, main: Clause) -> None:
    """The main clause's relation, its anchor entity (the one asked about) and role, and the other entity."""
    if not main.mentions:
        raise PlanningError("the question names an entity only in its reference event")
    if r.answer_type == "relation":
        relation_asked(r, main)
        return
    names = [m.names[0] for m in main.mentions]
    match = read_relation(r, g, main, names, "question")
    placed_in(r, g, main, match)  # "appointed to the Supreme Court": the place is no side of the fact
    roles = read_roles(r, main, match)
    if len(roles) == 1 and (held := side_held(r, g, main, match, *roles[0])) is not None:
        roles = [(roles[0][0], held)]  # "the codename of Debian 10": the side the graph holds it on
    elif len(roles) == 1 and (held := which_of_it(r, g, main, match, *roles[0])) is not None:
        roles = [(roles[0][0], held)]  # "Which Oracle JDK came out?": a release of Oracle JDK's
    else:
        milestone_unread(r, g, match)  # "When did Python reach end of life?": no side said, none turned
    r.relation = match.relations[0]
    if match.aspect is not None and r.aspect is None and not state_by_participle(r, main, match):
        r.aspect, r.extremum = match.aspect, ("first" if match.first else r.extremum)  # type: ignore[assignment]
    if r.answer_type == "entity":
        roles = owner_of_the_asked(r, g, main, match, roles) or roles  # "Which Android version was codenamed Pie?"
        _asked_entity(r, main, match, roles)
        not_of_its_owner(r, main, match)  # "Who flew on X's flight?"
        mutual(r, g, match)
        return
    if len(roles) > 2:
        raise PlanningError("names more than two entities for one event")
    if len(roles) == 2:
        roles = _two_placed(r, g, roles, match)
    if len(roles) == 2 and roles[0][1] == roles[1][1]:
        raise PlanningError(
            f"cannot tell who did what to whom between {roles[0][0].names[0]} and {roles[1][0].names[0]}"
        )
    heads = [m for m, p in roles if p == "head"]
    anchor, position = (heads[0], "head") if heads else roles[0]
    others = [m.names[0] for m, _ in roles if m is not anchor]
    r.anchor, r.position, r.other = anchor.names[0], position, (others[0] if others else None)  # type: ignore[assignment]
    mutual(r, g, match)


@construction(
    "roles.mutual",
    "who did <X> draw with, did <X> draw with <Y>: a relation said of either side alike (data/derived.toml"
    " [symmetric]) of a graph nobody taught: its facts either way",
    ("derived.symmetric",),
)
def mutual(r: Reading, g: Graph, match: RelationMatch) -> bool:
    """Also a verb said of either side alike where the relation's name is not (`either_way` in `[[everyday]]`:
    "play" of "hosted"); of facts true over intervals, only the relations said alike (the graph keeps one row of
    each draw, not marked symmetric)."""
    if r.both_ways or (r.relation not in g.lexicon.mutual and not match.either_way):
        return False
    if g.intervals and r.relation not in g.lexicon.mutual:
        return False
    r.both_ways = True
    r.notes.append(f"read {r.relation} both ways: it is said of either side alike")
    return True


def relation_asked(r: Reading, main: Clause) -> str:
    """The sides of the facts whose relations are asked (`roles.relation_asked`): the first entity named is the head
    (or the one after "by"), the second the tail; "between X and Y" reads both ways."""
    if len(main.mentions) > 2:
        raise PlanningError("names more than two entities for one event")
    chart = Chart(r.toks, [Constituent("entity", m.i, m.j, m) for m in main.mentions])
    by = {x.spans["entity"] for x in rule_matches(chart, rules("roles", "doer_by"))}
    mentions = sorted(main.mentions, key=lambda m: ((m.i, m.j) not in by, m.i))
    head, rest = mentions[0], mentions[1:]
    r.relation, r.anchor, r.position = "", head.names[0], "head"
    r.other = rest[0].names[0] if rest else None
    r.fired.append("roles.relation_asked")
    return r.anchor


def _asked_entity(r: Reading, main: Clause, match: RelationMatch, roles: Roles) -> None:
    """Who is asked: the one entity the clause names is the anchor, the answer the other side."""
    if main.voice == "agentless" and not any(_qualifier(r, main, m, match) for m, _ in roles):
        raise PlanningError(f"the passive {match.words!r} does not say by whom, and the question asks who")
    if len(roles) != 1:
        named_before_the_kind(r, main, [m for m, _ in roles])
        said = ", ".join(m.names[0] for m, _ in roles)
        raise PlanningError(f"asks who, but names {len(roles)} entities in the question itself: {said}")
    mention, position = roles[0]
    if position == "head":
        _its_place_asked(r, match)
    r.anchor, r.position, r.other = mention.names[0], position, None


def _its_place_asked(r: Reading, match: RelationMatch) -> None:
    """ "Where did France play?", "What cities did France play in?": a relation whose name says its tail after a
    closing preposition ("playedMatchIn"), read by the name's own verb alone, asks that tail only where the question
    says the preposition (not as the time's), asks where or says the name's noun; "Who did France play in 2018?"
    asks whom they played, which the relation does not hold: refused."""
    prep = closing_prep(r.relation)
    if prep is None or match.noun_of is not None or len(match.tokens) != 1 or not is_verb(r.toks[match.verb].text):
        return
    if not any(names_verb(r.relation, lemma) for lemma in lemmas(r.toks[match.verb].text)):
        return  # "Who did X beat?" of wonWorldSeriesAgainst: another verb, its object the tail
    parts = camel_parts(r.relation)
    said_lemmas = {lemma for t in r.toks for lemma in lemmas(t.text)}
    if parts is not None and set(parts.noun) <= said_lemmas:
        return  # "How many World Series did X win?" of wonWorldSeriesAgainst: its noun said, the facts counted
    said = [t for t in r.toks if t.low == prep and r.ledger.used.get(t.i) != "time"]
    if said or any(t.low in WHERE for t in r.toks) or prep in PLAIN_OBJECT:  # "Who did England play?": against
        return
    raise PlanningError(f"{match.words!r} asks its {r.relation} side after {prep!r}, which the question does not say")
