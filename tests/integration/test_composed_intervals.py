"""The kinds analysts ask next over a small graph of facts true over intervals: the longest / shortest spell, how many,
the n-th club, offsets from a spell's start or end, years between two events; a tie is "no answer" with the reason.
And refusals that tell the truth. Not in the ICEWS slice's group: these load a graph of their own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from chronorag.config import Settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG

YAGO = [
    "<Ann_Player>\t<playsFor>\t<Alpha_F.C.>\t1990-##-##\t1995-##-##",
    "<Ann_Player>\t<playsFor>\t<Beta_F.C.>\t1996-##-##\t1997-##-##",
    "<Ann_Player>\t<playsFor>\t<Gamma_national_football_team>\t1992-##-##\t2001-##-##",
    "<Ann_Player>\t<playsFor>\t<Delta_F.C.>\t1998-##-##\t2004-##-##",
    "<Bob_Player>\t<playsFor>\t<Alpha_F.C.>\t1990-##-##\t1993-##-##",
    "<Bob_Player>\t<playsFor>\t<Beta_F.C.>\t1994-##-##\t1997-##-##",
    "<Cal_Player>\t<playsFor>\t<Alpha_F.C.>\t1990-##-##\t1993-##-##",
    "<Cal_Player>\t<playsFor>\t<Beta_F.C.>\t1994-##-##\t1996-##-##",
    "<Cal_Player>\t<playsFor>\t<Alpha_F.C.>\t1999-##-##\t2002-##-##",
    "<Ann_Player>\t<wasBornIn>\t<Springfield>\t1970-##-##\t1970-##-##",
]

# A graph nobody taught (F1DB's shape: camelCase relations, no kinds file, every fact a state by default), loaded
# beside: a race won is one day's fact, so no state; titles are held one holder at a time.
RACES = [
    "Ann Driver\tdroveFor\tRed Team\t1996-03-10\t1999-10-31",
    "Ann Driver\tdroveFor\tBlue Team\t2000-03-12\t2005-10-16",
    "Ann Driver\twon\tSea Grand Prix\t2002-05-26\t2002-05-26",
    "Ann Driver\twon\tSea Grand Prix\t2004-05-23\t2004-05-23",
    "Bob Driver\twon\tSea Grand Prix\t2003-05-25\t2003-05-25",
    "Bob Driver\twonChampionship\tDrivers' Championship\t2001-03-04\t2001-10-14",
    "Cal Driver\twonChampionship\tDrivers' Championship\t2002-03-03\t2002-10-13",
    "Dee Driver\twonChampionship\tDrivers' Championship\t2003-03-09\t2003-10-12",
    "Blue Team\twonChampionship\tConstructors' Championship\t2002-03-03\t2002-10-13",
]


@pytest.fixture(scope="module")
def kg(neo4j_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[KGIRAG]:
    """The small interval graph alone in the database, loaded once for the module (its tests only read it)."""
    folder = tmp_path_factory.mktemp("yago")
    (folder / "y.tsv").write_text("\n".join(YAGO) + "\n", encoding="utf-8")
    with GraphClient(neo4j_settings) as client:
        client.run_autocommit(DELETE_ALL_BATCHED)
        ingest(client, "yago11k", [folder / "y.tsv"], rejects_path=folder / "r.csv")
        (folder / "races.tsv").write_text("\n".join(RACES) + "\n", encoding="utf-8")
        ingest(client, "intervals", [folder / "races.tsv"], dataset="races", rejects_path=folder / "r2.csv")
        yield KGIRAG.from_settings(neo4j_settings, client=client, llm="symbolic")


CLUB_OR_NOT = "whether a national team is a club changes the answer"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the national team (9 years) is a club to some and not to others: where that changes the answer, none,
        # naming both; where it does not, the answer
        ("Which club did Ann Player play for the longest?", NO_ANSWER),  # Delta F.C. (6 years), or the national team
        ("Which club did Ann Player play for the shortest time?", "Beta F.C."),
        ("How many clubs did Ann Player play for?", NO_ANSWER),  # 3, or 4
        ("What was Ann Player's second club?", NO_ANSWER),  # Beta F.C., or the national team (1992)
        ("In the year after leaving Alpha F.C., which club did Ann Player join?", "Beta F.C."),
        ("How many years after joining Alpha F.C. did Ann Player join Delta F.C.?", "8"),
        ("How many years passed between Ann Player's birth and Ann Player joining Delta F.C.?", "28"),
        ("Which club did Bob Player play for the longest?", NO_ANSWER),  # 3 years each: a tie
        # the one state the graph holds of Ann Driver (a race won is one day's, no state)
        ("Which team was Ann Driver at in 2003?", "Blue Team"),
        ("Which team did Ann Driver stay at the longest?", "Blue Team"),
        # the holder before (after) another of what that one held, the graph telling what it was
        ("Who was the champion before Cal Driver?", "Bob Driver"),
        ("Who won the title after Cal Driver?", "Dee Driver"),
        # 'most' of facts true over intervals said of how many: the most facts
        ("Who won the Sea Grand Prix the most times?", "Ann Driver"),
    ],
)
def test_interval_kinds(kg: KGIRAG, question: str, answer: str) -> None:
    result = kg.invoke(question)
    assert result.answer == answer, result.reason
    if answer == NO_ANSWER:  # a tie, or the national team: each answer named
        assert "tie" in result.reason or CLUB_OR_NOT in result.reason, result.reason
    if CLUB_OR_NOT in result.reason:
        assert "without them" in result.reason and "with them" in result.reason, result.reason


def test_how_many_over_spells_of_the_same_side_says_which_it_counts(kg: KGIRAG) -> None:
    """Two spells at Alpha F.C.: "how many clubs" may count clubs (2) or spells (3), so it is no answer naming both;
    "how many different clubs" is 2; and a count of what the graph holds no fact of is no answer, never 0."""
    either = kg.invoke("How many clubs did Cal Player play for?")
    assert either.answer == NO_ANSWER and "2 different" in either.reason and "3 facts" in either.reason, either.reason
    assert kg.invoke("How many different clubs did Cal Player play for?").answer == "2"
    none = kg.invoke("How many clubs did Springfield play for?")
    assert none.answer == NO_ANSWER and "holds no fact" in none.reason, none.reason


def test_refusals_tell_the_truth(kg: KGIRAG) -> None:
    """The reason never says the graph lacks a fact it holds, names the entity the graph lacks, and never speaks of
    stations to a question that names none."""
    assert kg.invoke("What is the birthplace of Ann Player?").answer == "Springfield"
    flipped = kg.invoke("Who was born in Ann Player?")
    assert flipped.answer == NO_ANSWER
    assert "it holds Ann Player as its head: Ann Player | wasBornIn | Springfield" in flipped.reason
    missing = kg.invoke("Which team did Lionel Messi play for in 2010?")
    assert missing.answer == NO_ANSWER and "no entity named 'Lionel Messi'" in missing.reason
    assert "station" not in missing.reason and "clock" not in missing.reason
