"""Event (TKGQA) questions -> an `EventPlan`, with every word accounted for, or a refusal that says why.

One loop: generate readings, verify them, rank them (`readings.py`). A reading is made by the constructions
(`understanding/constructions/`), family by family, each taking the tokens it reads on the ledger:
1. time: courtesies, the period and its cue, the before / after / same-period cues (`time`);
2. names: the graph's entities as people say them (`names`);
3. clauses: the main clause and a reference clause (`clauses`);
4. what is asked, and first / last (`asked`);
5. the relation, its voice and roles, of the main clause and of the reference event (`relation`, `voice`,
   `roles`, `reference`);
6. every word left: one that cannot change the answer, or a refusal naming it (`leftovers`).
A reading is verified by its ledger (every word accounted for) and, where the graph is asked, by the graph;
alternatives (loose descriptions, a wording several relations share, a sector said more generally, an "or"
between two words) are readings too, made from the same tokens and time words, and a reading wins only by
`readings.MARGIN` over the next verified one, else the question is refused naming both.
"""

from __future__ import annotations

from chronorag.plans import EventPlan, event_qtype
from chronorag.understanding.constructions import asked, clauses, leftovers, names, reference, succession, time, venue
from chronorag.understanding.errors import NamedInPart, NotAnEventQuestion, PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import NameIndex
from chronorag.understanding.parser import Read
from chronorag.understanding.reading import (
    SIMILAR,
    Around,
    Between,
    Graph,
    IsState,
    Linked,
    Mirrored,
    Reading,
    RelationsOf,
    Similar,
    Supported,
    TailsOf,
    TakesPart,
)
from chronorag.understanding.readings import (
    each_period,
    either,
    fitting_in_part,
    generally,
    in_context,
    loosely,
    partially,
)
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import Ledger, Token, tokenize, written
from chronorag.understanding.words import key

__all__ = ["Between", "EventParser", "RelationsOf", "Similar", "Supported"]


class EventParser:
    """Parses questions against one graph's entity and relation names; pure once built."""

    def __init__(
        self,
        names: NameIndex,
        relations: RelationLexicon,
        relations_of: RelationsOf | None = None,
        similar: Similar | None = None,
        supported: Supported | None = None,
        intervals: bool = False,
        between: Between | None = None,
        linked: Linked | None = None,
        mirrored: Mirrored | None = None,
        is_state: IsState | None = None,
        tails_of: TailsOf | None = None,
        takes_part: TakesPart | None = None,
        around: Around | None = None,
        held_in: Supported | None = None,
    ) -> None:
        self.graph = Graph(
            names,
            relations,
            relations_of,
            similar,
            supported,
            intervals,
            between,
            linked,
            mirrored,
            is_state,
            tails_of,
            takes_part,
            around,
            held_in,
        )

    @property
    def names(self) -> NameIndex:
        return self.graph.names

    @property
    def lexicon(self) -> RelationLexicon:
        return self.graph.lexicon

    @property
    def relations_of(self) -> RelationsOf | None:
        return self.graph.relations_of

    @property
    def similar(self) -> Similar | None:
        return self.graph.similar

    @property
    def supported(self) -> Supported | None:
        return self.graph.supported

    def parse(self, question: str) -> EventPlan:
        """The one plan of the question, or a refusal (`PlanningError`) that says why."""
        return self.read(question)[0]

    def read(self, question: str) -> Read:
        """The plan and the constructions that read it, in order."""
        try:
            return self.choose(self.prepare(question))
        except PlanningError as refused:
            if isinstance(refused, NotAnEventQuestion):
                raise
            return either(self, question, tokenize(question), refused)

    def prepare(self, question: str, toks: list[Token] | None = None) -> Reading:
        """The question's tokens (`toks`: the question's own, less some) with its courtesies and time words read:
        what every reading starts from."""
        toks = tokenize(question) if toks is None else toks
        base = Reading(question, toks, Ledger(toks))
        time.courtesy(base)
        time.read_period(base)
        time.when_clause_cue(base, "year" if self.graph.intervals else "day")
        return base

    def choose(self, base: Reading) -> Read:
        """The strict reading, or (where it fails) the one reading of a name said in part that fits the question in
        the graph, or the one loose reading the graph holds; a strict reading of a sector the graph never holds
        gives way to the one more general sector it holds; a vague period ("late 2015") read each way it may mean."""
        if base.vague[1]:
            return each_period(self, base)
        try:
            strict = in_context(self.graph, self.attempt(base))
        except PlanningError as refused:
            if isinstance(refused, NotAnEventQuestion):
                raise
            if (read := partially(self, base, refused)) is not None:
                return read
            if self.graph.supported is None:
                raise
            return loosely(self, base, refused)
        return generally(self, base, fitting_in_part(self, base, strict))

    def attempt(
        self,
        base: Reading,
        picks: dict[tuple[int, int], tuple[str, str]] | None = None,
        relation_pick: tuple[tuple[int, ...], str] | None = None,
    ) -> Read:
        """One reading from `base`: `picks` names the entity a loose description stands for (and the rule that read
        the description), by its token span;
        `relation_pick` the relation an ambiguous wording at those tokens is read as."""
        r = base.copy()
        r.picks = dict(picks or {})
        r.relation_pick = relation_pick
        return self._finish(r), r.fired

    def _finish(self, r: Reading) -> EventPlan:
        g = self.graph
        r.mentions = names.read_names(r, g)
        if not r.mentions:
            in_part = said_in_part(r.toks, g.names)
            raise NamedInPart(in_part) if in_part else NotAnEventQuestion(unnamed(r.toks))
        names.settle(r, g)
        clauses.split(r)
        asked.read_asked(r, g)
        if g.intervals:
            asked.aspect_said(r)
        asked.read_extremum(r)
        reference.right_after(r)
        asked.kind_of_side(r)
        if r.ref is not None and r.constraint.kind != "none":
            raise PlanningError("the question has both a time period and a reference event")
        in_turn = succession.read_succession, succession.holder_in_turn, succession.came_in_turn
        if not (g.intervals and any(read(r, g) for read in in_turn)):
            reference.read_events(r, g)
            succession.role_in_turn(r, g)
        venue.home_or_away(r, g)
        venue.at_the_side(r, g)  # beside "away", "at Y" says it again ("win away at Y")
        venue.ground_said(r, g)
        leftovers.checks(r)
        leftovers.read_leftovers(r, g)
        time.season_holds(r, g)
        return _plan(r)


