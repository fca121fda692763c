"""Offices as people say them, derived from the name alone: "<what> <title>" for "<title> [of state] for | of
<what>", a place's adjective, and words written as their letters."""

from __future__ import annotations

from chronorag.understanding.constructions.qualifier_named import _says
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import (
    BODY_WORDS,
    KNOWN_PLACES,
    initials,
    of_head,
    of_heads,
    partial_forms,
    shared_heads,
)
from chronorag.understanding.name_separated import after_acronym, said_around, set_apart
from chronorag.understanding.names import NameIndex
from chronorag.understanding.office_names import (
    abbreviated,
    heads_a_government,
    office_forms_inverted,
    said_alone,
    said_as_office,
)
from chronorag.understanding.tokens import tokenize


def _said(*phrases: str) -> set[tuple[str, ...]]:
    return {words_key(p) for p in phrases}


def test_an_office_for_what_it_is_for_is_said_the_other_way_round() -> None:
    assert office_forms_inverted("Secretary of State for Defence") == _said("Defence Secretary")
    assert office_forms_inverted("Chancellor of the Exchequer") == _said("Exchequer Chancellor")


def test_the_first_part_of_what_it_is_for_less_a_department_word_says_it_too() -> None:
    foreign = "Secretary of State for Foreign and Commonwealth Affairs"
    assert _said("Foreign Secretary") <= office_forms_inverted(foreign)
    assert _said("Home Secretary") <= office_forms_inverted("Secretary of State for the Home Department")
    assert _said("Environment Secretary") <= office_forms_inverted(
        "Secretary of State for Environment, Food and Rural Affairs"
    )


def test_a_place_is_said_by_its_adjective() -> None:
    assert _said("Scottish Secretary", "Scotland Secretary") == office_forms_inverted("Secretary of State for Scotland")


def test_names_that_are_no_office_of_something_give_nothing() -> None:
    assert office_forms_inverted("Prime Minister") == set()
    assert office_forms_inverted("House of Commons") == set()  # "house" is no title
    assert office_forms_inverted("Secretary of State") == set()  # for nothing


def test_words_are_written_as_their_letters() -> None:
    assert abbreviated(words_key("Deputy Prime Minister")) == _said("Deputy PM")
    assert _said("PM") <= said_as_office("Prime Minister")
    assert abbreviated(words_key("Prime Suspect")) == set()


def test_a_kind_of_office_everyone_holds_is_no_form_of_one() -> None:
    assert office_forms_inverted("Minister for the Cabinet Office") == _said("Cabinet Office Minister")


def test_an_office_that_heads_a_government_is_its_title_alone_or_of_a_place() -> None:
    assert heads_a_government("Prime Minister")
    assert heads_a_government("President of the United States")
    assert not heads_a_government("Deputy Prime Minister")  # more before the title
    assert not heads_a_government("Vice President of the United States")
    assert not heads_a_government("President of the Board of Trade")  # of no place
    assert not heads_a_government("Chancellor of the Exchequer")


def test_a_title_a_few_offices_open_with_says_any_of_them_and_one_many_open_with_none() -> None:
    """ "Governor" of the Bank or of Gibraltar: a partial form of each (the context to leave one); "Minister"
    opens five offices or more (one said as "Role (Place)", never an owner itself, still counted): a kind, no name."""
    names = [
        "Governor of the Bank of England",
        "Governor of Gibraltar",
        "Lord Chancellor",
        "Minister of Transport",
        "Minister of Agriculture, Fisheries and Food",
        *(f"Minister of State ({d})" for d in ("Home Office", "Cabinet Office", "Treasury")),
        "House of Commons",
        "House of Lords",
    ]
    assert shared_heads(*of_heads(names)) == {("governor",)}  # "house" is no title; "minister" says a kind
    index = NameIndex.build(names, plain=True)
    assert sorted(index.partial[("governor",)]) == ["Governor of Gibraltar", "Governor of the Bank of England"]
    assert ("minister",) not in index.forms and ("house",) not in index.forms


