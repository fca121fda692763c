"""Two entities named, their roles checked against the way the graph holds the relation between them: where the
words give both one role ("How many Stanley Cups did Detroit win?"), the one way the graph holds it; where they give
each its own, the other way only where the graph holds neither in the role read at all ("Did Barry Bonds have NL MVP
awards?": an award is never a winner)."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Graph, Reading, Role

Roles = list[tuple[Mention, Role]]


@construction(
    "roles.one_way_held",
    "<X> ... <Y> <verb>, their roles unsaid: the way the graph holds the relation between them ('How many Stanley Cups"
    " did Detroit win?')",
)
def one_way_held(r: Reading, g: Graph, roles: Roles) -> Roles | None:
    """Of facts true over intervals: two entities the words give the same role, where the graph holds the relation's
    facts between them one way only (`tails_of`, at any time), that way, noted; both ways or neither: None."""
    if not g.intervals or g.tails_of is None:
        return None
    (a, _), (b, _) = roles
    one, other = a.names[0], b.names[0]
    forward, backward = other in g.tails_of(one, r.relation), one in g.tails_of(other, r.relation)
    if forward == backward:
        return None
    head, tail = (a, b) if forward else (b, a)
    r.notes.append(f"read {head.names[0]} {r.relation} {tail.names[0]}, the only way the graph holds it between them")
    return [(head, "head"), (tail, "tail")] if a is head else [(tail, "tail"), (head, "head")]


@construction(
    "roles.held_the_other_way",
    "<X> ... <Y>, their roles read one way where the graph holds X never as the relation's head and Y never as its"
    " tail, but each the other way ('Did Barry Bonds have NL MVP awards?'): the other way, noted",
)
def held_the_other_way(r: Reading, g: Graph, roles: Roles) -> Roles | None:
    """Of facts true over intervals: two entities given each its own role, where the graph holds the one read as
    the head never as the relation's head but as its tail, and the one read as the tail never as its tail but as
    its head: the roles the graph's kinds allow, noted. None where either may stand where it was read ("Did
    Germany beat Brazil?": either team beats, and a flat no is the answer)."""
    if not g.intervals or g.tails_of is None or g.heads_of is None:
        return None
    head, tail = sorted(roles, key=lambda x: x[1] != "head")
    a, b = head[0].names[0], tail[0].names[0]
    if g.tails_of(a, r.relation) or g.heads_of(b, r.relation):
        return None
    if not g.heads_of(a, r.relation) or not g.tails_of(b, r.relation):
        return None
    r.notes.append(f"read {b} {r.relation} {a}: the graph holds {a} only as its tail, {b} only as its head")
    return [(m, "tail" if m is head[0] else "head") for m, _ in roles]
