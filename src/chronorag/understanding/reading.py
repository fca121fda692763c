"""One reading of an event question in progress, and the graph look-ups the constructions may use.

A `Reading` holds the question's tokens, the ledger of what each token was read as, and what the
constructions have read so far (the period, the names, the clauses, what is asked, the relation and its
roles). Constructions read from it and write to it; the parser turns a finished reading into an
`EventPlan`. A reading is made once per question (`EventParser.prepare`: tokens, courtesies and time read) and
copied for each alternative the parser tries, so no alternative tokenizes or reads the time words again, nor asks
the name index or the lexicon again what another reading asked (`asked_index`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache
from typing import Any, Literal, NamedTuple, cast

from chronorag.plans import Alongside, AnswerType, Constraint, EventPlan, Granularity, RefPeriod
from chronorag.temporal.partial_dates import parse_partial_date
from chronorag.temporal.periods import Period
from chronorag.understanding.lexicon import EVENT_WORDS, FUNCTION_WORDS, word_class
from chronorag.understanding.names import Mention, NameIndex
from chronorag.understanding.patterns import Chart
from chronorag.understanding.relation_similarity import Guess
from chronorag.understanding.relations import RelationLexicon, RelationMatch
from chronorag.understanding.tokens import Ledger, Token, before_articles, tokenize, written
from chronorag.understanding.words import is_nominal, is_noun, is_participle, key, lemmas, verb_lemmas

HOLDER_KINDS = word_class("names", "titles") | word_class("names", "holder_kinds")  # "Which justices ..."

# Which relations an entity takes part in (for ambiguous phrases); None: do not filter.
RelationsOf = Callable[[str], list[str]]
# Whether an entity takes part, either way and at any time, in a relation's facts (None: in any fact): what
# `relations_of` answers too, in one index seek rather than a count of every fact of a large entity.
TakesPart = Callable[[str, str | None], bool]
# The relations a wording the lexicon does not know is nearest to (`relation_similarity`), best first.
Similar = Callable[[str], list[Guess]]
# Whether the graph holds a plan's event (a fact it would find); None: no readings checked against the graph.
Supported = Callable[[EventPlan], bool]
# Whether the graph holds a fact between two entities, either way and at any time, of a relation ("": of any).
Between = Callable[[str, str, str], bool]
# The relations the graph holds between two entities, either way, at any time.
Linked = Callable[[str, str], list[str]]
IsState = Callable[[str], bool]  # whether a relation's facts are states true over their interval
TailsOf = Callable[[str, str], list[str]]  # the other sides an entity holds of a relation, as its head


class Occasion(NamedTuple):
    """An occasion's facts as the graph holds them (`occasion_held`): the relation of most of them (or the one whose
    span holds them all), its side there, and its one time (`start` and `end` alike) or that span's first and last."""

    relation: str
    side: str
    start: str
    end: str

    @property
    def over_days(self) -> bool:
        """Held over a span, not at one time: only its start is one day to answer."""
        return self.start != self.end

    @property
    def on_its_day(self) -> bool:
        """Of one time the graph knows to the day."""
        said = parse_partial_date(self.start)
        return not self.over_days and said is not None and said.precision == "day"


OccasionFact = Callable[[str], Occasion | None]
InTurn = Callable[[str, str], bool]  # whether an entity's facts of a relation, as their tail, follow one another
# Whether the graph holds a relation's facts the other way too (a meeting recorded from both sides).
Mirrored = Callable[[str], bool]
# the last day before `day` and the first from it on which the graph holds a fact of the entity (None: no such day)
Around = Callable[[str, date], tuple[date | None, date | None]]

Role = Literal["head", "tail"]
SIMILAR = "relation by similarity"  # the ledger's mark for words the similarity reader named a relation for
IGNORED = "ignored"  # the ledger's mark of a word read as saying nothing (`leftovers.ignored`)
ARTICLES = word_class("common", "articles")
DO_FORMS = word_class("event", "do_forms")  # "did X author Y": the word after "did <X>" is the question's verb
AUXILIARIES = word_class("event", "auxiliaries")
PERFECT_AUXILIARIES = word_class("event", "perfect_auxiliaries")  # "has X won"
HAVING = word_class("event", "having")  # "How many Stanley Cups do the Canadiens have?"
BE = word_class("event", "be")
WHICH = word_class("asked", "which")  # "Which president took office?"
WHO_IS = word_class("asked", "who_is")  # "Who were the judges on X?": the kind asked after "who <be> the"


