"""The similarity reader never reads an act's doer as its receiver: an event relation said from its receiving side
("Receive deployment of peacekeepers") is no reading of words that do not say receiving ("Did the African Union
deploy peacekeepers to Sudan?" was read with the African Union as the receiver and answered "no")."""

from __future__ import annotations

from chronorag.understanding.relation_similarity import received_unsaid
from chronorag.understanding.tokens import tokenize

RECEIVE = "Receive deployment of peacekeepers"


def test_a_receiving_relation_is_no_reading_of_an_act_said_by_its_doer() -> None:
    assert received_unsaid(RECEIVE, tokenize("deploy peacekeepers"))


def test_words_that_say_receiving_may_read_it() -> None:
    assert not received_unsaid(RECEIVE, tokenize("received peacekeepers"))


def test_a_relation_of_the_doer_is_read_as_before() -> None:
    assert not received_unsaid("Provide military protection or peacekeeping", tokenize("deploy peacekeepers"))
