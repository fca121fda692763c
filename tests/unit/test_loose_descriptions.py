"""Loose descriptions: a sector said in words that fit no sector exactly is read only when the graph holds the
question's event for exactly one of the sectors the words could mean (no database: the graph's answer is a
set of held events here)."""

from __future__ import annotations

import pytest

from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.relations import RelationLexicon

ENTITIES = [
    "Malaysia",
    "China",
    "Oman",
    "Japan",
    "Defense Attorney (Malaysia)",
    "Police (Malaysia)",
    "Defense Force (Malaysia)",
    "Cabinet / Council of Ministers / Advisors (Japan)",
    "Ministry (Iran)",
    "Health Ministry (Iran)",
    "Ministry (South Korea)",
    "Trade Official (South Korea)",
    "Government (Iran)",
    "Australia",
    "Finance / Economy / Commerce / Trade Ministry (Australia)",
    *(f"{field} Ministry (Oman)" for field in ("Education", "Finance", "Energy", "Justice", "Industry")),
    "Foreign Affairs (Oman)",  # the graph's roles have the words these descriptions use
    "Chief Secretary (Oman)",
]  # with Iran's and South Korea's ministries, "ministry" is a word of 7 roles: too common to tell one alone
RELATIONS = [
    "Criticize or denounce",
    "Make a visit",
    "Host a visit",
    "Express intent to meet or negotiate",
    "Impose administrative sanctions",
    "Impose embargo, boycott, or sanctions",
    "Provide aid",
    "Provide military aid",
]


def parser(
    held: set[tuple[str, str, str | None]] | None, entities: list[str] = ENTITIES, relations: list[str] = RELATIONS
) -> EventParser:
    """`held`: the (anchor, relation, other) events the fake graph holds; None: no graph check at all."""

    def supported(plan: EventPlan) -> bool:
        assert held is not None
        return (plan.anchor, plan.relation, plan.other) in held

    check = None if held is None else supported
    return EventParser(NameIndex.build(entities), RelationLexicon(relations), None, None, check)


MINISTER = "When did the Malaysian Defence Minister last criticise Malaysia?"
CRITICISED = ("Criticize or denounce", "Malaysia")


def test_the_one_sector_the_graph_holds_the_event_for_is_read_and_noted() -> None:
    plan = parser({("Defense Attorney (Malaysia)", *CRITICISED)}).parse(MINISTER)
    assert (plan.anchor, plan.relation, plan.other) == ("Defense Attorney (Malaysia)", *CRITICISED)
    assert plan.extremum == "last"
    assert any("loosely as Defense Attorney (Malaysia)" in n for n in plan.notes)


def test_without_a_graph_to_ask_the_loose_words_stay_a_refusal() -> None:
    with pytest.raises(PlanningError, match="Minister"):
        parser(None).parse(MINISTER)


def test_two_sectors_holding_the_event_is_a_refusal_naming_both() -> None:
    held = {("Defense Attorney (Malaysia)", *CRITICISED), ("Defense Force (Malaysia)", *CRITICISED)}
    with pytest.raises(PlanningError, match=r"Defense Attorney \(Malaysia\) | .*Defense Force \(Malaysia\)"):
        parser(held).parse(MINISTER)


def test_no_sector_holding_the_event_keeps_the_strict_refusal() -> None:
    with pytest.raises(PlanningError, match="could not place"):
        parser({("Police (Malaysia)", *CRITICISED)}).parse(MINISTER)  # police share no word said


def test_a_distinctive_word_beside_a_country_named_on_its_own() -> None:
    held = {("Cabinet / Council of Ministers / Advisors (Japan)", "Make a visit", "China")}
    plan = parser(held).parse("When was the last time Japan's Chief Cabinet Secretary visited China?")
    assert plan.anchor == "Cabinet / Council of Ministers / Advisors (Japan)"
    assert plan.answer_type == "time"


def test_a_place_without_the_specific_sector_is_read_as_its_general_one() -> None:
    """Iran has ministries but none for foreign affairs: its Ministry of Foreign Affairs is Ministry (Iran)."""
    held = {("Ministry (Iran)", "Make a visit", "Oman")}
    plan = parser(held).parse("When did the Iranian Ministry of Foreign Affairs visit Oman?")
    assert plan.anchor == "Ministry (Iran)"


