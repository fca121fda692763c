"""Offices as people say them, derived from the name alone (no graph's own file): "Defence Secretary" for Secretary
of State for Defence, "Foreign Secretary" for Secretary of State for Foreign and Commonwealth Affairs, "Home
Secretary" for Secretary of State for the Home Department, "Scottish Secretary" for Secretary of State for Scotland,
"Deputy PM" for Deputy Prime Minister. English says an office "<title> for | of <what>" also "<what> <title>"; each
such form is a partial form of the name (`name_parts`): read only where the question's context leaves one office."""

from __future__ import annotations

from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.lexicon import list_table, phrase_list, word_class
from chronorag.understanding.name_forms import TITLES, Form, words_key
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.tokens import tokenize

COMPLEMENTS = [words_key(p) for p in phrase_list("names", "office_complements")]  # "of state"
JOINERS = word_class("names", "office_joiners")  # "for", "of"
LIST_JOINERS = word_class("names", "list_joiners")  # "and"
WHAT_HEADS = word_class("names", "office_what_heads")  # "the Home Department": "home"
KINDS = {words_key(p) for p in phrase_list("names", "office_kinds")}  # "cabinet minister": any of them
ABBREVIATIONS = {letters: tuple(words) for letters, words in list_table("names", "name_abbreviations").items()}
WHAT_OTHERWISE = {  # "exiting the european union" -> ("brexit",)
    words_key(said): tuple(words_key(word))
    for word, saids in list_table("names", "office_what_otherwise").items()
    for said in saids
}
TITLE_ALONE = {  # "chancellor" -> (("exchequer",), (("duchy", "of", "lancaster"),)): what it means, what it outranks
    words_key(title): (words_key(ofs[0]), tuple(words_key(of) for of in ofs[1:]))
    for title, ofs in list_table("names", "office_title_alone").items()
}
_ADJECTIVES = {words_key(place): words_key(adjective) for place, adjective in DEMONYMS.items()}
HEAD_OFFICES = [words_key(p) for p in phrase_list("names", "head_offices")]  # "prime minister", "president"
_PLACES = {words_key(said) for said in [*gazetteer().others(), *DEMONYMS]}  # the places people name


def heads_a_government(name: str) -> bool:
    """Whether an office heads a government or a state, the one whom the others serve "under": a title of
    `names.head_offices` said alone or "of <a place>" ("Prime Minister", "President of the United States"), never
    with more before it ("Deputy Prime Minister") or after it that is no place ("President of the Board of Trade")."""
    words = words_key(name)
    for head in HEAD_OFFICES:
        rest = words[len(head) :]
        if words[: len(head)] == head and (not rest or (rest[0] in JOINERS and rest[1:] in _PLACES)):
            return True
    return False


def office_forms_inverted(name: str) -> set[Form]:
    """ "<what> <title>" for an office "<title> [of state] for | of <what>": <what> whole, its first part before a
    list joiner or comma (less a department's head noun ending it), or the adjective of the place it is."""
    words = words_key(name)
    if len(words) < 3 or words[0] not in TITLES:
        return set()
    k = 1 + next((len(c) for c in COMPLEMENTS if words[1 : 1 + len(c)] == c), 0)
    if k >= len(words) - 1 or words[k] not in JOINERS:
        return set()
    title, what = words[:1], words[k + 1 :]
    first = _first_part(name, len(what))
    out = {what + title, first + title} if first else {what + title}
    for part in (what, first):
        if part in _ADJECTIVES:
            out.add(_ADJECTIVES[part] + title)
        if part in WHAT_OTHERWISE:  # "Brexit Secretary"
            out.add(WHAT_OTHERWISE[part] + title)
    return {form for form in out if len(form) >= 2 and form not in KINDS}


def _first_part(name: str, n: int) -> Form:
    """The first of the last `n` words of `name` up to a list joiner or a comma, less a head noun ending it."""
    toks = [t for t in tokenize(name) if t.is_word or t.low in LIST_JOINERS]
    said = [t for t in toks if t.is_word]
    start = said[len(said) - n] if n <= len(said) else said[0]
    part: list[str] = []
    for t in toks[toks.index(start) :]:
        if t.low in LIST_JOINERS:
            break
        part.append(t.text)
    form = words_key(" ".join(part))
    while form and form[-1] in WHAT_HEADS:
        form = form[:-1]
    return form


def abbreviated(words: Form) -> set[Form]:
    """A name's words with a run of them written as their letters ("deputy pm" for deputy prime minister)."""
    out: set[Form] = set()
    for letters, run in ABBREVIATIONS.items():
        for k in range(len(words) - len(run) + 1):
            if words[k : k + len(run)] == run:
                out.add((*words[:k], letters, *words[k + len(run) :]))
    return out


def said_as_office(name: str) -> set[Form]:
    """Every form above of a name: "<what> <title>" and the name (or those forms) with a run written as letters."""
    inverted = office_forms_inverted(name)
    return inverted | {form for said in (words_key(name), *inverted) for form in abbreviated(said)}


def said_alone(head: Form, owners: list[str]) -> list[str]:
    """The offices a title said alone names (`name_parts.shared_heads`): the one people mean by it
    (`names.office_title_alone`: "the Chancellor" is of the Exchequer) where the graph holds it and every other
    office the title opens is one the row says it outranks (of the Duchy of Lancaster; never a chancellor of a country
    the row does not list), else every office it opens."""
    if (row := TITLE_ALONE.get(head)) is None:
        return owners
    n, (meant_of, outranked) = len(head), row
    of = {o: w[n + 1 :] for o in owners if (w := words_key(o))[:n] == head and len(w) > n and w[n] in JOINERS}
    meant = [o for o in owners if of.get(o) == meant_of]
    others_outranked = all(of.get(o) in outranked for o in owners if o not in meant)
    return meant if len(meant) == 1 and others_outranked else owners
