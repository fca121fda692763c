"""Verb phrases -> ICEWS (CAMEO) relations, matched on lemmas so tense, number and spelling do not matter.

Three sources, all read as content-word lemma sequences (articles, prepositions and other function words between
them are skipped):
* the graph's own relation names ("Make statement" matches "made a statement"), also with the synonyms of CAMEO's
  frame verbs ("Appeal for economic aid" is also "asked for economic aid");
* this module's lexicon of how people say the relations ("slammed", "supported"), and everyday sayings (`home_ground`);
* intent, composed: an intent marker ("wanted to", "would like to", "expressed its intention to") before a base
  phrase names CAMEO's "Express intent to ..." relation of that base ("wanted to establish diplomatic cooperation" is
  "Express intent to engage in diplomatic cooperation"), so each intent wording works with every base wording.
A pattern marked `~` names the relation from the other side ("suffered violence from X": X is the head). A phrase
that several relations share is a refusal unless the anchor entity takes part in only one of them. This table is
the parser's own; the question generator has another.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from chronorag.understanding.dates import ORDINAL_WORDS
from chronorag.understanding.lexicon import FUNCTION_WORDS, phrase_list, word_class, word_table
from chronorag.understanding.phrase_forms import misread
from chronorag.understanding.relation_composed import composed
from chronorag.understanding.relation_derived import GENERIC, act_named, places_of, said_alike, start_named
from chronorag.understanding.relation_names import (
    ASKS_OTHERS,
    LIGHT_VERBS,
    camel_forms,
    content_lemmas,
    lemmas_at,
    name_forms,
    passive_name,
    phrase_words,
    said_otherwise,
    stative_name,
    title_side,
    unsaid,
)
from chronorag.understanding.relation_sources import (
    BOOK,
    Pattern,
    agent_patterns,
    derived_patterns,
    everyday_patterns,
    phrase_patterns,
    reduced_patterns,
    state_patterns,
)
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import VERB_ENDINGS, is_nominal, is_participle, is_verb, lemmas

_MARKER_GAP = word_class("relations", "marker_gap")  # a marker apart from its base: "expressed [its] intention [to]"
_LIGHT_GAP = word_class("relations", "light_gap")  # between a light verb and its noun: not "give in to", "give up"
_PHRASE_BREAKS = word_class("relations", "phrase_breaks")  # "won the Golden Ball at the World Cup": two phrases
_ALWAYS_BREAKS = word_class("relations", "phrase_breaks_always")  # "won from pole": where it started
_CAMEL_SOURCES = ("name", "derived")  # the patterns a camelCase name's own words make
_ARTICLES = word_class("common", "articles")
_MARKER_NOUNS = word_table("relations", "marker_nouns_otherwise")  # "voiced its intention": a marker said otherwise
_MARKER_VERBS = word_table("relations", "marker_verbs_otherwise")

# The tables the matcher reads, from the phrase files (`understanding/data/*.toml`, `phrases.phrasebook`).
INTENT_MARKERS = tuple(BOOK.intent.markers)
# a saying before a modal is an intent too; the modal is a function word, so these are lemma pairs as they stand
MODAL_MARKERS = tuple((verb, modal) for verb in BOOK.intent.sayings_before_modal for modal in BOOK.intent.modals)
MEETING_MARKERS = tuple(BOOK.intent.meeting_markers)
INTENT_OF = dict(BOOK.intent.of)
OFFERED_AS_GIVEN = frozenset(BOOK.intent.offered_as_given)
PARTICLES = frozenset(p for p in LIGHT_VERBS.values() if p)
_NOT_LIGHT = frozenset(BOOK.light_verbs.not_light)
_APPEAL, _DEMAND, _REFUSE = BOOK.frames.appeal, BOOK.frames.demand, BOOK.frames.refuse  # the frames composing most
_PROTESTS = frozenset(BOOK.frames.protests)  # "rallied for a change of leadership"
_FRAMES = tuple((row.prefix, row.frame) for row in BOOK.frames.prefix)
_MEETING = BOOK.intent.meeting  # the intent the meeting markers mark ("asked to meet")
_MODALS = frozenset(BOOK.intent.modals)  # "said it would visit"
_OFFERING = word_class("relations", "offering")  # "offered aid": promised or given
_DEMAND_THAT = word_class("relations", "demand_that")  # "demanded that X yield"
_APPEAL_PREPS = word_class("relations", "appeal_preps")  # "appealed to X for", "called on X to"
_PROTEST_PREPS = word_class("relations", "protest_preps")  # "rallied for"
_FRAME_TO = word_class("relations", "frame_to")  # "refused to give in", "urged X to relax"
_FRAME_BREAKS = word_class("relations", "frame_breaks")  # "threatened X for cutting ties"
_WISH = word_class("relations", "wish_verbs")  # "would like to"
_WISH_TO = word_class("relations", "wish_to")
_WISH_MODALS = word_class("relations", "wish_modals")
_TITLE_VERBS = word_class("relations", "title_verbs")  # "win player of the match": light before a title
_TITLE_WORDS = word_class("relations", "title_words")  # "player of the match award"
_ACT_RECEIVING = word_class("relations", "act_receiving")  # "received jury votes": an act received, no contest won
_FROM_THE_END = [p.split() for p in phrase_list("relations", "from_the_end")]  # "second to last": no second
_TITLE_GAP = 4  # words at most between the verb and the title: "his most recent Test"
_RECEIVING = word_class("relations", "receiving")  # "received an appeal from X": the appeal's tail


@dataclass
class RelationMatch:
    relations: tuple[str, ...]
    tokens: list[int]  # the token indices the phrase used
    inverse: bool
    words: str
    needs_intent: bool = False  # a base said only under an intent marker ("cooperate")
    score: float = 1.0  # 1 for the lexicon; the cosine when the similarity reader named the relation
    verb_at: int = 0  # which of the tokens is the verb: the last in a reduced passive ("a blockade imposed")
    aspect: str | None = None  # "join": the start of the state; "leave": its end
    stative: bool = False  # "was married to": a state, so the roles are the active voice's
    noun_of: str | None = None  # "Which team was X on?": the noun names the tail, so X is the head
    noun_at: int = -1  # where that noun is said
    with_relation: bool = False  # an everyday verb of a state said only beside a relation's words ("take office")
    either_way: frozenset[str] = frozenset()  # the relations it says of either side alike: their facts both ways
    flipped: frozenset[str] = frozenset()  # relations a phrase of the other side says by these words too
    light: bool = False  # opens with a light verb taken into it ("made accusations", "reach end of life")
    first: bool = False  # said of the first start only ("debut")

    @property
    def generic(self) -> bool:
        """An everyday verb of any state ("join", "leave"): the graph tells which relation it is."""
        return self.relations == (GENERIC,)

    @property
    def verb(self) -> int:
        return self.tokens[self.verb_at]

    @property
    def reduced(self) -> bool:
        """Said as its object and then the verb's participle ("sanctions eased by X"): a passive by its form."""
        return self.verb_at > 0


