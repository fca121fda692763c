"""Question files checked before any question is answered: one clear message naming the line and field.

A run that fails on line 900 after answering 899 questions wastes the run, so every line is read and
validated up front (JSON, required fields, qtype, start, hours; then the dataset and stations against
the graph), and the first problems are reported as `FILE:LINE: field: what is wrong`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from chronorag.evaluation.multitq import UNLABELLED, MultiTQQuestion
from chronorag.plans import EVENT_QTYPES, SENSOR_FAMILIES

MAX_SHOWN = 5  # problems listed before "... and N more"


def _one_of(value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"unknown qtype {value!r}; expected one of {', '.join(allowed)}")
    return value


class QuestionFileError(ValueError):
    """A question file that cannot be run as it is; the message names the file, line and field."""


class SensorQuestion(BaseModel):
    """One line of a weatherQA / trafficQA file (`eval generate` writes them)."""

    model_config = ConfigDict(extra="allow", str_strip_whitespace=True)

    id: str = Field(min_length=1)
    dataset: str = Field(min_length=1)
    qtype: str  # the family, Q1-Q3 (plans.SENSOR_FAMILIES); `qtype` is the question files' field name
    question: str = Field(min_length=1)
    answer: str
    station: str = Field(min_length=1)
    start: str
    hours: int = Field(ge=1, le=24 * 7)
    direction: str | None = None

    @field_validator("qtype")
    @classmethod
    def _known_qtype(cls, value: str) -> str:
        return _one_of(value, SENSOR_FAMILIES)

    @field_validator("start")
    @classmethod
    def _start(cls, value: str) -> str:
        try:
            datetime.strptime(value, "%Y-%m-%dT%H:%M")
        except ValueError:
            raise ValueError(f"{value!r} is not YYYY-MM-DDTHH:MM (UTC)") from None
        return value


class EventQuestion(MultiTQQuestion):
    """One item of a MultiTQ-format JSON array (qtype checked against MultiTQ's six), or of a plain question file
    ({"id", "question", "answers"}: no qtype)."""

    @field_validator("qtype")
    @classmethod
    def _known_qtype(cls, value: str) -> str:
        return value if value == UNLABELLED else _one_of(value, EVENT_QTYPES)


def _problems(where: str, exc: ValidationError) -> list[str]:
    out = []
    for e in exc.errors():
        field = ".".join(str(p) for p in e["loc"]) or "(line)"
        message = e["msg"].removeprefix("Value error, ")
        out.append(f"{where}: {field}: {message}")
    return out


def _raise(path: Path, problems: list[str]) -> None:
    if problems:
        more = f"\n... and {len(problems) - MAX_SHOWN} more" if len(problems) > MAX_SHOWN else ""
        raise QuestionFileError("\n".join(problems[:MAX_SHOWN]) + more)


def read_sensor_questions(path: Path) -> list[dict[str, Any]]:
    """Every line of a JSON-lines question file, validated; a BOM is allowed, blank lines skipped."""
    problems: list[str] = []
    items: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise QuestionFileError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not a JSON object ({exc.msg} at column {exc.colno})")
            continue
        if not isinstance(raw, dict):
            problems.append(f"{where}: not a JSON object (a {type(raw).__name__})")
            continue
        try:
            item = SensorQuestion.model_validate(raw)
        except ValidationError as exc:
            problems += _problems(where, exc)
            continue
        if (first := seen.setdefault(item.id, number)) != number:  # results are resumed by id
            problems.append(f"{where}: id: duplicate id {item.id!r} (also on line {first})")
        items.append({**item.model_dump(exclude_none=True), "_line": number})
    _raise(path, problems)
    if not items:
        raise QuestionFileError(f"{path}: no questions (the file is empty)")
    return items


def read_event_questions(path: Path) -> list[MultiTQQuestion]:
    """A MultiTQ-format JSON array, validated item by item (item numbers count from 1)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise QuestionFileError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise QuestionFileError(f"{path}:{exc.lineno}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(data, list) or not data:
        raise QuestionFileError(f"{path}: expected a non-empty JSON array of MultiTQ questions")
    problems: list[str] = []
    items: list[MultiTQQuestion] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(data, start=1):
        try:
            item = EventQuestion.model_validate(raw)
        except ValidationError as exc:
            problems += _problems(f"{path}: item {number}", exc)
            continue
        if (first := seen.setdefault(item.id, number)) != number:
            problems.append(f"{path}: item {number}: quid: duplicate quid {item.id!r} (also item {first})")
        items.append(item)
    _raise(path, problems)
    return items


def check_against_graph(path: Path, items: Iterable[dict[str, Any]], stations_of: dict[str, set[str]]) -> None:
    """Each question's dataset is in the graph and its station in that dataset (`stations_of`:
    dataset -> station names, read from the graph)."""
    problems: list[str] = []
    for item in items:
        dataset, station, where = item["dataset"], item["station"], f"{path}:{item.get('_line', '?')}"
        if dataset not in stations_of:
            known = ", ".join(sorted(stations_of)) or "none: ingest first"
            problems.append(f"{where}: dataset: {dataset!r} is not in the graph (datasets: {known})")
        elif station not in stations_of[dataset]:
            problems.append(f"{where}: station: {station!r} is not in dataset {dataset!r}")
    _raise(path, problems)
