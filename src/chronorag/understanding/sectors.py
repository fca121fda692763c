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

from chronorag.understanding.name_table import DEMONYMS, name_table

# Common words for ICEWS sector roles (general English, and how the MultiTQ questions paraphrase them).
ROLE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "head of government": ("prime minister", "premier", "head of the government", "leader", "president"),
    "foreign affairs": (
        "foreign ministry",
        "foreign minister",
        "foreign office",
        "foreign secretary",
        "ministry of foreign affairs",
        "minister of foreign affairs",
        "department of foreign affairs",
        "foreign affairs ministry",
        "foreign affairs minister",
        "minister for foreign affairs",
    ),
    "treasury/finance ministry": ("treasury", "finance ministry", "ministry of finance", "finance minister"),
    "media personnel": ("journalist", "reporter", "media", "press", "media representatives", "media workers"),
    "court judge": ("judge",),
    "member of parliament": ("mp", "parliamentarian", "member of parliament"),
    "businessperson": (
        "businessman",
        "businesswoman",
        "business person",
        "businesspeople",
        "entrepreneur",
        "business executive",
    ),
    "business": ("economy", "business community", "businesses", "companies", "firms", "business sector"),
    "cabinet / council of ministers / advisors": ("cabinet", "council of ministers", "council of advisors"),
    "other authorities / officials": ("authorities", "officials", "other officials"),
    "government official": ("official", "government officials"),
    "military personnel": ("military", "soldier", "troops", "servicemen", "military personnel"),
    "military": ("armed forces", "army"),
    "citizen": ("civilian", "national", "resident"),
    "population": ("people", "public", "populace"),
    "lawyer/attorney": ("lawyer", "attorney"),
    "defense attorney": ("defense lawyer",),
    "justice department/ministery": ("justice ministry", "justice department", "ministry of justice"),
    "farm worker": ("peasant", "farmer", "farm labourer", "farm laborer", "agricultural worker"),
    "employee": ("worker", "staff", "workforce", "employees"),
    "assemblies": ("parliament", "assembly", "national assembly"),
    "legislature": ("legislature", "parliament", "legislative body"),
    "lawmaker": ("legislator", "lawmaker", "law maker"),
    "royal administration": ("royal government", "royal family", "monarchy", "royal court", "royals"),
    "city mayor": ("mayor",),
    "armed gang": ("gang",),
    "police": ("policemen", "police officers", "police force"),
    "armed rebel": ("rebels", "armed rebellion", "rebellion"),
    "insurgent": ("insurgency",),
    "combatant": ("militant", "fighter"),
    "domestic affairs": (
        "interior ministry",
        "ministry of interior",
        "ministry of the interior",
        "interior minister",
        "minister of the interior",
        "home ministry",
        "home affairs ministry",
        "ministry of home affairs",
        "home affairs",
    ),
    "high ranking military personnel": (
        "senior military official",
        "senior military officer",
        "top military official",
        "high-ranking military official",
        "high ranking military official",
        "military commander",
    ),
    "secret agent": ("spy", "intelligence agent"),
    "election commission": ("electoral commission", "election committee"),
    "public prosecutor": ("prosecutor", "prosecution"),
    "islamic militant": ("islamist militant", "islamist"),
    "presidential candidate": ("candidate for president", "presidential hopeful"),
    "envoy": ("special envoy", "emissary", "ambassador"),
    "member of the judiciary": ("judiciary",),
    "naval": ("navy", "naval forces"),
    "immigrants": ("migrants", "immigrant"),
    "illegal immigrant": ("illegal migrants", "illegal immigrants"),
    "indigenous people": ("natives", "indigenous peoples"),
    "main opposition": ("opposition",),
    "protester": ("demonstrators", "protesters"),
    "detainee": ("prisoner",),
    "jew": ("jewish people",),
    "muslim": ("muslims",),
    "student": ("students",),
    "intelligence": ("intelligence services", "intelligence agency"),
    "government": ("administration",),
    "medical personnel": ("medical staff", "medical workers", "doctors", "health workers"),
    "military personnel - special": ("special forces", "special operations forces"),
    "labor union": ("trade union", "trade unions", "unions", "labour union"),
    "settler": ("settlers",),
    "fishermen": ("fisherman", "fishers"),
    "scholar": ("academic",),
    "religion": ("religious community", "religious communities", "religious groups", "religious group"),
    "member of legislative (govt)": ("government legislator", "government legislators"),
    "undersecretary": ("under secretary", "under-secretary", "undersecretary of state", "under secretary of state"),
}
# The head nouns of ministry-like roles, said interchangeably ("Ministry of Defence", "Defence Minister").
MINISTRY_HEADS = ("ministry", "department", "minister")
_HEAD_NOUNS = frozenset({"ministry", "ministery", "department"})
_MINISTRY_OF = ("ministry of ", "department of ")

