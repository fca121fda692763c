"""The time between two events, in whole units: "How many days after A's first visit to B did C first visit B?",
"How many years passed between X's first and last visit?", "How old was X when he died?" (the executed patterns
`between.*` of `data/compose.toml`); their terms are `Between` of two `TimeOf`s."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Between, Facts, Query, TimeOf
from chronorag.understanding.compose_occasion import occasion_again
from chronorag.understanding.compose_terms import span_text, text_of, with_leaf
from chronorag.understanding.compose_two import Reads
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import number_table, word_class
from chronorag.understanding.name_table import no_person
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.tokens import Token, tokenize

PERSONAL_PRONOUNS = word_class("event", "personal_pronouns")
POSSESSIVES = word_class("common", "possessives")  # "Ed White's": what the first event's owner owns
ORDINALS = number_table("time", "ordinals")  # "his second": an n-th whose noun is left out


def _between(first: TimeOf, second: TimeOf, m: Match, after: bool) -> Query:
    unit = m.values["unit"]
    return Query(asks="count", term=Between(first=first, second=second, unit=unit, after=after))


def between(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    if m.values.get("said_once"):  # "How many days apart were A and B born?"
        return _between(*_said_once(c, toks, m), m, after=False)
    first = c.event(span_text(toks, m, "event"), None)
    said2 = occasion_again(
        _owned_again(span_text(toks, m, "event2"), span_text(toks, m, "event")), span_text(toks, m, "event")
    )
    try:
        second = _there_named(c, said2, first) or c.event(_same_named(said2, first), leaf_name(first))
    except PlanningError:  # "between X's win for Fargo and Nomadland"
        if (again := _other_side_again(c, span_text(toks, m, "event"), said2, first)) is None:
            raise
        second = again
    if leaf_name(first) is None:
        first = c.event(span_text(toks, m, "event"), leaf_name(second))
    return _between(first, second, m, after=False)


def between_after(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many days after hosting Y did X meet him?": the first event's subject the second's (a gerund's), and an
    object pronoun of the second the first's other side, as a main clause's pronoun after a reference clause."""
    first, second = _two_events(c, toks, m)
    return _between(first, second, m, after=True)