def _intent_markers() -> list[tuple[str, ...]]:
    """The intent markers as lemma sequences, longest first ("signalled its intention"), and sayings before modals."""
    said_so = [content_lemmas(m) for m in INTENT_MARKERS]
    said_so += [tuple(_MARKER_NOUNS.get(w, w) for w in m) for m in said_so]
    said_so += [(_MARKER_VERBS[m[0]], *m[1:]) for m in said_so if m[0] in _MARKER_VERBS]
    said_so += list(MODAL_MARKERS)
    return sorted(dict.fromkeys(said_so), key=lambda m: -len(m))


def _vocabulary(patterns: list[Pattern], markers: list[tuple[str, ...]]) -> frozenset[str]:
    """The words only a relation explains; a verb only ever said with its particle ("step up") is none without it."""
    said = {w.lstrip("+") for p in patterns for w in p.words} | {w for m in markers for w in m}
    with_particle = {w for p in patterns for w, nxt in pairwise(p.words) if nxt.startswith("+")}
    alone = {w for p in patterns for w, nxt in pairwise((*p.words, "")) if not nxt.startswith("+")}
    alone |= {w for m in markers for w in m} | {w[1:] for p in patterns for w in p.words if w[:1] == "+"}
    said -= with_particle - alone
    return frozenset(said - FUNCTION_WORDS)


