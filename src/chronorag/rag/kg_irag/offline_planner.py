"""The LLM-free planners: read a weather, traffic or event question and return the same typed plan LLM1 would.

The reading and the plan are `understanding.sensor.SensorParser`'s and `understanding.event.EventParser`'s
(every word accounted for, or a refusal that says which words were not understood); this module wires them
to the graph: the places (`places.Places`), their clocks and kinds, the data's last year, the heavy-traffic
threshold (a count percentile read from Neo4j), the entity and relation names. Sensor families: Q1 "is there
rain in the slot" (answered in the question's own polarity), Q2 "leave earlier: latest start before", Q3
"postpone / leave later: earliest start after". `parser_first` is the hybrid planner: the parser first, LLM1
only for what it refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, date, datetime
from functools import cache, cached_property, partial
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from chronorag.algebra.from_plans import NotAPlan, query_of
from chronorag.algebra.terms import Query
from chronorag.algebra.walk import leaves
from chronorag.cypher.linking import (
    ENTITY_DAYS_AROUND,
    ENTITY_NAMES,
    ENTITY_RELATIONS,
    ENTITY_TAKES_PART,
    ENTITY_TAKES_PART_IN,
    FACTS_BETWEEN,
    FACTS_BETWEEN_OF,
    INTERVAL_ENTITY_RELATIONS,
    INTERVAL_ENTITY_SPAN,
    INTERVAL_ENTITY_TIMES,
    INTERVAL_ENTITY_YEARS,
    INTERVAL_FACT_COUNT,
    INTERVAL_FACTS_BETWEEN,
    INTERVAL_FACTS_BETWEEN_OF,
    INTERVAL_HEADS_OF,
    INTERVAL_HELD_IN,
    INTERVAL_OCCASION_ALONE,
    INTERVAL_PLACED_IN,
    INTERVAL_RELATION_KIND,
    INTERVAL_RELATIONS_BETWEEN,
    INTERVAL_SPAN,
    INTERVAL_TAILS_OF,
    INTERVAL_VOCABULARY,
    RELATION_MIRRORED,
    RELATION_NAMES,
)
from chronorag.cypher.retrieval import COUNT_PERCENTILE
from chronorag.embedder import Embedder, TextVectors
from chronorag.graph.connection import GraphClient
from chronorag.graph.counting import memoised
from chronorag.graph.retrieval import holdings
from chronorag.plans import PERIOD_LATEST, Condition, EventPlan, Plan
from chronorag.rag.core.tracing import role_run
from chronorag.rag.core.types import Usage
from chronorag.rag.kg_irag.composed_notes import Noted
from chronorag.rag.kg_irag.contracts import SensorPlanner
from chronorag.rag.kg_irag.event_loop import fact_span, holds_event
from chronorag.rag.kg_irag.places import Places
from chronorag.rag.kg_irag.series import series_part_of
from chronorag.rag.kg_irag.turns import held_in_turn_of
from chronorag.temporal.partial_dates import parse_partial_date
from chronorag.understanding.compose import NO_CONSTRUCTION, Composer, NotComposed
from chronorag.understanding.constructions.leftovers import HOLDER_KINDS
from chronorag.understanding.errors import (
    NamedInPart,
    NotAnEventQuestion,
    PlanningError,
    SeveralReadings,
)
from chronorag.understanding.event import EventParser
from chronorag.understanding.name_cache import cached_name_index
from chronorag.understanding.name_family import as_family
from chronorag.understanding.names import NameIndex
from chronorag.understanding.narrower import narrower_said, others_unsaid
from chronorag.understanding.nicknames import nicknamed, nicknames_said
from chronorag.understanding.occasion_said import as_its_year
from chronorag.understanding.reading import Occasion
from chronorag.understanding.readings import of_the_kind_said
from chronorag.understanding.relation_similarity import RelationSimilarity
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.sensor import HEAVY_PERCENTILE, NO_GRAPH, SensorParser
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.unnamed import unnamed_query
from chronorag.understanding.words import key

__all__ = [
    "NotAnEventQuestion",
    "PlanningError",
    "SymbolicPlanner",
    "event_parser",
    "graph_parsers",
    "interval_vocabulary",
    "parser_first",
    "symbolic_planner",
]


class SymbolicPlanner:
    """Question -> Plan without an LLM: the sensor parser (`understanding.sensor`) given this graph's places,
    clocks and traffic counters, and the heavy-traffic threshold read from the graph (its 90th percentile)."""

    def __init__(self, places: Places, client: GraphClient | None = None, step_minutes: int = 60) -> None:
        self.places = places
        self.client = client
        traffic = frozenset(s for s, k in places.kind.items() if k == "traffic")
        self.parser = SensorParser(
            places.index(),
            places.default_year,
            traffic,
            timezones=places.tz,
            station_of=places.station_of,
            heavy_traffic=self._heavy_traffic,
            step_minutes=step_minutes,
        )

    def plan(self, question: str) -> Plan:
        return self.parser.parse(question)

    def _heavy_traffic(self, station: str, year: int, tz: ZoneInfo, direction: str | None) -> Condition:
        """volume >= the counter(-direction)'s 90th percentile over that (local) year."""
        if self.client is None:
            raise PlanningError(NO_GRAPH)
        start = datetime(year, 1, 1, tzinfo=tz).astimezone(UTC)
        end = datetime(year + 1, 1, 1, tzinfo=tz).astimezone(UTC)
        rows = self.client.read(
            COUNT_PERCENTILE,
            {"station": station, "start": start, "end": end, "direction": direction, "percentile": HEAVY_PERCENTILE},
        )
        if not rows or not rows[0]["n"]:
            held = holdings(self.client, station, [station], True, direction, str(tz))
            where = f"{station} {direction}" if direction else station
            raise PlanningError(f"no traffic counts for {where} in {year}; {held}")
        return Condition(field="volume", op=">=", threshold=round(float(rows[0]["threshold"]), 1), unit="vehicles")


