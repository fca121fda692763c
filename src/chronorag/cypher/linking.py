"""Entity and relation linking: the full-text index over entity names and the vector indexes."""

from chronorag.cypher.base import Cypher

# $query is a Lucene query built by graph/linking.py from escaped terms (fuzzy `term~`).
ENTITY_FULLTEXT = Cypher(
    "entity_fulltext",
    "CALL db.index.fulltext.queryNodes('entity_names', $query, {limit: $k}) YIELD node, score "
    "RETURN node.name AS name, score",
)

ENTITY_NEAREST = Cypher(
    "entity_nearest",
    "CALL db.index.vector.queryNodes('entity_embedding', $k, $vector) YIELD node, score "
    "RETURN node.name AS name, score ORDER BY score DESC",
)

ENTITY_EXISTS = Cypher("entity_exists", "MATCH (e:Entity {name: $name}) RETURN e.name AS name")

RELATION_VECTORS = Cypher(
    "relation_vectors",
    "MATCH (r:Relation) RETURN r.name AS name, r.embedding AS vector ORDER BY name",
)

# The relations an entity takes part in (as head or tail), most frequent first.
# (Every fact has its day: "f.date IS NOT NULL" lets each branch seek the (head, date) or (tail, date) index instead
# of scanning every fact, 0.5 s a question on the full ICEWS graph.)
ENTITY_RELATIONS = Cypher(
    "entity_relations",
    "CALL () { MATCH (f:Fact) WHERE f.head = $entity AND f.date IS NOT NULL RETURN f.relation AS relation "
    "  UNION ALL MATCH (f:Fact) WHERE f.tail = $entity AND f.date IS NOT NULL RETURN f.relation AS relation } "
    "RETURN relation, count(*) AS n ORDER BY n DESC, relation",
)

# Whether an entity takes part in any dated fact, or in one of a relation, either way: an index seek each, where
# ENTITY_RELATIONS counts every fact of the entity (50,000 of China's: 20-50 ms).
ENTITY_TAKES_PART = Cypher(
    "entity_takes_part",
    "RETURN EXISTS { MATCH (f:Fact) WHERE f.head = $entity AND f.date IS NOT NULL } "
    "  OR EXISTS { MATCH (f:Fact) WHERE f.tail = $entity AND f.date IS NOT NULL } AS held",
)
ENTITY_TAKES_PART_IN = Cypher(
    "entity_takes_part_in",
    "RETURN EXISTS { MATCH (f:Fact) WHERE f.head = $entity AND f.relation = $relation AND f.date IS NOT NULL } "
    "  OR EXISTS { MATCH (f:Fact) WHERE f.tail = $entity AND f.relation = $relation AND f.date IS NOT NULL } AS held",
)

# The last day before $day and the first from it on which the graph holds a fact of the entity, either side: where a
# season said across two years turns ("the 2018/19 season"), read on the composite (side, date) indexes
ENTITY_DAYS_AROUND = Cypher(
    "entity_days_around",
    "CALL () { MATCH (f:Fact) WHERE f.head = $entity AND f.date < $day RETURN max(f.date) AS d "
    "  UNION ALL MATCH (f:Fact) WHERE f.tail = $entity AND f.date < $day RETURN max(f.date) AS d } "
    "WITH max(d) AS before "
    "CALL () { MATCH (f:Fact) WHERE f.head = $entity AND f.date >= $day RETURN min(f.date) AS d "
    "  UNION ALL MATCH (f:Fact) WHERE f.tail = $entity AND f.date >= $day RETURN min(f.date) AS d } "
    "RETURN before, min(d) AS after",
)

# One record holding every name: a row per entity costs the driver ~0.1 ms each (1 s for the full ICEWS graph).
ENTITY_NAMES = Cypher("entity_names", "MATCH (e:Entity) RETURN collect(e.name) AS names", load=True)

# Relation names from the facts themselves (Relation nodes exist only once embedded). The facts' are read off the
# (relation, date) index, in its order, with no fact's properties read (a fact has both: every retrieval seeks by
# them): 0.17-0.45 s against 0.46-0.57 s for the label scan over MultiTQ's 461,329 facts (loaded server), which
# `ask` waited for at its start, beside the name index's load.
RELATION_NAMES = Cypher(
    "relation_names",
    "CALL () { MATCH (r:Relation) RETURN r.name AS name UNION "
    "MATCH (f:Fact) WHERE f.relation IS NOT NULL AND f.date IS NOT NULL WITH DISTINCT f.relation AS name "
    "RETURN name } RETURN DISTINCT name ORDER BY name",
    load=True,
)

