"""Index-backed retrieval statements the strategies use. Windows are half-open: [start, end).

Readings are relationships `(:Station)-[:OBSERVED|COUNTED]->(:Time)` carrying `station` and `at`,
so "station S in [t1, t2)" is one seek on the composite relationship index (station, at).
Facts carry `head`, `tail`, `relation` and `date`, each backed by a composite (x, date) index.
"""

from chronorag.cypher.base import Cypher
from chronorag.cypher.evidence import COUNT_ID, FACT_ID, READING_ID
from chronorag.cypher.hints import using_index
from chronorag.graph_model import OBSERVED

_READING_FIELDS = f"{READING_ID} AS id, " + ", ".join(f"r.{p} AS {p}" for p in OBSERVED.names)

STATION_READINGS = Cypher(
    "station_readings",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    f"RETURN {_READING_FIELDS} ORDER BY r.at",
)

REGION_READINGS = Cypher(
    "region_readings",
    "MATCH (s:Station) WHERE s.region = $region "
    "CALL (s) { MATCH (:Station)-[r:OBSERVED]->(:Time) "
    "  WHERE r.station = s.name AND r.at >= $start AND r.at < $end RETURN r } "
    f"RETURN {_READING_FIELDS} ORDER BY r.at, r.station",
)

STATION_COUNTS = Cypher(
    "station_counts",
    "MATCH (:Station)-[r:COUNTED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    "AND ($direction IS NULL OR r.direction = $direction) "
    f"RETURN {COUNT_ID} AS id, r.station AS station, r.at AS at, r.direction AS direction, "
    "r.classification AS classification, r.volume AS volume ORDER BY r.at, r.direction",
)

# Facts come back as one record holding their list, [id, head, relation, tail, 'YYYY-MM-DD'] each, in the
# order of the rows collected: a record per fact costs the driver ~80 us of CPU (a 68-fact window took 6.3 ms
# as rows, 1.7 ms as one list; `graph.retrieval.fact_rows` reads it back).
FACT_LIST = f"collect([{FACT_ID}, f.head, f.relation, f.tail, toString(f.date)]) AS facts"


def _window(relation: bool) -> str:
    """Facts of $entity in [$start, $end) as head, tail or either ($position: 'head', 'tail', 'any'): two seeks,
    on (head, date) and (tail, date), or with $relation on (head, relation, date) and (tail, relation, date),
    instead of one scan of a hub's facts."""
    rel = "AND f.relation = $relation " if relation else ""
    of = "relation_" if relation else ""
    return (
        "CALL () { "
        f"  MATCH (f:Fact) {using_index('f', f'fact_head_{of}date')}"
        f"WHERE f.head = $entity {rel}AND f.date >= $start AND f.date < $end "
        "    AND $position IN ['head', 'any'] RETURN f "
        "  UNION "
        f"  MATCH (f:Fact) {using_index('f', f'fact_tail_{of}date')}"
        f"WHERE f.tail = $entity {rel}AND f.date >= $start AND f.date < $end "
        "    AND $position IN ['tail', 'any'] RETURN f "
        "} "
    )


ENTITY_WINDOW = _window(relation=False)
_OTHER = "($other IS NULL OR f.head = $other OR f.tail = $other)"  # the second entity, when one is given
_ORDER = "ORDER BY f.date, f.head, f.relation, f.tail"

# Any relation, or one ($relation); `other` may be null (any).
ENTITY_FACTS = Cypher(
    "entity_facts", f"{ENTITY_WINDOW}WITH f WHERE {_OTHER} WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}"
)
ENTITY_RELATION_FACTS = Cypher(
    "entity_relation_facts",
    f"{_window(relation=True)}WITH f WHERE {_OTHER} WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}",
)

FACTS_IN_PERIOD = Cypher(
    "facts_in_period",
    "MATCH (f:Fact) WHERE f.date >= $start AND f.date < $end "
    "AND ($relation IS NULL OR f.relation = $relation) "
    f"WITH f {_ORDER} LIMIT $limit RETURN {FACT_LIST}",
)


