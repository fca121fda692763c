"""Layers point one way: the imports each package may not make, checked on the source itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "chronorag"
FORBIDDEN = {
    "llm": ("chronorag.rag",),
    "graph": ("chronorag.llm", "chronorag.rag", "chronorag.understanding"),
    "temporal": ("chronorag.graph", "chronorag.cypher", "chronorag.llm", "chronorag.rag", "neo4j"),
    "understanding": ("chronorag.graph", "chronorag.cypher", "chronorag.llm", "chronorag.rag", "neo4j"),
    "cypher": ("chronorag.graph", "chronorag.llm", "chronorag.rag", "chronorag.understanding"),
}


def imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_does_not_import_upward(package: str) -> None:
    bad = [
        f"{path.relative_to(SRC)} imports {name}"
        for path in sorted((SRC / package).rglob("*.py"))
        for name in imports(path)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[package])
    ]
    assert not bad, bad


def test_importing_the_graph_layer_leaves_the_driver_logs_alone() -> None:
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    code = (
        "import logging, chronorag.graph, chronorag.rag.kg_irag; "
        "n = logging.getLogger('neo4j'); print(n.propagate, n.level, len(n.handlers))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "0", "0"]
