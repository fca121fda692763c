"""`eval generate multitq-style`: MultiTQ-format questions over any ingested event graph.

All six qtypes (equal, before_after, first_last, equal_multi, after_first, before_last), three time
levels (day, month, year), entity and time answers. Gold answers are computed from the graph's
facts with the same semantics the strategies use: before = strictly before the period's first day,
after = strictly after its last day; "before / after X did" and "in the same month as X" = relative to
the one day the reference event happened (events on several days are ambiguous and not asked about): X
itself is not among the answers before / after / beside it, but the first (last) after (before) it may
be X again, as in MultiTQ's own answers; first / last keep ties (all go in the gold list). Wording is
drawn from `relation_phrases` (several phrases per relation) and several
sentence and date forms per qtype.
"""

from __future__ import annotations

import bisect
import random
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from chronorag.evaluation.phrasing import base_phrases, past_phrases
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import all_facts
from chronorag.plans import EVENT_QTYPES, FAMILIES
from chronorag.temporal.periods import Granularity, Period, day, format_date, month, year

QTYPES = EVENT_QTYPES
MULTIPLE = {name for name in EVENT_QTYPES if FAMILIES[name].multiple}
MAX_GOLD = 20
_MONTHS = "January February March April May June July August September October November December".split()  # noqa: SIM905
_QUALIFIED = re.compile(r"^(?P<role>.+?) \((?P<place>[^()]+)\)$")

Fact = tuple[date, str]  # (date, counterpart)


@dataclass
class Facts:
    """The graph's facts indexed the ways the questions need."""

    by_head: dict[tuple[str, str], list[Fact]] = field(default_factory=lambda: defaultdict(list))
    by_tail: dict[tuple[str, str], list[Fact]] = field(default_factory=lambda: defaultdict(list))
    rows: list[tuple[str, str, str, date]] = field(default_factory=list)

    @classmethod
    def load(cls, client: GraphClient) -> Facts:
        facts = cls()
        for head, relation, tail, when in all_facts(client):
            facts.rows.append((head, relation, tail, when))
            facts.by_head[(head, relation)].append((when, tail))
            facts.by_tail[(tail, relation)].append((when, head))
        for index in (facts.by_head, facts.by_tail):
            for v in index.values():
                v.sort()
        return facts

    def of(self, anchor: str, relation: str, anchor_is_head: bool) -> list[Fact]:
        return (self.by_head if anchor_is_head else self.by_tail).get((anchor, relation), [])


def say(name: str, rng: random.Random) -> str:
    """How a question names an entity: 'Police (Australia)' -> 'the Police of Australia'."""
    if m := _QUALIFIED.match(name):
        return f"the {m.group('role')} of {m.group('place')}"
    return name


def say_time(p: Period, rng: random.Random) -> str:
    d = p.start
    if p.granularity == "year":
        return rng.choice([f"{d.year}", f"the year {d.year}", f"the year of {d.year}"])
    m = _MONTHS[d.month - 1]
    if p.granularity == "month":
        return rng.choice([f"{m} {d.year}", f"{m[:3]}, {d.year}", f"{d:%Y-%m}", f"{m[:3]}, the year of {d.year}"])
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return rng.choice(
        [f"{d.day} {m} {d.year}", f"{m} {d.day}, {d.year}", d.isoformat(), f"{m[:3]} {d.day}{suffix}, {d.year}"]
    )


def _period(d: date, level: Granularity) -> Period:
    return year(d.year) if level == "year" else month(d.year, d.month) if level == "month" else day(d)


def _between(facts: list[Fact], lo: date, hi: date) -> list[Fact]:
    i = bisect.bisect_left(facts, (lo, ""))
    j = bisect.bisect_left(facts, (hi, ""))
    return facts[i:j]


def _extreme(facts: list[Fact], which: str) -> list[Fact]:
    if not facts:
        return []
    d = facts[0][0] if which == "first" else facts[-1][0]
    return [f for f in facts if f[0] == d]


def _one_day(facts: list[Fact], other: str) -> date | None:
    """The day the reference event (the anchor's fact with `other`) happened, if it happened on one day only."""
    days = {d for d, c in facts if c == other}
    return days.pop() if len(days) == 1 else None


def _gold_entities(facts: list[Fact], exclude: str | None = None) -> list[str]:
    return sorted({c for _, c in facts if c != exclude})


