"""The local-server manager: Java detection, build errors and config (stopping only what it started, and
refusing a port in use: test_background.py)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from chronorag.config import Settings
from chronorag.graph import LocalServerError
from chronorag.graph import local_server as ls


def _fake_java(tmp_path: Path, version_line: str) -> Path:
    java = tmp_path / "jdk" / "bin" / "java"
    java.parent.mkdir(parents=True)
    java.write_text(f"#!/bin/sh\necho '{version_line}' >&2\n")
    java.chmod(0o755)
    return java


@pytest.mark.parametrize(
    ("line", "major"),
    [
        ('openjdk version "17.0.15" 2025-04-15', 17),
        ('openjdk version "21" 2023-09-19', 21),
        ('java version "1.8.0_392"', 8),
        ('openjdk version "25.0.1" 2025-10-21', 25),
    ],
)
def test_java_major(tmp_path: Path, line: str, major: int) -> None:
    assert ls.java_major(_fake_java(tmp_path, line)) == major


def test_unsupported_java_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    java = _fake_java(tmp_path, 'openjdk version "25.0.1" 2025-10-21')
    monkeypatch.setenv("JAVA_HOME", str(java.parent.parent))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(ls, "Path", _NoJvmPath)
    with pytest.raises(LocalServerError) as info:
        ls.find_java()
    assert "Java 17 or 21" in str(info.value)
    assert "(25)" in str(info.value)
    assert "apt-get install" in str(info.value)


class _NoJvmPath(type(Path())):  # type: ignore[misc]
    """Path whose /usr/lib/jvm glob finds nothing, to simulate a machine without a system JDK."""

    def glob(self, pattern: str):  # type: ignore[override]
        return iter(()) if str(self) == "/usr/lib/jvm" else super().glob(pattern)


def test_missing_maven_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONORAG_NEO4J_LOCAL_PROJECT", str(tmp_path / "unbuilt"))
    monkeypatch.setattr(ls.shutil, "which", lambda name: None)
    server = ls.LocalNeo4j(Settings(), tmp_path / "home")
    with pytest.raises(LocalServerError) as info:
        server.build()
    assert "Maven" in str(info.value) and "apt-get install maven" in str(info.value)


def test_conf_uses_settings_ports_and_memory(tmp_path: Path) -> None:
    settings = Settings(neo4j_uri="bolt://127.0.0.1:17001", neo4j_http_port=17002, neo4j_pagecache="3g")
    conf = ls.LocalNeo4j(settings, tmp_path).conf_text()
    assert "server.bolt.listen_address=:17001" in conf
    assert "server.http.listen_address=:17002" in conf
    assert "server.memory.pagecache.size=3g" in conf
    assert "server.default_listen_address=127.0.0.1" in conf
    assert f"server.directories.data={tmp_path.resolve() / 'data'}" in conf


def test_servers_started_together_build_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two servers started at once on a fresh checkout (`pytest -n 2`: a worker each) run Maven once: the second
    waits for the first build and finds the jars, rather than building into the same `target/` beside it."""
    project = tmp_path / "neo4j-local"
    project.mkdir()
    runs = tmp_path / "runs"
    mvn = tmp_path / "mvn"  # a Maven that takes a while and writes the server jar
    jar = project / "target" / "lib" / f"neo4j-{ls.NEO4J_VERSION}.jar"
    mvn.write_text(f"#!/bin/sh\necho run >> {runs}\nsleep 0.5\nmkdir -p {jar.parent}\ntouch {jar}\n")
    mvn.chmod(0o755)
    monkeypatch.setenv("CHRONORAG_NEO4J_LOCAL_PROJECT", str(project))
    monkeypatch.setattr(ls.shutil, "which", lambda name: str(mvn))
    servers = [ls.LocalNeo4j(Settings(), tmp_path / f"home{k}") for k in range(2)]
    threads = [threading.Thread(target=server.build) for server in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert runs.read_text().splitlines() == ["run"] and all(server.is_built() for server in servers)
