"""One factory for chat models: any OpenAI-compatible endpoint, or a scripted model for tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from langchain_core.language_models import BaseChatModel
from pydantic import SecretStr

from chronorag.config import Settings
from chronorag.llm.scripted import ScriptedChatModel

Role = Literal["planner", "judge"]


class LLMConfigError(ValueError):
    """The settings do not name a usable chat model."""


def chat_model(settings: Settings, role: Role = "planner") -> BaseChatModel:
    """ChatOpenAI for `openai` (OpenAI, vLLM, Ollama, llama.cpp, LM Studio: set LLM_BASE_URL), or
    the scripted replay model for `scripted` (LLM_SCRIPT).

    LLM1 and LLM2 may differ: the judge uses LLM_JUDGE_MODEL when it is set. Retries are done by
    the roles (with the parse error fed back), so the client's own retries are off.
    """
    if settings.llm_provider == "scripted":
        if settings.llm_script is None or not settings.llm_script.exists():
            raise LLMConfigError("LLM_PROVIDER=scripted needs LLM_SCRIPT, a JSON file {question: [replies]}")
        return ScriptedChatModel.from_file(settings.llm_script)
    if settings.llm_provider != "openai":
        raise LLMConfigError(f"LLM_PROVIDER={settings.llm_provider} has no chat model; use openai or scripted")
    from langchain_openai import ChatOpenAI  # noqa: PLC0415 - only the LLM path pays for this import

    model = settings.llm_judge_model if role == "judge" and settings.llm_judge_model else settings.llm_model
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else "not-needed"
    return ChatOpenAI(
        model=model,
        base_url=settings.llm_base_url,
        api_key=SecretStr(key),
        temperature=settings.llm_temperature,
        timeout=settings.llm_timeout_s,
        max_retries=0,
    )


def scripted_model(replies: Sequence[str]) -> BaseChatModel:
    """A chat model that answers with `replies` in order (see llm/scripted.py)."""
    return ScriptedChatModel(replies=list(replies))
