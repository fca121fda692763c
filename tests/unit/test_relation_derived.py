"""Relations said as their names' words derive, for a graph nobody taught (understanding/relation_derived.py, the rules
of data/derived.toml; no database): every inflection of the verb, the noun of the other side, agent and event nouns
kept only where the dictionary knows them, everyday verbs of a state, and nothing for a relation a phrase file
teaches."""

from __future__ import annotations

from pathlib import Path

import pytest

from chronorag.understanding.constructions.relation import _held_at
from chronorag.understanding.relation_derived import (
    CamelParts,
    Derivation,
    Ending,
    act_named,
    an_event_noun,
    camel_parts,
    derive,
    derived_file,
    derived_forms,
    places_of,
    says_its_everyday_verb,
    what_it_does,
)
from chronorag.understanding.relation_names import passive_name, stative_name
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import tokenize

CONGRESS = [
    "belongedToParty",
    "servedIn",
    "representedDistrict",
    "representedInHouse",
    "representedInSenate",
    "heldOffice",
    "caucusedWith",
]


@pytest.mark.parametrize(
    ("name", "parts"),
    [
        ("heldOffice", CamelParts("hold", None, ("office",))),  # an irregular verb, as its lemma
        ("belongedToParty", CamelParts("belong", "to", ("party",))),
        ("representedInSenate", CamelParts("represent", "in", ("senate",))),
        ("servedIn", CamelParts("serve", "in", ())),
        ("hasWonPrize", CamelParts("win", None, ("prize",))),
        ("wasBornIn", CamelParts("bear", "in", ())),
        ("Make a visit", None),  # ICEWS's names are words
    ],
)
def test_a_camel_case_name_is_a_verb_a_preposition_and_a_noun(name: str, parts: CamelParts | None) -> None:
    assert camel_parts(name) == parts


@pytest.mark.parametrize(
    ("word", "rules", "nouns"),
    [
        ("hold", "agent", ["holder"]),
        ("win", "agent", ["winner"]),  # its last consonant doubled after one vowel
        ("represent", "agent", ["representative", "congressman", "congresswoman", "congressperson", "mp"]),  # listed
        ("create", "agent", ["creator"]),
        ("belong", "agent", ["member"]),  # irregular, never "belonger"
        ("serve", "agent", ["member"]),  # never a "server"
        ("coach", "agent", ["head coach"]),  # the verb itself: said as a noun only with "head"
        ("caucus", "agent", []),  # no ending makes a word the dictionary knows
        ("senate", "place_agent", ["senator"]),
        ("house", "place_agent", []),
        ("marry", "event", ["marriage"]),
        ("represent", "event", ["representation"]),
        ("bear", "event", ["birth"]),
    ],
)
def test_agent_and_event_nouns_by_rules_kept_where_the_dictionary_knows_them(
    word: str, rules: str, nouns: list[str]
) -> None:
    assert derive(word, getattr(derived_file(), rules)) == nouns


def test_an_ending_may_drop_the_words_own_ending_first() -> None:
    rules = Derivation(endings=[Ending(drop="y", add="iage"), Ending(add="ment")])
    assert derive("marry", rules) == ["marriage"]
    assert derive("govern", rules) == ["government"]


def test_the_derived_forms_of_a_graph_nobody_taught() -> None:
    said = {(d.words, d.relation, d.noun_of) for d in derived_forms(CONGRESS)}
    assert (("hold",), "heldOffice", None) in said
    assert (("office",), "heldOffice", "tail") in said and (("post",), "heldOffice", "tail") in said
    assert (("holder",), "heldOffice", "head") in said
    assert (("belong", "+to"), "belongedToParty", None) in said
    assert (("party",), "belongedToParty", "tail") in said
    assert (("senator",), "representedInSenate", "head") in said
    # a senator is called a senator: "a representative", "a congressman" is of the House
    assert (("congressman",), "representedInHouse", "head") in said
    assert not any(d[0] in (("congressman",), ("representative",)) and d[1] == "representedInSenate" for d in said)
    assert not any(d[0] == ("senate",) for d in said)  # where it holds, never its side
    assert places_of(CONGRESS) == {"house": ["representedInHouse"], "senate": ["representedInSenate"]}
    born = {(d.words, d.noun_of) for d in derived_forms(["bornIn"])}
    assert born == {(("birth",), None), (("birthplace",), "tail"), (("place", "birth"), "tail")}


