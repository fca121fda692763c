"""Which model-endpoint failures end the command (a setting to fix) and which are one question's "no answer"."""

from __future__ import annotations

import httpx
import openai

from chronorag.llm.errors import as_unreachable

URL = "http://llm.example:8000/v1/chat/completions"
REQUEST = httpx.Request("POST", URL)


def _status(cls: type[openai.APIStatusError], code: int) -> openai.APIStatusError:
    return cls("refused", response=httpx.Response(code, request=REQUEST), body=None)


def test_connection_refused_names_the_url_and_the_setting() -> None:
    error = as_unreachable(openai.APIConnectionError(request=REQUEST))
    assert error is not None and URL in str(error) and "LLM_BASE_URL" in str(error)


def test_bad_key_and_unknown_model_name_their_settings() -> None:
    auth = as_unreachable(_status(openai.AuthenticationError, 401))
    missing = as_unreachable(_status(openai.NotFoundError, 404))
    assert auth is not None and "LLM_API_KEY" in str(auth) and "401" in str(auth)
    assert missing is not None and "LLM_MODEL" in str(missing)


def test_timeouts_and_other_failures_stay_per_question() -> None:
    assert as_unreachable(openai.APITimeoutError(request=REQUEST)) is None
    assert as_unreachable(_status(openai.InternalServerError, 500)) is None
    assert as_unreachable(ValueError("not json")) is None
