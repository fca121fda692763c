"""Every word: what no construction read must be a word that cannot change the answer, else a refusal naming it.

The auxiliaries of questions ("did X ...", "would X ...") and "take place" carry no meaning; a word left
that could change the answer (a name, a negation, a quantity, a qualifier of who, a time word, a relation
or place word of the graph) is a refusal naming the word and its class (`significance`); so is a noun left
after a generic frame ("demanded the resignation of X": what was demanded is unread). Any other word is
noted as ignored.
"""

from __future__ import annotations

from chronorag.understanding.constructions.after_a_name import after_a_name
from chronorag.understanding.constructions.asked_clause import verb_after_the_asked
from chronorag.understanding.constructions.body_asked import body_asked
from chronorag.understanding.constructions.count_noun import plural_counted
from chronorag.understanding.constructions.holders_said import holders_said
from chronorag.understanding.constructions.kind_fits import kind_fits
from chronorag.understanding.constructions.kind_of_another import kind_of_another, what_the_extremum_is_of
from chronorag.understanding.constructions.leftover_sides import of_its_sides
from chronorag.understanding.constructions.name_phrase_left import unread
from chronorag.understanding.constructions.object_said import object_said
from chronorag.understanding.constructions.occupation_asked import framed_occupations, occupation_asked
from chronorag.understanding.constructions.post_of import the_post_of_it
from chronorag.understanding.constructions.prep_of_another import prep_of_another
from chronorag.understanding.constructions.qualifier_named import post_of_another, qualifier_named
from chronorag.understanding.constructions.relation_prep import (
    setting_asked,
    stranded_passive,
    stranded_preposition,
)
from chronorag.understanding.constructions.said_in_full import kind_of_said
from chronorag.understanding.constructions.said_with import said_with
from chronorag.understanding.constructions.senders import sender_of_the_title
from chronorag.understanding.constructions.title_said import title_said
from chronorag.understanding.constructions.voice import REDUCED
from chronorag.understanding.constructions.what_each_fact_is import what_each_fact_is
from chronorag.understanding.constructions.where_asked import where_of_an_occasion
from chronorag.understanding.errors import PlanningError, Unplaced
from chronorag.understanding.lexicon import NEGATIONS, word_class, word_table
from chronorag.understanding.name_series import names_ending
from chronorag.understanding.names import Mention, NameIndex
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.phrases import phrasebook
from chronorag.understanding.reading import (
    IGNORED,
    Graph,
    Reading,
    capitalised_words,
    content,
    is_kind_asked,
    read_as_relation,
    verb_after_did,
)
from chronorag.understanding.relation_derived import camel_parts, says_what_it_does
from chronorag.understanding.relation_names import identifier_words, name_forms
from chronorag.understanding.rules import in_turn, refuse_if_said, take_found, take_free
from chronorag.understanding.significance import opens_sentence, significance
from chronorag.understanding.tokens import Token, owning
from chronorag.understanding.words import ADVERB_SUFFIXES, is_nominal, is_verb, key