Vocabulary = tuple[NameIndex, list[str]]  # a graph's entity names (as a name index) and relation names


def graph_vocabulary(client: GraphClient) -> Vocabulary:
    """The graph's entity names (as a name index) and relation names, read once. The relation names (a
    scan of the facts, on the server) are read while the name index loads."""
    client.driver  # noqa: B018 - made here, not by both threads at once
    with ThreadPoolExecutor(1) as beside:
        relations = beside.submit(client.read, RELATION_NAMES, None, 120)
        names = cached_name_index(client.read(ENTITY_NAMES, timeout=120)[0]["names"], client.settings.cache_dir)
        return names, [r["name"] for r in relations.result()]


def event_parser(client: GraphClient, vocabulary: Vocabulary | None = None) -> EventParser:
    """The symbolic event parser over this graph's entity and relation names (`vocabulary`, if already read;
    else read once); a wording the lexicon does not know is compared with the known ones by embedding (the model
    loads on first need)."""
    names, relation_names = vocabulary or graph_vocabulary(client)
    relations = RelationLexicon(relation_names)

    def relations_of(entity: str) -> list[str]:
        read = lambda: [r["relation"] for r in client.read(ENTITY_RELATIONS, {"entity": entity})]  # noqa: E731
        return memoised(("relations_of", entity), read)

    def takes_part(entity: str, relation: str | None) -> bool:
        params = {"entity": entity, "relation": relation}
        query = ENTITY_TAKES_PART_IN if relation else ENTITY_TAKES_PART
        return memoised(("takes_part", entity, relation), lambda: bool(client.read(query, params)[0]["held"]))

    def around(entity: str, day: date) -> tuple[date | None, date | None]:
        def read() -> tuple[date | None, date | None]:
            row = client.read(ENTITY_DAYS_AROUND, {"entity": entity, "day": day})[0]
            return _day(row["before"]), _day(row["after"])

        return memoised(("around", entity, day), read)

    vectors = TextVectors(Embedder.from_settings(client.settings), client.settings.cache_dir)
    similar = RelationSimilarity(relation_names, vectors)
    span = cache(partial(fact_span, client))  # read on the first loose reading, not at start-up

    def supported(plan: EventPlan) -> bool:
        days = span()
        held = lambda: days is not None and holds_event(client, days, plan)  # noqa: E731
        return memoised(
            ("supported", plan.model_dump_json(exclude={"question", "notes", "ignored", "reasoning"})), held
        )

    def between(a: str, b: str, relation: str) -> bool:
        params = {"a": a, "b": b, "relation": relation}
        read = lambda: bool(client.read(FACTS_BETWEEN_OF if relation else FACTS_BETWEEN, params)[0]["held"])  # noqa: E731
        return memoised(("between", a, b, relation), read)

    @cache
    def mirrored(relation: str) -> bool:
        """The graph holds nearly every fact of the relation the other way on the same day too (read once)."""
        row = client.read(RELATION_MIRRORED, {"relation": relation, "sample": MIRROR_SAMPLE})[0]
        return row["n"] >= MIRROR_LEAST and row["mirrored"] >= MIRRORED_SHARE * row["n"]

    return EventParser(
        names,
        relations,
        relations_of,
        similar,
        supported,
        between=between,
        mirrored=mirrored,
        takes_part=takes_part,
        around=around,
    )


