"""A scripted chat model: replies in order, or per question, with tool calls; no weights needed.

Used by tests and by `--llm scripted` (LLM_SCRIPT names a JSON file `{question: [reply, ...]}`) so
every strategy's loop can be walked end to end here. A reply is a string, a dict
`{"content": ..., "tool_calls": [{"name": ..., "args": {...}}]}`, an AIMessage, or (in Python)
a function of the conversation so far, which lets a test's "LLM" act on what it was shown.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from pydantic import ConfigDict, Field, PrivateAttr

Reply = str | dict[str, Any] | AIMessage | Callable[[list[BaseMessage]], "str | dict[str, Any] | AIMessage"]
EXHAUSTED = "(the script has no more replies)"


def _message(reply: str | dict[str, Any] | AIMessage, n: int) -> AIMessage:
    if isinstance(reply, AIMessage):
        return reply
    if isinstance(reply, str):
        return AIMessage(content=reply)
    calls = [
        {"name": c["name"], "args": c.get("args", {}), "id": c.get("id", f"call_{n}_{i}"), "type": "tool_call"}
        for i, c in enumerate(reply.get("tool_calls", []))
    ]
    return AIMessage(content=reply.get("content", ""), tool_calls=calls)


def _text(message: BaseMessage) -> str:
    return message.content if isinstance(message.content, str) else json.dumps(message.content)


class ScriptedChatModel(BaseChatModel):
    """`replies` are used in order; `by_question` keys a reply list by a text the prompt contains."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    replies: list[Any] = Field(default_factory=list)
    by_question: dict[str, list[Any]] = Field(default_factory=dict)
    _cursor: dict[str, int] = PrivateAttr(default_factory=dict)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _calls: int = PrivateAttr(default=0)

    @property
    def _llm_type(self) -> str:
        return "chronorag-scripted"

    @classmethod
    def from_file(cls, path: Path) -> ScriptedChatModel:
        with open(path, encoding="utf-8") as fh:
            script = json.load(fh)
        if not isinstance(script, dict) or not all(isinstance(v, list) for v in script.values()):
            raise ValueError(f"{path}: a script is a JSON object mapping each question to a list of replies")
        return cls(by_question=script)

    def _next(self, messages: list[BaseMessage]) -> Reply | None:
        with self._lock:
            self._calls += 1
            if self.by_question:
                texts = [_text(m) for m in messages]
                key = next((k for k in self.by_question if any(k in t for t in texts)), None)
                queue = self.by_question.get(key, []) if key is not None else []
            else:
                key, queue = "", self.replies
            at = self._cursor.get(key or "", 0)
            self._cursor[key or ""] = at + 1
            return queue[at] if at < len(queue) else None

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        reply = self._next(messages)
        if callable(reply):
            reply = reply(messages)
        message = _message(reply if reply is not None else EXHAUSTED, self._calls)
        prompt_tokens = sum(len(_text(m).split()) for m in messages)
        completion = len(_text(message).split()) + sum(len(json.dumps(c["args"]).split()) for c in message.tool_calls)
        message.usage_metadata = {
            "input_tokens": prompt_tokens,
            "output_tokens": completion,
            "total_tokens": prompt_tokens + completion,
        }
        message.response_metadata = {"model_name": self._llm_type, **message.response_metadata}  # as a provider's
        return ChatResult(generations=[ChatGeneration(message=message)])

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """The script already decides which tools it calls; binding changes nothing."""
        return cast("Runnable[LanguageModelInput, AIMessage]", self)