CONTINUING = word_class("event", "continuing")
KIND_ASKED = 24  # of a kind's names, those asked whether they take part in a relation read
IGNORED_NOTE = "ignored "  # a plan's note of the words read as saying nothing
BEARING_SMALL_WORDS = word_class("event", "bearing_small_words")
# an event question's answers are ranked by their days, so "Who did X criticise most?" may leave "most" unread
BEARING_WORDS = word_table("event", "bearing_words")
NEWEST = word_class("event", "newest")  # "the newest country to visit X": a newcomer, or the last visit?
OWNING = word_class("event", "possessives")  # "its first": the first of the one asked
OBJECT_PRONOUNS = word_class("event", "object_pronouns")  # "him": someone named, or refused
NEUTER = word_class("event", "neuter_pronouns")  # "won it": something named, or refused
OFFICES = word_class("significance", "office")  # an office's words, which bear on the answer
OFFICE_KINDS = word_class("significance", "office_kind_openers")  # "as a minister": a kind, not the office
NEXT = word_class("event", "next")
PASSIVE_BY = word_class("event", "passive_by")  # "win by an innings": free, how or by how much
ARTICLES = word_class("common", "articles")
TITLES = word_class("event", "titles")  # "Did X win the championship in 2007?" of wonRace: no race is a title
TITLED_RELATIONS = word_class("event", "titled_relations")  # a relation whose name says a title: wonChampionship
SEASON_WORDS = word_class("time", "season_words")  # "X's first season": a time, not what was done in it
RELATIVES = word_class("event", "relatives")  # "the stage that X crashed in", "where", "in which"
RELATIVE_PREPS = word_class("event", "relative_preps")
ANY_TIME = word_class("event", "any_time")  # "the season X ever played"
HOLDER_KINDS = word_class("names", "holder_kinds")  # "Which judges ...": kinds of holder, no title
STRETCH_ENDS = word_class("common", "stretch_ends")
POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "did X's Tour finishes stretch"
READ = ("relation", "entity")  # the ledger's tags of the words a subject's noun phrase is read as
# Relations whose graph has more specific kin that a noun after them would name ("demanded the resignation of
# X" is Demand change in leadership; "appealed for help", Appeal for aid): a noun left after them is unread.
GENERIC_FRAMES = frozenset(phrasebook().frames.generic)
TIME_WORDS = word_class("significance", "time")  # "season": a time; "seasons" after "which" too
ROLE_WORDS = word_class("relations", "role_words")  # "the Labour leader": a role of an entity, unread

_ASKS = {"yes_no": "yes or no", "count": "how many", "relation": "what happened"}


def checks(r: Reading) -> None:
    """What the readings together may not say: "next" with nothing to follow, a reduced passive beside a
    reference event (whose gap is whose)."""
    if r.extremum is not None and r.answer_type in ("yes_no", "count", "relation"):
        said = next((t.text for t in r.toks if r.ledger.used.get(t.i) == r.extremum), r.extremum)
        why = f"'{said}' read as the {r.extremum}" if said.lower() != r.extremum else f"'{said}'"
        raise PlanningError(f"{why} in a question that asks {_ASKS[r.answer_type]}: which facts would count?")
    if r.other_kind is not None and r.other is not None:
        raise PlanningError(f"the other side is named ({r.other}) and said to be a {r.other_kind}")
    next_word = [t for t in r.toks if t.low in NEXT and r.ledger.used.get(t.i) == "first"]
    if next_word and r.constraint.kind not in ("after", "since"):
        raise PlanningError(f"{next_word[0].text!r} without an event or a time to follow")
    if r.constraint.reference is not None and REDUCED in r.ledger.used.values():
        raise PlanningError("a reduced passive beside a reference event: cannot tell who stands for whom")
    period_alone(r)
    plural_counted(r)
    stranded_passive(r)
    whose_first(r)


def whose_first(r: Reading) -> None:
    """ "Which team won its first Daytona 500 in 1998?": a possessive right before the first / last said, where the
    one asked is the clause's doer, says the first of each one asked (whose first win came then), not the first
    fact: refused, never read as the first of all."""
    if r.answer_type != "entity" or r.position != "tail" or r.extremum is None:
        return
    owned = [t for t in r.toks if t.i and r.ledger.used.get(t.i) == r.extremum and r.toks[t.i - 1].low in OWNING]
    if owned:
        said = f"{r.toks[owned[0].i - 1].text} {owned[0].text}"
        raise PlanningError(f"{said!r}: the {r.extremum} of each one asked, not of all, which is not read")