def _day(value: Any) -> date | None:
    """A date the driver returns (a neo4j Date) as Python's."""
    return None if value is None else date(value.year, value.month, value.day)


MIRROR_SAMPLE, MIRROR_LEAST, MIRRORED_SHARE = 300, 100, 0.95  # a relation read both ways where the graph mirrors it


def interval_vocabulary(client: GraphClient) -> dict[str, Vocabulary]:
    """Each graph of facts true over intervals (by dataset): its entity names as a name index (their parentheses
    are disambiguators, never ICEWS's sectors) and its relation names, read once."""
    return {
        row["dataset"]: (cached_name_index(row["names"], client.settings.cache_dir, plain=True), row["relations"])
        for row in client.read(INTERVAL_VOCABULARY, timeout=120)
    }


def _held_in_of(client: GraphClient, dataset: str) -> Callable[[EventPlan], bool]:
    """Whether an interval graph may hold a plan's facts in its period (memoised per question)."""

    def held_in(plan: EventPlan) -> bool:
        lo, hi = _days_held(client, plan, dataset)
        params = {"entity": plan.anchor, "relation": plan.relation, "other": plan.other, "dataset": dataset}
        if (by := plan.alongside) is not None:  # "appointed to the Supreme Court": a spell there begun that day
            assert by.side == "tail", by
            params |= {"place": by.entity, "state": by.relation}
        query = INTERVAL_HELD_IN if by is None else INTERVAL_PLACED_IN
        read = lambda: bool(client.read(query, {**params, "lo": lo, "hi": hi})[0]["held"])  # noqa: E731
        return memoised(("interval_held_in", dataset, *params.values(), lo, hi), read)

    return held_in


def interval_parsers(client: GraphClient, vocabulary: dict[str, Vocabulary] | None = None) -> dict[str, EventParser]:
    """One parser per graph of facts true over intervals (YAGO11k, ...): its own names and relations, with the
    interval constructions (start, end, how long) switched on."""
    out: dict[str, EventParser] = {}
    for dataset, (names, relation_names) in (vocabulary or interval_vocabulary(client)).items():

        def relations_of(entity: str, dataset: str = dataset) -> list[str]:
            params = {"entity": entity, "dataset": dataset}
            read = lambda: [r["relation"] for r in client.read(INTERVAL_ENTITY_RELATIONS, params)]  # noqa: E731
            return memoised(("interval_relations_of", dataset, entity), read)

        def between(a: str, b: str, relation: str, dataset: str = dataset) -> bool:
            params = {"a": a, "b": b, "relation": relation, "dataset": dataset}
            query = INTERVAL_FACTS_BETWEEN_OF if relation else INTERVAL_FACTS_BETWEEN
            read = lambda: bool(client.read(query, params)[0]["held"])  # noqa: E731
            return memoised(("interval_between", dataset, a, b, relation), read)

        def linked(a: str, b: str, dataset: str = dataset) -> list[str]:
            params = {"a": a, "b": b, "dataset": dataset}
            read = lambda: [r["relation"] for r in client.read(INTERVAL_RELATIONS_BETWEEN, params)]  # noqa: E731
            return memoised(("interval_relations_between", dataset, *sorted((a, b))), read)

        def is_state(relation: str, dataset: str = dataset) -> bool:
            params = {"relation": relation, "dataset": dataset}

            def read() -> bool:  # a state, unless every fact of it is one day's
                kinds = [(r["kind"], r["one_day"]) for r in client.read(INTERVAL_RELATION_KIND, params)]
                return kinds == [("state", False)]

            return memoised(("interval_relation_kind", dataset, relation), read)

        def at_one_time(relation: str, dataset: str = dataset) -> bool:
            params = {"relation": relation, "dataset": dataset}
            read = lambda: all(r["one_date"] for r in client.read(INTERVAL_RELATION_KIND, params))  # noqa: E731
            return memoised(("interval_relation_one_date", dataset, relation), read)

        def tails_of(entity: str, relation: str, dataset: str = dataset) -> list[str]:
            params = {"entity": entity, "relation": relation, "dataset": dataset}
            read = lambda: [r["tail"] for r in client.read(INTERVAL_TAILS_OF, params)]  # noqa: E731
            return memoised(("interval_tails_of", dataset, entity, relation), read)

        def heads_of(entity: str, relation: str, dataset: str = dataset) -> list[str]:
            params = {"entity": entity, "relation": relation, "dataset": dataset}
            read = lambda: [r["head"] for r in client.read(INTERVAL_HEADS_OF, params)]  # noqa: E731
            return memoised(("interval_heads_of", dataset, entity, relation), read)

        out[dataset] = EventParser(
            names,
            RelationLexicon(relation_names, intervals=True),
            relations_of,
            intervals=True,
            between=between,
            linked=linked,
            is_state=is_state,
            tails_of=tails_of,
            held_in=_held_in_of(client, dataset),
            at_one_time=at_one_time,
            series_part=series_part_of(client, dataset),
            heads_of=heads_of,
            in_turn=held_in_turn_of(client, dataset),
            occasion_fact=partial(occasion_fact, client, dataset),
        )
    return out


