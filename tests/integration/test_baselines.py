"""Baselines on the same graph: one-shot Graph-RAG, KG-RAG's three-step chain, and GraphCypherQAChain."""

from __future__ import annotations

from chronorag.cypher.admin import NODE_COUNT
from chronorag.graph import GraphClient
from chronorag.llm.factory import scripted_model
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from chronorag.rag.strategies.baselines import KGRAG, GraphRAG
from chronorag.rag.strategies.cypher_qa import CypherQA
from factories import CASE_DAY

DAY = CASE_DAY
POSTPONE = (
    "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
    "on 1 June 2017 to avoid rain?"
)


def test_baselines_agree_but_retrieve_differently(case_graph: GraphClient) -> None:
    irag = KGIRAG.from_settings(client=case_graph, llm="symbolic").invoke({"question": POSTPONE})
    one_shot = GraphRAG.from_settings(client=case_graph, llm="symbolic").invoke({"question": POSTPONE})
    chain = KGRAG.from_settings(client=case_graph, llm="symbolic").invoke({"question": POSTPONE})
    assert irag.answer == one_shot.answer == chain.answer == "2017-06-01 06:30"
    assert len(one_shot.trace) == 1 and str(one_shot.trace[0].window) == "2017-06-01 03:00-17:00"
    assert len(one_shot.evidence) == 12 > len(irag.evidence) == 11  # one shot fetches the whole bound
    assert [str(it.window) for it in chain.trace] == ["2017-06-01 03:00-05:00", "2017-06-01 05:00-11:00"]


CYPHER = (
    "MATCH (:Station)-[r:OBSERVED]->(:Time) WHERE r.station = 'KILKENNY' AND r.rain > 0 "
    "RETURN r.at AS at, r.rain AS rain ORDER BY at"
)


def test_cypher_qa_answers_from_read_only_cypher(case_graph: GraphClient) -> None:
    cypher_llm = scripted_model([f"```cypher\n{CYPHER}\n```"])
    qa_llm = scripted_model(["It rained at 03:30, 05:30 and 06:00."])
    result = CypherQA(case_graph, cypher_llm, qa_llm).invoke({"question": "When did it rain at Kilkenny?"})
    assert result.answer == "It rained at 03:30, 05:30 and 06:00."
    assert len(result.triplets) == 3 and "r.rain > 0" in result.browser_cypher
    assert result.usage.llm_calls == 2
    # tokens counted by LangChain's UsageMetadataCallbackHandler from each reply's usage_metadata
    assert result.usage.completion_tokens == len(f"```cypher\n{CYPHER}\n```".split()) + 7
    assert result.usage.prompt_tokens > len(CYPHER.split())


def test_cypher_qa_cannot_write(case_graph: GraphClient) -> None:
    before = case_graph.read(NODE_COUNT)[0]["n"]
    cypher_llm = scripted_model(["MATCH (n) DETACH DELETE n"])
    result = CypherQA(case_graph, cypher_llm, scripted_model(["done"])).invoke({"question": "Delete everything"})
    assert result.answer == NO_ANSWER and "failed" in result.reason
    assert case_graph.read(NODE_COUNT)[0]["n"] == before > 0
