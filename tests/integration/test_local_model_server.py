"""The real local model: start SmolLM2 through the helpers, one schema-constrained reply, stop.

It checks the plumbing, not the answer: a 135M model says odd things, but the server must constrain
its reply to the JSON schema, count tokens, and go away when stopped.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.llm.factory import LLMConfigError, chat_model
from chronorag.llm.local_model import LocalModel

pytestmark = pytest.mark.integration


class RainReport(BaseModel):
    station: str = Field(max_length=40)
    rained: bool
    millimetres: float


def test_local_model_serves_schema_constrained_replies(tmp_path: Path) -> None:
    settings = Settings(
        llm_provider="local", llm_local_port=free_port(), llm_local_dir=tmp_path / "llm", llm_timeout_s=60
    )
    server = LocalModel(settings)
    started = time.perf_counter()
    state = server.start()
    try:
        assert time.perf_counter() - started < 30
        status = server.status()
        assert status.running and status.started_by_chronorag and status.pid == state.pid
        assert status.url == f"http://127.0.0.1:{settings.llm_local_port}/v1"

        model = chat_model(settings)
        out = model.with_structured_output(RainReport, method="json_schema", include_raw=True).invoke(
            [
                SystemMessage("You extract weather facts. Reply with JSON."),
                HumanMessage("At ATHENRY it rained 0.2 mm at 15:00 on 5 March 2017."),
            ]
        )
        assert isinstance(out, dict) and out["parsing_error"] is None
        assert isinstance(out["parsed"], RainReport)
        raw = out["raw"]
        assert isinstance(raw, BaseMessage) and isinstance(raw.content, str)
        RainReport.model_validate_json(raw.content)  # the text itself is the schema's JSON
        usage = getattr(raw, "usage_metadata", None) or {}
        assert usage.get("input_tokens", 0) > 10 and usage.get("output_tokens", 0) > 5
    finally:
        assert server.stop() is True
    status = server.status()
    assert not status.running and status.pid is None and not server.state_file.exists()
    with pytest.raises(LLMConfigError, match="chronorag llm start"):
        chat_model(settings)
