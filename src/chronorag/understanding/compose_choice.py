"""A choice between entities named: "Who was born first, A or B?", "Who did more spacewalks, A, B or C?", "Of A and
B, who made the most spacewalks?" (the executed patterns `choice.*` of `data/compose.toml`). The main clause is read
of each one alone ("was A born?", "did A do spacewalks?"); where both read the same relation with the one named on
the same side, the answer is the one whose first fact began first, or who holds more facts (`Among`, read over
facts true over intervals: `interval_terms`); a tie, or a clause read otherwise of either, is no answer."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Literal, Protocol

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Among, Facts, Nth, Query, Rank
from chronorag.plans import EventPlan
from chronorag.understanding.compose_terms import pronouns, text_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.readings import ANSWERED_ALIKE
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal

COMMAS = word_class("common", "commas")
OWNED = word_class("common", "possessives")  # "X's grandfather" among those named
YES_NO_OPENER = phrase_list("asked", "yes_no_openers")[0]  # "did": the main clause asked of one of the two
AUXILIARIES = word_class("event", "auxiliaries")  # "did X coach": those named are what X did it to


class Reads(Protocol):
    """What a production needs of the composer (`compose.Composer`): the engine."""

    parse: Callable[[str], EventPlan]


def choice_first(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "Who was born first, A or B?": the one of the two whose first fact of the clause's relation began first.
    Never "Who won the first Test between A and B?": the first of their meetings, which either may have won or none
    (a draw), not which of the two won anything first."""
    i, j = m.spans["names"]
    if any(t.low in pattern_file().classes["choice_between"] for t in toks[i:j]):
        raise PlanningError(
            f"'{text_of(toks, i, j)}' says the first of their meetings, not which of the two did it first"
        )
    among, notes, ignored = _among(c, toks, m)
    term = Nth(facts=among, n=1, distinct=among.side)
    return Query(asks="entity", side=among.side, focus=among.side, term=term, notes=notes, ignored=ignored)


