"""Words before the noun asked that the names of what is asked say: "Which whip posts did Alan Howarth hold?",
"How many Secretary of State posts did Kenneth Clarke hold?".

Left unread, such words were ignored, and every office of the anchor was listed or counted (5 for 2, 12 for 4): a
reviewer's finds. Of facts true over intervals, where some of the names the anchor holds of the relation say the
words at the head of their phrase ("Assistant Whip (HM Treasury)", "Lord Commissioner (Whip)", "Secretary of State
for Health") and others do not, the words say which are asked: the reading keeps those (`EventPlan.other_any`).
Words every name says, or that no name of the relation's other side says ("major" of a title), narrow nothing: those
are left as before. Words such names say otherwise, only as part of another noun's phrase ("the Cabinet Office" for
"cabinet posts") or only of others ("Senior Whip" for "senior posts"), may narrow in a way no name tells: they bear
(`qualifier_unread`), where ignored they had listed every office (a reviewer's finds)."""

from __future__ import annotations

import re
from collections.abc import Callable

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.asked import asked_right_before
from chronorag.understanding.constructions.post_of import POST_NOUNS
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, number_table, word_class
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.name_words import names_holding
from chronorag.understanding.reading import (
    AUXILIARIES,
    Clause,
    Graph,
    Reading,
    TailsOf,
    is_kind_asked,
    kind_at,
    read_as_relation,
)
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relation_nouns import COUNTED
from chronorag.understanding.tokens import Token, written
from chronorag.understanding.words import is_nominal, is_participle, key, lemmas

EVERY_POST = word_class("asked", "every_post")  # "government posts": every one of a government's
HOLDING = word_class("relations", "holding_verbs")  # "hold", "have", "serve": any holding, the graph says which
POST_NOUN_KEYS = frozenset(key(w) for w in POST_NOUNS)  # "office": a holding's noun
TITLE_AFTER = word_class("names", "title_qualifiers_after")  # "General" of Director General: still a director
POST_ENDINGS = tuple(word_class("morphology", "post_endings"))  # "ambassadorship": the post of an ambassador
ORDINALS = number_table("time", "ordinals")  # "Third Assistant Secretary of State": an Assistant Secretary numbered
WORD = re.compile(r"[\w'’]+(?:-[\w'’]+)*")  # "Under-Secretary" is one word: no Secretary of State


def _run(r: Reading) -> list[Token]:
    """The unread words right after "which" ("how many"), before the noun asked where that noun is read (as the
    relation, "posts"); else before the last of them, the noun asked itself ("Which whip posts": "posts" unread)."""
    toks = r.toks
    start = next(
        (
            k
            for i in range(len(toks))
            if (k := kind_at(toks, i, len(toks))) is not None
            or (" ".join(t.low for t in toks[i : i + 2]) in COUNTED and (k := i + 2))
        ),
        None,
    )
    if start is None:
        return []
    end = start
    while end < len(toks) and toks[end].is_word and r.ledger.used.get(end) is None:
        end += 1
    if end == start or end >= len(toks):
        return []
    # the noun asked read as the relation, right before the question's auxiliary ("whip posts did"); else the noun
    # asked is the last of the words, unread ("Which circuit hosted ...": what it is, not which)
    if not (read_as_relation(r.ledger, end) and end + 1 < len(toks) and toks[end + 1].low in AUXILIARIES):
        end -= 1
    return toks[start:end]


def _phrases(name: str) -> list[list[tuple[str, bool]]]:
    """The name's phrases (parted by brackets and commas: "Assistant Whip (HM Treasury)"), each as its words' keys
    and whether each is capitalised."""
    return [[(key(w), w[:1].isupper()) for w in WORD.findall(part)] for part in re.split(r"[(),;]", name)]


def _qualified(word: tuple[str, bool]) -> bool:
    """A capitalised word after the words said that they qualify ("Cabinet Office"), not one that qualifies them
    (`names.title_qualifiers_after`: a Director General is a director)."""
    return word[1] and word[0] not in TITLE_AFTER


