"""A thing's nickname said for it as one of its kind (`understanding.nicknames`): "the Oscar for Best Picture" is
the award, where the graph's names hold the words it stands for (an Academy Awards graph); never inside a longer
name, nor of a graph whose names do not hold them."""

from __future__ import annotations

import pytest

from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.names import NameIndex
from chronorag.understanding.nicknames import nicknamed

OSCARS = NameIndex.build(["92nd Academy Awards", "Best Picture", "Parasite", "The Oscar", "Oscar Hammerstein II"])
NOBEL = NameIndex.build(["Nobel Prize in Physics", "Albert Einstein"], plain=True)


def test_a_nickname_is_read_as_its_plain_word_where_the_graph_holds_what_it_stands_for() -> None:
    read = nicknamed("Who won the Oscar for Best Picture for 2019?", OSCARS)
    assert read is not None and read.question == "Who won the award for Best Picture for 2019?"
    read = nicknamed("How many Oscars did Parasite win?", OSCARS)
    assert read is not None and read.question == "How many awards did Parasite win?"


def test_a_nickname_inside_a_longer_name_or_of_another_graph_is_left() -> None:
    assert nicknamed("What did Oscar Hammerstein II win?", OSCARS) is None
    assert nicknamed("What was The Oscar nominated for?", OSCARS) is None
    assert nicknamed("Who won an Oscar in 1921?", NOBEL) is None


TENNIS = NameIndex.build(["2008 Wimbledon Men's Singles", "Wimbledon", "Steffi Graf"])


def test_a_nickname_is_a_name_written_with_a_capital() -> None:
    """ "slams" is also a verb ("X slams Y": criticises); read as the tennis nickname it sent a question of the event
    graph to a graph holding a "Wimbledon" (YAGO's clubs), where its names were not found."""
    assert nicknamed("Who did Steffi Graf slam in 1990?", TENNIS) is None
    assert nicknamed("Which rival slams Steffi Graf most often?", TENNIS) is None
    assert nicknamed("How many Slams did Steffi Graf win?", TENNIS) is not None


def test_a_nickname_of_several_words_is_read_longest_first() -> None:
    """ "a Grand Slam title" is a major where the graph's names hold "wimbledon"; "Slams" alone too; of no graph
    without such a name ("a grand slam" of baseball)."""
    read = nicknamed("How many Grand Slam titles did Steffi Graf win?", TENNIS)
    assert read is not None and read.question == "How many major titles did Steffi Graf win?"
    read = nicknamed("Who beat Steffi Graf most often at Slams?", TENNIS)
    assert read is not None and read.question == "Who beat Steffi Graf most often at majors?"
    assert nicknamed("How many grand slams did Albert Einstein hit?", NOBEL) is None
    assert nicknamed("Who won the Grand Slam Cup in 1990?", TENNIS) is None


def test_a_reading_by_a_nickname_leaving_a_noun_unread_or_asking_a_day_of_a_thing_of_days_is_refused() -> None:
    """ "How many Grand Slam matches did X win?" is no count of "major" titles with "matches" left unread; "When did X
    win his first Grand Slam title?" asks a day a tournament's facts (dated by its first day) may not tell."""
    read = nicknamed("How many Grand Slam titles did Steffi Graf win?", TENNIS)
    assert read is not None and read.lasting
    plan = EventPlan(
        question="How many major matches did Steffi Graf win?",
        qtype="equal",
        answer_type="count",
        anchor="Steffi Graf",
        position="head",
        relation="wonTitle",
        ignored=["major", "matches"],
    )
    with pytest.raises(PlanningError, match="'matches' unread"):
        read.kept(plan)
    assert read.kept(plan.model_copy(update={"ignored": ["major", "finally"]})) is not None
    when = plan.model_copy(update={"answer_type": "time", "granularity": "day", "ignored": ["major"]})
    with pytest.raises(PlanningError, match="a day"):
        read.kept(when)
    assert read.kept(when.model_copy(update={"granularity": "year"})) is not None
    oscar = nicknamed("When did Parasite win an Oscar?", OSCARS)
    award = when.model_copy(update={"ignored": []})
    assert oscar is not None and not oscar.lasting and oscar.kept(award) is award  # a ceremony's day is its own