def choice_more(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "Who did more spacewalks, A or B?": the one of the two holding more facts of the clause's relation."""
    if (cut := _between_after(toks, m)) is not None:
        raise PlanningError(
            f"'{text_of(toks, cut, m.spans['names'][1])}' may say their facts against each other or all of each one's:"
            " say 'against each other' or 'of the two'"
        )
    among, notes, ignored = _among(c, toks, m)
    named = getattr(among.facts, "tail" if among.side == "head" else "head")  # "more Daytona 500 wins": one other
    if "rest" in m.spans and named is None and _rest_names_the_other_side(c, toks, m, among):
        among = among.model_copy(update={"either_count": True})
    term = Rank(facts=among, side=among.side, by="facts", order="most")
    return Query(asks="entity", side=among.side, focus=among.side, term=term, notes=notes, ignored=ignored)


def _between_after(toks: list[Token], m: Match) -> int | None:
    """Where "between" is said after what is counted, before the names ("Who has won more Tests between India and
    Australia?", `choice_between`), else None."""
    if "rest" not in m.spans or m.spans["names"][0] < m.spans["rest"][0]:
        return None
    said = range(m.spans["rest"][0], m.spans["names"][1])
    return next((k for k in said if toks[k].low in pattern_file().classes["choice_between"]), None)


def _among(c: Reads, toks: list[Token], m: Match) -> tuple[Among, list[str], list[str]]:
    """The facts of the main clause's relation with any of those named on the side the clause names them."""
    named = _named(toks, m)
    clause = _clause(toks, m)
    read = [_said_of(c, clause, name) for name in named]
    facts = [f for f, _, _ in read]
    sides: list[Literal["head", "tail"]] = [s for s in ("head", "tail") if len({getattr(f, s) for f in facts}) > 1]
    said = " | ".join(str(f) for f in facts)
    if len(sides) != 1:
        raise PlanningError(f"the clause reads otherwise of {' and of '.join(map(repr, named))}: {said}")
    side = sides[0]
    ones = [getattr(f, side) for f in facts]
    if None in ones or len(set(ones)) != len(ones) or len({f.model_copy(update={side: None}) for f in facts}) != 1:
        raise PlanningError(f"the clause reads otherwise of {' and of '.join(map(repr, named))}: {said}")
    if facts[0].either_way:
        raise PlanningError("a choice between those named is read of facts of one side")
    among = Among(facts=facts[0].model_copy(update={side: None}), side=side, names=tuple(ones))
    notes = list(dict.fromkeys(note for _, said_notes, _ in read for note in said_notes))
    return among, notes, list(dict.fromkeys(word for _, _, words in read for word in words))


def _rest_names_the_other_side(c: Reads, toks: list[Token], m: Match, among: Among) -> bool:
    """ "more clubs": the noun counted adds nothing to the relation the clause says without it, so it names the other
    side (spells or clubs may be counted); "more spacewalks", "more titles" say the relation itself (its facts)."""
    said = [t for t in toks[slice(*m.spans["rest"])] if not t.is_punct]
    how = toks[m.spans["main"][1] : m.spans["rest"][0]]  # "more", "the most"; "more often" counts the facts
    counted = pattern_file().classes["counted"]
    if any(t.low in counted for t in [*how, *said]) or not said or not is_nominal(said[0].text):
        return False
    bare = list(toks[slice(*m.spans["main"])])
    try:
        alone, _, _ = _said_of(c, bare, among.names[0])
    except PlanningError:  # the clause says nothing without the noun: it may name the side, so both counts must agree
        return True
    return alone.relation == among.facts.relation


def _named(toks: list[Token], m: Match) -> list[str]:
    """Those said "A or B", "A, B or C", "A, B, or C" ("and" after "of" / "between"), each as written."""
    i, j = m.spans["names"]
    while j > i and toks[j - 1].is_punct:
        j -= 1
    classes = pattern_file().classes
    if i > 0 and toks[i - 1].low in {phrase.split()[-1] for phrase in classes["choice_more"]}:
        raise PlanningError("what is counted is said right after 'more': the choice is between those after it")
    joining = {*classes["either_of"], *([] if m.values.get("joined") == "or" else classes["both_of"])}
    joins = [k for k in range(i, j) if toks[k].low in joining]
    if len(joins) != 1 or joins[0] in (i, j - 1):
        raise PlanningError("a choice is between those said 'A or B' or 'A, B or C'")
    k = joins[0]
    last = k - 1 if toks[k - 1].low in COMMAS else k  # "A, B, or C"
    bounds = [i - 1, *(x for x in range(i, last) if toks[x].low in COMMAS), last]
    if any(b <= a + 1 for a, b in pairwise(bounds)) or any(toks[x].low in COMMAS for x in range(k + 1, j)):
        raise PlanningError("a choice is between those said 'A or B' or 'A, B or C'")  # "..., A or B, in 2010"
    if len(bounds) > 2 and any(t.low in classes["choice_two"] for t in toks):
        raise PlanningError("a choice between two, and more than two named")
    if any(toks[x].low in OWNED for x in range(i, j)):  # "Andrew Huxley's grandfather": who is the one named?
        raise PlanningError("a choice between those named, one of them said by whose he is")
    return [*(text_of(toks, a + 1, b) for a, b in pairwise(bounds)), text_of(toks, k + 1, j)]


def _clause(toks: list[Token], m: Match) -> list[Token]:
    """The main clause with what it counts ("did ... spacewalks"), less a word that says only how often ("times")."""
    said = list(toks[slice(*m.spans["main"])])
    if "rest" in m.spans:
        rest = [t for t in toks[slice(*m.spans["rest"])] if not t.is_punct]
        if not all(t.low in pattern_file().classes["counted"] for t in rest):
            said += rest
    if not said or pronouns(said):
        raise PlanningError("the clause of a choice says what each did, of none by a pronoun")
    return said


def _said_of(c: Reads, clause: list[Token], name: str) -> tuple[Facts, list[str], list[str]]:
    """The clause asked yes or no of one of those named ("was A born?", "did A do spacewalks?"): its facts."""
    words = text_of(clause, 0, len(clause))
    if clause[0].low in pattern_file().classes["be"]:
        text = f"{clause[0].text} {name} {text_of(clause, 1, len(clause))}?"
    else:
        text = f"{YES_NO_OPENER} {name} {words}?"
    try:
        q = query_of(c.parse(text))
    except PlanningError:
        if clause[0].low not in AUXILIARIES or len(clause) < 3:
            raise
        text = f"{words} {name}?"  # "Which did Scotty Bowman coach first, A or B?": the clause's own subject
        q = query_of(c.parse(text))
    if q.asks != "yes_no" or not isinstance(q.term, Facts):
        raise PlanningError(f"{text!r} is no clause of one of those named")
    if any(ANSWERED_ALIKE in note for note in q.notes):  # "Waltrip": alike of his one clause, not of the choice
        raise PlanningError(f"{name!r} names several entities the choice would tell apart")
    if q.aspect == "end":  # "Who left first, A or B?": the ends are not what a choice compares
        raise PlanningError(f"{text!r} says the end of a state: a choice compares what each began")
    return q.term, q.notes, q.ignored
