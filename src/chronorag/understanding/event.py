"""Event (TKGQA) questions -> an `EventPlan`, with every word accounted for, or a refusal that says why.

The question is read in this order, each step consuming its tokens:
1. time expressions with their cue ("in 2008", "before 2 April 2011", "prior to Mar, 2009", "since 2010");
2. entity names as people say them (`names.NameIndex`), then close misspellings of capitalised names;
3. a reference event: a before/after cue followed by an entity ("after Japan did", "after Japan visited
   Iran", "following Japan's visit to Iran", "After the citizens of Brazil, ..."), read as its own clause;
4. what is asked (who / whom / which ... -> an entity; when / what year / which month -> a time), and
   first / last ("first", "earliest", "for the first time", "most recent", "last", "latest");
5. the relation of the main clause (`relations.RelationLexicon`), its voice (active / passive) and the
   roles: in the active voice the entity before the verb is the head and the one after it the tail;
   the passive and patterns said from the other side swap them;
6. every word left must be a function word or a word of the question frame; otherwise a refusal naming it.
Two readings (two relations that fit, two periods, a shared name) are a refusal with the candidates.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise, product
from math import prod
from typing import Literal

from chronorag.graph_model import SECTOR_NAME
from chronorag.plans import Constraint, EventPlan, EventRef, Granularity, event_qtype
from chronorag.understanding import timex
from chronorag.understanding.errors import AmbiguousRelation, NotAnEventQuestion, PlanningError
from chronorag.understanding.lexicon import (
    EVENT_WORDS,
    FUNCTION_WORDS,
    NEGATIONS,
    phrase_list,
    said_again,
    word_class,
    word_table,
)
from chronorag.understanding.names import Mention, NameIndex, looks_like_a_person, word_for_word
from chronorag.understanding.phrases import phrasebook
from chronorag.understanding.relation_similarity import Guess, decided
from chronorag.understanding.relations import RelationLexicon, RelationMatch
from chronorag.understanding.significance import opens_sentence, significance
from chronorag.understanding.tokens import Ledger, Token, tokenize
from chronorag.understanding.words import is_nominal, is_participle

BEFORE = phrase_list("event", "before")
AFTER = phrase_list("event", "after")
SINCE = phrase_list("event", "since")
IN = phrase_list("event", "in")
FIRST = phrase_list("event", "first")
LAST = phrase_list("event", "last")
TIME_UNITS = word_table("event", "time_units")
SAME_PERIOD = word_table("event", "same_period")  # "in the same month as X"
SAME_CUES = phrase_list("event", "same_cues")
SAME_JOINS = phrase_list("event", "same_joins")
BE = word_class("event", "be")
DO = word_class("event", "auxiliaries")
_BEFORE_UNIT = word_class("event", "before_unit")
PRONOUNS = word_class("event", "pronouns")
OBJECT_PRONOUNS = word_class("event", "object_pronouns")
POSSESSIVES = word_class("event", "possessives")
WH = word_class("event", "wh")
SIMILAR_MARK = "relation by similarity "  # the ledger's mark for a relation the similarity reader named

# Which relations an entity takes part in (for ambiguous phrases); None: do not filter.
RelationsOf = Callable[[str], list[str]]
# The relations a wording the lexicon does not know is nearest to (`relation_similarity`), best first.
Similar = Callable[[str], list[Guess]]
# Whether the graph holds a plan's event (a fact it would find); None: no loose readings.
Supported = Callable[[EventPlan], bool]
MAX_LOOSE_READINGS = 24  # loose descriptions' readings tried against the graph, at most
MAX_PLACE_READINGS = 200  # with a place said alone: each of its sectors (India has 93)
# The relation a reading takes where the wording at these token positions may mean several (set per reading by
# `_loosely`; a context variable, so parsers shared by threads keep their readings apart).
_RELATION_PICK: ContextVar[tuple[tuple[int, ...], str] | None] = ContextVar("relation_pick", default=None)


@dataclass
class Clause:
    """A stretch of tokens [i, j) and the entity mentions inside it."""

    i: int
    j: int
    mentions: list[Mention]
    skip: tuple[int, int] = (0, 0)  # the main clause leaves the reference clause out
    implicit: int | None = None  # where an entity is meant but not named ("after it had ...", "after hosting ...")
    voice: str = "active"
    inverse: bool = False  # its relation was said from the tail's side ("received aid from X")

    def tokens(self, toks: list[Token]) -> list[Token]:
        return [t for t in toks[self.i : self.j] if not self.skip[0] <= t.i < self.skip[1]]


def _phrase_at(toks: list[Token], k: int, phrases: tuple[str, ...]) -> tuple[str, int] | None:
    """The longest of `phrases` starting at token k: (phrase, end index)."""
    if k >= len(toks):
        return None
    for phrase, words in _split_phrases(phrases).get(toks[k].low, ()):
        if [t.low for t in toks[k : k + len(words)]] == list(words):
            return phrase, k + len(words)
    return None


@lru_cache(maxsize=64)
def _split_phrases(phrases: tuple[str, ...]) -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """Phrases by their first word, longest first (built once per phrase list)."""
    out: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for phrase in sorted(phrases, key=lambda p: -len(p.split())):
        words = tuple(phrase.split())
        out.setdefault(words[0], []).append((phrase, words))
    return out


class EventParser:
    """Parses questions against one graph's entity and relation names; pure once built."""

    def __init__(
        self,
        names: NameIndex,
        relations: RelationLexicon,
        relations_of: RelationsOf | None = None,
        similar: Similar | None = None,
        supported: Supported | None = None,
    ) -> None:
        self.names = names
        self.lexicon = relations
        self.relations_of = relations_of
        self.similar = similar
        self.supported = supported
        self.vocabularies = {
            "a relation word": frozenset(relations.vocabulary),
            "a sector or place word": frozenset(names.vocabulary),
        }

    def parse(self, question: str) -> EventPlan:
        try:
            return self._read(question)
        except PlanningError as refused:
            toks = tokenize(question)
            ors = [t.i for t in toks if t.low == "or"]
            if len(ors) != 1 or isinstance(refused, NotAnEventQuestion):
                raise
            return self._either(question, toks, ors[0], refused)

    def _read(self, question: str) -> EventPlan:
        try:
            plan = self._parse(question, {})
        except PlanningError as strict:
            if self.supported is None or isinstance(strict, NotAnEventQuestion):
                raise
            return self._loosely(question, strict)
        return self._generally(question, plan)

    def _generally(self, question: str, plan: EventPlan) -> EventPlan:
        """A sector named or described exactly whose event the graph does not hold at all may be meant as a
        sector of its place that says less (`NameIndex.general`): "the Ministry of Foreign Affairs of Belgium"
        visiting Burundi, where the graph holds the visits of Ministry (Belgium). The one such reading the
        graph holds the event for is the plan, noted; none, or several, leave the plan as read (its answer is
        then that no fact matches)."""
        named = {plan.anchor, plan.other}
        if plan.constraint.reference:
            named |= {plan.constraint.reference.head, plan.constraint.reference.tail}
        if self.supported is None or not any(n and SECTOR_NAME.match(n) for n in named):
            return plan  # no sector read: nothing to read less of
        if (again := self._reread(question)) is None:
            return plan
        toks, ledger, free = again
        said = self.names.mentions(toks, free, self.vocabularies["a relation word"])
        found = [m for m in said if m.names[0] in named]
        near = [(m, general) for m in found if len(m.names) == 1 and (general := self.names.general(toks, m))]
        if not near:
            return plan
        mentions = [replace(m, names=general if len(near) == 1 else [*m.names, *general]) for m, general in near]
        if prod(len(m.names) for m in mentions) > MAX_LOOSE_READINGS or self.supported(plan):
            return plan
        held = self._held(question, mentions, ledger)
        if len(held) != 1:
            return plan
        ((reading, general_plan),) = held.items()
        general_plan.notes.append(f"read {reading}: the graph holds the event for no sector said exactly")
        return general_plan

    def _either(self, question: str, toks: list[Token], k: int, refused: PlanningError) -> EventPlan:
        """ "demand institutional or regime change", "threaten to downgrade or sever ties": an "or" between two
        words is read when the question says the same with either word alone (the same plan, to the letter);
        else the alternatives could differ in their answers, and the refusal stands."""
        if not (0 < k < len(toks) - 1 and toks[k - 1].is_word and toks[k + 1].is_word):
            raise refused
        readings = (
            question[: toks[k].start] + question[toks[k + 1].end :],  # the word before "or"
            question[: toks[k - 1].start] + question[toks[k + 1].start :],  # the word after it
        )
        try:
            plans = [self._read(text) for text in readings]
        except PlanningError:
            raise refused from None
        kept = {"question", "notes", "reasoning"}
        if plans[0].model_dump(exclude=kept) != plans[1].model_dump(exclude=kept):
            raise refused
        plan = plans[0].model_copy(update={"question": question})
        words = " ".join(t.text for t in toks[k - 1 : k + 2])
        plan.notes = [*plans[0].notes, f"read {words!r} as one: either word alone says the same"]
        return plan

    def _reread(self, question: str) -> tuple[list[Token], Ledger, set[int]] | None:
        """The question's tokens with its opening and time words read, and the tokens left free, for reading
        its names again; None where its time words do not parse."""
        toks = tokenize(question)
        ledger = Ledger(toks)
        _opening(toks, ledger)
        try:
            self._time(toks, ledger)
        except PlanningError:
            return None
        return toks, ledger, {t.i for t in toks if ledger.free(t.i)}

    def _loosely(self, question: str, strict: PlanningError) -> EventPlan:
        """The question read again with its loose descriptions (`NameIndex.loose`) and each relation an
        ambiguous wording may mean: each reading is parsed in full, and the one reading whose event the graph
        holds is the plan, noted. None, or several, leave the strict refusal standing (several name theirs)."""
        if (again := self._reread(question)) is None:
            raise strict
        toks, ledger, free = again
        reserved = self.vocabularies["a relation word"]
        strict_found = self.names.mentions(toks, free, reserved)
        taken = {x for m in strict_found for x in range(m.i, m.j)}
        loose = self.names.loose(toks, free - taken, strict_found, reserved)
        ambiguous = strict if isinstance(strict, AmbiguousRelation) else None
        meanings = len(ambiguous.relations) if ambiguous else 1  # of the relation wording
        count = prod(len(m.names) for m in loose) * meanings
        most = MAX_PLACE_READINGS if any(m.bare for m in loose) else MAX_LOOSE_READINGS
        if (not loose and ambiguous is None) or count > most:
            raise strict
        held = self._held(question, loose, ledger, ambiguous)
        if not held and any(m.wider for m in loose):  # the general sectors, where the sharing ones fail
            wider = [replace(m, names=m.wider, wider=[]) if m.wider else m for m in loose]
            if prod(len(m.names) for m in wider) * meanings <= most:
                held = self._held(question, wider, ledger, ambiguous)
        if len(held) > 1:
            raise PlanningError(f"{strict}; the graph holds the event read each way: {' | '.join(held)}")
        if not held:
            raise strict
        ((reading, plan),) = held.items()
        plan.notes.append(f"read {reading}, the only reading the graph holds the event for")
        return plan

    def _held(
        self,
        question: str,
        loose: list[Mention],
        ledger: Ledger,
        ambiguous: AmbiguousRelation | None = None,
    ) -> dict[str, EventPlan]:
        """Each reading of the loose descriptions and of the ambiguous relation wording, if any, parsed in full:
        those whose event the graph holds, by how they were read."""
        assert self.supported is not None
        relations: list[str | None] = list(ambiguous.relations) if ambiguous else [None]
        at = ambiguous.at if ambiguous else ()
        held: dict[str, EventPlan] = {}
        for names, relation in product(product(*(m.names for m in loose)), relations):
            picks = {(m.i, m.j): name for m, name in zip(loose, names, strict=True)}
            chosen = _RELATION_PICK.set((at, relation) if relation else None)
            try:
                plan = self._parse(question, picks)
            except PlanningError:
                continue
            finally:
                _RELATION_PICK.reset(chosen)
            if self.supported(plan):
                read = [f"{ledger.text(m.i, m.j)!r} loosely as {n}" for m, n in zip(loose, names, strict=True)]
                if ambiguous is not None:
                    read.append(f"{ambiguous.words!r} as {relation}")
                held["; ".join(read)] = plan
        return held

    def _parse(self, question: str, picks: dict[tuple[int, int], str]) -> EventPlan:
        """The strict reading; `picks` names the entity a loose description stands for, by its token span."""
        toks = tokenize(question)
        ledger = Ledger(toks)
        _opening(toks, ledger)
        notes: list[str] = []
        constraint, cue_at = self._time(toks, ledger)
        mentions = self._mentions(toks, ledger, notes, picks)
        if not mentions:
            raise NotAnEventQuestion("no entity of the graph is named in the question")
        self._settle(toks, ledger, mentions, notes)
        main, ref_clause, ref_kind = self._split(toks, ledger, mentions, cue_at)
        same = _same_granularity(ref_kind)
        answer_type, granularity = self._asked(toks, ledger, main)
        extremum = self._extremum(toks, ledger)
        if ref_clause is not None and constraint.kind != "none":
            raise PlanningError("the question has both a time period and a reference event")
        bare = None
        if ref_clause is None and answer_type == "entity" and constraint.kind == "none" and len(main.mentions) == 2:
            bare = _bare_same(toks, ledger, cue_at)
        if bare is not None:
            # "Who did X praise in Y in the same year?": no event is named for "the same year" but the one of
            # the question's second entity, which stands where the answer stands (X praised Y that year)
            unit, cue = bare
            first, extra = main.mentions
            main.mentions = [first]
            ledger.take(cue, "reference cue")
            relation, anchor, position, other = self._main(toks, ledger, main, answer_type)
            if problem := _not_the_template(toks, ledger, cue, first, extra, main.voice):
                raise PlanningError(f"'the same {unit}' names no event, and {problem}")
            counterpart = extra.names[0]
            if position == "head":
                ref = EventRef(head=anchor, relation=relation, tail=counterpart)
            else:
                ref = EventRef(head=counterpart, relation=relation, tail=anchor)
            constraint = Constraint(kind="in", granularity=unit, reference=ref)
            notes.append(f"read 'the same {unit}', which names no event of its own, as the {unit} {ref} happened")
        elif ref_clause is not None and not main.mentions and ref_clause.implicit is None:
            # "Once X had praised Y, who was the next to praise him?": the reference first, then "him"
            assert ref_kind is not None
            ref = self._reference(toks, ledger, ref_clause, None, None, None)
            if (again := _done_again(toks, ledger, main, ref.relation)) is not None:
                # "After X attacked Y, who was the next to do so?": the reference's event, someone else doing it
                if answer_type != "entity":
                    raise PlanningError(f"{again[1]!r} in a question that asks when")
                if ref_clause.inverse:  # "After Iraq received aid from Japan, who did so?": a receiver asked
                    raise PlanningError(f"{again[1]!r} after a reference event said from its receiving side")
                if pronoun := [t.text for t in main.tokens(toks) if ledger.free(t.i) and t.low in PRONOUNS]:
                    raise PlanningError(f"{again[1]!r} with {pronoun[0]!r}, which may stand for either side")
                ledger.take(again[0], "the reference event again")
                relation, anchor, position, other = ref.relation, ref.tail, "tail", None
                notes.append(f"read {again[1]!r} as {relation} {anchor}, as in the reference event")
            else:
                self._resolve_pronoun(toks, ledger, main, ref)
                relation, anchor, position, other = self._main(toks, ledger, main, answer_type)
            constraint = _ref_constraint(ref_kind, ref, same)
        else:
            relation, anchor, position, other = self._main(toks, ledger, main, answer_type)
            if ref_clause is not None:
                assert ref_kind is not None
                ref = self._reference(toks, ledger, ref_clause, relation, anchor, position)
                constraint = _ref_constraint(ref_kind, ref, same)
        if constraint.reference is not None and extremum is None:  # "who else", "which other countries":
            for t in toks:  # the reference event's own entity is left out of such answers anyway
                if ledger.free(t.i) and t.low in ("else", "other"):
                    ledger.take([t.i], "other than the reference")
        next_word = [t for t in toks if t.low == "next" and ledger.used.get(t.i) == "first"]
        if next_word and constraint.kind not in ("after", "since"):
            raise PlanningError(f"{next_word[0].text!r} without an event or a time to follow")
        if constraint.reference is not None and REDUCED in ledger.used.values():
            # "... provided to Iraq by China before Japan did", "after being attacked": whose gap is whose
            raise PlanningError("a reduced passive beside a reference event: cannot tell who stands for whom")
        frames = {relation} | ({constraint.reference.relation} if constraint.reference else set())
        self._leftovers(toks, ledger, notes, frames & GENERIC_FRAMES)
        qtype = event_qtype(constraint, extremum)
        score = 1.0
        similar = [(i, what) for i, what in sorted(ledger.used.items()) if what.startswith(SIMILAR_MARK)]
        if similar:  # the relation was named by similarity: say so, with its cosine
            score = min(float(what.removeprefix(SIMILAR_MARK)) for _, what in similar)
            said = " ".join(toks[i].text for i, _ in similar)
            notes.append(f"read {said!r} as {relation} by similarity {score:.2f}")
        return EventPlan(
            question=question,
            qtype=qtype,
            answer_type=answer_type,
            granularity=granularity,
            anchor=anchor,
            position=position,
            other=other,
            relation=relation,
            constraint=constraint,
            extremum=extremum,
            relation_score=score,
            notes=notes,
        )

    # -- 1. time ----------------------------------------------------------------------------------
    def _time(self, toks: list[Token], ledger: Ledger) -> tuple[Constraint, dict[int, str]]:
        """The period constraint; also every free before/after cue position (for reference events)."""
        exprs = [e for e in timex.find(toks, None, clocks=False) if e.period is not None]
        for e in exprs:
            if e.problem:
                raise PlanningError(e.problem)
        found: list[tuple[str, timex.Expr]] = []
        for e in exprs:
            kind, cue_start = "", e.i
            for k in range(max(0, e.i - 4), e.i):
                for phrases, what in ((BEFORE, "before"), (AFTER, "after"), (SINCE, "since"), (IN, "in")):
                    hit = _phrase_at(toks, k, phrases)
                    if hit and hit[1] == e.i and k < cue_start:
                        kind, cue_start = what, k
            if not kind and e.i >= 2 and toks[e.i - 1].low == "of" and toks[e.i - 2].low in TIME_UNITS:
                kind, cue_start = "in", e.i - 1  # "in which month of 2012": within 2012
            if not kind:  # no cue: only a period that opens the question or a clause is read as "in"
                if e.i > 0 and not toks[e.i - 1].is_punct:
                    said = ledger.text(e.i - 1, e.j)
                    raise PlanningError(f"cannot tell which side of the period {said!r} means")
                kind = "in"
            found.append((kind, e))
            ledger.take(range(cue_start, e.j), "time")
        periods = {(k, e.period) for k, e in found}
        if len(periods) > 1:
            raise PlanningError("two time constraints: " + ", ".join(f"{k} {p}" for k, p in sorted(periods, key=str)))
        cues: dict[int, str] = {}
        for t in toks:
            if not ledger.free(t.i):
                continue
            for phrases, what in ((BEFORE, "before"), (AFTER, "after")):
                hit = _phrase_at(toks, t.i, phrases)
                if hit and all(ledger.free(x) for x in range(t.i, hit[1])):
                    cues[t.i] = what
            if same := _same_period_at(toks, t.i):
                cues[t.i] = f"same {same[0]}"
        if not periods:
            return Constraint(), cues
        kind, period = periods.pop()
        assert period is not None
        g: Granularity = period.granularity
        return Constraint(kind=kind, granularity=g, start=period.start, end=period.end), cues

    # -- 2. names ---------------------------------------------------------------------------------
    def _mentions(
        self, toks: list[Token], ledger: Ledger, notes: list[str], picks: dict[tuple[int, int], str]
    ) -> list[Mention]:
        free = {t.i for t in toks if ledger.free(t.i)}
        found = self.names.mentions(toks, free, self.vocabularies["a relation word"])
        for (i, j), name in picks.items():  # a loose description replaces the place it was said around
            found = [m for m in found if m.j <= i or j <= m.i]
            found.append(Mention([name], i, j))
        for m in found:
            ledger.take(range(m.i, m.j), "entity")
        # capitalised words no name explains: a misspelt name?
        k = 0
        while k < len(toks):
            t = toks[k]
            if not (ledger.free(k) and t.is_word and t.is_capitalised and k > 0 and t.low not in FUNCTION_WORDS):
                k += 1
                continue
            j = _capitalised_run(toks, ledger, k)
            whole = _joined_run(toks, ledger, j)
            text = ledger.text(k, whole)
            close = self.names.fuzzy(text) if whole > j else []
            if (meant := _clearly(close)) and word_for_word(text, meant) and not self.names.inside_a_name(text):
                # "the Organisation for Security and Cooperation in Europe": a name its small words split, said
                # word for word otherwise, and inside no longer name ("Court of Auditors": European Court of ...)
                found.append(Mention([meant], k, whole, note=f"read {text!r} as {meant}"))
                notes.append(f"read {text!r} as {meant}")
                ledger.take(range(k, whole), "entity")
                k = whole
                continue
            text = ledger.text(k, j)
            close = self.names.fuzzy(text)
            after = [] if close else [m for m in found if _a_person_after(toks, ledger, j, m)]
            if after and (start := self._respelt(toks, k, j, after[0])) is not None:
                # "[Prime Minister] Nouri [al-Maliki]": a given name spelt otherwise before a surname read
                notes.append(f"read {_as_written(toks, start, after[0].j)!r} as {after[0].names[0]}")
                ledger.take(range(k, after[0].i), "entity")
                after[0].i = k
                k = after[0].j
                continue
            if meant := _clearly(close):
                found.append(Mention([meant], k, j, note=f"read {text!r} as {meant}"))
                notes.append(f"read {text!r} as {meant}")
                ledger.take(range(k, j), "entity")
            elif close:
                said = " or ".join(n for n, _ in close)
                raise PlanningError(f"{text!r} is not a name of the graph; did you mean {said}?")
            k = j
        places = [m.names[0] for m in found if m.names[0] in self.names.sectors]
        if len(found) == 1 and len(places) == 1:  # "its" can only be the one place named
            for m in self.names.owned(toks, {t.i for t in toks if ledger.free(t.i) and t.i > found[0].i}, places[0]):
                found.append(m)
                notes.append(m.note)
                ledger.take(range(m.i, m.j), "entity")
        return sorted(found, key=lambda m: m.i)

    def _respelt(self, toks: list[Token], k: int, j: int, person: Mention) -> int | None:
        """Where in the capitalised run [k, j) before `person` (a surname read alone) the person's full name,
        spelt otherwise, begins: the rest of the name must be close to the graph's ("Nouri al-Maliki" for Nuri
        al-Maliki), and the words before it an office ("Prime Minister"). None: no such start."""
        for start in range(k, j):
            if not all(self.names.office_word(t) for t in toks[k:start]):
                break
            if _clearly(self.names.fuzzy(_as_written(toks, start, person.j))) == person.names[0]:
                return start
        return None

    def _settle(self, toks: list[Token], ledger: Ledger, mentions: list[Mention], notes: list[str]) -> None:
        """A mention that may be several entities ("the Ministry of Finance of Cambodia") is the one of them
        that takes part in a relation the question says, if exactly one does; otherwise a refusal naming them."""
        ambiguous = [m for m in mentions if len(m.names) > 1]
        if not ambiguous:
            return
        said: set[str] = set()
        if self.relations_of is not None:
            free = {t.i for t in toks if ledger.free(t.i)}
            said = {r for match in self.lexicon.match(toks, free) for r in match.relations}
        for m in ambiguous:
            doing = [n for n in m.names if said and said & set(self.relations_of(n))] if self.relations_of else []
            if len(doing) != 1:
                raise PlanningError(f"{ledger.text(m.i, m.j)!r} may be any of {', '.join(m.names[:5])}")
            notes.append(f"read {ledger.text(m.i, m.j)!r} as {doing[0]}, the one of {' / '.join(m.names)} that does so")
            m.names = doing

    # -- 3. clauses -------------------------------------------------------------------------------
    def _split(
        self, toks: list[Token], ledger: Ledger, mentions: list[Mention], cues: dict[int, str]
    ) -> tuple[Clause, Clause | None, str | None]:
        """The main clause and, when a before/after (or "in the same month as") cue is followed by an entity,
        the reference clause; the kind is "before", "after" or "same <granularity>"."""
        for at, kind in sorted(cues.items()):
            if kind.startswith("same "):
                same = _same_period_at(toks, at)
                assert same is not None
                hit: tuple[str, int] | None = ("same", same[1])
            else:
                hit = _phrase_at(toks, at, BEFORE if kind == "before" else AFTER)
            assert hit is not None
            k = hit[1]
            while k < len(toks) and toks[k].low in ("the", "a"):
                k += 1
            implicit = None
            if not any(m.i == k for m in mentions):
                word = toks[k].low if k < len(toks) else ""
                if word in PRONOUNS - OBJECT_PRONOUNS or word in POSSESSIVES:
                    implicit = k  # "after it had hosted X", "after its visit to X": the question's own entity
                    ledger.take([k], "pronoun")
                elif (word.endswith("ing") and len(word) > 4) or toks[at].low == "having":
                    implicit = at  # "after hosting X", "having signed ...": its subject is the question's
                else:
                    continue
            end = k
            while end < len(toks) and not (toks[end].low in (",", "?", ";") or toks[end].low in WH):
                end += 1
            ledger.take(range(at, hit[1]), "reference cue")
            inside = [m for m in mentions if hit[1] <= m.i < end]
            ref = Clause(hit[1], end, _one_per_name(inside), implicit=implicit)
            main_mentions = _one_per_name([m for m in mentions if not hit[1] <= m.i < end])
            main = Clause(0, len(toks), main_mentions, skip=(at, end))
            return main, ref, kind
        return Clause(0, len(toks), _one_per_name(mentions)), None, None

    # -- 4. what is asked -------------------------------------------------------------------------
    def _asked(self, toks: list[Token], ledger: Ledger, main: Clause) -> tuple[Literal["entity", "time"], Granularity]:
        if noun := _time_asked_as_noun(toks, ledger):  # "Could you tell me the exact month when ..."
            return "time", noun
        only = None  # "... Just the year, please."
        for t in toks:
            unit = toks[t.i + 2].low if t.i + 2 < len(toks) else ""
            giving = t.low in ("just", "only", "give") and t.i + 1 < len(toks) and toks[t.i + 1].low == "the"
            if giving and unit in TIME_UNITS and ledger.free(t.i + 2):
                only = TIME_UNITS[toks[t.i + 2].low]
                ledger.take(range(t.i, t.i + 3), "granularity")
        for t in toks:
            if not ledger.free(t.i):
                continue
            if t.low == "when":
                ledger.take([t.i], "asks time")
                return "time", only or "day"  # type: ignore[return-value]
            if t.low == "what" and [x.low for x in toks[t.i + 1 : t.i + 4]] == ["point", "in", "time"]:
                ledger.take(range(t.i, t.i + 4), "asks time")  # "At what point in time did X ...?"
                return "time", only or "day"  # type: ignore[return-value]
            if t.low in ("what", "which"):  # "which month", "what was the last year in which ..."
                k = t.i + 1
                while k < len(toks) and toks[k].low in _BEFORE_UNIT and k - t.i <= 4:
                    k += 1
                if k < len(toks) and toks[k].low in TIME_UNITS and ledger.free(k):
                    ledger.take([t.i, k], "asks time")
                    unit = TIME_UNITS[toks[k].low]
                    if k + 2 < len(toks) and toks[k + 1].low == "and" and toks[k + 2].low in TIME_UNITS:
                        # "in what month and year": both asked, so the finer of the two
                        ledger.take([k + 1, k + 2], "asks time")
                        unit = min(unit, TIME_UNITS[toks[k + 2].low], key=("day", "month", "year").index)
                    return "time", only or unit  # type: ignore[return-value]
            if t.low in ("who", "whom", "whose", "where"):
                ledger.take([t.i], "asks entity")
                return "entity", "day"
            if t.low in ("which", "what") and ledger.free(t.i + 1):
                ledger.take([t.i], "asks entity")
                return "entity", "day"
        raise PlanningError("the question asks neither who / which nor when")

    def _extremum(self, toks: list[Token], ledger: Ledger) -> Literal["first", "last"] | None:
        found: set[str] = set()
        for t in toks:
            if not ledger.free(t.i):
                continue
            for phrases, what in ((FIRST, "first"), (LAST, "last")):
                if (hit := _phrase_at(toks, t.i, phrases)) and all(ledger.free(x) for x in range(t.i, hit[1])):
                    found.add(what)
                    ledger.take(range(t.i, hit[1]), what)
        if len(found) > 1:
            raise PlanningError("asks both for the first and the last")
        return found.pop() if found else None  # type: ignore[return-value]

    # -- 5. relation and roles --------------------------------------------------------------------
    def _relation(
        self, toks: list[Token], ledger: Ledger, clause: Clause, entities: list[str], what: str
    ) -> RelationMatch:
        allowed = {t.i for t in clause.tokens(toks) if ledger.free(t.i)}
        read_apart = {i for i, what in ledger.used.items() if what in ("first", "last", "time")}
        matches = self.lexicon.match(toks, allowed, read_apart)
        if not matches:
            words = [
                t
                for t in clause.tokens(toks)
                if t.i in allowed and _content(t) and t.low not in WH and not _asking(toks, t)
            ]
            matches = self._nearest(words, what)
        rels = {r for m in matches for r in m.relations}
        if len(matches) > 1 and len(rels) > 1:
            said = "; ".join(f"{m.words!r} -> {' / '.join(m.relations)}" for m in matches)
            raise PlanningError(f"the {what} says more than one relation: {said}")
        match = matches[0]
        candidates = list(match.relations)
        if len(candidates) > 1 and self.relations_of is not None:
            taking = set()
            for e in entities:
                taking |= set(self.relations_of(e))
            candidates = [r for r in candidates if r in taking] or candidates
        picked = _RELATION_PICK.get()
        if len(candidates) > 1 and picked is not None and picked[0] == tuple(match.tokens) and picked[1] in candidates:
            candidates = [picked[1]]  # only the wording the reading was made for (not the other clause's)
        if len(candidates) > 1:
            raise AmbiguousRelation(match.words, candidates, tuple(match.tokens))
        ledger.take(match.tokens, "relation" if match.score == 1.0 else f"{SIMILAR_MARK}{match.score:.2f}")
        for m in matches[1:]:
            ledger.take(m.tokens, "relation")
        return RelationMatch(
            (candidates[0],), match.tokens, match.inverse, match.words, score=match.score, verb_at=match.verb_at
        )

    def _nearest(self, said: list[Token], what: str) -> list[RelationMatch]:
        """The relation of a wording the lexicon does not know, when the similarity reader is sure of it."""
        phrase = " ".join(t.text for t in said)
        if not said:
            raise PlanningError(f"no relation of the graph is said in the {what} (no verb)")
        guesses = self.similar(phrase) if self.similar is not None else []
        guess = decided(guesses)
        if guess is None:
            near = ", ".join(f"{g.relation} ({g.score:.2f})" for g in guesses[:3])
            hint = f"; the nearest are {near}" if near else ""
            raise PlanningError(f"no relation of the graph is said in the {what} ({phrase}){hint}")
        return [RelationMatch((guess.relation,), [t.i for t in said], False, phrase, score=guess.score)]

    def _voice(self, toks: list[Token], ledger: Ledger, match: RelationMatch, clause: Clause) -> str:
        """ "active", "passive" (a form of 'be' before a participle and a 'by' after it, or 'by whom') or
        "agentless" (the passive without 'by': who did it is not said)."""
        v = match.tokens[0]
        if not is_participle(toks[v].low) and toks[v].low.endswith("ly") and len(match.tokens) > 1:
            v = match.tokens[1]  # "were X physically assaulted by Y": the relation's adverb before its verb
        if not is_participle(toks[v].low):
            return "active"
        inside = {t.i for t in clause.tokens(toks)}
        be = [k for k in range(clause.i, v) if toks[k].low in BE and k in inside]
        by = [k for k in inside if toks[k].low == "by" and (k > v or (k + 1 < len(toks) and toks[k + 1].low == "whom"))]
        if be and by:
            ledger.take(be + by, "passive")
            return "passive"
        in_mention = {x for m in clause.mentions for x in range(m.i, m.j)}

        def between_ok(k: int) -> bool:  # "was [X] [first] criticised": only the subject and adverbs between
            return all(
                x in in_mention or ledger.used.get(x) in ("first", "last") or toks[x].low.endswith("ly")
                for x in range(k + 1, v)
                if x in inside
            )

        after = any(m.i > v for m in clause.mentions)
        if be and between_ok(be[-1]) and not after:
            ledger.take(be, "passive")
            return "agentless"  # "When was X first criticised?": who did it is not said
        return "active"

    def _roles(
        self, toks: list[Token], ledger: Ledger, clause: Clause, match: RelationMatch
    ) -> list[tuple[Mention, Literal["head", "tail"]]]:
        if match.reduced:  # "a blockade imposed on X by Y": a passive by its form; only the one named after
            agent = _agent(toks, ledger, clause, match.verb)  # "by" did it, and it must be named
            if agent is None:
                raise PlanningError(f"{match.words!r} does not name by whom")
            _only_its_sides(toks, ledger, clause, match)
            ledger.take([_word_before(toks, agent)], REDUCED)
            clause.voice = "passive"
            return [(m, "head" if m is agent else "tail") for m in clause.mentions]
        voice = self._voice(toks, ledger, match, clause)
        clause.voice = voice
        verb = match.tokens[0]
        out: list[tuple[Mention, Literal["head", "tail"]]] = []
        for m in clause.mentions:
            subject = m.i < verb
            if voice != "active":
                subject = not subject
            if match.inverse:
                subject = not subject
            out.append((m, "head" if subject else "tail"))
        return out

    def _main(
        self, toks: list[Token], ledger: Ledger, main: Clause, answer_type: str
    ) -> tuple[str, str, Literal["head", "tail"], str | None]:
        if not main.mentions:
            raise PlanningError("the question names an entity only in its reference event")
        names = [m.names[0] for m in main.mentions]
        match = self._relation(toks, ledger, main, names, "question")
        roles = self._roles(toks, ledger, main, match)
        relation = match.relations[0]
        if answer_type == "entity":
            if main.voice == "agentless":
                raise PlanningError(f"the passive {match.words!r} does not say by whom, and the question asks who")
            if len(roles) != 1:
                said = ", ".join(m.names[0] for m, _ in roles)
                raise PlanningError(f"asks who, but names {len(roles)} entities in the question itself: {said}")
            mention, position = roles[0]
            return relation, mention.names[0], position, None
        if len(roles) > 2:
            raise PlanningError("names more than two entities for one event")
        if len(roles) == 2 and roles[0][1] == roles[1][1]:
            roles = _roles_by_preposition(toks, ledger, roles) or roles
        if len(roles) == 2 and roles[0][1] == roles[1][1]:
            raise PlanningError(
                f"cannot tell who did what to whom between {roles[0][0].names[0]} and {roles[1][0].names[0]}"
            )
        heads = [m for m, p in roles if p == "head"]
        anchor_mention, position = (heads[0], "head") if heads else roles[0]
        others = [m.names[0] for m, _ in roles if m is not anchor_mention]
        return relation, anchor_mention.names[0], position, (others[0] if others else None)

    def _reference(
        self,
        toks: list[Token],
        ledger: Ledger,
        ref: Clause,
        relation: str | None,
        anchor: str | None,
        position: Literal["head", "tail"] | None,
    ) -> EventRef:
        """The reference event: said in full, as a nominalisation, with a pronoun or a gerund standing for
        the question's own entity, or elided ("after Japan did", "After the citizens of Brazil, ...")."""
        mentions = list(ref.mentions)
        if ref.implicit is not None:
            if anchor is None:
                raise PlanningError("the reference event's pronoun has nothing to refer to")
            mentions.append(Mention([anchor], ref.implicit, ref.implicit + 1))
            mentions.sort(key=lambda m: m.i)
        if not mentions:
            raise PlanningError("the reference event names no entity")
        rest = [t for t in toks[ref.i : ref.j] if ledger.free(t.i) and _content(t)]
        elided = all(t.low in ("did", "do", "does", "had", "has", "so", "done", "it", "too", "'s") for t in rest)
        if len(mentions) == 1 and elided and ref.implicit is None:
            if relation is None or anchor is None:
                raise PlanningError("the reference event leaves out what happened, and so does the question")
            ledger.take(range(ref.i, ref.j), "reference")
            other = mentions[0].names[0]
            # the reference entity stands where the answer stands; the anchor keeps its place
            if position == "head":
                return EventRef(head=anchor, relation=relation, tail=other)
            return EventRef(head=other, relation=relation, tail=anchor)
        clause = Clause(ref.i, ref.j, mentions)
        names = [m.names[0] for m in mentions]
        match = self._relation(toks, ledger, clause, names, "reference event")
        ref.inverse = match.inverse
        roles = self._roles(toks, ledger, clause, match)
        for k in range(ref.i, ref.j):
            if toks[k].low in ("'s", "did", "had", "having"):
                ledger.take([k], "reference")
        if len(roles) == 1:
            ((m, p),) = roles
            if relation is None or anchor is None or match.relations[0] != relation:
                raise PlanningError(f"the reference event names only {m.names[0]}; who was the other side?")
            if p == "head":
                return EventRef(head=m.names[0], relation=relation, tail=anchor)
            return EventRef(head=anchor, relation=relation, tail=m.names[0])
        if len(roles) != 2 or roles[0][1] == roles[1][1]:
            raise PlanningError("cannot tell who did what to whom in the reference event")
        head = next(m for m, p in roles if p == "head").names[0]
        tail = next(m for m, p in roles if p == "tail").names[0]
        return EventRef(head=head, relation=match.relations[0], tail=tail)

    def _resolve_pronoun(self, toks: list[Token], ledger: Ledger, main: Clause, ref: EventRef) -> None:
        """The question refers back to the reference event's entity: "him" is its tail, "he" its head, and
        "it" whichever side its place says (before the verb: the one that acted, as "he"; after: as "him")."""
        said = [t for t in main.tokens(toks) if ledger.free(t.i) and t.low in PRONOUNS]
        if len(said) != 1:
            raise PlanningError("the question names an entity only in its reference event")
        t = said[0]
        if t.low == "it":
            free = {x.i for x in main.tokens(toks) if ledger.free(x.i)}
            matches = self.lexicon.match(toks, free - {t.i})
            if len(matches) != 1 or matches[0].reduced:
                raise PlanningError("'it' may stand for either side of the reference event")
            name = ref.head if t.i < matches[0].tokens[0] else ref.tail
        else:
            name = ref.tail if t.low in OBJECT_PRONOUNS else ref.head
        main.mentions.append(Mention([name], t.i, t.i + 1, note=f"read {t.text!r} as {name}"))
        ledger.take([t.i], "pronoun")

    # -- 6. every word ----------------------------------------------------------------------------
    def _leftovers(self, toks: list[Token], ledger: Ledger, notes: list[str], frames: set[str]) -> None:
        """Every word left must be one that cannot change the answer (it is noted as ignored); a word of a
        class that could (a name, negation, a quantity, a relation word ...) is a refusal naming it."""
        for t in toks:  # "the would-be minister": no auxiliary but a qualifier of who
            if t.low == "would" and [x.low for x in toks[t.i + 1 : t.i + 3]] == ["-", "be"]:
                raise PlanningError("could not place the words 'would-be' (a qualifier of who)")
        for t in toks:  # the auxiliaries of questions ("did X ...", "would X ...") carry no meaning
            if ledger.free(t.i) and (t.low in DO or t.low in BE):
                ledger.take([t.i], "auxiliary")
        for t, place in pairwise(toks):  # "did it take place": only there is "take" empty
            if t.low in _TAKE and place.low == "place" and ledger.free(t.i) and ledger.free(place.i):
                ledger.take([t.i, place.i], "happened")
        left = [t for t in ledger.left() if _content(t) or t.low in _BEARING_SMALL_WORDS]
        negated = [t for t in left if t.low in NEGATIONS]
        if negated:
            raise PlanningError("cannot answer questions with " + ", ".join(repr(t.text) for t in negated))
        bearing = [(t, c) for t in left if (c := significance(t, self.vocabularies, opens_sentence(toks, t.i)))]
        if bearing:
            said = ", ".join(f"{t.text!r} ({c})" for t, c in bearing)
            raise PlanningError(f"could not place the words {said}")
        said_after = [t for t in left if frames and is_nominal(t.text) and _after_the_relation(toks, ledger, t.i)]
        if said_after:  # "demanded the resignation of X", "appealed to X for help": what was asked, unread
            said = ", ".join(repr(t.text) for t in said_after)
            raise PlanningError(f"could not place the words {said} (what the relation is about)")
        if left:
            notes.append("ignored " + ", ".join(repr(t.text) for t in left))
            ledger.take([t.i for t in left], "ignored")


