"""Facts dated after today: scheduled, not yet happened ("Python endOfLife Python 3.12 2028-10-31").

A graph may hold what is planned (an end of support, a term's set end) beside what happened. Asked whether it
happened, which came most recently, or how many have, a fact that starts after the reference date (`clock`) has not
happened yet: it is left out, and the answer says so ("Has Python 3.12 reached end of life?" is no, not yes: a
reviewer's find), unless the question is said in the future ("Which release will reach end of life last?"). Asked
when, or in a period said that reaches past today ("in 2028"), it is kept, and a date after today is said to be
scheduled; of a period said in the past ("reached end of life after 2020"), what has happened is asked: left out."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from pydantic import BaseModel

from chronorag.algebra.terms import Period, Query, Shift, Span
from chronorag.algebra.walk import rewritten
from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.temporal import clock
from chronorag.temporal.partial_dates import parse_partial_date
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.words import is_participle, verb_lemmas

KEPT_ASKED = ("time", "duration")  # when, how long: a scheduled date is the answer, said so
FUTURE = word_class("time", "future_auxiliaries")  # "will": what is scheduled is asked too
PAST = word_class("time", "past_auxiliaries")  # "did", "has": what has happened is asked
PRESENT = word_class("time", "present_forms")  # "is", "does": no past
RECENCY = word_class("time", "recency_words")  # "the most recent": what has happened
HAVE = word_class("time", "have_forms")  # "has", "have": of having, where no participle follows


def _tense_unsaid(question: str, ahead: list[IntervalRow]) -> str | None:
    """Why a question said neither in the past nor of what came most recently ("Which Django release reaches end of
    life last?"; the future its callers have read) is no answer where scheduled facts were left out (`ahead`): what
    has happened by today, or what is scheduled too? None where it says which, or nothing scheduled bears on it."""
    toks = tokenize(question) if ahead else []
    if not toks or any(_past(t.low) or t.low in RECENCY for t in toks):
        return None
    return f"said neither of what has happened by today nor of what is scheduled: {not_yet_said(ahead)}"


def _left_out(question: str, rows: list[IntervalRow]) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts that have happened by today and those scheduled; no answer where the question's tense leaves which
    is asked open (`_tense_unsaid`)."""
    ahead = [r for r in rows if ahead_of_today(r)]
    if why := _tense_unsaid(question, ahead):
        raise NoAnswer(why)
    return [r for r in rows if r not in ahead], ahead


def _said_of_one(word: str) -> bool:
    """A verb in its present form said of one ("supplies", "holds")."""
    return any(word in (v + "s", v + "es", v[:-1] + "ies") for v in verb_lemmas(word))


def _past(word: str) -> bool:
    """A verb said in the past: a past auxiliary, a participle, or a past form no present one is ("went")."""
    said = verb_lemmas(word)
    if word in PAST or is_participle(word):
        return True
    present = word in PRESENT or word in said or _said_of_one(word)
    return bool(said) and not present


def says_the_future(question: str) -> bool:
    """Whether the question is said in the future ("Which release will reach end of life last?"): an auxiliary of it
    in lower case, or opening the question ("Will ...?"; "Will Smith" inside it is a name)."""
    return any(t.low in FUTURE and (t.i == 0 or not t.is_capitalised) for t in tokenize(question))


def _begins(r: IntervalRow) -> date | None:
    when = parse_partial_date(r.start)
    if when is None or when.first()[0] < 1:
        return None
    return date(*when.first())


def ahead_of_today(r: IntervalRow) -> bool:
    """Whether the fact begins after the reference date (at its precision: "2027" begins on its first day)."""
    begins = _begins(r)
    return begins is not None and begins > clock.reference_date()


def not_yet(q: EventPlan, rows: list[IntervalRow]) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """The facts that have happened by today, and those left out as scheduled (none where a date is asked, or the
    question says its own period: past today, its facts are asked; else it leaves them out itself)."""
    if q.answer_type in KEPT_ASKED or says_the_future(q.question):
        return rows, []
    if q.constraint.end is not None and not said_in_the_past(q.question):  # a period said: past today, its facts
        return rows, []  # are asked ("in 2028"), unless what has happened is ("reached end of life after 2020")
    kept, ahead = _left_out(q.question, rows)
    return kept, [r for r in ahead if _may_be_of(q, r)]


def _may_be_of(q: EventPlan, r: IntervalRow) -> bool:
    """Whether a scheduled fact may fall in the period said ("in 2023" leaves out nothing of 2027 worth saying)."""
    c, begins = q.constraint, _begins(r)
    if c.start is None or c.end is None or begins is None or c.reference is not None:
        return True
    if c.kind == "in":
        return c.start <= begins < c.end
    if c.kind in ("after", "since"):
        return begins >= (c.end if c.kind == "after" else c.start)
    if c.kind in ("before", "until"):
        return begins < (c.start if c.kind == "before" else c.end)
    return True


def said_of_now(q: EventPlan, rows: list[IntervalRow], to_now: Callable[[], bool]) -> None:
    """ "Who is the Home Secretary?", "Which party is X in?", "Who supplies McLaren's engines?", "Is Red Bull powered
    by Honda?": a question said in the present alone (no verb in the past, no word of recency, no period or event
    said), asking who or whether of states held over spans, asks what holds today; read at any time, the facts that
    ended before today are the answer too (a reviewer's find: every Home Secretary since 1979, the first of them
    first). No answer where such a fact was read beside one that may hold today (of who; of whether, any): now, or
    ever? Where every one ended, the graph tells: one whose facts of the relation run to now (`to_now`: "Which team
    does Vettel drive for?", "Who represents Maidenhead?", reviewers' finds) says none holds today; one that stops
    long ago (YAGO's: "Who is Martha Hart's spouse?") is asked of any time."""
    if q.answer_type not in ("entity", "yes_no") or q.extremum or q.constraint.kind != "none":
        return
    toks = [t for t in tokenize(q.question) if t.low.isalpha()]  # no "'s"
    present = [t for t in toks if t.low in PRESENT or (t.i == 1 and _said_of_one(t.low))]  # "Who supplies ...?"
    passive = lambda t: is_participle(t.low) and any(p.i < t.i for p in present)  # noqa: E731 - "is powered by"
    having = lambda t: t.low in HAVE and not any(is_participle(p.low) for p in toks if p.i > t.i)  # noqa: E731
    if not present or any((_past(t.low) and not passive(t) and not having(t)) or t.low in RECENCY for t in toks):
        return
    ended = [r for r in rows if r.kind != "event" and r.end is not None and r.end != r.start and _ended(r.end)]
    holding = [r for r in rows if r not in ended and r.kind != "event" and r.end != r.start]
    shown = "; ".join(r.render() for r in ended[:3]) + (" ..." if len(ended) > 3 else "")
    if ended and (holding or q.answer_type == "yes_no"):  # every one ended: "Who is X's spouse?" asks of any time
        raise NoAnswer(
            f"said in the present: what holds today ({clock.reference_date()}), or at any time? {len(ended)} of the"
            f" {len(rows)} fact(s) read ended before today: {shown}"
        )
    if q.answer_type == "entity" and ended and not holding and to_now():
        raise NoAnswer(  # "Which team does Sebastian Vettel drive for?": a career, none of it held today
            f"said in the present: what holds today ({clock.reference_date()})? the graph's facts of {q.relation} run"
            f" to recent years, and none of the {len(ended)} fact(s) read holds today, each ended before it: {shown}"
        )


def _ended(end: str) -> bool:
    """Whether a fact's end (at its precision: "1983" ends in its last day) lies before today."""
    when = parse_partial_date(end)
    return when is not None and when.first()[0] >= 1 and date(*when.last()) < clock.reference_date()


def not_yet_said(ahead: list[IntervalRow]) -> str:
    """The note of facts left out as scheduled."""
    shown = "; ".join(r.render() for r in ahead[:3]) + (" ..." if len(ahead) > 3 else "")
    return f"left out {len(ahead)} fact(s) dated after today ({clock.reference_date()}), not yet happened: {shown}"


def scheduled(rows: list[IntervalRow]) -> str:
    """The note of a date asked that lies after today ("" where none does)."""
    ahead = [r for r in rows if ahead_of_today(r)]
    return f" (after today, {clock.reference_date()}: scheduled, not yet happened)" if ahead else ""


def term_says_a_period(term: BaseModel) -> bool:
    """Whether a query's term says a period ("in 2028") or a time measured from another (the week after, the year
    before an event): past today, its scheduled facts are asked; else the period leaves them out itself."""
    found: list[bool] = []

    def look(node: BaseModel, _: tuple[BaseModel, ...]) -> BaseModel | None:
        if isinstance(node, Period | Shift | Span):
            found.append(True)
        return None

    rewritten(term, look)
    return any(found)


def happened(q: Query, rows: list[IntervalRow]) -> tuple[list[IntervalRow], list[IntervalRow]]:
    """Of a query's facts, those that have happened by today and those left out as scheduled (none where a time or
    how long is asked, or the term says a period)."""
    if q.asks in KEPT_ASKED or says_the_future(q.question):
        return rows, []
    if term_says_a_period(q.term) and not said_in_the_past(q.question):
        return rows, []
    return _left_out(q.question, rows)


def said_in_the_past(question: str) -> bool:
    """Whether the question says what has happened ("How many Debian releases reached end of life after 2020?",
    "have reached"): a verb in the past, not a participle after a present form ("are supported")."""
    toks = [t for t in tokenize(question) if t.low.isalpha()]
    present = [t.i for t in toks if t.low in PRESENT]
    return any(_past(t.low) and not (is_participle(t.low) and any(i < t.i for i in present)) for t in toks)
