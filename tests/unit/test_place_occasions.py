"""A country's dated occasion as people say it (`understanding/place_occasions.py`): owned by the country, by its
people's adjective or another name of it, the date first, the kind by its last word or said otherwise."""

from __future__ import annotations

from chronorag.understanding.place_occasions import place_occasions


def test_an_election_named_by_country_kind_and_date_is_said_as_people_say_it() -> None:
    forms = place_occasions(["Spain parliamentary election November 2019", "Netherlands parliamentary election 2017"])
    spain = forms["Spain parliamentary election November 2019"]
    assert ("spain", "'s", "november", "2019", "election") in spain  # "Spain's November 2019 election"
    assert ("spain", "'s", "2019", "election") in spain  # the month left out: any of that year's, the context to tell
    assert ("2019", "spanish", "general", "election") in spain  # "the 2019 Spanish general election"
    dutch = forms["Netherlands parliamentary election 2017"]
    assert ("2017", "dutch", "general", "election") in dutch and ("holland", "'s", "2017", "election") in dutch


def test_a_name_of_no_country_or_no_date_has_none() -> None:
    assert place_occasions(["Eurovision Song Contest 2012", "Spain parliamentary election", "Kurz I"]) == {}
