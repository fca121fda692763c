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

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.name_series import Form, NameIndex, found_series
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading

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


def edition_in_turn(r: Reading, g: Graph, relation: str, holder: str) -> bool:
    """The reading set to the doer of `relation` of the edition after (before) the editions `holder` took part in,
    noted; False where those are not all of one series. Refused where the series has no edition there."""
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
    turn = min(own) if not after else max(own)
    others = [y for y in years[words] if (y > turn if after else y < turn)]
    if not others:
        raise PlanningError(f"the graph names no edition of {' '.join(words)!r} {r.ref_kind} {turn}")
    year = min(others) if after else max(others)
    (edition, *rest) = years[words][year]
    if rest:
        raise PlanningError(f"{year} has {len(rest) + 1} editions of {' '.join(words)!r}")
    r.relation, r.anchor, r.position, r.other, r.extremum = relation, edition, "tail", None, None
    which = "last" if after else "first"
    r.notes.append(
        f"read '{r.ref_kind} {holder}' as {relation} of {edition}, the edition {r.ref_kind} {holder}'s {which} ({turn})"
    )
    return True
