"""Layers point one way (docs/architecture.md): what each package may import, checked on the source itself."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "chronorag"
# Lowest first (docs/architecture.md). A package imports its own modules and those of lower layers only: not
# its neighbours in the same layer, nothing above.
LAYERS: list[set[str]] = [
    {"config", "temporal", "graph_model", "background", "bounds", "files", "datasets", "api_key", "minilm_graph"},
    {"plans", "embedder"},
    {"algebra"},  # the query algebra: the plan contract, and today's plans as its terms
    {"cypher", "understanding"},
    {"graph"},
    {"ingest", "llm"},
    {"rag"},
    {"evaluation", "timeline"},
    {"demo", "serve"},
    {"cli"},  # its commands run the demo and the HTTP API
]
LEVEL = {name: i for i, layer in enumerate(LAYERS) for name in layer}
DRIVER_FREE = {
    "config",
    "temporal",
    "graph_model",
    "background",
    "bounds",
    "files",
    "datasets",
    "api_key",
    "plans",
    "algebra",
    "cypher",
    "understanding",
}  # no neo4j
LAZY_ALLOWED = {"cli", "demo"}  # commands import their heavy parts when run, so `--help` stays fast
# rag/'s rooms, lowest first (docs/architecture.md): a room imports its own modules and those of the rooms before it
RAG_ROOMS: list[str] = ["core", "kg_irag", "strategies", "registry"]


def unit(path: Path) -> str:
    """The package (or top-level module) a source file belongs to."""
    return path.relative_to(SRC).parts[0].removesuffix(".py")


def room(path: Path) -> str | None:
    """The room of rag/ a source file is in (None outside rag/ and for rag/__init__.py)."""
    parts = path.relative_to(SRC).parts
    if parts[0] != "rag" or len(parts) < 2 or parts[1] == "__init__.py":
        return None
    return parts[1].removesuffix(".py")


def sources() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if p.name != "__init__.py" or p.parent != SRC)


def imports(path: Path) -> list[tuple[str, bool]]:
    """(module, at top level?) for every import of the file, TYPE_CHECKING ones included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(n) for n in tree.body} | {
        id(c) for n in tree.body if isinstance(n, ast.If | ast.Try) for c in ast.walk(n) if c is not n
    }
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, id(node) in top) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append((node.module, id(node) in top))
    return out


def test_every_package_has_a_layer() -> None:
    assert {unit(p) for p in sources()} == set(LEVEL)


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_nothing_imports_upward_or_sideways(path: Path) -> None:
    own = unit(path)
    bad = []
    for name, _ in imports(path):
        if name.startswith("chronorag."):
            other = name.split(".")[1]
            if other != own and LEVEL[other] >= LEVEL[own]:
                bad.append(f"{name} (layer {LEVEL[other]}) from layer {LEVEL[own]}")
        elif name.split(".")[0] == "neo4j" and own in DRIVER_FREE:
            bad.append(f"{name}: the driver belongs to graph/")
    assert not bad, bad


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_rag_rooms_import_only_their_own_and_those_before(path: Path) -> None:
    if (mine := room(path)) is None:
        return
    bad = []
    for name, _ in imports(path):
        parts = name.split(".")
        if parts[:2] == ["chronorag", "rag"] and len(parts) > 2:
            other = parts[2]
            if RAG_ROOMS.index(other) > RAG_ROOMS.index(mine):
                bad.append(f"{name} (room {other}) from room {mine}")
    assert not bad, bad


def test_every_rag_module_is_in_a_room() -> None:
    rag = SRC / "rag"
    assert {p.name for p in rag.iterdir() if p.name != "__pycache__"} == {
        "__init__.py",
        "core",
        "kg_irag",
        "strategies",
        "registry.py",
    }
    assert {room(p) for p in rag.rglob("*.py")} - {None} == set(RAG_ROOMS)


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_lazy_import_of_the_project(path: Path) -> None:
    """A function-level import of the project's own modules would hide a dependency (or dodge a cycle)."""
    if unit(path) in LAZY_ALLOWED:
        return
    lazy = [name for name, top in imports(path) if not top and name.startswith("chronorag")]
    assert not lazy, lazy


