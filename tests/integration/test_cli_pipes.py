"""The CLI as a pipeline stage, on a real Neo4j: stdout carries results only, `--json` parses, lines stay whole.

Every command runs as a child process with stdout and stderr captured as pipes, as `| jq` or `> file`
would see them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from factories import CHINA_VISITORS, CHINA_VISITS, quadruples

ROOT = Path(__file__).resolve().parents[2]
Q3 = (
    "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
    "on 1 June 2017 to avoid rain?"
)


def chronorag_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`chronorag ARGS` in a child process (the environment points it at the session's Neo4j)."""
    return subprocess.run(
        [sys.executable, "-m", "chronorag.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=dict(os.environ),
        cwd=ROOT,
        check=False,
    )


def test_ask_piped_keeps_each_result_line_whole(case_graph: GraphClient, cli_env: None) -> None:
    out = chronorag_cli("ask", Q3, "--trace")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == f"Q: {Q3}"  # 130 characters, one line
    assert "A: 2017-06-01 06:30   ([06:30, 08:30) retrieved and free of rain; every start between has rain)" in lines
    evidence = [line for line in lines if line.startswith("evidence (11 readings): (KILKENNY,")]
    assert len(evidence) == 1 and evidence[0].count("(KILKENNY,") == 11 and len(evidence[0]) > 400
    browser = next(line for line in lines if line.startswith("Neo4j Browser: "))
    assert browser.endswith("RETURN p") and len(browser) > 200
    assert max(len(line) for line in lines) > 80  # nothing folded at the old 80-column default
    assert "\x1b[" not in out.stdout  # no colour codes into a pipe


def test_ask_json_is_the_only_thing_on_stdout(case_graph: GraphClient, cli_env: None) -> None:
    out = chronorag_cli("ask", Q3, "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["answer"] == "2017-06-01 06:30" and len(result["evidence"]) == 11


def test_ask_timeline_writes_an_svg_and_a_refusal_writes_none(
    graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    facts = quadruples(tmp_path, "visits.tsv", CHINA_VISITS)
    ingest(graph, "icews", [facts.path], rejects_path=tmp_path / "rejects.csv")
    svg = tmp_path / "t.svg"
    out = chronorag_cli("ask", "Who visited China on 8 May 2013?", "--timeline", str(svg))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Q: Who visited China") and "<svg" not in out.stdout  # the file, not stdout
    assert f"timeline written to {svg}" in out.stderr
    text = svg.read_text()
    assert text.startswith("<svg") and all(f">{name}</text>" in text for name in CHINA_VISITORS)
    assert ">asked: 2013-05-08</text>" in text and ">Angela Merkel</text>" not in text  # evidence only
    refused = tmp_path / "refused.svg"
    out = chronorag_cli("ask", "Who visited Atlantis on 8 May 2013?", "--timeline", str(refused), "--json")
    assert out.returncode == 0 and json.loads(out.stdout)["answer"] == "no answer"
    assert not refused.exists()
    assert f'no timeline written to {refused}: the answer is "no answer"' in out.stderr


def test_eval_generate_and_run_json_with_progress_on_stderr(
    case_graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    questions = tmp_path / "q.jsonl"
    made = chronorag_cli(
        "eval", "generate", "weatherqa", "--source", "irish-weather", "--slots", "30", "--out", str(questions), "--json"
    )
    assert made.returncode == 0, made.stderr
    report = json.loads(made.stdout)
    written = questions.read_text().splitlines()
    assert report == {"kind": "weatherqa", "out": str(questions), "questions": len(written)} and written

    ran = chronorag_cli("eval", "run", "--questions", str(questions), "--out", str(tmp_path / "run"), "--json")
    assert ran.returncode == 0, ran.stderr
    summary = json.loads(ran.stdout)
    assert summary == json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["n"] == len(written) and {"em", "f1", "hit_rate"} <= summary["overall"].keys()
    progress = f"kg_irag/symbolic ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ {len(written)}/{len(written)}"
    assert progress in ran.stderr  # the bar, on stderr only

    table = chronorag_cli("eval", "run", "--questions", str(questions), "--out", str(tmp_path / "run"))
    assert table.returncode == 0, table.stderr
    assert "kg_irag/symbolic" in table.stderr and "kg_irag/symbolic" not in table.stdout
    header = "┃ qtype   ┃ n  ┃ EM    ┃ F1    ┃ HR    ┃ halluc. ┃ LLM calls ┃ tokens ┃ s/question ┃"
    assert header in table.stdout.splitlines()  # 90 columns wide: the table is not squeezed into 80


def test_ingest_and_embed_json(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    facts = [
        ("China", "Host a visit", "Barack Obama", "2011-01-05"),
        ("Japan", "Make statement", "China", "2011-01-06"),
    ]
    path = quadruples(tmp_path, "f.tsv", facts).path
    loaded = chronorag_cli("ingest", "icews", str(path), "--embed", "--json")
    assert loaded.returncode == 0, loaded.stderr
    summary = json.loads(loaded.stdout)  # the ingest summary and the embedding counts, one document
    assert summary["files"][0]["loaded"] == 2
    assert {e["kind"]: e["embedded"] for e in summary["embeddings"]} == {"entities": 3, "relations": 2, "facts": 2}
    assert "embedding facts" in loaded.stderr and "━" not in loaded.stdout

    again = chronorag_cli("embed", "--json")
    assert again.returncode == 0, again.stderr
    stats = {e["kind"]: e for e in json.loads(again.stdout)["embeddings"]}
    assert stats["facts"] == {"kind": "facts", "total": 2, "embedded": 0, "cached": 2}


def test_db_status_json_when_running(graph: GraphClient, cli_env: None) -> None:
    out = chronorag_cli("db", "status", "--json")
    assert out.returncode == 0, out.stderr
    status = json.loads(out.stdout)
    assert status["running"] is True and status["reason"] is None
    assert status["uri"] == graph.settings.neo4j_uri and status["server"]["name"] == "Neo4j Kernel"
