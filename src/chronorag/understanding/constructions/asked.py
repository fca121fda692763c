"""What is asked: an entity (who, whom, whose, where, which / what + a noun) or a time, and its unit.

"When ...", "At what point in time ...", "In which month / what year / what was the last year in which ...",
"in what month and year" (the finer of the two), "the (exact) month when / in which ...", "Can you tell me
the year X visited Y?", "... Just the year, please." Then first / last: "first", "for the first time",
"earliest", "last", "most recently", "latest", "final".
"""

from __future__ import annotations

import re
from itertools import pairwise

from chronorag.plans import AnswerType, Granularity
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import Chart, Match, rule_matches, rules
from chronorag.understanding.reading import WHICH, Clause, Graph, Reading, said_relations
from chronorag.understanding.relation_derived import camel_parts, everyday_verbs
from chronorag.understanding.relation_names import identifier_words, verb_lemma
from chronorag.understanding.relation_nouns import qualifies
from chronorag.understanding.rules import best_at, chart_of, in_turn, take_free
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

ASKING = word_class("event", "asking")
ASKS_OTHERWISE = word_class("asked", "asks_otherwise")
EXTREMUM_NOUNS = word_class("asked", "extremum_nouns")  # "his first Grand Slam final": the match
YEAR_SAID = re.compile(r"\d{4}")  # "the 2006 final", "in 2006": a year the final is of
COUNT_FRAME_VERBS = word_class("asked", "count_frame_verbs")
COUNT_JOIN_PREPS = word_class("asked", "count_join_preps")
COUNT_JOIN_WHICH = word_class("asked", "count_join_which")
# a reference clause said of the question's own subject ("when he became a senator", "when his term ended")
REF_PRONOUNS = word_class("event", "pronouns") | word_class("event", "possessives")
FOR_GOOD_STARTS = word_class("event", "for_good_starts")  # "start managing": the first start of all spells
FOR_GOOD_ENDS = word_class("event", "for_good_ends")  # "stop managing": the last end
_FINEST = ("day", "month", "year")


def read_asked(r: Reading, g: Graph) -> None:
    """The answer type and the granularity of a time answer; a refusal when neither is asked."""
    passing_frame(r)
    telling_frame(r)
    if kind := yes_no(r) or (g.intervals and days_long(r)) or how_many(r) or (g.intervals and how_long(r, g)):
        r.answer_type = kind
        return
    if kind := what_happened(r, g):
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
ASKS_ENTITY = "asks entity"  # the ledger's tag of the words that ask an entity ("which", "who", "name")
QUESTION_WORDS = {"asks_time": "asks time", "asks_kind": ASKS_ENTITY, "asks_entity": ASKS_ENTITY}


def asked_right_before(r: Reading, clause: Clause, m: Mention) -> bool:
    """Whether the clause's "which" that asks an entity stands right before the mention ("Which Ubuntu release ...",
    "Which Oracle JDK came out ..."): what is asked is then said by the words around it."""
    which = m.i - 1
    return clause.i <= which and r.toks[which].low in WHICH and r.ledger.used.get(which) == ASKS_ENTITY


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
    return bool(take_free(r, rules("asked", "bare_noun"), {"bare_noun": ASKS_ENTITY}, first=True))


def telling_frame(r: Reading) -> bool:
    """ "Tell me what X did to Y on ...": the frame asks the question that follows it (`asked.telling_frame`)."""
    return bool(take_free(r, rules("asked", "telling_frame"), {"telling_frame": "frame"}, first=True))


def naming(r: Reading) -> bool:
    """ "Name X's spouse", "Name everyone X criticised in 2009", "Give me an entity that X appealed to": the
    question opens by asking to name what its clause says (`asked.naming`)."""
    return bool(take_free(r, rules("asked", "naming"), {"naming": ASKS_ENTITY}, first=True))


def unit_asked_as_noun(r: Reading) -> Granularity | None:
    """ "the (exact) month when ...", "the year in which ...", "Can you tell me the year X visited Y?"
    (`asked.unit_as_noun`)."""
    said = take_free(r, rules("asked", "unit_as_noun"), {"unit_as_noun": "asks time"}, first=True)
    return said[0].values["time_unit"] if said else None  # type: ignore[return-value]


def just_the_unit(r: Reading) -> str | None:
    """ "... Just the year, please.": the unit the time is asked at (`asked.just_the_unit`)."""
    said = take_free(r, rules("asked", "just_the_unit"), {"just_the_unit": "granularity"})
    return said[-1].values["time_unit"] if said else None


