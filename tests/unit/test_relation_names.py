"""How the relation lexicon reads CAMEO's own names (no database): a name that lists alternatives is each of
them, its frame verb said another way, and a light verb that only carries a noun of action belongs to it."""

from __future__ import annotations

import pytest

from chronorag.understanding.relation_names import alternatives as alternatives_of
from chronorag.understanding.relation_names import (
    camel_forms,
    identifier_words,
    lemmas_at,
    name_forms,
    says_its_tail_after,
    stative_name,
    tail_by_preposition,
)
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import tokenize

RELATIONS = [
    "Mobilize or increase armed forces",
    "Reduce or stop military assistance",
    "Reduce or stop material aid",
    "Reduce or break diplomatic relations",
    "Halt negotiations",
    "Engage in negotiation",
    "Accuse of crime, corruption",
    "Accuse",
    "Conduct suicide, car, or other non-military bombing",
    "Appeal for diplomatic cooperation (such as policy support)",
    "Engage in diplomatic cooperation",
    "Provide economic aid",
    "Make a visit",
    "Discuss by telephone",
    "Cooperate economically",
    "Accuse of espionage, treason",
    "Use unconventional violence",
    "Rally opposition against",
    "Host a visit",
    "Express intent to engage in diplomatic cooperation (such as policy support)",
    "Impose state of emergency or martial law",
    "Threaten to impose state of emergency or martial law",
    "Sign formal agreement",
    "Apologize",
    "Use conventional military force",
    "Demand",
    "Ease administrative sanctions",
    "Grant asylum",
    "Deny responsibility",
    "Return, release property",
    "Increase police alert status",
    "Demand meeting, negotiation",
    "Yield",
    "Forgive",
    "Express intent to cooperate militarily",
    "Cooperate militarily",
    "Provide aid",
    "Veto",
    "Coerce",
    "Sexually assault",
]


@pytest.fixture(scope="module")
def lexicon() -> RelationLexicon:
    return RelationLexicon(RELATIONS)


def said(lexicon: RelationLexicon, text: str) -> list[tuple[tuple[str, ...], str]]:
    toks = tokenize(text)
    return [(m.relations, m.words) for m in lexicon.match(toks, {t.i for t in toks})]


@pytest.mark.parametrize(
    ("name", "alternatives"),
    [
        ("Mobilize or increase armed forces", ["Mobilize armed forces", "increase armed forces"]),
        (
            "Use chemical, biological, or radiological weapons",
            ["Use chemical weapons", "Use biological weapons", "Use radiological weapons"],
        ),
        ("Accuse of crime, corruption", ["Accuse of crime", "Accuse of corruption"]),
        ("Return, release person", ["Return person", "release person"]),
        ("Praise or endorse", []),  # one word alone says too little: "withdraw" of "Expel or withdraw"
        ("Expel or withdraw", []),
        ("Conduct strike or boycott", []),  # a light verb with one noun: the noun's own reading decides
        ("Appeal to others to meet or negotiate", []),  # "urged others to negotiate with X": whom?
        (
            "Impose state of emergency or martial law",
            ["Impose state of emergency law", "Impose state of martial law", "Impose state of emergency"],
        ),
        ("Make statement", []),
        ("Sign formal agreement", []),
    ],
)
def test_a_name_that_lists_alternatives_is_each_of_them(name: str, alternatives: list[str]) -> None:
    assert alternatives_of(name) == alternatives


