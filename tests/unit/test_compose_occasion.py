"""An occasion owned after first / last, said as the clause that plays it, and "his last one" after it
(`understanding/compose_occasion.py`)."""

from __future__ import annotations

from chronorag.understanding.compose_occasion import _played, occasion_again
from chronorag.understanding.tokens import tokenize


def test_an_occasion_owned_is_said_as_the_clause_that_plays_it() -> None:
    assert _played(tokenize("Lou Gehrig's first game in the majors"), None) == (
        "Lou Gehrig played their first game in the majors"
    )
    assert _played(tokenize("his last game"), "Lou Gehrig") == "Lou Gehrig played their last game"


def test_no_occasion_is_no_clause() -> None:
    assert _played(tokenize("Lou Gehrig's first visit to Japan"), None) is None  # no occasion noun
    assert _played(tokenize("Lou Gehrig's game"), None) is None  # no first / last
    assert _played(tokenize("his last game"), None) is None  # a pronoun standing for no one


def test_his_last_one_is_the_first_events_occasion_again() -> None:
    first = "Lou Gehrig's first game in the majors"
    assert occasion_again("his last", first) == "his last game in the majors"
    assert occasion_again("his last one?", first) == "his last game in the majors"
    assert occasion_again("his last visit", first) == "his last visit"  # said in full: as said
    assert occasion_again("his last one", "Lou Gehrig's debut") == "his last one"  # no occasion before
