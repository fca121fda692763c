"""A part of a name said beside words of the name the graph does not hold ("Did Peter Crouch play for Portsmouth?"
of a graph holding Winston Peters): the reason names the whole name the question says, never the part ("'Peter'
may be any of Winston Peters, ..." read as if the question asked of them); a question word opening the question
and the small words inside people's names are read as said."""

from __future__ import annotations

from dataclasses import dataclass, field

from chronorag.understanding.constructions.names import _name_run
from chronorag.understanding.tokens import Token, tokenize


@dataclass
class _Read:
    toks: list[Token]
    taken: set[int] = field(default_factory=set)

    def free(self, i: int) -> bool:
        return i not in self.taken


def _run(question: str, part: str) -> str:
    toks = tokenize(question)
    i = next(t.i for t in toks if t.text == part)
    start, end = _name_run(_Read(toks), i, i + 1)  # type: ignore[arg-type]
    return " ".join(t.text for t in toks[start:end])


def test_the_whole_name_around_the_part() -> None:
    assert _run("Did Peter Crouch turn out for Portsmouth in 2009?", "Peter") == "Peter Crouch"
    assert _run("How old was John von Neumann when he died?", "John") == "John von Neumann"


def test_a_part_said_alone_is_its_own_run() -> None:
    assert _run("When did Huxley die?", "Huxley") == "Huxley"


def test_words_read_otherwise_are_no_part_of_it() -> None:
    toks = tokenize("When did Huxley visit Portsmouth?")
    i = next(t.i for t in toks if t.text == "Huxley")
    assert _name_run(_Read(toks, {i + 1}), i, i + 1) == (i, i + 1)  # type: ignore[arg-type]
