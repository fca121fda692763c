"""Question understanding: right / refused / wrong of the offline (symbolic) KG-IRAG on every question set.

Sets: the generated weatherQA and MultiTQ-style questions (generator and parser share no tables: a
check of the semantics), the 53 hand-written paraphrases, and the wording benchmark written from the
data alone by a session that never saw the parser (`benchmarks/wording/`, dev and frozen test halves).
One fresh server holds the real Irish weather and the real ICEWS slice; every set goes through
`eval run`'s own runner, so the figures are the ones `chronorag eval run` prints.

    .venv/bin/python -u benchmarks/understanding.py [--sets dev,test,generated,paraphrases]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from chronorag.evaluation import multitq
from chronorag.evaluation.multitq_style import Facts
from chronorag.evaluation.multitq_style import generate as generate_events
from chronorag.evaluation.runner import read_questions, run, run_multitq
from chronorag.evaluation.weatherqa import generate, load_series, write_jsonl
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from common import ICEWS, IRISH, ROOT, fresh_server, machine

WORDING = ROOT / "benchmarks" / "wording"
PARAPHRASES = ROOT / "tests" / "data" / "multitq_paraphrases.json"


def sets(tmp: Path, client: GraphClient, chosen: set[str]) -> list[tuple[str, Path]]:
    out: list[tuple[str, Path]] = []
    if "generated" in chosen:
        series, _ = load_series(client, "irish-weather")
        weather = tmp / "weatherqa.jsonl"
        write_jsonl(generate(series, "irish-weather", seed=20261122), weather)
        events = tmp / "multitq-style.json"
        events.write_text(json.dumps(generate_events(Facts.load(client), 1500, seed=20261122)))
        out += [("generated weatherQA (seed 20261122)", weather), ("generated MultiTQ-style (1,500)", events)]
    if "paraphrases" in chosen:
        out.append(("paraphrases (53)", PARAPHRASES))
    for half in ("dev", "test"):
        if half in chosen:
            out += [(f"wording {half}: {p.stem}", p) for p in sorted(WORDING.glob(f"weather*-{half}.jsonl"))]
            out += [(f"wording {half}: {p.stem}", p) for p in sorted(WORDING.glob(f"events*-{half}.json"))]
    return out


def table(name: str, outcomes: dict[str, dict[str, float]], seconds: float, n: int) -> None:
    print(f"\n{name}: {n} questions, {seconds / max(n, 1) * 1000:.0f} ms per question")
    print(f"  {'group':24} {'n':>5} {'right':>7} {'refused':>8} {'wrong':>7}")
    for group, row in outcomes.items():
        print(f"  {group:24} {int(row['n']):5d} {row['right']:7.3f} {row['refused']:8.3f} {row['wrong']:7.3f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="generated,paraphrases,dev,test")
    args = parser.parse_args()
    chosen = set(args.sets.split(","))
    print(f"machine: {machine()}")
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        for source, files in (("met-eireann", IRISH), ("icews", ICEWS)):
            ingest(client, source, files, rejects_path=Path(tmp) / f"{source}-rejects.csv")
        kg = KGIRAG.from_settings(settings, client, llm="symbolic")

        def answer(texts: list[str], k: int) -> list[Any]:
            return kg.batch([{"question": t} for t in texts], config={"max_concurrency": k})

        for name, path in sets(Path(tmp), client, chosen):
            out = Path(tmp) / name.replace(" ", "_").replace(":", "")
            tick = time.perf_counter()
            if multitq.is_multitq(path):
                events = multitq.read(path)
                summary = run_multitq(answer, events, out, "kg_irag", "symbolic", concurrency=1)
            else:
                summary = run(client, answer, read_questions(path), out, "kg_irag", "symbolic", concurrency=1)
            table(name, summary["outcomes"], time.perf_counter() - tick, summary["n"])


if __name__ == "__main__":
    main()
