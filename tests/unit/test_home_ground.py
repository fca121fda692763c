"""Where a side plays its home games (`understanding.home_ground`): said of a relation named "home" before its noun."""

from __future__ import annotations

from chronorag.understanding.home_ground import home_relations
from chronorag.understanding.relations import RelationLexicon


def test_home_relations_open_with_home_before_a_noun() -> None:
    names = ["homeBallpark", "homeGround", "home", "playedInMajorLeagues", "hosted", "Make a visit"]
    assert home_relations(names) == ("homeBallpark", "homeGround")


def test_playing_home_games_says_the_home_relation_only() -> None:
    lexicon = RelationLexicon(["homeBallpark", "playedInMajorLeagues"], intervals=True)
    said = {p.words: p.relations for p in lexicon.patterns if p.source == "everyday"}
    assert said[("play", "home", "games", "+at")] == ("homeBallpark",)
    assert said[("play", "home", "games")] == ("homeBallpark",)
    assert ("play", "+in") not in said  # a career is "played in the majors"


def test_no_home_relation_no_sayings() -> None:
    lexicon = RelationLexicon(["playsFor", "hosted"], intervals=True)
    assert not [p for p in lexicon.patterns if p.words[:2] == ("play", "home")]
