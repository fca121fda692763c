"""The winner of the edition before or after one named: "Who won the Tour after Bernard Hinault?", "Who won
Eurovision right before Lordi?", "Who won the Tour the year Hinault stopped winning?" is no such question, but the
first two are.

Of a relation whose facts hold an edition of a series each ("1985 Tour de France", "Eurovision Song Contest 2006":
names that differ only in their year, `name_series.series_of`), the one that came before or after a holder is the
doer of the same relation of the edition next to theirs: after their last (of a holder of several: "after Hinault"
is after 1985, his last), before their first. A state held one holder at a time is read by the succession
constructions (`succession.holder_in_turn`); this reads what those refuse: a relation held per edition, each edition
a different entity. Read only where every edition the holder took part in is of one series; the edition is the
series' next by its names' years (a year with no edition is skipped), so the answer is that edition's fact, which
the graph holds or not ("no answer")."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.reference import read_reference, refers_back
from chronorag.understanding.constructions.relation import read_relation
from chronorag.understanding.constructions.time import WHEN_KIND
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.name_series import Form, NameIndex, found_series
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Clause, Graph, Reading

Editions = dict[Form, dict[int, list[str]]]


def _made_editions(index: NameIndex) -> tuple[dict[str, tuple[Form, int]], Editions]:
    """Each edition's name -> its series' words and its year; each series' words -> its years -> their editions."""
    found = found_series(index)
    of: dict[str, tuple[Form, int]] = {}
    years: Editions = {}
    for words, by_year in found.items():
        for year, names in by_year.items():
            years.setdefault(words, {})[int(year)] = list(names)
            for name in names:
                of[name] = (words, int(year))
    return of, years


_editions = PerObject(_made_editions)


def edition_in_turn(
    r: Reading, g: Graph, relation: str, holder: str, which: str | None = None, told: str | None = None
) -> bool:
    """The reading set to the doer of `relation` of the edition after (before) the editions `holder` took part in,
    noted; False where those are not all of one series. Refused where the series has no edition there. `which`
    ("after X's first win"): the holder's first or last edition, not the one next to the other's turn; `told`: the
    reference clause's words, for the note (the holder's name)."""
    if g.tails_of is None or r.ref_kind not in ("before", "after"):
        return False
    held = g.tails_of(holder, relation)
    of, years = _editions(g.names)
    said = {of[t] for t in held if t in of}
    if not held or len(said) != len(held) or len({words for words, _ in said}) != 1:
        return False
    words = next(iter(said))[0]
    after = r.ref_kind == "after"
    own = [year for _, year in said]
    if (period := r.ref_period) is not None:  # "before Israel did in 2019": its editions of those years
        if period.granularity != "year":
            return False
        own = [year for year in own if period.start.year <= year < period.end.year]
        if not own:
            raise PlanningError(f"{holder} {relation} no edition of {' '.join(words)!r} {period}")
        r.ref_period = None  # read: the edition is of the period said
    which = which or ("last" if after else "first")
    label = which if period is None else f"{which} in {period.start.year}"  # "Israel's first in 2019"
    turn = max(own) if which == "last" else min(own)
    others = [y for y in years[words] if (y > turn if after else y < turn)]
    if not others:
        raise PlanningError(f"the graph names no edition of {' '.join(words)!r} {r.ref_kind} {turn}")
    year = min(others) if after else max(others)
    (edition, *rest) = years[words][year]
    if rest:
        raise PlanningError(f"{year} has {len(rest) + 1} editions of {' '.join(words)!r}")
    r.relation, r.anchor, r.position, r.other, r.extremum = relation, edition, "tail", None, None
    r.notes.append(
        f"read '{r.ref_kind} {told or holder}' as {relation} of {edition}, the edition {r.ref_kind} {holder}'s {label}"
        f" ({turn})"
    )
    return True


@construction(
    "succession.in_its_edition",
    "who <relation> when <X> <relation'>: of facts held one edition of a series each, the doer of the first relation"
    " of the edition of X's fact",
)
def in_its_edition(r: Reading, g: Graph) -> bool:
    """ "Who were the presenters when Conchita Wurst won?", "Which country was hosting when Johnny Logan first won?":
    the main clause names no entity and the "when" clause one, whose fact is of an edition of a series (the first or
    last the clause says, where it has several): the main relation's doer of that same edition, which must take part
    in it. Tried on a fork first, so a question not so keeps its reading (a pronoun of the main clause, "when X won,
    who was his coach?", is the reference constructions')."""
    main, ref = r.main, r.ref
    if not g.intervals or g.tails_of is None or main is None or ref is None or main.mentions:
        return False
    if r.answer_type != "entity" or not (r.ref_kind or "").startswith(WHEN_KIND) or len(ref.mentions) != 1:
        return False
    if refers_back(r, main):
        return False
    try:
        _of_its_edition(r.fork(), g)
    except PlanningError:
        return False
    _of_its_edition(r, g)
    return True


def _of_its_edition(r: Reading, g: Graph) -> None:
    """The reading set to the main relation's doer of the edition of the "when" clause's fact; refused where that is
    not one edition, or the edition takes no part in the main relation."""
    main, ref = r.main, r.ref
    assert main is not None and ref is not None and g.tails_of is not None
    holder = ref.mentions[0].names[0]
    event = read_reference(r, g, ref, None, None, None)
    if event.head != holder:
        raise PlanningError("the 'when' clause's entity is not its doer")
    if r.relation_pick is not None and set(r.relation_pick[0]) & set(range(ref.i, ref.j)):
        raise PlanningError("the 'when' clause's verb may mean several relations")  # "when Hinault first won": what?
    of, _ = _editions(g.names)
    held = sorted({of[t][1]: t for t in g.tails_of(holder, event.relation) if t in of}.items())
    if event.tail is not None or not held or len({of[e][0] for _, e in held}) != 1:
        raise PlanningError("the 'when' clause's fact is no edition of a series")
    if len(held) > 1 and r.ref_extremum is None:
        raise PlanningError(f"{holder} {event.relation} {len(held)} editions: which one is not said")
    year, edition = held[-1] if r.ref_extremum == "last" else held[0]
    match = read_relation(r, g, Clause(main.i, main.j, []), [edition], "question")
    relation = match.relations[0]
    if relation == event.relation:  # "Who won the Tour when X won?": X, whatever was asked
        raise PlanningError(f"the 'when' clause says the question's own {relation}")
    takes_part = g.relations_of is not None and relation in g.relations_of(edition)
    if match.noun_of not in (None, "head") or match.inverse or not takes_part:
        raise PlanningError(f"{edition} takes no part in {relation}")
    r.take(range(ref.i, ref.j), "reference")
    r.relation, r.anchor, r.position, r.other, r.extremum = relation, edition, "tail", None, None
    said = r.ledger.text(ref.i, ref.j)
    r.notes.append(f"read 'when {said}' as of {edition}, the edition of {holder}'s {event.relation} ({year})")
