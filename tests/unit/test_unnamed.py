"""A question naming no entity (`understanding/unnamed.py`): the subject of every fact of the one relation its words
say, in the period said; refused where the words say two relations, leave a word unread, name an entity, say a kind
of person the graph does not tell apart, or say a passive."""

from __future__ import annotations

import pytest
from test_constructions import interval_parser

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.unnamed import unnamed_query
from chronorag.understanding.unnamed_series import _narrowed, series_alike


@pytest.fixture(scope="module")
def parser() -> EventParser:
    return interval_parser()


def _read(parser: EventParser, text: str) -> str:
    return str(unnamed_query(text, parser.names, parser.lexicon, "intervals").term)


def test_who_did_it_in_a_period_is_every_fact_of_the_relation_then(parser: EventParser) -> None:
    assert (
        _read(parser, "Who walked in space in 1966?")
        == "(?, spacewalkDuring, ?) in intervals in 1966-01-01..1967-01-01 (year)"
    )
    assert _read(parser, "Which people walked in space on 3 June 1965?").startswith("(?, spacewalkDuring, ?)")


def test_a_month_said_is_a_time_never_a_name_said_in_part(parser: EventParser) -> None:
    """ "Who died in April 1955?" was refused as naming 'April' (the films "Broken April", "Enchanted April" said in
    part: a reviewer's find): the time's words are read as the time."""
    films = NameIndex.build([*parser.names.names, "Broken April", "Enchanted April (1935 film)"], plain=True)
    query = unnamed_query("Who walked in space in April 1965?", films, parser.lexicon, "intervals")
    assert str(query.term) == "(?, spacewalkDuring, ?) in intervals in 1965-04-01..1965-05-01 (month)"


def test_a_barred_word_of_the_times_own_words_is_the_times(parser: EventParser) -> None:
    """ "Who won the World Cup between 1990 and 2000?" was refused for 'between' (a reviewer's find): of the time's
    own words it says the period, both years whole; outside them ("between two crews") it stays barred."""
    assert (
        _read(parser, "Who walked in space between 1965 and 1966?")
        == "(?, spacewalkDuring, ?) in intervals in 1965-01-01..1967-01-01 (day)"
    )
    with pytest.raises(PlanningError, match="'between' would change which facts"):
        _read(parser, "Who walked in space between two flights in 1966?")


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Which astronauts walked in space in 1966?", "asks who did it"),
        ("Which flights launched in 1969?", "what was done, not who did it"),  # the flights were launched on
        ("Who walked in space with Peggy A. Whitson?", "names an entity"),
        ("Who walked in space quickly in 1966?", "could not read 'quickly'"),
        ("Who walked in space in 1966 and in 1967?", "two times"),
        ("When did anyone walk in space?", "asks who did it"),
        ("Who is in space?", "would change which facts"),
        ("Who was the only person to walk in space in 1965?", "would change which facts"),
        ("Who walked in space by 1966?", "would say another time"),
        ("Who walked in space as of 1966?", "would say another time"),
        ("Who walked in space from 1966?", "would say another time"),
    ],
)
def test_what_it_does_not_read_is_refused(parser: EventParser, question: str, why: str) -> None:
    with pytest.raises(PlanningError, match=why):
        _read(parser, question)


@pytest.fixture(scope="module")
def tournaments() -> EventParser:
    return interval_parser("tournaments")


def test_a_word_of_the_settings_kind_every_setting_of_its_year_says_is_read(tournaments: EventParser) -> None:
    """ "the 2015 Women's World Cup": every setting the graph names with 2015 and "World Cup" says "Women's"."""
    query = unnamed_query("Who won the 2015 Women's World Cup?", tournaments.names, tournaments.lexicon, "t")
    assert str(query.term) == "(?, wonWorldCup, ?) in t in 2015-01-01..2016-01-01 (year)"
    assert "read 'Women' as the kind of every setting of its year" in query.notes
    said = "Who hosted the 1990 World Cup?"  # "World" is the noun's own word, no kind
    assert str(unnamed_query(said, tournaments.names, tournaments.lexicon, "t").term).startswith("(?, hostedWorldCup")


@pytest.mark.parametrize("question", ["Who won the 1990 Women's World Cup?", "Who won the 2014 Women's World Cup?"])
def test_a_word_no_setting_of_its_year_says_is_refused(tournaments: EventParser, question: str) -> None:
    with pytest.raises(PlanningError):
        unnamed_query(question, tournaments.names, tournaments.lexicon, "t")


@pytest.fixture(scope="module")
def contests() -> EventParser:
    return interval_parser("contests")


def _contest(parser: EventParser, text: str, graph_asked: bool = True) -> str:
    relations_of = parser.relations_of if graph_asked else None
    query = unnamed_query(text, parser.names, parser.lexicon, "c", relations_of)
    return f"{query.term} {query.answer_kind} {query.notes}"


