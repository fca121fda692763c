"""A name said in pieces: the words of one edition of a series (`name_series`: "2008 Wimbledon Men's Singles") said
apart, the year, the series' other name and the words that tell its series apart ("Who won the men's singles at
Wimbledon in 2008?", "the Wimbledon men's final in 2019", "the women's draw at Wimbledon 2001"). Read only where the
pieces, said around the year in one stretch of the question (no other name, number, reference cue or stop between
them), hold the words of one name of that year alone: then they name it, as if said in full. Where they fit several
("Wimbledon in 2001": the men's and the women's draw), nothing is read (the refusal stands); nor where the time
words read the year with more than "in" ("since 2008": a period). Tried only where the strict reading fails, or
names an entity that takes no part in the relation its clause says (`EventParser.choose`), so it never changes a
question whose strict reading could answer."""

from __future__ import annotations

from dataclasses import dataclass

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.in_context import fits
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import SKIP, words_key
from chronorag.understanding.name_series import NameIndex, found_series
from chronorag.understanding.parser import Parser, Read
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import CLITICS, HYPHENS, Token, written
from chronorag.understanding.words import key

EDITION_PREPS = word_class("names", "edition_year_preps")  # "Wimbledon in 2008"
TIME_MARK = "time"  # the ledger's mark of the time words (`time.read_period`)
WHICH = word_class("asked", "which")  # "Which women lost ...": the kind asked

Editions = dict[str, list[tuple[str, frozenset[str]]]]


def _made_editions(index: NameIndex) -> Editions:
    """Each year -> the names of the series' editions of that year, each with its words (keys) but the year."""
    out: Editions = {}
    for words, years in found_series(index).items():
        for year, names in years.items():
            out.setdefault(year, []).extend((n, frozenset(words)) for n in names)
    return out


editions = PerObject(_made_editions)


@dataclass(frozen=True)
class Composed:
    """One edition said in pieces: its name, the span of the name said among them (picked as it), the year's token
    and the other tokens of the pieces."""

    name: str
    span: tuple[int, int]
    year: int
    pieces: tuple[int, ...]


def _stretch(toks: list[Token], at: int, words: frozenset[str], stops: set[int]) -> list[int]:
    """The tokens around the year at `at` whose keys are words of its editions, walking each way until a stop: a
    capitalised word (past the first) or a number that is no such word, a mark (but a hyphen), a stop given."""
    out: list[int] = []
    for step in (-1, 1):
        k = at + step
        while 0 <= k < len(toks):
            t = toks[k]
            said = (t.is_word or t.low in CLITICS or t.text.isdigit()) and t.low not in SKIP and key(t.text) in words
            if said:
                out.append(k)
            elif k in stops or (not t.is_word and t.low not in HYPHENS) or (t.is_capitalised and k > 0):
                break
            k += step
    return sorted(out)


def composed(
    toks: list[Token],
    index: NameIndex,
    stops: set[int],
    spans: list[tuple[int, int, list[str]]],
    timed: frozenset[int] = frozenset(),
) -> list[Composed]:
    """Each year of the question whose pieces (`_stretch`) hold the words of one of that year's editions alone, said
    with a name of the graph among them (`spans`: the name index's mentions, each with its names) that is the
    edition's or one whose words are all the edition's ("Wimbledon"): the edition, picked at that name's span. A
    year the time words read with more than "in" (`timed`: "since 2008", "between 2001 and 2005") is a period, no
    edition's."""
    held = editions(index)
    out: list[Composed] = []
    for t in toks:
        if t.text not in held or t.is_word or not _said_plainly(toks, t.i, timed):
            continue
        owners = held[t.text]
        said = _stretch(toks, t.i, frozenset().union(*(w for _, w in owners)), stops)
        keys = {key(toks[k].text) for k in said}
        fit = [(n, w) for n, w in owners if keys <= w]
        if len(fit) != 1 or not said:
            continue
        name, words = fit[0]
        around = {*said, t.i, *([t.i - 1] if t.i > 0 and toks[t.i - 1].low in EDITION_PREPS else [])}
        named = [
            (i, j)
            for i, j, names in spans
            if set(range(i, j)) <= around
            and (name in names or any(set(words_key(n)) - {t.text} <= words for n in names))
        ]
        if not named:
            continue
        i, j = max(named, key=lambda s: s[1] - s[0])
        pieces = [k for k in around if not i <= k < j]
        out.append(Composed(name, (i, j), t.i, tuple(sorted(pieces))))
    return out


