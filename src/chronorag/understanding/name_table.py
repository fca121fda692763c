"""Names and aliases, one typed table read from `understanding/data/names.toml`.

A row is an entity or a place people say otherwise than the graph writes it: its kind (country, organisation,
region, ...), the adjective of its people, its other names, the words for it as the place of ICEWS's sectors
and the letters people write for it. The name index (`names`, `sectors`) reads its forms from here, and a
question's "which country" / "an organisation" reads the kinds; no Python table holds names.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.words import key

TABLE = Path(__file__).parent / "data" / "names.toml"


class NameRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    entity: str = Field(min_length=1)
    kind: str = Field(pattern=r"^[a-z]+$")
    demonym: str | None = None
    aliases: list[str] = Field(default_factory=list)
    place_words: list[str] = Field(default_factory=list)
    acronym: str | None = Field(None, pattern=r"^[a-z]+$")

    @model_validator(mode="after")
    def _place_words_lower(self) -> NameRow:
        if loud := [w for w in self.place_words if w != w.lower()]:
            raise ValueError(f"{self.entity}: place words are compared in lower case: {loud}")
        return self


class RoleRow(BaseModel):
    """How people say a sector's role beside the role as written ("prime minister" for Head of Government)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    role: str = Field(min_length=1, pattern=r"^[^A-Z]+$")
    say: list[str] = Field(min_length=1)


class NameTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: list[NameRow]
    role: list[RoleRow] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_row_per_entity(self) -> NameTable:
        seen: set[str] = set()
        for row in self.name:
            if row.entity in seen:
                raise ValueError(f"{row.entity} has two rows")
            seen.add(row.entity)
        return self

    def demonyms(self) -> dict[str, str]:
        """Place -> the adjective of its people ("Kenya" -> "Kenyan")."""
        return {r.entity: r.demonym for r in self.name if r.demonym}

    def aliases(self) -> dict[str, tuple[str, ...]]:
        return {r.entity: tuple(r.aliases) for r in self.name if r.aliases}

    def place_words(self) -> dict[str, tuple[str, ...]]:
        return {r.entity: tuple(r.place_words) for r in self.name if r.place_words}

    def acronyms(self) -> dict[str, str]:
        return {r.entity: r.acronym for r in self.name if r.acronym}

    def role_words(self) -> dict[str, tuple[str, ...]]:
        """A sector's role (lower case) -> the common words for it."""
        return {r.role: tuple(r.say) for r in self.role}

    def kinds(self) -> dict[str, str]:
        return {r.entity: r.kind for r in self.name}


@cache
def name_table(path: Path = TABLE) -> NameTable:
    """The table, validated; the error names the file."""
    try:
        return NameTable.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


DEMONYMS = name_table().demonyms()


def of_the_kind(answers: list[str], kind: str | None) -> list[str]:
    """ "Which countries did Merkel visit in 2011?": of a list, the answers the table knows as the kind said, in
    their order, where any is; where none is, every answer, as MultiTQ's answers read the kind (a preference). The
    first answer is the same either way: the kind's come first."""
    if not kind:
        return answers
    kinds = name_table().kinds()
    return [a for a in answers if kinds.get(a) == kind] or answers


def none_of_the_kind(answers: list[str], kind: str | None) -> str | None:
    """ "Which organisation did Obama criticize in 2014?": a list none of whose answers the table knows as the kind
    said is no answer, the graph not saying which is one; but of a kind MultiTQ's answers read as a preference
    (`kinds_preferred`: "Which country ...?" answered by a sector), every answer, as `of_the_kind` keeps them. The
    reason (None: some answer is of the kind, or it is a preference)."""
    if not kind or not answers or kind in word_class("names", "kinds_preferred"):
        return None
    kinds = name_table().kinds()
    if any(kinds.get(a) == kind for a in answers):
        return None
    return f"the graph does not say which is a(n) {kind}: the names table knows none of {', '.join(answers[:5])} as one"


@cache
def _no_persons() -> frozenset[str]:
    kinds = word_class("event", "not_person_kinds")
    return frozenset(entity for entity, kind in name_table().kinds().items() if kind in kinds)


def no_person(name: str) -> bool:
    """A place or a body by the table's kind (a country, a party, an agency): no "he" or "him"."""
    return name in _no_persons()


