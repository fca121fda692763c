"""Server and housekeeping statements."""

from chronorag.cypher.base import Cypher

SERVER_COMPONENTS = Cypher(
    "server_components",
    "CALL dbms.components() YIELD name, versions, edition RETURN name, versions[0] AS version, edition",
)

NODE_COUNT = Cypher("node_count", "MATCH (n) RETURN count(n) AS n")
RELATIONSHIP_COUNT = Cypher("relationship_count", "MATCH ()-[r]->() RETURN count(r) AS n")

ANY_NODE = Cypher("any_node", "MATCH (n) RETURN 1 AS found LIMIT 1")

COUNT_BY_LABEL = Cypher(
    "count_by_label",
    "MATCH (n) UNWIND labels(n) AS label RETURN label, count(*) AS n ORDER BY label",
)

COUNT_BY_RELATIONSHIP_TYPE = Cypher(
    "count_by_relationship_type",
    "MATCH ()-[r]->() RETURN type(r) AS type, count(*) AS n ORDER BY type",
)

DELETE_ALL_BATCHED = Cypher(
    "delete_all_batched",
    # Relationships first, in bounded batches: a node batch would take every relationship of its
    # nodes into one transaction (a station's 8,760 readings each), which ran a 1 GB heap out of memory.
    "MATCH ()-[r]->() CALL (r) { DELETE r } IN TRANSACTIONS OF 20000 ROWS "
    "WITH count(*) AS relationships MATCH (n) CALL (n) { DELETE n } IN TRANSACTIONS OF 20000 ROWS",
    mode="write",
)

SHOW_INDEXES = Cypher(
    "show_indexes",
    "SHOW INDEXES YIELD name, type, entityType, labelsOrTypes, properties, state "
    "RETURN name, type, entityType, labelsOrTypes, properties, state ORDER BY name",
)

SHOW_CONSTRAINTS = Cypher(
    "show_constraints",
    "SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties "
    "RETURN name, type, labelsOrTypes, properties ORDER BY name",
)

AWAIT_INDEXES = Cypher("await_indexes", "CALL db.awaitIndexes($seconds)")

NODE_TYPE_PROPERTIES = Cypher(
    "node_type_properties",
    "CALL db.schema.nodeTypeProperties() YIELD nodeLabels, propertyName, propertyTypes "
    "RETURN nodeLabels, propertyName, propertyTypes",
)

REL_TYPE_PROPERTIES = Cypher(
    "rel_type_properties",
    "CALL db.schema.relTypeProperties() YIELD relType, propertyName, propertyTypes "
    "RETURN relType, propertyName, propertyTypes",
)