def read_extremum(r: Reading, g: Graph) -> str | None:
    """First or last (`asked.first_or_last`, a rule of `data/rules/asked.toml`): both is a refusal. Not a word a
    relation's name says with the words beside it ("Did X finish last in 2003?": finishedLastIn), nor a noun of the
    last a relation the words may say holds ("lose the Stanley Cup Final": lostStanleyCupFinal, every year's)."""
    said = rules("asked", "extremum")
    if not rule_matches(chart_of(r), said):  # most questions say neither: the lexicon is not asked
        r.extremum = None
        return None
    phrases = said_relations(r, g, r.free_tokens())
    named = {k for m in phrases if len(m.tokens) > 1 for k in m.tokens}
    own = {w for m in phrases for rel in m.relations for w in identifier_words(rel)}  # "lose the Stanley Cup Final":
    named |= {t.i for t in r.toks if t.low in own and t.low in EXTREMUM_NOUNS}  # lostStanleyCupFinal's, no last
    unnamed = {t.i for t in r.toks} - named - _extremum_nouns(r, rule_matches(chart_of(r), said))
    if not any(YEAR_SAID.match(t.text) for t in r.toks):  # "In which years did X win the Stanley Cup Final?":
        unnamed -= {k for m in rule_matches(chart_of(r), said) if _the_final(r, m.covered) for k in range(*m.covered)}
    taken = take_free(r, said, {"extremum": "{extremum}"}, within=unnamed)
    found = {m.values["extremum"] for m in taken}
    if len(found) > 1:
        raise PlanningError("asks both for the first and the last")
    r.extremum = found.pop() if found else None  # type: ignore[assignment]
    r.final = g.intervals and any(_the_final(r, m.covered) for m in taken)
    return r.extremum


def _the_final(r: Reading, covered: tuple[int, int]) -> bool:
    """ "in the 2006 final", "the final of 2006": the last said by a noun of its own, a match (never "his final Test",
    the last of his Tests): the last meeting, of whatever kind (`EventPlan.final`); read only where a year is said
    (the final of every year is no last one: `read_extremum`)."""
    i, j = covered
    return j - i == 1 and r.toks[i].low in EXTREMUM_NOUNS and not qualifies(r.toks, j)


def _extremum_nouns(r: Reading, said: list[Match]) -> set[int]:
    """The words of the last that are nouns too, said after a word of the first ("In which year did X lose his first
    Grand Slam final?": the final match), where both are said; none otherwise."""
    firsts = [m.covered[0] for m in said if m.values["extremum"] == "first"]
    if not firsts:
        return set()
    lasts = [k for m in said if m.values["extremum"] == "last" for k in range(*m.covered)]
    return {k for k in lasts if k > min(firsts) and r.toks[k].low in EXTREMUM_NOUNS}


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


def what_happened(r: Reading, g: Graph) -> AnswerType | None:
    """ "What did X do to Y?", "How did X act towards Y?", "What happened between X and Y?" (`asked.what_happened`,
    rules of `data/rules/asked.toml`): the question word said first, the words that ask what happened in the main
    clause after it, those that come with them, the first preposition from the asking on ("between": both ways).
    Only where the main clause's other free words say no relation of the graph ("What did X do after Y visited Z?":
    its own verb is read; "engaged in a symbolic act": the relation is said)."""
    chart = chart_of(r)
    opener = rule_matches(chart, rules("asked", "relation_opener"))
    if not opener:
        return None
    f = opener[0].covered[0]
    said = _what_happened_said(r, chart, f)
    inside = {t.i for t in r.main.tokens(r.toks)} if r.main is not None else {t.i for t in r.toks}
    asking = sorted(k for at, m in said["relation_asking"].items() if at in inside for k in m.taken)
    phrased = [k for at, m in sorted(said["relation_asking_phrase"].items()) if at in inside for k in m.taken]
    asking += phrased
    if not asking or g.lexicon.match(r.toks, {i for i in inside if r.free(i) and i not in phrased}):
        return None
    taken = [f, *asking, *(k for m in said["relation_asking_with"].values() for k in m.taken)]
    # the asking's own words are no preposition ("What went on between X and Y?")
    prep = next((m for at, m in sorted(said["relation_prep"].items()) if at >= asking[0] and at not in asking), None)
    if prep is not None:
        taken += prep.taken
        r.both_ways = prep.values["ways"] == "both"
    r.take(taken, "asks what happened")
    r.fired.append(opener[0].pattern.row.name)
    return "relation"


WHAT_HAPPENED = ("relation_asking", "relation_asking_phrase", "relation_asking_with", "relation_prep")