def test_a_title_said_alone_is_the_office_people_mean_by_it() -> None:
    """ "the Chancellor": of the Exchequer, never of the Duchy of Lancaster (`names.office_title_alone`); a graph
    without the office meant, or with a chancellor of something the row does not outrank, keeps every office the
    title opens."""
    both = ["Chancellor of the Exchequer", "Chancellor of the Duchy of Lancaster"]
    assert said_alone(("chancellor",), both) == ["Chancellor of the Exchequer"]
    assert said_alone(("chancellor",), [*both, "Chancellor of Germany"]) == [*both, "Chancellor of Germany"]
    assert said_alone(("chancellor",), [*both[1:], "Chancellor of the University"]) == [
        *both[1:],
        "Chancellor of the University",
    ]
    assert NameIndex.build([*both, "Lord Chancellor"], plain=True).partial[("chancellor",)] == both[:1]


def test_what_an_office_is_for_is_said_in_the_one_word_people_use_for_it() -> None:
    assert _said("Brexit Secretary") <= office_forms_inverted("Secretary of State for Exiting the European Union")


def test_one_holding_of_two_offices_is_said_by_the_first() -> None:
    """ "the Chief Whip": the first of two offices held as one; never two places joined so ("Chelsea and Fulham")."""
    assert of_head("Chief Whip and Parliamentary Secretary to the Treasury") == _said("Chief Whip").pop()
    assert of_head("Chelsea and Fulham") is None
    assert of_head("Trinidad and Tobago") is None


def test_a_person_of_three_words_or_more_is_said_by_the_initials() -> None:
    """ "IDS", "JFK": a partial form the question's context settles (never an acronym read whatever the context);
    never names whose first words are words ("Bahrain Grand Prix"), nor of two words."""
    assert initials("Iain Duncan Smith") == words_key("IDS")
    assert initials("John F. Kennedy") == ("jfk",)
    assert initials("Bahrain Grand Prix") is None and initials("Tony Blair") is None
    index = NameIndex.build(["Iain Duncan Smith", "Ivan Dmitri Sokolov", "Tony Blair"], plain=True)
    assert index.forms[words_key("IDS")] == ["Iain Duncan Smith", "Ivan Dmitri Sokolov"]  # both: the context decides
    assert not index.acronyms


def test_initials_are_read_only_in_capitals() -> None:
    """ "How many years ...?": "How" is no Harold O. Wilson's initials, "HOW" would be."""
    index = NameIndex.build(["Harold O. Wilson", "Tony Blair"], plain=True)
    said, capitals = tokenize("How"), tokenize("HOW")
    assert index._names_said(said[0], ("how",), 1, "every") == ([], True)
    assert index._names_said(capitals[0], ("how",), 1, "every") == (["Harold O. Wilson"], True)


def test_an_office_said_otherwise_is_read_in_lower_case() -> None:
    """ "Who was deputy PM in 2002?": the writer capitalises names, and says an office in lower case."""
    index = NameIndex.build(["Deputy Prime Minister", "Prime Minister", "Tony Blair"], plain=True)
    assert index._office_head(words_key("deputy PM"))


def test_a_department_is_said_by_what_it_is_for_and_a_name_before_its_subtitle() -> None:
    """ "Trade and Industry" for the department, never one word ("Health"); "Change UK" before its subtitle."""
    assert _said("Trade and Industry") <= partial_forms("Department of Trade and Industry", plain=True)[0]
    assert not partial_forms("Department of Health", plain=True)[0]
    assert _said("Change UK") <= partial_forms("Change UK - The Independent Group", plain=True)[0]
    assert not partial_forms("Technion - Israel Institute of Technology", plain=True)[0]