class RelationLexicon:
    """The patterns for one graph's relations (names it does not know are dropped). `intervals`: a graph of facts
    true over intervals, whose states everyday verbs say ("join", "leave": `relation_derived`)."""

    def __init__(self, relation_names: list[str], intervals: bool = False) -> None:
        known = set(relation_names)
        self.names = tuple(relation_names)
        forms = {name: name_forms(name) for name in relation_names}  # "poweredBy": its subject is the fact's tail
        self.patterns: list[Pattern] = [  # "ambassadorTo": its title names the head
            Pattern(
                w,
                (name,),
                passive_name(name),
                "name",
                aspect="start" if start_named(name) else None,  # "launchedOn": said so, the start asked
                stative=stative_name(name),
                noun_of=title_side(name),
            )
            for name, fs in forms.items()
            for w in fs
        ]
        self.patterns += phrase_patterns(known)
        # what no phrase file teaches is said as its name's words derive (a graph nobody taught)
        taught = {n for row in BOOK.relation for n in row.names}
        self.untaught = frozenset(n for n in relation_names if n not in taught)
        self.patterns += derived_patterns(self.patterns, [n for n in relation_names if n in self.untaught])
        self.places = places_of(self.untaught)  # "senate": representedInSenate holds in the Senate
        if intervals and self.untaught:
            self.patterns += state_patterns(self.patterns + everyday_patterns(self.patterns))  # never an everyday one
        if not intervals:  # an interval graph's agent nouns come from its name (`derived_forms`) or its phrase file
            self.patterns += agent_patterns(self.patterns, known)
        self.patterns += everyday_patterns(self.patterns)
        self.intent_of = {base: rel for base, rel in INTENT_OF.items() if rel in known}
        self.composed = composed(forms, _FRAMES)
        self.composed |= {
            (row.frame, row.base): row.relation for row in BOOK.composed if row.relation in known and row.base in known
        }
        self._add_framed(known)
        self.patterns = [p for p in self.patterns if p.words]
        self.patterns += reduced_patterns(self.patterns)
        self.patterns.sort(key=lambda p: (-len(p.words), p.source != "reduced"))  # a participle after its object first
        # patterns by their first word, so a question is only tried against the patterns its words can start
        self._order = {id(p): n for n, p in enumerate(self.patterns)}  # longest patterns first, as in the table
        self._by_first: dict[str, list[Pattern]] = defaultdict(list)
        # reduced passives by their verb, tried only where the question has that verb's participle
        self._reduced: dict[str, list[Pattern]] = defaultdict(list)
        for p in self.patterns:
            if p.source == "reduced":
                self._reduced[p.words[-1]].append(p)
            else:
                self._by_first[p.words[0].lstrip("+")].append(p)
        self.mutual = said_alike(self.untaught)  # "drewWith" of a graph nobody taught
        self.symmetric = self.mutual | {n for row in BOOK.relation if row.symmetric for n in row.names if n in known}
        self._markers = _intent_markers()
        self._meeting_markers = [content_lemmas(m) for m in MEETING_MARKERS]
        self.vocabulary = _vocabulary(self.patterns, self._markers)

    def _add_framed(self, known: set[str]) -> None:
        """What a frame composes but the graph never records alone: its phrases, read only inside the frame."""
        for frame_row in BOOK.framed:
            base = frame_row.name
            framed = {frame: rel for frame, rel in frame_row.composes.items() if rel in known}
            if not framed:
                continue
            self.patterns += [
                Pattern(w, (f"@{base}",), False, "framed")
                for p in frame_row.say
                for w in said_otherwise(phrase_words(p))
            ]
            if "intent" in framed:
                self.intent_of[f"@{base}"] = framed.pop("intent")
            self.composed |= {(frame, f"@{base}"): rel for frame, rel in framed.items()}

    def match(
        self, tokens: list[Token], allowed: set[int], transparent: AbstractSet[int] = frozenset()
    ) -> list[RelationMatch]:
        """Every non-overlapping phrase among the allowed tokens, longest first. Content words match by
        lemma, in order, with only function words between them; a `+word` must be the very next token (as written or by
        its lemma).
        A phrase after an intent marker names its intent relation and takes the marker's words too; the
        `transparent` tokens (read elsewhere: "first", a name) may stand between marker and phrase."""
        seq = [t for t in tokens if t.i in allowed and (t.is_word or lemmas_at([t], 0) & self.vocabulary)]  # "12"
        used: set[int] = set()
        found: list[RelationMatch] = []
        by_tokens: dict[tuple[int, ...], RelationMatch] = {}  # the phrase found on exactly these tokens
        for _, k, p in sorted(self._tries(seq), key=lambda x: (x[0], x[1])):
            ids = _said_at(tokens, seq, k, p)
            if ids is None:
                continue
            if same := by_tokens.get(tuple(ids)):
                same.relations = tuple(dict.fromkeys(same.relations + p.relations))
                same.aspect = same.aspect or p.aspect  # "wed": the start, said by a phrase of the data
                same.stative = same.stative or p.stative
                if p.inverse != same.inverse:  # "belong to": X plays for Y, or Y owns X
                    same.flipped = same.flipped | set(p.relations)
                same.either_way |= frozenset(p.relations if p.either_way else ())
                continue
            if any(i in used for i in ids):
                continue
            words = " ".join(tokens[i].text for i in ids)
            verb_at = len(ids) - 1 if p.source == "reduced" else 0
            match = RelationMatch(p.relations, ids, p.inverse, words, p.source == "intent", verb_at=verb_at)
            match.aspect, match.stative, match.noun_of, match.first = p.aspect, p.stative, p.noun_of, p.first
            match.with_relation, match.either_way = p.with_relation, frozenset(p.relations if p.either_way else ())
            found.append(match)
            by_tokens[tuple(ids)] = match
            used.update(ids)
        found.sort(key=lambda m: m.tokens[0])
        _light_verbs(tokens, allowed, found, used)
        self._compose(tokens, allowed, found)
        _received(tokens, allowed, found)
        taken: set[int] = set()  # the ids of the matches read as another's intent marker
        for m in list(found):
            if id(m) not in taken:
                taken |= self._intent(tokens, allowed, m, found, transparent)
        for m in found:  # a framed phrase no frame took names nothing
            m.relations = tuple(r for r in m.relations if not r.startswith("@"))
        return [m for m in found if m.relations]

    def _tries(self, seq: list[Token]) -> list[tuple[int, int, Pattern]]:
        """(pattern order, start, pattern) for every pattern a word of `seq` can start; reduced passives only
        where the question has their verb's participle."""
        participles = {v for t in seq if is_participle(t.low) for v in lemmas(t.text)}
        reduced: dict[str, list[Pattern]] = defaultdict(list)
        for v in participles:
            for p in self._reduced.get(v, ()):
                reduced[p.words[0]].append(p)
        tries: list[tuple[int, int, Pattern]] = []
        for k, first in enumerate(seq):
            own = lemmas(first.text)
            for lemma in lemmas_at(seq, k):
                stands_for = lemma not in own  # "been to": gone, no function word then
                for p in (*self._by_first.get(lemma, ()), *reduced.get(lemma, ())):
                    if first.low in FUNCTION_WORDS and first.low not in p.words and not stands_for:
                        continue
                    tries.append((self._order[id(p)], k, p))
        return tries

    def _compose(self, tokens: list[Token], allowed: set[int], found: list[RelationMatch]) -> None:
        """ "refused to give in to X", "urged X to relax administrative sanctions", "threatened to halt
        negotiations": a frame's phrase right before a base's, with only names, pronouns and a last "to" between
        (an appeal also "for" or "on"), is the relation CAMEO names by both (Refuse to yield, Appeal for easing
        of administrative sanctions, ...). "threatened X for cutting ties" is no threat to cut them."""
        k = 0
        while k + 1 < len(found):
            a, b = found[k], found[k + 1]
            said = _words_between(tokens, allowed, a, b)
            asking = a.relations[0] in (_APPEAL, _DEMAND)
            that = asking and len(said) == 1 and said[0] in _DEMAND_THAT  # "demanded that X yield"
            joined = that or all(w in _COMPOSE_GAP for w in said)
            nominal = not said and is_nominal(tokens[b.tokens[0]].text)  # "demanded the resignation of X"
            last = said[-1] if said else ""
            appeal = _APPEAL in a.relations and last in _APPEAL_PREPS
            appeal = appeal or (bool(set(a.relations) & _PROTESTS) and last in _PROTEST_PREPS)
            if not (appeal or that or (nominal and asking)):
                joined = joined and last in _FRAME_TO and not set(said) & _FRAME_BREAKS
            names = {c for f in a.relations for r in b.relations if (c := self.composed.get((f, r)))}
            others = any(f" {o} " in c for c in names for o in ASKS_OTHERS)
            if others and all(i in allowed for i in range(a.tokens[-1] + 1, b.tokens[0])):
                names = set()  # "urged Iran to negotiate" asks others; "asked to meet with X" is its own wish
            if joined and len(names) == 1 and not a.inverse and not b.inverse:
                a.relations = (names.pop(),)
                a.tokens = [*a.tokens, *b.tokens]
                a.words = " ".join(tokens[i].text for i in a.tokens)
                del found[k + 1]
            k += 1

    def _intent(
        self,
        tokens: list[Token],
        allowed: set[int],
        m: RelationMatch,
        found: list[RelationMatch],
        transparent: AbstractSet[int],
    ) -> set[int]:
        """Turn `m` into its intent relation when an intent marker stands right before it. A marker word that
        was also read as a phrase of its own ("asked" as a request, "offered") is the marker here: the ids of those
        matches, removed from `found`."""
        meeting = _MEETING in {self.intent_of.get(r) for r in m.relations}
        markers = self._markers + (self._meeting_markers if meeting else [])
        marker = self._marker_before(tokens, allowed, m.tokens[0], set(), markers, transparent)
        gone: set[int] = set()
        said = set(marker or ())
        inside = [f for f in found if f is not m and set(f.tokens) & said] if said else []
        if inside:  # the marker's words were read as phrases of their own
            if all(set(f.tokens) <= said for f in inside) and any(self.intent_of.get(r) for r in m.relations):
                gone = {id(f) for f in inside}
                found[:] = [f for f in found if id(f) not in gone]
            else:
                marker = None
        if marker is None:
            if m.needs_intent:
                m.relations = ()  # "cooperate" alone: no relation says only that
            return gone
        intents = tuple(dict.fromkeys(self.intent_of[r] for r in m.relations if r in self.intent_of))
        if not intents:
            return gone  # "offered to investigate": the marker is not ours to read; it stays unplaced
        if set(intents) == set(m.relations) and any(tokens[i].low in _MODALS for i in marker):
            return gone  # "said it would visit": the saying's date is not the visit's; it stays unplaced
        offered = [r for r in m.relations if r in OFFERED_AS_GIVEN]
        if offered and len(marker) == 1 and _OFFERING & lemmas(tokens[marker[0]].text):
            intents = (*intents, *offered)  # "offered aid": promised or given; the graph may tell which
        m.relations = intents
        m.tokens = sorted(m.tokens + marker)
        m.words = " ".join(tokens[i].text for i in m.tokens)
        return gone

    def _marker_before(
        self,
        tokens: list[Token],
        allowed: set[int],
        first: int,
        used: set[int],
        markers: list[tuple[str, ...]],
        transparent: AbstractSet[int],
    ) -> list[int] | None:
        def gap(k: int) -> bool:
            return k in transparent or (tokens[k].low in _MARKER_GAP and k in allowed and k not in used)

        for marker in markers:
            k = first - 1
            ids: list[int] = []
            for word in reversed(marker):
                while k >= 0 and gap(k):
                    k -= 1
                if k < 0 or k not in allowed or k in used or word not in lemmas(tokens[k].text):
                    break
                ids.append(k)
                k -= 1
            else:
                return sorted(ids)
        # "would like to", "would Iraq like to": "like" alone is a preposition, so its modal is required
        k = first - 1
        while k >= 0 and (tokens[k].low in _WISH_TO or k in transparent):
            k -= 1
        if k < 1 or tokens[k].low not in _WISH or k not in allowed or k in used:
            return None
        w = k - 1
        while w > 0 and w not in allowed and k - w <= 6:  # the subject between: "would Iraq like"
            w -= 1
        if tokens[w].low in _WISH_MODALS and w in allowed and w not in used:
            return [w, k]
        return None


