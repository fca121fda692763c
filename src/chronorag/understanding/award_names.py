"""Awards as people say them, derived from the name alone (no graph's own file): "the physics Nobel", "the physics
prize", "the Nobel for physics" for Nobel Prize in Physics; "the medicine prize" for Nobel Prize in Physiology or
Medicine; "the economics Nobel" for a prize "in Economic Sciences in Memory of Alfred Nobel"; "the peace prize" for
Nobel Peace Prize. English says an award "<maker> <award word> in | for <what>" also "<what> <maker>" and "<what>
<award word>", as it says an office "<what> <title>" (`office_names`); each form is a partial form of the name
(`name_parts`), read only where the question's context leaves one award, and said in lower case too."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.understanding.lexicon import phrase_list, word_class, word_table
from chronorag.understanding.name_forms import Form, words_key
from chronorag.understanding.words import is_english_word

AWARD_WORDS = word_class("names", "award_words")  # "prize", "award"
JOINERS = tuple(words_key(w)[0] for w in phrase_list("names", "award_joiners"))  # "in", "for"
MEMORIALS = [words_key(p) for p in phrase_list("names", "award_memorials")]  # "in memory of"
EPONYM_WORDS = word_class("names", "award_eponym_words")  # "memorial"
FIELDS_OTHERWISE = {
    tuple(k.split()): tuple(v.split()) for k, v in word_table("names", "award_fields_otherwise").items()
}
FIELD_JOINERS = word_class("names", "award_field_joiners")  # "or"


def said_as_award(name: str) -> set[Form]:
    """The forms above of an award's name ("nobel prize in physics", "nobel peace prize"), none of any other."""
    words = words_key(name)
    at = next((k for k in range(1, len(words)) if words[k] in AWARD_WORDS), None)
    if at is None:
        return set()
    award, makers = words[at : at + 1], {words[:at]}
    if at > 1 and words[at - 1] in EPONYM_WORDS:  # "Nobel Memorial Prize in Economic Sciences": a Nobel too
        makers.add(words[: at - 1])
    if at == len(words) - 1:  # "<maker> <what> <award word>": "nobel peace prize"
        if len(words) != 3:
            return _by_surname(words[:at], award)
        # "peace prize", "peace nobel"; "nobel prize", the maker's award whatever its field (never the first word
        # alone: "Henry Draper Medal" is no "Henry")
        return {words[1:], (*words[1:2], *words[:1]), (*words[:1], *award)}
    if words[at + 1] not in JOINERS or at + 2 >= len(words):
        return set()
    what, eponym = _remembered(words[at + 2 :])
    if eponym:
        makers.add(eponym)
    fields = _fields(what)
    # "nobel prize", any field; the maker alone too, in lower case as well ("its second nobel"), where it is no word
    # of the dictionary ("International Prize for Biology" is no "international")
    out: set[Form] = {(*maker, *award) for maker in makers} | {m for m in makers if not _a_word(m)}
    for field in fields:
        out.add((*field, *award))  # "physics prize"
        for maker in makers:
            out |= {(*field, *maker), (*field, *maker, *award)}  # "physics nobel", "physics nobel prize"
            out |= {(*maker, joiner, *field) for joiner in JOINERS}  # "nobel for physics"
            out |= {(*maker, *award, joiner, *field) for joiner in JOINERS}  # "nobel prize for physics"
    return {form for form in out if form != words}


def _by_surname(before: Form, award: Form) -> set[Form]:
    """ "norris trophy" for James Norris Memorial Trophy, "selke trophy" for Frank J. Selke Trophy: an award named for
    a person (two words or more before the award word, `names.award_eponym_words` aside, the last no dictionary word)
    said by the surname and the award word; none of any other ("Mark Messier Leadership Award")."""
    while before and before[-1] in EPONYM_WORDS:
        before = before[:-1]
    if len(before) < 2 or is_english_word(before[-1]):
        return set()
    return {(before[-1], *award)}


def _a_word(words: Form) -> bool:
    return len(words) == 1 and is_english_word(words[0])


def _remembered(what: Form) -> tuple[Form, Form]:
    """The field of an award's name and the last name of whom it remembers ("economic science in memory of alfred
    nobel": economic science, nobel), or the field whole and none."""
    for memorial in MEMORIALS:
        for k in range(1, len(what) - len(memorial)):
            if what[k : k + len(memorial)] == memorial:
                return what[:k], what[-1:]
    return what, ()


