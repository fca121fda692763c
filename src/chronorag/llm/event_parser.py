"""The LLM-free parser for MultiTQ-style event questions (the symbolic backend's event half).

It finds, in this order: the time constraint ("in 2008", "before 2 April 2011", "after Nov, 2010",
"before the Government of Kuwait did"), first / last, whether a time or an entity is asked (and at
which granularity), the entities (full-text linking of the names the question says), the role of
the anchor entity (subject after "did" or after "by", else object), and the relation (a phrase of
`relation_phrases` said verbatim, else the nearest phrase or relation name by embedding among the
anchor's own relations). It refuses, with the reason, rather than guess: no entity, no relation
close enough, or a reference event that never happened.
"""

from __future__ import annotations

import re
import threading
from datetime import date
from typing import Literal

import numpy as np
from pydantic import BaseModel

from chronorag.graph.linking import Linker, speakable
from chronorag.llm.embeddings import DIMENSIONS
from chronorag.llm.relation_phrases import descriptions
from chronorag.llm.symbolic import PlanningError
from chronorag.temporal.parse import MONTHS
from chronorag.temporal.periods import Granularity, Period, parse_period

QType = Literal["equal", "before_after", "first_last", "equal_multi", "after_first", "before_last"]
MIN_RELATION_SCORE = 0.45
MIN_FUZZY_SCORE = 0.85
_CAPITALISED = re.compile(r"[A-Z][\w'.\-]*(?:\s+(?:of|the|and|de|al|bin|for|van|von)?\s*[A-Z][\w'.\-]*)*")

_TIME_ASK = re.compile(r"\b(?:when|what|which)\s+(?P<unit>year|month|day|date|time)\b|^\s*when\b", re.IGNORECASE)
_WHEN = re.compile(r"\bwhen\b", re.IGNORECASE)
_FIRST = re.compile(r"\b(first|earliest)\b", re.IGNORECASE)
_LAST = re.compile(r"\b(last|latest|most recent(?:ly)?)\b", re.IGNORECASE)
_CUE = re.compile(r"\b(before|prior to|until|after|since|following|in|on|during)\b", re.IGNORECASE)
_SUBJECT_CUE = re.compile(r"\b(did|does|do|would|will|has|had|have)\s+(the\s+)?$")
# passive: "was first praised by X" (a participle right before "by"; "host a visit by X" is active)
_AGENT_CUE = re.compile(
    r"(\b(was|were|been|being)\b.*\s\w+(ed|en|wn|ught)\s+(\w+\s+){0,2}by"  # "was endorsed (last) by X"
    # "who received a statement from X": X acts; but "receive a visit from X" is Host a visit, whose
    # head is the receiver (relation_phrases), so that one keeps X as the object
    r"|\breceived?\b(?! a visit).*\sfrom)\s+(the\s+)?$"
)
_PREPOSITION = re.compile(r" (to|with|about|by|from|against|for|of|towards|into)$")
_FILLER = frozenset(
    re.findall(
        r"\w+",
        """who whom whose what which when where how did does do was were is are be been being the a an to of in
        on at by with for from first last earliest latest most recent recently time year month day date before
        after prior until since following during one person country that this it its their his her they them
        someone would will has had have""",
    )
)


class NotAnEventQuestion(PlanningError):
    """Nothing in the question (or in the graph) makes it an event question at all."""


class Constraint(BaseModel):
    kind: Literal["none", "in", "before", "after"] = "none"
    granularity: Granularity | None = None
    start: date | None = None  # the period, [start, end)
    end: date | None = None
    reference: str | None = None  # "before X did": the reference entity

    def period(self) -> Period | None:
        if self.start is None or self.end is None or self.granularity is None:
            return None
        return Period(self.granularity, self.start, self.end)

    def __str__(self) -> str:
        if self.kind == "none":
            return "none"
        what = self.reference if self.reference else str(self.period())
        return f"{self.kind} {what}"


class EventQuestion(BaseModel):
    """What the symbolic parser understood; the controller turns it into windows."""

    question: str
    qtype: QType
    answer_type: Literal["entity", "time"]
    granularity: Granularity = "day"  # of a time answer
    anchor: str
    position: Literal["head", "tail"]  # the anchor's role in the facts asked about
    other: str | None = None  # time questions: the second entity of the event
    relation: str
    relation_score: float
    constraint: Constraint
    extremum: Literal["first", "last"] | None = None


