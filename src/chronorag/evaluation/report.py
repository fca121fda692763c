"""`chronorag eval report DIR...`: one Markdown table of every run and PNG bar charts.

Published reference figures (KG-IRAG Tables 5-7) are read from `published.json` next to this file
when it holds them, each with its source; a run's row shows the published value for the same
dataset, strategy and question type beside ours. Figures are never typed into code.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

PUBLISHED = Path(__file__).with_name("published.json")
QTYPES = ("Q1", "Q2", "Q3")


def load_runs(dirs: list[Path]) -> list[dict[str, Any]]:
    runs = []
    for d in dirs:
        summary = json.loads((d / "summary.json").read_text())
        summary["dir"] = str(d)
        runs.append(summary)
    return runs


def published() -> dict[str, Any]:
    return json.loads(PUBLISHED.read_text()) if PUBLISHED.exists() else {"source": None, "figures": []}


def markdown(runs: list[dict[str, Any]]) -> str:
    ref = published()
    lines = [
        "| run | strategy | llm | qtype | n | EM | F1 | HR | hallucination | LLM calls | tokens | s/question |"
        " published EM |",
        "|" + " --- |" * 13,
    ]
    for run in runs:
        for qtype, row in run.get("by_qtype", {}).items():
            pub = next(
                (f["em"] for f in ref["figures"] if f.get("strategy") == run["strategy"] and f.get("qtype") == qtype),
                None,
            )
            lines.append(
                f"| {Path(run['dir']).name} | {run['strategy']} | {run['llm']} | {qtype} | {row['n']} | "
                f"{row['em']:.3f} | {row['f1']:.3f} | {row['hit_rate']:.3f} | {row['hallucination']:.3f} | "
                f"{row['llm_calls']:.1f} | {row['tokens']:.0f} | {row['seconds']:.3f} | "
                f"{'—' if pub is None else f'{pub:.3f}'} |"
            )
    note = (
        f"Published figures from {ref['source']}."
        if ref.get("source")
        else "Published figures: not recorded yet (`src/chronorag/evaluation/published.json` is empty), so the "
        "published column shows —."
    )
    return "\n".join(["# Evaluation report", "", *lines, "", note, ""])


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
