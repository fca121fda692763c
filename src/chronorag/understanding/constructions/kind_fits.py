"""The kind asked ("Which team ...", "What city ...", "Which rider ...") against what the reading's answers can be.

A noun said where the kind asked is said, left unread by every construction, used to be ignored; and a doer's noun
read as the kind asked ("Which rider did the 2014 Tour start in?") told nothing of the answer. Where the graph says
what that kind is, and the reading's answers cannot be of it, the reading is refused naming the noun, never
answered with another kind of entity. Kinds are learnt from the graph: the entities many of whose names end with the
noun ("ASTANA QAZAQSTAN TEAM": teams) or that the names table gives that kind ("country"), and the relations they
take part in, on which side; or the side of a relation the noun names the doer of ("rider": rodeFor's heads). Where
the graph says nothing of the noun, it is left as before."""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.relation_prep import asking_words
from chronorag.understanding.constructions.role_nouns import KIND_ASKED_MARK
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.name_forms import looks_like_a_person, words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR, KIND_TAIL_NAMES
from chronorag.understanding.name_table import name_table
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading, is_kind_asked, read_as_relation
from chronorag.understanding.relation_derived import agent_nouns, camel_parts, closing_prep
from chronorag.understanding.relation_names import CAMEL_AUXILIARIES, identifier_words
from chronorag.understanding.relation_names import doer_kind as opening_kind
from chronorag.understanding.relation_names import tail_kind as closing_kind
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal, key

KIND_NAMES_LEAST = KIND_TAIL_NAMES  # so many of the graph's names end with a noun before it says a kind of them
SAMPLE = 20  # the entities of a kind, and the answers, looked at
SETTLEMENTS = word_class("names", "settlement_kinds")
WIDER = word_class("names", "wider_than_a_settlement")
KIND_SAMPLE = 200  # the entities of a kind looked at to tell which relation it asks
GROUPS = frozenset(key(w) for w in word_class("event", "group_nouns"))  # "party": a body's noun, no person's
TEAM_NOUNS = frozenset(key(w) for w in word_class("names", "team_nouns"))
MEMBER_ENDS = frozenset(word_class("names", "member_relation_ends"))
PLACE_CLOSERS = word_class("relations", "place_closers")  # "playedMatchIn": its tail is where
WHO_ASKS = word_class("event", "who_asks")
DOERS_LOOKED = 100  # the answers held looked at to tell whether a doer's noun narrows them


def _made_word_names(names: NameIndex) -> dict[str, list[str]]:
    """The graph's names by their last word, the noun that says what they are ("ASTANA QAZAQSTAN TEAM"; never
    a disambiguator's: "Titanic (1997 film)")."""
    out: dict[str, list[str]] = {}
    for name in names.names:
        if words := words_key(DISAMBIGUATOR.sub("", name)):
            out.setdefault(words[-1], []).append(name)
    return out


_word_names = PerObject(_made_word_names)


def _made_kind_names(names: NameIndex) -> dict[str, list[str]]:
    """The graph's names by the kind the names table gives them ("country")."""
    kinds = name_table().kinds()
    out: dict[str, list[str]] = {}
    for name in names.names:
        if (kind := kinds.get(name)) is not None:
            out.setdefault(kind, []).append(name)
    return out


_kind_names = PerObject(_made_kind_names)


def _holding(g: Graph, entities: list[str], relation: str, side: str | None) -> list[str]:
    """The entities that hold the relation on the side (a tail where it holds no tails of it; one that does may be
    a tail too: countries give points to countries; either, where the graph is not asked what an entity holds)."""
    assert g.relations_of is not None
    out = []
    for e in entities:
        if relation not in g.relations_of(e):
            continue
        sides = {"head", "tail"} if g.tails_of is None or g.tails_of(e, relation) else {"tail"}
        if side is None or side in sides:
            out.append(e)
    return out


