"""The stages of the engine that run rules on the chart (`patterns.py`, `data/rules/<family>.toml`) over a reading.

A rule's production is named by its row; a stage runs the rules of its productions over the words still free and
does what the production says with each match (take its words for what they say, keep a cue for the clauses). At a
word the higher-priority rule wins, then the wider match; a rule may fall back on a shorter phrase of its class
where a longer one's words are taken. Every rule of the event parser is a construction of its family, registered
under its row's name (recorded as fired once per stage that it read in), so the corpus lines name it as they name
the productions written in Python; the sensor family's rules have a corpus of their own (`corpus/sensor.toml`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from chronorag.understanding.constructions import declare
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import RULES_DIR, Chart, Constituent, Match, Pattern, patterns, rule_matches
from chronorag.understanding.reading import Graph, Reading, as_written, role_after_which

Check = Callable[[Reading, Graph, Match, Sequence[str]], bool]  # the names the stage's entities stand for
CHECKS: dict[str, Check] = {}  # what a rule's row may ask of its match beyond its words (`check = "graph.hosting"`)


def check(name: str) -> Callable[[Check], Check]:
    """Register a named check a rule's row may list: what the words cannot say (the graph's relations, the name
    index), declared on the row and run after the match, not hidden inside a production."""

    def register(f: Check) -> Check:
        if name in CHECKS:
            raise ValueError(f"two checks are named {name}")
        CHECKS[name] = f
        return f

    return register


def checked(r: Reading, g: Graph, found: list[Match], entities: Sequence[str] = ()) -> list[Match]:
    """The matches that pass every check their row lists, in order (`entities`: the names the checks are of)."""
    return [m for m in found if all(CHECKS[c](r, g, m, entities) for c in m.pattern.row.check)]


def chart_of(r: Reading) -> Chart:
    """The reading as a chart: its tokens, which of them are still free, the entities read so far (`<entity>`;
    `<entity:role>`, a name said in lower case after "which": a role, "Which president ...") and the one-word marks
    of the ledger (`<read:every>`: what a word was read as, where a rule reads past it); made once for each
    state of the reading (the stages ask for it again and again)."""
    state = (len(r.ledger.used), id(r.mentions), len(r.mentions))  # the ledger only grows: its size is its state
    if r.chart is not None and r.chart[0] == state:
        return r.chart[1]
    free = frozenset(r.free_tokens())
    roles = [role_after_which(r.toks, m) for m in r.mentions]
    # the question's other readings reach charts of the same content again and again: one chart each (and the
    # matches found on it, `Chart.matched`), shared through the question's memo (a chart reads only spans)
    marks = tuple(sorted((k, tag) for k, tag in r.ledger.used.items() if tag.isidentifier()))
    spans = tuple((m.i, m.j, role) for m, role in zip(r.mentions, roles, strict=True))
    content = ("chart", id(r.toks), free, spans, marks)
    chart = r.asked_index.get(content)
    if chart is None:
        entities = [
            Constituent("entity", m.i, m.j, m, frozenset({"role"} if role else ()))
            for m, role in zip(r.mentions, roles, strict=True)
        ]
        read = [Constituent("read", k, k + 1, features=frozenset({tag})) for k, tag in marks]
        chart = r.asked_index[content] = Chart(r.toks, [*entities, *read], free)
    r.chart = (state, chart)
    return chart


def best_at(free: Callable[[int], bool], found: list[Match]) -> dict[int, Match]:
    """At each word, the highest-priority match that starts there with all the words it takes free (`free`: the
    ledger's), the widest of those."""
    at: dict[int, Match] = {}
    for m in found:
        i, j = m.covered
        if j > i and all(free(x) for x in m.taken) and (i not in at or rank(m) > rank(at[i])):
            at[i] = m
    return at


def in_turn(free: Callable[[int], bool], found: list[Match]) -> Iterator[Match]:
    """Left to right, the best match at each word whose words are all still free when its turn comes: the caller
    takes each match's words before asking for the next, so a match over a word taken before is none."""
    for _, m in sorted(best_at(free, found).items()):
        if all(free(x) for x in m.taken):
            yield m


def take_found(r: Reading, found: list[Match], what: str, note: str) -> set[int]:
    """The words `found` take, taken as `what`, each noted (`note`, its `{word}` the word as said), the first match's
    rule fired: how a check of the words left reads the ones it accounts for."""
    taken = {k for m in found for k in m.taken}
    for k in sorted(taken):
        r.notes.append(note.format(word=repr(r.toks[k].text)))
    if taken:
        r.take(sorted(taken), what)
        r.fired.append(found[0].pattern.row.name)
    return taken


def take_free(
    r: Reading, rules: tuple[Pattern, ...], what: dict[str, str], first: bool = False, within: set[int] | None = None
) -> list[Match]:
    """Left to right over the words still free, the best match of `rules` starting at each, the words it takes
    taken as `what` says of its production (with its values: "the {aspect}" is "the start"); a match over a word
    taken before is none. `first`: only the first match (the question word that says what is asked); `within`: only
    matches that start at those tokens (a clause's)."""
    taken: list[Match] = []
    found = [m for m in rule_matches(chart_of(r), rules) if within is None or m.covered[0] in within]
    for m in in_turn(r.free, found):
        r.take(list(m.taken), what[m.pattern.row.production].format(**m.values))
        if m.pattern.row.name not in {t.pattern.row.name for t in taken}:
            r.fired.append(m.pattern.row.name)
        taken.append(m)
        if first:
            break
    return taken


def refuse_if_said(r: Reading, rules: tuple[Pattern, ...], chart: Chart | None = None) -> None:
    """A rule whose row gives a refusal: its words, said anywhere in the question, refuse it ("the would-be head
    of government": a qualifier of who that no construction reads); on a `chart` of the reading (its free words,
    the entities it holds), only words still free do."""
    for m in rule_matches(chart or Chart(r.toks), rules):
        if chart is None or chart.free is None or all(x in chart.free for x in m.taken):
            raise PlanningError(m.pattern.row.refusal.format(said=as_written(r.toks, *m.covered)))


def rank(m: Match) -> tuple[int, int]:
    return m.pattern.row.priority, m.covered[1] - m.covered[0]


OWN_CORPUS = ("sensor",)  # families of another parser, with a corpus of their own (corpus/sensor.toml)


def declare_rules() -> None:
    """Every rule of `data/rules/` as a construction of its family (rows of one name: one construction said
    several ways)."""
    said: dict[str, list[str]] = {}
    for path in sorted(RULES_DIR.glob("*.toml")):
        if path.stem in OWN_CORPUS:
            continue
        for p in patterns(path):
            row = p.row
            words = " ".join(x for x in (row.left and f"({row.left})", row.rule, row.right and f"({row.right})") if x)
            said.setdefault(row.name, []).append(f"{words}: {row.example!r}")
    for name, ways in said.items():
        declare(name, "; ".join(ways), take_free, ("data/rules/",))


declare_rules()
