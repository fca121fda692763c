"""A graph nobody taught whose publisher names its relations otherwise than camelCase (snake case, lower-case words,
upper case, Wikidata's labels) and holds names of no word or of function words: loaded by the generic loader
(`ingest intervals --columns`, no data file) into a real Neo4j and asked offline. Each relation is read as its
camelCase form would be, every answer comes with its facts, and a name the graph holds but cannot read is never said
to be missing."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Kevin Sharp (footballer)", "member_of", "Leeds United F.C.", "1992", "1996"),
    ("Kevin Sharp (footballer)", "member_of", "Wigan Athletic", "1996", "2001"),
    ("TSV 1860 Munich", "member_of", "Bundesliga", "1963", "1970"),
    ("Dwayne Johnson", "held office", "President of the Screen Actors Guild", "2021", "2023"),
    ("Washington, D.C.", "HOSTED", "1996 Summer Olympics torch relay", "1996-05", "1996-06"),
    ("Marie Curie", "spouse", "Pierre Curie", "1895-07-26", "1906-04-19"),
    ("Marie Curie", "award received", "Nobel Prize in Chemistry", "1911", "1911"),
    ("Olaf Scholz", "place of birth", "Osnabrück", "1958-06-14", "1958-06-14"),
    ("The The", "member_of", "Some Bizzare Records", "1982", "1986"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "publishers")


def test_relations_named_any_way_are_read_and_answered_with_their_facts(kg: KGIRAG) -> None:
    for question, answer in [
        ("Which club was Kevin Sharp a member of in 1998?", "Wigan Athletic"),  # snake case
        ("Who was a member of Leeds United F.C. in 1995?", "Kevin Sharp (footballer)"),  # "a member of X": X the tail
        ("Which league was TSV 1860 Munich a member of in 1965?", "Bundesliga"),  # a year inside a name
        ("Which office did Dwayne Johnson hold in 2022?", "President of the Screen Actors Guild"),  # lower-case words
        ("What did Washington, D.C. host in 1996?", "1996 Summer Olympics torch relay"),  # upper case
        ("Who did Marie Curie marry?", "Pierre Curie"),  # Wikidata's noun label
        ("When did Marie Curie receive the Nobel Prize in Chemistry?", "1911"),  # a noun and its participle
        ("Where was Olaf Scholz born?", "Osnabrück"),
    ]:
        result = kg.invoke({"question": question})
        assert result.answer == answer, (question, result.answer, result.reason)
        assert result.evidence, question


def test_a_name_the_graph_holds_but_cannot_read_is_said_to_be_held(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which label was The The a member of in 1984?"})
    assert result.answer == NO_ANSWER
    assert "'The The' is a name of the graph" in result.reason and "holds no entity" not in result.reason