LEAST_OCCASION_FACTS = 2  # one fact alone is of a day, not an occasion of it (a person born, and nothing more)
LONGEST_OCCASION_DAYS = 366  # an occasion of a span (a tournament, a season) lasts a year at most


def occasion_fact(client: GraphClient, dataset: str, entity: str) -> Occasion | None:
    """The relation and side of the most of an occasion's facts (its head's first), and that time, where every fact
    of the entity, of two or more, is written over one and the same time (a draw, a race, a ceremony: "When was X
    held?"); or, of facts known to the day, where one relation's facts of it are all of one span of a year at most
    that holds every other fact of it (a tournament its host's: the 1991 Women's World Cup, hosted from 16 to 30
    November, won on the 30th), that relation, its side and the span; else None."""

    def read() -> Occasion | None:
        rows = client.read(INTERVAL_ENTITY_TIMES, {"entity": entity, "dataset": dataset})
        times = {t for r in rows for t in r["times"]}
        if sum(r["n"] for r in rows) < LEAST_OCCASION_FACTS:
            return None
        if len(times) == 1:
            time = times.pop()
            return Occasion(rows[0]["relation"], rows[0]["side"], time, time)
        return _spanned(rows, times)

    return memoised(("interval_occasion_fact", dataset, entity), read)


def _spanned(rows: list[dict[str, Any]], times: set[str]) -> Occasion | None:
    """The relation whose facts of the entity are all of the one span from its first time to its last, known to the
    day and a year long at most (`occasion_fact`)."""
    said = {t: parse_partial_date(t) for t in times}
    days = {t: date(*p.first()) for t, p in said.items() if p is not None and p.precision == "day" and p.year >= 1}
    if len(days) != len(times):
        return None
    first, last = min(days, key=days.__getitem__), max(days, key=days.__getitem__)
    if (days[last] - days[first]).days > LONGEST_OCCASION_DAYS:
        return None
    own = next((r for r in rows if [list(s) for s in r["spans"]] == [[first, last]]), None)
    return Occasion(own["relation"], own["side"], first, last) if own is not None else None


def _days_held(client: GraphClient, plan: EventPlan, dataset: str) -> tuple[date, date]:
    """The days a plan's facts may lie in: its period's, or, while a reference state held ("Foreign Secretary under
    Gordon Brown"), the days that state's facts span (an open end to the latest day); at a time of them ("when John
    Major became Prime Minister", "the year he left"), the whole years they span: a reading of an office made in
    2020 fits no question of 1990 (it was said to fit, a reviewer's find)."""
    ref = plan.constraint.reference
    if ref is None or not (ref.during or plan.constraint.kind == "in"):
        return plan.constraint.days()
    params = {"head": ref.head, "relation": ref.relation, "tail": ref.tail, "dataset": dataset}
    row = memoised(("interval_span", *params.values()), lambda: client.read(INTERVAL_SPAN, params)[0])
    if not row["n"]:
        return plan.constraint.days()
    lo, hi = _day(row["lo"]), _day(row["hi"]) or PERIOD_LATEST
    assert lo is not None  # its facts have a start (the statement keeps those only)
    if ref.during:
        return lo, hi
    return date(lo.year, 1, 1), hi if hi == PERIOD_LATEST else date(hi.year + 1, 1, 1)


