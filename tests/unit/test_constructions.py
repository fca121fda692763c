"""The construction corpora (understanding/corpus/<family>.toml): every question gives the plan (or the refusal) its
corpus line says, read by the constructions it names, on the corpus's own small graph (no database). Every
construction the parser knows has at least one corpus line that needs it."""

from __future__ import annotations

import tomllib
from contextlib import nullcontext
from datetime import date, timedelta
from pathlib import Path
from typing import Any, Literal, get_args

import pytest
from pydantic import BaseModel, ConfigDict, model_validator

import chronorag.understanding
from chronorag.plans import EventPlan
from chronorag.temporal import clock
from chronorag.understanding.constructions import REGISTRY, families
from chronorag.understanding.constructions.meant_again import meaning
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import RULES_DIR, patterns
from chronorag.understanding.reading import Occasion
from chronorag.understanding.relation_similarity import Guess
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.rules import OWN_CORPUS

CORPUS = Path(chronorag.understanding.__file__).parent / "corpus"


class Example(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str
    fires: list[str] = []
    plan: dict[str, Any] | None = None
    refused: str | None = None
    refused_by: str | None = None  # the construction whose refusal it is
    # which of the corpus graphs reads it
    graph: Literal[
        "events",
        "intervals",
        "offices",
        "ministers",
        "clubs",
        "judges",
        "missions",
        "tournaments",
        "contests",
        "draws",
        "stage_races",
        "cabinets",
        "occasions",
        "awards",
        "publishers",
        "trophies",
        "matches",
        "seasons",
        "races",
        "releases",
        "classifications",
        "awards_against",
        "awards_won",
        "spaceflights",
        "nominations",
    ] = "events"
    as_of: date | None = None  # the reference date relative time words are read against (a line with one says it)
    meaning: str | None = None  # the relation of the clause a reference event dates (`meant_again.meaning`)

    @model_validator(mode="after")
    def _one_outcome(self) -> Example:
        if (self.plan is None) == (self.refused is None):
            raise ValueError(f"{self.question!r}: give either the plan or the refusal")
        return self


def _graph() -> dict[str, Any]:
    return tomllib.loads((CORPUS / "graph.toml").read_text(encoding="utf-8"))


def corpus_parser() -> EventParser:
    g = _graph()
    held = {(h["anchor"], h["relation"], h.get("other")) for h in g.get("held", [])}

    only = g.get("only_of", {})  # a relation only the entities listed take part in

    def relations_of(entity: str) -> list[str]:
        held = g["relations_of"].get(entity, g["relations"])
        return [rel for rel in held if rel not in only or entity in only[rel]]

    def similar(phrase: str) -> list[Guess]:
        return [Guess(relation, score, relation.lower()) for relation, score in g["similar"].get(phrase, [])]

    def supported(plan: EventPlan) -> bool:
        return (plan.anchor, plan.relation, plan.other) in held

    def between(a: str, b: str, relation: str) -> bool:
        return any({a, b} == {h[0], h[2]} and relation in ("", h[1]) for h in held)

    def mirrored(relation: str) -> bool:
        return relation in g["mirrored"]

    def around(entity: str, day: date) -> tuple[date | None, date | None]:  # facts every day, unless listed
        days = g["days_of"].get(entity)
        if days is None:
            return day - timedelta(days=1), day
        return max((d for d in days if d < day), default=None), min((d for d in days if d >= day), default=None)

    names, lexicon = NameIndex.build(g["entities"]), RelationLexicon(g["relations"])
    return EventParser(
        names, lexicon, relations_of, similar, supported, between=between, mirrored=mirrored, around=around
    )


def corpus() -> list[tuple[str, Example]]:
    out = []
    for path in sorted(CORPUS.glob("*.toml")):
        if path.stem in ("graph", "compose", "sensor"):  # compose.toml: test_compose.py; sensor.toml: its own
            continue
        for row in tomllib.loads(path.read_text(encoding="utf-8"))["example"]:
            out.append((path.stem, Example.model_validate(row)))
    return out


def interval_parser(graph: str = "intervals") -> EventParser:
    """A corpus's small graph of facts true over intervals (YAGO11k's relations; `offices`: a graph nobody taught), read
    as `offline_planner.interval_parsers` does."""
    g = _graph()[graph]
    names = NameIndex.build(g["entities"], plain=True)

    def relations_of(entity: str) -> list[str]:
        return list(g.get("relations_of", {}).get(entity, g["relations"]))

    pairs = [{pair["one"], pair["other"]} for pair in g.get("linked", [])]  # linked by some fact
    held = g.get("held")  # the facts it holds between two entities, where the graph says

    def between(a: str, b: str, relation: str) -> bool:
        facts = [f for f in held or [] if {f["head"], f["tail"]} == {a, b}]
        return {a, b} in pairs or any(relation in ("", f["relation"]) for f in facts)

    def linked(a: str, b: str) -> list[str]:  # the relations held between two entities
        assert held is not None
        return sorted({f["relation"] for f in held if {f["head"], f["tail"]} == {a, b}})

    kinds = g.get("kinds")

    def is_state(relation: str) -> bool:
        return bool(kinds.get(relation, "state") == "state")

    def tails_of(entity: str, relation: str) -> list[str]:  # what an entity holds of a relation, as its head
        return sorted({f["tail"] for f in held or [] if (f["head"], f["relation"]) == (entity, relation)})

    def heads_of(entity: str, relation: str) -> list[str]:  # ... and as its tail
        return sorted({f["head"] for f in held or [] if (f["tail"], f["relation"]) == (entity, relation)})

    lexicon = RelationLexicon(g["relations"], intervals=True)
    reads = linked if held is not None else None

    def held_in(plan: EventPlan) -> bool:  # a fact of the plan's sides and relation, at any time (no periods here)
        sides = {plan.anchor, plan.other} - {None}
        return any(f["relation"] == plan.relation and sides <= {f["head"], f["tail"]} for f in held or [])

    states = is_state if kinds is not None else None
    tails = tails_of if held is not None else None
    one_date = g.get("one_date")  # the relations whose every fact is written as one date (a season's award)
    turns = g.get("turns")  # a tail -> the relations whose holders of it come one after another

    def in_turn(entity: str, relation: str) -> bool:
        return relation in turns.get(entity, [])

    occasions = g.get("occasions")  # an occasion -> the relation of most of its facts, its side there, its time

    def occasion_fact(entity: str) -> Occasion | None:
        held = occasions.get(entity)
        return Occasion(held[0], held[1], held[2], held[-1]) if held else None

    return EventParser(
        names,
        lexicon,
        relations_of,
        intervals=True,
        between=between,
        linked=reads,
        is_state=states,
        tails_of=tails,
        held_in=held_in if held is not None else None,
        at_one_time=one_date.__contains__ if one_date is not None else None,
        heads_of=heads_of if held is not None else None,
        in_turn=in_turn if turns is not None else None,
        occasion_fact=occasion_fact if occasions is not None else None,
    )


EXAMPLES = corpus()


def corpus_parsers() -> dict[str, EventParser]:
    """A parser of each corpus graph, by the name the corpus lines give it."""
    graphs = [name for name in get_args(Example.model_fields["graph"].annotation) if name != "events"]
    return {"events": corpus_parser(), **{name: interval_parser(name) for name in graphs}}


@pytest.fixture(scope="module")
def parsers() -> dict[str, EventParser]:
    return corpus_parsers()


def _said(plan: EventPlan, field: str) -> object:
    return str(getattr(plan, field)) if field in ("constraint", "alongside") else getattr(plan, field)


@pytest.mark.parametrize(("family", "example"), EXAMPLES, ids=[f"{f}: {e.question}" for f, e in EXAMPLES])
def test_the_corpus_line_holds(parsers: dict[str, EventParser], family: str, example: Example) -> None:
    parser = parsers[example.graph]
    with clock.reference(example.as_of), meaning(example.meaning) if example.meaning else nullcontext():
        _holds(parser, example)


def _holds(parser: EventParser, example: Example) -> None:
    if example.refused is not None:
        with pytest.raises(PlanningError) as refusal:
            parser.read(example.question)
        assert example.refused in str(refusal.value)
        return
    plan, fired = parser.read(example.question)
    assert example.plan is not None
    assert {field: _said(plan, field) for field in example.plan} == example.plan
    assert set(example.fires) <= set(fired), f"{example.question!r} read by {fired}"
    if "constraint" not in example.plan:
        assert plan.constraint.kind == "none"


def test_every_construction_has_a_corpus_line_that_needs_it() -> None:
    named = {c for _, e in EXAMPLES for c in [*e.fires, *([e.refused_by] if e.refused_by else [])]}
    assert sorted(set(REGISTRY) - named) == []
    assert sorted(named - set(REGISTRY)) == []


RULE_EXAMPLES_NOT_IN_THE_CORPUS = 45  # rows written before their examples were corpus lines; may only shrink


def test_each_rule_row_has_a_corpus_line() -> None:
    """A rule row's example, where it is a corpus line, is one that reads the row's construction (fires it or is
    refused by it); a new row's example is a corpus line (the count of older rows whose example is not may only
    shrink)."""
    by_question: dict[str, list[Example]] = {}
    for _, example in EXAMPLES:
        by_question.setdefault(example.question, []).append(example)
    rows = [p.row for path in sorted(RULES_DIR.glob("*.toml")) if path.stem not in OWN_CORPUS for p in patterns(path)]
    elsewhere = []
    for row in rows:
        said = by_question.get(row.example, [])
        if not said:
            elsewhere.append(row.name)
            continue
        assert any(row.name in (*e.fires, e.refused_by) for e in said), f"{row.name}: {row.example!r} does not read it"
    assert len(elsewhere) <= RULE_EXAMPLES_NOT_IN_THE_CORPUS, sorted(elsewhere)


def test_each_family_has_its_corpus_and_each_corpus_its_family() -> None:
    assert {f for f, _ in EXAMPLES} == set(families())
    for family, example in EXAMPLES:
        said = [*example.fires, *([example.refused_by] if example.refused_by else [])]
        assert all(c.split(".")[0] == family for c in said), example.question


def test_a_corpus_line_says_one_outcome() -> None:
    with pytest.raises(ValueError, match="either the plan or the refusal"):
        Example(question="Who?", plan={"anchor": "China"}, refused="no")


def test_an_elided_reference_of_another_doer_says_the_start_or_end_its_main_clause_says() -> None:
    """ "Who joined Chelsea the same year as Shevchenko?": the year he joined; "after Milan" of his own: no start."""
    joined = interval_parser().parse("Who joined Chelsea F.C. the same year as Andriy Shevchenko?")
    assert joined.constraint.reference is not None and joined.constraint.reference.aspect == "start"
    assert joined.constraint.reference.head == "Andriy Shevchenko"


def test_a_move_after_leaving_is_the_first_state_begun_after_it_ended() -> None:
    """ "after leaving Milan" is read by its own verb as the state's end ("after Milan": the state itself)."""
    left = interval_parser().parse("Where did Shevchenko go after leaving Milan?")
    said = interval_parser().parse("Where did Shevchenko go after Milan?")
    assert left.constraint.reference is not None and said.constraint.reference is not None
    assert (left.constraint.reference.aspect, said.constraint.reference.aspect) == ("end", None)
    assert (left.extremum, left.aspect) == ("first", "start")
