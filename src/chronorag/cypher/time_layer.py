"""The shared time layer: Year <- Month <- Day <- Time, with NEXT chains on Day and Time."""

from chronorag.cypher.base import Cypher

# A Time node's caption in Neo4j Browser: '2017-03-05 15:00' (UTC, the data's clock).
TIME_CAPTION = "toString(date({at})) + ' ' + substring(toString(localtime({at})), 0, 5)"

MERGE_YEARS = Cypher("merge_years", "UNWIND $years AS y MERGE (:Year {year: y})", mode="write")

MERGE_MONTHS = Cypher(
    "merge_months",
    "UNWIND $months AS start "
    "MERGE (m:Month {start: start}) ON CREATE SET m.year = start.year, m.month = start.month "
    "WITH m, start MATCH (y:Year {year: start.year}) MERGE (m)-[:IN_YEAR]->(y)",
    mode="write",
)

MERGE_DAYS = Cypher(
    "merge_days",
    "UNWIND $days AS d "
    "MERGE (day:Day {date: d}) ON CREATE SET day.caption = toString(d) "
    "WITH day, d MATCH (m:Month {start: date({year: d.year, month: d.month, day: 1})}) "
    "MERGE (day)-[:IN_MONTH]->(m)",
    mode="write",
)

MERGE_TIMES = Cypher(
    "merge_times",
    "UNWIND $epochs AS e WITH datetime({epochSeconds: e}) AS at "
    "MERGE (t:Time {at: at}) "
    f"ON CREATE SET t.caption = {TIME_CAPTION.format(at='at')} "
    "WITH t, at MATCH (day:Day {date: date(at)}) "
    "MERGE (t)-[:ON_DAY]->(day)",
    mode="write",
)

# Calendar units by their numbers ([year, month] and [year, month, day]): interval facts may be BC, which Python's
# date cannot hold, so Neo4j builds these dates itself. A Month's Year and a Day's Month must exist first.
MERGE_MONTHS_BY_NUMBER = Cypher(
    "merge_months_by_number",
    "UNWIND $months AS ym WITH date({year: ym[0], month: ym[1], day: 1}) AS start "
    "MERGE (m:Month {start: start}) ON CREATE SET m.year = start.year, m.month = start.month "
    "WITH m, start MATCH (y:Year {year: start.year}) MERGE (m)-[:IN_YEAR]->(y)",
    mode="write",
)

MERGE_DAYS_BY_NUMBER = Cypher(
    "merge_days_by_number",
    "UNWIND $days AS ymd WITH date({year: ymd[0], month: ymd[1], day: ymd[2]}) AS d "
    "MERGE (day:Day {date: d}) ON CREATE SET day.caption = toString(d) "
    "WITH day, d MATCH (m:Month {start: date({year: d.year, month: d.month, day: 1})}) "
    "MERGE (day)-[:IN_MONTH]->(m)",
    mode="write",
)

# Neighbours just outside a new span, so its chain joins what is already there. The chain runs over days from
# year 1 on: a BC Day (an interval fact's) stays off it, and its date is never returned to Python.
DAY_BEFORE = Cypher(
    "day_before",
    "MATCH (d:Day) WHERE date('0001-01-01') <= d.date < $d RETURN d.date AS v ORDER BY d.date DESC LIMIT 1",
)
DAY_AFTER = Cypher("day_after", "MATCH (d:Day) WHERE d.date > $d RETURN d.date AS v ORDER BY d.date ASC LIMIT 1")
TIME_BEFORE = Cypher("time_before", "MATCH (t:Time) WHERE t.at < $t RETURN t.at AS v ORDER BY t.at DESC LIMIT 1")
TIME_AFTER = Cypher("time_after", "MATCH (t:Time) WHERE t.at > $t RETURN t.at AS v ORDER BY t.at ASC LIMIT 1")

# Relink NEXT across [lo, hi]: each node points to its successor in time and to nothing else.
LINK_DAYS = Cypher(
    "link_days",
    "MATCH (d:Day) WHERE $lo <= d.date <= $hi WITH d ORDER BY d.date "
    "WITH collect(d) AS ds UNWIND range(0, size(ds) - 2) AS i "
    "WITH ds[i] AS a, ds[i + 1] AS b "
    "OPTIONAL MATCH (a)-[old:NEXT]->(c) WHERE c <> b "
    "WITH a, b, collect(old) AS stale FOREACH (r IN stale | DELETE r) "
    "MERGE (a)-[:NEXT]->(b)",
    mode="write",
)

LINK_TIMES = Cypher(
    "link_times",
    "MATCH (t:Time) WHERE $lo <= t.at <= $hi WITH t ORDER BY t.at "
    "WITH collect(t) AS ts UNWIND range(0, size(ts) - 2) AS i "
    "WITH ts[i] AS a, ts[i + 1] AS b "
    "OPTIONAL MATCH (a)-[old:NEXT]->(c) WHERE c <> b "
    "WITH a, b, collect(old) AS stale FOREACH (r IN stale | DELETE r) "
    "MERGE (a)-[:NEXT]->(b)",
    mode="write",
)

TIMES_IN_RANGE = Cypher(
    "times_in_range",
    "MATCH (t:Time) WHERE $lo <= t.at < $hi RETURN t.at AS at ORDER BY at",
)

DAYS_IN_RANGE = Cypher(
    "days_in_range",
    "MATCH (d:Day) WHERE $lo <= d.date < $hi RETURN d.date AS date ORDER BY date",
)

# Browser captions for Time and Day nodes loaded before captions existed ('2017-03-05 15:00', UTC).
CAPTION_TIMES = Cypher(
    "caption_times",
    "CALL () { MATCH (t:Time) WHERE t.caption IS NULL WITH t LIMIT 50000 "
    f"  SET t.caption = {TIME_CAPTION.format(at='t.at')} RETURN count(t) AS times }} "
    "CALL () { MATCH (d:Day) WHERE d.caption IS NULL WITH d LIMIT 50000 "
    "  SET d.caption = toString(d.date) RETURN count(d) AS days } "
    "RETURN times + days AS n",
    mode="write",
)
