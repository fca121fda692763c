"""One factory for chat models: any OpenAI-compatible endpoint, the local SmolLM2 server, or a
scripted model for tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from langchain_core.language_models import BaseChatModel
from pydantic import SecretStr

from chronorag.config import Settings
from chronorag.llm.local_model import MODEL_NAME, served_models
from chronorag.llm.scripted import ScriptedChatModel

Role = Literal["planner", "judge"]
LOCAL_MAX_TOKENS = 512  # the local model's reply cap when LLM_MAX_TOKENS is unset: 135M params can loop
OPENAI_MAX_TOKENS = 4096  # every reply is bounded; reasoning models that think longer: raise LLM_MAX_TOKENS


class LLMConfigError(ValueError):
    """The settings do not name a usable chat model."""


def chat_model(settings: Settings, role: Role = "planner") -> BaseChatModel:
    """ChatOpenAI for `openai` (OpenAI, vLLM, Ollama, llama.cpp, LM Studio: set LLM_BASE_URL), or
    for `local` (the SmolLM2 server `chronorag llm start` runs on 127.0.0.1:LLM_LOCAL_PORT), or the
    scripted replay model for `scripted` (LLM_SCRIPT).

    LLM1 and LLM2 may differ: the judge uses LLM_JUDGE_MODEL when it is set (`openai` only; the
    local server has one model). Retries are done by the roles (with the parse error fed back), so
    the client's own retries are off. LLM_MAX_TOKENS caps each reply; unset, `openai` stops at 4096
    (room for reasoning models' thinking) and `local` at 512.
    """
    if settings.llm_provider == "scripted":
        if settings.llm_script is None or not settings.llm_script.exists():
            raise LLMConfigError("LLM_PROVIDER=scripted needs LLM_SCRIPT, a JSON file {question: [replies]}")
        return ScriptedChatModel.from_file(settings.llm_script)
    if settings.llm_provider == "local":
        return _local_model(settings)
    if settings.llm_provider != "openai":
        raise LLMConfigError(f"LLM_PROVIDER={settings.llm_provider} has no chat model; use openai, local or scripted")
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
        max_tokens=settings.llm_max_tokens or OPENAI_MAX_TOKENS,
    )


def _local_model(settings: Settings) -> BaseChatModel:
    """ChatOpenAI on the local SmolLM2 server, which must already answer."""
    from langchain_openai import ChatOpenAI  # noqa: PLC0415 - only the LLM path pays for this import

    models = served_models(settings.llm_local_port)
    if models is None or MODEL_NAME not in models:
        found = "nothing answers" if models is None else f"the server there lists {', '.join(models) or 'nothing'}"
        raise LLMConfigError(
            f"the local model is not running at {settings.llm_local_url} ({found}): start it with `chronorag llm start`"
        )
    return ChatOpenAI(
        model=MODEL_NAME,
        base_url=settings.llm_local_url,
        api_key=SecretStr("local"),
        temperature=settings.llm_temperature,
        timeout=settings.llm_timeout_s,
        max_retries=0,
        max_tokens=settings.llm_max_tokens or LOCAL_MAX_TOKENS,
    )


def scripted_model(replies: Sequence[str]) -> BaseChatModel:
    """A chat model that answers with `replies` in order (see llm/scripted.py)."""
    return ScriptedChatModel(replies=list(replies))