def _of_kind(g: Graph, answer: str, sample: list[str], named: set[str]) -> bool:
    """An answer is of the kind where its name is one of the kind's, or every relation it takes part in is one the
    kind's entities take part in ("MERCATONE UNO - BIANCHI" of teams; no stage, which is part of a Tour)."""
    assert g.relations_of is not None
    if answer in named:
        return True
    profile = {rel for e in sample for rel in g.relations_of(e)}
    return set(g.relations_of(answer)) <= profile


def answer_side(r: Reading) -> str | None:
    """The side of the relation the reading answers: the other of the anchor's."""
    if r.anchor is None or r.other is not None or r.position not in ("head", "tail"):
        return None
    return other_side(r.position)


def kind_fits(r: Reading, g: Graph, left: list[Token]) -> None:
    """A free noun said as the kind asked that many of the graph's names end with, whose entities never hold the
    reading's relation on the side it answers, is refused naming it; so is a doer's noun read as the kind asked
    where none of the answers the graph holds is such a doer."""
    if r.answer_type != "entity" or g.relations_of is None or not r.relation:
        return
    for word, named, most in kinds_asked(r, g, left):
        _fits(r, g, word, named, most)
    settlement_asked(r, g, left)
    members_answered(r, g, left)
    another_kind_asked(r, g)
    doer_kind(r, g)
    tail_kind(r, g)
    relation_word_asked(r)
    side_word_asked(r)
    who_asks_no_place(r)


def who_asks_no_place(r: Reading) -> None:
    """ "Who did England play in the 1966 final?", read of playedMatchIn: "who" asks a tail that the relation's name
    says where it is ("...In", "...At": the city played in), never whom: refused, never answered with London."""
    if answer_side(r) != "tail" or not r.relation or closing_prep(r.relation) not in PLACE_CLOSERS:
        return
    if any(t.low in WHO_ASKS for t in asking_words(r)):
        raise PlanningError(f"'who' asks no place: {r.relation}'s {answer_side(r)} is where it happened (ask 'where')")


def side_word_asked(r: Reading) -> None:
    """ "Which film has the most Oscar nominations?", read of nominatedForFilm with the film The Oscar its tail: the
    kind asked said by a word read as the relation's own that names one of its sides (the noun closing
    "nominatedForFilm" after its preposition: its tail; the noun opening "filmNominatedFor": its head), where the
    reading answers the other side (the film's nominees): refused, never answered with another kind of entity."""
    side = answer_side(r)
    if side is None or not r.relation:
        return
    other = other_side(side)
    said, own = _side_named(r.relation, other), _side_named(r.relation, side)
    if said is None or said == own:
        return
    for t in r.toks:
        if is_kind_asked(r.toks, t.i) and read_as_relation(r.ledger, t.i) and key(t.text) == said:
            raise PlanningError(
                f"{t.text!r} asked names the {other} of {r.relation} ({r.anchor or 'the entity named'}), and the"
                f" question reads as asking its {side}"
            )


def relation_word_asked(r: Reading) -> None:
    """ "Which government was in power in the Netherlands in 2005?": the kind asked said by a word read as the
    relation's own, where the relation's name opens with a preposition ("inGovernment"): its noun names neither of
    its sides (the parties in government, the country), so no answer is such a thing: refused, never answered with
    a side of another kind. A name that opens with its verb or noun says what its noun is of ("wonTour": "which
    Tour", the tail; "cabinetOf": "which cabinet", the head) and is left to the checks above."""
    words = identifier_words(r.relation or "")
    while len(words) > 1 and words[0] in CAMEL_AUXILIARIES:  # "hasWonPrize": won
        words = words[1:]
    if len(words) < 2 or words[0] not in FUNCTION_WORDS:
        return
    for t in r.toks:
        after = r.toks[t.i + 1] if t.i + 1 < len(r.toks) else None
        compound = (
            after is not None and is_nominal(after.text) and after.low not in FUNCTION_WORDS
        )  # "government parties"
        if is_kind_asked(r.toks, t.i) and read_as_relation(r.ledger, t.i) and key(t.text) in words and not compound:
            raise PlanningError(f"{t.text!r} asked is {r.relation}'s own word, which names neither of its sides")


