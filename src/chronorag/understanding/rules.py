"""The stages of the engine that run rules on the chart (`patterns.py`, `data/rules/<family>.toml`) over a reading.

A rule's production is named by its row; a stage runs the rules of its productions over the words still free and
does what the production says with each match (take its words for what they say, keep a cue for the clauses). Every
rule is a construction of its family, registered under its row's name, so the corpus lines name it as they name the
productions written in Python.
"""

from __future__ import annotations

from chronorag.understanding.constructions import declare
from chronorag.understanding.patterns import RULES_DIR, Chart, Match, Pattern, patterns, rule_matches
from chronorag.understanding.reading import Reading


def best_at_each_word(r: Reading, found: list[Match]) -> dict[int, Match]:
    """At each word, the highest-priority match that starts there with all its words free, the widest of those."""
    at: dict[int, Match] = {}
    for m in found:
        i, j = m.covered
        if j > i and all(r.free(x) for x in range(i, j)) and (i not in at or rank(m) > rank(at[i])):
            at[i] = m
    return at


def take_free(r: Reading, rules: tuple[Pattern, ...], what: dict[str, str]) -> list[Match]:
    """Left to right over the words still free, the best match of `rules` starting at each, its words taken as
    `what` says of its production (a value slot's name: its value); a match over a word taken before is none."""
    found = rule_matches(Chart(r.toks), rules)
    taken: list[Match] = []
    for i, m in sorted(best_at_each_word(r, found).items()):
        if all(r.free(x) for x in range(i, m.covered[1])):
            said = what[m.pattern.row.production]
            r.take(range(i, m.covered[1]), m.values.get(said, said))
            r.fired.append(m.pattern.row.name)
            taken.append(m)
    return taken


def rank(m: Match) -> tuple[int, int]:
    return m.pattern.row.priority, m.covered[1] - m.covered[0]


def declare_rules() -> None:
    """Every rule of `data/rules/` as a construction of its family."""
    for path in sorted(RULES_DIR.glob("*.toml")):
        for p in patterns(path):
            row = p.row
            said = " ".join(x for x in (row.left and f"({row.left})", row.rule, row.right and f"({row.right})") if x)
            declare(row.name, f"{said}: {row.example!r}", take_free, (f"data/rules/{path.name}",))


declare_rules()
