"""Questions the engine's constructions do not read alone, composed from the ones they do: aggregates, ordinals,
offsets, time between two events, and their combinations.

The executed patterns (`patterns.py`, data in `data/compose.toml`) propose readings: a frame splits the question
into spans ("In the month after <event>, <main>"), a cut reads a phrase out of it ("most often", "for the third
time") and leaves the rest as <main>. Each span is read into a term: <main> by the engine (or, where the engine
refuses, by this composer again: "Who visited South Africa most often in the month after <event>?" is a cut over an
offset), <event> as the time of an event clause (the engine reads "When did <clause>?"). A production builds the
question's term from its slots' terms; a reading whose spans do not all read is no reading. Complete readings are
ranked by the words their pattern says (a wider reading beats one it covers), then by declared priority; two
different readings that rank alike are refused naming both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import (
    After,
    Before,
    Between,
    Count,
    Facts,
    FactTerm,
    Narrowed,
    Nth,
    PeriodOf,
    Query,
    Rank,
    Shift,
    Span,
    TimeOf,
    TimeTerm,
    Within,
)
from chronorag.plans import EventPlan
from chronorag.understanding.compose_also import ALSO_PRODUCTIONS
from chronorag.understanding.compose_between import (
    age_at,
    between,
    between_after,
    between_after_whole,
    between_before,
    between_first_last,
    between_first_last_said,
    between_two,
    older_than,
)
from chronorag.understanding.compose_choice import choice_first, choice_more
from chronorag.understanding.compose_count import count_done, count_entities
from chronorag.understanding.compose_its import (
    first_or_last,
    it_last,
    its_own,
    meant_again,
    object_back,
    one_back,
    ones_last,
    with_sides,
)
from chronorag.understanding.compose_next import NEXT_PRODUCTIONS
from chronorag.understanding.compose_nth import NTH_PRODUCTIONS
from chronorag.understanding.compose_occasion import occasion_time
from chronorag.understanding.compose_owner import OWNER_PRODUCTIONS
from chronorag.understanding.compose_rank import ranked
from chronorag.understanding.compose_same import SAME_PRODUCTIONS
from chronorag.understanding.compose_terms import fact_term as _fact_term
from chronorag.understanding.compose_terms import gerund as _gerund
from chronorag.understanding.compose_terms import leaf_of as _leaf
from chronorag.understanding.compose_terms import pronouns as _pronouns
from chronorag.understanding.compose_terms import rest_of as _rest
from chronorag.understanding.compose_terms import sign as _sign
from chronorag.understanding.compose_terms import span_text as _span
from chronorag.understanding.compose_terms import text_of as _text
from chronorag.understanding.compose_two import one_of_two
from chronorag.understanding.errors import PlanningError, SeveralReadings
from chronorag.understanding.frames import matches
from chronorag.understanding.lexicon import number_table, phrase_list, word_class
from chronorag.understanding.name_series import cut_names_an_edition
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.reading import ARTICLES, BE, verb_before
from chronorag.understanding.relation_names import identifier_words, verb_lemma
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_nominal, is_verb, key

Parse = Callable[[str], EventPlan]
TOP = frozenset({"aggregate", "ordinal", "offset", "between", "reference", "choice", "also"})
EVENT = frozenset({"event"})
MAX_DEPTH = 2  # a composed <main> may itself be composed once ("most often" over an offset)
NO_CONSTRUCTION = "no construction reads the question"
POSSESSIVE = phrase_list("common", "possessives")[0]  # "their" read as "Leicester City FC's"


ORDINALS = number_table("time", "ordinals")  # "second": 2, as a relation's name may say it
AUXILIARIES = BE | word_class("event", "auxiliaries")  # "was first visited": the ordinal says the next verb's time


class NotComposed(PlanningError):
    """No pattern reads the question into a term."""


@dataclass(frozen=True)
class Reading:
    query: Query
    how: str  # the patterns that read it, outermost first
    width: int
    priority: int


def _unconstrained(term: FactTerm, why: str) -> FactTerm:
    """A main clause whose facts take their time from elsewhere: it may not say a time of its own."""
    if not isinstance(term, Facts):
        raise PlanningError(f"the question says two times: {why} and {term}")
    return term


class Composer:
    """Reads a question into a term by the executed patterns over `parse` (the engine, plans of every graph)."""

    def __init__(
        self,
        parse: Parse,
        names: Sequence[NameIndex] = (),
        pick: int | None = None,
        graphs: Sequence[str | None] = (),
        unnamed: Callable[[str], Query] | None = None,
    ) -> None:
        self.parse = parse
        self.names = names  # the graphs' name indexes: where a clause names its entities
        self.graphs = graphs  # each index's graph (its dataset; None: the event graph), where known
        self.pick = pick  # of a clause the engine reads several ways the graph holds (`SeveralReadings`): which
        self.several: dict[str, SeveralReadings] = {}  # the clauses read so, by their text
        self.unnamed = unnamed  # a clause naming no entity, over every fact of one relation (`understanding.unnamed`)

    def _parsed(self, text: str) -> EventPlan:
        """The engine's plan of a clause; of one it reads several ways the graph holds, the one `pick` says."""
        try:
            return self.parse(text)
        except SeveralReadings as several:
            self.several[text] = several
            if self.pick is None or len(self.choices()) > 1:
                raise
            return several.readings[self.pick][1]

    def choices(self) -> set[tuple[str, ...]]:
        """The ways the clauses read several ways are read: one where all are one wording ("who did X meet (in)")."""
        return {tuple(how for how, _ in several.readings) for several in self.several.values()}

    def said_at(self, text: str, entities: list[str]) -> dict[str, int]:
        """Where the text first names each of `entities` it names (a token index): a clause's grammatical subject is
        the entity it names first, active or passive ("Leicester beat Man City", "Man City lost to Leicester")."""
        toks = tokenize(text)
        first: dict[str, int] = {}
        for index in self.names:
            for m in index.mentions(toks, {t.i for t in toks}):
                for entity in entities:
                    if entity in m.names:
                        first[entity] = min(first.get(entity, m.i), m.i)
        for entity in set(entities) - set(first):  # said as the parser read it, not as a name index says it
            words = {key(w.text) for w in tokenize(entity) if w.is_word}
            said = [t.i for t in toks if t.is_capitalised and key(t.text) in words]
            if said and not any(set(said) & {first[e] for e in first}):
                first[entity] = said[0]
        return first

    def _named(self, toks: list[Token], m: Match) -> bool:
        """ "joining the Second Circuit": an ordinal said inside a name of the graph (in full or in part) is no n-th."""
        free, said = {t.i for t in toks}, set(range(*m.covered))
        names = [x for index in self.names for x in [*index.mentions(toks, free), *index.partial_mentions(toks, free)]]
        return any(said & set(range(x.i, x.j)) for x in names)

    # -- spans -----------------------------------------------------------------------------------------------
    def main(self, text: str, depth: int) -> Query:
        """A clause the question asks of: the engine's reading, or a composed one. A reading whose words of one
        answer (`EventPlan.one_answer_words`) only its own answers can check is no part of another's."""
        try:
            plan = self._parsed(text)
        except PlanningError as refused:
            if depth < MAX_DEPTH:  # composed again, where it may be; a clause naming no entity, however deep
                try:
                    return self.read(text, depth + 1)
                except NotComposed:
                    pass
            if self.unnamed is None:
                raise refused from None
            try:
                return self.unnamed(text)
            except PlanningError:
                raise refused from None
        if said := plan.answer_words:  # a composed clause cannot check
            words = ", ".join(map(repr, said))
            raise PlanningError(f"could not place the words {words} (no name tells which of the answers they say)")
        return query_of(plan)

    def event(self, text: str, subject: str | None, depth: int = 0) -> TimeOf:
        """The time of an event clause: "the third time A visited B", "A's first trip to B", "A's visit to B on
        5 May 2010", "joining Chelsea F.C." (its subject the question's), "X's birth"."""
        toks = tokenize(text)
        if depth == 0 and (played := occasion_time(self._when, toks, subject)) is not None:
            return played
        if depth == 0:
            for m in matches(toks, EVENT):
                if m.pattern.row.kind == "cut" and m.pattern.row.production == "event_nth" and not self._named(toks, m):
                    return self._nth(toks, m, text, subject, depth)
                if m.pattern.row.production == "event_birth":
                    name = _text(toks, *m.spans["rest"])
                    return self._when(f"When was {name} born?", text)
        said = _with_subject(toks, text, subject)
        refusals: list[str] = []
        for clause in said:
            for frame in ("When did {} ?", "When was {} ?"):
                try:
                    return self._when(frame.format(clause).replace(" ?", "?"), clause, frame.startswith("When did"))
                except PlanningError as exc:
                    refusals.append(str(exc))
        raise PlanningError(f"cannot read the event {said[0]!r}: {refusals[0]}")

    def _nth(self, toks: list[Token], m: Match, text: str, subject: str | None, depth: int) -> TimeOf:
        """ "the third time A visited B", "Colombia's third visit to France": the n-th time of the event the rest
        says, unless the clause's own relation names the ordinal ("finished third")."""
        if (own := self._ordinal_of_its_relation(toks, m, text, subject)) is not None:
            return own
        i, j = m.covered
        verb = i and is_verb(toks[i - 1].low) and toks[i - 1].low not in AUXILIARIES  # "was first visited": no place
        if verb and (j >= len(toks) or not (is_nominal(toks[j].text) or is_verb(toks[j].low))):
            raise PlanningError(
                f"'{toks[i - 1].text} {toks[i].text}' says a place in an order, which no relation read says"
            )
        base = self.event(_rest(toks, m), subject, depth + 1)
        if base.which != "said":
            raise PlanningError(f"{text!r} says two of the event's times")
        n = int(m.values["ordinal"])
        return base.model_copy(update={"which": "nth", "n": n} if n > 1 else {"which": "first"})

    def _ordinal_of_its_relation(self, toks: list[Token], m: Match, text: str, subject: str | None) -> TimeOf | None:
        """ "the year Greg LeMond finished third": an ordinal the clause's own relation names (finishedThirdIn) says
        that relation, no n-th time of another (finishedTour); None where the clause as said reads no such relation."""
        n = int(m.values["ordinal"])  # "third", "3rd": the relation's word for it ("finishedThirdIn")
        for clause in _with_subject(toks, text, subject):
            try:
                time = self._when(f"When did {clause}?", clause, True)
            except PlanningError:
                continue
            if any(ORDINALS.get(w) == n for w in identifier_words(_leaf(time.facts).relation or "")):
                return time
        return None

    def alone(self, said: str, leaf: Facts) -> TimeOf | None:
        """An event said by one entity alone (and a verb that stands for another clause's, `[classes] did_so`: "the
        year before Mandela (did)", "How many years after Niels Bohr did Aage Bohr win?"): that clause's facts
        (`leaf`) with the entity its doer; None where the words are no one entity, or it is the clause's other side."""
        toks = tokenize(said)
        while toks and toks[-1].low in pattern_file().classes["did_so"]:
            toks = toks[:-1]
        which = first_or_last(toks)  # "the year before South Africa first did": its first
        toks = toks[:-1] if which != "said" else toks
        if toks and toks[0].low in ARTICLES:  # "the year after the Dallas Stars (did)": the name after it
            toks = tokenize(" ".join(t.text for t in toks[1:]))
        own = (
            [x for x, g in zip(self.names, self.graphs, strict=True) if g == leaf.graph] if self.graphs else self.names
        )
        named = [x for index in own for x in index.mentions(toks, {t.i for t in toks})]  # of the clause's own graph
        whole = [x.names[0] for x in named if (x.i, x.j) == (0, len(toks)) and len(x.names) == 1]
        if len(whole) != 1 or whole[0] in (leaf.head, leaf.tail):
            return None
        return TimeOf(facts=leaf.model_copy(update={"head": whole[0]}), which=which)

    def _when(self, question: str, said: str, active: bool = False) -> TimeOf:
        """The time of the event `said`; `active`: as "When did <said>?", its tail said first ("Barcelona lost")."""
        q = query_of(self._parsed(question))
        if q.asks != "time":
            raise PlanningError(f"{said!r} is not read as an event")
        term = q.term
        which: Literal["first", "last", "said"] = "said"
        if isinstance(term, Nth):
            which, term = ("last" if term.from_end else "first"), term.facts
        if not isinstance(term, Facts | Within):
            raise PlanningError(f"{said!r}: an event's time is its own facts' ({term})")
        leaf = term if isinstance(term, Facts) else term.facts
        if isinstance(leaf, Facts) and (
            (leaf.head is None and not self._opens_with(said, leaf.tail, active)) or leaf.relation is None
        ):
            raise PlanningError(f"{said!r} does not say who did it")
        return TimeOf(facts=term, which=which, end=q.aspect)

    def _opens_with(self, said: str, entity: str | None, active: bool) -> bool:  # its subject, "When did <said>?"
        return active and entity is not None and self.said_at(said, [entity]).get(entity) == 0

    # -- readings --------------------------------------------------------------------------------------------
    def read(self, question: str, depth: int = 0) -> Query:
        return self.reading(question, depth).query

    def reading(self, question: str, depth: int = 0) -> Reading:
        """The best reading of the question and the pattern that read it."""
        toks = tokenize(question)
        readings: list[Reading] = []
        refusals: list[tuple[int, str]] = []
        for m in matches(toks, TOP):
            if m.pattern.row.kind == "cut" and cut_names_an_edition(toks, m.covered, self.names, m.values):
                continue  # "at the first World Cup": the edition, no n-th fact
            width = m.pattern.literal_width + (m.covered[1] - m.covered[0] if m.pattern.row.kind == "cut" else 0)
            try:
                q = PRODUCTIONS[m.pattern.row.production](self, toks, m, depth)
            except PlanningError as exc:
                if not m.values.get("quiet"):  # a reading tried only beside another's: its refusal says nothing
                    refusals.append((width, f"{m.pattern.row.name}: {exc}"))
                continue
            q = q.model_copy(update={"question": question})
            readings.append(Reading(q, m.pattern.row.name, width, m.pattern.row.priority))
        if not readings:
            if refusals:  # the refusal of the widest pattern that matched says most of what was read
                raise NotComposed(max(refusals, key=lambda r: r[0])[1])
            raise NotComposed(NO_CONSTRUCTION)
        return _best(readings)


