"""Failures of the model endpoint that no retry or "no answer" can mend: the user must fix a setting."""

from __future__ import annotations

import sys


class LLMUnreachable(RuntimeError):
    """The configured chat-model endpoint refused the connection, the key or the model name.

    Unlike a timeout or a malformed reply (a reasoned "no answer" for that one question), every
    further question would fail the same way, so it ends the command with one line saying what to set.
    """


def as_unreachable(exc: BaseException) -> LLMUnreachable | None:
    """The user-facing error for `exc` when it says the endpoint itself is unusable, else None."""
    openai = sys.modules.get("openai")
    if openai is None:  # no OpenAI-compatible client was ever used in this process
        return None

    request = getattr(exc, "request", None)
    url = str(request.url) if request is not None else "the configured endpoint"
    if isinstance(exc, openai.APITimeoutError):
        return None  # slow, not absent: that question gets a reasoned "no answer"
    if isinstance(exc, openai.APIConnectionError):
        return LLMUnreachable(
            f"cannot reach the LLM at {url} ({exc}): start the model server (`chronorag llm start` for --llm local) "
            "or set LLM_BASE_URL to an OpenAI-compatible endpoint that answers"
        )
    if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
        return LLMUnreachable(f"the LLM at {url} refused the API key (HTTP {exc.status_code}): set LLM_API_KEY")
    if isinstance(exc, openai.NotFoundError):
        return LLMUnreachable(
            f"the LLM endpoint {url} answered 404 (no such model or path): check LLM_MODEL and LLM_BASE_URL "
            "(OpenAI-compatible servers serve /v1)"
        )
    return None