def _what_happened_said(r: Reading, chart: Chart, f: int) -> dict[str, dict[int, Match]]:
    """The rules of what happened matched after the question word, by production: at each word, the best whose
    words are all free."""
    found = [m for m in rule_matches(chart, rules("asked", *WHAT_HAPPENED)) if m.covered[0] > f]
    return {p: best_at(r.free, [m for m in found if m.pattern.row.production == p]) for p in WHAT_HAPPENED}


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


def how_long(r: Reading, g: Graph) -> AnswerType | None:
    """How long a fact true over an interval held (`asked.how_long`): its frame, then after it "in years" and the
    verb that closes its clause, read once "in years" is taken (it is the clause's last word then). "How many
    seasons" of a graph whose seasons are entities, a relation's name saying so ("wonSeason": "How many seasons did
    Sandra win?"), counts them: no time asked."""
    frames = rules("asked", "how_long", "whole_years", "in_seasons")
    ahead = next(in_turn(r.free, rule_matches(chart_of(r), frames)), None)
    if ahead is not None and ahead.pattern.row.production == "in_seasons" and _seasons_held(r, g, ahead):
        return None
    said = take_free(r, frames, HOW_LONG, first=True)
    if not said:
        return None
    r.whole_years = said[0].pattern.row.production == "whole_years"  # "how many whole years": completed years
    r.in_seasons = said[0].pattern.row.production == "in_seasons"  # "how many seasons": a sport's years
    after = set(range(said[0].covered[1], len(r.toks)))
    take_free(r, rules("asked", "in_years"), HOW_LONG, within=after)
    r.in_days = r.in_days or bool(take_free(r, rules("asked", "in_days"), HOW_LONG, within=after))
    take_free(r, rules("asked", "duration_verb"), HOW_LONG, first=True, within=after)
    return "duration"


def _seasons_held(r: Reading, g: Graph, frame: Match) -> bool:
    """Whether the frame's last word ("seasons") is the noun of one of the graph's camelCase relations ("wonSeason"):
    the graph's seasons are entities, counted, not a sport's years."""
    unit = key(r.toks[frame.covered[1] - 1].text)
    return any((p := camel_parts(rel)) is not None and p.noun == (unit,) for rel in g.lexicon.names)


def days_long(r: Reading) -> AnswerType | None:
    """ "How many days was X Prime Minister?" of facts true over intervals: how long it held, in days (never a
    count of facts); then as `how_long` reads the rest ("... last?")."""
    said = take_free(r, rules("asked", "days_long"), HOW_LONG, first=True)
    if not said:
        return None
    r.in_days = True
    after = set(range(said[0].covered[1], len(r.toks)))
    take_free(r, rules("asked", "duration_verb"), HOW_LONG, first=True, within=after)
    return "duration"


HOW_LONG = dict.fromkeys(
    ("how_long", "whole_years", "in_seasons", "in_years", "in_days", "days_long", "duration_verb"), "asks how long"
)


def aspect_said(r: Reading, g: Graph) -> str | None:
    """ "When did X start playing for Y?", "Since when ...": the start of the interval; "When did X stop ...",
    "Until when ...", "... marriage end?": its end (`asked.aspect`). Both said: a refusal. A word of a start or an end
    that is the verb of a relation the graph holds between the question's two entities says that relation, not a
    start or end ("When was X appointed ambassador to Y?" of a graph holding appointedTo beside ambassadorTo)."""
    aspects = rules("asked", "aspect")
    if not rule_matches(chart_of(r), aspects):
        r.aspect = None
        return None
    within = {t.i for t in r.toks} - _verbs_of_relations_between(r, g)
    said_of_another = r.ref is not None and not any(t.low in REF_PRONOUNS for t in r.ref.tokens(r.toks))
    if r.ref is not None and said_of_another:  # "Who was X when Y became Z?": the reference's own start, as its
        inside = {t.i for t in r.ref.tokens(r.toks)}  # event is read at ("when he became Z": the main's, as before)
        starts = [m for m in rule_matches(chart_of(r), aspects) if m.values["aspect"] == "start"]
        for m in in_turn(r.free, [m for m in starts if m.covered[0] in inside & within]):
            r.take(list(m.taken), "the reference's start")
        within -= inside  # its end ("when Y left Z") is read with its event, or refused: never the main clause's
    found = {m.values["aspect"] for m in take_free(r, aspects, {"aspect": "the {aspect}"}, within=within)}
    if len(found) > 1:
        raise PlanningError("asks both when it started and when it ended")
    r.aspect = found.pop() if found else None  # type: ignore[assignment]
    return r.aspect


