"""The typed plans both graphs are queried with, and the one registry of question families.

A sensor plan (weather, traffic) says where, which slot, which family, which condition is abnormal,
which way to search and how far. An event plan says which slot of a fact is asked (entity or time),
the anchor entity and its role, the relation, the other entity, the time constraint (a period, or a
reference event that is itself (entity, relation, entity)), first / last, and the answer granularity.
The symbolic parser or LLM1 produces a plan; strategies, judges, metrics, generators and reports read
the families from `FAMILIES` instead of branching on literals.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Annotated, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AfterValidator, AwareDatetime, BaseModel, Field, model_validator

from chronorag.temporal.periods import EARLIEST, LATEST, Period, days_of
from chronorag.temporal.spans import FIRST_YEAR, LAST_YEAR

Family = Literal["Q1", "Q2", "Q3"]
QType = Literal["equal", "before_after", "first_last", "equal_multi", "after_first", "before_last"]
Granularity = Literal["day", "month", "year"]
# What an event question asks: an entity, a time, yes or no, how many days, or what happened (the relations).
AnswerType = Literal["entity", "time", "yes_no", "count", "relation", "duration"]


@dataclass(frozen=True)
class FamilyInfo:
    name: str
    graph: Literal["sensor", "event"]
    summary: str
    direction: Literal["none", "forward", "backward"] = "none"
    multiple: bool = False  # MultiTQ qlabel: needs a reference event or a constraint and an extreme


FAMILIES: dict[str, FamilyInfo] = {
    f.name: f
    for f in (
        FamilyInfo("Q1", "sensor", "is there an abnormal reading in the slot [t, t + d)?"),
        FamilyInfo("Q2", "sensor", "the latest earlier start whose slot has no abnormal reading", "backward"),
        FamilyInfo("Q3", "sensor", "the earliest later start whose slot has no abnormal reading", "forward"),
        FamilyInfo("equal", "event", "facts in a period"),
        FamilyInfo("before_after", "event", "facts before or after a period"),
        FamilyInfo("first_last", "event", "the first or last fact"),
        FamilyInfo("equal_multi", "event", "the first or last fact within a time constraint", multiple=True),
        FamilyInfo("after_first", "event", "the first fact after a reference event", "forward", multiple=True),
        FamilyInfo("before_last", "event", "the last fact before a reference event", "backward", multiple=True),
    )
}
SENSOR_FAMILIES: tuple[Family, ...] = ("Q1", "Q2", "Q3")
EVENT_QTYPES: tuple[QType, ...] = ("equal", "before_after", "first_last", "equal_multi", "after_first", "before_last")
YES_NO_FAMILIES = frozenset({"Q1"})  # answered True / False
SHIFT_FAMILIES = frozenset({"Q2", "Q3"})  # answered with a start time or "no answer"


def shift_sign(family: str) -> int:
    """-1 for a family that searches earlier starts, +1 for later, 0 for none."""
    return {"backward": -1, "forward": 1}.get(FAMILIES[family].direction, 0)


def sensor_family(direction: str) -> Family:
    """The sensor family that moves the trip in `direction` (none: the yes/no question about the slot)."""
    for name in SENSOR_FAMILIES:
        if FAMILIES[name].direction == direction:
            return name
    raise ValueError(f"no sensor family searches {direction!r}")


EARLIEST_DAY, LATEST_DAY = date(FIRST_YEAR, 1, 1), date(LAST_YEAR, 12, 31)  # the time layer's years
# a question's period: any year a graph of facts true over intervals may hold (the event graph clips it to its days)
PERIOD_EARLIEST, PERIOD_LATEST = date(1000, 1, 1), date(2200, 12, 31)
IGNORED_DESCRIPTION = "the question's words the parser read as saying nothing of the answer, as written"
MAX_SPAN = timedelta(days=7)  # no question here needs a trip, window or bound longer than a week


def _in_era(value: datetime) -> datetime:
    """An instant no data here can be outside of; far ones overflow the window arithmetic (year 1 or 9999)."""
    if not EARLIEST_DAY <= value.date() <= LATEST_DAY:
        raise ValueError(f"{value:%Y-%m-%d} is outside {EARLIEST_DAY.year}-{LATEST_DAY.year}")
    return value


Instant = Annotated[AwareDatetime, AfterValidator(_in_era)]


def _known_zone(value: str) -> str:
    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown time zone {value!r} (an IANA name such as Europe/Dublin)") from None
    return value


TimeZone = Annotated[str, AfterValidator(_known_zone)]  # an IANA name ("Europe/Dublin")


class Window(BaseModel):
    """A half-open retrieval window [start, end) in UTC-aware instants (an LLM's naive time is refused)."""

    start: Instant
    end: Instant

    @model_validator(mode="after")
    def _ordered_and_bounded(self) -> Window:
        if not self.start < self.end:
            raise ValueError(f"the window ends ({self.end:%Y-%m-%d %H:%M}) before it starts")
        if self.end - self.start > MAX_SPAN:
            raise ValueError(f"the window spans {self.end - self.start}, more than {MAX_SPAN.days} days")
        return self

    def __str__(self) -> str:
        return f"{self.start:%Y-%m-%d %H:%M}-{self.end:%H:%M}"


class Condition(BaseModel):
    """The machine-checkable definition of an abnormal reading, e.g. rain > 0 mm."""

    field: Literal["rain", "temp", "rhum", "msl", "wdsp", "wddir", "volume"] = "rain"
    op: Literal[">", ">="] = ">"
    threshold: float = Field(0.0, allow_inf_nan=False, ge=-1e6, le=1e6)
    unit: str = "mm"

    def holds(self, value: float | None) -> bool:
        if value is None:
            return False
        return value > self.threshold if self.op == ">" else value >= self.threshold

    def __str__(self) -> str:
        return f"{self.field} {self.op} {self.threshold:g} {self.unit}"


class Plan(BaseModel):
    """The sensor plan (LLM1's output): what must be known, where, the first window, step, direction, bound."""

    reasoning: str
    family: Family
    target: str
    target_kind: Literal["station", "region"] = "station"
    start: Instant = Field(description="planned start of the trip (UTC)")
    duration_minutes: int = Field(gt=0, le=int(MAX_SPAN.total_seconds() // 60))
    first_window: Window
    step_minutes: int = Field(gt=0, le=24 * 60)
    direction: Literal["none", "forward", "backward"]
    bound_hours: float = Field(gt=0, le=MAX_SPAN.days * 24, allow_inf_nan=False)
    condition: Condition = Field(default_factory=Condition)
    asks_if_avoidable: bool = Field(
        False, description="Q1 asked in the other polarity ('will it stay dry?'): True answer = no event"
    )
    timezone: TimeZone = Field("UTC", description="the clock the question speaks in; answers use it too")
    traffic_direction: str | None = Field(None, description="traffic: one direction (e.g. northbound) or all")
    notes: list[str] = Field(default_factory=list, description="what the parser read loosely (spelling)")
    ignored: list[str] = Field(default_factory=list, exclude_if=lambda v: not v, description=IGNORED_DESCRIPTION)


SensorPlan = Plan


class RefPeriod(BaseModel):
    """The period a reference clause says of its own event ("before Israel did in 2019"): its facts in [start, end)."""

    granularity: Granularity
    start: date = Field(ge=PERIOD_EARLIEST, le=PERIOD_LATEST)
    end: date = Field(ge=PERIOD_EARLIEST, le=PERIOD_LATEST)

    @model_validator(mode="after")
    def _ordered(self) -> RefPeriod:
        if not self.start < self.end:
            raise ValueError(f"the reference's period ends ({self.end}) before it starts ({self.start})")
        return self

    def __str__(self) -> str:
        return f"in {self.start}..{self.end} ({self.granularity})"


class EventRef(BaseModel):
    """A reference event: (head, relation, tail); the time constraint is relative to its day, or to its first
    or last day when the question says which ("after A's last visit to B", "the first time A ..."). Of a graph of
    facts true over intervals, the tail may be left open: "when X died" is X's diedIn fact, wherever it was."""

    head: str
    relation: str
    tail: str | None
    extremum: Literal["first", "last"] | None = None
    # of a fact true over an interval, the end its phrase says ("after leaving Y"); None: its start, as plans read it
    aspect: Literal["start", "end"] | None = Field(None, exclude_if=lambda v: v is None)
    # of a state: the asked facts share more than a day of its interval ("while X was Y"), not its day or year
    during: bool = Field(False, exclude_if=lambda v: not v)
    # the reference clause's own period ("after England won at the Oval in 2023"): its facts in that period only
    period: RefPeriod | None = Field(None, exclude_if=lambda v: v is None)

    def __str__(self) -> str:
        which = f"the {self.extremum} " if self.extremum else ""
        said = f" {self.period}" if self.period else ""
        return f"{which}{self.head} {self.relation} {self.tail or ''}".rstrip() + said


class Constraint(BaseModel):
    """When the asked facts may lie: in / before / after / since / until a period (since = from its first day on,
    until = up to its last day), before / after / until a reference event (until: on or before its day, "the latest
    X when Y came out"), or in the same day / month / year (`granularity`) as a reference event."""

    kind: Literal["none", "in", "before", "after", "since", "until"] = "none"
    granularity: Granularity | None = None
    start: date | None = Field(None, ge=PERIOD_EARLIEST, le=PERIOD_LATEST)  # the period, [start, end)
    end: date | None = Field(None, ge=PERIOD_EARLIEST, le=PERIOD_LATEST)
    reference: EventRef | None = None

    @model_validator(mode="after")
    def _ordered(self) -> Constraint:
        if self.start and self.end and not self.start < self.end:
            raise ValueError(f"the period ends ({self.end}) before it starts ({self.start})")
        if self.reference is not None and self.kind == "in" and self.granularity is None:
            raise ValueError("'in' a reference event's period needs its granularity (day, month or year)")
        return self

    def days(self) -> tuple[date, date]:
        """The days [start, end) the constraint's period allows, as `temporal.periods.days_of` reads in /
        before / after / since; every day when it names no period (a reference event's days are read from
        the graph, by the event loop)."""
        if self.kind == "none" or self.start is None or self.end is None or self.granularity is None:
            return EARLIEST, LATEST
        return days_of(self.kind, Period(self.granularity, self.start, self.end))

    def __str__(self) -> str:
        if self.kind == "none":
            return "none"
        if self.reference is not None and self.kind == "in" and self.reference.during:
            return f"while {self.reference}"
        if self.reference is not None and self.kind == "in":
            return f"in the {self.granularity} of {self.reference}"
        if self.reference is not None and self.kind == "until":
            return f"on or before the day of {self.reference}"
        if self.reference is not None:
            return f"{self.kind} {self.reference}"
        return f"{self.kind} {self.start}..{self.end} ({self.granularity})"


class Alongside(BaseModel):
    """A fact the graph holds on the same day as each fact asked, `entity` on its `side` of `relation`, its other
    side the asked fact's other ("at home": a day X hosted the side X played; "away": a day X was hosted by it). Of
    facts true over intervals, a state of `relation` that began on the day of the instant asked ("appointed to the
    Supreme Court": a spell on the Court begun that day, `rag/kg_irag/placed.py`)."""

    model_config = {"frozen": True, "extra": "forbid"}

    relation: str
    entity: str
    side: Literal["head", "tail"]

    def __str__(self) -> str:
        return f"{self.entity} the {self.side} of {self.relation} that day"


class EventPlan(BaseModel):
    """The event plan: the facts (anchor in `position`, relation[, other]) under `constraint`, and what is asked."""

    question: str
    qtype: QType
    answer_type: AnswerType
    granularity: Granularity = "day"  # of a time answer
    anchor: str
    position: Literal["head", "tail"]  # the anchor's role in the facts asked about
    other: str | None = None  # the second entity of the facts, when the question names it
    # the other side one of these, where the question says a family of names in part ("How many Nobel Prizes did X
    # win?": the physics and the chemistry prize alike)
    other_any: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    relation: str  # "" when the relation is what is asked ("What did X do to Y?")
    relation_score: float = 1.0
    answer_kind: str | None = None  # "which country": answers of this kind first (`data/names.toml` kinds)
    other_kind: str | None = None  # "first visit a country": the other side must be of this kind
    both_ways: bool = False  # "what happened between X and Y": X on either side of the facts
    aspect: Literal["start", "end"] | None = None  # of a fact true over an interval: "join" its start, "leave" its end
    # the start (end) of a doing over all its separate spells ("start managing", "since when", "stop managing"): the
    # first start (the last end); unsaid ("become", "join", "leave"), each spell's is an answer
    all_spells: bool = Field(False, exclude_if=lambda v: not v)
    in_days: bool = Field(
        False, exclude_if=lambda v: not v
    )  # how long, in days ("how many days was X PM?"); else years
    whole_years: bool = Field(False, exclude_if=lambda v: not v)  # "how many whole years": completed years
    in_seasons: bool = Field(False, exclude_if=lambda v: not v)  # "how many seasons": the years a fact each, held
    # "the 2000-01 season" of a graph that cannot say where its seasons turn: the constraint's facts are those that
    # take in the New Year between its two years; any other that meets the two years is undecided
    season_years: bool = Field(False, exclude_if=lambda v: not v)
    # words said of what is asked that no name tells ("cabinet" of "Which cabinet post did X hold in 1996?"): they
    # cannot narrow one answer, so only one may be left (`rag/kg_irag/interval_loop.py`); several are a refusal
    one_answer_words: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # a person's field or position asked ("Which physicist ..."): each answer must hold a fact saying it (a prize of
    # physics), checked by the answer (`rag/kg_irag/interval_loop.py`), else no answer naming the one not shown
    answer_holds: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # a doer's noun asked of another relation's answers ("Which manager won the AL MVP in 1991?": managed): each answer
    # must be the doer of a fact of one of them, checked by the answer (`rag/kg_irag/interval_loop.py`)
    answer_does: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    # a body's noun asked ("Which studio won Best Picture in 2019?"): no answer may be by its name a person's, checked
    # by the answer (`rag/kg_irag/interval_loop.py`)
    answer_no_person: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    alongside: Alongside | None = None  # "at home": a fact of the same day the asked facts go with
    dataset: str | None = None  # the graph of facts true over intervals the plan reads (None: the event graph)
    constraint: Constraint = Field(default_factory=Constraint)
    extremum: Literal["first", "last"] | None = None
    # "Who did Italy beat in the 2006 final?": the last of the anchor's meetings in the period, of the relation or of
    # any other whose facts meet the same sides (won on penalties, drawn, lost), answered only where it is the asked one
    final: bool = Field(False, exclude_if=lambda v: not v)
    notes: list[str] = Field(default_factory=list, description="what the parser read loosely (spelling, aliases)")
    ignored: list[str] = Field(
        default_factory=list, exclude_if=lambda v: not v, description=IGNORED_DESCRIPTION
    )  # the words the reading left as saying nothing of the answer, as written (a reading of more words is better)
    reasoning: str = Field("", description="LLM1's reasoning prompt (empty for the symbolic parser)")

    @property
    def answer_words(self) -> list[str]:
        """The words said of the answers that only the plans' executor checks (one answer only, a field held, a doer,
        no person): the first of them said, none where none is."""
        return self.one_answer_words or self.answer_holds or self.answer_does or self.answer_no_person

    def __str__(self) -> str:
        which = f"the {self.extremum} facts" if self.extremum else "the facts"
        other = f" with {self.other}" if self.other else ""
        if self.other_any:
            other += f" with any of {', '.join(self.other_any)}"
        when = f", {self.constraint}" if self.constraint.kind != "none" else ""
        asked = f"time ({self.granularity})" if self.answer_type == "time" else self.answer_type
        if self.answer_kind:
            asked += f" (a {self.answer_kind} first)"
        if self.other_kind:
            other += f" with a {self.other_kind}"
        relation = self.relation or "any relation"
        if self.alongside:
            other += f", with {self.alongside}"
        return f"{self.qtype}: {which} of {self.anchor} as {self.position} of {relation}{other}{when}; {asked}"


def event_qtype(constraint: Constraint, extremum: str | None) -> QType:
    """The MultiTQ qtype a constraint and an extremum make (one place that decides it)."""
    if constraint.reference and constraint.kind == "in":
        return "equal_multi"  # "in the same month as X"
    if extremum and constraint.reference:
        return "after_first" if constraint.kind == "after" else "before_last"  # until: the last on or before
    if extremum and constraint.kind != "none":
        return "equal_multi"
    if extremum:
        return "first_last"
    if constraint.reference or constraint.kind in ("before", "after", "since", "until"):
        return "before_after"
    return "equal"


class EventWindow(BaseModel):
    """A window of days [start, end) the event controller retrieves."""

    start: date = Field(ge=EARLIEST_DAY, le=LATEST_DAY)
    end: date = Field(ge=EARLIEST_DAY, le=LATEST_DAY)

    @model_validator(mode="after")
    def _ordered(self) -> EventWindow:
        if not self.start < self.end:
            raise ValueError(f"the window ends ({self.end}) before it starts ({self.start})")
        return self

    def __str__(self) -> str:
        return f"{self.start}..{self.end}"


class EventJudgement(BaseModel):
    """LLM2's verdict on the facts retrieved so far for an event plan."""

    sufficient: bool
    answer: str | None = Field(None, description="when sufficient: an entity name as the facts write it, or a date")
    next_window: EventWindow | None = Field(None, description="when not sufficient: the next days to retrieve")
    rationale: str = ""
