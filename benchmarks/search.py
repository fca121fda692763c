"""AT2QA's `search` on the 92K-fact ICEWS slice: a hub entity in one year, ranked by exact cosine.

Uses the Neo4j the settings name (default: the local server from `chronorag db start`), loading
and embedding the ICEWS slice if it is not there yet (embeddings are cached by content hash, so
a rerun embeds nothing). Then, warm, it times random searches for the largest hub in a random year
with a random query text, end to end (query embedding + Cypher filter + cosine + top 50 + render
10), and the Cypher part alone.

    .venv/bin/python benchmarks/search.py [--samples 300]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import date
from pathlib import Path

from chronorag.config import get_settings
from chronorag.cypher import search as q
from chronorag.cypher.retrieval import LARGEST_HUB
from chronorag.embedder import Embedder
from chronorag.graph import GraphClient
from chronorag.graph.search import SearchRequest, search_facts
from chronorag.graph.vectors import embed_graph
from chronorag.ingest.pipeline import ingest
from common import ICEWS, machine, percentiles

VERBS = ["criticise", "meet", "visit", "sign an agreement with", "accuse", "praise", "threaten", "host", "appeal to"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(11)
    print(f"machine: {machine()}")
    settings = get_settings()
    with GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        facts = client.read_untrusted("MATCH (f:Fact) RETURN count(f) AS n")[0]["n"]
        if facts < 92_367:
            ingest(client, "icews", ICEWS, batch_size=20000, rejects_path=Path(tmp) / "r.csv")
        embedder = Embedder()
        started = time.perf_counter()
        stats = embed_graph(client, embedder)
        took = time.perf_counter() - started
        embedded = sum(s.embedded for s in stats)
        print(f"embed: {sum(s.total for s in stats):,} texts, {embedded:,} embedded, {took:.1f} s")
        hub = client.read(LARGEST_HUB)[0]["name"]
        others = [r["n"] for r in client.read_untrusted("MATCH (e:Entity) RETURN e.name AS n LIMIT 500")]

        def request() -> SearchRequest:
            y = rng.randrange(2005, 2016)
            text = f"Who did {hub} {rng.choice(VERBS)} {rng.choice(others)}?"
            return SearchRequest(
                query=text, entity=hub, start_date=date(y, 1, 1), end_date=date(y, 12, 31), sort="time_asc"
            )

        for _ in range(30):  # warm up the server's plan cache and the model
            search_facts(client, embedder, request())
        whole, cypher, sizes = [], [], []
        for _ in range(args.samples):
            req = request()
            t0 = time.perf_counter()
            hits = search_facts(client, embedder, req)
            lines = [h.render() for h in hits[:10]]
            whole.append(time.perf_counter() - t0)
            sizes.append(len(lines))
            vector = embedder.encode([req.query])[0]
            params = {"vector": vector, "k": 50, "start": req.start_date, "end": date(req.end_date.year + 1, 1, 1)}
            params |= {"entity": hub, "position": "any", "relation": None}
            t1 = time.perf_counter()
            client.read(q.SEARCH_ENTITY, params)
            cypher.append(time.perf_counter() - t1)
        yearly = client.read_untrusted(
            "MATCH (f:Fact) WHERE f.head = $h OR f.tail = $h RETURN count(f) / 11.0 AS n", {"h": hub}
        )[0]["n"]
        for name, samples in (
            ("search end to end (embed query + filter + cosine + top 50)", whole),
            ("Cypher filter + cosine only", cypher),
        ):
            p50, p95 = percentiles(samples)
            print(f"{name}, hub '{hub}' (~{yearly:.0f} facts/year), one year: p50 {p50:.1f} ms, p95 {p95:.1f} ms")
        print(f"{args.samples} samples, {sum(sizes) / len(sizes):.1f} facts shown on average")


if __name__ == "__main__":
    main()
