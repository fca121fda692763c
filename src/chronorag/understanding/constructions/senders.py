"""Who sends a title's holders (`leftovers.sender`): "Who was the American minister to Spain in 1843?", "the American
ambassador to Afghanistan". Of a relation named by its holder's title and a preposition ("ministerTo",
"ambassadorTo": `relation_names.titled`), a demonym or a place word of `data/names.toml` right before that title
says the place the holder serves. Where the graph names that place nowhere (by its name or any other of the
gazetteer's), no fact of it can say another place's holder: a graph of one country's envoys never names that
country, as a country sends no envoy to itself. So the word is read as changing nothing, noted; a place the graph
names ("the French ambassador to Spain" of a graph of US envoys, where France is a post) is left, and refused."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_table import name_table
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_names import HEAD_TITLES, titled
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import lemmas


def _place_words() -> dict[str, str]:
    """A demonym or place word as said (lower case) -> its place ("american" -> United States)."""
    table = name_table()
    out = {d.lower(): place for place, d in table.demonyms().items()}
    for place, words in table.place_words().items():
        for w in words:
            out.setdefault(w.lower(), place)
    return out


PLACE_WORDS = _place_words()
OTHER_NAMES = gazetteer().others()


def _named(g: Graph, place: str) -> bool:
    """The graph names the place, as written or by another of its names."""
    return any(words_key(n) in g.names.forms for n in (place, *OTHER_NAMES.get(place.lower(), ())))


@construction(
    "leftovers.sender",
    "<a demonym or place word> <the title of a relation named by it>, of a place the graph names nowhere",
    ("names.demonym", "names.place_words", "relations.head_titles"),
)
def sender_of_the_title(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The words left that say the place a title's holder serves, where the graph names that place nowhere: read as
    changing nothing, noted."""
    if not g.intervals or r.relation is None or not titled(r.relation):
        return set()
    out: set[int] = set()
    for t in left:
        place = PLACE_WORDS.get(t.low)
        after = t.i + 1
        if place is None or after >= len(r.toks) or r.free(after) or not lemmas(r.toks[after].low) & HEAD_TITLES:
            continue
        if _named(g, place):
            continue
        r.notes.append(f"read {t.text!r} as the place every holder serves: the graph names no {place}")
        r.take([t.i], "sender: changes nothing")
        out.add(t.i)
    return out
