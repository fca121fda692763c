"""An entity said by a second fact of its own: "Which physics Nobel winners were born in Vienna?", "How many Oscar
winners were born in Paris?", "Who was the first person from MIT to win the physics Nobel?" (the executed patterns
`also.kind_said` and `also.nth_kind_said` of `data/compose.toml`). The engine reads one
fact of the one asked and refuses a question naming two entities; here the words before the clause's verb say who
is asked by a fact of their own ("Who were physics Nobel winners?", read by the engine), the clause the other
("Who were born in Vienna?"), and the term is the clause's facts whose side asked is also the side asked of the
first (`Also`, at any time of it; read over facts true over intervals only). Each half must read as one fact of an
entity asked, the words saying who as facts of one entity named with no time of their own; else no reading."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Also, Facts, Narrowed, Nth, Query
from chronorag.understanding.compose_terms import text_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.reading import AUXILIARIES
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_participle


class Reads(Protocol):
    """What the production needs of the composer (`compose.Composer`): a clause read."""

    def main(self, text: str, depth: int) -> Query: ...


def kind_said(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """The clause's facts whose side asked is also asked by the words before its verb."""
    i, j = m.spans["event"]
    k, end = m.spans["main"]
    classes = pattern_file().classes
    verb = toks[k]
    if not (verb.low in classes["kind_clause_verbs"] or (verb.text.islower() and is_participle(verb.text))):
        raise PlanningError("the clause after those asked opens with its verb")
    if auxiliary := [t.text for t in toks[i:j] if t.low in AUXILIARIES]:  # "Which jury votes has X received?": X's
        raise PlanningError(
            f"{auxiliary[0]!r} before the verb: the clause's subject is named after it, not those asked"
        )
    if tenure := _its_holding(toks, k, end):  # "Which US ambassador to the UN had the shortest tenure?"
        return c.main(
            f"Who {text_of(toks, k, tenure + 1)} as {text_of(toks, i, j)}{text_of(toks, tenure + 1, end)}", depth
        )
    main = c.main(f"Who {text_of(toks, k, end)}", depth)
    kind = c.main(f"Who {classes['kind_clause_be'][0]} {text_of(toks, i, j)}?", depth)
    if main.asks != "entity" or main.side is None or not isinstance(main.term, Facts | Narrowed):
        raise PlanningError(f"the clause asks no entity of its facts: {main}")
    said, graph = _one_fact(kind, text_of(toks, i, j)), main.term if isinstance(main.term, Facts) else main.term.facts
    if not isinstance(graph, Facts) or graph.graph != said.graph or graph == said:
        raise PlanningError(f"{text_of(toks, i, j)!r} and the clause say two facts of one graph: {said}, {main.term}")
    if said.relation == graph.relation and (kind.side or "head") != main.side:
        return _the_one_asked(main, said, kind, text_of(toks, i, j))
    if said.relation == graph.relation and graph.head is None and graph.tail is None:
        return _the_same_fact(main, said, kind, text_of(toks, i, j))
    term = Also(facts=main.term, side=main.side, also=said, also_side=kind.side or "head")
    notes = list(dict.fromkeys([*kind.notes, *main.notes]))
    ignored = list(dict.fromkeys([*kind.ignored, *main.ignored]))
    return main.model_copy(update={"term": term, "notes": notes, "ignored": ignored})


def _its_holding(toks: list[Token], k: int, end: int) -> int | None:
    """ "had the shortest tenure": a noun of a holding's time said in the clause (`time_as`: tenure, term, stint) is
    the time of the holding those asked are said by, never of any other holding: its token (the clause is read as
    "Who had the shortest tenure as US ambassador to the UN?"); None where none is said."""
    nouns = {said.split()[0] for said in pattern_file().classes["time_as"]}
    return next((t.i for t in toks[k:end] if t.low in nouns), None)


def nth_kind_said(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "Who was the first person from MIT to win the physics Nobel?": the n-th of the question read without the words
    saying who ("Who was the first to win the physics Nobel?"), of those "Who was a person from MIT?" asks."""
    i, j = m.spans["event"]
    main = c.main(f"{text_of(toks, 0, i)} {text_of(toks, j, len(toks))}", depth)
    kind = c.main(f"Who {pattern_file().classes['be'][0]} a {text_of(toks, i, j)}?", depth)
    term = main.term
    if main.asks != "entity" or main.side is None or not isinstance(term, Nth) or not isinstance(term.facts, Facts):
        raise PlanningError(f"the question without {text_of(toks, i, j)!r} asks no n-th entity of facts: {main}")
    said = _one_fact(kind, text_of(toks, i, j))
    if said.graph != term.facts.graph or said == term.facts:
        raise PlanningError(f"{text_of(toks, i, j)!r} and the clause say two facts of one graph: {said}, {term}")
    also = Also(facts=term.facts, side=main.side, also=said, also_side=kind.side or "head")
    notes = list(dict.fromkeys([*kind.notes, *main.notes]))
    ignored = list(dict.fromkeys([*kind.ignored, *main.ignored]))
    nth = term.model_copy(update={"facts": also, "distinct": main.side})  # "the second person ...": another one
    return main.model_copy(update={"term": nth, "notes": notes, "ignored": ignored})


def _the_one_asked(main: Query, said: Facts, kind: Query, words: str) -> Query:
    """ "Which hall of fame was Wayne Gretzky inducted into?": the words before the clause name the entity on the very
    side the clause asks of the same relation (Hockey Hall of Fame, inducted into), no second fact of those asked
    (never "those inducted into it"): the clause's facts with that side named, its answer that entity if held."""
    entity = said.tail if main.side == "tail" else said.head
    if entity is None or not isinstance(main.term, Facts):
        raise PlanningError(f"{words!r} names the {main.side} asked, of facts not read as one: {main.term}")
    term = main.term.model_copy(update={"tail" if main.side == "tail" else "head": entity})
    notes = list(dict.fromkeys([*kind.notes, *main.notes, f"read {words!r} as {entity}, the {main.side} asked"]))
    return main.model_copy(update={"term": term, "notes": notes})


def _the_same_fact(main: Query, said: Facts, kind: Query, words: str) -> Query:
    """ "How many Nobel Prizes in Physics were awarded between 1910 and 1912?": the words before the clause say a fact
    of the very relation and side the clause asks, the clause naming no entity of its own: one fact, said by both
    (the physics prizes of those years), never a second fact of those asked (any prize then, of someone who won the
    physics prize at any time: Marie Curie's chemistry prize of 1911 counted)."""
    term = said if isinstance(main.term, Facts) else main.term.model_copy(update={"facts": said})
    notes = list(dict.fromkeys([*kind.notes, *main.notes, f"read {words!r} as the clause's own facts"]))
    return main.model_copy(update={"term": term, "notes": notes})


def _one_fact(kind: Query, words: str) -> Facts:
    """The facts the words saying who are read as: one fact of one entity named, no time of their own."""
    said = kind.term
    if kind.asks != "entity" or kind.side is None or not isinstance(said, Facts):
        raise PlanningError(f"{words!r} says no fact of those asked: {kind}")
    named = [e for e in (said.head, said.tail) if e is not None]
    if said.graph is None or len(named) != 1 or said.relation is None or said.either_way:
        raise PlanningError(f"{words!r} says those asked by one fact of one entity named: {said}")
    return said


ALSO_PRODUCTIONS = {"kind_said": kind_said, "nth_kind_said": nth_kind_said}
