"""The local model (`--llm local`): SmolLM2-135M-Instruct on llama.cpp's CPU server (xllamacpp).

Starts the server through `LocalModel` (as `chronorag llm start` does) on a free port in a temporary
directory, then measures, with the server's own timings:

* start: `start()` until `/v1/models` answers (process start, imports, model load), and the model
  load alone as the server process logs it;
* prefill: prompt tokens/s for a ~1,300-token prompt (a planner prompt is ~1,100), prompt cache off;
* generation: tokens/s for 200 tokens, one request, then two at once (the server has 2 slots);
* one JSON-schema constrained reply through the factory's ChatOpenAI (what the roles send).

    .venv/bin/python -u benchmarks/local_model.py [--rounds 3]

Two cores are easily shared: the load average is printed beside each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.llm.factory import chat_model
from chronorag.llm.local_model import MODEL_NAME, LocalModel
from common import machine

LONG = " ".join(f"At station S{i} the rain was {i % 7 * 0.1:.1f} mm at hour {i % 24}." for i in range(70))


class RainReport(BaseModel):
    station: str = Field(max_length=40)
    rained: bool
    millimetres: float


def complete(url: str, prompt: str, max_tokens: int) -> dict[str, Any]:
    body = {
        "model": MODEL_NAME,
        "messages": [{"role": "user", "content": prompt}],
        "max_tokens": max_tokens,
        "temperature": 0,
        "cache_prompt": False,
    }
    request = urllib.request.Request(f"{url}/chat/completions", json.dumps(body).encode(), {"content-type": "json"})
    with urllib.request.urlopen(request, timeout=600) as reply:
        timings: dict[str, Any] = json.loads(reply.read())["timings"]
    return timings


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as home:
        settings = Settings(llm_provider="local", llm_local_port=free_port(), llm_local_dir=Path(home))
        server = LocalModel(settings)
        starts, loads = [], []
        for _ in range(args.rounds):
            started = time.perf_counter()
            server.start()
            starts.append(time.perf_counter() - started)
            if match := re.search(r"loaded in ([0-9.]+) s", server.log_tail(200)):
                loads.append(float(match.group(1)))
            server.stop()
        print(f"start until /v1/models answers: median {statistics.median(starts):.2f} s {starts} ({load()})")
        print(f"model load (server log): median {statistics.median(loads):.2f} s {loads}")

        server.start()
        try:
            url = server.url
            complete(url, "Hello", 8)  # warm-up
            for _ in range(args.rounds):
                long = complete(url, LONG + " Summarise.", 16)
                short = complete(url, "Write a story about a dog named Rex.", 200)
                print(
                    f"prefill {long['prompt_n']} tokens: {long['prompt_per_second']:.0f} tokens/s; "
                    f"generation {short['predicted_n']} tokens: {short['predicted_per_second']:.0f} tokens/s "
                    f"({load()})"
                )
            for _ in range(args.rounds):
                started = time.perf_counter()
                with ThreadPoolExecutor(2) as pool:
                    both = list(pool.map(lambda p: complete(url, p, 200), ["A story about a cat.", "A poem on rain."]))
                seconds = time.perf_counter() - started
                tokens = sum(t["predicted_n"] for t in both)
                rate = tokens / seconds
                print(f"two requests at once: {tokens} tokens in {seconds:.1f} s = {rate:.0f} tokens/s ({load()})")

            model = chat_model(settings).with_structured_output(RainReport, method="json_schema", include_raw=True)
            for _ in range(args.rounds):
                started = time.perf_counter()
                out = model.invoke(
                    [
                        SystemMessage("You extract weather facts. Reply with JSON."),
                        HumanMessage("At ATHENRY it rained 0.2 mm at 15:00 on 5 March 2017."),
                    ]
                )
                usage = out["raw"].usage_metadata
                print(
                    f"structured reply: {time.perf_counter() - started:.2f} s, {usage['input_tokens']} + "
                    f"{usage['output_tokens']} tokens, parsed {out['parsed']!r} ({load()})"
                )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
