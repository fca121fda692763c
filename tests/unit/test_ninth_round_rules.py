"""A ninth round of black-box reviewers' finds, each a wrong answer, read here as rules over words and rows (the
graph's own behaviour is in `tests/integration/test_reviewers_ninth.py`)."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace
from typing import cast

import pytest

from chronorag.algebra.terms import Facts, Rank
from chronorag.rag.kg_irag.interval_loop import _at_its_time, _first, _last
from chronorag.rag.kg_irag.interval_terms import _longest
from chronorag.rag.kg_irag.series import edition_across
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.understanding.constructions.qualifier_named import _starts, before_the_noun_asked
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import Token, tokenize
from factories import interval_row


def test_a_name_followed_by_a_capitalised_noun_it_qualifies_is_none_of_those_the_words_open() -> None:
    """ "How many Daytona 500 poles did Fireball Roberts win?" counted the Daytona 500 Qualifier's too (6 for 3)."""
    assert not _starts("Daytona 500 Qualifer #1", ["daytona", "500"])
    assert _starts("Daytona 500", ["daytona", "500"])
    assert _starts("Secretary of State for Health", ["secretary", "of", "state"])
    assert _starts("Third Assistant Secretary of State", ["assistant", "secretary"])


def test_the_plurals_s_glued_to_a_name_is_no_noun_asked_after_it() -> None:
    """ "How many Daytona 500s did Fireball Roberts win?" counted the qualifiers as Daytona 500s (4 for 1)."""
    toks = tokenize("How many Daytona 500s did Fireball Roberts win?")
    assert not before_the_noun_asked(_reading(toks), Mention(["Daytona 500"], 2, 4))
    spaced = tokenize("How many Daytona 500 poles did Fireball Roberts win?")
    assert before_the_noun_asked(_reading(spaced), Mention(["Daytona 500"], 2, 4))


def _reading(toks: list[Token]) -> Reading:
    return cast(Reading, SimpleNamespace(toks=toks))  # the check reads the tokens only


def test_two_states_dated_just_as_a_when_clause_known_to_its_year_are_no_answer() -> None:
    """ "What make did Richard Petty drive when he won the 1979 Daytona 500?" said Chevrolet and Oldsmobile: both
    dated 1979, as the race is; which he drove that day is unknown. One alone is kept, as before."""
    makes = [
        interval_row("c", "Richard Petty", "droveMake", "Chevrolet", "1979", "1979"),
        interval_row("o", "Richard Petty", "droveMake", "Oldsmobile", "1979", "1979"),
    ]
    year = (_first("1979"), _last("1979"))
    with pytest.raises(NoAnswer, match="which of them held then is unknown"):
        _at_its_time(makes, "1979", year)
    kept, _ = _at_its_time(makes[:1], "1979", year)
    assert [r.tail for r in kept] == ["Chevrolet"]


def test_an_edition_begun_in_the_december_before_its_year_is_unsure_across_a_periods_end() -> None:
    """ "How many titles did Connors win in 1974?" said 2: the 1974 Australian Open began on 1973-12-26 (and the 1975
    one on 1974-12-21), so "in 1974", "before 1974" may mean it by its day or not by its name."""
    opens = [("1974 Australian Open Men's Singles", "1973-12-26")]
    assert "named for 1974" in edition_across((date(1974, 1, 1), date(1975, 1, 1)), opens)
    assert "named for 1974" in edition_across((date(1900, 1, 1), date(1974, 1, 1)), opens)  # before 1974
    assert edition_across((date(1970, 1, 1), date(1980, 1, 1)), opens) == ""  # inside either way
    assert edition_across((date(1974, 1, 1), date(1975, 1, 1)), [("Adobe ColdFusion 2021", "2020-11-11")]) == ""


ANGELS = Rank(facts=Facts(relation="managed", tail="California Angels", graph="g"), side="head", by="duration")


def test_a_longest_known_to_the_year_ranked_otherwise_by_the_years_held_in_is_no_answer() -> None:
    """ "Which California Angels manager managed the most seasons?" said Rigney (1965-1969: 4 by end year less start
    year) over Mauch (1981-1982, 1985-1987: 3), who held it in 5 years each: which held longer is unsure."""
    rows = [
        interval_row("r", "Bill Rigney", "managed", "California Angels", "1965", "1969"),
        interval_row("m1", "Gene Mauch", "managed", "California Angels", "1981", "1982"),
        interval_row("m2", "Gene Mauch", "managed", "California Angels", "1985", "1987"),
    ]
    with pytest.raises(NoAnswer, match="which held longer is unsure"):
        _longest(ANGELS, rows)
    assert _longest(ANGELS, rows[:2])[0] == ["Bill Rigney"]  # 4 against 1, 5 against 2: one ranking


def test_the_longest_of_occasions_of_a_few_days_is_no_measure() -> None:
    """ "Who commentated for the UK the longest?" summed the days of each contest: 31 one-night finals were 0."""
    rows = [
        interval_row("w", "Terry Wogan", "commentatedFor", "United Kingdom", "1973-04-07", "1973-04-07"),
        interval_row("n", "Graham Norton", "commentatedFor", "United Kingdom", "2009-05-12", "2009-05-16"),
    ]
    term = ANGELS.model_copy(update={"facts": Facts(relation="commentatedFor", tail="United Kingdom", graph="g")})
    with pytest.raises(NoAnswer, match="no measure of them"):
        _longest(term, rows)
