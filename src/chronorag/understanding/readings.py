"""The readings of a question besides its strict one, verified against the graph and ranked.

Proposers, tried in this order, each only where the ones before gave no verified reading:
1. the constructions' strict reading (`EventParser.attempt`), verified by its ledger;
2. `generally`: a sector said exactly whose event the graph does not hold at all may be meant as a sector of
   its place that says less ("the Ministry of Foreign Affairs of Belgium" visiting Burundi: Ministry
   (Belgium)); the one such reading the graph holds replaces the strict one, noted;
3. `loosely`: where the strict reading fails, each reading of the loose descriptions (`NameIndex.loose`) and
   of a wording several relations share (`AmbiguousRelation`), verified by its ledger and by the graph;
4. `either`: "demand institutional or regime change": an "or" between two words, where the question reads the
   same with either word alone.
Before the loose readings, a name said in part (`name_parts`: "Aston Villa", "Huxley", "the Social Democratic
Party") is read as each entity it may be, the full one the same words name included ("Liverpool": the city or
Liverpool F.C.), and taken only where the question's context in the graph leaves one (`partially`); a strict
reading that rests on such a name keeps it only where that entity takes part in what the question says
(`in_context`).
Every alternative starts from the tokens and time words read once (`EventParser.prepare`) and runs only the stages
that read what it picks (`stages.read_through`). A reading wins only
by `MARGIN` over the next verified one: readings of the lexicon score 1 and those of the similarity reader
their cosine (>= 0.90), so two verified readings never decide between themselves and the question is refused
naming both.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from math import prod

from chronorag.graph_model import SECTOR_NAME
from chronorag.plans import EventPlan
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import AmbiguousRelation, PlanningError, SeveralReadings, Unplaced
from chronorag.understanding.in_context import fits, linked, misfit, no_rests_on_a_name, sided
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_family import whole_of_split
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import personal
from chronorag.understanding.name_separated import homonym_said
from chronorag.understanding.names import Mention
from chronorag.understanding.parser import Parser, Read
from chronorag.understanding.place_told import told_by_its_place
from chronorag.understanding.reading import Graph, Reading, said_in_plural
from chronorag.understanding.reading_kind import WHICH, kind_in_part, without
from chronorag.understanding.timex import period_text
from chronorag.understanding.tokens import Token, written

MARGIN = 0.20  # a reading's lead over the next verified one (the similarity reader's own margin, MIN_MARGIN)
DETERMINERS = word_class("names", "thing_determiners")  # "the Cy Young", "his first Conn Smythe": no person
MAX_LOOSE_READINGS = 24  # loose descriptions' readings tried against the graph, at most
MAX_PLACE_READINGS = 200  # with a place said alone: each of its sectors (India has 93)
EITHER_JOINS = word_class("event", "either_joins")  # "demand institutional or regime change"
NOT_PRESUPPOSED = ("yes_no", "count")  # answers that do not take the question's event as given
ANSWERED_ALIKE = "the graph answers alike any way"  # a name said in part, read as one of those it may be


@dataclass(frozen=True)
class Candidate:
    how: str  # how it was read: "'the Belgian ministry' loosely as Ministry (Belgium)"
    plan: EventPlan
    fired: list[str]

    @property
    def score(self) -> float:
        return self.plan.relation_score


def ranked(candidates: list[Candidate]) -> Candidate | None:
    """The verified reading that leads the next by `MARGIN`; None when two are within it (or there is none)."""
    order = sorted(candidates, key=lambda c: -c.score)
    if not order or (len(order) > 1 and order[0].score - order[1].score < MARGIN):
        return None
    return order[0]


@construction("readings.general_sector", "a sector said exactly that the graph never holds the event for, said less")
def generally(parser: Parser, base: Reading, strict: Read) -> Read:
    """The strict reading, or the one general sector reading the graph holds where it holds the strict one's
    event not at all. None, or several, leave the strict reading (its answer is then that no fact matches)."""
    plan = strict[0]
    g = parser.graph
    named = {plan.anchor, plan.other}
    if plan.constraint.reference:
        named |= {plan.constraint.reference.head, plan.constraint.reference.tail}
    if g.supported is None or not any(n and SECTOR_NAME.match(n) for n in named):
        return strict  # no sector read: nothing to read less of
    said = g.names.mentions(base.toks, base.free_tokens(), g.relation_words, partial=False)
    found = [m for m in said if m.names[0] in named]
    near = [(m, general) for m in found if len(m.names) == 1 and (general := g.names.general(base.toks, m))]
    if not near:
        return strict
    mentions = [
        replace(m, names=general if len(near) == 1 else [*m.names, *general], how="readings.general_sector")
        for m, general in near
    ]
    if prod(len(m.names) for m in mentions) > MAX_LOOSE_READINGS or g.supported(plan):
        return strict
    best = ranked(held(parser, base, mentions))
    if best is None:
        return strict
    best.plan.notes.append(f"read {best.how}: the graph holds the event for no sector said exactly")
    return best.plan, best.fired


@construction("readings.loose", "a loose description or a shared wording, each way, the one the graph holds")
def loosely(parser: Parser, base: Reading, strict: PlanningError) -> Read:
    """Each reading of the loose descriptions and of an ambiguous relation wording, verified by the graph: the
    one it holds the event for is the plan, noted; none leave the strict refusal, several a refusal naming
    them."""
    g = parser.graph
    free = base.free_tokens()
    strict_found = g.names.mentions(base.toks, free, g.relation_words, partial=False)
    taken = {x for m in strict_found for x in range(m.i, m.j)}
    loose = g.names.loose(base.toks, free - taken, strict_found, g.relation_words)
    ambiguous = strict if isinstance(strict, AmbiguousRelation) else None
    meanings = len(ambiguous.relations) if ambiguous else 1  # of the relation wording
    most = MAX_PLACE_READINGS if any(m.bare for m in loose) else MAX_LOOSE_READINGS
    if (not loose and ambiguous is None) or prod(len(m.names) for m in loose) * meanings > most:
        raise strict
    found = held(parser, base, loose, ambiguous)
    if not found and any(m.wider for m in loose):  # the general sectors, where the sharing ones fail
        wider = [replace(m, names=m.wider, wider=[]) if m.wider else m for m in loose]
        if prod(len(m.names) for m in wider) * meanings <= most:
            found = held(parser, base, wider, ambiguous)
    best = ranked(found)
    every = prod(len(m.names) for m in loose) * meanings
    if best is None and len(found) == every and all(_plainly_yes(c.plan) for c in found):
        found[0].plan.notes.append(f"read {found[0].how}: yes, read any way ({' | '.join(c.how for c in found)})")
        return found[0].plan, [*found[0].fired, "readings.loose"]  # "Did X sit down with Y?": met either way
    if best is None and found:
        why = f"{strict}; the graph holds the event read each way: {' | '.join(c.how for c in found)}"
        if not loose and ambiguous is not None and len(found) == meanings:  # one wording, each of its meanings
            raise SeveralReadings(why, [(c.how, c.plan) for c in found])
        raise PlanningError(why)
    if best is None and not found and not loose and ambiguous is not None:
        return held_by_none(parser, base, ambiguous) or _raise(strict)
    if best is None:
        raise strict
    best.plan.notes.append(f"read {best.how}, the only reading the graph holds the event for")
    return best.plan, [*best.fired, "readings.loose"]


def _raise(refused: PlanningError) -> Read:
    raise refused


@construction(
    "readings.held_by_none",
    "did <X> and <Y> hold a meeting, how many days ...: a shared wording whose every reading the graph holds not,"
    " asked yes / no or how many (every reading answers alike)",
)
def held_by_none(parser: Parser, base: Reading, ambiguous: AmbiguousRelation) -> Read | None:
    """Of a question that does not take its event as given (yes / no, how many), a wording several relations share
    ("hold a meeting": Consult or Meet at a 'third' location) where every reading reads in full and the graph holds
    the event for none: each reading answers alike ("no", 0), so the first is the plan, noted with them all. A
    reading that fails, or any the graph may hold, leaves the refusal."""
    supported = parser.graph.supported
    assert supported is not None
    plans = []
    for relation in ambiguous.relations:
        try:
            plan, fired = parser.attempt(base, {}, (ambiguous.at, relation))
        except PlanningError:
            return None
        if plan.answer_type not in NOT_PRESUPPOSED or supported(plan):
            return None
        plans.append((plan, fired))
    plan, fired = plans[0]
    said = ", ".join(ambiguous.relations)
    plan.notes.append(f"read {ambiguous.words!r} as {plan.relation}: the graph holds the event under none of {said}")
    return plan, [*fired, "readings.held_by_none"]


def held(
    parser: Parser,
    base: Reading,
    loose: list[Mention],
    ambiguous: AmbiguousRelation | None = None,
    picked: dict[tuple[int, int], tuple[str, str]] | None = None,
) -> list[Candidate]:
    """Each reading of the loose mentions and of the ambiguous relation wording, if any, read in full from the
    prepared question (with the names already `picked`, if any): those whose event the graph holds, each with how
    it was read."""
    supported = parser.graph.supported
    assert supported is not None
    relations: list[str | None] = list(ambiguous.relations) if ambiguous else [None]
    at = ambiguous.at if ambiguous else ()
    out: dict[str, Candidate] = {}
    for names, relation in product(product(*(m.names for m in loose)), relations):
        picks = {**(picked or {}), **{(m.i, m.j): (name, m.how) for m, name in zip(loose, names, strict=True)}}
        try:
            plan, fired = parser.attempt(base, picks, (at, relation) if relation else None)
        except PlanningError:
            continue
        if supported(plan):
            how = [f"{base.ledger.text(m.i, m.j)!r} loosely as {n}" for m, n in zip(loose, names, strict=True)]
            if ambiguous is not None:
                how.append(f"{ambiguous.words!r} as {relation}")
            out["; ".join(how)] = Candidate("; ".join(how), plan, fired)
    return list(out.values())


@construction("readings.either", "<word> or <word>, read when either word alone says the same", ("event.either_joins",))
def either(parser: Parser, question: str, toks: list[Token], refused: PlanningError) -> Read:
    """ "demand institutional or regime change", "threaten to downgrade or sever ties": an "or" between two
    words is read when the question says the same with either word alone (the same plan, to the letter); else
    the alternatives could differ in their answers, and the refusal stands."""
    ors = [t.i for t in toks if t.low in EITHER_JOINS]
    if len(ors) != 1:
        raise refused
    k = ors[0]
    if not (0 < k < len(toks) - 1 and toks[k - 1].is_word and toks[k + 1].is_word):
        raise refused
    readings: list[Read] = []
    for dropped in ({k, k + 1}, {k - 1, k}):  # the word before "or", the word after it
        variant = without(toks, dropped)
        try:
            readings.append(parser.choose(parser.prepare(question, variant)))
        except PlanningError:
            raise refused from None
    kept = {"question", "notes", "ignored", "reasoning"}
    if readings[0][0].model_dump(exclude=kept) != readings[1][0].model_dump(exclude=kept):
        raise refused
    plan = readings[0][0].model_copy(update={"question": question})
    words = " ".join(t.text for t in toks[k - 1 : k + 2])
    plan.notes = [*readings[0][0].notes, f"read {words!r} as one: either word alone says the same"]
    return plan, [*readings[0][1], "readings.either"]


@construction(
    "readings.each_period",
    "a vague period, 'late 2015', 'early 2008': the question read with each of its readings, answered only where"
    " every one answers alike",
    ("time.vague_year_parts",),
)
def each_period(parser: Parser, base: Reading) -> Read:
    """ "Who did Tsipras call last in late 2015?": the question read with each reading of its vague period (the
    months of `[time] vague_year_parts`), every one in full; the readings (`SeveralReadings`) are answered each way
    and the answer given only where they agree (`EventLoop`). A reading that fails is the refusal."""
    said, periods = base.vague
    readings: list[tuple[str, EventPlan]] = []
    for period in periods:
        alt = base.copy()
        alt.vague = ("", ())
        alt.constraint = base.constraint.model_copy(update={"start": period.start, "end": period.end})
        plan, _ = parser.choose(alt)
        readings.append((f"{said!r} as {period_text(period)}", plan))
    raise SeveralReadings(f"{said!r} may mean {' or '.join(period_text(p) for p in periods)}", readings)


@construction(
    "readings.full_misfit",
    "a name said in full whose entity takes no part in what the question says, where the same words say in part"
    " one that does: 'Who played for Genoa?' (Genoa C.F.C., not the city)",
)
def fitting_in_part(parser: Parser, base: Reading, strict: Read) -> Read:
    """The strict reading, or, where an entity it names takes no part in the relation its clause says (`misfit`:
    its answer could only be that the graph holds no such fact), the one reading of a name said in part that the
    question's context leaves (`partially`: the city Genoa plays for no one, Genoa C.F.C. does). No such name, no
    reading of it, or several, leave the strict reading."""
    g = parser.graph
    if g.relations_of is None or not g.names.partial_mentions(base.toks, base.free_tokens()):
        return strict  # no name the words may say in part: no graph check
    if (wrong := misfit(g, strict[0])) is None:
        return _held_in_part(parser, base, strict)
    try:
        read = partially(parser, base, PlanningError(f"{wrong[0]} takes no part in {wrong[1] or 'any fact'}"))
    except PlanningError:
        return strict
    if read is None or fits(g, strict[0]) or not fits(g, read[0]):
        return strict
    return read[0], [*read[1], "readings.full_misfit"]


@construction(
    "readings.full_unheld",
    "a name said in full that the graph never links with the clause's other side (or, of a question that takes its"
    " event as given, whose event it does not hold), where the same words say in part one it does: 'How many Gold"
    " Gloves did Ichiro win?' (American League Gold Glove, not the Gold Glove of before the leagues had one each)",
)
def _held_in_part(parser: Parser, base: Reading, strict: Read) -> Read:
    """The strict reading, or, where its answer could only be that the graph holds no such fact (two sides it never
    links by the clause's relation, or a side the entity never takes; a who / when / which whose event it does not
    hold), the one reading of a name said in part that the graph does link or hold (`partially`). Of yes / no, read
    so where the graph says whether it holds that reading's event ("Did Greg Maddux win a Gold Glove in 1995?": yes,
    the National League's; "no" where neither holds it); else refused, its "no" resting on which entity is meant."""
    g, plan = parser.graph, strict[0]
    if not _unheld(g, plan) and sided(g, plan):  # a side never held is no event held ("Who won the Cy Young?")
        return strict
    try:
        read = partially(parser, base, PlanningError("the graph holds no such fact"))
    except PlanningError:
        return strict
    if read is None or read[0] == plan or (_unheld(g, read[0]) and "readings.split_whole" not in read[1]):
        return strict  # a split's whole is held by its split
    if plan.answer_type == "yes_no" and g.holds is None:
        full, part = _named(plan) - _named(read[0]), _named(read[0]) - _named(plan)
        raise PlanningError(
            f"'no' would rest on which entity is meant: {', '.join(sorted(full))}, never linked with the other side,"
            f" or {', '.join(sorted(part))}, which the words say in part"
        )
    return read[0], [*read[1], "readings.full_unheld"]