# the small words inside people's names ("Nuri al-Maliki", "Osama bin Laden")
_NAME_PARTICLES = word_class("event", "name_particles")


def _clearly(close: list[tuple[str, float]]) -> str | None:
    """The name a misspelling stands for: the only close one, or one 3 points closer than the next."""
    if close and (len(close) == 1 or close[0][1] - close[1][1] >= 3):
        return close[0][0]
    return None


_NAME_JOINS = word_class("event", "name_joins")  # small words inside organisations' names


def _capitalised_run(toks: list[Token], ledger: Ledger, k: int) -> int:
    """Where the run of free capitalised words from token k ends."""
    while k < len(toks) and ledger.free(k) and toks[k].is_word and toks[k].is_capitalised:
        k += 1
    return k


def _joined_run(toks: list[Token], ledger: Ledger, j: int) -> int:
    """Where a run of free capitalised words ending at j goes on once its names' small words may join it
    ("Court [of] Auditors", "Organisation [for] Economic Cooperation [and] Development"); j: it does not."""
    end = k = j
    while k < len(toks) and ledger.free(k) and toks[k].low in _NAME_JOINS:
        k += 1
        if (after := _capitalised_run(toks, ledger, k)) > k:
            end = k = after
    return end


def _a_person_after(toks: list[Token], ledger: Ledger, j: int, m: Mention) -> bool:
    """`m` is one person's name said from token j on, or after only the free small words of names ("al-")."""
    between = range(j, m.i)
    return (
        m.i >= j
        and len(m.names) == 1
        and looks_like_a_person(m.names[0])
        and all(toks[x].low in _NAME_PARTICLES and ledger.free(x) for x in between)
    )


