"""Questions about facts true over intervals (YAGO11k, anyone's "X held Y from A to B"), answered from the graph.

The plan is the event parser's (`EventPlan` with its `dataset`): the anchor's facts of the relation are read in
one retrieval (`graph.retrieval.entity_intervals`, a symmetric relation from both sides), then kept by the plan:
- true in a period (a state: its interval meets the period, ends inclusive, at the precision the graph has; an
  open end is unknown, never "still true": such a fact leaves the answer undecided), happened in a period (an
  event or an instant: its start, or a closed event's end, lies in it);
- before / after a period or a reference fact (by start), first / last by start;
- what is asked: the other side, the start or end (`aspect`) at its precision or as the year asked, the years it
  held (end year less start year), yes / no.
Facts that disagree (a marriage stored both ways with other dates) are all answers, each with its fact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Literal

from chronorag.algebra.terms import other_side
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import (
    IntervalRow,
    entity_intervals,
    last_meeting,
    runs_to_now,
    silent_between,
    written_by_occasions,
    written_by_seasons,
)
from chronorag.plans import EventPlan, EventRef
from chronorag.rag.core.event_shell import Run
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.kg_irag.answer_kinds import one_of_kind
from chronorag.rag.kg_irag.interval_final import at_the_final
from chronorag.rag.kg_irag.not_yet import not_yet, not_yet_said, said_of_now, scheduled
from chronorag.rag.kg_irag.occasions import one_occasion, times_told
from chronorag.rag.kg_irag.placed import placed
from chronorag.rag.kg_irag.series import edition_across, editions, named_for_another_year, series_parts, year_apart
from chronorag.rag.kg_irag.team_kinds import teams_said
from chronorag.rag.kg_irag.term_answers import NoAnswer, either_counted, whole_units
from chronorag.rag.kg_irag.turns import handed_over_early, nearest_by_years, taken_over_inside
from chronorag.temporal import clock
from chronorag.temporal.partial_dates import parse_partial_date
from chronorag.understanding.constructions.body_asked import BODY_NOUNS, said_as_a_person
from chronorag.understanding.constructions.occupation_asked import fact_says
from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import BODY_WORDS
from chronorag.understanding.name_table import PERSON_KEYS, a_body_said, name_table, says_a_body
from chronorag.understanding.words import is_english_word, key

Day = tuple[int, int, int]
LIMIT = 20_000


def _first(text: str) -> Day:
    when = parse_partial_date(text)
    assert when is not None, text
    return when.first()


def _last(text: str) -> Day:
    when = parse_partial_date(text)
    assert when is not None, text
    return when.last()


def _day(d: date) -> Day:
    return d.year, d.month, d.day


THEIRS_SAID = 3  # the other entity's facts a "no" names
MOST_EDITIONS = 4  # the editions of a series said as the anchor read in the period asked
LISTED = ("entity", "count")  # answers that list (count) every fact kept: one undecided beside them is no answer


class IntervalAnswers:
    """The answers to one interval plan, from its anchor's facts (each entity's read once)."""

    def __init__(self, client: GraphClient) -> None:
        self.client = client
        self._read: dict[str, list[IntervalRow]] = {}

    def by_seasons(self, q: EventPlan) -> bool:
        """A duration asked of a relation written by seasons, both ends counted (`written_by_seasons`)."""
        return (
            q.answer_type == "duration"
            and not q.in_days
            and self._relation_is(q, "written by seasons", written_by_seasons)
        )

    def by_occasions(self, q: EventPlan) -> bool:
        """Days asked of a relation of occasions, a few days each (`written_by_occasions`: Test matches)."""
        return q.answer_type == "duration" and q.in_days and self._relation_is(q, "occasions", written_by_occasions)

    def to_now(self, q: EventPlan) -> bool:
        """The graph's facts of the plan's relation run to recent years (`runs_to_now`): it tells what holds today."""
        return self._relation_is(q, "run to now", runs_to_now)

    def _relation_is(self, q: EventPlan, what: str, shape: Callable[[GraphClient, str, str], bool]) -> bool:
        """What the graph's facts of the plan's relation say of its shape (one read, counted as a retrieval)."""
        if not q.dataset or not q.relation:
            return False
        fetch = lambda: [shape(self.client, q.dataset or "", q.relation or "")]  # noqa: E731
        return retrieval(shape.__name__, f"{q.relation} as {what} in {q.dataset}", fetch)[0]

    def _each_shown(self, q: EventPlan, answers: list[str]) -> None:
        """Each answer holds a fact saying the person's field or position asked (`EventPlan.answer_holds`: "Which
        physicist died in Zurich in 1958?": Pauli won the Nobel Prize in Physics), and is the doer of a relation the
        kind asked names (`EventPlan.answer_does`: "Which manager won the AL MVP in 1991?": Ripken managed none), and is
        no person where a body's noun is asked (`EventPlan.answer_no_person`: "Which studio won Best Picture in
        2019?": Bong Joon Ho); else `NoAnswer` naming it."""
        for noun in q.answer_holds if q.answer_type == "entity" else []:
            for answer in answers:
                rows = self._facts_of(q, answer)
                if not any(fact_says(noun, r.relation, r.other_than(answer)) for r in rows):
                    raise NoAnswer(f"'{noun}' asked: the graph holds no fact saying {answer} is one")
        for answer in answers if q.answer_does and q.answer_type == "entity" else []:
            if not any(r.relation in q.answer_does and r.head == answer for r in self._facts_of(q, answer)):
                doer = ", ".join(q.answer_does)
                raise NoAnswer(f"the doer of {doer} asked: the graph holds no such fact of {answer}")
        bodies = [*q.answer_no_person, *([q.answer_kind] if key(q.answer_kind or "") in BODY_NOUNS else [])]
        persons = [a for a in answers if said_as_a_person(a)] if bodies and q.answer_type == "entity" else []
        if persons:  # "Which organisation won the peace prize in 1979?": never Mother Teresa
            raise NoAnswer(f"{bodies[0]!r} asked: {persons[0]} is by its name a person, no {bodies[0]}")
        if q.answer_type == "entity" and (body := a_body_said(answers, q.question)):  # "Which people won ...?"
            raise NoAnswer(f"persons are asked: {body} is by its name no person")

    def _runs(self, q: EventPlan, rows: list[IntervalRow]) -> list[IntervalRow]:
        """The facts as the runs a start or end asked reads: a start asked, or who came next, a term going on no new
        start; an end asked, a term that another only goes on from no end; one spell over a season's break."""
        ref = q.constraint.reference
        if q.aspect in ("start", "end"):
            rows = self._across_breaks(q, rows)  # "When did Hamilton join Ferrari?": one spell over 2025's break
        if q.aspect == "start" or (ref is not None and ref.aspect == "end"):
            return _beginnings(rows, seasons=True, others=self._turns_between(q, rows))
        if q.aspect == "end":
            return _endings(rows, seasons=True, others=self._turns_between(q, rows))
        return rows

    def _turns_between(self, q: EventPlan, rows: list[IntervalRow]) -> list[IntervalRow]:
        """Where one fact goes on from another of the same sides, the other holders' facts of that relation and other
        side, read only then: a turn of theirs between the two parts them ("When did Suella Braverman become Home
        Secretary?": twice, Grant Shapps's six days between)."""
        held = {(a.relation, a.tail) for a in rows for b in rows if _goes_on(a, b) and a.head == q.anchor}
        return [r for rel, tail in sorted(held) for r in self.facts(q, tail, rel, "tail", None) if r.head != q.anchor]

    def _across_breaks(self, q: EventPlan, rows: list[IntervalRow]) -> list[IntervalRow]:
        """A holding the graph splits at a break between two years ("Lewis Hamilton droveFor Ferrari 2025-03-16 -
        2025-12-07" and "2026-03-08 - ?": the season's break) is one spell: two facts of the same sides known to the
        day, the second starting in the year after the first ended, at most `BREAK_DAYS` later, where no fact of the
        relation starts or ends between them (the graph says nothing happened of it then); merged into one."""
        out = list(rows)
        for a in rows:
            for b in rows:
                if not _over_a_break(a, b) or a not in out or b not in out:
                    continue
                said = f"{a.relation} between {a.end} and {b.start} in {q.dataset}"
                fetch = lambda: [silent_between(self.client, q.dataset or "", a.relation, a.end or "", b.start)]  # noqa: E731,B023
                if retrieval("relation_between", said, fetch)[0]:
                    merged = a.model_copy(
                        update={"end": b.end, "end_precision": b.end_precision, "end_year": b.end_year}
                    )
                    out[out.index(a)] = merged
                    out.remove(b)
        return out

    def _facts_of(self, q: EventPlan, entity: str) -> list[IntervalRow]:
        """Every fact of the entity, read once per question."""
        assert q.dataset is not None
        if entity not in self._read:
            self._read[entity] = retrieval(
                "entity_intervals",
                f"{entity} in {q.dataset}",
                lambda: entity_intervals(self.client, q.dataset or "", entity, LIMIT),
            )
        return self._read[entity]

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        """The entity's facts of the relation with the entity on `side` (a symmetric relation: either side)."""
        rows = self._facts_of(q, entity)
        of_series = self.editions(q, other, relation) if other is not None else {}
        out = []
        for row in rows:
            if row.relation != relation:
                continue
            # "drew with": of either side alike; the plan's `both_ways` is its own relation's, never a reference
            # event's of another ("after Argentina beat Cameroon" is no Cameroon win)
            r = turned(row, entity, side) if q.both_ways and relation == q.relation else row
            mine = r.head if side == "head" or r.symmetric else r.tail
            theirs = r.tail if mine == r.head else r.head
            if mine == entity and (other is None or theirs == other or of_series.get(theirs) == r.start):
                out.append(r)
        return out

    def _last_meeting(self, q: EventPlan) -> tuple[str | None, set[str], int]:
        """The last day of the plan's year two sides of its relation met, and those sides (`at_the_final`)."""
        dataset, first, next_ = q.dataset, q.constraint.start, q.constraint.end
        assert dataset is not None and first is not None and next_ is not None
        return retrieval(
            "last_meeting",
            f"{q.relation} in {first.year} in {dataset}",
            lambda: last_meeting(self.client, dataset, q.relation, first, next_),
        )

    def editions(self, q: EventPlan, entity: str, relation: str) -> dict[str, str]:
        """A series' editions -> each one's day, where the entity is one said for any of them (`series`); else {}."""
        self.facts(q, entity, relation, "head", None)  # its facts read
        found = editions(self._read.get(entity, []), entity, relation)
        return found if found and relation in series_parts(self.client, q.dataset or "", entity) else {}

    def solve(self, q: EventPlan, run: Run) -> tuple[list[str], str, list[IntervalRow]]:
        """The answers, why, and the facts they stand on (none, with the reason, where the plan has no answer)."""
        try:
            return self._relations_asked(q) if not q.relation else self._solve(q, run)
        except NoAnswer as exc:
            return [], str(exc), []

    def _relations_asked(self, q: EventPlan) -> tuple[list[str], str, list[IntervalRow]]:
        """ "What did Neil Armstrong do on Apollo 11?": of two named with no time said, the relations of every fact
        between them, most facts first. "What did Peggy Whitson do on 2 September 2017?": what was done in a time,
        of any relation, is not read (a spell that takes in the day is no doing of it): refused, naming the
        relations held."""
        facts = self._facts_of(q, q.anchor)
        if q.other is None or q.constraint.kind != "none":
            held = ", ".join(sorted({r.relation for r in facts}))
            raise NoAnswer(
                f"what was done in a time, of any relation, is not read of facts true over intervals ({held})"
            )
        rows = [r for r in facts if {r.head, r.tail} == {q.anchor, q.other}]
        if not rows:
            raise NoAnswer(f"the graph holds no fact between {q.anchor} and {q.other}")
        counts = Counter(r.relation for r in rows)
        ranked = sorted(counts, key=lambda rel: (-counts[rel], rel))
        said = "; ".join(r.render() for r in rows[:5])
        return ranked, f"the relations the graph holds between {q.anchor} and {q.other}, most facts first: {said}", rows

    def _solve(self, q: EventPlan, run: Run, series: bool = True) -> tuple[list[str], str, list[IntervalRow]]:
        side = "head" if q.position == "head" else "tail"
        q, said = self._of_series(q)
        rows = _other_of_kind(q, _any_other(q, side, self.facts(q, q.anchor, q.relation, side, q.other)), side)
        rows, teams = teams_said(q, rows, other_side(side))  # "Which club did X play for?": no national team
        run.step("intervals", {"anchor": q.anchor, "relation": q.relation, "other": q.other}, _lines(rows), len(rows))
        searched = f"{q.anchor} {q.relation} {q.other or ' / '.join(q.other_any)}".strip()
        searched += f" (its other side said to be of kind {q.other_kind!r})" if q.other_kind else ""  # never "none"
        rows, searched = self._placed(q, rows, searched)
        rows, ahead = not_yet(q, rows)
        said_of_now(q, rows, lambda: self.to_now(q))
        if not rows and series and (its := self._editions_asked(q)):
            return self._of_editions(q, its, run)
        if not rows:
            return self._nothing_held(q, side, searched, ahead)
        rows = self._runs(q, rows)
        kept, undecided, reference = self._kept(q, rows)
        self._only_scheduled(q, kept, ahead)
        final = ""
        if q.final:  # "Who did Italy beat in the 2006 final?": the last meeting of any kind
            kept, final = at_the_final(q, self._read[q.anchor], lambda: self._last_meeting(q))
        elif q.extremum:  # "Who left Arsenal most recently?": by the ends the graph holds
            kept = _extreme(kept, q.extremum, by_end=q.aspect == "end")
            _one_first(q, kept)
            _one_in_its_place(q, kept)
            kept = _turn_taken_inside(q, rows, reference, kept)
            _right_before_or_after(q, kept, reference)
        if not kept or (undecided and q.answer_type in LISTED and not q.extremum):  # a list, one left out: wrong
            if not kept and not undecided and (otherwise := self._said_otherwise(q, side)):
                return [], otherwise, []
            return _none_kept(q, searched, rows, undecided, reference)
        if (
            q.constraint.reference is not None
            and q.constraint.kind == "before"
            and q.answer_type == "entity"
            and not q.extremum
        ):
            kept = kept[::-1]  # "Which party was X in before Y?": the one just before Y first, as "after Y" lists
        if q.answer_type == "count":
            self._times_told(q, kept)
        self._kept_as_said(q, kept)
        answers, why = _asked(q, kept, self.by_seasons(q), self.by_occasions(q))
        if not answers:
            return [], why, reference
        self._each_shown(q, answers)
        one_of_kind(q.answer_kind if q.answer_type == "entity" else None, answers)
        _one_left(q, answers)
        why += f" ({final})" if final else ""
        why += scheduled(kept) if q.answer_type == "time" else f" ({not_yet_said(ahead)})" if ahead else ""
        return answers, why + said + teams, kept + reference

    def _kept_as_said(self, q: EventPlan, kept: list[IntervalRow]) -> None:
        """ "When did X stop being Culture Secretary?": no answer where the holding went on under a new name; "Did a
        person win the peace prize in 2012?": none where persons are said and a fact's other side is a body; "When did
        X win the Australian Open?": none where an edition of the series said is named for another year than its
        facts begin in."""
        if q.answer_type == "time" and q.aspect == "end":
            held = [r for f in kept for r in self.facts(q, f.head, f.relation, "head", None)]
            renamed_on(held, kept, frozenset(q.other_any))
        its = self.editions(q, q.other, q.relation) if q.answer_type == "time" and q.other is not None else {}
        if why := named_for_another_year([(c, r.start) for r in kept if (c := r.other_than(q.anchor)) in its]):
            raise NoAnswer(why)
        if q.answer_type == "yes_no" and (body := a_body_said([r.other_than(q.anchor) for r in kept], q.question)):
            raise NoAnswer(f"persons are said: {body} is by its name no person")

    def _times_told(self, q: EventPlan, kept: list[IntervalRow]) -> None:
        """Raise `NoAnswer` where the facts counted are no count of times."""
        times_told(kept, lambda entity: self._facts_of(q, entity), q.anchor)

    def _editions_asked(self, q: EventPlan) -> list[str]:
        """A series said as the anchor, holding no fact of the relation itself: its editions of the period asked
        ("What surface was the Australian Open played on in 1985?": the 1985 men's and women's draws), at most
        `MOST_EDITIONS`; none where no period is said or the answer would not be theirs alike (a count, a time)."""
        c = q.constraint
        if q.answer_type not in ("entity", "yes_no") or c.kind != "in" or c.reference is not None:
            return []
        if c.start is None or c.end is None:
            return []
        start, end = c.start.isoformat(), c.end.isoformat()
        found = self.editions(q, q.anchor, q.relation)
        if why := year_apart(found, c.start, c.end):
            raise NoAnswer(why)
        inside = sorted(e for e, day in found.items() if start <= day < end)
        return inside if len(inside) <= MOST_EDITIONS else []

    def _of_editions(self, q: EventPlan, its: list[str], run: Run) -> tuple[list[str], str, list[IntervalRow]]:
        """The question asked of each edition: the answers of all of them (a yes / no only where they agree), said
        so; none where an edition has none."""
        answers: list[str] = []
        whys, evidence = [], []
        for edition in its:
            got, why, facts = self._solve(q.model_copy(update={"anchor": edition}), run, series=False)
            if not got:
                return [], f"{q.anchor} read as its editions {', '.join(its)}: {why}", []
            answers += [a for a in got if a not in answers]
            whys.append(why)
            evidence += facts
        if q.answer_type == "yes_no" and len(answers) > 1:
            return [], f"{q.anchor}'s editions {', '.join(its)} answer differently: {'; '.join(whys)}", []
        return answers, f"{'; '.join(whys)} (read {q.anchor} as its editions {', '.join(its)})", evidence

    def _nothing_held(
        self, q: EventPlan, side: str, searched: str, ahead: list[IntervalRow]
    ) -> tuple[list[str], str, list[IntervalRow]]:
        """No fact of the plan held by today: scheduled only ("Has Python 3.12 reached end of life?": no, not yet);
        a yes / no of the anchor's other facts, no; else why none is held."""
        if ahead:
            return (["no"] if q.answer_type == "yes_no" else []), f"not yet: {not_yet_said(ahead)}", []
        if q.answer_type == "yes_no" and self.facts(q, q.anchor, q.relation, side, None):
            if q.other is not None and not self._there(q, q.other, other_side(side)):
                return [], _never_there(q, side), []
            if otherwise := self._said_otherwise(q, side):
                return [], otherwise, []
            return ["no"], f"no: the graph holds {q.anchor}'s {q.relation} facts, none of {searched}", []
        if q.answer_type == "yes_no" and (theirs := self._theirs_held(q, side)):
            said = "; ".join(r.render() for r in theirs[:THEIRS_SAID])
            return ["no"], f"no: the graph holds {q.other}'s {q.relation} facts, none with {q.anchor}: {said}", theirs
        return [], self._none_held(q, side, searched), []

    def _said_otherwise(self, q: EventPlan, side: str) -> str:
        """ "Did the 2019 Tour de France finish in Paris?": before a yes / no's "no", the anchor's facts of the
        relation in the time asked whose other side's name says every word of the entity asked but a body's, one of
        the two names holding a name's own word, no English word (finishedIn Paris Champs-Élysées; "Team Sky" rodeFor
        SKY PROCYCLING; never Best Supporting Actor for "Best Actor", nor the Nobel Prize in Physics for the one in
        Chemistry): the graph may say the same place otherwise, so no "no"; the reason naming the fact ("" where
        none)."""
        if q.answer_type != "yes_no" or q.other is None:
            return ""
        words = {w for w in words_key(q.other) if len(w) > 1} - BODY_WORDS  # "F.C.": letters, no name's own words
        asked_own = not all(map(is_english_word, words))  # "Best Picture": no name's own word
        kept, _, _ = self._kept(q, self.facts(q, q.anchor, q.relation, side, None))
        for r in kept:
            theirs = r.tail if side == "head" else r.head
            held = set(words_key(theirs))
            if theirs != q.other and words and words <= held and (asked_own or _owns_a_word(held - words)):
                return f"the graph holds {r.render()}: {theirs} may be {q.other} said otherwise, so no 'no'"
        return ""

    def _theirs_held(self, q: EventPlan, side: str) -> list[IntervalRow]:
        """The facts of the relation the yes / no's other entity holds with others in the time asked (any time, where
        none is said): "Did the Vancouver Canucks win the Stanley Cup in 2011?" no, the graph holds who won it then
        (Boston Bruins), as "no" of the anchor's own facts with others; none where the time is a reference event's or
        a fact is undecided in it (the graph may not hold that time)."""
        c = q.constraint
        if q.other is None or c.reference is not None or c.kind not in ("none", "in"):
            return []
        kept, undecided, _ = self._kept(q, self.facts(q, q.other, q.relation, other_side(side), None))
        return [] if undecided else kept

    def _of_series(self, q: EventPlan) -> tuple[EventPlan, str]:
        """The plan, and where its other side is a series said for any of its editions, a note saying so ("" where
        not); a time asked of one is said as its year: an edition's day is the occasion's (its first), not the
        event's."""
        if q.other is None or not self.editions(q, q.other, q.relation):
            return q, ""
        said = f" (read {q.other} as any of its editions)"
        if q.answer_type == "time" and q.granularity == "day":
            return q.model_copy(update={"granularity": "year"}), said
        return q, said

    def _there(self, q: EventPlan, other: str, side: str) -> bool:
        """Whether the other entity is ever on its side of the relation, itself or as a series' editions."""
        return bool(self.facts(q, other, q.relation, side, None) or self.editions(q, other, q.relation))

    def _placed(self, q: EventPlan, rows: list[IntervalRow], searched: str) -> tuple[list[IntervalRow], str]:
        """ "Did Reagan appoint Kennedy to the Supreme Court?": the instants that began a spell of the place said
        (`placed`), and what was searched, said so."""
        if q.alongside is None or not rows:
            return rows, searched
        rows = placed(rows, q.alongside, lambda e, rel, s: self.facts(q, e, rel, s, None))
        return rows, f"{searched}, on the day a {q.alongside.relation} spell with {q.alongside.entity} began"

    def _none_held(self, q: EventPlan, side: str, searched: str) -> str:
        """Why no fact answers, never saying the graph lacks one it holds: the anchor on the other side of the
        relation, or in other relations, is said."""
        other = other_side(side)
        if flipped := self.facts(q, q.anchor, q.relation, other, None):
            return (
                f"the graph holds no fact with {q.anchor} as the {side} of {q.relation}; it holds {q.anchor} as its "
                f"{other}: {flipped[0].render()} (the question was read with {q.anchor} as the {side})"
            )
        held = sorted({r.relation for r in self._read.get(q.anchor, [])})
        if held:
            return f"the graph holds no fact of {searched}; it holds {q.anchor}'s {', '.join(held)}"
        return f"the graph holds no fact of {searched}"

    def _only_scheduled(self, q: EventPlan, kept: list[IntervalRow], ahead: list[IntervalRow]) -> None:
        """ "Which Python release reached end of life in 2028?": none has by today, and those of the period asked
        are scheduled: said so (not yet), never that the graph holds none."""
        if not kept and ahead and (then := self._kept(q, self._runs(q, ahead))[0]):
            raise NoAnswer(f"not yet: {not_yet_said(then)}")

    def _held_to_today(
        self, q: EventPlan, kept: list[IntervalRow], undecided: list[IntervalRow], period: tuple[Day, Day]
    ) -> tuple[list[IntervalRow], list[IntervalRow]]:
        """ "Who was Prime Minister in 2025?" of a spell begun in 2024 with an open end: where the relation's facts
        run to now (a record kept up to date, `to_now`), an open end is a holding today, as a question said in the
        present reads it (`said_of_now`), so the spell held every day from its start to today, the period asked
        among them (begun by today, and the spell within `OPEN_HELD_YEARS` of it: older open ends may be a record's
        gaps). Else undecided, as before."""
        today = clock.reference_date()
        open_now = [
            r for r in undecided if r.kind == "state" and r.end is None and today.year - r.start_year <= OPEN_HELD_YEARS
        ]
        if not open_now or date(*period[0]) > today or not self.to_now(q):
            return kept, undecided
        note = (
            f"read the open end of {open_now[0].render()} as held to today ({today}): {q.relation}'s facts run to"
            " recent years"
        )
        if note not in q.notes:  # a plan solved again (an edition's copy shares its notes): said once
            q.notes.append(note)
        return kept + open_now, [r for r in undecided if r not in open_now]

    def _kept(
        self, q: EventPlan, rows: list[IntervalRow]
    ) -> tuple[list[IntervalRow], list[IntervalRow], list[IntervalRow]]:
        """The facts the plan's time constraint keeps, those it cannot decide, and the reference fact."""
        c = q.constraint
        if c.reference is not None:
            return self._by_reference(q, rows)
        if c.kind == "none" or c.start is None or c.end is None:
            return rows, [], []
        period = _day(c.start), _day(date.fromordinal(c.end.toordinal() - 1))
        if why := edition_across((c.start, c.end), [(r.other_than(q.anchor), r.start) for r in rows]):
            raise NoAnswer(why)
        if c.kind == "in" and q.season_years:
            return (*_in_season(q, rows, c.start.year), [])
        if c.kind == "in":
            kept, undecided = _in_or_said(q, rows, period)
            kept, undecided = self._held_to_today(q, kept, undecided, period)
            return one_occasion(kept, rows, (period[0][0], period[1][0])), undecided, []
        if (by_its := _by_its_aspect(q.aspect, rows, c.kind, period)) is not None:
            return (*by_its, [])
        return (*_ordered(rows, c.kind, period), [])

    def _by_reference(
        self, q: EventPlan, rows: list[IntervalRow]
    ) -> tuple[list[IntervalRow], list[IntervalRow], list[IntervalRow]]:
        """The facts true in the reference fact's year (of its end, where its phrase says the end: "when she left
        the Senate"), or before / after its start; where the question says the end of one of them (a successor: the
        next to start when or after the reference ended; a predecessor: the last to end when or before it began),
        by those days, the reference's own side left out."""
        c = q.constraint
        assert c.reference is not None
        ref = c.reference
        if ref.during:  # "while it was powered by Honda the first time": of that spell only
            held = self.facts(q, ref.head, ref.relation, "head", ref.tail)
            held = _extreme(held, ref.extremum) if ref.extremum else held
            return (*_while(rows, held, q.aspect), held)
        every = _of_its_period(self.facts(q, ref.head, ref.relation, "head", ref.tail), ref)
        # "Who was Argentina's manager when Maradona scored?": at which of the times? (a run of terms one going on
        # from another, "when he joined the House", is one time: where the run began, or ended)
        seasons = ref.aspect is not None  # "when he joined Y": a run of seasons at Y is one joining
        runs = _endings(every, seasons) if ref.aspect == "end" else _beginnings(every, seasons)
        times = sorted({(f.end or "?") if ref.aspect == "end" else f.start for f in runs})
        if c.kind in ("in", "until") and ref.extremum is None and len(times) > 1:
            said = ", ".join(times[:4]) + (" ..." if len(times) > 4 else "")
            raise NoAnswer(f"the 'when' clause holds {len(times)} times ({said}): say which (the first, the last)")
        _which_of_them(q, ref, times, _turns(rows, every))
        # a start or an end said: of the runs ("after X left Y": when his run there ended, not his first season's end)
        facts = _extreme(runs if seasons else every, ref.extremum or "first")
        if not facts:
            return [], [], []
        if ref.aspect == "end" and any(f.end is None for f in facts):
            return [], [f for f in facts if f.end is None], facts  # when it ended is not known
        said = max((f.end or "" for f in facts), key=_last) if ref.aspect == "end" else facts[0].start
        at = _last(said) if ref.aspect == "end" else _first(said)
        if c.kind == "in":  # the reference's year may meet two occasions written over two years
            # "Who won the Copley Medal the same year as Max Planck?": a doer asked, the reference's own doer's facts
            # are never the answer ("Which club did X play for the year he left Y?" may be Y: it asks no doer), unless
            # the reference is another doing of them ("Who were McLaren's drivers the year Hamilton left?": he was one)
            doer = q.position == "tail" and ref.head != q.anchor and ref.tail == q.anchor and ref.aspect == q.aspect
            own = {f.id for f in facts} if doer else set()
            if q.answer_type == "yes_no" and q.other is not None:  # "Was X driving a Chevrolet when ...?": of all
                side = "head" if q.position == "head" else "tail"  # his makes then, was it the one that held?
                every_other = self.facts(q, q.anchor, q.relation, side, None)
                _in_its_time(q, [r for r in every_other if r.id not in own], facts, said, at[0])
            kept, undecided = _in_its_time(q, [r for r in rows if r.id not in own], facts, said, at[0])
            return one_occasion(kept, rows, (at[0], at[0])), undecided, facts
        if ref.aspect == "end" or q.aspect == "end":
            spell = ref.extremum is not None  # "after leaving Ferrari the first time": that spell, not all of them
            return _in_turn(rows, facts, c.kind, (_first(said), _last(said)), q.aspect == "end", spell)
        span = (at, _last(said)) if c.kind == "until" else (at, at)  # until: any day the reference's date may be
        if _one_of_its_own(q, ref):  # "Which team did X play for after India?": never India again
            rows = [r for r in rows if r.tail != ref.tail]
        _side_by_side(q, ref, rows, facts)
        return (*_ordered(rows, c.kind, span, strictly=True), facts)