# Places said another way than their name, beside the adjectives of their people (`understanding/data/names.toml`).
PLACE_ALIASES = name_table().place_words()


def place_phrases(place: str) -> set[str]:
    """How a place is said: its name, aliases and the adjective of its people (lower case)."""
    out = {place.lower(), *PLACE_ALIASES.get(place, ())}
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
        out |= {f"{base} of {qualifier}", f"{qualifier} {base}"}
    if " - " in role:  # "military personnel - special", "company - owner or operator"
        base, qualifier = role.split(" - ", 1)
        out |= {f"{qualifier} {base}", f"{base} {qualifier}", base}
        out |= {f"{base} {q}" for q in qualifier.split(" or ")}
    parts = [p.strip() for p in re.split(r"\s*/\s*", role) if p.strip()]
    if len(parts) > 1:
        head = ""
        last = parts[-1].split()
        if last[-1] in _HEAD_NOUNS and len(last) > 1:
            head, parts[-1] = "ministry", " ".join(last[:-1])
        elif all(p in _HEAD_NOUNS for p in parts[1:]):  # "justice department/ministery"
            words = parts[0].split()
            if words[-1] in _HEAD_NOUNS:
                head, parts = "ministry", [" ".join(words[:-1])]
        if parts[0].split()[0] in _HEAD_NOUNS and " of " in role:  # "ministry/department of technology"
            head, parts = "ministry", [role.split(" of ", 1)[1]]
        alternatives = [p for p in parts if p not in _HEAD_NOUNS]
        joined = [" and ".join(alternatives), " or ".join(alternatives), " ".join(alternatives)]
        if len(alternatives) > 2:
            joined.append(", ".join(alternatives[:-1]) + " and " + alternatives[-1])
        runs = [
            " ".join(alternatives[i:j]) for i in range(len(alternatives)) for j in range(i + 2, len(alternatives) + 1)
        ]
        for phrase in [*alternatives, *joined, *runs]:
            out |= _ministry_variants(f"{phrase} ministry") if head else {phrase}
    elif role.rsplit(maxsplit=1)[-1] in _HEAD_NOUNS | {"minister"} or role.startswith(
        ("ministry of ", "department of ")
    ):
        out |= _ministry_variants(role)
    return out - {role}


def _ministry_variants(phrase: str) -> set[str]:
    """ "x ministry" / "ministry of x" as each head noun, in either order."""
    words = phrase.split()
    if words[-1] in _HEAD_NOUNS | {"minister"}:
        subject = " ".join(words[:-1])
    elif words[0] in _HEAD_NOUNS | {"minister"} and len(words) > 2 and words[1] == "of":
        subject = " ".join(words[2:])
    else:
        return {phrase}
    if not subject:
        return {phrase}
    return {phrase} | {f"{subject} {h}" for h in MINISTRY_HEADS} | {f"{h} of {subject}" for h in MINISTRY_HEADS}
