"""The typed query algebra: small composable operators over facts and times, the one plan contract.

A question becomes a `Query`: what is asked (a side, a time at a granularity, a count, the relations, yes / no, a
duration) of one term. Terms are of two sorts. **Fact terms** denote a set of facts: `Facts` (a pattern of head,
relation and tail in one graph), narrowed by time (`Within`, `Before`, `After`, `Since`, `Until`), picked by order
(`Nth`: the facts on the n-th distinct day, or start, from either end) or ranked (`Rank`: the side held on most / fewest
days, or for longest / shortest). **Time terms** denote a time: a literal `Day` or `Period`, `TimeOf` a fact term
(its first, last, n-th or only day), `PeriodOf` a time (the calendar unit holding it), `Shift` (N calendar units
later or earlier). `Count` (distinct days, or distinct entities of a side) and `Between` (two times apart, in a
unit) are what "how many" asks. Sensor questions are terms too (`Slot`, `Abnormal`, `Clear`).

Every model has a JSON schema (`Query.model_json_schema()`), so an LLM writes the same terms the parser builds, and
`str()` reads a term as a sentence. Semantics are in docs/time-semantics.md; the compiler is `cypher/algebra.py`.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.json_schema import JsonDict

from chronorag.plans import Alongside, AnswerType, Condition, Family, Granularity, Instant, TimeZone

Unit = Literal["day", "week", "month", "year"]
Side = Literal["head", "tail"]


def other_side(side: str | None) -> Side:
    """The side across a fact from `side` (of anything but the head, the head)."""
    return "tail" if side == "head" else "head"


Which = Literal["first", "last", "nth", "said"]


def _op_required(schema: JsonDict) -> None:
    """`op` is the discriminator, so a written term must say it: the schema says so too. Left optional (it has a
    default), every object of a union could be any operator, and llama.cpp's grammar engine, reading the
    recursive unions that way, slowed from 18 to 0.5 tokens a second on the local model."""
    required = schema.get("required")
    schema["required"] = ["op", *(required if isinstance(required, list) else [])]


class _Term(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", json_schema_extra=_op_required)


# -- fact terms -------------------------------------------------------------------------------------------------


class Facts(_Term):
    """The facts of one graph matching a pattern: a side or the relation left open (None) is any."""

    op: Literal["facts"] = "facts"
    head: str | None = None
    relation: str | None = None
    tail: str | None = None
    graph: str | None = Field(None, description="an interval graph's dataset name; None: the event graph")
    either_way: bool = Field(False, description="head and tail may be swapped: what passed between the two")
    head_kind: str | None = Field(None, description="the head must be of this kind ('a country')")
    tail_kind: str | None = Field(None, description="the tail must be of this kind")
    alongside: Alongside | None = Field(
        None,
        description="only facts on a day the graph holds this entity on this side of this relation with them (of an"
        " interval graph: instants on the day such a state began)",
    )
    also: tuple[str, ...] = Field(
        (), description="other relations a fact may have: a wording read every way it may mean, their union"
    )

    @model_validator(mode="after")
    def _dated(self) -> Facts:
        if self.also and self.relation is None:
            raise ValueError("other relations (also) widen a named relation")
        return self

    @property
    def relations(self) -> tuple[str | None, ...]:
        """The relations a fact may have (None: any)."""
        return (self.relation, *self.also)

    def __str__(self) -> str:
        head = self.head or (f"a {self.head_kind}" if self.head_kind else "?")
        tail = self.tail or (f"a {self.tail_kind}" if self.tail_kind else "?")
        way = ", either way" if self.either_way else ""
        way += f", with {self.alongside}" if self.alongside else ""
        where = f" in {self.graph}" if self.graph else ""
        relation = " or ".join(r or "any relation" for r in self.relations)
        return f"({head}, {relation}, {tail}{way}){where}"


class Within(_Term):
    """The facts true in (of intervals: or started / ended in, `aspect`) a time or period."""

    op: Literal["within"] = "within"
    facts: FactTerm
    time: TimeTerm
    aspect: Literal["start", "end"] | None = None

    def __str__(self) -> str:
        which = f" that {'started' if self.aspect == 'start' else 'ended'}" if self.aspect else ""
        return f"{self.facts}{which} in {self.time}"


class Before(_Term):
    """The facts strictly before a time (before every day of an event said on several)."""

    op: Literal["before"] = "before"
    facts: FactTerm
    time: TimeTerm

    def __str__(self) -> str:
        return f"{self.facts} before {self.time}"


class After(_Term):
    """The facts strictly after a time (after every day of an event said on several)."""

    op: Literal["after"] = "after"
    facts: FactTerm
    time: TimeTerm

    def __str__(self) -> str:
        return f"{self.facts} after {self.time}"


class Since(_Term):
    """The facts from a period's first day on, the period included."""

    op: Literal["since"] = "since"
    facts: FactTerm
    time: TimeTerm

    def __str__(self) -> str:
        return f"{self.facts} since {self.time}"


