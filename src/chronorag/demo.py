"""`make demo`: the main job end to end, offline, on the real Irish weather data.

Starts the local Neo4j (if it is not running), creates the schema and prints what answers.
Later steps (loading the data, answering questions) are added as the project grows.
"""

from __future__ import annotations

from rich.console import Console

from chronorag.config import get_settings
from chronorag.graph import GraphClient, GraphError
from chronorag.graph.local_server import LocalNeo4j
from chronorag.graph.schema import ensure_schema

console = Console()


def main() -> int:
    settings = get_settings()
    try:
        with console.status("starting Neo4j ..."):
            state = LocalNeo4j(settings).start()
        with GraphClient(settings) as client:
            info = client.verify()
            ensure_schema(client)
    except GraphError as exc:
        console.print(f"[bold red]error:[/] {exc}")
        return 2
    console.print(f"[green]Neo4j running[/]: {info} via {state.mode}")
    console.print(f"  Bolt {settings.neo4j_uri}   Browser {settings.browser_url}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