def _extreme(name: str, aggregate: str, relation: bool) -> Cypher:
    """All facts on the earliest (latest) date that matches the filter, ties included."""
    return Cypher(
        name,
        f"{_window(relation)}WITH f WHERE {_OTHER} "
        f"WITH {aggregate}(f.date) AS d, collect(f) AS fs UNWIND fs AS f WITH f WHERE f.date = d "
        f"WITH f ORDER BY f.head, f.relation, f.tail RETURN {FACT_LIST}",
    )


# A reference event ("after A visited B"): the facts on its first and on its last day, in one query.
FIRST_AND_LAST_RELATION_FACTS = Cypher(
    "first_and_last_relation_facts",
    f"{_window(relation=True)}WITH f WHERE {_OTHER} "
    "WITH min(f.date) AS lo, max(f.date) AS hi, collect(f) AS fs UNWIND fs AS f WITH f WHERE f.date IN [lo, hi] "
    f"WITH f {_ORDER} RETURN {FACT_LIST}",
)

FIRST_FACTS = _extreme("first_facts", "min", relation=False)
LAST_FACTS = _extreme("last_facts", "max", relation=False)
FIRST_RELATION_FACTS = _extreme("first_relation_facts", "min", relation=True)
LAST_RELATION_FACTS = _extreme("last_relation_facts", "max", relation=True)

LARGEST_HUB = Cypher(
    "largest_hub",
    "MATCH (e:Entity) RETURN e.name AS name, COUNT { (e)<-[:HEAD|TAIL]-() } AS facts ORDER BY facts DESC LIMIT 1",
)


def _grid(name: str, relationship: str, returned: str, upper: str) -> Cypher:
    return Cypher(
        name,
        f"MATCH (:Station)-[r:{relationship}]->(:Time) WHERE r.station = $station AND r.at >= $at{upper} "
        f"RETURN {returned} ORDER BY at LIMIT 2",
    )


# The step between a place's readings: its first two times at or after `$at`. The range seek does not stop at the
# second (the planner sorts every later reading of the station: 7,248 from a March day of the Irish year, ~26 ms a
# question), so the first look ends at `$until` (`GRID_LOOKAHEAD` on), and only where that holds fewer than two
# times is the rest read (`*_GRID_LATER`): the same two times either way. A counter's directions and classes share
# their times (DISTINCT).
STATION_GRID = _grid("station_grid", "OBSERVED", "r.at AS at", " AND r.at < $until")
STATION_GRID_LATER = _grid("station_grid_later", "OBSERVED", "r.at AS at", "")
COUNT_GRID = _grid("count_grid", "COUNTED", "DISTINCT r.at AS at", " AND r.at < $until")
COUNT_GRID_LATER = _grid("count_grid_later", "COUNTED", "DISTINCT r.at AS at", "")

PLACES = Cypher(
    "places",
    "MATCH (s:Station) OPTIONAL MATCH (s)-[:IN_REGION]->(g:Region) "
    "OPTIONAL MATCH (s)-[:IN_DATASET]->(d:Dataset) "
    "WITH s, g, collect(DISTINCT d.kind) AS kinds "
    "RETURN s.name AS station, g.name AS region, coalesce(s.tz, 'UTC') AS tz, "
    "coalesce(head(kinds), 'weather') AS kind ORDER BY station",
    load=True,
)

# What the graph holds for a place (a station, a county's stations, a counter or one of its directions):
# its first and last reading, named in the reason of a "no answer" that missing readings decide (`r.at IS NOT NULL`:
# by the (station, at) index, as the series below).
PLACE_READING_SPAN = Cypher(
    "place_reading_span",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station IN $stations AND r.at IS NOT NULL "
    "RETURN min(r.at) AS first, max(r.at) AS last",
)

PLACE_COUNT_SPAN = Cypher(
    "place_count_span",
    "MATCH (:Station)-[r:COUNTED]->(:Time) WHERE r.station = $station AND r.at IS NOT NULL "
    "AND ($direction IS NULL OR r.direction = $direction) RETURN min(r.at) AS first, max(r.at) AS last",
)