# How many of a sample of an event relation's facts the graph also holds the other way on the same day (a meeting,
# a call, talks: recorded from both sides), for a relation no phrase file declares symmetric.
RELATION_MIRRORED = Cypher(
    "relation_mirrored",
    "MATCH (f:Fact) WHERE f.relation = $relation WITH f LIMIT $sample "
    "OPTIONAL CALL (f) { MATCH (g:Fact) WHERE g.head = f.tail AND g.relation = f.relation AND g.date = f.date "
    "  AND g.tail = f.head RETURN g LIMIT 1 } "
    "RETURN count(f) AS n, count(g) AS mirrored",
)

# Whether any graph of facts true over intervals is loaded (the label's count: no scan).
INTERVAL_FACT_COUNT = Cypher("interval_fact_count", "MATCH (f:IntervalFact) RETURN count(f) AS n")

# The graphs of facts true over intervals, each with its entities' names and its relations (for their parsers).
INTERVAL_VOCABULARY = Cypher(
    "interval_vocabulary",
    "MATCH (e:IntervalEntity) WITH e.dataset AS dataset, collect(e.name) AS names "
    "CALL (dataset) { MATCH (f:IntervalFact) WHERE f.dataset = dataset "
    "  RETURN collect(DISTINCT f.relation) AS relations } "
    "RETURN dataset, names, relations ORDER BY dataset",
    load=True,
)
# The relations a graph of facts true over intervals holds between two entities, either way (any time).
INTERVAL_RELATIONS_BETWEEN = Cypher(
    "interval_relations_between",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $a AND f.dataset = $dataset AND f.tail = $b "
    "  RETURN f.relation AS relation "
    "  UNION "
    "  MATCH (f:IntervalFact) WHERE f.head = $b AND f.dataset = $dataset AND f.tail = $a "
    "  RETURN f.relation AS relation } "
    "RETURN DISTINCT relation ORDER BY relation",
)
# (Every interval fact has its start: the two conditions on it and its relation seek the (head | tail, relation,
# start) index instead of scanning every interval fact.)
INTERVAL_ENTITY_RELATIONS = Cypher(
    "interval_entity_relations",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f.relation AS relation "
    "  UNION ALL "
    "  MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f.relation AS relation } "
    "RETURN relation, count(*) AS n ORDER BY n DESC, relation",
)

# The relations a series' editions take part in and the days of their facts, either side (`rag.kg_irag.series`): "Did
# Sampras win Roland Garros?"
INTERVAL_ENTITIES_RELATIONS = Cypher(
    "interval_entities_relations",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head IN $entities AND f.relation IS NOT NULL "
    "  AND f.start_date IS NOT NULL AND f.dataset = $dataset RETURN f.head AS entity, f "
    "  UNION "
    "  MATCH (f:IntervalFact) WHERE f.tail IN $entities AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f.tail AS entity, f } "
    "RETURN DISTINCT entity, f.relation AS relation, toString(f.start_date) AS start, toString(f.end_date) AS end",
)

# The years an entity's facts are written over, either side (at most a few): an occasion's one year ("at the 92nd
# Academy Awards": its films' year), `understanding.occasion_said`.
INTERVAL_ENTITY_YEARS = Cypher(
    "interval_entity_years",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f.start_year AS start, f.end_year AS end "
    "  UNION "
    "  MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f.start_year AS start, f.end_year AS end } "
    "RETURN DISTINCT start, end LIMIT 3",
)

# The first year an entity's facts begin and the last they end, either side (an open end: none): a name the graph
# also writes with words before it whose every fact came before theirs (`understanding.name_family`).
INTERVAL_ENTITY_SPAN = Cypher(
    "interval_entity_span",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f "
    "  UNION "
    "  MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN f } "
    "RETURN min(f.start_year) AS first, max(f.end_year) AS last, count(f) - count(f.end_year) AS open",
)

