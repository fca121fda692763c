"""Every Cypher statement chronorag runs, named and parameterised.

No other package holds Cypher text; callers pass values as parameters, never by formatting.
"""

from chronorag.cypher.base import Cypher

__all__ = ["Cypher"]