def _named(plan: EventPlan) -> set[str]:
    ref = plan.constraint.reference
    return {n for n in (plan.anchor, plan.other, *((ref.head, ref.tail) if ref else ())) if n is not None}


def _a_person_in_full(toks: list[Token], m: Mention) -> Mention:
    """A person's name said in full, as written, with no determiner before it, is that person where the other names
    it says in part only add words after it ("Dale Earnhardt", never Dale Earnhardt Inc. nor Dale Earnhardt Jr.):
    the mention with that one name. Others stay ("Liverpool": the city or the club; "the Cy Young": the award)."""
    said = words_key(written(toks, m.i, m.j))
    exact = [n for n in m.names if words_key(n) == said and personal(n)]
    if len(exact) != 1 or len(m.names) < 2 or (m.i > 0 and toks[m.i - 1].low in DETERMINERS):
        return m
    longer = [words_key(n) for n in m.names if n != exact[0]]
    return replace(m, names=exact) if all(w[: len(said)] == said and len(w) > len(said) for w in longer) else m


def _unheld(g: Graph, plan: EventPlan) -> bool:
    """Whether the graph holds the plan's event at no time between the sides it names (`linked`) or, naming one
    side and taking its event as given, not at all (`_presupposed`'s check): unknown (a look-up missing) is held."""
    if plan.other is not None or plan.constraint.reference is not None:
        pairs = plan.other is not None or (plan.constraint.reference.tail is not None)  # type: ignore[union-attr]
        return bool(pairs) and g.between is not None and not linked(g, plan)
    if plan.answer_type in NOT_PRESUPPOSED or g.holds is None:
        return False
    return not g.holds(plan)