def _which_of_them(q: EventPlan, ref: EventRef, times: list[str], turns: int) -> None:
    """Raise `NoAnswer` where the reference is the question's own event of another side, held at several times, and
    the question says not which: "Who won X right after Walt Disney?" (after his first, he won it again himself;
    after his last?), "Who won Best Actor after Daniel Day-Lewis?" (three wins: the next holder after which turn?).
    "Who drove for X after Y left?" asks no next one: after the first run he left, as before."""
    kind = q.constraint.kind
    said = ", ".join(times[:4])
    if (
        ref.extremum is None
        and ref.aspect is None
        and kind in ("after", "before")
        and turns > 1
        and _one_of_its_own(q, ref, kind)
    ):
        raise NoAnswer(f"{q.anchor} {q.relation} {ref.tail} in {turns} spells, others between ({said}): {kind} which?")
    if ref.extremum is not None or max(len(times), turns) < 2 or not _the_same_event(q, ref):
        return
    if kind == "after" and ref.aspect is None and len(times) > 1:
        raise NoAnswer(f"{ref.head} holds {len(times)} of these ({said}): after which of them?")
    nearest = q.extremum == {"after": "first", "before": "last"}.get(kind)  # the next (previous) holder asked
    # two terms a few days apart are one run of seasons, but another's term between makes them two turns (Suella
    # Braverman's, Grant Shapps's six days between: before which?)
    if kind in ("after", "before") and ref.aspect is not None and nearest and turns > 1:
        raise NoAnswer(f"{ref.head} holds {turns} turns of these, others' between ({said}): {kind} which?")


