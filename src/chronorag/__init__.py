"""chronorag: temporal GraphRAG on Neo4j, with time modelled as nodes.

`from chronorag import TemporalRetriever` loads the retriever (and LangChain, the driver) on that first use only
(PEP 562), so `chronorag --version` and the CLI's commands import nothing more than before: this module imports
nothing at all (not even `typing`; type checkers read the TYPE_CHECKING block).
"""

from __future__ import annotations

import importlib

TYPE_CHECKING = False
if TYPE_CHECKING:
    from chronorag.rag.core.retriever import TemporalRetriever

__version__ = "0.1.0"
__all__ = ["TemporalRetriever", "__version__"]

_LAZY = {"TemporalRetriever": "chronorag.rag.core.retriever"}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])