def _fields(what: Form) -> set[Form]:
    """The field as written, each of the one-word fields it lists ("physiology or medicine": physiology, medicine),
    and each said another way (`names.award_fields_otherwise`)."""
    out = {what}
    if len(what) == 3 and what[1] in FIELD_JOINERS:
        out |= {what[:1], what[2:]}
    return out | {FIELDS_OTHERWISE[f] for f in out if f in FIELDS_OTHERWISE}


def field_words(name: str) -> frozenset[str]:
    """The words of the fields an award's name says ("physics"; "physiology", "medicine"; "economic", "science",
    "economics"): said beside the award's holder ("the next physics laureate"), they tell which award."""
    words = words_key(name)
    at = next((k for k in range(1, len(words) - 1) if words[k] in AWARD_WORDS), None)
    if at is None or words[at + 1] not in JOINERS:
        return frozenset(words[1:-1]) if len(words) == 3 and words[-1] in AWARD_WORDS else frozenset()
    fields = _fields(_remembered(words[at + 2 :])[0])
    return frozenset(w for field in fields for w in field if w not in FIELD_JOINERS)


def makers_alone(names: list[str]) -> dict[str, set[Form]]:
    """ "nobel" for Nobel Peace Prize, where the graph's other awards of that maker go on after their award word
    ("Nobel Prize in Physics", whose "nobel" alone `name_parts.without_award_word` gives): a "<maker> <what> <award
    word>" said by its maker alone only beside them, and never a word of the dictionary (the International Cosmos
    Prize is no "International" beside the International Prize for Biology)."""
    keys = {n: words_key(n) for n in names}
    goes_on = {w[:k] for w in keys.values() for k in range(1, len(w) - 1) if w[k] in AWARD_WORDS}
    return {
        n: {w[:1]}
        for n, w in keys.items()
        if len(w) == 3 and w[2] in AWARD_WORDS and w[:1] in goes_on and not _a_word(w[:1])
    }


def eponyms(names: list[str], people: set[Form], personal: Callable[[str], bool] | None = None) -> dict[str, set[Form]]:
    """ "the Cy Young" for Cy Young Award and American League Cy Young Award, "the Hank Aaron" for Hank Aaron Award:
    an award named for a person the graph holds too (its words before the award word, `names.award_words`, end with
    that person's name: `people`, the graph's people's names keyed), said by the person's name alone, as people name
    such awards. A partial form: read only where the person takes no part in what the question says, or not so
    (`readings.full_misfit`, `readings.full_unheld`: a person is won by no one). So is an award named by a surname
    alone that a person the graph holds has ("the Vezina" for Vezina Trophy, beside Georges Vezina), no word of the
    dictionary ("the Nobel" is `makers_alone`'s), or one an eponym word says remembers a person, a word or not ("the
    Hart" for Hart Memorial Trophy, "the Calder" for Calder Memorial Trophy). And an award named for a person the
    graph need not hold (`_named_for`): "the Art Ross", "the Norris", "the Selke"."""
    out: dict[str, set[Form]] = {}
    surnames = {p[-1:] for p in people if len(p) >= 2}
    for name in names:
        words = words_key(name)
        kept = tuple(w for w in words if w not in EPONYM_WORDS)  # "Calder Memorial Trophy": "the Calder"
        remembers = len(kept) < len(words)
        by_surname = remembers or (kept[:1] in surnames and not _a_word(kept[:1]))
        if len(kept) == 2 and kept[-1] in AWARD_WORDS and by_surname:
            out.setdefault(name, set()).add(kept[:1])
        if len(words) < 3 or words[-1] not in AWARD_WORDS:
            continue
        before = words[:-1]
        said = {before[k:] for k in range(len(before) - 1) if before[k:] in people}
        if personal is not None:
            said |= _named_for(name, personal)
        if said:
            out.setdefault(name, set()).update(said)
    return out


def _named_for(name: str, personal: Callable[[str], bool]) -> set[Form]:
    """ "art ross" and "ross" for Art Ross Trophy, "frank j selke" and "selke" for Frank J. Selke Trophy: an award
    whose words before the award word (eponym words aside) are a person's name of two or three words (`personal`)
    ending in no word of the dictionary ("Mark Messier Leadership Award" is no one's), said by that name and by its
    surname alone (partial forms: a surname of people the graph holds too, the question's context leaves one)."""
    parts = [p for p in name.split() if words_key(p) and words_key(p)[0] not in EPONYM_WORDS]
    if len(parts) < 3 or words_key(parts[-1])[-1:][0] not in AWARD_WORDS:
        return set()
    person = " ".join(parts[:-1])
    words = words_key(person)
    if not 2 <= len(words) <= 3 or is_english_word(words[-1]) or not personal(person):
        return set()
    return {words, words[-1:]}
