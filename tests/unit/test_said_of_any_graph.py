"""Names and words as people say them on any graph: an award named for a person said by the name alone ("the Cy
Young"), the second part of a hyphenated compound no name on its own ("All-Star"), and the whole years from the first
day of a state said "first" ("How many full years after A did B first go to space?")."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Between, Facts, Query, TimeOf
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.understanding.award_names import eponyms
from chronorag.understanding.name_beside import beside_others
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import personal
from chronorag.understanding.name_separated import homonym_said
from chronorag.understanding.tokens import compounded, tokenize
from factories import interval_row

PEOPLE = {words_key(p) for p in ("Cy Young", "Hank Aaron", "Alfred Nobel")}


def test_an_award_named_for_a_person_of_the_graph_is_said_by_the_name_alone() -> None:
    names = ["Cy Young Award", "National League Cy Young Award", "Hank Aaron Award", "Nobel Peace Prize", "Gold Glove"]
    said = eponyms(names, PEOPLE)
    assert said["Cy Young Award"] == {("cy", "young")}
    assert said["National League Cy Young Award"] == {("cy", "young")}
    assert said["Hank Aaron Award"] == {("hank", "aaron")}
    assert "Nobel Peace Prize" not in said  # "Nobel Peace" is no one of the graph
    assert "Gold Glove" not in said  # no award word: no eponym


def test_an_award_named_by_the_surname_of_a_person_of_the_graph_is_said_by_the_surname() -> None:
    """ "the Vezina" for Vezina Trophy beside Georges Vezina, "the Calder" for Calder Memorial Trophy ("memorial" left
    out), "the Hart" for Hart Memorial Trophy (a dictionary word, but "memorial" says it remembers someone); never a
    surname no one of the graph has with no such word ("Selke Trophy"), nor a word of the dictionary so ("Ace
    Trophy")."""
    people = {words_key(p) for p in ("Georges Vezina", "Frank Calder", "Gerry Hart", "Joe Ace")}
    names = ["Vezina Trophy", "Calder Memorial Trophy", "Hart Memorial Trophy", "Selke Trophy", "Ace Trophy"]
    said = eponyms(names, people)
    assert said == {
        "Vezina Trophy": {("vezina",)},
        "Calder Memorial Trophy": {("calder",)},
        "Hart Memorial Trophy": {("hart",)},
    }


def test_an_award_named_for_a_person_in_full_is_said_by_that_name_and_surname() -> None:
    """ "the Art Ross", "the Ross" for Art Ross Trophy, "the Norris" for James Norris Memorial Trophy, whoever the
    graph holds; never words before the award word that end in a dictionary word ("Mark Messier Leadership Award")
    or are no person's ("NHL Foundation Player Award")."""
    names = [
        "Art Ross Trophy",
        "James Norris Memorial Trophy",
        "Frank J. Selke Trophy",
        "Mark Messier Leadership Award",
        "NHL Foundation Player Award",
        "Roger Crozier Saving Grace Award",
    ]
    said = eponyms(names, set(), personal)
    assert said == {
        "Art Ross Trophy": {("art", "ross"), ("ross",)},
        "James Norris Memorial Trophy": {("james", "norris"), ("norris",)},
        "Frank J. Selke Trophy": {("frank", "j", "selke"), ("selke",)},
    }


def test_an_award_split_by_league_is_said_by_the_league_and_the_person() -> None:
    """ "NL Cy Young", "the National League Cy Young" for National League Cy Young Award, beside National League."""
    forms = beside_others(["National League", "American League", "National League Cy Young Award", "Cy Young"])
    assert {("nl", "cy", "young"), ("national", "league", "cy", "young")} <= forms["National League Cy Young Award"]
    assert ("nl", "cy", "young") not in forms.get("Cy Young", set())


def test_the_second_part_of_a_hyphenated_compound_of_words_is_no_name_alone() -> None:
    toks = tokenize("Was he an All-Star for the Reds?")
    star = next(t.i for t in toks if t.text == "Star")
    assert compounded(toks, star)
    maliki = tokenize("Did al-Maliki visit Iran?")
    assert not compounded(maliki, next(t.i for t in maliki if t.text == "Maliki"))  # "al" is no word: a name's part
    spaced = tokenize("Was he an All - Star for the Reds?")
    assert not compounded(spaced, next(t.i for t in spaced if t.text == "Star"))


class _Run:
    def step(self, *args: Any) -> None:
        pass


def test_the_whole_years_to_a_first_day_among_several() -> None:
    """ "How many full years after Tereshkova's flight did Sally Ride first go to space?": Ride's first launch of two,
    each known to the day; the whole years from the one to the other (20, not the calendar 20 by chance alone)."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph8", "Valentina Tereshkova")] = [
        interval_row("v", "Valentina Tereshkova", "launchedOn", "Vostok 6", "1963-06-16", "1963-06-19")
    ]
    terms._read[("graph8", "Sally Ride")] = [
        interval_row("a", "Sally Ride", "launchedOn", "STS-7", "1983-06-18", "1983-06-24"),
        interval_row("b", "Sally Ride", "launchedOn", "STS-41-G", "1984-10-05", "1984-10-13"),
    ]
    first = TimeOf(facts=Facts(head="Valentina Tereshkova", relation="launchedOn", graph="graph8"))
    ride = TimeOf(facts=Facts(head="Sally Ride", relation="launchedOn", graph="graph8"), which="first")
    between = Between(first=first, second=ride, unit="year", after=True, elapsed=True)
    answers, why, _ = terms.solve(Query(question="?", asks="count", term=between), _Run())  # type: ignore[arg-type]
    assert answers == ["20"], why
    said = TimeOf(facts=Facts(head="Sally Ride", relation="launchedOn", graph="graph8"))  # neither first nor last
    between = Between(first=first, second=said, unit="year", after=True, elapsed=True)
    answers, why, _ = terms.solve(Query(question="?", asks="count", term=between), _Run())  # type: ignore[arg-type]
    assert answers == [] and "which day" in why


def test_a_name_said_exactly_is_never_its_homonym_with_a_disambiguator() -> None:
    """ "Survivor Australia: Champions vs. Contenders" said is that season, never "... (2019)", a later one of the
    same name: the reading that picks it is refused naming both; a name said in part otherwise passes."""
    names = ["Survivor Australia: Champions vs. Contenders", "Survivor Australia: Champions vs. Contenders (2019)"]
    said = "Survivor Australia: Champions vs. Contenders"
    why = homonym_said(said, names, {names[1], "Ross Clarke-Jones"})
    assert why is not None and names[0] in why and names[1] in why
    assert homonym_said(said, names, {names[0]}) is None
    assert (
        homonym_said("Gold Glove", ["Gold Glove", "National League Gold Glove"], {"National League Gold Glove"}) is None
    )
