"""Facts read either way about one named entity ("Who did Liverpool draw with most often?" of a graph that writes
each draw once, home side first): the side asked is the one that is not the entity, whichever way a fact is written."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Count, Facts, Rank
from chronorag.graph.retrieval import FactRow, IntervalRow
from chronorag.rag.kg_irag.interval_terms import _most_facts
from chronorag.rag.kg_irag.term_answers import NoAnswer, _count, _either_way_anchor, _rank

DRAWS = [
    FactRow(id="1", head="Liverpool FC", relation="drewWith", tail="Arsenal FC", date=date(2019, 1, 5)),
    FactRow(id="2", head="Everton FC", relation="drewWith", tail="Liverpool FC", date=date(2019, 3, 3)),
    FactRow(id="3", head="Everton FC", relation="drewWith", tail="Liverpool FC", date=date(2020, 6, 21)),
]


def test_the_side_asked_of_facts_either_way_is_the_one_that_is_not_the_entity() -> None:
    facts = Facts(head="Liverpool FC", relation="drewWith", either_way=True)
    rank = Rank(facts=facts, side="tail", by="days", order="most")
    assert _either_way_anchor(rank) == "Liverpool FC"
    assert _rank(rank, DRAWS, "Liverpool FC")[0] == ["Everton FC"]  # 2 days, though written with Everton first
    count = Count(facts=facts, what="entities", side="tail")
    assert _count(count, DRAWS, True, "Liverpool FC")[:2] == (["2"], "2 distinct tail(s): Arsenal FC, Everton FC")
    one_way = _count(count, DRAWS, True, None)[1]  # read one way, the tails are Arsenal and Liverpool itself
    assert one_way == "2 distinct tail(s): Arsenal FC, Liverpool FC"


def test_facts_one_way_or_between_two_have_no_anchor() -> None:
    assert _either_way_anchor(Facts(head="Liverpool FC", relation="drewWith")) is None
    both = Facts(head="Liverpool FC", relation="drewWith", tail="Everton FC", either_way=True)
    assert _either_way_anchor(Count(facts=both, what="days")) is None


def _won(id: str, head: str, year: int) -> IntervalRow:
    return IntervalRow(
        id=id,
        head=head,
        relation="won",
        tail="Sea Grand Prix",
        start=str(year),
        start_precision="year",
        start_year=year,
        end=str(year),
        end_precision="year",
        end_year=year,
        kind="state",
    )


def test_the_most_facts_of_intervals_ranks_by_how_many_and_a_tie_is_no_answer() -> None:
    rows = [_won("1", "Ann", 2001), _won("2", "Ann", 2003), _won("3", "Bob", 2002), _won("4", "Cal", 2004)]
    facts = Facts(tail="Sea Grand Prix", relation="won", graph="races")
    assert _most_facts(Rank(facts=facts, side="head", by="facts"), rows)[0] == ["Ann"]
    with pytest.raises(NoAnswer, match="a tie: Bob, Cal"):
        _most_facts(Rank(facts=facts, side="head", by="facts", order="least"), rows)
