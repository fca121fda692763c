"""Places as people say them, one typed table shared by every graph: `understanding/data/gazetteer.toml`.

A row is one place and every name it goes by: the name graphs mostly write, its former names, its short names
and the names people use ("Bombay", "Holland", "the States"). A graph entity written as any of a row's names is
also said by the others (`names.NameIndex`), and an ICEWS sector's place is said by them too (`sectors`); no graph
needs a file of its own.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

TABLE = Path(__file__).parent / "data" / "gazetteer.toml"


class Place(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    also: list[str] = Field(default_factory=list)
    kind: Literal["country", "state", "region", "city", "organisation"]
    # where an organisation plays at home, all the graph's years ("Old Trafford"): said after "at", its home
    # (`venue.at_the_side`); a ground it moved to or from while the graph runs is no row
    grounds: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _says_something(self) -> Place:
        if not self.also and not self.grounds:
            raise ValueError(f"{self.name}: a row gives other names or grounds")
        return self

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.also)


class Gazetteer(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    place: list[Place]
    # cities and states known by their name alone: only the places a club's name may open with (`nicknames`)
    known_alone: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_row_per_name(self) -> Gazetteer:
        seen: dict[str, str] = {}
        for row in self.place:
            for said in row.names:
                if said.lower() in seen:
                    raise ValueError(f"{said!r} names both {seen[said.lower()]} and {row.name}")
                seen[said.lower()] = row.name
        grounds: dict[str, str] = {}
        for row in self.place:
            for said in row.grounds:  # a ground may share a place's name ("the Emirates"): the question's verb decides
                if said.lower() in grounds:
                    raise ValueError(f"{said!r} is the ground of both {grounds[said.lower()]} and {row.name}")
                grounds[said.lower()] = row.name
        return self

    def grounds(self) -> dict[str, tuple[str, ...]]:
        """Each name of an organisation with grounds (lower case) -> its grounds."""
        return {said.lower(): tuple(row.grounds) for row in self.place if row.grounds for said in row.names}

    def others(self) -> dict[str, tuple[str, ...]]:
        """Each name of a place (lower case) -> the place's other names, as written."""
        return {said.lower(): tuple(n for n in row.names if n != said) for row in self.place for said in row.names}


@cache
def gazetteer(path: Path = TABLE) -> Gazetteer:
    """The table, validated; the error names the file."""
    try:
        return Gazetteer.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc
