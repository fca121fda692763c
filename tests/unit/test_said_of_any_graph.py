"""Names and words as people say them on any graph: an award named for a person said by the name alone ("the Cy
Young"), the second part of a hyphenated compound no name on its own ("All-Star"), and the whole years from the first
day of a state said "first" ("How many full years after A did B first go to space?")."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Between, Facts, Query, TimeOf
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.understanding.award_names import eponyms
from chronorag.understanding.name_forms import words_key
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
    out); never a surname no one of the graph has, nor a word of the dictionary ("the Hart")."""
    people = {words_key(p) for p in ("Georges Vezina", "Frank Calder", "Gerry Hart")}
    names = ["Vezina Trophy", "Calder Memorial Trophy", "Hart Memorial Trophy", "Selke Trophy"]
    said = eponyms(names, people)
    assert said == {"Vezina Trophy": {("vezina",)}, "Calder Memorial Trophy": {("calder",)}}


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
