"""Which of two sides: "Who won when A played B on D?", "Which team won the game between A and B on D?", "Who won
more games between A and B?", "Who won A v B on D?" (the executed patterns `reference.one_of_two`,
`reference.one_of_two_between`, `aggregate.more_of_two`, `reference.one_of_versus` of `data/compose.toml`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Facts, PeriodOf, Query, Rank, TimeOf, Within
from chronorag.plans import EventPlan
from chronorag.understanding.compose_terms import fact_term, leaf_of, pronouns, span_text, text_of, with_leaf
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.tokens import Token, tokenize


class Reads(Protocol):
    """What a production needs of the composer (`compose.Composer`): the engine, and an event clause's time."""

    parse: Callable[[str], EventPlan]

    def event(self, text: str, subject: str | None, depth: int = 0) -> TimeOf: ...

    def alone(self, said: str, leaf: Facts) -> TimeOf | None: ...


COMMAS = word_class("common", "commas")
_AND = pattern_file().classes["both_of"][0]
YES_NO_OPENER = phrase_list("asked", "yes_no_openers")[0]  # "did": a clause asked of one side ("did X win?")


def one_of_two(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "Who won when A played B on D?", "Which team won the game between A and B on D?" (the pattern's verb), "Who
    won more games between A and B?" (`order`): which of two sides of an event done together (either way) the main
    clause says, by what it says of one ("Did A win?": the head), of the facts between them then; else refused."""
    verb, event = m.values.get("verb"), _both(tokenize(_sides(toks, m)))
    time = None if verb else c.event(event, None)
    said_facts = time.facts if time else fact_term(query_of(c.parse(f"{YES_NO_OPENER} {event} {verb}?")))
    leaf = leaf_of(said_facts)
    if leaf.head is None or leaf.tail is None or not (leaf.either_way or _a_game(c, leaf.head, leaf.tail, leaf, m)):
        raise PlanningError("'who' of an event two named sides do not do together may be anyone")
    if isinstance(said_facts, Facts) and "order" not in m.values:
        raise PlanningError("the event's own time is not said: which of its days is meant")
    said = tokenize(span_text(toks, m, "main") if "main" in m.spans else m.values["main"])
    if pronouns(said):
        raise PlanningError(f"{pronouns(said)[0]!r} in a clause that asks which of two")
    asked = text_of(said, 1, len(said))
    ask = f"{said[0].text} {leaf.head} {asked}?" if said[0].low in pattern_file().classes["be"] else None
    q = query_of(c.parse(ask or f"{YES_NO_OPENER} {leaf.head} {text_of(said, 0, len(said))}?"))
    term = q.term
    if q.asks != "yes_no" or not isinstance(term, Facts) or (term.head is None) == (term.tail is None):
        raise PlanningError("the main clause says no relation of one side alone")
    if term.either_way:  # "Who drew when A played B?": both did, neither is the one
        raise PlanningError(f"{term.relation!r} is said of both sides alike: which of the two is not asked")
    if term.alongside is not None:  # "Who won away ...?": where is said of the one asked, not of the one named
        raise PlanningError("where it happened is said of the side asked, which no fact of the two names")
    both = Facts(head=leaf.head, relation=term.relation, tail=leaf.tail, graph=term.graph, either_way=True)
    side: Literal["head", "tail"] = "head" if term.head == leaf.head else "tail"
    if "order" in m.values:  # the one of the two that did it more (fewer) times
        order: Literal["most", "least"] = "least" if m.values["order"] == "least" else "most"
        return Query(asks="entity", side=side, term=Rank(facts=with_leaf(said_facts, both), side=side, order=order))
    day = PeriodOf(time=time or TimeOf(facts=said_facts), unit="day")  # the one day of it, or refused
    return Query(asks="entity", side=side, term=Within(facts=both, time=day))


def _a_game(c: Reads, head: str, tail: str, leaf: Facts, m: Match) -> bool:
    """ "when A hosted B": one side's event that is the game both played, where the pattern's `game` verb said of the
    two ("did A and B play?") reads the same relation either way (a league's `hosted`; never a visit one made)."""
    verb = m.values.get("game")
    if verb is None:
        return False
    try:
        played = leaf_of(fact_term(query_of(c.parse(f"{YES_NO_OPENER} {head} {_AND} {tail} {verb}?"))))
    except PlanningError:
        return False
    return played.either_way and played.relation == leaf.relation


def _sides(toks: list[Token], m: Match) -> str:
    """The event's words; of a match said "A v B on D" (`event` and `event2` either side of the "v"), "A and B on D",
    the game the two played; of the two sides said apart from their time (`rest`: "since 2013, A or B"), the sides
    and then the time."""
    if "rest" in m.spans:  # "A or B, before 2020", "since 2013, A or B": the two sides, then when
        (_, j), (k, _) = sorted((m.spans["event"], m.spans["rest"]))
        if not any(t.low in COMMAS for t in toks[j:k]):
            raise PlanningError("the two sides and their time are said apart only by a comma")
        return f"{span_text(toks, m, 'event')} {span_text(toks, m, 'rest')}"
    if "event2" not in m.spans:
        return span_text(toks, m, "event")
    return f"{span_text(toks, m, 'event')} {_AND} {span_text(toks, m, 'event2')}"


def _both(toks: list[Token]) -> str:
    """The event's two sides said "A or B" ("Who won more derbies, Everton or Liverpool?") as "A and B"."""
    classes = pattern_file().classes
    words = [classes["both_of"][0] if t.low in classes["either_of"] else t.text for t in toks]
    return "".join((" " if k and toks[k].start > toks[k - 1].end else "") + w for k, w in enumerate(words))
