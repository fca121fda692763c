"""Holders one after another (`rag.kg_irag.turns`): what makes "after X" ask the next holder, not every later one."""

from datetime import date
from itertools import pairwise

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.rag.kg_irag.turns import _in_turn, nearest_by_years, one_after_another, taken_over_inside


def _year(y: int, years: int = 1, holders: int = 1) -> tuple[date, date, int]:
    return date(y, 1, 1), date(y + years - 1, 12, 31), holders


def _years(first: int, n: int) -> list[tuple[date, date, int]]:
    return [_year(y) for y in range(first, first + n)]


def test_a_prize_of_each_year_is_held_in_turn() -> None:
    assert one_after_another(_years(2015, 10))


def test_spans_of_two_years_overlapping_a_few_times_still_follow_one_another() -> None:
    """The first Oscars each span two years (1927-1928, then 1928-1929): a few of many."""
    assert one_after_another([_year(1927, 2), _year(1928, 2), *_years(1930, 20)])


def test_players_of_a_club_overlapping_are_no_turn() -> None:
    """Spans that start and end in order but overlap, as players of one club do."""
    assert not one_after_another([_year(y, 3) for y in range(2000, 2010)])


def test_few_spans_tell_nothing() -> None:
    """Three players of a club in a sparse graph may follow one another by chance."""
    assert not one_after_another(_years(2001, 3))


def test_a_span_inside_another_is_no_turn() -> None:
    """Two drivers at one team: one from 1950 to 1954, another 1951 only."""
    assert not one_after_another([_year(1950, 5), _year(1951), *_years(1956, 5)])


def test_two_spans_starting_together_are_no_turn() -> None:
    together = [(date(1950, 1, 1), date(1950, 6, 1), 1), (date(1950, 1, 1), date(1950, 12, 1), 1)]
    assert not one_after_another([*together, *_years(1951, 5)])


def test_an_open_span_is_only_the_last() -> None:
    assert one_after_another([*_years(2015, 5), (date(2020, 1, 1), None, 1)])
    assert not one_after_another([(date(2014, 1, 1), None, 1), *_years(2015, 5)])


def test_a_prize_shared_some_years_is_in_turn_but_not_one_shared_most_years() -> None:
    assert one_after_another([*_years(2015, 5), _year(2020, holders=2), *_years(2021, 4)])
    assert not one_after_another([_year(y, 2, holders=2) for y in range(2015, 2030, 2)])  # spans of two years


def test_a_prize_given_each_year_to_up_to_three_is_in_turn_a_team_of_the_year_is_not() -> None:
    """The Nobel Prize in Physics, shared most years: the next year's laureates are the next turn ("Who won it after
    Einstein?": Niels Bohr); an all-star team of a year, many each year, is no turn."""
    assert one_after_another([_year(y, holders=2 + y % 2) for y in range(2015, 2021)])
    assert not one_after_another([_year(y, holders=4) for y in range(2015, 2021)])


def test_seasons_follow_one_another_where_one_begins_in_the_season_the_one_before_ended() -> None:
    """Managers by season (1990-1995, then 1995, then 1996-2007): two of one season follow each other; a season
    held inside another's spell (1975-1979 and 1978) is no turn."""
    managers = [_year(1985, 5), _year(1990, 6), _year(1995), _year(1996, 12), _year(2008, 3)]
    assert one_after_another(managers)
    assert not one_after_another([_year(1970, 5), _year(1975, 5), _year(1978), *_years(1980, 3)])


def test_coaches_handed_over_inside_seasons_are_in_turn_players_of_a_season_are_not() -> None:
    """ "Who coached Toronto before Mike Babcock?": coaches by the year, most taking over inside the last season of
    the one before (Carlyle 2011-2015, Horachek 2014-2015, Babcock 2015-2019), overlap too often for
    `one_after_another`, yet hold one at a time (no span inside another): the previous coach is asked, not all 29
    (a reviewer's find). Players, many to a season, are no turn."""
    coaches = [_year(2006, 3), _year(2008, 4), _year(2011, 5), _year(2014, 2), _year(2015, 5), _year(2019, 5)]
    assert not one_after_another(coaches) and _in_turn(coaches)
    assert not _in_turn([_year(y, 3, holders=4) for y in range(2000, 2010)])
    assert not _in_turn([(date(2000 + k, 7, 1), date(2003 + k, 6, 30), 1) for k in range(6)])  # no whole years
    assert not _in_turn([_year(2000 + k, 4) for k in range(8)])  # one a span, staggered over years: side by side


