"""Verb phrases -> ICEWS (CAMEO) relations, matched on lemmas so tense, number and spelling do not matter.

Two sources, both read as content-word lemma sequences (articles, prepositions and other function
words between them are skipped): the graph's own relation names ("Make statement" matches "made a
statement") and this module's lexicon of how people say the frequent relations ("slammed", "paid a
visit to", "welcomed"). A pattern marked `~` names the relation from the other side ("suffered violence
from X": X is the head). A phrase that several relations share is a refusal unless the anchor entity
takes part in only one of them. This table is the parser's own; the question generator has another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import lemmas

LEXICON: dict[str, tuple[str, ...]] = {
    "Make statement": (
        "make statement",
        "issue statement",
        "release statement",
        "comment on",
        "remark on",
        "~receive statement",
        "~hear statement",
    ),
    "Consult": ("consult", "confer", "hold consultation", "have consultation", "discuss"),
    "Consult|Meet at a 'third' location": ("meet", "hold meeting", "have meeting", "meeting"),
    "Express intent to meet or negotiate": (
        "say want meet",
        "say wish meet",
        "say hope meet",
        "express hope meet",
        "want meet",
        "wish meet",
        "express intent meet",
        "express intention meet",
        "express desire meet",
        "express wish meet",
        "express willingness meet",
        "hope meet",
        "offer meet",
        "propose meeting",
        "seek meeting",
        "want negotiate",
        "wish negotiate",
        "express intention negotiate",
        "intend meet",
        "plan meet",
        "express willingness negotiate",
        "offer negotiate",
        "want talk",
        "propose talk",
    ),
    "Make an appeal or request": (
        "send appeal",
        "send request",
        "appeal",
        "make appeal",
        "request",
        "make request",
        "call +on",
        "call +upon",
        "urge",
        "plead",
        "petition",
        "ask",
        "~receive appeal",
        "~receive request",
    ),
    "Host a visit": ("host", "host visit", "welcome", "receive", "receive visit", "play host", "receive guest"),
    "Make a visit": ("visit", "make visit", "pay visit", "travel", "trip", "tour", "fly", "go"),
    "Arrest, detain, or charge with legal action": (
        "arrest",
        "detain",
        "charge",
        "jail",
        "imprison",
        "take custody",
        "apprehend",
        "indict",
        "lock +up",
        "detention",
    ),
    "Praise or endorse": (
        "speak praise",
        "voice support",
        "express approval",
        "heap praise",
        "praise",
        "endorse",
        "commend",
        "laud",
        "hail",
        "applaud",
        "compliment",
        "express support",
    ),
    "Criticize or denounce": (
        "give denunciation",
        "give denouncement",
        "make denunciation",
        "issue denunciation",
        "~come under criticism",
        "~face criticism",
        "criticize",
        "denounce",
        "condemn",
        "slam",
        "blast",
        "censure",
        "rebuke",
        "decry",
        "speak +out",
        "lambast",
        "chastise",
        "berate",
        "criticism",
        "condemnation",
        "denunciation",
    ),
    "Accuse": ("accuse", "blame", "accusation", "point finger"),
    "Engage in negotiation": (
        "negotiate",
        "hold talk",
        "engage negotiation",
        "hold negotiation",
        "conduct negotiation",
        "negotiation",
        "talk",
        "enter negotiation",
        "open negotiation",
        "start negotiation",
    ),
    "Express intent to cooperate": (
        "express interest cooperation",
        "express interest cooperate",
        "express intent cooperate",
        "express intention cooperate",
        "want cooperate",
        "offer cooperate",
        "pledge cooperate",
        "wish cooperate",
        "promise cooperate",
        "express willingness cooperate",
        "intend cooperate",
        "vow cooperate",
        "hope cooperate",
    ),
    "Sign formal agreement": (
        "sign agreement",
        "sign formal agreement",
        "sign deal",
        "sign accord",
        "sign treaty",
        "sign pact",
        "conclude agreement",
        "ink deal",
        "ink agreement",
        "sign memorandum",
        "sign",
    ),
    "Express intent to engage in diplomatic cooperation (such as policy support)": (
        "express intent cooperate diplomatically",
        "express intention cooperate diplomatically",
        "want cooperate diplomatically",
        "express intent engage diplomatic cooperation",
        "express intention engage diplomatic cooperation",
        "offer diplomatic cooperation",
        "pledge diplomatic cooperation",
        "offer policy support",
        "pledge policy support",
        "promise diplomatic support",
    ),
    "Use conventional military force": (
        "use conventional military force",
        "use military force",
        "attack",
        "launch attack",
        "strike",
        "military attack",
    ),
    "Engage in diplomatic cooperation": ("engage diplomatic cooperation", "cooperate diplomatically"),
    "Use unconventional violence": (
        "use unconventional violence",
        "~suffer unconventional violence",
        "commit violence",
        "unconventional violence",
    ),
    "Demand": ("demand", "make demand", "insist"),
    "Investigate": ("investigate", "probe", "launch investigation", "open investigation", "look +into"),
    "fight with small arms and light weapons": (
        "fight small arm",
        "fight small arm light weapon",
        "use small arm",
        "use small arm light weapon",
        "clash",
        "exchange fire",
        "fight",
        "shoot",
    ),
    "Reject": ("reject", "rebuff", "turn +down", "dismiss", "refuse"),
    "Make optimistic comment": (
        "make optimistic comment",
        "make optimistic remark",
        "express optimism",
        "be optimistic",
        "optimistic",
        "voice optimism",
    ),
    "Discuss by telephone": (
        "telephone conversation",
        "phone conversation",
        "have telephone conversation",
        "discuss telephone",
        "phone",
        "call",
        "telephone",
        "speak telephone",
        "speak phone",
        "talk phone",
        "phone call",
        "telephone call",
        "ring",
    ),
    "Make pessimistic comment": (
        "make pessimistic comment",
        "make pessimistic remark",
        "express pessimism",
        "be pessimistic",
        "pessimistic",
        "voice pessimism",
    ),
    "Threaten": ("threaten", "threat", "issue threat", "make threat"),
    "Meet at a 'third' location": (
        "meet third location",
        "meet neutral ground",
        "meet neutral venue",
        "meet third country",
    ),
    "Engage in symbolic act": ("engage symbolic act", "symbolic act", "symbolic gesture"),
    "Appeal for diplomatic cooperation (such as policy support)": (
        "appeal diplomatic cooperation",
        "ask policy support",
        "appeal policy support",
        "seek diplomatic cooperation",
        "seek policy support",
        "request diplomatic cooperation",
        "ask diplomatic support",
        "seek diplomatic support",
    ),
    "Demonstrate or rally": (
        "demonstrate",
        "rally",
        "protest",
        "march",
        "hold demonstration",
        "stage protest",
        "hold rally",
        "demonstration",
    ),
    "Return, release person(s)": ("release", "return", "free", "hand +over", "set free", "release people"),
    "Provide humanitarian aid": (
        "~receive humanitarian aid",
        "~receive humanitarian assistance",
        "provide humanitarian aid",
        "give humanitarian aid",
        "send humanitarian aid",
        "deliver humanitarian aid",
        "humanitarian aid",
        "humanitarian assistance",
    ),
    "Abduct, hijack, or take hostage": ("abduct", "kidnap", "hijack", "take hostage", "hold hostage", "abduction"),
    "Make empathetic comment": (
        "make empathetic comment",
        "make empathetic remark",
        "express sympathy",
        "express condolence",
        "sympathize",
        "offer condolence",
        "empathize",
    ),
    "Confiscate property": ("confiscate", "confiscate property", "seize property", "seize asset"),
    "Deny responsibility": ("deny responsibility",),
    "Reduce relations": ("reduce relation", "downgrade relation", "downgrade tie", "cut tie"),
    "Reduce or break diplomatic relations": (
        "break diplomatic relation",
        "sever diplomatic relation",
        "sever tie",
        "break tie",
        "break relation",
    ),
    "Physically assault": ("physically assault", "assault", "beat"),
    "Expel or deport individuals": ("expel", "deport", "deportation", "expulsion"),
    "Provide aid": ("~receive aid", "provide aid", "give aid", "send aid", "deliver aid", "aid"),
    "Cooperate economically": ("cooperate economically", "economic cooperation"),
    "Bring lawsuit against": ("sue", "bring lawsuit", "file lawsuit", "take court", "lawsuit"),
    "Provide economic aid": (
        "~receive economic aid",
        "provide economic aid",
        "give economic aid",
        "send economic aid",
        "economic aid",
        "economic assistance",
    ),
    "Protest violently, riot": ("riot", "protest violently", "violent protest"),
    "Occupy territory": ("occupy", "occupy territory"),
    "Impose administrative sanctions|Impose embargo, boycott, or sanctions": ("impose sanction", "sanction"),
    "Impose embargo, boycott, or sanctions": ("impose embargo", "embargo", "boycott"),
    "Threaten with military force": ("threaten military force", "threaten military action"),
    "Grant diplomatic recognition": ("recognize", "grant recognition", "grant diplomatic recognition"),
    "Apologize": ("apologize", "say sorry", "apology"),
    "Mediate": ("mediate", "broker"),
    "Employ aerial weapons": ("bomb", "air strike", "airstrike", "employ aerial weapon", "aerial attack"),
    "Express accord": ("agree", "express accord", "express agreement"),
    "Cooperate militarily": ("cooperate militarily", "military cooperation"),
    "Provide military aid": (
        "~receive military aid",
        "provide military aid",
        "give military aid",
        "send military aid",
        "military aid",
    ),
    "Complain officially": ("complain", "complain officially", "lodge complaint", "file complaint"),
    "Give ultimatum": ("give ultimatum", "issue ultimatum", "ultimatum"),
    "Assassinate": ("assassinate", "assassination"),
    "Torture": ("torture",),
    "Veto": ("veto",),
}

_SPLIT = re.compile(r"[\s,/()'-]+")  # "+on" keeps its plus


def content_lemmas(text: str) -> tuple[str, ...]:
    """A phrase as the lemma sequence matching uses: content words only, each as its first lemma form."""
    out = []
    for w in _SPLIT.split(text.lower()):
        if w and (w.startswith("+") or (w not in FUNCTION_WORDS and w not in ("such", "as"))):
            out.append(w)
    return tuple(out)


@dataclass(frozen=True)
class Pattern:
    words: tuple[str, ...]
    relations: tuple[str, ...]
    inverse: bool  # the phrase's subject is the fact's tail
    source: str  # lexicon | name


@dataclass
class RelationMatch:
    relations: tuple[str, ...]
    tokens: list[int]  # the token indices the phrase used
    inverse: bool
    words: str


class RelationLexicon:
    """The patterns for one graph's relations (names it does not know are dropped)."""

    def __init__(self, relation_names: list[str]) -> None:
        known = set(relation_names)
        self.patterns: list[Pattern] = []
        for name in relation_names:
            words = content_lemmas(name)
            if words:
                self.patterns.append(Pattern(words, (name,), False, "name"))
        for names, phrases in LEXICON.items():
            rels = tuple(n for n in names.split("|") if n in known)
            if not rels:
                continue
            for phrase in phrases:
                inverse = phrase.startswith("~")
                words = content_lemmas(phrase.lstrip("~"))
                self.patterns.append(Pattern(words, rels, inverse, "lexicon"))
        self.patterns.sort(key=lambda p: -len(p.words))

    def match(self, tokens: list[Token], allowed: set[int]) -> list[RelationMatch]:
        """Every non-overlapping phrase among the allowed tokens, longest first. Content words match by
        lemma, in order, with only function words between them; a `+word` must be the very next token."""
        seq = [t for t in tokens if t.i in allowed and t.is_word]
        used: set[int] = set()
        found: list[RelationMatch] = []
        for p in self.patterns:
            for k, first in enumerate(seq):
                if first.low in FUNCTION_WORDS:
                    continue
                ids = _match_at(seq, k, p.words)
                if ids is None:
                    continue
                same = [f for f in found if f.tokens == ids]
                if same:
                    same[0].relations = tuple(dict.fromkeys(same[0].relations + p.relations))
                    continue
                if any(i in used for i in ids):
                    continue
                found.append(RelationMatch(p.relations, ids, p.inverse, " ".join(tokens[i].text for i in ids)))
                used.update(ids)
        return sorted(found, key=lambda m: m.tokens[0])


def _match_at(seq: list[Token], k: int, words: tuple[str, ...]) -> list[int] | None:
    ids: list[int] = []
    for n, word in enumerate(words):
        if word.startswith("+"):
            if k >= len(seq) or seq[k].low != word[1:] or (ids and seq[k].i != ids[-1] + 1):
                return None
        else:
            if n > 0:
                while k < len(seq) and seq[k].low in FUNCTION_WORDS:
                    k += 1
            if k >= len(seq) or word not in lemmas(seq[k].text):
                return None
        ids.append(seq[k].i)
        k += 1
    return ids