@construction(
    "readings.partial",
    "a name said in part that several entities may be: the one the question's context in the graph leaves",
)
def partially(parser: Parser, base: Reading, refused: PlanningError) -> Read | None:
    """Each entity a name said in part may be (`NameIndex.partial_mentions`), read in full: the readings whose
    entities take part in what the question says (`fits`), then of those the ones whose two sides the graph links
    at any time (`linked`), then, of a question that takes its event as given (not yes / no, not how many), the ones
    the graph holds it for (`supported`). One left is the plan, noted; several are a refusal naming them. None:
    no such name, or no reading of it."""
    g = parser.graph
    found = [_a_person_in_full(base.toks, m) for m in g.names.partial_mentions(base.toks, base.free_tokens())]
    found = [told_by_its_place(base.toks, m) for m in found] if g.intervals else found  # "the Conservatives ... UK"
    if not found or prod(len(m.names) for m in found) > MAX_LOOSE_READINGS:
        return None
    if (kind := kind_in_part(parser, base, found)) is not None:  # "What Nobel Prize did Churchill win?"
        return kind
    read = [c for c in _each_read(parser, base, found) if not _which_one_read_as_a_side(base, found, c.plan)]
    if not read:
        return None
    kept = _narrowed(g, read)
    if not kept:  # no entity the words may be fits: the strict reading's refusal tells why
        raise refused
    said, m = "; ".join(f"{written(base.toks, m.i, m.j)!r} may be any of {', '.join(m.names)}" for m in found), found[0]
    picked = set().union(*(_named(c.plan) for c in kept))  # "Survivor X" is no "Survivor X (2019)", both held
    if len(found) == 1 and (homonym := homonym_said(written(base.toks, m.i, m.j), m.names, picked)):
        raise PlanningError(homonym)
    if (alike := _answered_alike(g, kept)) is not None:  # "Was X ever Foreign Secretary?": no, either office
        alike.plan.notes.append(f"read {alike.how}: {ANSWERED_ALIKE} ({said})")
        return alike.plan, [*alike.fired, "readings.partial"]
    if len(found) == 1 and (union := _union(g, base, m, (read, kept), said)) is not None:
        return union
    if len(kept) != 1:
        fit = [c.how for c in kept]
        why = f"the question fits {len(fit)} of them in the graph" + (f": {' | '.join(fit)}" if fit else "")
        raise PlanningError(f"{said}; {why}{_linked_to_none(g, kept)}")
    best = kept[0]
    no_rests_on_a_name(g, base.toks, found, best.plan)  # "Did Richard Petty win at Daytona?": and the Daytona 500?
    if len(read) > 1 or any(len(m.names) > 1 for m in found):
        best.plan.notes.append(f"read {best.how}, the only one the question fits in the graph ({said})")
    else:
        best.plan.notes.append(f"read {best.how}")
    return best.plan, [*best.fired, "readings.partial"]


