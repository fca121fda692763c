"""The one asked said by a noun that no relation's name says but some of the graph's names of titles do: "Who was the
first justice appointed by George Washington?" of a graph whose judges hold `Associate Justice of the Supreme Court`
or `Chief Justice of the United States` by heldPosition, and whose appointedBy says nothing of which court.

Left unread, the noun was ignored, and the first of all Washington's appointees came back (twelve district judges of
one day). The noun would narrow the answers to those who held such a title by another relation at the time of each
fact (Nixon appointed John Paul Stevens to a court of appeals; Ford made him a justice), which no reading says: it is
refused naming the titles, and read as saying nothing (noted) only where every one of the anchor's others holds
one. A relation word ("judge" of seniorJudgeOn), a word of the relation read's own names, a capitalised word, or a
title held by many names (`TITLE_NAMES`) is left to the other checks."""

from __future__ import annotations

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR, personal
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import Chart, Constituent, rule_matches, rules
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import WHICH, WHO_IS, Graph, Reading, is_kind_asked
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_nominal, key, lemmas

TITLE_NAMES = 8  # a word more names hold than this is no title's (it says a kind: "Court", "Party")


def _made_titles(names: NameIndex) -> dict[str, list[str]]:
    """The graph's names that are no person's by the word they name a holder by (`_head_noun`: "justice" of Associate
    Justice of the Supreme Court, Chief Justice of the United States); words of more than `TITLE_NAMES` names are
    left out, and so are words some names end with ("Carnegie Institution for Science" beside Brookings Institution:
    a kind of body, no title)."""
    out: dict[str, list[str]] = {}
    ends: set[str] = set()
    for name in names.names:
        if personal(name) or not (words := words_key(DISAMBIGUATOR.sub("", name))):
            continue
        ends.add(words[-1])
        if (head := _head_noun(DISAMBIGUATOR.sub("", name).split())) is not None:
            out.setdefault(head, []).append(name)
    return {word: named for word, named in out.items() if len(named) <= TITLE_NAMES and word not in ends}


_titles = PerObject(_made_titles)


def _head_noun(parts: list[str]) -> str | None:
    """The word a title names its holder by, the last before its first small word in lower case ("Associate Justice
    of the Supreme Court": justice; "Secretary of State for the Home Department": secretary, never department); None
    of a name with no small word after its first words ("Brookings Institution", "Lotus F1 Team", "Guatemala City":
    a kind's last word, no title; "NHL Second All-Star Team": "All" no small word, so "second" no title's noun).
    `parts`: the name's words as written, its disambiguator left out."""
    for k, part in enumerate(parts):
        if part.islower() and part in FUNCTION_WORDS:
            return (words_key(parts[k - 1]) or (None,))[-1] if k else None  # "Under-Secretary": secretary
    return None


def holders_said(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The noun left that says a holder of titles the graph names (see the module's note): refused, or read as
    saying nothing (taken, noted) where every one of the anchor's others holds one."""
    if r.answer_type != "entity" or not (r.anchor and r.relation) or r.other is not None:
        return set()
    if r.position not in ("head", "tail") or g.heads_of is None or g.tails_of is None or g.relations_of is None:
        return set()
    titles_said = {
        t.i: titles
        for t in left
        if not t.is_capitalised and is_nominal(t.text) and _where_asked(r, t.i) and (titles := _titles_of(r, g, t))
    }
    if not titles_said:
        return set()
    said = [Constituent("holder_noun", i, i + 1) for i in titles_said]
    found = rule_matches(Chart(r.toks, said, frozenset(t.i for t in left)), rules("leftovers", "holders_said"))
    if not found:
        return set()
    t = r.toks[found[0].taken[0]]
    titles = titles_said[t.i]
    holders = {h for title in titles for rel in g.relations_of(title) for h in g.heads_of(title, rel)}
    others = g.heads_of(r.anchor, r.relation) if r.position == "tail" else g.tails_of(r.anchor, r.relation)
    named = " or ".join(titles)
    if not others or not set(others) <= holders:  # some do, some do not, or none: which held one then is not read
        raise PlanningError(f"could not place the words {t.text!r} (a holder of {named}, at the time of each fact)")
    r.take([t.i], "the kind asked")
    r.fired.append(found[0].pattern.row.name)
    r.notes.append(f"read {t.text!r} as a holder of {named}: every {r.relation} of {r.anchor} holds one")
    return {t.i}


def _a_state(g: Graph, relation: str) -> bool:
    """The relation's facts hold over intervals (unknown: so taken)."""
    return g.is_state is None or g.is_state(relation)


def _where_asked(r: Reading, i: int) -> bool:
    """Token i is where the kind asked is said, or right after a word read there ("Who was the first justice ...":
    an ordinal, whichever construction read it), or right after the question word (a composed reading's clause:
    "Who justice was appointed by X")."""
    if i > 0 and (r.toks[i - 1].low in WHICH | WHO_IS or (not r.free(i - 1) and is_kind_asked(r.toks, i - 1))):
        return True
    return is_kind_asked(r.toks, i)


def _titles_of(r: Reading, g: Graph, t: Token) -> list[str]:
    """The titles the noun says: the names holding it (by its key or lemma) that are the tails of some relation
    other than the one read; none where the noun is a relation word or a word of the relation read's own names."""
    forms = {key(t.text), *lemmas(t.low)}
    if forms & set(g.relation_words) or r.relation is None:
        return []
    held = _titles(g.names)
    names = sorted({n for form in forms for n in held.get(form, [])})
    assert g.relations_of is not None and g.heads_of is not None
    titles = []
    for name in names:  # a title held over time (heldPosition), never a place where things happened
        relations = [rel for rel in g.relations_of(name) if g.heads_of(name, rel) and _a_state(g, rel)]
        if relations and r.relation not in relations:
            titles.append(name)
    return titles
