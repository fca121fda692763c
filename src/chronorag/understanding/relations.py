"""Verb phrases -> ICEWS (CAMEO) relations, matched on lemmas so tense, number and spelling do not matter.

Three sources, all read as content-word lemma sequences (articles, prepositions and other function
words between them are skipped):
* the graph's own relation names ("Make statement" matches "made a statement"), also with the
  synonyms of CAMEO's frame verbs ("Appeal for economic aid" is also "asked for economic aid");
* this module's lexicon of how people say the relations ("slammed", "paid a visit to", "supported");
* intent, composed: an intent marker ("wanted to", "would like to", "expressed its intention to",
  "announced an interest in") before a base phrase names CAMEO's "Express intent to ..." relation
  of that base ("wanted to establish diplomatic cooperation" is "Express intent to engage in
  diplomatic cooperation"), so each intent wording works with every base wording.
A pattern marked `~` names the relation from the other side ("suffered violence from X": X is the
head). A phrase that several relations share is a refusal unless the anchor entity takes part in only
one of them. This table is the parser's own; the question generator has another.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from itertools import pairwise

from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal, is_participle, is_verb, lemmas

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
        "propose meeting",
        "seek meeting",
        "request meeting",
        "ask meeting",
        "ask visit",
        "propose talk",
    ),
    "Appeal for diplomatic cooperation (such as policy support)": (
        "appeal diplomatic cooperation",
        "ask policy support",
        "appeal policy support",
        "seek policy support",
        "request diplomatic cooperation",
        "ask diplomatic support",
        "seek diplomatic support",
    ),
    "Make an appeal or request": (
        "send appeal",
        "send request",
        "appeal",
        "make appeal",
        "issue appeal",
        "request",
        "make request",
        "call +on",
        "call +upon",
        "urge",
        "plead",
        "petition",
        "ask",
        "apply",
        "~receive appeal",
        "~receive request",
    ),
    "Host a visit": (
        "host",
        "host visit",
        "welcome",
        "receive",
        "receive visit",
        "play host",
        "receive guest",
        "welcome visit",
    ),
    "Make a visit": (
        "send visit",
        "visit",
        "make visit",
        "pay visit",
        "give visit",
        "grant visit",
        "visit make",
        "travel",
        "trip",
        "make trip",
        "take trip",
        "tour",
        "fly",
        "go",
    ),
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
        "support",
        "recommend",
        "endorsement",
        "give praise",
        "supporter",
        "speak highly",
        "speak +well",
        "speak approvingly",
        "~win praise",
        "~earn praise",
        "~draw praise",
        "~receive praise",
    ),
    "Criticize or denounce": (
        "lash +out",
        "give denunciation",
        "give denouncement",
        "make denunciation",
        "issue denunciation",
        "give condemnation",
        "make condemnation",
        "issue condemnation",
        "condemnation make",
        "denunciation make",
        "~come under criticism",
        "~face criticism",
        "~receive criticism",
        "~draw criticism",
        "~draw condemnation",
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
        "begin negotiation",
        "start negotiate",
        "begin negotiate",
        "come to negotiating table",  # the idiom: to agree to negotiate, and so to negotiate
        "return to negotiating table",
        "sit at negotiating table",
    ),
    "Express intent to cooperate": (
        "express cooperation",
        "offer cooperation",
        "express interest cooperation",
        "pledge cooperation",
        "promise cooperation",
    ),
    "Sign formal agreement": (
        "sign agreement",
        "sign formal agreement",
        "formal sign agreement",
        "formal sign",
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
    "Use conventional military force": (
        "use conventional military force",
        "use military force",
        "make suffer conventional military force",
        "attack conventional military force",
        "resort military force",
        "resort conventional military force",
        "~suffer conventional military force",
        "~subject conventional military force",
        "send conventional military force",
        "attack",
        "launch attack",
        "strike",
        "military attack",
    ),
    "Engage in diplomatic cooperation": (
        "engage diplomatic cooperation",
        "cooperate diplomatically",
        "work diplomatically",
        "participate diplomatic cooperation",
        "take part diplomatic cooperation",
        "join diplomatic cooperation",
        "establish diplomatic cooperation",
        "diplomatic cooperation",
    ),
    "Use unconventional violence": (
        "use unconventional violence",
        "use unconventional force",
        "make suffer unconventional violence",
        "attack unconventional violence",
        "commit unconventional violence",
        "~suffer unconventional violence",
        "~suffer unconventional force",
        "commit violence",
        "unconventional violence",
        "unconventional force",
    ),
    "Demand": ("demand", "make demand", "insist", "make demand +of"),
    "Investigate": ("investigate", "probe", "launch investigation", "open investigation", "look +into", "survey"),
    "fight with small arms and light weapons": (
        "fight small arm",
        "fight small arm light weapon",
        "use small arm",
        "use small arm light weapon",
        "use small arm light weapon attack",
        "attack small arm light weapon",
        "clash",
        "exchange fire",
        "exchange gunfire",
        "exchange small arm fire",
        "gunfight",
        "gun battle",
        "fight",
        "shoot",
    ),
    "Reject": ("reject", "rebuff", "turn +down", "dismiss", "refuse", "decline", "rejection"),
    "Make optimistic comment": (
        "make optimistic comment",
        "make optimistic remark",
        "optimistic comment",
        "optimistic remark",
        "make optimistic statement",
        "express optimism",
        "be optimistic",
        "optimistic",
        "speak optimistically",
        "voice optimism",
        "optimism",
        "~receive optimistic message",
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
        "reach telephone",
        "reach phone",
        "discuss matter phone",
        "talk phone",
        "phone call",
        "telephone call",
        "ring",
    ),
    "Make pessimistic comment": (
        "make pessimistic comment",
        "make pessimistic remark",
        "pessimistic comment",
        "pessimistic remark",
        "express pessimism",
        "be pessimistic",
        "pessimistic",
        "speak pessimistically",
        "voice pessimism",
        "pessimism",
        "make negative comment",
        "make negative remark",
        "make negative statement",
        "negative comment",
        "negative remark",
        "speak negatively",
        "say negative",
        "say something negative",
    ),
    "Threaten": ("threaten", "threat", "issue threat", "make threat"),
    "Meet at a 'third' location": (
        "meet third location",
        "meet neutral ground",
        "meet neutral venue",
        "meet third country",
    ),
    "Engage in symbolic act": ("engage symbolic act", "symbolic act", "symbolic gesture"),
    "Demonstrate or rally": (
        "stage rally",
        "rally",
        "demonstrate",
        "rally",
        "protest",
        "march",
        "hold demonstration",
        "stage protest",
        "hold rally",
        "demonstration",
    ),
    "Return, release person(s)": (
        "release",
        "return",
        "free",
        "hand +over",
        "set free",
        "release people",
        "release person",
        "repatriate",
        "repatriate people",
        "repatriate person",
    ),
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
    "Confiscate property": (
        "confiscate",
        "confiscate property",
        "seize property",
        "seize asset",
        "impound",
        "impound property",
    ),
    "Deny responsibility": ("deny responsibility",),
    "Reduce relations": ("reduce relation", "downgrade relation", "downgrade tie", "cut tie"),
    "Reduce or break diplomatic relations": (
        "break diplomatic relation",
        "sever diplomatic relation",
        "sever tie",
        "break tie",
        "break relation",
        "cut diplomatic tie",
        "cut diplomatic relation",
        "sever diplomatic tie",
        "break diplomatic tie",
    ),
    "Physically assault": ("physically assault", "assault", "beat"),
    "Expel or deport individuals": ("deport", "deportation"),
    # also "Expel or withdraw" (diplomats, journalists, peacekeepers): an expulsion alone is either
    "Expel or deport individuals|Expel or withdraw": ("expel", "expulsion", "kick +out", "throw +out"),
    "Provide aid": (
        "~receive aid",
        "provide aid",
        "give aid",
        "send aid",
        "deliver aid",
        "aid",
        "material aid",
        "provide material aid",
        "give material aid",
        "send material aid",
        "deliver material aid",
    ),
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
    "Occupy territory": ("occupy", "occupy territory", "seize territory", "capture territory"),
    "Impose administrative sanctions|Impose embargo, boycott, or sanctions": ("impose sanction", "sanction"),
    "Impose embargo, boycott, or sanctions": ("impose embargo", "embargo", "boycott"),
    "Threaten with military force": ("threaten military force", "threaten military action"),
    # CAMEO's non-force threats: said as the measures ("threatened X with non-military measures")
    "Threaten non-force": (
        "threaten non military measure",
        "threaten non violent measure",
        "threaten non force",
        "non military threat",
        "non violent threat",
        "non force threat",
    ),
    "Conduct suicide, car, or other non-military bombing": ("non military bombing", "car bombing", "car bomb"),
    "Grant diplomatic recognition": (
        "recognize",
        "grant recognition",
        "grant diplomatic recognition",
        "recognize diplomatically",
    ),
    "Apologize": ("apologize", "say sorry", "apology"),
    "Mediate": ("mediate", "broker"),
    "Use tactics of violent repression": (
        "violently repress",
        "repress violently",
        "use violent repression",
        "violent repression",
        "crack +down violently",
        "violently crack +down",
    ),
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
    "Defy norms, law": ("defy", "defiance", "flout"),
    # CAMEO's names said in everyday words
    "Engage in judicial cooperation": ("cooperate judicial matter", "cooperate legal matter"),
    "Impose restrictions on political freedoms": ("restrict political freedom",),
    "Demonstrate military or police power": ("show military power", "display military power", "show force"),
    "Provide military protection or peacekeeping": ("provide peacekeeping", "peacekeeping protection"),
    "Receive deployment of peacekeepers": ("receive peacekeeper", "take +in peacekeeper", "host peacekeeper"),
    "Retreat or surrender militarily": ("military retreat", "retreat militarily", "pull +back militarily"),
    "Rally opposition against": ("drum +up opposition",),
    "Complain officially": (
        "complain",
        "complaint",
        "official complaint",
        "complain officially",
        "lodge complaint",
        "file complaint",
        "lodge protest",
        "file protest",
        "issue protest",
        "make protest",
        "register protest",
        "lodge official complaint",
        "make official complaint",
    ),
    "Give ultimatum": ("give ultimatum", "issue ultimatum", "ultimatum"),
    "Yield": ("give +in", "cave +in", "back +down"),
    "Forgive": ("pardon",),
    # either, as the question does not say which: a refusal naming both, not "crimes" read as any crime
    "Accuse of war crimes|Accuse of human rights abuses": ("accuse crime against humanity",),
    "Assassinate": ("assassinate", "assassination"),
    "Torture": ("torture",),
    "Veto": ("veto",),
    "Coerce": ("coercion",),
    "Grant asylum": ("give asylum",),
    "Conduct strike or boycott": ("strike or boycott", "go +on strike", "labour strike", "labor strike"),
    "Defend verbally": (
        "verbal defence",
        "verbal defense",
        "come verbal defence",
        "come verbal defense",
        "come defence",  # "came to the defence of"
        "come defense",
    ),
}

# "wanted to", "would like to", "expressed its intention to", "announced an interest in", "offered to":
# a marker before a base phrase turns its relation into CAMEO's "Express intent to ..." of that base.
INTENT_MARKERS: tuple[str, ...] = (
    "want",
    "wish",
    "hope",
    "plan",
    "intend",
    "aim",
    "desire",
    "seek",
    "offer",
    "pledge",
    "promise",
    "vow",
    "propose",
    "willing",
    "ready",
    "eager",
    "keen",
    "interested",
    "express intention",
    "express intent",
    "express desire",
    "express wish",
    "express willingness",
    "express interest",
    "express hope",
    "express readiness",
    "announce intention",
    "announce intent",
    "announce interest",
    "declare intention",
    "declare intent",
    "state intention",
    "show intention",
    "show willingness",
    "show interest",
    "signal intention",
    "signal willingness",
    "indicate intention",
    "say want",
    "say wish",
    "say hope",
    "say intend",
    "say plan",
    "say ready",
    "say willing",
    "signal ready",
    "signal willing",
    "indicate ready",
    "indicate willing",
    "agree",
)
# A saying before a modal is an intent too ("said it would engage in ...", "announced that it will ..."); the
# modal is a function word, so these are lemma pairs as they stand.
MODAL_MARKERS: tuple[tuple[str, str], ...] = tuple(
    (verb, modal) for verb in ("say", "announce", "declare", "state") for modal in ("would", "will")
)
# markers that ask to meet are an intent to meet in ICEWS ("asked to meet", "requested talks")
MEETING_MARKERS: tuple[str, ...] = ("ask", "request")
# the words a marker may stand apart from its base by: "expressed [its] intention [to] [engage in] ..."
_MARKER_GAP = frozenset(
    {"to", "its", "his", "her", "their", "the", "a", "an", "in", "of", "for", "that"}  # small words
    | {"be", "is", "was", "are", "were"}  # "signalled he was ready to"
    | {"it", "they", "he", "she", "we"}  # a subject between: "said that it would ..."
)

# Base relation -> its intent relation. A base without one keeps its own relation: the graph records
# "would wish to visit X" as the visit (MultiTQ asks visits so; there is no "intent to visit" relation).
INTENT_OF: dict[str, str] = {
    "Consult": "Express intent to meet or negotiate",
    "Meet at a 'third' location": "Express intent to meet or negotiate",
    "Engage in negotiation": "Express intent to meet or negotiate",
    "Discuss by telephone": "Express intent to meet or negotiate",
    "Express intent to meet or negotiate": "Express intent to meet or negotiate",
    "Engage in diplomatic cooperation": "Express intent to engage in diplomatic cooperation (such as policy support)",
    "Express intent to cooperate": "Express intent to cooperate",
    "Cooperate economically": "Express intent to cooperate economically",
    "Cooperate militarily": "Express intent to cooperate militarily",
    "Engage in material cooperation": "Express intent to engage in material cooperation",
    "Provide aid": "Express intent to provide material aid",
    "Provide economic aid": "Express intent to provide economic aid",
    "Provide humanitarian aid": "Express intent to provide humanitarian aid",
    "Provide military aid": "Express intent to provide military aid",
    "Provide military protection or peacekeeping": "Express intent to provide military protection or peacekeeping",
    "Return, release person(s)": "Express intent to release persons or property",
    "Mediate": "Express intent to mediate",
    "Express intent to settle dispute": "Express intent to settle dispute",
    "Yield": "Express intent to yield",
    "Make a visit": "Make a visit",
    "Host a visit": "Host a visit",
    "Engage in judicial cooperation": "Express intent to cooperate on judicial matters",
    "Share intelligence or information": "Express intent to cooperate on intelligence",
    "Ease administrative sanctions": "Express intent to ease administrative sanctions",
    "Ease economic sanctions, boycott, embargo": "Express intent to ease economic sanctions, boycott, or embargo",
}
# "offered aid to X" is CAMEO's intent to provide it, and as often said of the aid given: both readings.
OFFERED_AS_GIVEN = frozenset(
    {"Provide aid", "Provide economic aid", "Provide humanitarian aid", "Provide military aid"}
)
# Bases that exist only under an intent marker: "cooperate" alone names no single relation.
INTENT_ONLY: dict[str, tuple[str, ...]] = {
    "Express intent to cooperate": ("cooperate", "cooperation", "work", "collaborate", "collaboration"),
    "Express intent to settle dispute": ("settle dispute", "resolve dispute"),
}
# CAMEO's frame verbs and how else they are said: "Appeal for X" is also "ask for X", "call for X".
FRAME_SYNONYMS: dict[str, tuple[str, ...]] = {
    "appeal": ("ask", "call", "request", "urge", "plead"),
    "demand": ("insist",),
    "reject": ("refuse", "decline", "rebuff", "turn down"),
    "threaten": ("warn",),
    "reduce": ("cut", "cut +back", "curtail", "scale +back", "scale +down", "decrease", "lower"),
    "stop": ("halt", "suspend", "cease", "end", "cut +off", "discontinue", "withdraw"),
    "halt": ("stop", "suspend", "cease", "end", "break +off", "call +off", "pull +out"),
    "break": ("sever", "cut +off", "break +off"),
    "cooperate": ("collaborate", "work +together", "partner"),
    "rally": ("mobilize", "galvanize"),
    "increase": ("raise", "boost", "heighten", "strengthen", "step +up"),
    "sign": ("conclude", "ink", "seal"),
    "ease": ("relax", "loosen", "lift", "lighten"),
    "grant": ("extend", "provide", "accord"),  # not "give": "gave recognition to its efforts" is no recognition
    "deny": ("disclaim",),
    "acknowledge": ("admit", "accept"),
    "share": ("pass", "exchange", "provide"),
    "return": ("hand +back", "give +back"),
}
# Verbs that only carry a noun of action ("made accusations against", "gave economic assistance to",
# "engaged in economic cooperation"): before a relation's phrase they belong to it and add nothing.
# (Not "take": "took aid from X" is receiving it.) The particle a verb takes before its noun, if any.
LIGHT_VERBS: dict[str, str | None] = {
    "make": None,
    "give": None,
    "conduct": None,
    "launch": None,
    "hold": None,
    "level": None,
    "lodge": None,
    "file": None,
    "issue": None,
    "undertake": None,
    "stage": None,
    "mount": None,
    "extend": None,
    "deliver": None,
    "use": None,
    "engage": "in",
    "carry": "out",
    "resort": "to",
    "step": "up",  # "stepped up its criticism of"
}
# what else may stand between a light verb and its noun: not a particle of another verb ("give in to", "give up")
_LIGHT_GAP = frozenset({"a", "an", "the", "its", "his", "her", "their", "some", "several", "any"})
PARTICLES = frozenset(p for p in LIGHT_VERBS.values() if p)
# nouns a light verb does not settle alone: a strike held or staged is a labour strike as often as a military one
# ("staged a strike or boycott" is settled by its phrase)
_NOT_LIGHT = frozenset({"strike", "strikes"})

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
    source: str  # lexicon | name | intent | framed


@dataclass
class RelationMatch:
    relations: tuple[str, ...]
    tokens: list[int]  # the token indices the phrase used
    inverse: bool
    words: str
    needs_intent: bool = False  # a base said only under an intent marker ("cooperate")
    score: float = 1.0  # 1 for the lexicon; the cosine when the similarity reader named the relation
    verb_at: int = 0  # which of the tokens is the verb: the last in a reduced passive ("a blockade imposed")

    @property
    def verb(self) -> int:
        return self.tokens[self.verb_at]

    @property
    def reduced(self) -> bool:
        """Said as its object and then the verb's participle ("sanctions eased by X"): a passive by its form."""
        return self.verb_at > 0


