"""An office said as owned by the one who headed a government: "Who were Boris Johnson's chancellors?" is "Who
were the chancellors under Boris Johnson?" (the executed pattern `reference.office_of_its_head` of
`data/compose.toml`; "under X" the whole time X held the office that heads a government, `time.reference_cue`), and
"How many chancellors did Thatcher get through?" is "How many chancellors served under Thatcher?"
(`reference.gone_through_under_its_head`); "Which UN ambassadors served during X's time as secretary of state?" is
"... while X was secretary of state" (`reference.time_as`); "Who was on board Apollo 11 with Neil Armstrong?" is "Who
else was on board Apollo 11 while Neil Armstrong did?" (`reference.alongside`).
Tried only where the engine refused the question as said, so an owner of another kind ("Who was X's husband?") keeps
the engine's reading; an owner who headed none is refused by "under" itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from chronorag.algebra.terms import Query
from chronorag.understanding.compose_terms import text_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.tokens import Token


class Reads(Protocol):
    """What a production needs of the composer (`compose.Composer`): a clause read, composed again if need be."""

    def main(self, text: str, depth: int) -> Query: ...


def under_its_owner(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """The question again with the owned noun said under its owner (`[classes] under_the_owner`, a template), the
    words after the noun kept after it ("Who was Thatcher's Chancellor in 1985?")."""
    i, j = m.spans["rest"]
    template = pattern_file().classes["under_the_owner"][0]
    said = template.format(owned=toks[j + 1].text, owner=text_of(toks, i, j))
    after = text_of(toks, j + 2, len(toks))
    gap = " " if j + 2 < len(toks) and toks[j + 2].start > toks[j + 1].end else ""
    return c.main(" ".join(p for p in (text_of(toks, 0, i), said) if p) + gap + after, depth)


def served_under_its_owner(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "How many chancellors did Thatcher get through?": the question again as how many of the counted noun served
    under the owner (`[classes] served_under_the_owner`, a template)."""
    i, j = m.spans["rest"]
    template = pattern_file().classes["served_under_the_owner"][0]
    said = template.format(owned=toks[i - 2].text, owner=text_of(toks, i, j))
    return c.main(said + text_of(toks, m.covered[1], len(toks)), depth)


def while_it_held(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "... during X's time as Y?", "... overlapped with X's time as Y?": the question again with the holder's time
    said as "while X was Y" (the row's template, of `[classes]`)."""
    main, holder, held = (text_of(toks, *m.spans[k]) for k in ("main", "rest", "event"))
    return _said_again(c, m, depth, main=main, holder=holder, held=held.rstrip("?").rstrip())


def with_alongside(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """One who did the main clause's event with another named ("Who was on board Apollo 11 with Neil Armstrong?", "Who
    played for Chelsea with Frank Lampard?"): the question again as "Who else <main> while <other> did?" (the row's
    template, of `[classes]`), the others whose fact of the main clause's relation shares more than a day with the
    other's own, that fact itself left out (`interval_loop._while`). Tried only where the engine refused the question
    as said ("Who drew with England?" keeps its reading); a clause of the other that reads no state, or a word left, is
    refused as the engine refuses it."""
    (i, j), (k, n) = m.spans["main"], m.spans["event"]
    other = text_of(toks, k, n).rstrip("?").rstrip()
    return _said_again(c, m, depth, asked=text_of(toks, 0, i), main=text_of(toks, i, j), other=other)


def kin_apposed(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """ "... did his son Ken Griffey Jr. debut?": a kin noun after an owner's pronoun (`[classes] kin_nouns`), said
    right before a name (a capitalised word), says who the one named is to the owner: the question again with the
    name alone, since what it asks of him is the same whoever he is to the owner; none before no name."""
    i, j = m.covered
    if j >= len(toks) or not toks[j].text[:1].isupper():
        raise PlanningError("a kin noun said of no name right after it")
    return c.main(" ".join(p for p in (text_of(toks, 0, i), text_of(toks, j, len(toks))) if p), depth)


def _said_again(c: Reads, m: Match, depth: int, **said: str) -> Query:
    """The question said again by the pattern row's template (of `[classes]`), its slots filled with `said`."""
    return c.main(pattern_file().classes[m.values["template"]][0].format(**said), depth)


# this module's productions, by the names the pattern rows give them (`compose.PRODUCTIONS`)
OWNER_PRODUCTIONS: dict[str, Callable[[Reads, list[Token], Match, int], Query]] = {
    "under_its_owner": under_its_owner,
    "served_under_its_owner": served_under_its_owner,
    "while_it_held": while_it_held,
    "with_alongside": with_alongside,
    "kin_apposed": kin_apposed,
}