def test_a_handover_on_the_day_one_ends_is_no_overlap() -> None:
    """Ministers: the next takes office on the day the one before leaves."""
    days = [date(1979 + 3 * k, 5, 5) for k in range(7)]
    assert one_after_another([(a, b, 1) for a, b in pairwise(days)])


def test_an_unknown_start_tells_nothing() -> None:
    assert not one_after_another([(None, date(2014, 1, 1), 1), *_years(2015, 5)])


def _coach(head: str, start: int, end: int) -> IntervalRow:
    return IntervalRow(
        id=f"{head}{start}", head=head, relation="coached", tail="Montreal Canadiens", start=str(start), end=str(end),
        start_precision="year", end_precision="year", start_year=start, end_year=end, kind="state",
    )  # fmt: skip


MARTIN, CUNNEYWORTH, THERRIEN = _coach("Martin", 2009, 2012), _coach("Cunneyworth", 2011, 2012), _coach("T", 2012, 2017)
CARBONNEAU, GAINEY = _coach("Carbonneau", 2006, 2009), _coach("Gainey", 2008, 2009)
COACHES = [CARBONNEAU, GAINEY, MARTIN, CUNNEYWORTH, THERRIEN]


def test_one_who_took_over_inside_the_holders_last_year_leaves_the_next_untold() -> None:
    """Cunneyworth began inside Martin's span and ended with it: the next start after 2012 was a wrong answer."""
    with pytest.raises(NoAnswer, match="Cunneyworth held it 2011–2012, inside Martin's 2009–2012"):
        taken_over_inside("after", COACHES, [MARTIN], [THERRIEN])
    with pytest.raises(NoAnswer, match="who came before Cunneyworth"):
        taken_over_inside("before", COACHES, [CUNNEYWORTH], [CARBONNEAU, GAINEY])


def test_the_nearest_two_one_inside_the_other_are_not_both_the_answer() -> None:
    with pytest.raises(NoAnswer, match="Gainey held it 2008–2009, inside Carbonneau's 2006–2009"):
        taken_over_inside("before", COACHES, [MARTIN], [CARBONNEAU, GAINEY])


def test_the_next_after_an_interim_and_two_seats_side_by_side_pass() -> None:
    taken_over_inside("after", COACHES, [CUNNEYWORTH], [THERRIEN])  # after the interim: the next start
    prost, senna, berger = _coach("Prost", 1984, 1989), _coach("Senna", 1988, 1993), _coach("Berger", 1990, 1992)
    taken_over_inside("after", [prost, senna, berger], [prost], [berger])  # two seats: Senna ends later, no takeover


def test_a_coach_at_a_time_by_the_year_hands_over_inside_its_years() -> None:
    """The next is the one who took over inside the holder's years; the previous the one whose years hold his first."""
    assert nearest_by_years("after", COACHES, [MARTIN]) == [CUNNEYWORTH]
    assert nearest_by_years("before", COACHES, [MARTIN]) == [GAINEY]
    assert nearest_by_years("before", COACHES, [CUNNEYWORTH]) == [MARTIN]
    assert nearest_by_years("after", COACHES, [CUNNEYWORTH]) == [THERRIEN]  # begun in his last year


def test_two_begun_in_the_holders_last_year_are_no_answer_and_two_seats_are_not_handed_over() -> None:
    muller = _coach("Muller", 2017, 2018)
    with pytest.raises(NoAnswer, match="both began in 2017"):
        nearest_by_years("after", [*COACHES, _coach("Julien", 2017, 2018), muller], [THERRIEN])
    seats = [_coach("A", 1980, 1995), *(_coach(f"Driver {n}", 1981 + 3 * n, 1983 + 3 * n) for n in range(4))]
    assert nearest_by_years("after", seats, [seats[1]]) is None  # beside A: no coach at a time
