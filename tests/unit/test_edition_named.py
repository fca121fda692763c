"""An edition said by its series beside a year, read as the one the named entity is linked with: which names are
editions of one year."""

from chronorag.understanding.edition_named import _one_years


def test_editions_of_one_year() -> None:
    assert _one_years(["2003 Wimbledon Men's Singles", "2003 Wimbledon Women's Singles"])


def test_names_of_two_years_or_none_are_no_editions_of_one() -> None:
    assert not _one_years(["2003 Wimbledon Men's Singles", "2004 Wimbledon Women's Singles"])
    assert not _one_years(["Venus Williams", "Serena Williams"])
    assert not _one_years(["1977 Australian Open (January) 1977", "1977 Australian Open (December)"])