def _owns_a_word(words: set[str]) -> bool:
    """Whether the words a held name adds are a name's own, none English ("procycling"; not "original screenplay")."""
    said = [w for w in words if len(w) > 1]
    return bool(said) and not any(map(is_english_word, said))


def _turns(rows: list[IntervalRow], held: list[IntervalRow]) -> int:
    """How many turns the holder's facts make among every holder's, in time: a run of its facts with no other
    holder's between is one (Häkkinen's titles of 1998 and 1999), however far apart their days."""
    mine = {r.id for r in held}
    order = sorted({r.id: r for r in [*rows, *held]}.values(), key=lambda r: (_first(r.start), r.id))
    return sum(1 for k, r in enumerate(order) if r.id in mine and (k == 0 or order[k - 1].id not in mine))


def _any_other(q: EventPlan, side: str, rows: list[IntervalRow]) -> list[IntervalRow]:
    """The facts whose other side is one of those the plan allows ("How many Nobel Prizes did X win?"), all where it
    names none."""
    if not q.other_any:
        return rows
    return [r for r in rows if (r.tail if side == "head" else r.head) in q.other_any]


def _of_its_period(rows: list[IntervalRow], ref: EventRef) -> list[IntervalRow]:
    """The reference's facts of the period its clause says, all where it says none: an event that happened in it
    ("after England won at the Oval in 2023"), a state that held in it ("after Joe Torre did in 2007": his spell of
    1996-2007); one the graph dates too loosely to tell ("2019" of "in May 2019") refuses."""
    if ref.period is None:
        return rows
    lo, hi = _day(ref.period.start), _day(ref.period.end - timedelta(days=1))

    def surely(r: IntervalRow) -> bool:
        if r.kind != "state":  # an event, dated by its start
            return lo <= _first(r.start) and _last(r.start) <= hi
        return _last(r.start) <= hi and (r.end is None or lo <= _first(r.end))

    def maybe(r: IntervalRow) -> bool:
        ends = r.start if r.kind != "state" else r.end
        return _first(r.start) <= hi and (ends is None or lo <= _last(ends))

    inside = [r for r in rows if surely(r)]
    loose = [r for r in rows if r not in inside and maybe(r)]
    if loose:
        raise NoAnswer(f"the graph dates {loose[0].render()} too loosely to tell whether it was {ref.period}")
    return inside