# Greetings and courtesies a question may open with ("Hi there,", "Good morning!", "Sorry to bother you, but",
# "Quick check:"): a stretch made only of these words, up to its punctuation, says nothing about the event.
_GREETINGS = word_class("event", "greetings")
_APOLOGIES = word_class("event", "apologies")
_ASIDES = word_class("event", "asides")
_COURTESY = frozenset(_GREETINGS | _APOLOGIES | _ASIDES)
_STOPS = word_class("event", "stops")


def _opening(toks: list[Token], ledger: Ledger) -> None:
    """Take the courtesies that open a question (`_COURTESY`), each stretch with its punctuation, and a "but"
    after them ("Sorry to bother you, but when ..."); the question itself starts after them."""
    k = 0
    while True:
        end = k
        while end < len(toks) and toks[end].low in _COURTESY:
            end += 1
        if end == k or end >= len(toks) - 1 or toks[end].low not in _STOPS:
            break
        ledger.take(range(k, end + 1), "courtesy")
        k = end + 1
        if toks[k].low == "but":
            ledger.take([k], "courtesy")
            k += 1


def _as_written(toks: list[Token], i: int, j: int) -> str:
    """Tokens [i, j) as the question wrote them: a space only where the question has one ("al-Maliki")."""
    return "".join((" " if k > i and toks[k].start > toks[k - 1].end else "") + toks[k].text for k in range(i, j))


