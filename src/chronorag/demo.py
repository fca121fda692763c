"""`make demo`: the main job end to end, offline, on the real Irish weather data.

Starts the local Neo4j (if it is not running), loads Met Éireann's 2017 hourly data from
../shared/data (idempotent: a second run skips what is loaded), and prints what is in the graph
with a Neo4j Browser query to look at it.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console

from chronorag.config import get_settings
from chronorag.cypher.evidence import readings_subgraph
from chronorag.graph import GraphClient, GraphError
from chronorag.graph import retrieval as r
from chronorag.graph.local_server import LocalNeo4j, repo_root
from chronorag.graph.schema import ensure_schema
from chronorag.ingest.pipeline import ingest
from chronorag.ingest.progress import IngestProgress, print_summary

console = Console()


def irish_data() -> list[Path]:
    root = Path(os.environ.get("CHRONORAG_SHARED_DATA", repo_root().parent / "shared" / "data"))
    folder = root / "irish-weather-2017"
    return [folder / "stations.csv", folder / "observations.csv.gz"]


def main() -> int:
    settings = get_settings()
    files = irish_data()
    missing = [str(p) for p in files if not p.exists()]
    if missing:
        console.print(f"[bold red]error:[/] the Irish data is not at {', '.join(missing)}; set CHRONORAG_SHARED_DATA")
        return 2
    try:
        with console.status("starting Neo4j ..."):
            state = LocalNeo4j(settings).start()
        with GraphClient(settings) as client:
            info = client.verify()
            ensure_schema(client)
            console.print(f"[green]Neo4j running[/]: {info} via {state.mode}; Bolt {settings.neo4j_uri}")
            with IngestProgress(console) as progress:
                summary = ingest(client, "met-eireann", files, batch_size=20000, on_progress=progress.update)
            print_summary(console, summary)
            start, end = datetime(2017, 3, 5, 12, tzinfo=UTC), datetime(2017, 3, 5, 18, tzinfo=UTC)
            readings = r.station_readings(client, "ATHENRY", start, end)
    except GraphError as exc:
        console.print(f"[bold red]error:[/] {exc}")
        return 2
    console.print("\nAthenry, 5 March 2017, 12:00-18:00 UTC (a reading at t covers [t, t+1h)):")
    for x in readings:
        rain = "missing" if x.rain is None else f"{x.rain} mm"
        console.print(f"  ({x.station}, rain {rain}, {x.at:%Y-%m-%d %H:%M})")
    console.print(f"\nSee it in Neo4j Browser ({settings.browser_url}, user {settings.neo4j_user}):")
    console.print(
        f"  {readings_subgraph([x.id for x in readings])}",
        soft_wrap=True,
        highlight=False,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
