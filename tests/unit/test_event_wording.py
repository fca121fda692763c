"""How the event parser reads MultiTQ-style wordings, on a small graph vocabulary of its own (no database,
no shared data): sector descriptions, reordered and abbreviated names, composed intent, question frames,
"the same month as", pronouns, nouns of action, leftover words by class, and the similarity reader."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from chronorag.plans import EventPlan
from chronorag.temporal.periods import EARLIEST, LATEST, Period, days_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex, people_of, word_for_word
from chronorag.understanding.relation_similarity import Guess, RelationSimilarity, calibrate, decided
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.timex import time_filter

ENTITIES = [
    "China",
    "Japan",
    "Iraq",
    "Qatar",
    "Thailand",
    "Kenya",
    "Egypt",
    "Oman",
    "Head of Government (Qatar)",
    "Head of Government (Egypt)",
    "Government (Egypt)",
    "Military Personnel (Thailand)",
    "Police (Kenya)",
    "Citizen (Kenya)",
    "Business (Japan)",
    "Cabinet / Council of Ministers / Advisors (Thailand)",
    "Defense / Security Ministry (Japan)",
    "Treasury/Finance Ministry (Egypt)",
    "Finance / Economy / Commerce / Trade Ministry (Egypt)",
    "Islamic Courts Union",
    "Special Rapporteurs of the United Nations",
    "International Government Organizations",
    "Association of Southeast Asian Nations",
    "Ange-Félix Patassé",
    "Agence France-Presse",
    "Wen Jiabao",
    "Citizen (Australia)",
    "Japan Self-Defense Forces",
    "Member of Legislative (Govt) (Kenya)",
    "Information / Communication / Transparency Ministry (Singapore)",
    "Combatant (Hizbul Islam)",
    "Insurgent (Hizbul Islam)",
    "Domestic Affairs (Egypt)",
    "Australia",
]
RELATIONS = [
    "Make a visit",
    "Host a visit",
    "Consult",
    "Meet at a 'third' location",
    "Engage in negotiation",
    "Express intent to meet or negotiate",
    "Engage in diplomatic cooperation",
    "Express intent to engage in diplomatic cooperation (such as policy support)",
    "Express intent to cooperate",
    "Praise or endorse",
    "Criticize or denounce",
    "Make pessimistic comment",
    "Use conventional military force",
    "Sign formal agreement",
    "Make an appeal or request",
]
# which relations each entity takes part in (the graph's answer to `relations_of`)
TAKES_PART = {
    "Treasury/Finance Ministry (Egypt)": ["Make a visit"],
    "Finance / Economy / Commerce / Trade Ministry (Egypt)": ["Sign formal agreement"],
}


@pytest.fixture(scope="module")
def parser() -> EventParser:
    return EventParser(NameIndex.build(ENTITIES), RelationLexicon(RELATIONS), lambda e: TAKES_PART.get(e, RELATIONS))


def read(parser: EventParser, question: str) -> EventPlan:
    return parser.parse(question)


@pytest.mark.parametrize(
    ("question", "anchor", "position", "other"),
    [
        ("When did the leader of Qatar last visit Iraq?", "Head of Government (Qatar)", "head", "Iraq"),
        ("When did the Thai military first visit China?", "Military Personnel (Thailand)", "head", "China"),
        ("When did the Kenyan police last criticise China?", "Police (Kenya)", "head", "China"),
        ("When did the German economy visit Japan?", None, None, None),  # no German sector: refused
        ("When did the Japanese economy first visit China?", "Business (Japan)", "head", "China"),
        (
            "When did China first negotiate with the head of the Egyptian government?",
            "China",
            "head",
            "Head of Government (Egypt)",
        ),
        (
            "When did the Council of Advisors to the Thai Cabinet visit Iraq?",
            "Cabinet / Council of Ministers / Advisors (Thailand)",
            "head",
            "Iraq",
        ),
        (
            "When did the Japanese Ministry of Defence first visit China?",
            "Defense / Security Ministry (Japan)",
            "head",
            "China",
        ),
        ("When did the Union of Islamic Courts criticise Kenya?", "Islamic Courts Union", "head", "Kenya"),
        (
            "When did China first consult United Nations Special Rapporteurs?",
            "China",
            "head",
            "Special Rapporteurs of the United Nations",
        ),
        (
            "When did international governmental organisations last praise China?",
            "International Government Organizations",
            "head",
            "China",
        ),
        ("When did ASEAN last criticise China?", "Association of Southeast Asian Nations", "head", "China"),
        ("When did AFP last criticise China?", "Agence France-Presse", "head", "China"),
        # a people said as a plural noun is its citizens
        ("When did Australians last praise China?", "Citizen (Australia)", "head", "China"),
        # a name that begins with its country, said with a possessive or the adjective
        ("When did China last criticise Japan's Self-Defence Forces?", "China", "head", "Japan Self-Defense Forces"),
        ("When did the Japanese Self-Defense Forces visit Iraq?", "Japan Self-Defense Forces", "head", "Iraq"),
        # a role with its own qualifier, "Member of Legislative (Govt)"
        (
            "When did China first visit the Member of Legislative of Govt of Kenya?",
            "China",
            "head",
            "Member of Legislative (Govt) (Kenya)",
        ),
        # the question's capitalised first word is no role word of the description that follows it
        (
            "After the Ministry of Information and Communications Transparency of Singapore, who praised China?",
            "China",
            "tail",
            None,
        ),
        # common words for roles: "militants" are combatants where no Militant sector is; the interior ministry
        ("When did Kenya last criticise Hizbul Islam militants?", "Kenya", "head", "Combatant (Hizbul Islam)"),
        ("When did China last visit the Egyptian interior ministry?", "China", "head", "Domestic Affairs (Egypt)"),
        ("When did the Egyptian home ministry praise Japan?", "Domestic Affairs (Egypt)", "head", "Japan"),
        # the country said as its state
        ("When did the Iraqi state last praise China?", "Iraq", "head", "China"),
    ],
)
def test_entities_said_in_other_words(
    parser: EventParser, question: str, anchor: str | None, position: str | None, other: str | None
) -> None:
    if anchor is None:
        with pytest.raises(PlanningError):
            read(parser, question)
        return
    p = read(parser, question)
    assert (p.anchor, p.position, p.other) == (anchor, position, other)


@pytest.mark.parametrize(
    ("place", "plural"),
    [("Australia", "australians"), ("South Africa", "south africans"), ("Iraq", "iraqis"), ("Thailand", "thais")],
)
def test_a_people_as_a_plural_noun(place: str, plural: str) -> None:
    assert people_of(place) == plural


@pytest.mark.parametrize("place", ["Laos", "France", "China", "Switzerland", "New Zealand", "Atlantis"])
def test_no_plural_where_english_makes_none_or_it_is_a_place(place: str) -> None:
    assert people_of(place) is None  # "Lao" + s is Laos; "the French", "the Chinese", "the Swiss"


def test_a_description_two_sectors_share_is_settled_by_the_relation_said(parser: EventParser) -> None:
    p = read(parser, "When did the Ministry of Finance of Egypt last visit Japan?")
    assert p.anchor == "Treasury/Finance Ministry (Egypt)"  # the other finance ministry never visits anyone
    assert any("the one of" in n for n in p.notes)


@pytest.mark.parametrize(
    ("question", "relation"),
    [
        (
            "Who wanted to establish diplomatic cooperation with China in 2010?",
            "Express intent to engage in diplomatic cooperation (such as policy support)",
        ),
        ("Who would like to negotiate with China in 2010?", "Express intent to meet or negotiate"),
        ("Which country would Iraq like to meet with in 2010?", "Express intent to meet or negotiate"),
        ("Who expressed an interest in cooperating with China in 2010?", "Express intent to cooperate"),
        ("Who asked to meet with China in 2010?", "Express intent to meet or negotiate"),
        (
            "Who sought diplomatic cooperation with China in 2010?",
            "Express intent to engage in diplomatic cooperation (such as policy support)",
        ),
        ("Who would wish to visit China in 2010?", "Make a visit"),  # no intent-to-visit relation: the visit
        ("Who negotiated with China in 2010?", "Engage in negotiation"),
        ("Who engaged in diplomatic cooperation with China in 2010?", "Engage in diplomatic cooperation"),
        ("Who made negative comments about China in 2010?", "Make pessimistic comment"),
        ("Who supported China in 2010?", "Praise or endorse"),
        ("Who made China suffer from conventional military forces in 2010?", "Use conventional military force"),
        ("Who formally signed an agreement with China in 2010?", "Sign formal agreement"),
    ],
)
def test_relation_wordings(parser: EventParser, question: str, relation: str) -> None:
    p = read(parser, question)
    assert (p.relation, p.anchor, p.position) == (relation, "China", "tail") or (
        p.relation == relation and p.anchor == "Iraq"
    )


@pytest.mark.parametrize(
    ("question", "granularity"),
    [
        ("Can you tell me the year Japan first visited China?", "year"),
        ("Please tell me the month Japan first visited China.", "month"),
        ("Do you know the day Japan last visited China?", "day"),
        ("In what month and year did Japan first visit China?", "month"),
        ("In which year and month did Japan first visit China?", "month"),
        ("When did Japan first make a trip to China?", "day"),
    ],
)
def test_more_ways_to_ask_for_a_time(parser: EventParser, question: str, granularity: str) -> None:
    """The unit asked for right after a request ("tell me the year X ..."); "month and year" asks for the month."""
    p = read(parser, question)
    assert (p.answer_type, p.granularity, p.anchor, p.other, p.relation) == (
        "time",
        granularity,
        "Japan",
        "China",
        "Make a visit",
    )


@pytest.mark.parametrize(
    ("question", "granularity", "extremum"),
    [
        ("Can you tell me the last year in which Japan visited China?", "year", "last"),
        ("Tell me the first month when Japan visited China.", "month", "first"),
        ("Could you tell me the most recent date on which Japan visited China?", "day", "last"),
        ("What was the earliest year in which Japan visited China?", "year", "first"),
    ],
)
def test_an_ordinal_before_the_unit_asked_is_the_first_or_last(
    parser: EventParser, question: str, granularity: str, extremum: str
) -> None:
    p = read(parser, question)
    assert (p.answer_type, p.granularity, p.extremum, p.anchor, p.other) == (
        "time",
        granularity,
        extremum,
        "Japan",
        "China",
    )


@pytest.mark.parametrize(
    "question",
    [
        "Japan visited China the year it was asked.",
        "Who visited Japan? Give me the year.",  # the question asks who; the year is asked besides
        "Which country did Japan visit, and can you tell me the year?",
        "Tell me the day after Japan visited Qatar, who visited Iraq?",  # "the day after" is no unit asked
    ],
)
def test_a_unit_not_asked_for_is_not_read_as_the_answer(parser: EventParser, question: str) -> None:
    try:
        p = read(parser, question)
    except PlanningError:
        return
    assert p.answer_type == "entity"


@pytest.mark.parametrize(
    "question",
    [
        "How many countries did Japan visit in 2010?",
        "Whom did only Japan praise in 2010?",
        "Who praised both Japan and China in 2010?",
        "Who visited China more than Japan in 2010?",
        "Who perhaps visited China in 2010?",
    ],
)
def test_small_words_that_change_the_answer_are_refused(parser: EventParser, question: str) -> None:
    with pytest.raises(PlanningError):
        read(parser, question)


def test_most_left_over_is_never_read_by_a_lists_order(parser: EventParser) -> None:
    """ "most" is the composer's ranking (its ties refused), never the order of a list the engine reads without it
    (the list's first had broken a tie for the most silently)."""
    with pytest.raises(PlanningError, match="most"):
        read(parser, "Who did Japan criticise most in 2010?")


def test_cooperate_alone_names_no_relation(parser: EventParser) -> None:
    with pytest.raises(PlanningError, match="no relation"):
        read(parser, "Who cooperated with China in 2010?")


def test_time_asked_as_a_noun_and_words_that_pass(parser: EventParser) -> None:
    p = read(parser, "Could you tell me the exact month when Japan first visited China?")
    assert (p.answer_type, p.granularity, p.anchor, p.other, p.extremum) == ("time", "month", "Japan", "China", "first")
    assert (p.notes, p.ignored) == (["ignored 'tell'"], ["tell"])  # the words passed, as data and in the reason
    q = read(parser, "What is the most recent date on which Japan visited China?")
    assert (q.answer_type, q.granularity, q.extremum) == ("time", "day", "last")  # "most recent" is still read


def test_the_same_month_as_a_reference_event(parser: EventParser) -> None:
    p = read(parser, "Who visited China in the same month as Wen Jiabao?")
    assert p.qtype == "equal_multi" and p.constraint.kind == "in" and p.constraint.granularity == "month"
    assert p.constraint.reference is not None
    assert (p.constraint.reference.head, p.constraint.reference.tail) == ("Wen Jiabao", "China")
    q = read(parser, "On the same day as Japan, which country did Iraq criticise?")
    assert q.constraint.granularity == "day" and q.constraint.reference is not None
    assert (q.constraint.reference.head, q.constraint.reference.tail) == ("Iraq", "Japan")


@pytest.mark.parametrize(
    ("question", "anchor", "position", "reference", "unit"),
    [
        ("Who did Japan praise in Qatar in the same year?", "Japan", "head", ("Japan", "Qatar"), "year"),
        ("Who praised Iraq in the same month by Oman?", "Iraq", "tail", ("Oman", "Iraq"), "month"),
        ("To whom did China make an appeal on the same day in Kenya?", "China", "head", ("China", "Kenya"), "day"),
        (
            "In the same month, who criticised China by the Kenyan police?",
            "China",
            "tail",
            ("Police (Kenya)", "China"),
            "month",
        ),
    ],
)
def test_the_same_period_with_no_event_named_is_the_second_entitys(
    parser: EventParser, question: str, anchor: str, position: str, reference: tuple[str, str], unit: str
) -> None:
    """MultiTQ's "Who did X praise in Y in the same year?": no event follows "the same year", so it is the
    question's own event with its second entity where the answer stands, and that entity is no answer."""
    p = read(parser, question)
    assert (p.anchor, p.position, p.qtype) == (anchor, position, "equal_multi")
    ref = p.constraint.reference
    assert ref is not None and (ref.head, ref.tail) == reference and ref.relation == p.relation
    assert (p.constraint.kind, p.constraint.granularity) == ("in", unit)
    assert any("names no event of its own" in n for n in p.notes)


@pytest.mark.parametrize(
    "question",
    [
        "In the same month, who criticised China?",
        "When did Japan visit Iraq in the same month?",
        # the second entity not hung on the event by a plain preposition, or not ending there
        "Who did Japan and Qatar criticise in the same month?",
        "Who criticised both Japan and Qatar in the same month?",
        "In Qatar, who did Japan praise in the same month?",
        "Who did Japan visit in the same month from Qatar?",
        "Who criticised Japan over Qatar in the same month?",
        "Who criticised Japan on behalf of Qatar in the same month?",
        "Who did Japan praise in Qatar's presence in the same month?",
        # a passive, a place of the first entity's own, an event of its own after "the same month"
        "Who was praised by Japan in the same month by Qatar?",
        "Who did the Kenyan police criticise in Kenya in the same month?",
        "Who praised Japan in the same month in which Qatar was praised?",
    ],
)
def test_the_same_period_without_a_second_entity_or_asking_when_stays_refused(
    parser: EventParser, question: str
) -> None:
    with pytest.raises(PlanningError):
        read(parser, question)


def test_it_is_read_by_its_place(parser: EventParser) -> None:
    p = read(parser, "In the same month Japan visited Iraq, which other countries did it visit?")
    assert (p.anchor, p.position) == ("Japan", "head")  # "it" before the verb: the one that visited
    assert p.constraint.reference is not None and p.constraint.reference.head == "Japan"


def test_nouns_of_action_say_their_roles_by_preposition(parser: EventParser) -> None:
    p = read(parser, "When was the first visit of Oman to China?")
    assert (p.anchor, p.position, p.other, p.extremum) == ("Oman", "head", "China", "first")
    q = read(parser, "When was the last visit to Iraq by the leader of Qatar?")
    assert (q.anchor, q.position, q.other) == ("Head of Government (Qatar)", "head", "Iraq")


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Who visited China twice in 2010?", "'twice' (quantity)"),
        ("Who almost visited China in 2010?", "'almost' (hedging)"),
        ("Who visited China in 2010, except once?", "'except'"),
        ("Who visited China in 2010 or earlier?", "'or'"),
        ("Who visited China with Bartholomew in 2010?", "'Bartholomew' (name)"),
    ],
)
def test_words_that_could_change_the_answer(parser: EventParser, question: str, reason: str) -> None:
    with pytest.raises(PlanningError) as err:
        read(parser, question)
    assert reason in str(err.value)


def test_the_similarity_reader_is_the_last_resort(parser: EventParser) -> None:
    def similar(phrase: str) -> list[Guess]:
        if phrase == "glorified":
            return [Guess("Praise or endorse", 0.95, "laud"), Guess("Criticize or denounce", 0.6, "criticize")]
        return [Guess("Praise or endorse", 0.7, "laud"), Guess("Criticize or denounce", 0.65, "criticize")]

    reader = EventParser(parser.names, parser.lexicon, parser.relations_of, similar)
    p = reader.parse("Who glorified China in 2010?")
    assert p.relation == "Praise or endorse" and p.relation_score == pytest.approx(0.95)
    assert any("by similarity 0.95" in n for n in p.notes)
    with pytest.raises(PlanningError, match=r"nearest are Praise or endorse \(0.70\)"):
        reader.parse("Who spoke glowingly of China in 2010?")
    assert decided([Guess("a", 0.95, ""), Guess("b", 0.80, "")]) is None  # too close to another relation


def test_the_similarity_reader_reads_the_event_not_the_question_frame(parser: EventParser) -> None:
    """ "Can you tell me ...", "Do you know ...": the frame's verb is no part of the wording compared."""
    said: list[str] = []

    def similar(phrase: str) -> list[Guess]:
        said.append(phrase)
        return [Guess("Praise or endorse", 0.95, "laud"), Guess("Criticize or denounce", 0.6, "criticize")]

    reader = EventParser(parser.names, parser.lexicon, parser.relations_of, similar)
    p = reader.parse("Can you tell me the year in which Japan glorified China?")
    assert (p.relation, p.answer_type, p.granularity) == ("Praise or endorse", "time", "year")
    reader.parse("Do you know in which month Japan glorified China?")
    assert said == ["glorified", "glorified"]


