"""Cypher written by an LLM or a user cannot act: it is vetted on its plan before it runs, and the
server itself blocks file and network access (defence in depth)."""

from __future__ import annotations

import neo4j
import pytest

from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.graph.errors import UntrustedCypherRefused
from chronorag.llm.factory import scripted_model
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.strategies.cypher_qa import CypherQA

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("statement", "reason"),
    [
        ("LOAD CSV FROM 'http://127.0.0.1:{http}/' AS row RETURN row", "operator LoadCSV"),
        ("LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row", "operator LoadCSV"),
        ("CALL apoc.load.json('http://127.0.0.1:{http}/') YIELD value RETURN value", "procedure apoc.load.json"),
        ("CALL dbms.listConfig() YIELD name RETURN name", "procedure dbms.listConfig"),
        ("TERMINATE TRANSACTIONS 'neo4j-transaction-1'", "operator TerminateTransactions"),
        ("SHOW TRANSACTIONS", "operator ShowTransactions"),
        ("CALL { MATCH (n) RETURN n } IN TRANSACTIONS RETURN 1", "operator TransactionApply"),
        ("MATCH (n) DETACH DELETE n", "operator DetachDelete"),
    ],
)
def test_untrusted_statements_that_act_are_refused(
    graph: GraphClient, neo4j_settings: Settings, statement: str, reason: str
) -> None:
    with pytest.raises(UntrustedCypherRefused, match=reason):
        graph.read_untrusted(statement.replace("{http}", str(neo4j_settings.neo4j_http_port)))


def test_untrusted_reads_still_run(case_graph: GraphClient) -> None:
    rows = case_graph.read_untrusted(
        "MATCH (s:Station {name: $name})-[r:OBSERVED]->(t:Time) WHERE r.rain > 0 RETURN t.caption AS at ORDER BY t.at",
        {"name": "KILKENNY"},
    )
    assert [r["at"] for r in rows] == ["2017-06-01 03:30", "2017-06-01 05:30", "2017-06-01 06:00"]
    assert case_graph.read_untrusted("CALL db.labels() YIELD label RETURN count(label) AS n")[0]["n"] >= 3
    assert case_graph.read_untrusted(
        "MATCH (a:Station) RETURN COUNT { (a)-[:OBSERVED]->() } AS n, EXISTS { (a)-->(:Time) } AS e"
    ) == [{"n": 12, "e": True}]


def test_the_server_blocks_files_and_addresses_even_unvetted(neo4j_settings: Settings) -> None:
    """The second layer: statements sent straight to the server (no vetting) still cannot load."""
    s = neo4j_settings
    auth = (s.neo4j_user, s.neo4j_password.get_secret_value())
    url = f"http://127.0.0.1:{s.neo4j_http_port}/"
    with neo4j.GraphDatabase.driver(s.neo4j_uri, auth=auth) as driver, driver.session() as session:
        for statement, expected in [
            (f"LOAD CSV FROM '{url}' AS row RETURN count(row)", "blocked"),
            ("LOAD CSV FROM 'file:///etc/passwd' AS row RETURN count(row)", "file"),
            (f"CALL apoc.load.json('{url}') YIELD value RETURN count(value)", "blocked"),
        ]:
            with pytest.raises(neo4j.exceptions.Neo4jError) as caught:
                session.run(statement).consume()
            assert expected in str(caught.value).lower(), str(caught.value)


def test_cypher_qa_reports_a_refused_statement(case_graph: GraphClient) -> None:
    cypher_llm = scripted_model(["LOAD CSV FROM 'http://127.0.0.1:9/leak' AS row RETURN row"])
    result = CypherQA(case_graph, cypher_llm, scripted_model(["done"])).invoke({"question": "Read a URL"})
    assert result.answer == NO_ANSWER
    assert "refused untrusted Cypher" in result.reason and "LoadCSV" in result.reason
