"""A question of a graph of facts true over intervals that names no entity: "Who was the first person to go to
space?", "Which people were in space on Christmas Day 1968?" ask the side of every fact of one relation that is
the clause's subject.

The relation is read from the words alone (the graph's relation lexicon: its names' derived and everyday words), and
must be one: a clause that says two, one a wording shares, a noun of a side, or any content word left over is
refused, as is a passive (who did it, or had it done?). The one asked is a person said as anyone (`[classes]
unnamed_people` in `data/compose.toml`: "person", "people"; never "astronaut", which the graph does not tell apart),
the clause's subject: the fact's head, or its tail where the wording is said from that side. A word that would change
which facts are meant and is read nowhere here ("Who is in space?": now; "the only", "other", "still":
`unnamed_barred`) is refused, as is a small word that would stretch the time said ("by 1962", "as of 1962", "from
1961": `unnamed_time_barred`; inside the time's own words, "from 1961 to 1962", it is the time's). A time said
("in 1966", "on Christmas Day 1968") keeps the facts of that period (`Within`). The term's facts name no side
(`Facts(relation=...)`), read by one seek on the relation (`interval_terms.IntervalTerms.leaf`).
"""

from __future__ import annotations

from dataclasses import replace

from chronorag.algebra.terms import Facts, Period, Query, Within, other_side
from chronorag.understanding.constructions.asked import all_spells_said
from chronorag.understanding.constructions.occupation_asked import OCCUPATIONS
from chronorag.understanding.dates import Expr
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.relation_derived import camel_parts, name_particle, says_what_it_does
from chronorag.understanding.relation_names import (
    doer_kind,
    identifier_words,
    passive_name,
    plain_doers,
    said_in_name,
    verb_lemma,
)
from chronorag.understanding.relation_nouns import names_said
from chronorag.understanding.relations import RelationLexicon, RelationMatch
from chronorag.understanding.setting_kind import POSSESSIVE_MARKS, said_of_every
from chronorag.understanding.significance import UNTOLD, opens_sentence, significance
from chronorag.understanding.timex import find
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.unnamed_series import (
    KIND_WORDS,
    RelationsOf,
    kind_asked,
    read_series,
    said_text,
    series_alike,
    series_alone,
)
from chronorag.understanding.words import is_nominal, is_participle, is_verb, key, lemmas

BE = word_class("event", "be")
MOST_NOUN_WORDS = 4  # the longest noun of a setting tried after its kind's word


def _classes(name: str) -> frozenset[str]:
    return frozenset(pattern_file().classes[name])