class GraphParsers:
    """The event graph's parser, then each interval graph's: a question is read by the first whose reading holds
    and says its relation (a relation only guessed by similarity gives way to a graph that says it; else the first
    guess stands), so the event graph's answers read by its phrases do not change with an interval graph beside it;
    `dataset` scopes to one. The interval graphs' parsers are built on their first need (`intervals`): a question
    the event graph's parser reads by its phrases never waits for them, one it only guesses does."""

    def __init__(
        self,
        events: EventParser | None,
        intervals: Callable[[], dict[str, EventParser]],
        has_intervals: bool,
        year_of: Callable[[str, str], int | None] | None = None,
        span_of: Callable[[str, str], tuple[int, int] | None] | None = None,
    ) -> None:
        self.events = events
        self._intervals = intervals
        self.has_intervals = has_intervals
        self.year_of = year_of  # (graph, entity) -> an occasion's one year, alone in it (`occasion_year`)
        self.span_of = span_of  # (graph, entity) -> its facts' first and last year (`entity_span`)

    @cached_property
    def intervals(self) -> dict[str, EventParser]:
        return self._intervals() if self.has_intervals else {}

    def plan(self, question: str, dataset: str | None = None) -> EventPlan | Query:
        """The engine's plan of the question; where it refuses, the term the executed patterns compose from what
        it reads (`understanding.compose`); else the engine's refusal (or the patterns' own, where one matched). A
        nickname of the one graph whose names hold what it stands for ("the Oscar": an award) is read as its plain
        word, of that graph (`understanding.nicknames`)."""
        if nicknames_said(tokenize(question)):
            loaded = self._loaded(dataset)
            said = [(g, n) for g, p in loaded if (n := nicknamed(question, p.names)) is not None]
            if len(said) == 1 and (said[0][0] is not None or len(loaded) == 1):
                graph, read = said[0]
                if (plan := self._read_or_none(question, read.question, graph, read.note)) is not None:
                    return read.kept(plan)  # else not of that graph's facts after all: read as said
        try:
            planned = self._plan(question, dataset)
        except PlanningError as refused:
            planned = self._at_its_year(question, dataset, refused)
        if isinstance(planned, EventPlan):
            of_the_kind_said(planned)  # "Which country did X first visit?" of the event graph: both ways, or refused
        if (graph := _graph_of(planned)) in self.intervals:  # "beat" of beat and beatOnPenalties: both, or refused
            others_unsaid(planned)  # "chief of mission" of otherChiefOfMissionTo: the others only, refused
            narrower_said(planned, self.intervals[graph].graph)
        return self._of_family(planned)

    def _of_family(self, read: EventPlan | Query) -> EventPlan | Query:
        """An interval graph's reading whose one named entity the graph also writes with words before it ("Cy Young
        Award": "National League Cy Young Award") as a term over any of them (`understanding.name_family`); as it is
        otherwise (of the event graph, always)."""
        graph = _graph_of(read)
        if isinstance(read, EventPlan) and read.season_years:
            return read
        if graph is None or self.span_of is None or graph not in self.intervals:
            return read
        try:
            query = query_of(read) if isinstance(read, EventPlan) else read
        except NotAPlan:
            return read
        widened = as_family(query, self.intervals[graph].graph, partial(self.span_of, graph))
        return read if widened is query else widened

    def _read_or_none(self, question: str, said: str, graph: str | None, note: str) -> EventPlan | Query | None:
        try:
            return self._read_as(question, said, graph, note)
        except PlanningError:
            return None

    def _at_its_year(self, question: str, dataset: str | None, refused: PlanningError) -> EventPlan | Query:
        """A question refused that says an occasion as its event's setting, read again with the occasion said as
        its one year (`understanding.occasion_said`), of the one interval graph that holds it so; else the refusal."""
        year_of = self.year_of
        if year_of is None or not self.has_intervals or isinstance(refused, NotAnEventQuestion | SeveralReadings):
            raise refused
        said = [
            (g, read)
            for g, p in self._loaded(dataset)
            if g is not None and (read := as_its_year(question, p.names, partial(year_of, g))) is not None
        ]
        if len(said) != 1:
            raise refused
        graph, (text, note) = said[0]
        try:
            return self._read_as(question, text, graph, note)
        except PlanningError:
            raise refused from None

    def _read_as(self, question: str, text: str, graph: str | None, note: str) -> EventPlan | Query:
        """The question read as `text` says it (a nickname or an occasion said otherwise), over `graph`: the plan
        keeps the question as asked and notes how it was read."""
        plan = self._plan(text, graph)
        plan.question = question
        plan.notes.append(note)
        return plan

    def _plan(self, question: str, dataset: str | None = None) -> EventPlan | Query:
        try:
            return self.parse(question, dataset)
        except PlanningError as refused:
            noted = Noted(partial(self.clause, dataset=dataset))  # each clause's notes, kept on the composed plan
            composer = Composer(
                noted,
                self._names(dataset),
                graphs=self._graphs(dataset),
                unnamed=partial(self.unnamed, dataset=dataset),
            )
            try:
                return noted.kept(composer.read(question))
            except NotComposed as none:
                if str(none) == NO_CONSTRUCTION:
                    try:
                        return self.unnamed(question, dataset)
                    except PlanningError:
                        raise refused from None
                raise _also(refused, f"{refused}; composed: {none}", self._each(composer, question, dataset)) from None
            except PlanningError as composed:
                message = f"{refused}; composed: {composed}"
                raise _also(refused, message, self._each(composer, question, dataset)) from None

    def _each(self, composer: Composer, question: str, dataset: str | None) -> SeveralReadings | None:
        """Of a question composed over one clause the engine reads several ways the graph holds ("who did X meet"
        in "In the week after ..., who did X meet?"), the question composed over each of them; None where a
        clause of another kind refused, or any of them does not compose."""
        if len(composer.choices()) != 1:
            return None
        several = next(iter(composer.several.values()))
        composed: list[tuple[str, Any]] = []
        for k, (how, _) in enumerate(several.readings):
            each = Composer(partial(self.clause, dataset=dataset), self._names(dataset), k, self._graphs(dataset))
            try:
                composed.append((how, each.read(question)))
            except PlanningError:
                return None
        return SeveralReadings(str(several), composed)

    def clause(self, text: str, dataset: str | None = None) -> EventPlan:
        """A clause of a composed question, as `parse` reads it; a season read by its two years is read only in a
        question of its own facts (a term keeps each fact that meets its period, never those the years leave open)."""
        plan = self.parse(text, dataset)
        if plan.season_years:
            raise PlanningError(f"{text!r}: a season read by its two years is read only in a question of its facts")
        return plan

    def parse(self, question: str, dataset: str | None = None) -> EventPlan:
        refusals: list[tuple[PlanningError, EventParser | None]] = []
        labels: dict[int, str] = {}  # each refusal's graph, by the refusal's id
        guessed: EventPlan | None = None
        read: EventPlan | None = None  # the graph that says the relation and reads most words, the first of equals
        fewest = 0  # the words `read` leaves unread
        unheld: EventPlan | None = None  # the first interval graph that reads every word but holds none of its facts
        for name, parser in self._candidates(dataset):
            try:
                plan = parser.parse(question)
            except PlanningError as refused:
                _of_graph(refused, name)
                refusals.append((refused, parser))
                labels[id(refused)] = name or EVENT_GRAPH
                continue
            plan.dataset = name
            if plan.relation_score == 1.0:  # a graph that says the relation beats one whose relation was guessed
                unread = len(plan.ignored)
                if not unread and dataset is None and not self._holds(parser, plan):
                    unheld = unheld or plan  # "born in Athens in 1971": Nobel laureates hold none, YAGO's people one
                    continue
                if not unread:
                    return plan
                if (theirs := self._anothers_words(plan, name)) is not None:
                    refusals.append((theirs, parser))
                    labels[id(theirs)] = name or EVENT_GRAPH
                    continue
                if read is None or unread < fewest:
                    read, fewest = plan, unread
                continue
            guessed = guessed or plan
        if (best := unheld or read or guessed) is not None:
            return best
        said = [(r, p) for r, p in refusals if not isinstance(r, NotAnEventQuestion)]
        if said:  # the reason of the graph that names most of the question, the first graph's of equals
            raise _each_graph(max(said, key=lambda rp: _names_read(rp[1], question))[0], refusals, labels)
        in_part: list[PlanningError] = [r for r, _ in refusals if isinstance(r, NamedInPart)]  # names it says
        chosen = (in_part or [r for r, _ in refusals] or [NotAnEventQuestion("the graph holds no event facts")])[0]
        raise _each_graph(chosen, refusals, labels)

    def _holds(self, parser: EventParser, plan: EventPlan) -> bool:
        """Whether an interval graph that reads a question in full holds any fact of its plan's entity and relation
        in its period (`held_in`), where another interval graph is loaded that may: of two that read every word
        alike, the question is of the one that holds its facts (the first of equals, as before; none holding: the
        first). The event graph's reading, and a plan naming no entity, are taken as they are."""
        if plan.dataset is None or plan.anchor is None or parser.graph.held_in is None or len(self.intervals) < 2:
            return True
        return parser.graph.held_in(plan)

    def _anothers_words(self, plan: EventPlan, name: str | None) -> PlanningError | None:
        """ "How many federal judges were born in Philadelphia?": a kind of holder (`names.holder_kinds`) one graph
        leaves unread that is a relation word of another loaded graph of intervals ("judge": US judges'
        seniorJudgeOn) says the question is of that graph's people, not this one's (Nobel laureates born there); the
        plan is refused, naming it (None: no such word). Only a kind of who: "Which house was X sitting in?" of UK
        ministers is no question of the US Congress's representedInHouse."""
        left = [w for w in plan.ignored if key(w) in HOLDER_KINDS]
        for other, parser in self.intervals.items():
            said = [w for w in left if other != name and key(w) in parser.lexicon.vocabulary]
            if said:
                return PlanningError(f"left {said[0]!r} unread, a relation word of {other}")
        return None

    def unnamed(self, text: str, dataset: str | None = None) -> Query:
        """A clause naming no entity read over every fact of one relation (`understanding.unnamed`), of the one
        interval graph that reads it so (two: refused, naming both); no graph names an entity it says."""
        read: list[Query] = []
        refusals: list[str] = []
        for name, parser in self._loaded(dataset):
            if name is None:
                if parser.names.mentions(toks := tokenize(text), {t.i for t in toks}):
                    raise PlanningError("names an entity of the event graph")
                continue
            try:
                read.append(unnamed_query(text, parser.names, parser.lexicon, name, parser.relations_of))
            except PlanningError as exc:
                refusals.append(str(exc))
        if len(read) > 1:
            graphs = ", ".join(q.notes[0] for q in read)
            raise PlanningError(f"a question naming no entity read over several graphs: {graphs}")
        if not read:
            raise PlanningError(refusals[0] if refusals else "no graph of facts true over intervals is loaded")
        return read[0]

    def _names(self, dataset: str | None) -> list[NameIndex]:
        """The name indexes of the graphs a question is read over (none: a graph not loaded)."""
        return [parser.names for _, parser in self._loaded(dataset)]

    def _graphs(self, dataset: str | None) -> list[str | None]:
        """The graph of each of `_names`'s indexes."""
        return [graph for graph, _ in self._loaded(dataset)]

    def _loaded(self, dataset: str | None) -> list[tuple[str | None, EventParser]]:
        """`_candidates`, none where the graph named is not loaded (where `_candidates` refuses)."""
        return [] if dataset is not None and dataset not in self.intervals else list(self._candidates(dataset))

    def _candidates(self, dataset: str | None) -> Iterator[tuple[str | None, EventParser]]:
        if dataset is not None:
            if dataset not in self.intervals:
                raise NotAnEventQuestion(f"no graph of facts named {dataset!r} is loaded")
            yield dataset, self.intervals[dataset]
            return
        if self.events is not None:
            yield None, self.events
        yield from self.intervals.items()


