"""Datasets described as data: the interval-fact datasets' file layout and each relation's kind.

A dataset file (`<name>.toml` in this folder for the datasets chronorag ships, or the user's own passed to
`chronorag ingest intervals --kinds FILE`) says how its files are laid out and what each relation means in
time. The loader and the retrieval read it; no Python table names a dataset's relations.

* `state`: holds over its interval (plays for, is married to): true at T when start <= T <= end.
* `event`: dated by its start (won a prize, created, graduated from): true in P when it started in P.
* `instant`: start = end (was born in, died in).
* `symmetric`: true both ways (A is married to B = B is married to A): read from either side.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

Kind = Literal["state", "event", "instant"]
Column = int | str  # a 0-based position, or a header name
FIELDS = ("head", "relation", "tail", "start", "end")


class DatasetFileError(ValueError):
    """A dataset file or a column mapping that cannot be used; the message says why."""


class RelationSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Kind
    symmetric: bool = False
    description: str = ""


class ColumnMap(BaseModel):
    """Where each field of an interval fact is: a 0-based position or a header name; no end column = open ends."""

    model_config = ConfigDict(extra="forbid")

    head: Column = 0
    relation: Column = 1
    tail: Column = 2
    start: Column = 3
    end: Column | None = 4

    @classmethod
    def parse(cls, text: str) -> ColumnMap:
        """`head=0,relation=1,tail=2,start=3,end=4` or by header names (`head=person,relation=role,...`);
        fields left out keep no column only for `end` (open ends); the others must be given."""
        given: dict[str, Column | None] = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            name, sep, value = part.partition("=")
            name, value = name.strip(), value.strip()
            if not sep or not value or name not in FIELDS:
                raise DatasetFileError(f"--columns: {part!r} is not FIELD=COLUMN with FIELD one of {', '.join(FIELDS)}")
            if name in given:
                raise DatasetFileError(f"--columns: {name} is given twice")
            given[name] = int(value) if value.isdigit() else value
        missing = [f for f in FIELDS[:4] if f not in given]
        if missing:
            raise DatasetFileError(f"--columns: no column for {', '.join(missing)}")
        given.setdefault("end", None)
        return cls.model_validate(given)

    def by_name(self) -> bool:
        """Columns named by header (the file then has a header line)."""
        return any(isinstance(c, str) for c in (self.head, self.relation, self.tail, self.start, self.end))


class FileSpec(BaseModel):
    """How a dataset's files are laid out; None = decided from the file (a tab in the first line: TSV)."""

    model_config = ConfigDict(extra="forbid")

    delimiter: str | None = None
    header: bool | None = None  # None: a header line exactly when columns are named
    columns: ColumnMap = Field(default_factory=ColumnMap)


class IntervalDataset(BaseModel):
    """One interval-fact dataset: its file layout and its relations' kinds."""

    model_config = ConfigDict(extra="forbid")

    name: str
    description: str = ""
    source: str = ""
    format: FileSpec = Field(default_factory=FileSpec)
    relations: dict[str, RelationSpec] = Field(default_factory=dict)
    # the kind of a relation the file does not declare; None: such a fact is rejected, naming the file
    default_kind: Kind | None = None
    file: str = ""  # where this description was read from (for reject reasons)

    def relation(self, name: str) -> RelationSpec | None:
        if name in self.relations:
            return self.relations[name]
        return RelationSpec(kind=self.default_kind) if self.default_kind else None


def load(path: Path) -> IntervalDataset:
    """A dataset file (TOML) as its model; DatasetFileError says what is wrong."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise DatasetFileError(f"{path}: {exc}") from None
    data.setdefault("name", path.stem)
    try:
        return IntervalDataset(**data, file=str(path))
    except ValidationError as exc:
        raise DatasetFileError(f"{path}: {exc}") from None


def declared(name: str) -> IntervalDataset | None:
    """The dataset file chronorag ships under this name (`yago11k`), or None."""
    path = resources.files(__name__) / f"{name}.toml"
    if not path.is_file():
        return None
    with resources.as_file(path) as real:
        described = load(real)
    return described.model_copy(update={"file": f"chronorag/datasets/{name}.toml"})


def any_relation(name: str) -> IntervalDataset:
    """A dataset with no description: every relation a state, none symmetric."""
    return IntervalDataset(name=name, default_kind="state")