_EXACTLY = word_class("event", "exactly")  # "the exact month when"
_ORDINALS = word_class("event", "ordinals")
ASKING = word_class("event", "asking")
WHEN_JOINS = tuple(tuple(p.split()) for p in phrase_list("event", "when_joins"))


# Relations whose graph has more specific kin that a noun after them would name ("demanded the resignation of
# X" is Demand change in leadership; "appealed for help", Appeal for aid): a noun left after them is unread.
GENERIC_FRAMES = frozenset(phrasebook().frames.generic)
_TAKE = word_class("event", "take")
_DO_FORMS = word_class("event", "do_forms")
_AGAIN = tuple(tuple(p.split()) for p in phrase_list("event", "again"))
# "say the same", "express the same intention": only a reference event that was itself a saying
_SAID_AGAIN = {frozenset(row.verbs): tuple(tuple(p.split()) for p in row.again) for row in said_again()}
_SAYINGS = tuple(phrasebook().frames.sayings)


def _done_again(toks: list[Token], ledger: Ledger, main: Clause, relation: str) -> tuple[list[int], str] | None:
    """ "do so", "did the same", "do likewise", "follow suit" (and "said the same" of a saying): the main
    clause repeats the reference event's action, with its doer asked; the positions and the words, or None."""
    free = [t for t in main.tokens(toks) if ledger.free(t.i)]
    said = [(forms, again) for forms, again in _SAID_AGAIN.items() if relation.startswith(_SAYINGS)]
    for n, t in enumerate(free):
        after = tuple(x.low for x in free[n + 1 : n + 4])
        for forms, again in [(_DO_FORMS, _AGAIN), *said]:
            if t.low not in forms:
                continue
            for words in sorted(again, key=len, reverse=True):
                if after[: len(words)] == words:
                    at = [t.i] + [x.i for x in free[n + 1 : n + 1 + len(words)]]
                    return at, " ".join(toks[i].text for i in at)
        if t.low in ("follow", "follows", "followed", "following") and after[:1] == ("suit",):
            at = [t.i, free[n + 1].i]
            return at, " ".join(toks[i].text for i in at)
    return None


