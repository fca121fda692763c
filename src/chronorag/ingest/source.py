"""Opening input files (plain or gzip) and walking their lines with numbers and byte progress."""

from __future__ import annotations

import csv
import gzip
import io
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from chronorag.ingest.records import Reject


@dataclass(slots=True)
class Line:
    number: int  # 1-based physical line number in the (decompressed) file
    text: str  # without the trailing newline


class LineFile:
    """A text file read line by line; `position` is bytes consumed of the file on disk."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.size = path.stat().st_size
        self._raw: IO[bytes] = open(path, "rb")  # noqa: SIM115 - closed in close()
        gz = self._raw.read(2) == b"\x1f\x8b"
        self._raw.seek(0)
        stream: IO[bytes] = gzip.GzipFile(fileobj=self._raw) if gz else self._raw  # type: ignore[assignment]
        self._text = io.TextIOWrapper(stream, encoding="utf-8-sig", errors="replace", newline="")

    @property
    def position(self) -> int:
        return self._raw.tell()

    def __iter__(self) -> Iterator[Line]:
        for number, text in enumerate(self._text, start=1):
            yield Line(number, text.rstrip("\r\n"))

    def close(self) -> None:
        self._text.close()
        self._raw.close()

    def __enter__(self) -> LineFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def head_lines(path: Path, n: int = 40) -> list[str]:
    """The first n lines, to detect a file's format from its header."""
    with LineFile(path) as f:
        out = []
        for line in f:
            out.append(line.text)
            if len(out) >= n:
                break
        return out


@dataclass(slots=True)
class CsvRow:
    """One data row of a headed CSV file: its line, its fields, and where each column is."""

    line: Line
    cols: list[str]
    idx: dict[str, int]  # lower-case column name -> position (first occurrence)

    def get(self, name: str) -> str:
        return self.cols[self.idx[name]].strip() if name in self.idx else ""

    def mapping(self) -> dict[str, str]:
        return {name: self.cols[i].strip() for name, i in self.idx.items()}


def csv_rows(path: Path, lines: LineFile) -> Iterator[CsvRow | Reject]:
    """Rows of a CSV file with a header line: blank lines skipped, wrong field counts rejected."""
    header: list[str] | None = None
    idx: dict[str, int] = {}
    for line in lines:
        if not line.text.strip():
            continue
        cols = line.text.split(",") if '"' not in line.text else split_csv(line.text)
        if header is None:
            header = [c.strip().lower() for c in cols]
            for i, name in enumerate(header):
                idx.setdefault(name, i)
            continue
        if len(cols) != len(header):
            yield Reject(str(path), line.number, f"expected {len(header)} fields, got {len(cols)}", line.text)
            continue
        yield CsvRow(line, cols, idx)


def split_csv(text: str, delimiter: str = ",") -> list[str]:
    """One CSV line into fields (quotes honoured); these formats never span lines."""
    return next(csv.reader([text], delimiter=delimiter), [])


def parse_float(value: str) -> float | None:
    """Blank = missing. Raises ValueError on anything else that is not a number."""
    value = value.strip()
    if not value:
        return None
    number = float(value)
    if math.isnan(number):  # NaN spelled out in the file is missing too
        return None
    return number