READING_SPAN = Cypher(
    "reading_span",
    "MATCH (t:Time) RETURN min(t.at) AS first, max(t.at) AS last",
)

# "Heavy traffic" = at or above the counter-direction's 90th percentile of volume over the year.
COUNT_PERCENTILE = Cypher(
    "count_percentile",
    "MATCH (:Station)-[r:COUNTED]->(:Time) "
    "WHERE r.station = $station AND r.at >= $start AND r.at < $end "
    "AND ($direction IS NULL OR r.direction = $direction) AND r.volume IS NOT NULL "
    "RETURN percentileCont(r.volume, $percentile) AS threshold, count(r) AS n",
)

DATASET_STATIONS = Cypher(
    "dataset_stations",
    "MATCH (d:Dataset) OPTIONAL MATCH (d)<-[:IN_DATASET]-(s:Station) "
    "RETURN d.name AS dataset, collect(s.name) AS stations",
)

# One station's (or counter direction's) raw series, for scoring a question about it (index seek on
# the readings' station, so `eval run` starts scoring without reading the whole dataset first).
# `r.at IS NOT NULL` lets the planner seek the (station, at) index: with the station alone it expands every
# reading of every station (219,000 for the Irish year, 0.15 s a station against 0.03).
# Instants come back as epoch seconds and a series as one list: the driver's datetime hydration cost
# ~90 us a row, and a record of its own ~60 us more (a year of Irish readings: 15.5 s as rows, 1.7 s so).
STATION_SERIES = Cypher(
    "station_series",
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station = $station AND r.at IS NOT NULL WITH r ORDER BY r.at "
    "RETURN collect([r.at.epochSeconds, r.rain]) AS series",
)

COUNTER_SERIES = Cypher(
    "counter_series",
    "MATCH (s:Station)-[r:COUNTED]->(:Time) WHERE r.station = $station AND r.at IS NOT NULL "
    "AND r.direction = $direction "
    "WITH s, r ORDER BY r.at "
    "RETURN collect([r.at.epochSeconds, r.volume]) AS series, coalesce(head(collect(s.tz)), 'UTC') AS tz",
)

COUNTERS = Cypher(
    "counters",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:COUNTED]->(:Time) "
    "RETURN DISTINCT s.name AS station, r.direction AS direction",
)

# Every reading of a dataset, one row per station: [epoch seconds, rain, reading id] in time order.
DATASET_READINGS = Cypher(
    "dataset_readings",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:OBSERVED]->(:Time) "
    "WITH r ORDER BY r.station, r.at "
    f"RETURN r.station AS station, collect([r.at.epochSeconds, r.rain, {READING_ID}]) AS readings",
)

# Every count of a dataset, one row per counter direction: [epoch seconds, volume, count id] in time order.
DATASET_COUNTS = Cypher(
    "dataset_counts",
    "MATCH (:Dataset {name: $dataset})<-[:IN_DATASET]-(s:Station)-[r:COUNTED]->(:Time) "
    "WITH s, r ORDER BY r.station, r.direction, r.at "
    f"RETURN r.station AS station, r.direction AS direction, collect([r.at.epochSeconds, r.volume, {COUNT_ID}]) "
    "AS counts, coalesce(s.tz, 'UTC') AS tz",
)

# The first and last day with any fact (two index-backed ordered reads).
FACT_SPAN = Cypher(
    "fact_span",
    "CALL () { MATCH (f:Fact) WHERE f.date IS NOT NULL RETURN f.date AS first ORDER BY f.date LIMIT 1 } "
    "CALL () { MATCH (f:Fact) WHERE f.date IS NOT NULL RETURN f.date AS last ORDER BY f.date DESC LIMIT 1 } "
    "RETURN first, last",
)

# Every fact, a page at a time in the order of its key (the unique index's range seek: no sort), each page one record
# of lists with the day as text: a record per fact, its day hydrated as a date, took ~4x as long (92,000 facts: 3.1 s
# against 0.8 s), and one list of every fact would hold a whole large graph in one transaction's memory.
ALL_FACTS_PAGE = Cypher(
    "all_facts_page",
    "MATCH (f:Fact) WHERE f.key > $after WITH f ORDER BY f.key LIMIT $page "
    "RETURN collect([f.head, f.relation, f.tail, toString(f.date)]) AS facts, last(collect(f.key)) AS last",
)