@construction(
    "readings.split_whole",
    "a name said in part whose entities the question fits are one name and its split: that name, read with its split"
    " ('Who won the Cy Young in 1969?': the American and National League's)",
)
def split_whole(g: Graph, m: Mention, read: list[Candidate], kept: list[Candidate]) -> Candidate | None:
    """The reading with the name the graph split (`name_family.whole_of_split`), alike but for that side."""
    said = lambda c: str(c.plan.anchor if c.plan.anchor in m.names else c.plan.other)  # noqa: E731
    whole = whole_of_split(g, {said(c) for c in kept}, [said(c) for c in read])
    shape = lambda c: (said(c) == whole, c.plan.relation, c.plan.position, c.plan.answer_type)  # noqa: E731
    return next((c for c in read if shape(c) == (True, *shape(kept[0])[1:])), None)


def _linked_to_none(g: Graph, kept: list[Candidate]) -> str:
    """ "When did Daniel Kahneman win the Nobel?": where the graph links the named other side with none of the
    entities the words may be, the reason says so."""
    plans = [c.plan for c in kept]
    if g.between is None or any(p.other is None for p in plans) or any(linked(g, p) for p in plans):
        return ""
    sides = {p.anchor for p in plans} if len({p.other for p in plans}) > 1 else {plans[0].other}
    return f", but the graph links none of them with {' / '.join(sorted(s for s in sides if s))}"