def test_similarity_calibration_counts_what_passes() -> None:
    """calibrate leaves each wording out: with vectors that only know their own relation, every wording that
    passes names its own relation; with vectors that know nothing, none passes."""
    names = ["Praise or endorse", "Criticize or denounce"]
    exact = RelationSimilarity(names, lambda texts: [_onehot(t) for t in texts])
    total, passed, right = calibrate(exact)
    assert total == len(exact.items) and passed > 0 and right == passed
    blind = RelationSimilarity(names, lambda texts: [[1.0, 0.0] for _ in texts])
    assert calibrate(blind)[1] == 0


def _onehot(text: str) -> list[float]:
    praise = any(w in text for w in ("praise", "laud", "commend", "support", "endorse", "hail", "applaud"))
    return [1.0, 0.0] if praise else [0.0, 1.0]


def test_dates_in_plans_are_dates(parser: EventParser) -> None:
    p = read(parser, "Who visited China before 3 May 2010?")
    assert p.constraint.kind == "before" and p.constraint.start == date(2010, 5, 3)


@pytest.mark.parametrize(
    ("cue", "first", "end"),
    [
        ("in", date(2009, 1, 1), date(2010, 1, 1)),
        ("before", EARLIEST, date(2009, 1, 1)),
        ("after", date(2010, 1, 1), LATEST),
        ("since", date(2009, 1, 1), LATEST),  # the year itself included, unlike "after"
    ],
)
def test_one_reading_of_a_time_cue(parser: EventParser, cue: str, first: date, end: date) -> None:
    """The event parser's constraint and RTQA's / the generators' keyword reader mean the same days."""
    question = f"Who visited China {cue} 2009?"
    c = read(parser, question).constraint
    assert c.kind == cue and c.start is not None and c.end is not None and c.granularity == "year"
    assert days_of(c.kind, Period(c.granularity, c.start, c.end)) == (first, end)
    lo, hi = time_filter(question)  # inclusive days, None where unbounded
    assert (lo or EARLIEST, hi + timedelta(days=1) if hi else LATEST) == (first, end)


