"""A question both graphs refuse gets the reason of the graph that names it: "Paul Gascoigne" is the interval
graph's, so its reason (the unread verb) is said, not the event graph's ("'Paul' may be any of ...")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.offline_planner import GraphParsers
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.relation_similarity import Guess
from chronorag.understanding.relations import RelationLexicon

INTERVAL_RELATIONS = ["playsFor", "isMarriedTo", "wasBornIn"]


def _parser(entities: list[str], relations: list[str], intervals: bool) -> EventParser:
    names = NameIndex.build(entities, plain=intervals)
    return EventParser(names, RelationLexicon(relations), intervals=intervals)


def test_the_reason_is_the_graph_s_that_names_the_question() -> None:
    events = _parser(["Rand Paul", "Swraj Paul", "China"], ["Make a visit", "Consult"], intervals=False)
    clubs = _parser(["Paul Gascoigne", "Newcastle United F.C.", "Burnley F.C."], INTERVAL_RELATIONS, intervals=True)
    parsers = GraphParsers(events, lambda: {"yago11k": clubs}, has_intervals=True)
    with pytest.raises(PlanningError) as refused:
        parsers.parse("At which club did Paul Gascoigne hang up his boots?")
    assert "'hang'" in str(refused.value)


def test_a_graph_that_says_the_relation_beats_one_whose_relation_was_guessed() -> None:
    """Both graphs name the club; the event graph reads "played for" only by similarity, the interval graph says it
    (its phrase file): the interval graph's plan, though the event graph is asked first."""
    names = NameIndex.build(["Chelsea F.C.", "China"])
    guess = [Guess("Consult", 0.9, "consult")]  # the similarity reader's one clear guess
    events = EventParser(names, RelationLexicon(["Make a visit", "Consult"]), similar=lambda text: guess)
    clubs = _parser(["Frank Lampard", "Chelsea F.C."], INTERVAL_RELATIONS, intervals=True)
    parsers = GraphParsers(events, lambda: {"yago11k": clubs}, has_intervals=True)
    guessed = events.parse("Who played for Chelsea F.C. in 2005?")
    assert (guessed.relation, guessed.relation_score) == ("Consult", 0.9)
    plan = parsers.parse("Who played for Chelsea F.C. in 2005?")
    assert (plan.relation, plan.relation_score, plan.dataset) == ("playsFor", 1.0, "yago11k")


def test_each_graph_s_own_reason_is_said_by_its_graph() -> None:
    """ "Who did the prime minister visit in 2010?": the interval graph says no relation 'visit' (it has none), the
    event graph names no entity; neither reason is said of every graph: each is said with its graph."""
    events = _parser(["Rand Paul", "China"], ["Make a visit", "Consult"], intervals=False)
    clubs = _parser(["Prime Minister of Italy", "Burnley F.C."], INTERVAL_RELATIONS, intervals=True)
    parsers = GraphParsers(events, lambda: {"yago11k": clubs}, has_intervals=True)
    with pytest.raises(PlanningError) as refused:
        parsers.parse("Who did the Prime Minister of Italy visit in 2010?")
    reason = str(refused.value)
    assert reason.startswith("yago11k: ") and "; the event graph: " in reason, reason


class _Reads:
    """A graph's parser that reads every question into one plan, with the words it left as saying nothing."""

    def __init__(
        self, relation: str, ignored: list[str], relations: list[str] | None = None, held: bool | None = None
    ) -> None:
        self.relation, self.ignored = relation, ignored
        self.lexicon, self.names = RelationLexicon(relations or [relation]), NameIndex.build(["X"], plain=True)
        self.graph = SimpleNamespace(held_in=None if held is None else lambda plan: held)  # holds the plan's facts?

    def parse(self, question: str) -> EventPlan:
        notes = ["ignored " + ", ".join(repr(w) for w in self.ignored)] if self.ignored else []
        return EventPlan(
            question=question,
            qtype="equal",
            answer_type="entity",
            anchor="X",
            position="tail",
            relation=self.relation,
            notes=notes,
            ignored=list(self.ignored),
        )