def test_the_rules_catch_an_upward_and_a_lazy_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "chronorag"
    (fake / "rag").mkdir(parents=True)
    module = fake / "rag" / "memory.py"
    module.write_text("def f():\n    from chronorag.evaluation.multitq import strict\n")
    monkeypatch.setattr(sys.modules[__name__], "SRC", fake)
    with pytest.raises(AssertionError, match=r"chronorag.evaluation.multitq \(layer 7\) from layer 6"):
        test_nothing_imports_upward_or_sideways(module)
    with pytest.raises(AssertionError, match=r"chronorag\.evaluation\.multitq"):
        test_no_lazy_import_of_the_project(module)
    (fake / "rag" / "core").mkdir()
    base = fake / "rag" / "core" / "base.py"
    base.write_text("from chronorag.rag.kg_irag.controller import KGIRAG\n")
    with pytest.raises(AssertionError, match=r"chronorag.rag.kg_irag.controller \(room kg_irag\) from room core"):
        test_rag_rooms_import_only_their_own_and_those_before(base)


def module_name(path: Path, root: Path) -> str:
    """The dotted name of a source file under `root` ("chronorag.understanding.event"; a package by its __init__)."""
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_imports(root: Path) -> dict[str, set[str]]:
    """Module -> the project's modules it imports, wherever the import stands: at the top, under TYPE_CHECKING or
    inside a function (a type-only or a deferred import ties the two modules together all the same).
    `from package import module` is an import of that module, `from module import name` of the module; the
    __init__ of the packages on the way, which Python runs too, is no import the file writes."""
    paths = {module_name(p, root): p for p in root.rglob("*.py")}
    out: dict[str, set[str]] = {}
    for name, path in paths.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                found |= {
                    f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in paths else node.module for a in node.names
                }
        out[name] = {m for m in found if m in paths and m != name}
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of a graph of modules: each strongly connected set of two or more, and a module that
    imports itself; each as a path that closes (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in graph.get(v, ()):
                out.append(_closing_path(graph, sorted(part)))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _closing_path(graph: dict[str, set[str]], part: list[str]) -> list[str]:
    """A path through a strongly connected set from its first module back to it: a -> b -> a."""
    start, inside = part[0], set(part)
    paths = {start: [start]}
    todo = [start]
    while todo:
        v = todo.pop(0)
        for w in sorted(graph.get(v, set()) & inside):
            if w == start:
                return [*paths[v], start]
            if w not in paths:
                paths[w] = [*paths[v], w]
                todo.append(w)
    return [*part, start]


def test_no_import_cycle() -> None:
    found = cycles(project_imports(SRC))
    assert not found, "modules that import each other (TYPE_CHECKING and lazy imports count): " + "; ".join(
        " -> ".join(c) for c in found
    )


def test_the_cycle_check_finds_a_type_only_and_a_lazy_circle(tmp_path: Path) -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c", "a"], ["e", "e"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    fake = tmp_path / "chronorag"
    (fake / "understanding").mkdir(parents=True)
    (fake / "understanding" / "__init__.py").write_text("")
    (fake / "understanding" / "event.py").write_text("from chronorag.understanding import readings\n")
    (fake / "understanding" / "readings.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from chronorag.understanding.event import Parser\n"
    )
    (fake / "understanding" / "lazy.py").write_text("def f():\n    from chronorag.understanding.late import g\n")
    (fake / "understanding" / "late.py").write_text("from chronorag.understanding.lazy import f\n")
    assert cycles(project_imports(fake)) == [
        ["chronorag.understanding.event", "chronorag.understanding.readings", "chronorag.understanding.event"],
        ["chronorag.understanding.late", "chronorag.understanding.lazy", "chronorag.understanding.late"],
    ]


def test_importing_the_graph_layer_leaves_the_driver_logs_alone() -> None:
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    code = (
        "import logging, chronorag.graph, chronorag.rag.kg_irag.controller; "
        "n = logging.getLogger('neo4j'); print(n.propagate, n.level, len(n.handlers))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "0", "0"]


UNDERSTANDING_MOST_LINES = 600  # issue 43: a module a reader takes in whole


def test_no_understanding_module_is_over_its_length() -> None:
    """A module of understanding/ stays short enough to read whole; a longer one is split by what it does."""
    long = {
        str(p.relative_to(SRC)): n
        for p in (SRC / "understanding").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > UNDERSTANDING_MOST_LINES
    }
    assert not long, f"over {UNDERSTANDING_MOST_LINES} lines: {long}"