def said(lexicon: RelationLexicon, text: str) -> list[tuple[tuple[str, ...], str]]:
    toks = tokenize(text)
    return [(m.relations, m.words) for m in lexicon.match(toks, {t.i for t in toks})]


def test_every_inflection_of_an_irregular_verb_and_its_nouns_match() -> None:
    lexicon = RelationLexicon(CONGRESS, intervals=True)
    assert said(lexicon, "Who held office") == [(("heldOffice",), "held office")]
    assert said(lexicon, "holding office") == [(("heldOffice",), "holding office")]
    assert said(lexicon, "the office holders") == [(("heldOffice",), "office"), (("heldOffice",), "holders")]
    assert said(lexicon, "belongs to") == [(("belongedToParty",), "belongs to")]
    assert said(lexicon, "the senators") == [(("representedInSenate",), "senators")]
    assert said(lexicon, "join") == [(("*",), "join")]  # an everyday verb of a state: the graph says which


def test_a_participle_and_its_preposition_name_a_state_of_the_head() -> None:
    """ "bornIn", "affiliatedWith": a participle with its preposition and no copula says a state of its head, as
    "wasBornIn" does ("Where was X born?" is no passive); "employedBy" is a passive, "created" no state."""
    assert stative_name("bornIn") and stative_name("affiliatedWith") and stative_name("wasBornIn")
    assert stative_name("basedIn") and stative_name("isMarriedTo")
    assert not stative_name("employedBy") and not stative_name("created") and not stative_name("playsFor")
    assert not stative_name("won") and not stative_name("worksAt")


def test_a_name_in_the_passive_has_the_one_done_to_as_its_head() -> None:
    """ "poweredBy": "Mercedes powered Brawn" holds Brawn poweredBy Mercedes, so the verb's subject is the tail."""
    assert passive_name("poweredBy") and passive_name("isOwnedBy")
    assert not passive_name("heldOffice") and not passive_name("wasBornIn") and not passive_name("playsFor")
    lexicon = RelationLexicon(["poweredBy", "droveFor"], intervals=True)
    toks = tokenize("Which engine powered Brawn?")
    engine, verb = lexicon.match(toks, {t.i for t in toks})  # the engine: the one that powers, the tail
    assert (engine.words, engine.relations, engine.noun_of) == ("engine", ("poweredBy",), "tail")
    assert verb.relations == ("poweredBy",) and verb.inverse


def test_an_everyday_verb_said_from_the_other_side_only_of_a_verb_with_its_preposition() -> None:
    """ "Which circuit hosted the Japanese Grand Prix?" of "heldAt" (X held at Y: Y hosted X); "heldOffice" has no
    "at", so no one "hosts" an office."""
    toks = tokenize("Which circuit hosted the Japanese Grand Prix?")
    (match,) = RelationLexicon(["heldAt", "droveFor"], intervals=True).match(toks, {t.i for t in toks})
    assert match.relations == ("heldAt",) and match.inverse
    assert RelationLexicon(["heldOffice"], intervals=True).match(toks, {t.i for t in toks}) == []


def test_a_relation_a_phrase_file_teaches_keeps_its_rows_and_no_everyday_verb_of_a_state() -> None:
    lexicon = RelationLexicon(["playsFor", "worksAt", "isAffiliatedTo"], intervals=True)
    assert lexicon.untaught == frozenset()
    assert said(lexicon, "workers") == []  # no derived noun where yago11k.toml says how worksAt is said
    assert said(lexicon, "entered") == []
    assert said(RelationLexicon(CONGRESS), "join") == []  # of events, no state verbs


def test_a_bad_derivation_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "derived.toml"
    path.write_text("[agent]\nendings = [{ double = true }]\n")  # an ending that neither adds nor drops
    with pytest.raises(ValueError, match=r"derived\.toml"):
        derived_file.__wrapped__(path)


def test_an_event_graphs_verbs_said_alone_give_their_agent_nouns() -> None:
    lexicon = RelationLexicon(
        ["Make a visit", "Host a visit", "Criticize or denounce", "Use conventional military force"]
    )
    assert said(lexicon, "China's first visitor") == [(("Make a visit",), "visitor")]
    assert said(lexicon, "Iran's critics") == [(("Criticize or denounce",), "critics")]
    assert said(lexicon, "the attackers") == [(("Use conventional military force",), "attackers")]
    assert said(lexicon, "the striker") == []  # a verb the rules give no agent noun: a striker plays football
    assert said(RelationLexicon(["worksAt"], intervals=True), "workers") == []