def _which_one_read_as_a_side(base: Reading, found: list[Mention], plan: EventPlan) -> bool:
    """Whether a name said in part right after "which" ("Which Villeneuve won ...?": which of the Villeneuves) was
    read as the doer, the answer what it did: what is asked is one of the entities it may be."""
    said = [m for m in found if m.i > 0 and base.toks[m.i - 1].low in WHICH and len(m.names) > 1]
    doer = plan.answer_type == "entity" and plan.position == "head"  # "Which Foreign Secretaries served": holders
    return doer and any(plan.anchor in m.names for m in said)


def _each_read(parser: Parser, base: Reading, found: list[Mention]) -> list[Candidate]:
    """The readings with each entity the names said in part may be; where one leaves words unplaced, it may be the
    one meant, so none is picked ("Which judges served on the Ninth Circuit?": of its Court of Appeals, "judges" is
    unplaced, and the old circuit courts' six came back: a reviewer's find), refused naming it; only of one name said
    in part (of two, a pair that fits nothing may leave words unplaced: "Jimmy Carter" as James Marshall Carter)."""
    read: list[Candidate] = []
    unplaced: list[str] = []
    exact = [n for m in found for n in m.names if words_key(n) == words_key(written(base.toks, m.i, m.j))]
    for names in product(*(m.names for m in found)):
        picks = {(m.i, m.j): (name, "readings.partial") for m, name in zip(found, names, strict=True)}
        how = "; ".join(f"{written(base.toks, m.i, m.j)!r} as {n}" for m, n in zip(found, names, strict=True))
        try:
            read.extend(_read_in_full(parser, base, picks, how, len(found) == 1 and names[0] in exact))
        except Unplaced as words:
            unplaced.append(f"as {' / '.join(names)}, {words}")
    if read and unplaced and len(found) == 1:  # of one name said in part (of two, a misfit pair may be the one)
        said = "; ".join(f"{written(base.toks, m.i, m.j)!r} may be any of {', '.join(m.names)}" for m in found)
        raise PlanningError(f"{said}; {'; '.join(unplaced)}")
    return read


