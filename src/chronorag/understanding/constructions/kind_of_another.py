"""The kind asked said by a word the graph's relation names use only inside a longer noun of another relation.

"Which team did X play for?", "How many different teams did X coach?" of a graph whose relation names say "team"
only as the last word of another relation's noun (namedToAllStarTeam: an all-star team, never a team one plays
for): the word is no relation word of the question, it says the kind of the answers. It is read as that (noted,
`leftovers.kind_of_another`) only where the answers are the other side of the relation read (what X played for,
whom X coached), that relation says no such noun, and the question says none of the longer noun's other words
("Which all-star team ..."); said of the relation's doers it is left, and refused as a relation word, since nothing
tells the kind of a doer, but for a team's noun (`names.team_nouns`) where every answer the graph holds plays for
nothing ("Which team won the Stanley Cup in 1994?": the New York Rangers; "Which team won the Hart Trophy?" answers
players, refused by `kind_fits.members_answered`). So is the noun of a doer's kind that opens another
relation's name ("Which team did X drive for?" beside teamWonRace): there the graph checks the kind, some of the
answers it holds being such doers (`kind_fits.doer_kind`: "Which manufacturer did X drive for?" is refused, his teams
being no makers).
"""

from __future__ import annotations

from chronorag.understanding.constructions.kind_fits import TEAM_NOUNS, answer_side, sides_answered
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.reading import ARTICLES, BE, WHICH, WHO_IS, Graph, Reading, is_kind_asked
from chronorag.understanding.relation_derived import camel_parts
from chronorag.understanding.relation_names import doer_kind
from chronorag.understanding.rules import take_found
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal, key

SETTINGS = word_class("asked", "extremum_settings")  # "in their last game": where the event happened
EXTREMA = ("first", "last")  # the ledger's marks of a first or last read (`asked.read_extremum`)


def kind_of_another(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The words left said as the kind asked that only other relations' longer nouns end with, read as the kind of
    the answers where those are the tails of the relation read, or a team's noun of its doers that play for nothing
    (`kind_fits.sides_answered`): taken and noted."""
    if r.answer_type != "entity" or not r.relation or (side := answer_side(r)) is None:
        return set()
    if side == "head":
        left = [t for t in left if key(t.text) in TEAM_NOUNS]
        if not left or not sides_answered(r, g):
            return set()
    named = {k for m in r.mentions for k in range(m.i, m.j)}  # "the Dallas Stars" says no "star" of "all-star team"
    said = {key(t.text) for t in r.toks if t.i not in named}
    read = r.relations_read()
    kinds = [
        Constituent("other_kind", t.i, t.i + 1)
        for t in left
        if _where_asked(r, t.i) and is_nominal(t.text) and _only_inside(g, key(t.text), read, said)
    ]
    if not kinds:
        return set()
    chart = Chart(r.toks, kinds, frozenset(t.i for t in left))
    found = rule_matches(chart, rules("leftovers", "kind_of_another"))
    note = "read {word} as the kind asked: the graph says it only of another relation's noun"
    taken = take_found(r, found, "the kind asked", note)
    doers = {key(r.toks[i].text) for i in taken}  # "which team" of teamWonRace: its answers checked (`doer_kind`)
    r.kind_doer_of = tuple(sorted(rel for rel in g.lexicon.names if doer_kind(rel) in doers)) or r.kind_doer_of
    return taken


def _where_asked(r: Reading, i: int) -> bool:
    """Where the kind asked is said, or right after a first or last read there ("What was the last team X played
    for?")."""
    if is_kind_asked(r.toks, i):
        return True
    if i < 1 or r.ledger.used.get(i - 1) not in EXTREMA:
        return False
    said = [t.low for t in r.toks[max(i - 4, 0) : i - 1]]  # "what was the", "which is the"
    asked = len(said) == 3 and said[0] in WHICH | WHO_IS and said[1] in BE and said[2] in ARTICLES
    return asked or is_kind_asked(r.toks, i - 1)


def _only_inside(g: Graph, word: str, read: set[str], said: set[str]) -> bool:
    """Every relation whose words hold the word says it as the last word of a longer noun of its name, none of
    them a relation read, and the question says none of that noun's other words."""
    owners = {rel for p in g.lexicon.patterns if word in p.words for rel in p.relations}
    if not owners or owners & read:
        return False
    for rel in owners:
        if doer_kind(rel) == word:  # "teamWonRace": the kind of its doers, said before its verb
            continue
        parts = camel_parts(rel)
        if parts is None or len(parts.noun) < 2 or parts.noun[-1] != word or word in (parts.verb, *parts.noun[:-1]):
            return False
        if said & set(parts.noun[:-1]):
            return False
    return True


def what_the_extremum_is_of(r: Reading, g: Graph, i: int) -> bool:
    """Whether a word left right after a first or last read, where the doer is asked ("Who won the last game of
    Leicester in 2016?", "Who won Bayern's first match?"), says what the first or last is of: the club's games of any
    outcome, not the facts of the relation read (its losses), so it bears on the answer. Never said of the doer's own
    ("When did X win his first title?": his wins), nor where the kind asked is said ("What was the last club X
    played for?"); so is one said where the event happened ("Who did Wolfsburg beat in their last game?"). Never of
    a relation read either way that is no draw ("Who did Barcelona play in their first game?": every game is one)."""
    if i < 1 or r.ledger.used.get(i - 1) not in EXTREMA or not is_nominal(r.toks[i].text):
        return False
    if r.both_ways and r.relation not in g.lexicon.mutual | g.lexicon.symmetric:
        return False  # "play" of hosted: its facts are every game
    doer_asked = r.answer_type == "entity" and (answer_side(r) == "head" or r.both_ways)
    setting = i >= 3 and r.toks[i - 3].low in SETTINGS  # "in their last game"
    return (doer_asked or setting) and not _where_asked(r, i)
