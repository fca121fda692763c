"""Which of what was done: "Which World Series did the Yankees win?" of wonWorldSeriesAgainst, whose name says what
each fact is (a World Series) before the closing preposition that says its other side (the club beaten). The
noun asked is then none of the facts' sides: the opponents would answer "which clubs did they beat", another
question. Each fact is one World Series, told apart by its time, so the question asks when (as "When did the Yankees
win the World Series?" reads it), noted."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.count_noun import own_plural
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading, read_as_relation
from chronorag.understanding.relation_derived import closing_prep, says_what_it_does

ASKING = word_class("event", "which_asks")  # "which", "what": the noun right after is what is asked
# the closing prepositions whose side never tells one fact from another: an opponent, a venue ("wonPoleFor": the
# race it is for tells which pole)
UNTOLD = word_class("event", "which_done_closers")


@construction(
    "asked.which_done",
    "which | what <the relation's own noun> ...: of a name whose noun is what each fact is, when each was",
    ("event.which_asks",),
)
def which_done(r: Reading) -> bool:
    """Read the question as asking the facts' times where the words right after its opening "which" are the
    relation's own noun, read as the relation's."""
    if r.answer_type != "entity" or not r.relation or len(r.toks) < 2 or r.toks[0].low not in ASKING:
        return False
    said = []
    for t in r.toks[1:]:
        if not (t.is_word and read_as_relation(r.ledger, t.i) and says_what_it_does(t.text, r.relation)):
            break
        said.append(t.text)
    if not said:
        return False
    if own_plural(r.relation, said[-1]):  # "Which seats did Labour win?" of wonSeatsIn: each fact some seats
        raise PlanningError(f"{said[-1]!r}: each {r.relation} fact holds some of them, which the graph does not say")
    if closing_prep(r.relation) not in UNTOLD:
        return False
    r.answer_type = "time"
    asked = " ".join([r.toks[0].text.lower(), *said])
    r.notes.append(f"read {asked!r} as when: each {r.relation} fact is one, told apart by its time")
    return True
