"""A graph of US judges nobody taught: "judges" after "which" is the kind of its people (its relation names say
so), and a court said in part ("the Ninth Circuit") is never a kind of names and an ordinal."""

from __future__ import annotations

import pytest

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.frames import matches
from chronorag.understanding.names import NameIndex
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import tokenize

ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth"]
COURTS = [f"U.S. Court of Appeals for the {n} Circuit" for n in ORDINALS]
OLD = ["U.S. Circuit Courts for the Ninth Circuit", "U.S. Circuit Courts for the Second Circuit"]
PEOPLE = ["Jimmy Carter", "Mary Murphy Schroeder", "Stephen Reinhardt", "Philadelphia, PA"]
RELATIONS = ["servedOn", "seniorJudgeOn", "appointedBy", "bornIn"]
HELD = {"Jimmy Carter": ["appointedBy"], "Philadelphia, PA": ["bornIn"]}  # the relations each takes part in


@pytest.fixture(scope="module")
def judges() -> EventParser:
    names = NameIndex.build([*COURTS, *OLD, *PEOPLE], plain=True)
    return EventParser(
        names, RelationLexicon(RELATIONS, intervals=True), lambda e: HELD.get(e, RELATIONS), intervals=True
    )


def test_judges_after_which_is_the_kind_of_the_graph_s_people(judges: EventParser) -> None:
    plan, fired = judges.read("Which judges did Jimmy Carter appoint?")
    assert (plan.relation, plan.anchor, plan.position) == ("appointedBy", "Jimmy Carter", "tail")
    assert "leftovers.people_said" in fired


def test_judges_of_a_court_with_judges_of_two_relations_is_refused_unread(judges: EventParser) -> None:
    """ "Who were the judges on the Ninth Circuit?": servedOn read, and seniorJudgeOn, a relation of the court too,
    has "judge" in its name; the word may widen or narrow the relation: refused, never servedOn's holders alone."""
    court = "Which judges served on the U.S. Court of Appeals for the Ninth Circuit in 1985?"
    with pytest.raises(PlanningError, match="'judges' \\(a relation word\\)"):
        judges.read(court)


def test_a_court_said_in_part_is_no_kind_of_names(judges: EventParser) -> None:
    """ "the Ninth Circuit" may be either Ninth Circuit court: refused, never read as the ninth of Carter's
    appointees of some court ("Circuit" the kind of names that end so), nor as all of them."""
    with pytest.raises(PlanningError):
        judges.read("Which judges did Jimmy Carter appoint to the Ninth Circuit?")


def test_no_cut_takes_a_word_of_a_name() -> None:
    """ "appoint to the Ninth Circuit": "Ninth", capitalised inside the sentence before another capitalised word, is
    a word of a name, no ordinal a cut reads (the count of every appointee read 'Circuit' as a kind of names);
    "Tom Heaton's fourth club" is one."""
    ordinals = frozenset({"ordinal"})
    assert not matches(tokenize("Who did Jimmy Carter appoint to the Ninth Circuit?"), ordinals)
    assert [m.pattern.row.name for m in matches(tokenize("What was Tom Heaton's fourth club?"), ordinals)]
    assert matches(tokenize("Ninth Circuit judges: who was the ninth?"), ordinals)  # a sentence's first word