class Generator:
    def __init__(self, facts: Facts, seed: int) -> None:
        self.facts = facts
        self.rng = random.Random(seed)

    def _verb(self, relation: str, past: bool) -> str | None:
        options = past_phrases(relation) if past else base_phrases(relation)
        return self.rng.choice(options) if options else None

    def _question(self, text: str, answers: list[str], qtype: str, level: str, answer_type: str) -> dict[str, Any]:
        return {
            "question": text[0].upper() + text[1:],
            "answers": answers,
            "answer_type": answer_type,
            "time_level": level,
            "qtype": qtype,
            "qlabel": "Multiple" if qtype in MULTIPLE else "Single",
        }

    def _who_did(self, a: str, b: str, rest: str) -> str:
        """'Who did A b rest?' with 'to whom' / 'with whom' fronting when the phrase ends that way."""
        words = b.split()
        if words[-1] in ("to", "with") and self.rng.random() < 0.5:
            return f"{words[-1]} whom did {a} {' '.join(words[:-1])}{rest}?"
        return f"{self.rng.choice(['who', 'whom'])} did {a} {b}{rest}?"

    def make(self, qtype: str) -> dict[str, Any] | None:
        h, r, t, d = self.rng.choice(self.facts.rows)
        if h == t:
            return None
        head_side = self.rng.random() < 0.5
        anchor = h if head_side else t
        facts = self.facts.of(anchor, r, head_side)
        build: Callable[..., dict[str, Any] | None] = getattr(self, f"_{qtype}")
        return build(anchor, r, t if head_side else h, d, head_side, facts)

    def _entity_text(self, a: str, r: str, head_side: bool, rest: str, lead: str = "") -> str:
        """An entity question about A's counterparts under relation r, with `rest` (time words) appended."""
        if head_side:
            return lead + self._who_did(say(a, self.rng), self._verb(r, False) or r.lower(), rest)
        past = self._verb(r, True)
        if past and self.rng.random() < 0.6:
            return f"{lead}who {past} {say(a, self.rng)}{rest}?"
        return f"{lead}who was the one to {self._verb(r, False)} {say(a, self.rng)}{rest}?"

    def _equal(self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]) -> dict[str, Any] | None:
        level: Granularity = self.rng.choice(["day", "month", "year"])
        if self.rng.random() < 0.4:  # time answer: when did the head r the tail
            dates = sorted({f[0] for f in facts if f[1] == other})
            answers = sorted({format_date(x, level) for x in dates})
            ask = {"day": "when", "month": "in which month", "year": "in which year"}[level]
            subject, obj = (a, other) if head_side else (other, a)
            text = f"{ask} did {say(subject, self.rng)} {self._verb(r, False)} {say(obj, self.rng)}?"
            return self._question(text, answers, "equal", level, "time")
        p = _period(d, level)
        gold = _gold_entities(_between(facts, p.start, p.end))
        prep = "on" if level == "day" else "in"
        text = self._entity_text(a, r, head_side, f" {prep} {say_time(p, self.rng)}")
        return self._question(text, gold, "equal", level, "entity") if text and len(gold) <= MAX_GOLD else None

    def _before_after(
        self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        how = self.rng.choice(["before", "after"])
        text: str | None
        level: Granularity
        if self.rng.random() < 0.3:  # relative to another entity's event
            t = _one_day(facts, other)
            if t is None:
                return None
            span = (
                _between(facts, date.min, t)
                if how == "before"
                else _between(facts, date.fromordinal(t.toordinal() + 1), date.max)
            )
            gold = _gold_entities(span, exclude=other)
            did = " did" if not head_side and self.rng.random() < 0.5 else ""
            text = self._entity_text(a, r, head_side, f" {how} {say(other, self.rng)}{did}")
            level = "day"
        else:
            level = self.rng.choice(["day", "month", "year"])
            p = _period(d, level)
            span = _between(facts, date.min, p.start) if how == "before" else _between(facts, p.end, date.max)
            gold = _gold_entities(span)
            when = say_time(p, self.rng)
            if self.rng.random() < 0.4:
                text = self._entity_text(a, r, head_side, "", lead=f"{how} {when}, ")
            else:
                text = self._entity_text(a, r, head_side, f" {how} {when}")
        return (
            self._question(text, gold, "before_after", level, "entity") if text and 0 < len(gold) <= MAX_GOLD else None
        )

    def _extreme_text(self, a: str, r: str, head_side: bool, which: str, rest: str) -> str:
        if head_side:
            return self._who_did(say(a, self.rng), self._verb(r, False) or r.lower(), f" {which}{rest}")
        return f"who was the {which} to {self._verb(r, False)} {say(a, self.rng)}{rest}?"

    def _first_last(
        self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        which = self.rng.choice(["first", "last"])
        if self.rng.random() < 0.5:  # time answer
            level: Granularity = self.rng.choice(["day", "month", "year"])
            ext = _extreme([f for f in facts if f[1] == other], which)
            if not ext:
                return None
            answer = format_date(ext[0][0], level)
            ask = {"day": "when", "month": "in which month", "year": "in which year"}[level]
            past = self._verb(r, True)
            if head_side:
                text = f"{ask} did {say(a, self.rng)} {which} {self._verb(r, False)} {say(other, self.rng)}?"
                if self.rng.random() < 0.3:
                    verb, b = self._verb(r, False), say(other, self.rng)
                    text = f"{ask} did {say(a, self.rng)} {verb} {b} for the {which} time?"
            elif past and " " not in past:
                text = f"{ask} was {say(a, self.rng)} {which} {past} by {say(other, self.rng)}?"
            else:
                text = f"{ask} did {say(other, self.rng)} {which} {self._verb(r, False)} {say(a, self.rng)}?"
            return self._question(text, [answer], "first_last", level, "time")
        gold = _gold_entities(_extreme(facts, which))
        text = self._extreme_text(a, r, head_side, which, "")
        return self._question(text, gold, "first_last", "day", "entity")

    def _equal_multi(
        self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        if self.rng.random() < 0.3:  # "in the same month as X": beside the reference event, X excluded
            t = _one_day(facts, other)
            level: Granularity = self.rng.choice(["day", "month", "year"])
            if t is None:
                return None
            p = _period(t, level)
            gold = _gold_entities(_between(facts, p.start, p.end), exclude=other)
            prep = "on" if level == "day" else "in"
            text = self._entity_text(a, r, head_side, f" {prep} the same {level} as {say(other, self.rng)}")
            return (
                self._question(text, gold, "equal_multi", level, "entity") if gold and len(gold) <= MAX_GOLD else None
            )
        which = self.rng.choice(["first", "last"])
        level = self.rng.choice(["month", "year"])
        p = _period(d, level)
        gold = _gold_entities(_extreme(_between(facts, p.start, p.end), which))
        when = say_time(p, self.rng)
        if self.rng.random() < 0.4:
            text = f"in {when}, " + self._extreme_text(a, r, head_side, which, "")
        else:
            text = self._extreme_text(a, r, head_side, which, f" in {when}")
        return self._question(text, gold, "equal_multi", level, "entity") if gold else None

    def _relative_extreme(
        self, qtype: str, a: str, r: str, other: str, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        how, which = ("after", "first") if qtype == "after_first" else ("before", "last")
        t = _one_day(facts, other)
        if t is None:
            return None
        span = (
            _between(facts, date.fromordinal(t.toordinal() + 1), date.max)
            if how == "after"
            else _between(facts, date.min, t)
        )
        gold = _gold_entities(_extreme(span, which))
        if not gold:
            return None
        ref_text = say(other, self.rng)
        if self.rng.random() < 0.4:
            text = f"{how} {ref_text}, " + self._extreme_text(a, r, head_side, which, "")
        else:
            did = " did" if not head_side and self.rng.random() < 0.5 else ""
            text = self._extreme_text(a, r, head_side, which, f" {how} {ref_text}{did}")
        return self._question(text, gold, qtype, "day", "entity")

    def _after_first(
        self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        return self._relative_extreme("after_first", a, r, other, head_side, facts)

    def _before_last(
        self, a: str, r: str, other: str, d: date, head_side: bool, facts: list[Fact]
    ) -> dict[str, Any] | None:
        return self._relative_extreme("before_last", a, r, other, head_side, facts)


def generate(facts: Facts, n: int, seed: int) -> list[dict[str, Any]]:
    """`n` questions, the six qtypes in equal shares, no duplicate texts."""
    gen = Generator(facts, seed)
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for i in range(n):
        qtype = QTYPES[i % len(QTYPES)]
        for _ in range(200):
            q = gen.make(qtype)
            if q and q["question"] not in seen and q["answers"]:
                seen.add(q["question"])
                out.append({"quid": len(out) + 1, **q})
                break
    return out
