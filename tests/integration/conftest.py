"""Fixtures shared by the integration tests: the KG-IRAG paper's case-study station, the real Irish year, a small
table of facts true over intervals loaded by the generic loader, and a second local server of the session's own."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

import second_server as second_server_process
from chronorag.cli import app
from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from factories import CASE_DAY, CASE_RAIN_AT, IntervalTable, SecondServer
from shared_loads import load_irish_year


@pytest.fixture()
def interval_table(graph: GraphClient, cli_env: None, neo4j_settings: Settings, tmp_path: Path) -> IntervalTable:
    """Load rows of (head, relation, tail, start, end) as a graph nobody taught, by the generic loader (`ingest
    intervals --columns`, no data file), under a dataset name; the offline KG-IRAG over it."""

    def load(rows: list[tuple[str, str, str, str, str]], dataset: str) -> KGIRAG:
        path = tmp_path / f"{dataset}.tsv"
        path.write_text("head\trelation\ttail\tstart\tend\n" + "".join("\t".join(r) + "\n" for r in rows), "utf-8")
        mapping = "head=head,relation=relation,tail=tail,start=start,end=end"
        args = ["ingest", "intervals", str(path), "--columns", mapping, "--delimiter", "tab", "--header"]
        result = CliRunner().invoke(app, [*args, "--dataset", dataset, "--rejects", str(tmp_path / "r.csv")])
        assert result.exit_code == 0, result.output
        return KGIRAG.from_settings(neo4j_settings, client=graph, llm="symbolic")

    return load


@pytest.fixture()
def case_graph(graph: GraphClient, tmp_path: Path) -> GraphClient:
    """Twelve half-hourly readings at one station, 3:00 to 8:30; rain (0.6 mm) at 3:30, 5:30 and 6:00."""
    lines = ["station,county,date,rain,temp,rhum,msl,wdsp,wddir"]
    for i in range(12):
        t = CASE_DAY.replace(hour=3) + timedelta(minutes=30 * i)
        rain = "0.6" if (t.hour, t.minute) in CASE_RAIN_AT else "0.0"
        lines.append(f"KILKENNY,Kilkenny,{t:%Y-%m-%d %H:%M},{rain},12.0,80,1010,5,200")
    path = tmp_path / "case.csv"
    path.write_text("\n".join(lines) + "\n")
    ingest(graph, "met-eireann", [path], rejects_path=tmp_path / "case-rejects.csv")
    return graph


@pytest.fixture()
def irish_graph(neo4j_settings: Settings, shared_data: Path, tmp_path: Path) -> Iterator[GraphClient]:
    """The real Irish 2017 weather (219,000 readings) in the session database, loaded once for every test that
    reads it."""
    client = GraphClient(neo4j_settings)
    load_irish_year(client, shared_data, tmp_path / "irish-rejects.csv")
    yield client
    client.close()


@pytest.fixture(scope="session")
def second_server() -> SecondServer:
    """One for the session, started at collection while the unit tests run (tests/second_server.py; a start and a
    stop cost ~15 s): neo4j-admin import replaces the database it loads into, so the bulk importer gets a server of
    its own; and the command lines of its first start show that the initial password never appears on one
    (test_neo4j_server). Stopped (killed, its files deleted) at the end of the session, as the session's server."""
    return second_server_process.server()
