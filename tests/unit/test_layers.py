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
    {"config", "temporal", "graph_model", "background", "bounds", "files", "datasets", "api_key"},
    {"plans", "embedder"},
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
    with pytest.raises(AssertionError, match=r"chronorag.evaluation.multitq \(layer 6\) from layer 5"):
        test_nothing_imports_upward_or_sideways(module)
    with pytest.raises(AssertionError, match=r"chronorag\.evaluation\.multitq"):
        test_no_lazy_import_of_the_project(module)
    (fake / "rag" / "core").mkdir()
    base = fake / "rag" / "core" / "base.py"
    base.write_text("from chronorag.rag.kg_irag.controller import KGIRAG\n")
    with pytest.raises(AssertionError, match=r"chronorag.rag.kg_irag.controller \(room kg_irag\) from room core"):
        test_rag_rooms_import_only_their_own_and_those_before(base)


def test_importing_the_graph_layer_leaves_the_driver_logs_alone() -> None:
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    code = (
        "import logging, chronorag.graph, chronorag.rag.kg_irag.controller; "
        "n = logging.getLogger('neo4j'); print(n.propagate, n.level, len(n.handlers))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "0", "0"]