# -- interval facts ----------------------------------------------------------------------------------------
# Rows carry each end as the text people read at its precision ('1952', '1952-03', '-0431'), its precision and
# its year, never the `start_date` / `end_date` values (a BC date would break the Python driver). A period P is
# given as its first and last day, `$first` and `$last` ({year, month, day} maps, BC years too: Neo4j builds the
# dates), and `$precisions`, the precisions at least as fine as P's. `swapped`: a symmetric relation's fact read
# from its other side (the Python side swaps head and tail). Every window is one range seek on an index of
# graph_model (interval_*); `f.dataset` is checked after it.
_INTERVAL_FIELDS = (
    "f.key AS id, f.head AS head, f.relation AS relation, f.tail AS tail, f.start AS start, f.end AS end, "
    "f.start_precision AS start_precision, f.end_precision AS end_precision, f.start_year AS start_year, "
    "f.end_year AS end_year, f.kind AS kind, f.symmetric AS symmetric, swapped"
)
_INTERVAL_RETURN = (
    f"WITH f, swapped ORDER BY f.start_date, f.end_date, f.head, f.tail, f.key LIMIT $limit RETURN {_INTERVAL_FIELDS}"
)
# The last day the start may be (an event is dated by its start: it is "true" over the start's own period).
START_LAST = (
    "CASE f.start_precision WHEN 'year' THEN date({year: f.start_year, month: 12, day: 31}) "
    "WHEN 'month' THEN f.start_date + duration({months: 1}) - duration({days: 1}) ELSE f.start_date END"
)
# True at some time in P, inclusive at either end's precision: a state from its start to its end (an open end
# counts as still true when $open), an event or an instant over its start's period. The seek has already
# kept start_date <= the last day of P.
_TRUE_IN = (
    f"CASE WHEN f.kind = 'state' THEN coalesce(f.end_date >= date($first), $open) ELSE {START_LAST} >= date($first) END"
)
# Started (ended) in P: the start's (end's) own period lies inside P: its first (last) day falls in P and it is
# known at least as finely as P ('1952' did not start "in March 1952" as far as the data says).
_STARTED_IN = "date($first) <= f.start_date <= date($last) AND f.start_precision IN $precisions"
_ENDED_IN = "date($first) <= f.end_date <= date($last) AND f.end_precision IN $precisions"


def _either_side(side: str, other: str, where: str, end: str = "start") -> str:
    """Facts of ($relation) with $entity on `side`, and those of a symmetric relation with it on `other`; each a
    seek on the (side, relation, `end` date) index."""
    return (
        "CALL () { "
        f"  MATCH (f:IntervalFact) {using_index('f', f'interval_{side}_relation_{end}')}"
        f"WHERE f.{side} = $entity AND f.relation = $relation AND {where} "
        "  RETURN f, false AS swapped "
        "  UNION "
        f"  MATCH (f:IntervalFact) {using_index('f', f'interval_{other}_relation_{end}')}"
        f"WHERE f.{other} = $entity AND f.relation = $relation AND {where} AND f.symmetric "
        "  RETURN f, true AS swapped "
        "} "
        "WITH f, swapped WHERE f.dataset = $dataset "
    )


# The facts of (head, relation), by start: "whom did Samuel Goldwyn marry, and when?"
HEAD_RELATION_INTERVALS = Cypher(
    "head_relation_intervals",
    f"{_either_side('head', 'tail', 'f.start_date IS NOT NULL')}{_INTERVAL_RETURN}",
)

# The facts of (relation, tail) true in / started in / ended in P: "who played for Real Madrid in 1960?"
TAIL_RELATION_TRUE_IN = Cypher(
    "tail_relation_true_in",
    f"{_either_side('tail', 'head', 'f.start_date <= date($last)')}AND {_TRUE_IN} {_INTERVAL_RETURN}",
)
TAIL_RELATION_STARTED_IN = Cypher(
    "tail_relation_started_in", f"{_either_side('tail', 'head', _STARTED_IN)}{_INTERVAL_RETURN}"
)
TAIL_RELATION_ENDED_IN = Cypher(
    "tail_relation_ended_in", f"{_either_side('tail', 'head', _ENDED_IN, end='end')}{_INTERVAL_RETURN}"
)