class Until(_Term):
    """The facts up to a time's last day, the time included ("the latest X when Y came out": on or before Y's day)."""

    op: Literal["until"] = "until"
    facts: FactTerm
    time: TimeTerm

    def __str__(self) -> str:
        return f"{self.facts} until {self.time}"


class Nth(_Term):
    """The facts on the n-th distinct day (of intervals: start) from the first, or from the last (`from_end`); with
    `distinct`, the facts of the n-th distinct entity on that side, by the first day each has (a tie at the n-th
    place is no answer)."""

    op: Literal["nth"] = "nth"
    facts: FactTerm
    n: int = Field(1, ge=1, le=1000)
    from_end: bool = False
    distinct: Side | None = None
    final: bool = Field(
        False, description="'the 2006 final': the last of the anchor's meetings of every kind, which must be of these"
    )

    def __str__(self) -> str:
        which = f" {self.distinct}" if self.distinct else ""
        final = " (the final: the last meeting of any kind)" if self.final else ""
        return f"the {_ordinal(self.n, self.from_end)}{which} of {self.facts}{final}"


class Rank(_Term):
    """The entity on `side` that the facts hold most / least (`order`): by distinct days (dated events), by how many
    facts (of facts true over intervals: "Who won the most titles?"), or by duration (the longest / shortest spell of
    an interval relation). A tie at the top is no answer."""

    op: Literal["rank"] = "rank"
    facts: FactTerm
    side: Side | None = None
    # "facts_or_duration": 'most' said of facts true over intervals with nothing to say which ("Which city hosted the
    # contest the most?"): the side both rankings put first, where they agree (of facts of one year each they do)
    # "days_or_who": the period whose days hold most facts, where the one holding the most different others on the
    # side left unnamed is the same ("Which year did X travel the most?": its days abroad, or the countries?)
    by: Literal["days", "facts", "duration", "facts_or_duration", "days_or_who"] = "days"
    order: Literal["most", "least"] = "most"
    # instead of a side's entities, the calendar periods the facts fall in ("In which year did X meet Y the most?"):
    # the period that holds the facts on most (fewest) distinct days
    period: Literal["month", "year"] | None = None
    one_spell: bool = Field(
        False,
        exclude_if=lambda v: not v,
        description="one spell said ('the longest tenure'): no answer where summed spells rank another first",
    )

    @model_validator(mode="after")
    def _ranked(self) -> Rank:
        if (self.side is None) == (self.period is None):
            raise ValueError("a Rank ranks either the entities of one side or the periods of the facts")
        if self.period is not None and self.by not in ("days", "days_or_who"):
            raise ValueError("periods are ranked by the days their facts fall on")
        if self.one_spell and self.by != "duration":
            raise ValueError("one spell is said of a ranking by duration")
        return self

    def __str__(self) -> str:
        how = {
            "days": "on the most days",
            "facts": "by the most facts",
            "duration": "for the longest",
            "facts_or_duration": "by the most facts and for the longest alike",
            "days_or_who": "on the most days and with the most different others alike",
        }[self.by]
        if self.order == "least":
            how = {
                "days": "on the fewest days",
                "facts": "by the fewest facts",
                "duration": "for the shortest",
                "facts_or_duration": "by the fewest facts and for the shortest alike",
                "days_or_who": "on the fewest days and with the fewest different others alike",
            }[self.by]
        return f"the {self.period or self.side} of {self.facts} {how}"


