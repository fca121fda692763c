"""What is asked: an entity (who, whom, whose, where, which / what + a noun) or a time, and its unit.

"When ...", "At what point in time ...", "In which month / what year / what was the last year in which ...",
"in what month and year" (the finer of the two), "the (exact) month when / in which ...", "Can you tell me
the year X visited Y?", "... Just the year, please." Then first / last: "first", "for the first time",
"earliest", "last", "most recently", "latest", "final".
"""

from __future__ import annotations

from itertools import pairwise

from chronorag.plans import AnswerType, Granularity
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.patterns import Match, rules
from chronorag.understanding.reading import Graph, Reading, phrase_at
from chronorag.understanding.rules import take_free

ASKING = word_class("event", "asking")
ASKS_OTHERWISE = word_class("asked", "asks_otherwise")
COUNT_FRAME_VERBS = word_class("asked", "count_frame_verbs")
RELATION_ASKING = word_class("asked", "relation_asking")
RELATION_ASKING_WITH = word_class("asked", "relation_asking_with")
RELATION_ASKING_PHRASES = phrase_list("asked", "relation_asking_phrases")
RELATION_ASKING_PAST = word_class("asked", "relation_asking_past")
RELATION_ASKING_PREPS = phrase_list("asked", "relation_asking_preps")
COUNT_JOIN_PREPS = word_class("asked", "count_join_preps")
COUNT_JOIN_WHICH = word_class("asked", "count_join_which")
RELATION_ASKING_OPENERS = word_class("asked", "relation_asking_openers")
BOTH_WAYS = word_class("asked", "both_ways")
BOTH_WAYS_ABOUT = word_class("asked", "both_ways_about")  # "about X and Y": both ways
BOTH_WAYS_AND = word_class("asked", "both_ways_and")
_FINEST = ("day", "month", "year")


def read_asked(r: Reading, g: Graph) -> None:
    """The answer type and the granularity of a time answer; a refusal when neither is asked."""
    passing_frame(r)
    telling_frame(r)
    if kind := yes_no(r) or how_many(r) or (g.intervals and how_long(r)) or what_happened(r, g):
        r.answer_type = kind
        return
    if noun := unit_asked_as_noun(r) or unit_of(r):
        r.answer_type, r.granularity = "time", noun
        return
    only = just_the_unit(r)
    if asked := take_free(r, rules("asked", *QUESTION_WORDS), QUESTION_WORDS, first=True):
        _asked_by(r, asked[0], only)
        return
    if bare := asked_without_a_question_word(r):
        r.answer_type, r.granularity = bare  # type: ignore[assignment]
        return
    raise PlanningError("the question asks neither who / which nor when")


# what the words of a question word are taken as, by the production of its rule (`data/rules/asked.toml`)
QUESTION_WORDS = {"asks_time": "asks time", "asks_kind": "asks entity", "asks_entity": "asks entity"}


def _asked_by(r: Reading, m: Match, only: str | None) -> None:
    """What a question word asks: a time at its unit ("in what month and year": the finer; "... Just the year":
    that one), an entity of a kind, or an entity."""
    production = m.pattern.row.production
    if production == "asks_time":
        units = [m.values[slot] for slot in ("time_unit", "time_unit2") if slot in m.values]
        r.answer_type, r.granularity = "time", only or min(units or ["day"], key=_FINEST.index)  # type: ignore[assignment]
    else:
        r.answer_type, r.granularity = "entity", "day"
        r.answer_kind = m.values["kind"] if production == "asks_kind" else r.answer_kind


def asked_without_a_question_word(r: Reading) -> tuple[str, str] | None:
    """What a question with no question word asks: to name an entity, or a noun phrase's time or entity."""
    if naming(r):
        return "entity", "day"
    if any(t.low in ASKS_OTHERWISE | ASKING for t in r.toks):
        return None
    if unit := bare_unit(r):
        return "time", unit
    return ("entity", "day") if bare_noun(r) else None


def bare_unit(r: Reading) -> str | None:
    """ "exact date X wed Y?", "Ben Piazza's birth year?": a noun phrase naming the time it asks for
    (`asked.bare_unit`)."""
    said = take_free(r, rules("asked", "bare_unit"), {"bare_unit": "asks time"}, first=True)
    return said[0].values["bare_unit"] if said else None


def bare_noun(r: Reading) -> bool:
    """ "Philippe Douste-Blazy's political party in 2007?": the possessive's noun names the side asked (the
    relation reads it); nothing to take here but the asking itself (`asked.bare_noun`)."""
    return bool(take_free(r, rules("asked", "bare_noun"), {"bare_noun": "asks entity"}, first=True))