_COMPOSE_GAP = word_class("relations", "compose_gap")
_FILLERS = word_class("relations", "fillers")  # articles, and a name's possessive: "gave in to [X's] demands"


def _words_between(tokens: list[Token], allowed: set[int], a: RelationMatch, b: RelationMatch) -> list[str]:
    """The allowed words between two phrases, fillers left out (names, read elsewhere, are not allowed)."""
    between = range(a.tokens[-1] + 1, b.tokens[0])
    return [tokens[i].low for i in between if i in allowed and tokens[i].low not in _FILLERS]


def _received(tokens: list[Token], allowed: set[int], found: list[RelationMatch]) -> None:
    """ "Iran received an appeal for aid from Iraq", "received a threat from": "receive" alone before the noun
    of another relation is that relation said from the other side, not a visit hosted."""
    k = 0
    while k + 1 < len(found):
        a, b = found[k], found[k + 1]
        noun = tokens[b.tokens[0]].low
        if (
            len(a.tokens) == 1
            and _RECEIVING & lemmas(tokens[a.tokens[0]].text)
            and not _words_between(tokens, allowed, a, b)
            and not b.inverse
            and not noun.endswith(VERB_ENDINGS)
        ):
            if b.reduced:  # "received information shared by Iraq": the reduced passive says who did it
                b.verb_at += len(a.tokens)
            else:
                b.inverse = True
            b.tokens = [*a.tokens, *b.tokens]
            b.words = " ".join(tokens[i].text for i in b.tokens)
            del found[k]
            continue
        k += 1


