"""The MultiTQ dev file split once, before any parser change, into a tuning part and a frozen check part.

`../shared/data/multitq/questions-dev.json` holds 5,000 of MultiTQ's test questions. A question is in
the frozen part when the first byte of sha256(quid) mod 5 is 0 or 1 (2,052 questions), else in the
tuning part (2,948). The rule needs no list of ids and never changes; the parser is tuned on the
tuning part only, and the frozen part is run to check it.

    .venv/bin/python benchmarks/multitq_split.py OUT_DIR   # writes OUT_DIR/tune.json and OUT_DIR/frozen.json
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from common import DATA

DEV = DATA / "multitq" / "questions-dev.json"
PARTS = ("tune", "frozen")


def part_of(quid: int | str) -> str:
    """ "frozen" or "tune": a fixed function of the question id."""
    return "frozen" if hashlib.sha256(str(quid).encode()).digest()[0] % 5 < 2 else "tune"


def split(questions: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {p: [] for p in PARTS}
    for q in questions:
        out[part_of(q["quid"])].append(q)
    return out


def write_parts(folder: Path) -> dict[str, Path]:
    """The two parts as MultiTQ JSON files in `folder` (what `chronorag eval run --questions` reads)."""
    folder.mkdir(parents=True, exist_ok=True)
    parts = split(json.loads(DEV.read_text(encoding="utf-8")))
    paths = {}
    for name, items in parts.items():
        paths[name] = folder / f"{name}.json"
        paths[name].write_text(json.dumps(items), encoding="utf-8")
    return paths


if __name__ == "__main__":
    for name, path in write_parts(Path(sys.argv[1])).items():
        print(f"{name}: {len(json.loads(path.read_text()))} questions -> {path}")
