"""Structured output the way the server offers it: JSON schema where accepted, the prompt where refused."""

from __future__ import annotations

import pytest
from langchain_openai import ChatOpenAI
from pydantic import BaseModel, SecretStr

from chronorag.rag.core.prompts import SCHEMA_IN_REQUEST
from chronorag.rag.core.roles import JsonRole, RoleFailed
from fake_openai import ScriptedOpenAI, serve


class Answer(BaseModel):
    answer: str
    confidence: float


def model(url: str, timeout: float = 5.0) -> ChatOpenAI:
    return ChatOpenAI(model="m", base_url=url, api_key=SecretStr("x"), timeout=timeout, max_retries=0)


def test_schema_constrained_when_the_server_takes_it() -> None:
    script = ScriptedOpenAI(['{"answer": "China", "confidence": 0.9}'])
    with serve(script) as url:
        parsed, usage = JsonRole("r", model(url), Answer, "sys").ask("q")
    assert parsed == Answer(answer="China", confidence=0.9) and usage.llm_calls == 1
    assert script.requests[0]["response_format"]["type"] == "json_schema"
    # the schema rides in the request only: sent in the prompt as well it would double a small model's reading
    system = script.requests[0]["messages"][0]["content"]
    assert SCHEMA_IN_REQUEST in system and "confidence" not in system


def test_falls_back_to_the_prompt_when_the_server_refuses_the_schema() -> None:
    script = ScriptedOpenAI(['{"answer": "Japan", "confidence": 0.5}'], refuse_schema=True)
    with serve(script) as url:
        role = JsonRole("r", model(url), Answer, "sys")
        parsed, _ = role.ask("q")
    assert parsed.answer == "Japan" and not role.structured
    assert "response_format" in script.requests[0] and "response_format" not in script.requests[1]
    refused, plain = (r["messages"][0]["content"] for r in script.requests)
    assert "confidence" not in refused and "confidence" in plain  # the schema went into the prompt once refused


def test_malformed_then_valid_reply_is_retried_with_the_error() -> None:
    script = ScriptedOpenAI(['{"answer": "x"}', '{"answer": "Iran", "confidence": 1}'])
    with serve(script) as url:
        parsed, usage = JsonRole("r", model(url), Answer, "sys").ask("q")
    assert parsed.answer == "Iran" and usage.llm_calls == 2
    assert "confidence" in script.requests[1]["messages"][-1]["content"]  # the validation error fed back
    assert [m["role"] for m in script.requests[1]["messages"]] == ["system", "user", "assistant", "user"]


def test_a_timeout_is_a_reasoned_failure() -> None:
    with serve(ScriptedOpenAI(["{}"], delay=1.5)) as url, pytest.raises(RoleFailed) as err:
        JsonRole("planner", model(url, timeout=0.3), Answer, "sys", retries=0).ask("q")
    assert "did not answer" in str(err.value)
