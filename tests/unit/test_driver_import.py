"""The Neo4j driver loads without its optional pandas and Arrow support (`chronorag.graph.driver`): chronorag reads
records, never DataFrames, and the driver's import of pandas (installed with the dev tools) cost every `ask` a
third of a second. Each check runs in a fresh interpreter: this one has the driver loaded already."""

from __future__ import annotations

import subprocess
import sys


def _run(code: str) -> list[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()


def test_the_client_loads_the_driver_without_pandas_which_stays_importable() -> None:
    code = (
        "import sys; from chronorag.graph.connection import GraphClient; import neo4j._optional_deps as o; "
        "print('neo4j' in sys.modules, 'pandas' in sys.modules, 'pyarrow' in sys.modules, o.pd is None); "
        "import pandas; print(pandas.DataFrame({'a': [1]}).shape == (1, 1))"
    )
    assert _run(code) == ["True", "False", "False", "True", "True"]


def test_a_package_loaded_before_the_driver_is_left_alone() -> None:
    code = "import pandas, neo4j._optional_deps as o; import chronorag.graph.connection; print(o.pd is pandas)"
    assert _run(code) == ["True"]
