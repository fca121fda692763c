"""Names told apart by the place in their parentheses, read as the one whose place the question says elsewhere."""

from __future__ import annotations

import pytest

from chronorag.understanding.names import Mention
from chronorag.understanding.place_told import told_by_its_place
from chronorag.understanding.tokens import tokenize

CONSERVATIVES = ["Conservatives (Denmark)", "Conservatives (France)", "Conservatives (United Kingdom)"]


@pytest.mark.parametrize(
    ("question", "names", "told"),
    [
        ("Did the Conservatives win seats in UK elections?", CONSERVATIVES, ["Conservatives (United Kingdom)"]),
        ("Were the Conservatives in government in Denmark?", CONSERVATIVES, ["Conservatives (Denmark)"]),
        ("Were the Conservatives in government in 2005?", CONSERVATIVES, CONSERVATIVES),  # no place said
        ("Did the Conservatives of France or Denmark win?", CONSERVATIVES, CONSERVATIVES),  # two places
        ("Did Titanic beat Denmark?", ["Titanic (1997 film)", "Titanic (Denmark)"], ["Titanic (Denmark)"]),
        ("Did Labour win in Denmark?", ["Labour", "Labour (Denmark)"], ["Labour", "Labour (Denmark)"]),  # one bare
    ],
)
def test_the_place_said_tells_the_name(question: str, names: list[str], told: list[str]) -> None:
    toks = tokenize(question)
    k = next(t.i for t in toks if t.text in ("Conservatives", "Titanic", "Labour"))
    assert told_by_its_place(toks, Mention(list(names), k, k + 1)).names == told