def test_everyday_ways_of_saying_a_verb_read_the_relation_that_verb_says() -> None:
    lexicon = RelationLexicon(["isMarriedTo"], intervals=True)
    (hitched,) = lexicon.match(tokenize("get hitched"), {0, 1})
    assert (hitched.relations, hitched.aspect) == (("isMarriedTo",), "start")
    (split,) = lexicon.match(toks := tokenize("they split up"), {t.i for t in toks})
    assert (split.relations, split.aspect) == (("isMarriedTo",), "end")
    assert said(RelationLexicon(["playsFor"], intervals=True), "get hitched") == []


def test_the_holder_of_a_status_is_its_noun_less_ship() -> None:
    held = [d for d in derived_forms(["wonChampionship", "heldLeadership"]) if d.how == "the holder of its noun"]
    assert [(d.words, d.relation, d.noun_of) for d in held] == [
        (("champion",), "wonChampionship", "head"),
        (("leader",), "heldLeadership", "head"),
    ]
    assert not [d for d in derived_forms(["heldOffice", "belongedToParty"]) if d.how == "the holder of its noun"]


def test_at_asks_a_relation_that_holds_at_or_for_something_never_one_of_who_to_whom() -> None:
    assert _held_at("worksAt") and _held_at("playsFor") and _held_at("droveFor") and _held_at("servedIn")
    assert not _held_at("isMarriedTo") and not _held_at("isAffiliatedTo") and not _held_at("owns")


def test_a_name_opening_with_no_verb_and_its_noun_says_what_its_head_is_not_a_verb_and_its_object() -> None:
    # "seniorJudgeOn": the head is a senior judge on the court, never one who "seniors" a judge (the court)
    assert not derived_forms(["seniorJudgeOn"])
    member = {(d.words, d.noun_of) for d in derived_forms(["memberOfParty"])}  # its noun after a preposition stays
    assert (("party",), "tail") in member


def test_a_name_that_is_an_agent_noun_is_said_by_its_verb() -> None:
    """ "representativeTo": one who represents, so "Who represented the US at the UN?"; a noun no verb's ending
    makes ("ambassadorTo") says no verb."""
    said = {(d.words, d.how) for d in derived_forms(["representativeTo"])}
    assert (("represent",), "the verb of its agent noun") in said
    for name in ("ambassadorTo", "mayorOf", "singerIn", "formerTeam"):  # no verb, an auxiliary, two verbs, a noun after
        assert not [d for d in derived_forms([name]) if d.how == "the verb of its agent noun"], name


def test_a_noun_right_before_its_doing_says_the_relation_as_one_noun() -> None:
    """ "Ireland's Eurovision wins", "a Eurovision victory": the name's noun right before its verb said as a noun (its
    doer has a noun of its own: "winner") or its event noun is one phrase of the relations that share them; said
    apart ("What office did X hold?"), they are the noun and the verb as before."""
    lexicon = RelationLexicon(["wonEurovision", "countryWonEurovision", "hostedEurovision"], intervals=True)
    both = ("wonEurovision", "countryWonEurovision")
    assert said(lexicon, "Ireland's Eurovision wins") == [(both, "Eurovision wins")]
    assert said(lexicon, "a Eurovision victory") == [(both, "Eurovision victory")]
    office = said(RelationLexicon(CONGRESS, intervals=True), "What office did Lincoln hold")
    assert office == [(("heldOffice",), "office"), (("heldOffice",), "hold")]
    assert ("world", "cup", "+host") not in {d.words for d in derived_forms(["hostedWorldCup"])}  # a host is who


def test_a_name_closed_by_a_preposition_says_its_other_side_after_it_not_its_noun() -> None:
    """ "wonTestAgainst": the tail is the side beaten, said after "against"; the noun says what each fact is
    (`what_it_does`), never the tail's kind, and is read with the name's own phrase ("win a Test"), not alone. A title
    before the preposition ("playerOfTheMatchAgainst") is said with its head: "match" alone says none of it."""
    assert what_it_does("wonTestAgainst") == {"test"} and what_it_does("belongedToParty") == frozenset()
    assert what_it_does("hostCityOf") == frozenset()  # "of" closes a noun of its head
    won = {(d.words, d.noun_of) for d in derived_forms(["wonTestAgainst"])}
    assert (("win",), None) in won and not [w for w in won if w[1] == "tail" or w[0] == ("test",)]
    assert not [d for d in derived_forms(["playerOfTheMatchAgainst"]) if d.words == ("match",)]
    member = {(d.words, d.noun_of) for d in derived_forms(["belongedToParty"])}  # no closing preposition
    assert (("party",), "tail") in member