def _light_verb(tokens: list[Token], allowed: set[int], m: RelationMatch, used: set[int]) -> None:
    """Take a light verb standing before the phrase, with only small words between ("made [several]
    accusations", "gave [its] economic assistance", "engaged in cooperation") into the match."""
    noun = tokens[m.tokens[0]]
    if (noun.low in _NOT_LIGHT and len(m.tokens) == 1) or not is_nominal(noun.text):
        return  # "made [them] apologize": a causative, not a noun of action
    k, particle = m.tokens[0] - 1, None
    while k >= 0 and k in allowed and k not in used and (tokens[k].low in _LIGHT_GAP or tokens[k].low in PARTICLES):
        particle = tokens[k].low if tokens[k].low in PARTICLES else particle
        k -= 1
    if k < 0 or k not in allowed or k in used:
        return
    verbs = [v for v in lemmas(tokens[k].text) if v in LIGHT_VERBS]
    if not verbs or particle != LIGHT_VERBS[verbs[0]]:
        return
    m.tokens = [k, *m.tokens]
    m.words = " ".join(tokens[i].text for i in m.tokens)
    m.light = True
    used.add(k)


def _light_verbs(tokens: list[Token], allowed: set[int], found: list[RelationMatch], used: set[int]) -> None:
    """The light verbs taken into the phrases after them: of action nouns ("made accusations"), of titles ("won
    player of the match")."""
    for m in found:
        _light_verb(tokens, allowed, m, used)
    for m in list(found):
        _title_won(tokens, allowed, m, found)


