"""A composition's cut right before a series' words said after a preposition of a setting ("at the first
Eurovision") says which edition is the setting: no composition reads it (`name_series.cut_names_an_edition`)."""

from __future__ import annotations

import pytest
from test_constructions import interval_parser

from chronorag.understanding.name_series import cut_names_an_edition
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize


@pytest.mark.parametrize(
    ("question", "word", "cut"),
    [
        ("Who finished last at the first Eurovision?", "first", True),
        ("Who won at the very last contest?", "last", True),
        ("Which country hosted the first Eurovision?", "first", False),  # the series' own n-th: no setting
        ("Who was the first act to finish last at Eurovision?", "first", False),  # not before the series' words
    ],
)
def test_a_cut_before_a_series_after_a_setting_preposition(question: str, word: str, cut: bool) -> None:
    names = interval_parser("contests").names
    toks = tokenize(question)
    at = next(t.i for t in toks if t.low == word)
    assert cut_names_an_edition(toks, (at, at + 1), [names]) is cut


@pytest.mark.parametrize(
    ("question", "word", "cut"),
    [
        # the ordinal and the words after it say a name of the graph in full: a ceremony, not the eighth winner (read
        # so, "the eighth Best Picture by start", right only while every year has one)
        ("Which film won Best Picture at the 8th Academy Awards?", "8th", True),
        ("Who won Best Picture at the 8th ceremony?", "8th", False),  # no name: the n-th as before
        ("Which film won the 8th Best Picture?", "8th", False),  # no setting before it
    ],
)
def test_a_cut_opening_a_name_said_after_a_setting_preposition(question: str, word: str, cut: bool) -> None:
    names = NameIndex.build(["8th Academy Awards", "Best Picture"], plain=True)
    toks = tokenize(question)
    at = next(t.i for t in toks if t.low == word)
    assert cut_names_an_edition(toks, (at, at + 1), [names]) is cut


@pytest.mark.parametrize(
    ("question", "word", "ordinal", "cut"),
    [
        # an n-th of two or more right before the series' words says an edition: the third World Cup's winner, not
        # the third team to win one (repeat winners part the two); the first edition's winner is the first to win
        ("Who won the third Eurovision?", "third", "3", True),
        ("Who won the first Eurovision?", "first", "1", False),
        ("Who was the third act to win Eurovision?", "third", "3", False),
        ("Who was Sweden's third Eurovision winner?", "third", "3", False),  # the series' words say what is counted
    ],
)
def test_an_nth_right_before_a_series_says_an_edition(question: str, word: str, ordinal: str, cut: bool) -> None:
    names = interval_parser("contests").names
    toks = tokenize(question)
    at = next(t.i for t in toks if t.low == word)
    assert cut_names_an_edition(toks, (at, at + 1), [names], {"ordinal": ordinal}) is cut