def test_a_verbs_own_form_is_an_event_noun_only_where_its_doer_has_a_noun_of_its_own() -> None:
    """ "a win" (its doer a winner) is what was done; "a coach" coaches: the form names the doer ("How many coaches
    have the Oilers had?": the Oilers were coached)."""
    assert an_event_noun("win") and an_event_noun("visit")
    assert not an_event_noun("coach") and not an_event_noun("host")


def test_what_was_won_said_with_a_verb_of_taking_it_tightly() -> None:
    """ "Who took the pole for X?": of a name whose noun says what was won (wonPoleFor), the verbs of `[taken]` right
    before its noun (articles, names and years between); never the verb alone ("took the Daytona 500" may be the race
    or its pole), across a preposition ("take on England in a Test": played; "took the race on pole"), of a noun said
    as another's modifier ("secured a Test draw"), nor of a name whose noun is its other side (wonRace)."""
    lexicon = RelationLexicon(["wonPoleFor", "wonRace"], intervals=True)
    assert said(lexicon, "Who took the pole for X") == [(("wonPoleFor",), "took pole")]
    assert said(lexicon, "Who claimed pole") == [(("wonPoleFor",), "claimed pole")]
    assert all("wonPoleFor" not in rels for rels, _ in said(lexicon, "Who took X"))
    assert all("wonPoleFor" not in rels for rels, _ in said(lexicon, "Who took X on pole"))
    cricket = RelationLexicon(["wonTestAgainst", "playedTestAgainst", "drewTestWith"], intervals=True)
    assert all("wonTestAgainst" not in rels for rels, _ in said(cricket, "Did Ireland take on England in a Test"))
    assert all("wonTestAgainst" not in rels for rels, _ in said(cricket, "Which team secured a Test draw"))
    assert not [d for d in derived_forms(["wonRace"]) if d.words[0] == "take"]
    assert not [d for d in derived_forms(["playedTestAgainst"]) if d.words[0] == "take"]  # won, not played


def test_a_phrase_ends_at_from_where_its_doer_started() -> None:
    """ "Who won (the Daytona 500) from pole / on pole?": the race won, starting on pole; "from", "on" ... end the
    phrase of a camelCase name's words even right after its verb, so "win ... pole" (wonPoleFor) is not said across
    them, as "at" ends one after a name; an event graph's names written in words span them."""
    lexicon = RelationLexicon(["wonPoleFor", "wonRace"], intervals=True)
    assert said(lexicon, "Who won from pole") == [(("wonPoleFor", "wonRace"), "won")]
    assert said(lexicon, "Who won on the pole") == [(("wonPoleFor", "wonRace"), "won")]
    assert said(lexicon, "Who won the pole") == [(("wonPoleFor",), "won pole")]


def test_racing_for_is_driving_for() -> None:
    """ "race for" says droveFor, whose other side follows "for", not droveMake (the car driven)."""
    lexicon = RelationLexicon(["raceHeldAt", "heldOffice", "droveFor", "droveMake"], intervals=True)
    assert said(lexicon, "Who did X race for") == [(("droveFor",), "race for")]


def test_a_phrase_ends_at_at_or_during_right_after_its_verb() -> None:
    """ "How many stages did X win at / during the 2024 Tour?": won stages there, never "win Tour" (wonTour)."""
    tour = RelationLexicon(["wonTour", "wonStage"], intervals=True)
    assert said(tour, "Who won the Tour") == [(("wonTour",), "won Tour")]
    for question in ("How many stages did X win at the Tour", "How many stages did X win during the Tour"):
        assert ("wonTour",) not in [rels for rels, words in said(tour, question) if words.startswith("win")]