def _read_in_full(
    parser: Parser, base: Reading, picks: dict[tuple[int, int], tuple[str, str]], how: str, exact: bool = False
) -> list[Candidate]:
    """The reading with the names picked; where it says its relation by a wording several relations share ("meet":
    Consult or Meet at a 'third' location), the one reading of the wording the graph holds the event for, as
    `loosely` reads it of a name said in full. None where it fails, but of the name said as written (`exact`): its
    refusal stands ("Who won Best Actress after ...?" is never asked of Best Supporting Actress)."""
    try:
        plan, fired = parser.attempt(base, picks)
    except Unplaced:
        raise
    except AmbiguousRelation as shared:  # "When did Kimi first win a race?": Räikkönen's 'win' is won or a title
        if parser.graph.supported is None:
            return _read_as_held(parser, base, picks, how, shared)
        found = held(parser, base, [], shared, picks)
        if (best := ranked(found)) is not None:
            return [Candidate(f"{how}; {best.how}", best.plan, best.fired)]
        if found:  # the entity fits, its wording does not say how: never another entity picked for it
            raise Unplaced(str(shared)) from None
        return []
    except PlanningError as refused:
        if exact:
            raise Unplaced(str(refused)) from None
        return []
    return [Candidate(how, plan, fired)]


def _read_as_held(
    parser: Parser, base: Reading, picks: dict[tuple[int, int], tuple[str, str]], how: str, shared: AmbiguousRelation
) -> list[Candidate]:
    """Of an interval graph, a wording several relations share read with the entities picked: none where they take
    part in none of them, the one they take part in, and where several, no pick (`Unplaced`: the entity fits, its
    wording does not say how; "Kimi" is never Kimi Antonelli because Räikkönen's 'win' is a race or a title)."""
    relations_of = parser.graph.relations_of
    named = {name for name, _ in picks.values()}
    if relations_of is None:
        return []
    taken = [rel for rel in shared.relations if all(rel in relations_of(name) for name in named)]
    if len(taken) > 1:
        raise Unplaced(str(shared))
    try:
        return [Candidate(how, *parser.attempt(base, picks, (shared.at, taken[0])))] if taken else []
    except PlanningError:
        return []


