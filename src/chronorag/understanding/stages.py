"""The stages of one reading of an event question (`EventParser.attempt`), in order, each counted where it runs.

A reading's alternatives (`readings.py`: loose descriptions, a wording several relations share) differ only in
what they pick, so the stages are listed here, apart from the parser, for a reading to run from any one of them
on (`run`), and for `benchmarks/parse_cost.py` to count how often each ran (`STAGE_RUNS`): the work a question's
alternatives did not share.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Hashable

from chronorag.understanding.constructions import (
    asked,
    asked_clause,
    clauses,
    leftovers,
    names,
    reference,
    succession,
    time,
    venue,
)
from chronorag.understanding.constructions.done_asked import which_done
from chronorag.understanding.constructions.edition_turn import in_its_edition
from chronorag.understanding.constructions.qualifier_named import name_as_qualifier
from chronorag.understanding.constructions.ref_period import carried_over, own_period
from chronorag.understanding.errors import NamedInPart, NotAnEventQuestion, PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, number_table
from chronorag.understanding.name_forms import Picked, words_key
from chronorag.understanding.name_words import name_words, names_holding
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.tokens import Token, written
from chronorag.understanding.words import key

Stage = Callable[[Reading, Graph], None]
Picks = dict[tuple[int, int], tuple[str, str]]  # the entity a loose description stands for, by its span
RelationPick = tuple[tuple[int, ...], str]  # the relation a shared wording, at these tokens, is read as
STAGE_RUNS: Counter[str] = Counter()  # each stage's runs in this process: what the benchmarks count per question


def read_names(r: Reading, g: Graph) -> None:
    """The entities named; none is a refusal saying why (a name said in part, or none the graph holds)."""
    r.mentions = names.read_names(r, g)
    if not r.mentions:
        in_part = said_in_part(r.toks, g.names)
        raise NamedInPart(in_part) if in_part else NotAnEventQuestion(unnamed(r.toks, g.names))
    names.settle(r, g)


def read_clauses(r: Reading, g: Graph) -> None:
    clauses.split(r)


def read_asked(r: Reading, g: Graph) -> None:
    """What is asked, first / last, and a reference clause's cue: all before any relation is read."""
    asked.read_asked(r, g)
    if g.intervals:
        asked.aspect_said(r, g)
        name_as_qualifier(r, g)  # "Which Assistant Secretary posts did X hold?": no second entity
    asked.read_extremum(r, g)
    reference.right_after(r)
    asked.kind_of_side(r)
    if r.ref is not None and r.constraint.kind != "none":
        own_period(r, g)


def read_events(r: Reading, g: Graph) -> None:
    """The relations of the main clause and of the reference event, their voice and roles: the first stage that
    reads a relation (`relation.read_relation`), and so `relation_pick`."""
    in_turn = succession.read_succession, succession.holder_in_turn, succession.came_in_turn, in_its_edition
    if not (g.intervals and any(read(r, g) for read in in_turn)):
        reference.read_events(r, g)
        succession.role_in_turn(r, g) or succession.one_of_its_own_in_turn(r, g)
    carried_over(r)


def read_venue(r: Reading, g: Graph) -> None:
    venue.home_or_away(r, g)
    venue.at_the_side(r, g)  # beside "away", "at Y" says it again ("win away at Y")
    venue.ground_said(r, g)


def read_leftovers(r: Reading, g: Graph) -> None:
    leftovers.checks(r)
    leftovers.pronoun_left(r)
    asked_clause.said_by_a_clause(r)
    if g.intervals:
        asked_clause.inside_the_named(r)
    leftovers.read_leftovers(r, g)
    which_done(r)  # "Which World Series did X win?": when, each fact one
    time.season_holds(r, g)


STAGES: tuple[tuple[str, Stage], ...] = (
    ("names", read_names),
    ("clauses", read_clauses),
    ("asked", read_asked),
    ("events", read_events),
    ("venue", read_venue),
    ("leftovers", read_leftovers),
)