def _of_graph(refused: PlanningError, dataset: str | None) -> None:
    """Several readings a graph's parser raised are each of that graph's facts (its dataset), as its plan is."""
    if isinstance(refused, SeveralReadings):
        for _, each in refused.readings:
            if isinstance(each, EventPlan):
                each.dataset = dataset


def _graph_of(read: EventPlan | Query) -> str | None:
    """The graph of facts true over intervals a reading is of (None: the event graph's)."""
    if isinstance(read, EventPlan):
        return read.dataset
    return next((f.graph for f in leaves(read.term) if f.graph), None)


def _also(refused: PlanningError, message: str, composed: SeveralReadings | None = None) -> PlanningError:
    """The refusal with the composer's added, keeping the readings it names (`SeveralReadings`): the engine's own,
    else the composed question's each way, where the composer read it so."""
    if isinstance(refused, SeveralReadings):
        return refused.said(message)
    return composed.said(message) if composed is not None else PlanningError(message)


EVENT_GRAPH = "the event graph"  # how a refusal names the graph of dated events (interval graphs by their dataset)


def _each_graph(
    chosen: PlanningError, refusals: list[tuple[PlanningError, EventParser | None]], labels: dict[int, str]
) -> PlanningError:
    """The refusal chosen, where several graphs refused for different reasons, with each graph's reason named by its
    graph: what one graph lacks ("no relation of the graph is said (visit)") is never said of them all."""
    others = [r for r, _ in refusals if r is not chosen and str(r) != str(chosen)]
    if not others:
        return chosen
    chosen.args = ("; ".join(f"{labels[id(r)]}: {r}" for r in [chosen, *others]),)
    return chosen