def _after_the_relation(toks: list[Token], ledger: Ledger, i: int) -> bool:
    """Whether token i follows a relation's words in the same stretch of the sentence (no comma or full stop
    between): after a generic frame, a noun there may say what was demanded, asked or given."""
    k = i - 1
    while k >= 0 and toks[k].low not in (",", ";", ".", "?", "!", ":"):
        if _read_as_relation(ledger, k):
            return True
        k -= 1
    return False


def _read_as_relation(ledger: Ledger, k: int) -> bool:
    """Whether token k was read as a relation's words, by the lexicon or by similarity."""
    what = ledger.used.get(k, "")
    return what == "relation" or what.startswith(SIMILAR_MARK)


def _asking(toks: list[Token], t: Token) -> bool:
    """ "[Can you] tell [me]", "[Do you] know": the verb of the question's own frame, which says nothing of the
    event (so the similarity reader does not read "tell offered peacekeepers")."""
    before = toks[t.i - 1].low if t.i > 0 else ""
    after = toks[t.i + 1].low if t.i + 1 < len(toks) else ""
    return t.low in ASKING and (before == "you" or after in ("me", "us"))


def _time_asked_as_noun(toks: list[Token], ledger: Ledger) -> Granularity | None:
    """ "the (exact) month when ...", "the year in which ...": a time asked by naming its unit."""
    for t in toks:
        unit = TIME_UNITS.get(t.low)
        if unit is None or not ledger.free(t.i) or t.i == 0:
            continue
        k = t.i - 1
        while k > 0 and toks[k].low in _EXACTLY | _ORDINALS and ledger.free(k):
            k -= 1  # "the exact month", "the last year": the ordinal stays for `_extremum`
        if toks[k].low != "the" or not ledger.free(k):
            continue
        g: Granularity = unit  # type: ignore[assignment]
        ordinals = [x for x in range(k, t.i) if toks[x].low in _ORDINALS]
        for join in WHEN_JOINS:
            after = [x.low for x in toks[t.i + 1 : t.i + 1 + len(join)]]
            if tuple(after) == join and all(ledger.free(x) for x in range(t.i + 1, t.i + 1 + len(join))):
                ledger.take([x for x in range(k, t.i + 1 + len(join)) if x not in ordinals], "asks time")
                return g
        asker = k - 2 if k >= 2 and toks[k - 1].low in ("me", "us") else k - 1
        asked_otherwise = any(x.low in WH and ledger.free(x.i) for x in toks)  # "Who ...? Give me the year."
        cue_after = t.i + 1 < len(toks) and toks[t.i + 1].low in (*BEFORE, *AFTER, *SINCE, "of")
        if asker >= 0 and toks[asker].low in ASKING and ledger.free(asker) and not asked_otherwise and not cue_after:
            # "Can you tell me the year X visited Y?": the unit asked for, with its clause after it
            ledger.take([x for x in range(asker, t.i + 1) if x not in ordinals], "asks time")
            return g
    return None


