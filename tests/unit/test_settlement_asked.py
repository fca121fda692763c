"""A settlement's noun asked ("Which city hosted the 1998 World Cup final?") of answers the names table says are
countries: refused (a reviewer's find: France came back, "city" ignored), never where an answer may be a city."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from chronorag.understanding.constructions.kind_fits import settlement_asked
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.reading import Ledger, Reading
from chronorag.understanding.tokens import tokenize

QUESTION = "Which city hosted the 1998 World Cup final?"


def _reading(hosts: list[str]) -> tuple[Reading, SimpleNamespace]:
    toks = tokenize(QUESTION)
    r = Reading(QUESTION, toks, Ledger(toks))
    r.answer_type, r.anchor, r.position, r.relation = "entity", "1998 FIFA World Cup", "tail", "hostedWorldCup"
    graph = SimpleNamespace(
        tails_of=lambda e, rel: [], heads_of=lambda e, rel: hosts if rel == "hostedWorldCup" else []
    )
    return r, graph


def test_a_city_asked_of_a_country_is_refused() -> None:
    r, graph = _reading(["France"])
    with pytest.raises(PlanningError, match="'city' asked; the graph's answers \\(France\\) are no such place"):
        settlement_asked(r, graph, [t for t in r.toks if t.low == "city"])  # type: ignore[arg-type]


def test_a_city_asked_of_answers_that_may_be_cities_is_left() -> None:
    r, graph = _reading(["Saint-Denis"])
    settlement_asked(r, graph, [t for t in r.toks if t.low == "city"])  # type: ignore[arg-type]
