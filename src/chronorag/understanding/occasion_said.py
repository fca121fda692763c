"""An occasion said as the setting of a question's event ("Which film won Best Picture at the 92nd Academy Awards?"):
an entity after a preposition of a setting (`relations.setting_preps_unnamed`, its article between), every fact of
which the graph writes in one and the same year (a ceremony, a contest) and no other entity takes its part in its
relations that year (one ceremony a year; not one of a year's eight tournament draws), is the time of the event, where
the question read with it as a second entity is refused: the question is read again with the occasion said as its
year ("in 2019"). An entity whose facts span more years than one (a team, a person, "the 3rd Academy Awards" of
1929/30), or said more ways than one, or one of several of its year, is left as it is."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import before_articles, tokenize

SETTING_PREPS = word_class("relations", "setting_preps_unnamed")  # "at the 92nd Academy Awards"
IN = phrase_list("event", "in")[0]  # the preposition the year is said with

YearOf = Callable[[str], int | None]  # an occasion's one year, alone in it (`offline_planner.graph_parsers`); else None


def as_its_year(question: str, names: NameIndex, year_of: YearOf) -> tuple[str, str] | None:
    """The question with each occasion said as a setting replaced by its year, and the note saying so; None where
    it says none."""
    toks = tokenize(question)
    text, notes = question, []
    for m in reversed(names.mentions(toks, {t.i for t in toks}, partial=False)):
        k = before_articles(toks, m.i)
        if k < 0 or toks[k].low not in SETTING_PREPS or len(m.names) != 1:
            continue
        if (year := year_of(m.names[0])) is None:
            continue
        text = f"{text[: toks[k].start]}{IN} {year}{text[toks[m.j - 1].end :]}"
        notes.append(f"read {question[toks[k + 1].start : toks[m.j - 1].end]!r} as {year}, the one year of its facts")
    return (text, "; ".join(reversed(notes))) if notes else None