def _same_period_at(toks: list[Token], k: int) -> tuple[Granularity, int] | None:
    """ "in the same month as", "on the same day of", "the same year that" at k: (granularity, end index)."""
    j = k + 1 if k < len(toks) and toks[k].low in SAME_CUES else k
    if [t.low for t in toks[j : j + 2]] != ["the", "same"] or j + 2 >= len(toks):
        return None
    unit = SAME_PERIOD.get(toks[j + 2].low)
    if unit is None:
        return None
    end = j + 3
    if end < len(toks) and toks[end].low in SAME_JOINS:
        end += 1
    g: Granularity = unit  # type: ignore[assignment]
    return g, end


TEMPLATE_PREPS = word_class("event", "template_preps")  # "praise in Y", "investigated ... by Y", "remarks to Y"


def _not_the_template(
    toks: list[Token], ledger: Ledger, cue: range, first: Mention, extra: Mention, voice: str
) -> str | None:
    """Why "Who did X praise in Y in the same year?" is not what was said (None: it is). The second entity
    must hang on the relation, the first entity or the "same" phrase by a plain preposition, and end there;
    the clause is active; neither entity is the other's own place ("the Kenyan police ... in Kenya")."""
    if voice != "active":
        return "a passive question does not say whose event it is"
    p = extra.i - 1
    while p > 0 and toks[p].low in ("the", "a", "an"):
        p -= 1
    if toks[p].low not in TEMPLATE_PREPS or p == 0:
        return f"{extra.names[0]} is not said as the other side of the question's event"
    before = p - 1
    hangs = first.i <= before < first.j or before in cue or _read_as_relation(ledger, before)
    if not hangs:
        return f"{toks[before].text!r} stands between {extra.names[0]} and the question's event"
    after = extra.j
    if not (after >= len(toks) or toks[after].low in ("?", ",", ".") or after == cue.start):
        return f"{extra.names[0]} is followed by {toks[after].text!r}"
    places = {m.group("place") for n in (first.names[0], extra.names[0]) if (m := SECTOR_NAME.match(n))}
    if places & {first.names[0], extra.names[0]}:
        return f"{extra.names[0]} may be where {first.names[0]} acted"
    return None