def between_after_whole(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many full years after A did B ...?": `between_after`'s two events, in the whole units gone by from the
    first day to the second (1963-06-16 to 1983-06-18: 20), never the calendar years between them."""
    first, second = _two_events(c, toks, m)
    unit = m.values["unit"]
    return Query(asks="count", term=Between(first=first, second=second, unit=unit, after=True, elapsed=True))


def between_before(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many days before hosting Y did X go to Z?": read as `between_after`'s two events, the one said second
    is asked as before the other (no answer where it is not)."""
    said, other = _two_events(c, toks, m)
    return _between(other, said, m, after=True)


def _two_events(c: Reads, toks: list[Token], m: Match) -> tuple[TimeOf, TimeOf]:
    """The times of the events of `<event>` and `<event2>` ("did <event2>"); a subject pronoun opening the second
    ("after A went to B did he host C") stands for the first's subject."""
    said, said2 = span_text(toks, m, "event"), span_text(toks, m, "event2")
    if (opening := tokenize(said2)[:1]) and opening[0].low in pattern_file().classes["subject_pronouns"]:
        first = c.event(said, None)
        return first, c.event(said2, leaf_name(first))
    try:
        second = c.event(_no_object(said2), None)  # its subject, before "them" is named by the first
    except PlanningError:  # "... did Ginsburg join?": which Ginsburg, the first's object tells
        first = c.event(said, None)
        if (again := _with_its_object(c, said2, first)) is None:
            raise
        return first, again
    try:
        first = c.event(said, leaf_name(second))
    except PlanningError:  # "How many years after Niels Bohr did Aage Bohr win the physics prize?"
        alone = c.alone(said, _leaf(second)) if second.which == "said" else None
        if (alone := alone or _object_left_out(c, said, second)) is None:
            raise
        return alone, second
    second = c.event(_same_named(_object_named(said2, first, leaf_name(second)), first), leaf_name(first))
    return first, _object_elided(c, said2, first, _noun_left_out(said2, first, second))


def _object_elided(c: Reads, said2: str, first: TimeOf, second: TimeOf) -> TimeOf:
    """ "How many years after Scalia joined the Supreme Court did RBG join?": the second event says the first's
    relation with no other side, the first names one: the verb's object left out is the first's, read again with
    it ("RBG join the Supreme Court": Ruth Bader Ginsburg, never a district judge of those initials, whose one
    joining fit alone: a reviewer's find); where that reads no such event, as read."""
    one, two = _leaf(first), _leaf(second)
    if two.relation != one.relation or two.tail is not None or one.tail is None or second.which != "said":
        return second
    return _with_its_object(c, said2, first) or second


def _with_its_object(c: Reads, said2: str, first: TimeOf) -> TimeOf | None:
    """The second event read with the first's other side said after it, where that reads the first's relation and
    side of another subject; else None."""
    one = _leaf(first)
    return None if one.tail is None else _of_another(c, f"{said2} {one.tail}", one)


def _noun_left_out(said2: str, first: TimeOf, second: TimeOf) -> TimeOf:
    """ "How many years after his first Hart Trophy did Sidney Crosby win his second?": an n-th closing the second
    event with no noun ("his second", "his second one") is of the first's other side, the same relation of the same
    subject (read as any award, Crosby's second of all came back, 3 years for 7: a reviewer's find)."""
    toks, one, two = tokenize(said2), _leaf(first), _leaf(second)
    closing = [t for t in toks if t.is_word][-1:]
    elided = closing and (closing[0].low in ORDINALS or closing[0].low in pattern_file().classes["elided_nouns"])
    if not elided or (two.relation, two.head) != (one.relation, one.head) or two.tail is not None or one.tail is None:
        return second
    return second.model_copy(update={"facts": with_leaf(second.facts, two.model_copy(update={"tail": one.tail}))})


def _object_left_out(c: Reads, said: str, second: TimeOf) -> TimeOf | None:
    """ "How many days after Taft stepped down did Hughes become chief justice?": the first event naming its subject
    alone, its object left out, read with the second's other side as that object (said right after its verb, or after
    a word of `object_left_out_joins`: "stepped down as Chief Justice of the United States"), where that reads the
    second's relation of another subject and that same side (as `reference.object_left_out` reads "before X took
    over"); None otherwise."""
    leaf = _leaf(second)
    if leaf.head is None or leaf.tail is None or second.which != "said":
        return None
    for join in ("", *pattern_file().classes["object_left_out_joins"]):
        if (first := _of_another(c, " ".join(w for w in (said, join, leaf.tail) if w), leaf)) is not None:
            return first
    return None


def _of_another(c: Reads, text: str, leaf: Facts) -> TimeOf | None:
    """The event of `text`, where it reads the leaf's relation and other side of another subject; else None."""
    try:
        again = c.event(text, None)
    except PlanningError:
        return None
    read = _leaf(again)
    same = (read.relation, read.tail) == (leaf.relation, leaf.tail)
    return again if same and read.head not in (None, leaf.head) else None


def _both_by_the_first(c: Reads, said: str, said2: str) -> tuple[TimeOf, TimeOf] | None:
    try:
        first = c.event(said, None)
    except PlanningError:
        return None
    again = _other_side_again(c, said, said2, first)
    return None if again is None else (first, again)


def _other_side_again(c: Reads, said: str, said2: str, first: TimeOf) -> TimeOf | None:
    """ "X's wins for Fargo and Nomadland", "... for Fargo and for Nomadland": a second event said only by its other
    side (and the word before it), the first's words before its own other side said of it too, where that reads the
    first's relation of the same subject and another side, at the same time asked; None otherwise."""
    toks, leaf = tokenize(said), _leaf(first)
    for k in range(len(toks) - 1, 0, -1):
        try:
            second = c.event(f"{text_of(toks, 0, k)} {said2}", None)
        except PlanningError:
            continue
        read = _leaf(second)
        if (read.relation, read.head, second.which) == (leaf.relation, leaf.head, first.which) and read.tail not in (
            None,
            leaf.tail,
        ):
            return second
    return None


def _owned_again(text: str, first: str) -> str:
    """ "Ed White's" after "Leonov's spacewalk": a possessive closing the second event owns what the first's owns."""
    said, before = tokenize(text), tokenize(first)
    while said and said[-1].is_punct:
        said.pop()
    owned = [t.i for t in before if t.low in POSSESSIVES]
    if not said or said[-1].low not in POSSESSIVES or len(owned) != 1 or owned[0] == len(before) - 1:
        return text
    return f"{text_of(said, 0, len(said))} {text_of(before, owned[0] + 1, len(before))}"


def _said_once(c: Reads, toks: list[Token], m: Match) -> tuple[TimeOf, TimeOf]:
    """ "A and B born": the second's words after its subject said of the first too (the fewest that read the same
    relation of the first as of the second, each subject its own); else no answer."""
    one, (i, j) = span_text(toks, m, "event"), m.spans["event2"]
    try:
        second = c.event(span_text(toks, m, "event2"), None)
    except PlanningError as refused:  # "X's wins for Fargo and Nomadland": the first's words said of the second's side
        if (two := _both_by_the_first(c, one, span_text(toks, m, "event2"))) is None:
            raise refused from None
        return two
    for k in range(j - 1, i, -1):
        try:
            first = c.event(f"{one} {text_of(toks, k, j)}", None)
        except PlanningError:
            continue
        a, b = _leaf(first), _leaf(second)
        if a.relation == b.relation and a.model_copy(update={"head": b.head}) == b and a.head != b.head:
            return first, second
    raise PlanningError(f"cannot read {span_text(toks, m, 'event2')!r} of {one!r} too")


def _same_named(text: str, first: TimeOf) -> str:
    """ "... and Y quitting the same job": "the same <noun>" said as "the <noun> of <the first event's other side>",
    whose noun the engine reads as that side's ("the job of X" is an office held; "the same party" of an office is
    no fact of the graph), where the first event names both its sides; else as said."""
    said, leaf, classes = tokenize(text), _leaf(first), pattern_file().classes
    at = [t.i for t in said[1:-1] if t.low in classes["same_words"] and said[t.i - 1].low in classes["same_articles"]]
    if len(at) != 1 or leaf.head is None or leaf.tail is None:
        return text
    k, of = at[0], classes["same_owner_joins"][0]
    return f"{text_of(said, 0, k)} {said[k + 1].text} {of} {leaf.tail} {text_of(said, k + 2, len(said))}".strip()


def _there_named(c: Reads, text: str, first: TimeOf) -> TimeOf | None:
    """ "... and Kelly Craft starting there": the second event's word of place (`place_pronouns`) said as the first's
    other side after a word of `place_pronoun_joins` ("starting at United Nations"), kept only where that reads the
    first's relation of the same other side and another subject (else None, and the clause is read as said)."""
    said, leaf, classes = tokenize(text), _leaf(first), pattern_file().classes
    at = [t.i for t in said if t.low in classes["place_pronouns"]]
    if len(at) != 1 or leaf.head is None or leaf.tail is None:
        return None
    for join in classes["place_pronoun_joins"]:
        placed = f"{text_of(said, 0, at[0])} {join} {leaf.tail} {text_of(said, at[0] + 1, len(said))}"
        if (second := _of_another(c, placed, leaf)) is not None:
            return second
    return None


def _no_object(text: str) -> str:
    """The clause without its object pronoun ("China first criticise them"), read first for its subject alone."""
    said = tokenize(text)
    kept = [t for t in said if t.low not in pattern_file().classes["object_pronouns"]]
    return text if len(kept) == len(said) else text_of(kept, 0, len(kept))


def _object_named(text: str, first: TimeOf, subject: str | None) -> str:
    """The clause with its object pronoun ("him", "them": `object_pronouns`) said as the first event's side that is
    not the clause's subject, where the first event names both and one of them is that subject; else as said."""
    leaf, said = _leaf(first), tokenize(text)
    at = [t.i for t in said if t.low in pattern_file().classes["object_pronouns"]]
    others = [side for side in (leaf.head, leaf.tail) if side is not None and side != subject]
    if len(others) == 2 and at and said[at[0]].low in PERSONAL_PRONOUNS:  # "him" is never South Africa
        others = [side for side in others if not no_person(side)]
    if len(at) != 1 or leaf.head is None or leaf.tail is None or len(others) != 1:
        return text
    return f"{text_of(said, 0, at[0])} {others[0]} {text_of(said, at[0] + 1, len(said))}".strip()


def age_at(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How old was X when he died?": the whole years from X's birth (said as the row's `birth` words say it) to
    the event, its pronoun X."""
    first = c.event(f"{m.values['birth']} {text_of(toks, *m.spans['rest'])}", None)
    second = c.event(span_text(toks, m, "event"), leaf_name(first))
    return Query(asks="count", term=Between(first=first, second=second, unit="year", after=True, elapsed=True))


def older_than(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many days older was A than B?": the whole days from A's birth to B's (said as the row's `birth` words
    say it; "younger", `order`, from B's to A's), both known to the day; none where the first came later. Only in
    days: "years older" may count whole years or calendar years."""
    if m.values["unit"] != "day":
        raise PlanningError(f"'{m.values['unit']}s older' may count whole years or the years between the dates")
    one = c.event(f"{m.values['birth']} {text_of(toks, *m.spans['rest'])}", None)
    other = c.event(f"{m.values['birth']} {span_text(toks, m, 'event')}", None)
    first, second = (other, one) if m.values.get("order") == "younger" else (one, other)
    return Query(asks="count", term=Between(first=first, second=second, unit="day", after=True, elapsed=True))


def between_first_last(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    event = c.event(span_text(toks, m, "event"), None)
    if event.which != "said":
        raise PlanningError("the first and the last time of an event said with its own first or last")
    return _between(event.model_copy(update={"which": "first"}), event.model_copy(update={"which": "last"}), m, True)


def between_first_last_said(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    said = f"{span_text(toks, m, 'main')} {span_text(toks, m, 'rest')}"  # "France's" + "visit to Japan"
    event = c.event(said, None)
    if event.which != "said":
        raise PlanningError("the first and the last of an event said with its own first or last")
    return _between(event.model_copy(update={"which": "first"}), event.model_copy(update={"which": "last"}), m, True)


def between_two(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many years apart were France's two World Cup wins?": from the first to the last time of the event said
    ("France's World Cup wins"), which the graph must hold exactly twice (`Between.two`, checked where it is
    answered); of facts true over intervals only (an event graph's days are counted otherwise)."""
    event = c.event(f"{span_text(toks, m, 'main')} {span_text(toks, m, 'rest')}", None)
    if event.which != "said" or _leaf(event).graph is None:
        raise PlanningError("an event's two times are asked of one event said of facts true over intervals")
    first, last = event.model_copy(update={"which": "first"}), event.model_copy(update={"which": "last"})
    return Query(asks="count", term=Between(first=first, second=last, unit=m.values["unit"], two=True))


def leaf_name(time: TimeOf) -> str | None:
    return _leaf(time).head


def _leaf(time: TimeOf) -> Facts:
    term: Any = time.facts
    while not isinstance(term, Facts):
        term = term.facts
    return term
