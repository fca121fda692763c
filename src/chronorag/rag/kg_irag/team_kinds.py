"""Clubs and national teams said of the answer over a graph of teams whose playsFor holds both (YAGO11k).

"Which club did Scott Sinclair play for in 2006?" answered England's under-17 team, and "Which national team did
Konchesky play for first?" Charlton Athletic ('national' ignored): a reviewer's finds. The graph does not say which
teams are clubs; a team named "national" is none (`[classes] not_club_words`, as `interval_terms` reads counts). So
"club" said of the answer leaves the national teams out, and "national team" keeps only them, noted."""

from __future__ import annotations

from itertools import pairwise

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import EventPlan
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.tokens import tokenize

TEAM_ASKED = ("entity", "time")  # which club, when did X join a club: the answer's kind


def national_team(name: str) -> bool:
    """A team named "national" (`[classes] not_club_words`): no club, whatever the graph calls it."""
    return any(w in name.lower().split() for w in pattern_file().classes["not_club_words"])


def teams_said(q: EventPlan, rows: list[IntervalRow], other: str) -> tuple[list[IntervalRow], str]:
    """The facts whose other side (`other`: head or tail) is of the kind of team the question says, and the note
    ("" where it says none, or the facts hold one kind only)."""
    if q.answer_type not in TEAM_ASKED or not rows:
        return rows, ""
    named = {w.lower() for n in (q.anchor, q.other) if n for w in n.split()}  # "the National League": a name's
    toks = [t for t in tokenize(q.question) if t.low not in named]
    classes = pattern_file().classes
    national = any(  # "national team", "national side": never a word of a name
        t.low in classes["not_club_words"] and nxt.low in classes["national_team_nouns"] for t, nxt in pairwise(toks)
    )
    if not national and not {t.low for t in toks} & set(classes["club_words"]):
        return rows, ""
    kept = [r for r in rows if national_team(getattr(r, other)) == national]
    if len(kept) == len(rows):
        return rows, ""
    said_kind = "only national teams: 'national' said" if national else "no national team: 'club' said"
    return kept, f" (read {said_kind})"