def test_the_general_sector_is_not_taken_when_a_telling_word_names_another() -> None:
    """ "Trade" names South Korea's Trade Official: a ministry of trade is not read as Ministry (South Korea)."""
    held = {("Ministry (South Korea)", "Express intent to meet or negotiate", "China")}
    with pytest.raises(PlanningError, match="Trade"):
        parser(held).parse("When did South Korea's Trade Minister last express an intention to meet with China?")


def test_a_common_word_alone_tells_no_sector() -> None:
    """ "ministry" is in seven roles: it neither makes Iran's Health Ministry a candidate nor reads alone."""
    held = {("Health Ministry (Iran)", "Make a visit", "Oman"), ("Ministry (Iran)", "Make a visit", "Oman")}
    plan = parser(held).parse("When did the Iranian Ministry of Foreign Affairs visit Oman?")
    assert plan.anchor == "Ministry (Iran)"


def test_a_listed_description_is_one_mention() -> None:
    """Role words listed with commas stay one description: the ministry, not "Finance" and leftovers."""
    held = {("Finance / Economy / Commerce / Trade Ministry (Australia)", "Make a visit", "China")}
    q = "In what year did the Australian Department of Finance, Economy, Trade and Industry last visit China?"
    assert parser(held).parse(q).anchor == "Finance / Economy / Commerce / Trade Ministry (Australia)"
    with pytest.raises(PlanningError, match="Industry"):
        parser(None).parse(q)


def test_an_exact_sector_is_read_strictly_without_asking_the_graph() -> None:
    def never(plan: EventPlan) -> bool:
        raise AssertionError("the graph is asked only about loose readings")

    p = EventParser(NameIndex.build(ENTITIES), RelationLexicon(RELATIONS), None, None, never)
    assert p.parse("When did the Malaysian police last criticise Malaysia?").anchor == "Police (Malaysia)"


SANCTIONS = "When did Japan first impose sanctions on China?"


def test_a_wording_of_two_relations_is_the_one_the_graph_holds() -> None:
    plan = parser({("Japan", "Impose embargo, boycott, or sanctions", "China")}).parse(SANCTIONS)
    assert plan.relation == "Impose embargo, boycott, or sanctions"
    assert any("'impose sanctions' as Impose embargo" in n for n in plan.notes)


def test_a_wording_of_two_relations_both_held_stays_a_refusal() -> None:
    held = {("Japan", r, "China") for r in RELATIONS if r.startswith("Impose")}
    with pytest.raises(PlanningError, match=r"may mean.*read each way"):
        parser(held).parse(SANCTIONS)
    with pytest.raises(PlanningError, match="may mean"):
        parser(None).parse(SANCTIONS)