def test_an_alliance_is_said_by_each_of_its_members() -> None:
    """ "the Greens" for Alliance 90 / Greens, "Christian Social Union" for CDU / CSU: each part between slashes set
    apart by spaces; a slash inside a word ("AUSTRALIE/SUISSE") joins nothing, and no event graph's name has one."""
    assert _said("Greens", "Alliance 90") <= partial_forms("Alliance 90 / Greens", plain=True)[0]
    union = "Christian Democratic Union / Christian Social Union"
    assert _said("Christian Social Union", "Christian Democratic Union") <= partial_forms(union, plain=True)[0]
    assert not {f for f in partial_forms("Baker Bowl/Shibe Park", plain=True)[0] if f in _said("Shibe Park")}
    assert not partial_forms("Alliance 90 / Greens", plain=False)[0] & _said("Greens")


def test_a_name_is_said_without_the_organisation_letters_that_open_it() -> None:
    """ "First All-Star Team" for NHL First All-Star Team (so "First" is no ordinal there); never one word ("US
    Open"), never a known place ("ACT New Zealand" is no "New Zealand" this way), never words in lower case."""
    assert _said("First All-Star Team") <= partial_forms("NHL First All-Star Team", plain=True)[0]
    assert _said("Goddard Space Flight Center") <= partial_forms("NASA Goddard Space Flight Center", plain=True)[0]
    assert after_acronym("US Open") is None
    assert after_acronym("MRC Laboratory of Molecular biology") is None  # its last word in lower case
    assert words_key("New Zealand") not in set_apart("ACT New Zealand", KNOWN_PLACES, BODY_WORDS)
    index = NameIndex.build(["NHL First All-Star Team", "NHL Second All-Star Team", "Bobby Orr"], plain=True)
    tokens = tokenize("In which years was Bobby Orr named to the First All-Star Team?")
    said = index.mentions(tokens, set(range(len(tokens))))
    assert [m.names for m in said] == [["Bobby Orr"], ["NHL First All-Star Team"]]


def test_a_name_that_ends_with_a_stop_takes_the_stop_where_the_question_goes_on() -> None:
    """ "Who succeeded Walter John Stoessel Jr. as ...": the stop is the name's, so "as" follows the name."""
    index = NameIndex.build(["Walter John Stoessel Jr.", "Under Secretary of State"], plain=True)
    tokens = tokenize("Who succeeded Walter John Stoessel Jr. as Under Secretary of State?")
    said = index.mentions(tokens, set(range(len(tokens))))
    assert [(m.names, tokens[m.j].text) for m in said] == [
        (["Walter John Stoessel Jr."], "as"),
        (["Under Secretary of State"], "?"),
    ]
    others = NameIndex.build(["Barack Obama"], plain=True)
    ended = tokenize("Who met Barack Obama.")
    assert [ended[m.j].text for m in others.mentions(ended, set(range(len(ended))))] == ["."]  # no stop of his


def test_a_post_is_said_at_the_body_its_name_holds_in_brackets() -> None:
    """ "Minister of State at the Home Office" for Minister of State (Home Office), the whole name (it had been read
    as the bare title, any of the departments' Ministers of State: a reviewer's find); no body, no such form."""
    assert _said("Minister of State at the Home Office") <= said_around("Minister of State (Home Office)")
    assert not said_around("Kevin Sharp (footballer)")
    names = ["Minister of State (Home Office)", "Minister of State (HM Treasury)", "Minister of State", "Home Office"]
    index = NameIndex.build(names, plain=True)
    tokens = tokenize("Who was Minister of State at the Home Office in 2000?")
    assert [m.names for m in index.mentions(tokens, set(range(len(tokens))))] == [["Minister of State (Home Office)"]]


def test_words_before_the_noun_asked_said_with_it_in_a_name_never_of_a_posts_noun() -> None:
    """ "Memorial trophies": Hart Memorial Trophy says them with the noun asked; "Cabinet offices" is no Minister for
    the Cabinet Office (a review's find: the noun "office" of the post made it one); a title qualified after it is
    that title ("Director General")."""
    assert _says("Hart Memorial Trophy", ["memorial"], "trophy")
    assert not _says("Minister for the Cabinet Office", ["cabinet"], "office")
    assert _says("Director General of the Foreign Service", ["director"], "post")
    assert not _says("Cabinet Office Minister", ["cabinet"], "post")