def _side_named(relation: str, side: str) -> str | None:
    """The kind a relation's name says of one side: the noun that closes it after its preposition of the tail, the
    one that opens it before its verb of the head."""
    return closing_kind(relation) if side == "tail" else opening_kind(relation)


def asked_noun(r: Reading, t: Token) -> bool:
    """A noun said where the kind asked is, no modifier of a noun left after it ("Which film star ...": the star)."""
    after = r.toks[t.i + 1] if t.i + 1 < len(r.toks) else None
    compound = after is not None and r.free(after.i) and is_nominal(after.text) and not after.is_capitalised
    return is_kind_asked(r.toks, t.i) and is_nominal(t.text) and not compound


def _fits(r: Reading, g: Graph, word: str, named: list[str], most: bool) -> None:
    """The kind's entities hold the reading's relation on the side it answers, and the answers the graph holds (the
    anchor's tails) are of the kind; where the answers are not known and the kind is one the graph's names end with
    (`most`), most of the kind's entities hold it so (held by a few, the noun would narrow the answers, which no
    reading does: "Which team won stage 10?"); a kind of the names table may be held by a few ("Which country won
    Eurovision in 1974?"): else refused."""
    side = answer_side(r)
    sample = named[:SAMPLE]
    holding = _holding(g, sample, r.relation, side)
    asked = f"{word!r} asks a kind of entity ({', '.join(named[:2])}, ...)"
    if not holding:
        raise PlanningError(f"{asked} that the graph never holds as the {side or 'side'} asked of {r.relation}")
    if side == "head" and not most and g.heads_of is not None and r.anchor is not None:
        answers = answers_held(r, g)  # "Which country won Best Picture in 2019?": never one
        if answers and not set(answers) & set(named):
            raise PlanningError(f"{asked}; the graph's answers ({', '.join(answers[:2])}) are none")
    if side == "tail" and g.tails_of is not None and r.anchor is not None:
        answers = g.tails_of(r.anchor, r.relation)[:SAMPLE]
        if answers and not any(_of_kind(g, a, sample, set(named)) for a in answers):
            raise PlanningError(f"{asked}; the graph's answers ({', '.join(answers[:2])}) are none")
        return
    if most and 2 * len(holding) < len(sample):
        raise PlanningError(f"{asked} of which only some are the {side or 'side'} asked of {r.relation}")


def settlement_asked(r: Reading, g: Graph, left: list[Token]) -> None:
    """ "Which city hosted the 1998 World Cup final?": a settlement's noun asked (`names.settlement_kinds`) where every
    answer the graph holds (the anchor's other side) is, by the names table, a country or wider, or by its name a
    person's ("Which town won the 2019 Tour de France?"): refused naming them, never answered with France."""
    said = [t for t in left if asked_noun(r, t) and key(t.text) in SETTLEMENTS]
    if not said:
        return
    answers = answers_held(r, g)
    kinds = name_table().kinds()
    if answers and all(kinds.get(a) in WIDER for a in answers):
        raise PlanningError(f"{said[0].text!r} asked; the graph's answers ({', '.join(answers[:2])}) are no such place")
    if answers and all(kinds.get(a) is None and _by_name_a_person(a) for a in answers):  # "Which town won X?"
        raise PlanningError(f"{said[0].text!r} asked; the graph's answers ({', '.join(answers[:2])}) are persons")


def members_answered(r: Reading, g: Graph, left: list[Token]) -> None:
    """ "Which team won the 2010 Monaco Grand Prix?": a team's noun asked (`names.team_nouns`) where every answer the
    graph holds is the head of a relation it plays for something by (droveFor: Mark Webber drove for Red Bull): the
    answers are its members, no team, so refused naming them, never answered with the driver. A side that wins
    (Manchester City, Germany) plays for nothing and passes as before."""
    said = [t for t in left if asked_noun(r, t) and key(t.text) in TEAM_NOUNS]
    answers = answers_held(r, g) if said else []
    member_of = _members_of(g, answers)
    if member_of and all(member_of):
        assert g.tails_of is not None
        tails_of = g.tails_of
        shown = f"{answers[0]} {member_of[0]} {', '.join(tails_of(answers[0], member_of[0] or '')[:2])}"
        raise PlanningError(f"{said[0].text!r} asked; the graph's answers are members of one ({shown})")