def unnamed_query(
    text: str, names: NameIndex, lexicon: RelationLexicon, graph: str, relations_of: RelationsOf | None = None
) -> Query:
    """The clause read as asking the subject of every fact of one relation (in a period said), where it names no
    entity of the graph; else refused saying why. A series said alone whose editions take part in that relation
    (`unnamed_series`: "hosted Eurovision") is read as the setting of every fact of it."""
    toks = tokenize(text)
    times = _one_time(toks)
    timed = _time_words(toks, times[0]) if times else set()
    untimed = {t.i for t in toks} - timed  # "in April 1955": a time, never the film "Broken April" said in part
    words = [t for t in toks if t.is_word]
    start, kind_noun = _opened(words)
    allowed = {t.i for t in words[start:] if t.i not in timed}
    runs = series_alone(toks, allowed, names)  # "of Eurovision": no time's word
    said_series = {k for run, _ in runs for k in run}  # "the Tour de France": never the country France
    if names_said(toks, names.mentions(toks, untimed - said_series), lexicon):  # "the Tour": wonTour's, not Tours
        raise PlanningError("names an entity: not a question of every fact of a relation")
    if barred := [t.text for t in words if t.i not in timed and t.low in _classes("unnamed_barred")]:
        raise PlanningError(f"{' '.join(barred)!r} would change which facts a question naming no entity means")
    if numbers := [t.text for t in toks if any(c.isdigit() for c in t.text) and t.i not in timed]:
        raise PlanningError(f"could not read {' '.join(numbers)!r} of a question naming no entity")
    stretching = _classes("unnamed_time_barred")
    if off := [t.text for t in words if t.i not in timed | said_series and t.low in stretching]:
        raise PlanningError(f"{' '.join(off)!r} would say another time than the period named ('by 1962': up to it)")
    alike = [e for _, editions in runs for e in series_alike(names, editions)]
    series, found = read_series(toks, allowed, runs, lexicon, kind_noun, relations_of, alike, _years_said(times))
    allowed -= series
    kind, noun = _setting_kind(toks, times, names)  # "the 2019 Women's World Cup": the kind of the setting
    if kind and not any(k in m.tokens for m in found for k in kind):  # a word no phrase says ("World" of "World Cup")
        found = lexicon.match(toks, allowed - kind)
    else:
        kind, noun = set(), set()
    found, who = _who_did_it(
        _by_its_particle(found, toks, allowed), kind_noun is None and words[0].low in _classes("unnamed_subject"), toks
    )
    found = _by_its_own_noun(found, toks, allowed)
    _of_whom(toks, kind_noun)  # "Which rookie won the most races?"
    found, kind_read = _doer_kind_asked(found, kind_noun, toks)
    doer_at = {kind_noun} if kind_read and kind_noun is not None else set()  # the kind of doer telling relations apart
    kind_noun = None if kind_read else kind_noun
    if len(found) != 1 or len(found[0].relations) != 1:
        said = "; ".join(f"{m.words!r} -> {', '.join(m.relations)}" for m in found) or "none"
        raise PlanningError(f"a question naming no entity says one relation; it says {said}")
    (match,) = found
    doer = match.noun_of == "head" and bool(series)  # "the presenter of Eurovision": the doer of its facts
    if match.generic or match.needs_intent or (match.noun_of and not doer) or match.with_relation or match.either_way:
        raise PlanningError(f"{match.words!r} does not say one relation of its own")
    kind = kind if noun <= set(match.tokens) else set()  # the kind of the phrase's own noun, or no kind
    answer_kind = kind_asked(toks, kind_noun, match)
    kind_read_at = {kind_noun} if answer_kind and kind_noun is not None else set()  # "Which country ...": a kind
    left = [
        toks[k].text
        for k in sorted(allowed - set(match.tokens) - kind - doer_at - kind_read_at)
        if (toks[k].low not in FUNCTION_WORDS or _written_as_a_name(toks, k))
        and not says_what_it_does(toks[k].text, match.relations[0])
    ]  # "lost the World Series": what each fact is, the relation's own noun
    if left:
        raise PlanningError(f"could not read {' '.join(left)!r} of a question naming no entity")
    verb = toks[match.tokens[0]]
    side = _side_asked(match, toks, any(t.low in BE for t in words[start:] if t.i < verb.i), timed)
    facts = Facts(relation=match.relations[0], graph=graph)
    term = facts if not times else Within(facts=facts, time=_period(times[0]))
    return Query(
        question=text,
        asks="entity",
        side=side,
        focus=other_side(side),
        term=term,
        aspect=match.aspect,
        all_spells=all_spells_said(toks, match.aspect),
        answer_kind=answer_kind,
        notes=[
            f"read {match.words!r} as {match.relations[0]} of {graph}, every fact of it (no entity named{who})",
            *([f"the question asks a {kind_read}, of no other kind"] if kind_read else []),
            *([f"read {toks[min(kind_read_at)].text!r} as the kind every answer must be"] if kind_read_at else []),
            *([f"read {toks[min(kind)].text!r} as the kind of every setting of its year"] if kind else []),
            *([f"read {said_text(toks, series)!r} as the series of every fact"] if series else []),
        ],
    )


def _written_as_a_name(toks: list[Token], k: int) -> bool:
    """ "Who managed the A's in 1989?": a function word's letters written as a name (a capital inside the sentence,
    an owner's mark after it) is a name the graph does not hold, never an article (every manager was answered)."""
    owned = k + 1 < len(toks) and toks[k + 1].low in POSSESSIVE_MARKS
    return toks[k].is_capitalised and not opens_sentence(toks, k) and (owned or toks[k].text.isupper())


def _of_whom(toks: list[Token], kind_noun: int | None) -> None:
    """A kind asked that says which of the doers are meant where no fact tells it ("Which teenager won the most
    races?", "Which rookie ..."): read as the kind asked, the answer would be of any; refused."""
    if kind_noun is not None and (untold := significance(toks[kind_noun])) in UNTOLD:
        raise PlanningError(f"could not read {toks[kind_noun].text!r} ({untold}) of a question naming no entity")