class Among(_Term):
    """The facts whose `side` is one of the entities named: a choice between them ("Who was born first, A or B?":
    the births of A and B; "Who made more spacewalks, A or B?"), ordered or ranked by the term around it. Read over
    facts true over intervals only."""

    op: Literal["among"] = "among"
    facts: Facts
    side: Side
    names: tuple[str, ...] = Field(min_length=2)
    # ranked, what is counted may be the facts or the different entities on their other side ("more clubs": spells or
    # clubs?): answered only where both give the one answer
    either_count: bool = False

    def __str__(self) -> str:
        either = ", facts or different others alike" if self.either_count else ""
        return f"{self.facts} with the {self.side} one of {', '.join(self.names)}{either}"


class Also(_Term):
    """The facts whose `side` is also on `also_side` of a fact of `also`: an entity said by a second fact of its own
    ("Which physics Nobel winners were born in Vienna?": the births in Vienna of those who also won the physics
    Nobel), at any time of the second fact. Read over facts true over intervals only."""

    op: Literal["also"] = "also"
    facts: FactTerm
    side: Side
    also: Facts
    also_side: Side

    def __str__(self) -> str:
        return f"{self.facts} whose {self.side} is also the {self.also_side} of {self.also}"


# -- time terms -------------------------------------------------------------------------------------------------


class Day(_Term):
    op: Literal["day"] = "day"
    date: date

    def __str__(self) -> str:
        return self.date.isoformat()


class Period(_Term):
    """A period said in the question: [start, end), said at `unit` ("2009", "May 2013", "the 2000s")."""

    op: Literal["period"] = "period"
    unit: Granularity
    start: date
    end: date

    @model_validator(mode="after")
    def _ordered(self) -> Period:
        if not self.start < self.end:
            raise ValueError(f"the period ends ({self.end}) before it starts ({self.start})")
        return self

    def __str__(self) -> str:
        return f"{self.start}..{self.end} ({self.unit})"


class TimeOf(_Term):
    """The time of a fact term: its first, last or n-th distinct day (of intervals: start), or the time it is said
    at (`said`: the one day it happened; where it happened on several, `Before` reads before all of them, `After`
    after all of them, and what depends on which day is refused)."""

    op: Literal["time_of"] = "time_of"
    facts: FactTerm
    which: Which = "said"
    n: int | None = Field(None, ge=1, le=1000)
    end: Literal["start", "end"] | None = Field(
        None, description="of intervals: the start or the end of the fact (None: its start, as today's plans read it)"
    )
    during: bool = Field(
        False,
        exclude_if=lambda v: not v,
        description="of intervals: the whole time the state held ('while X was Y'), shared by more than a day",
    )

    @model_validator(mode="after")
    def _nth_has_n(self) -> TimeOf:
        if (self.which == "nth") != (self.n is not None):
            raise ValueError("the n-th time needs n, and only it")
        return self

    def __str__(self) -> str:
        which = {"first": "the first time", "last": "the last time", "said": "the time"}.get(self.which)
        which = which or f"the {_ordinal(self.n or 1, False)} time"
        if self.during:
            return f"the whole time of {self.facts}"
        return f"{which} of {'the end of ' if self.end == 'end' else ''}{self.facts}"


class PeriodOf(_Term):
    """The calendar day / week (Monday to Sunday) / month / year holding a time."""

    op: Literal["period_of"] = "period_of"
    time: TimeTerm
    unit: Unit

    def __str__(self) -> str:
        return f"the {self.unit} of {self.time}"


class Shift(_Term):
    """A time moved by n calendar units (negative: earlier): the month after May is June, whatever the day."""

    op: Literal["shift"] = "shift"
    time: TimeTerm
    n: int = Field(ge=-10_000, le=10_000)
    unit: Unit

    def __str__(self) -> str:
        units = f"{abs(self.n)} {self.unit}{'s' if abs(self.n) != 1 else ''}"
        return f"{units} {'after' if self.n >= 0 else 'before'} {self.time}"


class Span(_Term):
    """The days from `start` to `end` units (inclusive) off a time's one day: "in the 7 days after E" is E's day +1 to
    +7, "within 3 days of E" -3 to +3."""

    op: Literal["span"] = "span"
    time: TimeTerm
    start: int = Field(ge=-10_000, le=10_000)
    end: int = Field(ge=-10_000, le=10_000)
    unit: Unit = "day"

    @model_validator(mode="after")
    def _ordered(self) -> Span:
        if self.start > self.end:
            raise ValueError(f"a span from {self.start} to {self.end} {self.unit}s is empty")
        return self

    def __str__(self) -> str:
        return f"{self.start:+d} to {self.end:+d} {self.unit}s of {self.time}"


# -- what is counted --------------------------------------------------------------------------------------------


class Count(_Term):
    """How many: the distinct days the facts hold on, the distinct entities on `side`, or (of facts true over
    intervals) the facts themselves, each once ("How many spacewalks did X do?": how many times), or each one an
    occurrence ("How many games did X draw?": every fact one day's, never the span of a state)."""

    op: Literal["count"] = "count"
    facts: FactTerm
    what: Literal["days", "entities", "facts", "occurrences"] = "days"
    side: Side | None = None
    # "how many different ...": each entity once, however many facts it holds (of facts true over intervals, a
    # count that is not said so is no answer where the two differ: "How many world championships did X win?")
    different: bool = False
    each_one: bool = Field(
        False,
        exclude_if=lambda v: not v,
        description="the noun counted is what each fact is ('How many jury votes did X get?': each juryVoteFor fact "
        "one vote): facts of one time by several are each counted, never refused as times",
    )

    @model_validator(mode="after")
    def _side_of_entities(self) -> Count:
        if (self.what == "entities") != (self.side is not None):
            raise ValueError("counting entities needs the side they are on, and only it")
        return self

    def __str__(self) -> str:
        what = {"days": "the days", "facts": "the facts", "occurrences": "the occurrences"}.get(
            self.what, f"the distinct {self.side}s"
        )
        return f"how many of {what} of {self.facts}"


class Between(_Term):
    """How far apart two times are, in whole `unit`s: days exactly, months and years as calendar differences;
    `after`: the second is asked as after the first ("how many days after A did B"), and is no answer if not;
    `elapsed`: the whole units gone by from the first day to the second (an age: "how old was X when he died",
    its birthday not yet reached that year counting one less), no answer where either day is not known."""

    op: Literal["between"] = "between"
    first: TimeTerm
    second: TimeTerm
    unit: Literal["day", "week", "month", "year"] = "day"
    after: bool = False
    elapsed: bool = False
    two: bool = Field(
        False,
        exclude_if=lambda v: not v,
        description="the first and last times of an event said to have happened twice ('X's two red cards'): no "
        "answer unless the graph holds exactly two of its facts",
    )

    def __str__(self) -> str:
        whole = "whole " if self.elapsed else ""
        two = " (its only two)" if self.two else ""
        return f"the {whole}{self.unit}s from {self.first} to {self.second}{two}"


# -- sensor terms -----------------------------------------------------------------------------------------------


