"""A relation's name as people say it, with no data: its name's lemmas ("Make statement" is "made a statement"),
each alternative it lists ("Mobilize or increase armed forces"), its CAMEO frame verb and its nouns said another
way, and a camelCase name's words ("hasWonPrize" is "win prize", "playsFor" "play for", "isMarriedTo" a state
"married to"). The forms are content-word lemma sequences, as phrase matching compares them
(`relations.RelationLexicon`), and so are the phrase files' phrases (`content_lemmas`, `phrase_words`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

from chronorag.understanding.lexicon import (
    FUNCTION_WORDS,
    list_table,
    number_table,
    phrase_list,
    word_class,
    word_table,
)
from chronorag.understanding.phrases import Phrase, phrasebook
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import ADVERB_SUFFIXES, fold, is_nominal, is_participle, is_verb, lemmas

_SPLIT = re.compile(r"[\s,/()'-]+")  # "+on" keeps its plus
NOT_CONTENT = word_class("relations", "not_content")  # "(such as policy support)": no content of the relation


def content_lemmas(text: str) -> tuple[str, ...]:
    """A phrase as the lemma sequence matching uses: content words only, each as its first lemma form."""
    out = []
    for w in _SPLIT.split(text.lower()):
        if w and (w.startswith("+") or (w not in FUNCTION_WORDS and w not in NOT_CONTENT)):
            out.append(w)
    return tuple(out)


def phrase_words(phrase: Phrase) -> tuple[str, ...]:
    """A phrase of the data files as matching uses it: its content lemmas, its particle kept and marked as the
    word that must follow the one before it at once ("call on" -> ("call", "+on"))."""
    words = phrase.say.split()
    if phrase.particle is not None:
        at = words.index(phrase.particle, 1)
        words[at] = "+" + words[at]
    return content_lemmas(" ".join(words))


BOOK = phrasebook()
FRAME_SYNONYMS = {verb: tuple(phrase_words(p) for p in said) for verb, said in BOOK.frame_verbs.items()}
MILESTONES = frozenset(BOOK.light_verbs.milestones)  # "reach end of life": light, saying no side (`roles.side_held`)
LIGHT_VERBS = {verb: particle or None for verb, particle in BOOK.light_verbs.particle.items()} | dict.fromkeys(
    MILESTONES
)
NAME_NOUNS = {noun: tuple(other) for noun, other in BOOK.nouns_otherwise.items()}
# "Mobilize or increase armed forces": the word between a name's alternatives (the first is said between them)
ALTERNATIVES = phrase_list("relations", "name_alternatives")
_ALTERNATIVE = re.compile(" (?:" + "|".join(map(re.escape, ALTERNATIVES)) + ") ")
_LISTED = re.compile(",(?: (?:" + "|".join(map(re.escape, ALTERNATIVES)) + "))? ")
ASKS_OTHERS = phrase_list("relations", "asks_others")  # "Appeal to others to ...": whom is left unsaid
CAMEL_AUXILIARIES = word_class("relations", "camel_auxiliaries")  # "hasWonPrize": "has" dropped
STATIVE_COPULAS = word_class("relations", "stative_copulas")  # "isMarriedTo": a state
NOT_ADVERBS = word_class("morphology", "not_adverbs")  # "rally" ends like an adverb
PASSIVE_BY = word_class("event", "passive_by")  # "poweredBy": a name in the passive
GONE = word_table("relations", "gone_before_to")  # "had been to see him", "has been to China": gone
TO = word_class("relations", "frame_to")
TITLES_OTHERWISE = list_table("relations", "title_nouns_otherwise")  # "representativeTo": "ambassador to" too
BODY_MEMBERS = list_table("relations", "body_members")  # "juryVoteFor": "jurors voted for" too
MEMBER_WORDS = word_class("relations", "member_words")  # "squadMemberOf": "in Brazil's squad" too
HEAD_TITLES = word_class("relations", "head_titles")  # "ambassadorTo": the ambassador is the head
DEGREE_WORDS = word_class("relations", "name_degree_words")  # "wonMostSeatsIn": "most" tells it from "wonSeatsIn"


DIGITS_SAY: dict[int, list[str]] = {}  # a number -> its words ("twelve"), as `[time] numbers` lists them
for _word, _value in number_table("time", "numbers").items():
    DIGITS_SAY.setdefault(_value, []).append(_word)


def lemmas_at(seq: list[Token], k: int) -> frozenset[str]:
    """The lemmas of the k-th word, and the verb a form of "be" says right before "to" ("had been to see him":
    gone); of a number in digits, its words ("12": twelve, as a relation's name says it: gaveTwelvePointsTo)."""
    t = seq[k]
    said = lemmas(t.text) if not t.text.isdigit() else DIGITS_SAY.get(int(t.text), [])  # "12": twelve
    if (plain := fold(t.text)) != t.text:  # "chargé d'affaires": chargeDAffairesTo's "charge"
        said = [*said, *lemmas(plain)]
    if t.low in GONE and k + 1 < len(seq) and seq[k + 1].i == t.i + 1 and seq[k + 1].low in TO:
        return frozenset({*said, GONE[t.low]})
    return frozenset(said)


def name_forms(name: str) -> list[tuple[str, ...]]:
    """A relation name as lemma sequences: itself (also without its parenthesis, "(such as policy support)"),
    each alternative it lists on its own, and each of those with its CAMEO frame verb said another way. A name
    written as one camelCase word ("hasWonPrize", "playsFor", "isMarriedTo") is its words' lemmas; one written
    in lower-case words ("held office"), both."""
    camel = camel_forms(name)
    if camel and " " not in name and name.lower() not in LABELS:
        return camel + titles_otherwise(name) + _members_said(camel)
    return list(dict.fromkeys(camel + phrase_forms(name)))  # a label's own words are said too ("X's spouse")


def phrase_forms(name: str) -> list[tuple[str, ...]]:
    """A relation name read as a phrase in words (ICEWS's), or the rest of one after its frame verb: its lemmas, its
    alternatives, its frame verb said otherwise (`name_forms`)."""
    bare = re.sub(r"\s*\([^)]*\)", "", name)
    forms: list[tuple[str, ...]] = []
    listed = _LISTED.sub(f" {ALTERNATIVES[0]} ", bare)  # "accuse of espionage or treason": its own list, said so
    before = bare.split(",")[0] if "," in bare and not _ALTERNATIVE.search(bare) else ""
    said_before = [before] if len(content_lemmas(before)) >= 2 else []  # "Impose blockade, restrict movement"
    for text in [name, bare, listed, *alternatives(bare), *said_before]:
        words = content_lemmas(text)
        forms += [words, *frame_verb_otherwise(words)]
        if len(words) == 2 and words[-1].endswith(ADVERB_SUFFIXES) and words[-1] not in NOT_ADVERBS:
            forms.append((words[-1], words[0]))  # "Defend verbally" is "verbally defended" too
    return _nouns_otherwise(forms)


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")  # "chargeDAffairesTo": charge, d, affaires
_SEPARATORS = re.compile(r"[\s_-]+")
LABEL_WORDS = 4  # a label in lower-case words is this short ("member of sports team"); a longer one describes
LABELS = word_table("relations", "labels")  # "spouse": isMarriedTo, the verb a noun's label stands for


def identifier_words(name: str) -> list[str]:
    """The words, in lower case, of a relation name written as a publisher's identifier: camelCase or PascalCase
    ("hasWonPrize", "HeldOffice"), snake, kebab or upper case ("member_of", "won-award", "BORN_IN", "HOSTED"), or a
    label of a few words all in lower case ("held office", Wikidata's "position held"); none for a name written as a
    phrase (ICEWS's "Make a visit", capitalised and spaced, or a description as long as "fight with artillery and
    tanks"), which is read by its phrase (`name_forms`)."""
    if " " in name and not (name.islower() and len(name.split()) <= LABEL_WORDS):
        return []
    if not (" " in name or "_" in name or "-" in name or _CAMEL.search(name) or name.islower() or name.isupper()):
        return []  # one capitalised word ("Accuse"): a phrase's verb
    words = [w.lower() for part in _SEPARATORS.split(name) for w in _CAMEL.sub(" ", part).split()]
    if (said := LABELS.get(" ".join(words))) is not None:
        return identifier_words(said)  # "spouse": married to
    if " " in name and len(words) == 2 and is_participle(words[1]) and not is_participle(words[0]):
        return [words[1], words[0]]  # a label of a noun and its participle ("award received"): the verb first
    return words


def doer_opened(words: list[str]) -> bool:
    """Whether a camelCase name's words open with the noun of its doer's kind before its verb in its tense
    ("countryWonEurovision", "filmWon", "filmNominatedFor"): a word in its own form that may be a noun, then a verb
    inflected; never a verb before it ("hostCityOf", "beatTeam": their second word is in its own form)."""
    if len(words) < 2 or verb_lemma(words[0]) != words[0] or not is_nominal(words[0]):
        return False
    return verb_lemma(words[1]) != words[1] and is_verb(verb_lemma(words[1]))


def camel_forms(name: str) -> list[tuple[str, ...]]:
    """ "hasWonPrize" -> (win, prize); "playsFor" -> (play, +for) and (play); "wasBornIn" -> (bear, +in) and
    (bear): the auxiliary dropped, the verb as its lemma, a preposition at the end as its particle (or left
    out, as questions often do: "Where was X born?"); "owns" -> (own); a name opened by the noun of its doer's kind
    before a verb said in its tense ("countryWonEurovision") is said by the verb on too (win, eurovision), the
    graph telling it from a relation of that name (`relation.by_the_graph`: a country won, an act won). Not such a
    name (ICEWS's are written in words, capitalised): none."""
    words = _camel_words(name)
    if not words:
        return []
    doer = doer_opened(words)
    words[0] = verb_lemma(words[0])
    if doer:  # "countryWonEurovision": the noun of its doer's kind, then its verb in its tense
        words[1] = verb_lemma(words[1])
    content = [w for w in words if w not in FUNCTION_WORDS]
    if not content:
        return []
    forms = [tuple(content)]
    if words[-1] in FUNCTION_WORDS and len(words) > 1 and words[-2] not in FUNCTION_WORDS:
        forms.insert(0, (*content, "+" + words[-1]))
    if doer:  # said "won Eurovision", "nominated for" too
        forms = [f[1:] for f in forms] + forms
    return forms


def said_words(name: str, toks: list[Token]) -> set[str]:
    """The words a camelCase name says, as `said_in_full` compares them: its content words (`camel_forms`), and a
    word of degree it holds ("wonMostSeatsIn": most) where the question says it right before the name's next word
    ("won the most seats", never "won seats in the most elections": there a word no question says, so the name is
    not said in full)."""
    forms = camel_forms(name)
    if not forms:
        return set()
    words = _camel_words(name)
    out = set(forms[-1])
    for at, w in enumerate(words[:-1]):
        if w in DEGREE_WORDS:
            nxt = words[at + 1]
            said = any(t.low == w and nxt in {u.low, *lemmas(u.text)} for t, u in pairwise(toks))
            out.add(w if said else f"{w} {nxt}")
    return out


def named_by_its_place(name: str) -> bool:
    """ "inGovernment": a camelCase name that opens with a preposition and says no verb, only where its head is
    (the government of a country, its tail): "in Austria's government" is in the government of Austria."""
    words = _camel_words(name)
    return len(words) >= 2 and words[0] in FUNCTION_WORDS and all(w not in FUNCTION_WORDS for w in words[1:])


def doer_kind(name: str) -> str | None:
    """ "countryWonEurovision", "filmWon": the noun of its doer's kind that opens a name before a verb said in its
    tense (`doer_opened`: "country", "film"), as `camel_forms` reads it; None of any other name."""
    words = _camel_words(name)
    return words[0] if doer_opened(words) else None


def tail_kind(name: str) -> str | None:
    """ "nominatedForFilm", "wonForFilm": the noun that closes a camelCase name after its preposition, the kind of
    its tail ("film"), never of who did it; None of any other name."""
    words = _camel_words(name)
    if len(words) < 3 or words[-2] not in FUNCTION_WORDS or words[-1] in FUNCTION_WORDS:
        return None
    return words[-1] if is_nominal(words[-1]) else None


def opened_by_its_doer(relation: str, other: str) -> bool:
    """Whether `other` is `relation` opened by the noun of its doer's kind: its name opens with that noun
    (`doer_opened`) and, without it, says the very words `relation` says ("filmWon": win, as "won";
    "countryWonEurovision": win eurovision; "filmNominatedFor": nominate, as "nominatedAt" said without its
    preposition)."""
    forms, words = camel_forms(relation), identifier_words(other)
    if not forms or doer_opened(identifier_words(relation)) or not doer_opened(words):
        return False
    return set(forms[-1]) == set(camel_forms(other)[-1]) - {words[0]}


def titled(name: str) -> bool:
    """ "ambassadorTo", "representativeTo": a name that is its holder's title and a preposition, whose title names the
    fact's head ("the UN ambassador": who is ambassador to the UN); also after one word that qualifies the title
    ("euCommissionerFrom": the German EU commissioner is the commissioner from Germany)."""
    words = _camel_words(name)
    return len(words) in (2, 3) and words[-2] in HEAD_TITLES and words[-1] in FUNCTION_WORDS


def title_side(name: str) -> str | None:
    """The side a relation's name names when it is its holder's title (`titled`): the head."""
    return "head" if titled(name) else None


def titles_otherwise(name: str) -> list[tuple[str, ...]]:
    """ "representativeTo": also "ambassador to", "envoy to" (`relations.title_nouns_otherwise`): a name that is its
    holder's title and a preposition, said by the other titles people give that holder."""
    words = _camel_words(name)
    if len(words) != 2 or words[-1] not in FUNCTION_WORDS:
        return []
    return [form for t in TITLES_OTHERWISE.get(words[0], ()) for form in ((t, "+" + words[-1]), (t,))]


def _members_said(forms: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """ "juryVoteFor": also "juror vote for" (`relations.body_members`): a name opened by a body, its doing said of
    one of the body's members; "squadMemberOf": also "squad" (`relations.member_words`), the body alone."""
    bodies = [f[:1] for f in forms if len(f) == 2 and f[1] in MEMBER_WORDS]
    return [(m, *f[1:]) for f in forms if len(f) > 1 for m in BODY_MEMBERS.get(f[0], ())] + bodies[:1]


def _camel_words(name: str) -> list[str]:
    """A camelCase name's words in lower case, its auxiliary dropped ("isOwnedBy": owned, by); none for a name
    written in words (ICEWS's, capitalised)."""
    words = identifier_words(name)
    while len(words) > 1 and words[0] in CAMEL_AUXILIARIES:
        words = words[1:]
    return words


@lru_cache(maxsize=4096)
def said_in_name(name: str) -> frozenset[str]:
    """The words a relation's name says, in lower case ("wonWorldCup": won, world, cup; "Meet at a 'third'
    location": meet, at, ...)."""
    return frozenset(identifier_words(name) or (w.lower() for w in name.split()))


def unsaid(words: frozenset[str], relations: tuple[str, ...]) -> frozenset[str]:
    """`words` less those the relations' own names say: "at" ends no phrase of "Meet at a 'third' location"."""
    return words.difference(*(said_in_name(r) for r in relations))


def stative_name(name: str) -> bool:
    """ "isMarriedTo", "wasBornIn": a name that says its relation with "is" / "was" and a participle says a
    state, so "X was married to Y" is no passive. So does a participle and its preposition with no copula
    ("bornIn", "affiliatedWith", "basedIn"): "Where was X born?" asks where X was born, not who bore X; a
    participle with "by" ("employedBy") is the passive's."""
    if not camel_forms(name) or passive_name(name):
        return False
    if identifier_words(name)[0] in STATIVE_COPULAS:
        return True
    words = _camel_words(name)
    if doer_opened(words):  # "raceHeldAt": the race (is) held at Y, its kind said first
        words = words[1:]
    return len(words) >= 2 and is_participle(words[0]) and words[1] in FUNCTION_WORDS and words[1] not in PASSIVE_BY


def tail_by_preposition(name: str) -> bool:
    """ "wasBornIn", "diedIn", "graduatedFrom": a camelCase name whose tail its preposition says, so the verb takes
    no object and "the birth of X" can only be X's own (X the head)."""
    words = _camel_words(name)
    return len(words) >= 2 and words[-1] in FUNCTION_WORDS and not passive_name(name)


def says_its_tail_after(name: str, noun: str, prep: str) -> bool:
    """ "memberOf", "member_of": the name is a noun and the preposition its tail follows, so "a member of X" says
    the name in its own order, X its tail (not the doer of "the birth of X", `wasBornIn`)."""
    words = _camel_words(name)
    return len(words) >= 2 and words[-1] == prep and noun.lower() in words[:-1]


def passive_name(name: str) -> bool:
    """ "poweredBy", "isOwnedBy": a name said in the passive, its head the one done to: "Y powered X" and "X was
    powered by Y" both hold the fact X poweredBy Y."""
    words = _camel_words(name)  # the copulas ("is") are among the auxiliaries dropped
    return len(words) == 2 and words[1] in PASSIVE_BY and is_participle(words[0])


@lru_cache(maxsize=50_000)
def verb_lemma(word: str) -> str:
    """The verb a word is a form of ("won" -> win, "plays" -> play), or the word."""
    verbs = sorted(v for v in lemmas(word) if v != word and is_verb(v))
    return verbs[0] if verbs else word


def said_otherwise(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A lexicon phrase and, when it has more than its verb ("sign deal", "break tie"), the same with its
    frame verb said another way ("conclude a deal", "sever ties"); a verb alone ("sign") keeps to itself, as
    a synonym alone ("conclude", "call") says too little."""
    return _nouns_otherwise([words, *(frame_verb_otherwise(words) if len(words) >= 2 else [])])


def frame_verb_otherwise(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The phrase with its first word, a CAMEO frame verb, said each other way (`FRAME_SYNONYMS`)."""
    return [said + words[1:] for said in FRAME_SYNONYMS.get(words[0], ())] if words else []


def _nouns_otherwise(forms: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The forms and each with one of its nouns said another way (`NAME_NOUNS`), without repeats."""
    out = list(forms)
    for words in forms:
        for k, w in enumerate(words):
            out += [(*words[:k], other, *words[k + 1 :]) for other in NAME_NOUNS.get(w, ())]
    return list(dict.fromkeys(out))


def alternatives(name: str) -> list[str]:
    """A name that lists alternatives, one phrase per alternative: "Mobilize or increase armed forces" is
    also "Mobilize armed forces" and "increase armed forces"; "Accuse of crime, corruption" is also "Accuse
    of corruption". The list is the run of one-word items around its first "or" (else its last comma). Not
    for a name that asks "others" ("urged others to negotiate with X" leaves unsaid whom)."""
    words = name.split()
    if set(words) & set(ASKS_OTHERS):
        return []
    ors = [k for k, w in enumerate(words) if w in ALTERNATIVES]
    if ors:
        start = ors[0] - 1
        last = start + 2
    else:
        commas = [k for k, w in enumerate(words) if w.endswith(",")]
        if not commas:
            return []
        start, last = commas[-1], commas[-1] + 1
    if start < 0 or last >= len(words):
        return []
    while start > 0 and words[start - 1].endswith(","):
        start -= 1
    items = [w.rstrip(",") for w in words[start : last + 1] if w not in ALTERNATIVES]
    out = [" ".join([*words[:start], item, *words[last + 1 :]]) for item in items]
    # one word alone ("withdraw" of "Expel or withdraw") says too little; a light verb with one noun ("conduct
    # strike") is the noun's
    out = [
        text
        for text in out
        if len(words_of := content_lemmas(text)) >= 2 and not (len(words_of) == 2 and words_of[0] in LIGHT_VERBS)
    ]
    left = _ALTERNATIVE.split(name, maxsplit=1)[0]
    if ors and "," not in left and len(content_lemmas(left)) >= 3:
        out.append(left)  # the alternatives are phrases: "Impose state of emergency or martial law"
    return out


def opened_among(relations: Sequence[str]) -> list[str]:
    """Those of relations one wording says that are another of them opened by the noun of their doer's kind
    ("teamWonRace" beside "wonRace", "filmWon" beside "won")."""
    return [c for c in relations if any(opened_by_its_doer(plain, c) for plain in relations if plain != c)]


def plain_doers(relations: tuple[str, ...], toks: list[Token]) -> list[str]:
    """Of relations one wording says, those not opened by the noun of their doer's kind where a plain one says the
    same ("wonRace" of "teamWonRace", "manufacturerWonRace"): what "who" asks, no such kind said among the question's
    words or their lemmas; all of them where none is so opened or its kind is said."""
    said = {w for t in toks for w in (t.low, *lemmas(t.low))}
    opened = opened_among(relations)
    if not opened or any(doer_kind(c) in said for c in opened):
        return list(relations)
    return [c for c in relations if c not in opened]
