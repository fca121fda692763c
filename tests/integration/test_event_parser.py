"""The event question parser on the real ICEWS names and relations (the shared data), without a database."""

from __future__ import annotations

import contextlib
import gzip
from collections import defaultdict
from datetime import date
from pathlib import Path

import pytest

from chronorag.understanding.errors import NotAnEventQuestion, PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.relations import RelationLexicon


@pytest.fixture(scope="module")
def parser(shared_data: Path) -> EventParser:
    names: set[str] = set()
    relations: dict[str, set[str]] = defaultdict(set)
    for part in ("facts-a.tsv.gz", "facts-b.tsv.gz"):
        with gzip.open(shared_data / "icews05-15" / part, "rt", encoding="utf-8") as fh:
            for line in fh:
                head, relation, tail, _ = line.rstrip("\n").split("\t")
                names.update((head, tail))
                relations[head].add(relation)
                relations[tail].add(relation)
    every = sorted({r for rs in relations.values() for r in rs})
    return EventParser(NameIndex.build(sorted(names)), RelationLexicon(every), lambda e: sorted(relations[e]))


def plan(parser: EventParser, question: str) -> tuple[object, ...]:
    p = parser.parse(question)
    ref = p.constraint.reference
    return (
        p.qtype,
        p.answer_type,
        p.anchor,
        p.position,
        p.other,
        p.relation,
        p.extremum,
        p.constraint.kind,
        (ref.head, ref.relation, ref.tail) if ref else (p.constraint.start, p.constraint.granularity),
    )


VISIT, HOST, CRITICISE = "Make a visit", "Host a visit", "Criticize or denounce"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Who did Shivshankar Menon want to meet after Nov, 2010?",
            (
                "before_after",
                "entity",
                "Shivshankar Menon",
                "head",
                None,
                "Express intent to meet or negotiate",
                None,
                "after",
                (date(2010, 11, 1), "month"),
            ),
        ),
        (
            "Before the year 2009, who praised the citizens of Bangladesh?",
            (
                "before_after",
                "entity",
                "Citizen (Bangladesh)",
                "tail",
                None,
                "Praise or endorse",
                None,
                "before",
                (date(2009, 1, 1), "year"),
            ),
        ),
        (
            "When did Isaias Afewerki negotiate with the Sudanese envoy for the first time?",
            (
                "first_last",
                "time",
                "Isaias Afewerki",
                "head",
                "Envoy (Sudan)",
                "Engage in negotiation",
                "first",
                "none",
                (None, None),
            ),
        ),
        (
            "Who was first criticised by China in 2009?",
            ("equal_multi", "entity", "China", "head", None, CRITICISE, "first", "in", (date(2009, 1, 1), "year")),
        ),
        (
            "Which country did Japan visit most recently before 2010?",
            ("equal_multi", "entity", "Japan", "head", None, VISIT, "last", "before", (date(2010, 1, 1), "year")),
        ),
        (
            "Who blamed the Armed Rebel of Syria first after the Activist of Syria did?",
            (
                "after_first",
                "entity",
                "Armed Rebel (Syria)",
                "tail",
                None,
                "Accuse",
                "first",
                "after",
                ("Activist (Syria)", "Accuse", "Armed Rebel (Syria)"),
            ),
        ),
        (
            "Who was the first to visit Iran after Japan visited Iran?",
            ("after_first", "entity", "Iran", "tail", None, VISIT, "first", "after", ("Japan", VISIT, "Iran")),
        ),
        (
            "After Japan's visit to Iran, who hosted Barack Obama first?",
            ("after_first", "entity", "Barack Obama", "tail", None, HOST, "first", "after", ("Japan", VISIT, "Iran")),
        ),
        (
            "Prior to 2 April 2011, whom had Kenyan police arrested last?",
            (
                "equal_multi",
                "entity",
                "Police (Kenya)",
                "head",
                None,
                "Arrest, detain, or charge with legal action",
                "last",
                "before",
                (date(2011, 4, 2), "day"),
            ),
        ),
        (
            "In which year was Iran last visited by Japan?",
            ("first_last", "time", "Japan", "head", "Iran", VISIT, "last", "none", (None, None)),
        ),
    ],
)
def test_readings(parser: EventParser, question: str, expected: tuple[object, ...]) -> None:
    assert plan(parser, question) == expected


def test_time_granularity_and_misspelt_names(parser: EventParser) -> None:
    p = parser.parse("In which month did Barak Obama first visit China?")
    assert (p.answer_type, p.granularity, p.anchor, p.other) == ("time", "month", "Barack Obama", "China")
    assert p.notes == ["read 'Barak Obama' as Barack Obama"]


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Who did not visit Iran in 2009?", "'not'"),
        ("Who visited Iran or Iraq in 2009?", "names 2 entities"),
        ("Who visited Iran in 2009 and in 2010?", "two time constraints"),
        ("Who first visited and then criticised Iran?", "more than one relation"),
        ("Who meandered around Iran in 2009?", "no relation of the graph"),
        ("Who visited Iran twice in 2009?", "'twice' (quantity)"),
        ("Who visited Iran again in 2009?", "'again' (quantity)"),
        ("Who allegedly visited Iran in 2009?", "'allegedly' (hedging)"),
        ("Who visited Iran with Kenya in 2009?", "'Kenya'"),
        ("Who was the first and the last to visit Iran?", "both for the first and the last"),
        ("What is the capital of Atlantis?", "no entity"),
    ],
)
def test_refusals_say_why(parser: EventParser, question: str, reason: str) -> None:
    with pytest.raises(PlanningError) as err:
        parser.parse(question)
    assert reason in str(err.value)
    assert isinstance(err.value, NotAnEventQuestion) == (reason == "no entity")


def test_words_that_cannot_change_the_answer_pass_and_are_noted(parser: EventParser) -> None:
    p = parser.parse("Could you tell me the exact month when Japan visited Iran nervously for the first time?")
    assert (p.answer_type, p.granularity, p.anchor, p.other, p.extremum) == ("time", "month", "Japan", "Iran", "first")
    assert p.notes == ["ignored 'tell', 'nervously'"]  # "Could" is an auxiliary


def test_any_jumble_is_read_or_refused_never_a_crash(parser: EventParser) -> None:
    import random  # noqa: PLC0415

    pieces = "Who whom when which did was by first last after before Japan visited Iran Japan's visit to it he him "
    pieces += "the citizens of Kenya Kenyan police in 2009 March 2010 since criticised hosted praise , ? did so next"
    words = pieces.split()
    rng = random.Random(13)
    for _ in range(2000):
        question = " ".join(rng.choice(words) for _ in range(rng.randint(1, 14)))
        with contextlib.suppress(PlanningError):
            parser.parse(question)
