"""`chronorag eval report DIR...`: one Markdown table of every run and PNG bar charts.

Published reference figures (KG-IRAG Tables 5-7, transcribed with their source into `published.json`
next to this file) stand beside ours for the same dataset, strategy and question type, one value per
LLM the paper used. Figures live in that data file, never in code.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from chronorag.plans import SENSOR_FAMILIES

PUBLISHED = Path(__file__).with_name("published.json")
QTYPES = SENSOR_FAMILIES


def load_runs(dirs: list[Path]) -> list[dict[str, Any]]:
    runs = []
    for d in dirs:
        summary = json.loads((d / "summary.json").read_text())
        summary["dir"] = str(d)
        runs.append(summary)
    return runs


def published() -> dict[str, Any]:
    return json.loads(PUBLISHED.read_text()) if PUBLISHED.exists() else {"source": None, "figures": []}


PAPER_LLMS = ("Llama-3-8b", "GPT-3.5-turbo", "GPT-4o-mini", "GPT-4o")


def _published(ref: dict[str, Any], dataset: str, strategy: str, qtype: str, metric: str) -> str:
    """The paper's figure for each of its four LLMs, 'a / b / c / d', or — where it has none."""
    values = []
    for llm in PAPER_LLMS:
        row = next(
            (
                f
                for f in ref["figures"]
                if f["dataset"] == dataset and f["strategy"] == strategy and f["qtype"] == qtype and f["llm"] == llm
            ),
            None,
        )
        values.append("—" if row is None or row.get(metric) is None else f"{row[metric]:.3f}")
    return "—" if all(v == "—" for v in values) else " / ".join(values)


def markdown(runs: list[dict[str, Any]]) -> str:
    ref = published()
    header = (
        "| run | dataset | strategy | llm | qtype | n | EM | F1 | HR | hallucination | LLM calls | tokens "
        "| s/question | paper EM | paper F1 |"
    )
    lines = [header, "|" + " --- |" * 15]
    for run in runs:
        for qtype, row in run.get("by_qtype", {}).items():
            dataset = run.get("dataset", "")
            lines.append(
                f"| {Path(run['dir']).name} | {dataset} | {run['strategy']} | {run['llm']} | {qtype} | {row['n']} | "
                f"{row['em']:.3f} | {row['f1']:.3f} | {row['hit_rate']:.3f} | {row['hallucination']:.3f} | "
                f"{row['llm_calls']:.1f} | {row['tokens']:.0f} | {row['seconds']:.3f} | "
                f"{_published(ref, dataset, run['strategy'], qtype, 'em')} | "
                f"{_published(ref, dataset, run['strategy'], qtype, 'f1')} |"
            )
    notes = [f"Paper columns: {ref['source']}; values for {' / '.join(PAPER_LLMS)}."] if ref.get("source") else []
    notes += [f"- {n}" for n in ref.get("notes", [])]
    return "\n".join(["# Evaluation report", "", *lines, "", *notes, ""])


def charts(runs: list[dict[str, Any]], out: Path) -> list[Path]:
    """Grouped bars per question type, one bar per run, for EM and for F1."""
    paths = []
    for metric, title in (("em", "Exact match"), ("f1", "F1 of retrieved vs standard data")):
        fig, ax = plt.subplots(figsize=(7, 4.0), dpi=120)
        width = 0.8 / max(1, len(runs))
        for i, run in enumerate(runs):
            values = [run.get("by_qtype", {}).get(q, {}).get(metric, 0.0) for q in QTYPES]
            xs = [k + (i - (len(runs) - 1) / 2) * width for k in range(len(QTYPES))]
            bars = ax.bar(xs, values, width, label=f"{run['strategy']} ({run['llm']})")
            ax.bar_label(bars, fmt="%.2f", fontsize=7, padding=1)
        ax.set_xticks(range(len(QTYPES)), QTYPES)
        ax.set_ylim(0, 1.12)
        ax.set_ylabel(metric.upper())
        ax.set_title(title)
        ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=3, frameon=False)
        ax.spines[["top", "right"]].set_visible(False)
        fig.tight_layout()
        path = out / f"{metric}_by_qtype.png"
        fig.savefig(path)
        plt.close(fig)
        paths.append(path)
    return paths