@pytest.mark.parametrize(
    ("text", "relation", "words"),
    [
        ("the army mobilized armed forces", "Mobilize or increase armed forces", "mobilized armed forces"),
        ("China halted military assistance", "Reduce or stop military assistance", "halted military assistance"),
        ("Japan scaled back its material aid", "Reduce or stop material aid", "scaled back material aid"),
        ("Japan severed diplomatic relations", "Reduce or break diplomatic relations", "severed diplomatic relations"),
        ("ASEAN broke off negotiations with China", "Halt negotiations", "broke off negotiations"),
        ("the rebels conducted a non-military bombing", "Conduct suicide, car, or other non-military bombing", None),
        ("they called for diplomatic cooperation", "Appeal for diplomatic cooperation (such as policy support)", None),
        ("Morales accused him of espionage or treason", "Accuse of espionage, treason", "accused espionage or treason"),
        ("Vietnam collaborated economically with Laos", "Cooperate economically", None),
        ("the Council mobilized opposition against Iran", "Rally opposition against", None),
        ("Sudan welcomed him on a visit", "Host a visit", "welcomed visit"),
        ("Romania imposed a state of emergency", "Impose state of emergency or martial law", None),
        (
            "Romania threatened to impose a state of emergency",
            "Threaten to impose state of emergency or martial law",
            None,
        ),
        ("the AU boosted its armed forces", "Mobilize or increase armed forces", None),
        ("ASEAN concluded a formal agreement with Korea", "Sign formal agreement", None),
        # the lexicon's phrases too, where they say more than the verb
        ("Japan inked a deal with China", "Sign formal agreement", None),
        ("Japan severed ties with China", "Reduce or break diplomatic relations", None),
        ("Sudan worked together diplomatically with Malaysia", "Engage in diplomatic cooperation", None),
        ("Iraq relaxed administrative sanctions", "Ease administrative sanctions", None),
        ("France gave asylum to him", "Grant asylum", None),
        ("he disclaimed responsibility", "Deny responsibility", None),
        ("Nigeria handed back property", "Return, release property", None),
        # a name's nouns said otherwise: aid for assistance, level for status, talks for negotiation
        ("Congress cut military aid to Colombia", "Reduce or stop military assistance", "cut military aid"),
        ("the police raised the police alert level", "Increase police alert status", None),
        ("Correa insisted on talks with Mexico", "Demand meeting, negotiation", None),
        ("Sisi gave in to the editors", "Yield", "gave in"),
        ("Portugal voiced its intention to cooperate militarily", "Express intent to cooperate militarily", None),
        ("the navy gave assistance to the fishermen", "Provide aid", "gave assistance"),
        ("Iran delivered economic assistance", "Provide economic aid", None),
        ("France used its veto", "Veto", "used veto"),
        ("Malaysia used coercion against them", "Coerce", "used coercion"),
        ("the men sexually abused women", "Sexually assault", None),
        (
            "China signalled its intent to engage in diplomatic cooperation",
            "Express intent to engage in diplomatic cooperation (such as policy support)",
            None,
        ),
    ],
)
def test_alternatives_and_frame_verbs_said_another_way(
    lexicon: RelationLexicon, text: str, relation: str, words: str | None
) -> None:
    ((relations, matched),) = said(lexicon, text)
    assert relations == (relation,)
    if words is not None:
        assert matched == words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Wen Jiabao made accusations against Japan", "made accusations"),
        ("the ministry gave economic aid to Yemen", "gave economic aid"),
        ("Iraq engaged in economic cooperation with Kenya", "engaged economic cooperation"),
        ("Japan made several accusations against Iraq", "made accusations"),
        ("the rebels resorted to unconventional violence", "resorted unconventional violence"),
    ],
)
def test_a_light_verb_belongs_to_its_noun_of_action(lexicon: RelationLexicon, text: str, words: str) -> None:
    ((_, matched),) = said(lexicon, text)
    assert matched == words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Iraq gave up negotiations with Iran", "negotiations"),  # "give up" is another verb
        ("Japan made Iraq apologize", "apologize"),  # a causative: "make" with a verb, not a noun of action
        ("the union held a strike", "strike"),  # a labour strike as often as a military one
    ],
)
def test_a_verb_that_is_not_light_here_stays_out(lexicon: RelationLexicon, text: str, words: str) -> None:
    """The verb stays out of the match, for the leftover check to refuse."""
    assert [w for _, w in said(lexicon, text)] == [words]


def test_a_synonym_alone_is_no_lexicon_verb(lexicon: RelationLexicon) -> None:
    """ "sign" alone is a signing, but "concluded" alone says too little to be one."""
    assert said(lexicon, "Japan concluded") == []


def test_call_alone_stays_the_telephone_and_call_for_is_an_appeal(lexicon: RelationLexicon) -> None:
    assert [r for r, _ in said(lexicon, "Japan called Iraq")] == [("Discuss by telephone",)]
    assert [r for r, _ in said(lexicon, "Japan called for diplomatic cooperation")] == [
        ("Appeal for diplomatic cooperation (such as policy support)",)
    ]


def test_a_particle_of_a_phrase_stays_a_relation_word(lexicon: RelationLexicon) -> None:
    """ "scaled back aid" reads "back"; left alone elsewhere ("hit back at") it may change the answer."""
    assert "back" in lexicon.vocabulary


