"""A thing's nickname said for it as one of its kind (`understanding.nicknames`): "the Oscar for Best Picture" is
the award, where the graph's names hold the words it stands for (an Academy Awards graph); never inside a longer
name, nor of a graph whose names do not hold them."""

from __future__ import annotations

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


def test_a_nickname_of_several_words_is_read_longest_first() -> None:
    """ "a Grand Slam title" is a major where the graph's names hold "wimbledon"; "Slams" alone too; of no graph
    without such a name ("a grand slam" of baseball)."""
    read = nicknamed("How many Grand Slam titles did Steffi Graf win?", TENNIS)
    assert read is not None and read.question == "How many major titles did Steffi Graf win?"
    read = nicknamed("Who beat Steffi Graf most often at Slams?", TENNIS)
    assert read is not None and read.question == "Who beat Steffi Graf most often at majors?"
    assert nicknamed("How many grand slams did Albert Einstein hit?", NOBEL) is None
    assert nicknamed("Who won the Grand Slam Cup in 1990?", TENNIS) is None
