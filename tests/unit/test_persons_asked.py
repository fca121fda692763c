"""Persons asked of the event graph ("How many different people did X criticize?", "Which person did X denounce most
often?"): the graph does not tell who is one, so a count or a ranking is answered only where no entity counted, or
the one ranked first, is a place, a body or a sector by the names table; a question that says no person noun is
answered as before."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Count, Facts, Rank
from chronorag.graph.retrieval import FactRow
from chronorag.rag.kg_irag.term_answers import NoAnswer, _count, _rank
from chronorag.understanding.name_table import a_body_said, none_of_the_kind, not_a_person

CRITICISE = Facts(head="Barack Obama", relation="Criticize or denounce")


def _row(n: int, tail: str, day: int) -> FactRow:
    return FactRow(id=str(n), head="Barack Obama", relation="Criticize or denounce", tail=tail, date=date(2014, 1, day))


ROWS = [_row(1, "China", 1), _row(2, "China", 2), _row(3, "Mahmoud Abbas", 3), _row(4, "Citizen (Iraq)", 4)]


def test_a_place_a_body_or_a_sector_is_no_person() -> None:
    asked = "How many different people did Barack Obama criticize in 2014?"
    assert not_a_person(["Mahmoud Abbas", "China"], asked) == "China"
    assert not_a_person(["Mahmoud Abbas", "Citizen (Iraq)"], asked) == "Citizen (Iraq)"
    assert not_a_person(["Mahmoud Abbas"], asked) is None
    assert not_a_person(["China"], "How many different countries did Barack Obama criticize?") is None


def test_a_count_of_people_with_a_country_among_them_is_no_answer() -> None:
    term = Count(facts=CRITICISE, what="entities", side="tail", different=True)
    with pytest.raises(NoAnswer, match="China is no person"):
        _count(term, ROWS, True, None, "How many different people did Barack Obama criticize in 2014?")
    assert _count(term, ROWS, True, None, "How many different entities did Barack Obama criticize?")[0] == ["3"]
    assert _count(term, ROWS[2:3], True, None, "How many different people did Barack Obama criticize?")[0] == ["1"]


def test_the_person_ranked_first_must_be_no_place() -> None:
    term = Rank(facts=CRITICISE, side="tail", by="days", order="most")
    with pytest.raises(NoAnswer, match="China is no person"):
        _rank(term, ROWS, None, "Which person did Barack Obama denounce most often in 2014?")
    assert _rank(term, [*ROWS[2:3], _row(5, "Mahmoud Abbas", 5)], None, "Which person did X denounce most?")[0] == [
        "Mahmoud Abbas"
    ]


def test_a_list_of_a_kind_the_table_knows_none_of_is_no_answer() -> None:
    """ "Which organisation did Obama criticize in 2014?" listed countries and persons: the table knows none of them
    as an organisation, so the graph does not say which is one; "Which country ...", a preference in MultiTQ's
    answers, keeps every answer (`of_the_kind`); one of the kind known is no refusal."""
    said = ["China", "Nuri al-Maliki", "Citizen (United Kingdom)"]
    assert "knows none of China" in (none_of_the_kind(said, "organisation") or "")
    assert none_of_the_kind(["China", "European Union"], "organisation") is None
    assert none_of_the_kind(["Citizen (United Kingdom)"], "country") is None
    assert none_of_the_kind(said, None) is None


def test_persons_said_beside_groups_are_not_persons_alone() -> None:
    asked = "How many different people or groups did Zillur Rahman appeal to in 2010?"
    assert not_a_person(["China", "Citizen (Bangladesh)"], asked) is None


def test_a_body_among_the_persons_counted_of_a_graph_that_names_both() -> None:
    """ "How many people won the Nobel Peace Prize in the 2010s?": 14 counted the EU and three other bodies (a
    reviewer's find); a name that says a body is no person, so no answer; no person said, or no body named, passes."""
    names = ["Malala Yousafzai", "European Union (EU)", "Organisation for the Prohibition of Chemical Weapons"]
    assert a_body_said(names, "How many people won the Nobel Peace Prize in the 2010s?") == "European Union (EU)"
    assert a_body_said(names, "How many laureates won the Nobel Peace Prize in the 2010s?") is None
    assert a_body_said(names[:1], "How many people won the Nobel Peace Prize in 2014?") is None


def test_a_name_written_as_a_persons_says_no_body() -> None:
    """ "How many different people have flown to space?": Roy D. Bridges Jr. is a person (a reviewer's find: his
    surname was read as a bridge, a body's word); a name with no initial or suffix still says its body."""
    question = "How many different people have flown to space?"
    assert a_body_said(["Neil A. Armstrong", "Roy D. Bridges Jr."], question) is None
    assert a_body_said(["Roy D. Bridges Jr.", "Sydney Harbour Bridge"], question) == "Sydney Harbour Bridge"
