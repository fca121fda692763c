"""A question's alternative readings share the work that does not depend on what they pick (issue: no whole-question
re-parse per alternative): the name index is asked once, whatever the number of readings; the readings of a wording
several relations share resume from the stages before the relation is read, run once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from test_constructions import EXAMPLES, corpus_parser, corpus_parsers
from test_loose_descriptions import CRITICISED, ENTITIES, MINISTER, parser

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.names import NameIndex
from chronorag.understanding.reading import Reading, said_relations
from chronorag.understanding.stages import RELATION_READ, STAGE_RUNS, STAGES, run


def counted(monkeypatch: pytest.MonkeyPatch, name: str, keep: Callable[..., bool]) -> list[tuple[Any, ...]]:
    """The calls of `NameIndex.<name>` that `keep` keeps, as they come."""
    calls: list[tuple[Any, ...]] = []
    real = getattr(NameIndex, name)

    def counting(self: NameIndex, *args: Any, **kwargs: Any) -> Any:
        if keep(*args, **kwargs):
            calls.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(NameIndex, name, counting)
    return calls


def test_the_loose_readings_ask_the_name_index_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each sector "the Malaysian Defence Minister" may be is a reading of its own, run through every stage; the
    index's mentions of the question's free words (what the names stage reads first) are asked for only once."""
    said = counted(monkeypatch, "mentions", lambda *a, partial=True, **k: partial)  # the names stage's own
    STAGE_RUNS.clear()
    plan = parser({("Defense Attorney (Malaysia)", *CRITICISED)}).parse(MINISTER)
    assert plan.anchor == "Defense Attorney (Malaysia)"
    assert STAGE_RUNS["names"] >= 2  # the strict reading, then the first sector the words may mean
    assert len(said) == 1


def test_the_picks_of_the_same_words_share_the_stages_before_the_relation() -> None:
    """Each sector "the Malaysian Defence Minister" may be (two) is read from the events stage on; the stages before
    (names, clauses, asked) read which words were picked, not which entity, so they run once for all the picks."""
    STAGE_RUNS.clear()
    parser({("Defense Attorney (Malaysia)", *CRITICISED)}).parse(MINISTER)
    assert STAGE_RUNS["events"] == 3  # the strict reading, then each sector
    assert all(STAGE_RUNS[name] == 2 for name, _ in STAGES[:RELATION_READ])  # the strict reading, the first sector


def _read(p: Any, base: Reading, picks: dict[tuple[int, int], tuple[str, str]]) -> object:
    try:
        return p.attempt(base, picks)
    except PlanningError as refused:
        return str(refused)


def test_a_pick_reads_alike_shared_or_alone_and_one_another_mention_names_reads_again() -> None:
    """Every pick of "the Malaysian Defence Minister" reads the same resumed from another pick's stages as read alone;
    the one another mention names too ("Malaysia": a name said twice is one participant, `clauses.one_per_name`)
    runs the stages again."""
    p = parser(set())
    base = p.prepare(MINISTER)
    [loose] = p.names.loose(base.toks, base.free_tokens(), [], p.graph.relation_words)
    sectors = ["Defense Attorney (Malaysia)", "Police (Malaysia)", "Defense Force (Malaysia)"]
    STAGE_RUNS.clear()
    for name in [*sectors, "Malaysia"]:
        picks = {(loose.i, loose.j): (name, loose.how)}
        assert _read(p, base, picks) == _read(p, p.prepare(MINISTER), picks), name
    assert STAGE_RUNS["names"] == 2 * 4 - len(sectors) + 1  # alone each time; shared: the first sector, "Malaysia"


