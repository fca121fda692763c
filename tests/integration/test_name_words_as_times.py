"""A time word said as a capitalised word of a name the question says in full, loaded by the generic loader into a
real Neo4j and asked offline: "Who wrote Hold Me Now?" asks of the song, never of "Hold Me" today (a reviewer's
find: its refusal named a song the question never said); said in lower case, or alone, it is a time as before."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Johnny Logan", "wroteSong", "Hold Me Now", "1987-05-09", "1987-05-09"),
    ("Ann Example", "wroteSong", "Hold Me", "2016-05-10", "2016-05-10"),
    ("Johnny Logan", "wonContest", "Contest 1987", "1987-05-09", "1987-05-09"),
]
EVERY = [
    ("Who wrote Hold Me Now?", {"Johnny Logan"}),
    ("Who wrote Hold Me?", {"Ann Example"}),
]
NONE = ["Who wrote Hold Me now?"]  # "now": today, when no song of the graph was written


def test_a_names_capitalised_time_word_is_the_names(interval_table: IntervalTable) -> None:
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
