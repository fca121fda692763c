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
between two words) are readings too, made from the same tokens and time words, sharing the work that does not
depend on what they pick (`stages.py`), and a reading wins only by `readings.MARGIN` over the next verified one,
else the question is refused naming both.
"""

from __future__ import annotations

from functools import cache

from chronorag.plans import EventPlan, event_qtype
from chronorag.understanding.constructions import time
from chronorag.understanding.constructions.asked import EXTREMUM_NOUNS, all_spells_said
from chronorag.understanding.constructions.held_together import held_together
from chronorag.understanding.edition_named import of_the_named
from chronorag.understanding.errors import NotAnEventQuestion, PlanningError
from chronorag.understanding.in_context import fits, in_context, which_of_the_name
from chronorag.understanding.name_pieces import in_pieces
from chronorag.understanding.name_series import edition_years, setting_of_another, setting_said_with_in, years_in_names
from chronorag.understanding.names import NameIndex
from chronorag.understanding.parser import Read
from chronorag.understanding.reading import (
    IGNORED,
    SIMILAR,
    Around,
    Between,
    Graph,
    InTurn,
    IsState,
    Linked,
    Mirrored,
    OccasionFact,
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
    loosely,
    partially,
)
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.stages import read_through, said_in_part, unnamed
from chronorag.understanding.tokens import Ledger, Token, tokenize

__all__ = ["Between", "EventParser", "RelationsOf", "Similar", "Supported", "said_in_part", "unnamed"]


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
        at_one_time: IsState | None = None,
        series_part: TakesPart | None = None,
        heads_of: TailsOf | None = None,
        in_turn: InTurn | None = None,
        occasion_fact: OccasionFact | None = None,
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
            at_one_time,
            series_part,
            heads_of,
            in_turn,
            occasion_fact,
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
            toks = tokenize(question)
            if setting_of_another(toks, self.names):  # "at the 2016 Tour", no other entity named: the edition's,
                try:  # where it takes part in the relation read ("the most stages at the 2009 Tour": a setting)
                    read = self.choose(self.prepare(question, settings=True))
                    if fits(self.graph, read[0]):
                        read[0].notes.append(
                            f"read the edition said as a setting as {read[0].anchor}, a side of the event"
                        )
                        return read
                except PlanningError:
                    pass
            if isinstance(refused, NotAnEventQuestion):
                raise
            if (at := setting_said_with_in(toks, self.names)) is not None:
                try:  # "Who did Argentina beat in the 2022 World Cup?": at it, the setting of the event
                    read = self.read(at)
                    read[0].notes.append("read 'in' before the edition as 'at' it: the setting of the event")
                    read[0].question = question
                    return read
                except PlanningError:
                    pass
            return either(self, question, toks, refused)

    def prepare(
        self, question: str, toks: list[Token] | None = None, left: frozenset[int] = frozenset(), settings: bool = False
    ) -> Reading:
        """The question's tokens (`toks`: the question's own, less some) with its courtesies and time words read:
        what every reading starts from; the years at `left` are a name's (`name_pieces`), no period; `settings`: an
        edition said as a setting is the name's too (`name_series.setting_of_another`)."""
        toks = tokenize(question) if toks is None else toks
        base = Reading(question, toks, Ledger(toks))
        time.courtesy(base)
        editions = edition_years(toks, self.names, settings) | left
        time.read_period(base, editions, cache(lambda: years_in_names(toks, self.names)), self.graph.intervals)
        time.when_clause_cue(base)
        return base

    def choose(self, base: Reading) -> Read:
        """The strict reading, or (where it fails) the one reading of a name said in part that fits the question in
        the graph, or the one loose reading the graph holds; a strict reading of a sector the graph never holds
        gives way to the one more general sector it holds; a vague period ("late 2015") read each way it may mean."""
        if base.vague[1]:
            return each_period(self, base)
        try:
            strict = in_context(self.graph, self.attempt(base), base.toks, base.free_tokens())
        except PlanningError as refused:
            if isinstance(refused, NotAnEventQuestion):
                raise
            if (read := in_pieces(self, base) or of_the_named(self, base)) is not None:
                return read
            if (read := partially(self, base, refused)) is not None:
                return read
            if self.graph.supported is None:
                raise
            return loosely(self, base, refused)
        if (read := in_pieces(self, base, strict)) is not None:
            return read
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
        r = read_through(base, dict(picks or {}), relation_pick, self.graph)
        which_of_the_name(r)
        plan = _plan(r)
        held_together(plan, self.graph)  # "Lord Chancellor" beside "... and Lord Chancellor"
        return plan, list(r.fired)


def _plan(r: Reading) -> EventPlan:
    """The plan of a finished reading, its own (the reading is kept for the question's other proposers, unchanged)."""
    score, notes = 1.0, list(r.notes)
    if r.similarity:  # the relation was named by similarity: say so, with its cosine
        score = min(r.similarity)
        said = " ".join(r.toks[i].text for i, what in sorted(r.ledger.used.items()) if what == SIMILAR)
        notes.append(f"read {said!r} as {r.relation} by similarity {score:.2f}")
    return EventPlan(
        question=r.question,
        qtype=event_qtype(r.constraint, r.extremum),
        answer_type=r.answer_type,
        granularity=r.granularity,
        anchor=r.anchor,
        position=r.position,
        other=r.other,
        other_any=r.other_any,
        relation=r.relation,
        constraint=r.constraint,
        extremum=r.extremum,
        final=r.final
        and r.extremum == "last"
        and r.constraint.kind == "in"
        and r.constraint.reference is None
        and not EXTREMUM_NOUNS & set(identifier_words(r.relation)),  # lostStanleyCupFinal: its own facts are finals
        relation_score=score,
        answer_kind=r.answer_kind,
        other_kind=r.other_kind,
        both_ways=r.both_ways,
        alongside=r.alongside,
        aspect=r.aspect,
        all_spells=all_spells_said(r.toks, r.aspect),
        in_days=r.in_days,
        whole_years=r.whole_years,
        in_seasons=r.in_seasons,
        season_years=r.season_years,
        one_answer_words=[r.toks[i].text for i in r.one_answer_words],
        answer_holds=list(r.answer_holds),
        answer_does=list(r.answer_does),
        answer_no_person=list(r.answer_no_person),
        notes=notes,
        ignored=[r.toks[i].text for i, what in sorted(r.ledger.used.items()) if what == IGNORED],
    )
