"""A relation named by a noun and said by that noun says no side: "the codename of Debian 10", "Is Ubuntu 18.04 an
LTS release?", "When did Python 2.7 reach end of life?", "When was Node.js 15's end of life?". Where the question
says the relation's own name as a noun (every word of the name said, after an article, a possessive or a verb of a
milestone), the order of words does not tell its head from its tail, so the one side the graph holds the entity on
is read, and the reading says so. Never where the words give the side: a relation said by a verb ("Who did X
beat?", "the first beaten by X"), by a noun of one side ("the owner of X"), in the passive, or by another noun of its
event ("X's first win", "Did X get a win?")."""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.asked import asked_right_before
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Clause, Graph, Reading, Role
from chronorag.understanding.relation_names import MILESTONES, identifier_words
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import is_nominal, lemmas

ARTICLES = word_class("common", "articles")  # "the codename", "an LTS release"
POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "Node.js 15's end of life": its owner says no side
POSSESSIVE_SAYS = word_class("common", "possessive_says")  # "Finland's president": president of Finland
MOST_OWNED = 20  # answers at most checked one by one as the owner's ("Which Android version ...")


def by_a_milestone(r: Reading, match: RelationMatch) -> bool:
    """Whether the relation's words open with a verb of a milestone taken into them as a light verb ("reach end of
    life"; not a phrase's own verb: "reach by telephone", "reach space")."""
    return match.light and bool(MILESTONES & set(lemmas(r.toks[match.tokens[0]].text)))


def said_as_its_name(r: Reading, match: RelationMatch) -> bool:
    """Whether the words say the relation's own name as a noun: every word of the name said ("end of life" of
    endOfLife, "LTS release" of ltsRelease), the first a noun, right after an article, a possessive ("Python 2.7's
    end of life") or a verb of a milestone."""
    name = {w for w in identifier_words(match.relations[0]) if w not in FUNCTION_WORDS}
    milestone = by_a_milestone(r, match)
    said_at = match.tokens[1:] if milestone else match.tokens
    said = {form for k in said_at for form in (r.toks[k].low, *lemmas(r.toks[k].text))}
    if not name or not name <= said or not is_nominal(r.toks[said_at[0]].text):
        return False
    before = said_at[0] - 1
    return milestone or (before >= 0 and (r.toks[before].low in ARTICLES or _owned(r.toks[before].low, match)))


def _owned(word: str, match: RelationMatch) -> bool:
    """Whether a possessive says the owner of the relation's name: one whose name ends in no preposition but the one a
    possessive stands for ("Python 2.7's end of life", "Finland's president"; never "India's player of the match",
    a player against India)."""
    last = identifier_words(match.relations[0])[-1]
    return word in POSSESSIVE_MARKS and (last in POSSESSIVE_SAYS or last not in FUNCTION_WORDS)


def _turnable(g: Graph, match: RelationMatch) -> bool:
    """An interval graph that answers on which side it holds an entity, and one relation read."""
    return g.intervals and g.tails_of is not None and g.heads_of is not None and len(match.relations) == 1


@construction(
    "roles.side_held",
    "the <relation's name> of <X>, <X> reach <relation's name>, is <X> a <relation's name>: of an interval graph, X"
    " on the one side of the relation the graph holds it on, said in the reading",
    ("common.articles",),
)
def side_held(r: Reading, g: Graph, clause: Clause, match: RelationMatch, m: Mention, side: Role) -> Role | None:
    """The side the graph holds the one entity of the clause on, where the words read it on the other only by their
    order (active voice, no noun of a side) and say the relation by its name as a noun; None otherwise."""
    if not _turnable(g, match) or match.noun_of is not None or clause.voice != "active":
        return None
    if not said_as_its_name(r, match):
        return None
    return _held_other_side(r, g, match.relations[0], m.names, side)


@construction(
    "roles.which_of_it",
    "which <X> <verb>, X one entity right after 'which', the verb right after it: of an interval graph, what is asked"
    " is X's other side where the graph holds X only there ('Which Oracle JDK came out before JDK 11?': a release of"
    " Oracle JDK's)",
    ("asked.which",),
)
def which_of_it(r: Reading, g: Graph, clause: Clause, match: RelationMatch, m: Mention, side: Role) -> Role | None:
    """ "Which Oracle JDK came out right before JDK 11?": one entity named right after "which" and right before the
    verb (an active one) cannot be the one asked, being named; it says whose the one asked is. Where the graph holds
    it only on the side the words do not give it, that side, said in the reading; None otherwise (a name several
    entities share is asked among them: "Which John Smith won?")."""
    if not _turnable(g, match) or not asked_right_before(r, clause, m):
        return None
    if len(m.names) != 1 or m.j != match.tokens[0] or clause.voice != "active" or match.noun_of is not None:
        return None
    return _held_other_side(r, g, match.relations[0], m.names, side)


@construction(
    "roles.owner_of_the_asked",
    "which <X> <kind> <verb> <Y>: of an interval graph, X says whose the one asked is where the graph links X to every"
    " answer it holds of Y ('Which Android version was codenamed Pie?': a version of Android's)",
    ("asked.which",),
)
def owner_of_the_asked(
    r: Reading, g: Graph, clause: Clause, match: RelationMatch, roles: list[tuple[Mention, Role]]
) -> list[tuple[Mention, Role]] | None:
    """ "Which Android version was codenamed Pie?", "Which Fedora release was codenamed Beefy Miracle?": of two
    entities named, the one right after "which" says whose the one asked is (Android's version), no side of the
    fact; the other is the one asked about, where the graph links the first to every answer it holds of it (Android
    OS released Android OS 9, the one codenamed Pie), noted; None otherwise."""
    if not g.intervals or g.linked is None or g.heads_of is None or g.tails_of is None or len(roles) != 2:
        return None
    owners = [m for m, _ in roles if asked_right_before(r, clause, m)]
    if len(owners) != 1 or len(owners[0].names) != 1:
        return None
    owner = owners[0]
    ((anchor, side),) = [(m, s) for m, s in roles if m is not owner]
    if len(anchor.names) != 1:
        return None
    answers = (g.heads_of if side == "tail" else g.tails_of)(anchor.names[0], match.relations[0])
    if not answers or len(answers) > MOST_OWNED or not all(g.linked(owner.names[0], a) for a in answers):
        return None
    said = ", ".join(answers[:3]) + (" ..." if len(answers) > 3 else "")
    r.notes.append(f"read {owner.names[0]} as whose the one asked is: the graph links it to {said}")
    return [(anchor, side)]


def _held_other_side(r: Reading, g: Graph, relation: str, names: list[str], side: Role) -> Role | None:
    """The side other than `side`, where the graph holds every reading of the name of the relation there only,
    noted; else None."""
    assert g.tails_of is not None and g.heads_of is not None
    held = {s for s, look in (("head", g.tails_of), ("tail", g.heads_of)) if all(look(n, relation) for n in names)}
    turned = other_side(side)
    if held != {turned}:
        return None
    r.notes.append(f"read {names[0]} as the {turned} of {relation}: the only side the graph holds it on")
    return turned


def milestone_unread(r: Reading, g: Graph, match: RelationMatch) -> None:
    """A verb of a milestone the turn did not read ("When did Python reach end of life?", Python the head of every
    endOfLife fact): it says no side, so it is refused as a word not placed."""
    if g.intervals and by_a_milestone(r, match):
        raise PlanningError(f"could not place the words {r.toks[match.tokens[0]].text!r} (what was done)")