def _title_won(tokens: list[Token], allowed: set[int], m: RelationMatch, found: list[RelationMatch]) -> None:
    """ "Did X win (his first Test) player of the match (award)?": a verb of winning a title (`title_verbs`) before a
    relation said by its name's noun phrase of the holder (playerOfTheMatchAgainst) is light, taken into the phrase
    with what the words between matched ("win Test": wonTestAgainst) and a word naming the title a prize after it
    ("award", read alone as a win), those matches dropped; at most `_TITLE_GAP` words between, and no verb. With no
    such verb, the prize word alone ("X's player of the match awards"). Never where a match of those words reaches
    outside them. A name opening with the noun of an act (`act_named`: "juryVoteFor") is no title held: getting or
    receiving it (`act_receiving`) is being its other side ("Who received the most jury votes?" asks whom they were
    for); winning it is left unread ("won the jury vote": the final vote)."""
    if m.light or m.inverse or not all(_titled(r, tokens[m.tokens[0]]) for r in m.relations):
        return
    acts = {act_named(r) for r in m.relations}
    if len(acts) > 1:
        return
    (act,) = acts
    after = m.tokens[-1] + 1
    prize = [after] if after < len(tokens) and after in allowed and _lemmas_in(tokens[after], _TITLE_WORDS) else []
    before = _title_verb_before(tokens, allowed, m.tokens[0])
    if before is None and (not prize or act):
        return
    if act and before is not None and not _lemmas_in(tokens[before[0]], _ACT_RECEIVING):
        return  # "won the jury vote": the final vote won, no vote received
    k, between = before or (None, [])  # "X's player of the match awards": the prize word alone, no verb
    verb = [k] if k is not None else []
    words = {*verb, *between, *prize}
    others = [f for f in found if f is not m and set(f.tokens) & words]
    if any(not set(f.tokens) <= words for f in others):
        return
    found[:] = [f for f in found if not any(f is o for o in others)]
    kept = {i for o in others for i in o.tokens}  # what they read ("Test"); "first" is left to its own reading
    m.tokens = sorted({*verb, *kept, *m.tokens, *prize})
    m.words = " ".join(tokens[i].text for i in m.tokens)
    if k is not None:
        m.verb_at, m.light, m.inverse = m.tokens.index(k), True, act


