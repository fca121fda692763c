"""A place loaded under a second dataset belongs to both: the first keeps it, its readings and its questions."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.cypher.retrieval import PLACES
from chronorag.evaluation.weatherqa import generate, load_series
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from factories import met_tidy, utc


def test_a_station_loaded_into_another_dataset_stays_in_the_first(
    graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    e = met_tidy(tmp_path, {"ATHENRY": "Galway", "CORK AIRPORT": "Cork"}, 72, utc(2017, 3, 1), bad=False)
    ingest(graph, "met-eireann", [e.path], rejects_path=tmp_path / "r.csv")
    series_before, ids_before = load_series(graph, "irish-weather")
    questions_before = [q.to_json() for q in generate(series_before, "irish-weather", seed=7, slots_per_year=40)]
    assert "ATHENRY" in series_before and questions_before

    # one ATHENRY row, the same reading as in the first load, under another dataset
    one = tmp_path / "one.csv"
    lines = e.path.read_text().splitlines()
    one.write_text("\n".join([lines[0], next(x for x in lines[1:] if x.startswith("ATHENRY,"))]) + "\n")
    summary = ingest(graph, "met-eireann", [one], dataset="other", rejects_path=tmp_path / "r2.csv")
    assert (summary.files[0].read, summary.files[0].rejected) == (1, 0)

    series_after, ids_after = load_series(graph, "irish-weather")
    assert (series_after, ids_after) == (series_before, ids_before)
    questions_after = [q.to_json() for q in generate(series_after, "irish-weather", seed=7, slots_per_year=40)]
    assert questions_after == questions_before
    assert set(load_series(graph, "other")[0]) == {"ATHENRY"}

    memberships = graph.read_untrusted(
        "MATCH (s:Station {name: 'ATHENRY'}) OPTIONAL MATCH (s)-[:IN_DATASET]->(d:Dataset) "
        "RETURN count(DISTINCT s) AS nodes, collect(d.name) AS linked, s.datasets AS listed"
    )[0]
    assert memberships["nodes"] == 1
    assert sorted(memberships["linked"]) == sorted(memberships["listed"]) == ["irish-weather", "other"]
    assert [r["station"] for r in graph.read(PLACES)].count("ATHENRY") == 1

    # `eval run` on the first dataset's questions answers them (it crashed with KeyError: 'ATHENRY')
    questions = tmp_path / "q.jsonl"
    athenry = [q for q in questions_before if json.loads(q)["station"] == "ATHENRY"][:3]
    questions.write_text("\n".join(athenry) + "\n")
    out = CliRunner().invoke(
        app, ["eval", "run", "--questions", str(questions), "--strategy", "kg_irag", "--out", str(tmp_path / "run")]
    )
    assert out.exit_code == 0, out.output
    summary_json = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary_json["n"] == len(athenry)