def _bare_same(toks: list[Token], ledger: Ledger, cues: dict[int, str]) -> tuple[Granularity, range] | None:
    """ "in the same month" said with no event after it (no "as X"): its granularity and its words."""
    for at, kind in cues.items():
        if not kind.startswith("same ") or not ledger.free(at):
            continue
        same = _same_period_at(toks, at)
        if same is None or toks[same[1] - 1].low in SAME_JOINS:
            continue
        if same[1] < len(toks) and toks[same[1]].low not in {"?", ",", "."} | TEMPLATE_PREPS:
            continue  # "... the same month when ...", "... that ...": an event of its own follows
        if same[1] + 1 < len(toks) and toks[same[1]].low in TEMPLATE_PREPS and toks[same[1] + 1].low in WH:
            continue  # "in the same month in which ..."
        if all(ledger.free(k) for k in range(at, same[1])):
            return same[0], range(at, same[1])
    return None


AGENT_PREPS = word_class("event", "agent_preps")  # "the visit to China by X", "a visit from X"
TARGET_PREPS = word_class("event", "target_preps")  # "the visit of X to China"


def _word_before(toks: list[Token], m: Mention) -> int:
    """The word before a mention and its articles (-1 at the start): the preposition that says its role."""
    k = m.i - 1
    while k >= 0 and toks[k].low in ("the", "a", "an"):
        k -= 1
    return k