def all_spells_said(toks: list[Token], aspect: str | None) -> bool:
    """Whether the question says the start or end of a doing over all its spells ("start commentating", "since
    when", "stop managing": the first start, the last end), not a change each spell makes ("become", "join",
    "leave": each time, an answer)."""
    words = FOR_GOOD_STARTS if aspect == "start" else FOR_GOOD_ENDS if aspect == "end" else set()
    return any(t.low in words for t in toks)


def _verbs_of_relations_between(r: Reading, g: Graph) -> set[int]:
    """The words that are the verb of a camelCase relation the graph holds between the question's two entities, or
    of one, of a question naming one, that entity takes part in ("Who appointed Antonin Scalia?": appointedBy, no
    start of his service), or a relation's whole name (`_verbs_alone`)."""
    named = [m.names[0] for m in r.mentions if len(m.names) == 1]
    if len(named) == 1 and len(r.mentions) == 1 and g.relations_of is not None:
        relations = g.relations_of(named[0])
    elif g.linked is None or len(named) != 2:
        relations = []
    else:
        relations = g.linked(*named)
    verbs = _verbs_of(relations) | _verbs_of_nouns_said(r, g) | _verbs_alone(g)
    said = {t.i for t in r.toks if verbs and verb_lemma(t.low) in verbs | _said_otherwise(verbs)}
    return said | _verbs_of_objects(r, g) | _verbs_with_their_noun(r, g)


def _verbs_with_their_noun(r: Reading, g: Graph) -> set[int]:
    """A verb said with its relation's whole noun right after it ("finished last": finishedLastIn), whoever the
    question names: the relation said, never the end of another ("Has ABBA ever finished last?" asks of last places,
    which the graph can then say ABBA has none of)."""
    words = [t.low for t in r.toks]
    return {
        t.i
        for t in r.toks
        for rel in g.lexicon.names
        if (p := camel_parts(rel)) is not None
        and p.noun
        and verb_lemma(t.low) == p.verb
        and tuple(words[t.i + 1 : t.i + 1 + len(p.noun)]) == p.noun
    }


def _verbs_alone(g: Graph) -> set[str]:
    """The verbs that are a relation's whole name ("quit" of a Survivor graph): said, that relation, never the end of
    another ("Which castaway quit X?" asks who quit, not whose castawayOn ended)."""
    return {p.verb for rel in g.lexicon.names if (p := camel_parts(rel)) is not None and not p.prep and not p.noun}


def _verbs_of(relations: list[str]) -> set[str]:
    """The verbs of the camelCase relations among them ("appointedBy": appoint)."""
    return {parts.verb for rel in relations if (parts := camel_parts(rel)) is not None}


def _verbs_of_objects(r: Reading, g: Graph) -> set[int]:
    """A word right before an entity named that is the verb of a camelCase relation that entity takes part in ("Who
    appointed Scalia to the Supreme Court?": appointedBy, no start of his service)."""
    if g.relations_of is None:
        return set()
    return {
        m.i - 1
        for m in r.mentions
        if m.i > 0 and len(m.names) == 1 and verb_lemma(r.toks[m.i - 1].low) in _verbs_of(g.relations_of(m.names[0]))
    }


def _said_otherwise(verbs: set[str]) -> set[str]:
    """The one-word everyday sayings of the verbs that say no start or end of their own (`derived.toml`
    `[[everyday]]`: "begin" of "start"): "Where did the 1998 Tour begin?" says startedIn, not its start."""
    return {e.say for e in everyday_verbs() if e.verb in verbs and e.aspect is None and " " not in e.say}


def _verbs_of_nouns_said(r: Reading, g: Graph) -> set[str]:
    """The verbs of the graph's camelCase relations whose name's noun the question says, inside a name too, that an
    entity it names takes part in ("Did X finish the 2014 Tour?": finishedTour, of a Tour X did not finish)."""
    if g.relations_of is None:
        return set()
    said = {w for t in r.toks for w in (t.low, key(t.text))}
    held = {rel for m in r.mentions if len(m.names) == 1 for rel in g.relations_of(m.names[0])}
    return {p.verb for rel in held if (p := camel_parts(rel)) is not None and p.noun and set(p.noun) <= said}


def unit_of(r: Reading) -> Granularity | None:
    """The time asked by naming its unit before "of" and the event's noun ("X's date of death", "the year of X's
    birth"), in a question that opens with what / which (`asked.unit_of`): the unit, then the "what"."""
    said = take_free(r, rules("asked", "unit_of"), UNIT_OF_ASKED, first=True)
    if not said:
        return None
    take_free(r, rules("asked", "unit_of_which"), UNIT_OF_ASKED, first=True)
    return said[0].values["time_unit"]  # type: ignore[return-value]


UNIT_OF_ASKED = dict.fromkeys(("unit_of", "unit_of_which"), "asks time")