def _side_asked(match: RelationMatch, toks: list[Token], said_be: bool, timed: set[int]) -> str:
    """The side the clause's subject is: the head, or the tail where the wording is said from that side. In the
    passive (a form of "be" or "get" before a participle), of a name said in the passive ("appointedBy": the head is
    the one appointed) the head ("Who was appointed in 1981?" asks the judges, never the presidents); of a name that
    writes the same verb in another form ("beat" of beatOnPenalties: "Who was beaten on penalties in 1994?"), or
    whose closing preposition is left right after the participle ("Who was voted for in 2016?", "Who was scored
    against?"), who had it done is its tail: refused. A name whose own word the participle is ("born" of bornIn,
    "voted" of votedOutOf) or an everyday verb of its own ("killed" of diedDuring) reads as before; the base form
    of a verb that is no state, after "be", is refused as ever."""
    relation, verb = match.relations[0], toks[match.tokens[0]]
    if said_be and not match.stative and is_verb(verb.low) and verb.low not in lemmas(verb.text):
        raise PlanningError(f"the passive {match.words!r} of a question naming no entity: who did it?")
    passive = said_be and is_participle(verb.low)
    if passive and passive_name(relation):
        return "head"
    parts, words = camel_parts(relation), identifier_words(relation)
    after = toks[verb.i + 1] if verb.i + 1 < len(toks) else None
    another_form = parts is not None and verb_lemma(verb.low) == parts.verb and verb.low not in said_in_name(relation)
    stranded = after is not None and after.i not in timed and len(words) > 1 and after.low == words[-1]
    if passive and (another_form or (stranded and words[-1] in FUNCTION_WORDS)):
        raise PlanningError(f"the passive {verb.text!r} of a question naming no entity: who did it, who had it done?")
    return "tail" if match.inverse else "head"


def _who_did_it(found: list[RelationMatch], who: bool, toks: list[Token]) -> tuple[list[RelationMatch], str]:
    """ "Who won a race in 2007?": of relations one wording shares, "who" (`who`: it opens the question, no kind said
    after it) asks the one not opened by the noun of its doer's kind (wonRace, not teamWonRace or
    manufacturerWonRace), that kind said nowhere; the matches as they are otherwise. With what it says of it ("" if
    nothing)."""
    if len(found) != 1 or not who:
        return found, ""
    (match,) = found
    left = plain_doers(match.relations, toks)
    if len(left) == len(match.relations):
        return found, ""
    kinds = " or ".join(str(doer_kind(r)) for r in match.relations if r not in left)
    return [replace(match, relations=tuple(left))], f"; 'who' asks no {kinds}"


def _years_said(times: list[Expr]) -> tuple[int, int] | None:
    """The years [first, last] of the period said, if any."""
    if not times:
        return None
    period = _period(times[0])
    return period.start.year, period.end.year - (period.end.month == 1 and period.end.day == 1)


def _by_its_own_noun(found: list[RelationMatch], toks: list[Token], allowed: set[int]) -> list[RelationMatch]:
    """ "Who lost the 1919 World Series?": of relations one wording shares (wonWorldSeriesAgainst, wonTestAgainst of
    "lose"), the one whose name's noun, what each of its facts is, a free word says; the matches as they are
    otherwise."""
    if len(found) != 1 or len(found[0].relations) < 2:
        return found
    (match,) = found
    free = [toks[k].text for k in allowed - set(match.tokens) if toks[k].is_word]
    kept = tuple(rel for rel in match.relations if any(says_what_it_does(w, rel) for w in free))
    return [replace(match, relations=kept)] if len(kept) == 1 else found


def _by_its_particle(found: list[RelationMatch], toks: list[Token], allowed: set[int]) -> list[RelationMatch]:
    """ "Who was voted out in 2016?": of relations one participle shares, in the passive (a form of "be" or "get"
    before it), the one whose name says the free word right after it as its particle (votedOutOf, not votedFor), as
    `relation.by_its_particle` reads a question that names an entity; that word is the relation's. The matches as
    they are otherwise."""
    if len(found) != 1 or len(found[0].relations) < 2:
        return found
    (match,) = found
    v = max(match.tokens)
    if v + 1 >= len(toks) or v + 1 not in allowed or not is_participle(toks[v].low):
        return found
    if not any(t.low in BE for t in toks[:v]):
        return found
    kept = tuple(rel for rel in match.relations if name_particle(rel) == toks[v + 1].low)
    if len(kept) != 1:
        return found
    return [replace(match, relations=kept, tokens=[*match.tokens, v + 1])]


