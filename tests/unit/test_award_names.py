"""Awards as people say them (`award_names`) and a plain graph's organisations by their letters (`NameIndex`) or
as their names are clipped (`name_forms.clipped`)."""

from __future__ import annotations

from chronorag.understanding.award_names import makers_alone, said_as_award
from chronorag.understanding.name_forms import clipped
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize


def test_an_award_in_a_field_is_said_with_the_field_first() -> None:
    """ "the physics Nobel", "the physics prize", "the Nobel for physics"; a listed field alone ("medicine")."""
    physics = said_as_award("Nobel Prize in Physics")
    assert {("physics", "nobel"), ("physics", "prize"), ("nobel", "for", "physics")} <= physics
    medicine = said_as_award("Nobel Prize in Physiology or Medicine")
    assert {("medicine", "prize"), ("nobel", "in", "medicine"), ("physiology", "nobel")} <= medicine


def test_an_award_that_remembers_someone_is_said_by_their_name() -> None:
    """ "... Prize in Economic Sciences in Memory of Alfred Nobel": "the economics Nobel", "the economics prize"."""
    forms = said_as_award("Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel")
    assert {("economics", "nobel"), ("economics", "prize"), ("nobel", "in", "economics")} <= forms


def test_an_award_with_its_field_inside_is_said_without_its_maker() -> None:
    """ "Nobel Peace Prize": "the peace prize"; no form of a name that is no award."""
    assert ("peace", "prize") in said_as_award("Nobel Peace Prize")
    assert not said_as_award("International Committee of the Red Cross") and not said_as_award("Nobel")


def test_an_award_is_said_by_its_maker_whatever_its_field() -> None:
    """ "the Nobel Prize", "a Nobel": a partial form of each of the maker's awards (the one remembered too), which
    the question's context must settle."""
    assert ("nobel", "prize") in said_as_award("Nobel Prize in Physics")  # "nobel" alone: `without_award_word`
    assert ("nobel", "prize") in said_as_award("Nobel Peace Prize")
    assert ("henry",) not in said_as_award("Henry Draper Medal")
    economics = said_as_award("Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel")
    assert {("nobel", "prize"), ("nobel",)} <= economics


def test_an_award_named_for_a_person_is_said_by_the_surname() -> None:
    """ "the Norris Trophy" for James Norris Memorial Trophy, "the Selke Trophy" for Frank J. Selke Trophy, and in the
    plural ("How many Norris Trophies ...?"); never where the last word before the award word is a dictionary word
    ("Mark Messier Leadership Award" is no "Leadership Award")."""
    assert said_as_award("James Norris Memorial Trophy") == {("norris", "trophy")}
    assert said_as_award("Frank J. Selke Trophy") == {("selke", "trophy")}
    assert not said_as_award("Mark Messier Leadership Award")
    index = NameIndex.build(["James Norris Memorial Trophy", "Bobby Orr", "Jack Norris"], plain=True)
    toks = tokenize("How many Norris Trophies did Bobby Orr win?")
    said = [m.names for m in index.mentions(toks, {t.i for t in toks})]
    assert ["James Norris Memorial Trophy"] in said
    assert ("play", "trophy") not in said_as_award("FIFA Fair Play Trophy")


def test_an_award_is_said_by_its_maker_alone_beside_the_makers_awards_in_a_field() -> None:
    """ "a Nobel" may be the peace prize, where the graph holds the maker's prizes in a field; the Henry Draper
    Medal is no "Henry", nor the International Cosmos Prize "International"."""
    names = ["Nobel Peace Prize", "Nobel Prize in Physics", "Henry Draper Medal"]
    assert makers_alone(names) == {"Nobel Peace Prize": {("nobel",)}}
    assert not makers_alone(["International Cosmos Prize", "International Prize for Biology"])  # a dictionary word


def test_an_award_said_so_is_read_in_lower_case_where_one_is_left() -> None:
    """ "the chemistry prize" in a question that capitalises names: a partial form of the one award."""
    index = NameIndex.build(["Nobel Prize in Physics", "Nobel Prize in Chemistry", "Marie Curie"], plain=True)
    toks = tokenize("Did Marie Curie win the chemistry prize?")
    said = [m.names for m in index.mentions(toks, {t.i for t in toks})]
    assert ["Nobel Prize in Chemistry"] in said and ["Marie Curie"] in said


def test_a_plain_graphs_organisation_is_said_by_its_letters() -> None:
    """ "ICRC" for International Committee of the Red Cross, in a plain graph as in ICEWS; no person's letters."""
    index = NameIndex.build(["International Committee of the Red Cross", "Marie Sklodowska Curie"], plain=True)
    assert index.acronyms.get("icrc") == ["International Committee of the Red Cross"]
    assert "msc" not in index.acronyms


def test_letters_several_grounds_share_are_each_ground_in_part() -> None:
    """ "MCG" of Melbourne Cricket Ground and Marrara Cricket Ground (a ground's word makes no person's name): read
    in full as both, and in part as each, for the question's context to settle (`readings.partially`)."""
    index = NameIndex.build(["Marrara Cricket Ground", "Melbourne Cricket Ground", "Sydney Cricket Ground"], plain=True)
    both = ["Marrara Cricket Ground", "Melbourne Cricket Ground"]
    assert index.acronyms.get("mcg") == both and index.acronyms.get("scg") == ["Sydney Cricket Ground"]
    toks = tokenize("Who refereed at the MCG in 2025?")
    assert [m.names for m in index.mentions(toks, {t.i for t in toks})] == [both]
    assert [(m.names, m.how) for m in index.partial_mentions(toks, {t.i for t in toks})] == [(both, "readings.partial")]
    sydney = tokenize("Who refereed at the SCG in 2025?")
    assert index.partial_mentions(sydney, {t.i for t in sydney}) == []  # one ground: said in full


def test_a_name_clipped_in_its_parenthesis_is_said_so() -> None:
    assert clipped("California Institute of Technology (Caltech)") == ("caltech",)
    assert clipped("Massachusetts Institute of Technology (MIT)") is None  # letters: an acronym, read as one
    assert clipped("Paris (Texas)") is None  # a disambiguator
    assert clipped("Georgia (country)") is None
    assert clipped("Technische Hochschule (Tech)") is None  # one beginning, and one letter, is no clipping