class RelationLexicon:
    """The patterns for one graph's relations (names it does not know are dropped)."""

    def __init__(self, relation_names: list[str]) -> None:
        known = set(relation_names)
        self.patterns: list[Pattern] = []
        forms = {name: _name_forms(name) for name in relation_names}
        for name, name_forms in forms.items():
            self.patterns += [Pattern(words, (name,), False, "name") for words in name_forms]
        for names, phrases in LEXICON.items():
            rels = tuple(n for n in names.split("|") if n in known)
            if not rels:
                continue
            for phrase in phrases:
                inverse = phrase.startswith("~")
                for words in _said_otherwise(content_lemmas(phrase.lstrip("~"))):
                    self.patterns.append(Pattern(words, rels, inverse, "lexicon"))
        for rel, phrases in INTENT_ONLY.items():
            if rel in known:
                self.patterns += [Pattern(content_lemmas(p), (rel,), False, "intent") for p in phrases]
        self.intent_of = {base: rel for base, rel in INTENT_OF.items() if rel in known}
        self.composed = _composed(forms)
        self.composed |= {
            (frame, base): rel
            for base, frames in COMPOSED.items()
            for frame, rel in frames.items()
            if rel in known and base in known
        }
        for base, (phrases, frames) in FRAMED.items():
            framed = {frame: rel for frame, rel in frames.items() if rel in known}
            if not framed:
                continue
            self.patterns += [
                Pattern(w, (f"@{base}",), False, "framed") for p in phrases for w in _said_otherwise(content_lemmas(p))
            ]
            if "intent" in framed:
                self.intent_of[f"@{base}"] = framed.pop("intent")
            self.composed |= {(frame, f"@{base}"): rel for frame, rel in framed.items()}
        self.patterns = [p for p in self.patterns if p.words]
        self.patterns += [  # "a blockade imposed on X by Y", "military aid provided by X": the object, then the verb
            Pattern((*p.words[1:], p.words[0]), p.relations, False, "reduced")
            for p in self.patterns
            if p.source in ("name", "lexicon")
            and len(p.words) > 1
            and not p.inverse
            and not any(w.startswith("+") for w in p.words)
            and is_verb(p.words[0])
            and all(is_nominal(w) for w in p.words[1:])  # its object: "violently repressed" is no reduced passive
        ]
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
        said_so = [content_lemmas(m) for m in INTENT_MARKERS]  # "signalled its intention", "... its intent"
        said_so += [tuple("intent" if w == "intention" else w for w in m) for m in said_so]
        said_so += [("voice", *m[1:]) for m in said_so if m[0] == "express"]  # "voiced its intention to"
        said_so += list(MODAL_MARKERS)
        self._markers = sorted(dict.fromkeys(said_so), key=lambda m: -len(m))
        self._meeting_markers = [content_lemmas(m) for m in MEETING_MARKERS]
        said = {w.lstrip("+") for p in self.patterns for w in p.words} | {w for m in self._markers for w in m}
        # a verb only ever said with its particle ("step up", "kick out") is no relation word without it (the
        # particles stay: "hit back at")
        with_particle = {w for p in self.patterns for w, nxt in pairwise(p.words) if nxt.startswith("+")}
        alone = {w for p in self.patterns for w, nxt in pairwise((*p.words, "")) if not nxt.startswith("+")}
        alone |= {w for m in self._markers for w in m} | {w[1:] for p in self.patterns for w in p.words if w[:1] == "+"}
        said -= with_particle - alone
        self.vocabulary = frozenset(said - FUNCTION_WORDS)  # the words only a relation explains

    def match(
        self, tokens: list[Token], allowed: set[int], transparent: AbstractSet[int] = frozenset()
    ) -> list[RelationMatch]:
        """Every non-overlapping phrase among the allowed tokens, longest first. Content words match by
        lemma, in order, with only function words between them; a `+word` must be the very next token.
        A phrase after an intent marker names its intent relation and takes the marker's words too; the
        `transparent` tokens (read elsewhere: "first", a name) may stand between marker and phrase."""
        seq = [t for t in tokens if t.i in allowed and t.is_word]
        order = self._order
        tries: list[tuple[int, int, Pattern]] = []
        participles = {v for t in seq if is_participle(t.low) for v in lemmas(t.text)}
        reduced: dict[str, list[Pattern]] = defaultdict(list)
        for v in participles:
            for p in self._reduced.get(v, ()):
                reduced[p.words[0]].append(p)
        for k, first in enumerate(seq):
            for lemma in lemmas(first.text):
                for p in (*self._by_first.get(lemma, ()), *reduced.get(lemma, ())):
                    if first.low in FUNCTION_WORDS and first.low not in p.words:
                        continue
                    tries.append((order[id(p)], k, p))
        used: set[int] = set()
        found: list[RelationMatch] = []
        for _, k, p in sorted(tries, key=lambda x: (x[0], x[1])):
            ids = _match_at(seq, k, p.words)
            if ids is None or (p.source == "reduced" and not _participle_after(tokens, ids)):
                continue
            same = [f for f in found if f.tokens == ids]
            if same:
                same[0].relations = tuple(dict.fromkeys(same[0].relations + p.relations))
                continue
            if any(i in used for i in ids):
                continue
            words = " ".join(tokens[i].text for i in ids)
            verb_at = len(ids) - 1 if p.source == "reduced" else 0
            found.append(RelationMatch(p.relations, ids, p.inverse, words, p.source == "intent", verb_at=verb_at))
            used.update(ids)
        found.sort(key=lambda m: m.tokens[0])
        for m in found:
            _light_verb(tokens, allowed, m, used)
        self._compose(tokens, allowed, found)
        _received(tokens, allowed, found)
        for m in list(found):
            if m in found:
                self._intent(tokens, allowed, m, found, transparent)
        for m in found:  # a framed phrase no frame took names nothing
            m.relations = tuple(r for r in m.relations if not r.startswith("@"))
        return [m for m in found if m.relations]

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
            that = asking and said == ["that"]  # "demanded that X yield"
            joined = that or all(w in _COMPOSE_GAP for w in said)
            nominal = not said and is_nominal(tokens[b.tokens[0]].text)  # "demanded the resignation of X"
            appeal = _APPEAL in a.relations and said[-1:] in (["for"], ["to"], ["on"])
            appeal = appeal or (bool(set(a.relations) & _PROTESTS) and said[-1:] == ["for"])
            if not (appeal or that or (nominal and asking)):
                joined = joined and said[-1:] == ["to"] and "for" not in said and "on" not in said
            names = {c for f in a.relations for r in b.relations if (c := self.composed.get((f, r)))}
            if any(" others " in c for c in names) and all(i in allowed for i in range(a.tokens[-1] + 1, b.tokens[0])):
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
    ) -> None:
        """Turn `m` into its intent relation when an intent marker stands right before it. A marker word that
        was also read as a phrase of its own ("asked" as a request, "offered") is the marker here."""
        meeting = "Express intent to meet or negotiate" in {self.intent_of.get(r) for r in m.relations}
        markers = self._markers + (self._meeting_markers if meeting else [])
        used = {i for f in found if f is not m for i in f.tokens}
        marker = self._marker_before(tokens, allowed, m.tokens[0], set(), markers, transparent)
        if marker is not None and set(marker) & used:
            inside = [f for f in found if f is not m and set(f.tokens) & set(marker)]
            if all(set(f.tokens) <= set(marker) for f in inside) and any(self.intent_of.get(r) for r in m.relations):
                for f in inside:
                    found.remove(f)
            else:
                marker = None
        if marker is None:
            if m.needs_intent:
                m.relations = ()  # "cooperate" alone: no relation says only that
            return
        intents = tuple(dict.fromkeys(self.intent_of[r] for r in m.relations if r in self.intent_of))
        if not intents:
            return  # "offered to investigate": the marker is not ours to read; it stays unplaced
        if set(intents) == set(m.relations) and any(tokens[i].low in ("would", "will") for i in marker):
            return  # "said it would visit": the saying's date is not the visit's; it stays unplaced
        offered = [r for r in m.relations if r in OFFERED_AS_GIVEN]
        if offered and len(marker) == 1 and "offer" in lemmas(tokens[marker[0]].text):
            intents = (*intents, *offered)  # "offered aid": promised or given; the graph may tell which
        m.relations = intents
        m.tokens = sorted(m.tokens + marker)
        m.words = " ".join(tokens[i].text for i in m.tokens)

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
        while k >= 0 and (tokens[k].low == "to" or k in transparent):
            k -= 1
        if k < 1 or tokens[k].low != "like" or k not in allowed or k in used:
            return None
        w = k - 1
        while w > 0 and w not in allowed and k - w <= 6:  # the subject between: "would Iraq like"
            w -= 1
        if tokens[w].low in ("would", "'d") and w in allowed and w not in used:
            return [w, k]
        return None


