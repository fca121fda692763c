"""Which parser should read the time expressions of questions? Candidates on one corpus, side by side.

The corpus (`benchmarks/data/time_corpus.json`) has weather questions (date, start, end or duration),
event questions (a day, month or year period) and sentences with no time expression at all but words
that look like one ("May", "March", "second", "Sat"). Per parser: dates right, start times right,
ends / durations right, periods right, false readings on the sentences without time, whether it
reports the words it used (needed to account for every word of a question), ms per sentence.

The candidates are not project dependencies; run them from their own venv with the project on the path:

    python3 -m venv /tmp/tl-venv && /tmp/tl-venv/bin/pip install dateparser ctparse parsedatetime
    PYTHONPATH=src /tmp/tl-venv/bin/python benchmarks/time_libraries.py
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent / "data" / "time_corpus.json"
BASE = datetime(2017, 1, 1)


class Reading(dict[str, Any]):
    """date, start, end, minutes, period (granularity:start), spans (bool: reports its words)."""


def chronorag(text: str) -> Reading:
    from chronorag.understanding.timex import find  # noqa: PLC0415
    from chronorag.understanding.tokens import tokenize  # noqa: PLC0415

    out = Reading(spans=True)
    for e in find(tokenize(text), 2017):
        if e.kind == "date" and e.day:
            out.setdefault("date", e.day.isoformat())
            out.setdefault("period", f"day:{e.day.isoformat()}")
        if e.kind in ("clock", "range") and e.start:
            out.setdefault("start", f"{e.start:%H:%M}")
        if e.kind == "range" and e.end:
            out.setdefault("end", f"{e.end:%H:%M}")
        if e.kind == "duration":
            out.setdefault("minutes", e.minutes)
        if e.kind == "period" and e.period:
            out.setdefault("period", f"{e.period.granularity}:{e.period.start.isoformat()}")
    return out


def dateparser_search(text: str) -> Reading:
    from dateparser.search import search_dates  # noqa: PLC0415

    found = search_dates(text, settings={"RELATIVE_BASE": BASE, "DATE_ORDER": "DMY"}, languages=["en"]) or []
    out = Reading(spans=True)
    times = []
    for said, when in found:
        if any(c.isdigit() for c in said) and len(said) >= 6 and (when.year != BASE.year or "2017" in said):
            out.setdefault("date", when.date().isoformat())
        if any(k in said.lower() for k in (":", "am", "pm", "noon", "midnight", "o'clock")):
            times.append(f"{when:%H:%M}")
        out.setdefault("period", f"day:{when.date().isoformat()}")
    if times:
        out["start"] = times[0]
        if len(times) > 1:
            out["end"] = times[1]
    return out


def ctparse_parse(text: str) -> Reading:
    from ctparse import ctparse  # noqa: PLC0415
    from ctparse.types import Interval, Time  # noqa: PLC0415

    out = Reading(spans=False)
    parsed = ctparse(text, ts=BASE, timeout=1.0)
    if parsed is None:
        return out
    r = parsed.resolution
    t = r.t_from if isinstance(r, Interval) else r if isinstance(r, Time) else None
    end = r.t_to if isinstance(r, Interval) else None
    if t is not None and t.year and t.month and t.day:
        out["date"] = date(t.year, t.month, t.day).isoformat()
        out["period"] = f"day:{out['date']}"
    elif t is not None and t.year and t.month:
        out["period"] = f"month:{date(t.year, t.month, 1).isoformat()}"
    elif t is not None and t.year:
        out["period"] = f"year:{date(t.year, 1, 1).isoformat()}"
    if t is not None and t.hour is not None:
        out["start"] = f"{t.hour:02d}:{t.minute or 0:02d}"
    if end is not None and end.hour is not None:
        out["end"] = f"{end.hour:02d}:{end.minute or 0:02d}"
    return out


def parsedatetime_nlp(text: str) -> Reading:
    import parsedatetime  # noqa: PLC0415

    cal = parsedatetime.Calendar()
    out = Reading(spans=True)
    for when, flags, _, _, said in cal.nlp(text, sourceTime=BASE) or []:
        if flags in (1, 3) and "date" not in out:
            out["date"] = when.date().isoformat()
            out["period"] = f"day:{out['date']}"
        if flags in (2, 3):
            (out.setdefault("start", f"{when:%H:%M}") if "start" not in out else out.setdefault("end", f"{when:%H:%M}"))
        if flags == 0 and any(k in said for k in ("hour", "minute")):
            out["minutes"] = int((when - BASE).total_seconds() // 60) if when > BASE else None
    return out


PARSERS: dict[str, Callable[[str], Reading]] = {
    "chronorag timex (grammar on tokens)": chronorag,
    "dateparser 1.5 search_dates": dateparser_search,
    "ctparse 0.3.6": ctparse_parse,
    "parsedatetime 2.6 nlp": parsedatetime_nlp,
}


def _end_right(case: dict[str, Any], got: Reading) -> bool:
    if "end" in case:
        return got.get("end") == case["end"]
    start = got.get("start")
    if "minutes" in got and got["minutes"] == case["minutes"]:
        return True
    if start and got.get("end"):  # a parser that gives an end time for "for two hours" is right too
        a, b = (datetime.strptime(x, "%H:%M") for x in (start, got["end"]))
        return (b - a) % timedelta(days=1) == timedelta(minutes=case["minutes"])
    return False


def main() -> None:
    corpus = json.loads(CORPUS.read_text())
    weather = [c for c in corpus if "date" in c]
    events = [c for c in corpus if "period" in c]
    none = [c for c in corpus if c.get("none")]
    print(f"corpus: {len(weather)} weather, {len(events)} event, {len(none)} without a time expression")
    print(f"{'parser':38} {'dates':>6} {'starts':>7} {'ends':>5} {'periods':>8} {'false':>6} {'spans':>6} {'ms':>6}")
    for name, parse in PARSERS.items():
        try:
            parse("warm up at 3pm on 5 March 2017")
        except ImportError as exc:
            print(f"{name:38} not installed ({exc.name})")
            continue
        seconds: list[float] = []
        got: dict[str, Reading] = {}
        for case in corpus:
            tick = time.perf_counter()
            try:
                got[case["text"]] = parse(case["text"])
            except Exception:  # a crash is a miss
                got[case["text"]] = Reading(spans=False)
            seconds.append(time.perf_counter() - tick)
        dates = sum(got[c["text"]].get("date") == c["date"] for c in weather)
        starts = sum(got[c["text"]].get("start") == c["start"] for c in weather)
        ends = sum(_end_right(c, got[c["text"]]) for c in weather)
        periods = sum(got[c["text"]].get("period") == c["period"] for c in events)
        false = sum(bool({"date", "start", "period"} & set(got[c["text"]])) for c in none)
        spans = "yes" if all(r.get("spans") for r in got.values()) else "no"
        n = len(weather)
        print(
            f"{name:38} {dates:3d}/{n} {starts:4d}/{n} {ends:2d}/{n} {periods:4d}/{len(events)} "
            f"{false:3d}/{len(none)} {spans:>6} {statistics.median(seconds) * 1000:6.2f}"
        )


if __name__ == "__main__":
    main()
