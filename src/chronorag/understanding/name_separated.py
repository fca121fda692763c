"""A name's parts set apart by a separator with spaces round it: a subtitle after a dash ("Change UK - The
Independent Group"), or the members of an alliance between slashes ("Alliance 90 / Greens"); and a title's subtitle
after a colon ("Survivor: Game Changers"); and the name an organisation's letters open ("NHL First All-Star Team").
Each is a partial form, the question's context to leave one entity; a post said at its body ("Minister of State at
the Home Office" for Minister of State (Home Office)) or for the time being ("acting") says the name in full."""

from __future__ import annotations

import re
from collections.abc import Mapping

from chronorag.understanding.lexicon import list_table, phrase_list, word_class
from chronorag.understanding.name_forms import TITLE_COLONS, Form, words_key
from chronorag.understanding.tokens import Token

SUBTITLE_DASHES = word_class("names", "subtitle_dashes")
JOINING_SLASHES = word_class("names", "joining_slashes")
BODY_PREPS = word_class("names", "body_preps")  # "Minister of State at the Home Office"
INTERIM = list_table("names", "interim_words")  # "ad interim" after a post: "acting" before it
DISAMBIGUATOR = re.compile(r"\s*\([^()]*\)$")  # "Titanic (1997 film)": the part that tells two names apart
BODY_IN_BRACKETS = re.compile(r"(?P<post>.+?)\s*\((?P<body>[A-Z][^()]*)\)")


def before_subtitle(text: str) -> Form | None:
    """ "Change UK" for Change UK - The Independent Group: two words or more before a dash set apart by spaces
    (`names.subtitle_dashes`), the rest of the name a subtitle."""
    for dash in SUBTITLE_DASHES:
        if f" {dash} " in text and len(before := words_key(text.partition(f" {dash} ")[0])) >= 2:
            return before
    return None


def _titled(text: str) -> tuple[str, str] | None:
    """A name's title and subtitle, either side of a title's colon (`names.title_colons`), the subtitle opened by a
    capital or a number ("Survivor: Borneo", "Survivor Australia: 2016"); None of a name with none."""
    for colon in TITLE_COLONS:
        title, said, rest = text.partition(f"{colon} ")
        if said and title.strip() and (rest[:1].isupper() or rest[:1].isdigit()):
            return title, rest
    return None


def after_title(text: str) -> Form | None:
    """ "Game Changers" for Survivor: Game Changers, "Heroes vs. Villains" for Survivor Australia: Heroes vs. Villains:
    the subtitle opened by a capital (never a number alone), as people name a season, an edition or a sequel by its
    own name ("Borneo" for Survivor: Borneo)."""
    parts = _titled(text)
    return (words_key(parts[1]) or None) if parts and parts[1][:1].isupper() else None


def title_of(text: str) -> Form | None:
    """ "survivor australia" for Survivor Australia: Heroes vs. Villains (and Survivor Australia: 2016): the words
    before a title's colon; None of a name with none."""
    parts = _titled(text)
    return (words_key(parts[0]) or None) if parts else None


def joined_parts(text: str) -> set[Form]:
    """ "Greens" and "Alliance 90" for Alliance 90 / Greens, "Christian Social Union" for Christian Democratic Union
    / Christian Social Union: each part of a name joined by a slash set apart by spaces (`names.joining_slashes`),
    an alliance said by one of its members, as people do."""
    parts = [part for slash in JOINING_SLASHES if f" {slash} " in text for part in text.split(f" {slash} ")]
    return {form for part in parts if (form := words_key(part))}


def after_acronym(text: str) -> Form | None:
    """ "First All-Star Team" for NHL First All-Star Team, "Goddard Space Flight Center" for NASA Goddard Space Flight
    Center: two capitalised words or more after an organisation's letters (two to five capitals) that open the name,
    as people leave out whose the award or the body is where the context says it (never one word: "US Open")."""
    parts = text.split()
    if len(parts) < 3 or not (2 <= len(parts[0]) <= 5 and parts[0].isalpha() and parts[0].isupper()):
        return None
    rest = parts[1:]
    return words_key(" ".join(rest)) if rest[0][:1].isupper() and rest[-1][:1].isupper() else None