# Nouns of CAMEO's names people say otherwise ("cut military aid" for "Reduce or stop military assistance",
# "raised the alert level", "insisted on talks"), in names and lexicon phrases.
NAME_NOUNS: dict[str, tuple[str, ...]] = {
    "assistance": ("aid",),
    "aid": ("assistance", "help"),
    "status": ("level",),
    "negotiation": ("talks",),
    "assault": ("abuse",),
}


def _name_forms(name: str) -> list[tuple[str, ...]]:
    """A relation name as lemma sequences: itself (also without its parenthesis, "(such as policy support)"),
    each alternative it lists on its own, and each of those with its CAMEO frame verb said another way."""
    bare = re.sub(r"\s*\([^)]*\)", "", name)
    forms: list[tuple[str, ...]] = []
    listed = re.sub(r",( or)? ", " or ", bare)  # "accuse of espionage or treason": its own list, said so
    before = bare.split(",")[0] if "," in bare and " or " not in bare else ""
    said_before = [before] if len(content_lemmas(before)) >= 2 else []  # "Impose blockade, restrict movement"
    for text in [name, bare, listed, *_alternatives(bare), *said_before]:
        words = content_lemmas(text)
        forms += [words, *_frame_verb_otherwise(words)]
        if len(words) == 2 and words[-1].endswith("ly") and words[-1] != "rally":
            forms.append((words[-1], words[0]))  # "Defend verbally" is "verbally defended" too
    return _nouns_otherwise(forms)