# An entity's facts as head or as tail (as tail of a symmetric relation, read from its side: swapped): seeks on
# the (head | tail, relation, start_date) indexes, the later two only required to exist.
ENTITY_INTERVALS = Cypher(
    "entity_intervals",
    "CALL () { "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_head_relation_start')}"
    "WHERE f.head = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  RETURN f, false AS swapped "
    "  UNION "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_tail_relation_start')}"
    "WHERE f.tail = $entity AND f.relation IS NOT NULL AND f.start_date IS NOT NULL "
    "  RETURN f, f.symmetric AS swapped "
    "} "
    f"WITH f, swapped WHERE f.dataset = $dataset {_INTERVAL_RETURN}",
)

# Of some names, how many facts of one relation each is the tail of, in how many years, how many of them spans (their
# end not their start) and how many over years (ending in another year, or open), and whether it is ever that
# relation's head ("How many races did X win?": a race is won once a year and never wins, so each win is a race of
# its own; a country is visited many times a year, a team beaten wins too): seeks on the (tail | head, relation,
# start_date) indexes.
OCCASIONS_AMONG = Cypher(
    "occasions_among",
    "UNWIND $names AS name "
    "CALL (name) { "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_tail_relation_start')}"
    "WHERE f.tail = name AND f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "  RETURN count(f) AS facts, count(DISTINCT f.start_date.year) AS years, "
    "  sum(toInteger(f.end IS NULL OR f.end <> f.start)) AS spans, "
    "  sum(toInteger(f.end_date IS NULL OR f.end_date.year <> f.start_date.year)) AS over_years "
    "} "
    "CALL (name) { "
    f"  OPTIONAL MATCH (f:IntervalFact) {using_index('f', 'interval_head_relation_start')}"
    "WHERE f.head = name AND f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "  RETURN count(f) > 0 AS doer "
    "} "
    "RETURN name, facts, years, spans, over_years, doer",
)

# Of one relation, how many (tail, year) pairs its facts make and in how many of those the tail is held by more than
# one fact: a relation of occasions (races, titles) has nearly one a year; visits, memberships have many. One seek
# on the (relation, start_date) index.
RELATION_TAIL_YEARS = Cypher(
    "relation_tail_years",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "WITH f.tail AS tail, f.start_date.year AS year, count(*) AS n "
    "RETURN count(*) AS pairs, sum(toInteger(n > 1)) AS shared",
)

# Every fact of one relation, by start ("Who was the first person to go to space?": no entity named): one seek on the
# (relation, start_date) index.
RELATION_INTERVALS = Cypher(
    "relation_intervals_all",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date IS NOT NULL "
    f"WITH f, false AS swapped WHERE f.dataset = $dataset {_INTERVAL_RETURN}",
)

# Over one relation: true at T (start <= T <= end), started in P, ended in P.
RELATION_TRUE_IN = Cypher(
    "relation_true_in",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date <= date($last) "
    f"WITH f, false AS swapped WHERE f.dataset = $dataset AND {_TRUE_IN} {_INTERVAL_RETURN}",
)
RELATION_STARTED_IN = Cypher(
    "relation_started_in",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    f"WHERE f.relation = $relation AND {_STARTED_IN} "
    f"WITH f, false AS swapped WHERE f.dataset = $dataset {_INTERVAL_RETURN}",
)
RELATION_ENDED_IN = Cypher(
    "relation_ended_in",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_end')}WHERE f.relation = $relation AND {_ENDED_IN} "
    f"WITH f, false AS swapped WHERE f.dataset = $dataset {_INTERVAL_RETURN}",
)

