"""Bounded work per question on the real data: every real question set fits well inside the length limit, and
parsing costs time linear in the text."""

from __future__ import annotations

import contextlib
import gc
import json
import time
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from test_event_parser import parser  # noqa: F401 - the event parser over the ICEWS slice, a fixture

from chronorag.bounds import MAX_QUESTION_CHARS
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.event import EventParser
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.router import route
from chronorag.understanding.sensor import SensorParser

ROOT = Path(__file__).resolve().parents[2]
WEATHER = "Will it rain at Athenry between 3pm and 5pm on 5 March 2017? "
EVENT = "When did Barack Obama first make a visit to China after the Iranian police criticized Japan? "


def _texts(path: Path) -> list[str]:
    """The question texts of a question set (JSON lines or a JSON array of objects)."""
    if path.suffix == ".jsonl":
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = data if isinstance(data, list) else []
    return [r["question"] for r in rows if isinstance(r, dict) and isinstance(r.get("question"), str)]


def test_the_limit_leaves_room_above_every_real_question(shared_data: Path) -> None:
    """Every question set here (MultiTQ's dev questions, the ICEWS examples, the wording benchmarks, the
    paraphrases) fits in a fifth of the limit: the longest is 187 characters."""
    sets = [
        shared_data / "multitq" / "questions-dev.json",
        shared_data / "icews05-15" / "multitq-question-examples.json",
        *sorted((ROOT / "benchmarks" / "wording").glob("*-*.json*")),
        ROOT / "tests" / "data" / "multitq_paraphrases.json",
    ]
    longest = {p.name: max(map(len, _texts(p)), default=0) for p in sets}
    assert longest["questions-dev.json"] > 100 and sum(1 for n in longest.values() if n) >= 8
    assert max(longest.values()) <= MAX_QUESTION_CHARS / 5, longest


@pytest.fixture(scope="module")
def parsers(shared_data: Path, parser: EventParser) -> dict[str, Callable[[str], object]]:  # noqa: F811
    """The router and both parsers over the real Irish stations and the real ICEWS slice's names."""
    stations = pd.read_csv(shared_data / "irish-weather-2017" / "stations.csv")
    places = PlaceIndex.build(dict(zip(stations["station"], stations["county"], strict=True)))
    sensor = SensorParser(places, 2017)
    return {"route": lambda q: route(q, places, has_events=True), "sensor": sensor.parse, "event": parser.parse}


def _cpu_seconds(fn: Callable[[str], object], text: str, repeat: int) -> float:
    """The least CPU time (not wall time: the machine is shared) of `repeat` parses; a refusal counts too.
    The collector is paused while timing: late in the suite a full collection walks every earlier test's
    objects, which is the suite's cost, not the parser's (it once put a linear parse at 4x its own time)."""
    best = float("inf")
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeat):
            started = time.process_time()
            with contextlib.suppress(PlanningError):  # refusing a long text is parsing it too
                fn(text)
            best = min(best, time.process_time() - started)
    finally:
        gc.enable()
    return max(best, 1e-4)


@pytest.mark.parametrize(("part", "size"), [("route", 100_000), ("sensor", 100_000), ("event", 20_000)])
def test_parsing_cost_grows_linearly_with_the_text(
    parsers: dict[str, Callable[[str], object]], part: str, size: int
) -> None:
    """1 KB against 100 KB (the event parser: 20 KB, it costs ~0.1 ms a character) of question-like text:
    linear is a ratio of 100 (20), quadratic 10,000 (400); the bound allows three times linear."""
    for base in (WEATHER, EVENT):
        small, large = (base * (1_000 // len(base) + 1))[:1_000], (base * (size // len(base) + 1))[:size]
        ratio = _cpu_seconds(parsers[part], large, 2) / _cpu_seconds(parsers[part], small, 3)
        assert ratio < 3 * size / 1_000, (part, base, ratio)
