"""The TemporalRetriever's statements: the time filter first, inside the query, then the ranking.

Dated facts (`Fact`) of the entities a text names: two seeks per entity, on (head, date) and (tail, date), each
already inside [$start, $end); only those facts are ranked, by how many of the named entities each holds, then
by exact cosine to $vector where facts are embedded (a null $vector: the latest first). With room left, the
window's other facts by exact cosine (a seek on the date index, then `vector.similarity.cosine`: Neo4j
Community's vector index cannot filter before its top-k), or, with no window at all, the vector index itself.
Interval facts (`IntervalFact`) of the entities named: seeks on (head | tail, relation, start_date) that keep the
facts started before $hi, then those true in [$lo, $hi) (a state: its end, at its precision, not before $lo; an
open end counts as true) or, for events and instants, whose start's own period reaches $event_lo.
"""

from chronorag.cypher.base import Cypher
from chronorag.cypher.hints import using_index
from chronorag.cypher.retrieval import START_LAST

_FACT = (
    "{key: f.key, head: f.head, relation: f.relation, tail: f.tail, date: toString(f.date), graph: f.dataset, "
    "named: named, score: score}"
)

# $entities: the graph's names the text says; $vector may be null (facts not embedded).
ENTITY_WINDOW_FACTS = Cypher(
    "retriever_entity_facts",
    "UNWIND $entities AS entity "
    "CALL (entity) { "
    f"  MATCH (f:Fact) {using_index('f', 'fact_head_date')}"
    "WHERE f.head = entity AND f.date >= $start AND f.date < $end RETURN f "
    "  UNION "
    f"  MATCH (f:Fact) {using_index('f', 'fact_tail_date')}"
    "WHERE f.tail = entity AND f.date >= $start AND f.date < $end RETURN f "
    "} "
    "WITH DISTINCT f WHERE $graphs IS NULL OR f.dataset IN $graphs "
    "WITH f, size([x IN [f.head, f.tail] WHERE x IN $entities]) AS named "
    "WITH f, named, "
    "CASE WHEN $vector IS NULL THEN null ELSE vector.similarity.cosine(f.embedding, $vector) END AS score "
    "ORDER BY named DESC, coalesce(score, -2.0) DESC, f.date DESC, f.head, f.relation, f.tail LIMIT $k "
    f"RETURN collect({_FACT}) AS facts",
)

# The window's facts nearest $vector, those already found ($seen, keys) left out.
WINDOW_FACTS_BY_VECTOR = Cypher(
    "retriever_window_facts",
    f"MATCH (f:Fact) {using_index('f', 'fact_date')}WHERE f.date >= $start AND f.date < $end "
    "WITH f, 0 AS named, vector.similarity.cosine(f.embedding, $vector) AS score "
    "WHERE score IS NOT NULL AND NOT f.key IN $seen AND ($graphs IS NULL OR f.dataset IN $graphs) "
    f"WITH f, named, score ORDER BY score DESC, f.date DESC, f.key LIMIT $k RETURN collect({_FACT}) AS facts",
)

# No window at all: the vector index's nearest ($n, enough to leave $k once $seen are left out).
NEAREST_FACTS = Cypher(
    "retriever_nearest_facts",
    "CALL db.index.vector.queryNodes('fact_embedding', $n, $vector) YIELD node AS f, score "
    "WITH f, 0 AS named, score WHERE NOT f.key IN $seen AND ($graphs IS NULL OR f.dataset IN $graphs) "
    f"WITH f, named, score ORDER BY score DESC, f.date DESC, f.key LIMIT $k RETURN collect({_FACT}) AS facts",
)

FACTS_EMBEDDED = Cypher("retriever_facts_embedded", "MATCH (f:Fact) WHERE f.embedding IS NOT NULL RETURN f.key LIMIT 1")

# The graphs of facts true over intervals (their entities' keys are `<graph>:<name>`).
INTERVAL_GRAPHS = Cypher(
    "retriever_interval_graphs",
    "MATCH (e:IntervalEntity) WHERE e.dataset IS NOT NULL RETURN DISTINCT e.dataset AS graph ORDER BY graph",
)

# Which of $keys (`<graph>:<words of the text>`) are interval entities: one seek each on the key's constraint.
INTERVAL_ENTITIES = Cypher(
    "retriever_interval_entities",
    "MATCH (e:IntervalEntity) WHERE e.key IN $keys RETURN e.dataset AS graph, e.name AS name ORDER BY graph, name",
)

_INTERVAL = (
    "{key: f.key, head: f.head, relation: f.relation, tail: f.tail, start: f.start, end: f.end, "
    "start_precision: f.start_precision, end_precision: f.end_precision, kind: f.kind, graph: f.dataset, "
    "named: named}"
)
# $entities: [graph, name] pairs; $names: their names. [$lo, $hi): the days asked; $event_lo: the first day an
# event's or an instant's start may reach (the earliest day when only "on or before $hi" is asked).
INTERVAL_WINDOW_FACTS = Cypher(
    "retriever_interval_facts",
    "UNWIND $names AS name "
    "CALL (name) { "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_head_relation_start')}"
    "WHERE f.head = name AND f.relation IS NOT NULL AND f.start_date < $hi RETURN f "
    "  UNION "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_tail_relation_start')}"
    "WHERE f.tail = name AND f.relation IS NOT NULL AND f.start_date < $hi RETURN f "
    "} "
    "WITH DISTINCT f "
    "WITH f, size([x IN [f.head, f.tail] WHERE [f.dataset, x] IN $entities]) AS named WHERE named > 0 "
    "AND CASE WHEN f.kind = 'state' THEN coalesce(f.end_date >= $lo, true) "
    f"ELSE {START_LAST} >= $event_lo END "
    f"WITH f, named ORDER BY named DESC, f.start_date DESC, f.key LIMIT $k RETURN collect({_INTERVAL}) AS facts",
)