def test_a_verb_of_winning_a_title_is_light_before_a_holder_s_noun_phrase() -> None:
    """ "win (his first Test) player of the match (award)": the verb, the title's modifier and the prize word are
    the title's phrase (playerOfTheMatchAgainst), not "win Test" (wonTestAgainst) and "award" (a win); "first" is
    left to its own reading; a verb between ("won a Test to become player of the match") keeps both phrases."""
    cricket = RelationLexicon(["wonTestAgainst", "playerOfTheMatchAgainst"], intervals=True)
    light = (("playerOfTheMatchAgainst",), "win player match award")
    assert said(cricket, "Did X win his first Test player of the match award") == [light]
    assert said(cricket, "How many times did X win player of the match") == [
        (("playerOfTheMatchAgainst",), "win player match")
    ]
    both = said(cricket, "Did X win a Test and then become player of the match")
    assert any("wonTestAgainst" in rels for rels, _ in both) and any(
        "playerOfTheMatchAgainst" in rels for rels, _ in both
    )


def test_a_place_in_the_order_is_said_with_verbs_of_placing_and_its_noun() -> None:
    """ "came second", "placed third", "ended up last", "the runner-up" of "finishedSecondIn" ...; "finished second"
    of "runnerUpIn"; no place said, none ("When did X come to the Tour?" is no finish)."""
    race = RelationLexicon(["finishedSecondIn", "finishedThirdIn", "finishedLastIn", "finishedTour"], intervals=True)
    assert said(race, "Who came second in X") == [(("finishedSecondIn",), "came second")]
    assert said(race, "Who placed third in X") == [(("finishedThirdIn",), "placed third")]
    assert said(race, "Who ended up last in X") == [(("finishedLastIn",), "ended last")]
    assert said(race, "Who was the runner-up in X") == [(("finishedSecondIn",), "runner")]
    assert said(race, "How many times did X finish as runner-up") == [(("finishedSecondIn",), "finish runner")]
    assert all(rels != ("finishedSecondIn",) for rels, _ in said(race, "When did X come to the Tour"))
    contest = RelationLexicon(["runnerUpIn", "finishedLastIn"], intervals=True)
    assert said(contest, "Who finished second in X") == [(("runnerUpIn",), "finished second")]


def test_a_place_counted_from_the_end_or_a_finish_alone_says_no_place() -> None:
    """ "came second to last" is no second place; "finished" alone ("Who finished last in X?" of a graph with no last
    place) says no "finishedSecondIn", which answered its runner-up."""
    race = RelationLexicon(["finishedSecondIn", "wonRace"], intervals=True)
    assert said(race, "Who came second to last in X") == []
    assert said(race, "Who finished second from the bottom in X") == []
    assert said(race, "Who finished last in X") == []


@pytest.mark.parametrize(
    ("name", "act"),
    [
        ("juryVoteFor", True),  # a vote, cast by a voter
        ("playerOfTheMatchAgainst", False),  # a title held
        ("juryMemberOf", False),
        ("seniorJudgeOn", False),  # a judge is the noun of no other doer of judging
        ("ltsRelease", False),  # a release: no doer's noun of its own
        ("otherChiefOfMissionTo", False),
        ("manufacturerWonRace", False),  # its doer's noun, then a verb said: no act named
        ("wonRace", False),
    ],
)
def test_a_name_opening_with_an_acts_noun(name: str, act: bool) -> None:
    assert act_named(name) is act


def test_a_match_hosted_is_played_only_where_the_name_is_the_verb_alone() -> None:
    """ "Who did Arsenal play?" of "X hosted Y" (a match either side hosted); never of "hostedWorldCup", which hosts a
    tournament ("Who did Germany play against in 2006?" answered the 2006 World Cup, a reviewer's find)."""
    matches = RelationLexicon(["hosted"])
    assert (("hosted",), "play against") in said(matches, "Who did Arsenal play against")
    tournaments = RelationLexicon(["hostedWorldCup", "playedMatchIn"], intervals=True)
    assert all("hostedWorldCup" not in rels for rels, _ in said(tournaments, "Who did Germany play against"))
    assert all("hostedWorldCup" not in rels for rels, _ in said(tournaments, "Who were Germany's opponents"))


def test_a_one_word_everyday_saying_of_the_verb_says_each_fact() -> None:
    """A reviewer's "Who did Man City beat in their 100th win?" was read as the 100th different team beaten (38 in
    all: refused, falsely): "win" says beat's every fact, as "Test" says wonTestAgainst's."""
    assert says_its_everyday_verb("win", "beat") and says_its_everyday_verb("wins", "beat")
    assert not says_its_everyday_verb("team", "beat") and not says_its_everyday_verb("win", "hosted")