def test_give_in_is_yielding_not_a_light_verb(lexicon: RelationLexicon) -> None:
    """ "gave in to the accusations": two relations said (the parser refuses), never "gave accusations"."""
    assert said(lexicon, "Iraq gave in to the accusations of Iran") == [
        (("Yield",), "gave in"),
        (("Accuse",), "accusations"),
    ]


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("Blair refused to give in to France", "Refuse to yield"),
        ("Japan urged them to relax administrative sanctions", "Appeal for easing of administrative sanctions"),
        ("the AU refused to relax administrative sanctions", "Refuse to ease administrative sanctions"),
        ("Iran threatened to halt negotiations", "Threaten to halt negotiations"),
    ],
)
def test_a_frame_before_a_base_is_the_relation_cameo_composes(text: str, relation: str) -> None:
    lexicon = RelationLexicon(
        [
            "Yield",
            "Refuse to yield",
            "Reject",
            "Make an appeal or request",
            "Ease administrative sanctions",
            "Appeal for easing of administrative sanctions",
            "Refuse to ease administrative sanctions",
            "Threaten",
            "Halt negotiations",
            "Threaten to halt negotiations",
        ]
    )
    assert [r for r, _ in said(lexicon, text)] == [(relation,)]


def test_no_composition_without_the_composed_relation() -> None:
    """Without "Refuse to yield" in the graph, "refused to give in" stays two relations (a refusal)."""
    lexicon = RelationLexicon(["Yield", "Reject"])
    assert [r for r, _ in said(lexicon, "Blair refused to give in to France")] == [("Reject",), ("Yield",)]


def test_a_frame_composes_only_through_to_or_an_appeals_for() -> None:
    """ "threatened them for cutting ties": the ties were cut by them, so no threat to cut them is read."""
    lexicon = RelationLexicon(["Threaten", "Reduce relations", "Threaten to reduce or break relations"])
    assert [r for r, _ in said(lexicon, "Japan threatened them for cutting ties")] == [
        ("Threaten",),
        ("Reduce relations",),
    ]
    assert [r for r, _ in said(lexicon, "Japan threatened to cut ties")] == [("Threaten to reduce or break relations",)]


FRAMED = [
    "Make an appeal or request",
    "Demand",
    "Reject",
    "Threaten",
    "Make a visit",
    "Mediate",
    "Reduce or break diplomatic relations",
    "Engage in material cooperation",
    "Express intent to engage in material cooperation",
    "Appeal for policy change",
    "Demand policy change",
    "Express intent to change policy",
    "Express intent to change leadership",
    "Demand change in leadership",
    "Appeal to engage in or accept mediation",
    "Threaten to reduce or break relations",
]


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("France urged them to change its policy", "Appeal for policy change"),
        ("the lawyers demanded that it change its policy", None),  # "that" is no frame's word
        ("Musharraf offered to resign", "Express intent to change leadership"),
        ("Musharraf offered to step down", "Express intent to change leadership"),
        ("Bhutto demanded the resignation of Musharraf", "Demand change in leadership"),
        ("Cambodia asked them to mediate", "Appeal to engage in or accept mediation"),
        ("Sudan threatened to sever ties with them", "Threaten to reduce or break relations"),
        ("Japan said it would engage in material cooperation", "Express intent to engage in material cooperation"),
    ],
)
def test_a_phrase_cameo_only_frames_is_read_inside_its_frame(text: str, relation: str | None) -> None:
    lexicon = RelationLexicon(FRAMED)
    assert [r for r, _ in said(lexicon, text) if r != ("Demand",)] == ([(relation,)] if relation else [])


def test_a_framed_phrase_alone_names_nothing() -> None:
    """ "changed its policy", "resigned": CAMEO records no such act, so the words stay unread (a refusal)."""
    lexicon = RelationLexicon(FRAMED)
    assert said(lexicon, "Japan changed its policy") == []
    assert said(lexicon, "Musharraf resigned") == []


def test_a_saying_before_a_modal_is_no_visit() -> None:
    """ "said it would visit": the saying's date is not the visit's, so the saying stays unread."""
    lexicon = RelationLexicon(FRAMED)
    assert said(lexicon, "Japan said it would visit China") == [(("Make a visit",), "visit")]