def test_a_graph_that_reads_more_of_the_question_beats_an_earlier_one() -> None:
    """The first graph that reads every word is taken at once (a later one is not asked); one that leaves words
    unread is taken only where no later graph reads more of them, the first of equals."""
    laureates, judges = _Reads("bornIn", ["federal", "judges"]), _Reads("bornIn", ["federal"])
    plan = GraphParsers(None, lambda: {"graph6": laureates, "graph7": judges}, has_intervals=True).parse("Q?")
    assert plan.dataset == "graph7"
    plan = GraphParsers(None, lambda: {"graph7": judges, "graph6": laureates}, has_intervals=True).parse("Q?")
    assert plan.dataset == "graph7"
    alike = _Reads("bornIn", ["federal"])
    plan = GraphParsers(None, lambda: {"graph6": alike, "graph7": judges}, has_intervals=True).parse("Q?")
    assert plan.dataset == "graph6"
    whole = _Reads("wasBornIn", [])
    plan = GraphParsers(None, lambda: {"yago11k": whole, "graph7": judges}, has_intervals=True).parse("Q?")
    assert plan.dataset == "yago11k"


def test_of_two_graphs_that_read_every_word_the_one_holding_the_facts_is_taken() -> None:
    """ "Name a person born in Athens in 1971.": the laureates' graph and YAGO's both read every word (bornIn,
    wasBornIn); the laureates hold no such fact, YAGO's people one, so YAGO's reading is taken though asked second.
    Both holding (or neither): the first, as before; a graph asked by name is never passed over."""
    laureates, yago = _Reads("bornIn", [], held=False), _Reads("wasBornIn", [], held=True)
    assert GraphParsers(None, lambda: {"graph6": laureates, "yago11k": yago}, has_intervals=True).parse(
        "Q?"
    ).dataset == ("yago11k")
    both = GraphParsers(None, lambda: {"graph6": _Reads("bornIn", [], held=True), "yago11k": yago}, has_intervals=True)
    assert both.parse("Q?").dataset == "graph6"
    none = _Reads("wasBornIn", [], held=False)
    neither = GraphParsers(None, lambda: {"graph6": laureates, "yago11k": none}, has_intervals=True)
    assert neither.parse("Q?").dataset == "graph6"
    assert neither.parse("Q?", dataset="graph6").dataset == "graph6"
    alone = GraphParsers(None, lambda: {"graph6": laureates}, has_intervals=True)
    assert alone.parse("Q?").dataset == "graph6"  # no other graph that may hold it: not asked


def test_a_word_left_unread_that_is_another_graph_s_relation_word_is_no_reading() -> None:
    """ "How many federal judges were born in Philadelphia?": the laureates' graph reads it leaving 'judges' unread,
    a relation word of the judges' graph (seniorJudgeOn), which refuses it: the question is of judges, never
    answered with the laureates born there; refused, naming the word and its graph."""
    laureates = _Reads("bornIn", ["federal", "judges"])
    judges = _Refuses(["bornIn", "seniorJudgeOn"])
    with pytest.raises(PlanningError) as refused:
        GraphParsers(None, lambda: {"graph6": laureates, "graph7": judges}, has_intervals=True).parse("Q?")
    assert "left 'judges' unread, a relation word of graph7" in str(refused.value)
    plan = GraphParsers(None, lambda: {"graph6": _Reads("bornIn", ["federal"]), "graph7": judges}, has_intervals=True)
    assert plan.parse("Q?").dataset == "graph6"  # 'federal' is no word of the judges' relations


class _Refuses:
    """A graph's parser that refuses every question."""

    def __init__(self, relations: list[str]) -> None:
        self.lexicon, self.names = RelationLexicon(relations), NameIndex.build(["X"], plain=True)

    def parse(self, question: str) -> EventPlan:
        raise PlanningError("could not place the words 'judges' (a relation word)")
