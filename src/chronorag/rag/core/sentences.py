"""A fact as a sentence, for readers and for models: "China made a visit to Japan on 2013-05-08", "Luís Figo played
for Real Madrid C.F. from 2000 to 2005".

The most frequent ICEWS / CAMEO relations (nine facts in ten of MultiTQ's graph) and YAGO11k's are said by a phrase
of their own, in the past tense and ending where the tail follows; any other relation by its own words, split at
its capitals (`playsFor`: "plays for") with the first put in the past tense ("played for"), so a graph never seen
reads as well as its relation names allow, with no data added.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas, getInflection

PAST: dict[str, str] = {
    # ICEWS / CAMEO
    "Make statement": "made a statement about",
    "Consult": "consulted",
    "Express intent to meet or negotiate": "expressed the intent to meet or negotiate with",
    "Make an appeal or request": "made an appeal or request to",
    "Make a visit": "made a visit to",
    "Host a visit": "hosted a visit by",
    "Arrest, detain, or charge with legal action": "arrested, detained or charged",
    "Praise or endorse": "praised or endorsed",
    "Criticize or denounce": "criticized or denounced",
    "Accuse": "accused",
    "Engage in negotiation": "engaged in negotiation with",
    "Sign formal agreement": "signed a formal agreement with",
    "Express intent to cooperate": "expressed the intent to cooperate with",
    "Engage in diplomatic cooperation": "engaged in diplomatic cooperation with",
    "Express intent to engage in diplomatic cooperation (such as policy support)": (
        "expressed the intent to engage in diplomatic cooperation with"
    ),
    "Use conventional military force": "used conventional military force against",
    "Use unconventional violence": "used unconventional violence against",
    "Demand": "made a demand of",
    "Investigate": "investigated",
    "fight with small arms and light weapons": "fought with small arms and light weapons against",
    "Reject": "rejected",
    "Make optimistic comment": "made an optimistic comment about",
    "Discuss by telephone": "discussed by telephone with",
    "Make pessimistic comment": "made a pessimistic comment about",
    "Threaten": "threatened",
    "Engage in symbolic act": "engaged in a symbolic act towards",
    "Demonstrate or rally": "demonstrated or rallied against",
    "Appeal for diplomatic cooperation (such as policy support)": "appealed for diplomatic cooperation to",
    "Meet at a 'third' location": "met at a third location with",
    "Return, release person(s)": "returned or released persons to",
    "Abduct, hijack, or take hostage": "abducted, hijacked or took hostage",
    "Provide humanitarian aid": "provided humanitarian aid to",
    "Make empathetic comment": "made an empathetic comment about",
    "Confiscate property": "confiscated property of",
    "Deny responsibility": "denied responsibility towards",
    "Protest violently, riot": "protested violently against",
    "Reduce relations": "reduced relations with",
    "Physically assault": "physically assaulted",
    "Provide aid": "provided aid to",
    "Expel or deport individuals": "expelled or deported individuals to",
    "Cooperate economically": "cooperated economically with",
    "Occupy territory": "occupied territory of",
    "Impose embargo, boycott, or sanctions": "imposed an embargo, a boycott or sanctions on",
    "Bring lawsuit against": "brought a lawsuit against",
    "Provide economic aid": "provided economic aid to",
    "Express intent to cooperate economically": "expressed the intent to cooperate economically with",
    "Impose administrative sanctions": "imposed administrative sanctions on",
    "Provide military aid": "provided military aid to",
    "Cooperate militarily": "cooperated militarily with",
    "Grant diplomatic recognition": "granted diplomatic recognition to",
    # YAGO11k
    "playsFor": "played for",
    "isMarriedTo": "was married to",
    "isAffiliatedTo": "was affiliated to",
    "owns": "owned",
    "worksAt": "worked at",
    "hasWonPrize": "won",
    "created": "created",
    "graduatedFrom": "graduated from",
    "wasBornIn": "was born in",
    "diedIn": "died in",
}

_CAPITAL = re.compile(r"(?<=[a-z])(?=[A-Z])")


@lru_cache(maxsize=4096)
def past_phrase(relation: str) -> str:
    """The relation in the past tense, ending where the tail follows: its own phrase, else its words with the first
    put in the past tense when it is a verb ("Accuse": "accused", "playsFor": "played for")."""
    if relation in PAST:
        return PAST[relation]
    words = _CAPITAL.sub(" ", relation.replace("_", " ")).split()
    if not words:
        return relation
    first = words[0].lower()
    lemma = next(iter(getAllLemmas(first).get("VERB", ())), None)
    past = getInflection(lemma, tag="VBD") if lemma else ()
    return " ".join([past[0] if past else first, *(w if w.isupper() else w.lower() for w in words[1:])])


def dated_sentence(head: str, relation: str, tail: str, day: str) -> str:
    """ "China made a visit to Japan on 2013-05-08"."""
    return f"{head} {past_phrase(relation)} {tail} on {day}"


def interval_sentence(head: str, relation: str, tail: str, start: str, end: str | None, kind: str) -> str:
    """ "X played for Y from 1999 to 2003"; an event, an instant or a state of one period: "in 1999" ("on" a day);
    an open end: "from 1999 (end unknown)"."""
    said = f"{head} {past_phrase(relation)} {tail}"
    if kind != "state" or end == start:
        return f"{said} {_at(start)}"
    if end is None:
        return f"{said} from {start} (end unknown)"
    return f"{said} from {start} to {end}"


def _at(when: str) -> str:
    """'on 1912-01-11' for a day, 'in 1952' / 'in 1952-03' for a year or a month."""
    return f"on {when}" if when.count("-") - when.startswith("-") == 2 else f"in {when}"