def test_offered_aid_is_promised_or_given() -> None:
    """ "offered aid" reads both ways (the parser keeps the one the graph holds); "promised aid" only one."""
    lexicon = RelationLexicon(["Provide aid", "Express intent to provide material aid"])
    assert said(lexicon, "Thailand offered aid to Japan") == [
        (("Express intent to provide material aid", "Provide aid"), "offered aid")
    ]
    assert said(lexicon, "Thailand promised aid to Japan") == [
        (("Express intent to provide material aid",), "promised aid")
    ]


def test_a_form_of_be_before_to_says_go() -> None:
    """ "had been to see him", "Has X been to China?": gone; "been" alone, or not right before "to", is no such verb."""
    toks = [t for t in tokenize("Yilmaz had been to see him") if t.is_word]
    assert "go" in lemmas_at(toks, 2)
    toks = [t for t in tokenize("Yilmaz had been visited by him") if t.is_word]
    assert "go" not in lemmas_at(toks, 2)
    lexicon = RelationLexicon(["Make a visit", "Consult"])
    found = lexicon.match(tokenize("Has Obama been to China?"), set(range(7)))
    assert [m.relations for m in found] == [("Make a visit",)]


def test_a_publishers_identifier_is_read_in_any_case_it_is_written() -> None:
    """camelCase, PascalCase, snake, kebab and upper case, and words all in lower case are identifiers, read alike;
    a capitalised phrase (ICEWS's) and one capitalised word are not (they are read as phrases)."""
    for name in ("memberOf", "MemberOf", "member_of", "member-of", "MEMBER_OF", "member of"):
        assert identifier_words(name) == ["member", "of"], name
        assert camel_forms(name) == camel_forms("memberOf"), name
    assert identifier_words("HOSTED") == ["hosted"] and identifier_words("held office") == ["held", "office"]
    assert identifier_words("Make a visit") == [] and identifier_words("Accuse") == []
    assert says_its_tail_after("member_of", "member", "of") and not says_its_tail_after("wasBornIn", "birth", "of")


def test_a_label_of_a_noun_is_read_as_the_verb_it_stands_for() -> None:
    """Wikidata's property labels: "spouse" is married to (a state), "place of birth" born in, "award received" the
    verb first, "employer" works for; a label no row names and no participle orders is read as its words."""
    assert identifier_words("spouse") == ["is", "married", "to"] and stative_name("spouse")
    # a name opened by its doer's kind says the state of that doer: the race (is) held at Y; a race won is done
    assert stative_name("raceHeldAt") and stative_name("heldAt") and not stative_name("teamWonRace")
    assert identifier_words("place of birth") == ["was", "born", "in"] and tail_by_preposition("place of birth")
    assert identifier_words("award received") == ["received", "award"]
    assert identifier_words("employer") == ["works", "for"] and ("employer",) in name_forms("employer")
    assert identifier_words("occupation") == ["occupation"] and identifier_words("educated at") == ["educated", "at"]
    assert ("spouse",) in name_forms("spouse") and ("marry", "+to") in name_forms("spouse")


@pytest.mark.parametrize(
    ("name", "said", "unsaid"),
    [
        ("juryVoteFor", ("juror", "vote", "+for"), ("jury", "member")),  # "Which jurors voted for X?"
        ("votedFor", ("vote", "+for"), ("juror", "vote", "+for")),  # no body named: no member of one
        ("juryMemberOf", ("jury", "member", "+of"), ("juror", "vote")),
    ],
)
def test_a_body_before_its_doing_is_said_by_its_member(
    name: str, said: tuple[str, ...], unsaid: tuple[str, ...]
) -> None:
    forms = name_forms(name)
    assert said in forms
    assert unsaid not in forms


def test_a_capital_alone_inside_a_name_is_a_word_of_its_own() -> None:
    """ "chargeDAffairesTo": charge, d, affaires (no "daffaires"), said "chargé d'affaires" with its accent too."""
    assert identifier_words("chargeDAffairesTo") == ["charge", "d", "affaires", "to"]
    toks = tokenize("Who was chargé d'affaires in Cuba?")
    assert "charge" in lemmas_at(toks, 2)


def test_a_body_and_its_member_are_said_by_the_body_alone() -> None:
    """ "squadMemberOf": "in Brazil's squad"; "memberOfTribe" opens with its member, no body before it."""
    assert ("squad",) in name_forms("squadMemberOf")
    assert ("tribe",) not in name_forms("memberOfTribe")
