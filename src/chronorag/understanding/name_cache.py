"""The name index of a graph's entities, kept on disk between runs.

Building it lemmatises every entity name (1.7 s for the ICEWS slice's 6,613), most of a CLI event
question's wall time. The cache key is the names themselves plus the source of this package and its data
files (every module that may shape the index, and the tables it reads), so a new entity, a parser change or a
new row of data rebuilds it; JSON, not pickle, so a cache file can never run code.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any, TypeVar, cast

from chronorag.files import write_atomically
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import NameIndex

_PACKAGE = Path(__file__).parent
LAYOUT = 11  # of the file: a file of another layout is rebuilt


def _key(names: list[str], plain: bool = False) -> str:
    digest = hashlib.sha256(b"plain\0" if plain else b"")
    for source in sorted([*_PACKAGE.rglob("*.py"), *_PACKAGE.rglob("*.toml")]):
        digest.update(source.relative_to(_PACKAGE).as_posix().encode() + b"\0" + source.read_bytes())
    for name in sorted(set(names)):
        digest.update(name.encode() + b"\0")
    return digest.hexdigest()[:32]


def _dump(index: NameIndex) -> str:
    """One row per spoken form, keyed by its words joined by spaces, as one string
    "ENTITIES|RANKS|PRIMARY|PARTIAL": its entities as numbers into `entities`, its ranks (empty: none), its primary
    entity's number (empty: none) and the entities it says only in part (`name_parts`; empty: none). A loaded index
    keeps the rows as read and decodes a form only when a question says it (`_Rows`): the full ICEWS graph's
    297,000 forms load in a fifth of a second this way, against half a second to rebuild each form and four as
    nested JSON lists; and strings are no work for the garbage collector, where 600,000 small lists made each of
    its full passes cost a tenth of a second for the rest of the run."""
    entities = sorted({n for names in index.forms.values() for n in names} | set(index.primary.values()))
    number = {name: i for i, name in enumerate(entities)}

    def row(form: tuple[str, ...]) -> str:
        names = " ".join(str(number[n]) for n in index.forms.get(form, ()))
        ranks = " ".join(str(r) for r in index.ranks.get(form, ()))
        primary = str(number[index.primary[form]]) if form in index.primary else ""
        partial = " ".join(str(number[n]) for n in index.partial.get(form, ()))
        return f"{names}|{ranks}|{primary}|{partial}"

    rows = {" ".join(form): row(form) for form in [*index.forms, *index.primary]}
    return json.dumps(
        {
            "layout": LAYOUT,
            "entities": entities,
            "rows": rows,
            "acronyms": index.acronyms,
            "surnames": [list(form) for form in index.surnames],
            "given": [list(form) for form in index.given],
            "names": index.names,
            "longest": index.longest,
            "first_words": index.first_words,
            "vocabulary": sorted(index.vocabulary),
            "bags": index.bags,
            "places": index.places,
            "sectors": index.sectors,
            "peoples": index.peoples,
            "articled": [list(form) for form in index.articled],
            "grounds": index.grounds,
            # the endings that name kinds, where the build worked them out (graphs of plain names): not again per run
            "kinds": None if index.kinds is None else sorted(list(form) for form in index.kinds),
            "awards": sorted(list(form) for form in index.awards),
            # each name's word keys (`stages.said_in_part`): lemmatising every name again was 0.3-0.5 s of each run
            "words": index.words or [" ".join(words_key(name)) for name in index.names],
        }
    )


V = TypeVar("V")


class _Rows(MutableMapping[tuple[str, ...], V]):
    """One table of a loaded index (forms, ranks, primary or partial names) over the file's rows: a form is looked up by
    its joined words and decoded then. Read-only: an index is built by NameIndex.build, never edited once read."""

    def __init__(self, rows: dict[str, str], entities: list[str], field: int) -> None:
        self._rows, self._entities, self._field = rows, entities, field
        self._held_forms: dict[tuple[str, ...], bool] = {}  # `in`, by form: a question asks the same forms again

    def _value(self, row: str) -> Any:
        part = row.split("|")[self._field]
        if self._field in (0, 3):
            return [self._entities[int(n)] for n in part.split()]
        return [int(r) for r in part.split()] if self._field == 1 else self._entities[int(part)]

    def _held(self, row: str | None) -> bool:
        return row is not None and row.split("|")[self._field] != ""

    def __getitem__(self, form: tuple[str, ...]) -> V:
        row = self._rows.get(" ".join(form)) if isinstance(form, tuple) else None
        if row is None or not self._held(row):
            raise KeyError(form)
        return cast(V, self._value(row))

    def __contains__(self, form: object) -> bool:
        if not isinstance(form, tuple):
            return False
        held = self._held_forms.get(form)
        if held is None:
            if len(self._held_forms) >= 200_000:  # the forms questions say are few; a long run: start over
                self._held_forms.clear()
            held = self._held_forms[form] = self._held(self._rows.get(" ".join(form)))
        return held

    def __iter__(self) -> Iterator[tuple[str, ...]]:
        return (tuple(words.split(" ")) for words, row in self._rows.items() if self._held(row))

    def __len__(self) -> int:
        return sum(1 for row in self._rows.values() if self._held(row))

    def __setitem__(self, form: tuple[str, ...], value: V) -> None:
        raise TypeError("a name index read from its cache is not edited")

    def __delitem__(self, form: tuple[str, ...]) -> None:
        raise TypeError("a name index read from its cache is not edited")


def _load(text: str) -> NameIndex:
    """The index from its file: its rows stay the strings read, decoded form by form as questions say them."""
    data = json.loads(text)
    if data.get("layout") != LAYOUT:
        raise ValueError("a name index of another layout")
    rows, entities = data["rows"], data["entities"]
    return NameIndex(
        forms=_Rows[list[str]](rows, entities, 0),
        ranks=_Rows[list[int]](rows, entities, 1),
        primary=_Rows[str](rows, entities, 2),
        partial=_Rows[list[str]](rows, entities, 3),
        acronyms=data["acronyms"],
        surnames={tuple(form) for form in data["surnames"]},
        given={tuple(form) for form in data["given"]},
        names=data["names"],
        longest=data["longest"],
        first_words=data["first_words"],
        vocabulary=set(data["vocabulary"]),
        bags=data["bags"],
        places=data["places"],
        sectors=data["sectors"],
        peoples=data["peoples"],
        articled={tuple(form) for form in data["articled"]},
        grounds=data["grounds"],
        kinds=None if data["kinds"] is None else frozenset(tuple(form) for form in data["kinds"]),
        awards={tuple(form) for form in data["awards"]},
        words=data["words"],
    )


def cached_name_index(names: list[str], folder: Path, plain: bool = False) -> NameIndex:
    """NameIndex.build(names, plain), read from `folder` when these names were indexed before by this code."""
    path = folder / f"names-{_key(names, plain)}.json"
    try:
        return _load(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError):
        pass  # absent, unreadable or from another layout: build it
    index = NameIndex.build(names, plain)
    text = _dump(index).encode("utf-8")
    if write_atomically(path, lambda fh: fh.write(text)):
        _prune(folder, keep=KEEP)
    return index


KEEP = 4  # indexes kept: a few graphs (or code versions) at once, not one 40 MB file per change forever


def _prune(folder: Path, keep: int) -> None:
    """Remove all but the `keep` most recently written name indexes."""
    found = sorted(folder.glob("names-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in found[keep:]:
        old.unlink(missing_ok=True)
