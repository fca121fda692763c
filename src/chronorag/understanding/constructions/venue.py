"""Where a match was played: "at home", "away from home" (`[venue]` of `data/derived.toml`).

Of an event graph whose relation named by the venue's verb ("hosted") says who hosted each match, "When did X last
lose at home?" is X's facts of the relation asked on a day X hosted the other side, "away" on a day the other side
hosted X (`Alongside`, compiled as a fact of the same day). Said of the clause's subject only ("Who beat X at home?"
may mean either side's home, and is left to the refusal of the words). "Did X play at home?" of the hosting relation
read either way is that relation with X its head ("away": its tail).
"""

from __future__ import annotations

from functools import cache

from chronorag.plans import Alongside
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.reading import Clause, Graph, Reading, content, phrase_at
from chronorag.understanding.relation_derived import camel_parts, derived_file, names_verb
from chronorag.understanding.relations import RelationMatch

VENUE = derived_file().venue
VENUE_PREPS = word_class("event", "venue_preps")
ARTICLES = word_class("common", "articles")
SAID = {"head": tuple(VENUE.home), "tail": tuple(VENUE.away)}  # the host's side each phrase puts the subject on


def _host(g: Graph) -> str | None:
    """The one relation of an event graph whose name's verb says who hosted each match."""
    return _host_of(g.lexicon.untaught) if VENUE.verb and not g.intervals else None


@cache
def _host_of(untaught: frozenset[str]) -> str | None:
    """Once per graph: its relation names are read for every question (280 of ICEWS's)."""
    hosts = [n for n in untaught if names_verb(n, VENUE.verb)]
    return hosts[0] if len(hosts) == 1 else None


def _said(r: Reading, clause: Clause | None) -> tuple[str, range] | None:
    """The side of the hosting fact a free phrase of the clause puts its subject on, and its tokens."""
    if clause is None:
        return None
    for t in clause.tokens(r.toks):
        for side, phrases in SAID.items():
            if r.free(t.i) and (found := phrase_at(r.toks, t.i, phrases)) is not None:
                span = range(t.i, found[1])
                # "away wins": said of a noun (a word another stage read, "since 2011", is none)
                before_noun = span.stop < len(r.toks) and r.free(span.stop) and content(r.toks[span.stop])
                if all(r.free(i) for i in span) and not before_noun:
                    return side, span
    return None


@construction(
    "venue.home_or_away",
    "<X> lose | beat | draw ... at home | away (from home): X's facts on a day X hosted (was hosted by) the other side",
    ("derived.venue",),
)
def home_or_away(r: Reading, g: Graph) -> bool:
    host = _host(g)
    said = _said(r, r.main) if host and r.relation and r.anchor else None
    if said is None or r.main is None or host is None:
        return False
    side, span = said
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
    return True


@construction(
    "venue.at_home_as_hosting",
    "was <X> at home | away ...?: a clause with no verb of a relation says the hosting, X its host (its guest)",
    ("derived.venue",),
)
def at_home_as_hosting(r: Reading, g: Graph, clause: Clause) -> list[RelationMatch]:
    host = _host(g)
    said = _said(r, clause) if host else None
    if said is None or host is None:
        return []
    side, span = said
    if any(r.free(t.i) and content(t) and t.i not in span for t in clause.tokens(r.toks)):
        return []  # "drop points at home": a word of what was done is left, which the hosting does not say
    guest = side != next(iter(SAID))  # "away": the subject is the hosting's other side
    return [RelationMatch((host,), list(span), guest, " ".join(r.toks[i].text for i in span))]


@construction(
    "venue.at_the_side",
    "<X> win | lose | draw ... at <Y> | at <Y's ground>: X's facts with Y on a day Y hosted the match",
    ("event.venue_preps",),
)
def at_the_side(r: Reading, g: Graph) -> bool:
    """ "When did Everton last win at Liverpool?", "Which sides won at Anfield?" (a ground names its club's home,
    `grounds` of the gazetteer): of an event graph whose relation says who hosted each match, a side of the fact
    asked said right after "at" is where it was played, its home: the fact on a day that side hosted the other.
    Said of the subject itself ("How many games did Chelsea win at Stamford Bridge?"), its home games. Never of the
    hosting relation itself. Beside "away" ("Did X win away at Y?") it says the same again, and is read so; beside
    "at home" it says another home, and is left to the refusal of the words."""
    host = _host(g)
    if host is None or r.main is None or r.relation == host:
        return False
    if not r.relation or camel_parts(r.relation) is None:  # a relation of a graph nobody taught, as the hosting is
        return False
    main = r.main
    said = [m for m in r.mentions if main.i <= m.i < main.j and not main.skip[0] <= m.i < main.skip[1]]
    for m in said:  # a name said twice is one participant, its second saying too ("Chelsea won at Chelsea")
        k = m.i - 1
        while k > r.main.i and r.toks[k].low in ARTICLES:
            k -= 1
        if (
            k < r.main.i
            or r.toks[k].low not in VENUE_PREPS
            or not r.free(k)
            or not all(r.free(i) for i in range(k + 1, m.i))
        ):
            continue
        home = [n for n in m.names if n in (r.anchor, r.other)]
        if len(home) != 1:
            continue
        side = "head" if home[0] == r.anchor else "tail"  # the asked fact's other side hosted the anchor: "away"
        hosted = Alongside(relation=host, entity=r.anchor, side=side)
        if r.alongside is not None and r.alongside != hosted:
            return False  # "at home at Y": two homes
        r.alongside = hosted
        words = " ".join(r.toks[i].text for i in range(k, m.j))
        r.notes.append(f"read {words!r} as {home[0]}'s home: a day of {r.alongside}")
        r.take(range(k, m.i), "where it happened")
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
