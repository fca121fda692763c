"""Interval facts on a real Neo4j: YAGO11k's format and anyone's CSV load with reconciled counts and located
rejects, idempotent and resumable; each end hangs on the time layer at its precision; the interval retrievals,
their Browser captions and evidence query; and YAGO beside ICEWS in one database leaves every ICEWS answer as
it was."""

from __future__ import annotations

import csv
import gzip
import json
import re
import time
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.cypher import Cypher
from chronorag.cypher import retrieval as q
from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE, DELETE_ALL_BATCHED
from chronorag.cypher.evidence import intervals_subgraph
from chronorag.cypher.linking import ENTITY_NAMES
from chronorag.graph import GraphClient
from chronorag.graph import retrieval as r
from chronorag.graph.retrieval import all_facts, period_params
from chronorag.ingest.pipeline import FileProgress, ingest
from chronorag.ingest.same_as import link_same_names
from chronorag.rag.kg_irag import KGIRAG
from chronorag.temporal.partial_dates import PartialDate
from factories import YAGO_TRAIN as TRAIN
from factories import YAGO_VALID as VALID
from factories import quadruples, yago_files

BAD_TRAIN = {  # line -> reason
    8: "start: malformed date '307-13047-09' (want YYYY-MM-DD, # for unknown digits)",
    9: "start: date '1963-64-65': month 64 is not a month (1-12)",
    10: "ends (1953) before it starts (1959)",
}
BAD_VALID = {3: "start: date '19##-##-##' gives only the century: the time layer's coarsest unit is a year"}
LOADED = len(TRAIN) - len(BAD_TRAIN) + len(VALID) - len(BAD_VALID) - 1


def counts(graph: GraphClient) -> tuple[dict[str, int], dict[str, int]]:
    nodes = {x["label"]: x["n"] for x in graph.read(COUNT_BY_LABEL) if x["label"] != "IngestFile"}
    rels = {x["type"]: x["n"] for x in graph.read(COUNT_BY_RELATIONSHIP_TYPE)}
    return nodes, rels


def one(graph: GraphClient, text: str, **params: object) -> dict[str, object]:
    rows = graph.read_untrusted(text, params)
    assert len(rows) == 1, rows
    return rows[0]