def read_through(base: Reading, picks: Picks, relation_pick: RelationPick | None, g: Graph) -> Reading:
    """`base` read through every stage with `picks` and `relation_pick`, once per question: a proposer that tries a
    reading another already tried (`held_by_none` after `loosely`) is given the finished reading, or its refusal,
    again; an alternative resumes from the stages before the relation where it may (`resumed`)."""
    said = ("read", tuple(sorted(picks.items())), relation_pick)
    kept = base.checkpoints.get(said)
    if isinstance(kept, PlanningError):
        raise kept
    if kept is not None:
        return kept
    try:
        if picks or relation_pick is not None:
            r = resumed(base, picks, g, keep=relation_pick is not None)
            r.relation_pick = relation_pick
            run(r, g, RELATION_READ)
        else:  # the strict reading: nothing to share yet
            r = base.copy()
            run(r, g)
    except PlanningError as refused:
        base.checkpoints[said] = refused
        raise
    base.checkpoints[said] = r
    return r


RELATION_READ = 3  # the first stage that reads a relation (`relation.read_relation`), the only reader of relation_pick


def resumed(base: Reading, picks: Picks, g: Graph, keep: bool) -> Reading:
    """`base` read with `picks` up to the stage that first reads a relation. Those stages never read which relation a
    shared wording is taken as, so they run once for every relation the alternatives try (kept on the base by the
    picks, where `keep`); nor, on most questions, which entity a pick is, so every pick of the same words resumes
    from the first one's reading of them (`_shared`)."""
    exact = ("resumed", tuple(sorted(picks.items())))
    kept = base.checkpoints.get(exact)
    if isinstance(kept, PlanningError):
        raise kept
    if kept is not None:
        return kept.fork()
    r = _shared(base, picks)
    if r is None:
        r = base.copy()
        r.picks = dict(picks)
        try:
            run(r, g, 0, RELATION_READ)
        except PlanningError as refused:
            base.checkpoints[exact] = refused
            raise
        _share(base, picks, r)
    if keep:
        base.checkpoints[exact] = r.fork()
    return r


def _words_picked(picks: Picks) -> tuple[Hashable, ...]:
    """What the picks say apart from the entities they pick: their words and the rule that read each."""
    return ("structure", *sorted((span, how) for span, (_, how) in picks.items()))


def _share(base: Reading, picks: Picks, r: Reading) -> None:
    """Keep the reading's stages before the relation for the other picks of the same words, where none of them read
    which entity a pick is (`Picked`) and no other mention names a picked entity (so comparing names, `same_names`,
    found none alike); else note that they are not shared."""
    words = _words_picked(picks)
    if picks and words not in base.checkpoints:
        picked = [m for m in r.mentions if isinstance(m, Picked)]
        unread = len(picked) == len(picks) and all(m.unread for m in picked)
        base.checkpoints[words] = r.fork() if unread and _named_once(r, picks) else False


def _shared(base: Reading, picks: Picks) -> Reading | None:
    """The stages before the relation of another pick of the same words, made this pick's, where they are shared
    and no other mention names an entity picked here."""
    kept = base.checkpoints.get(_words_picked(picks))
    if not isinstance(kept, Reading):
        return None
    r = kept.fork()
    r.picks = dict(picks)
    for m in (m for m in r.mentions if isinstance(m, Picked)):
        m.names = [picks[(m.i, m.j)][0]]
    return r if _named_once(r, picks) else None


def _named_once(r: Reading, picks: Picks) -> bool:
    """No entity picked is named by another mention, nor picked twice."""
    picked = [name for name, _ in picks.values()]
    said = [m.names for m in r.mentions if not isinstance(m, Picked)]
    return len(set(picked)) == len(picked) and all([name] not in said for name in picked)


def run(r: Reading, g: Graph, start: int = 0, stop: int = len(STAGES)) -> None:
    """Stages [start, stop) on the reading, each counted."""
    for name, stage in STAGES[start:stop]:
        STAGE_RUNS[name] += 1
        stage(r, g)


