"""Succession: one holder after another of the same side of a relation true over intervals.

"Who succeeded Lincoln as president?", "Who replaced Nixon as president?", "Who was Orrin Hatch's successor as
senator for Utah?" ask the next fact of the same relation and other side after X's ended; "Who preceded Mitt Romney
as senator for Utah?", "Who was Peter Welch's predecessor as senator from Vermont?" the one that ended when X's
began. The words are data (`data/derived.toml`, `[succession]`); what was held is read from the rest of the clause
with the relation constructions ("as president": the one relation X and the office share; "as senator for Utah":
representedInSenate of Utah; "in the Senate for Nevada": the relation that holds in the Senate). The words that say
the order and the coming are rules (`data/rules/succession.toml`); role_in_turn and holder_in_turn read no words of
their own: they compose what the relation and reference constructions read.
"""

from __future__ import annotations

from chronorag.plans import Constraint, EventRef
from chronorag.understanding.award_names import field_words
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.edition_turn import edition_in_turn
from chronorag.understanding.constructions.reference_elided import said_alone
from chronorag.understanding.constructions.relation import read_relation
from chronorag.understanding.constructions.roles import read_roles
from chronorag.understanding.constructions.said_in_full import name_words
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import number_table, word_class
from chronorag.understanding.name_series import edition_year
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import Match, rule_matches, rules
from chronorag.understanding.reading import AUXILIARIES, WHICH, Clause, Graph, Reading, kind_at
from chronorag.understanding.relation_derived import camel_parts, derive, derived_file
from chronorag.understanding.relation_names import titled
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import best_at, chart_of
from chronorag.understanding.tokens import Token, said_after
from chronorag.understanding.words import is_nominal, key, lemmas, verb_lemmas

POSSESSIVE = word_class("common", "possessives")
POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "the Canadiens' coach"
ARTICLES = word_class("common", "articles")
OF = word_class("event", "other_preps")  # "the successor of X"
EVERY_HOLDER = word_class("asked", "every_holder")  # "since X", "who else": every later holder, not the next
CONTAINER_PREPS = word_class("relations", "holder_noun_not_after")  # "in the cabinet": what one is in, no holder
ORDINAL_WORDS = number_table("time", "ordinals")  # "the second film to win it after X"
ONE_ASKED = "read the one asked"  # the note of `one_of_its_own_in_turn`, dropped of a term ordering nothing
TURN = {"after": "first", "before": "last"}  # the next holder is the first after X's turn; the previous the last before


def _found(r: Reading, clause: Clause | None, production: str) -> list[Match]:
    """Left to right, the best match of the succession's rules of `production` at each free word of the clause (of
    the question: None)."""
    inside = {t.i for t in (r.toks if clause is None else clause.tokens(r.toks))}
    found = [m for m in rule_matches(chart_of(r), rules("succession", production)) if m.covered[0] in inside]
    return [m for _, m in sorted(best_at(r.free, found).items())]


def _said(r: Reading, main: Clause) -> tuple[list[Token], bool] | None:
    """The free words of the clause that say a succession ("succeeded", "took over from"), and whether they ask the
    next holder (or the previous)."""
    found = _found(r, main, "order")
    return (r.toks[slice(*found[0].covered)], found[0].values["order"] == "next") if found else None


def _holder(r: Reading, main: Clause, t: Token) -> Mention | None:
    """Whose successor: the one named right after the verb ("succeeded X"), or as its owner ("X's successor", "the
    successor of X")."""
    for m in main.mentions:
        if m.j < len(r.toks) and m.j + 1 == t.i and r.toks[m.j].low in POSSESSIVE:
            return m
        between = [x for x in r.toks[t.i + 1 : m.i]]
        if m.i > t.i and all(x.low in ARTICLES or x.low in OF for x in between):
            return m
    return None


def _subject(r: Reading, main: Clause, t: Token) -> Mention | None:
    """ "Who did X replace as ...?", "Who did X take over from?": X named right after the question's auxiliary and
    right before the verb, its subject; the one asked is its object, so the order turns."""
    for m in main.mentions:
        if m.j == t.i and m.i > 0 and r.toks[m.i - 1].low in AUXILIARIES and r.free(m.i - 1):
            return m
    return None


