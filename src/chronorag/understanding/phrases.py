"""How people say a graph's relations, read from data files (`understanding/data/*.toml`) into typed models.

Every `*.toml` file of the data folder that has a `[[relation]]` table is a phrase file: one for ICEWS / CAMEO
(`cameo.toml`), one per other graph that needs more than its relation names say (`yago11k.toml`). They are
merged, and a graph keeps the rows that name its relations (`RelationLexicon`). A new graph needs at most a
file of its own, no Python: its relation names already give their baseline phrases (`relation_names.name_forms`).
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

DATA = Path(__file__).parent / "data"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Phrase(_Strict):
    """A way of saying a relation: its words (function words between them are skipped when matching), the one
    particle that must follow the word before it at once ("call on", "crack down"), and which side of the fact
    the phrase's subject is ("receive criticism": the tail)."""

    say: str = Field(min_length=1)
    particle: str | None = None
    subject: Literal["head", "tail"] = "head"
    aspect: Literal["start", "end"] | None = None  # a state's start ("join") or end ("leave") said by the phrase
    stative: bool = False  # a participle that says a state, not a passive ("was married to", "is employed at")
    noun_of: Literal["head", "tail"] | None = None  # a noun that names one side ("team": the tail of playsFor)

    @model_validator(mode="after")
    def _particle_said(self) -> Phrase:
        if self.particle is not None and self.particle not in self.say.split()[1:]:
            raise ValueError(f"the particle {self.particle!r} is not a word after the first of {self.say!r}")
        return self

    @property
    def inverse(self) -> bool:
        return self.subject == "tail"


def _phrase(value: Any) -> Any:
    return {"say": value} if isinstance(value, str) else value


PhraseItem = Annotated[Phrase, BeforeValidator(_phrase)]


class RelationPhrases(_Strict):
    """Phrases for one relation, or for either of several (the graph or the question decides which)."""

    names: list[str] = Field(min_length=1)
    say: list[PhraseItem] = Field(default_factory=list)
    symmetric: bool = False  # either side may be said first ("X and Y married"): the roles do not tell them apart
    note: str = ""


class IntentOnly(_Strict):
    """A base said only under an intent marker ("cooperate": alone it names no single relation)."""

    relation: str
    say: list[str]


class Intent(_Strict):
    """Intent markers ("wanted to", "expressed its intention to") and the intent relation of each base."""

    markers: list[str] = Field(default_factory=list)
    sayings_before_modal: list[str] = Field(default_factory=list)
    modals: list[str] = Field(default_factory=list)
    meeting: str = ""  # the intent relation the meeting markers mark ("asked to meet")
    meeting_markers: list[str] = Field(default_factory=list)
    offered_as_given: list[str] = Field(default_factory=list)
    of: dict[str, str] = Field(default_factory=dict)
    only: list[IntentOnly] = Field(default_factory=list)


class FramePrefix(_Strict):
    prefix: str
    frame: str


class Frames(_Strict):
    """The relations that frame others: an appeal, a demand, a refusal, protests; the generic ones a noun after
    them would make specific; the sayings; and the prefixes of CAMEO's composed names."""

    appeal: str = ""
    demand: str = ""
    refuse: str = ""
    protests: list[str] = Field(default_factory=list)
    generic: list[str] = Field(default_factory=list)
    sayings: list[str] = Field(default_factory=list)
    prefix: list[FramePrefix] = Field(default_factory=list)


class Framed(_Strict):
    """What a frame composes but the graph never records alone ("urged X to change its policy")."""

    name: str
    say: list[PhraseItem]
    composes: dict[str, str]  # frame relation (or "intent") -> the composed relation


class Composed(_Strict):
    base: str
    frame: str
    relation: str


class LightVerbs(_Strict):
    not_light: list[str] = Field(default_factory=list)
    particle: dict[str, str] = Field(default_factory=dict)  # verb -> the particle before its noun, "" for none
    milestones: list[str] = Field(default_factory=list)  # "reach end of life": light, saying no side


class PhraseFile(_Strict):
    """One phrase file, as written."""

    relation: list[RelationPhrases] = Field(default_factory=list)
    intent: Intent = Field(default_factory=Intent)
    frame_verbs: dict[str, list[PhraseItem]] = Field(default_factory=dict)
    light_verbs: LightVerbs = Field(default_factory=LightVerbs)
    nouns_otherwise: dict[str, list[str]] = Field(default_factory=dict)
    frames: Frames = Field(default_factory=Frames)
    framed: list[Framed] = Field(default_factory=list)
    composed: list[Composed] = Field(default_factory=list)


def read_phrase_file(path: Path) -> PhraseFile:
    """A phrase file, validated; the error names the file."""
    try:
        return PhraseFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


def phrase_files(folder: Path = DATA) -> list[Path]:
    """The phrase files of the data folder (those with relation rows), in name order."""
    return sorted(p for p in folder.glob("*.toml") if b"[[relation]]" in p.read_bytes())


@cache
def phrasebook(folder: Path = DATA) -> PhraseFile:
    """Every phrase file of `folder` merged into one (rows in file order; tables joined, later files win)."""
    merged: dict[str, Any] = {}
    for path in phrase_files(folder):
        one = read_phrase_file(path).model_dump()
        for field, value in one.items():
            if isinstance(value, list):
                merged[field] = [*merged.get(field, []), *value]
            elif isinstance(value, dict) and field in merged:
                merged[field] = _joined(merged[field], value)
            else:
                merged[field] = value
    return PhraseFile.model_validate(merged)


def _joined(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = [*out[k], *v]
        elif isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _joined(out[k], v)
        elif v or k not in out:
            out[k] = v
    return out