class Slot(_Term):
    """A trip at a place: readings of `place` from `start` for `minutes`, abnormal when `condition` holds."""

    op: Literal["slot"] = "slot"
    place: str
    place_kind: Literal["station", "region"] = "station"
    start: Instant
    minutes: int = Field(gt=0, le=7 * 24 * 60)
    condition: Condition = Field(default_factory=Condition)
    timezone: TimeZone = "UTC"
    traffic_direction: str | None = None

    def __str__(self) -> str:
        return f"{self.place} from {self.start:%Y-%m-%d %H:%M} for {self.minutes} min ({self.condition})"


class Abnormal(_Term):
    """Whether the slot holds an abnormal reading (`avoidable`: asked the other way round, "will it stay dry?")."""

    op: Literal["abnormal"] = "abnormal"
    slot: Slot
    avoidable: bool = False
    first_window: tuple[Instant, Instant]
    step_minutes: int = Field(gt=0, le=24 * 60)
    bound_hours: float = Field(gt=0, le=7 * 24, allow_inf_nan=False)

    def __str__(self) -> str:
        return f"{'no ' if self.avoidable else ''}abnormal reading in {self.slot}"


class Clear(_Term):
    """The nearest start, earlier or later, within `bound_hours`, whose slot of the same length holds no abnormal
    reading."""

    op: Literal["clear"] = "clear"
    slot: Slot
    direction: Literal["backward", "forward"]
    first_window: tuple[Instant, Instant]
    step_minutes: int = Field(gt=0, le=24 * 60)
    bound_hours: float = Field(gt=0, le=7 * 24, allow_inf_nan=False)

    def __str__(self) -> str:
        way = "earlier" if self.direction == "backward" else "later"
        return f"the nearest {way} start within {self.bound_hours:g} h clear of {self.slot.condition}: {self.slot}"


# the fact terms narrowed by a time: what every reader that passes through to their facts and time tests for
Narrowed = Within | Before | After | Since | Until
FactTerm = Annotated[Facts | Narrowed | Nth | Rank | Among | Also, Field(discriminator="op")]
TimeTerm = Annotated[Day | Period | TimeOf | PeriodOf | Shift | Span, Field(discriminator="op")]
CountTerm = Annotated[Count | Between, Field(discriminator="op")]
SensorTerm = Annotated[Abnormal | Clear, Field(discriminator="op")]
Term = Annotated[
    Facts
    | Within
    | Before
    | After
    | Since
    | Until
    | Nth
    | Rank
    | Among
    | Also
    | Day
    | Period
    | TimeOf
    | PeriodOf
    | Shift
    | Span
    | Count
    | Between
    | Abnormal
    | Clear,
    Field(discriminator="op"),
]
for _model in (Within, Before, After, Since, Until, Nth, Rank, Also, TimeOf, PeriodOf, Shift, Span, Count, Between):
    _model.model_rebuild()


