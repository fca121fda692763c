"""The name index of a graph's entities, kept on disk between runs.

Building it lemmatises every entity name (1.7 s for the ICEWS slice's 6,613), most of a CLI event
question's wall time. The cache key is the names themselves plus the source of this package and its data
files (every module that may shape the index, and the tables it reads), so a new entity, a parser change or a
new row of data rebuilds it; JSON, not pickle, so a cache file can never run code.
"""

from __future__ import annotations

import gc
import hashlib
import json
from pathlib import Path

from chronorag.files import write_atomically
from chronorag.understanding.names import NameIndex

_PACKAGE = Path(__file__).parent
LAYOUT = 3  # of the file: a file of another layout is rebuilt


def _key(names: list[str], plain: bool = False) -> str:
    digest = hashlib.sha256(b"plain\0" if plain else b"")
    for source in sorted([*_PACKAGE.rglob("*.py"), *_PACKAGE.rglob("*.toml")]):
        digest.update(source.relative_to(_PACKAGE).as_posix().encode() + b"\0" + source.read_bytes())
    for name in sorted(set(names)):
        digest.update(name.encode() + b"\0")
    return digest.hexdigest()[:32]


def _dump(index: NameIndex) -> str:
    """One row per spoken form, its words joined by spaces and its entities as numbers into `entities`: the
    full ICEWS graph's 270,000 forms load in about a second this way, against four as nested JSON lists."""
    entities = sorted({n for names in index.forms.values() for n in names} | set(index.primary.values()))
    number = {name: i for i, name in enumerate(entities)}
    rows = [
        [
            " ".join(form),
            [number[n] for n in names],
            index.ranks.get(form),
            number[index.primary[form]] if form in index.primary else -1,
        ]
        for form, names in index.forms.items()
    ]
    return json.dumps(
        {
            "layout": LAYOUT,
            "entities": entities,
            "rows": rows,
            "acronyms": index.acronyms,
            "surnames": [list(form) for form in index.surnames],
            "names": index.names,
            "longest": index.longest,
            "first_words": index.first_words,
            "vocabulary": sorted(index.vocabulary),
            "bags": index.bags,
            "places": index.places,
            "sectors": index.sectors,
            "peoples": index.peoples,
        }
    )


def _load(text: str) -> NameIndex:
    """The index from its file. The collector is paused meanwhile: the file makes half a million
    containers, none of them garbage, and collecting as they come costs a third of the load."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _rebuilt(text)
    finally:
        if was_enabled:
            gc.enable()


def _rebuilt(text: str) -> NameIndex:
    data = json.loads(text)
    if data.get("layout") != LAYOUT:
        raise ValueError("a name index of another layout")
    entities = data["entities"]
    forms: dict[tuple[str, ...], list[str]] = {}
    ranks: dict[tuple[str, ...], list[int]] = {}
    primary: dict[tuple[str, ...], str] = {}
    for words, numbers, rank, first in data["rows"]:
        form = tuple(words.split(" "))
        forms[form] = [entities[i] for i in numbers]
        if rank is not None:
            ranks[form] = rank
        if first >= 0:
            primary[form] = entities[first]
    return NameIndex(
        forms=forms,
        ranks=ranks,
        primary=primary,
        acronyms=data["acronyms"],
        surnames={tuple(form) for form in data["surnames"]},
        names=data["names"],
        longest=data["longest"],
        first_words=data["first_words"],
        vocabulary=set(data["vocabulary"]),
        bags=data["bags"],
        places=data["places"],
        sectors=data["sectors"],
        peoples=data["peoples"],
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
