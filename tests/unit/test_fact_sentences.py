"""Facts as sentences (the TemporalRetriever's page_content): the frequent relations by their own phrase, any other
by its words with the first in the past tense; interval facts with their ends at the precision the graph has."""

from __future__ import annotations

import pytest

from chronorag.rag.core.retriever import word_runs
from chronorag.rag.core.sentences import dated_sentence, interval_sentence, past_phrase


@pytest.mark.parametrize(
    ("relation", "said"),
    [
        ("Make a visit", "made a visit to"),
        ("playsFor", "played for"),
        ("Accuse", "accused"),  # listed
        ("Yield", "yielded"),  # not listed: the first word in the past tense
        ("Give ultimatum", "gave ultimatum"),
        ("isCitizenOf", "was citizen of"),  # a graph never seen, camel case
        ("heldOffice", "held office"),
        ("served_in_the_US_Senate", "served in the US senate"),  # an acronym keeps its capitals
        ("Ceasefire", "ceasefire"),  # no verb: as it is said
    ],
)
def test_past_phrases(relation: str, said: str) -> None:
    assert past_phrase(relation) == said


def test_sentences() -> None:
    assert dated_sentence("China", "Make a visit", "Japan", "2013-05-08") == "China made a visit to Japan on 2013-05-08"
    assert interval_sentence("X", "playsFor", "Y", "1999", "2003", "state") == "X played for Y from 1999 to 2003"
    assert interval_sentence("X", "playsFor", "Y", "2009", None, "state") == "X played for Y from 2009 (end unknown)"
    assert interval_sentence("X", "wasBornIn", "Z", "1912-01-11", "1912-01-11", "instant") == (
        "X was born in Z on 1912-01-11"
    )
    assert interval_sentence("X", "hasWonPrize", "P", "2003", None, "event") == "X won P in 2003"
    assert interval_sentence("X", "worksAt", "U", "1952-03", "1952-03", "state") == "X worked at U in 1952-03"
    bc = interval_sentence("Euripides", "created", "Medea", "-0431", None, "event")
    assert bc == "Euripides created Medea in -0431"


def test_word_runs_are_the_names_an_interval_entity_may_be_said_by() -> None:
    runs = word_runs("Did Luís Figo play for Real Madrid C.F.?")
    assert {"Luís Figo", "Real Madrid C.F.", "Real Madrid C.F.?", "Did"} <= set(runs)
    assert len(word_runs(" ".join(["w"] * 3))) == 3 and word_runs("") == []
    assert max(len(r.split()) for r in word_runs(" ".join(str(i) for i in range(30)))) == 8
