"""Executed patterns: constructions written as data (`data/compose.toml`) and run by one matcher over the tokens.

A pattern is a sequence of elements, each matched against the question's tokens (lower case):
- a word (`the`), or a phrase of a word class (`{most}`: any phrase the class lists), optional with `?`;
- a typed value slot, `<unit>`, `<direction>`, `<ordinal>`, `<number>`: a phrase of that value table, bound to
  the value it stands for (`"third"` -> 3, `"following"` -> after); `<number>` also takes digits;
- a span slot, `<event>`, `<event2>`, `<main>`, `<rest>`: one token or more, whatever they are; what they mean is
  read by the engine (`compose.py`), which verifies every split the matcher proposes.
A **frame** pattern covers the whole question (commas between elements are skipped); a **cut** pattern is a
phrase found anywhere, read out of the question, the rest going on as the `main` span. The matcher yields every
match; the composer keeps those whose spans read, and ranks them.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.tokens import Token, tokenize

PATTERNS_FILE = Path(__file__).parent / "data" / "compose.toml"
SPANS = ("event", "event2", "main", "rest")  # the slot names of the pattern notation (no words of a question)
NUMBER = "number"  # the value slot that also takes digits
COMMAS = word_class("common", "commas")
_ELEMENT = re.compile(r"\{(\w+)\}\??|<(\w+)>|[^\s{}<>]+")
_DIGITS = re.compile(r"\d{1,4}")


class PatternRow(BaseModel):
    """One construction: its name (`<family>.<rule>`), its elements, what kind it is and its production."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    frame: str | None = None
    cut: str | None = None
    production: str
    replace: str = ""  # a cut: what the rest of the question says in the phrase's place
    values: dict[str, str] = {}  # value slots the words say without naming them ("the run-up": 7 days before)
    priority: int = 0  # between two complete readings of equal width, the higher one wins
    example: str = Field(description="a question the pattern reads (the corpus has more)")

    @field_validator("name")
    @classmethod
    def _family(cls, value: str) -> str:
        if "." not in value:
            raise ValueError(f"{value!r}: a pattern is named <family>.<rule>")
        return value

    @property
    def kind(self) -> Literal["frame", "cut"]:
        return "frame" if self.frame is not None else "cut"

    @property
    def text(self) -> str:
        return self.frame or self.cut or ""


class PatternFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    classes: dict[str, list[str]]
    values: dict[str, dict[str, list[str]]]
    pattern: list[PatternRow]


@dataclass(frozen=True)
class Element:
    kind: Literal["word", "class", "value", "span"]
    name: str
    optional: bool = False


@dataclass(frozen=True)
class Pattern:
    row: PatternRow
    elements: tuple[Element, ...]

    @property
    def literal_width(self) -> int:
        """How many elements are said in words (a wider pattern beats one that reads less of the question)."""
        return sum(e.kind != "span" for e in self.elements)


@dataclass(frozen=True)
class Match:
    """A pattern matched: its spans (token ranges) and the values its value slots stand for."""

    pattern: Pattern
    spans: dict[str, tuple[int, int]]
    values: dict[str, str]
    covered: tuple[int, int]  # the tokens the pattern itself said (a cut: the phrase; a frame: the question)


@cache
def pattern_file(path: Path = PATTERNS_FILE) -> PatternFile:
    try:
        return PatternFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


def elements(text: str, data: PatternFile) -> tuple[Element, ...]:
    out = []
    for m in _ELEMENT.finditer(text):
        token = m.group(0)
        if m.group(1):
            if m.group(1) not in data.classes:
                raise ValueError(f"{text!r}: no word class {{{m.group(1)}}}")
            out.append(Element("class", m.group(1), token.endswith("?")))
        elif m.group(2):
            slot = m.group(2)
            if slot not in SPANS and slot not in data.values and slot != NUMBER:
                raise ValueError(f"{text!r}: no value table <{slot}>")
            out.append(Element("span" if slot in SPANS else "value", slot))
        else:  # a word as the tokenizer splits it ("run-up" is three tokens)
            out.extend(Element("word", t.low) for t in tokenize(token))
    return tuple(out)


@cache
def patterns() -> tuple[Pattern, ...]:
    data = pattern_file()
    return tuple(Pattern(row, elements(row.text, data)) for row in data.pattern)