# An entity's facts by side and relation, with the times they are written over (as written: a year, a day) and their
# spans: an occasion is an entity every fact of which is of its one time, or within the one span of its own facts of
# one relation ("When was X held?", `understanding.occasion_held`).
INTERVAL_ENTITY_TIMES = Cypher(
    "interval_entity_times",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN 'head' AS side, f "
    "  UNION ALL "
    "  MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  AND f.dataset = $dataset RETURN 'tail' AS side, f } "
    "RETURN side, f.relation AS relation, count(*) AS n, "
    "collect(DISTINCT f.start) + collect(DISTINCT coalesce(f.end, f.start)) AS times, "
    "collect(DISTINCT [f.start, coalesce(f.end, f.start)]) AS spans "
    "ORDER BY side, n DESC, relation",
)

# Whether no entity but this one takes its part (its side of each of its relations) in a fact begun in its year: an
# occasion alone in its year (one ceremony a year), not one of several of that year (a year's tournaments' draws), so
# that "at <it>" may be said by its year (`understanding.occasion_said`).
INTERVAL_OCCASION_ALONE = Cypher(
    "interval_occasion_alone",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.dataset = $dataset "
    "  RETURN DISTINCT f.relation AS relation, 'head' AS side "
    "  UNION MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.dataset = $dataset "
    "  RETURN DISTINCT f.relation AS relation, 'tail' AS side } "
    "WITH relation, side WHERE EXISTS { MATCH (g:IntervalFact) WHERE g.relation = relation "
    "  AND g.start_date >= date($lo) AND g.start_date < date($hi) AND g.dataset = $dataset "
    "  AND CASE side WHEN 'head' THEN g.head ELSE g.tail END <> $entity } "
    "RETURN count(*) = 0 AS alone",
)

# The kind of a relation's facts in a graph of facts true over intervals (state, event or instant), whether every
# fact of it begins and ends on one day (a race won, loaded as a state, the default: a state only in name; an open end
# is no day): "X at Y" says a state (`understanding.constructions.relation.between_the_two`); and whether every fact
# is written as one date, its start its end (a season's award, "1956" to "1956": one time of that year, never a
# spell "when X was MVP" lasts through, `understanding.constructions.reference.when_a_state`).
INTERVAL_RELATION_KIND = Cypher(
    "interval_relation_kind",
    "MATCH (f:IntervalFact) WHERE f.dataset = $dataset AND f.relation = $relation "
    "RETURN f.kind AS kind, all(d IN collect(coalesce(f.end_date = f.start_date, false)) WHERE d) AS one_day, "
    "all(d IN collect(coalesce(f.end = f.start, false)) WHERE d) AS one_date",
)

# What an entity holds of a relation as its head: "the champion before X" is the holder of what X held
# (`understanding.constructions.succession.holder_in_turn`); "under X" the one office X held that heads a government,
# among all X held (John Major held eight: the first three by name were no such office).
INTERVAL_TAILS_OF = Cypher(
    "interval_tails_of",
    "MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation = $relation AND f.dataset = $dataset "
    "RETURN DISTINCT f.tail AS tail ORDER BY tail LIMIT 500",
)
# ... and as its tail: a relation said by a noun ("the codename of X", "X's end of life") says no side, so the one
# side the graph holds X on is read (`understanding.constructions.roles.side_held`).
INTERVAL_HEADS_OF = Cypher(
    "interval_heads_of",
    "MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation = $relation AND f.dataset = $dataset "
    "RETURN DISTINCT f.head AS head ORDER BY head LIMIT 500",
)

# The spans of an entity's facts of a relation as their tail, each with how many hold it: "Which film won Best
# Animated Feature after Toy Story 3?" asks the next holder where the graph holds them one after another
# (`rag.kg_irag.turns`); a seek on the tail's index.
INTERVAL_TURNS = Cypher(
    "interval_turns",
    "MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation = $relation AND f.dataset = $dataset "
    "RETURN f.start_date AS start, f.end_date AS end, count(DISTINCT f.head) AS holders "
    "ORDER BY start, end LIMIT 5000",
)