def _title_verb_before(tokens: list[Token], allowed: set[int], start: int) -> tuple[int, list[int]] | None:
    """The verb of winning a title before token `start` and the words between (at most `_TITLE_GAP`, each one that
    `_modifies` a title); None where there is none, or it was read otherwise."""
    between: list[int] = []
    for k in range(start - 1, -1, -1):
        if _lemmas_in(tokens[k], _TITLE_VERBS):
            return (k, between) if k in allowed else None
        if len(between) == _TITLE_GAP or not _modifies(tokens[k], k in allowed):
            return None
        between.append(k)
    return None


def _titled(relation: str, first: Token) -> bool:
    """Whether the relation's name is a noun phrase of its holder said from its first word ("player of the match")."""
    forms = camel_forms(relation)
    words = forms[-1] if forms else ()
    return len(words) > 1 and words[0] in lemmas(first.text) and is_nominal(words[0]) and not is_verb(words[0])


def _modifies(token: Token, free: bool) -> bool:
    """A word that may stand between a verb of winning and the title: read elsewhere (a name, "first"), an article
    or possessive, a noun ("Test") or a modifier ("most recent"); no verb ("won a Test to become player of ...")."""
    return not free or token.low in FUNCTION_WORDS or is_nominal(token.text) or not is_verb(token.low)