REDUCED = "reduced passive"  # the ledger's mark for the "by" of a reduced passive
_SIDES = word_class("event", "sides")  # "imposed on X by Y", "demanded of X"


def _only_its_sides(toks: list[Token], ledger: Ledger, clause: Clause, match: RelationMatch) -> None:
    """After a reduced passive's participle, only its two sides may follow, each after its preposition, and
    what was read already (times, "first"): "an embargo imposed on Iran, a move opposed by China", "talks held
    in Japan by China" say more than the event, so who did it to whom is not sure."""
    starts = {_word_before(toks, m) + 1: m for m in clause.mentions}
    inside = {t.i for t in clause.tokens(toks)}
    k = match.verb + 1
    while k < clause.j:
        t = toks[k]
        if k not in inside or k in match.tokens or (not ledger.free(k) and ledger.used.get(k) != "entity"):
            k += 1
        elif t.low in _SIDES and k + 1 in starts:
            k = starts[k + 1].j
        elif t.low in ("?", ".", "!"):
            k += 1
        else:
            raise PlanningError(f"{t.text!r} after {match.words!r}: cannot tell who did it to whom")


def _agent(toks: list[Token], ledger: Ledger, clause: Clause, v: int) -> Mention | None:
    """The mention a "by" after token v introduces, with only articles between ("imposed on X by [the] Y");
    None where "by" names no one ("by whom", "by then", "by mistake")."""
    for m in clause.mentions:
        b = _word_before(toks, m)
        if b > v and toks[b].low == "by" and ledger.free(b):
            return m
    return None


def _roles_by_preposition(
    toks: list[Token], ledger: Ledger, roles: list[tuple[Mention, Literal["head", "tail"]]]
) -> list[tuple[Mention, Literal["head", "tail"]]] | None:
    """Two entities on one side of a noun of action ("the first visit of Burundi to China", "the last
    condemnation made by Thailand to the UN Security Council"): the one after "by" / "from" did it, the one
    after "to" / "against" had it done; "of" names the other one. None when the prepositions do not say."""

    (a, _), (b, _) = roles
    pa, pb = (toks[k].low if (k := _word_before(toks, m)) >= 0 else "" for m in (a, b))
    if pa in AGENT_PREPS and pb in TARGET_PREPS | {"of"}:
        head, tail = a, b
    elif pb in AGENT_PREPS and pa in TARGET_PREPS | {"of"}:
        head, tail = b, a
    elif pa == "of" and pb in TARGET_PREPS:
        head, tail = a, b
    elif pb == "of" and pa in TARGET_PREPS:
        head, tail = b, a
    else:
        return None
    for m in (head, tail):
        if (k := _word_before(toks, m)) >= 0 and ledger.free(k):
            ledger.take([k], "role")
    return [(head, "head"), (tail, "tail")] if roles[0][0] is head else [(tail, "tail"), (head, "head")]


def _one_per_name(mentions: list[Mention]) -> list[Mention]:
    """A name said twice in one clause is one participant ("Who received China's visit from China?"): its
    first saying stands, and the second is only taken. Each clause is deduplicated on its own: "After Japan
    praised X, whom did Japan praise next?" names Japan in both."""
    out: list[Mention] = []
    for m in mentions:
        if len(m.names) == 1 and any(o.names == m.names for o in out):
            continue
        out.append(m)
    return out


def _same_granularity(kind: str | None) -> Granularity | None:
    """The granularity of a "same <granularity>" reference kind (None for before / after)."""
    if kind and kind.startswith("same "):
        g: Granularity = kind.removeprefix("same ")  # type: ignore[assignment]
        return g
    return None


def _ref_constraint(kind: str, ref: EventRef, same: Granularity | None) -> Constraint:
    """The constraint a reference clause makes: before / after it, or in its day / month / year."""
    if same is not None:
        return Constraint(kind="in", granularity=same, reference=ref)
    return Constraint(kind="before" if kind == "before" else "after", reference=ref)


# Small words that are function words elsewhere but change who or how many answer when left over: "Whom did
# only Japan praise?", "Who praised both ...?", "How many ...?", "... more than ...". ("Who did Japan criticise
# most?" may pass: entities are ranked by how many facts name them.)
_BEARING_SMALL_WORDS = word_class("event", "bearing_small_words")


def _content(t: Token) -> bool:
    return not t.is_punct and t.low not in FUNCTION_WORDS and t.low not in EVENT_WORDS
