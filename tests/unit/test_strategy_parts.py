"""The LangChain-facing parts that need no database: inputs, prompt checks, graph sources, API names."""

from __future__ import annotations

from typing import get_args

import neo4j
import pytest
from langchain_core.prompts import ChatPromptTemplate
from pydantic import ValidationError

from chronorag.config import Settings
from chronorag.embedder import Embedder
from chronorag.graph.connection import GraphClient, as_client
from chronorag.llm.factory import scripted_model
from chronorag.rag.core.prompts import default_prompts
from chronorag.rag.core.roles import JsonRole
from chronorag.rag.core.strategy import Question, Setup, Strategy, question_of, tool_content
from chronorag.rag.core.types import RAGResult, Usage
from chronorag.rag.kg_irag.offline_planner import parser_first
from chronorag.rag.registry import STRATEGIES, build
from chronorag.rag.strategies.at2qa import AT2QA
from chronorag.rag.strategies.cypher_qa import CypherQA
from chronorag.serve import AskRequest, StrategyName
from chronorag.understanding.errors import PlanningError


def test_question_of_accepts_strings_dicts_and_models() -> None:
    assert question_of("Will it rain?") == "Will it rain?"
    assert question_of({"question": "Will it rain?", "id": 3}) == "Will it rain?"
    assert question_of(Question(question="Will it rain?")) == "Will it rain?"
    assert question_of(AskRequest(question="Will it rain?", strategy="kg_irag")) == "Will it rain?"
    with pytest.raises(TypeError, match="not list"):
        question_of(["Will it rain?"])
    with pytest.raises(ValidationError):
        question_of("")


def test_tool_content_gives_the_reason_of_a_refusal() -> None:
    assert tool_content(RAGResult(question="q", answer="True", reason="rain at 15:00")) == "True"
    assert tool_content(RAGResult(question="q", answer="no answer", reason="could not plan")) == (
        "no answer: could not plan"
    )


def test_default_prompts_give_the_same_messages_as_before() -> None:
    planner = default_prompts()["planner"]
    assert set(planner.input_variables) == {"input", "schema"}
    messages = planner.format_messages(input="Question: q", schema='{"type": "object"}')
    assert messages[0].content.endswith('matching this JSON schema:\n{"type": "object"}')  # type: ignore[union-attr]
    assert '{"field": "rain"' in str(messages[0].content)  # the system text's braces stay text
    assert messages[1].content == "Question: q"


def test_role_prompt_must_take_its_input() -> None:
    model = scripted_model([])
    with pytest.raises(ValueError, match="it uses -"):
        JsonRole("planner", model, Question, "s", prompt=ChatPromptTemplate([("human", "hello")]))
    with pytest.raises(ValueError, match="it uses input, station"):
        JsonRole("planner", model, Question, "s", prompt=ChatPromptTemplate([("human", "{input} at {station}")]))


def test_a_driver_becomes_a_client_that_leaves_it_open() -> None:
    driver = neo4j.GraphDatabase.driver("neo4j+s://graph.example.com:7688", auth=("u", "p"))
    client = as_client(driver, Settings(neo4j_database="events"))
    assert client.driver is driver and client.settings.neo4j_uri == "neo4j+s://graph.example.com:7688"
    assert client.settings.neo4j_database == "events"
    client.close()
    assert client.driver is driver  # not closed, not dropped: the caller owns it
    driver.close()
    bolt = neo4j.GraphDatabase.driver("bolt://10.0.0.5:7999", auth=("u", "p"))
    assert as_client(bolt).settings.neo4j_uri == "bolt://10.0.0.5:7999"
    bolt.close()
    mine = GraphClient(Settings())
    assert as_client(mine) is mine
    with pytest.raises(TypeError, match="not str"):
        as_client("bolt://localhost:7687")  # type: ignore[arg-type]


def test_the_api_knows_every_strategy() -> None:
    assert set(get_args(StrategyName)) == set(STRATEGIES)


def test_every_strategy_is_built_by_the_one_constructor(monkeypatch: pytest.MonkeyPatch) -> None:
    """`build` makes each strategy the same way: Settings with the chosen LLM, the caller's client, judge mode
    and shared embedder reach the strategy's own `built`."""
    seen: dict[str, Setup] = {}

    def recording(cls: type[Strategy], setup: Setup) -> Strategy:
        seen[cls.name] = setup
        return cls.__new__(cls)

    for cls in {c for c in STRATEGIES.values()} | {Strategy}:
        monkeypatch.setattr(cls, "built", classmethod(recording))
    client, embedder = GraphClient(Settings()), Embedder()
    for name in STRATEGIES:
        built = build(name, client, Settings(), "scripted", "deterministic", embedder)
        assert isinstance(built, STRATEGIES[name])
    assert set(seen) == set(STRATEGIES)
    for setup in seen.values():
        assert setup.settings.llm_provider == "scripted" and setup.client is client
        assert setup.judge_mode == "deterministic" and setup.embedder is embedder


def test_strategies_without_role_prompts_refuse_them() -> None:
    prompts = {"planner": default_prompts()["planner"]}
    for cls in (CypherQA, AT2QA):
        with pytest.raises(ValueError, match="no role prompts"):
            cls.from_settings(Settings(llm_provider="openai", llm_api_key="k"), prompts=prompts)
    with pytest.raises(ValueError, match="needs a chat model"):
        AT2QA.from_settings(Settings(), llm="symbolic")


def test_parser_first_asks_only_with_the_refusal() -> None:
    asked: list[tuple[str, str]] = []

    def parse(question: str) -> str:
        if "twice" in question:
            raise PlanningError("could not place the words 'twice' (quantity)")
        return f"parsed {question}"

    def ask(question: str, hint: str = "") -> tuple[str, Usage]:
        asked.append((question, hint))
        return f"asked {question}", Usage(llm_calls=1)

    plan = parser_first(parse, ask)
    assert plan("visit") == ("parsed visit", Usage())
    assert asked == []
    planned, usage = plan("visit twice")
    assert (planned, usage.llm_calls) == ("asked visit twice", 1)
    assert asked == [("visit twice", "could not place the words 'twice' (quantity)")]
