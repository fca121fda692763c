"""A role's reply is parsed through json_repair: what the old extractor took still parses, near-JSON is
repaired instead of costing a retry, and a reply with no object at all is still a malformed reply."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.roles import JsonRole, RoleFailed, extract_json


class Answer(BaseModel):
    answer: str
    confidence: float


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ('{"answer": "China", "confidence": 0.9}', {"answer": "China", "confidence": 0.9}),
        ('Sure.\n```json\n{"answer": "China", "confidence": 0.9}\n```\nDone.', {"answer": "China", "confidence": 0.9}),
        ('<|im_start|>assistant\n{"answer": "x", "confidence": 1}<|im_end|>', {"answer": "x", "confidence": 1}),
        ('[INST] {"answer": "x", "confidence": 1} [/INST] </s>', {"answer": "x", "confidence": 1}),
        ('{"answer": "x", "confidence": 1,}', {"answer": "x", "confidence": 1}),  # trailing comma
        ("{'answer': 'x', 'confidence': 1}", {"answer": "x", "confidence": 1}),  # Python quotes
        ('{"answer": "x", "confidence": 0.5', {"answer": "x", "confidence": 0.5}),  # cut off before the brace
    ],
)
def test_objects_are_found_and_repaired(reply: str, expected: dict[str, object]) -> None:
    assert json.loads(extract_json(reply)) == expected


@pytest.mark.parametrize(
    "reply", ["The trip looks wet, I would not go.", "<|im_start|>assistant<|im_sep|>", "", "[1, 2]", "I think {x}"]
)
def test_no_object_is_still_malformed(reply: str) -> None:
    with pytest.raises(ValueError, match="no JSON object"):
        extract_json(reply)


def test_a_repairable_reply_costs_no_retry() -> None:
    model = ScriptedChatModel(replies=["```json\n{'answer': 'Iran', 'confidence': 1,}\n```"])
    parsed, usage = JsonRole("r", model, Answer, "sys", retries=0).ask("q")
    assert parsed == Answer(answer="Iran", confidence=1.0) and usage.llm_calls == 1


def test_prose_is_retried_then_a_reasoned_failure() -> None:
    model = ScriptedChatModel(replies=["I cannot say."] * 2)
    with pytest.raises(RoleFailed, match="malformed reply: no JSON object in the reply \\(after 2 attempts\\)"):
        JsonRole("r", model, Answer, "sys", retries=1).ask("q")