def _names_read(parser: EventParser | None, question: str) -> int:
    """How many of the question's words a graph's names say in full: "Paul Gascoigne" is YAGO's, not ICEWS's
    "Paul" of Rand Paul, so a refusal over both graphs gives YAGO's reason."""
    if parser is None:
        return 0
    toks = tokenize(question)
    return sum(m.j - m.i for m in parser.names.mentions(toks, {t.i for t in toks}, partial=False))


def has_interval_facts(client: GraphClient) -> bool:
    return bool(client.read(INTERVAL_FACT_COUNT)[0]["n"])


def graph_parsers(
    client: GraphClient, vocabulary: dict[str, Vocabulary] | None = None, events: Vocabulary | None = None
) -> GraphParsers:
    """The parsers of every graph of facts loaded: the event graph's (if it holds facts) and the interval graphs'
    (`vocabulary`: theirs, if already read; else read on their first need). `events`: the event graph's
    vocabulary, if already read (so the graph holds event facts)."""
    intervals = has_interval_facts(client) if vocabulary is None else bool(vocabulary)
    held = events is not None or fact_span(client) is not None or not intervals
    parser = event_parser(client, events) if held else None
    intervals_of = partial(interval_parsers, client, vocabulary)
    return GraphParsers(parser, intervals_of, intervals, partial(occasion_year, client), partial(entity_span, client))


