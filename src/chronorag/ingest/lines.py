"""Input files (plain or gzip) as numbered lines with byte progress, and CSV rows over them; damage and
lines that are not UTF-8 are reported with where they are (the readers' field parsers: fields.py)."""

from __future__ import annotations

import codecs
import csv
import gzip
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from chronorag.ingest.records import Reject


@dataclass(slots=True)
class Line:
    number: int  # 1-based physical line number in the (decompressed) file
    text: str  # without the trailing newline


class DamagedFile(Exception):
    """The file's bytes end in damage (a gzip cut short, a bad CRC, trailing garbage): the lines before
    it were read; nothing after it can be."""

    def __init__(self, path: Path, damage: str, last_line: int) -> None:
        super().__init__(f"{path}: {damage} after line {last_line} (the last good line); the rows up to it were read")
        self.path = path
        self.damage = damage
        self.last_line = last_line


def _damage(exc: BaseException) -> str:
    if isinstance(exc, EOFError):
        return "the gzip stream is cut short (truncated file)"
    text = str(exc)
    if "CRC" in text or "length" in text.lower():
        return f"the gzip checksum does not match ({text}): the data is corrupt"
    if isinstance(exc, gzip.BadGzipFile):
        return f"bytes after the end of the gzip stream are not gzip ({text}): trailing garbage"
    return f"the gzip data is corrupt ({text})"


class LineFile:
    """A text file read line by line; `position` is bytes consumed of the file on disk.

    Lines are decoded one by one, strictly: a line that is not UTF-8 is not yielded but kept in
    `bad_lines` for the caller to reject, and damage to a gzip stream raises DamagedFile naming the
    last good line. With keep_raw, `raw(n)` is the text of a line read since the last `forget()`, for rejects
    found after a row was parsed (a reading that conflicts with the graph).
    """

    def __init__(self, path: Path, keep_raw: bool = False) -> None:
        self.path = path
        self.keep_raw = keep_raw
        self.size = path.stat().st_size
        self._raw: IO[bytes] = open(path, "rb")  # noqa: SIM115 - closed in close()
        gz = self._raw.read(2) == b"\x1f\x8b"
        self._raw.seek(0)
        self._stream: IO[bytes] = (
            gzip.GzipFile(fileobj=self._raw) if gz else self._raw  # type: ignore[assignment]
        )
        self.bad_lines: list[Reject] = []
        self._recent: dict[int, str] = {}

    @property
    def position(self) -> int:
        return self._raw.tell()

    def __iter__(self) -> Iterator[Line]:
        number = 0
        lines = iter(self._stream)
        while True:
            try:
                data = next(lines)
            except StopIteration:
                return
            except (EOFError, OSError, zlib.error) as exc:  # gzip.BadGzipFile is an OSError
                raise DamagedFile(self.path, _damage(exc), number) from None
            number += 1
            if number == 1 and data.startswith(codecs.BOM_UTF8):
                data = data[len(codecs.BOM_UTF8) :]
            try:
                text = data.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError as exc:
                shown = data.decode("utf-8", errors="backslashreplace").rstrip("\r\n")
                self.bad_lines.append(Reject(str(self.path), number, f"invalid UTF-8 at byte {exc.start}", shown))
                continue
            if self.keep_raw:
                self._recent[number] = text
            yield Line(number, text)

    def raw(self, number: int) -> str:
        return self._recent.get(number, "")

    def forget(self, upto: int | None = None) -> None:
        """Drop the kept text of lines up to `upto` (all of them without it)."""
        if upto is None:
            self._recent.clear()
            return
        for number in [n for n in self._recent if n <= upto]:
            del self._recent[number]

    def close(self) -> None:
        self._stream.close()
        self._raw.close()

    def __enter__(self) -> LineFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def head_lines(path: Path, n: int = 40) -> list[str]:
    """The first n lines, to detect a file's format from its header."""
    out: list[str] = []
    with LineFile(path) as f:
        try:
            for line in f:
                out.append(line.text)
                if len(out) >= n:
                    break
        except DamagedFile:
            pass  # the loader meets the damage again and reports it with the rows before it
        return out


def estimate_lines(path: Path, sample_bytes: int = 8 << 20) -> int:
    """About how many lines a file has, from its first `sample_bytes` (uncompressed) and how many bytes of the
    file on disk they took: enough to choose a loader without reading a large file twice. Damage is left for
    the loader to report, with the rows before it."""
    with LineFile(path) as f:
        lines = read = 0
        try:
            while chunk := f._stream.read(1 << 16):
                lines += chunk.count(b"\n")
                read += len(chunk)
                if read >= sample_bytes:
                    return round(lines * f.size / max(f.position, 1))
        except (EOFError, OSError, zlib.error):
            pass
        return lines


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