class Query(BaseModel):
    """A question as a term of the algebra and what it asks of it.

    `asks`: entity (the values of `side` of the facts), time (their days at `granularity`, or a time term's),
    yes_no (whether any fact is there), count (a `Count` or `Between`), relation (the relations of the facts),
    duration (of interval facts, in whole years). `focus`: the side of the entity the question is about (the
    other side is the answer); `aspect`: of interval facts, whether the start or the end is meant."""

    model_config = ConfigDict(extra="forbid")

    question: str = ""
    asks: AnswerType
    term: Term
    side: Side | None = None
    focus: Side = "head"
    granularity: Granularity = "day"
    aspect: Literal["start", "end"] | None = None
    all_spells: bool = Field(False, exclude_if=lambda v: not v)  # the start (end) of a doing over all its spells
    in_days: bool = Field(False, exclude_if=lambda v: not v)  # a duration in days, not years
    whole_years: bool = Field(False, exclude_if=lambda v: not v)  # in whole (completed) years, said so
    in_seasons: bool = Field(False, exclude_if=lambda v: not v)  # in seasons: a fact each, the years held
    # a season read by its two years, where it turns is unknown (`EventPlan.season_years`): only the plans' executor
    # reads it; a term's, which keeps each fact that meets its period, refuses it
    season_years: bool = Field(False, exclude_if=lambda v: not v)
    # words said of the answer that no name tells (`EventPlan.one_answer_words`): only the plans' executor reads them
    one_answer_words: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # a person's field or position each answer must be shown to be (`EventPlan.answer_holds`): the plans' executor
    answer_holds: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # relations each answer must be shown the doer of (`EventPlan.answer_does`): the plans' executor
    answer_does: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # a body's noun asked, no answer a person's name (`EventPlan.answer_no_person`): the plans' executor
    answer_no_person: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    answer_kind: str | None = None
    relation_score: float = 1.0
    notes: list[str] = Field(default_factory=list)
    ignored: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)  # words read as saying nothing
    reasoning: str = ""

    @property
    def answer_words(self) -> list[str]:
        """The words said of the answers that only the plans' executor checks (one answer only, a field held, a doer,
        no person): the first of them said, none where none is."""
        return self.one_answer_words or self.answer_holds or self.answer_does or self.answer_no_person

    @model_validator(mode="after")
    def _fits(self) -> Query:
        problem = fit_problem(self)
        if problem:
            raise ValueError(problem)
        return self

    def __str__(self) -> str:
        asked = {
            "entity": f"which {self.side}",
            "time": f"when ({self.granularity})",
            "yes_no": "whether there is",
            "count": "how many",
            "relation": "which relations",
            "duration": "how long",
        }[self.asks]
        kind = f" (a {self.answer_kind} first)" if self.answer_kind else ""
        return f"{asked}{kind}: {self.term}"


def fit_problem(q: Query) -> str | None:
    """Why the term does not fit what is asked (None: it fits)."""
    facts = isinstance(q.term, Facts | Narrowed | Nth | Rank | Among | Also)
    if q.asks == "count" and not isinstance(q.term, Count | Between):
        return "a count asks a Count or a Between term"
    if q.asks in ("entity", "yes_no", "relation", "duration") and not facts:
        return f"{q.asks} is asked of facts, not of {q.term.op}"
    if q.asks == "time" and not (facts or isinstance(q.term, TimeOf | PeriodOf | Shift | Span | Day | Period)):
        return f"a time is asked of facts or a time term, not of {q.term.op}"
    if q.asks == "entity" and q.side is None:
        return "an entity is asked of one side of the facts"
    return _rank_problem(q, q.term) if isinstance(q.term, Rank) else None


def _rank_problem(q: Query, term: Rank) -> str | None:
    if q.side is not None and term.side != q.side:
        return "a ranked side is the side asked"
    if term.period is not None and (q.asks, q.granularity) != ("time", term.period):
        return "ranked periods are asked as a time at their own granularity"
    return None


class SensorQuery(BaseModel):
    """A weather or traffic question: Q1 (`Abnormal`, answered True / False) or Q2 / Q3 (`Clear`, a start)."""

    model_config = ConfigDict(extra="forbid")

    term: SensorTerm
    reasoning: str = ""
    notes: list[str] = Field(default_factory=list)
    ignored: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)  # words read as saying nothing

    @property
    def family(self) -> Family:
        if isinstance(self.term, Abnormal):
            return "Q1"
        return "Q2" if self.term.direction == "backward" else "Q3"

    def __str__(self) -> str:
        return f"{self.family}: {self.term}"


def _ordinal(n: int, from_end: bool) -> str:
    if n == 1:
        return "last" if from_end else "first"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}{' from the end' if from_end else ''}"