def test_a_name_in_both_clauses_is_in_both(parser: EventParser) -> None:
    """The reference clause and the question each say Japan: one participant per clause, not per question."""
    p = read(parser, "After Japan had praised Wen Jiabao, whom did Japan praise next?")
    assert (p.anchor, p.position, p.relation, p.qtype) == ("Japan", "head", "Praise or endorse", "after_first")
    assert p.constraint.reference is not None
    assert (p.constraint.reference.head, p.constraint.reference.tail) == ("Japan", "Wen Jiabao")


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("After Japan visited China, who was the next to do so?", "do so"),
        ("After China was visited by Japan, which country did the same?", "did the same"),
        ("After Japan visited China, who followed suit first?", "followed suit"),
        ("After Japan had visited China, who did likewise?", "did likewise"),
    ],
)
def test_done_again_repeats_the_reference_event_with_its_doer_asked(
    parser: EventParser, question: str, said: str
) -> None:
    plan = read(parser, question)
    assert (plan.anchor, plan.position, plan.relation) == ("China", "tail", "Make a visit")
    assert plan.constraint.kind == "after"
    assert plan.constraint.reference is not None
    assert (plan.constraint.reference.head, plan.constraint.reference.tail) == ("Japan", "China")
    assert any(said in note for note in plan.notes)


def test_said_the_same_repeats_only_a_saying(parser: EventParser) -> None:
    plan = read(parser, "After Japan said it wanted to meet China, which country was the first to say the same?")
    assert (plan.anchor, plan.position, plan.relation) == ("China", "tail", "Express intent to meet or negotiate")
    assert plan.extremum == "first"
    plan = read(parser, "After Japan expressed its intention to meet China, who expressed the same intention?")
    assert (plan.anchor, plan.relation) == ("China", "Express intent to meet or negotiate")
    with pytest.raises(PlanningError):  # a visit is not said: "said the same" stays unread
        parser.parse("After Japan visited China, who said the same?")


def test_said_with_an_intent_verb_is_the_intent(parser: EventParser) -> None:
    plan = read(parser, "In June 2007, who said they intended to meet China?")
    assert (plan.relation, plan.anchor, plan.position) == ("Express intent to meet or negotiate", "China", "tail")


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("After Japan visited China, when did anyone next do so?", "asks when"),
        ("After Japan visited China, who did not do so?", "not"),
        ("After Japan visited China, who did?", "only in its reference event"),
        # said from the receiving side, "do so" asks for a receiver, not a doer
        ("After Iraq received praise from Japan, who was the next to do so?", "receiving side"),
        # a pronoun left in the main clause may be either side of the reference event
        ("After Japan was praised by Qatar, who did the same to him?", "either side"),
        ("After China criticised Japan, who did the same to it?", "either side"),
    ],
)
def test_done_again_stays_refused_where_it_cannot_be_read(parser: EventParser, question: str, reason: str) -> None:
    with pytest.raises(PlanningError, match=reason):
        parser.parse(question)


def test_take_is_read_or_refused_but_take_place_passes(parser: EventParser) -> None:
    """ "took praise from X" is receiving it: "took" must be placed; "did it take place" says nothing more."""
    with pytest.raises(PlanningError, match="took"):
        parser.parse("Who took praise from Japan in 2010?")
    p = read(parser, "When did the visit of Japan to China take place?")
    assert (p.anchor, p.other, p.relation) == ("Japan", "China", "Make a visit")


@pytest.mark.parametrize("word", ["refusal", "failure", "reluctance", "decision"])
def test_a_noun_that_turns_the_event_around_is_refused(parser: EventParser, word: str) -> None:
    """ "China's refusal to visit Japan" is no visit: such nouns are negation (or hedging), never passed over."""
    with pytest.raises(PlanningError, match=word):
        parser.parse(f"When was China's {word} to visit Japan?")


def test_a_noun_after_a_generic_frame_may_name_what_was_asked(parser: EventParser) -> None:
    """ "appealed to China for help" is an appeal for aid, not any appeal: the noun after the frame is unread,
    so the question is refused; before the relation ("tell me") or after another relation it passes."""
    with pytest.raises(PlanningError, match="'help' \\(what the relation is about\\)"):
        parser.parse("When did Japan appeal to China for help?")
    p = read(parser, "Can you tell me when Japan appealed to China?")
    assert (p.relation, p.anchor, p.other) == ("Make an appeal or request", "Japan", "China")


def test_how_an_act_was_done_may_pass(parser: EventParser) -> None:
    """ "officially", "publicly": the manner of an act, never which act it was."""
    p = read(parser, "When did Japan first officially visit China?")
    assert (p.relation, p.anchor, p.other, p.notes) == ("Make a visit", "Japan", "China", ["ignored 'officially'"])
    assert p.ignored == ["officially"]