def _said_otherwise(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A lexicon phrase and, when it has more than its verb ("sign deal", "break tie"), the same with its
    frame verb said another way ("conclude a deal", "sever ties"); a verb alone ("sign") keeps to itself, as
    a synonym alone ("conclude", "call") says too little."""
    return _nouns_otherwise([words, *(_frame_verb_otherwise(words) if len(words) >= 2 else [])])


def _frame_verb_otherwise(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The phrase with its first word, a CAMEO frame verb, said each other way (`FRAME_SYNONYMS`)."""
    return [content_lemmas(s) + words[1:] for s in FRAME_SYNONYMS.get(words[0], ())] if words else []


def _nouns_otherwise(forms: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The forms and each with one of its nouns said another way (`NAME_NOUNS`), without repeats."""
    out = list(forms)
    for words in forms:
        for k, w in enumerate(words):
            out += [(*words[:k], other, *words[k + 1 :]) for other in NAME_NOUNS.get(w, ())]
    return list(dict.fromkeys(out))


def _alternatives(name: str) -> list[str]:
    """A name that lists alternatives, one phrase per alternative: "Mobilize or increase armed forces" is
    also "Mobilize armed forces" and "increase armed forces"; "Accuse of crime, corruption" is also "Accuse
    of corruption". The list is the run of one-word items around its first "or" (else its last comma). Not
    for a name that asks "others" ("urged others to negotiate with X" leaves unsaid whom)."""
    words = name.split()
    if "others" in words:
        return []
    if "or" in words:
        start = words.index("or") - 1
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
    items = [w.rstrip(",") for w in words[start : last + 1] if w != "or"]
    out = [" ".join([*words[:start], item, *words[last + 1 :]]) for item in items]
    # one word alone ("withdraw" of "Expel or withdraw") says too little; a light verb with one noun ("conduct
    # strike") is the noun's
    out = [
        text
        for text in out
        if len(words_of := content_lemmas(text)) >= 2 and not (len(words_of) == 2 and words_of[0] in LIGHT_VERBS)
    ]
    left = name.partition(" or ")[0]
    if "or" in words and "," not in left and len(content_lemmas(left)) >= 3:
        out.append(left)  # the alternatives are phrases: "Impose state of emergency or martial law"
    return out


_APPEAL, _DEMAND, _REFUSE = "Make an appeal or request", "Demand", "Reject"  # the frames composing most
# What CAMEO composes with a frame but never records alone: "urged X to change its policy" (Appeal for policy
# change), "offered to resign" (Express intent to change leadership), "demanded the resignation of X". Each
# phrase is read only inside its frame ("intent": after an intent marker); alone it names nothing.
FRAMED: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "policy change": (
        ("change policy", "alter policy", "policy change", "change +in policy"),
        {
            "intent": "Express intent to change policy",
            _APPEAL: "Appeal for policy change",
            _DEMAND: "Demand policy change",
            "Demonstrate or rally": "Demonstrate for policy change",
            "Protest violently, riot": "Engage in violent protest for policy change",
        },
    ),
    "leadership change": (
        ("change leadership", "leadership change", "change +in leadership", "step +down", "resign", "resignation"),
        {
            "intent": "Express intent to change leadership",
            _APPEAL: "Appeal for change in leadership",
            _DEMAND: "Demand change in leadership",
            "Demonstrate or rally": "Demonstrate for leadership change",
            "Protest violently, riot": "Engage in violent protest for leadership change",
        },
    ),
    "regime change": (
        ("change regime", "regime change", "change +in regime", "change institution", "institutional change"),
        {
            "intent": "Express intent to change institutions, regime",
            _APPEAL: "Appeal for change in institutions, regime",
            _DEMAND: "Demand change in institutions, regime",
        },
    ),
    "political reform": (
        ("political reform", "institute political reform", "reform politically"),
        {
            "intent": "Express intent to institute political reform",
            _APPEAL: "Appeal for political reform",
            _DEMAND: "Demand political reform",
        },
    ),
    "de-escalation": (
        (
            "de escalate military engagement",
            "de escalation military engagement",
            "de escalate",
            "de escalation",
            "reduce military engagement",
        ),
        {
            "intent": "Express intent to de-escalate military engagement",
            _APPEAL: "Appeal for de-escalation of military engagement",
            _DEMAND: "Demand de-escalation of military engagement",
            _REFUSE: "Refuse to de-escalate military engagement",
        },
    ),
    "mediation": (
        ("accept mediation", "agree +to mediation"),
        {
            "intent": "Express intent to accept mediation",
            _APPEAL: "Appeal to engage in or accept mediation",
            _DEMAND: "Demand mediation",
            _REFUSE: "Reject mediation",
        },
    ),
    "intelligence cooperation": (
        ("cooperate +on intelligence", "intelligence cooperation"),
        {
            "intent": "Express intent to cooperate on intelligence",
            _APPEAL: "Appeal for intelligence",
            _DEMAND: "Demand intelligence cooperation",
        },
    ),
    "rights": (
        ("respect right", "protect right", "grant right"),
        {_APPEAL: "Appeal for rights", _DEMAND: "Demand rights"},
    ),
}
# Frame and base relations CAMEO names together where the name's words differ from the base's own
# ("Threaten to reduce or break relations" drops "diplomatic"; "Appeal for release of persons or property").
COMPOSED: dict[str, dict[str, str]] = {
    "Reduce or break diplomatic relations": {"Threaten": "Threaten to reduce or break relations"},
    "Yield": {_DEMAND: "Demand that target yields"},
    # "gave in to X's demands for rights": the yielding to a demand is CAMEO's accession to it
    "Demand rights": {"Yield": "Accede to demands for rights"},
    "Demand change in leadership": {"Yield": "Accede to demands for change in leadership"},
    "Demand policy change": {"Yield": "Accede to demands for change in policy"},
    "Demand change in institutions, regime": {"Yield": "Accede to demands for change in institutions, regime"},
    "Demand political reform": {"Yield": "Accede to requests or demands for political reform"},
    **{
        base: {"Threaten": "Threaten to reduce or stop aid"}
        for base in (
            "Reduce or stop material aid",
            "Reduce or stop economic assistance",
            "Reduce or stop military assistance",
            "Reduce or stop humanitarian assistance",
        )
    },
    "Return, release person(s)": {
        _APPEAL: "Appeal for release of persons or property",
        _DEMAND: "Demand release of persons or property",
        _REFUSE: "Refuse to release persons or property",
    },
    "Mediate": {_APPEAL: "Appeal to engage in or accept mediation", _DEMAND: "Demand mediation"},
    **{
        base: {
            _APPEAL: "Appeal to others to meet or negotiate",
            _DEMAND: "Demand meeting, negotiation",
            _REFUSE: "Reject proposal to meet, discuss, or negotiate",
        }
        for base in ("Engage in negotiation", "Consult", "Meet at a 'third' location")
    },
    "Express intent to settle dispute": {
        _APPEAL: "Appeal to others to settle dispute",
        _DEMAND: "Demand settling of dispute",
        _REFUSE: "Reject plan, agreement to settle dispute",
    },
    "Share intelligence or information": {
        _APPEAL: "Appeal for intelligence",
        _DEMAND: "Demand intelligence cooperation",
    },
    "Engage in judicial cooperation": {
        _APPEAL: "Appeal for judicial cooperation",
        _DEMAND: "Demand judicial cooperation",
        _REFUSE: "Reject judicial cooperation",
    },
    "Engage in diplomatic cooperation": {
        _APPEAL: "Appeal for diplomatic cooperation (such as policy support)",
        _DEMAND: "Demand diplomatic cooperation (such as policy support)",
    },
    "Cooperate economically": {_APPEAL: "Appeal for economic cooperation"},
    "Cooperate militarily": {_APPEAL: "Appeal for military cooperation"},
    "Engage in material cooperation": {_APPEAL: "Appeal for material cooperation"},
    "Provide aid": {_APPEAL: "Appeal for aid"},
    **{
        f"Provide {kind} aid": {_APPEAL: f"Appeal for {kind} aid", _DEMAND: f"Demand {kind} aid"}
        for kind in ("economic", "military", "humanitarian")
    },
}
# CAMEO's composed names: a frame relation said before a base relation ("Refuse to" + Yield)
_FRAMES: tuple[tuple[str, str], ...] = (
    ("Refuse to ", _REFUSE),
    ("Threaten to ", "Threaten"),
    ("Appeal to ", _APPEAL),
    ("Appeal for ", _APPEAL),
)
_COMPOSE_GAP = frozenset({"to", "on", "for", "it", "its", "their", "his", "her", "them", "him"})
_FILLERS = frozenset({"the", "a", "an", "'s", "'"})  # articles, and a name's possessive: "gave in to [X's] demands"


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
            and "receive" in lemmas(tokens[a.tokens[0]].text)
            and not _words_between(tokens, allowed, a, b)
            and not b.inverse
            and not noun.endswith(("ed", "ing"))
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


_PROTESTS = frozenset({"Demonstrate or rally", "Protest violently, riot"})  # "rallied for a change of leadership"


def _composed(forms: dict[str, list[tuple[str, ...]]]) -> dict[tuple[str, str], str]:
    """(frame relation, base relation) -> the composed relation, where the rest of a composed name is one of
    the base's forms, word by word by lemma ("Appeal for easing of administrative sanctions": Ease
    administrative sanctions). A rest that fits several bases composes none of them. `forms`: every
    relation's `_name_forms`, by name."""
    by_length: dict[int, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
    for base, said in forms.items():
        for x in said:
            by_length[len(x)].append((base, x))
    out: dict[tuple[str, str], str] = {}
    for name in forms:
        for prefix, frame in _FRAMES:
            if not name.startswith(prefix) or frame not in forms or "others" in name:
                continue
            rest = _name_forms(name[len(prefix) :])
            bases = {b for y in rest for b, x in by_length[len(y)] if b != name and _same(x, y)}
            if len(bases) == 1:
                out[(frame, bases.pop())] = name
    return out


def _same(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    return len(x) == len(y) and all(lemmas(a) & lemmas(b) for a, b in zip(x, y, strict=True))


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
    used.add(k)


def _participle_after(tokens: list[Token], ids: list[int]) -> bool:
    """A reduced passive's verb: a past participle right after its object ("sanctions eased", not "sanctions
    that X eased", where the doer comes between)."""
    return ids[-1] == ids[-2] + 1 and is_participle(tokens[ids[-1]].low)


def _match_at(seq: list[Token], k: int, words: tuple[str, ...]) -> list[int] | None:
    ids: list[int] = []
    for n, word in enumerate(words):
        if word.startswith("+"):
            if k >= len(seq) or seq[k].low != word[1:] or (ids and seq[k].i != ids[-1] + 1):
                return None
        else:
            if n > 0:
                while k < len(seq) and seq[k].low in FUNCTION_WORDS and seq[k].low not in words:
                    k += 1
            if k >= len(seq) or word not in lemmas(seq[k].text):
                return None
        ids.append(seq[k].i)
        k += 1
    return ids
