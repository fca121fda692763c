"""A local OpenAI-compatible HTTP endpoint serving scripted chat completions, for real-HTTP tests.

It speaks just enough of `POST /v1/chat/completions` for langchain-openai's ChatOpenAI: it returns
the next scripted reply with a token usage block (counted as whitespace-separated words), and
records every request so tests can look at what the client sent.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class ScriptedOpenAI:
    """`refuse_schema`: answer 500 to a request with a JSON-schema response_format, as some llama.cpp
    servers do; `delay`: seconds to wait before answering (for client timeouts); `models`: what
    `GET /v1/models` lists (e.g. the local model's name, so `--llm local` takes this server for it)."""

    def __init__(
        self, replies: Sequence[str], refuse_schema: bool = False, delay: float = 0.0, models: Sequence[str] = ()
    ) -> None:
        self.replies = list(replies)
        self.refuse_schema = refuse_schema
        self.delay = delay
        self.models = list(models)
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()

    def next_reply(self, request: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            self.requests.append(request)
            content = self.replies.pop(0) if self.replies else "I have nothing more to say."
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in request.get("messages", []))
        completion_tokens = len(content.split())
        return {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.get("model", "scripted"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }


@contextmanager
def serve(script: ScriptedOpenAI) -> Iterator[str]:
    """Run the endpoint on a free loopback port; yields its base URL (…/v1)."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if not self.path.endswith("/models"):
                self.send_error(404)
                return
            listed = {"object": "list", "data": [{"id": m, "object": "model"} for m in script.models]}
            payload = json.dumps(listed).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
            if not self.path.endswith("/chat/completions"):
                self.send_error(404)
                return
            time.sleep(script.delay)
            if script.refuse_schema and body.get("response_format", {}).get("type") == "json_schema":
                script.requests.append(body)
                self.send_error(500, "json_schema is not supported")
                return
            payload = json.dumps(script.next_reply(body)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
                self.wfile.write(payload)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
