"""A question's tokens are made once per text and shared (they are frozen); the lists are each caller's own, and
a span's word key is its tokens' keys end to end (no token spans a space), which the initialled-name reading
grows a token at a time."""

from __future__ import annotations

import pytest

from chronorag.understanding.name_forms import words_key
from chronorag.understanding.tokens import tokenize

TEXTS = [
    "Who visited China on 8 May 2013?",
    "Didn't O'Brien meet the U.S. envoy at 3pm on 2017-03-05, or in the 1990's?",
    "How old was William Shatner when he flew on NS-18?",
    "al-Maliki's talks with Sa'ar at 10:30 a.m. on 5/3/2014 (the 2nd round) — o'clock",
    "Kevin Sharp (footballer) of Aston Villa F.C. can't, won't and shouldn't say",
]


@pytest.mark.parametrize("text", TEXTS)
def test_each_caller_gets_a_list_of_its_own(text: str) -> None:
    first, second = tokenize(text), tokenize(text)
    assert first == second and first is not second
    first.pop()
    assert len(tokenize(text)) == len(second) == len(first) + 1


@pytest.mark.parametrize("text", TEXTS)
def test_a_spans_key_is_its_tokens_keys_end_to_end(text: str) -> None:
    toks = tokenize(text)
    for i in range(len(toks)):
        grown: tuple[str, ...] = ()
        for j in range(i + 1, len(toks) + 1):
            grown += words_key(toks[j - 1].text)
            assert grown == words_key(" ".join(t.text for t in toks[i:j])), (i, j)
