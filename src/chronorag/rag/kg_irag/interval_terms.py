"""Answers to the queries of the algebra that today's plans cannot say, over a graph of facts true over intervals
(YAGO11k, anyone's table), by years as the graph's dates are mostly known: each named entity's facts are read once
(`graph.retrieval.entity_intervals`, one index seek each), then the term is applied to them.

- a time of facts (`TimeOf`) is its year: the start's (the end's, "leaving"), the first / last / n-th by start, or
  the one year all its facts agree on (a marriage stored with two different years is no answer);
- a window (`Within` the year before / after, `Before` / `After` a fact's year, strictly; `Until` it, its day
  included): a fact started in it,
  ended in it, or, said of a state, true in it (start year <= year <= end year; an open end that started by then
  leaves it undecided: no answer); the reference fact itself is never its own answer;
- the n-th (by start year), the longest / shortest (end year less start year; an open spell, or a tie, is no answer),
  how many distinct, the years between two times (days, weeks and months by the two days, where the graph knows
  each to the day: "How many days after leaving X did Y become Z?").
"Club" said of the answer leaves out national teams (`data/compose.toml`, `club_words` / `not_club_words`) where
that changes nothing; the graph does not say which teams are clubs, so where it changes the answer the question is
refused naming both ("10 without them, 13 with them"). The n-th is asked as who or what, never as a time.
A term that finds no fact never says the graph lacks one it holds: the entity named in the other role, or its other
relations, are said (`_none_of`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from chronorag.algebra.terms import (
    After,
    Also,
    Among,
    Before,
    Between,
    Count,
    Facts,
    Nth,
    Period,
    PeriodOf,
    Query,
    Rank,
    Shift,
    Since,
    Span,
    TimeOf,
    Until,
    Within,
    other_side,
)
from chronorag.algebra.walk import found_in, leaves
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import (
    IntervalRow,
    entity_intervals,
    every_relation_interval,
    held_once_a_year,
    occasions_among,
)
from chronorag.rag.core.event_shell import Run
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.kg_irag.answer_kinds import kind_asked, kind_counted, of_kind, one_of_kind, side_kind
from chronorag.rag.kg_irag.interval_loop import (
    _beginnings,
    _extreme,
    _first,
    _last,
    _while,
    an_occasion,
    facts_counted,
    swapped,
    turned,
)
from chronorag.rag.kg_irag.interval_nth import Answered, _nth_asked, _other, _unnamed
from chronorag.rag.kg_irag.not_yet import happened, not_yet_said
from chronorag.rag.kg_irag.occasions import (
    editions_counted,
    one_occasion,
    said_of,
    series_and_variant,
    several_at_once,
    shared_occasions,
    times_told,
)
from chronorag.rag.kg_irag.placed import placed
from chronorag.rag.kg_irag.series import edition_across
from chronorag.rag.kg_irag.team_kinds import national_team
from chronorag.rag.kg_irag.term_answers import (
    NoAnswer,
    calendar_units,
    either_counted,
    some_of,
    whole_units,
    years_alike,
)
from chronorag.temporal import clock
from chronorag.understanding.name_table import a_body_said
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.tokens import tokenize

LIMIT = 20_000


def graph_of(term: Any) -> str | None:
    """The interval graph a term reads (None: the event graph)."""
    if isinstance(term, Facts):
        return term.graph
    for child in ("facts", "time", "first", "second"):
        if hasattr(term, child):
            found = graph_of(getattr(term, child))
            if found is not None:
                return found
    return None


class IntervalTerms:
    def __init__(self, client: GraphClient) -> None:
        self.ahead: list[IntervalRow] = []
        self.client = client
        self._read: dict[tuple[str, str], list[IntervalRow]] = {}
        self.seen: list[IntervalRow] = []
        self.clubs_only = False

    def solve(self, q: Query, run: Run) -> Answered:
        if q.season_years:
            return [], "a season read by its two years is answered only as a plan of its facts", []
        if words := q.answer_words:
            return [], f"{words}: words of the answers are read only as a plan of its facts", []
        said = {t.low for t in tokenize(q.question)}
        self.clubs_only = bool(said & set(pattern_file().classes["club_words"]))
        try:
            if any(n.final for n in found_in(q.term, Nth)):  # its meetings of every kind: the plans' own loop
                raise NoAnswer(f"{q.term}: the final is read of a plan alone")
            self.ahead = []  # facts left out as scheduled (`_happened`)
            answers, why, rows = self._clubs_asked(q) if self.clubs_only else self._asked(q)
            why += f" ({not_yet_said(self.ahead)})" if self.ahead else ""
            if q.asks == "entity":
                of_kind(kind_asked(q), answers[:1] if isinstance(q.term, Rank) else answers)
                one_of_kind(q.answer_kind, answers)
        except NoAnswer as exc:
            return [], str(exc), self.seen
        run.step("intervals", {"term": str(q.term)}, "\n".join(r.render() for r in rows[:3]), len(rows))
        return answers, why, rows + [r for r in self.seen if r not in rows]

    def _clubs_asked(self, q: Query) -> Answered:
        """ "Club" said: national teams left out, where that changes nothing. The graph does not say which teams
        are clubs (its playsFor holds both): where leaving the national teams out changes the answer ("How many
        clubs did X play for?": 10 clubs, 13 teams; the last club), the question is refused naming both."""
        found = self._asked(q)
        self.clubs_only = False
        try:
            every = self._asked(q)
        except NoAnswer as exc:
            raise NoAnswer(f"{found[0]} without national teams; with them: {exc}") from exc
        finally:
            self.clubs_only = True
        if every[0][:1] != found[0][:1]:
            raise NoAnswer(
                f"whether a national team is a club changes the answer: {', '.join(found[0][:3])} without them, "
                f"{', '.join(every[0][:3])} with them"
            )
        return found

    # -- facts ---------------------------------------------------------------------------------------------------
    def leaf(self, f: Facts) -> list[IntervalRow]:
        entity = f.head if f.head is not None else f.tail
        if f.graph is None or f.relation is None:
            raise NoAnswer(f"{f}: facts true over intervals are read from an entity and a relation")
        if entity is None:
            return [r for relation in f.relations if relation for r in self._every(f.graph, relation)]
        side = "head" if f.head is not None else "tail"
        said = said_of(self.client, f.graph, f.tail if side == "head" else None, f.relation)  # or its series'
        out = []
        for row in self._of(f.graph, entity):  # "married to X": X's spouse on the other side, never X
            r = turned(row, entity, side) if f.either_way else _named_on_its_side(row, entity, side)
            mine = r.head if side == "head" or (r.symmetric and f.either_way) else r.tail
            theirs = r.tail if mine == r.head else r.head
            if r.relation in f.relations and mine == entity and (kept := said(r, theirs)) is not None:
                out.append(kept)
        if self.clubs_only:
            out = [r for r in out if not national_team(r.other_than(entity))]
        if f.alongside is not None and out:  # "How many judges did Carter appoint to the Ninth Circuit?"
            out = placed(out, f.alongside, lambda e, rel, s: self.leaf(Facts(**{s: e}, relation=rel, graph=f.graph)))
        return out

    def _every(self, graph: str, relation: str) -> list[IntervalRow]:
        """Every fact of one relation (no entity named: "the first person to go to space"), read once; as many as
        the seek's limit may be cut short, and is no answer."""
        key = (graph, f"relation {relation}")
        if key not in self._read:
            self._read[key] = retrieval(
                "relation_intervals_all",
                f"{relation} in {graph}",
                lambda: every_relation_interval(self.client, graph, relation, LIMIT),
            )
        rows = self._read[key]
        if len(rows) >= LIMIT:
            raise NoAnswer(f"the graph holds {LIMIT} or more facts of {relation}: too many to read them all")
        return _both_ways(rows)

    def _of(self, graph: str, entity: str) -> list[IntervalRow]:
        """Every fact of the entity, read once per question."""
        if (graph, entity) not in self._read:
            self._read[graph, entity] = retrieval(
                "entity_intervals", f"{entity} in {graph}", lambda: entity_intervals(self.client, graph, entity, LIMIT)
            )
        return self._read[graph, entity]

    def facts(self, term: Any, aspect: str | None) -> list[IntervalRow]:
        if isinstance(term, Facts | Among):  # of a choice, each entity named on its side, its own facts
            named = (
                [term]
                if isinstance(term, Facts)
                else [term.facts.model_copy(update={term.side: n}) for n in term.names]
            )
            return [r for f in named for r in self.leaf(f)]
        if isinstance(term, Within):
            return self._within(term, aspect)
        if isinstance(term, Before | After | Since | Until) and isinstance(term.time, Period) and _short(term.time):
            return _beside_days(term, self.facts(term.facts, aspect), term.time, aspect)  # "after April 2024"
        if isinstance(term, Before | After | Since | Until):
            ref = self.years(term.time)
            day = self._day_said(term.time, ref)
            refs = set() if isinstance(term, Until) else self._ref_ids(term.time)  # until: its day, its own fact too
            rows = [r for r in self.facts(term.facts, aspect) if r.id not in refs]
            if day is not None and (
                coarse := [r for r in rows if r.start_year == day.year and r.start_precision != "day"]
            ):
                raise NoAnswer(
                    f"the graph gives {coarse[0].render()} only to its {coarse[0].start_precision}: "
                    f"cannot tell whether it came before or after {day}"
                )
            held_on = isinstance(term, Since) and aspect is None  # a state since a time: held in it, begun or not
            return [r for r in rows if _on_its_side(term, r, ref, day) or (held_on and _held_since(r, ref, day))]
        if isinstance(term, Nth | Rank):
            return self.facts(term.facts, aspect)
        if isinstance(term, Also):
            return self._also(term, aspect)
        raise NoAnswer(f"{term.op} is not read over facts true over intervals")

    def _also(self, term: Also, aspect: str | None) -> list[IntervalRow]:
        """The facts whose side is also on its side of a fact of `term.also` ("Which physics Nobel winners were born
        in Vienna?"); those second facts of the entities kept are evidence too."""
        rows = self.facts(term.facts, aspect)
        others: dict[str, list[IntervalRow]] = {}
        for r in self.leaf(term.also):
            others.setdefault(_other(r, term.also_side), []).append(r)
        held = [r for rs in others.values() for r in rs if r.end != r.start]  # spans, open or closed
        if held and not isinstance(term.facts, Facts):  # "Which Real Madrid players won the Ballon d'Or in 2008?"
            raise NoAnswer(
                f"{term.also} holds over spans ({held[0].render()}) and the clause says a time: whether those asked"
                " held it then or at any time is not said"
            )
        kept = [r for r in rows if _other(r, term.side) in others]
        if held and all(r.end == r.start for r in kept):  # "Which Real Madrid players won the Ballon d'Or?"
            _then_alike(term, kept, others)
        elif kept and all(r.end == r.start for r in kept):  # "How many Team Sky riders finished the 2015 Tour?"
            self._recorded_then(term, kept, others)
        said = {_other(r, term.side) for r in kept}
        self.seen += [r for name in said for r in others[name] if r not in self.seen]
        return kept

    def _recorded_then(self, term: Also, kept: list[IntervalRow], others: dict[str, list[IntervalRow]]) -> None:
        """Dated facts beside the second relation's dated records ("How many Team Sky riders finished the 2015
        Tour?", rodeFor written once a year): an entity the graph records in that relation in the year of its fact
        (Castroviejo rode for Movistar in 2015) is one of those asked then only where the record then is the one
        said; one with no record then (a birth) is by any time. Answered where both name the same, else no answer
        naming each (`_then_alike`)."""
        graph, relation = term.also.graph, term.also.relation
        if graph is None or relation is None:
            return

        def then(r: IntervalRow) -> bool:
            entity = _other(r, term.side)
            records = [
                f for f in self._of(graph, entity) if f.relation == relation and _other(f, term.also_side) == entity
            ]
            held = [f for f in records if f.start_year <= r.start_year <= (f.end_year or f.start_year)]
            return not held or any(f in others.get(entity, []) for f in held)

        _ever_or_then(term, kept, then, "in the year of")

    def _within(self, term: Within, aspect: str | None) -> list[IntervalRow]:
        """The facts in the years of a time; of the whole time of a state ("How many Defence Secretaries served under
        X?"), those that share more than a day with it (`interval_loop._while`, as the plans' own loop reads
        "while"), one an open end or a coarse date leaves undecided no answer."""
        time = term.time
        if isinstance(time, Period) and _short(time):  # "in April 2010": its years would say far more
            return _in_days(self.facts(term.facts, aspect), time, term.aspect or aspect)
        if not isinstance(time, TimeOf) or not time.during:
            y0, y1 = self.years(time)
            rows = self.facts(term.facts, aspect)
            sides = [(name, r.start) for r in rows for name in (r.head, r.tail)]
            if why := edition_across((date(y0, 1, 1), date(y1 + 1, 1, 1)), sides):  # "the 1975 Australian Open"
                raise NoAnswer(why)
            return one_occasion([r for r in rows if _in_years(r, y0, y1, term.aspect or aspect)], rows, (y0, y1))
        kept, undecided = _while(self.facts(term.facts, aspect), _spell_said(self._held(time), time))
        if undecided:
            raise NoAnswer(f"the graph cannot decide whether {undecided[0].render()} held during {time.facts}")
        return kept

    def _day_said(self, time: Any, years: tuple[int, int]) -> date | None:
        """The day of a reference event the graph knows to the day (its first, last or one day, in the year read),
        so that facts of its own year fall before or after it by the day; None: by the year alone."""
        if not isinstance(time, TimeOf) or time.during or time.which not in ("first", "last", "said"):
            return None
        ends = time.end == "end"
        said = {(r.end, r.end_precision) if ends else (r.start, r.start_precision) for r in self._held(time)}
        if any(text is None or precision != "day" for text, precision in said):
            return None
        days = sorted(date.fromisoformat(text) for text, _ in said if text is not None)
        if time.which == "said" and len(days) > 1:
            return None
        day = days[-1] if time.which == "last" else days[0]
        return day if years == (day.year, day.year) else None

    def _ref_ids(self, time: Any) -> set[str]:
        while not isinstance(time, TimeOf):
            if not hasattr(time, "time"):
                return set()
            time = time.time
        return {r.id for r in self.facts(time.facts, None)}

    # -- times -----------------------------------------------------------------------------------------------
    def years(self, time: Any) -> tuple[int, int]:
        """The years [first, last] a time term stands for."""
        if isinstance(time, TimeOf):
            year = self.year_of(time)
            return year, year
        if isinstance(time, PeriodOf):
            if time.unit != "year":
                raise NoAnswer(f"the {time.unit} of a fact true over an interval is not read (only its year)")
            return self.years(time.time)
        if isinstance(time, Shift):
            if time.unit != "year":
                raise NoAnswer(
                    f"{time.n} {time.unit}(s) off a fact true over an interval is not read (only years off it)"
                )
            a, b = self.years(time.time)
            if time.n > 0 and (over := self._over_in(time.time)) is not None:  # after a span: after its end
                a = b = over
            return a + time.n, b + time.n
        if isinstance(time, Span) and time.unit == "year":
            a, _ = self.years(time.time)
            if time.start > 0 and (over := self._over_in(time.time)) is not None:  # "two years after": after its end
                a = over
            return a + time.start, a + time.end
        if isinstance(time, Period):
            return time.start.year, (time.end.year - 1 if time.end.month == 1 and time.end.day == 1 else time.end.year)
        raise NoAnswer(f"{time} is not read over facts true over intervals")

    def _over_in(self, time: Any) -> int | None:
        """The year a fact's own time (no start or end said) is over in, where years after it are counted: "the year
        after Charles Laughton won" of his Best Actor of 1932–1933 is 1934, never 1933, inside his own; None for
        another time. Of a state held longer ("two years after Scalia", a justice 1986-2016), after it began or after
        it was over is not said: no answer."""
        inner = time.time if isinstance(time, PeriodOf) else time
        if not isinstance(inner, TimeOf) or inner.end is not None or inner.during:
            return None
        rows = self._held(inner)
        if any(r.end_year is None or r.end_year - r.start_year > 1 for r in rows):  # "two years after Scalia"
            raise NoAnswer(
                f"{rows[0].render()} held over years: years after it began, or after it was over, is not said"
            )
        return self.year_of(inner.model_copy(update={"end": "end"}))

    def _held(self, time: TimeOf) -> list[IntervalRow]:
        """The facts a time term is read from, kept as evidence; none: no answer."""
        rows = self.facts(time.facts, None)
        self.seen += [r for r in rows if r not in self.seen]
        if not rows:
            raise self._none_of(time.facts)
        return rows

    def year_of(self, time: TimeOf) -> int:
        if time.during:
            raise NoAnswer(f"{time} is no one year: the whole time of a state is read by the plans' own loop")
        rows = self._held(time)
        ends = time.end == "end"
        years = sorted({y for r in rows if (y := r.end_year if ends else r.start_year) is not None})
        if not years:
            raise NoAnswer(f"the graph does not say when {time.facts} ended")
        if time.which == "first":
            return years[0]
        if time.which == "last":
            return years[-1]
        if time.which == "nth":
            n = time.n or 1
            if len(years) < n:
                raise NoAnswer(f"{time.facts} holds in {len(years)} year(s), not {n}")
            return years[n - 1]
        if len(years) > 1:
            raise NoAnswer(f"the graph holds {time.facts} with different years ({', '.join(map(str, years))})")
        return years[0]

    def day_of(self, time: TimeOf) -> date:
        """The one day a time term stands for, where the graph knows it to the day; else no answer."""
        if time.during:
            raise NoAnswer(f"{time} is no one day: the whole time of a state is read by the plans' own loop")
        rows = self._held(time)
        ends = time.end == "end"
        said = {(r.end, r.end_precision) if ends else (r.start, r.start_precision) for r in rows}
        if len(said) > 1 and time.which in ("first", "last") and all(t and p == "day" for t, p in said):
            said = {sorted(said)[0 if time.which == "first" else -1]}  # "Sally Ride first went to space": her first day
        if len(said) != 1 or time.which not in ("said", "first", "last"):
            raise NoAnswer(f"the graph holds {time.facts} {len(said)} times: which day is asked?")
        (text, precision), *_ = said
        if text is None or precision != "day":
            raise NoAnswer(f"the graph gives the day of {time.facts} only as {text or 'unknown'}")
        return date.fromisoformat(text)

    # -- what is asked ---------------------------------------------------------------------------------------
    def _asked(self, q: Query) -> Answered:
        term = q.term
        if isinstance(term, Between | Count):
            return self._between(term) if isinstance(term, Between) else self._count(q, term)
        rows = self._happened(q, self.facts(term, q.aspect))
        if isinstance(term, Nth | Rank) and isinstance(term.facts, Among) and _chosen(term, term.facts):
            return _more_of(term, term.facts, rows) if isinstance(term, Rank) else _first_of(term, term.facts, rows)
        if not rows and isinstance(term, Nth | Rank) and (said := self._held_otherwise(term.facts)) is not None:
            raise said  # "Which Secretary of State had the shortest tenure?" read with the post as the head: said so
        if isinstance(term, Rank):
            try:
                return _ranked(term, rows)
            except NoAnswer:  # "Which country has finished last the most times?" of acts tied: the kind is the
                one_of_kind(kind_asked(q), sorted({_other(r, term.side) for r in rows}))  # first thing untrue
                raise
        if isinstance(term, Nth):
            return _nth_asked(q, term, rows)
        if not rows:
            raise self._none_of(term)
        return _listed(q, rows)

    def _none_of(self, term: Any) -> NoAnswer:
        """No fact of a term, never said as if the graph lacked one it holds (`_held_otherwise`)."""
        return self._held_otherwise(term) or NoAnswer(f"the graph holds no fact of {term}")

    def _held_otherwise(self, term: Any) -> NoAnswer | None:
        """No fact of a term, said with what the graph holds: of a pattern naming one entity that holds none in the
        role read, the other role ("How many different acts has Ireland sent to Eurovision?" read with Ireland as
        what was hosted), else the entity's other relations, as the plans' own loop says them; None where neither."""
        why = f"the graph holds no fact of {term}"
        for f in leaves(term):
            named = [(e, s) for e, s in ((f.head, "head"), (f.tail, "tail")) if e is not None]
            if len(named) != 1 or f.graph is None or f.relation is None or self.leaf(f):
                continue
            entity, side = named[0]
            other = other_side(side)
            if flipped := self.leaf(Facts(**{other: entity}, relation=f.relation, graph=f.graph)):
                return NoAnswer(
                    f"{why}; it holds {entity} as the {other} of {f.relation}: {flipped[0].render()} (the question"
                    f" was read with {entity} as the {side})"
                )
            if held := sorted({r.relation for r in self._read.get((f.graph, entity), [])}):
                return NoAnswer(f"{why}; it holds {entity}'s {', '.join(held)}")
        return None

    def _happened(self, q: Query, rows: list[IntervalRow]) -> list[IntervalRow]:
        """The facts that have happened by today (`not_yet.happened`); those left out are noted, and where none is
        left, the answer says they are scheduled."""
        rows, ahead = happened(q, rows)
        if ahead and not rows:
            raise NoAnswer(f"not yet: {not_yet_said(ahead)}")
        self.ahead = ahead
        return rows

    def _count(self, q: Query, term: Count) -> Answered:
        rows = self._happened(q, self.facts(term.facts, q.aspect))
        if term.what == "days":
            raise NoAnswer("the days of facts true over intervals are not counted")
        if not rows:  # no reading, no answer: a count of none is said by the facts it would count
            raise self._none_of(term.facts)
        if term.what == "occurrences" and (spans := [r for r in rows if not _one_day(r)]):
            raise NoAnswer(f"{spans[0].render()} is no one day's: its occurrences (games, ...) are not its facts")
        if term.what in ("facts", "occurrences"):  # "How many spacewalks did X do?": each fact once, as "times"
            return self._facts_counted(term, rows)
        names = list(dict.fromkeys(_other(r, term.side) for r in rows))
        of_kind(kind_counted(term), names)  # "How many different countries ...", of no entity named
        one_of_kind(side_kind(term), names)  # ... and of one named: no person among them
        if (body := a_body_said(names, q.question)) is not None:  # "How many people won ...": the EU is no person
            raise NoAnswer(f"persons are asked, and the graph does not say who is one: {body} is no person")
        facts = facts_counted(_beginnings(rows))  # a holding the graph splits is one: it goes on
        if facts != len(names) and not term.different and self._occasions(term, names, rows):
            return [str(facts)], f"{facts} fact(s), each an occasion of its own: {rows[0].render()} ...", rows
        if facts != len(names) and not term.different and self._one_won_again(term, names, rows):
            return (
                [str(facts)],
                f"{facts} fact(s) of the one {names[0]}, each of one year: {rows[0].render()} ...",
                rows,
            )
        if facts != len(names) and not term.different:  # "How many clubs did X play for?": spells or clubs?
            raise either_counted(names, facts)
        return editions_counted(term, names, rows)  # "how many different tournaments": never editions of one

    def _facts_counted(self, term: Count, rows: list[IntervalRow]) -> Answered:
        """Each fact once; facts of one day by sides that met that day, once (`occasions.shared_occasions`); never
        spans of an occasion held again and again (`occasions.spans_of_an_occasion`)."""
        leaf = next((f for f in leaves(term.facts) if f.graph), None)
        graph = leaf.graph if leaf is not None else None
        shared = shared_occasions(self.client, graph, rows) if graph else None
        several = shared is None and not term.each_one  # "How many jury votes did X get?": each fact one vote
        if leaf is not None and graph is not None:
            named = leaf.head if leaf.tail is None else leaf.tail if leaf.head is None else None
            times_told(rows, lambda entity: self._of(graph, entity), named, several)
        elif several:
            several_at_once(rows)
        facts = facts_counted(rows)
        if shared is None:
            return [str(facts)], f"{facts} fact(s): {rows[0].render()} ...", rows
        folded, merged = shared
        n = facts - folded
        return (
            [str(n)],
            f"{n} occasion(s), the facts of sides that met that day one ({merged}): {rows[0].render()} ...",
            rows,
        )

    def _one_won_again(self, term: Count, names: list[str], rows: list[IntervalRow]) -> bool:
        """ "How many world championships did Vettel win?", "How many Oscars did Walter Brennan win?": one entity
        counted, won again and again, each fact within one year, the entity the relation's tail about once a year
        and never its head (a title, an award; `held_once_a_year`): 'different' would say one, which no plural asks,
        so the times are counted. A club ("How many clubs did X play for?", two spells at one) is asked either
        way, as before."""
        counted = _tail_counted(term)
        if len(names) != 1 or counted is None or any(r.end_year is None or r.end_year != r.start_year for r in rows):
            return False
        graph, relation = counted
        said = f"{names[0]} as held once a year of {relation} in {graph}"
        held = lambda: [n for n in names if held_once_a_year(self.client, graph, relation, n)]  # noqa: E731
        return bool(retrieval("held_once_a_year", said, held))

    def _occasions(self, term: Count, names: list[str], rows: list[IntervalRow]) -> bool:
        """Whether each fact counted is an occasion of its own ("How many races did X win?": the Daytona 500 of 1998
        and of 2005 are two races): every fact one time's (its start its end, as written), and every entity counted
        the relation's tail at most once a year and never its head (a race is won once a year and never wins; a
        country is visited many times a year; a team beaten wins too; a club or an office is held over spans)."""
        counted = _tail_counted(term)
        if counted is None or any(r.end != r.start for r in rows):
            return False
        graph, relation = counted
        held = Counter(_other(r, "tail") for r in rows)
        again = [name for name in names if held[name] > 1]  # held once, it counts one either way
        said = f"{len(again)} names as occasions of {relation} in {graph}"
        found = retrieval("occasions_among", said, lambda: occasions_among(self.client, graph, relation, again))
        return set(found) == set(again)

    def _between(self, term: Between) -> Answered:
        if not isinstance(term.first, TimeOf) or not isinstance(term.second, TimeOf):
            raise NoAnswer("the time between two facts true over intervals is asked of two facts")
        if term.two and (n := facts_counted(self.facts(term.first.facts, None))) != 2:
            raise NoAnswer(f"the graph holds {n} fact(s) of {term.first.facts}, not the two said")
        if term.elapsed:  # "how old was X when he died": by the two days
            d, e = self.day_of(term.first), self.day_of(term.second)
            n = whole_units(d, e, term.unit)
            if n < 0:
                raise NoAnswer(f"the second ({e}) came before the first ({d})")
            return [str(n)], f"{n} whole {term.unit}(s), from {d} to {e}", []
        if term.unit != "year":  # days, weeks, months: by the two days, where the graph knows each to the day
            d, e = self.day_of(term.first), self.day_of(term.second)
            diff = calendar_units(d, e, term.unit)
            if term.after and diff < 0:
                raise NoAnswer(f"the second ({e}) came before the first ({d})")
            return [str(abs(diff))], f"{abs(diff)} {term.unit}(s), from {d} to {e}", []
        a, b = self.year_of(term.first), self.year_of(term.second)
        if term.after and b < a:
            raise NoAnswer(f"the second ({b}) came before the first ({a})")
        self._years_alike(term, abs(b - a))
        return [str(abs(b - a))], f"{abs(b - a)} year(s), from {a} to {b}", []

    def _years_alike(self, term: Between, years: int) -> None:
        """ "How many years passed between X joining A and joining B?": of two days the graph knows, the calendar
        years between them (1961 to 1967: 6) and the whole years (1961-10-23 to 1967-08-30: 5) may differ, and
        writers count either way, as of a state's length (`interval_loop`): a refusal saying both."""
        if not isinstance(term.first, TimeOf) or not isinstance(term.second, TimeOf):
            return
        try:
            d, e = self.day_of(term.first), self.day_of(term.second)
        except NoAnswer:
            return
        years_alike(d, e, years)


def _then_alike(term: Also, kept: list[IntervalRow], others: dict[str, list[IntervalRow]]) -> None:
    """Instants of those asked beside spans that say who they are ("Which Real Madrid players won the Ballon d'Or?"):
    those who held the span at any time, or only at the instant (Ronaldo won it in 2008, at Manchester United, and
    played for Real Madrid from 2009): answered where both name the same, else no answer naming each (an open span
    is held on to this day)."""

    def then(r: IntervalRow) -> bool:
        spans = others[_other(r, term.side)]
        return any(
            k.start_year <= r.start_year <= (k.end_year if k.end_year is not None else r.start_year) for k in spans
        )

    _ever_or_then(term, kept, then, "at the time of")


def _ever_or_then(term: Also, kept: list[IntervalRow], then: Callable[[IntervalRow], bool], when: str) -> None:
    """Those asked who hold the second fact at any time, against those who hold it then (`then`): the same, or no
    answer naming each."""
    ever = list(dict.fromkeys(_other(r, term.side) for r in kept))
    at_the_time = list(dict.fromkeys(_other(r, term.side) for r in kept if then(r)))
    if at_the_time != ever:
        raise NoAnswer(
            f"those of {term.also} at any time ({', '.join(ever[:5])}) or {when} {term.facts}"
            f" ({', '.join(at_the_time[:5]) or 'none'}): which is asked?"
        )


def _chosen(term: Nth | Rank, among: Among) -> bool:
    """A choice between those named ("Who was born first, A or B?"): ordered or ranked on the side they are named
    on; not the facts of any of a name's family ranked by their other side (`understanding.name_family`)."""
    return among.side == (term.distinct if isinstance(term, Nth) else term.side)


def _listed(q: Query, rows: list[IntervalRow]) -> Answered:
    if not rows:
        raise NoAnswer(f"the graph holds no fact of {q.term}")
    if q.asks == "entity" and q.side is not None:
        if isinstance(q.term, Before):  # before a time, the nearest first, as the plans' own loop lists them
            rows = sorted(rows, key=lambda r: _first(r.start), reverse=True)
        else:
            rows = sorted(rows, key=lambda r: r.start_year)
        names = list(dict.fromkeys(_other(r, q.side) for r in rows))
        series_and_variant(list(dict.fromkeys(_other(r, other_side(q.side)) for r in rows)))
        return names, f"{len(names)} answer(s): {'; '.join(r.render() for r in rows[:5])}", rows
    if q.asks == "yes_no":
        return ["yes"], f"yes: {rows[0].render()}", rows[:1]
    raise NoAnswer(f"{q.asks} is not asked of {q.term.op} over facts true over intervals")


def _one_day(r: IntervalRow) -> bool:
    """A fact of one day, known to the day: one occurrence (a game, a draw), never a state's span."""
    return r.start_precision == "day" and r.end == r.start


def _in_years(r: IntervalRow, y0: int, y1: int, aspect: str | None) -> bool:
    if aspect == "start":
        return y0 <= r.start_year <= y1
    if aspect == "end":
        return r.end_year is not None and y0 <= r.end_year <= y1
    if r.kind != "state":
        return y0 <= r.start_year <= y1
    if r.start_year > y1:
        return False
    if r.end_year is None:
        raise NoAnswer(f"{r.render()}: an open end that started by {y1} may still hold (unknown)")
    return r.end_year >= y0


def _named_on_its_side(r: IntervalRow, entity: str, side: str) -> IntervalRow:
    """A fact of a symmetric relation ("isMarriedTo") with the entity named on the side the term names it: the
    graph keeps one row of the pair, so "Who was married to George Brent the longest?" had ranked Brent himself (a
    reviewer's find)."""
    if not r.symmetric or (r.head if side == "head" else r.tail) == entity or entity not in (r.head, r.tail):
        return r
    return swapped(r)


def _both_ways(rows: list[IntervalRow]) -> list[IntervalRow]:
    """Every fact, and each fact of a symmetric relation from its other side too: "Who married in 1990?" asks of
    both partners (the graph keeps one row of the pair), each with its start, in the order of the starts."""
    turned = [swapped(r) for r in rows if r.symmetric]
    if not turned:
        return rows
    return sorted([*rows, *turned], key=lambda r: _first(r.start))  # stable: each turned one after its own starts


def _short(p: Period) -> bool:
    """A period that is not whole years ("on 25 December 1968", "in May 1995")."""
    return any((d.month, d.day) != (1, 1) for d in (p.start, p.end))


def _may_meet(r: IntervalRow, lo: str, hi: str) -> bool:
    """Whether a fact's days, at any day its precision allows, may meet [lo, hi] (ISO days): from the first day its
    start may be to the last its end (or, open, any later day) may be."""
    if r.start_year < 1 or (r.end_year is not None and r.end_year < 1):
        return True  # BC: left to the checks as before
    begins = "{:04d}-{:02d}-{:02d}".format(*_first(r.start))
    ends = "{:04d}-{:02d}-{:02d}".format(*_last(r.end)) if r.end is not None else "9999-12-31"
    return begins <= hi and ends >= lo


def _in_days(rows: list[IntervalRow], period: Period, aspect: str | None) -> list[IntervalRow]:
    """The facts in a period shorter than its years ("on 25 December 1968", "in May 1995"), by their days: a state
    true on a day of it, an event or a start (an end, where said) on one; a fact the graph dates coarser than a day,
    or a state with an open end begun by its last day, is no answer (its years would say more than the question)."""
    lo, hi = period.start.isoformat(), date.fromordinal(period.end.toordinal() - 1).isoformat()
    kept = []
    for r in rows:
        if not _may_meet(r, lo, hi):  # "born on July 3, 1962": a birth of "1636-01" is none, however coarse
            continue
        if r.start_precision != "day" or (r.end is not None and r.end_precision != "day"):
            raise NoAnswer(f"{r.render()}: the graph dates it coarser than the {period.unit} asked")
        said = r.end if aspect == "end" else r.start
        if aspect is not None or r.kind != "state":
            if said is not None and lo <= said <= hi:
                kept.append(r)
            continue
        if r.start > hi:
            continue
        if r.end is None:
            raise NoAnswer(f"{r.render()}: an open end that started by {hi} may still hold (unknown)")
        if r.end >= lo:
            kept.append(r)
    return kept


def _ranked(term: Rank, rows: list[IntervalRow]) -> Answered:
    """The side held longest (shortest) or by the most (fewest) facts; never of a period, nor how long during the
    whole time of another state (the whole spell, or only its part then?)."""
    if term.period is not None:
        raise NoAnswer("facts true over intervals are ranked by a side, not by the periods they fall in")
    if term.by == "duration" and isinstance(term.facts, Within) and getattr(term.facts.time, "during", False):
        raise NoAnswer("the longest during another state may count the whole spell or only its part then")
    spells = term.by == "facts" and any(_years_long(r) for r in rows) and not all(r.symmetric for r in rows)
    if term.by == "facts_or_duration" or spells:  # "most often" of spells of years: each many times, or one?
        return _most_either_way(term, rows)
    return _longest(term, rows) if term.by == "duration" else _most_facts(term, rows)


def _years_long(r: IntervalRow) -> bool:
    """A fact held over years (more than a season across two: the 1927/28 Oscars are one), or with an open end: many
    occasions of it, or one ("Which circuit hosted the Spanish Grand Prix most often?": Barcelona's one fact is
    thirty-five Grands Prix; a marriage, a symmetric relation's, is one each, as counted)."""
    return r.end_year is None or r.end_year > r.start_year + 1


def _most_either_way(term: Rank, rows: list[IntervalRow]) -> Answered:
    """ "Which city has hosted the contest the most?": 'most' of facts true over intervals may count them or say how
    long they held. Of facts of one year each, both rank alike; else the side both put first, or no answer naming
    each ranking's."""
    names, said, evidence = _most_facts(term, rows)
    if all(r.end_year == r.start_year for r in rows):
        return names, f"{said}; each fact of one year, how many and how long rank alike", evidence
    if all(an_occasion(r) for r in rows):  # "Who refereed the most Tests?": how long is no measure of a match
        return names, f"{said}; each fact an occasion of a few days, counted", evidence
    try:
        longest, held, _ = _ranked(term.model_copy(update={"by": "duration"}), rows)
    except NoAnswer as unknown:
        raise NoAnswer(f"'most' may count the facts ({said}) or say how long they held: {unknown}") from None
    if longest != names:
        raise NoAnswer(f"'most' may count the facts ({said}) or say how long they held ({held}): which is asked?")
    return names, f"{said}; how long they held ranks it first too ({held})", evidence


def _most_facts(term: Rank, rows: list[IntervalRow]) -> Answered:
    """ "Which team won the most constructors' titles?": the side that holds the most (fewest) facts; a tie is none."""
    if not rows:
        raise NoAnswer(f"the graph holds no fact of {term.facts}")
    if _unnamed(term.facts) and all(r.symmetric for r in rows):
        return _most_partners(term, rows)
    held = Counter(_other(r, term.side) for r in rows)
    winner, best, said = _top(held, term.order, "with {} fact(s) each")
    return [winner], f"{winner}: {best} fact(s) ({said})", [r for r in rows if _other(r, term.side) == winner]


def _most_partners(term: Rank, rows: list[IntervalRow]) -> Answered:
    """ "Who married the most times?" of a symmetric relation's every fact: each one on either side, counted by the
    different others it holds the relation with (a marriage the graph writes once each way, or only one way, is one
    marriage); a tie is none."""
    held = Counter(a for a, _ in {(r.head, r.tail) for r in _both_ways(rows)})
    winner, best, said = _top(held, term.order, "with {} different other(s) each")
    return [winner], f"{winner}: {best} different other(s) ({said})", [r for r in rows if winner in (r.head, r.tail)]


def _longest(term: Rank, rows: list[IntervalRow]) -> Answered:
    if term.by != "duration":
        raise NoAnswer("facts true over intervals are ranked by how long they held")
    if not rows:
        raise NoAnswer(f"the graph holds no fact of {term.facts}")
    if open_ := [r for r in rows if r.end_year is None]:
        return _longest_despite_open(term, rows, open_)
    if all(an_occasion(r) for r in rows):  # "Who commentated for the UK the longest?": 31 one-night finals
        raise NoAnswer(
            f"each fact is an occasion of a few days ({rows[0].render()}): how long they held is no measure of them;"
            " say how many times, or from when to when"
        )
    if all(r.start_precision == "day" and r.end_precision == "day" for r in rows):
        return _longest_by_day(term, rows)
    held = _held_by_each(term, rows, lambda r: (r.end_year or r.start_year) - r.start_year)
    winner, best, said = _top(held, term.order, "held {} year(s) each")
    years = _held_by_each(term, rows, lambda r: (r.end_year or r.start_year) - r.start_year + 1)
    try:  # "1965-1969" is 4 to 5 seasons: Rigney 1965-1969, Mauch 1981-1982 and 1985-1987 tie at 5
        touched, _, by_years = _top(years, term.order, "held in {} year(s) each")
    except NoAnswer as tie:
        touched, by_years = "", str(tie)
    if touched != winner:
        raise NoAnswer(
            f"known to the year, {winner} ranks first by end year less start year ({said}), but not by the years"
            f" each held in ({by_years}): which held longer is unsure"
        )
    return [winner], f"{winner}: {best} year(s), end year less start year ({said})", rows


def _held_by_each(term: Rank, rows: list[IntervalRow], measure: Callable[[IntervalRow], int]) -> dict[str, int]:
    """How long each holder held, its spells summed. Where one spell is said ("the longest tenure") and the one
    longest (shortest) spell is another holder's than the sum ranks first (two spells of one ambassador), no answer
    naming both."""
    spells: dict[str, list[int]] = {}
    for r in rows:
        spells.setdefault(_other(r, term.side), []).append(measure(r))
    held = {name: sum(each) for name, each in spells.items()}
    if term.one_spell:
        one = {name: (max if term.order == "most" else min)(each) for name, each in spells.items()}
        summed, alone = _top(held, term.order, "{}")[0], _top(one, term.order, "{}")[0]
        if summed != alone:
            raise NoAnswer(
                f"{summed} held it the {'longest' if term.order == 'most' else 'shortest'} in all, {alone} in one"
                " spell: say which"
            )
    return held


def _longest_despite_open(term: Rank, rows: list[IntervalRow], open_: list[IntervalRow]) -> Answered:
    """ "Who was Home Secretary for the longest time?" with the holder now in office (an open end): held at most until
    today, so where the closed spells' longest holder held longer than any holder of an open spell could have by
    today, that holder; of the shortest, the holder shortest with each open spell held until today (the least it has
    held), where that holder has no open spell and none closed began in or after an open one's year (that one had
    ended by then, when is unknown: a review's find) ("Who was Chancellor for the shortest time?" with Rachel Reeves
    in office: Kwasi Kwarteng; a reviewer's find); else no answer (how long an open spell held is unknown)."""
    unknown = NoAnswer(f"{open_[0].render()} has an open end: how long it held is unknown")
    closed = [r for r in rows if r.end_year is not None]
    if not closed:
        raise unknown
    today = clock.reference_date()
    by_day = all(r.start_precision == "day" and r.end_precision == "day" for r in closed)
    ends = [
        r.model_copy(update={"end": today.isoformat(), "end_precision": "day", "end_year": today.year}) for r in open_
    ]
    if by_day and any(r.start_precision != "day" for r in open_):
        raise unknown
    try:  # each open spell as if it held until today: the most (least) it has
        bounded = _longest(term, closed + ends)
    except NoAnswer as spells:  # one spell said: an open one may be the longest, or not
        raise unknown if term.one_spell else spells from None
    if term.order != "most":
        if set(bounded[0]) & {_other(r, term.side) for r in open_}:
            raise unknown
        if any(c.start_year >= o.start_year for o in open_ for c in closed):  # one begun after: it had ended then
            raise unknown
        return bounded[0], f"{bounded[1]}; each open spell held until today at least, {open_[0].render()}", bounded[2]
    winner, answered, kept = _longest(term, closed)
    if bounded[0] != winner:
        raise unknown
    return winner, f"{answered}; held until today at most, {open_[0].render()} is shorter", kept


def _longest_by_day(term: Rank, rows: list[IntervalRow]) -> Answered:
    """Of spans all known to the day, the side held longest (shortest) by its days, each spell's last day less its
    first: by the years alone Price's 1913-10-11 to 1921-12-28 (3,000 days) is 8 years and South's 1921-12-28 to
    1930-01-05 (2,930 days) 9 (a reviewer's find: "Who was the longest serving US minister to Panama?")."""
    held = _held_by_each(
        term, rows, lambda r: (date.fromisoformat(r.end or r.start) - date.fromisoformat(r.start)).days
    )
    winner, best, said = _top(held, term.order, "held {} day(s) each")
    return [winner], f"{winner}: {best} day(s), end day less start day ({said})", rows


def _beside_days(
    term: Before | After | Since | Until, rows: list[IntervalRow], period: Period, aspect: str | None
) -> list[IntervalRow]:
    """The facts on the term's side of a period shorter than its years ("after April 2024", "before 2002-01-05"), by
    the day each begins (its end, where asked): its years would keep the rest of April's year, or leave out its first
    days. A fact of the period's years the graph dates coarser than a day is no answer; a state held since the period
    began (`Since`, no start asked) is kept while its end is not before it (an open end: no answer)."""
    first, end = period.start, period.end  # [first, end)
    kept = []
    for r in rows:
        said = r.end if aspect == "end" else r.start
        if said is None:
            raise NoAnswer(f"{r.render()}: the graph does not say when it ended")
        precision = r.end_precision if aspect == "end" else r.start_precision
        year = int(said[:4])
        if precision != "day" and first.year <= year <= end.year:
            raise NoAnswer(f"{r.render()}: the graph dates it coarser than the {period.unit} said")
        day = date.fromisoformat(said) if precision == "day" else date(year, 1, 1) if year > end.year else date.min
        if isinstance(term, Before):
            on = day < first
        elif isinstance(term, After):
            on = day >= end
        elif isinstance(term, Until):
            on = day < end
        else:
            on = day >= first or (aspect is None and r.kind == "state" and _held_at(r, first))
        if on:
            kept.append(r)
    return kept


def _held_at(r: IntervalRow, first: date) -> bool:
    """A state begun before a day and still held on it (an open end: unknown, no answer). An end the graph dates to
    its year (or month) only is held on the day where that year (month) begins on or after it, not where it is over
    before it; where the day falls inside it, it is not known: no answer, never left out."""
    if r.end is None:
        raise NoAnswer(f"{r.render()}: an open end begun before {first} may still hold (unknown)")
    if r.end_precision == "day":
        return date.fromisoformat(r.end) >= first
    year = r.end_year or 0
    month = int(r.end[5:7]) if r.end_precision == "month" else None
    earliest = date(year, month or 1, 1)  # the first and the last day the end may be
    latest = date(year + (month or 12) // 12, (month or 12) % 12 + 1, 1) - timedelta(days=1)
    if earliest < first <= latest:
        raise NoAnswer(f"{r.render()}: the graph dates its end coarser than the day, so whether it held on {first}")
    return earliest >= first


def _on_its_side(
    term: Before | After | Since | Until, r: IntervalRow, years: tuple[int, int], day: date | None
) -> bool:
    """Whether a fact begins on the term's side of its time: by the year; in the reference's own year, by the day
    where the graph knows both to the day (with the reference's day known, a fact of its year known only to its year
    or month is no answer: `facts` refuses); by the year alone, a fact of the reference's year is neither before nor
    after it, and is since it and until it."""
    if day is not None and r.start_year == day.year and r.start_precision == "day":
        began = date.fromisoformat(r.start)
        if isinstance(term, Until):
            return began <= day
        return began < day if isinstance(term, Before) else began > day if isinstance(term, After) else began >= day
    if isinstance(term, Before):
        return r.start_year < years[0]
    if isinstance(term, Until):
        if years[0] <= r.start_year <= years[1] and isinstance(term.time, TimeOf):
            raise NoAnswer(
                f"the graph dates {term.time} only to its year: cannot tell whether {r.render()} came by then"
            )
        return r.start_year <= years[1]
    return r.start_year > years[1] if isinstance(term, After) else r.start_year >= years[0]


def _held_since(r: IntervalRow, years: tuple[int, int], day: date | None) -> bool:
    """A state begun before a "since" time and still held at it ("How many parties have been in government since
    2000?": one in government from 1999 to 2003 is one): its end on or after the time (by the day, where the graph
    knows both to the day); an open end is unknown, not "still true", so no answer."""
    if r.kind != "state":
        return False
    if r.end is None:
        raise NoAnswer(f"{r.render()}: an open end begun before {day or years[0]} may hold since (unknown)")
    if day is not None and r.end_precision == "day" and r.end_year == day.year:
        return date.fromisoformat(r.end) >= day
    return r.end_year is not None and r.end_year >= years[0]


def _top(held: dict[str, int], order: str, each: str) -> tuple[str, int, str]:
    """The one side that holds the most (`order` "least": the fewest), its measure and the first five said; a tie at
    the top is no answer (`each`: how the tied measure is said)."""
    ranked = sorted(held.items(), key=lambda kv: (-kv[1] if order == "most" else kv[1], kv[0]))
    if ranked and all(n == 0 for _, n in ranked):  # none holds any: no tie to speak of
        raise NoAnswer(f"the graph holds no fact of {', '.join(name for name, _ in ranked[:4])} as read")
    best = ranked[0][1]
    tied = [name for name, n in ranked if n == best]
    if len(tied) > 1:
        raise NoAnswer(f"a tie: {some_of(tied, 4)} {each.format(best)}")
    return tied[0], best, ", ".join(f"{name} {n}" for name, n in ranked[:5])


def _more_of(term: Rank, among: Among, rows: list[IntervalRow]) -> Answered:
    """ "Who made more spacewalks, A or B?": the named entity holding more (fewer) facts, each counted once as
    "how many times" counts it (`facts_counted`); a tie is no answer."""
    if term.by != "facts":
        raise NoAnswer(f"the named entities are compared by how many facts each holds, not by {term.by}")
    held = {name: [r for r in rows if _other(r, among.side) == name] for name in among.names}
    counts = {name: facts_counted(mine) for name, mine in held.items()}
    winner, best, said = _top(counts, term.order, "with {} fact(s) each")
    if among.either_count:  # "more clubs": the different others must rank the two alike
        other = other_side(among.side)
        different = {name: len({_other(r, other) for r in mine}) for name, mine in held.items()}
        try:
            alike, _, by_others = _top(different, term.order, "with {} different each")
        except NoAnswer as tie:
            alike, by_others = "", str(tie)
        if alike != winner:
            raise NoAnswer(f"by facts {said}; by different {other}s {by_others}: which is counted?")
    return [winner], f"{winner}: {best} fact(s) ({said})", held[winner]


def _first_of(term: Nth, among: Among, rows: list[IntervalRow]) -> Answered:
    """ "Who was born first, A or B?": the named entity whose first fact began first (last, `from_end`: whose last
    began last), by its day where the graph knows both to the day, else by its year; one with no fact, or a tie, is
    no answer."""
    if term.n != 1:
        raise NoAnswer(f"the {term.n}th of {len(among.names)} named is not asked")
    begun: dict[str, list[IntervalRow]] = {name: [] for name in among.names}
    for r in rows:
        begun[_other(r, among.side)].append(r)
    if missing := [name for name, held in begun.items() if not held]:
        raise NoAnswer(f"the graph holds no fact of {among.facts} with {missing[0]} on its {among.side}")
    days = all(r.start_precision == "day" for r in rows)
    pick = max if term.from_end else min
    when: dict[str, str | int] = {
        name: pick(r.start if days else r.start_year for r in held) for name, held in begun.items()
    }
    order = sorted(when.items(), key=lambda kv: kv[1], reverse=term.from_end)
    if order[0][1] == order[1][1]:
        raise NoAnswer(f"{order[0][0]} and {order[1][0]} both began on {order[0][1]}: neither came first")
    said = ", ".join(f"{name} {at}" for name, at in order)
    return [order[0][0]], f"by {'day' if days else 'year'}: {said}", begun[order[0][0]]


def _tail_counted(term: Count) -> tuple[str, str] | None:
    """The graph and relation of a count of the tails of one relation's facts; None of a count of any other term."""
    facts = [f for f in leaves(term.facts) if f.graph and f.relation]
    if len(facts) != 1 or term.side != "tail":
        return None
    return facts[0].graph or "", facts[0].relation or ""


def _spell_said(rows: list[IntervalRow], time: TimeOf) -> list[IntervalRow]:
    """Of a state's facts, the spell said ("while it was powered by Honda the first time": 1988-1992 only): the first
    (last) to start, the n-th of the days they start, or every one."""
    if time.which in ("first", "last"):
        return _extreme(rows, time.which)
    if time.which != "nth":
        return rows
    starts = sorted({_first(r.start) for r in rows})
    n = time.n or 1
    if len(starts) < n:
        raise NoAnswer(f"{time.facts} began {len(starts)} time(s), not {n}")
    return [r for r in rows if _first(r.start) == starts[n - 1]]
