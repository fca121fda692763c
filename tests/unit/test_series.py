"""A series said for any of its editions (`rag.kg_irag.series`): "When did Goran Ivanisevic win Wimbledon?" is of
any "<year> Wimbledon ... Singles" tied to Wimbledon by one relation, each edition an occasion of one day; a country
players represent over years is no series, nor an entity of the relation asked. And a reading whose other side is
such a series fits the relation its editions take part in (`in_context.misfit`)."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import EventPlan
from chronorag.rag.kg_irag import occasions
from chronorag.rag.kg_irag.series import editions, named_for_another_year, year_apart
from chronorag.understanding.in_context import misfit
from chronorag.understanding.names import NameIndex
from chronorag.understanding.reading import Graph
from chronorag.understanding.relations import RelationLexicon


def _row(head: str, relation: str, tail: str, start: str, end: str | None = None) -> IntervalRow:
    return IntervalRow(
        id=f"{head}{relation}{tail}",
        head=head,
        relation=relation,
        tail=tail,
        start=start,
        end=end or start,
        start_precision="day",
        end_precision="day",
        start_year=int(start[:4]),
        end_year=int((end or start)[:4]),
        kind="state",
    )


WIMBLEDON = [
    _row("2001 Wimbledon Men's Singles", "editionOf", "Wimbledon", "2001-06-25"),
    _row("2001 Wimbledon Women's Singles", "editionOf", "Wimbledon", "2001-06-25"),
    _row("2002 Wimbledon Men's Singles", "editionOf", "Wimbledon", "2002-06-24"),
]


def test_a_series_is_any_of_its_editions_each_on_its_day() -> None:
    found = editions(WIMBLEDON, "Wimbledon", "wonTitle")
    assert found["2001 Wimbledon Women's Singles"] == "2001-06-25" and len(found) == 3
    assert editions(WIMBLEDON, "Wimbledon", "editionOf") == {}  # the relation that ties them is asked of itself


def test_a_state_a_relation_of_its_own_or_one_edition_is_no_series() -> None:
    spain = [_row("Juan Gisbert", "representedCountry", "Spain", "1968-01-19", "1976-09-01"), WIMBLEDON[0]]
    assert editions(spain[:1] * 2, "Spain", "beat") == {}
    assert editions([*WIMBLEDON, _row("Wimbledon", "heldIn", "London", "1877-07-09")], "Wimbledon", "beat") == {}
    assert editions(WIMBLEDON[:1], "Wimbledon", "wonTitle") == {}


def _plan(other: str) -> EventPlan:
    return EventPlan(
        question="Did Pete Sampras win Wimbledon?",
        qtype="equal",
        answer_type="yes_no",
        anchor="Pete Sampras",
        position="head",
        other=other,
        relation="wonTitle",
    )


def test_a_series_said_as_the_other_side_fits_its_editions_relation() -> None:
    held = {"Pete Sampras": ["wonTitle", "beat"], "Wimbledon": ["editionOf"]}
    names = NameIndex.build(["Pete Sampras", "Wimbledon"], plain=True)
    lexicon = RelationLexicon(["wonTitle", "beat", "editionOf"], intervals=True)
    bare = Graph(names, lexicon, relations_of=lambda e: held.get(e, []))
    assert misfit(bare, _plan("Wimbledon")) == ("Wimbledon", "wonTitle")
    series = Graph(names, lexicon, relations_of=lambda e: held.get(e, []), series_part=lambda e, r: e == "Wimbledon")
    assert misfit(series, _plan("Wimbledon")) is None
    sampras_first = _plan("Wimbledon").model_copy(update={"anchor": "Wimbledon", "other": "Pete Sampras"})
    assert misfit(series, sampras_first) == ("Wimbledon", "wonTitle")  # the anchor is never read so


def test_a_fact_of_an_edition_on_its_day_is_read_with_the_series_on_that_side(monkeypatch: pytest.MonkeyPatch) -> None:
    """`occasions.said_of`: the entity said, else one of its editions on its day, read with the series there."""
    monkeypatch.setattr(occasions, "entity_intervals", lambda client, dataset, entity, limit: WIMBLEDON)
    monkeypatch.setattr(occasions, "series_parts", lambda client, dataset, entity: frozenset({"wonTitle"}))
    kept = occasions.said_of(None, "graph14", "Wimbledon", "wonTitle")  # type: ignore[arg-type]
    won = _row("Goran Ivanisevic", "wonTitle", "2001 Wimbledon Men's Singles", "2001-06-25")
    read = kept(won, won.tail)
    assert read is not None and read.tail == "Wimbledon" and read.start == "2001-06-25"
    late = _row("Goran Ivanisevic", "wonTitle", "2001 Wimbledon Men's Singles", "2001-07-09")
    assert kept(late, late.tail) is None  # not the edition's day
    assert occasions.said_of(None, "graph14", None, "wonTitle")(won, won.tail) is won  # type: ignore[arg-type]


OPENS = {  # the Australian Open of the 1970s: an edition named for a year often began late in the year before
    "1975 Australian Open Men's Singles": "1974-12-21",
    "1976 Australian Open Men's Singles": "1975-12-26",
    "1985 Australian Open Men's Singles": "1985-11-25",
}


def test_a_year_asked_that_names_one_edition_and_begins_another_says_either() -> None:
    """ "Who won the Australian Open in 1975?" answered the 1976 edition, begun on 1975-12-26 (a reviewer's find):
    the year may say the edition named so or the one begun then; where they agree, or no one year is asked, no
    doubt."""
    why = year_apart(OPENS, date(1975, 1, 1), date(1976, 1, 1))
    assert "1975 Australian Open Men's Singles" in why and "1976 Australian Open Men's Singles" in why
    assert year_apart(OPENS, date(1985, 1, 1), date(1986, 1, 1)) == ""
    assert year_apart(OPENS, date(1975, 1, 1), date(1977, 1, 1)) == ""


def test_a_time_answered_of_an_edition_named_for_another_year_says_so() -> None:
    """ "When did Evonne Goolagong win the Australian Open?" said 1973 of the 1974 edition (begun 1973-12-26)."""
    assert "named for 1975" in named_for_another_year([("1975 Australian Open Men's Singles", "1974-12-21")])
    assert named_for_another_year([("1985 Australian Open Men's Singles", "1985-11-25")]) == ""