def entity_span(client: GraphClient, dataset: str, entity: str) -> tuple[int, int] | None:
    """The first year an entity's facts begin and the last they end, either side; None where one has an open end
    (`INTERVAL_ENTITY_SPAN`), once per question."""

    def read() -> tuple[int, int] | None:
        row = client.read(INTERVAL_ENTITY_SPAN, {"entity": entity, "dataset": dataset})[0]
        return None if row["open"] or row["first"] is None else (int(row["first"]), int(row["last"]))

    return memoised(("interval_entity_span", dataset, entity), read)


def occasion_year(client: GraphClient, dataset: str, entity: str) -> int | None:
    """The one year every fact of an entity is written in, where no other entity takes its part in its relations that
    year (`INTERVAL_OCCASION_ALONE`): an occasion said by its year ("at the 92nd Academy Awards": 2019); None of an
    entity of several years or of a span, or one of several of its year ("at the 2008 Wimbledon Men's Singles": one
    of that year's eight draws, whose year says all of theirs)."""
    params = {"entity": entity, "dataset": dataset}
    read = lambda: [(r["start"], r["end"]) for r in client.read(INTERVAL_ENTITY_YEARS, params)]  # noqa: E731
    years = memoised(("interval_entity_years", dataset, entity), read)
    if len(years) != 1 or years[0][1] != years[0][0]:
        return None
    year = years[0][0]
    params |= {"lo": f"{year:04d}-01-01", "hi": f"{year + 1:04d}-01-01"}
    alone = lambda: bool(client.read(INTERVAL_OCCASION_ALONE, params)[0]["alone"])  # noqa: E731
    return year if memoised(("interval_occasion_alone", dataset, entity, year), alone) else None


def symbolic_planner(client: GraphClient) -> tuple[SensorPlanner, Places]:
    """The LLM-free planner (traced as the run `planner`) and the places it knows."""
    symbolic = SymbolicPlanner(Places.load(client), client)

    @role_run("planner", lambda question: {"question": question})
    def plan(question: str) -> tuple[Plan, Usage]:
        return symbolic.plan(question), Usage()

    return plan, symbolic.places


P = TypeVar("P")


def parser_first(parse: Callable[[str], P], ask: Callable[..., tuple[P, Usage]]) -> Callable[[str], tuple[P, Usage]]:
    """The hybrid planner: the offline parser plans what it reads; only a question it refuses goes to LLM1,
    with the refusal's reason in the prompt. Which path planned is seen in the usage (LLM calls or none), and a
    plan the parser made is judged and answered as offline (`KGIRAG._roles`, `EventLoop._judge`)."""

    @role_run("planner", lambda question: {"question": question})
    def plan(question: str) -> tuple[P, Usage]:
        try:
            return parse(question), Usage()
        except PlanningError as exc:
            return ask(question, str(exc))

    return plan