def _narrowed(g: Graph, read: list[Candidate]) -> list[Candidate]:
    """The readings the question's context leaves: those that fit (on their sides, but of yes / no), then those on
    their sides, linked, supported, each step taken only where it leaves some."""
    kept = [c for c in read if fits(g, c.plan) and (c.plan.answer_type == "yes_no" or sided(g, c.plan))]
    for check in (lambda c: sided(g, c.plan), lambda c: linked(g, c.plan), lambda c: _presupposed(g, c.plan)):
        if len(kept) > 1 and (narrower := [c for c in kept if check(c)]):
            kept = narrower
    return kept


def _answered_alike(g: Graph, kept: list[Candidate]) -> Candidate | None:
    """Of a plain yes / no question whose name said in part may be several entities, the first reading where the
    graph holds every reading's event or none of them: the answer is the same whichever is meant."""
    held = g.holds
    if held is None or len(kept) < 2 or not all(_plainly_yes(c.plan) for c in kept):
        return None
    return kept[0] if len({held(c.plan) for c in kept}) == 1 else None


def _any_of(g: Graph, names: list[str], kept: list[Candidate]) -> Candidate | None:
    """Of readings alike but for the other side ("When did Marie Curie win her first Nobel?": physics, chemistry),
    that side left open, where every entity the anchor holds of the relation is one of them (`tails_of`); never of a
    relation read both ways (the anchor's facts as its tail are not checked)."""
    if g.tails_of is None or len(kept) < 2:
        return None
    first, same = kept[0].plan, {"other", "notes", "ignored", "question", "reasoning"}
    if first.position != "head" or first.relation in g.lexicon.symmetric:
        return None
    said = set(names)
    if any(c.plan.other not in said or c.plan.model_dump(exclude=same) != first.model_dump(exclude=same) for c in kept):
        return None
    if not set(g.tails_of(first.anchor, first.relation)) <= said:
        return None
    plan = first.model_copy(update={"other": None, "notes": [n for n in first.notes if str(first.other) not in n]})
    return Candidate(f"{' / '.join(c.plan.other or '' for c in kept)} as any of them", plan, kept[0].fired)