def period_alone(r: Reading) -> None:
    """ "What was Rob Mariano's first season?": a relation read from a season's noun alone (`time.season_words`), of
    a name that says a verb too (wonSeason): what X did in the season is not said (X played seasons he did not win),
    so the question is refused, never read as the verb's."""
    read = [t for t in r.toks if r.ledger.used.get(t.i) == "relation"]
    parts = camel_parts(r.relation) if r.relation else None
    if parts is None or not parts.verb or not read or not all(key(t.text) in SEASON_WORDS for t in read):
        return
    raise PlanningError(f"{read[0].text!r} alone does not say what was done in it ({r.relation} says {parts.verb!r})")


def time_kind_asked(r: Reading, left: list[Token]) -> None:
    """ "Which seasons did X win the title?": the plural of a time word (`[significance] time`: "season") said as the
    kind asked is a time as the word is, never a kind left unread (the title was answered): refused as it is."""
    for t in left:
        if is_kind_asked(r.toks, t.i) and t.low not in TIME_WORDS and key(t.text) in TIME_WORDS:
            raise PlanningError(f"could not place the words {t.text!r} (time)")


def role_left(r: Reading) -> None:
    """ "Who was the Labour party leader in 1990?": a frame word of the event graph's questions that says a role of
    an entity (`[relations] role_words`: "leader", "official") says, of facts true over intervals, what none of them
    holds: left unread, refused (it answered Labour's members), never passed as a frame word."""
    if said := [t for t in r.toks if r.free(t.i) and t.low in ROLE_WORDS]:
        raise PlanningError(f"could not place the words {said[0].text!r} (a role the graph does not say)")


def pronoun_left(r: Reading) -> None:
    """ "When did South Africa first criticise him?": an object pronoun no construction read stands for no one the
    question names; read past, the question asks of anyone ("him" left out: South Africa's first criticism of
    anybody, a wrong answer), so it is refused. "her" only where no noun follows it ("her first visit" is hers);
    "it" right after the relation's verb ("When did Senna win it for the first time?": his first win of it, not of
    anything), unless a verb it is the subject of follows ("said it wanted")."""
    for t in r.toks:
        if r.free(t.i) and t.low in OBJECT_PRONOUNS and not owning(r.toks, t):
            raise PlanningError(f"{t.text!r} stands for no one the question names")
        if r.free(t.i) and t.low in NEUTER and t.i and read_as_relation(r.ledger, t.i - 1) and not _says(r, t.i + 1):
            raise PlanningError(f"{t.text!r} stands for nothing the question names")


def _says(r: Reading, k: int) -> bool:
    """Token k is a verb ("said it wanted": "it" its subject)."""
    return k < len(r.toks) and r.toks[k].is_word and is_verb(r.toks[k].text)