def read_succession(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals (`succession.next_or_previous`: "who succeeded | replaced | preceded <X> as | in
    <role>", "who was <X>'s successor | predecessor as <role>"): the holder of the same side of the relation said
    after X's facts of it ended (before they began): the first to start when or after X's last ended; the last to end
    when or before X's first began. False where no succession is said."""
    main = r.main
    if not g.intervals or main is None or r.ref is not None or r.constraint.kind != "none":
        return False
    said = _said(r, main)
    if said is None or r.answer_type != "entity":
        return False
    words, after = said
    t, text = words[-1], " ".join(x.text for x in words)
    holder = _holder(r, main, t)
    if holder is None and (holder := _subject(r, main, words[0])) is not None:
        after = not after  # "Who did X replace?": whom X came after, X's predecessor
    if holder is None:
        raise PlanningError(f"{text!r}: whose successor or predecessor is not said")
    _succeed(r, g, Clause(main.i, main.j, list(main.mentions)), holder, words, after, text)
    r.fired.append("succession.next_or_previous")
    return True


def came_in_turn(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals (`succession.came_in_turn`): "Who came after Woodrow Wilson as president?", "Who
    came before Aaron Burr as vice president?": the main clause says only that someone came, its cue the order, and
    the reference clause X and what X held; read as "Who succeeded (preceded) X as ...?". False where the question is
    not so."""
    main, ref = r.main, r.ref
    if not g.intervals or main is None or ref is None or main.mentions or r.ref_kind not in ("before", "after"):
        return False
    said = [t for t in main.tokens(r.toks) if r.free(t.i) and t.is_word]
    coming = _found(r, main, "coming") if len(said) == 1 else []
    if r.answer_type != "entity" or not coming or coming[0].covered != (said[0].i, said[0].i + 1):
        return False
    if not ref.mentions or ref.mentions[0].i != ref.i or len(ref.mentions) != 2:
        return False
    clause = Clause(ref.i, ref.j, list(ref.mentions))
    after = r.ref_kind == "after"
    r.main, r.ref, r.ref_kind = clause, None, None
    _succeed(r, g, clause, ref.mentions[0], said, after, f"{said[0].text} {'after' if after else 'before'}")
    r.fired.append(coming[0].pattern.row.name)
    return True


def _succeed(r: Reading, g: Graph, clause: Clause, holder: Mention, words: list[Token], after: bool, text: str) -> None:
    """The next (previous) holder of what `holder` held, as the clause says it with its role after the words that
    say the succession."""
    t = words[-1]
    r.take([x.i for x in words], "succession")
    preps = [m for m in _found(r, None, "role_prep") if m.covered[0] > t.i]
    r.take(list(preps[0].taken) if preps else [], "succession")
    match = read_relation(r, g, clause, [m.names[0] for m in clause.mentions], "question")
    roles = dict((id(m), side) for m, side in read_roles(r, clause, match))
    if preps and (other := _verb_as_its_noun(r, clause, holder, match, preps[0].covered[0])) is not None:
        roles = {id(holder): "head", id(other): "tail"}  # "as Montreal Canadiens coach": Martin coached them
    tails = [m.names[0] for m in clause.mentions if m is not holder and roles.get(id(m)) == "tail"]
    if roles.get(id(holder)) != "head":
        tails = []
    if clause.mentions == [holder]:  # "as champion", "X's successor as champion": what X held, the graph says
        tails = _held(r, g, clause, holder.names[0], match.relations[0])
    if len(tails) != 1 and (head := _its_head(g, clause, holder, match.relations[0], words[0].i)) is not None:
        _next_of_its_head(r, head, holder.names[0], match.relations[0], after, text)
        return
    if len(tails) != 1:
        raise PlanningError(f"{text!r}: what {holder.names[0]} held, that another held before or after, is not said")
    relation, tail = match.relations[0], tails[0]
    r.relation, r.anchor, r.position, r.other = relation, tail, "tail", None
    _in_turn(r, holder.names[0], after, text)


def _verb_as_its_noun(r: Reading, clause: Clause, holder: Mention, match: RelationMatch, at: int) -> Mention | None:
    """ "as Montreal Canadiens coach", "as the Canadiens' coach": the relation's verb read as a verb (`coach` is read
    so where bare, `derived.toml`), said right after a name in the role said after "as", is its noun there, the one
    who does it: the name is the other side, the holder the doer. It had read the name as the coach, and refused."""
    if match.noun_of is not None or len(match.tokens) != 1:
        return None
    k = match.tokens[0]
    said = [m for m in clause.mentions if m is not holder and m.i > at]
    return next((m for m in said if m.j == k or (m.j + 1 == k and r.toks[m.j].low in POSSESSIVE_MARKS)), None)


def _held(r: Reading, g: Graph, main: Clause, holder: str, relation: str) -> list[str]:
    """ "Who succeeded X as champion?": the status the relation's name holds, or its holder, said with no entity of
    it; the one thing X held of that relation one holder at a time (the graph tells), or none where not so."""
    one_at_a_time = g.is_state is None or g.is_state(relation)
    if g.tails_of is None or not one_at_a_time or not _status_said(r, main, relation):
        return []
    held = g.tails_of(holder, relation)
    if len(held) == 1:
        r.notes.append(f"read the {relation} succeeded as {held[0]}, the one {holder} held")
    return held


def _its_head(g: Graph, clause: Clause, holder: Mention, relation: str, verb: int) -> str | None:
    """ "Which Ubuntu release followed 18.04?": the clause's other entity, said before the words of the succession
    (at token `verb`), where the graph holds the one named as succeeded as that entity's tail of the relation (Ubuntu
    released Ubuntu 18.04); None where not so. Never of a name after them: "Who succeeded Ohio senator Sherrod Brown?"
    names Ohio only to say which senator (the holder read is then a modifier, not the one succeeded)."""
    others = [m for m in clause.mentions if m is not holder]
    if g.heads_of is None or len(others) != 1 or len(others[0].names) != 1 or len(holder.names) != 1:
        return None
    if others[0].j > verb:
        return None
    head = others[0].names[0]
    return head if head in g.heads_of(holder.names[0], relation) else None


def _next_of_its_head(r: Reading, head: str, holder: str, relation: str, after: bool, words: str) -> None:
    """The next (previous) tail of the head's facts of the relation after (before) the one named: Ubuntu's next
    release after Ubuntu 18.04, noted."""
    r.relation, r.anchor, r.position, r.other = relation, head, "head", None
    which, when = _after_or_before(r, head, relation, holder, after)
    r.notes.append(f"read {words!r} as the {which} fact of {head} {relation} {when} {holder}'s")


def _in_turn(r: Reading, holder: str, after: bool, words: str) -> None:
    """The next holder of the reading's relation and tail after `holder`'s facts of it ended (the previous one,
    before they began), noted."""
    relation, tail = r.relation, r.anchor
    which, when = _after_or_before(r, holder, relation, tail, after)
    r.notes.append(f"read {words!r} as the {which} {relation} of {tail} {when} {holder}'s")


def _after_or_before(r: Reading, head: str, relation: str, tail: str, after: bool) -> tuple[str, str]:
    """The first fact after the reference's turn ended (the last to end before it began), and how the note says so:
    of its one turn (a run of terms one going on from another is one), no first or last said; one of several turns
    ("after Daniel Day-Lewis", who won Best Actor three times) is not said, and the answer loop refuses it."""
    if after:
        ref = EventRef(head=head, relation=relation, tail=tail, aspect="end")
        r.constraint, r.extremum = Constraint(kind="after", reference=ref), "first"
        return "next", "after"
    ref = EventRef(head=head, relation=relation, tail=tail, aspect="start")
    r.constraint, r.extremum, r.aspect = Constraint(kind="before", reference=ref), "last", "end"
    return "previous", "before"


@construction(
    "succession.role_in_turn",
    "who was <role> after | before <X>: a role said with no verb (or its holder's noun owned by the other side: 'the"
    " Giants' manager'), or one thing the graph holds one holder after another, and one who held it: the next"
    " (previous) holder",
)
def role_in_turn(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals: "Who was vice president after Dick Cheney?", "Who was president before
    Eisenhower?": what was asked is a role (an entity said as what the answer was) and the reference one who held
    it, so the one after (before) him in it, not every later holder. So too one thing asked of holders the graph
    holds one after another ("Which film won Best Animated Feature after Toy Story 3?", `_one_after_another`), also
    said "right after X", "the first to ... after X" (never X's own next fact); not of a reference said as X's first or
    last ("before X's last win": the one before that win)."""
    c, ref = r.constraint, r.constraint.reference
    if not g.intervals or ref is None or c.kind not in TURN or r.extremum not in (None, TURN[c.kind]):
        return False  # "right after X", "the first to ... after X": the next holder too
    if ref.extremum is not None:  # "before X's last win": that win, not X's turn; the one next to it
        return _next_to_the_one_said(r, g)
    said_as = {"relation.said_as_the_role", "roles.owns_the_noun"}  # "Who was the Giants' manager before X?" too
    # a relation named by its holder's title is a role however said ("Who was ambassador to Russia after X?")
    role = bool(said_as & set(r.fired)) or (titled(r.relation) and not _in_plural(r))
    asked_of_it = r.answer_type == "entity" and r.position == "tail"
    # "Who became X after Y?": the start the main clause says, carried to the elided reference, is its turn too
    began = ref.aspect == r.aspect == "start"
    if not asked_of_it or (ref.relation, ref.tail) != (r.relation, r.anchor) or (ref.aspect is not None and not began):
        return False
    if not role and not _one_after_another(r, g):
        return False
    _in_turn(r, ref.head, c.kind == "after", f"{c.kind} {ref.head}")
    return True


@construction(
    "succession.one_of_its_own_in_turn",
    "which <kind> did X <relation> before | after <Y>, Y one of X's own of that relation: the one right before (after)"
    " Y, the kind said in the singular",
)
def one_of_its_own_in_turn(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals: "Which tribe was Oscar Lusth on before Te Tuna?", "Which Debian release came
    before Debian 12?": the reference is the anchor's own fact of the relation asked, with another on the side asked,
    and one of a kind is asked ("which tribe", never "which tribes", nor "who"): the one right before (after) it, the
    last (first) of them, noted. Reviewers read every earlier one listed as a wrong answer."""
    c, ref = r.constraint, r.constraint.reference
    if not g.intervals or ref is None or c.kind not in TURN or r.extremum is not None:
        return False  # "after leaving Ferrari the first time": that spell, as one
    own = (ref.head, ref.tail) if r.position == "head" else (ref.tail, ref.head)
    if r.answer_type != "entity" or ref.relation != r.relation or own[0] != r.anchor or own[1] in (None, r.anchor):
        return False
    if not _kind_in_singular(r) or _kind_in_plural(r) or any(t.low in EVERY_HOLDER for t in r.toks):
        return False
    r.extremum = "first" if c.kind == "after" else "last"
    r.notes.append(f"{ONE_ASKED} {c.kind} {own[1]} as the {r.extremum} {c.kind} it")
    return True


def _kind_in_singular(r: Reading) -> bool:
    """The kind asked said in the singular after "which", past the names it opens with ("Which tribe ...", "Which
    Debian release ...": release)."""
    named = {k for m in r.mentions for k in range(m.i, m.j)}
    for k, t in enumerate(r.toks):
        if t.low in WHICH:
            said = next((x for x in r.toks[k + 1 :] if x.i not in named), None)
            return said is not None and is_nominal(said.text) and not _plural_noun(said)
    return False


def _next_to_the_one_said(r: Reading, g: Graph) -> bool:
    """ "Who won the Hart Trophy after Wayne Gretzky's last one?": the reference is X's first or last fact of what
    the graph holds one holder after another; who is asked held the turn next to it (every later holder came back):
    the first after it (the last before it), noted."""
    c, ref = r.constraint, r.constraint.reference
    assert ref is not None
    asked_of_it = r.answer_type == "entity" and r.position == "tail" and r.extremum is None
    if not asked_of_it or (ref.relation, ref.tail) != (r.relation, r.anchor) or not _one_after_another(r, g):
        return False
    r.extremum = "first" if c.kind == "after" else "last"
    r.notes.append(f"read '{c.kind} {ref.head}'s {ref.extremum}' as the {TURN[c.kind]} holder {c.kind} it")
    return True


def _one_after_another(r: Reading, g: Graph) -> bool:
    """One holder asked ("who", "which film"; never "which films") of a tail the graph holds one holder after
    another (`rag.kg_irag.turns`): the next (previous) one, noted."""
    if g.in_turn is None or r.anchor is None or r.relation is None or _in_plural(r) or _kind_in_plural(r):
        return False
    if any(t.low in EVERY_HOLDER or ORDINAL_WORDS.get(t.low, 1) > 1 for t in r.toks):  # "since X", "the second after X"
        return False
    if not g.in_turn(r.anchor, r.relation):
        return False
    r.notes.append(f"read the {r.relation} of {r.anchor} as held one after another (the graph holds it so)")
    r.next_in_turn = True
    return True


def _kind_in_plural(r: Reading) -> bool:
    """The kind asked said in the plural, right after "which" ("Which films won ...", "Which acts ...", "Which
    countries ...", "Which women ...": a plural noun, or a word that ends past a lemma of its own, never a verb's
    "won"): every holder asked."""
    return any(
        k > 0
        and r.toks[k - 1].low in WHICH
        and (_plural_noun(t) or any(w != t.low and t.low.startswith(w) for w in lemmas(t.text)))
        for k, t in enumerate(r.toks)
    )


def _in_plural(r: Reading) -> bool:
    """The relation said by a plural noun ("How many ambassadors to Japan were there before X?"): every holder before
    (after), not the one next to X."""
    return any(_plural_noun(r.toks[k]) for k, what in r.ledger.used.items() if what == "relation")


def _plural_noun(t: Token) -> bool:
    """A noun whose key is its singular ("ambassadors", "countries", "women"; never a verb's past, "managed", whose
    lemma differs too)."""
    return key(t.text) != t.low and is_nominal(t.text)


@construction(
    "succession.holder_in_turn",
    "who was the <holder's noun> | who won the <its noun> before | after <X>: the next (previous) holder of what X"
    " held",
)
def holder_in_turn(r: Reading, g: Graph) -> bool:
    """Of facts true over intervals: "Who was the champion before Hakkinen?", "Who won the title after Jenson
    Button?": the main clause names no entity, its relation's head is asked, and the reference is a name alone: the
    one thing that one held of the relation (the graph tells) was held before (after) him by the answer, the
    previous (next) holder. False where the question is not so."""
    main, ref = r.main, r.ref
    if not g.intervals or g.tails_of is None or main is None or ref is None or main.mentions:
        return False
    if r.ref_kind not in ("before", "after") or r.answer_type != "entity":
        return False
    alone = said_alone(r, ref)
    owned = None if alone else _its_own_turn(r, g, main, ref)
    if not alone and owned is None:
        return False
    match = read_relation(r, g, Clause(main.i, main.j, []), [], "question")
    holder, relation = ref.mentions[0].names[0], match.relations[0]
    which, words = (r.ref_extremum, r.ledger.text(ref.i, ref.j)) if owned else (None, None)
    if match.noun_of in (None, "head") and not match.inverse and edition_in_turn(r, g, relation, holder, which, words):
        r.take(range(ref.i, ref.j), "reference")  # "after Hinault": the edition after his last
        return True
    if owned:
        raise PlanningError(f"{words!r} of {relation}, which the graph does not hold one edition of a series each")
    if not _held_in_turn(r, main, g, relation, match.noun_of):
        raise PlanningError(f"{match.words!r} says no title or office held one holder at a time")
    held = g.tails_of(holder, relation)
    if match.noun_of not in (None, "head") or match.inverse or len(held) != 1:
        raise PlanningError(f"what {holder} held, that another held before or after, is not said")
    fields = field_words(held[0])  # "the next physics laureate": the field of what X held, read so
    said = [t.i for t in main.tokens(r.toks) if r.free(t.i) and key(t.text) in fields]
    if not said and not _status_said(r, main, relation):  # "the winner after X": of which race or prize?
        raise PlanningError(f"what {holder} held, that another held before or after, is not said")
    r.take(range(ref.i, ref.j), "reference")
    r.take(said, "succession")
    r.relation, r.anchor, r.position, r.other = match.relations[0], held[0], "tail", None
    r.notes.append(f"read {match.words!r} as {r.relation} of {held[0]}, the one {holder} held")
    _in_turn(r, holder, r.ref_kind == "after", f"{r.ref_kind} {holder}")
    return True


def _its_own_turn(r: Reading, g: Graph, main: Clause, ref: Clause) -> list[int] | None:
    """ "Who won the Tour after Bernard Hinault's last win?": a reference clause of one name, its possessive and a
    noun of the main clause's relation, read as "after Hinault" of his first or last (the ledger's) edition. The
    free words after the possessive, or None where the clause is not so or its noun says another relation than the
    main clause's (read on a fork: the reading stays as it was)."""
    if len(ref.mentions) != 1 or ref.implicit is not None or r.ref_extremum is None:
        return None
    m = ref.mentions[0]
    if m.i != ref.i or m.j >= ref.j or r.toks[m.j].low not in POSSESSIVE:
        return None
    rest = [k for k in range(m.j + 1, ref.j) if r.free(k)]
    said = g.lexicon.match(r.toks, set(rest))
    if not rest or len(said) != 1 or sorted(said[0].tokens) != rest:
        return None
    try:
        main_read = read_relation(r.fork(), g, Clause(main.i, main.j, []), [], "question")
    except PlanningError:
        return None
    relation = main_read.relations[0]
    if relation not in said[0].relations or not _one_turn(g, m.names[0], relation, said[0].relations, r.ref_extremum):
        return None
    return rest


def _one_turn(g: Graph, holder: str, relation: str, meant: tuple[str, ...], which: str) -> bool:
    """Whether the holder's first or last fact of every relation the noun may mean falls in the year of the main
    relation's ("Indurain's last victory": his last Tour win and his last stage win, both 1995); "Hinault's last
    win" may be a stage of 1986 after his last Tour of 1985, which would change the answer: refused."""
    if g.tails_of is None:
        return False
    turns = set()
    for rel in meant:
        years = [int(y) for t in g.tails_of(holder, rel) if (y := edition_year(t))]
        if rel == relation and not years:
            return False
        if years:
            turns.add(max(years) if which == "last" else min(years))
    return len(turns) == 1


def _held_in_turn(r: Reading, main: Clause, g: Graph, relation: str, noun_of: str | None) -> bool:
    """Held one holder at a time (the graph tells), its status or holder said ("the champion before X"); of a
    relation named by its verb alone ("won"), with no status noun to say, the noun of its holder with the field of
    what X held ("the next physics laureate after X"): the facts of the same other side next (previous) in time."""
    if g.is_state is not None and not g.is_state(relation):
        return False
    parts = camel_parts(relation)
    verb_alone = parts is not None and not parts.noun
    return _status_said(r, main, relation) or (verb_alone and noun_of == "head")


def _status_said(r: Reading, main: Clause, relation: str) -> bool:
    """The clause says the status a relation's name holds, or its holder ("won the title", "the champion" of
    "wonChampionship"; "the president" of "presidentOf", a name that opens with its holder's noun, no verb, and no
    other noun asked), as "before X" of one holder at a time needs; a verb alone ("Who served after X?") is not."""
    parts = camel_parts(relation)
    if parts is None:
        return False
    said = {w for t in main.tokens(r.toks) for w in name_words(t)}
    if not parts.noun:  # "Which party was in the cabinet before X?" asks no cabinet: every noun asked is the name's
        kinds = [k for t in r.toks if t.low in WHICH and (k := kind_at(r.toks, t.i, len(r.toks))) is not None]
        asked = [r.toks[k] for k in kinds if r.free(k)]
        holders = [t for t in main.tokens(r.toks) if parts.verb in name_words(t)]
        nouns = [t for t in holders if not said_after(r.toks, t.i, CONTAINER_PREPS)]  # "in the cabinet": no holder
        return not verb_lemmas(parts.verb) and bool(nouns) and all(parts.verb in name_words(t) for t in asked)
    status = {parts.noun[-1], *derive(parts.noun[-1], derived_file().holder)}
    return bool(status & said)