_BODY_WORDS = frozenset(key(w) for w in word_class("names", "body_words"))
_PERSON_NOUNS = frozenset(word_class("event", "person_nouns"))  # "people": persons said
PERSON_KEYS = frozenset(key(w) for w in _PERSON_NOUNS)  # ... by key ("person" of "persons")
_NAME_SUFFIXES = frozenset(word_class("names", "name_suffixes"))  # "Jr.": a person's
_INITIAL = re.compile(r"^[A-Z]\.$")  # "D." of "Roy D. Bridges Jr."
_GROUP_NOUNS = frozenset(word_class("event", "group_nouns"))  # "people or groups": not persons alone


def not_a_person(names: list[str], question: str) -> str | None:
    """ "How many different people did Obama criticize in 2014?": persons said (`person_nouns`), which the graph does
    not tell; of the answers, the first the table knows as a place or a body, or a sector of a place ("Citizen
    (China)"), which no person is (None: none such, or no person said, or a group said beside: "people or groups")."""
    if not _persons_said(question):
        return None
    return next((n for n in names if no_person(n) or SECTOR_NAME.match(n)), None)


def _persons_said(question: str) -> bool:
    """The question says persons (`person_nouns`), no group beside them ("people or groups": not persons alone)."""
    said = {t.low for t in tokenize(question)}
    return bool(_PERSON_NOUNS & said) and not _GROUP_NOUNS & said


def a_body_said(names: list[str], question: str) -> str | None:
    """ "How many people won the Nobel Peace Prize in the 2010s?" of a graph whose laureates are people and bodies:
    persons said (`person_nouns`, as `not_a_person`), the first answer whose name says a body ("European Union
    (EU)", "Organisation for the Prohibition of Chemical Weapons": `names.body_words`), none where no person is said
    or no name says one; the graph says of no one whether a person."""
    if not _persons_said(question):
        return None
    return next((n for n in names if says_a_body(n)), None)


def says_a_body(name: str) -> bool:
    """A name that says a body (`names.body_words`) and is not written as a person's ("Roy D. Bridges Jr.")."""
    return _body_words(name) and not _persons_form(name)


def _body_words(name: str) -> bool:
    return bool({key(t.text) for t in tokenize(name) if t.is_word} & _BODY_WORDS)


def _persons_form(name: str) -> bool:
    """A name written as a person's: an initial inside it or a suffix after the surname ("Roy D. Bridges Jr.": no
    bridge)."""
    words = name.split()
    inside = any(_INITIAL.match(w) for w in words[1:-1])
    return inside or (len(words) > 1 and words[-1].rstrip(".").lower() in _NAME_SUFFIXES)


def by_demonym(names: list[str]) -> dict[str, set[tuple[str, ...]]]:
    """ "the Dutch election", "the Irish president": a country of the graph (a row of kind country) said by the
    adjective of its people; "the Swedish Social Democrats": a name told apart by its country in parenthesis
    ("Social Democrats (Sweden)"), said with that country's adjective before it. Partial forms (the question's
    context to leave one, a name said in full winning); "Austria's Freedom Party": a name that ends "of <a
    country>" said with the country owning the rest."""
    kinds = name_table().kinds()
    out = {n: {_said(DEMONYMS[n])} for n in names if kinds.get(n) == "country" and n in DEMONYMS}
    for n in names:
        if (told := _TOLD_APART.fullmatch(n)) and kinds.get(place := told["place"]) == "country" and place in DEMONYMS:
            out.setdefault(n, set()).add(_said(f"{DEMONYMS[place]} {told['bare']}"))
        if (of := _OF_A_COUNTRY.fullmatch(n)) and kinds.get(of["place"]) == "country":
            out.setdefault(n, set()).add((*_said(of["place"]), "'s", *_said(of["bare"])))  # "Austria's Freedom Party"
    return out


_OF_A_COUNTRY = re.compile(
    r"(?P<bare>[A-Za-z' -]+) of (?:the )?(?P<place>[A-Z][A-Za-z ]+)"
)  # "Freedom Party of Austria"
_TOLD_APART = re.compile(r"(?P<bare>[A-Za-z' -]+) \((?P<place>[A-Za-z ]+)\)")  # "Greens (Sweden)"
_ARTICLES = word_class("common", "articles")


def _said(text: str) -> tuple[str, ...]:
    """Plain words as the name index's keys (articles left out)."""
    return tuple(key(w) for w in text.replace("-", " ").split() if w.lower() not in _ARTICLES)