def _lemmas_in(token: Token, words: AbstractSet[str]) -> bool:
    return token.is_word and bool(lemmas(token.text) & words)


def _said_at(tokens: list[Token], seq: list[Token], k: int, p: Pattern) -> list[int] | None:
    """The tokens saying the pattern from `seq[k]` on, or None: its phrase ended by a break said between its words,
    a tight one said loosely, or a phrase misread."""
    ids = _match_at(seq, k, p.words, *_breaks(p))
    if ids is None or (p.tight and not _tight(tokens, ids)) or misread(p.source, tokens, ids):
        return None
    return None if _counted_from_the_end(tokens, ids[-1]) else ids


def _counted_from_the_end(tokens: list[Token], last: int) -> bool:
    """ "came second to last": a place counted from the end (`from_the_end`), no place the phrase's word says."""
    if tokens[last].low not in ORDINAL_WORDS:  # tried on every pattern found: the rest read only after an order word
        return False
    after = [t.low for t in tokens[last + 1 :]]
    return any(after[: len(p)] == p for p in _FROM_THE_END)


def _tight(tokens: list[Token], ids: list[int]) -> bool:
    """Only articles (or names and years, read elsewhere) between the words, and no noun right after the last: "took
    the Daytona 500 pole", never "took (the race) on pole" nor "secured a Test draw"."""
    between = [t for t in tokens[ids[0] : ids[-1]] if t.i not in ids and t.low in FUNCTION_WORDS]
    after = tokens[ids[-1] + 1] if ids[-1] + 1 < len(tokens) else None
    modifier = after is not None and after.is_word and after.low not in FUNCTION_WORDS and is_nominal(after.text)
    return all(t.low in _ARTICLES for t in between) and not modifier


@cache  # asked of every pattern tried, for every question: the same of a pattern each time
def _breaks(p: Pattern) -> tuple[frozenset[str], frozenset[str]]:
    """The words that end the pattern's phrase right after a name or year read between its words, and anywhere
    between them: the latter only of a camelCase name's own words or what they derive (not an event graph's name
    written in words, "Accede to demands for change in policy", nor a phrase file's); neither where its relations'
    names say them."""
    camel = p.source in _CAMEL_SOURCES and all(camel_forms(r) for r in p.relations)
    return unsaid(_PHRASE_BREAKS, p.relations), unsaid(_ALWAYS_BREAKS, p.relations) if camel else frozenset()


def _match_at(
    seq: list[Token], k: int, words: tuple[str, ...], breaks: AbstractSet[str], always: AbstractSet[str]
) -> list[int] | None:
    """The tokens saying the words from `seq[k]` on, or None. A `breaks` word ends the phrase right after a name or a
    year read between its words; an `always` word anywhere between them."""
    ids: list[int] = []
    for n, word in enumerate(words):
        if word.startswith("+"):
            said = k < len(seq) and (seq[k].low == word[1:] or word[1:] in lemmas_at(seq, k))  # "wins": win
            if not said or (ids and seq[k].i != ids[-1] + 1):
                return None
        else:
            if n > 0:
                while k < len(seq) and seq[k].low in FUNCTION_WORDS and seq[k].low not in words:
                    if seq[k].low in always or (seq[k].low in breaks and seq[k - 1].i != seq[k].i - 1):
                        return None
                    k += 1
            if k >= len(seq) or word not in lemmas_at(seq, k):
                return None
        ids.append(seq[k].i)
        k += 1
    return ids
