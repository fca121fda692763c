"""A fact of the same day (`Alongside`: "at home", "away"), evaluated in memory as the compiler reads it."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.memory import evaluate
from chronorag.algebra.terms import Facts, Query
from chronorag.cypher.algebra import compile_query
from chronorag.plans import Alongside

D1, D2, D3 = date(2019, 1, 5), date(2019, 2, 9), date(2019, 3, 2)
FACTS = [  # (key, head, relation, tail, date): one match a day, its result and who hosted it
    ("1", "Liverpool FC", "hosted", "Everton FC", D1),
    ("2", "Everton FC", "beat", "Liverpool FC", D1),
    ("3", "Everton FC", "hosted", "Liverpool FC", D2),
    ("4", "Everton FC", "beat", "Liverpool FC", D2),
    ("5", "Chelsea FC", "hosted", "Liverpool FC", D3),
    ("6", "Liverpool FC", "drewWith", "Chelsea FC", D3),
]
SPAN = (date(2019, 1, 1), date(2020, 1, 1))


def _days(facts: Facts) -> list[str]:
    row = evaluate(FACTS, Query(asks="time", term=facts), SPAN)
    return sorted({str(f[4]) for f in row["facts"]})


def test_at_home_and_away_keep_the_facts_of_those_days() -> None:
    home = Alongside(relation="hosted", entity="Liverpool FC", side="head")
    away = Alongside(relation="hosted", entity="Liverpool FC", side="tail")
    lost = Facts(relation="beat", tail="Liverpool FC")
    assert _days(lost.model_copy(update={"alongside": home})) == ["2019-01-05"]  # lost at home
    assert _days(lost.model_copy(update={"alongside": away})) == ["2019-02-09"]  # lost away
    drew = Facts(head="Liverpool FC", relation="drewWith", either_way=True)
    assert _days(drew.model_copy(update={"alongside": away})) == ["2019-03-02"]  # drew away, however written
    assert _days(drew.model_copy(update={"alongside": home})) == []


def test_alongside_of_an_interval_graph_is_no_event_term() -> None:
    """Of facts true over intervals it says where an instant put its side (`rag/kg_irag/placed.py`): the event
    graph's compiler never reads such a term."""
    court = Alongside(relation="servedOn", entity="Supreme Court", side="tail")
    term = Facts(tail="Reagan", relation="appointedBy", graph="graph7", alongside=court)
    with pytest.raises(ValueError, match="interval graphs"):
        compile_query(Query(asks="time", term=term), SPAN)