def test_a_series_said_alone_whose_editions_take_part_is_every_fact_of_the_relation(contests: EventParser) -> None:
    """ "the contest", "of Eurovision": the series' words with no year name no edition; its editions take part in
    the relation the other words say, so every fact of it is of the series (`unnamed_series`)."""
    read = _contest(contests, "Who presented the contest?")
    assert read.startswith("(?, presented, ?) in c None")
    assert "read 'the contest' as the series of every fact" in read
    assert _contest(contests, "Who was the presenter of Eurovision?").startswith("(?, presented, ?) in c")


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Which singer hosted Eurovision?", "asks who did it"),  # a kind no phrase says, no kind of answer
        # won: wonEurovision (who asks no country), whose facts the series' words, read for the shared wording, narrow
        ("Who won the contest?", "could not read 'contest'"),
        ("Who was the presenter of Eurovision by 1975?", "would say another time"),
    ],
)
def test_a_series_said_alone_is_refused_where_the_rest_is(contests: EventParser, question: str, why: str) -> None:
    with pytest.raises(PlanningError, match=why):
        _contest(contests, question)


def test_a_kind_of_the_names_table_the_phrase_does_not_say_is_the_kind_every_answer_must_be(
    contests: EventParser,
) -> None:
    """ "Which country hosted Eurovision?": no relation's name says the country, so the kind is kept for the answers
    (`Query.answer_kind`, checked against the names table where they are found: `rag.kg_irag.answer_kinds`)."""
    read = _contest(contests, "Which country hosted Eurovision?")
    assert read.startswith("(?, hostedEurovision, ?) in c country")
    assert "read 'country' as the kind every answer must be" in read


def test_a_series_is_not_read_where_the_graph_is_not_asked(contests: EventParser) -> None:
    with pytest.raises(PlanningError, match="could not read 'contest'"):
        _contest(contests, "Who presented the contest?", graph_asked=False)


def test_the_kind_a_relations_name_opens_with_says_which_of_the_verbs_it_is(contests: EventParser) -> None:
    """ "Which country won ...": of wonEurovision and countryWonEurovision, the one whose name opens with the kind
    asked as its doer's ("nation": a word of that kind); a kind no name opens with asks the one opened by no kind, as
    "who" does ("Which singer won ...", as `relation.another_doer_asked` reads it where an entity is named)."""
    assert _contest(contests, "Which country won in 1975?").startswith("(?, countryWonEurovision, ?) in c in 1975")
    assert _contest(contests, "Which nation won in 1975?").startswith("(?, countryWonEurovision, ?) in c in 1975")
    assert _contest(contests, "Which singer won in 1975?").startswith("(?, wonEurovision, ?) in c in 1975")
    with pytest.raises(PlanningError, match="says one relation"):
        _contest(contests, "Which solo singer won in 1975?")


def test_a_series_beside_another_of_the_same_relation_narrows_its_facts() -> None:
    """ "Who hosted the Women's World Cup?": the men's editions host too, so the women's series' words would narrow the
    facts of hostedWorldCup, which a question naming no entity reads whole: the series is not read (refused). A
    series no other series of its words shares the relation with narrows nothing."""
    men = [f"{y} FIFA World Cup" for y in (1930, 1934, 1938)]
    women = [f"{y} FIFA Women's World Cup" for y in (1991, 1995, 1999)]
    index = NameIndex.build([*men, *women, "Uruguay", "China"], plain=True)
    alike = series_alike(index, women)
    assert sorted(map(len, alike)) == [3, 3]  # both series, sharing "world cup"
    hosts = {**{e: ["hostedWorldCup"] for e in men}, **{e: ["hostedWorldCup", "wonWorldCup"] for e in women}}
    assert _narrowed("hostedWorldCup", women, alike, lambda e: hosts.get(e, []))
    only_women = {**hosts, **{e: ["wonWorldCup"] for e in men}}
    assert not _narrowed("hostedWorldCup", women, alike, lambda e: only_women.get(e, []))


def test_who_asks_the_plain_doer_of_a_wording_several_relations_share() -> None:
    """ "Who won a race in 2007?": "won race" says wonRace, teamWonRace and manufacturerWonRace; "who" asks the one
    not opened by its doer's kind, disclosed; that kind said ("Which team ...") is that one; a wording two plain
    relations share ("won": wonRace, wonPoleFor) is still refused."""
    races = interval_parser("races")
    query = unnamed_query("Who won a race in 2007?", races.names, races.lexicon, "r", races.relations_of)
    assert str(query.term) == "(?, wonRace, ?) in r in 2007-01-01..2008-01-01 (year)"
    assert "'who' asks no team" in query.notes[0]
    team = unnamed_query("Which team won a race in 2007?", races.names, races.lexicon, "r", races.relations_of)
    assert str(team.term).startswith("(?, teamWonRace, ?)")
    with pytest.raises(PlanningError, match="says one relation"):
        unnamed_query("Who won in 2007?", races.names, races.lexicon, "r", races.relations_of)


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Who won a race in the 1900s?", "ten years from 1900 or the hundred"),  # never every year's facts
        ("Who won race 7 in 2007?", "could not read '7'"),
    ],
)
def test_a_time_or_number_it_cannot_read_is_refused_never_dropped(question: str, why: str) -> None:
    races = interval_parser("races")
    with pytest.raises(PlanningError, match=why):
        unnamed_query(question, races.names, races.lexicon, "r", races.relations_of)


