"""weatherQA regenerated from the real Irish graph and evaluated end to end, resumably."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from factories import tfnsw_counts


@pytest.mark.slow
def test_weatherqa_generate_run_resume(irish_graph: GraphClient, tmp_path: Path, cli_env: None) -> None:
    runner = CliRunner()
    questions = tmp_path / "weatherqa.jsonl"
    out = runner.invoke(
        app,
        [
            "eval",
            "generate",
            "weatherqa",
            "--source",
            "irish-weather",
            "--seed",
            "2024",
            "--slots",
            "80",
            "--out",
            str(questions),
        ],
    )
    assert out.exit_code == 0, out.output
    items = [json.loads(line) for line in questions.read_text().splitlines()]
    assert sum(q["qtype"] == "Q1" for q in items) == 80 and any(q["qtype"] == "Q3" for q in items)
    assert set(items[0]) == {"id", "dataset", "qtype", "question", "answer", "station", "start", "hours"}

    summaries = {}
    for strategy in ("kg_irag", "graph_rag"):
        run_dir = tmp_path / strategy
        out = runner.invoke(
            app,
            [
                "eval",
                "run",
                "--questions",
                str(questions),
                "--strategy",
                strategy,
                "--out",
                str(run_dir),
                "--limit",
                "60",
            ],
        )
        assert out.exit_code == 0, out.output
        summaries[strategy] = json.loads((run_dir / "summary.json").read_text())
    kg, one_shot = summaries["kg_irag"], summaries["graph_rag"]
    assert kg["n"] == 60
    for qtype, row in kg["by_qtype"].items():
        assert row["em"] >= 0.99, (qtype, row)
        assert row["hallucination"] == 0
    shifted = [q for q in ("Q2", "Q3") if q in kg["by_qtype"]]
    assert shifted and all(kg["by_qtype"][q]["f1"] > one_shot["by_qtype"][q]["f1"] for q in shifted)

    again = runner.invoke(
        app,
        [
            "eval",
            "run",
            "--questions",
            str(questions),
            "--strategy",
            "kg_irag",
            "--out",
            str(tmp_path / "kg_irag"),
            "--limit",
            "80",
        ],
    )
    assert again.exit_code == 0, again.output
    lines = (tmp_path / "kg_irag" / "results.jsonl").read_text().splitlines()
    assert len(lines) == 80 == len({json.loads(x)["id"] for x in lines})  # resumed: 20 new, none twice

    report_dir = tmp_path / "report"
    out = runner.invoke(
        app, ["eval", "report", str(tmp_path / "kg_irag"), str(tmp_path / "graph_rag"), "--out", str(report_dir)]
    )
    assert out.exit_code == 0, out.output
    report = (report_dir / "report.md").read_text()
    assert report.count("| kg_irag | symbolic |") == len(kg["by_qtype"])
    assert "| irish-weather | kg_irag | symbolic | Q1 |" in report
    assert "0.927 / 0.958 / 0.983 / 0.998" in report  # the paper's KG-IRAG Q1 EM beside ours
    assert "arXiv:2503.14234" in report
    assert "| graph_rag | symbolic |" in report
    for png in ("em_by_qtype.png", "f1_by_qtype.png"):
        data = (report_dir / png).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000


def test_trafficqa_generate_and_run(graph: GraphClient, tmp_path: Path, cli_env: None) -> None:
    """trafficQA on TfNSW-format counts: local clock, 90th-percentile threshold recorded, 9 h bound."""
    e = tfnsw_counts(tmp_path, ["6001", "6002"], 10, date(2018, 3, 1))
    ingest(graph, "tfnsw", [e.path], rejects_path=tmp_path / "r.csv")
    runner = CliRunner()
    questions = tmp_path / "trafficqa.jsonl"
    out = runner.invoke(
        app,
        [
            "eval",
            "generate",
            "trafficqa",
            "--source",
            "tfnsw-traffic",
            "--seed",
            "5",
            "--slots",
            "40",
            "--out",
            str(questions),
        ],
    )
    assert out.exit_code == 0, out.output
    items = [json.loads(line) for line in questions.read_text().splitlines()]
    assert {q["percentile"] for q in items} == {0.9} and all(q["threshold"] > 0 for q in items)
    assert any(q["qtype"] == "Q3" for q in items)
    run_dir = tmp_path / "run"
    out = runner.invoke(app, ["eval", "run", "--questions", str(questions), "--out", str(run_dir)])
    assert out.exit_code == 0, out.output
    summary = json.loads((run_dir / "summary.json").read_text())
    for qtype, row in summary["by_qtype"].items():
        assert row["em"] >= 0.99, (qtype, row)
        assert row["hallucination"] == 0


def test_eval_run_reads_multitq_json(graph: GraphClient, shared_data: Path, tmp_path: Path, cli_env: None) -> None:
    """MultiTQ JSON is detected from its content and scored with the three Hits@1 scorers."""
    examples = shared_data / "icews05-15" / "multitq-question-examples.json"
    out = CliRunner().invoke(
        app, ["eval", "run", "--questions", str(examples), "--out", str(tmp_path / "m"), "--limit", "6"]
    )
    assert out.exit_code == 0, out.output
    summary = json.loads((tmp_path / "m" / "summary.json").read_text())
    assert summary["n"] == 6
    assert set(summary["hits_at_1"]["overall"]) == {"n", "strict", "substring", "gold_in_prediction"}
    assert set(summary["hits_at_1"]) >= {"by_qlabel", "by_answer_type", "by_qtype", "by_time_level"}