def read_leftovers(r: Reading, g: Graph) -> None:
    """Every word left must be one that cannot change the answer (it is noted as ignored)."""
    would_be(r)
    auxiliaries(r)
    take_place(r)
    frames = r.relations_read()
    # "most" left over is read by the composer as a ranking (ties refused), never by a list's order: "Who did Japan
    # criticise most in 2010?" had listed every answer, a tie for the most broken by the list's order
    left = [t for t in r.ledger.left() if content(t) or t.low in BEARING_SMALL_WORDS]
    if g.intervals:
        stranded_preposition(r)
        setting_asked(r)
        kinds = qualifier_named(r, g) | _kinds_read(r, g, left)
        left = [t for t in left if t.i not in kinds]
        another_name(r, g, left)
        left = [t for t in left if r.free(t.i)]
        _kinds_fit(r, g, left)
        time_kind_asked(r, left)
        role_left(r)
        where_of_an_occasion(r, g)
    if fine := foreign_of_its_place(r, g, left) | sender_of_the_title(r, g, left) | _its_own_noun(r, left):
        left = [t for t in left if t.i not in fine]
    if not g.intervals and (newest := [t for t in r.toks if t.low in NEWEST and r.ledger.used.get(t.i) == "last"]):
        raise PlanningError(f"could not place the words {newest[0].text!r} (the last to come new, or the last of all?)")
    negated = [t for t in left if t.low in NEGATIONS]
    if negated:
        raise PlanningError("cannot answer questions with " + ", ".join(repr(t.text) for t in negated))
    if not g.intervals and camel_parts(r.relation) is not None:
        preposition(r)
    if bearing_word := [t for t in left if t.low in BEARING_WORDS]:
        t = bearing_word[0]
        raise PlanningError(f"could not place the words {t.text!r} ({BEARING_WORDS[t.low]})")
    bearing = [(t, c) for t in left if (c := significance(t, g.vocabularies, opens_sentence(r.toks, t.i)))]
    bearing = [(t, c) for t, c in bearing if not (t.low in OFFICES and t.i and r.toks[t.i - 1].low in OFFICE_KINDS)]
    placed = {t for t, _ in bearing}
    bearing += [
        (t, "what was done")
        for t in _verbs_after_did(r, left) + _verbs_after_names(r, left) + verb_after_the_asked(r, g, left)
        if t not in placed
    ]
    bearing += [(t, c) for t, c in [*_names_in_lower_case(g, left), *after_a_name(r, left)] if t not in placed]
    bearing += [(t, "the kind asked") for t in kind_of_said(r) if t not in placed and t in left]
    bearing += [(t, c) for t, c in post_of_another(r, g, left) if t not in placed]
    bearing += [(t, c) for t, c in [*said_with(r, left), *_how_it_was_done(r, g, left)] if t not in placed]
    bearing += [(t, "what each fact is") for t in what_each_fact_is(r, g, left) if t not in placed]
    if g.intervals:
        bearing += [(t, c) for t, c in of_its_sides(r, g, left) if t not in placed]
        bearing += [(t, c) for t, c in unread(r, g, left) if t not in {b for b, _ in bearing}]
    if bearing:
        said = ", ".join(f"{t.text!r} ({c})" for t, c in bearing)
        raise Unplaced(f"could not place the words {said}")
    generic = frames & GENERIC_FRAMES
    said_after = [t for t in left if generic and is_nominal(t.text) and _after_the_relation(r, t.i)]
    if said_after:  # "demanded the resignation of X", "appealed to X for help": what was asked, unread
        said = ", ".join(repr(t.text) for t in said_after)
        raise PlanningError(f"could not place the words {said} (what the relation is about)")
    ignored(r, g, left)


def _kinds_fit(r: Reading, g: Graph, left: list[Token]) -> None:
    """The kind asked against the answers (`kind_fits`) and against the verb's object said (`object_said`)."""
    kind_fits(r, g, left)
    object_said(r, left)