# The final of a year ("Who did Italy beat in the 2006 final?", `rag.kg_irag.interval_final`): the sides the
# relation's facts begun in [first, next) meet, and the last day of that period on which two of them met by any
# relation (a fact of one day, known to the day: a play-off for third place is the day before), and who met whom
# that day (two matches that day, a play-off beside the final, tell no final).
LAST_MEETING = Cypher(
    "last_meeting",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND date($first) <= f.start_date < date($next) AND f.dataset = $dataset "
    "WITH collect(DISTINCT f.head) + collect(DISTINCT f.tail) AS sides "
    "UNWIND sides AS side "
    "MATCH (g:IntervalFact) WHERE g.head = side AND g.relation IS NOT NULL "
    "  AND date($first) <= g.start_date < date($next) AND g.dataset = $dataset AND g.tail IN sides "
    "  AND g.end_date = g.start_date AND g.start_precision = 'day' "
    "WITH sides, max(g.start_date) AS last, collect(g) AS met "
    "RETURN toString(last) AS day, sides, [x IN met WHERE x.start_date = last | [x.head, x.tail]] AS pairs",
)


# Of pairs of entities, those the graph holds a fact between (either way) that starts on the day given: two teams
# that each played a Test at one ground that day met there ("How many Tests were played at Perth Stadium?": one Test
# each, never two): seeks on the (head, relation, start_date) index, each way.
SIDES_MET = Cypher(
    "sides_met",
    "UNWIND $pairs AS p "
    "CALL (p) { "
    "  UNWIND [[p.a, p.b], [p.b, p.a]] AS ab "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_head_relation_start')}"
    "  WHERE f.head = ab[0] AND f.relation IS NOT NULL AND f.start_date = date(p.day) AND f.tail = ab[1] "
    "    AND f.dataset = $dataset "
    "  RETURN count(f) > 0 AS met "
    "} "
    "RETURN p.a AS a, p.b AS b, p.day AS day, met",
)


# Of one relation's facts written by their years at both ends, how many, and how many of one year ("1978" to "1978"):
# a relation written by seasons holds many one-season spells, and a span of its "1996" to "2007" is 12 seasons, both
# counted; a seek on the (relation, start_date) index.
SEASON_SPANS = Cypher(
    "season_spans",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "  AND f.start_precision = 'year' AND f.end_precision = 'year' "
    "RETURN count(f) AS spans, sum(toInteger(f.start_date.year = f.end_date.year)) AS single",
)


# How many facts of one relation are known to the day at both ends, and the longest of them in days (a relation of
# occasions, matches of a few days): a seek on the (relation, start_date) index.
OCCASION_SPANS = Cypher(
    "occasion_spans",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "  AND f.start_precision = 'day' AND f.end_precision = 'day' "
    "RETURN count(f) AS facts, max(duration.inDays(f.start_date, f.end_date).days) AS longest",
)


# The last year any fact of one relation begins or ends in: a relation whose facts run to recent years tells what holds
# today, where one whose last ended long ago (YAGO's, to 2017) is asked of any time; a seek on the (relation,
# start_date) index.
RELATION_LAST_YEAR = Cypher(
    "relation_last_year",
    f"MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "WHERE f.relation = $relation AND f.start_date IS NOT NULL AND f.dataset = $dataset "
    "RETURN max(f.start_year) AS started, max(f.end_year) AS ended",
)


# How many facts of one relation start or end strictly between two days: none, and the graph says nothing happened
# of it then (a season's break: no race between the last of one year and the first of the next): seeks on the
# (relation, start_date) and (relation, end_date) indexes.
RELATION_BETWEEN = Cypher(
    "relation_between",
    "CALL () { "
    f"  MATCH (f:IntervalFact) {using_index('f', 'interval_relation_start')}"
    "  WHERE f.relation = $relation AND date($first) < f.start_date < date($last) AND f.dataset = $dataset "
    "  RETURN count(f) AS starts "
    "} "
    "CALL () { "
    f"  MATCH (g:IntervalFact) {using_index('g', 'interval_relation_end')}"
    "  WHERE g.relation = $relation AND date($first) < g.end_date < date($last) AND g.dataset = $dataset "
    "  RETURN count(g) AS ends "
    "} "
    "RETURN starts + ends AS facts",
)
