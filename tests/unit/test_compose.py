"""The executed patterns (understanding/data/compose.toml) and their corpus (understanding/corpus/compose.toml): every
corpus line reads to the term it says, by the pattern it names, on the corpus's own small graphs (no database); every
pattern has a line; every production a pattern names exists; the matcher runs the patterns as written."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, model_validator
from test_constructions import corpus_parser, corpus_parsers, interval_parser

import chronorag.understanding
from chronorag.algebra.terms import Query
from chronorag.plans import EventPlan
from chronorag.understanding.compose import PRODUCTIONS, TOP, Composer
from chronorag.understanding.compose_its import it_last
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.frames import matches
from chronorag.understanding.patterns import elements, pattern_file, patterns
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.unnamed import unnamed_query

CORPUS = Path(chronorag.understanding.__file__).parent / "corpus" / "compose.toml"


class Line(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str
    reads: str | None = None
    events: list[str] = []
    term: str | None = None
    refused: str | None = None

    @model_validator(mode="after")
    def _one(self) -> Line:
        if (self.term is None) == (self.refused is None):
            raise ValueError(f"{self.question!r}: give the term or the refusal")
        return self


LINES = [Line.model_validate(row) for row in tomllib.loads(CORPUS.read_text(encoding="utf-8"))["example"]]


@pytest.fixture(scope="module")
def composer() -> Composer:
    events, intervals = corpus_parser(), interval_parser()

    def parse(text: str) -> EventPlan:
        try:
            return events.parse(text)
        except PlanningError as first:
            try:
                plan = intervals.parse(text)
            except PlanningError:
                raise first from None
            plan.dataset = "intervals"
            return plan

    def unnamed(text: str) -> Query:
        return unnamed_query(text, intervals.names, intervals.lexicon, "intervals")

    return Composer(parse, [events.names, intervals.names], unnamed=unnamed)


@pytest.mark.parametrize("line", LINES, ids=[line.question for line in LINES])
def test_the_corpus_line_holds(composer: Composer, line: Line) -> None:
    if line.refused is not None:
        with pytest.raises(PlanningError, match=line.refused):
            composer.read(line.question)
        return
    reading = composer.reading(line.question)
    assert str(reading.query) == line.term
    assert reading.how == line.reads


def test_every_pattern_has_a_corpus_line_and_every_production_exists() -> None:
    said = {line.reads for line in LINES} | {e for line in LINES for e in line.events}
    names = {p.row.name for p in patterns()}
    assert sorted(names - said) == []
    assert sorted(said - names - {None}) == []
    assert {p.row.production for p in patterns()} <= set(PRODUCTIONS) | {"event_nth", "event_birth"}


def test_the_matcher_runs_a_pattern_as_written() -> None:
    toks = tokenize("In the 7 days before Japan last visited China, whom did China visit?")
    found = [m for m in matches(toks, frozenset({"offset"})) if m.pattern.row.name == "offset.days_before_main"]
    assert len(found) == 1  # the comma ends the event clause: one split, not one per word
    m = found[0]
    assert m.values == {"number": "7", "unit": "day", "direction": "before"}
    assert [t.text for t in toks[slice(*m.spans["event"])]] == ["Japan", "last", "visited", "China"]
    cut = [m for m in matches(tokenize("Who visited Japan most often in 2011?"), frozenset({"aggregate"}))]
    # "most often" and "most" alone are both phrases of {most}: each is a match, the wider reading wins
    assert sorted((m.pattern.row.name, m.covered) for m in cut) == [
        ("aggregate.most", (3, 4)),
        ("aggregate.most", (3, 5)),
    ]


def test_a_date_comma_stays_inside_a_span() -> None:
    toks = tokenize("Who hosted Xi Jinping exactly 3 days after Xi Jinping's visit to Cambodia on December 19, 2009?")
    found = [m for m in matches(toks, frozenset({"offset"})) if m.pattern.row.name == "offset.exactly_after_main"]
    assert [t.text for t in toks[slice(*found[0].spans["event"])]][-3:] == ["19", ",", "2009"]


def test_a_pattern_names_only_classes_and_tables_that_exist() -> None:
    data = pattern_file()
    with pytest.raises(ValueError, match="no word class"):
        elements("{nonesuch} word", data)
    with pytest.raises(ValueError, match="no value table"):
        elements("<nonesuch> word", data)


def test_a_group_of_elements_only_read_is_read_not_taken() -> None:
    """`(~<read:every>)*` reads the words it covers as its elements do, leaving them to whoever took them."""
    data = pattern_file()
    assert elements("{asked.which} (~<read:every>)* ~<free>", data)[1].read_only
    assert not elements("{asked.which} (<read:every>)* ~<free>", data)[1].read_only


def test_how_many_said_of_every_one_counts_the_noun() -> None:
    """ "How many Tour stages did X win?": every stage the graph names is of the Tour, so the words narrow nothing and
    the stages X won are counted, noted (they are read past after "which", as the count reads the clause)."""
    parser = corpus_parsers()["stage_races"]
    reading = Composer(parser.parse, [parser.names]).reading("How many Tour stages did Mark Cavendish win?")
    assert str(reading.query.term) == "how many of the distinct tails of (Mark Cavendish, wonStage, ?)"
    assert "read 'Tour' as said of every stage the graph names" in reading.query.notes


def test_a_choice_compares_what_each_began_never_the_ends(composer: Composer) -> None:
    """ "Who left Chelsea first, A or B?": the clause of each says the end of a state; the choice is refused."""
    toks = tokenize("Who left Chelsea F.C. first, Andriy Shevchenko or Eiður Guðjohnsen?")
    found = [m for m in matches(toks, frozenset({"choice"})) if m.pattern.row.name == "choice.first"]
    assert found
    with pytest.raises(PlanningError, match="the end of a state"):
        PRODUCTIONS[found[0].pattern.row.production](composer, toks, found[0], 0)


def test_what_is_counted_right_after_more_is_no_name_of_the_choice(composer: Composer) -> None:
    """ "Who won more Gold Gloves, A or B?": the frame with no counted noun ("Who won prizes more often, A or B?")
    would read "Gold Gloves" as a third one to choose; what follows "more" at once is what is counted."""
    toks = tokenize("Who won more Gold Gloves, Marie Curie or Pierre Curie?")
    bare = [m for m in matches(toks, frozenset({"choice"})) if "rest" not in m.spans and m.spans["names"][0] == 3]
    assert bare
    with pytest.raises(PlanningError, match="right after 'more'"):
        PRODUCTIONS[bare[0].pattern.row.production](composer, toks, bare[0], 0)


def test_an_office_owned_by_its_head_is_read_again_under_its_owner() -> None:
    """ "Who were Boris Johnson's chancellors?" is read as "Who were the chancellors under Boris Johnson?" (the
    pattern `reference.office_of_its_head`; "under" reads the owner's time heading a government)."""
    said: list[str] = []

    class Reads:
        def main(self, text: str, depth: int) -> Query:
            said.append(text)
            raise PlanningError("read")

    toks = tokenize("Who were Boris Johnson's chancellors?")
    (m,) = [m for m in matches(toks, frozenset({"reference"})) if m.pattern.row.name == "reference.office_of_its_head"]
    with pytest.raises(PlanningError):
        PRODUCTIONS["under_its_owner"](Reads(), toks, m, 0)  # type: ignore[arg-type]
    assert said == ["Who were the chancellors under Boris Johnson?"]


def test_holders_gone_through_are_read_again_as_served_under_their_head() -> None:
    """ "How many chancellors did Thatcher get through?" is read as "how many chancellors served under Thatcher?"."""
    said: list[str] = []

    class Reads:
        def main(self, text: str, depth: int) -> Query:
            said.append(text)
            raise PlanningError("read")

    toks = tokenize("How many chancellors did Thatcher get through?")
    name = "reference.gone_through_under_its_head"
    (m,) = [m for m in matches(toks, frozenset({"reference"})) if m.pattern.row.name == name]
    with pytest.raises(PlanningError):
        PRODUCTIONS["served_under_its_owner"](Reads(), toks, m, 0)  # type: ignore[arg-type]
    assert said == ["how many chancellors served under Thatcher?"]


@pytest.mark.parametrize(
    ("question", "again"),
    [
        (
            "Which UN ambassadors served during George Shultz's time as secretary of state?",
            "Which UN ambassadors served while George Shultz was secretary of state",
        ),
        (
            "Which UN ambassadors overlapped with George Shultz's time as secretary of state?",
            "Which UN ambassadors served while George Shultz was secretary of state",
        ),
    ],
)
def test_a_holders_time_as_a_state_is_read_again_as_while(question: str, again: str) -> None:
    """ "... during X's time as Y?" is read as "... while X was Y" (the pattern `reference.time_as`)."""
    said: list[str] = []

    class Reads:
        def main(self, text: str, depth: int) -> Query:
            said.append(text)
            raise PlanningError("read")

    toks = tokenize(question)
    found = [m for m in matches(toks, frozenset({"reference"})) if m.pattern.row.name == "reference.time_as"]
    assert found
    with pytest.raises(PlanningError):
        PRODUCTIONS["while_it_held"](Reads(), toks, found[0], 0)  # type: ignore[arg-type]
    assert said == [again]


def test_how_many_of_a_relations_own_noun_is_how_many_times() -> None:
    """ "How many Tests did Ireland play against Pakistan?" of playedTestAgainst: a Test is what each fact is (its
    other side is said after "against"), so the count is of its facts, noted; a noun that is the other side's kind
    ("How many teams did Ireland play against?") is still its different entities."""
    matches = interval_parser("matches")

    def parse(text: str) -> EventPlan:
        plan = matches.parse(text)
        plan.dataset = "matches"
        return plan

    composer = Composer(parse, [matches.names])
    times = composer.reading("How many Tests did Ireland play against Pakistan?").query
    assert str(times) == "how many: how many of the facts of (Ireland, playedTestAgainst, Pakistan) in matches"
    assert "read 'how many Tests' as how many times: each fact of playedTestAgainst is one" in times.notes
    teams = composer.reading("How many teams did Ireland play against?").query
    assert str(teams).startswith("how many: how many of the distinct tails of (Ireland, playedTestAgainst, ?)")


def test_how_many_of_an_amount_no_fact_names_is_refused() -> None:
    """ "How many runs did Ireland play against?": no fact of the relation is a run (`[classes] amounts`);
    left unread, it counted the opponents (a reviewer's find, "How many goals did Klose score?")."""
    matches = interval_parser("matches")
    composer = Composer(matches.parse, [matches.names])
    with pytest.raises(PlanningError, match="could not place the words 'runs'"):
        composer.reading("How many runs did Ireland play against?")


def test_it_in_the_event_is_what_the_main_clause_names() -> None:
    """ "Who won the Daytona 500 the year after Richard Petty won it?": "it" is the race the main clause names, the
    doer asked; where the main asks what was won, "it" is the answer and the event is not read with a name."""
    races = corpus_parsers()["races"]
    composer = Composer(races.parse, [races.names])
    after = composer.reading("Who won the Daytona 500 the year after Richard Petty won it?").query
    assert "(Richard Petty, wonRace, Daytona 500)" in str(after.term), after.term
    assert str(after.term).startswith("(?, wonRace, Daytona 500) in 1 year after"), after.term
    with pytest.raises(PlanningError):
        composer.read("What did Dale Earnhardt win the year after Richard Petty won it?")


@pytest.mark.parametrize(
    "said",
    [
        "the Boston Bruins won it",  # "it" the main clause's entity, its doer said after an article
        "the Boston Bruins did",  # a verb standing for the main clause's
        "the Boston Bruins",  # the main clause's event with the one entity said its doer
    ],
)
def test_the_event_of_a_name_said_after_an_article(said: str) -> None:
    """ "Who won the Stanley Cup the year after the Boston Bruins won it?": an article before the event's one name
    is no word of its own (it was refused as "what 'it' stands for is not said")."""
    trophies = interval_parser("trophies")
    composer = Composer(trophies.parse, [trophies.names])
    term = str(composer.reading(f"Who won the Stanley Cup the year after {said}?").query.term)
    assert term.startswith("(?, wonStanleyCup, Stanley Cup) in 1 year after"), term
    assert "(Boston Bruins, wonStanleyCup, Stanley Cup)" in term, term


@pytest.mark.parametrize(
    ("graph", "question", "term"),
    [
        # "at" ends a camelCase name's phrase right after its verb: stages won at the Tour, no "win Tour" (wonTour)
        (
            "stage_races",
            "How many stages did Mark Cavendish win at the 2008 Tour?",
            "how many of the distinct tails of (Mark Cavendish, wonStage, ?)",
        ),
    ],
)
def test_how_many_of_what_was_won_reads_the_relation_won(graph: str, question: str, term: str) -> None:
    parser = corpus_parsers()[graph]
    reading = Composer(parser.parse, [parser.names]).reading(question)
    assert str(reading.query.term).startswith(term), reading.query.term


def test_a_choice_with_the_other_side_named_counts_its_facts() -> None:
    """ "Who has more Daytona 500 wins, A or B?": the race is named, so each holds it once as a different other side;
    what is counted is the wins, never "facts or different others alike" (a tie by the second, refused)."""
    races = interval_parser("races")

    def parse(text: str) -> EventPlan:
        plan = races.parse(text)
        plan.dataset = "races"
        return plan

    question = "Who has more Daytona 500 wins, Richard Petty or Dale Earnhardt?"
    query = Composer(parse, [races.names]).reading(question).query
    assert str(query.term) == (
        "the head of (?, wonRace, Daytona 500) in races with the head one of Richard Petty, Dale Earnhardt"
        " by the most facts"
    )


def test_a_participle_right_after_the_nth_ones_noun_is_its_passive() -> None:
    """ "Who was the first person voted out?": "person voted out" says "was voted out" (votedOutOf), as "the first
    person to be voted out" does; it was refused as a verb two relations share."""
    seasons = interval_parser("seasons")

    def unnamed(text: str) -> Query:
        return unnamed_query(text, seasons.names, seasons.lexicon, "s")

    composer = Composer(seasons.parse, [seasons.names], unnamed=unnamed)
    for said in ("Who was the first person voted out?", "Who was the first person to be voted out?"):
        assert str(composer.read(said).term) == "the first head of (?, votedOutOf, ?) in s", said


def test_the_first_of_a_noun_between_two_named_is_their_first_meeting_no_choice(composer: Composer) -> None:
    """ "Who won the first Test between India and Pakistan?" answered each one's first win against anyone (a
    reviewer's find): "the first <noun> between A and B" is the first of their meetings, no choice of the two."""
    toks = tokenize("Who won the first prize between Marie Curie and Pierre Curie?")
    tried = [m for m in matches(toks, TOP) if m.pattern.row.name == "choice.first" and not m.values.get("quiet")]
    assert tried
    for m in tried:
        with pytest.raises(PlanningError, match="the first of their meetings"):
            PRODUCTIONS[m.pattern.row.production](composer, toks, m, 0)


@pytest.mark.parametrize(
    ("said", "it"),
    [
        ("Kyle Larson won it", True),
        ("Senna won it for the first time", True),
        ("Hamilton won it for the last time", True),
        ("Senna won it for the first race", False),
        ("Japan said it wanted to meet China", False),
    ],
)
def test_it_said_last_or_before_the_nth_time_only(said: str, it: bool) -> None:
    """ "the year after Senna won it for the first time": "it" is the main clause's entity, the n-th time kept; any
    other word after it leaves "it" unread here."""
    assert bool(it_last(tokenize(said))) is it