@cache
def _phrases(kind: str, name: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """(words, value) of a class or a value table, longest first."""
    data = pattern_file()
    if kind == "class":
        said = [(tuple(p.split()), p) for p in data.classes[name]]
    else:
        said = [(tuple(p.split()), value) for value, ps in data.values.get(name, {}).items() for p in ps]
    return tuple(sorted(said, key=lambda s: -len(s[0])))


def _at(low: list[str], k: int, element: Element) -> Iterator[tuple[int, str]]:
    """Where `element` can end if it starts at token k, and the value it binds."""
    if element.kind == "word":
        if k < len(low) and low[k] == element.name:
            yield k + 1, element.name
        return
    if element.kind == "value" and element.name == NUMBER and k < len(low) and _DIGITS.fullmatch(low[k]):
        yield k + 1, low[k]
    for words, value in _phrases("class" if element.kind == "class" else "value", element.name):
        if tuple(low[k : k + len(words)]) == words:
            yield k + len(words), value


def _match(
    low: list[str], elements: tuple[Element, ...], e: int, k: int, end: int, bound: dict[str, tuple[int, int] | str]
) -> Iterator[dict[str, tuple[int, int] | str]]:
    if e > 0:
        while k < end and low[k] in COMMAS:  # a comma between elements says nothing
            k += 1
    if e == len(elements):
        if k == end:
            yield dict(bound)
        return
    element = elements[e]
    if element.kind == "span":
        yield from _span(low, elements, e, k, end, bound)
        return
    if element.optional:
        yield from _match(low, elements, e + 1, k, end, bound)
    for stop, value in _at(low, k, element):
        if element.kind == "value":
            bound[element.name] = value
        yield from _match(low, elements, e + 1, stop, end, bound)
        if element.kind == "value":
            del bound[element.name]


def _span(
    low: list[str], elements: tuple[Element, ...], e: int, k: int, end: int, bound: dict[str, tuple[int, int] | str]
) -> Iterator[dict[str, tuple[int, int] | str]]:
    """A span slot: one token or more, neither its first nor its last a comma, then the elements after it."""
    if k >= end or low[k] in COMMAS:
        return
    name = elements[e].name
    for j in range(k + 1, end + 1):
        if low[j - 1] in COMMAS:
            if not _in_date(low, j - 1):
                return  # a comma that is not a date's ends the span: the clause it closes is said
            continue
        bound[name] = (k, j)
        yield from _match(low, elements, e + 1, j, end, bound)
        del bound[name]


def _in_date(low: list[str], k: int) -> bool:
    """A comma inside a date ("December 19, 2009"): a day's number before it, a year after it."""
    return 0 < k < len(low) - 1 and low[k - 1].isdigit() and len(low[k + 1]) == 4 and low[k + 1].isdigit()


def matches(toks: list[Token], families: frozenset[str]) -> list[Match]:
    """Every match of every pattern of `families` on the question's tokens (its closing punctuation left out)."""
    low = [t.low for t in toks]
    end = len(low)
    while end and toks[end - 1].is_punct and low[end - 1] not in COMMAS:
        end -= 1
    out: list[Match] = []
    for p in patterns():
        if p.row.name.split(".", 1)[0] not in families:
            continue
        starts = [0] if p.row.kind == "frame" else range(end)
        for start in starts:
            stop = end if p.row.kind == "frame" else None
            for bound in _cut(low, p, start, end) if stop is None else _match(low, p.elements, 0, start, end, {}):
                spans = {k: v for k, v in bound.items() if isinstance(v, tuple)}
                values = {**p.row.values, **{k: v for k, v in bound.items() if isinstance(v, str)}}
                covered = (start, end) if stop is not None else (start, int(values.pop("_end")))
                out.append(Match(p, spans, values, covered))
    return out


def _cut(low: list[str], p: Pattern, start: int, end: int) -> Iterator[dict[str, tuple[int, int] | str]]:
    """A cut pattern's phrase starting at `start`: each place it can end (no spans inside a cut)."""
    for stop in range(start + 1, end + 1):
        for bound in _match(low, p.elements, 0, start, stop, {}):
            yield {**bound, "_end": str(stop)}