def _says(name: str, said: list[str], noun: str) -> bool:
    """The name says the words at the head of its phrase, alone or with the noun asked after them ("Memorial
    trophies": Hart Memorial Trophy, its Memorial qualifying the very trophy asked); never a post's noun ("Cabinet
    offices" are no Minister for the Cabinet Office: a review's find)."""
    return _heads(name, said) or (noun not in POST_NOUN_KEYS and _heads(name, [*said, noun]))


def _heads(name: str, said: list[str]) -> bool:
    """The name says the words as the head of its phrase: not followed by another capitalised noun they qualify
    ("Cabinet Office", not "Director General"). Words ending in a function word ("Minister for posts") open the
    phrase: "Minister for Implementation", "Minister for the Cabinet Office", whatever follows."""
    n = len(said)
    opening = said[-1] in FUNCTION_WORDS
    return any(
        [w for w, _ in words[k : k + n]] == said
        and (k == 0 and k + n < len(words) if opening else not (k + n < len(words) and _qualified(words[k + n])))
        for words in _phrases(name)
        for k in range(len(words) - n + 1)
    )


@construction(
    "leftovers.name_as_qualifier",
    "which | how many <a name said> <noun> did <X> <verb>: the names X holds that start with the words ('Which"
    " Assistant Secretary posts did X hold?': his Assistant Secretary of State for Near Eastern Affairs, ...)",
)
def name_as_qualifier(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals: an office said right before the noun asked, the other entity named the anchor,
    where the anchor holds other names that start with the words ("Assistant Secretary of State for Public
    Affairs"; a title said is that title, so never "Deputy Secretary of State" for "Secretary of State positions"):
    those are asked (`Reading.other_any`, checked against the relation once read), not the one office the words
    name, which he never held ("the graph holds no fact of X heldPosition Assistant Secretary of State": a
    reviewer's find), nor a question naming two entities."""
    if not g.intervals or r.main is None or len(r.main.mentions) != 2 or r.answer_type not in ("entity", "count"):
        return False
    if g.tails_of is None or g.heads_of is None or g.relations_of is None:
        return False
    said, anchor = sorted(r.main.mentions, key=lambda m: m.i)
    toks = r.toks
    if len(anchor.names) != 1 or not before_the_noun_asked(r, said):
        return False
    text = written(toks, said.i, said.j)
    words = [key(w) for w in WORD.findall(text)]  # "Under-Secretary" one word, as in the names
    name = anchor.names[0]
    held = {n for rel in g.relations_of(name) for side in (g.tails_of, g.heads_of) for n in side(name, rel)}
    kept = sorted(n for n in held if _starts(n, words))
    beyond = sorted(n for n in held if n not in kept and _starts(n, words, qualifying=True))
    own = key(toks[said.j].text) in {w for rel in g.relations_of(name) for w in identifier_words(rel)}  # "poles"
    if beyond and r.free(said.j) and not own:  # "How many Daytona 500 qualifiers ...?": "Daytona 500 Qualifer #1"?
        noun = f"{text} {toks[said.j].text}"
        raise PlanningError(f"{noun!r} may say {', '.join(beyond[:3])}, which the words open and qualify")
    if not kept or kept == said.names:
        if len(said.names) > 1:  # left unsettled for this reading (`names.settled`): now the refusal
            raise PlanningError(f"{r.ledger.text(said.i, said.j)!r} may be any of {', '.join(said.names[:5])}")
        return False
    r.main.mentions.remove(said)
    r.mentions = [m for m in r.mentions if m is not said]
    r.notes = [n for n in r.notes if not n.startswith(f"read {text!r} as ")]
    r.other_any = kept
    r.notes.append(f"read {text!r} as those of {name}'s named so: {', '.join(kept)}")
    r.fired.append("leftovers.name_as_qualifier")
    return True


def _starts(name: str, words: list[str], qualifying: bool = False) -> bool:
    """The name starts with the words, or with an ordinal and them: a Third Assistant Secretary of State is an
    Assistant Secretary of State numbered (a reviewer's find), a Deputy Secretary of State no Secretary of State, nor
    a Daytona 500 Qualifier a Daytona 500 (the words followed by a capitalised noun they qualify: `qualifying`, those
    alone)."""
    phrase = _phrases(name)[0]
    start = [w for w, _ in phrase]
    at = 0 if start[: len(words)] == words else 1 if start[:1] and start[0] in ORDINALS else None
    if at is None or start[at:][: len(words)] != words:
        return False
    after = at + len(words)  # "Daytona 500 Qualifer #1": the words qualify another noun, no Daytona 500
    return (after < len(phrase) and _qualified(phrase[after])) == qualifying


def before_the_noun_asked(r: Reading, m: Mention) -> bool:
    """The mention is said right after "which" or "how many" and right before a noun and the question's auxiliary
    ("Which Minister of State jobs did ..."); never the plural's "s" glued to the name ("How many Daytona 500s": the
    name itself counted, not those of X's that start with it)."""
    toks, j = r.toks, m.j
    if j < len(toks) and toks[j].start == toks[j - 1].end:
        return False
    return _asked_at(toks, m.i) and j + 1 < len(toks) and is_nominal(toks[j].text) and toks[j + 1].low in AUXILIARIES


def _asked_at(toks: list[Token], i: int) -> bool:
    """Token i is where the kind asked or counted is said: right after "which" or "how many"."""
    return is_kind_asked(toks, i) or " ".join(t.low for t in toks[max(0, i - 2) : i]) in COUNTED


def _holding_verbs(r: Reading) -> list[int]:
    """The tokens read as the relation that are a verb of any holding ("hold", "have", "serve")."""
    return [k for k in range(len(r.toks)) if read_as_relation(r.ledger, k) and lemmas(r.toks[k].low) & HOLDING]


def _anchors_side(r: Reading, g: Graph) -> TailsOf | None:
    """What the anchor holds of a relation on the other side of its position (None where not asked)."""
    return g.tails_of if r.position == "head" else g.heads_of if r.position == "tail" else None


def _held_by_the_one(r: Reading, g: Graph, sides: TailsOf, fits: Callable[[str], bool], why: str) -> bool:
    """A verb of any holding read as a relation the anchor holds none of the words' names by ("hold" read as
    heldOffice, hers heldPosition): the one relation of the anchor's some of whose names fit, read instead and
    noted (`why`); False where no holding verb is read, or none or several relations fit."""
    holding = _holding_verbs(r)
    if not holding or g.relations_of is None or not r.anchor:
        return False
    fitting = [rel for rel in g.relations_of(r.anchor) if any(fits(n) for n in sides(r.anchor, rel))]
    if len(fitting) != 1:
        return False
    r.notes.append(f"read {r.toks[holding[0]].text!r} as {fitting[0]}, the one of {r.anchor}'s that {why}")
    r.relation = fitting[0]
    return True


NAMES_SAID = 5  # the names a refusal lists


def _kept_as_named(r: Reading, g: Graph) -> None:
    """The names a name said as a qualifier kept (`name_as_qualifier`): those the anchor holds of the relation read;
    none is a refusal saying so, one the other side itself."""
    sides = _anchors_side(r, g)
    if sides is None or not r.anchor:
        return
    held = set(sides(r.anchor, r.relation))
    kept = [n for n in r.other_any if n in held]
    if not kept and _held_by_the_one(r, g, sides, lambda n: n in r.other_any, "holds them"):
        kept = [n for n in r.other_any if n in set(sides(r.anchor, r.relation))]
    if not kept:
        more = f" and {len(r.other_any) - NAMES_SAID} more" if len(r.other_any) > NAMES_SAID else ""
        raise PlanningError(f"{r.anchor}'s {r.relation} are none of {', '.join(r.other_any[:NAMES_SAID])}{more}")
    r.other_any = kept if len(kept) > 1 else []
    r.other = kept[0] if len(kept) == 1 else None


@construction(
    "leftovers.qualifier_named",
    "which | how many <words> <noun asked> did <X> <verb>: the anchor's other sides whose names say the words"
    " ('Which whip posts did X hold?': Assistant Whip, Lord Commissioner (Whip))",
)
def qualifier_named(r: Reading, g: Graph) -> set[int]:
    """Of facts true over intervals with the anchor named and the other side asked: the words before the noun asked
    that part the names the anchor holds of the relation, read as those names (one: the other side itself)."""
    if g.intervals and r.other_any and r.relation:
        _kept_as_named(r, g)
        return set()
    if not g.intervals or not r.anchor or not r.relation or r.other is not None or r.answer_type == "yes_no":
        return set()
    sides = _anchors_side(r, g)
    run = _run(r)
    if sides is None or not run:
        return set()
    said, noun = [key(t.text) for t in run], key(r.toks[run[-1].i + 1].text)
    if all(t.low in EVERY_POST for t in run):
        return set()  # "Which government posts did Sajid Javid hold?": all ten, not the two of Local Government
    names = sorted(set(sides(r.anchor, r.relation)))
    if not names and _held_by_the_one(r, g, sides, lambda n: _says(n, said, noun), "says it"):
        names = sorted(set(sides(r.anchor, r.relation)))
    kept = [n for n in names if _says(n, said, noun)]
    if not kept or (len(kept) == len(names) and not all(t.is_capitalised for t in run)):
        return set()  # a title said is read even where every name says it ("Director posts": all of Ruth A. Davis's)
    if len(kept) == 1:
        r.other = kept[0]
    elif len(kept) < len(names):
        r.other_any = kept
    words = " ".join(t.text for t in run)
    r.notes.append(f"read {words!r} as those of {r.anchor}'s {r.relation} named so: {', '.join(kept)}")
    taken = [t.i for t in run]
    r.take(taken, "entity")
    return set(taken)


@construction(
    "leftovers.qualifier_of_one",
    "which <word> <noun of the relation> did <X> <verb>: a word names of the relation's other side say otherwise, left"
    " to the answer: one answer left is it, several a refusal ('Which cabinet post did X hold in 1996?')",
)
def qualifier_unread(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """ "Which cabinet posts did Jo Johnson hold?", "a senior post": a word left in lower case right before the noun
    of the relation read (its run of unread words) that names of the relation's other side say, the anchor's in
    another noun's phrase ("Parliamentary Secretary (Cabinet Office)") or only others' ("Vice Chamberlain of HM
    Household (Senior Whip)"), may say which are meant in a way no name tells (cabinet rank): unread, every office
    was listed (a reviewer's finds). Of an entity asked, it is left to the answer (`EventPlan.one_answer_words`):
    one answer it cannot narrow ("Which cabinet post did Michael Portillo hold in 1996?"), several are a refusal;
    asked otherwise (how many, whether, when), it bears. A word no such name says ("major" of a title), or every
    name of the anchor's does ("world championships" of World Drivers' Championship), or only one other name does
    (a company's "Packard Motor Car Company" for "car makes": one name tells no kind), passes as before."""
    if not g.intervals or not r.anchor or not r.relation or r.other is not None or r.position not in ("head", "tail"):
        return []
    own, others = (g.tails_of, g.heads_of) if r.position == "head" else (g.heads_of, g.tails_of)
    if own is None or others is None:
        return []
    free = {t.i for t in left}
    out = []
    for t in (t for t in left if _before_the_relations_noun(r, t, free)):
        word = key(t.text)
        held = own(r.anchor, r.relation)  # read only where such a word is said (memoised after)
        said = [n for n in held if word in {key(w) for w in WORD.findall(n)}]
        if not held or len(said) == len(held):
            continue  # none held, or every one says it ("world" of World Drivers' Championship): it narrows nothing
        if said:
            out.append((t, f"part of {said[0]}, one of {r.anchor}'s {r.relation}: which of them it says is not known"))
        elif len(said := [n for n in names_holding(g.names, {word})[:HOLDERS_TRIED] if others(n, r.relation)]) > 1:
            out.append((t, f"said by {said[0]}, none of {r.anchor}'s {r.relation}: what it says of them is not known"))
    if r.answer_type != "entity" or not out:
        return out
    # which is asked: one answer left it cannot narrow ("Which cabinet post did X hold in 1996?"), several it may
    r.one_answer_words = [t.i for t, _ in out]
    r.take(r.one_answer_words, ONE_ANSWER)
    words = ", ".join(repr(t.text) for t, _ in out)
    r.notes.append(f"read {words} as said of the one answer ({out[0][1]}): answered only where one is left")
    r.fired.append("leftovers.qualifier_of_one")
    return []


def _before_the_relations_noun(r: Reading, t: Token, free: set[int]) -> bool:
    """Token t, in lower case and none of `every_post`, opens a run of unread words right before a noun read as the
    relation ("cabinet posts", "a senior post")."""
    j = t.i + 1
    while j in free:
        j += 1
    if t.is_capitalised or t.low in EVERY_POST or j >= len(r.toks):
        return False  # "Which team used Honda engines?": the verb's participle, no noun ("team": the kind asked)
    return read_as_relation(r.ledger, j) and is_nominal(r.toks[j].text) and not is_participle(r.toks[j].low)


ONE_ANSWER = "said of the one answer"  # the ledger's mark of a word `qualifier_unread` leaves to the answer
HOLDERS_TRIED = 20  # the graph's names holding a word, looked up until one is of the relation


def post_of_another(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """ "How many ambassadorships did Thomas Pickering hold?": a noun left that says the post of a word of another
    relation's name ("ambassador" of ambassadorTo; the relation read from "hold" is heldPosition) says that other
    relation: counted as the one read, it was a wrong answer (3 offices for 6 embassies). Asked right after "which"
    or "how many", the relation read from a verb of any holding ("hold", "have", "serve"), of an anchor named that
    holds that one relation's facts as its head, the noun reads that relation (`posts_of_another`): his six
    embassies.
    Otherwise it bears."""
    out = []
    for t in left:
        word = key(t.text)
        stem = next((word[: -len(e)] for e in POST_ENDINGS if word.endswith(e) and len(word) > len(e) + 2), None)
        if stem is None:
            continue
        others = [n for n in g.lexicon.names if n != r.relation and stem in identifier_words(n)]
        if len(others) == 1 and posts_of_another(r, g, t, others[0]):
            continue
        if others:
            out.append((t, f"the post of {stem}, said by {others[0]}"))
    return out


@construction(
    "leftovers.posts_of_another",
    "which | how many <posts of another relation's noun> did <X> hold: that relation ('How many ambassadorships did X"
    " hold?': his ambassadorTo facts)",
)
def posts_of_another(r: Reading, g: Graph, t: Token, relation: str) -> bool:
    """The noun of posts (token t) read as `relation`, where `post_of_another` says it may be."""
    holding = _holding_verbs(r)
    if not (
        holding
        and _asked_at(r.toks, t.i)
        and r.anchor
        and r.position == "head"
        and r.other is None
        and g.tails_of is not None
    ):
        return False
    if not g.tails_of(r.anchor, relation):
        return False
    r.notes.append(
        f"read {t.text!r} as {relation}: the posts of {r.anchor}'s {relation} ('{r.toks[holding[0]].text}'"
        f" says any holding)"
    )
    r.relation = relation
    r.take([t.i], "relation")
    r.fired.append("leftovers.posts_of_another")
    return True


def named_before_the_kind(r: Reading, main: Clause, named: list[Mention]) -> None:
    """ "Which Treasury posts did John Wakeham hold?": of two entities named, one said right after "which" and before
    a noun and the question's auxiliary, the other right after that, is the posts' qualifier, no second side; which
    posts it says (named after it, held there) is not told, so the refusal says so, not that the question names two
    entities (a reviewer's find)."""
    said = [m for m in named if asked_right_before(r, main, m) and before_the_noun_asked(r, m)]
    if len(named) == 2 and len(said) == 1:
        anchor = next(m for m in named if m is not said[0])
        if anchor.i != said[0].j + 2:
            return  # "Which Ubuntu release was codenamed Buster?": the other named after the verb, no holder of it
        words, noun = r.ledger.text(said[0].i, said[0].j), r.toks[said[0].j].text
        raise PlanningError(
            f"{words!r} before {noun!r} names {said[0].names[0]}: which of {anchor.names[0]}'s {noun} it says is"
            " not known"
        )