# Whether the graph holds a fact between two entities, either way, at any time: how a name said in part is told
# from the other entities the same words may be (`understanding.in_context.linked`). Each branch is a seek on the
# composite index of its head (every fact has its day, every interval fact its start) and stops at its first fact.
FACTS_BETWEEN = Cypher(
    "facts_between",
    "CALL () { MATCH (f:Fact) WHERE f.head = $a AND f.date IS NOT NULL AND f.tail = $b RETURN f LIMIT 1 "
    "  UNION MATCH (f:Fact) WHERE f.head = $b AND f.date IS NOT NULL AND f.tail = $a RETURN f LIMIT 1 } "
    "RETURN count(f) > 0 AS held",
)
FACTS_BETWEEN_OF = Cypher(
    "facts_between_of",
    "CALL () { MATCH (f:Fact) WHERE f.head = $a AND f.relation = $relation AND f.date IS NOT NULL AND f.tail = $b "
    "  RETURN f LIMIT 1 "
    "  UNION MATCH (f:Fact) WHERE f.head = $b AND f.relation = $relation AND f.date IS NOT NULL AND f.tail = $a "
    "  RETURN f LIMIT 1 } "
    "RETURN count(f) > 0 AS held",
)
_INTERVAL_SEEK = "f.relation IS NOT NULL AND f.start_date IS NOT NULL"
INTERVAL_FACTS_BETWEEN = Cypher(
    "interval_facts_between",
    f"CALL () {{ MATCH (f:IntervalFact) WHERE f.head = $a AND {_INTERVAL_SEEK} AND f.tail = $b "
    "  AND f.dataset = $dataset RETURN f LIMIT 1 "
    f"  UNION MATCH (f:IntervalFact) WHERE f.head = $b AND {_INTERVAL_SEEK} AND f.tail = $a "
    "  AND f.dataset = $dataset RETURN f LIMIT 1 } "
    "RETURN count(f) > 0 AS held",
)
# Whether the graph may hold a fact of an entity (either side) and a relation, with the other side if given, true
# at some time in [$lo, $hi): started before $hi and not ended before $lo (an open end may still be true).
INTERVAL_HELD_IN = Cypher(
    "interval_held_in",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation = $relation RETURN f "
    "  UNION MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation = $relation RETURN f } "
    "WITH f WHERE f.dataset = $dataset AND ($other IS NULL OR $other IN [f.head, f.tail]) "
    "  AND f.start_date < date($hi) AND coalesce(f.end_date >= date($lo), true) "
    "RETURN count(f) > 0 AS held",
)
# The same, of instants that began a state of a place on their day, one of their sides that state's head, the place
# its tail ("appointed to the Supreme Court": `Alongside`, `rag/kg_irag/placed.py`)
INTERVAL_PLACED_IN = Cypher(
    "interval_placed_in",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $entity AND f.relation = $relation RETURN f "
    "  UNION MATCH (f:IntervalFact) WHERE f.tail = $entity AND f.relation = $relation RETURN f } "
    "WITH f WHERE f.dataset = $dataset AND ($other IS NULL OR $other IN [f.head, f.tail]) "
    "  AND f.start_date < date($hi) AND coalesce(f.end_date >= date($lo), true) "
    "MATCH (g:IntervalFact) WHERE g.tail = $place AND g.relation = $state AND g.dataset = $dataset "
    "  AND g.head IN [f.head, f.tail] AND g.start_date = f.start_date "
    "RETURN count(g) > 0 AS held",
)

# The days a reference state's facts span (its head, relation and tail, if given): the first start and the last end
# (null where one is open), for `INTERVAL_HELD_IN` of the asked facts while it held ("under X", "while X was Y").
INTERVAL_SPAN = Cypher(
    "interval_span",
    "MATCH (f:IntervalFact) WHERE f.head = $head AND f.relation = $relation AND f.dataset = $dataset "
    "  AND ($tail IS NULL OR f.tail = $tail) AND f.start_date IS NOT NULL "
    "WITH collect(f) AS fs "
    "RETURN size(fs) AS n, reduce(lo = null, f IN fs | CASE WHEN lo IS NULL OR f.start_date < lo THEN f.start_date "
    "  ELSE lo END) AS lo, CASE WHEN any(f IN fs WHERE f.end_date IS NULL) THEN null "
    "  ELSE reduce(hi = null, f IN fs | CASE WHEN hi IS NULL OR f.end_date > hi THEN f.end_date ELSE hi END) END AS hi",
)

INTERVAL_FACTS_BETWEEN_OF = Cypher(
    "interval_facts_between_of",
    "CALL () { MATCH (f:IntervalFact) WHERE f.head = $a AND f.relation = $relation AND f.start_date IS NOT NULL "
    "  AND f.tail = $b AND f.dataset = $dataset RETURN f LIMIT 1 "
    "  UNION MATCH (f:IntervalFact) WHERE f.head = $b AND f.relation = $relation AND f.start_date IS NOT NULL "
    "  AND f.tail = $a AND f.dataset = $dataset RETURN f LIMIT 1 } "
    "RETURN count(f) > 0 AS held",
)
