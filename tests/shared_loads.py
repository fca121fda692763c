"""Real data that tests only read, loaded once for all of them.

`shared_load(client, name, load)` runs `load` on an emptied database unless the database still holds exactly what
the last load of `name` left (its node and relationship counts): a test that wiped it or wrote to it in between
changed the counts, and the data is loaded again. The tests that share a load carry its marker (`SHARED_LOADS`);
the session runs them first, each group together (`conftest.pytest_collection_modifyitems`), so each group loads
its data once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest

SHARED_LOADS = ("irish_year", "icews_slice")  # markers, in the order their groups run


class _Held:
    """What the session's database holds: the real data a shared load put there, and the counts it left."""

    name: str | None = None
    counts: tuple[int, int] | None = None


def _counts(client: GraphClient) -> tuple[int, int]:
    nodes = client.read_untrusted("MATCH (n) RETURN count(n) AS n")[0]["n"]
    rels = client.read_untrusted("MATCH ()-[r]->() RETURN count(r) AS n")[0]["n"]
    return nodes, rels


def remember(client: GraphClient, name: str) -> None:
    """The database now holds exactly the real data `name` (a test that loaded it itself says so)."""
    _Held.name, _Held.counts = name, _counts(client)


def shared_load(client: GraphClient, name: str, load: Callable[[], object]) -> None:
    """`load` `name` unless the database still holds exactly what its last load left."""
    if _Held.name == name and _Held.counts == _counts(client):
        return
    client.run_autocommit(DELETE_ALL_BATCHED)
    load()
    remember(client, name)


def load_irish_year(client: GraphClient, shared_data: Path, rejects: Path) -> None:
    """The real Irish 2017 weather (219,000 readings), shared by every test that reads it."""
    folder = shared_data / "irish-weather-2017"
    files = [folder / "stations.csv", folder / "observations.csv.gz"]
    load = lambda: ingest(client, "met-eireann", files, batch_size=20000, rejects_path=rejects)  # noqa: E731
    shared_load(client, "irish-2017", load)