class EventParser:
    """Parses a question against the graph's own entity and relation names."""

    def __init__(self, linker: Linker) -> None:
        self.linker = linker
        self._lock = threading.Lock()
        self._phrases: tuple[list[str], list[str], np.ndarray] | None = None

    def _phrase_table(self) -> tuple[list[str], list[str], np.ndarray]:
        """(phrase, relation, vector) rows: the hand-written phrases of this graph's relations (embedded
        once per parser) followed by the relation names with the vectors already stored in the graph."""
        with self._lock:
            if self._phrases is None:
                names, name_vectors = self.linker.relation_vectors()
                known = set(names)
                pairs = [(p, r) for p, r in descriptions() if r in known and p != r]
                vectors = np.asarray(self.linker.embedder.encode([p for p, _ in pairs]), dtype=np.float32)
                self._phrases = (
                    [p for p, _ in pairs] + names,
                    [r for _, r in pairs] + names,
                    np.vstack([vectors.reshape(len(pairs), DIMENSIONS), name_vectors]),
                )
            return self._phrases

    def parse(self, question: str) -> EventQuestion:
        spoken = f" {speakable(question)} "
        spans = self.linker.mention_spans(question)
        spans = sorted(spans + self._fuzzy_spans(question, spoken, spans), key=lambda t: t[1])
        if not spans:
            raise NotAnEventQuestion("no entity of the graph is named in the question")
        constraint, time_span = self._time(question, spoken, spans)
        extremum: Literal["first", "last"] | None = None
        if _FIRST.search(question):
            extremum = "first"
        elif _LAST.search(question):
            extremum = "last"
        answer_type: Literal["entity", "time"] = "entity"
        granularity: Granularity = "day"
        if m := _TIME_ASK.search(question):
            answer_type = "time"
            unit = (m.group("unit") or "day").lower()
            granularity = "year" if unit == "year" else "month" if unit == "month" else "day"
        elif _WHEN.search(question) and not re.match(r"^\s*(who|whom|which|what)\b", question, re.IGNORECASE):
            answer_type = "time"
        anchors = [s for s in spans if s[0] != constraint.reference]
        if not anchors:
            raise PlanningError("the question names only the reference entity")
        anchor, position, other = self._roles(spoken, anchors, answer_type)
        relation, score = self._relation(spoken, spans, time_span, anchor)
        qtype = _qtype(constraint, extremum)
        return EventQuestion(
            question=question,
            qtype=qtype,
            answer_type=answer_type,
            granularity=granularity,
            anchor=anchor,
            position=position,
            other=other,
            relation=relation,
            relation_score=score,
            constraint=constraint,
            extremum=extremum,
        )

    def _fuzzy_spans(self, question: str, spoken: str, found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
        """Capitalised names not said verbatim ("Barak Obama"): linked by full-text fuzzy terms and the
        entity vector index (`Linker.entity`), kept only when the match is close."""
        out: list[tuple[str, int, int]] = []
        for m in _CAPITALISED.finditer(question):
            words = m.group(0).split()
            while words and (words[0].lower() in _FILLER or words[0].lower().rstrip(".,") in MONTHS):
                words.pop(0)
            if not words or all(w.lower().rstrip(".,") in MONTHS for w in words):
                continue
            form = speakable(" ".join(words))
            at = spoken.find(f" {form} ")
            if at < 0 or any(s < at + len(form) + 1 and at < e for _, s, e in found + out):
                continue
            if candidate := self.linker.entity(" ".join(words), min_score=MIN_FUZZY_SCORE):
                out.append((candidate.name, at, at + len(form) + 1))
        return out

    def _time(
        self, question: str, spoken: str, spans: list[tuple[str, int, int]]
    ) -> tuple[Constraint, tuple[int, int] | None]:
        """The constraint and where it sits in `spoken` (so its words are not read as the relation)."""
        period = parse_period(question)
        if period is not None:
            cue = "in"
            best = None
            for m in _CUE.finditer(question):
                rest = question[m.end() :]
                found = parse_period(rest[:40])
                if found == period and (best is None or m.start() > best.start()):
                    best = m
            if best is not None:
                word = best.group(1).lower()
                cue = (
                    "before"
                    if word in ("before", "prior to", "until")
                    else "after"
                    if word
                    in (
                        "after",
                        "since",
                        "following",
                    )
                    else "in"
                )
            c = Constraint(kind=cue, granularity=period.granularity, start=period.start, end=period.end)
            return c, _period_span(spoken)
        for m in re.finditer(r" (before|after|prior to|following) (the )?", spoken):
            follows = [s for s in spans if m.end() - 1 <= s[1] <= m.end() + 1]
            if follows:
                kind = "before" if m.group(1) in ("before", "prior to") else "after"
                return Constraint(kind=kind, reference=follows[0][0]), None
        return Constraint(), None

    @staticmethod
    def _roles(
        spoken: str, anchors: list[tuple[str, int, int]], answer_type: str
    ) -> tuple[str, Literal["head", "tail"], str | None]:
        """The anchor entity, its role, and (time questions) the other entity of the event."""

        def is_subject(span: tuple[str, int, int]) -> bool:
            before = spoken[: span[1] + 1].rstrip() + " "
            return bool(_SUBJECT_CUE.search(before) or _AGENT_CUE.search(before))

        if answer_type == "time" and len(anchors) >= 2:
            first, second = anchors[0], anchors[1]
            if _AGENT_CUE.search(spoken[: second[1] + 1].rstrip() + " "):
                return second[0], "head", first[0]
            return first[0], "head", second[0]
        subjects = [s for s in anchors if is_subject(s)]
        if subjects:
            return subjects[0][0], "head", None
        return anchors[0][0], "tail", None  # "who praised X", "X was last rejected by whom"

    def _relation(
        self, spoken: str, spans: list[tuple[str, int, int]], time_span: tuple[int, int] | None, anchor: str
    ) -> tuple[str, float]:
        among = set(self.linker.entity_relations(anchor))
        if not among:
            raise PlanningError(f"{anchor} takes part in no fact")
        masked = spoken
        for _, s, e in sorted(spans, key=lambda t: -t[1]):
            masked = masked[:s] + " " * (e - s) + masked[e:]
        if time_span:
            masked = masked[: time_span[0]] + " " * (time_span[1] - time_span[0]) + masked[time_span[1] :]
        phrases, relations, vectors = self._phrase_table()
        text = " ".join(masked.split()).join("  ")
        said = [  # the longest phrase said, also without its final preposition ("with whom did X negotiate")
            (len(form), r)
            for p, r in zip(phrases, relations, strict=True)
            if r in among
            for form in {speakable(p), _PREPOSITION.sub("", speakable(p))}
            if f" {form} " in text
        ]
        if said:
            return max(said)[1], 1.0
        words = [w for w in masked.split() if w not in _FILLER and not w.isdigit()]
        if not words:
            raise PlanningError("no verb phrase left to link to a relation")
        query = np.asarray(self.linker.embedder.encode([" ".join(words)])[0])
        scores = vectors @ query
        ranked = [(float(scores[i]), relations[i]) for i in np.argsort(-scores) if relations[i] in among]
        if not ranked or ranked[0][0] < MIN_RELATION_SCORE:
            best = f"{ranked[0][1]} ({ranked[0][0]:.2f})" if ranked else "none"
            raise PlanningError(f"no relation of {anchor} is close to {' '.join(words)!r}; best {best}")
        return ranked[0][1], ranked[0][0]


def _period_span(spoken: str) -> tuple[int, int] | None:
    """Where the date words sit in the spoken question (months, day numbers, years)."""
    m = re.search(
        r"((\d{1,2}(st|nd|rd|th)? (of )?)?[a-z]{3,9}\.? (\d{1,2}(st|nd|rd|th)? )?(the year (of )?)?\d{4}"
        r"|\d{4}( \d{2}){0,2}|the year (of )?\d{4})",
        spoken,
    )
    return (m.start(), m.end()) if m else None


def _qtype(c: Constraint, extremum: str | None) -> QType:
    if extremum and c.reference:
        return "after_first" if c.kind == "after" else "before_last"
    if extremum and c.kind != "none":
        return "equal_multi"
    if extremum:
        return "first_last"
    if c.kind in ("before", "after"):
        return "before_after"
    return "equal"