def unnamed(toks: list[Token]) -> str:
    """Why no entity was read: the names the question says that the graph does not hold (runs of capitalised words
    past the first word), or that it names none."""
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
    said = [written(toks, run[0].i, run[-1].i + 1) for run in runs]
    if not said:
        return "no entity of the graph is named in the question"
    return f"the graph holds no entity named {', '.join(repr(s) for s in said[:3])}"


IN_PART_MOST = 5  # a run said in part of more of the graph's names than this names none of them


def said_in_part(toks: list[Token], names: NameIndex) -> str | None:
    """Why no entity was read, where a run of two words or more (no function word among them, every one a word of
    some name) says a few of the graph's names in part ("the world championship": World Constructors' Championship,
    World Drivers' Championship): the question names those in part, not none."""
    words = _name_words(names)
    said = set().union(*words.values()) if words else set()
    runs: list[list[Token]] = [[]]
    for t in toks:
        if t.is_word and t.low not in FUNCTION_WORDS and key(t.text) in said:
            runs[-1].append(t)
        elif runs[-1]:
            runs.append([])
    for run in (run for run in runs if len(run) > 1):
        keys = {key(t.text) for t in run}
        fits = sorted(name for name, held in words.items() if keys <= held)
        if 0 < len(fits) <= IN_PART_MOST:
            text = " ".join(t.text for t in run)
            return f"{text!r} says in part {', '.join(fits)}; the question names none of the graph's entities in full"
    return None


_NAME_WORDS: dict[int, tuple[NameIndex, dict[str, frozenset[str]]]] = {}  # by the index's id, the index kept alive


def _name_words(names: NameIndex) -> dict[str, frozenset[str]]:
    """Each of the graph's names and its words (as keys), made once per index (the index itself is kept beside
    them, as `patterns._triggers` keeps its rules: an id alone could be a new index's once the old one is gone)."""
    known = _NAME_WORDS.get(id(names))
    if known is None or known[0] is not names:
        known = _NAME_WORDS[id(names)] = (names, {name: frozenset(words_key(name)) for name in names.names})
    return known[1]


def _plan(r: Reading) -> EventPlan:
    score = 1.0
    if r.similarity:  # the relation was named by similarity: say so, with its cosine
        score = min(r.similarity)
        said = " ".join(r.toks[i].text for i, what in sorted(r.ledger.used.items()) if what == SIMILAR)
        r.notes.append(f"read {said!r} as {r.relation} by similarity {score:.2f}")
    return EventPlan(
        question=r.question,
        qtype=event_qtype(r.constraint, r.extremum),
        answer_type=r.answer_type,
        granularity=r.granularity,
        anchor=r.anchor,
        position=r.position,
        other=r.other,
        relation=r.relation,
        constraint=r.constraint,
        extremum=r.extremum,
        relation_score=score,
        answer_kind=r.answer_kind,
        other_kind=r.other_kind,
        both_ways=r.both_ways,
        alongside=r.alongside,
        aspect=r.aspect,
        in_days=r.in_days,
        notes=r.notes,
    )