def telling_frame(r: Reading) -> bool:
    """ "Tell me what X did to Y on ...": the frame asks the question that follows it (`asked.telling_frame`)."""
    return bool(take_free(r, rules("asked", "telling_frame"), {"telling_frame": "frame"}, first=True))


def naming(r: Reading) -> bool:
    """ "Name X's spouse", "Name everyone X criticised in 2009", "Give me an entity that X appealed to": the
    question opens by asking to name what its clause says (`asked.naming`)."""
    return bool(take_free(r, rules("asked", "naming"), {"naming": "asks entity"}, first=True))


def unit_asked_as_noun(r: Reading) -> Granularity | None:
    """ "the (exact) month when ...", "the year in which ...", "Can you tell me the year X visited Y?"
    (`asked.unit_as_noun`)."""
    said = take_free(r, rules("asked", "unit_as_noun"), {"unit_as_noun": "asks time"}, first=True)
    return said[0].values["time_unit"] if said else None  # type: ignore[return-value]


def just_the_unit(r: Reading) -> str | None:
    """ "... Just the year, please.": the unit the time is asked at (`asked.just_the_unit`)."""
    said = take_free(r, rules("asked", "just_the_unit"), {"just_the_unit": "granularity"})
    return said[-1].values["time_unit"] if said else None


def read_extremum(r: Reading) -> str | None:
    """First or last (`asked.first_or_last`, a rule of `data/rules/asked.toml`): both is a refusal."""
    found = {m.values["extremum"] for m in take_free(r, rules("asked", "extremum"), {"extremum": "{extremum}"})}
    if len(found) > 1:
        raise PlanningError("asks both for the first and the last")
    r.extremum = found.pop() if found else None  # type: ignore[assignment]
    return r.extremum


def _first_free(r: Reading) -> int:
    """The first word no construction has read (courtesies, frames and time words are read first)."""
    return next((t.i for t in r.toks if r.free(t.i) and not t.is_punct), len(r.toks))


def _phrase_free(r: Reading, k: int, phrases: tuple[str, ...]) -> int | None:
    """The end of the longest of `phrases` said at k with all its words free, or None."""
    hit = phrase_at(r.toks, k, phrases)
    return hit[1] if hit and all(r.free(x) for x in range(k, hit[1])) else None


def passing_frame(r: Reading) -> bool:
    """ "According to the event data, ...": a frame that says nothing of the event (`asked.passing_frame`)."""
    return bool(take_free(r, rules("asked", "passing_frame"), {"passing_frame": "frame"}))


def yes_no(r: Reading) -> AnswerType | None:
    """A question that asks whether the graph holds an event (`asked.yes_no`): "yes" with the fact, or "no" with
    what was searched; a frame that owns a "when" ("was there any time in 2008 when ...") takes the first after it."""
    said = take_free(r, rules("asked", "yes_no", "yes_no_when"), YES_NO, first=True)
    if not said:
        return None
    if said[0].pattern.row.production == "yes_no_when":
        after = set(range(said[0].covered[1], len(r.toks)))
        take_free(r, rules("asked", "frame_when"), YES_NO, first=True, within=after)
    return "yes_no"


YES_NO = dict.fromkeys(("yes_no", "yes_no_when", "frame_when"), "asks yes or no")


def how_many(r: Reading) -> AnswerType | None:
    """How many days the graph holds the event on, in the period asked (`asked.how_many`), with the words that
    join its clause after it ("... on which X did Y", "... saw X doing Y")."""
    said = take_free(r, rules("asked", "how_many"), {"how_many": "asks how many"}, first=True)
    if not said:
        return None
    later = [x for x in r.toks[said[0].covered[1] :] if r.free(x.i)]
    for a, b in pairwise(later):
        if (a.low in COUNT_JOIN_PREPS and b.low in COUNT_JOIN_WHICH) or a.low in COUNT_FRAME_VERBS:
            r.take([a.i, b.i] if b.low in COUNT_JOIN_WHICH else [a.i], "asks how many")
            break
    return "count"