@pytest.fixture(scope="module")
def juries() -> EventParser:
    return interval_parser("jury_votes")


@pytest.mark.parametrize("verb", ["received", "got", "earned"])
def test_receiving_an_act_asks_its_other_side(juries: EventParser, verb: str) -> None:
    """ "Who received jury votes?" asks whom the votes were for (juryVoteFor's tail), where "Who won player of the
    match?" asks its holder: a vote is an act, cast by a voter; a player of the match holds a title."""
    query = unnamed_query(f"Who {verb} jury votes in 2020?", juries.names, juries.lexicon, "s")
    assert (str(query.term), query.side) == ("(?, juryVoteFor, ?) in s in 2020-01-01..2021-01-01 (year)", "tail")
    toks = tokenize("Who won player of the match against India in 2024?")
    (held,) = juries.lexicon.match(toks, {t.i for t in toks})
    assert (held.relations, held.words, held.inverse) == (
        ("playerOfTheMatchAgainst",),
        "won player match against",
        False,
    )


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Who cast jury votes in 2020?", "could not read 'cast'"),
        ("Who won the jury vote in 2020?", "could not read 'won'"),  # the final vote won: no vote received
        ("Who did the jury vote for in 2014?", "asks whom it was done to"),
    ],
)
def test_an_act_said_by_a_verb_not_of_getting_or_asked_of_its_object_is_refused(
    juries: EventParser, question: str, why: str
) -> None:
    with pytest.raises(PlanningError, match=why):
        unnamed_query(question, juries.names, juries.lexicon, "s")


def test_a_participle_several_relations_share_reads_the_one_whose_name_says_its_particle() -> None:
    """ "Who was voted out in 2016?": votedOutOf, whose name says "out" right after its verb, not votedFor (the one
    voted out is its head); said in the active ("Who voted out ...?") the particle tells nothing: refused."""
    seasons = interval_parser("seasons")
    query = unnamed_query("Who was voted out in 2016?", seasons.names, seasons.lexicon, "s")
    assert str(query.term) == "(?, votedOutOf, ?) in s in 2016-01-01..2017-01-01 (year)"
    assert query.side == "head"
    with pytest.raises(PlanningError, match="says one relation"):
        unnamed_query("Who voted out people in 2016?", seasons.names, seasons.lexicon, "s")
    # the name's closing preposition left after the participle: the one voted for is its tail, not who voted
    with pytest.raises(PlanningError, match="who did it, who had it done"):
        unnamed_query("Who was voted for in 2016?", seasons.names, seasons.lexicon, "s")


def test_a_passive_reads_the_side_done_to_or_is_refused() -> None:
    """ "Who was appointed in 1981?" of appointedBy (a name said in the passive) asks its heads, the judges, never the
    presidents who appointed them (it had answered those); "born" of bornIn is the name's own participle."""
    judges = interval_parser("judges")
    appointed = unnamed_query("Who was appointed in 1981?", judges.names, judges.lexicon, "j")
    assert appointed.side == "head"
    assert str(appointed.term).startswith("(?, appointedBy, ?)")
    born = unnamed_query("Who was born in 1950?", judges.names, judges.lexicon, "j")
    assert (born.side, str(born.term)) == ("head", "(?, bornIn, ?) in j in 1950-01-01..1951-01-01 (year)")


def test_a_passive_of_a_name_writing_its_verb_in_another_form_is_refused(parser: EventParser) -> None:
    """ "Who was played for in 1990?" of playsFor (its verb written "plays") asks who had it done, the name's tails,
    never its heads, the players: refused ("Who was beaten on penalties in 1994?" had answered the winners)."""
    with pytest.raises(PlanningError, match="who did it, who had it done"):
        _read(parser, "Who was played for in 1990?")


def test_a_field_or_position_no_relation_opens_with_is_refused_never_read_as_the_plain_doer(
    contests: EventParser,
) -> None:
    """ "Which composer won in 1974?" answered ABBA, 'the question asks a composer' (a reviewer's find): a noun of a
    person's field (`[names] occupations`) no relation's name opens with would narrow who is asked, which a question
    naming no entity never checks, so it is refused; "Which country ..." still reads the relation it opens."""
    with pytest.raises(PlanningError, match="'composer' would narrow who is asked"):
        _contest(contests, "Which composer won Eurovision in 1974?")
    assert _contest(contests, "Which country won Eurovision in 1974?").startswith("(?, countryWonEurovision, ?)")