def _kinds_read(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The words left that say a kind: of names, of the graph's people, a title, another relation's noun, a
    person's field or position, a holder of titles (each may refuse instead)."""
    kinds = kind_said(r, g, left) | people_said(r, g, left) | title_said(r, g, left)
    kinds |= kind_of_another(r, g, [t for t in left if t.i not in kinds])
    kinds |= occupation_asked(r, g, [t for t in left if t.i not in kinds] + framed_occupations(r, g))
    kinds |= body_asked(r, [t for t in left if t.i not in kinds])
    return kinds | holders_said(r, g, [t for t in left if t.i not in kinds])


def preposition(r: Reading) -> None:
    """A preposition still free right before one of the main clause's entities: what it says of the other side is
    unread, so the question is refused, never read as the plain fact (`leftovers.preposition`)."""
    entities = [Constituent("entity", m.i, m.j, m) for m in (r.main.mentions if r.main else [])]
    chart = Chart(r.toks, entities, frozenset(r.free_tokens()))
    refuse_if_said(r, rules("leftovers", "refuse_before_a_side"), chart)


def would_be(r: Reading) -> None:
    """ "the would-be <office>": a qualifier of who, refused (`leftovers.would_be`)."""
    refuse_if_said(r, rules("leftovers", "refuse"))


def auxiliaries(r: Reading) -> bool:
    """ "did", "would", "was": a question's auxiliaries say nothing of the event (`leftovers.auxiliary`)."""
    return bool(take_free(r, rules("leftovers", "auxiliary"), {"auxiliary": "auxiliary"}))


def take_place(r: Reading) -> bool:
    """ "did it take place": 'take' says nothing there (`leftovers.take_place`)."""
    return bool(take_free(r, rules("leftovers", "happened"), {"happened": "happened"}))


def _left_chart(r: Reading, left: list[Token], more: list[Constituent] | None = None) -> Chart:
    """The words left as a chart: only they are free; `more` its constituents."""
    return Chart(r.toks, more or [], frozenset(t.i for t in left))


def kind_said(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """Capitalised words left that many of the graph's names end with ("Grand Prix", "University") name a kind of
    entity said with no entity's name (`leftovers.kind_said`): they are read as that, noted (not taken)."""
    entities = [Constituent("entity", m.i, m.j, m) for m in r.mentions]  # a name's own last words are no kind
    chart = _left_chart(r, left, entities + _name_tails(r, g, left))
    found: set[int] = set()
    read = rule_matches(chart, rules("leftovers", "kind_said"))
    for m in in_turn(lambda k: k in (chart.free or ()) and k not in found, read):
        found.update(m.taken)
        r.notes.append(f"read {r.ledger.text(*m.covered)!r} as the kind of names that end so")
    if found:
        r.fired.append(read[0].pattern.row.name)
    return found


def people_said(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """ "Which judges were born in Philadelphia?", "Who were the judges on the DC Circuit in 1985?": a kind of holder
    right after "which" or "who <be> the" (`names.holder_kinds`) that the graph's own relation names say ("judge" of
    US judges' seniorJudgeOn) is the kind of the people the graph is about, so of whoever it answers
    (`leftovers.people_said`): read as that, noted. Where no relation name says it ("Which judges ..." of Nobel
    laureates), it is left."""
    if r.answer_type != "entity":
        return set()
    kinds = [
        Constituent("people_kind", t.i, t.i + 1)
        for t in left
        if is_kind_asked(r.toks, t.i)
        and key(t.text) in HOLDER_KINDS
        and key(t.text) in g.relation_words
        and not _another_relation_says(r, g, key(t.text))
    ]
    read = rule_matches(_left_chart(r, left, kinds), rules("leftovers", "people_said"))
    note = "read {word} as the kind of the graph's people, which its relations say"
    return take_found(r, read, "the kind of the graph's people", note)


def _another_relation_says(r: Reading, g: Graph, word: str) -> bool:
    """Whether a relation the named entity takes part in, other than the one read, has the word in its name: "Who
    were the judges on the DC Circuit in 1985?" of servedOn beside seniorJudgeOn, where "judges" may widen or narrow
    the relation read; left, it is refused as a relation word."""
    if g.relations_of is None or r.anchor is None:
        return False
    others = set(g.relations_of(r.anchor)) - {r.relation}
    return any(word in form for rel in others for form in name_forms(rel))


def _name_tails(r: Reading, g: Graph, left: list[Token]) -> list[Constituent]:
    """The words left, said capitalised, that many of the graph's names end with, one or two of them
    (`<name_tail>`), of a kind that takes part in a relation read (`_of_a_side`)."""
    free = {t.i for t in left}
    tails = g.names.kind_tails()
    out: list[Constituent] = []
    for t in left:
        if _after_a_capital(r, t.i):  # "the Ninth Circuit": with the word before it, a name, no kind
            continue
        for n in (2, 1):
            words = capitalised_words(r.toks, free, t.i, n)
            if words is not None and words in tails and _of_a_side(r, g, words):
                out.append(Constituent("name_tail", t.i, t.i + n))
    return out


def _of_a_side(r: Reading, g: Graph, words: tuple[str, ...]) -> bool:
    """Some entity whose name ends with the words takes part in a relation read: the kind is of its sides ("Which
    Grand Prix did X win?"). "When did England win at the Oval?" of a graph whose ovals are grounds, which no
    wonTestAgainst fact holds, says where, which nothing read: the words are left (and refused)."""
    read = r.relations_read()
    if g.relations_of is None or not all(read):
        return True
    named = names_ending(g.names).get(words, [])
    asked = named[:: max(1, len(named) // KIND_ASKED)]  # spread over them, a few graph checks at most
    return any(read & set(g.relations_of(name)) for name in asked) and _narrows_nothing(r, g, set(named), read)


def _narrows_nothing(r: Reading, g: Graph, named: set[str], read: set[str]) -> bool:
    """Every entity the anchor holds on the other side of the relations read is one of the kind's names: the kind
    then says what every answer is ("Which Grand Prix did X win?"). Where some is not, the words would narrow the
    answers or say something else ("Which Node.js release became LTS?": no release of Node.js is named so, and 'LTS'
    says another relation; "When did the Kings win the Stanley Cup?": every winner was answered, a reviewer's find),
    and they are left."""
    sides = g.tails_of if r.position == "head" else g.heads_of  # "When did the Kings win the Stanley Cup?"
    if sides is None or not r.anchor:
        return True
    held = {other for relation in read for other in sides(r.anchor, relation)}
    return held <= named


def _after_a_capital(r: Reading, i: int) -> bool:
    """The word before token i is capitalised inside the sentence ("appoint to the Ninth Circuit": "Ninth", read as
    an ordinal elsewhere, says with it a name in part)."""
    return i > 0 and r.toks[i - 1].is_capitalised and not opens_sentence(r.toks, i - 1)


def foreign_of_its_place(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """ "Who was Vietnam's first foreign visitor in 2011?" (`leftovers.foreign`): the one asked is foreign to the
    place named unless it is the place itself or one of its sectors (Government (Vietnam)). Where the graph holds
    the question's relation between the place and none of those, at any time, no answer can be the place's own, so
    the word is read as changing nothing, noted; else it is left (and refused)."""
    place = r.anchor
    if r.answer_type != "entity" or r.other is not None or place is None or g.between is None:
        return set()
    chart = _left_chart(r, left)
    said = [m for m in rule_matches(chart, rules("leftovers", "foreign")) if set(m.taken) <= (chart.free or set())]
    if not said:
        return set()
    own = [place, *sorted(g.names.sectors.get(place, {}))]
    if len(own) == 1 or any(g.between(place, x, r.relation) for x in own):
        return set()  # not a place with sectors, or one the graph holds its own doing so
    r.notes.append(
        f"read {r.ledger.text(*said[0].covered)!r} as changing nothing: the graph holds no {r.relation} of {place}"
        " and itself or its sectors"
    )
    words = [k for m in said for k in m.taken]
    r.take(words, "foreign: changes nothing")
    r.fired.append(said[0].pattern.row.name)
    return set(words)


# the graph's names by their lower-cased form, made once per index (each reading of an interval question asks)
def _made_lower_cased(names: NameIndex) -> dict[str, str]:
    return {n.lower(): n for n in names.names}


_lower_cased = PerObject(_made_lower_cased)


def another_name(r: Reading, g: Graph, left: list[Token]) -> None:
    """ "Who coached the US women in 2015?": a word left right after an entity's name that, said with that name, is
    another of the graph's names ("United States women") says that other entity, read so where the main clause
    names it (the graph then holds its facts or none); elsewhere refused, never ignored."""
    proper = _lower_cased(g.names)
    for m in r.mentions:
        for t in (t for t in left if t.i == m.j):
            other = proper.get(f"{m.names[0]} {t.text}".lower())
            if other is None:
                continue
            if m.names[0] not in (r.anchor, r.other):
                raise PlanningError(f"{t.text!r} said after {m.names[0]} may name another entity ({other})")
            r.anchor = other if r.anchor == m.names[0] else r.anchor
            r.other = other if r.other == m.names[0] else r.other
            r.take([t.i], "entity")
            r.notes.append(f"read {r.ledger.text(m.i, m.j + 1)!r} as {other}")


def _names_in_lower_case(g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """ "How many titles did Nadal win on clay?": a noun left that is, in any case, the whole name of one of the graph's
    entities (Clay, a surface) could change the answer: refused naming it, never ignored."""
    proper = _lower_cased(g.names)
    return [(t, f"the graph's {n}") for t in left if (n := proper.get(t.low)) is not None and is_nominal(t.text)]


def _its_own_noun(r: Reading, left: list[Token]) -> set[int]:
    """ "Has Ireland ever beaten England in a Test?" of wonTestAgainst: the noun of a relation's name whose other
    side a closing preposition says is what each of its facts is (every win it holds is a Test's), so said again it
    narrows nothing; taken as the relation's; so too the last word of its noun said in full ("the Stanley Cup
    Final"). A noun no relation read has ("in an ODI") is left, and refused."""
    read = [r.relation or "", r.constraint.reference.relation if r.constraint.reference else ""]
    own = {
        t.i for t in left if any(says_what_it_does(t.text, relation) or _noun_ends(r, t, relation) for relation in read)
    }
    r.take(sorted(own), "relation")
    return own


def _noun_ends(r: Reading, t: Token, relation: str) -> bool:
    """ "lose the Stanley Cup Final" of lostStanleyCupFinal: the last word of the relation's noun, said right after
    the rest of it (a name's words), its noun said in full."""
    parts = camel_parts(relation)
    if parts is None or len(parts.noun) < 2 or t.i < len(parts.noun) - 1:
        return False
    said = r.toks[t.i - len(parts.noun) + 1 : t.i + 1]
    return [key(x.text) for x in said] == [key(w) for w in parts.noun]


def ignored(r: Reading, g: Graph, left: list[Token]) -> bool:
    """Any other word left (`leftovers.ignored`): noted as ignored; refused where the reading asks the next holder
    only ("Which parliamentary election ... after X?": the next of which?)."""
    left = [t for t in left if r.free(t.i)]  # not one read since ("cabinet" left to the answer: `qualifier_unread`)
    if not left:
        return False
    said = [k for m in rule_matches(_left_chart(r, left), rules("leftovers", "ignored")) for k in m.taken]
    if said and r.next_in_turn and (unsaid := [k for k in said if not the_post_of_it(r, k)]):
        words = ", ".join(repr(r.toks[k].text) for k in sorted(unsaid))
        raise PlanningError(
            f"could not place the words {words}: the next holder is read only of a question read in full"
        )
    if ranged := [r.toks[k].text for k in said if what_the_extremum_is_of(r, g, k)]:
        raise PlanningError(f"could not place the words {ranged[0]!r} (what the first or last is of, unread)")
    if said:
        r.notes.append(IGNORED_NOTE + ", ".join(repr(r.toks[k].text) for k in sorted(said)))
        r.take(said, IGNORED)
        r.fired.append("leftovers.ignored")
    return bool(said)


def _how_it_was_done(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """The words left that say how or by how much it was done, a title no relation read says, or another relation
    of the same verb (of facts true over intervals; of events, `what_each_fact_is._title_unheld` reads titles)."""
    said = [(t, "how, or by how much") for t in _by_a_margin(r, left)]
    if not g.intervals:
        return said
    ref = r.constraint.reference  # "when he won his first title": the reference's relation says it
    read = [r.relation or "", *((ref.relation or "",) if ref is not None else ())]
    titled = {key(w) for rel in read for w in identifier_words(rel)} & TITLED_RELATIONS  # "wonChampionship"
    said += [(t, "a title, which the relation read is not") for t in left if t.low in TITLES and not titled]
    return said + prep_of_another(r, g)


def _by_a_margin(r: Reading, left: list[Token]) -> list[Token]:
    """ "How many Tests did England win by an innings?": a "by" still free (no passive's, no time's) right before a
    word left, an article or a number between, says how it was done or by how much, which no fact tells."""
    out = []
    for t in left:
        k = t.i - 1
        while k >= 0 and r.free(k) and (r.toks[k].low in ARTICLES or r.toks[k].low.isdigit()):
            k -= 1
        if k >= 0 and r.free(k) and r.toks[k].low in PASSIVE_BY:
            out.append(t)
    return out


def _verbs_after_did(r: Reading, left: list[Token]) -> list[Token]:
    """ "At which club did X hang up his boots?": the word after "did <X>" is the question's verb; left unread,
    it may say anything of the relation (its end, another relation), so it bears on the answer."""
    verbs = [r.toks[k] for m in r.mentions if (k := _past_its_nouns(r, m)) is not None]
    return [t for t in verbs if t in left and is_verb(t.low) and t.low not in CONTINUING]


def _verbs_after_names(r: Reading, left: list[Token]) -> list[Token]:
    """ "What was the second season Parvati played?", "the first stage (that | in which | where) X (ever) crashed
    in": a verb after a name that follows the relation's noun (a relative clause, "the <noun> X <verb>") is what that
    one did with it; left unread (the relation read from "season", a win), it may say another relation, so it
    bears."""
    out = []
    for m in r.mentions:
        k = _before_the_relative(r, m.i - 1)
        if k < 0 or not _a_relation_noun(r, k):
            continue
        j = m.j
        while j < len(r.toks) and (r.toks[j].low in ANY_TIME or r.toks[j].low.endswith(ADVERB_SUFFIXES)):
            j += 1  # "X ever crashed", "X finally won"
        if j < len(r.toks) and r.toks[j] in left and not r.toks[j].is_capitalised and _a_verb_only(r.toks[j]):
            out.append(r.toks[j])
    return out


def _before_the_relative(r: Reading, k: int) -> int:
    """The token before a relative word said at k ("that", "where", "in which"), or k where none is."""
    if k >= 0 and r.toks[k].low in RELATIVES:
        k -= 1
        if k >= 0 and r.toks[k].low in RELATIVE_PREPS:
            k -= 1
    return k


def _a_relation_noun(r: Reading, k: int) -> bool:
    """Token k is read as the relation's and is its noun ("season"), not its preposition ("ambassadors to X served":
    the subject's own verb)."""
    return r.ledger.used.get(k) == "relation" and content(r.toks[k]) and is_nominal(r.toks[k].text)


def _a_verb_only(t: Token) -> bool:
    """A word that is a verb and no noun ("played", "crashed"; not "retired" nor "last"), nor "still"."""
    return is_verb(t.low) and not is_nominal(t.text) and t.low not in CONTINUING


def _past_its_nouns(r: Reading, m: Mention) -> int | None:
    """The word after "did <X>", past X's possessive and the words read after it as the relation's or a name ("did
    X's Tour finishes stretch": "stretch"); None where X follows no "did"."""
    k = verb_after_did(r.toks, m)
    if k is None or r.toks[k].low not in POSSESSIVE_MARKS:
        return k  # "did Iraq receive peacekeepers deployed ...": the verb is "receive", read
    k += 1
    while k + 1 < len(r.toks) and r.ledger.used.get(k) in READ:
        k += 1
    return k


def _after_the_relation(r: Reading, i: int) -> bool:
    """Whether token i follows a relation's words in the same stretch of the sentence (no comma or full stop
    between): after a generic frame, a noun there may say what was demanded, asked or given."""
    k = i - 1
    while k >= 0 and r.toks[k].low not in STRETCH_ENDS:
        if read_as_relation(r.ledger, k):
            return True
        k -= 1
    return False
