"""The sensor family's corpus (understanding/corpus/sensor.toml): each question gives the trip its line says (its
start and length, or the refusal), read by the rules it names (data/rules/sensor.toml), on an excerpt of the real
station list; every rule of the family has a line that needs it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, model_validator

import chronorag.understanding
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import rules
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.sensor import SensorParser
from factories import IRISH_STATIONS

CORPUS = Path(chronorag.understanding.__file__).parent / "corpus" / "sensor.toml"


class Line(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str
    fires: list[str] = []
    start: str | None = None  # HH:MM, the trip's start in the station's clock
    minutes: int | None = None
    refused: str | None = None

    @model_validator(mode="after")
    def _one(self) -> Line:
        if (self.start is None) == (self.refused is None):
            raise ValueError(f"{self.question!r}: give the trip or the refusal")
        return self


LINES = [Line.model_validate(row) for row in tomllib.loads(CORPUS.read_text(encoding="utf-8"))["example"]]


@pytest.fixture(scope="module")
def parser() -> SensorParser:
    return SensorParser(PlaceIndex.build(IRISH_STATIONS), default_year=2017)


@pytest.mark.parametrize("line", LINES, ids=[line.question for line in LINES])
def test_the_corpus_line_holds(parser: SensorParser, line: Line) -> None:
    if line.refused is not None:
        with pytest.raises(PlanningError, match=line.refused):
            parser.read(line.question)
        return
    plan, fired = parser.read(line.question)
    assert (f"{plan.start:%H:%M}", plan.duration_minutes) == (line.start, line.minutes)
    assert fired == line.fires


def test_every_rule_has_a_corpus_line() -> None:
    named = {name for line in LINES for name in line.fires}
    assert sorted({p.row.name for p in rules("sensor")} - named) == []
