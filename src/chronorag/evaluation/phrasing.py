"""How the question generator says ICEWS (CAMEO) relations: its own phrase table, not the parser's.

Each relation has base-form phrases ("did X criticise Y") and past-tense phrases ("Y was criticised
by" is built from these as "X criticised Y"), each ending where the other entity follows. The question
generator draws its wording from here; the parser never reads this table (it has its own lexicon in
`understanding/relations.py`), so generated questions test the parser rather than echo it. Relations not
listed are said by their own name in lower case ("did X <relation name> Y").
"""

from __future__ import annotations

PHRASES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "Make statement": (("make a statement to", "make a statement about"), ("made a statement to",)),
    "Consult": (("consult", "consult with", "hold consultations with"), ("consulted", "consulted with")),
    "Express intent to meet or negotiate": (
        ("want to meet", "express the intention to meet with", "wish to negotiate with", "want to meet with"),
        ("wanted to meet", "expressed the intention to meet with", "wished to negotiate with"),
    ),
    "Make an appeal or request": (
        ("appeal to", "make an appeal to", "make a request to"),
        ("appealed to", "made an appeal to", "made a request to"),
    ),
    "Host a visit": (("host", "host a visit by", "receive a visit from"), ("hosted", "hosted a visit by")),
    "Make a visit": (("visit", "make a visit to", "pay a visit to"), ("visited", "made a visit to", "paid a visit to")),
    "Arrest, detain, or charge with legal action": (
        ("arrest", "detain", "charge"),
        ("arrested", "detained", "charged"),
    ),
    "Praise or endorse": (("praise", "endorse", "commend"), ("praised", "endorsed", "commended")),
    "Criticize or denounce": (
        ("criticise", "criticize", "denounce", "condemn"),
        ("criticised", "criticized", "denounced", "condemned"),
    ),
    "Accuse": (("accuse", "blame"), ("accused", "blamed")),
    "Engage in negotiation": (("negotiate with",), ("negotiated with",)),  # "held talks" is Consult as much
    "Express intent to cooperate": (
        ("express the intention to cooperate with", "want to cooperate with", "offer to cooperate with"),
        ("expressed the intention to cooperate with", "wanted to cooperate with", "offered to cooperate with"),
    ),
    "Sign formal agreement": (
        ("sign a formal agreement with", "sign an agreement with"),
        ("signed a formal agreement with", "signed an agreement with"),
    ),
    "Express intent to engage in diplomatic cooperation (such as policy support)": (
        ("express the intention to engage in diplomatic cooperation with", "offer diplomatic cooperation to"),
        ("expressed the intention to engage in diplomatic cooperation with", "offered diplomatic cooperation to"),
    ),
    "Use conventional military force": (
        ("use conventional military force against", "attack"),
        ("used conventional military force against", "attacked"),
    ),
    "Engage in diplomatic cooperation": (
        ("engage in diplomatic cooperation with", "cooperate diplomatically with"),
        ("engaged in diplomatic cooperation with", "cooperated diplomatically with"),
    ),
    "Use unconventional violence": (
        ("use unconventional violence against",),
        ("used unconventional violence against",),
    ),
    "Demand": (("make a demand of", "demand something from"), ("made a demand of", "demanded something from")),
    "Investigate": (
        ("investigate", "launch an investigation into"),
        ("investigated", "launched an investigation into"),
    ),
    "fight with small arms and light weapons": (
        ("fight with small arms against", "use small arms and light weapons against"),
        ("fought with small arms against", "used small arms and light weapons against"),
    ),
    "Reject": (("reject", "rebuff"), ("rejected", "rebuffed")),
    "Make optimistic comment": (
        ("make optimistic remarks about", "make an optimistic comment about"),
        ("made optimistic remarks about", "made an optimistic comment about"),
    ),
    "Discuss by telephone": (
        ("speak by telephone with", "talk on the phone with", "call"),
        ("spoke by telephone with", "talked on the phone with", "called"),
    ),
    "Make pessimistic comment": (
        ("make pessimistic remarks about", "make a pessimistic comment about"),
        ("made pessimistic remarks about", "made a pessimistic comment about"),
    ),
    "Threaten": (("threaten",), ("threatened",)),
    "Meet at a 'third' location": (
        ("meet at a third location with", "meet on neutral ground with"),
        ("met at a third location with", "met on neutral ground with"),
    ),
    "Engage in symbolic act": (("engage in a symbolic act towards",), ("engaged in a symbolic act towards",)),
    "Appeal for diplomatic cooperation (such as policy support)": (
        ("appeal for diplomatic cooperation from", "ask for policy support from"),
        ("appealed for diplomatic cooperation from", "asked for policy support from"),
    ),
    "Demonstrate or rally": (("demonstrate against", "rally against"), ("demonstrated against", "rallied against")),
    "Return, release person(s)": (
        ("release people to", "return people to"),
        ("released people to", "returned people to"),
    ),
    "Provide humanitarian aid": (
        ("provide humanitarian aid to", "give humanitarian aid to"),
        ("provided humanitarian aid to", "gave humanitarian aid to"),
    ),
    "Abduct, hijack, or take hostage": (("abduct", "take hostage"), ("abducted", "took hostage")),
    "Make empathetic comment": (
        ("make empathetic remarks about", "express sympathy for"),
        ("made empathetic remarks about", "expressed sympathy for"),
    ),
    "Confiscate property": (("confiscate property from",), ("confiscated property from",)),
    "Deny responsibility": (("deny responsibility towards",), ("denied responsibility towards",)),
    "Reduce relations": (("reduce relations with", "cut ties with"), ("reduced relations with", "cut ties with")),
    "Physically assault": (("physically assault", "assault"), ("physically assaulted", "assaulted")),
    "Expel or deport individuals": (
        ("expel people to", "deport people to"),
        ("expelled people to", "deported people to"),
    ),
    "Provide aid": (("provide aid to", "give aid to"), ("provided aid to", "gave aid to")),
    "Cooperate economically": (("cooperate economically with",), ("cooperated economically with",)),
    "Bring lawsuit against": (("bring a lawsuit against", "sue"), ("brought a lawsuit against", "sued")),
    "Provide economic aid": (("provide economic aid to",), ("provided economic aid to",)),
}


def base_phrases(relation: str) -> tuple[str, ...]:
    return PHRASES[relation][0] if relation in PHRASES else (relation.lower(),)


def past_phrases(relation: str) -> tuple[str, ...]:
    return PHRASES[relation][1] if relation in PHRASES else ()


def descriptions() -> list[tuple[str, str]]:
    """(phrase, relation) pairs to embed for linking: every phrase plus the relation name itself."""
    out = [(name, name) for name in PHRASES]
    for name, (base, past) in PHRASES.items():
        out += [(p, name) for p in (*base, *past)]
    return out
