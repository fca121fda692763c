"""Where a match was played: "at home", "away from home" (`[venue]` of `data/derived.toml`).

Of an event graph whose relation named by the venue's verb ("hosted") says who hosted each match, "When did X last
lose at home?" is X's facts of the relation asked on a day X hosted the other side, "away" on a day the other side
hosted X (`Alongside`, compiled as a fact of the same day). Said of the clause's subject only ("Who beat X at home?"
may mean either side's home, and is left to the refusal of the words). "Did X play at home?" of the hosting relation
read either way is that relation with X its head ("away": its tail).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from chronorag.plans import Alongside
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.patterns import Match, rule_matches, rules
from chronorag.understanding.reading import Clause, Graph, Reading, content
from chronorag.understanding.relation_derived import camel_parts, derived_file, names_verb
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import best_at, chart_of, check, checked

VENUE = derived_file().venue


def _host(g: Graph) -> str | None:
    """The one relation of an event graph whose name's verb says who hosted each match."""
    return _host_of(g.lexicon.untaught) if VENUE.verb and not g.intervals else None


@cache
def _host_of(untaught: frozenset[str]) -> str | None:
    """Once per graph: its relation names are read for every question (280 of ICEWS's)."""
    hosts = [n for n in untaught if names_verb(n, VENUE.verb)]
    return hosts[0] if len(hosts) == 1 else None


@check("graph.hosting")
def _hosting(r: Reading, g: Graph, m: Match, entities: Sequence[str]) -> bool:
    """The graph has the one relation that says who hosted each match (`_host`)."""
    return _host(g) is not None


def _matched(r: Reading, g: Graph, clause: Clause, production: str) -> list[Match]:
    """The matches of the venue's rules of `production` that start in the clause, their words free, checked."""
    inside = {t.i for t in clause.tokens(r.toks)}
    found = [m for m in rule_matches(chart_of(r), rules("venue", production)) if m.covered[0] in inside]
    return checked(r, g, found)


def _said(r: Reading, g: Graph, clause: Clause | None, production: str) -> Match | None:
    """The first match in the clause of a phrase that puts its subject on a side of the hosting fact."""
    if clause is None:
        return None
    found = sorted(best_at(r.free, _matched(r, g, clause, production)).items())
    return found[0][1] if found else None


def home_or_away(r: Reading, g: Graph) -> bool:
    """ "When did X last lose at home?" (`venue.home_or_away`): X's facts of the relation asked on a day X hosted the
    other side, "away" on a day it was hosted; of the hosting itself ("play at home"), X its host (its guest)."""
    said = _said(r, g, r.main, "home_or_away") if r.relation and r.anchor else None
    host = _host(g)
    if said is None or r.main is None or host is None:
        return False
    side, span = said.values["venue_side"], range(*said.covered)
    subject = [m for m in r.main.mentions if r.anchor in m.names]
    verb = [i for i, what in r.ledger.used.items() if what == "relation" and r.main.i <= i < r.main.j]
    if not subject or not verb or subject[0].i > min(verb):
        return False  # whose home is not said by the clause's subject
    words = " ".join(r.toks[i].text for i in span)
    if r.relation == host:  # "play at home": the hosting itself, X its host ("away": its guest)
        if not r.both_ways:
            return False
        r.both_ways, r.position = False, side  # type: ignore[assignment]
        r.notes.append(f"read {words!r} as {r.anchor} the {side} of {r.relation}")
    else:
        r.alongside = Alongside(relation=host, entity=r.anchor, side=side)
        r.notes.append(f"read {words!r} as a day of {r.alongside}")
    r.take(span, "where it happened")
    r.fired.append(said.pattern.row.name)
    return True


def at_home_as_hosting(r: Reading, g: Graph, clause: Clause) -> list[RelationMatch]:
    """ "Was X at home?" (`venue.at_home_as_hosting`): a clause with no verb of a relation says the hosting, X its
    host ("away": its guest)."""
    said = _said(r, g, clause, "hosting")
    host = _host(g)
    if said is None or host is None:
        return []
    span = range(*said.covered)
    if any(r.free(t.i) and content(t) and t.i not in span for t in clause.tokens(r.toks)):
        return []  # "drop points at home": a word of what was done is left, which the hosting does not say
    r.fired.append(said.pattern.row.name)
    guest = said.values["venue_side"] != "head"  # "away": the subject is the hosting's other side
    return [RelationMatch((host,), list(span), guest, " ".join(r.toks[i].text for i in span))]


def at_the_side(r: Reading, g: Graph) -> bool:
    """ "When did Everton last win at Liverpool?", "Which sides won at Anfield?" (`venue.at_the_side`; a ground names
    its club's home, `grounds` of the gazetteer): a side of the fact asked said right after "at" is where it was
    played, its home: the fact on a day that side hosted the other. Said of the subject itself ("How many games did
    Chelsea win at Stamford Bridge?"), its home games. Never of the hosting relation itself. Beside "away" ("Did X
    win away at Y?") it says the same again, and is read so; beside "at home" it says another home, and is left to
    the refusal of the words."""
    host, main = _host(g), r.main
    if host is None or main is None or r.relation == host:
        return False
    if not r.relation or camel_parts(r.relation) is None:  # a relation of a graph nobody taught, as the hosting is
        return False
    said = {(m.i, m.j): m for m in r.mentions if main.i <= m.i < main.j and not main.skip[0] <= m.i < main.skip[1]}
    found = [m for m in _matched(r, g, main, "at_the_side") if m.spans["entity"] in said]
    for match in sorted(found, key=lambda m: m.spans["entity"]):
        if not all(r.free(k) for k in match.taken):
            continue
        m = said[match.spans["entity"]]  # a name said twice is one participant, its second saying too
        home = [n for n in m.names if n in (r.anchor, r.other)]
        if len(home) != 1:
            continue
        side = "head" if home[0] == r.anchor else "tail"  # the asked fact's other side hosted the anchor: "away"
        hosted = Alongside(relation=host, entity=r.anchor, side=side)
        if r.alongside is not None and r.alongside != hosted:
            return False  # "at home at Y": two homes
        r.alongside = hosted
        words = " ".join(r.toks[i].text for i in range(match.covered[0], m.j))
        r.notes.append(f"read {words!r} as {home[0]}'s home: a day of {r.alongside}")
        r.take(list(match.taken), "where it happened")
        r.fired.append(match.pattern.row.name)
        return True
    return False


def ground_said(r: Reading, g: Graph) -> None:
    """A ground ("Old Trafford") names its club only as where a match was played, after "at" (`at_the_side`); a
    ground that is another entity's name too ("the Emirates") is that one elsewhere (`names.said_names`). Said
    otherwise ("Who did Old Trafford beat?", "Who beat Arsenal at Old Trafford?" where the club is neither side),
    refused."""
    for m in r.mentions:
        said = r.ledger.text(m.i, m.j)
        home = g.names.grounds.get(" ".join(words_key(said)), [])
        if (
            m.names
            and m.names[0] in home
            and not any(r.ledger.used.get(k) == "where it happened" for k in range(max(m.i - 2, 0), m.i))
        ):
            raise PlanningError(f"could not place the words {said!r} (where {m.names[0]} plays at home)")
