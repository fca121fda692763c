"""'most' of facts true over intervals with nothing said of how many or how long ("Which city has hosted the contest
the most?", `Rank` by "facts_or_duration"): the side both rankings put first; of facts of one year each, the count;
where they differ, or how long is unknown, no answer naming each."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import Facts, Rank
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import _ranked
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row

RANK = Rank(facts=Facts(relation="hostCityOf", tail="Eurovision"), side="head", by="facts_or_duration")


def _hosted(id: str, city: str, start: str, end: str | None) -> IntervalRow:
    return interval_row(id, city, "hostCityOf", "Eurovision", start, end, kind="event")


def test_facts_of_one_year_each_are_ranked_by_how_many() -> None:
    rows = [_hosted("1", "Dublin", "1971", "1971"), _hosted("2", "Dublin", "1981", "1981")]
    rows.append(_hosted("3", "London", "1960", "1960"))
    names, said, evidence = _ranked(RANK, rows)
    assert names == ["Dublin"]
    assert "each fact of one year" in said
    assert [r.id for r in evidence] == ["1", "2"]


def test_spells_answer_where_how_many_and_how_long_agree() -> None:
    rows = [_hosted("1", "Dublin", "1970", "1975"), _hosted("2", "Dublin", "1980", "1982")]
    rows.append(_hosted("3", "London", "1960", "1963"))
    assert _ranked(RANK, rows)[0] == ["Dublin"]  # 2 facts, 7 years: first both ways


def test_spells_that_rank_apart_are_no_answer() -> None:
    rows = [_hosted("1", "Dublin", "1970", "1971"), _hosted("2", "Dublin", "1980", "1981")]
    rows.append(_hosted("3", "London", "1950", "1965"))  # London held longest, Dublin most often
    with pytest.raises(NoAnswer, match="which is asked"):
        _ranked(RANK, rows)


def test_an_open_spell_leaves_how_long_unknown() -> None:
    rows = [_hosted("1", "Dublin", "1970", "1971"), _hosted("2", "Dublin", "1980", "1981")]
    rows.append(_hosted("3", "London", "1950", None))
    with pytest.raises(NoAnswer, match="open end"):
        _ranked(RANK, rows)


def test_spans_known_to_the_day_are_ranked_by_their_days_not_their_years() -> None:
    """ "Who was the longest serving US minister to Panama?" answered South (9 years, end year less start year; a
    reviewer's find): Price's 1913-10-11 to 1921-12-28 is 3,000 days, South's 1921-12-28 to 1930-01-05 2,930; spans
    known only to the year are ranked by their years as before."""
    longest = RANK.model_copy(update={"by": "duration"})
    rows = [_hosted("1", "Price", "1913-10-11", "1921-12-28"), _hosted("2", "South", "1921-12-28", "1930-01-05")]
    names, said, _ = _ranked(longest, rows)
    assert names == ["Price"] and "3000 day(s)" in said
    shortest = longest.model_copy(update={"order": "least"})
    assert _ranked(shortest, rows)[0] == ["South"]
    by_year = [_hosted("1", "Price", "1913", "1921"), _hosted("2", "South", "1921", "1930")]
    assert _ranked(longest, by_year)[0] == ["South"]


def test_who_married_the_most_times_counts_different_spouses_either_way() -> None:
    """ "Who married the most times?": a marriage written both ways (Finney, Aimée) is one; one written one way only
    (Dorn) counts for both; Tone's four spouses beat Finney's two, though Finney heads more facts."""

    def wed(id: str, one: str, other: str) -> IntervalRow:
        return interval_row(id, one, "isMarriedTo", other, "1950", "1960").model_copy(update={"symmetric": True})

    rows = [wed("a", "Albert Finney", "Anouk Aimée"), wed("b", "Anouk Aimée", "Albert Finney")]
    rows += [wed("c", "Albert Finney", "Jane Wenham"), wed("d", "Jane Wenham", "Albert Finney")]
    rows += [wed("e", "Albert Finney", "Anouk Aimée"), wed("f", "Albert Finney", "Jane Wenham")]  # written again
    tone = ["Joan Crawford", "Jean Wallace", "Barbara Payton"]
    rows += [wed(f"t{k}", "Franchot Tone", s) for k, s in enumerate(tone)]
    rows.append(wed("t9", "Dolores Dorn", "Franchot Tone"))
    term = Rank(facts=Facts(relation="isMarriedTo"), side="head", by="facts")
    names, said, _ = _ranked(term, rows)
    assert names == ["Franchot Tone"] and "4 different other(s)" in said


def test_most_often_of_spells_of_years_is_either_way_too() -> None:
    """ "Which circuit hosted the Spanish Grand Prix most often?" (ranked by how many facts): a spell of years is many
    occasions of it (Barcelona's one fact, thirty-five Grands Prix), so the count of facts alone is no answer where
    how long they held ranks another first; facts of one year each are counted as before."""
    often = RANK.model_copy(update={"by": "facts"})
    rows = [_hosted("1", "Jarama", "1968", "1968"), _hosted("2", "Jarama", "1970", "1970")]
    rows.append(_hosted("3", "Barcelona", "1991", "2026"))
    with pytest.raises(NoAnswer, match="which is asked"):
        _ranked(often, rows)
    assert _ranked(often, [*rows[:2], _hosted("4", "Jerez", "1986", "1986")])[0] == ["Jarama"]