@pytest.mark.parametrize(
    ("question", "held"),
    [
        # two descriptions joined are not one: Japan's Cabinet may not vanish into Malaysia's minister
        (
            "Who did Malaysia's Defence Minister and Japan's Cabinet criticise?",
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
        (
            "Who did the Malaysian Defence Minister and the Japanese Cabinet criticise?",
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
        # a word that makes it another body ("anti-"), or a name inside it, is no loose description
        (
            "When did the Iranian Anti Government Movement criticise China?",
            ("Government (Iran)", "Criticize or denounce", "China"),
        ),
        (
            "When did the Malaysian Defence Minister Najib Rasak criticise Malaysia?",
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
        (
            "When did the former Malaysian Defence Minister criticise Malaysia?",
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
        (
            "When did the Malaysian Defence Minister Brown criticise Malaysia?",  # a surname that is a word
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
        (
            "When did the would-be Malaysian Defence Minister criticise Malaysia?",
            ("Defense Attorney (Malaysia)", *CRITICISED),
        ),
    ],
)
def test_what_a_loose_description_may_not_take(question: str, held: tuple[str, str, str]) -> None:
    with pytest.raises(PlanningError):
        parser({held}).parse(question)


def test_a_relations_own_words_stay_out_of_a_loose_description() -> None:
    """ "military" belongs to the relation: the description may not take it and leave "Provide aid"."""
    q = "When did China provide Malaysia's Defence Minister with military aid?"
    try:
        plan = parser({("China", "Provide aid", "Defense Attorney (Malaysia)")}).parse(q)
    except PlanningError:
        return
    assert plan.relation != "Provide aid"


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("When did the former Malaysian police criticise Malaysia?", "former"),
        ("When did the would-be Malaysian police criticise Malaysia?", "would-be"),
        ("When did the so-called Malaysian police criticise Malaysia?", "called"),
    ],
)
def test_a_qualifier_of_who_left_over_is_a_refusal_in_the_strict_reading_too(question: str, word: str) -> None:
    with pytest.raises(PlanningError, match=f"'{word}' \\(a qualifier of who\\)"):
        parser(None).parse(question)


def _bare_place_parser(held: set[tuple[str, str, str | None]]) -> EventParser:
    """A graph where Kenya is no entity of its own, only the place of two sectors."""
    return parser(held, ["China", "Malaysia", "Police (Kenya)", "Citizen (Kenya)", "Police (Malaysia)"])


def test_a_place_that_is_no_entity_is_the_one_sector_holding_the_event() -> None:
    """ "Kenya" where the graph holds only Kenya's sectors: the one of them that criticised China, noted."""
    plan = _bare_place_parser({("Police (Kenya)", "Criticize or denounce", "China")}).parse(
        "When did Kenya last criticise China?"
    )
    assert (plan.anchor, plan.relation, plan.other) == ("Police (Kenya)", "Criticize or denounce", "China")
    assert any("'Kenya' loosely as Police (Kenya)" in n for n in plan.notes)


def test_a_place_that_is_no_entity_stays_a_refusal_when_several_or_none_hold_the_event() -> None:
    both = {(s, "Criticize or denounce", "China") for s in ("Police (Kenya)", "Citizen (Kenya)")}
    with pytest.raises(PlanningError, match="read each way"):
        _bare_place_parser(both).parse("When did Kenya last criticise China?")
    with pytest.raises(PlanningError, match="could not place"):
        _bare_place_parser(set()).parse("When did Kenya last criticise China?")


def test_a_place_that_is_an_entity_is_read_strictly() -> None:
    """Malaysia is an entity: it is read as itself even where its police hold the event and it does not."""
    plan = _bare_place_parser({("Police (Malaysia)", "Criticize or denounce", "China")}).parse(
        "When did Malaysia last criticise China?"
    )
    assert plan.anchor == "Malaysia"


VIETNAM = [
    "Vietnam",
    "Cambodia",
    "Ministry (Vietnam)",
    "Domestic Affairs (Vietnam)",
    "Envoy (Vietnam)",
    "Foreign Affairs (Cambodia)",  # "foreign" a word of the graph's roles
    *(f"{field} Ministry (Cambodia)" for field in ("Health", "Education", "Energy", "Justice")),  # "ministry" common
]
SIGNED = ("Sign formal agreement", "Cambodia")


def _vietnam_parser(held: set[tuple[str, str, str | None]]) -> EventParser:
    return parser(held, VIETNAM, ["Sign formal agreement", "Make a visit"])


@pytest.mark.parametrize(
    "question",
    [
        "When did the Vietnamese Ministry of Foreign Affairs sign a formal agreement with Cambodia?",
        "When did the Ministry of Foreign Affairs of Vietnam sign a formal agreement with Cambodia?",
    ],
)
def test_a_description_sharing_a_word_with_a_sector_that_fails_is_the_general_one(question: str) -> None:
    """Domestic Affairs (Vietnam) shares "affairs" but not "foreign": where it does not hold the event, the
    ministry of foreign affairs is one of Vietnam's ministries."""
    plan = _vietnam_parser({("Ministry (Vietnam)", *SIGNED)}).parse(question)
    assert plan.anchor == "Ministry (Vietnam)"
    assert any("loosely as Ministry (Vietnam)" in n for n in plan.notes)


def test_the_general_sector_is_not_read_when_neither_tier_holds_the_event() -> None:
    with pytest.raises(PlanningError, match="Foreign"):
        _vietnam_parser(set()).parse(
            "When did the Vietnamese Ministry of Foreign Affairs sign a formal agreement with Cambodia?"
        )


def test_an_ambassador_is_the_countrys_envoy() -> None:
    plan = _vietnam_parser({("Envoy (Vietnam)", "Make a visit", "Cambodia")}).parse(
        "When did the Vietnamese ambassador visit Cambodia?"
    )
    assert plan.anchor == "Envoy (Vietnam)"


def test_a_place_is_no_ones_surname() -> None:
    """ "Aguas Argentinas" looks like a person's name; its last word is a place, which its surname may not say
    (Argentina is the place of its sectors, "American" a people's adjective)."""
    names = NameIndex.build(
        ["Aguas Argentinas", "Envoy (Argentina)", "Vietnamese American", "Citizen (United States)", "China"]
    )
    relations = RelationLexicon(["Criticize or denounce"])
    parser = EventParser(names, relations, None, None, None)
    for question, word in (
        ("When did Argentina criticise China?", "Argentina"),
        ("When did China criticise an American?", "American"),
    ):
        with pytest.raises(PlanningError, match=word):
            parser.parse(question)
    assert parser.parse("When did Aguas Argentinas criticise China?").anchor == "Aguas Argentinas"


def test_two_names_with_the_same_words_by_key_are_told_apart_as_written() -> None:
    """ "Ruling Party (Greece)" and "Ruling Parties (Greece)" are two entities whose words key alike: the one
    said word for word is meant; a description fitting both leaves both (the words do not decide)."""
    names = NameIndex.build(["Ruling Party (Greece)", "Ruling Parties (Greece)", "Oman"])
    relations = RelationLexicon(["Criticize or denounce"])
    parser = EventParser(names, relations, None, None, None)
    for name in ("Ruling Party (Greece)", "Ruling Parties (Greece)"):
        assert parser.parse(f"When did {name} criticise Oman?").anchor == name
    with pytest.raises(PlanningError, match="may be any of"):
        parser.parse("When did the ruling party of Greece criticise Oman?")


BELGIUM = [
    "Belgium",
    "Burundi",
    "Ministry (Belgium)",
    "Foreign Affairs (Belgium)",
    "Domestic Affairs (Belgium)",
    "Education (Belgium)",
    "Education Ministry (Belgium)",
]
VISITED = ("Make a visit", "Burundi")
FOREIGN_MINISTRY = "When did the Ministry of Foreign Affairs of Belgium last visit Burundi?"


def _belgium_parser(held: set[tuple[str, str, str | None]]) -> EventParser:
    return parser(held, BELGIUM, ["Make a visit", "Host a visit"])


def test_a_sector_said_exactly_without_its_event_is_the_sector_of_its_place_that_says_less() -> None:
    """Foreign Affairs (Belgium) never visited Burundi; Belgium's ministries did: the ministry of foreign affairs
    is one of them. Domestic Affairs shares a word but says something else, and is not tried."""
    held = {("Ministry (Belgium)", *VISITED), ("Domestic Affairs (Belgium)", *VISITED)}
    plan = _belgium_parser(held).parse(FOREIGN_MINISTRY)
    assert (plan.anchor, plan.extremum) == ("Ministry (Belgium)", "last")
    assert any("loosely as Ministry (Belgium): the graph holds the event for no sector" in n for n in plan.notes)


def test_a_sector_holding_its_event_is_read_as_said() -> None:
    held = {("Ministry (Belgium)", *VISITED), ("Foreign Affairs (Belgium)", *VISITED)}
    assert _belgium_parser(held).parse(FOREIGN_MINISTRY).anchor == "Foreign Affairs (Belgium)"


def test_a_named_sector_without_its_event_is_its_one_less_said_sector_holding_it() -> None:
    question = "When did the Education Ministry of Belgium visit Burundi?"
    plan = _belgium_parser({("Education (Belgium)", *VISITED)}).parse(question)
    assert plan.anchor == "Education (Belgium)"


def test_two_less_said_sectors_holding_the_event_leave_the_sector_as_said() -> None:
    question = "When did the Education Ministry of Belgium visit Burundi?"
    held = {("Education (Belgium)", *VISITED), ("Ministry (Belgium)", *VISITED)}
    assert _belgium_parser(held).parse(question).anchor == "Education Ministry (Belgium)"


def test_no_less_said_sector_holding_the_event_leaves_the_sector_as_said() -> None:
    assert _belgium_parser(set()).parse(FOREIGN_MINISTRY).anchor == "Foreign Affairs (Belgium)"