def _members_of(g: Graph, answers: list[str]) -> list[str | None]:
    """Of each answer the graph holds (`answers_held`, a sample), the relation it plays for something by, None where
    it plays for nothing; [] where the graph holds none or cannot say."""
    if not answers or g.relations_of is None or g.tails_of is None:
        return []
    tails_of = g.tails_of
    return [
        next((rel for rel in g.relations_of(a) if _member_relation(rel) and tails_of(a, rel)), None) for a in answers
    ]


def sides_answered(r: Reading, g: Graph) -> bool:
    """Whether the answers the graph holds (a sample, some held) play for nothing (`_members_of`) and most of them are
    what others play for (`_member_relation`'s tail): sides ("Which team won the Stanley Cup in 1994?": the New York
    Rangers, whom players played for; a club of 1910 the graph names no player of), never winners no one plays for
    ("Which team won the Cy Young Award?": pitchers)."""
    answers = answers_held(r, g)
    member_of = _members_of(g, answers)
    if not member_of or any(member_of) or g.relations_of is None or g.heads_of is None:
        return False
    heads_of = g.heads_of
    played_for = [a for a in answers if any(_member_relation(rel) and heads_of(a, rel) for rel in g.relations_of(a))]
    return 2 * len(played_for) > len(answers)


def _member_relation(relation: str) -> bool:
    """A relation its head plays for its tail by, by its name's last word ("droveFor", "playedFor")."""
    words = identifier_words(relation)
    return len(words) > 1 and words[-1] in MEMBER_ENDS


def _by_name_a_person(name: str) -> bool:
    """A name written as a person's, never as a place with its state's letters ("Memphis, TN")."""
    return "," not in name and not any(p.isupper() for p in name.split()) and looks_like_a_person(name)


def answers_held(r: Reading, g: Graph) -> list[str]:
    """The answers the graph holds of the reading (the anchor's other side of its relation), a sample; none where it
    cannot say."""
    side = answer_side(r)
    if side is None or r.anchor is None or g.tails_of is None or g.heads_of is None:
        return []
    return (g.tails_of if side == "tail" else g.heads_of)(r.anchor, r.relation or "")[:SAMPLE]


def another_kind_asked(r: Reading, g: Graph) -> None:
    """ "Which parties were in the Merkel II cabinet?": a noun asked that the question's frame passes over ("parties",
    "people") and many of the graph's names end with, where every answer the graph holds (the anchor's other side)
    is, by the names table, of another kind and none of those names (Germany, a country): refused, never answered
    with the country; so is a body's noun ("Which party was president of Finland in 1990?") where every answer is by
    its name a person's and takes part in a relation none of the kind's entities does (Mauno Koivisto, presidentOf)."""
    said = [t for t in r.toks if r.free(t.i) and asked_noun(r, t)]
    kinds = name_table().kinds()
    for t in said:
        named = set(_word_names(g.names).get(key(t.text), []))
        if len(named) < KIND_NAMES_LEAST:
            continue
        answers = answers_held(r, g)
        if answers and all(kinds.get(a) not in (None, key(t.text)) and a not in named for a in answers):
            said_as = f"the graph's answers ({', '.join(answers[:2])}) are {kinds[answers[0]]}"
            raise PlanningError(f"{t.text!r} asked; {said_as}, no such kind")
        sample = sorted(named)[:SAMPLE]
        if key(t.text) in GROUPS and answers and all(_a_person_not_of(g, a, sample, named) for a in answers):
            raise PlanningError(f"{t.text!r} asked; the graph's answers ({', '.join(answers[:2])}) are persons")