def said_around(text: str) -> set[Form]:
    """The whole name said another way, so full forms: a post with its body in brackets, capitalised, said after a
    preposition of being at a body ("Minister of State at the Home Office" for Minister of State (Home Office),
    `names.body_preps`; "Kevin Sharp (footballer)" has no body); a post held for the time being said by the word
    before it ("acting Secretary of State" for Secretary of State ad interim, `names.interim_words`)."""
    out = set()
    if m := BODY_IN_BRACKETS.fullmatch(text):
        out |= {(*words_key(m["post"]), prep, *words_key(m["body"])) for prep in BODY_PREPS}
    for after, before in INTERIM.items():
        if text.endswith(f" {after}") and (post := words_key(text[: -len(after)])):
            out |= {(*words_key(word), *post) for word in before}
    return out


def set_apart(text: str, places: frozenset[Form], bodies: frozenset[str]) -> set[Form]:
    """A name's parts set apart, each a partial form: before its subtitle, its subtitle after a title, each part
    joined by a slash, the name after its organisation's letters, and a role in brackets after a post (`in_brackets`);
    the last two never a known place (`places`: "ACT New Zealand" is no New Zealand so), the role never a body
    (`bodies`' words: "Minister of State (Home Office)" is one of the Home Office's posts, not every one)."""
    bare = DISAMBIGUATOR.sub("", text)
    out = {f for f in (before_subtitle(text), after_title(text)) if f} | joined_parts(bare)
    role = in_brackets(text)
    return out | {
        f for f in (after_acronym(bare), None if role and set(role) & bodies else role) if f and f not in places
    }


def in_brackets(text: str) -> Form | None:
    """ "Deputy Chief Whip" for Treasurer of HM Household (Deputy Chief Whip): two capitalised words or more in the
    brackets that end a name, as people call the post by the role it holds ("Who was the deputy chief whip in 2010?";
    "Kevin Sharp (footballer)", "Titanic (1997 film)" are no such role)."""
    m = BODY_IN_BRACKETS.fullmatch(text)
    if m is None or len(parts := m["body"].split()) < 2 or not all(p[:1].isupper() for p in parts):
        return None
    return words_key(m["body"])


def homonym_said(said: str, names: list[str], picked: set[str]) -> str | None:
    """Where the words say one of `names` exactly ("Survivor Australia: Champions vs. Contenders") and the reading
    picked another whose name they are but for its disambiguator ("... (2019)", a later season of that name): why
    that reading is refused (the name said is that entity, which the question fits in no fact), else None."""
    exact = [n for n in names if words_key(n) == words_key(said)]
    other = sorted(n for n in picked if n not in exact and words_key(DISAMBIGUATOR.sub("", n)) == words_key(said))
    if not exact or not other or exact[0] in picked:
        return None
    return (
        f"{said!r} names {exact[0]}, which the question fits in no fact of the graph; {other[0]} is another: say which"
    )


PART_OF = re.compile(r"^([^,()]+), ([a-z][^,()]*)$")  # "2022 Tour de France, stage 4": a part after its whole
OF = words_key(sorted(phrase_list("names", "of_place"), key=len)[0])  # "stage 4 of ...": the shortest, "of"


def parts_said_of(names: list[str], forms: Mapping[Form, list[str]]) -> dict[Form, set[str]]:
    """ "stage 4 of the 2022 Tour" for 2022 Tour de France, stage 4: a name written as another name of the graph, a
    comma and a part of it in small letters, said as the part "of" the whole, the whole by any of its forms."""
    held = set(names)
    parts = {name: (m.group(1), m.group(2)) for name in names if (m := PART_OF.match(name)) and m.group(1) in held}
    wholes: dict[str, list[Form]] = {whole: [] for whole, _ in parts.values()}
    for form, named in forms.items():
        for name in named:
            if name in wholes and _in_order(form, words_key(name)):  # its words as written, some left out
                wholes[name].append(form)
    out: dict[Form, set[str]] = {}
    for name, (whole, part) in parts.items():
        for form in wholes[whole]:
            out.setdefault((*words_key(part), *OF, *form), set()).add(name)
    return out


def _in_order(form: Form, words: Form) -> bool:
    """Whether the form's words are the name's, in its order (never "de france 1903 trophy" of 1903 Tour de France)."""
    rest = iter(words)
    return all(w in rest for w in form)


def a_numbered_part(tokens: list[Token], first: int, names: list[str]) -> bool:
    """ "stage 4 ..." opening a part said of its whole (`parts_said_of`): a word each name writes so after its comma,
    then a number; a part of a name opened in small letters as its writer opens it."""
    parts = [m.group(2).split() for name in names if (m := PART_OF.match(name))]
    said = [t.text for t in tokens[first : first + 2]]
    return len(said) == 2 and said[1][:1].isdigit() and len(parts) == len(names) and all(p[0] == said[0] for p in parts)