def test_its_role_is_that_sector_of_the_one_place_named(parser: EventParser) -> None:
    """ "Kenya criticised its police": the police are Kenya's, the only place the question names."""
    p = read(parser, "When did Kenya last criticise its police?")
    assert (p.anchor, p.position, p.other, p.notes) == (
        "Kenya",
        "head",
        "Police (Kenya)",
        ["read 'its police' as Police (Kenya)"],
    )
    with pytest.raises(PlanningError):  # two places: "its" may be either
        read(parser, "When did Kenya criticise Japan over its police?")
    with pytest.raises(PlanningError):  # no such sector of the place
        read(parser, "When did Japan criticise its police?")


def test_a_people_s_adjective_before_a_name_that_ends_in_its_place() -> None:
    """ "the Korean People First Party" for People First Party Korea: 'Korean' says Korea too."""
    parser = EventParser(
        NameIndex.build(["People First Party Korea", "China"]), RelationLexicon(RELATIONS), lambda e: RELATIONS
    )
    p = read(parser, "When did the Korean People's First Party first visit China?")
    assert (p.anchor, p.relation, p.other) == ("People First Party Korea", "Make a visit", "China")


def _persons() -> EventParser:
    names = NameIndex.build(["Mahmoud Ahmadinejad", "Iran", "China", "Head of Government (Iran)"])
    return EventParser(names, RelationLexicon(RELATIONS), lambda e: RELATIONS)


@pytest.mark.parametrize(
    "question",
    [
        "When did Iranian President Mahmoud Ahmadinejad last visit China?",
        "When did Iran's President Mahmoud Ahmadinejad last visit China?",
        "When did the Iranian President Mahmoud Ahmadinejad last visit China?",
        "When did Iran's Foreign Minister Mahmoud Ahmadinejad last visit China?",
    ],
)
def test_an_office_and_its_country_before_a_person_belong_to_the_name(question: str) -> None:
    p = read(_persons(), question)
    assert (p.anchor, p.relation, p.other, p.extremum) == ("Mahmoud Ahmadinejad", "Make a visit", "China", "last")


@pytest.mark.parametrize(
    "question",
    [
        "When did former Iranian President Mahmoud Ahmadinejad visit China?",  # a qualifier of who is no office
        "When did Iranian Mahmoud Ahmadinejad visit China?",  # no office said: the adjective stays unread
        "When did Iran's Mahmoud Ahmadinejad visit China?",  # nor Iran, a third entity
    ],
)
def test_what_an_office_before_a_person_may_not_take(question: str) -> None:
    with pytest.raises(PlanningError):
        read(_persons(), question)


@pytest.mark.parametrize(
    "question",
    [
        "When did Foreign Secretary Jack Straw last visit China?",
        "When did Secretary Jack Straw last visit China?",
    ],
)
def test_an_office_before_a_titled_name_of_english_words_belongs_to_it(question: str) -> None:
    """ "Jack Straw" is made of English words, so only the title after the office says it is a person's."""
    names = NameIndex.build(["Jack Straw", "China", "Foreign Affairs (Iran)", "Citizen (United Kingdom)"])
    parser = EventParser(names, RelationLexicon(RELATIONS))
    p = read(parser, question)
    assert (p.anchor, p.other, p.extremum) == ("Jack Straw", "China", "last")
    with pytest.raises(PlanningError, match="former"):
        read(parser, "When did former Foreign Secretary Jack Straw last visit China?")
    for place in ("British", "Iran's"):  # whose office it was cannot be checked: the place stays apart
        with pytest.raises(PlanningError):
            read(parser, f"When did {place} Foreign Secretary Jack Straw last visit China?")


def test_a_name_that_begins_with_a_title_keeps_the_place_before_it_apart() -> None:
    """ "General People's Congress" (Yemen's) and "Chancellor of the Exchequer" are no titled persons: the place
    said before them is not taken as their office's."""
    names = NameIndex.build(["General People's Congress", "Chancellor of the Exchequer", "China", "Citizen (Libya)"])
    parser = EventParser(names, RelationLexicon(RELATIONS))
    for question in (
        "When did Libya's General People's Congress visit China?",
        "When did Iran's Chancellor of the Exchequer visit China?",
    ):
        with pytest.raises(PlanningError):
            read(parser, question)


def test_a_given_name_spelt_otherwise_before_a_surname_read_alone() -> None:
    """ "Nouri al-Maliki" for Nuri al-Maliki: the surname alone is read, and the whole is close to the name;
    "Michelle Obama" is not Barack Obama."""
    names = NameIndex.build(["Nuri al-Maliki", "Barack Obama", "China"])
    parser = EventParser(names, RelationLexicon(RELATIONS), lambda e: RELATIONS)
    for question in (
        "When did Nouri al-Maliki last visit China?",
        "When did President Nouri al-Maliki last visit China?",
    ):
        p = read(parser, question)
        assert (p.anchor, p.other, p.notes) == ("Nuri al-Maliki", "China", ["read 'Nouri al-Maliki' as Nuri al-Maliki"])
    with pytest.raises(PlanningError, match="Michelle"):
        read(parser, "When did Michelle Obama last visit China?")


def test_a_name_whose_small_words_split_its_capitals_is_read_whole_when_it_says_one_word_for_word() -> None:
    """ "the Organisation for Security and Cooperation in Europe": the capitalised run goes on over "for" / "and"
    / "in" before it is compared with the graph's names, word for word by key; a run close by its letters
    only ("the Jeddah Chamber ..." for Sharjah's, "the Court of Auditors" for Court of Audit) stays unread, and
    so does one said inside a longer name of the graph."""
    graph = ["Court of Audit", "Organization for Security and Co-operation in Europe", "China"]
    names = NameIndex.build([*graph, "Sharjah Chamber of Commerce and Industry"])
    parser = EventParser(names, RelationLexicon(RELATIONS), lambda e: RELATIONS)
    p = read(parser, "When did China first criticise the Organisation for Security and Cooperation in Europe?")
    assert (p.anchor, p.other) == ("China", "Organization for Security and Co-operation in Europe")
    for question, unread in (
        ("When did the Court of Auditors last visit China?", "Auditors"),
        ("When did the Court of Appeal last visit China?", "Appeal"),
        ("When did the Jeddah Chamber of Commerce and Industry last visit China?", "Jeddah"),
    ):
        with pytest.raises(PlanningError, match=unread):
            read(parser, question)
    longer = NameIndex.build([*graph, "European Organization for Security and Co-operation in Europe"])
    with pytest.raises(PlanningError):
        read(
            EventParser(longer, RelationLexicon(RELATIONS), lambda e: RELATIONS),
            "When did China first criticise the Organization for Security and Cooperation in Europe?",
        )


