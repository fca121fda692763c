"""Index hints by the schema's own index names, for the statements whose plan must not depend on statistics.

Right after a wipe and a reload, Neo4j's index samples still describe the old contents (an index of 20,424
entries sampled as empty, "20,424 updates since estimation") until background sampling catches up, and with
those estimates the planner may pick a scan of another index over the composite seek. A hint fixes the plan
whatever the samples say; naming the index by its `graph_model` name keeps the hint and the schema in step.
"""

from __future__ import annotations

from chronorag.graph_model import INDEXES

_BY_NAME = {index.name: index for index in INDEXES}


def using_index(variable: str, name: str) -> str:
    """`USING INDEX SEEK f:Label(a, b)` for the range index `name` of graph_model (a typo fails at import)."""
    index = _BY_NAME[name]
    if index.kind != "range":
        raise ValueError(f"{name} is a {index.kind} index; only range indexes take a USING INDEX SEEK hint")
    return f"USING INDEX SEEK {variable}:{index.on}({', '.join(index.props)}) "
