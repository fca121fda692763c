"""Start, stop and inspect a local Neo4j Community server without Docker.

`docker/neo4j-local` is a Maven project whose `package` phase copies the real Neo4j server jars
(the same ones the official tarball ships), the Browser and APOC core from Maven Central into
`target/`. Here we write a `neo4j.conf`, set the initial password once, and run
`org.neo4j.server.CommunityEntryPoint` as one Java process, exactly as the tarball's launcher does.
Later starts need no network. When a Docker engine answers, `docker compose` is used instead.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from filelock import FileLock

from chronorag import background as bg
from chronorag.config import Settings
from chronorag.graph.browser_style import post_connect_cmd
from chronorag.graph.connection import GraphClient, ServerInfo
from chronorag.graph.errors import GraphError, LocalServerError
from chronorag.graph.server_mode import Mode

NEO4J_VERSION = "5.26.19"
MAIN_CLASS = "org.neo4j.server.CommunityEntryPoint"
ADMIN_CLASS = "org.neo4j.cli.AdminTool"
SUPPORTED_JAVA = (17, 21)
STATE_FILE = "chronorag-neo4j.json"

# JVM flags the official launcher passes (trimmed to what matters for a single local server).
JVM_FLAGS = [
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Dlog4j2.disable.jmx=true",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
]


@dataclass
class ServerState:
    """What `start` launched; written next to the data so `stop` only ever stops its own process."""

    mode: Literal["java", "docker"]
    pid: int | None
    bolt_port: int
    http_port: int
    home: str


def repo_root() -> Path:
    """The checkout this package runs from (src layout: src/chronorag/graph/ -> repo)."""
    return Path(__file__).resolve().parents[3]


def neo4j_local_project() -> Path:
    return Path(os.environ.get("CHRONORAG_NEO4J_LOCAL_PROJECT", repo_root() / "docker" / "neo4j-local"))


def compose_file() -> Path:
    return repo_root() / "docker" / "docker-compose.yml"


def java_major(java: Path) -> int | None:
    try:
        out = subprocess.run([str(java), "-version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r'version "(\d+)(?:\.(\d+))?', out.stderr + out.stdout)
    if not match:
        return None
    major = int(match.group(1))
    return int(match.group(2) or 0) if major == 1 else major


def find_java() -> Path:
    """A Java that Neo4j 5.26 supports (17 or 21): JAVA_HOME, then PATH, then /usr/lib/jvm."""
    candidates: list[Path] = []
    if os.environ.get("JAVA_HOME"):
        candidates.append(Path(os.environ["JAVA_HOME"]) / "bin" / "java")
    if found := shutil.which("java"):
        candidates.append(Path(found))
    candidates += sorted(Path("/usr/lib/jvm").glob("*/bin/java"))
    seen: list[str] = []
    for java in candidates:
        if not java.exists():
            continue
        major = java_major(java)
        seen.append(f"{java} ({major})")
        if major in SUPPORTED_JAVA:
            return java
    detail = f" Found: {', '.join(seen)}." if seen else ""
    raise LocalServerError(
        "Neo4j 5.26 needs Java 17 or 21 and none was found."
        + detail
        + " Install one, e.g. `apt-get install openjdk-17-jre-headless`, or set JAVA_HOME."
    )


class LocalNeo4j:
    """One local Neo4j server in `home` (conf, data, logs, run), on the ports in Settings."""

    def __init__(self, settings: Settings, home: Path | None = None) -> None:
        self.settings = settings
        self.home = (home or settings.neo4j_local_dir).resolve()
        self.project = neo4j_local_project()
        self.bolt_port = settings.bolt_port
        self.http_port = settings.neo4j_http_port

    # -- paths -----------------------------------------------------------------------------
    @property
    def lib_dir(self) -> Path:
        return self.project / "target" / "lib"

    @property
    def plugins_dir(self) -> Path:
        return self.project / "target" / "plugins"

    @property
    def state_file(self) -> Path:
        return self.home / "run" / STATE_FILE

    @property
    def log_file(self) -> Path:
        return self.home / "logs" / "neo4j.log"

    @property
    def classpath(self) -> str:
        # The tarball's launcher puts plugins/ on the classpath too: APOC registers extensions there.
        return f"{self.plugins_dir}/*:{self.lib_dir}/*"

    # -- build -----------------------------------------------------------------------------
    def is_built(self) -> bool:
        return (self.lib_dir / f"neo4j-{NEO4J_VERSION}.jar").exists()

    def build(self) -> None:
        """Resolve the server jars from Maven Central once (`mvn package`); later starts are offline. One build at a
        time: servers started together on a fresh checkout (`pytest -n 2`, each worker its own) wait for the first
        build rather than run Maven into the same `target/` at once (one of them failed so)."""
        if self.is_built():
            return
        with FileLock(self.project / ".build.lock"):
            if not self.is_built():  # built by another process while this one waited
                self._run_maven()

    def _run_maven(self) -> None:
        mvn = shutil.which("mvn")
        if mvn is None:
            raise LocalServerError(
                "Maven is needed once to fetch the Neo4j jars and was not found: "
                "install it (`apt-get install maven`) and run `chronorag db start` again."
            )
        proc = subprocess.run(
            [mvn, "-q", "-B", "-f", str(self.project / "pom.xml"), "package"],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0 or not self.is_built():
            tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-15:])
            raise LocalServerError(f"`mvn package` in {self.project} failed:\n{tail}")

    # -- configuration ---------------------------------------------------------------------
    def conf_text(self) -> str:
        s = self.settings
        h = self.home
        return "\n".join(
            [
                "# Written by chronorag db start; edit Settings (NEO4J_*), not this file.",
                "server.default_listen_address=127.0.0.1",
                "server.default_advertised_address=localhost",
                f"server.bolt.listen_address=:{self.bolt_port}",
                f"server.bolt.advertised_address=:{self.bolt_port}",
                f"server.http.listen_address=:{self.http_port}",
                f"server.http.advertised_address=:{self.http_port}",
                "server.https.enabled=false",
                f"server.directories.data={h / 'data'}",
                f"server.directories.logs={h / 'logs'}",
                f"server.directories.run={h / 'run'}",
                f"server.directories.import={h / 'import'}",
                f"server.directories.plugins={self.plugins_dir}",
                f"server.memory.pagecache.size={s.neo4j_pagecache}",
                "dbms.memory.transaction.total.max=0",
                # A local server's transaction logs serve only its own recovery (Community has no incremental
                # backup): no 256 MiB file reserved ahead per database (each server held 512 MiB of empty logs
                # before it loaded a fact), and only the newest log kept after a checkpoint, not two days of
                # bulk loads
                "db.tx_log.preallocate=false",
                "db.tx_log.rotation.retention_policy=keep_none",
                f"db.transaction.timeout={int(max(s.neo4j_query_timeout_s * 20, 600))}s",
                "dbms.security.procedures.unrestricted=apoc.*",
                "dbms.security.procedures.allowlist=apoc.*",
                "dbms.usage_report.enabled=false",
                # Untrusted Cypher cannot reach files or the network (see graph/untrusted.py for the other layer)
                "dbms.security.allow_csv_import_from_file_urls=false",
                "internal.dbms.cypher_ip_blocklist=0.0.0.0/0,::/0",
                "server.logs.gc.enabled=false",
                f"browser.post_connect_cmd={post_connect_cmd()}",
                "",
            ]
        )

    @property
    def jvm_options(self) -> list[str]:
        """The user's extra JVM options (NEO4J_JVM_OPTIONS), after ours so they win."""
        return shlex.split(self.settings.neo4j_jvm_options)

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(NEO4J_HOME=str(self.home), NEO4J_CONF=str(self.home / "conf"))
        return env

    def prepare(self, java: Path) -> None:
        for sub in ("conf", "data", "logs", "run", "import"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        (self.home / "conf" / "neo4j.conf").write_text(self.conf_text())
        if not (self.home / "data" / "dbms").exists():
            password = self.settings.neo4j_password.get_secret_value()
            if len(password) < 8:
                raise LocalServerError("NEO4J_PASSWORD must have at least 8 characters (Neo4j's rule).")
            # The password goes through a picocli argument file (mode 0600, removed at once), never on
            # the command line, where every user of the machine could read it in the process list.
            argfile = self.home / "run" / "initial-password.args"
            argfile.touch(mode=0o600)
            argfile.write_text('"' + password.replace("\\", "\\\\").replace('"', '\\"') + '"\n')
            command = [str(java), *self.jvm_options, "-cp", str(self.lib_dir / "*"), ADMIN_CLASS]
            command += ["dbms", "set-initial-password"]
            try:
                proc = subprocess.run(
                    [*command, f"@{argfile}"],
                    env=self.env(),
                    capture_output=True,
                    text=True,
                    cwd=self.home,
                )
            finally:
                argfile.unlink(missing_ok=True)
            if proc.returncode != 0:
                raise LocalServerError(f"could not set the initial password: {proc.stderr.strip()[-500:]}")

    # -- lifecycle -------------------------------------------------------------------------
    def read_state(self) -> ServerState | None:
        return bg.read_state(self.state_file, ServerState)

    def process_alive(self, state: ServerState | None = None) -> bool:
        """True if the recorded pid is alive *and* is our Neo4j for this home (pids get reused)."""
        state = state or self.read_state()
        return state is not None and bg.runs(state.pid, MAIN_CLASS, f"--home-dir={state.home}")

    def start(self, mode: Mode = "auto") -> ServerState:
        """Start the server (unless ours already runs) and wait until Bolt answers."""
        state = self.read_state()
        if state and state.mode == "java" and self.process_alive(state):
            self.wait_until_ready(state)
            return state
        if bg.port_open(self.bolt_port, self.settings.bolt_host):
            raise LocalServerError(
                f"port {self.bolt_port} is already in use by a process chronorag did not start. "
                "Stop it, or set NEO4J_URI to another port (e.g. bolt://127.0.0.1:7688)."
            )
        if mode == "docker" or (mode == "auto" and docker_engine_available()):
            return self._start_docker()
        return self._start_java()

    def _start_java(self) -> ServerState:
        java = find_java()
        self.build()
        self.prepare(java)
        cmd = [
            str(java),
            f"-Xms{self.settings.neo4j_heap}",
            f"-Xmx{self.settings.neo4j_heap}",
            *JVM_FLAGS,
            *self.jvm_options,
            "-cp",
            self.classpath,
            MAIN_CLASS,
            f"--home-dir={self.home}",
            f"--config-dir={self.home / 'conf'}",
        ]
        proc = bg.launch(cmd, self.home, self.home / "logs" / "console.log", self.env(), append=True)
        state = ServerState("java", proc.pid, self.bolt_port, self.http_port, str(self.home))
        bg.write_state(self.state_file, state)
        try:
            self.wait_until_ready(state, proc)
        except LocalServerError:
            self.stop()
            raise
        return state

    def _start_docker(self) -> ServerState:
        env = self.env()
        env.update(
            NEO4J_PASSWORD=self.settings.neo4j_password.get_secret_value(),
            NEO4J_BOLT_PORT=str(self.bolt_port),
            NEO4J_HTTP_PORT=str(self.http_port),
        )
        proc = subprocess.run(
            ["docker", "compose", "-f", str(compose_file()), "up", "-d", "--wait"],
            env=env,
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            raise LocalServerError(f"docker compose up failed: {proc.stderr.strip()[-800:]}")
        (self.home / "run").mkdir(parents=True, exist_ok=True)
        state = ServerState("docker", None, self.bolt_port, self.http_port, str(self.home))
        bg.write_state(self.state_file, state)
        self.wait_until_ready(state)
        return state

    def wait_until_ready(self, state: ServerState, proc: subprocess.Popen[bytes] | None = None) -> ServerInfo:
        """Poll Bolt until a query answers; fail fast with the log tail if the process died."""
        last_error = "no answer yet"

        def answers(client: GraphClient) -> ServerInfo | None:
            nonlocal last_error
            if not bg.port_open(state.bolt_port, self.settings.bolt_host):
                return None
            try:
                return client.verify()
            except GraphError as exc:
                last_error = str(exc)
                return None

        with GraphClient(self.settings) as client:
            try:
                info = bg.wait_ready(
                    lambda: answers(client), lambda: bg.exited(proc), self.settings.neo4j_start_timeout_s, 0.25
                )
            except bg.ProcessGone as exc:
                raise LocalServerError(f"Neo4j {exc}.\n{self.log_tail()}") from None
        if info is not None:
            return info
        raise LocalServerError(
            f"Neo4j did not answer on port {state.bolt_port} within "
            f"{self.settings.neo4j_start_timeout_s:.0f}s ({last_error}).\n{self.log_tail()}"
        )

    def stop(self, timeout: float = 60.0) -> bool:
        """Stop the server this directory's state file names; never touches another process."""
        state = self.read_state()
        if state is None:
            return False
        if state.mode == "docker":
            subprocess.run(["docker", "compose", "-f", str(compose_file()), "down"], capture_output=True)
            self.state_file.unlink(missing_ok=True)
            return True
        return bg.stop_recorded(self.state_file, state.pid, lambda: self.process_alive(state), timeout, poll=0.2)

    def status(self) -> tuple[ServerState | None, ServerInfo | None, str | None]:
        """(what we started, what answers on Bolt, why nothing answers)."""
        state = self.read_state()
        if state and state.mode == "java" and not self.process_alive(state):
            state = None
        try:
            with GraphClient(self.settings) as client:
                return state, client.verify(), None
        except GraphError as exc:
            return state, None, str(exc)

    def log_tail(self, lines: int = 20) -> str:
        """The log's errors (its last lines when it has none)."""
        return bg.log_tail(self.log_file, lines, keep=lambda line: "ERROR" in line or "Caused by" in line)


def docker_engine_available() -> bool:
    """True only when a Docker *engine* answers (the client alone is not enough)."""
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=5).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False
