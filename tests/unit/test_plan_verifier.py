"""The verifier LLM1's event plans go through (no database): every entity named must be said in the question,
the names and relations are the graph's own (an interval graph's by its dataset), and the reasons go back to
the model in words it can act on."""

from __future__ import annotations

from chronorag.plans import EventPlanReply
from chronorag.rag.kg_irag.event_roles import GraphNames, plan_problems
from chronorag.understanding.names import NameIndex
from chronorag.understanding.verify import unsaid_names

EVENTS = GraphNames(
    NameIndex.build(["China", "Japan", "Kenya", "Citizen (Kenya)", "Police (Kenya)", "Barack Obama"]),
    ["Make a visit", "Criticize or denounce"],
    intervals={
        "yago11k": GraphNames(
            NameIndex.build(["Luís Figo", "Real Madrid C.F.", "Alien (film)", "Ridley Scott"], plain=True),
            ["playsFor", "created"],
            sectors=False,
        )
    },
)


def reply(**fields: object) -> EventPlanReply:
    base: dict[str, object] = {"reasoning": "r", "answer_type": "entity", "position": "head"}
    return EventPlanReply.model_validate({**base, **fields})


def test_a_name_the_question_says_passes_and_one_it_does_not_is_named() -> None:
    said = reply(anchor="China", relation="Make a visit", other="Japan")
    assert unsaid_names("Did China visit Japan in 2013?", said.plan("q"), EVENTS.names) == []
    assert unsaid_names("Did China visit anyone in 2013?", said.plan("q"), EVENTS.names) == ["Japan"]
    assert unsaid_names("Did China visit Japanese towns?", said.plan("q"), EVENTS.names) == []  # by its demonym
    kenya = reply(anchor="China", relation="Make a visit", other="Kenya")
    assert unsaid_names("Did China visit Kenyatta?", kenya.plan("q"), EVENTS.names) == ["Kenya"]  # no word-part


def test_a_sector_passes_when_its_place_is_said() -> None:
    police = reply(anchor="Police (Kenya)", relation="Criticize or denounce")
    assert unsaid_names("Whom did the Kenyan riot squad criticise?", police.plan("q"), EVENTS.names) == []
    assert unsaid_names("Whom did the riot squad criticise?", police.plan("q"), EVENTS.names) == ["Police (Kenya)"]


def test_an_interval_graphs_disambiguator_is_no_sector() -> None:
    names = EVENTS.intervals["yago11k"].names
    film = reply(anchor="Ridley Scott", relation="created", other="Alien (film)", dataset="yago11k")
    assert unsaid_names("When did Ridley Scott create Alien?", film.plan("q"), names, sectors=False) == []
    assert unsaid_names("When did Ridley Scott create it?", film.plan("q"), names, sectors=False) == ["Alien (film)"]


def test_plan_problems_read_the_dataset_the_plan_names() -> None:
    ok = reply(anchor="Luís Figo", relation="playsfor", dataset="yago11k")
    assert plan_problems(ok, EVENTS, "Which club did Luís Figo play for?") is None
    assert ok.relation == "playsFor"  # put right in place
    wrong_graph = reply(anchor="Luís Figo", relation="playsFor")  # no dataset: the event graph's names
    said = "Which club did Luís Figo play for?"
    assert "unknown entity 'Luís Figo'" in (plan_problems(wrong_graph, EVENTS, said) or "")
    unknown = reply(anchor="Luís Figo", relation="playsFor", dataset="wikidata")
    assert plan_problems(unknown, EVENTS, "q") == "unknown dataset 'wikidata'; loaded: yago11k"
    assert "yago11k (relations: created, playsFor)" in EVENTS.described()


def test_what_happened_needs_no_relation_and_a_reference_may_say_in_its_year() -> None:
    happened = reply(anchor="China", other="Japan", relation="", answer_type="relation", both_ways=True)
    assert plan_problems(happened, EVENTS, "What happened between China and Japan in 2012?") is None
    asked = reply(anchor="China", other="Japan", relation="", answer_type="entity")
    assert "unknown relation ''" in (plan_problems(asked, EVENTS, "Who did China meet with Japan?") or "")
    year_of = reply(
        anchor="Japan",
        relation="Criticize or denounce",
        constraint={
            "kind": "in",
            "granularity": "year",
            "reference": {"head": "Barack Obama", "relation": "Make a visit", "tail": "China"},
        },
    )
    said = "In the year when Barack Obama visited China, who did Japan criticise?"
    assert plan_problems(year_of, EVENTS, said) is None
    assert "does not name 'Barack Obama'" in (plan_problems(year_of, EVENTS, "Who did Japan criticise then?") or "")
