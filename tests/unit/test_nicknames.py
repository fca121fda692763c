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
