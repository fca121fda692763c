"""The statements that read texts to embed and write vectors back (the vector indexes are in cypher/schema.py)."""

from chronorag.cypher.base import Cypher

# Texts to embed, with the hash of the text the stored vector was made from (null: none yet).
ENTITY_TEXTS = Cypher("entity_texts", "MATCH (n:Entity) RETURN n.name AS key, n.name AS text, n.embedding_hash AS hash")
RELATION_TEXTS = Cypher(
    "relation_texts", "MATCH (n:Relation) RETURN n.name AS key, n.name AS text, n.embedding_hash AS hash"
)
FACT_TEXTS = Cypher(
    "fact_texts",
    "MATCH (n:Fact) RETURN n.key AS key, n.head + ' | ' + n.relation + ' | ' + n.tail + ' | ' + toString(n.date) "
    "AS text, n.embedding_hash AS hash",
)


def _set_vectors(name: str, label: str, key: str) -> Cypher:
    return Cypher(
        name,
        f"UNWIND $rows AS row MATCH (n:{label} {{{key}: row.key}}) "
        "CALL db.create.setNodeVectorProperty(n, 'embedding', row.vector) "
        "SET n.embedding_hash = row.hash",
        mode="write",
    )


SET_ENTITY_VECTORS = _set_vectors("set_entity_vectors", "Entity", "name")
SET_RELATION_VECTORS = _set_vectors("set_relation_vectors", "Relation", "name")
SET_FACT_VECTORS = _set_vectors("set_fact_vectors", "Fact", "key")

NEAREST_RELATIONS = Cypher(
    "nearest_relations",
    "CALL db.index.vector.queryNodes('relation_embedding', $k, $vector) YIELD node, score "
    "RETURN node.name AS name, score ORDER BY score DESC",
)