class TermReply(BaseModel):
    """LLM1's reply: its thought (what must be known and why, the judge's reasoning prompt), then the question as a
    query of the algebra; the same model the parser builds, validated by the same checks."""

    model_config = ConfigDict(extra="forbid")

    thought: str = Field(description="what must be known and why, in one or two sentences")
    query: Query

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The algebra's schema, as an event question's reply is written: without the sensor terms (no event query
        fits them), titles, descriptions (the planner's prompt says what each operator means) or discriminator
        mappings (`op` is required and constant in each operator), each union of operators said once. The whole
        schema is 7,900 of SmolLM2's tokens, more than a local model's context slot (4,096) holds; this one is
        about 2,300, and means the same for an event question."""
        return _compact(
            super().model_json_schema(*args, **kwargs),
            _SENSOR_DEFS | _PARSER_ONLY_DEFS,
            {
                "Query": ("ignored", "answer_holds", "answer_does", "answer_no_person", "all_spells"),
                "Rank": ("one_spell",),
            },  # the parser's findings, checked by its loop
        )


class SensorTermReply(BaseModel):
    """LLM1's reply to a weather or traffic question: its thought (the judge's reasoning prompt), then the question
    as a sensor query (`Abnormal` or `Clear` of a `Slot`); the same model the parser's plan is
    (`from_plans.sensor_query_of`), validated by the same checks (`sensor_roles.sensor_term_problem`)."""

    model_config = ConfigDict(extra="forbid")

    thought: str = Field(description="what must be known and why, in one or two sentences")
    query: SensorQuery

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The sensor part of the algebra, compact as the event reply's: no titles, descriptions or discriminator
        mappings, and no `reasoning` or `notes` (the thought is the reasoning; notes are the parser's): about 900 of
        SmolLM2's tokens (1,400 with them); with the planner's rules and examples, the system prompt is 1,800."""
        return _compact(
            super().model_json_schema(*args, **kwargs), set(), {"SensorQuery": ("reasoning", "notes", "ignored")}
        )


_SENSOR_DEFS = {"Abnormal", "Clear", "Slot", "Condition"}
# a choice between entities named ("Who was born first, A or B?") and an entity said by a second fact of its own
# ("Which physics Nobel winners were born in Vienna?"), which the parser composes and only graphs of facts true over
# intervals answer: no LLM's plan is given them, so its schema stays as it was
_PARSER_ONLY_DEFS = {"Among", "Also"}
_UNIONS = {  # a union of operators by the operators it holds, said once in `$defs`
    frozenset(("Facts", "Within", "Before", "After", "Since", "Until", "Nth", "Rank")): "FactTerm",
    frozenset(("Day", "Period", "TimeOf", "PeriodOf", "Shift", "Span")): "TimeTerm",
}


def _compact(schema: dict[str, Any], dropped: set[str], unwritten: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    """`schema` without titles, descriptions, discriminator mappings, the `dropped` definitions (and their places in
    unions) or the properties of a definition no LLM writes (`unwritten`), each union of `_UNIONS` said once."""
    defs: dict[str, Any] = {}

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(x) for x in node]
        if not isinstance(node, dict):
            return node
        out = {k: walk(v) for k, v in node.items() if k not in ("title", "description", "discriminator")}
        if "oneOf" in out:
            kept = [x for x in out["oneOf"] if x.get("$ref", "").rsplit("/", 1)[-1] not in dropped]
            named = _UNIONS.get(frozenset(x.get("$ref", "").rsplit("/", 1)[-1] for x in kept))
            if named is not None and set(out) == {"oneOf"}:
                defs[named] = {"oneOf": kept}
                return {"$ref": f"#/$defs/{named}"}
            out["oneOf"] = kept
        return out

    compact = walk({k: v for k, v in schema.items() if k != "$defs"})
    compact["title"] = schema["title"]  # a client names the reply by it (LangChain's structured output needs it)
    for name, definition in schema.get("$defs", {}).items():
        if name not in dropped:
            defs[name] = walk(definition)
    for name, properties in unwritten.items():
        for prop in properties:
            defs[name]["properties"].pop(prop, None)
    return {**compact, "$defs": dict(sorted(defs.items()))}