def test_a_pick_a_stage_reads_is_read_from_the_start_for_each_entity() -> None:
    """ "its police" of the one place named: whether the only mention is a place is read of the entity picked
    (`names.owned_sector`), so no pick of "the Malaysian Defence Minister" resumes from another's stages."""
    p = parser(set())
    question = "When did the Malaysian Defence Minister last criticise its police?"
    base = p.prepare(question)
    [loose] = p.names.loose(base.toks, base.free_tokens(), [], p.graph.relation_words)
    STAGE_RUNS.clear()
    for name in loose.names:
        picks = {(loose.i, loose.j): (name, loose.how)}
        assert _read(p, base, picks) == _read(p, p.prepare(question), picks), name
    assert STAGE_RUNS["names"] == 2 * len(loose.names)


def test_a_misspelling_is_looked_up_once_for_every_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """The names close to a misspelt name (a scan of every name) are found once however many readings read it."""
    close = counted(monkeypatch, "fuzzy", lambda *a, **k: True)
    p = parser(set(), [*ENTITIES, "Barack Obama"])
    base = p.prepare("When did Barak Obama criticise Malaysia?")
    first = p.attempt(base)
    looked_up = len(close)
    assert looked_up >= 1 and first[0].anchor == "Barack Obama"
    assert p.attempt(base) == first
    assert len(close) == looked_up


def test_the_readings_of_a_shared_wording_share_the_stages_before_the_relation() -> None:
    """ "hold a meeting" (Consult or Meet at a 'third' location), the graph holding neither: the strict reading runs
    every stage, each relation's reading only the stages from the relation on (the first of them reads the stages
    before it once more, for them all)."""
    STAGE_RUNS.clear()
    plan, fired = corpus_parser().read("Did China and Iraq hold a meeting in 2010?")
    assert "readings.held_by_none" in fired and plan.relation == "Consult"
    assert STAGE_RUNS["events"] == 3  # the strict reading, then one for each relation
    assert all(STAGE_RUNS[name] == 2 for name, _ in STAGES[:RELATION_READ])


class Untold(Reading):
    """A reading that refuses to say which relation it was made for."""

    def __getattribute__(self, name: str) -> Any:
        if name == "relation_pick":
            raise AssertionError("a stage read the relation pick")
        return super().__getattribute__(name)


def _reads_the_relation_pick(parser: Any, question: str, stop: int) -> bool:
    try:
        r = parser.prepare(question).copy()
        r.__class__ = Untold
        run(r, parser.graph, 0, stop)
    except PlanningError:
        pass
    except AssertionError:
        return True
    return False


def test_no_stage_before_the_relation_reads_the_relation_pick() -> None:
    """What lets a relation's reading resume from the stages before `RELATION_READ`: on every corpus question, none
    of them asks which relation the reading was made for (the stage after them does, on some)."""
    parsers = corpus_parsers()
    before = [e.question for _, e in EXAMPLES if _reads_the_relation_pick(parsers[e.graph], e.question, RELATION_READ)]
    assert before == []
    assert any(_reads_the_relation_pick(parsers[e.graph], e.question, RELATION_READ + 1) for _, e in EXAMPLES)


def test_the_readings_ask_the_lexicon_and_the_similarity_reader_once() -> None:
    """A wording the lexicon does not know ("glorified") is compared with the known ones once however many readings
    read it; the lexicon's phrases are looked up once too, each reading given its own copy to change."""
    p = corpus_parser()
    asked: list[str] = []
    similar = p.graph.similar
    assert similar is not None

    def counting(phrase: str) -> Any:
        asked.append(phrase)
        return similar(phrase)

    p.graph = replace(p.graph, similar=counting)
    base = p.prepare("When did China glorified Japan?")
    first = p.attempt(base)
    assert "relation.similar" in first[1] and len(asked) == 1
    assert p.attempt(base, {}, ((99,), "none")) == first  # another reading, the same wording: no new comparison
    assert len(asked) == 1
    r = p.prepare("Did China visit Japan?")
    every = set(range(len(r.toks)))
    [visit] = said_relations(r, p.graph, every)
    visit.tokens.append(99)  # a stage changing its copy
    assert said_relations(r.copy(), p.graph, every)[0].tokens == [2]
