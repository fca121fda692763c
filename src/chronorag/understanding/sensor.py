"""Weather and traffic questions -> the typed sensor `Plan`, with every word accounted for.

Reads the place (a station or a county / suburb, `places.PlaceIndex`), one date, the start time,
the end time or the duration (`timex`), the family (Q1 "is there rain in the slot", Q2 "leave earlier",
Q3 "leave later"), the polarity of a Q1 question ("will it rain" vs "will it stay dry": the answer is
given in the question's own polarity), and, for traffic, the direction. It refuses, naming the words,
when a word is left that it cannot place, when two readings compete (two dates, two places, earlier
and later), or when something the plan needs is missing.

The reading then becomes the plan: first window, step, direction, bound and condition. What the plan
needs from the graph is handed in (as `EventParser` is handed `relations_of`): each station's clock,
which stations count traffic, a station for a county / suburb, and the heavy-traffic condition of a
counter(-direction) in a year. Weather: abnormal = rain > 0 mm, bound 12 h. Traffic: abnormal = volume
at or above the counter-direction's 90th percentile of that (local) year, bound 9 h.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from chronorag.plans import FAMILIES, YES_NO_FAMILIES, Condition, Family, Plan, Window, sensor_family
from chronorag.understanding import timex
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, TRIP_WORDS, word_class
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.places import Place, PlaceIndex, PlaceMatch, close_enough
from chronorag.understanding.rules import in_turn
from chronorag.understanding.significance import opens_sentence, significance
from chronorag.understanding.tokens import Ledger, Token, tokenize

EARLIER = word_class("sensor", "earlier")
SET_OFF = word_class("sensor", "set_off")
MOVE_VERBS = word_class("sensor", "move_verbs")
LATER = word_class("sensor", "later")
BACK_VERBS = word_class("sensor", "back_verbs")
RAIN = word_class("sensor", "rain")
DRY = word_class("sensor", "dry")
TRAFFIC = word_class("sensor", "traffic")
WEATHER_WORDS = word_class("sensor", "weather")  # weather variables other than rain: not a rain question
START_CUES = word_class("sensor", "start_cues")
END_CUES = word_class("sensor", "end_cues")
DURATION_CUES = word_class("sensor", "duration_cues")
YES_NO_OPENERS = word_class("sensor", "yes_no_openers")
DIRECTIONS = word_class("sensor", "directions")
CUES = {"backward": word_class("sensor", "backward_cues"), "forward": word_class("sensor", "forward_cues")}
ASKS_TIME = word_class("sensor", "asks_time")
PREMISE_NEGATIONS = word_class("sensor", "premise_negations")  # "If I can't, ..."
PREMISE_OPENERS = word_class("sensor", "premise_openers")
HOW = word_class("sensor", "how")
HOW_MUCH = word_class("sensor", "how_much")
ASKS_WHEN = word_class("sensor", "asks_when")
EARLY = word_class("sensor", "early")
LATE = word_class("sensor", "late")
FORWARD = word_class("sensor", "forward")  # "bring forward"
AHEAD = word_class("sensor", "ahead")
AHEAD_OF = word_class("sensor", "ahead_of")
BACK = word_class("sensor", "back")  # "push back", "put off"
LATEST = word_class("sensor", "latest")
EARLIEST = word_class("sensor", "earliest")
AVOIDING = word_class("sensor", "avoiding")  # "without rain"
AVOIDING_GAP = word_class("sensor", "avoiding_gap")  # "avoid [getting] the rain"
HYPHENS = word_class("sensor", "hyphens")
FREE_OF = word_class("sensor", "free_of")  # "rain-free"
WEATHER_BOUND_HOURS = 12.0  # how far a Q2 / Q3 search may move a weather trip
TRAFFIC_BOUND_HOURS = 9.0  # ... and a traffic one
HEAVY_PERCENTILE = 0.9  # heavy traffic: volume at or above this percentile of the counter(-direction)'s year
NO_GRAPH = "traffic questions need the graph to compute the heavy-traffic threshold"

# (station, year, its clock, direction or None) -> the heavy-traffic condition; PlanningError when no counts
HeavyTraffic = Callable[[str, int, ZoneInfo, str | None], Condition]


def _no_graph(station: str, year: int, tz: ZoneInfo, direction: str | None) -> Condition:
    raise PlanningError(NO_GRAPH)


@dataclass
class _Reading:
    """What a sensor question says, in the question's own clock."""

    place: str
    place_kind: Literal["station", "region"]
    day: date
    start: time
    minutes: int
    family: Family
    dry: bool = False  # a Q1 asked as "will it stay dry?": True answer = no abnormal reading
    traffic_direction: str | None = None
    notes: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # the words read as saying nothing, as written
    fired: list[str] = field(default_factory=list)  # the rules that read it (`data/rules/sensor.toml`)