@pytest.mark.parametrize(
    ("said", "name", "same"),
    [
        ("Court of Auditors", "Court of Audit", False),  # a word's kin is another word
        ("Election Commissioner of India", "Election Commission of India", False),  # a person, not the body
        (
            "Organisation for Security and Cooperation in Europe",
            "Organization for Security and Co-operation in Europe",
            True,
        ),
        ("Labour Ministry of Austria", "Labor Ministry of Australia", False),  # close letters, other places
        ("Electoral Commission of Nigeria", "Electoral Commission of Niger", False),
        ("Association of South Asian Nations", "Association of Southeast Asian Nations", False),
        ("Eastern Communist Party", "Western Communist Party", False),
        ("National United Front", "Activist (National United Front)", False),  # a word more
    ],
)
def test_word_for_word(said: str, name: str, same: bool) -> None:
    assert word_for_word(said, name) is same


def test_coming_to_the_negotiating_table_is_negotiating_and_composes_with_an_appeal() -> None:
    relations = ["Engage in negotiation", "Make an appeal or request", "Appeal to others to meet or negotiate"]
    parser = EventParser(NameIndex.build(["Iran", "China"]), RelationLexicon(relations), None)
    assert read(parser, "When did Iran return to the negotiating table with China?").relation == relations[0]
    p = read(parser, "When did China first urge Iran to come to the negotiating table?")
    assert (p.anchor, p.relation, p.other) == ("China", relations[2], "Iran")


@pytest.fixture(scope="module")
def reduced_parser() -> EventParser:
    relations = ["Impose blockade, restrict movement", "Provide military aid", "Demand material cooperation"]
    relations += ["Ease economic sanctions, boycott, embargo", "Criticize or denounce", "Make a visit"]
    relations += ["Share intelligence or information", "Host a visit", "Use tactics of violent repression"]
    relations += ["Engage in negotiation"]
    names = NameIndex.build(["Burundi", "Military (Burundi)", "Japan", "Iran", "China", "Iraq", "Kuwait"])
    return EventParser(names, RelationLexicon(relations), None)


@pytest.mark.parametrize(
    ("question", "relation", "head", "tail"),
    [
        (
            "Which month saw a blockade imposed on Burundi by the Burundian military?",
            "Impose blockade, restrict movement",
            "Military (Burundi)",
            "Burundi",
        ),
        ("In which year was military aid provided by Japan to Iraq?", "Provide military aid", "Japan", "Iraq"),
        (
            "On what date was material cooperation demanded of Iraq by Kuwait?",
            "Demand material cooperation",
            "Kuwait",
            "Iraq",
        ),
        (
            "What is the latest year in which Iran had economic sanctions eased by China?",
            "Ease economic sanctions, boycott, embargo",
            "China",
            "Iran",
        ),
        # received: the reduced passive says who shared it, so "receive" does not turn it around again
        (
            "In which year did Iran last receive information shared by Iraq?",
            "Share intelligence or information",
            "Iraq",
            "Iran",
        ),
    ],
)
def test_a_relation_said_as_its_object_and_then_the_participle_is_a_passive(
    reduced_parser: EventParser, question: str, relation: str, head: str, tail: str
) -> None:
    """ "a blockade imposed on X by Y": the object before the verb's participle is a passive by its form, so
    the one after "by" did it, wherever it stands (Iran, said first, had the sanctions eased)."""
    p = read(reduced_parser, question)
    plan_head, plan_tail = (p.anchor, p.other) if p.position == "head" else (p.other, p.anchor)
    assert (p.relation, plan_head, plan_tail) == (relation, head, tail)


def test_an_adverb_before_a_participle_is_no_reduced_passive(reduced_parser: EventParser) -> None:
    p = read(reduced_parser, "Which country violently repressed Iraq in 2010?")
    assert (p.relation, p.anchor, p.position) == ("Use tactics of violent repression", "Iraq", "tail")


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("When was a blockade imposed on Burundi?", "does not name by whom"),  # the one it was imposed on is no doer
        ("Military aid provided to Iraq by whom?", "does not name by whom"),
        ("When was a blockade imposed on Burundi, a move opposed by Japan?", "cannot tell who did it to whom"),
        ("When was military aid provided to Iraq, which was invaded by Kuwait?", "cannot tell who did it to whom"),
        ("When were talks held in Japan by China?", "cannot tell who did it to whom"),
        ("When was military aid provided to Iraq by China before Japan did?", "reduced passive beside a reference"),
        ("Which country had military aid provided to Iraq by mistake?", "does not name by whom"),
        ("When did China criticise the blockade imposed on Burundi?", "more than one relation"),
        ("In which year did Japan provide military aid that Iraq demanded?", "demanded"),  # the doer between
    ],
)
def test_a_reduced_passive_that_does_not_say_who_did_it_is_refused(
    reduced_parser: EventParser, question: str, reason: str
) -> None:
    with pytest.raises(PlanningError, match=reason):
        read(reduced_parser, question)


@pytest.fixture(scope="module")
def either_parser() -> EventParser:
    relations = ["Demand change in institutions, regime", "Make a visit", "Criticize or denounce", "Demand"]
    return EventParser(NameIndex.build(["Thailand", "Iraq", "China", "Japan"]), RelationLexicon(relations), None)


@pytest.mark.parametrize(
    "question",
    [
        "When did Thailand last demand institutional or regime change from Iraq?",
        "When did Thailand last demand regime or institutional change from Iraq?",
    ],
)
def test_an_or_between_words_that_say_the_same_is_read(either_parser: EventParser, question: str) -> None:
    plan = either_parser.parse(question)
    assert (plan.anchor, plan.relation, plan.other, plan.extremum) == (
        "Thailand",
        "Demand change in institutions, regime",
        "Iraq",
        "last",
    )
    assert plan.question == question and any("either word alone says the same" in n for n in plan.notes)


@pytest.mark.parametrize(
    "question",
    [
        "When did China or Japan visit Iraq?",  # two entities: either could be meant
        "When did Thailand first or last visit Iraq?",
        "When did Thailand visit or criticise Iraq?",  # two relations
        "In 2005 or 2006, when did Thailand visit Iraq?",
        "Who visited Iraq before or after Japan?",
    ],
)
def test_an_or_whose_words_read_differently_stays_a_refusal(either_parser: EventParser, question: str) -> None:
    with pytest.raises(PlanningError):
        either_parser.parse(question)


