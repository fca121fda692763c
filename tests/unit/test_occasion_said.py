"""An occasion said as the setting of the question's event (`understanding.occasion_said`): "at the 92nd Academy
Awards" is its one year, where every fact of it is written in that year; not an entity of many years, nor one whose
facts span two."""

from __future__ import annotations

from chronorag.understanding.names import NameIndex
from chronorag.understanding.occasion_said import as_its_year

NAMES = NameIndex.build(["92nd Academy Awards", "3rd Academy Awards", "Best Picture", "Meryl Streep"], plain=True)
YEARS = {"92nd Academy Awards": 2019}  # the one occasion alone in its year (`offline_planner.occasion_year`)


def years_of(entity: str) -> int | None:
    return YEARS.get(entity)


def test_an_occasion_after_a_setting_preposition_is_said_as_its_one_year() -> None:
    read = as_its_year("Which film won Best Picture at the 92nd Academy Awards?", NAMES, years_of)
    assert read is not None
    assert read[0] == "Which film won Best Picture in 2019?"
    assert "the 92nd Academy Awards" in read[1]


def test_an_entity_of_many_years_or_of_a_span_or_said_without_a_setting_is_left() -> None:
    assert as_its_year("Who won Best Picture at the 3rd Academy Awards?", NAMES, years_of) is None
    assert as_its_year("Who was nominated at Meryl Streep?", NAMES, years_of) is None
    assert as_its_year("Which films were nominated for the 92nd Academy Awards?", NAMES, years_of) is None