def _doer_kind_asked(found: list[RelationMatch], at: int | None, toks: list[Token]) -> tuple[list[RelationMatch], str]:
    """ "Which singer won in 2013?", "Which country won in 2013?": of relations one wording shares, some opened by
    the noun of their doer's kind (countryWonEurovision beside wonEurovision), the noun after "which" (token `at`)
    tells which: the one opened by it where it is that kind ("country", or a word of it: "nation"), else those opened
    by no kind (as `relation_doer.another_doer_asked` reads a question that names an entity). With the noun read (""
    where it tells nothing: it is left to be refused)."""
    if at is None or len(found) != 1 or len(found[0].relations) < 2 or min(found[0].tokens) != at + 1:
        return found, ""  # the noun right before the verb: "Which solo singer won ..." is no kind of doer alone
    (match,) = found
    noun = toks[at]
    asked = {noun.low, key(noun.text), KIND_WORDS.get(noun.low, "")}
    kinds = {rel: doer_kind(rel) for rel in match.relations}
    if not any(kinds.values()):
        return found, ""
    left = [rel for rel, kind in kinds.items() if kind in asked]
    if not left and asked & OCCUPATIONS.keys():  # "Which composer won in 1974?": the act won, no composer is read
        raise PlanningError(f"{noun.text!r} would narrow who is asked, read only of a question naming an entity")
    left = left or [rel for rel, kind in kinds.items() if kind is None]
    if len(left) == len(match.relations) or not left:
        return found, ""
    return [replace(match, relations=tuple(left))], noun.text


def _setting_kind(toks: list[Token], times: list[Expr], names: NameIndex) -> tuple[set[int], set[int]]:
    """A word of the kind of a setting, said between the time's year and the setting's noun ("Who won the 2019
    Women's World Cup?"), and the noun's words: read where every setting the graph names with that year and noun has
    it (`setting_kind.said_of_every`); else none (the word is left, and refused)."""
    if not times or times[0].j >= len(toks) or not toks[times[0].j].is_word:
        return set(), set()
    k = times[0].j
    at = k + 1 + (k + 1 < len(toks) and toks[k + 1].low in POSSESSIVE_MARKS)
    year = " ".join(t.text for t in toks[times[0].i : times[0].j])
    for end in range(min(len(toks), at + MOST_NOUN_WORDS), at, -1):
        noun = toks[at:end]
        if all(t.is_word for t in noun) and said_of_every(
            names.names, year, toks[k].text, " ".join(t.text for t in noun)
        ):
            return set(range(k, at)), {t.i for t in noun}
    return set(), set()


def _opened(words: list[Token]) -> tuple[int, int | None]:
    """Where the clause after the words asking for its subject starts: "who", "who (the) person", "which people";
    and "which <noun>" of another noun, which the relation's own words must say ("Which country hosted Eurovision
    ...": hostedEurovision's doer; never "Which astronauts ...", a kind the graph does not tell apart): the noun's
    token, else None."""
    people, subject, kind = _classes("unnamed_people"), _classes("unnamed_subject"), _classes("unnamed_kind_openers")
    if not words:
        raise PlanningError("no words")
    first = words[0].low
    if first in subject:
        start = 2 if len(words) > 1 and words[1].low in people else 1
        if start < len(words) and words[start].low in _classes("unnamed_object_asked"):  # "Who did the jury vote for?"
            raise PlanningError(f"{words[start].text!r} after 'who' asks whom it was done to, not who did it")
        return start, None
    if first in kind and len(words) > 1 and words[1].low in people:
        return 2, None
    if first in kind and len(words) > 1 and is_nominal(words[1].text) and words[1].low not in FUNCTION_WORDS:
        return 1, words[1].i
    raise PlanningError("a question naming no entity asks who did it ('who', 'which people')")


def _one_time(toks: list[Token]) -> list[Expr]:
    """The one time said, read (none, or it); a time it cannot read ("the 2000s": ten years or a hundred?) or two are
    refused, never dropped (every fact of the relation would answer for the period said)."""
    times = find(toks, clocks=False)
    if problems := [e.problem for e in times if e.problem or e.period is None]:
        raise PlanningError(problems[0] or "says a time it cannot read")
    if len(times) > 1:
        raise PlanningError("says two times")
    return times


def _time_words(toks: list[Token], e: Expr) -> set[int]:
    """The time's tokens and the preposition right before it ("in 1966", "on Christmas Day 1968")."""
    said = set(range(e.i, e.j))
    if e.i > 0 and toks[e.i - 1].low in _classes("unnamed_time_preps"):
        said.add(e.i - 1)
    return said


def _period(e: Expr) -> Period:
    assert e.period is not None
    return Period(unit=e.period.granularity, start=e.period.start, end=e.period.end)