def _a_person_not_of(g: Graph, answer: str, sample: list[str], named: set[str]) -> bool:
    """An answer by its name a person's, which is no entity of the kind (`_of_kind`: its relations are the kind's)."""
    return looks_like_a_person(answer) and not _of_kind(g, answer, sample, named)


def doer_kind(r: Reading, g: Graph) -> None:
    """ "Which rider did the 2014 Tour de France start in?": the noun names the doer of another relation (rodeFor);
    where the answers the graph holds (the anchor's tails) hold none of those relations as their doer, refused. Of
    the anchor's heads, see `doers_answered`."""
    if r.anchor is None or r.other is not None or g.tails_of is None or g.heads_of is None:
        return
    if r.kind_doing_of:  # "Which runner-up was voted out of X first?": some answers are its doers, not all
        held = (g.tails_of if r.position == "head" else g.heads_of)(r.anchor, r.relation or "")[:DOERS_LOOKED]
        _each_a_doer(r, g, held, r.kind_doing_of)
    if not r.kind_doer_of:
        return
    if r.position == "tail":
        doers_answered(r, g)
    if r.position != "head":
        return
    held = g.tails_of(r.anchor, r.relation)
    answers = held[:SAMPLE]
    if _its_agent_noun(_kind_noun(r), r.kind_doer_of):  # "Which winners ...": one who won; "Which team ...": a kind
        _each_a_doer(r, g, held[:DOERS_LOOKED], r.kind_doer_of)
    if answers and not any(g.tails_of(a, rel) for a in answers for rel in r.kind_doer_of):
        noun = _kind_noun(r)
        raise PlanningError(
            f"{noun!r} asks the doer of {', '.join(r.kind_doer_of)}; the graph's answers ({', '.join(answers[:2])})"
            " are none"
        )


def tail_kind(r: Reading, g: Graph) -> None:
    """ "Which seasons was Rob Mariano voted out of?": the noun names the other side of another relation (wonSeason's
    seasons), the kind asked; every answer the graph holds (a sample) must be one, else refused ("Which seasons did
    Rob Mariano vote for?": votedFor's answers are castaways)."""
    if not r.kind_tail_of or r.anchor is None or g.tails_of is None or g.heads_of is None:
        return
    held = (g.tails_of if r.position == "head" else g.heads_of)(r.anchor, r.relation or "")[:SAMPLE]
    strays = [a for a in held if not any(g.heads_of(a, rel) for rel in r.kind_tail_of)]
    if strays:
        raise PlanningError(
            f"{_kind_noun(r)!r} asks the other side of {', '.join(r.kind_tail_of)}, which the graph's answers"
            f" ({', '.join(strays[:2])}) are not"
        )


def _each_a_doer(r: Reading, g: Graph, held: list[str], kinds: tuple[str, ...], shown: list[str] | None = None) -> None:
    """ "Which winners did Oscar Lusth vote for?": where some of the answers the graph holds are doers of the
    relations the kind asked names (`shown`, where the caller found them) and some are not, each answer must be one
    (`Reading.answer_does`, checked by the answer: no answer where one is not); where none is, the noun may name
    another side and is left as it was."""
    assert g.tails_of is not None
    shown = shown if shown is not None else [a for a in held if any(g.tails_of(a, rel) for rel in kinds)]
    if shown and len(shown) != len(held):
        r.answer_does = list(kinds)
        r.notes.append(f"{_kind_noun(r)!r} asked: each answer must be the doer of {', '.join(kinds)}")


def _its_agent_noun(noun: str, relations: tuple[str, ...]) -> bool:
    """Whether the noun is the agent noun of a relation's verb ("winners" of wonSeason), one who did it, not a kind
    its name says of its doer ("team" of teamWonRace: any team, never only those that won)."""
    verbs = [parts.verb for rel in relations if (parts := camel_parts(rel)) is not None]
    return any(key(noun) in agent_nouns(v) for v in verbs)