@pytest.fixture(scope="module")
def frames_parser() -> EventParser:
    relations = ["Physically assault", "Appeal for aid", "Make an appeal or request", "Defend verbally", "Host a visit"]
    relations += ["Make a visit", "Criticize or denounce", "Provide aid"]
    return EventParser(
        NameIndex.build(["Iraq", "Iran", "Citizen (Iraq)", "Criminal (Iraq)"]), RelationLexicon(relations), None
    )


@pytest.mark.parametrize(
    ("question", "head", "relation", "tail"),
    [
        # the relation's adverb before its verb: still a passive ("physically" is the name's first word)
        (
            "When were Iraqi citizens physically assaulted by Iraqi criminals?",
            "Criminal (Iraq)",
            "Physically assault",
            "Citizen (Iraq)",
        ),
        (
            "When were Iraqi citizens last physically assaulted by Iraqi criminals?",
            "Criminal (Iraq)",
            "Physically assault",
            "Citizen (Iraq)",
        ),
        (
            "When did Iraqi criminals physically assault Iraqi citizens?",
            "Criminal (Iraq)",
            "Physically assault",
            "Citizen (Iraq)",
        ),
        # a name's words in the other order: "Defend verbally"
        ("When was Iraq verbally defended by Iran?", "Iran", "Defend verbally", "Iraq"),
        # "receive" before another relation's noun: that relation, from the other side
        ("When did Iraq receive an appeal for aid from Iran?", "Iran", "Appeal for aid", "Iraq"),
        ("When did Iraq receive criticism from Iran?", "Iran", "Criticize or denounce", "Iraq"),
        ("When did Iraq receive a visit from Iran?", "Iraq", "Host a visit", "Iran"),
        # courtesies that open the question, and "at what point in time"
        ("Hi there, at what point in time did Iraq visit Iran?", "Iraq", "Make a visit", "Iran"),
        ("Good morning! When did Iraq visit Iran?", "Iraq", "Make a visit", "Iran"),
        ("Sorry to bother you, but when did Iraq visit Iran?", "Iraq", "Make a visit", "Iran"),
        ("Quick check: when did Iraq visit Iran?", "Iraq", "Make a visit", "Iran"),
    ],
)
def test_voice_order_and_openings(
    frames_parser: EventParser, question: str, head: str, relation: str, tail: str
) -> None:
    plan = frames_parser.parse(question)
    assert plan.answer_type == "time" and plan.relation == relation
    assert (plan.anchor, plan.other) == ((head, tail) if plan.position == "head" else (tail, head))


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("Good day, when did Iraq visit Iran?", "day"),  # "day" is no courtesy word: it may be a time
        ("Sorry Iran, when did Iraq visit Iran?", "who did what"),  # a name inside: no courtesy stretch
        ("At what point did Iraq visit Iran?", "asks who"),  # "what point" alone is no time asked
    ],
)
def test_what_is_no_courtesy_or_time_frame_stays_a_refusal(
    frames_parser: EventParser, question: str, word: str
) -> None:
    with pytest.raises(PlanningError, match=word):
        frames_parser.parse(question)


@pytest.fixture(scope="module")
def official_parser() -> EventParser:
    relations = ["Make a visit", "Demand", "Yield", "Demand that target yields", "Make an appeal or request"]
    relations += ["Appeal to yield", "Impose blockade, restrict movement", "Obstruct passage, block"]
    entities = ["China", "South Korea", "Iran", "Japan", "Catherine Ashton", "Government (Russia)"]
    return EventParser(NameIndex.build(entities), RelationLexicon(relations), None)


@pytest.mark.parametrize(
    ("question", "anchor", "relation", "other"),
    [
        # countries by their official names
        ("When did the People's Republic of China visit Japan?", "China", "Make a visit", "Japan"),
        ("When did the PRC visit Japan?", "China", "Make a visit", "Japan"),
        ("When did the Republic of Korea visit Japan?", "South Korea", "Make a visit", "Japan"),
        ("When did the Islamic Republic of Iran visit Japan?", "Iran", "Make a visit", "Japan"),
        (
            "When did the government of the Russian Federation visit Japan?",
            "Government (Russia)",
            "Make a visit",
            "Japan",
        ),
        # a title of nobility before a surname
        ("When did Baroness Ashton visit Japan?", "Catherine Ashton", "Make a visit", "Japan"),
        # "demand that X yield": the demand composed with its clause
        ("When did Japan demand that Iran yield?", "Japan", "Demand that target yields", "Iran"),
        ("When did Japan urge Iran to yield?", "Japan", "Appeal to yield", "Iran"),
        # a name that lists two phrases: the first said alone ("impose a blockade")
        ("When did Japan impose a blockade on Iran?", "Japan", "Impose blockade, restrict movement", "Iran"),
        ("When did Japan obstruct passage in Iran?", "Japan", "Obstruct passage, block", "Iran"),
    ],
)
def test_official_names_titles_and_composed_clauses(
    official_parser: EventParser, question: str, anchor: str, relation: str, other: str
) -> None:
    plan = official_parser.parse(question)
    assert (plan.anchor, plan.relation, plan.other) == (anchor, relation, other)


def test_a_demand_that_names_another_event_stays_a_refusal(official_parser: EventParser) -> None:
    with pytest.raises(PlanningError, match="more than one relation"):
        official_parser.parse("When did Japan demand that Iran visit China?")


@pytest.fixture(scope="module")
def round_parser() -> EventParser:
    relations = ["Make a visit", "Make an appeal or request", "Demand", "Reject", "Engage in negotiation"]
    relations += ["Consult", "Meet at a 'third' location", "Express intent to meet or negotiate"]
    relations += ["Appeal to others to meet or negotiate", "Demand meeting, negotiation"]
    relations += ["Reject proposal to meet, discuss, or negotiate", "Express intent to settle dispute"]
    relations += ["Appeal to others to settle dispute", "Demand settling of dispute", "Praise or endorse"]
    relations += ["Provide aid", "Express intent to provide material aid", "Threaten", "Threaten non-force"]
    relations += ["Conduct suicide, car, or other non-military bombing", "Employ aerial weapons"]
    entities = ["China", "Iran", "Sudan", "Iraq", "Germany", "Religion (Germany)", "Business (Germany)"]
    entities += ["Labor and Employment Ministry (Sudan)", "Member of Legislative (Govt) (Iran)"]
    entities += ["High Ranking Military Personnel (Iraq)", "Military Personnel (Iraq)", "Legislature (Iraq)"]
    return EventParser(NameIndex.build(entities), RelationLexicon(relations), None)


