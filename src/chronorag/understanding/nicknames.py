"""A thing's nickname said for it as one of its kind ("Who won the Oscar for Best Original Score for 2008?", "How
many Oscars did Parasite win?"): read as its plain word ("award", `names.nicknames`) where the graph's names hold
the words the nickname stands for ("92nd Academy Awards": an Academy Awards graph), of the one loaded graph that
holds them. A nickname inside a longer name is the name's: a capitalised word after it ("Oscar Hammerstein II"),
or a capitalised article before it ("The Oscar", a film), is no nickname. A nickname may be of several words ("a
Grand Slam title": a major, where the graph's names hold "wimbledon"), the longest said read first.
"""

from __future__ import annotations

from dataclasses import dataclass

from chronorag.algebra.terms import Query
from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import list_table, word_class
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_nominal

NICKNAMES = list_table("names", "nicknames")
LASTING = "of days"  # a nickname's third word: a thing that lasts days (a tournament), no day's event
ARTICLES = word_class("common", "articles")
LONGEST = max(len(k.split()) for k in NICKNAMES)  # the most words a nickname is said by


@dataclass(frozen=True)
class Said:
    """A nickname said: its words toks[i:j], as the table writes them."""

    i: int
    j: int
    key: str


def nicknames_said(toks: list[Token]) -> list[Said]:
    """The nicknames the tokens say, left to right, each its longest form ("Grand Slams" before "Slams")."""
    out, i = [], 0
    while i < len(toks):
        for n in range(min(LONGEST, len(toks) - i), 0, -1):
            if (key := " ".join(t.low for t in toks[i : i + n])) in NICKNAMES:
                out.append(Said(i, i + n, key))
                i += n
                break
        else:
            i += 1
    return out


@dataclass(frozen=True)
class Nicknamed:
    question: str  # the question with each nickname said by its plain word
    note: str  # what was read so
    plain: frozenset[str] = frozenset()  # the plain words said for them
    lasting: bool = False  # one of them is of days (a tournament): its facts' day is its first, not the one asked

    def kept(self, plan: EventPlan | Query) -> EventPlan | Query:
        """The plan read with the plain words, where it leaves no other noun or adjective unread ("How many Grand
        Slam matches did X win?" is no count of "major" titles with "matches" left; "finally" may pass) and, of a
        thing of days (`LASTING`), asks no day (its facts may be dated by its first day, not the day of what is asked
        of it); else a refusal saying so."""
        left = [w for w in plan.ignored if w.lower() not in self.plain and is_nominal(w)]
        if left:
            raise PlanningError(f"read by its nickname, the question leaves {', '.join(map(repr, left))} unread")
        asks = plan.answer_type if isinstance(plan, EventPlan) else plan.asks
        if self.lasting and asks == "time" and plan.granularity == "day":
            raise PlanningError("read by its nickname, the question asks a day its facts may not tell")
        return plan


def nicknamed(question: str, names: NameIndex) -> Nicknamed | None:
    """The question with the graph's nicknames said by their plain words; None where it says none of them."""
    toks = tokenize(question)
    said = [s for s in nicknames_said(toks) if _said_as_one(toks, s) and _holds(names, NICKNAMES[s.key][1])]
    if not said:
        return None
    text = question
    for s in reversed(said):
        text = text[: toks[s.i].start] + NICKNAMES[s.key][0] + text[toks[s.j - 1].end :]
    read = ", ".join(
        dict.fromkeys(f"{question[toks[s.i].start : toks[s.j - 1].end]!r} as {NICKNAMES[s.key][0]!r}" for s in said)
    )
    plain = frozenset(NICKNAMES[s.key][0] for s in said)
    lasting = any(LASTING in NICKNAMES[s.key][2:] for s in said)
    return Nicknamed(text, f"read {read}: the graph's names hold {NICKNAMES[said[0].key][1]!r}", plain, lasting)


def _said_as_one(toks: list[Token], s: Said) -> bool:
    """A nickname is a name: written with a capital ("slam" is a verb: "Bahceli slams the government"), and not a
    word of a longer name."""
    return toks[s.i].is_capitalised and not _in_a_name(toks, s)


def _in_a_name(toks: list[Token], s: Said) -> bool:
    """A word of a longer name: a capitalised word after it, or a capitalised article opening the name before it
    (not the question's first word)."""
    after = toks[s.j] if s.j < len(toks) else None
    before = toks[s.i - 1] if s.i > 0 else None
    if after is not None and after.is_word and after.is_capitalised:
        return True
    return before is not None and before.i > 0 and before.low in ARTICLES and before.is_capitalised


def _holds(names: NameIndex, words: str) -> bool:
    """Whether a name of the graph holds the words (in any case)."""
    if names.lowered is None:
        names.lowered = [name.lower() for name in names.names]
    return any(words in name for name in names.lowered)