@dataclass(frozen=True)
class Graph:
    """What the constructions may know of the graph: its names, its relation phrases and the look-ups the
    caller passes in (none needs a driver here)."""

    names: NameIndex
    lexicon: RelationLexicon
    relations_of: RelationsOf | None = None
    similar: Similar | None = None
    supported: Supported | None = None
    intervals: bool = False  # a graph of facts true over intervals: their start, end and duration may be asked
    between: Between | None = None
    linked: Linked | None = None  # the relations it holds between two entities (None: not asked)
    mirrored: Mirrored | None = None  # whether it holds a relation's facts both ways (None: not asked)
    is_state: IsState | None = None  # whether a relation's facts are states (None: not asked)
    tails_of: TailsOf | None = None  # what an entity holds of a relation (None: not asked)
    takes_part: TakesPart | None = None  # None: `relations_of` answers it
    around: Around | None = None  # the days of an entity's facts around a day (None: not asked)
    held_in: Supported | None = None  # an interval graph: whether it may hold a plan's facts in its period
    at_one_time: IsState | None = None  # whether every fact of a relation is written as one date (None: not asked)
    series_part: TakesPart | None = None  # whether a series' editions take part in a relation (None: not asked)
    heads_of: TailsOf | None = None  # what an entity holds of a relation as its tail (None: not asked)
    in_turn: InTurn | None = None  # whether a tail's holders of a relation come one after another (None: not asked)
    occasion_fact: OccasionFact | None = None  # an occasion's (every fact of one time) relation, side and time(s)

    @property
    def holds(self) -> Supported | None:
        """Whether the graph holds a plan's event: the event graph's check, or an interval graph's in its period."""
        return self.supported or self.held_in

    @property
    def relation_words(self) -> frozenset[str]:
        return frozenset(self.lexicon.vocabulary)

    @property
    def vocabularies(self) -> dict[str, frozenset[str]]:
        """The graph's own word classes, for the words left over ("a relation word", "a sector or place word")."""
        relation_words = _with_lemmas(self.relation_words)
        return {"a relation word": relation_words, "a sector or place word": frozenset(self.names.vocabulary)}


@lru_cache(maxsize=16)
def _with_lemmas(words: frozenset[str]) -> frozenset[str]:
    """The words and their lemmas: a word left is compared by its lemmas ("penalty"), a relation's name keeps its
    word as written ("beatOnPenalties": "penalties"), so both meet on the lemma."""
    return words | {lemma for w in words for lemma in lemmas(w)}


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