@construction(
    "names.pieces",
    "<a series' words> ... <year> said apart ('the men's singles at Wimbledon in 2008'): the one edition of that"
    " year whose name holds them all",
)
def in_pieces(parser: Parser, base: Reading, strict: Read | None = None) -> Read | None:
    """The question read with each name said in pieces (`composed`) as that edition, its year left to the name;
    None where none is said so or the reading fails, or an entity of it takes no part in what its clause says. Of a
    `strict` reading, only where an entity of it takes no part in what its clause says (its answer could only be
    that the graph holds no such fact: "Who won the men's singles at Wimbledon in 2008?", the tournament winning
    nothing, the words left ignored)."""
    g = parser.graph
    if not any(t.text in editions(g.names) for t in base.toks if not t.is_word):
        return None  # no year of an edition: nothing to ask the name index
    stops = {k for at, end in base.cue_ends.items() for k in range(at, end)}
    spans = [(m.i, m.j, m.names) for m in g.names.mentions(base.toks, set(range(len(base.toks))), g.relation_words)]
    timed = frozenset(k for k, what in base.ledger.used.items() if what == TIME_MARK)
    found = composed(base.toks, g.names, stops, spans, timed)
    if not found or (strict is not None and fits(g, strict[0])):
        return None
    toks, found, kinds = _kind_said(base.toks, found)
    alt = parser.prepare(base.question, toks, frozenset(c.year for c in found))
    for c in found:
        alt.take(list(c.pieces), "entity")
    try:
        plan, fired = parser.attempt(alt, {c.span: (c.name, "names.pieces") for c in found})
    except PlanningError:
        return None
    if not fits(g, plan):
        return None
    for c in found:
        said = ", ".join(written(toks, i, j) for i, j in _runs(sorted({*c.pieces, *range(*c.span)})))
        plan.notes.append(f"read {said!r} as {c.name}: the one name of the graph holding all these words")
    for word in kinds:
        plan.notes.append(f"read {word!r} as the kind asked, said by the edition's name of every one asked")
    return plan, fired


def _kind_said(toks: list[Token], found: list[Composed]) -> tuple[list[Token], list[Composed], list[str]]:
    """ "Which women lost in the quarter-finals at Roland Garros in 2024?": a piece said as the kind asked, right
    after "which", says what the edition's name says of every one asked; the question is read without it ("Which
    lost ..."), the other pieces as found (numbered again); the words of the kind."""
    kinds = {k for c in found for k in c.pieces if _a_kind(toks, k)}
    if not kinds:
        return toks, found, []
    kept = [t for t in toks if t.i not in kinds]
    at = {t.i: n for n, t in enumerate(kept)}
    out = [
        Composed(c.name, (at[c.span[0]], at[c.span[1] - 1] + 1), at[c.year], tuple(at[k] for k in c.pieces if k in at))
        for c in found
    ]
    said = [toks[k].text for k in sorted(kinds)]
    return [Token(t.text, n, t.start, t.end) for n, t in enumerate(kept)], out, said


def _said_plainly(toks: list[Token], at: int, timed: frozenset[int]) -> bool:
    """The time words that read the year at `at` (its run of `timed` tokens) are the year alone, or "in" and it."""
    run, k = set(), at
    while k - 1 in timed:
        k -= 1
        run.add(k)
    k = at
    while k + 1 in timed:
        k += 1
        run.add(k)
    return run <= {at - 1} and all(toks[x].low in EDITION_PREPS for x in run)


def _a_kind(toks: list[Token], k: int) -> bool:
    return k > 0 and toks[k - 1].low in WHICH and toks[k].is_word


def _runs(ks: list[int]) -> list[tuple[int, int]]:
    """The runs of consecutive token positions, each as its span."""
    out: list[tuple[int, int]] = []
    for k in ks:
        if out and out[-1][1] == k:
            out[-1] = (out[-1][0], k + 1)
        else:
            out.append((k, k + 1))
    return out
