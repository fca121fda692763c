"""The Neo4j driver, imported without its optional pandas and Arrow support: chronorag reads records, never
DataFrames, and where pandas is installed (the dev tools) the driver's own import of it cost every `ask` a third of
a second. Imported first by the modules that use the driver (`connection`, `values`); pandas and Arrow stay
importable by anything else afterwards."""

from __future__ import annotations

import sys
from importlib import import_module

OPTIONAL = ("pandas", "pyarrow")  # the driver's `Result.to_df` and Arrow support, unused here


def _alone() -> None:
    """Import the driver with its optional packages unloadable: a `None` in `sys.modules` makes their import fail,
    as the driver expects where they are not installed."""
    if "neo4j" in sys.modules:
        return
    blocked = [m for m in OPTIONAL if m not in sys.modules]
    for m in blocked:
        sys.modules[m] = None  # type: ignore[assignment]
    try:
        import_module("neo4j")
    finally:
        for m in blocked:
            if m in sys.modules and sys.modules[m] is None:
                del sys.modules[m]


_alone()