def _best(readings: list[Reading]) -> Reading:
    order = sorted(readings, key=lambda r: (-r.width, -r.priority))
    best = order[0]
    tied = [r for r in order[1:] if (r.width, r.priority) == (best.width, best.priority)]
    rivals = [r for r in tied if _asked(r) != _asked(best)]
    if rivals:
        raise PlanningError(
            f"the question reads two ways: {best.how} ({best.query}) | {rivals[0].how} ({rivals[0].query})"
        )
    return best


def _asked(r: Reading) -> Query:
    """What a reading asks, less what it notes: two splits of one frame that ask alike are one reading."""
    return r.query.model_copy(update={"notes": [], "ignored": [], "reasoning": ""})


def _subject(q: Query) -> str | None:
    leaf = _leaf(_fact_term(q)) if not isinstance(q.term, Count | Between) else None
    if leaf is None:
        return None
    return leaf.head if q.focus == "head" else leaf.tail


# -- productions: slots -> a term --------------------------------------------------------------------------------
Production = Callable[[Composer, list[Token], Match, int], Query]


def as_said(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    return c.main(_rest(toks, m), depth)


def said_as_clause(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    """ "after their last defeat", "his last game": the noun of what its owner suffered or played (the row's
    `said_by`), said as the clause that says so ("after they suffered their last defeat"), read by the engine."""
    i, j = m.covered
    clause = f"{pattern_file().classes[m.values.get('said_by', 'suffered_by')][0]} {_text(toks, i, j)}"
    return c.main(" ".join(p for p in (_text(toks, 0, i), clause, _text(toks, j, len(toks))) if p), depth)


def time_of_event(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    time = c.event(_span(toks, m, "event"), None)
    if time.which == "said":
        raise PlanningError("'when was' an event the engine reads alone")
    return Query(asks="time", term=Nth(facts=time.facts, n=time.n or 1, from_end=time.which == "last"))


def _window(c: Composer, toks: list[Token], m: Match, depth: int) -> tuple[Query, TimeOf]:
    said, main_said = _span(toks, m, "event"), _span(toks, m, "main")
    try:
        main = c.main(main_said, depth)  # "who did X say he wanted to meet": read as said
    except PlanningError:
        if m.spans["event"] > m.spans["main"] or not _pronouns(tokenize(main_said)):
            raise
        time = c.event(said, None)  # "In the year before A met B, who did he meet?": "he" is A
        return _main_after(c, main_said, said, time, depth), time
    if (named := its_own(c.names, main, said)) is not None:  # "it" the main's entity: never read past
        time = c.event(named, None)
        if _leaf(time.facts).relation == _leaf(_fact_term(main)).relation:  # not "the pole ... the year X won it"
            return main, time
    if it_last(tokenize(said)):
        raise PlanningError(f"'it' in the event {said!r}: what it stands for is not said")
    said = object_back(said, main)  # "the year before South Africa first criticised him": him the main's one named
    said = one_back(said, main)  # "the year after Mike Trout won his first one": one the main's one named
    if ones_last(said):
        raise PlanningError(f"'one' in the event {said!r}: what it stands for is not said")
    try:
        return main, meant_again(c.event, said, _subject(main), main)
    except PlanningError:
        if (alike := _as_main(c, main, said)) is None:
            raise
        return main, alike


def _as_main(c: Composer, main: Query, said: str) -> TimeOf | None:
    """ "Who won the peace prize the year before Mandela (did)?": the main clause's event with the one entity said
    its doer (`Composer.alone`), only where the main asks its doer ("Whom did X beat the year after Y?" may be Y
    beating or beaten)."""
    if main.asks != "entity" or main.side != "head" or isinstance(main.term, Count | Between):
        return None
    return c.alone(said, _leaf(_fact_term(main)))


def _within(main: Query, time: TimeTerm) -> Query:
    """The main clause's facts in the window: inside its order, rank or count, which then act on the window."""
    term = main.term
    if isinstance(term, Between) or not isinstance(term, Count | Facts | Narrowed | Nth | Rank):
        raise PlanningError(f"{term.op} has no facts to put in a window")
    return main.model_copy(update={"term": _narrowed(term, time)})


def _narrowed(term: Any, time: TimeTerm) -> Any:
    if isinstance(term, Count | Nth | Rank):
        return term.model_copy(update={"facts": _narrowed(term.facts, time)})
    return Within(facts=_unconstrained(term, str(time)), time=time)


def offset_unit(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    """ "the month after E": the calendar month after E's month (issue 44: offsets are in calendar units)."""
    main, event = _window(c, toks, m, depth)
    unit = m.values["unit"]
    return _within(main, Shift(time=PeriodOf(time=event, unit=unit), n=_sign(m), unit=unit))


def offset_span(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    main, event = _window(c, toks, m, depth)
    n = int(m.values["number"])
    start, end = (1, n) if _sign(m) > 0 else (-n, -1)
    return _within(main, Span(time=event, start=start, end=end, unit=m.values["unit"]))


def offset_within(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    main, event = _window(c, toks, m, depth)
    n = int(m.values["number"])
    return _within(main, Span(time=event, start=-n, end=n, unit=m.values["unit"]))


def offset_exact(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    main, event = _window(c, toks, m, depth)
    n = int(m.values["number"]) * _sign(m)
    return _within(main, Span(time=event, start=n, end=n, unit=m.values["unit"]))


def reference_dated(c: Composer, toks: list[Token], m: Match, depth: int) -> Query:
    """ "Who did Atletico draw with next after they beat Real Madrid in September 2023?": a reference clause with a
    period of its own (the engine reads a clause without one, but only of a main clause naming its entity: of one
    naming none, "Who won the Tour after X's last Tour win?", any reference clause is read here): the main clause's
    facts after (before) that event's time. The pronouns of the clause said second stand for the sides of the clause
    said first: a subject pronoun ("they") for its subject, an object pronoun ("them") for its object, a possessive
    ("their") for its subject's; one whose side is not named ("Who visited Iran after they visited Japan": who did)
    or of no such class ("it", "her": object or possessive) is refused."""
    event, said = _span(toks, m, "event"), _span(toks, m, "main")
    if m.spans["main"] < m.spans["event"]:
        if _pronouns(tokenize(said)):
            raise PlanningError(f"{_pronouns(tokenize(said))[0]!r} may stand for either side of the reference event")
        main = c.main(said, depth)
        subject, obj = _main_sides(c, said, main)
        toks_event = tokenize(event)
        if toks_event and _gerund(toks_event[0]) and subject is None:
            raise PlanningError(f"{toks_event[0].text!r}: the one asked for did it, which the graph cannot tell yet")
        if subject is None:  # a pronoun stands for one named, never for the one asked: "Who met X once he had ..."
            subject = obj
        time = meant_again(c.event, with_sides(event, subject, obj), subject, main)
    else:
        if pronoun := _pronouns(tokenize(event)):
            raise PlanningError(f"{pronoun[0]!r} may stand for either side of the reference event")
        time = c.event(event, None)
        main = _main_after(c, said, event, time, depth)
    if not isinstance(time.facts, Within) and not _names_none(main):
        raise PlanningError("a reference clause with no period of its own is the engine's")
    kind = After if m.values["direction"] == "after" else Before
    term = _referred(main.term, kind, time)
    if _one_holder_after_another(main, time):  # "Who won Best Actor before Daniel Day-Lewis won in 2012?"
        term = Nth(facts=term, n=1, from_end=kind is Before)
    return main.model_copy(update={"term": term})


def _one_holder_after_another(main: Query, time: TimeOf) -> bool:
    """Of facts true over intervals, who held the main clause's named side of a relation, said before (after) one
    who held it then ("Who won Best Actress after Meryl Streep won in 1982?"): the holder right before (after) that
    one, never every holder of any time before (after) it, the named one's own earlier turns among them."""
    if main.asks != "entity" or main.side != "head" or not isinstance(main.term, Facts):
        return False
    leaf, ref = main.term, _leaf(time.facts)
    same = ref.relation == leaf.relation and ref.tail in (None, leaf.tail)
    return same and leaf.graph is not None and leaf.head is None and leaf.tail is not None and ref.head is not None


def _names_none(main: Query) -> bool:
    """A main clause over every fact of one relation (`understanding.unnamed`: "Who won the Tour ..."), which the
    engine does not read: its reference clause is read here, with or without a period of its own."""
    if isinstance(main.term, Count | Between):
        return False
    leaf = _leaf(_fact_term(main))
    return leaf.head is None and leaf.tail is None


def _main_after(c: Composer, said: str, event: str, time: TimeOf, depth: int) -> Query:
    """The main clause said after its reference event, its pronouns read as that event's sides
    (`compose_its.with_sides`)."""
    leaf = _leaf(time.facts)
    at = c.said_at(event, [n for n in (leaf.head, leaf.tail) if n is not None])
    sides = sorted(at, key=lambda e: at[e])
    return c.main(with_sides(said, *(sides if len(sides) == 2 else (None, None))), depth)


def _with_subject(toks: list[Token], text: str, subject: str | None) -> list[str]:
    """An event clause said without its subject, with it: "joining Chelsea F.C." (the question's own subject joined
    it; also by the verb's base form, "going to X": go to X), "his first visit" (a pronoun the subject; an owner's
    pronoun, also its owner: "her Vostok 6 launch")."""
    if toks and subject and _gerund(toks[0]):
        return [f"{subject} {text}", f"{subject} {verb_lemma(toks[0].low)} {_text(toks, 1, len(toks))}"]
    if toks and subject and toks[0].low in pattern_file().classes["pronouns"]:
        rest = _text(toks, 1, len(toks))  # "her Vostok 6 launch": also the owner's ("X's Vostok 6 launch")
        owner = [f"{subject}{POSSESSIVE} {rest}"] if toks[0].low in pattern_file().classes["owner_pronouns"] else []
        return [f"{subject} {rest}", *owner]
    return [text]


def _main_sides(c: Composer, said: str, main: Query) -> tuple[str | None, str | None]:
    """The main clause's subject and object as it names them (None: not named, or the one asked): asking who or
    what, the one asked is its subject where a verb comes before the first one named ("Who visited Iran"), else
    that one is ("Who did Japan visit", "Who was the last team Spurs beat"); asking anything else, the one named
    first is the subject, the second the object."""
    leaf = _leaf(_fact_term(main)) if not isinstance(main.term, Count | Between) else None
    if leaf is None:
        return None, None
    at = c.said_at(said, [n for n in (leaf.head, leaf.tail) if n is not None])
    named: list[str | None] = [*sorted(at, key=lambda e: at[e]), None, None]
    if main.asks != "entity":
        return named[0], named[1]
    first = named[0]
    if first is None:
        return _subject(main), None  # the graph's names do not place it: the entity asked about
    if verb_before(tokenize(said), 0, at[first]):
        return None, first
    return first, None


def _referred(term: Any, kind: type[After] | type[Before], time: TimeOf) -> Any:
    if isinstance(term, Count | Nth | Rank):
        return term.model_copy(update={"facts": _referred(term.facts, kind, time)})
    if isinstance(term, Between):
        raise PlanningError("the time between two events, after a third")
    return kind(facts=_unconstrained(term, str(time)), time=time)


PRODUCTIONS: dict[str, Production] = {
    "rank_most": ranked("most", "days"),
    "rank_least": ranked("least", "days"),
    "rank_longest": ranked("most", "duration"),
    "rank_shortest": ranked("least", "duration"),
    "count_entities": count_entities,
    "as_said": as_said,
    "said_as_clause": said_as_clause,
    "time_of_event": time_of_event,
    "offset_unit": offset_unit,
    "offset_span": offset_span,
    "offset_within": offset_within,
    "offset_exact": offset_exact,
    "between": between,
    "between_after": between_after,
    "between_after_whole": between_after_whole,
    "between_before": between_before,
    "age_at": age_at,
    "older_than": older_than,
    "between_first_last": between_first_last,
    "between_first_last_said": between_first_last_said,
    "between_two": between_two,
    "reference_dated": reference_dated,
    "one_of_two": one_of_two,
    "choice_first": choice_first,
    "choice_more": choice_more,
    "count_done": count_done,
    **OWNER_PRODUCTIONS,
    **SAME_PRODUCTIONS,
    **NEXT_PRODUCTIONS,
    **ALSO_PRODUCTIONS,
    **NTH_PRODUCTIONS,
}