def _words(toks: list[Token], indices: list[int]) -> str:
    return ", ".join(repr(toks[i].text) for i in indices)


class SensorParser:
    """Parses against the graph's places into a `Plan`; what the plan needs from the graph is handed in:
    `timezones` (station -> IANA clock, UTC when absent), `traffic_stations` (the traffic counters),
    `station_of` (a county / suburb -> a station in it; a station -> itself) and `heavy_traffic` (the
    heavy-traffic condition; without it a traffic question is refused)."""

    def __init__(
        self,
        places: PlaceIndex,
        default_year: int | None,
        traffic_stations: frozenset[str] = frozenset(),
        *,
        timezones: Mapping[str, str] | None = None,
        station_of: Callable[[str], str] = lambda place: place,
        heavy_traffic: HeavyTraffic = _no_graph,
        step_minutes: int = 60,
    ):
        self.places = places
        self.default_year = default_year
        self.traffic_stations = traffic_stations
        self.timezones: Mapping[str, str] = timezones or {}
        self.station_of = station_of
        self.heavy_traffic = heavy_traffic
        self.step_minutes = step_minutes
        # words that could change a sensor answer if left unread: places, weather and traffic words
        self.vocabularies = {
            "another weather variable": WEATHER_WORDS,
            "a rain or traffic word": RAIN | DRY | TRAFFIC,
            "a place word": places.vocabulary(),
        }

    def parse(self, question: str) -> Plan:
        """The question's plan, or a PlanningError naming what could not be read."""
        return self._plan(self._read(question))

    def read(self, question: str) -> tuple[Plan, list[str]]:
        """The plan and the rules that read it, in order (`corpus/sensor.toml`)."""
        reading = self._read(question)
        return self._plan(reading), reading.fired

    def _plan(self, q: _Reading) -> Plan:
        station, kind = q.place, q.place_kind
        member = self.station_of(station)
        tz = ZoneInfo(self.timezones.get(member, "UTC"))
        traffic = member in self.traffic_stations
        start = datetime.combine(q.day, q.start, tzinfo=tz).astimezone(UTC)
        family, minutes = q.family, q.minutes
        step = timedelta(minutes=min(self.step_minutes, minutes))
        direction = FAMILIES[family].direction
        first = Window(start=start, end=start + step)  # the planned slot first: Q2 / Q3 ask "if it rains"
        if traffic:
            condition = self.heavy_traffic(member, q.day.year, tz, q.traffic_direction)
            bound = TRAFFIC_BOUND_HOURS
        else:
            condition, bound = Condition(), WEATHER_BOUND_HOURS
        event = "rain" if not traffic else f"heavy traffic ({condition})"
        local = datetime.combine(q.day, q.start)
        what = {
            "none": f"whether any reading in the trip's slot shows {event}"
            + (" (asked as 'will it stay clear': True = none)" if q.dry else ""),
            "backward": f"the latest start before {local:%H:%M}, at most {bound:g} h earlier, whose "
            f"{minutes}-minute slot has no {event}",
            "forward": f"the earliest start after {local:%H:%M}, at most {bound:g} h later, whose "
            f"{minutes}-minute slot has no {event}",
        }[direction]
        read = f" Read: {'; '.join(q.notes)}." if q.notes else ""
        return Plan(
            reasoning=f"Trip at {station} from {local:%Y-%m-%d %H:%M} ({tz}) for {minutes} min. Need {what}; "
            f"a reading at t covers [t, t + granularity), abnormal = {condition}.{read}",
            family=family,
            target=station,
            target_kind=kind,
            start=start,
            duration_minutes=minutes,
            first_window=first,
            step_minutes=int(step.total_seconds() // 60),
            direction=direction,
            bound_hours=bound,
            condition=condition,
            asks_if_avoidable=q.dry,
            timezone=str(tz),
            traffic_direction=q.traffic_direction,
            notes=q.notes,
            ignored=q.ignored,
        )

    def _read(self, question: str) -> _Reading:
        toks = tokenize(question)
        ledger = Ledger(toks)
        notes: list[str] = []
        fired: list[str] = []
        try:
            times: tuple[date, time, int] | PlanningError = self._times(toks, ledger, fired)
        except PlanningError as exc:  # the place is named first in the refusal: it is what people check first
            times = exc
        place = self._place(toks, ledger, notes)
        if isinstance(times, PlanningError):
            raise times
        day, start, minutes = times
        traffic = place.place.name in self.traffic_stations
        family = self._family(toks, ledger)
        if family not in YES_NO_FAMILIES:  # "If I can't (stay dry), when ...": the premise of a shift
            self._premise(toks, ledger)
        dry = self._condition(toks, ledger, family, traffic)
        direction = self._direction(toks, ledger, traffic)
        self._wh(toks, ledger, family)
        ignored = self._leftovers(toks, ledger, notes)
        if dry is None:
            raise PlanningError(f"the question does not say what to check ({'heavy traffic' if traffic else 'rain'})")
        return _Reading(
            place=place.place.name,
            place_kind=place.place.kind,
            day=day,
            start=start,
            minutes=minutes,
            family=family,
            dry=bool(dry),
            traffic_direction=direction,
            notes=notes + ([place.note] if place.note else []),
            ignored=ignored,
            fired=fired,
        )

    # -- time -------------------------------------------------------------------------------------
    def _times(self, toks: list[Token], ledger: Ledger, fired: list[str]) -> tuple[date, time, int]:
        exprs = timex.find(toks, self.default_year)
        for e in exprs:
            if e.problem:
                raise PlanningError(e.problem)
        days = {e.day for e in exprs if e.kind == "date" and e.day is not None}
        if not days:
            raise PlanningError("no date found in the question (e.g. '5 March 2017')")
        if len(days) > 1:
            raise PlanningError("two dates in the question: " + ", ".join(f"{d:%d %B %Y}" for d in sorted(days)))
        starts, ends, durations = _clock_times(toks, ledger, exprs, fired)
        (the_day,) = days
        for e in exprs:
            if e.kind == "period" and e.period is not None and e.period.start <= the_day < e.period.end:
                ledger.take(range(e.i, e.j), "period")
        if not starts:
            bare = [t.text for t in toks if t.text.isdigit() and len(t.text) <= 2 and ledger.free(t.i)]
            hint = f" ({', '.join(bare)} alone could be morning or evening)" if bare else ""
            raise PlanningError(f"no start time found in the question (e.g. '15:00' or '3pm'){hint}")
        if len(starts) > 1:
            raise PlanningError("two start times: " + ", ".join(f"{t:%H:%M}" for t in sorted(starts)))
        (start,) = starts
        return the_day, start, _minutes(start, ends, durations)

    # -- place ------------------------------------------------------------------------------------
    def _place(self, toks: list[Token], ledger: Ledger, notes: list[str]) -> PlaceMatch:
        free = {t.i for t in toks if ledger.free(t.i)}
        found = [self._longer_misspelt(toks, ledger, m, notes) for m in self.places.match(toks, free)]
        stations = {m.place.name for m in found if m.place.kind == "station"}
        regions = {m.place.name for m in found if m.place.kind == "region"}
        if found:
            if len(stations) > 1 or (not stations and len(regions) > 1):
                raise PlanningError(f"the question names more than one place: {', '.join(sorted(stations | regions))}")
            chosen = next(m for m in found if m.place.kind == ("station" if stations else "region"))
            for m in found:
                ledger.take(range(m.i, m.j), "place")
            return chosen
        return self._near_place(toks, ledger)

    def _longer_misspelt(self, toks: list[Token], ledger: Ledger, m: PlaceMatch, notes: list[str]) -> PlaceMatch:
        """ "Cork Airprt", "Roches Pont": a place said verbatim, then a word that misspells the rest of a name."""
        nxt = toks[m.j] if m.j < len(toks) else None
        if nxt is None or not nxt.is_word or not ledger.free(nxt.i) or nxt.low in FUNCTION_WORDS | TRIP_WORDS:
            return m
        text = " ".join(t.text for t in toks[m.i : m.j + 1])
        near = self.places.near(text)
        if near and close_enough(text.replace(" ", ""), near[0][0]) and (len(near) == 1 or near[1][0] > near[0][0]):
            notes.append(f"read {text!r} as {near[0][1].name}")
            return PlaceMatch(near[0][1], m.i, m.j + 1)
        return m

    def _near_place(self, toks: list[Token], ledger: Ledger) -> PlaceMatch:
        """No place said verbatim: a misspelt one (one edit away from a single place) or a refusal."""
        unknown = [t for t in toks if ledger.free(t.i) and t.is_word and t.low not in FUNCTION_WORDS | TRIP_WORDS]
        candidates: list[tuple[int, str, list[int], Place]] = []
        for k, t in enumerate(unknown):
            spans = [[t]]
            if k + 1 < len(unknown) and unknown[k + 1].i == t.i + 1:
                spans.append([t, unknown[k + 1]])
            for span in spans:
                text = " ".join(s.text for s in span)
                for d, place in self.places.near(text):
                    candidates.append((d, text, [s.i for s in span], place))
        if not candidates:
            raise PlanningError("no known station or county named in the question")
        best = min(c[0] for c in candidates)
        nearest = {c[3].name: c for c in candidates if c[0] == best}
        if len(nearest) == 1:
            d, text, indices, place = next(iter(nearest.values()))
            if close_enough(text.replace(" ", ""), d):
                ledger.take(indices, "place")
                return PlaceMatch(place, indices[0], indices[-1] + 1, note=f"read {text!r} as {place.name}")
        offers = " or ".join(sorted({c[3].name for c in candidates if c[0] <= best + 1}))
        raise PlanningError(f"no known station or county named in the question; did you mean {offers}?")

    # -- family, condition, direction -------------------------------------------------------------
    def _family(self, toks: list[Token], ledger: Ledger) -> Family:
        earlier, later = _moved(toks, ledger)
        if earlier and later:
            raise PlanningError(
                f"asks both earlier ({_words(toks, earlier)}) and later ({_words(toks, later)}); ask one of them"
            )
        if not earlier and not later:  # no verb moves the trip: "the latest start" is Q2's, "the earliest" Q3's
            earlier, later = _latest_or_earliest(toks, ledger)
        family = sensor_family("backward" if earlier else "forward" if later else "none")
        ledger.take(earlier + later, "family")
        cues = CUES.get(FAMILIES[family].direction, frozenset())
        for t in toks:  # "leave before 15:00 instead": the family's own direction word
            if ledger.free(t.i) and t.low in cues:
                ledger.take([t.i], "family")
        yes_no = bool(toks) and toks[0].low in YES_NO_OPENERS and not any(t.low in ASKS_TIME for t in toks)
        if family not in YES_NO_FAMILIES and yes_no:
            raise PlanningError("asks yes or no, but also to move the trip; ask for the new start time")
        return family

    def _condition(self, toks: list[Token], ledger: Ledger, family: Family, traffic: bool) -> bool | None:
        """Consume the condition words; True when a Q1 asks in the 'no abnormal reading' polarity."""
        rainy, dry = _condition_words(toks, ledger, traffic)
        if family in YES_NO_FAMILIES and not rainy and not dry:
            return None  # said after the leftover words, which usually say what was asked instead
        ledger.take(rainy + dry, "condition")
        if family not in YES_NO_FAMILIES:
            return False
        return bool(dry)

    def _premise(self, toks: list[Token], ledger: Ledger) -> None:
        for t in toks:
            if (
                ledger.free(t.i)
                and t.low in PREMISE_NEGATIONS
                and any(toks[k].low in PREMISE_OPENERS for k in range(max(0, t.i - 4), t.i))
            ):
                ledger.take([t.i], "premise")

    def _direction(self, toks: list[Token], ledger: Ledger, traffic: bool) -> str | None:
        found = {t.low for t in toks if t.low in DIRECTIONS and ledger.free(t.i)}
        if not found:
            return None
        if not traffic or len(found) > 1:
            raise PlanningError(f"direction {', '.join(sorted(found))} does not fit this question")
        ledger.take([t.i for t in toks if t.low in found], "direction")
        return found.pop()

    def _wh(self, toks: list[Token], ledger: Ledger, family: Family) -> None:
        for t in toks[:-1]:
            if t.low in HOW and toks[t.i + 1].low in HOW_MUCH:
                raise PlanningError(f"asks '{t.text} {toks[t.i + 1].text}': only whether it rains can be answered")
        asks_when = [t.i for t in toks if ledger.free(t.i) and t.low in ASKS_WHEN]
        if family in YES_NO_FAMILIES and asks_when:
            raise PlanningError("asks when, but says neither earlier nor later (which way should the trip move?)")

    def _leftovers(self, toks: list[Token], ledger: Ledger, notes: list[str]) -> list[str]:
        """A word left that could change the answer (a place, another weather variable, a quantity, negation,
        a time word ...) is a refusal naming it; any other ("Considering the weather, ...") is noted as ignored."""
        left = [t for t in ledger.left() if t.low not in FUNCTION_WORDS and t.low not in TRIP_WORDS]
        bearing = [(t, c) for t in left if (c := significance(t, self.vocabularies, opens_sentence(toks, t.i)))]
        if bearing:
            raise PlanningError("could not place the words " + ", ".join(f"{t.text!r} ({c})" for t, c in bearing))
        if left:
            notes.append("ignored " + ", ".join(repr(t.text) for t in left))
        return [t.text for t in left]


SENSOR_RULES = rules("sensor")


def _clock_times(
    toks: list[Token], ledger: Ledger, exprs: list[timex.Expr], fired: list[str]
) -> tuple[set[time], set[time], set[int]]:
    """The start times, end times and durations said, each taken with its cue ("from", "until", "for"): the rules
    of `data/rules/sensor.toml` over the clock times, ranges and durations as constituents of the chart, left to
    right, the best at each word."""
    kinds = ("date", "clock", "range", "duration")
    said = {(e.i, e.j): e for e in exprs if e.kind in kinds}
    chart = Chart(toks, [Constituent(e.kind, e.i, e.j, e) for e in said.values()])
    starts: set[time] = set()
    ends: set[time] = set()
    durations: set[int] = set()
    for m in in_turn(ledger.free, rule_matches(chart, SENSOR_RULES)):
        i = m.covered[0]
        e = next(said[span] for kind, span in m.spans.items() if kind in kinds)
        production = m.pattern.row.production
        if production == "duration":
            assert e.minutes is not None
            durations.add(e.minutes)
        elif production != "date":  # the one date is read by `_times`; its rule takes it with its cue
            assert e.start is not None
            (ends if production == "end" else starts).add(e.start)
            if production == "range":
                assert e.end is not None
                ends.add(e.end)
        ledger.take(range(e.i, e.j), e.kind)
        if i < e.i:
            ledger.take(range(i, e.i), f"{e.kind} cue")
        fired.append(m.pattern.row.name)
    return starts, ends, durations


def _minutes(start: time, ends: set[time], durations: set[int]) -> int:
    """The trip's length: its duration, or from the start to its end (past midnight if it must be); one only."""
    lengths = set(durations)
    for end in ends:
        span = timedelta(hours=end.hour, minutes=end.minute) - timedelta(hours=start.hour, minutes=start.minute)
        lengths.add(int(span.total_seconds() // 60) % (24 * 60) or 24 * 60)
    if not lengths:
        raise PlanningError("no end time or duration found in the question")
    if len(lengths) > 1:
        raise PlanningError("the end time and the duration disagree: " + ", ".join(f"{m} min" for m in sorted(lengths)))
    return lengths.pop()


def _moved(toks: list[Token], ledger: Ledger) -> tuple[list[int], list[int]]:
    """The words that move the trip earlier ("earlier", "bring forward", "ahead of") and later ("postpone",
    "push back", "set off late"); "how late can I ..." is taken as asking the latest time."""
    earlier: list[int] = []
    later: list[int] = []
    for t in toks:
        if not ledger.free(t.i):
            continue
        prev = toks[t.i - 1].low if t.i > 0 else ""
        verb = [toks[k].i for k in range(max(0, t.i - 8), t.i) if toks[k].low in MOVE_VERBS | BACK_VERBS]
        if t.low in EARLIER or (t.low in EARLY and prev in SET_OFF):
            earlier.append(t.i)
        elif (t.low in LATER and t.low not in LATE) or (t.low in LATE and prev in SET_OFF):
            later.append(t.i)
        elif t.low in FORWARD and verb:
            earlier += [verb[-1], t.i]
        elif t.low in AHEAD and toks[min(t.i + 1, len(toks) - 1)].low in AHEAD_OF:
            earlier.append(t.i)
        elif t.low in BACK and verb:
            later += [verb[-1], t.i]
        elif t.low in EARLY | LATE and prev in HOW:  # "how late can I ...": the latest time asked
            ledger.take([t.i], "asks time")
    return earlier, later


def _latest_or_earliest(toks: list[Token], ledger: Ledger) -> tuple[list[int], list[int]]:
    """No verb moves the trip: "the latest start" is Q2's, "the earliest" Q3's."""
    latest = [t.i for t in toks if ledger.free(t.i) and t.low in LATEST]
    soonest = [t.i for t in toks if ledger.free(t.i) and t.low in EARLIEST]
    if latest and soonest:
        raise PlanningError("asks for both the latest and the earliest start; ask one of them")
    return latest, soonest


def _condition_words(toks: list[Token], ledger: Ledger, traffic: bool) -> tuple[list[int], list[int]]:
    """The words that name the abnormal condition (rain, traffic) and those that ask for its absence ("dry",
    "without rain", "rain-free")."""
    wanted = TRAFFIC if traffic else RAIN
    rainy: list[int] = []
    dry: list[int] = []
    for t in toks:
        if not ledger.free(t.i):
            continue
        nxt = [toks[k].low for k in range(t.i + 1, min(t.i + 3, len(toks)))]
        if t.low in wanted:
            rainy.append(t.i)
        elif not traffic and t.low in DRY:
            dry.append(t.i)
        elif t.low in AVOIDING and nxt:
            k = t.i + 1
            while k < len(toks) and toks[k].low in AVOIDING_GAP:
                k += 1
            if k < len(toks) and toks[k].low in wanted:
                dry += list(range(t.i, k + 1))
        elif t.low in HYPHENS and t.i > 0 and toks[t.i - 1].low in wanted and nxt[:1] and nxt[0] in FREE_OF:
            dry += [t.i - 1, t.i, t.i + 1]
    return rainy, dry
