"""A series whose names hold a mark of names ("2015 FIFA Women's World Cup"): said beside its year, the edition, read
as the name index reads its words ("'s" one of them), so the time stage leaves the year to the name
(`name_series.edition_years`)."""

from __future__ import annotations

from chronorag.understanding.name_series import edition_years
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize

YEARS = (1991, 1995, 1999, 2003, 2007)
NAMES = [
    *(f"{y} FIFA Women's World Cup" for y in YEARS),
    *(f"{y} FIFA World Cup" for y in (1990, 1994, 1998, 2002, 2006)),
]


def test_an_edition_said_with_a_mark_of_names_keeps_its_year() -> None:
    index = NameIndex.build(NAMES, plain=True)
    toks = tokenize("Which country hosted the 1991 Women's World Cup?")
    assert edition_years(toks, index) == {next(t.i for t in toks if t.text == "1991")}
    (said,) = index.mentions(toks, {t.i for t in toks})
    assert said.names == ["1991 FIFA Women's World Cup"]
    toks = tokenize("Which country hosted the 1990 World Cup?")
    assert edition_years(toks, index) == {next(t.i for t in toks if t.text == "1990")}
