"""A relation's own noun said for a one-word name (`relation_nouns`) and a series said by its first word beside a
year (`name_series.head_noun_form`)."""

from __future__ import annotations

from chronorag.understanding.constructions.said_in_full import name_words
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.name_series import edition_forms, edition_year, head_noun_form, series_of
from chronorag.understanding.reading import Clause, Reading, same_clause
from chronorag.understanding.relation_nouns import noun_for_a_name, qualifies
from chronorag.understanding.tokens import Ledger, tokenize

NOUNS = frozenset({"tour", "stage"})
EDITIONS = [f"{y} Tour de France" for y in range(2005, 2010)]
STAGES = [f"{y} Tour de France, stage 12" for y in range(2005, 2010)]


def _said(question: str, word: str, names: list[str]) -> bool:
    toks = tokenize(question)
    at = next(t.i for t in toks if t.text == word)
    return noun_for_a_name(toks, Mention(names, at, at + 1), NOUNS)


def test_a_relation_noun_is_no_name_said_in_another_inflection() -> None:
    assert _said("Did Chris Froome ever win the Tour?", "Tour", ["Tours"])
    assert not _said("Did Chris Froome ever win the Tours?", "Tours", ["Tours"])  # as written: the town
    assert not _said("Did Chris Froome ever win the tour?", "tour", ["Tours"])  # no capital


def test_what_is_counted_or_asked_is_no_name_written_so() -> None:
    assert _said("How many Tours did Bernard Hinault finish?", "Tours", ["Tours"])
    assert _said("Which Tours did Bernard Hinault finish?", "Tours", ["Tours"])


def test_a_noun_said_of_another_qualifies_it() -> None:
    toks = tokenize("Which team was he on for his last Tour win?")
    assert qualifies(toks, 9)  # "win"
    toks = tokenize("Who won the Tour right after his last win?")
    assert not qualifies(toks, 4)  # "right": an adverb too
    assert not qualifies(toks, 4, {4})


def test_a_series_is_said_by_its_first_noun_beside_a_year() -> None:
    forms = edition_forms(series_of([*EDITIONS, *STAGES]))
    assert forms[("2008", "tour")] == ["2008 Tour de France"]
    assert forms[("tour", "in", "2008")] == ["2008 Tour de France"]
    assert forms[("2008", "tour", "de", "france", "title")] == ["2008 Tour de France"]  # the title it is
    assert forms[("tour", "de", "france", "title", "in", "2008")] == ["2008 Tour de France"]


def test_not_of_two_series_that_part_after_it() -> None:
    men = [f"{y} Australian Open Men's Singles" for y in range(2005, 2010)]
    women = [f"{y} Australian Open Women's Singles" for y in range(2005, 2010)]
    found = series_of([*men, *women])
    assert all(head_noun_form(words, years, found) == set() for words, years in found.items())


def test_a_kind_the_main_clause_asks_is_not_the_reference_clauses() -> None:
    question = "Which team did X ride for when he won the 2009 Tour?"
    toks = tokenize(question)
    r = Reading(question, toks, Ledger(toks, {}))
    assert same_clause(r, 1, 9)  # no reference read: one clause
    r.ref = Clause(7, 12, [])  # "when he won the 2009 Tour"
    assert not same_clause(r, 1, 9)  # "team" of the main clause, "won" of the reference
    assert same_clause(r, 9, 11)


def test_three_years_of_the_same_words_are_a_series_two_are_not() -> None:
    """ "2022 Tour de France Femmes" ... 2024: the same event held again; two years may be two names alike."""
    femmes = [f"{y} Tour de France Femmes" for y in (2022, 2023, 2024)]
    assert ("tour", "de", "france", "femme") in series_of(femmes)  # word keys
    assert series_of(femmes[:2]) == {}


def test_an_editions_year_is_the_year_its_name_opens_or_closes_with() -> None:
    assert edition_year("1930 FIFA World Cup") == "1930"
    assert edition_year("Eurovision Song Contest 1956") == "1956"
    assert edition_year("Tour de France Femmes") == ""


def test_a_word_said_another_way_is_read_in_the_plural_too() -> None:
    """ "How many titles did X win?": "titles" says the championship of wonChampionship as "title" does, never
    left for the race wins of `won` (41 of Senna's, not his 3 titles)."""
    assert "championship" in name_words(tokenize("titles")[0])
    assert "championship" in name_words(tokenize("title")[0])
