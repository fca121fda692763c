"""One database or several: every weather, traffic and event answer, question by question, before and after
YAGO11k is loaded beside them.

One fresh server holds the real Irish weather (2017), the real ICEWS slice and a TfNSW traffic series
(generated here with a fixed seed: the shared data holds no real traffic counts). Every question set is
answered offline (`eval run`'s own runner), then YAGO11k's 20,509 interval facts are loaded into the same
database and every set is answered again. The script prints, per set, how many answers (answer, answer list
and reason) differ; any difference is listed. Sets: the weatherQA and trafficQA questions regenerated from the
graph, the generated MultiTQ-style questions, and the wording benchmark's weather and event sets (dev and
test halves), which were written from the data by a session that never saw the parser.

    .venv/bin/python -u benchmarks/beside.py
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from chronorag.evaluation import multitq
from chronorag.evaluation.multitq_style import Facts
from chronorag.evaluation.multitq_style import generate as generate_events
from chronorag.evaluation.runner import read_questions, read_results, run, run_multitq
from chronorag.evaluation.trafficqa import generate as generate_traffic
from chronorag.evaluation.trafficqa import load_counts
from chronorag.evaluation.weatherqa import generate, load_series, write_jsonl
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from common import ICEWS, IRISH, ROOT, YAGO, fresh_server, machine

WORDING = ROOT / "benchmarks" / "wording"
SEED = 20261127
TFNSW_HEADER = (
    "the_geom,cartodb_id,station_key,traffic_direction_seq,cardinal_direction_seq,classification_seq,"
    "date,year,month,day_of_week,public_holiday,school_holiday,daily_total,"
    + ",".join(f"hour_{h:02d}" for h in range(24))
)


def _volume(rng: random.Random, hour: int) -> int:
    rush = 7 <= hour <= 9 or 16 <= hour <= 18
    return int(200 + 900 * rush + rng.gauss(0, 150))


def traffic_counts(path: Path, stations: list[str], days: int, first: date) -> Path:
    """Hourly counts with a daily shape, noise and a few missing hours, in TfNSW's permanent-counter layout."""
    rng = random.Random(SEED)
    lines = [TFNSW_HEADER]
    for key in stations:
        for d in range(days):
            day = first + timedelta(days=d)
            for direction in ("1", "5"):
                hours = ["" if rng.random() < 0.01 else str(_volume(rng, h)) for h in range(24)]
                total = sum(int(h) for h in hours if h)
                lines.append(
                    f",{len(lines)},{key},{direction},{direction},0,{day.isoformat()},{day.year},{day.month},"
                    f"{day.isoweekday()},false,false,{total}," + ",".join(hours)
                )
    path.write_text("\n".join(lines) + "\n")
    return path


def question_sets(tmp: Path, client: GraphClient) -> list[tuple[str, Path]]:
    series, _ = load_series(client, "irish-weather")
    weather = tmp / "weatherqa.jsonl"
    write_jsonl(generate(series, "irish-weather", seed=SEED, slots_per_year=300), weather)
    counts, zones, _ = load_counts(client, "tfnsw-traffic")
    traffic = tmp / "trafficqa.jsonl"
    write_jsonl(generate_traffic(counts, zones, "tfnsw-traffic", seed=SEED), traffic)
    events = tmp / "multitq-style.json"
    events.write_text(json.dumps(generate_events(Facts.load(client), 1500, seed=SEED)))
    sets = [("weatherQA (generated)", weather), ("trafficQA (generated)", traffic), ("MultiTQ-style", events)]
    halves = sorted([*WORDING.glob("*-dev.json*"), *WORDING.glob("*-test.json*")])
    return sets + [(f"wording {p.stem}", p) for p in halves]


def answer_all(client: GraphClient, kg: KGIRAG, sets: list[tuple[str, Path]], out: Path) -> dict[str, dict[str, Any]]:
    """set -> question id -> (answer, answer list, reason), from eval run's own result records."""

    def answer(texts: list[str], k: int) -> list[Any]:
        return kg.batch([{"question": t} for t in texts], config={"max_concurrency": k})

    seen: dict[str, dict[str, Any]] = {}
    for name, path in sets:
        where = out / name.replace(" ", "_")
        if multitq.is_multitq(path):
            run_multitq(answer, multitq.read(path), where, "kg_irag", "symbolic", concurrency=1)
            key: Callable[[dict[str, Any]], Any] = lambda r: (r["prediction"], r["predictions"], r["reason"])  # noqa: E731
        else:
            run(client, answer, read_questions(path), where, "kg_irag", "symbolic", concurrency=1)
            key = lambda r: (r["answer"], r["reason"])  # noqa: E731
        seen[name] = {r["id"]: key(r) for r in read_results(where)}
    return seen


def main() -> None:
    print(f"machine: {machine()}")
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        counts = tmp / "road_traffic_counts_hourly_permanent.csv"
        traffic = traffic_counts(counts, ["6001", "6002"], 61, date(2018, 3, 1))
        for source, files in (("met-eireann", IRISH), ("icews", ICEWS), ("tfnsw", [traffic])):
            ingest(client, source, files, rejects_path=tmp / f"{source}-rejects.csv")
        sets = question_sets(tmp, client)
        kg = KGIRAG.from_settings(settings, client, llm="symbolic")
        tick = time.perf_counter()
        alone = answer_all(client, kg, sets, tmp / "alone")
        print(f"answered alone in {time.perf_counter() - tick:.0f} s")
        report = ingest(client, "yago11k", YAGO, rejects_path=tmp / "yago-rejects.csv")
        read, loaded, rejected = (report.total(k) for k in ("read", "loaded", "rejected"))
        print(f"YAGO11k loaded beside them: read {read:,} = loaded {loaded:,} + rejected {rejected:,}")
        kg = KGIRAG.from_settings(settings, client, llm="symbolic")
        beside = answer_all(client, kg, sets, tmp / "beside")
        print(f"\n{'set':40} {'questions':>9} {'answered':>8} {'differ':>6}")
        for name, _ in sets:
            before, after = alone[name], beside[name]
            differ = sorted(i for i in before if before[i] != after.get(i))
            answered = sum(1 for v in before.values() if v[0] not in (None, "no answer"))
            print(f"{name:40} {len(before):9d} {answered:8d} {len(differ):6d}")
            for i in differ:
                print(f"    {i}: {before[i]} -> {after.get(i)}")


if __name__ == "__main__":
    main()