@pytest.mark.parametrize(
    ("question", "anchor", "relation", "other"),
    [
        # an appeal or demand that others meet, negotiate or settle: someone is asked between the two verbs
        ("When did China urge Iran to negotiate?", "China", "Appeal to others to meet or negotiate", "Iran"),
        ("When did China appeal to Iran to meet?", "China", "Appeal to others to meet or negotiate", "Iran"),
        ("When did China appeal to Iran to settle the dispute?", "China", "Appeal to others to settle dispute", "Iran"),
        ("When did China demand that Iran negotiate?", "China", "Demand meeting, negotiation", "Iran"),
        # asked "to meet with X": the asker's own wish, CAMEO's intent to meet
        ("When did China ask to meet with Iran?", "China", "Express intent to meet or negotiate", "Iran"),
        # an intent to give material aid, said with the aid's verb
        (
            "When did China express the intention to provide material aid to Iran?",
            "China",
            "Express intent to provide material aid",
            "Iran",
        ),
        # CAMEO's non-force threats and non-military bombings, said by their measures
        ("When did China threaten Iran with non-military measures?", "China", "Threaten non-force", "Iran"),
        ("When did China issue a non-violent threat against Iran?", "China", "Threaten non-force", "Iran"),
        (
            "When did China carry out a non-military bombing against Iran?",
            "China",
            "Conduct suicide, car, or other non-military bombing",
            "Iran",
        ),
        # a sector said around a place that is also a name of its own: "the Ministry of Labour of [Sudan]"
        (
            "When did China visit the Ministry of Labour of Sudan?",
            "China",
            "Make a visit",
            "Labor and Employment Ministry (Sudan)",
        ),
        # a relation's word inside a description, never at its edge
        (
            "When did a senior Iraqi military officer visit China?",
            "High Ranking Military Personnel (Iraq)",
            "Make a visit",
            "China",
        ),
        # common words for roles
        (
            "When did China praise the religious community of Germany?",
            "China",
            "Praise or endorse",
            "Religion (Germany)",
        ),
        (
            "When did the government legislator of Iran visit China?",
            "Member of Legislative (Govt) (Iran)",
            "Make a visit",
            "China",
        ),
    ],
)
def test_this_rounds_wordings(round_parser: EventParser, question: str, anchor: str, relation: str, other: str) -> None:
    plan = round_parser.parse(question)
    assert (plan.anchor, plan.relation, plan.other) == (anchor, relation, other)


def test_a_places_longer_name_is_not_read_again_as_a_description() -> None:
    """ "the Iraqi state" is a name of Iraq; its "state" is no word of Ousted Head of State (Iraq) there."""
    names = NameIndex.build(["Iraq", "Ousted Head of State (Iraq)", "China"])
    parser = EventParser(names, RelationLexicon(["Make a visit"]), None)
    assert parser.parse("When did the Iraqi state visit China?").anchor == "Iraq"


@pytest.fixture(scope="module")
def yielding_parser() -> EventParser:
    relations = ["Yield", "Demand", "Demand rights", "Accede to demands for rights", "Demand change in leadership"]
    relations += ["Accede to demands for change in leadership", "Complain officially", "Make statement"]
    relations += ["Make pessimistic comment", "Make optimistic comment", "Defy norms, law", "Host a visit"]
    entities = ["Thailand", "Citizen (Thailand)", "China", "Mexico", "France", "Iran", "UN Security Council"]
    return EventParser(NameIndex.build(entities), RelationLexicon(relations), None)


@pytest.mark.parametrize(
    ("question", "anchor", "relation", "other"),
    [
        # giving in to a demand is acceding to it
        (
            "When did Thailand give in to Thai citizens' demands for rights?",
            "Thailand",
            "Accede to demands for rights",
            "Citizen (Thailand)",
        ),
        (
            "When did Thailand yield to the demands of Thai citizens for a change in leadership?",
            "Thailand",
            "Accede to demands for change in leadership",
            "Citizen (Thailand)",
        ),
        # a complaint received is the complaint from the other side
        ("When did China receive an official complaint from Mexico?", "Mexico", "Complain officially", "China"),
        # a pessimistic comment is not a statement besides
        ("Which year saw a pessimistic comment by France on Iran?", "France", "Make pessimistic comment", "Iran"),
        ("Which month saw an optimistic comment by France on Iran?", "France", "Make optimistic comment", "Iran"),
        ("When did Iran defy the UN Security Council?", "Iran", "Defy norms, law", "UN Security Council"),
    ],
)
def test_yielding_complaints_comments_defiance(
    yielding_parser: EventParser, question: str, anchor: str, relation: str, other: str
) -> None:
    plan = yielding_parser.parse(question)
    assert (plan.anchor, plan.relation, plan.other) == (anchor, relation, other)


@pytest.mark.parametrize(
    ("question", "relation"),
    [
        ("When did China use violent repression against Iran?", "Use tactics of violent repression"),
        ("When did China come to the defence of Iran?", "Defend verbally"),
        ("When did China cooperate with Iran on judicial matters?", "Engage in judicial cooperation"),
        ("When did China restrict the political freedoms of Iran?", "Impose restrictions on political freedoms"),
        ("When did China make a show of military power toward Iran?", "Demonstrate military or police power"),
        ("When did China provide peacekeeping in Iran?", "Provide military protection or peacekeeping"),
        ("When did China take in peacekeepers from Iran?", "Receive deployment of peacekeepers"),
        ("When did China pull back militarily from Iran?", "Retreat or surrender militarily"),
        ("When did China drum up opposition against Iran?", "Rally opposition against"),
    ],
)
def test_cameo_names_in_everyday_words(question: str, relation: str) -> None:
    relations = [
        relation,
        "Make a visit",
        "Criticize or denounce",
        "Engage in negotiation",
        "Use conventional military force",
    ]
    parser = EventParser(NameIndex.build(["China", "Iran"]), RelationLexicon(relations), None)
    plan = parser.parse(question)
    assert (plan.anchor, plan.relation, plan.other) == ("China", relation, "Iran")