@dataclass
class Reading:
    """A question as read so far. `picks`: the entity a loose description stands for, by its token span;
    `relation_pick`: the relation an ambiguous wording (at these token positions) is read as."""

    question: str
    toks: list[Token]
    ledger: Ledger
    notes: list[str] = field(default_factory=list)
    fired: list[str] = field(default_factory=list)  # the constructions that read something, in order
    constraint: Constraint = field(default_factory=Constraint)
    cues: dict[int, str] = field(default_factory=dict)  # free before / after / "the same month" cues, by position
    cue_ends: dict[int, int] = field(default_factory=dict)  # where each cue's words end
    at_once: set[int] = field(default_factory=set)  # cues that also say "the first after" ("right after")
    picks: dict[tuple[int, int], tuple[str, str]] = field(default_factory=dict)  # span -> (entity, how read)
    relation_pick: tuple[tuple[int, ...], str] | None = None
    series_said: list[tuple[int, int, list[str]]] = field(default_factory=list)  # a series' words, no year
    vague: tuple[str, tuple[Period, ...]] = ("", ())  # a vague period's words and its readings ("late 2015")
    season: tuple[str, tuple[date, ...]] = ("", ())  # a season's words and the days it turns ("the 2018/19 season")
    one_answer_words: list[int] = field(default_factory=list)  # said of the answer, no name tells: one answer only
    answer_does: list[str] = field(default_factory=list)  # relations each answer must be shown the doer of
    answer_holds: list[str] = field(default_factory=list)  # a person's field or position each answer must be shown
    answer_no_person: list[str] = field(default_factory=list)  # a body's noun asked: no answer may be a person's name
    season_years: bool = False  # a season read by its two years, where it turns unknown (`time.season_holds`)
    mentions: list[Mention] = field(default_factory=list)
    main: Clause | None = None
    ref: Clause | None = None
    ref_kind: str | None = None  # "before", "after" or "same <granularity>"
    ref_at_once: bool = False  # the reference clause's cue says "right after": the first after it
    ref_extremum: Literal["first", "last"] | None = None  # "after A's last visit to B": which of its days
    ref_period: RefPeriod | None = None  # "before Israel did in 2019": the period the reference clause says
    answer_kind: str | None = None  # "which country"
    kind_doer_of: tuple[str, ...] = ()  # "Which rider ...": the relations the kind asked names the doer of
    kind_tail_of: tuple[str, ...] = ()  # "Which seasons ...": the relations the kind asked names the other side of
    kind_doing_of: tuple[str, ...] = ()  # "Which runner-up ...": the relations the kind asked is a noun of
    other_kind: str | None = None  # "first visit a country"
    both_ways: bool = False  # "what happened between X and Y"
    alongside: Alongside | None = None  # "at home": a fact of the same day the asked facts go with
    aspect: Literal["start", "end"] | None = None  # "join": a state's start; "leave", "until when": its end
    in_days: bool = False  # how long, in days ("How many days was X Prime Minister?")
    whole_years: bool = False  # how long, in whole years ("For how many whole years was X ...?")
    in_seasons: bool = False  # how long, in seasons ("For how many seasons did X drive for Y?")
    next_in_turn: bool = False  # "after X" read as the next holder only where the graph holds them one after another
    answer_type: AnswerType = "entity"
    granularity: Granularity = "day"
    extremum: Literal["first", "last"] | None = None
    similarity: list[float] = field(default_factory=list)  # the similarity reader's cosines, as the notes give them
    relation: str = ""  # the main clause's event: its relation, its anchor entity and role, the other entity
    anchor: str = ""
    position: Role = "head"
    other: str | None = None
    other_any: list[str] = field(default_factory=list)  # "Which whip posts ...": the other side any of these
    final: bool = False  # "in the 2006 final": the noun read as the last is the last meeting of any kind
    # the reading as a chart (`rules.chart_of`), with the state it was made in: what was taken, the mentions read
    chart: tuple[tuple[int, int, int], Chart] | None = field(default=None, repr=False, compare=False)
    # what the stages asked the graph's indexes (the name index's mentions of the free tokens, the names close to a
    # text, the lexicon's phrases among some tokens, the relations nearest a wording), by what they asked: shared by
    # the reading's copies (`copy`), so a question's alternatives ask each once
    asked_index: dict[Hashable, Any] = field(default_factory=dict, repr=False, compare=False)
    # this reading read up to a stage, by the picks it was read with (`stages.resumed`): each copy has its own
    checkpoints: dict[Hashable, Any] = field(default_factory=dict, repr=False, compare=False)

    def copy(self) -> Reading:
        """A reading to go on with apart from this one (the tokens are shared, they never change, and so is what the
        name index was asked of them)."""
        out = copy.copy(self)
        out.ledger = Ledger(self.toks, dict(self.ledger.used))
        out.notes, out.fired, out.cues = list(self.notes), list(self.fired), dict(self.cues)
        out.cue_ends, out.at_once = dict(self.cue_ends), set(self.at_once)
        out.picks, out.series_said = dict(self.picks), list(self.series_said)
        out.checkpoints = {}
        return out

    def fork(self) -> Reading:
        """A reading to go on with apart from this one whatever the stages after it change: its mentions (each copied
        once, so a clause's and the reading's stay one object), clauses and constraint copied, the tokens and what the
        name index was asked of them shared, no chart (a deep copy of all of it was most of a fork's time)."""
        out = self.copy()
        made: dict[int, Any] = {}

        def mention(m: Mention) -> Mention:
            if id(m) not in made:  # its __dict__ as is ("_names" of a pick, unread stays unread), its lists its own
                made[id(m)] = fresh = copy.copy(m)
                fresh.__dict__.update({k: list(v) for k, v in m.__dict__.items() if isinstance(v, list)})
            return cast(Mention, made[id(m)])

        def clause(c: Clause | None) -> Clause | None:
            if c is None:
                return None
            if id(c) not in made:
                made[id(c)] = replace(c, mentions=[mention(m) for m in c.mentions])
            return cast(Clause, made[id(c)])

        out.mentions = [mention(m) for m in self.mentions]
        out.main, out.ref = clause(self.main), clause(self.ref)
        out.constraint = self.constraint.model_copy(deep=True)  # its reference's extremum is set in place
        out.similarity, out.chart = list(self.similarity), None
        return out

    def free(self, i: int) -> bool:
        return self.ledger.free(i)

    def take(self, indices: range | list[int], what: str) -> None:
        self.ledger.take(indices, what)

    def relations_read(self) -> set[str]:
        """The relation read and its reference event's, if any."""
        return {self.relation} | ({self.constraint.reference.relation} if self.constraint.reference else set())

    def free_tokens(self) -> set[int]:
        return {t.i for t in self.toks if self.ledger.free(t.i)}


