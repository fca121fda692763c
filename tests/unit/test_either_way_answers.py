"""Facts read either way about one named entity ("Who did Liverpool draw with most often?" of a graph that writes
each draw once, home side first): the side asked is the one that is not the entity, whichever way a fact is written."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import After, Before, Count, Facts, Nth, Query, Rank, TimeOf
from chronorag.graph.retrieval import FactRow, IntervalRow
from chronorag.rag.kg_irag.interval_nth import _nth
from chronorag.rag.kg_irag.interval_terms import IntervalTerms, _listed, _most_facts
from chronorag.rag.kg_irag.term_answers import NoAnswer, _count, _either_way_anchor, _rank
from chronorag.temporal import clock
from factories import interval_row

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
    return interval_row(id, head, "won", "Sea Grand Prix", str(year), str(year))


def test_the_most_facts_of_intervals_ranks_by_how_many_and_a_tie_is_no_answer() -> None:
    rows = [_won("1", "Ann", 2001), _won("2", "Ann", 2003), _won("3", "Bob", 2002), _won("4", "Cal", 2004)]
    facts = Facts(tail="Sea Grand Prix", relation="won", graph="races")
    assert _most_facts(Rank(facts=facts, side="head", by="facts"), rows)[0] == ["Ann"]
    with pytest.raises(NoAnswer, match="a tie: Bob, Cal"):
        _most_facts(Rank(facts=facts, side="head", by="facts", order="least"), rows)


def _held(id: str, tail: str, start: str, end: str | None) -> IntervalRow:
    return interval_row(id, "Ann Lee", "representedDistrict", tail, start, end)


class _Held(IntervalTerms):
    """The terms over a fixed list of facts, no graph."""

    def __init__(self, rows: list[IntervalRow]) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.rows = rows

    def leaf(self, f: Facts) -> list[IntervalRow]:
        return self.rows


def test_a_count_of_things_held_counts_a_holding_the_graph_splits_once() -> None:
    """ "How many districts did X represent?": a holding written as two facts where its end became unknown
    ("2019-01-03 - 2025-01-03", "2025-01-03 - ?") goes on, so each district is held once and the count is sure; two
    separate holdings of one district still leave 'how many' asking either."""
    facts = Facts(head="Ann Lee", relation="representedDistrict", graph="congress")
    count = Query(asks="count", term=Count(facts=facts, what="entities", side="tail"))
    split = [_held("1", "First", "2001-01-03", "2019-01-03"), _held("2", "Second", "2019-01-03", "2025-01-03")]
    split.append(_held("3", "Second", "2025-01-03", None))
    assert _Held(split)._asked(count)[0] == ["2"]
    again = [*split, _held("4", "First", "2027-01-03", None)]  # the first again, years later: a second holding
    with clock.reference(date(2030, 1, 1)), pytest.raises(NoAnswer, match="'how many' may ask either"):
        _Held(again)._asked(count)  # (as of a day after it began: a holding not yet begun is left out)


def _office(id: str, head: str, start: str, end: str | None) -> IntervalRow:
    return _held(id, "Mayor of Sea", start, end).model_copy(update={"head": head, "relation": "heldOffice"})


def test_the_nth_holder_of_a_state_counts_each_holding_in_turn() -> None:
    """ "Who was the 4th mayor?": the holders of one office in turn, a second holding of the same person counted again
    (Grover Cleveland is the 22nd and the 24th president), a holding the graph splits once; a tie is no answer."""
    rows = [
        _office("1", "Ann", "2001-01-03", "2005-01-03"),
        _office("2", "Bob", "2005-01-03", "2009-01-03"),
        _office("3", "Ann", "2009-01-03", "2013-01-03"),
        _office("4", "Cal", "2013-01-03", "2017-01-03"),
        _office("5", "Cal", "2017-01-03", None),  # goes on: no holding of its own
    ]
    facts = Facts(tail="Mayor of Sea", relation="heldOffice", graph="towns")
    nth = [_nth(Nth(facts=facts, n=n, distinct="head"), rows)[0] for n in (1, 2, 3, 4)]
    assert nth == [["Ann"], ["Bob"], ["Ann"], ["Cal"]]
    with pytest.raises(NoAnswer, match="only 4 holdings"):
        _nth(Nth(facts=facts, n=5, distinct="head"), rows)
    tie = [*rows, _office("6", "Dee", "2013-01-03", "2014-01-03")]
    with pytest.raises(NoAnswer, match="Cal and Dee both began on 2013-01-03"):
        _nth(Nth(facts=facts, n=4, distinct="head"), tie)


def test_a_holders_spells_with_no_others_turn_between_are_one_turn() -> None:
    """ "Who was the eighth Secretary of State?": James Monroe's two spells (1811-1814, 1815-1817), no one else's
    begun between, are one turn, so John Quincy Adams is the eighth (the spells had been counted as two: a reviewer's
    find); a manager's World Cups, each a fact, too. Another's turn between still parts them (Cleveland)."""
    rows = [
        _office("1", "Ann", "2001-01-03", "2003-01-03"),
        _office("2", "Ann", "2003-06-01", "2005-01-03"),  # a gap, no one else between: the same turn
        _office("3", "Bob", "2005-01-03", "2009-01-03"),
        _office("4", "Ann", "2009-01-03", "2013-01-03"),  # after Bob's: a turn again
    ]
    facts = Facts(tail="Mayor of Sea", relation="heldOffice", graph="towns")
    assert [_nth(Nth(facts=facts, n=n, distinct="head"), rows)[0] for n in (1, 2, 3)] == [["Ann"], ["Bob"], ["Ann"]]
    assert _nth(Nth(facts=facts, n=1, from_end=True, distinct="head"), rows)[0] == ["Ann"]
    with pytest.raises(NoAnswer, match="only 3 holdings"):
        _nth(Nth(facts=facts, n=4, distinct="head"), rows)
    tied = [rows[0], _office("5", "Ann", "2005-01-03", "2007-01-03"), *rows[2:]]  # Ann again the day Bob began
    for order in (tied, [tied[0], tied[2], tied[1], tied[3]]):  # whichever order the rows come in: a tie
        with pytest.raises(NoAnswer, match="both began on 2005-01-03"):
            _nth(Nth(facts=facts, n=2, distinct="head"), order)


def test_the_first_by_day_where_the_graph_dates_those_of_its_year_to_the_day() -> None:
    """ "Who did X appoint first?": facts dated to the day are ordered by it, though a later fact is dated by its year
    alone (which used to order all of them by the year: "both began in 1789"); several of the first day are named
    with how many more."""

    def appointed(id: str, head: str, day: str) -> IntervalRow:
        return interval_row(id, head, "appointedBy", "George Washington", day, day)

    facts = Facts(tail="George Washington", relation="appointedBy", graph="judges")
    rows = [appointed("1", "Ann", "1789-09-26"), appointed("2", "Bob", "1789-11-02"), appointed("3", "Cal", "1795")]
    assert _nth(Nth(facts=facts, n=1), rows, "head")[0] == ["Ann"]
    assert _nth(Nth(facts=facts, n=2), rows, "head")[0] == ["Bob"]
    same_day = [*rows, *(appointed(str(k), f"Judge {k}", "1789-09-26") for k in range(4, 9))]
    with pytest.raises(NoAnswer, match="Ann and Judge 4, Judge 5, Judge 6 and 2 more all began on 1789-09-26"):
        _nth(Nth(facts=facts, n=1), same_day, "head")
    with pytest.raises(NoAnswer, match="Dee and Cal both began in 1795"):
        _nth(Nth(facts=facts, n=3, from_end=False), [*rows[:2], appointed("4", "Dee", "1795"), rows[2]], "head")


def test_the_nth_winner_of_a_yearly_award_is_read_where_the_first_went_to_different_winners() -> None:
    """ "Who was the second winner of the prize?": of facts written as one year each, the second award and the second
    different winner are one where the first two went to two people in two years; where the first winner won again,
    they differ: no answer."""

    def won(id: str, head: str, year: str) -> IntervalRow:
        return interval_row(id, head, "wonAward", "Sea Prize", year, year)

    facts = Facts(tail="Sea Prize", relation="wonAward", graph="towns")
    rows = [won("1", "Ann", "2010"), won("2", "Bob", "2011"), won("3", "Ann", "2012")]
    assert _nth(Nth(facts=facts, n=2, distinct="head"), rows)[0] == ["Bob"]
    with pytest.raises(NoAnswer, match="differ"):
        _nth(Nth(facts=facts, n=3, distinct="head"), rows)
    again = [won("1", "Ann", "2010"), won("2", "Ann", "2011"), won("3", "Bob", "2012")]
    with pytest.raises(NoAnswer, match="differ"):
        _nth(Nth(facts=facts, n=2, distinct="head"), again)


def test_who_did_it_before_a_time_is_listed_the_nearest_first_and_after_it_the_earliest_first() -> None:
    """ "Who beat Brazil before Germany did in 2014?": the last before it first, as the plans' loop lists a reference
    clause's "before" (a composed term and the engine's plan answer alike); after a time, the first after it first."""
    rows = [_won("1", "Ann", 2001), _won("2", "Bob", 2003), _won("3", "Cal", 2002)]
    facts = Facts(tail="Sea Grand Prix", relation="won", graph="races")
    time = TimeOf(facts=Facts(head="Dan", tail="Sea Grand Prix", relation="won", graph="races"))
    before = Query(asks="entity", side="head", term=Before(facts=facts, time=time))
    after = Query(asks="entity", side="head", term=After(facts=facts, time=time))
    assert _listed(before, rows)[0] == ["Bob", "Cal", "Ann"]
    assert _listed(after, rows)[0] == ["Ann", "Cal", "Bob"]


def test_a_count_of_occasions_counts_each_win(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "How many races did Ann win?": each win of a race that is won once a year and never wins anything is a race of
    its own (the Sea Grand Prix of 2001 and of 2003 are two); where one counted is no such occasion (a team beaten beats
    others, a country is visited many times a year), or the facts are spans (spells at a club), 'how many' may ask
    either."""
    rows = [_won("1", "Ann", 2001), _won("2", "Ann", 2003)]
    rows.append(interval_row("3", "Ann", "won", "Bay Grand Prix", "2002", "2002"))
    facts = Facts(head="Ann", relation="won", graph="races")
    count = Query(asks="count", term=Count(facts=facts, what="entities", side="tail"))
    asked: list[tuple[str, str, list[str]]] = []

    def occasions(found: list[str]) -> object:
        def occasions_among(client: object, graph: str, relation: str, names: list[str]) -> list[str]:
            asked.append((graph, relation, names))
            return found

        return occasions_among

    where = "chronorag.rag.kg_irag.interval_terms.occasions_among"
    monkeypatch.setattr(where, occasions(["Sea Grand Prix"]))
    assert _Held(rows)._asked(count)[0] == ["3"]
    assert asked == [("races", "won", ["Sea Grand Prix"])]  # won once, a race counts one either way: not asked
    monkeypatch.setattr(where, occasions([]))
    with pytest.raises(NoAnswer, match="'how many' may ask either"):
        _Held(rows)._asked(count)
    spells = [r.model_copy(update={"end": str(int(r.start) + 1)}) for r in rows]
    monkeypatch.setattr(where, occasions(["Sea Grand Prix"]))
    with pytest.raises(NoAnswer, match="'how many' may ask either"):
        _Held(spells)._asked(count)
