"""Interval facts: head, relation, tail, start, end, each end at its own precision; YAGO11k and anyone's TSV/CSV.

The layout (delimiter, header, which column holds what) and the relations' kinds come from a dataset file
(chronorag.datasets: `yago11k.toml`, or the user's `--kinds FILE` and `--columns`). Names are read as people
read them: YAGO's angle brackets dropped, `\\u0022` escapes decoded (`Paul "Bear" Bryant Award`), underscores
as spaces, white space collapsed; the spelling in the file is kept on the entity. Dates are partial
(temporal/partial_dates.py): `1952-##-##` a year, `1952-03-##` a month, `####-##-##` or blank an open end.

Rejected with the reason: a date that is malformed (`307-13047-09`), impossible (`1963-64-65`: month 64) or known
only to a decade or century (`19##`); an unknown start; an end before the start (`ends (1945) before it starts
(1969)`: at their precisions, so `1952-03` .. `1952` is fine); a relation the dataset file does not declare.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from chronorag.datasets import ColumnMap, IntervalDataset
from chronorag.ingest.lines import LineFile, split_csv
from chronorag.ingest.records import IntervalRecord, Reject
from chronorag.temporal.partial_dates import NotADate, PartialDate, parse_partial_date

_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")


class ColumnsNotFound(ValueError):
    """A column named by header is not in the file's header line."""


def readable_name(spelling: str) -> str:
    """`<Paul_\\u0022Bear\\u0022_Bryant_Award>` -> `Paul "Bear" Bryant Award`; `Real_Madrid_C.F.` -> `Real Madrid
    C.F.`."""
    text = spelling.strip()
    if len(text) >= 2 and text[0] == "<" and text[-1] == ">":
        text = text[1:-1]
    text = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    return " ".join(text.replace("_", " ").split())


def relation_name(spelling: str) -> str:
    """A relation as its dataset file names it: `<playsFor>` -> `playsFor`."""
    text = spelling.strip()
    if len(text) >= 2 and text[0] == "<" and text[-1] == ">":
        text = text[1:-1]
    return " ".join(text.split())


def delimiter_of(spec: IntervalDataset, first_line: str) -> str:
    """The declared delimiter, else a tab when the first line has one, else a comma."""
    if spec.format.delimiter is not None:
        return spec.format.delimiter
    return "\t" if "\t" in first_line else ","


def has_header(spec: IntervalDataset) -> bool:
    header = spec.format.header
    return spec.format.columns.by_name() if header is None else header


def split_fields(text: str, delimiter: str) -> list[str]:
    """Tab-separated: split on tabs (no quoting, as YAGO and TSV files write); otherwise CSV quoting honoured."""
    if delimiter == "\t" or '"' not in text:
        return text.split(delimiter)
    return split_csv(text, delimiter)


def positions(columns: ColumnMap, header: list[str] | None) -> dict[str, int]:
    """Field -> 0-based position; ColumnsNotFound names what a header lacks."""
    names = [h.strip().lower() for h in header] if header is not None else []
    out: dict[str, int] = {}
    for field in ("head", "relation", "tail", "start", "end"):
        column = getattr(columns, field)
        if column is None:
            continue
        if isinstance(column, int):
            out[field] = column
        elif column.strip().lower() in names:
            out[field] = names.index(column.strip().lower())
        else:
            where = f"header {', '.join(header)}" if header is not None else "a file without a header line"
            raise ColumnsNotFound(f"column {column!r} ({field}) is not in the {where}")
    return out


def read_intervals(spec: IntervalDataset, path: Path, lines: LineFile) -> Iterator[IntervalRecord | Reject]:
    """Interval facts of one file laid out as `spec` says; a located Reject (with its reason) for each bad row."""
    delimiter: str | None = None
    header_pending = has_header(spec)
    where: dict[str, int] = {} if header_pending else positions(spec.format.columns, None)
    width = 0  # fields a data row must have (a header's width, else enough for the last mapped column)
    for line in lines:
        if not line.text.strip():
            continue
        if delimiter is None:
            delimiter = delimiter_of(spec, line.text)
        fields = split_fields(line.text, delimiter)
        if header_pending:
            where = positions(spec.format.columns, fields)
            width, header_pending = len(fields), False
            continue
        needed = width or max(where.values()) + 1
        if len(fields) < needed or (width and len(fields) != width):
            got = f"expected {needed} fields" if width else f"expected at least {needed} fields"
            yield Reject(str(path), line.number, f"{got}, got {len(fields)}", line.text)
            continue
        yield _record(spec, path, line.number, line.text, fields, where)


def _ends(fields: list[str], where: dict[str, int]) -> tuple[PartialDate, PartialDate | None] | str:
    """The fact's start and end (None: open), or why they cannot be read."""
    try:
        start = parse_partial_date(fields[where["start"]])
    except NotADate as exc:
        return f"start: {exc}"
    if start is None:
        return f"the start is unknown ({fields[where['start']].strip() or 'blank'}): a fact needs its start"
    try:
        end = parse_partial_date(fields[where["end"]]) if "end" in where else None
    except NotADate as exc:
        return f"end: {exc}"
    if end is not None and end.last() < start.first():
        return f"ends ({end.text}) before it starts ({start.text})"
    return start, end


def _record(
    spec: IntervalDataset, path: Path, number: int, raw: str, fields: list[str], where: dict[str, int]
) -> IntervalRecord | Reject:
    def reject(reason: str) -> Reject:
        return Reject(str(path), number, reason, raw)

    head_s, tail_s = fields[where["head"]].strip(), fields[where["tail"]].strip()
    head, tail = readable_name(head_s), readable_name(tail_s)
    relation = relation_name(fields[where["relation"]])
    if not (head and relation and tail):
        return reject("empty head, relation or tail")
    declared = spec.relation(relation)
    if declared is None:
        return reject(f"relation {relation!r} is not declared in {spec.file or spec.name} (its kinds)")
    ends = _ends(fields, where)
    if isinstance(ends, str):
        return reject(ends)
    start, end = ends
    return IntervalRecord(number, head, relation, tail, start, end, declared.kind, declared.symmetric, head_s, tail_s)