def said_relations(
    r: Reading, g: Graph, allowed: AbstractSet[int], apart: AbstractSet[int] = frozenset()
) -> list[RelationMatch]:
    """The lexicon's phrases among the allowed tokens (`RelationLexicon.match`, `apart`: its transparent tokens),
    asked once for the question's every reading; each is handed a copy, which the stages may change."""
    asked = ("phrases", id(g.lexicon), frozenset(allowed), frozenset(apart))
    if asked not in r.asked_index:
        r.asked_index[asked] = tuple(g.lexicon.match(r.toks, set(allowed), apart))
    return [replace(m, tokens=list(m.tokens)) for m in r.asked_index[asked]]


def nearest_relations(r: Reading, g: Graph, phrase: str) -> list[Guess]:
    """The relations nearest a wording the lexicon does not know (`Graph.similar`), asked once for the question's
    every reading."""
    if g.similar is None:
        return []
    asked = ("similar", id(g.similar), phrase)
    if asked not in r.asked_index:
        r.asked_index[asked] = tuple(g.similar(phrase))
    return list(r.asked_index[asked])


def phrase_at(toks: list[Token], k: int, phrases: tuple[str, ...]) -> tuple[str, int] | None:
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


def verb_after_did(toks: list[Token], m: Mention) -> int | None:
    """The place of the word after "did <X>" (X the mention `m`): the question's verb, whatever else its word may
    be ("did X author Y", "did X hang up his boots"); None where `m` follows no "did"."""
    return m.j if m.i > 0 and toks[m.i - 1].low in DO_FORMS and m.j < len(toks) else None


def had_by(r: Reading, after: int, owner: Mention) -> Token | None:
    """ "How many Stanley Cups do the Canadiens have?": from token `after`, an auxiliary (an article after it), the
    owner and a free "have" right after it: that "have" (None where not so); what was said before `after` is what
    the owner has, as its possessive would say ("the Canadiens' Stanley Cups")."""
    between = [t for t in r.toks[after : owner.i] if r.free(t.i)]
    if owner.j >= len(r.toks) or not between or between[0].low not in AUXILIARIES:
        return None
    if any(t.low not in ARTICLES for t in between[1:]):
        return None
    have = r.toks[owner.j]
    return have if have.low in HAVING and r.free(have.i) else None


def verb_after_auxiliary(toks: list[Token], m: Mention) -> int | None:
    """As `verb_after_did`, after a perfect's auxiliary too ("has X won"): the verb a fronted object's subject is
    said before."""
    if m.i > 0 and toks[m.i - 1].low in PERFECT_AUXILIARIES and m.j < len(toks):
        return m.j
    return verb_after_did(toks, m)


def verb_before(toks: list[Token], start: int, named_at: int) -> bool:
    """Whether a main verb is said between the question word and the first entity named ("Who visited Iran",
    "Which country has visited Iran", "Who drew with Everton": the one asked is the subject), not only an
    auxiliary ("Who did Japan visit", "Who was the last team Spurs beat": the one named is)."""
    for t in toks[start + 1 : named_at]:
        if t.low in AUXILIARIES or t.low in BE or t.low in DO_FORMS:
            continue
        if is_participle(t.text) or any(lemma != t.low for lemma in verb_lemmas(t.text)):
            return True
    return False


def role_after_which(toks: list[Token], m: Mention) -> bool:
    """A name said in lower case right after "which" ("Which president took office in 1861?"), or in the plural
    ("Which Attorney Generals served ...?": one entity is no plural): a role, what the one asked holds, not an entity
    asked about; not a name typed in lower case before the noun asked ("which ubuntu release came out": a release
    of Ubuntu's, `names_the_noun_asked`)."""
    if m.i == 0 or toks[m.i - 1].low not in WHICH:
        return False
    return said_in_plural(toks, m) or (not toks[m.i].is_capitalised and not names_the_noun_asked(toks, m))


