"""Fact search for the TKGQA strategies: filter with index seeks, then rank by exact cosine.

The filters (window, entity as head/tail, relation) run first on the composite (x, date) indexes;
only the survivors are scored with `vector.similarity.cosine` against the query vector, so a hub
entity in one year costs hundreds of comparisons, not 92K. With no filter at all the vector index
(approximate nearest neighbours) is used instead.
"""

from chronorag.cypher.base import Cypher
from chronorag.cypher.evidence import FACT_ID
from chronorag.cypher.retrieval import ENTITY_WINDOW

_FIELDS = f"{FACT_ID} AS id, f.head AS head, f.relation AS relation, f.tail AS tail, f.date AS date"
_RANK = (
    "WITH f, vector.similarity.cosine(f.embedding, $vector) AS score WHERE score IS NOT NULL "
    f"ORDER BY score DESC LIMIT $k RETURN {_FIELDS}, score"
)

# $position: 'head', 'tail' or 'any'; $relation may be null.
SEARCH_ENTITY = Cypher(
    "search_entity",
    ENTITY_WINDOW + "WITH f WHERE $relation IS NULL OR f.relation = $relation " + _RANK,
)

SEARCH_RELATION = Cypher(
    "search_relation",
    "MATCH (f:Fact) WHERE f.relation = $relation AND f.date >= $start AND f.date < $end " + _RANK,
)

SEARCH_WINDOW = Cypher("search_window", "MATCH (f:Fact) WHERE f.date >= $start AND f.date < $end " + _RANK)

SEARCH_ANY = Cypher(
    "search_any",
    "CALL db.index.vector.queryNodes('fact_embedding', $k, $vector) YIELD node AS f, score "
    f"RETURN {_FIELDS}, score ORDER BY score DESC",
)

FACTS_EMBEDDED = Cypher("facts_embedded", "MATCH (f:Fact) WHERE f.embedding IS NOT NULL RETURN f.key LIMIT 1")