def _kind_noun(r: Reading) -> str:
    """The noun read as the kind asked, as said."""
    return next((t.text for t in r.toks if r.ledger.used.get(t.i) == KIND_ASKED_MARK), KIND_ASKED_MARK)


def doers_answered(r: Reading, g: Graph) -> None:
    """ "Which manager won the AL MVP in 1991?": the noun names the doer of another relation (managed) than the one
    whose doers are answered (the anchor's heads, the award's winners). Where some of those the graph holds are such
    doers, the noun narrows who is asked: each answer kept must be one (`Reading.answer_does`, checked by the answer
    over an interval graph's facts; never Cal Ripken, who managed no team); where all are, it narrows nothing; where
    none is, the noun says nothing of these answers ("Which players scored against England ...": playedMatchIn's
    doers are teams) and is left as before, unless the noun is the relation's own ("Which president led the Merkel II
    cabinet?": presidentOf; the cabinet's leader a party): then refused."""
    if g.heads_of is None or g.tails_of is None or not g.intervals:
        return
    held = g.heads_of(r.anchor or "", r.relation or "")[:DOERS_LOOKED]
    shown = [a for a in held if any(g.tails_of(a, rel) for rel in r.kind_doer_of)]
    noun = _kind_noun(r)
    if held and not shown and key(noun) in {key(w) for rel in r.kind_doer_of for w in identifier_words(rel)}:
        raise PlanningError(  # "Which president led the Merkel II cabinet?": presidentOf's own noun, of no answer
            f"{noun!r} asks the doer of {', '.join(r.kind_doer_of)}; the graph's answers ({', '.join(held[:2])}) are"
            " none"
        )
    _each_a_doer(r, g, held, r.kind_doer_of, shown)


def kinds_asked(r: Reading, g: Graph, toks: list[Token]) -> list[tuple[str, list[str], bool]]:
    """The kinds the question asks that the graph says what they are, each with its entities and whether it is one
    most of whose names end so: a noun of `toks` said where the kind asked is, and the names table's kind read as
    asked ("Which country ...": a kind of the names table, of which any few may hold a relation)."""
    asked = [(t.text, _word_names(g.names).get(key(t.text), []), True) for t in toks if asked_noun(r, t)]
    if r.answer_kind:
        asked.append((r.answer_kind, _kind_names(g.names).get(r.answer_kind, []), False))
    return [(word, named, most) for word, named, most in asked if len(named) >= KIND_NAMES_LEAST]


@construction(
    "relation.kind_picks",
    "which <kind> <a verb several relations share> <X>: 'Which country was hosting when Johnny Logan first won?' (of"
    " hostCityOf, hostedEurovision and presented, the one whose doers the graph holds of countries)",
)
def kind_picks(r: Reading, g: Graph, candidates: list[str], entities: list[str]) -> list[str] | None:
    """Of relations a wording shares, the graph holding the one named entity in each, the one whose side asked (the
    other of the entity's) the graph holds of entities of the kind asked, where it holds none of the others so: the
    kind says which relation, noted. None where no kind is asked, or it leaves none or several."""
    if r.answer_type != "entity" or g.relations_of is None or g.tails_of is None or len(entities) != 1:
        return None
    (entity,) = entities
    sides = {}
    for relation in candidates:
        heads = bool(g.tails_of(entity, relation))
        if relation not in g.relations_of(entity) or (heads and relation in g.lexicon.symmetric):
            return None
        sides[relation] = "tail" if heads else "head"
    for word, named, _ in kinds_asked(r, g, [t for t in r.toks if r.free(t.i)]):
        kept = [rel for rel in candidates if _holding(g, named[:KIND_SAMPLE], rel, sides[rel])]
        if len(kept) == 1:
            (relation,) = kept
            r.notes.append(
                f"read {relation}: of {', '.join(candidates)}, the only one whose {sides[relation]} the graph holds"
                f" of a {word}"
            )
            return kept
    return None
