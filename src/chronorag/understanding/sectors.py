"""How people say ICEWS's sector entities, "Role (Place)": "Head of Government (Egypt)", "Military Personnel
(Thailand)", "Finance / Economy / Commerce / Trade Ministry (New Zealand)".

A sector name is said as a role phrase joined to a place phrase: "the leader of Egypt", "Egypt's prime
minister", "the Egyptian prime minister", "the Thai military", "the businessman from Turkey". Both halves
are generated here, each with a rank (lower is closer to the name as written):
* role phrases: the role itself (0); its structural variants (1): the alternatives of a slashed role
  ("Lawyer/Attorney" is "lawyer" or "attorney"; "Defense / Security Ministry" is "the defence ministry",
  "the Ministry of Defence and Security"), a ministry said as a department or a minister, a "Role -
  Qualifier" said in either order; and the common words for the role (2): "leader" and "prime minister"
  for Head of Government, "the economy" for Business, "peasants" for Farm Workers;
* place phrases: the place, its acronym and the adjectives of its people ("Thai", "Filipino").
A description that several sectors of one place share keeps only the best-ranked ones; a tie stays
ambiguous, for the parser to settle through the graph or refuse.
"""

from __future__ import annotations

import re

from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.lexicon import phrase_list, word_class
from chronorag.understanding.name_table import DEMONYMS, name_table

# Common words for ICEWS sector roles (general English, and how questions paraphrase them): `data/names.toml`.
ROLE_SYNONYMS = name_table().role_words()
# The head nouns of ministry-like roles, said interchangeably ("Ministry of Defence", "Defence Minister").
MINISTRY_HEADS = phrase_list("names", "ministry_heads")
_HEAD_NOUNS = word_class("names", "head_nouns")
_MINISTRY_WORDS = _HEAD_NOUNS | word_class("names", "ministers")  # "Defence Minister": the ministry's head
_MINISTRY_OF = tuple(f"{p} " for p in phrase_list("names", "ministry_of"))  # "ministry of x", "department of x"
ROLE_OF = phrase_list("names", "role_of")  # "member of legislative (govt)": "member of legislative of govt"
_OF = re.compile(" (?:" + "|".join(map(re.escape, ROLE_OF)) + ") ")
_ALTERNATIVES = re.compile(" (?:" + "|".join(map(re.escape, phrase_list("names", "role_alternatives"))) + ") ")
ROLE_JOINS = phrase_list("names", "role_joins")  # "a and b", "a or b"
ROLE_LIST_JOINS = phrase_list("names", "role_list_joins")  # "a, b and c"

# Places said another way than their name, beside the adjectives of their people (`understanding/data/names.toml`),
# and by their other names (`understanding/data/gazetteer.toml`, shared by every graph; not those said only with
# their article, "the States": "States" alone says no place).
PLACE_ALIASES = name_table().place_words()
OTHER_NAMES = gazetteer().others()
THE = word_class("common", "definite_articles")


def place_phrases(place: str) -> set[str]:
    """How a place is said: its name, aliases, other names and the adjective of its people (lower case)."""
    out = {place.lower(), *PLACE_ALIASES.get(place, ())}
    out |= {other.lower() for other in OTHER_NAMES.get(place.lower(), ()) if other.split()[0].lower() not in THE}
    if demonym := DEMONYMS.get(place):
        out.add(demonym.lower())
    return out


def role_phrases(role: str) -> dict[str, int]:
    """How a role is said, each phrase with its rank (0 the role as written, 1 a variant, 2 a common word)."""
    low = " ".join(role.lower().split())
    out: dict[str, int] = {low: 0}

    def add(phrase: str, rank: int) -> None:
        phrase = " ".join(phrase.split())
        if phrase and out.get(phrase, 9) > rank:
            out[phrase] = rank

    for variant in _structural(low):
        add(variant, 1)
    for synonym in ROLE_SYNONYMS.get(low, ()):
        add(synonym, 2)
    return out


def _structural(role: str) -> set[str]:
    """ "a / b / c ministry" -> "a ministry", "ministry of a and b" ...; "x - y" -> "y x"; "x (y)" -> "x of y";
    a ministry in its other forms ("ministry of x", "x department", "x minister")."""
    out: set[str] = set()
    if m := re.fullmatch(r"(.+) \((.+)\)", role):  # "member of legislative (govt)"
        base, qualifier = m.groups()
        out |= {f"{base} {of} {qualifier}" for of in ROLE_OF} | {f"{qualifier} {base}"}
    if " - " in role:  # "military personnel - special", "company - owner or operator"
        base, qualifier = role.split(" - ", 1)
        out |= {f"{qualifier} {base}", f"{base} {qualifier}", base}
        out |= {f"{base} {q}" for q in _ALTERNATIVES.split(qualifier)}
    parts = [p.strip() for p in re.split(r"\s*/\s*", role) if p.strip()]
    if len(parts) > 1:
        out |= _slashed(role, parts)
    elif role.rsplit(maxsplit=1)[-1] in _MINISTRY_WORDS or role.startswith(_MINISTRY_OF):
        out |= _ministry_variants(role)
    return out - {role}


def _slashed(role: str, parts: list[str]) -> set[str]:
    """A role that lists its alternatives ("a / b / c ministry", "justice department/ministery"): each of them,
    together ("a and b", "a, b and c") and in runs, as a ministry in its other forms where it is one."""
    ministry = False  # the alternatives are a ministry's: each said with its head nouns
    last = parts[-1].split()
    if last[-1] in _HEAD_NOUNS and len(last) > 1:
        ministry, parts[-1] = True, " ".join(last[:-1])
    elif all(p in _HEAD_NOUNS for p in parts[1:]):  # "justice department/ministery"
        words = parts[0].split()
        if words[-1] in _HEAD_NOUNS:
            ministry, parts = True, [" ".join(words[:-1])]
    if parts[0].split()[0] in _HEAD_NOUNS and _OF.search(role):  # "ministry/department of technology"
        ministry, parts = True, [_OF.split(role, 1)[1]]
    alternatives = [p for p in parts if p not in _HEAD_NOUNS]
    joined = [*(f" {join} ".join(alternatives) for join in ROLE_JOINS), " ".join(alternatives)]
    if len(alternatives) > 2:
        joined += [", ".join(alternatives[:-1]) + f" {join} " + alternatives[-1] for join in ROLE_LIST_JOINS]
    runs = [" ".join(alternatives[i:j]) for i in range(len(alternatives)) for j in range(i + 2, len(alternatives) + 1)]
    out: set[str] = set()
    for phrase in [*alternatives, *joined, *runs]:
        out |= _ministry_variants(f"{phrase} {MINISTRY_HEADS[0]}") if ministry else {phrase}
    return out


def _ministry_variants(phrase: str) -> set[str]:
    """ "x ministry" / "ministry of x" as each head noun, in either order."""
    words = phrase.split()
    if words[-1] in _MINISTRY_WORDS:
        subject = " ".join(words[:-1])
    elif words[0] in _MINISTRY_WORDS and len(words) > 2 and words[1] in ROLE_OF:
        subject = " ".join(words[2:])
    else:
        return {phrase}
    if not subject:
        return {phrase}
    return (
        {phrase}
        | {f"{subject} {h}" for h in MINISTRY_HEADS}
        | {f"{h} {of} {subject}" for h in MINISTRY_HEADS for of in ROLE_OF}
    )