def _side_by_side(q: EventPlan, ref: EventRef, rows: list[IntervalRow], facts: list[IntervalRow]) -> None:
    """ "Who held the Home Office after Jacqui Smith?": the reference is another holder of the very thing asked (not
    held in turn, `succession.role_in_turn`), and others held it beside her, begun while she held it (before: held
    when she began): after she began or after she left is not said, so no answer, saying how to ask either."""
    same = (ref.relation, ref.tail, ref.aspect, q.aspect) == (q.relation, q.anchor, None, None)
    kind = q.constraint.kind
    if not same or q.position != "tail" or kind not in ("after", "before") or not facts:
        return
    own = {f.head for f in facts}
    begun, ended = _first(facts[0].start), max((_last(f.end) for f in facts if f.end), default=None)
    if ended is None:
        return
    if kind == "after":
        beside = [r for r in rows if r.head not in own and begun < _first(r.start) < ended]
    else:
        beside = [r for r in rows if r.head not in own and _first(r.start) < begun and r.end and _last(r.end) > begun]
    if beside:
        raise NoAnswer(
            f"{len(beside)} held {q.anchor} beside {ref.head} ({beside[0].render()}): '{kind} {ref.head}' may mean"
            f" {kind} {ref.head} began or {kind} {ref.head} left: say which"
        )
    if q.extremum is None and (two := _held_at_once(rows)) is not None:  # "Who held the Treasury before Osborne?"
        raise NoAnswer(
            f"{q.anchor} is held by several at once ({two[0].render()}; {two[1].render()}): '{kind} {ref.head}' names"
            f" no one holder {kind} {ref.head}"
        )


def _held_at_once(rows: list[IntervalRow]) -> tuple[IntervalRow, IntervalRow] | None:
    """Two facts of different holders that surely share more than `HANDOVER_SLACK` days, however their coarse dates
    fall (a department's ministers; never two award years written "1927-1928", "1928-1929"), None where the holders
    come one at a time."""
    closed = sorted((r for r in rows if r.end is not None), key=lambda r: _first(r.start))
    longest: IntervalRow | None = None  # of those begun so far, the one that ends last
    for b in closed:
        if longest is not None and longest.head != b.head:
            shared = (date(*_first(longest.end or "")) - date(*_last(b.start))).days
            if shared > HANDOVER_SLACK:
                return longest, b
        if longest is None or _last(b.end or "") > _last(longest.end or ""):
            longest = b
    return None


def _one_of_its_own(q: EventPlan, ref: EventRef, kind: str = "after") -> bool:
    """ "Which team did Kyle Busch drive for after Joe Gibbs Racing?": the reference is one of the anchor's own
    facts of the relation asked, said by its other side alone: what came after it is never it again (his later
    seasons there), though a spell begun while it went on (a loan) may be."""
    return (
        q.constraint.kind == kind
        and ref.aspect is None
        and ref.extremum is None
        and q.position == "head"
        and (ref.head, ref.relation) == (q.anchor, q.relation)
    )


def _the_same_event(q: EventPlan, ref: EventRef) -> bool:
    """The reference is the question's own event of another side ("Who won X after Y?": Y won X)."""
    return ref.relation == q.relation and q.position == "tail" and ref.tail == q.anchor


GOES_ON = 31  # days: a fact of the same sides that starts at most this long after one ended goes on with it


def _beginnings(
    rows: list[IntervalRow], seasons: bool = False, others: Sequence[IntervalRow] = ()
) -> list[IntervalRow]:
    """The facts less those that only go on with an earlier one of the same sides (a graph may split a holding
    where its end became unknown: "2019-01-03 - 2025-01-03" and "2025-01-03 - ?"): where a run of them began.
    `seasons`: the question says a start or an end ("When did X join Y?"), so facts written by the year that follow
    one another year after year (a driver's seasons at a team) are one run too (`_season_after`). Another's turn
    between the two parts them (Suella Braverman's two terms, Grant Shapps's six days between: she replaced him), of
    the rows or of `others`' facts."""
    every = [*rows, *others]
    return [
        r for r in rows if not any(_goes_on(before, r, seasons) and not _parted(before, r, every) for before in rows)
    ]


def _endings(rows: list[IntervalRow], seasons: bool = False, others: Sequence[IntervalRow] = ()) -> list[IntervalRow]:
    """The facts less those a later one of the same sides only goes on from: where a run of them ended (its last
    fact's end, open where the graph does not know it: "Until when was X speaker?" of "2023 - 2025-01-03" and
    "2025-01-03 - ?" is not known); `seasons` as for `_beginnings` ("When did X leave Y?": after his last season)."""
    every = [*rows, *others]
    return [r for r in rows if not any(_goes_on(r, after, seasons) and not _parted(r, after, every) for after in rows)]


def _run_from(first: IntervalRow, rows: list[IntervalRow]) -> IntervalRow:
    """The last fact of the run that `first` begins (itself where nothing goes on from it)."""
    last, seen = first, {first.id}
    while (after := next((r for r in rows if r.id not in seen and _goes_on(last, r)), None)) is not None:
        last = after
        seen.add(after.id)
    return last


BREAK_DAYS = 183  # days: the longest break between two years' seasons that leaves one spell going on


def _over_a_break(a: IntervalRow, b: IntervalRow) -> bool:
    """`b` of the same sides starts in the year after `a` ended, within `BREAK_DAYS`, both days known."""
    if (a.head, a.relation, a.tail) != (b.head, b.relation, b.tail) or a.id == b.id or a.end is None:
        return False
    if a.end_precision != "day" or b.start_precision != "day" or b.start_year != (a.end_year or 0) + 1:
        return False
    return 0 < _days_after(a, b) <= BREAK_DAYS


def _parted(before: IntervalRow, after: IntervalRow, rows: list[IntervalRow]) -> bool:
    """Whether another holder's fact of the same relation and tail began between `before`'s end and `after`'s start
    (a turn of theirs between two of one holder's)."""
    if before.end is None:
        return False
    return any(
        r.head != before.head
        and (r.relation, r.tail) == (before.relation, before.tail)
        and _last(before.end) <= _first(r.start) <= _first(after.start)
        and r.start_precision == "day"
        for r in rows
    )


def _days_after(before: IntervalRow, after: IntervalRow) -> int:
    """The days from the end of `before` (it has one) to the start of `after`."""
    assert before.end is not None
    return (date(*_first(after.start)) - date(*_last(before.end))).days


def _goes_on(before: IntervalRow, after: IntervalRow, seasons: bool = False) -> bool:
    """Whether `after` only goes on with `before`: the same sides, starting at most `GOES_ON` days after it ended
    (both days known), `before` a holding of at least as long (a five-day match is an occasion of its own); with
    `seasons`, also the next year's fact after one written by the year."""
    if after.id == before.id or (before.head, before.relation, before.tail) != (after.head, after.relation, after.tail):
        return False
    if seasons and _season_after(before, after):
        return True
    if before.end is None or before.end_precision != "day" or after.start_precision != "day":
        return False
    if an_occasion(before):
        return False  # an occasion of days (a match), no holding a graph split: the next one is one of its own
    return 0 <= _days_after(before, after) <= GOES_ON


def _season_after(before: IntervalRow, after: IntervalRow) -> bool:
    """Whether `after` is the season after `before`: both facts of one year, written by the year ("2004", "2005", ...
    at one team: a run of seasons that the graph writes a fact a year). Longer spells a year apart ("1977-1988",
    "1989-?") may be a parting and a return, so stay two. Only where a start or an end is asked: a count or the n-th
    time ("How many times did X win Y?") counts each year's fact."""
    return _a_season(before) and _a_season(after) and after.start_year == before.start_year + 1


def _a_season(r: IntervalRow) -> bool:
    """A fact of one year, written by the year ("2007" to "2007"): a season, held the whole year as far as it says."""
    return r.start_precision == r.end_precision == "year" and r.start_year == r.end_year


def an_occasion(r: IntervalRow) -> bool:
    """A fact of a few days, both known to the day (a five-day match): shorter than `GOES_ON`, dated by its first
    day as an occasion is ("When did X last win a Test?"), never a holding's spell."""
    if r.end is None or r.start_precision != "day" or r.end_precision != "day":
        return False
    return (date(*_last(r.end)) - date(*_first(r.start))).days < GOES_ON


def _none_kept(
    q: EventPlan, searched: str, rows: list[IntervalRow], undecided: list[IntervalRow], reference: list[IntervalRow]
) -> tuple[list[str], str, list[IntervalRow]]:
    """No fact fits the plan: undecided where an open end might, "no" to a yes / no question (every fact of it
    closed, none in the period: its facts are the evidence; a reference event the graph does not hold is no answer,
    never "no"), else no answer with what was searched."""
    began = {"start": " that started", "end": " that ended"}.get(q.aspect or "", "")  # "became X in 2012": its start
    why = f"the graph holds no fact of {searched}{began} {q.constraint}" if q.constraint.kind != "none" else ""
    if (ref := q.constraint.reference) is not None and q.constraint.kind == "in" and reference:
        why += f" other than {ref.head}'s own"  # "the same year Einstein did": his own is no answer
    if undecided:
        said = ", ".join(r.render() for r in undecided[:3])
        why = "where the season turns is unknown" if q.season_years else "an open end is unknown, not 'still true'"
        if all(r.end is not None for r in undecided) and not q.season_years:  # "2008" of September 2008
            why = "dated coarser than the time asked: whether it held then is unknown"
        if q.constraint.kind == "until":
            why = "a start known only to its year or month may fall on either side of the day"
        return [], f"the graph cannot decide: {said} ({why})", reference
    if q.answer_type == "yes_no" and q.constraint.reference is not None and not reference:
        return [], f"the graph holds no fact of the reference event ({q.constraint}): when it was is unknown", []
    if q.answer_type == "yes_no":
        return ["no"], f"no: {why or searched}; it holds {'; '.join(r.render() for r in rows[:5])}", rows
    if (
        ref is not None
        and ref.tail
        and ref.period is None
        and not reference
        and (ref.head, ref.relation) == (q.anchor, q.relation)
    ):
        # "Which seat did Boris Johnson represent before Uxbridge?": the graph's Uxbridge is a seat he never held
        held = ", ".join(dict.fromkeys(r.other_than(q.anchor) for r in rows))
        return [], f"the graph holds no fact of {ref.head} {ref.relation} {ref.tail}: {ref.head}'s are {held}", []
    return [], why or f"no fact of {searched} fits", reference


