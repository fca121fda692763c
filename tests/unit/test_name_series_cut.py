"""A composition's cut right before a series' words said after a preposition of a setting ("at the first
Eurovision") says which edition is the setting: no composition reads it (`name_series.cut_from_a_setting`)."""

from __future__ import annotations

import pytest
from test_constructions import interval_parser

from chronorag.understanding.name_series import cut_from_a_setting
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
    assert cut_from_a_setting(toks, (at, at + 1), [names]) is cut
