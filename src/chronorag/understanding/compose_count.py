"""How many: "How many prizes did X win?" counts who or what is asked (its different entities), "How many draws
did X have?", "How many talks took place between A and B?" what happened, by its days (the executed patterns
`aggregate.how_many*` of `data/compose.toml`)."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Among, Count, Facts, FactTerm, Narrowed, Nth, Query, Rank
from chronorag.understanding.compose_terms import fact_term as _fact_term
from chronorag.understanding.compose_terms import kind_said as _kind_said
from chronorag.understanding.compose_terms import leaf_of as _leaf
from chronorag.understanding.compose_terms import rest_of as _rest
from chronorag.understanding.compose_terms import text_of as _text
from chronorag.understanding.constructions.count_noun import own_plural, refusal
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.name_table import PERSON_KEYS
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.reading import AUXILIARIES, phrase_at
from chronorag.understanding.relation_derived import agent_nouns, camel_parts, derived_file, says_what_it_does
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key, lemmas

VENUE_NOUNS = derived_file().venue.before_nouns  # "home games": the games said "at home"
AMOUNTS = frozenset(pattern_file().classes["amounts"])  # "goals": what an act is counted in, no side of its facts
COUNTED = frozenset(pattern_file().classes["counted_nouns"])  # "titles": what one fact is one of, where said
COUNTED_KEYS = frozenset(key(w) for w in COUNTED)
HOW_MANY_IN_NAMES = frozenset(pattern_file().classes["how_many_in_names"])  # "most" of ledMostLapsIn
COMMAS = word_class("common", "commas")
MORE = "aggregate.how_many_more"  # "After X, how many more ...": the clause before it is what "more" is after


class Counts(Protocol):
    """What a production needs of the composer (`compose.Composer`): a clause read, composed again if need be."""

    def main(self, text: str, depth: int) -> Query: ...


def count_entities(c: Counts, toks: list[Token], m: Match, depth: int) -> Query:
    if m.pattern.row.name != MORE and (moved := _fronted_said_last(toks, m)) is not None:
        return c.main(moved, depth)  # "In 2019, how many Tests did Australia win?": never all of them
    j = m.covered[1]
    if m.values.get("different") != "yes" and (times := _times_of_its_noun(c, toks, j, depth)) is not None:
        return times
    occurrences = pattern_file().classes["occurrences"]
    said_of = {*pattern_file().classes["games"], *occurrences}  # "home games", "home defeats", "away wins"
    where = VENUE_NOUNS.get(toks[j].low) if j + 1 < len(toks) and toks[j + 1].low in said_of else None
    if where is not None or (j < len(toks) and toks[j].low in occurrences):
        return _occurrences(c, toks, m, depth, where)
    main = c.main(_rest(toks, m), depth)
    if (each := _each_a_time(toks, j, main)) is not None:
        return each
    if main.asks != "entity" or main.side is None:
        raise PlanningError("'how many' counts who or what is asked")
    # "How many goals did X score?", "How many titles has Bayern won?" (ignored, it counted the teams beaten)
    facts = _kind_said(main)
    relation = _leaf(facts).relation
    said = toks[j : j + 3]  # "league titles": the noun's words
    counted = AMOUNTS if _of_titles(relation) else AMOUNTS | COUNTED  # "titles" of wonChampionship: its facts
    if unread := [t.text for t in said if t.low in counted and t.text in main.ignored]:
        raise PlanningError(f"could not place the words {unread[0]!r} (what is counted: no side of a fact)")
    different = m.values.get("different") == "yes" or _its_doers(toks, j, relation, main.side)
    count = Count(facts=facts, what="entities", side=main.side, different=different)
    if j < len(toks) and own_plural(relation, toks[j].text):  # "How many seats did X win?"
        raise PlanningError(refusal(relation or "", toks[j].text))
    return _count_of(main, count)


def _fronted_said_last(toks: list[Token], m: Match) -> str | None:
    """ "In 2019, how many Tests did Australia win?", "Since 2020, how many ...": the words said before "how many"
    (a time, a clause) said after the question instead, as it reads them there; the counts that read on from "how
    many" alone dropped them (a reviewer's find: every win was counted). None where nothing is set off by a comma
    before it ("Under how many different team names ...": the preposition is the asking's own)."""
    i = m.covered[0]
    k = i
    while k > 0 and toks[k - 1].low in COMMAS:
        k -= 1
    if k == i or not any(t.is_word for t in toks[:k]):  # "In how many categories ...": the asking's own
        return None
    end = len(toks) - (0 if toks[-1].is_word else 1)
    front = _text(toks, 0, k)
    if toks[0].low in FUNCTION_WORDS:  # "In 2019": no name's capital
        front = front[:1].lower() + front[1:]
    return f"{_text(toks, i, end)} {front}{_text(toks, end, len(toks))}"


def _its_doers(toks: list[Token], j: int, relation: str | None, side: str | None) -> bool:
    """ "How many drivers have driven for Ferrari?", "How many people won ...?": the noun counted names the doers
    (the relation's verb's agent noun, or persons), each one once however many spells: never refused as "different
    or times"."""
    if j >= len(toks) or side != "head" or (parts := camel_parts(relation or "")) is None:
        return False
    said = lemmas(toks[j].text)
    return bool(said & set(agent_nouns(parts.verb))) or key(toks[j].text) in PERSON_KEYS


def _of_titles(relation: str | None) -> bool:
    """Whether each fact of the relation is a title, a win or a prize: its verb is "win", or its name says such a
    noun ("wonChampionship", "awardedMedal"); never "beat" (the titles of a team that beats others are not told)."""
    parts = camel_parts(relation or "")
    if parts is None:
        return False
    named = {key(w) for w in identifier_words(relation or "")}
    return derived_file().taken.verb in lemmas(parts.verb) or bool(named & COUNTED_KEYS)


def _each_a_time(toks: list[Token], j: int, main: Query) -> Query | None:
    """ "How many World Series have the Red Sox won?": "which World Series" asks when (`asked.which_done`: each fact
    of wonWorldSeriesAgainst is one, told apart by its time), so how many is how many facts; so of "How many jury
    votes did X get?" (each juryVoteFor fact one vote, "which jury votes" its voters); None otherwise."""
    term = main.term
    if (
        main.asks not in ("time", "entity")
        or j >= len(toks)
        or not isinstance(term, Facts | Narrowed | Among)
        or _leaf(term).graph is None
    ):
        return None
    relation = _leaf(term).relation or ""
    named = set(identifier_words(relation))  # "jury votes" of juryVoteFor: its name's words, the last its noun
    k = j
    while (
        k < len(toks) and toks[k].is_word and (says_what_it_does(toks[k].text, relation) or key(toks[k].text) in named)
    ):
        k += 1
    if k == j or not says_what_it_does(toks[k - 1].text, relation):
        return None
    _one_each(relation, toks[k - 1])
    said = f"read 'how many {_text(toks, j, k)}' as how many times: each fact of {relation} is one"
    count = Count(facts=term, what="facts", each_one=True)
    return _count_of(main, count, said)


def _one_each(relation: str, noun: Token) -> None:
    """ "How many laps did Jeff Gordon lead in 1998?" of ledMostLapsIn: a noun its name says after a word of how many
    ("most") is not what each fact is one of (a race he led the most laps in): counting the facts would count races,
    never laps; refused."""
    words = [key(w) for w in identifier_words(relation)]
    said = lemmas(noun.text) | {key(noun.text)}
    if any(w in said and k > 0 and words[k - 1] in HOW_MANY_IN_NAMES for k, w in enumerate(words)):
        raise PlanningError(f"each fact of {relation} is not one of the {noun.text}: how many is not told")


def _times_of_its_noun(c: Counts, toks: list[Token], j: int, depth: int) -> Query | None:
    """ "How many Tests did England win against Australia?" of wonTestAgainst: the noun counted is what each fact of
    the relation read is (`relation_derived.what_it_does`), so "how many Tests" is how many times; None where the
    question reads so as no count of such a relation."""
    if j >= len(toks) or not toks[j].is_word:
        return None
    k = j + 1  # "World Series": a noun in capitals is said whole
    while toks[j].is_capitalised and k < len(toks) and toks[k].is_word and toks[k].is_capitalised:
        k += 1
    try:
        main = c.main(f"{pattern_file().classes['done_as'][0]} {_text(toks, k, len(toks))}", depth)
    except PlanningError:
        return None
    term, noun = main.term, toks[j:k]
    if main.asks != "count" or not isinstance(term, Count) or _leaf(term.facts).graph is None:
        return None
    if not all(says_what_it_does(t.text, _leaf(term.facts).relation or "") for t in noun):
        return None
    _one_each(_leaf(term.facts).relation or "", noun[-1])
    said = f"read 'how many {_text(toks, j, k)}' as how many times: each fact of {_leaf(term.facts).relation} is one"
    return main.model_copy(update={"term": term.model_copy(update={"what": "facts"}), "notes": [*main.notes, said]})


def count_done(c: Counts, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many spacewalks did X do?": the noun of what is done, counted with a verb that only carries it
    (`done_verbs`), is how many times X did one ("How many times did X do spacewalks?"), where the noun says the
    relation (the clause without it says none, or another) of facts true over intervals (an event graph's are
    counted by their days, `_occurrences`)."""
    i, j = m.spans["rest"]
    noun, verb = toks[i - 2], _text(toks, j, m.covered[1])
    opener, stop = pattern_file().classes["done_as"][0], _text(toks, m.covered[1], len(toks))
    main = c.main(f"{opener} {_text(toks, i, j)} {verb} {noun.text}{stop}", depth)
    term = main.term
    if main.asks != "count" or not isinstance(term, Count) or _leaf(term.facts).graph is None:
        raise PlanningError(f"'how many {noun.text}' of an event graph counts its days")
    try:
        bare = c.main(f"{opener} {_text(toks, i, j)} {verb}{stop}", depth)
    except PlanningError:
        bare = None
    if bare is not None and bare.term == term:
        raise PlanningError(f"'{noun.text}' says nothing of what was done: the count may be of it or of the times")
    said = f"read 'how many {noun.text}' as how many times"
    return main.model_copy(update={"term": term.model_copy(update={"what": "facts"}), "notes": [*main.notes, said]})


def _occurrences(c: Counts, toks: list[Token], m: Match, depth: int, where: str | None = None) -> Query:
    """ "How many draws did X have?", "How many games did X win against Y?": what happened is counted, by its days
    (of dated events), as "which draws did X have" reads it, or "when did X win against Y"; "How many home games did
    X lose?" as "when did X lose at home" (`where`: the phrase a word before the noun stands for)."""
    j = m.covered[1] + (1 if where is not None else 0)
    if m.values.get("different") == "yes":
        raise PlanningError(f"'how many different {toks[j].text}' counts what happened, not who")
    end = len(toks) - (0 if toks[-1].is_word else 1)  # the question's own stop, after the place said
    said = f"{_text(toks, j + 1, end)} {where}{_text(toks, end, len(toks))}" if where else _text(toks, j + 1, len(toks))
    if where is None and (happened := _happened(c, toks, j, depth)) is not None:
        return happened
    try:  # "when did X win against Y": the side X is the one said to do it
        if where is not None and toks[j].low not in pattern_file().classes["games"]:
            raise PlanningError(f"'{toks[j].text}' says what was done")  # "away wins": read the win too
        main = c.main("When " + said, depth)
        term: FactTerm = _fact_term(main)
        if main.relation_score < 1.0 or _leaf(term).graph is not None:  # a graph of intervals holds no occurrences
            raise PlanningError(f"'how many {toks[j].text}': what happened is not said")
    except PlanningError as failed:
        try:
            main, term = _either_way_said(c, toks, m, depth, where)
        except PlanningError:
            main, term = _object_said(c, toks, (j, end), depth, where, failed)
    if isinstance(term, Nth | Rank) or (_leaf(term).graph is not None and not _leaf(term).either_way):
        raise PlanningError(f"'how many {toks[j].text}' counts the days of dated events")
    # of facts true over intervals, what two sides do together said either way ("How many games did X draw?"): each
    # fact one occurrence, where each is one day's (the executor refuses a state's spans)
    count = Count(facts=term, what="days" if _leaf(term).graph is None else "occurrences")
    return _count_of(main, count)


def _either_way_said(c: Counts, toks: list[Token], m: Match, depth: int, where: str | None) -> tuple[Query, FactTerm]:
    """ "which draws did X have": read either way only, where neither side is the doer."""
    if where is not None:
        raise PlanningError("a place said before what is counted")
    main = c.main(_rest(toks, m), depth)
    term = _kind_said(main)
    if not _leaf(term).either_way:
        raise PlanningError(f"'how many {toks[m.covered[1]].text}': who did it is not said")
    return main, term


def _object_said(
    c: Counts, toks: list[Token], span: tuple[int, int], depth: int, where: str | None, failed: PlanningError
) -> tuple[Query, FactTerm]:
    """ "How many defeats did X suffer?": what is counted is the object of the clause's verb ("when did X suffer
    defeats"; "How many trips to Ireland did X make?": "when did X make trips to Ireland", the noun with the words
    after it up to the question's auxiliary), where the clause without it says no relation. Said at each place
    after the clause's first word, the readings that hold (of dated events) must agree, else what is counted is
    not said."""
    j, end = span
    aux = next((a for a in range(j + 1, end) if toks[a].low in AUXILIARIES), j + 1)
    noun, stop, place = _text(toks, j, aux), _text(toks, end, len(toks)), f" {where}" if where else ""
    terms: list[tuple[Query, FactTerm]] = []
    for k in range(aux + 1, end + 1):  # the noun with what follows it up to the question's auxiliary, as one
        said = " ".join(p for p in (_text(toks, aux, k), noun, _text(toks, k, end)) if p)
        try:
            main = c.main(f"When {said}{place}{stop}", depth)
        except PlanningError:
            continue
        if main.relation_score == 1.0 and _leaf(term := _fact_term(main)).graph is None:  # dated events only
            terms.append((main, term))
    if not terms:
        raise failed
    if any(t != terms[0][1] for _, t in terms):
        raise PlanningError(f"'how many {noun}': it is not said what was done")
    return terms[0]


def _happened(c: Counts, toks: list[Token], j: int, depth: int) -> Query | None:
    """ "How many meetings were there between A and B?", "How many negotiations took place between A and B?": the
    noun counted is the subject of a verb that only says it happened (`happened`), read as "When did <noun> take
    place between A and B?"; None where no such verb follows the noun."""
    said = phrase_at(toks, j + 1, tuple(pattern_file().classes["happened"]))
    if said is None:
        return None
    rest = _text(toks, said[1], len(toks))
    main = c.main(f"When did {toks[j].text} {pattern_file().classes['happened_as'][0]} {rest}", depth)
    if main.relation_score < 1.0:
        raise PlanningError(f"'how many {toks[j].text}': what happened is not said")
    term = _fact_term(main)
    if _leaf(term).graph is not None or isinstance(term, Nth | Rank):
        raise PlanningError(f"'how many {toks[j].text}' counts the days of dated events")
    return _count_of(main, Count(facts=term, what="days"))


def _count_of(main: Query, count: Count, said: str | None = None) -> Query:
    """The count of the main reading's question, its start or end, notes (and `said`) and words ignored kept."""
    notes = [*main.notes, said] if said else main.notes
    return Query(
        question=main.question,
        asks="count",
        term=count,
        focus=main.focus,
        aspect=main.aspect,
        all_spells=main.all_spells,
        notes=notes,
        ignored=main.ignored,
    )
