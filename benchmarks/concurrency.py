"""Concurrency scaling of LLM calls, as `eval run --concurrency N` sends them, against the local model server.

Starts SmolLM2-135M-Instruct on llama.cpp's CPU server (xllamacpp, through `LocalModel`) with 8 parallel
slots, then sends the same batch of role-sized requests (a ~600-token prompt, a 48-token reply, prompt cache
off) with 1, 2, 4 and 8 in flight, and reports requests/s and the speed-up over one at a time. On a GPU
server (vLLM) the same knob batches requests; here, two CPU cores bound it.

    .venv/bin/python -u benchmarks/concurrency.py [--requests 16]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.llm.local_model import LocalModel
from common import machine
from local_model import complete

PROMPT = " ".join(f"At station S{i} the rain was {i % 7 * 0.1:.1f} mm at hour {i % 24}." for i in range(35))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=16)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as home:
        settings = Settings(
            llm_provider="local",
            llm_local_port=free_port(),
            llm_local_dir=Path(home),
            llm_local_parallel=8,
            llm_local_ctx=16384,  # 2,048 tokens per slot
        )
        server = LocalModel(settings)
        server.start()
        try:
            complete(server.url, "Hello", 8)  # warm-up
            base = 0.0
            for inflight in (1, 2, 4, 8):
                started = time.perf_counter()
                with ThreadPoolExecutor(inflight) as pool:
                    done = list(
                        pool.map(
                            lambda i: complete(server.url, f"Question {i}. {PROMPT} Which station was wettest?", 48),
                            range(args.requests),
                        )
                    )
                seconds = time.perf_counter() - started
                rate = len(done) / seconds
                base = base or rate
                prompt = sum(t["prompt_n"] for t in done) / len(done)
                print(
                    f"{inflight} in flight: {len(done)} requests (~{prompt:.0f} prompt tokens each) in {seconds:.1f} s "
                    f"= {rate:.2f} requests/s, {rate / base:.2f}x one at a time",
                    flush=True,
                )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
