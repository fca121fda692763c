"""The two LLM roles: a chat model asked for JSON, parsed into a Pydantic model, retried on failure.

Structured output the way the provider offers it: a model that takes a JSON schema (OpenAI-compatible
servers: OpenAI, vLLM, llama.cpp) is asked through LangChain's `with_structured_output(method=
"json_schema")`, so the server constrains the reply; a server that refuses such a request (some answer
500) or a model without it (the scripted one) gets the schema in the prompt instead. Same typed models
either way. Malformed output (prose, missing fields, junk tokens such as `<|im_end|>`, values the controller
rejects) is fed back to the model with the error and retried; after the last retry the role
gives up with a reason, and the strategy ends in "no answer" with that reason, never a crash.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Generic, TypeVar

from json_repair import repair_json
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, ValidationError

from chronorag import bounds
from chronorag.llm.errors import as_unreachable
from chronorag.rag.core.prompts import RETRY, SCHEMA_IN_REQUEST, chat_prompt, check_prompt
from chronorag.rag.core.tracing import role_config
from chronorag.rag.core.types import Usage

M = TypeVar("M", bound=BaseModel)
_JUNK = re.compile(r"<\|[^|>]{1,40}\|>|</?s>|\[/?INST\]")


class RoleFailed(RuntimeError):
    """The model gave no valid reply within its retries."""

    def __init__(self, role: str, reason: str, usage: Usage) -> None:
        super().__init__(f"{role}: {reason}")
        self.usage = usage


def extract_json(text: str) -> str:
    """The JSON object inside a reply, repaired by json_repair (prose or a code fence around it, trailing
    commas, single quotes, a reply cut off before its last brace); chat-template junk tokens go first."""
    repaired = repair_json(_JUNK.sub("", text))
    if not isinstance(repaired, str) or not repaired.startswith("{"):
        raise ValueError("no JSON object in the reply")
    return repaired


def usage_of(message: BaseMessage) -> Usage:
    meta = getattr(message, "usage_metadata", None) or {}
    return Usage(
        llm_calls=1, prompt_tokens=int(meta.get("input_tokens", 0)), completion_tokens=int(meta.get("output_tokens", 0))
    )


class JsonRole(Generic[M]):
    """Ask `model` for a `schema` object; `check` may reject a parsed object with a reason.

    The messages come from `prompt` (a ChatPromptTemplate over `{input}` and optionally `{schema}`),
    by default `system` with the schema, then the input. Each call is a chat-model run named after
    the role, a child of the strategy's run (`tracing.role_config`)."""

    def __init__(
        self,
        name: str,
        model: BaseChatModel,
        schema: type[M],
        system: str,
        retries: int = 2,
        prompt: ChatPromptTemplate | None = None,
    ) -> None:
        self.name, self.model, self.schema, self.system, self.retries = name, model, schema, system, retries
        self.prompt = check_prompt(name, prompt) if prompt is not None else chat_prompt(system)
        self.structured = takes_json_schema(model)  # turned off for good once the server refuses it
        self.schema_text = json.dumps(schema.model_json_schema())  # in the prompt where the server refuses it

    def _messages(self, prompt: str) -> list[BaseMessage]:
        """The role's messages for `prompt`. The schema goes in the prompt only where the server does not take it as
        the request's response format: sent both ways it would double the prompt (8,000 characters for the event
        planner), which a small local model reads at a few hundred tokens a second."""
        schema = SCHEMA_IN_REQUEST if self.structured else self.schema_text
        values = {"input": prompt, "schema": schema}
        return self.prompt.format_messages(**{k: v for k, v in values.items() if k in self.prompt.input_variables})

    def _reply(self, prompt: str, history: list[BaseMessage], usage: Usage) -> str:
        """One reply's text: schema-constrained where the server offers it, else plain."""
        if self.structured:
            messages = self._messages(prompt) + history
            # the schema as a dict: LangChain sends it as response_format and hands back the raw reply, so a
            # reply that does not validate is retried with its error like any other
            constrained = self.model.with_structured_output(
                self.schema.model_json_schema(), method="json_schema", include_raw=True
            )
            try:
                out = constrained.invoke(messages, role_config(self.name))
            except Exception as exc:  # the server refused the schema request: the prompt carries it from now on
                if _is_timeout(exc):
                    raise
                if "length" in type(exc).__name__.lower() or "finish_reason" in str(exc).lower():
                    usage.add(_cut_off_usage(exc))  # cut off at the reply cap: a malformed reply, retried
                    return ""
                self.structured = False
            else:
                raw = out.get("raw") if isinstance(out, dict) else None
                if isinstance(raw, BaseMessage):
                    usage.add(usage_of(raw))
                    return raw.content if isinstance(raw.content, str) else json.dumps(raw.content)
                self.structured = False
        reply = self.model.invoke(self._messages(prompt) + history, role_config(self.name))
        usage.add(usage_of(reply))
        return reply.content if isinstance(reply.content, str) else json.dumps(reply.content)

    def ask(self, prompt: str, check: Callable[[M], str | None] | None = None) -> tuple[M, Usage]:
        usage = Usage()
        history: list[BaseMessage] = []  # the replies refused so far, each with its reason
        reason = "no reply"
        for _ in range(self.retries + 1):
            bounds.check_time()  # a served question past its time limit asks the model nothing more
            try:
                text = self._reply(prompt, history, usage)
            except Exception as exc:  # a timeout or a refused request is a reasoned "no answer"
                if (unusable := as_unreachable(exc)) is not None:
                    raise unusable from exc  # every question would fail alike: the user must fix a setting
                raise RoleFailed(self.name, f"the model did not answer: {short_error(exc)}", usage) from exc
            try:
                parsed = self.schema.model_validate_json(extract_json(text))
                problem = check(parsed) if check else None
                if problem is None:
                    return parsed, usage
                reason = f"rejected reply: {problem}"
            except (ValueError, ValidationError) as exc:
                reason = f"malformed reply: {short_error(exc)}"
            history += [
                AIMessage(text),
                HumanMessage(RETRY.format(reason=reason)),
            ]
        raise RoleFailed(self.name, f"{reason} (after {self.retries + 1} attempts)", usage)


def takes_json_schema(model: BaseChatModel) -> bool:
    """OpenAI-compatible chat models accept a JSON schema for the reply; others get it in the prompt."""
    return type(model).__name__ in ("ChatOpenAI", "AzureChatOpenAI")


def _cut_off_usage(exc: Exception) -> Usage:
    """The tokens of a reply cut off at the cap (the client's error carries the completion)."""
    counted = getattr(getattr(exc, "completion", None), "usage", None)
    return Usage(
        llm_calls=1,
        prompt_tokens=int(getattr(counted, "prompt_tokens", 0) or 0),
        completion_tokens=int(getattr(counted, "completion_tokens", 0) or 0),
    )


def _is_timeout(exc: Exception) -> bool:
    return "timeout" in type(exc).__name__.lower() or "timed out" in str(exc).lower()


def short_error(exc: Exception) -> str:
    """The first three validation problems (field: message), or the exception's first line."""
    if isinstance(exc, ValidationError):
        errors = exc.errors()
        return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'reply'}: {e['msg']}" for e in errors[:3])
    return str(exc).splitlines()[0]