def _union(
    g: Graph, base: Reading, m: Mention, readings: tuple[list[Candidate], list[Candidate]], said: str
) -> Read | None:
    """Readings alike but for a side, as one: every one the anchor holds ("her first Nobel"), some of a family in the
    plural or counted ("How many Nobel Prizes ..."), a name the graph split ("the Cy Young" of 1969)."""
    read, kept = readings
    if len(kept) > 1 and (whole := split_whole(g, m, read, kept)) is not None:
        whole.plan.notes.append(f"read {whole.how} ({said})")
        return whole.plan, [*whole.fired, "readings.split_whole"]
    if (union := _any_of(g, m.names, kept)) is not None:
        union.plan.notes.append(f"read {union.how}: every one the graph holds of {union.plan.anchor} ({said})")
        return union.plan, [*union.fired, "readings.partial"]
    if (some := some_of(g, base, m, kept)) is not None:
        some.plan.notes.append(f"read {some.how} ({said})")
        return some.plan, [*some.fired, "readings.some_of_a_family"]
    return None


@construction(
    "readings.some_of_a_family",
    "how many <a name said in part, in the plural or counted> did <X> <verb>: the other side any of those the graph"
    " links with X ('How many Nobel Prizes did Marie Curie win?': physics and chemistry)",
)
def some_of(g: Graph, base: Reading, m: Mention, kept: list[Candidate]) -> Candidate | None:
    """Of facts true over intervals, readings alike but for the other side, each an entity the words may be that the
    graph links with the anchor, where the words say them in the plural ("Nobel Prizes") or the question counts: the
    reading with the other side any of them (`EventPlan.other_any`), the anchor's facts with the others left out.
    Never of yes / no (`_answered_alike` reads those), nor of a relation read both ways, nor where the anchor is the
    side the words may be."""
    if not g.intervals or len(kept) < 2:
        return None
    first, same = kept[0].plan, {"other", "notes", "ignored", "question", "reasoning"}
    if first.position != "head" or first.relation in g.lexicon.symmetric or first.answer_type == "yes_no":
        return None
    if first.answer_type != "count" and not said_in_plural(base.toks, m):
        return None  # "When did Marie Curie win the Nobel Prize?": which of them is not said
    others = [c.plan.other for c in kept]
    if any(o not in m.names for o in others) or any(
        c.plan.model_dump(exclude=same) != first.model_dump(exclude=same) for c in kept
    ):
        return None
    named = [o for o in others if o is not None]
    plan = first.model_copy(
        update={"other": None, "other_any": named, "notes": [n for n in first.notes if str(first.other) not in n]}
    )
    return Candidate(f"{written(base.toks, m.i, m.j)!r} as any of {', '.join(named)}", plan, kept[0].fired)


def _presupposed(g: Graph, plan: EventPlan) -> bool:
    """Of a question that takes its event as given (who, when, which, how long), whether the graph holds it (an
    interval graph: in the question's period, "Who was Foreign Secretary in 2019?" of the office there then)."""
    held = g.holds
    if held is None or plan.answer_type in NOT_PRESUPPOSED:
        return False
    return held(plan)


def _plainly_yes(plan: EventPlan) -> bool:
    """A yes / no plan the graph check answers itself (no reference event, whose check may be unsure, nor a kind
    said of the other side, which the check leaves out): held, it is a yes."""
    return plan.answer_type == "yes_no" and plan.constraint.reference is None and plan.other_kind is None


def of_the_kind_said(plan: EventPlan) -> None:
    """The kind said with first / last and no reference event is read both ways on the graph of events (MultiTQ's
    answers take it as a preference: the first fact's other side, of any kind; an analyst takes it as a filter: the
    first country): raised as two readings (`SeveralReadings`), answered by `EventLoop` only where both answer alike,
    else refused naming both. A plan of facts over intervals, or ordered by a reference event, is left as read."""
    plain = plan.other is None and not plan.both_ways and plan.constraint.reference is None
    if plan.dataset is not None or plan.other_kind is not None or not plain:
        return
    if not (plan.extremum and plan.answer_kind and plan.answer_type == "entity"):
        return
    of_kind = plan.model_copy(update={"other_kind": plan.answer_kind, "notes": list(plan.notes)})
    said = f"the {plan.extremum} {plan.answer_kind}"
    raise SeveralReadings(
        f"{said!r} may mean the {plan.extremum} fact's other side of any kind or {said}",
        [(f"as the {plan.extremum} fact's other side", plan), (f"as {said}", of_kind)],
    )