def test_yago11k_loads_each_end_at_its_precision(graph: GraphClient, tmp_path: Path) -> None:
    rejects = tmp_path / "rejects.csv"
    summary = ingest(graph, "yago11k", yago_files(tmp_path), rejects_path=rejects)
    train, valid = summary.files
    assert (train.read, train.loaded, train.rejected, train.skipped) == (len(TRAIN), len(TRAIN) - 3, 3, {})
    assert (valid.read, valid.loaded, valid.rejected, valid.skipped) == (3, 1, 1, {"duplicate": 1})
    assert all(f.reconciles for f in summary.files) and summary.dataset == "yago11k"
    with open(rejects, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert {(Path(x["file"]).name, int(x["line"]), x["reason"]) for x in rows} == {
        *(("train.txt", n, why) for n, why in BAD_TRAIN.items()),
        *(("valid.txt", n, why) for n, why in BAD_VALID.items()),
    }
    assert all(x["raw"] for x in rows)

    nodes, rels = counts(graph)
    assert nodes["IntervalFact"] == LOADED and rels["HEAD"] == rels["TAIL"] == LOADED
    assert "Fact" not in nodes and "Entity" not in nodes  # nothing of the event KG
    assert rels["STARTS"] == LOADED and rels["ENDS"] == LOADED - 5  # Medea, Suning, Ronaldo, Saban, Xi: open
    day_dates = {"1925-04-23", "1974-01-31", "1912-01-11", "1972-11-04", "1995-05-17", "2007-05-16"}
    assert nodes["Day"] == len(day_dates)  # a year or a month is one link, never its days
    assert rels["NEXT"] == len(day_dates) - 1  # the days join the Day chain
    assert nodes["Month"] == len(
        {"1925-04", "1974-01", "1912-01", "1972-11", "1995-05", "2007-05", "1927-06"} | {"1928-07", "2001-07"}
    )

    def ends(tail: str) -> dict[str, object]:
        return one(
            graph,
            "MATCH (f:IntervalFact {tail: $tail})-[:STARTS]->(s) OPTIONAL MATCH (f)-[:ENDS]->(e) "
            "RETURN labels(s)[0] AS starts_on, labels(e)[0] AS ends_on, f.start AS start, f.end AS end, "
            "f.start_precision AS sp, f.end_precision AS ep, f.start_year AS sy, f.end_year AS ey, f.span AS span, "
            "f.end_date IS NULL AS no_end_date, coalesce(s.caption, toString(s.start), toString(s.year)) AS unit",
            tail=tail,
        )

    assert ends("RCAF Station Grostenquin") == {
        "starts_on": "Year",
        "ends_on": "Year",
        "start": "1952",
        "end": "1964",
        "sp": "year",
        "ep": "year",
        "sy": 1952,
        "ey": 1964,
        "span": "1952–1964",
        "no_end_date": False,
        "unit": "1952",
    }
    medea = ends("Medea (play)")  # BC: stored, returned as text and year, never as a date
    assert (medea["starts_on"], medea["ends_on"], medea["start"], medea["sy"], medea["unit"]) == (
        "Year",
        None,
        "-0431",
        -431,
        "-431",
    )
    assert (medea["end"], medea["ep"], medea["ey"], medea["no_end_date"], medea["span"]) == (
        None,
        None,
        None,
        True,
        "-0431–?",
    )
    assert ends("Suning Holdings Group")["start"] == "0100"
    assert (ends("Hoover Field")["starts_on"], ends("Hoover Field")["unit"]) == ("Month", "1927-06-01")
    assert ends("Hoover Field")["span"] == "1927-06–1928-07"
    goldwyn = ends("Samuel Goldwyn")
    assert (goldwyn["starts_on"], goldwyn["ends_on"], goldwyn["unit"]) == ("Day", "Day", "1925-04-23")
    assert goldwyn["span"] == "1925-04-23–1974-01-31"
    assert ends("Houston")["span"] == "1912-01-11" and ends("Houston")["starts_on"] == "Day"

    # the last day an end may be: "true at T" is start_date <= T <= end_date at either end's precision
    assert one(
        graph,
        "MATCH (f:IntervalFact {tail: 'Hoover Field'}) RETURN toString(f.start_date) AS s, toString(f.end_date) AS e",
    ) == {"s": "1927-06-01", "e": "1928-07-31"}
    bc = one(graph, "MATCH (f:IntervalFact {start: '-0431'}) RETURN toString(f.start_date) AS s")
    assert bc == {"s": "-0431-01-01"}

    medea_play = one(
        graph,
        "MATCH (e:IntervalEntity {name: 'Medea (play)'}) RETURN e.key AS key, e.bare_name AS bare, "
        "e.disambiguator AS d, e.spellings AS spellings, e.dataset AS dataset",
    )
    assert medea_play == {
        "key": "yago11k:Medea (play)",
        "bare": "Medea",
        "d": "play",
        "spellings": ["<Medea_(play)>"],
        "dataset": "yago11k",
    }
    names = {x["name"] for x in graph.read_untrusted("MATCH (e:IntervalEntity) RETURN e.name AS name")}
    assert {'Don "Red" Barry', 'Paul "Bear" Bryant Award', "Real Madrid C.F.", "Luís Figo"} <= names


def test_rerun_is_idempotent_and_an_interrupted_load_resumes(graph: GraphClient, tmp_path: Path) -> None:
    files = yago_files(tmp_path)
    rejects = tmp_path / "r.csv"

    class Interrupt(Exception):
        pass

    def crash_after_two(event: FileProgress) -> None:
        crash_after_two.seen += 1  # type: ignore[attr-defined]
        if crash_after_two.seen == 2:  # type: ignore[attr-defined]
            raise Interrupt

    crash_after_two.seen = 0  # type: ignore[attr-defined]
    with pytest.raises(Interrupt):
        ingest(graph, "yago11k", files, batch_size=4, rejects_path=rejects, on_progress=crash_after_two)
    partial = counts(graph)[0]["IntervalFact"]
    assert 0 < partial < LOADED
    resumed = ingest(graph, "yago11k", files, batch_size=4, rejects_path=rejects)
    assert resumed.files[0].status == "resumed" and resumed.files[0].resumed_from_line > 0
    assert [(f.read, f.loaded, f.rejected) for f in resumed.files] == [(len(TRAIN), len(TRAIN) - 3, 3), (3, 1, 1)]
    with open(rejects, newline="") as fh:
        assert len(list(csv.DictReader(fh))) == 4  # each reject written once
    after = counts(graph)

    again = ingest(graph, "yago11k", files, batch_size=4, rejects_path=rejects)
    assert [f.status for f in again.files] == ["already loaded"] * 2
    forced = ingest(graph, "yago11k", files, batch_size=4, rejects_path=rejects, force=True)
    assert [f.skipped for f in forced.files] == [{"duplicate": len(TRAIN) - 3}, {"duplicate": 2}]
    assert all(f.reconciles and f.loaded == 0 for f in forced.files)
    assert counts(graph) == after  # natural keys: nothing duplicated

    graph.run_autocommit(DELETE_ALL_BATCHED)
    ingest(graph, "yago11k", files, batch_size=100, rejects_path=tmp_path / "clean.csv")
    assert counts(graph) == after  # resumed == one clean run, node for node


@pytest.fixture()
def yago(graph: GraphClient, tmp_path: Path) -> GraphClient:
    ingest(graph, "yago11k", yago_files(tmp_path), rejects_path=tmp_path / "r.csv")
    return graph


def test_interval_retrievals(yago: GraphClient) -> None:
    figo = r.head_relation_intervals(yago, "yago11k", "Luís Figo", "playsFor")
    assert [(x.tail, x.span) for x in figo] == [("FC Barcelona", "1995–2000"), ("Real Madrid C.F.", "2000–2005")]
    assert figo[0].start_precision == "year" and figo[0].start_year == 1995 and figo[0].end_year == 2000

    married = r.head_relation_intervals(yago, "yago11k", "Samuel Goldwyn", "isMarriedTo")
    assert [(x.head, x.tail, x.span, x.swapped) for x in married] == [
        ("Samuel Goldwyn", "Blanche Lasky", "1910–1915", False),
        ("Samuel Goldwyn", "Frances Howard (actress)", "1925-04-23–1974-01-31", False),  # stored both ways: once
    ]
    barry = r.head_relation_intervals(yago, "yago11k", 'Don "Red" Barry', "isMarriedTo")
    assert [(x.tail, x.swapped) for x in barry] == [("Peggy Stewart (actress)", True)]  # stored the other way only

    def tails(period: int | PartialDate, when: r.When, open_ends: bool = True) -> list[str]:
        rows = r.tail_relation_intervals(yago, "yago11k", "playsFor", "Real Madrid C.F.", period, when, open_ends)
        return [x.head for x in rows]

    assert tails(1960, "true") == ["Alfredo Di Stéfano"]
    assert tails(2005, "true") == ["Raúl (footballer)", "Luís Figo", "Zinedine Zidane"]  # 2000–2005 holds in 2005
    assert tails(2012, "true") == ["Cristiano Ronaldo"]  # an open end: still true after its start ...
    assert tails(2012, "true", open_ends=False) == []  # ... unless open ends are left out
    assert tails(1964, "ended") == ["Alfredo Di Stéfano"] and tails(2000, "started") == ["Luís Figo"]
    assert tails(PartialDate(2001, 7), "started") == ["Zinedine Zidane"]
    assert tails(PartialDate(2001, 8), "true") == ["Raúl (footballer)", "Luís Figo", "Zinedine Zidane"]
    assert tails(PartialDate(2001, 6), "true") == ["Raúl (footballer)", "Luís Figo"]  # Zidane: from July 2001
    assert tails(PartialDate(2000, 3), "started") == []  # '2000' is not known to be March 2000

    married_1942 = r.tail_relation_intervals(yago, "yago11k", "isMarriedTo", "Samuel Goldwyn", 1942)
    assert [(x.head, x.tail) for x in married_1942] == [("Frances Howard (actress)", "Samuel Goldwyn")]  # once
    peggy = r.tail_relation_intervals(yago, "yago11k", "isMarriedTo", "Peggy Stewart (actress)", 1942)
    assert [(x.head, x.tail, x.swapped) for x in peggy] == [('Don "Red" Barry', "Peggy Stewart (actress)", True)]

    # events are dated by their start, instants are their day
    saban = r.tail_relation_intervals(yago, "yago11k", "hasWonPrize", 'Paul "Bear" Bryant Award', 2003)
    assert [x.head for x in saban] == ["Nick Saban"]
    assert r.tail_relation_intervals(yago, "yago11k", "hasWonPrize", 'Paul "Bear" Bryant Award', 2004) == []
    born = r.relation_intervals(yago, "yago11k", "wasBornIn", PartialDate(1972, 11, 4))
    assert [(x.head, x.span, x.kind) for x in born] == [("Luís Figo", "1972-11-04", "instant")]

    # BC: a text and a year, never a date through the driver
    medea = r.relation_intervals(yago, "yago11k", "created", -431, "started")
    assert [(x.head, x.tail, x.start, x.start_year, x.end) for x in medea] == [
        ("Euripides", "Medea (play)", "-0431", -431, None)
    ]
    assert [x.tail for x in r.relation_intervals(yago, "yago11k", "created", -400, "true")] == []

    figo_all = r.entity_intervals(yago, "yago11k", "Luís Figo")
    assert [x.render() for x in figo_all] == [
        "Luís Figo | wasBornIn | Lisbon | 1972-11-04",
        "Luís Figo | playsFor | FC Barcelona | 1995–2000",
        "Luís Figo | playsFor | Real Madrid C.F. | 2000–2005",
    ]
    frances = r.entity_intervals(yago, "yago11k", "Frances Howard (actress)")
    assert [(x.head, x.tail) for x in frances] == [("Frances Howard (actress)", "Samuel Goldwyn")]
    assert r.entity_intervals(yago, "another-dataset", "Luís Figo") == []

    # no occasion: a prize YAGO dates with an open end, a club held over spans
    said = ['Paul "Bear" Bryant Award', "Real Madrid C.F."]
    assert r.occasions_among(yago, "yago11k", "hasWonPrize", said) == []
    assert r.occasions_among(yago, "yago11k", "playsFor", said) == []


def test_the_evidence_query_opens_exactly_those_facts(yago: GraphClient) -> None:
    wanted = r.head_relation_intervals(yago, "yago11k", "Luís Figo", "playsFor")
    keys = [x.id for x in wanted] + [x.id for x in r.relation_intervals(yago, "yago11k", "created", -431, "started")]
    rows = yago.read_untrusted(
        f"CALL () {{ {intervals_subgraph(keys)} }} "
        "UNWIND nodes(p) + nodes(t) AS n WITH DISTINCT n "
        "RETURN labels(n)[0] AS label, coalesce(n.key, n.caption, toString(n.start), toString(n.year)) AS id"
    )
    shown = sorted((x["label"], x["id"]) for x in rows)
    assert shown == sorted(
        [
            *(("IntervalFact", k) for k in keys),
            ("IntervalEntity", "yago11k:Luís Figo"),
            ("IntervalEntity", "yago11k:FC Barcelona"),
            ("IntervalEntity", "yago11k:Real Madrid C.F."),
            ("IntervalEntity", "yago11k:Euripides"),
            ("IntervalEntity", "yago11k:Medea (play)"),
            *(("Year", str(y)) for y in (1995, 2000, 2005, -431)),
        ]
    )
    assert "$" not in intervals_subgraph(["it's"]) and "'it\\'s'" in intervals_subgraph(["it's"])


ICEWS = [
    ("China", "Make a visit", "France", "2010-03-02"),
    ("France", "Host a visit", "China", "2010-03-02"),
    ("China", "Make statement", "Real Madrid C.F.", "2010-03-05"),
    ("France", "Make a visit", "China", "2011-06-10"),
    ("Japan", "Make a visit", "China", "2010-03-20"),
    ("China", "Criticize or denounce", "Japan", "2010-04-01"),
    ("Lisbon", "Make statement", "France", "2010-03-02"),
]
YAGO_BESIDE = [
    "<China>\t<owns>\t<France>\t1999-##-##\t2004-##-##",
    "<Luís_Figo>\t<wasBornIn>\t<Lisbon>\t1972-11-04\t1972-11-04",
    "<Xi_Jinping>\t<isAffiliatedTo>\t<China>\t1974-##-##\t####-##-##",
    "<Jacques_Chirac>\t<isAffiliatedTo>\t<France>\t2010-03-02\t2010-03-05",
]


def icews_answers(graph: GraphClient) -> dict[str, object]:
    """What the ICEWS queries return: retrievals, the event strategies' statements, names, spans, a question."""
    out: dict[str, object] = {}
    for entity in ("China", "France", "Lisbon", "Real Madrid C.F."):
        out[f"facts {entity}"] = r.entity_facts(graph, entity, date(2010, 1, 1), date(2012, 1, 1))
        for which in ("first", "last"):
            out[f"{which} {entity}"] = r.extreme_facts(graph, which, entity, date(2010, 1, 1), date(2012, 1, 1))
    out["period"] = r.facts_in_period(graph, date(2010, 3, 1), date(2010, 4, 1))
    out["visit"] = r.first_and_last_facts(graph, "China", "Make a visit", "France", date(2010, 1, 1), date(2012, 1, 1))
    for cypher in (q.LARGEST_HUB, q.FACT_SPAN, ENTITY_NAMES):
        out[cypher.name] = graph.read(cypher)
    out["all_facts"] = all_facts(graph)  # every fact, by its key
    out["entities"] = graph.read_untrusted(
        "MATCH (e:Entity) RETURN e.name AS name, e.spellings AS spellings, COUNT { (e)<-[:HEAD|TAIL]-() } AS facts "
        "ORDER BY name"
    )
    out["fulltext"] = graph.read_untrusted(
        "CALL db.index.fulltext.queryNodes('entity_names', 'China OR France') YIELD node, score "
        "RETURN node.name AS name, score ORDER BY score DESC, name"
    )
    kg = KGIRAG.from_settings(graph.settings, client=graph, llm="symbolic")
    for question in ("Who did China visit first in 2010?", "Who made a visit to China last?"):
        result = kg.invoke(question)
        out[question] = (result.answer, result.reason, result.evidence)
    return out


def test_yago_beside_icews_leaves_every_icews_answer_as_it_was(graph: GraphClient, tmp_path: Path) -> None:
    icews = quadruples(tmp_path, "icews.tsv", ICEWS).path
    (tmp_path / "yago.tsv").write_text("\n".join(YAGO_BESIDE) + "\n", encoding="utf-8")
    ingest(graph, "icews", [icews], rejects_path=tmp_path / "r.csv")
    alone = icews_answers(graph)
    assert alone["Who did China visit first in 2010?"][0] == "France"  # type: ignore[index]

    ingest(graph, "yago11k", [tmp_path / "yago.tsv"], rejects_path=tmp_path / "r.csv")
    nodes, _ = counts(graph)
    assert nodes["Entity"] == 5 and nodes["IntervalEntity"] == 6  # China, France, Lisbon: one of each, not merged
    assert icews_answers(graph) == alone

    # a user who says the names are the same entities links them: still nothing of ICEWS changes
    assert link_same_names(graph, "yago11k") == 3
    assert link_same_names(graph, "yago11k") == 3  # idempotent
    assert counts(graph)[1]["SAME_AS"] == 3
    assert icews_answers(graph) == alone

    # and the other way round: YAGO first, then ICEWS, answers as ICEWS alone
    graph.run_autocommit(DELETE_ALL_BATCHED)
    ingest(graph, "yago11k", [tmp_path / "yago.tsv"], rejects_path=tmp_path / "r.csv")
    ingest(graph, "icews", [icews], rejects_path=tmp_path / "r.csv")
    assert icews_answers(graph) == alone


def test_cli_ingest_intervals_with_a_column_mapping_and_kinds(
    graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    path = tmp_path / "roles.csv"
    path.write_text(
        "person,role,organisation,from,to\n"
        '"Smith, Jane",chairs,Acme_Corp,2001-03,2004\n'
        "Bob,chairs,Acme Corp,1999,\n"
        "Bob,partnerOf,Jane,2001-##-##,2003-02-##\n"
        "Bob,visits,Acme Corp,2001-13,\n"
        "Julius_Caesar,rules,Rome,-0049,-0044-03-15\n",
        encoding="utf-8",
    )
    kinds = tmp_path / "roles.toml"
    kinds.write_text(
        '[relations.chairs]\nkind = "state"\n[relations.rules]\nkind = "state"\n'
        '[relations.partnerOf]\nkind = "state"\nsymmetric = true\n'
    )
    rejects = tmp_path / "rejects.csv"
    mapping = "head=person,relation=role,tail=organisation,start=from,end=to"
    args = ["ingest", "intervals", str(path), "--columns", mapping]
    result = CliRunner().invoke(
        app, [*args, "--kinds", str(kinds), "--dataset", "roles", "--rejects", str(rejects), "--json"]
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    f = summary["files"][0]
    assert (summary["dataset"], f["read"], f["loaded"], f["rejected"]) == ("roles", 5, 4, 1)
    reasons = [x["reason"] for x in csv.DictReader(rejects.open(newline=""))]
    assert reasons == ["relation 'visits' is not declared in " + str(kinds) + " (its kinds)"]
    rows = r.entity_intervals(graph, "roles", "Jane")
    assert [(x.head, x.relation, x.tail, x.span, x.swapped) for x in rows] == [
        ("Jane", "partnerOf", "Bob", "2001–2003-02", True)
    ]
    chairs = r.tail_relation_intervals(graph, "roles", "chairs", "Acme Corp", 2002)
    assert [(x.head, x.span) for x in chairs] == [("Bob", "1999–?"), ("Smith, Jane", "2001-03–2004")]

    caesar = r.entity_intervals(graph, "roles", "Julius Caesar")  # a BC day: texts and years, never a date
    assert [(x.start, x.end, x.end_precision, x.end_year, x.span) for x in caesar] == [
        ("-0049", "-0044-03-15", "day", -44, "-0049–-0044-03-15")
    ]
    bc_day = one(graph, "MATCH (d:Day)<-[:ENDS]-() RETURN d.caption AS day, EXISTS { (d)-[:NEXT]-() } AS chained")
    assert bc_day == {"day": "-0044-03-15", "chained": False}  # the Day chain runs from year 1
    ingest(graph, "icews", [quadruples(tmp_path, "icews.tsv", ICEWS).path], rejects_path=tmp_path / "r.csv")
    assert one(graph, "MATCH (d:Day {date: date('2010-03-02')}) RETURN EXISTS { (d)-[:NEXT]-() } AS n") == {"n": True}

    again = CliRunner().invoke(app, [*args, "--kinds", str(kinds), "--dataset", "roles", "--json"])
    assert json.loads(again.stdout)["files"][0]["status"] == "already loaded"
    who = "head=who,relation=1,tail=2,start=3"
    wrong = CliRunner().invoke(app, ["ingest", "intervals", str(path), "--columns", who])
    assert wrong.exit_code == 2 and "column 'who' (head) is not in the header" in wrong.output
    misplaced = CliRunner().invoke(app, ["ingest", "icews", str(path), "--columns", "head=0,relation=1,tail=2,start=3"])
    assert misplaced.exit_code == 2 and "--columns" in misplaced.output


def test_an_occasion_is_won_once_a_year_and_never_wins(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    """ "How many races did Ann win?" counts her wins of a race only where the relation holds each of its tails about
    once a year (races, not visits) and the race never wins."""
    path = tmp_path / "races.tsv"
    rows = [(("Ann", "Bob", "Cam")[year % 3], "won", "Sea Grand Prix", f"{year}-05-06") for year in range(2001, 2013)]
    rows += [("Ann", "won", "Bay Grand Prix", "2002-06-01"), ("Ann", "won", "Bay Grand Prix", "2004-06-01")]
    rows += [("Ann", "beat", "Cam", f"{year}-01-01") for year in range(2001, 2013)]
    rows += [("Cam", "beat", "Bob", "2002-02-01")]  # Cam beats others too
    rows += [
        (who, "visited", "Paris", f"{year}-0{month}-01")
        for year in range(2001, 2013)
        for month, who in ((1, "Ann"), (2, "Bob"))
    ]
    path.write_text(
        "head\trelation\ttail\tstart\tend\n" + "".join(f"{h}\t{rel}\t{t}\t{d}\t{d}\n" for h, rel, t, d in rows)
    )
    mapping = "head=head,relation=relation,tail=tail,start=start,end=end"
    args = [
        "ingest",
        "intervals",
        str(path),
        "--dataset",
        "races",
        "--delimiter",
        "tab",
        "--header",
        "--columns",
        mapping,
    ]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert r.occasions_among(graph, "races", "won", ["Sea Grand Prix", "Bay Grand Prix"]) == [
        "Sea Grand Prix",
        "Bay Grand Prix",
    ]
    assert r.occasions_among(graph, "races", "beat", ["Cam", "Bob"]) == ["Bob"]  # Cam is a doer
    assert r.occasions_among(graph, "races", "visited", ["Paris"]) == []  # visited by several a year


def test_cli_ingest_yago11k_links_same_names_when_asked(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    icews = quadruples(tmp_path, "icews.tsv", ICEWS).path
    ingest(graph, "icews", [icews], rejects_path=tmp_path / "r.csv")
    (tmp_path / "yago.tsv").write_text("\n".join(YAGO_BESIDE) + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["ingest", "yago11k", str(tmp_path / "yago.tsv"), "--same-as-entities"])
    assert result.exit_code == 0, result.output
    assert "linked 3 interval entities to the event graph's entities of the same name" in result.stdout
    linked = graph.read_untrusted(
        "MATCH (i:IntervalEntity)-[:SAME_AS]->(e:Entity) RETURN i.key AS i, e.name AS e ORDER BY i"
    )
    assert linked == [
        {"i": "yago11k:China", "e": "China"},
        {"i": "yago11k:France", "e": "France"},
        {"i": "yago11k:Lisbon", "e": "Lisbon"},
    ]
    pairs = tmp_path / "same.csv"
    pairs.write_text("name,entity\nJacques Chirac,France\nNobody,China\n", encoding="utf-8")
    listed = CliRunner().invoke(app, ["ingest", "yago11k", str(tmp_path / "yago.tsv"), "--same-as", str(pairs)])
    assert listed.exit_code == 0, listed.output
    assert "linked 1 listed pair" in listed.stdout and "Nobody" in listed.stdout


def plan_operators(graph: GraphClient, query: Cypher, params: dict[str, object]) -> list[str]:
    with graph.driver.session(database=graph.settings.neo4j_database) as session:
        plan = session.run("CYPHER replan=force EXPLAIN " + query.text, params).consume().plan
    ops: list[str] = []

    def walk(node: dict) -> None:  # type: ignore[type-arg]
        ops.append(node["operatorType"].split("@")[0])
        for child in node.get("children", []):
            walk(child)

    walk(plan)
    return ops


@pytest.mark.slow
def test_the_real_yago11k_loads_and_its_windows_are_index_seeks(
    graph: GraphClient, shared_data: Path, tmp_path: Path
) -> None:
    folder = shared_data / "yago11k"
    files = [folder / f"{name}.txt.gz" for name in ("train", "valid", "test")]
    started = time.perf_counter()
    summary = ingest(graph, "yago11k", files, rejects_path=tmp_path / "rejects.csv")
    print(f"\nYAGO11k: {summary.total('read'):,} facts in {time.perf_counter() - started:.1f} s")
    assert summary.total("read") == 20_509 and all(f.reconciles for f in summary.files)
    # 70 end before they start, 2 have malformed dates, 13 know a date only to its decade or century
    assert (summary.total("loaded"), summary.total("rejected")) == (20_424, 85)
    nodes, rels = counts(graph)
    assert nodes["IntervalFact"] == 20_424 and rels["STARTS"] == 20_424
    assert rels["ENDS"] == 20_424 - one(graph, "MATCH (f:IntervalFact) WHERE f.end IS NULL RETURN count(f) AS n")["n"]
    assert one(graph, "MATCH (f:IntervalFact) WHERE f.start_year < 0 RETURN count(f) AS n")["n"] == 10
    assert (
        nodes["IntervalEntity"]
        == one(graph, "MATCH (f:IntervalFact) UNWIND [f.head, f.tail] AS name RETURN count(DISTINCT name) AS n")["n"]
    )

    params = {"dataset": "yago11k", "entity": "Real Madrid C.F.", "relation": "playsFor", "open": True, "limit": 100}
    params["names"] = ["Real Madrid C.F.", "FC Barcelona"]
    for statement, when in [
        (q.HEAD_RELATION_INTERVALS, 1960),
        (q.TAIL_RELATION_TRUE_IN, 1960),
        (q.TAIL_RELATION_STARTED_IN, 1960),
        (q.TAIL_RELATION_ENDED_IN, 1960),
        (q.ENTITY_INTERVALS, 1960),
        (q.OCCASIONS_AMONG, 1960),
        (q.RELATION_TAIL_YEARS, 1960),
        (q.RELATION_TRUE_IN, PartialDate(1960, 5, 1)),
        (q.RELATION_STARTED_IN, PartialDate(1960, 5)),
        (q.RELATION_ENDED_IN, 1960),
    ]:
        ops = plan_operators(graph, statement, params | period_params(when))
        assert any(op.startswith("NodeIndexSeek") for op in ops), (statement.name, ops)
        assert not any("Scan" in op for op in ops), (statement.name, ops)
    # "who played for Real Madrid in 2001?" against the raw lines, read here with a regex of the test's own
    gold = set()
    lines = [line for path in files for line in gzip.decompress(path.read_bytes()).decode().splitlines()]
    for head, relation, tail, start, end in (line.split("\t") for line in lines):
        first, last = re.match(r"(\d{4})-", start), re.match(r"(\d{4})-", end)
        if relation != "<playsFor>" or tail != "<Real_Madrid_C.F.>" or not first or int(first[1]) > 2001:
            continue
        if end == "####-##-##" or (last and int(last[1]) >= 2001 and int(last[1]) >= int(first[1])):
            gold.add(head[1:-1].replace("_", " "))
    in_2001 = r.tail_relation_intervals(graph, "yago11k", "playsFor", "Real Madrid C.F.", 2001)
    assert {x.head for x in in_2001} == gold and len(gold) >= 5
