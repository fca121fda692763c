"""ICEWS and MultiTQ event quadruples: tab-separated head, relation, tail, YYYY-MM-DD.

MultiTQ's `kg/full.txt` writes names with underscores (`Police_(Australia)`), the ICEWS05-15
files with spaces (`Police (Australia)`). Both normalise to the spaced form, so the two load into
the same entities; the spelling found in the file is kept on the node. `full.txt` also writes a name
that holds a double quote CSV-style (`"Antony_Harold_Curties_""Tony""_Windsor"`): it is unquoted to
the name the ICEWS files write (`Antony Harold Curties "Tony" Windsor`), not loaded as a second entity.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

from chronorag.ingest.lines import LineFile
from chronorag.ingest.records import FactRecord, Reject


def normalise_name(spelling: str) -> str:
    """One canonical form: CSV quoting undone, underscores are spaces, runs of white space collapse."""
    return " ".join(unquote(spelling).replace("_", " ").split())


def unquote(field: str) -> str:
    """A CSV-quoted field (wrapped in double quotes, inner quotes doubled) as its text; others unchanged."""
    inner = field[1:-1]
    if len(field) >= 2 and field[0] == field[-1] == '"' and '"' not in inner.replace('""', ""):
        return inner.replace('""', '"')
    return field


def read_quadruples(path: Path, lines: LineFile) -> Iterator[FactRecord | Reject]:
    for line in lines:
        if not line.text.strip():
            continue
        fields = line.text.split("\t")
        if len(fields) != 4:
            yield Reject(str(path), line.number, f"expected 4 tab-separated fields, got {len(fields)}", line.text)
            continue
        head_s, rel_s, tail_s, day_s = (f.strip() for f in fields)
        head, relation, tail = normalise_name(head_s), normalise_name(rel_s), normalise_name(tail_s)
        if not (head and relation and tail):
            yield Reject(str(path), line.number, "empty head, relation or tail", line.text)
            continue
        try:
            day = date.fromisoformat(day_s)
        except ValueError:
            yield Reject(str(path), line.number, f"unparseable date {day_s!r} (want YYYY-MM-DD)", line.text)
            continue
        yield FactRecord(line.number, head, relation, tail, day, head_s, rel_s, tail_s)
