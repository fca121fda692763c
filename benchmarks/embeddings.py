"""Embedding throughput: the model alone vs `chronorag embed` serial (encode, then write) vs pipelined
(the next part encoded while the server writes this one), side by side in one run on a fresh server.

    .venv/bin/python benchmarks/embeddings.py [--facts 8000] [--rounds 2]
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import tempfile
import time
from pathlib import Path

from chronorag.cypher import embeddings as q
from chronorag.embeddings import Embedder, content_hash
from chronorag.graph import GraphClient
from chronorag.graph.embeddings import embed_graph, ensure_vector_indexes
from chronorag.ingest.pipeline import ingest
from common import ICEWS, fresh_server, machine

BATCH = 1024


def serial(client: GraphClient, embedder: Embedder) -> None:
    """The loop `embed` ran before pipelining: encode a part, write it, then the next."""
    rows = client.read(q.FACT_TEXTS, timeout=600)
    for i in range(0, len(rows), BATCH):
        part = rows[i : i + BATCH]
        vectors = embedder.encode([r["text"] for r in part])
        client.write(
            q.SET_FACT_VECTORS,
            {
                "rows": [
                    {"key": r["key"], "vector": v, "hash": content_hash(r["text"])}
                    for r, v in zip(part, vectors, strict=True)
                ]
            },
            timeout=600,
        )


def forget(client: GraphClient) -> None:
    client.run_autocommit(
        q.Cypher("forget", "MATCH (f:Fact) CALL (f) { REMOVE f.embedding, f.embedding_hash } IN TRANSACTIONS", "write")
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--facts", type=int, default=8000)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print(machine())
    with tempfile.TemporaryDirectory() as tmp, fresh_server() as (settings, _), GraphClient(settings) as client:
        path = Path(tmp) / "facts.tsv"
        with gzip.open(ICEWS[0], "rt", encoding="utf-8") as fh:
            path.write_text("".join(itertools.islice(fh, args.facts)), encoding="utf-8")
        ingest(client, "icews", [path], rejects_path=Path(tmp) / "r.csv")
        embedder = Embedder()
        embed_graph(client, embedder, kinds=("entities", "relations"))  # facts only are timed below
        ensure_vector_indexes(client)
        texts = [r["text"] for r in client.read(q.FACT_TEXTS)]
        embedder.encode(texts[:512])  # load and warm the model
        results: dict[str, list[float]] = {"model alone": [], "serial (before)": [], "pipelined (now)": []}
        for _ in range(args.rounds):  # interleaved, so drift hits every variant alike
            t = time.perf_counter()
            embedder.encode(texts)
            results["model alone"].append(time.perf_counter() - t)
            for name, run in (("serial (before)", serial), ("pipelined (now)", None)):
                forget(client)
                t = time.perf_counter()
                if run is None:
                    embed_graph(client, embedder, kinds=("facts",))
                else:
                    run(client, embedder)
                results[name].append(time.perf_counter() - t)
        best = {name: min(v) for name, v in results.items()}
        print(f"{len(texts):,} fact texts, best of {args.rounds} rounds")
        print("| variant | seconds | texts/s | vs serial |")
        print("| --- | ---: | ---: | ---: |")
        for name, seconds in best.items():
            print(
                f"| {name} | {seconds:.1f} | {len(texts) / seconds:,.0f} | {best['serial (before)'] / seconds:.2f}x |"
            )


if __name__ == "__main__":
    main()