def unnamed(toks: list[Token], names: NameIndex | None = None) -> str:
    """Why no entity was read: the names the question says that the graph does not hold (runs of capitalised words
    past the first word, a month's name alone a time), or that it names none. Never that the graph lacks a name it
    holds: a name of the graph said whole, yet read as no name ("The The", "A": function words; "11:11": no word at
    all), is said to be one."""
    runs: list[list[Token]] = []
    for t in toks[1:]:
        glued = bool(runs) and runs[-1][-1].i == t.i - 1 and runs[-1][-1].end == t.start  # "Sa'ar", not "Sa"
        if glued and not t.is_word:
            nxt = toks[t.i + 1] if t.i + 1 < len(toks) else None
            glued = nxt is not None and nxt.start == t.end and nxt.is_word  # a mark inside the word, not "'s" after it
        if glued or (t.is_word and t.text[:1].isupper()):
            if runs and runs[-1][-1].i == t.i - 1:
                runs[-1].append(t)
            else:
                runs.append([t])
    runs = [run for run in runs if len(run) > 1 or run[0].low not in MONTHS]  # "in March 1965": a time
    said = [written(toks, run[0].i, run[-1].i + 1) for run in runs]
    held = _unread_names(toks, said, names) if names is not None else []
    if held:
        return f"{held[0]!r} is a name of the graph, but its words are not read as a name here"
    if not said:
        return "no entity of the graph is named in the question"
    return f"the graph holds no entity named {', '.join(repr(s) for s in said[:3])}{_words_of_names(said, names)}"


MONTHS = number_table("time", "months")  # "March" alone: a time, no name the graph lacks
NAMES_SAID = 3  # the graph's names a refusal lists that hold the words said


def _words_of_names(said: list[str], names: NameIndex | None) -> str:
    """Where the words of a name said are words of some of the graph's names ("Merckx": Axel Merckx, Eddy Merckx),
    those names, so that the reason never reads as if the graph knew nothing of them; "" where none."""
    if names is None:
        return ""
    for text in said:
        if fits := names_holding(names, set(words_key(text))):
            more = f" and {len(fits) - NAMES_SAID} more" if len(fits) > NAMES_SAID else ""
            which = "which" if len(fits) > 1 else "it"  # one name: no choice to make, only its other words to say
            return f"; {text!r} is said in part of {', '.join(fits[:NAMES_SAID])}{more}: say {which} in full"
    return ""


def _unread_names(toks: list[Token], said: list[str], names: NameIndex) -> list[str]:
    """The graph's names the question says whole: a run of capitalised words (`said`, case aside) or, of a name
    with no word ("11:11", "!!!"), its text between spaces."""
    lower, wordless = _held_names(names)
    text = f" {written(toks, 0, len(toks))} "
    whole = [n for n in wordless if len(n) > 1 and re.search(rf"\s{re.escape(n)}[\s?.,!]", text)]
    return [s for s in said if s.casefold() in lower] + whole


def _made_held_names(names: NameIndex) -> tuple[frozenset[str], tuple[str, ...]]:
    words, _ = name_words(names)
    return frozenset(n.casefold() for n in names.names), tuple(n for n, held in words.items() if not held)


_held_names = PerObject(_made_held_names)


IN_PART_MOST = 5  # a run said in part of more of the graph's names than this names none of them


def said_in_part(toks: list[Token], names: NameIndex) -> str | None:
    """Why no entity was read, where a run of two words or more (no function word among them, every one a word of
    some name) says a few of the graph's names in part ("the world championship": World Constructors' Championship,
    World Drivers' Championship): the question names those in part, not none."""
    _, said = name_words(names)
    runs: list[list[Token]] = [[]]
    for t in toks:
        if t.is_word and t.low not in FUNCTION_WORDS and key(t.text) in said:
            runs[-1].append(t)
        elif runs[-1]:
            runs.append([])
    for run in (run for run in runs if len(run) > 1):
        fits = names_holding(names, {key(t.text) for t in run})
        if 0 < len(fits) <= IN_PART_MOST:
            text = " ".join(t.text for t in run)
            return f"{text!r} says in part {', '.join(fits)}; the question names none of the graph's entities in full"
    return None