@construction(
    "asked.what_happened",
    "what did <X> do to <Y>, how did <X> act towards <Y>, what happened between <X> and <Y>, which action did <X>"
    " take most often towards <Y>: the relations themselves, most facts first",
    ("asked.relation_asking", "asked.relation_asking_with", "asked.relation_asking_preps"),
)
def what_happened(r: Reading, g: Graph) -> AnswerType | None:
    """Only where the main clause says no relation of the graph ("What did X do after Y visited Z?")."""
    f = _first_free(r)
    if f >= len(r.toks) or r.toks[f].low not in RELATION_ASKING_OPENERS:
        return None
    inside = {t.i for t in r.main.tokens(r.toks)} if r.main is not None else {t.i for t in r.toks}
    past = {  # after its subject, before the other side: "what X did to Y"
        t.i
        for t in r.toks[f + 2 : -1]
        if t.low in RELATION_ASKING_PAST and r.toks[t.i + 1].low in RELATION_ASKING_PREPS
    }
    asking = [
        t.i for t in r.toks[f + 1 :] if r.free(t.i) and t.i in inside and (t.low in RELATION_ASKING or t.i in past)
    ]
    phrased: list[int] = []
    for t in r.toks[f + 1 :]:  # "What took place between X and Y?"
        if t.i in inside and (end := _phrase_free(r, t.i, RELATION_ASKING_PHRASES)):
            phrased += range(t.i, end)
    asking += phrased
    if not asking or g.lexicon.match(r.toks, {i for i in inside if r.free(i) and i not in phrased}):
        return None  # "engaged in a symbolic act": the relation is said
    taken = [f, *asking]
    taken += [t.i for t in r.toks[f + 1 :] if r.free(t.i) and t.low in RELATION_ASKING_WITH]
    for t in r.toks[asking[0] :]:  # the asking's own words are no preposition ("What went on between X and Y?")
        if r.free(t.i) and t.i not in asking and (end := _phrase_free(r, t.i, RELATION_ASKING_PREPS)):
            taken += range(t.i, end)
            r.both_ways = r.toks[t.i].low in BOTH_WAYS or _about_the_two(r, t.i, end)
            break
    r.take(taken, "asks what happened")
    return "relation"


def _about_the_two(r: Reading, k: int, end: int) -> bool:
    """ "about X and Y": the preposition says no direction, so what passed between the two either way."""
    if r.toks[k].low not in BOTH_WAYS_ABOUT or end - k != 1:
        return False
    first = next((m for m in r.mentions if m.i == end), None)
    if first is None or first.j >= len(r.toks) or r.toks[first.j].low not in BOTH_WAYS_AND:
        return False
    return any(m.i == first.j + 1 for m in r.mentions)


def kind_of_side(r: Reading) -> str | None:
    """ "When did X first visit a country?", "When did a country first criticise the IMF?": the other side of the
    facts must be of that kind (`asked.kind_of_side`, in the main clause)."""
    main = r.main
    inside = {t.i for t in main.tokens(r.toks)} if main is not None else {t.i for t in r.toks}
    said = take_free(r, rules("asked", "kind_of_side"), {"kind_of_side": "the other side's kind"}, within=inside)
    found = [m.values["kind"] for m in said]
    if len(set(found)) > 1:
        raise PlanningError(f"the other side is said to be of two kinds: {', '.join(sorted(set(found)))}")
    r.other_kind = found[0] if found else None
    return r.other_kind


def how_long(r: Reading) -> AnswerType | None:
    """How long a fact true over an interval held (`asked.how_long`): its frame, then after it "in years" and the
    verb that closes its clause, read once "in years" is taken (it is the clause's last word then)."""
    said = take_free(r, rules("asked", "how_long"), HOW_LONG, first=True)
    if not said:
        return None
    after = set(range(said[0].covered[1], len(r.toks)))
    take_free(r, rules("asked", "in_years"), HOW_LONG, within=after)
    take_free(r, rules("asked", "duration_verb"), HOW_LONG, first=True, within=after)
    return "duration"


HOW_LONG = dict.fromkeys(("how_long", "in_years", "duration_verb"), "asks how long")


def aspect_said(r: Reading) -> str | None:
    """ "When did X start playing for Y?", "Since when ...": the start of the interval; "When did X stop ...",
    "Until when ...", "... marriage end?": its end (`asked.aspect`). Both said: a refusal."""
    found = {m.values["aspect"] for m in take_free(r, rules("asked", "aspect"), {"aspect": "the {aspect}"})}
    if len(found) > 1:
        raise PlanningError("asks both when it started and when it ended")
    r.aspect = found.pop() if found else None  # type: ignore[assignment]
    return r.aspect


def unit_of(r: Reading) -> Granularity | None:
    """The time asked by naming its unit before "of" and the event's noun ("X's date of death", "the year of X's
    birth"), in a question that opens with what / which (`asked.unit_of`): the unit, then the "what"."""
    said = take_free(r, rules("asked", "unit_of"), UNIT_OF_ASKED, first=True)
    if not said:
        return None
    take_free(r, rules("asked", "unit_of_which"), UNIT_OF_ASKED, first=True)
    return said[0].values["time_unit"]  # type: ignore[return-value]


UNIT_OF_ASKED = dict.fromkeys(("unit_of", "unit_of_which"), "asks time")
