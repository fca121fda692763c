"""A word said of a series' setting between its year and its noun ("at the 2015 Women's World Cup", "Who won the 2019
Women's World Cup?"): the graph names its settings with their year ("2015 FIFA Women's World Cup"), so the word
says nothing the year does not where every setting the graph names with that year and noun has the word right
before the noun; where one of them has it not, the word would pick among them (refused, never ignored)."""

from __future__ import annotations

from collections.abc import Sequence

from chronorag.understanding.lexicon import phrase_list

POSSESSIVE_MARKS = tuple(phrase_list("common", "possessive_marks"))  # "Women's", "the States'"


def said_of_every(names: Sequence[str], year: str, word: str, noun: str) -> bool:
    """Whether the graph names a setting of `year` by `noun` ("World Cup"), and every one it names so says `word`
    ("Women's", "women") right before the noun."""
    noun, word = noun.lower(), word.lower()
    settings = [f" {n.lower()} " for n in names if year in n.split() and f" {noun} " in f" {n.lower()} "]
    forms = [f" {word}{mark} {noun} " for mark in ("", *POSSESSIVE_MARKS)]
    return bool(settings) and all(any(form in n for form in forms) for n in settings)