def _in_or_said(
    q: EventPlan, rows: list[IntervalRow], period: tuple[Day, Day]
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """True in the period; or, where the question says the start or the end ("whom did X wed in 2003": the
    marriage began then), that end in it."""
    if q.aspect is None:
        kept, undecided = _in_period(rows, period)
        return (_begun_in(kept, period) if q.answer_type == "time" else kept), undecided
    said = [(r, r.start if q.aspect == "start" else r.end) for r in rows]
    return [r for r, text in said if text and _happened(text, period)], []


def _begun_in(rows: list[IntervalRow], period: tuple[Day, Day]) -> list[IntervalRow]:
    """ "When was the 2008 Brazilian Grand Prix held?", "When did X drive for Y in 2010?": a time asked in a period
    is a start in it; a fact true in it but begun before says nothing of when in it, so its start (1990, 2007) is no
    answer, and where no fact began in it the question is refused."""
    begun = [r for r in rows if r.start and _happened(r.start, period)]
    if rows and not begun:
        raise NoAnswer(f"{rows[0].render()} began before the period and held through it: when in it is not said")
    return begun


def _ordered(
    rows: list[IntervalRow], kind: str, period: tuple[Day, Day], strictly: bool = False
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts that start before the period, after it, since it began or until it ended (by their start), and
    those the graph dates too coarsely to tell. Until ("the latest X when Y came out"): begun by the period's last
    day; `strictly`, the period is the days a reference event may have been on (one, or its year where the graph
    dates it only so), and only a fact begun by its first day is surely until it."""
    p0, p1 = period
    if kind == "before":
        return [r for r in rows if _first(r.start) < p0], []
    if kind == "since" and not strictly:
        return _begun_or_held(rows, p0, since=True)
    if kind == "until":
        surely = p0 if strictly else p1
        kept = [r for r in rows if _last(r.start) <= surely]
        undecided = [r for r in rows if _last(r.start) > surely and _first(r.start) <= p1]
        return ([], undecided) if undecided else (kept, [])  # the latest or all of them: undecided either way
    if not strictly:
        return _begun_or_held(rows, p1, since=False)
    return [r for r in rows if _first(r.start) > p1], []


def _begun_after(
    rows: list[IntervalRow], kind: str, period: tuple[Day, Day]
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts begun after the period (since it began) where the question says their start ("became", "took
    office"): never one begun before and still held then (Thomas Foley, ambassador to Japan from 1997 to 2001, did
    not become it after 2000: a reviewer's find); and those dated too coarsely to tell (begun in 2000, after June
    2000 or not), undecided."""
    day = period[1] if kind == "after" else period[0]
    if kind == "after":
        kept = [r for r in rows if _first(r.start) > day]
        return kept, [r for r in rows if _first(r.start) <= day < _last(r.start)]
    kept = [r for r in rows if _first(r.start) >= day]
    return kept, [r for r in rows if _first(r.start) < day <= _last(r.start)]


def _by_its_aspect(
    aspect: str | None, rows: list[IntervalRow], kind: str, period: tuple[Day, Day]
) -> tuple[list[IntervalRow], list[IntervalRow]] | None:
    """The facts kept, and those undecided, by the start or end the question says, where it orders by it: "Who became
    ambassador to Japan after 2000?" by their starts, "Who left the Supreme Court before 1795?" by their ends."""
    if aspect == "start" and kind in ("after", "since"):
        return _begun_after(rows, kind, period)
    return _ended_in_order(rows, kind, period) if aspect == "end" else None


def _ended_in_order(
    rows: list[IntervalRow], kind: str, period: tuple[Day, Day]
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts ended before, until, after or since the period where the question says their end ("left", "stopped
    serving"): by their ends, never their starts (a reviewer's find: "Who left the Supreme Court before 1795?" listed
    everyone who joined by then); and those it cannot tell: dated too coarsely, or with an open end (unknown, and
    begun early enough to have ended so)."""
    ends = [(r, _first(r.end), _last(r.end)) for r in rows if r.end is not None]  # each end's first and last day
    still = [r for r in rows if r.end is None]
    if kind in ("before", "until"):
        day = period[0] if kind == "before" else period[1]
        ended_by = (lambda d: d <= day) if kind == "until" else (lambda d: d < day)  # until: on its last day too
        kept = [r for r, _, last in ends if ended_by(last)]
        coarse = [r for r, first, last in ends if not ended_by(last) and ended_by(first)]
        return kept, coarse + [r for r in still if _first(r.start) <= day]
    day = period[1] if kind == "after" else period[0]
    ended_from = (lambda d: d >= day) if kind == "since" else (lambda d: d > day)  # since: on its first day too
    kept = [r for r, first, _ in ends if ended_from(first)]
    coarse = [r for r, first, last in ends if not ended_from(first) and ended_from(last)]
    return kept, coarse + still


def _begun_or_held(rows: list[IntervalRow], day: Day, since: bool) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts since (after) a period said: begun on or after its first day (after its last), or, of a state,
    begun before and still held then ("Who has been Home Secretary since 2020?": Priti Patel, in office from 2019 to
    2022; "Which parties were in government in Germany after 2013?": the CDU, in until 2021). A state begun before
    with an open end may hold then or not: unknown, so the question is undecided, never answered without it."""

    def on_its_side(d: Day) -> bool:
        return d >= day if since else d > day

    kept, undecided = [], []
    for r in rows:
        if on_its_side(_first(r.start)) or (r.kind == "state" and r.end is not None and on_its_side(_last(r.end))):
            kept.append(r)
        elif r.kind == "state" and r.end is None:
            undecided.append(r)
    return ([], undecided) if undecided else (kept, [])


def _in_turn(
    rows: list[IntervalRow], facts: list[IntervalRow], kind: str, at: tuple[Day, Day], ends: bool, spell: bool = False
) -> tuple[list[IntervalRow], list[IntervalRow], list[IntervalRow]]:
    """The facts that start (or, `ends`, end) on or after the time (on or before it), other than the reference's
    own (head, relation, tail): one holder after another. Both at the precision the graph says them (`at`: the
    time's first and last day): a club joined in 2012 follows one left in 2012, but a season of 2012 shares the
    reference's season of 2012, so it is no turn. An open end that may have ended by then leaves it undecided. Of a
    reference said as one of the holder's spells (`spell`: "after leaving Ferrari the first time"), the holder's own
    later (earlier) spells are others (`_another_spell`)."""
    own = {(f.head, f.relation, f.tail) for f in facts}
    seasons = all(_a_season(f) for f in facts)  # a season of the year the reference's ended shares it: no turn
    kept, undecided = [], []
    for r in rows:
        if (r.head, r.relation, r.tail) in own and not (spell and _another_spell(r, kind, at)):
            continue
        if seasons and _a_season(r) and r.start_year == at[0][0]:
            continue
        if ends and r.end is None:
            if _first(r.start) <= at[1]:
                undecided.append(r)
            continue
        said = (r.end or "") if ends else r.start
        if _same_day(r, facts, at):  # two voted out on the finale's day: which went first is not said
            raise NoAnswer(f"{r.render()} is of the day of {facts[0].render()}: which came first is not said")
        in_turn = (_last(said) >= at[0]) if kind == "after" else (_first(said) <= at[1])
        if in_turn or _handed_over(said, at, kind):
            kept.append(r)
    return ([], undecided, facts) if undecided else (kept, [], facts)


def _another_spell(r: IntervalRow, kind: str, at: tuple[Day, Day]) -> bool:
    """A fact of the reference's own (head, relation, tail) begun after it ended (ended before it began): another
    spell ("after leaving Ferrari the first time": Ferrari again in 2014), never the reference's own."""
    if kind == "after":
        return _first(r.start) > at[1]
    return r.end is not None and _last(r.end) < at[0]


def _same_day(r: IntervalRow, facts: list[IntervalRow], at: tuple[Day, Day]) -> bool:
    """A fact of one day, the day of the reference's own fact of one day: of the two, the graph says no order."""
    one_day = r.end == r.start and r.start_precision == "day"
    return one_day and at[0] == at[1] == _first(r.start) and all(f.end == f.start for f in facts)


def _handed_over(said: str, at: tuple[Day, Day], kind: str) -> bool:
    """A start (end) recorded a day or two before (after) the day the one before left (the one after came), both known
    to the day: the handover as the records date it (a chief justice commissioned the day before his predecessor's
    retirement took effect), within `HANDOVER_SLACK` days."""
    if at[0] != at[1] or _first(said) != _last(said):
        return False
    gap = (date(*at[0]) - date(*_first(said))).days
    return 0 < (gap if kind == "after" else -gap) <= HANDOVER_SLACK


def _in_its_time(
    q: EventPlan, rows: list[IntervalRow], facts: list[IntervalRow], said: str, year: int
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """True in the reference's year; of one said by its end, what started (ended) then ("join when he left"); of a
    "when" clause (its day), a state true then as the graph says the time, never the reference's own fact ("Who was
    ambassador to Ireland when Jean Kennedy Smith left?" is not she)."""
    assert q.constraint.reference is not None
    period = ((year, 1, 1), (year, 12, 31))
    if q.aspect is None and q.constraint.granularity == "day":
        own = {f.id for f in facts}
        return _at_its_time([r for r in rows if r.id not in own], said, period)
    ref = q.constraint.reference.aspect
    said_so = ref == "end" or (ref is not None and ref == q.aspect)  # "Who joined the year X did?": both joined
    return _in_or_said(q, rows, period) if said_so else _in_period(rows, period)


def _at_its_time(
    rows: list[IntervalRow], when: str, year: tuple[Day, Day]
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """ "Who was ambassador to Iraq when Powell stepped down?": the states true at the reference's time as the graph
    says it (its day, where known to the day; else its month or year), the events and instants of its year (an
    event rarely falls on the very day). Several states, one of which may have begun or ended inside the time as said
    ("when the Flyers won the Cup in 1974": West Division to 1974, Patrick Division from 1974), are no answer. A state
    dated just as the time is (Einstein's affiliation "1921" of his 1921 prize) holds then as far as the graph says,
    where it is the only one (two makes driven in 1979, the race won in 1979: which is unknown); one state alone
    begun in its year is kept (a graph's year may be a season's, begun after the time, or not)."""
    said = _first(when), _last(when)
    kept: list[IntervalRow] = []
    undecided: list[IntervalRow] = []
    for r in rows:
        k, u = _in_period([r], said if r.kind == "state" else year)
        kept += k
        undecided += u
    states = [r for r in kept if r.kind == "state"]
    partly = [r for r in states if _partly(r, said)] if len(states) > 1 else []
    if partly:
        raise NoAnswer(
            f"the 'when' clause's time is known only as {when}, and {partly[0].render()} may not have held on its"
            " day: which of them held then is unknown"
        )
    dated_so = [r for r in states if r.end is not None and (_first(r.start), _last(r.end)) == said]
    if said[0] != said[1] and dated_so and len({(r.head, r.tail) for r in states}) > 1:
        raise NoAnswer(  # "What make did Petty drive when he won the 1979 Daytona 500?": two makes that year
            f"the 'when' clause's time is known only as {when}, as are {', '.join(r.render() for r in states[:3])}:"
            " which of them held then is unknown"
        )
    return kept, undecided


def _partly(r: IntervalRow, said: tuple[Day, Day]) -> bool:
    """A state that may have begun after, or ended before, a day of the period (its start or end written in it):
    "Patrick Division 1974-1993" of a Stanley Cup won in 1974, whose day the graph does not say."""
    if r.end is not None and (_first(r.start), _last(r.end)) == said:
        return False  # dated just as the time is
    return _last(r.start) > said[0] or (r.end is not None and _first(r.end) < said[1])


def _in_period(rows: list[IntervalRow], period: tuple[Day, Day]) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """A state true in the period (its interval meets it, ends inclusive; a state of one year, "2008", meets a part
    of it, "in September 2008", only maybe); an event or instant that happened in it (its start, or a closed
    event's end). An open-ended state that started before the period is undecided; one begun in it held then."""
    p0, p1 = period
    kept: list[IntervalRow] = []
    undecided: list[IntervalRow] = []
    for r in rows:
        if r.kind == "state":
            if _first(r.start) > p1:
                continue
            if r.end is None:  # begun in the period, it held then, whenever it ended
                (kept if _happened(r.start, period) else undecided).append(r)
            elif _last(r.end) >= p0:  # a fact of one year ("2008") meets a part of it only maybe
                one_year = r.start == r.end and r.start_precision == "year"
                (undecided if one_year and (_first(r.start) < p0 or p1 < _last(r.end)) else kept).append(r)
        elif _happened(r.start, period) or (r.kind == "event" and r.end is not None and _happened(r.end, period)):
            kept.append(r)
    return kept, undecided


def _in_season(q: EventPlan, rows: list[IntervalRow], year: int) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """A season across `year` and the next, where it turns is unknown: a state that takes in the New Year between
    them held in it, whatever the day it turns; one that lies wholly outside the two years did not; any other (an
    end or start in one of them, an open end, an event or instant of those years) is undecided, and so, but for a
    yes that a fact kept says, is the whole answer (a list with a fact left out would be wrong)."""
    kept: list[IntervalRow] = []
    undecided: list[IntervalRow] = []
    for r in rows:
        if (r.end is not None and _last(r.end) < (year, 1, 1)) or _first(r.start) > (year + 1, 12, 31):
            continue
        sure = r.kind == "state" and r.end is not None and _first(r.end) >= (year + 1, 1, 1)
        (kept if sure and _last(r.start) <= (year, 12, 31) else undecided).append(r)
    if undecided and q.answer_type != "yes_no":
        return [], undecided
    return kept, undecided


def _happened(text: str, period: tuple[Day, Day]) -> bool:
    """A date said at its precision lies in the period (a year said of a day in it is not sure: not kept)."""
    return period[0] <= _first(text) and _last(text) <= period[1]


def _extreme(rows: list[IntervalRow], which: Literal["first", "last"], by_end: bool = False) -> list[IntervalRow]:
    """The facts that start first (last), ties kept; `by_end`: that end first (last), of those whose end is known."""
    if by_end:
        rows = [r for r in rows if r.end is not None]
    if not rows:
        return []
    key = _first if which == "first" else _last
    when = [(r, key((r.end or "") if by_end else r.start)) for r in rows]
    best = min(d for _, d in when) if which == "first" else max(d for _, d in when)
    return [r for r, d in when if d == best]


def _one_first(q: EventPlan, kept: list[IntervalRow]) -> None:
    """Raise `NoAnswer` where the first (last) of what the anchor did is several things the graph dates alike ("What
    was Cavendish's first stage win?": four stages of 2008, dated by the year): which came first is not said. Things
    of the same day are all first; doers of one occasion asked ("Who first won the Nobel Peace Prize?": two
    laureates of 1901) are all of them."""
    tails = sorted({r.tail for r in kept})
    if q.answer_type != "entity" or q.position != "head" or len(tails) < 2:
        return
    by_end = q.aspect == "end"
    if all((r.end_precision if by_end else r.start_precision) == "day" for r in kept):
        return  # two posts taken up the same day: both the first
    when = kept[0].end if by_end else kept[0].start
    raise NoAnswer(
        f"{len(tails)} of {q.anchor}'s facts share the {q.extremum} date {when}: which came {q.extremum} is not said"
        f" ({', '.join(tails[:5])})"
    )


def _next_holder_asked(q: EventPlan) -> bool:
    """The plan asks the next (previous) one to hold what the reference held: "Who replaced X at Y?"."""
    ref = q.constraint.reference
    nearest = {"after": "first", "before": "last"}.get(q.constraint.kind)
    return ref is not None and q.answer_type == "entity" and q.extremum == nearest and _the_same_event(q, ref)


def _one_in_its_place(q: EventPlan, kept: list[IntervalRow]) -> None:
    """Raise `NoAnswer` where the next (previous) holder asked of what the reference held is several who held it
    over time from (until) one day: "Who replaced Priti Patel at the Home Office?" was Suella Braverman, and two junior
    ministers who began there the same day (a reviewer's find): whose place went to whom the graph does not say.
    Those of one occasion (a prize's laureates of a year) are all of them, as before."""
    if not _next_holder_asked(q):
        return
    holders = sorted({r.head for r in kept})
    if len(holders) < 2 or not all(r.start_precision == "day" and r.end not in (None, r.start) for r in kept):
        return
    day = kept[0].start if q.constraint.kind == "after" else kept[0].end
    raise NoAnswer(
        f"{len(holders)} held {q.relation} {q.anchor} from {day} ({', '.join(holders[:5])}), as many at once: whose"
        f" place went to whom is not told"
    )


def _right_before_or_after(q: EventPlan, kept: list[IntervalRow], reference: list[IntervalRow]) -> None:
    """Raise `NoAnswer` where the next (previous) holder asked of what the reference held, of spans, came more than
    `TURN_GAP_DAYS` after (left before) the reference's holding: "Who was Culture Secretary before Lucy Frazer?" of
    Secretary of State for Culture, Media and Sport was Karen Bradley, gone five years before (a reviewer's find: the
    office had been held under another name), so the holder right before is not told: vacant, or named otherwise."""
    both = [*kept, *reference]
    if not _next_holder_asked(q) or not kept or not reference or any(r.end in (None, r.start) for r in both):
        return
    spans = [(_as_date(_first(r.end or "")) - _as_date(_last(r.start))).days for r in both]
    if min(spans) < TURN_SPAN_LEAST:  # spells of an occasion ("managed France at the World Cup"): years apart
        return
    after = q.constraint.kind == "after"
    began = min(_as_date(_first(r.start)) for r in (kept if after else reference))
    ended = max(_as_date(_last(r.end or "")) for r in (reference if after else kept))
    gap = (began - ended).days
    if gap > TURN_GAP_DAYS:
        said = f"{kept[0].render()} {'began' if after else 'ended'} {gap} days {'after' if after else 'before'}"
        raise NoAnswer(f"{said} {reference[0].render()}: who held it right {q.constraint.kind} is not told")


def _one_left(q: EventPlan, answers: list[str]) -> None:
    """Raise `NoAnswer` where words said of the answer that no name tells (`EventPlan.one_answer_words`: "Which
    cabinet posts did Jo Johnson hold?") may narrow several answers; one they cannot narrow."""
    if q.one_answer_words and len(set(answers)) > 1:
        words = ", ".join(map(repr, q.one_answer_words))
        raise NoAnswer(f"{words} may say which of {', '.join(answers[:5])} is asked, and no name tells which")


def _turn_taken_inside(
    q: EventPlan, rows: list[IntervalRow], reference: list[IntervalRow], kept: list[IntervalRow]
) -> list[IntervalRow]:
    """The next (previous) holder asked of the reference's own event, of spans written in whole years: the one who
    took over inside its years where the tail is held one holder after another (`turns.nearest_by_years`); else
    none where one took over inside another's (`turns.taken_over_inside`); else the kept as they are."""
    if not _next_holder_asked(q):
        return kept
    if (by_years := nearest_by_years(q.constraint.kind, rows, reference)) is not None:
        return by_years
    if (by_days := handed_over_early(q.constraint.kind, rows, reference)) is not None:
        return by_days
    taken_over_inside(q.constraint.kind, rows, reference, kept)
    return kept


def _asked(
    q: EventPlan, rows: list[IntervalRow], seasons: bool = False, occasions: bool = False
) -> tuple[list[str], str]:
    """The answers the plan asks of the kept facts, and why (`seasons`: a duration of spans written by seasons;
    `occasions`: days of a relation of occasions)."""
    said = "; ".join(r.render() for r in rows[:5])
    if q.answer_type == "yes_no":
        return ["yes"], f"yes: {said}"
    if q.answer_type == "duration":
        return _duration(q, rows, said, seasons, occasions)
    if q.answer_type == "time":
        return _times(q, rows, said)
    names = list(dict.fromkeys(r.other_than(q.anchor) for r in rows))
    if q.answer_type == "count":  # "How many times did X win Y?"
        facts = facts_counted(rows)
        if (q.other_any or q.other is None) and (renamed := _handed_on(rows)):  # "Health Secretary": renamed?
            raise NoAnswer(f"{renamed}: one holding under a new name, or two? ({facts} facts)")
        if q.other_any and facts != len(names) and any(r.end_year != r.start_year for r in rows):
            raise either_counted(
                names, facts
            )  # "How many Assistant Secretary of State positions ...": posts, or terms held?
        return [str(facts)], f"{facts} fact(s): {said}"
    return names, f"{len(names)} answer(s): {said}"


def _duration(
    q: EventPlan, rows: list[IntervalRow], said: str, seasons: bool = False, occasions: bool = False
) -> tuple[list[str], str]:
    """How long each run of the facts held: years (end year less start year), or days where asked; of spans
    written by seasons (`seasons`), the seasons from the first to the last, both counted; days of a relation of
    occasions (`occasions`: matches), no answer."""
    spans = [(r, _run_from(r, rows)) for r in _beginnings(rows)]  # a run of terms is one span
    closed = [(r, last) for r, last in spans if last.end is not None and last.end_year is not None]
    if (by_seasons := _by_seasons(q, rows, said, closed if seasons else None)) is not None:
        return by_seasons
    if (unsaid := _unmeasured(closed)) is not None:
        return [], f"{unsaid}: {said}"
    several = q.other is None and len({r.other_than(q.anchor) for r, _ in closed}) > 1  # "in space": several flights
    if q.in_days:
        return _days(closed, said, several, occasions)
    years = list(dict.fromkeys(str(_by_year(r, last)) for r, last in closed))
    apart = None if several else _spells_apart(closed)  # "How many years did Lemieux play for Pittsburgh?"
    split = apart or _each_or_in_all(years, closed, several) or _under_a_year(years) or _years_split(closed)
    if not q.whole_years and split:
        return [], split + f": {said}"
    if q.whole_years:
        return _whole_years_long(closed, said)
    return years, f"{', '.join(years)} year(s), end year less start year: {said}"


def _seasons_long(q: EventPlan, closed: list[tuple[IntervalRow, IntervalRow]], said: str) -> tuple[list[str], str]:
    """ "How many years did Joe Torre manage the Yankees?" of spans written by seasons ("1996" to "2007"): 12, every
    season from the first to the last; several spells with the one other, or with several, refused as for years."""
    several = q.other is None and len({r.other_than(q.anchor) for r, _ in closed}) > 1
    counted = list(dict.fromkeys(str(_by_year(r, last) + 1) for r, last in closed))
    if several and len(counted) > 1:
        return [], f"{', '.join(counted)} season(s) of {len(closed)} spells: each, or all?: {said}"
    if not several and len(closed) > 1:
        total = sum(_by_year(r, last) + 1 for r, last in closed)
        return [], f"{len(closed)} spells ({total} season(s) in all): in all, or from the first to the last?: {said}"
    return counted, f"{', '.join(counted)} season(s), the first to the last, both counted: {said}"


def _whole_years_long(closed: list[tuple[IntervalRow, IntervalRow]], said: str) -> tuple[list[str], str]:
    """ "How many whole years": completed, where a handover day or two does not change them."""
    whole = [_whole_years(r, last) for r, last in closed]
    if any(w is None or w[0] != w[1] for w in whole):
        return [], f"the graph does not say the whole years to the day, or they hang on a handover day: {said}"
    done = list(dict.fromkeys(str(w[0]) for w in whole if w is not None))
    return done, f"{', '.join(done)} whole year(s), end day less start day: {said}"


def _each_or_in_all(years: list[str], closed: list[tuple[IntervalRow, IntervalRow]], several: bool) -> str | None:
    """ "How long was Peggy Whitson in space?": spells with different others, none named, of different lengths: each,
    or all of them together? Not said, so refused (in days, they are counted together: `_days_in_all`)."""
    return f"{', '.join(years)} year(s) of {len(closed)} spells: each, or all?" if several and len(years) > 1 else None


def _spells_apart(closed: list[tuple[IntervalRow, IntervalRow]]) -> str | None:
    """ "How many years did Mario Lemieux play for the Penguins?": several spells with the one other (1984-1994,
    1995-1997, 2000-2006) were answered 10, 2, 6; in all (18) or from the first to the last (22)? Refused naming
    both where gaps part them; where the spells follow on or overlap, as before (None)."""
    if len(closed) < 2:
        return None
    total = sum(_by_year(r, last) for r, last in closed)
    first, last_end = min(r.start_year for r, _ in closed), max(last.end_year or 0 for _, last in closed)
    if total >= last_end - first:  # they follow on, or overlap (one state written twice: "1962-1966", "1964-1966")
        return None
    return (
        f"{len(closed)} spells ({', '.join(str(_by_year(r, last)) for r, last in closed)} year(s)): {total} in all, "
        f"{last_end - first} from the first to the last, which is asked?"
    )


def _under_a_year(years: list[str]) -> str | None:
    """ "How long was Liz Truss Prime Minister?": a spell within one year is under a year long, never "0" years."""
    return "held within one year, under a year long (say 'how many days')" if "0" in years else None


def _by_seasons(
    q: EventPlan, rows: list[IntervalRow], said: str, written: list[tuple[IntervalRow, IntervalRow]] | None = None
) -> tuple[list[str], str] | None:
    """ "How many seasons": of facts held a season each, the years held (`_seasons`); of spans, refused: a span's
    years are not its seasons (one may straddle two years, or be lost to a lockout: "1991-2012" may be 20 seasons).
    None where seasons are not asked: a bare "how many years" of a fact said by its year alone says nothing of how
    long (a Hall of Fame induction "1999" is no year-long state). Spans `written` by seasons: their seasons."""
    if written and not q.whole_years and all(r.start_precision == last.end_precision == "year" for r, last in written):
        return _seasons_long(q, written, said)  # "1977" to "1977": one season
    if not q.in_seasons:
        return None
    if (seasons := _seasons(rows)) is not None:
        return [str(seasons)], f"{seasons} season(s), a fact each said by its year alone: {said}"
    return (
        [],
        f"the graph holds spans, not seasons: how many seasons one held is not said (ask 'how many years'): {said}",
    )


def _seasons(rows: list[IntervalRow]) -> int | None:
    """ "For how many seasons did Jeff Gordon drive for Hendrick Motorsports?" of a graph that holds a fact each season,
    dated by its year alone ("1992" to "1992"): the years it holds one (25), never the last less the first (24); None
    where any fact is held otherwise (a span, a day)."""
    if not rows or any(r.start_precision != "year" or r.end != r.start for r in rows):
        return None
    return len({r.start_year for r in rows})


def _unmeasured(closed: list[tuple[IntervalRow, IntervalRow]]) -> str | None:
    """Why the runs say no length: none closed, or each a fact held at one date: a day ("voted out", "won the final":
    how long something lasted before it is another question) or a year said alone (a season's fact "1984" to "1984"
    lasted anything from a day to the year: not 0 years)."""
    if not closed:
        return "the graph does not say when it ended"
    if all(r is last and r.end == r.start for r, last in closed):  # a day, or a season written as its year
        return "the graph holds each of these facts at one date (a day, or a year said alone): they say not how long"
    return None


OPEN_HELD_YEARS = 50  # an open end begun within so many years of today, in a record kept up to date, holds today
HANDOVER_SLACK = 3  # days: an end recorded a day or two short of a handover ("2005-01-04 to 2023-01-03": 18 years)


def _whole_years(first: IntervalRow, last: IntervalRow) -> tuple[int, int] | None:
    """The whole (completed) years of a run known to the day at both ends (ten years and two months: ten), strictly
    and with `HANDOVER_SLACK` days more at its end (a term recorded to end the day before its anniversary)."""
    if first.start_precision != "day" or last.end_precision != "day" or last.end is None:
        return None
    a, b = _as_date(_first(first.start)), _as_date(_first(last.end))
    return whole_units(a, b, "year"), whole_units(a, b + timedelta(days=HANDOVER_SLACK), "year")


def _years_split(closed: list[tuple[IntervalRow, IntervalRow]]) -> str | None:
    """Why a bare "how many years" has two answers, if it has: a run known to the day whose calendar years (end year
    less start year) are not its whole years (1953-10-05 to 1969-06-23: 16 and 15). Writers count either way and the
    words do not say which, so such a question is refused, saying both (the handover slack is kept)."""
    for r, last in closed:
        whole = _whole_years(r, last)
        if whole == (0, 0):  # "How long did Scott Kelly spend in space on his last trip?": across a new year
            return f"held under a year, {r.start} to {last.end} (say 'how many days')"
        if whole is not None and _by_year(r, last) not in whole:
            return (
                f"'how many years' may count {_by_year(r, last)} calendar years ({r.start_year} to {last.end_year}) "
                f"or {whole[0]} whole years ({r.start} to {last.end}): say 'whole years' or 'from which year'"
            )
    return None


def _by_year(first: IntervalRow, last: IntervalRow) -> int:
    return (last.end_year or first.start_year) - first.start_year


def _days_long(closed: list[tuple[IntervalRow, IntervalRow]], said: str) -> tuple[list[str], str]:
    """How many days each run held, its last day less its first."""
    days = list(
        dict.fromkeys(str((_as_date(_first(last.end or "")) - _as_date(_first(r.start))).days) for r, last in closed)
    )
    return days, f"{', '.join(days)} day(s), end day less start day: {said}"


def _days(
    closed: list[tuple[IntervalRow, IntervalRow]], said: str, several: bool, occasions: bool
) -> tuple[list[str], str]:
    """Days asked, where the graph knows every end to the day: of occasions, no answer; of several spells with
    different others, all together; else each."""
    if (rough := _not_to_the_day(closed)) is not None:
        return [], f"{rough}: {said}"
    if occasions and closed:
        return _days_either_way(closed, said)
    return _days_in_all(closed, said) if several else _days_long(closed, said)


def _days_either_way(closed: list[tuple[IntervalRow, IntervalRow]], said: str) -> tuple[list[str], str]:
    """ "How many days did his last Test last?" of a relation of occasions (`written_by_occasions`): people count a
    match's days both ways (three days of play, 14 to 16; or two from its first to its last), so no answer, saying
    both."""
    a, b = (_as_date(_first(d or "")) for d in (closed[0][0].start, closed[0][1].end))
    return [], (
        f"'how many days' of an occasion may count {(b - a).days} from its first day to its last or {(b - a).days + 1}"
        f" days it ran, both counted ({a} to {b}): {said}"
    )


def _not_to_the_day(closed: list[tuple[IntervalRow, IntervalRow]]) -> str | None:
    """Why days are not counted, where the graph knows some run's start or end only to the month or year."""
    if all(r.start_precision == "day" and last.end_precision == "day" for r, last in closed):
        return None
    return "the graph knows the ends only to the month or year, not how many days"


def _days_in_all(closed: list[tuple[IntervalRow, IntervalRow]], said: str) -> tuple[list[str], str]:
    """ "How many days did Peggy Whitson spend in space?": the days of all her flights together, each day once (spells
    with different others, none named: the question asks the time in all, never one spell's), where the graph knows
    every end to the day (`_days`)."""
    spans = sorted((_as_date(_first(r.start)), _as_date(_first(last.end or ""))) for r, last in closed)
    total, reach = 0, None
    for begun, end in spans:  # each day once where spells overlap
        total += max((end - (max(begun, reach) if reach is not None else begun)).days, 0)
        reach = max(end, reach) if reach is not None else end
    return [str(total)], f"{total} day(s) in all, end day less start day of {len(closed)} spells: {said}"


SPELLS_ASKED = {  # a time asked of a state held over time, its start, end or spells unsaid: what it may ask
    "last": "'last' of a state may ask when its last spell began or when it last held",
    None: "'when' of a state held over time may ask when it began or every year it held",
}


def _times(q: EventPlan, rows: list[IntervalRow], said: str) -> tuple[list[str], str]:
    """The start (or the end) of the facts, as the year asked or at the precision the graph has; of a state held over
    more than one year (month, day) asked, with no start, end or order said, no answer ("When did Joe Torre manage
    the Yankees?": in 1996, or from 1996 to 2007?). Ends asked of several spells are said the last first: "When did
    X stop managing?" is when he stopped for good (reviewers' finds: the first spell's end came first)."""
    ends = q.aspect == "end" and rows[0].kind == "state"
    if ends and all(r.end is None for r in rows):
        return [], f"the graph does not say when it ended (an open end): {said}"
    if q.aspect is None and rows[0].kind == "state" and q.extremum in SPELLS_ASKED and (spells := _spells(q, rows)):
        return [], f"{SPELLS_ASKED[q.extremum]} ({spells}): {said}"
    out: list[str] = []
    if q.aspect == "end":  # "When did X stop managing?": he stopped for good at the last end, said first
        rows = sorted(rows, key=lambda r: r.end or r.start or "", reverse=True)
    rows, spells = _for_good(q, rows, ends)
    for r in rows:
        text = (r.end if ends else r.start) or ""
        year = r.end_year if ends else r.start_year
        if not text or year is None:
            continue
        out.append(f"{year:04d}" if q.granularity == "year" else text[: 7 if q.granularity == "month" else None])
    answers = list(dict.fromkeys(out))
    if q.granularity == "day":  # "on what date": a day the graph knows before a month or year it holds too
        answers.sort(key=lambda a: -len(a.lstrip("-")))
    which = "ended" if ends else "started"
    which += ", the last first" if q.aspect == "end" and len(answers) > 1 else ""
    return answers, f"{which} {', '.join(answers)}{spells}: {said}"


def _for_good(q: EventPlan, rows: list[IntervalRow], ends: bool) -> tuple[list[IntervalRow], str]:
    """ "When did Johnny Logan start representing Ireland?", "When did Frank Robinson stop managing?": a start (an
    end) asked of separate spells, none overlapping another, is the first start (the last end) of them all, said
    so; spells that overlap are the graph's records of one another, each an answer. `rows` come the last end
    first where an end is asked."""
    if q.aspect is None or q.extremum is not None or len(rows) < 2 or _overlapping(rows) or not q.all_spells:
        return rows, ""  # "When did X become / join / leave Y?": each time she did, an answer
    first = rows[0] if q.aspect == "end" else min(rows, key=lambda r: _first(r.start))
    said = "the last end" if ends else "the first start" if q.aspect == "start" else "the last"
    return [first], f" ({said} of {len(rows)} separate facts)"


def _overlapping(rows: list[IntervalRow]) -> bool:
    """Whether two facts of the same sides may share a day (an open end runs on): two records of one spell. Spells
    with different others are separate, however their years meet (a manager's clubs, one after another)."""
    by_sides: dict[tuple[str, str], list[tuple[Day, Day]]] = {}
    for r in rows:
        end = _last(r.end) if r.end is not None else (9999, 12, 31)
        by_sides.setdefault((r.head, r.tail), []).append((_first(r.start), end))
    for spans in by_sides.values():
        spans.sort()
        reach = spans[0][1]
        for start, end in spans[1:]:
            if start <= reach:
                return True
            reach = max(reach, end)
    return False


def _spells(q: EventPlan, rows: list[IntervalRow]) -> str:
    """ "When was the Malaysian Grand Prix last held at Sepang?": of a state, the last spell's start and the last time
    it held (its end) differ at the granularity asked, or the end is open; "" where they are one, or the fact is an
    occasion of a few days (dated by its first)."""
    cut = 4 if q.granularity == "year" else 7 if q.granularity == "month" else None
    differ = [r for r in rows if not an_occasion(r) and (r.end is None or (r.start or "")[:cut] != r.end[:cut])]
    return "; ".join(f"{(r.start or '')[:cut]} .. {(r.end or 'open')[:cut]}" for r in differ)


def _other_of_kind(q: EventPlan, rows: list[IntervalRow], side: str) -> list[IntervalRow]:
    """The facts whose other side is of the kind said of it ("Did an organisation win the peace prize in 1979?"): a
    body's noun, none by its name a person's (never Mother Teresa); persons, none whose name says a body; a kind the
    names table knows, those it knows so. A kind none of these tells is no answer, never passed over."""
    kind = q.other_kind
    if not kind or not rows:
        return rows
    other = [r.tail if side == "head" else r.head for r in rows]
    if key(kind) in BODY_NOUNS:
        return [r for r, o in zip(rows, other, strict=True) if not said_as_a_person(o)]
    if key(kind) in PERSON_KEYS:
        return [r for r, o in zip(rows, other, strict=True) if not says_a_body(o)]
    table = name_table().kinds()
    if kind in table.values():
        return [r for r, o in zip(rows, other, strict=True) if table.get(o) == kind]
    raise NoAnswer(f"{kind!r} said of the other side: the graph does not say which of its entities are one")


def renamed_on(held: list[IntervalRow], ended: list[IntervalRow], said_alike: frozenset[str] = frozenset()) -> None:
    """Raise `NoAnswer` where a fact asked by its end goes on, the day it ended or the next, as one of the same holder
    and relation whose other side's name holds every word of its own or the reverse ("Secretary of State for Culture,
    Media and Sport", then "... for Digital, Culture, Media and Sport": a reviewer's find): renamed, the holding may
    not have ended then. So too of two the question's one name is read as (`said_alike`: "the Dodgers", Brooklyn,
    then Los Angeles), the one beginning the year the other ended or the next, where both are known to the year
    only (never of names apart by their words known to the year: "Albacete Balompié B", then the first team, is a
    move)."""
    for a in (a for a in ended if a.end is not None and a.end_precision in ("day", "year")):
        own = set(words_key(a.tail)) - FUNCTION_WORDS
        for b in held:
            other = set(words_key(b.tail)) - FUNCTION_WORDS
            said = {a.tail, b.tail} <= said_alike  # one name the question says, read as both
            if b.tail == a.tail or b.head != a.head or not (own <= other or other <= own or said):
                continue
            days = a.end_precision == "day" and b.start_precision == "day" and 0 <= _days_after(a, b) <= 1
            years = (
                said and a.end_precision == b.start_precision == "year" and 0 <= b.start_year - (a.end_year or 0) <= 1
            )
            if days or years:
                raise NoAnswer(f"{a.render()} ended as {b.render()} began: renamed, it may have gone on")


def _handed_on(rows: list[IntervalRow]) -> str:
    """Two facts of one side, the other sides two of the names read ("Health Secretary": Secretary of State for Health
    and for Health and Social Care), one starting the day (or the day after) the other ended: said so ("" where
    none): a count of times would count a renaming as a new term."""
    for a in rows:
        for b in rows:
            if a.head != b.head or a.tail == b.tail or a.end is None or a.end_precision != "day":
                continue
            if b.start_precision == "day" and 0 <= _days_after(a, b) <= 1:
                return f"{a.render()} ended as {b.render()} began"
    return ""


def facts_counted(rows: list[IntervalRow]) -> int:
    """How many facts the rows hold, each once as the graph writes its spans: "How many times did X win Y?"."""
    return len({(r.head, r.relation, r.tail, r.start) for r in rows})


def _lines(rows: list[IntervalRow], n: int = 3) -> str:
    return "\n".join(r.render() for r in rows[:n])


def _never_there(q: EventPlan, side: str) -> str:
    """Why a yes / no question is not answered "no" where its other entity takes no part in the relation read on its
    side at all: the question was read as a relation it cannot be asked of, so "no" would answer another question."""
    return (
        f"the graph cannot answer: {q.other} is never the {other_side(side)} of a {q.relation} fact, so the"
        f" question read as {q.anchor} {q.relation} {q.other} says nothing the graph could deny"
    )


TURN_GAP_DAYS = 366  # a next (previous) holder more days away than this is no one right after (before)
TURN_SPAN_LEAST = 90  # days: a holding this long at least, no spell of an occasion, is handed on when it ends
WHILE_SHARED = 2  # days: "while" needs the two states to share more than one day (a handover day is no overlap)


def _while(
    rows: list[IntervalRow], held: list[IntervalRow], aspect: str | None = None
) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts that share more than a day with one of the reference state's facts ("Who was Chancellor while X
    was Prime Minister?"), and those an open end or a coarse date leaves undecided: a fact is kept only where it
    shares the days however the open end or the date falls, and dropped only where it could share none. The reference's
    own (head, relation, tail) is none of them ("Who else managed England while Bobby Robson did?" is not Robson), as
    after or before it (`_in_turn`)."""
    own = {(h.head, h.relation, h.tail) for h in held}
    kept, undecided = [], []
    for r in (r for r in rows if (r.head, r.relation, r.tail) not in own):
        said = _its_day(r, aspect)  # "Who joined the Court while X was Chief Justice?": the day each joined
        if said is None:  # an open end asked: unknown, unless begun after every spell was over
            if not all(_as_date(_first(r.start)) > _end_day(h, least=False) for h in held):
                undecided.append(r)
        elif any(_during(said, h, least=True, handover=aspect) for h in held):  # joined the day X left: after X
            kept.append(r)
        elif any(_during(said, h, least=False, handover=aspect) for h in held):
            undecided.append(r)
    return kept, undecided


def _its_day(r: IntervalRow, aspect: str | None) -> IntervalRow | None:
    """The fact as "while" reads it: whole, or where its start (end) is asked, that day alone (an open end: None)."""
    if aspect == "start":
        return r.model_copy(update={"end": r.start, "end_precision": r.start_precision, "end_year": r.start_year})
    if aspect == "end":
        if r.end is None:
            return None
        return r.model_copy(update={"start": r.end, "start_precision": r.end_precision, "start_year": r.end_year})
    return r


def _during(r: IntervalRow, h: IntervalRow, least: bool, handover: str | None = None) -> bool:
    """Whether a fact falls while a state held: a state shares more than a day with it, or the whole of either (a
    Test of two days, played by a player in it); a fact of one time ("won the
    Japanese Grand Prix", a race of a day) falls inside it, its first day on or after the state's start and its last
    on or before its end (at the least: however the coarse dates and an open end fall; at the most: any way); a day a
    holding began (`handover` "start") falls before the state's last day, the next holder's; a day one ended
    ("end") after its first, the last holder's."""
    if r.end != r.start:
        shared = _shared(r, h, least)
        return shared >= WHILE_SHARED or (shared > 0 and shared >= min(_shared(f, f, least) for f in (r, h)))
    first, last = _as_date(_first(r.start)), _as_date(_last(r.start))
    begun = _as_date(_last(h.start) if least else _first(h.start))
    ended = _end_day(h, least)  # a day asked of a holding (`handover`): the state's last day is another's
    if handover == "start":
        return begun <= first and last < ended if least else begun <= last and first < ended
    if handover == "end":
        return begun < first and last <= ended if least else begun < last and first <= ended
    return begun <= first and last <= ended if least else begun <= last and first <= ended


def _shared(a: IntervalRow, b: IntervalRow, least: bool) -> int:
    """The days two facts [start, end) share at the least (the latest start a coarse date allows, the earliest end,
    an open end at its start) or at the most (the earliest start, the latest end, an open end never); of a fact with
    itself, the days it lasts (a Test of two days shares its whole length with a player's Test of the same days)."""
    starts = [_as_date(_last(f.start) if least else _first(f.start)) for f in (a, b)]
    ends = [_end_day(f, least) for f in (a, b)]
    return (min(ends) - max(starts)).days


def _end_day(f: IntervalRow, least: bool) -> date:
    if f.end is None:
        return _as_date(_last(f.start)) if least else date.max
    return _as_date(_first(f.end) if least else _last(f.end))


def _as_date(d: Day) -> date:
    """A day as a date; a day before year 1 (BC) as the first date there is."""
    return date(*d) if d[0] >= 1 else date.min


def turned(r: IntervalRow, entity: str, side: str) -> IntervalRow:
    """A fact of a relation said of either side alike ("drew with") that has the entity on the other side, turned
    round to its side: the graph keeps one row of the pair, not marked symmetric."""
    if r.symmetric or (r.head if side == "head" else r.tail) == entity:
        return r
    return swapped(r)


def swapped(r: IntervalRow) -> IntervalRow:
    """The fact with its sides the other way round, marked so (what the graph keeps one row of, read from the other
    side)."""
    return r.model_copy(update={"head": r.tail, "tail": r.head, "swapped": not r.swapped})