def names_the_noun_asked(toks: list[Token], m: Mention) -> bool:
    """A name in lower case right before a noun of the dictionary, itself right before a verb or an auxiliary
    ("which ubuntu release came out", "which fedora release was codenamed"): the name says whose the noun is."""
    if m.j + 1 >= len(toks):
        return False
    noun, after = toks[m.j], toks[m.j + 1]
    if not noun.is_word or noun.is_capitalised or not is_noun(noun.text):
        return False
    auxiliary = after.low in AUXILIARIES or after.low in BE or after.low in DO_FORMS
    return auxiliary or (after.is_word and not after.is_capitalised and not is_nominal(after.text))


def kind_after_which(r: Reading, clause: Clause) -> tuple[int, ...]:
    """ "Which justices were on the Supreme Court in 2010?": a free noun right after "which" is the kind asked, no
    word of the relation (the words left read it as they read it after any verb: "Which justices served on ..."),
    only a title or a kind of holder (`names.titles`, `names.holder_kinds`): a kind the graph cannot tell apart
    ("Which women ...") is none."""
    return tuple(
        k
        for t in r.toks[clause.i : clause.j - 1]
        if (k := kind_at(r.toks, t.i, clause.j)) is not None
        and r.free(k)
        and content(r.toks[k])
        and is_nominal(r.toks[k].text)
        and key(r.toks[k].text) in HOLDER_KINDS
    )


def kind_at(toks: list[Token], i: int, end: int) -> int | None:
    """Where the kind asked would be said after token i: right after "which"; after "who <be> the" ("Who were the
    judges on the DC Circuit in 1985?")."""
    if toks[i].low in WHICH:
        return i + 1
    said = toks[i + 1 : i + 3]
    if toks[i].low in WHO_IS and len(said) == 2 and said[0].low in BE and said[1].low in ARTICLES and i + 3 < end:
        return i + 3
    return None


def capitalised_words(toks: list[Token], free: set[int], i: int, n: int) -> tuple[str, ...] | None:
    """The word keys of the n tokens from i where each is free and capitalised ("Grand Prix", "Survivor": a kind or a
    title said by its names' words); None where one is not."""
    span = range(i, i + n)
    if not all(k in free and toks[k].is_capitalised for k in span):
        return None
    return tuple(key(toks[k].text) for k in span)


def is_kind_asked(toks: list[Token], i: int) -> bool:
    """Token i is where the kind asked is said: right after "which", or after "who <be> the"."""
    return any(j >= 0 and kind_at(toks, j, len(toks)) == i for j in (i - 1, i - 3))


def said_in_plural(toks: list[Token], m: Mention) -> bool:
    """The mention's last word is a plural its name does not write ("Generals" of Attorney General)."""
    last = toks[m.j - 1].low
    return key(last) != last and not any(last in {t.low for t in tokenize(name)} for name in m.names)


def word_before(toks: list[Token], m: Mention) -> int:
    """The word before a mention and its articles (-1 at the start): the preposition that says its role."""
    return before_articles(toks, m.i)


def as_written(toks: list[Token], i: int, j: int) -> str:
    """Tokens [i, j) as the question wrote them: a space only where the question has one ("al-Maliki")."""
    return written(toks, i, j)


def same_clause(r: Reading, i: int, k: int) -> bool:
    """Whether tokens i and k are both in the reference clause or both outside it (a kind the main clause asks says
    nothing of the reference's relation: "Which team did X ride for when he won the 2009 Tour?")."""
    if r.ref is None:
        return True
    inside = {t.i for t in r.ref.tokens(r.toks)}
    return (i in inside) == (k in inside)


def content(t: Token) -> bool:
    """A word that says something of the event (not punctuation, a function word or a word of the frame)."""
    return not t.is_punct and t.low not in FUNCTION_WORDS and t.low not in EVENT_WORDS


def names_alone(r: Reading, ref: Clause, elided: frozenset[str] = frozenset()) -> bool:
    """The reference clause names one entity and says no other word but these words of elision ("after
    Sunderland"; with the elided class, "after Japan did", "before Hakkinen")."""
    rest = [t for t in r.toks[ref.i : ref.j] if r.free(t.i) and content(t)]
    return len(ref.mentions) == 1 and ref.implicit is None and all(t.low in elided for t in rest)


def read_as_relation(ledger: Ledger, k: int) -> bool:
    """Whether token k was read as a relation's words, by the lexicon or by similarity."""
    return ledger.used.get(k, "") in ("relation", SIMILAR)
