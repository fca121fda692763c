"""A name said in part right after "which" / "what" that may be several entities, read as the kind asked ("What Nobel
Prize did Winston Churchill win?"), one of the readings of a name said in part (`readings.partially`)."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.parser import Parser, Read
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import Token, written

WHICH = word_class("asked", "which")  # "What Nobel Prize did X win?": the kind asked


def without(toks: list[Token], dropped: set[int]) -> list[Token]:
    """The tokens less those dropped, numbered again (their places in the text kept)."""
    kept = [t for t in toks if t.i not in dropped]
    return [Token(t.text, n, t.start, t.end) for n, t in enumerate(kept)]


@construction(
    "readings.kind_in_part",
    "which | what <a name said in part, several entities> ...: the kind asked, one of them ('What Nobel Prize did"
    " Winston Churchill win?')",
    ("asked.which",),
)
def kind_in_part(parser: Parser, base: Reading, found: list[Mention]) -> Read | None:
    """A name said in part right after "which" / "what" that may be several entities is the kind of what is asked:
    the question is read without it ("What did Winston Churchill win?") and kept only where every entity the
    anchor holds of the relation is one of them (`tails_of`), so the answer is one of those the words name (never
    of a relation read both ways)."""
    g, several = (
        parser.graph,
        [m for m in found if len(m.names) > 1],
    )  # a person said in full is one ("Albert Einstein")
    if len(several) != 1 or g.tails_of is None or (m := several[0]).i == 0 or base.toks[m.i - 1].low not in WHICH:
        return None
    try:
        plan, fired = parser.choose(parser.prepare(base.question, without(base.toks, set(range(m.i, m.j)))))
    except PlanningError:
        return None
    if plan.answer_type != "entity" or plan.other is not None or plan.position != "head" or plan.anchor is None:
        return None
    held = set(g.tails_of(plan.anchor, plan.relation))
    if plan.relation in g.lexicon.symmetric or not held & set(m.names):
        return None
    said = written(base.toks, m.i, m.j)
    plan = plan.model_copy(update={"question": base.question})
    if held <= set(m.names):
        plan.notes.append(f"read {said!r} as the kind asked: every {plan.relation} of {plan.anchor} is one of them")
    elif g.intervals:  # "Which Nobel Prizes did Marie Curie win?": those of her prizes the words may be
        kept = sorted(held & set(m.names))
        plan.other, plan.other_any = (kept[0], []) if len(kept) == 1 else (None, kept)
        plan.notes.append(f"read {said!r} as the kind asked: {plan.anchor}'s {plan.relation} of any of them")
    else:
        return None
    return plan, [*fired, "readings.kind_in_part"]
