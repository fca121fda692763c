"""LangChain callbacks inside the strategies: role runs, retriever runs, and the stream of trace steps.

A strategy's `invoke` runs as a LangChain chain run (see `rag/core/strategy.py`), which puts its child
config in LangChain's context variable. Everything here reads that context, so the controllers do
not pass a config through every function: a role's chat model is invoked with `role_config(name)`
(the child config, named after the role), a retrieval reports a retriever run with its rows as
Documents, a role that needs no LLM (the symbolic planner, the deterministic judge) reports a chain
run of its own. With no handler configured (no callbacks, no LangSmith) each helper only runs its
function. `emit` hands each trace step to whoever streams the run (`Strategy.stream`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, TypeVar

from langchain_core.callbacks import CallbackManager
from langchain_core.documents import Document
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.config import ensure_config, get_callback_manager_for_config, patch_config
from pydantic import BaseModel

S = TypeVar("S", bound=Sequence[Any])
F = TypeVar("F", bound=Callable[..., Any])

_SINK: ContextVar[Callable[[BaseModel], None] | None] = ContextVar("chronorag_trace_sink", default=None)


def role_config(role: str) -> RunnableConfig:
    """The current child config for one role's chat-model call: named after the role, role in the metadata."""
    config = patch_config(ensure_config(), run_name=role)
    config["metadata"] = {**config.get("metadata", {}), "chronorag_role": role}
    return config


def _manager() -> CallbackManager | None:
    """The callback manager of the run we are in, or None when nobody listens."""
    manager = get_callback_manager_for_config(ensure_config())
    return manager if manager.handlers else None


def as_document(row: BaseModel) -> Document:
    """A retrieved row as a LangChain Document: its rendered text, and its fields as metadata."""
    render = getattr(row, "render", None)
    fields = row.model_dump(mode="json", exclude_none=True)
    text = render() if callable(render) else json.dumps({k: v for k, v in fields.items() if k != "id"})
    return Document(page_content=text, metadata=fields, id=fields.get("id"))


def retrieval(
    name: str,
    query: str,
    fetch: Callable[[], S],
    manager: CallbackManager | None = None,
    documents: Callable[[S], Sequence[BaseModel]] | None = None,
    **metadata: Any,
) -> S:
    """Run `fetch` as a retriever run called `name` (the Cypher statement) with `query` saying what it asked, a
    child of the run in progress (or of `manager`'s, the TemporalRetriever's own run). Its documents are the rows
    fetched, or what `documents` finds in them (a compiled statement's one row holds the facts of every leaf)."""
    manager = manager if manager is not None else _manager()
    if manager is None or not manager.handlers:
        return fetch()
    manager.add_metadata({"chronorag_query": name, **metadata}, inherit=False)
    run = manager.on_retriever_start(None, query, name=name)
    try:
        rows = fetch()
    except BaseException as exc:
        run.on_retriever_error(exc)
        raise
    found = documents(rows) if documents is not None else [r for r in rows if isinstance(r, BaseModel)]
    run.on_retriever_end([as_document(r) for r in found])
    return rows


def _outputs(value: Any) -> dict[str, Any]:
    """A role's return value for a trace: (model, usage) tuples show the model."""
    if isinstance(value, tuple) and value:
        value = value[0]
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    return {"output": value}


def role_run(name: str, describe: Callable[..., dict[str, Any]]) -> Callable[[F], F]:
    """Report a role that runs without an LLM as a chain run `name`; `describe(*args)` gives its inputs."""

    def wrap(fn: F) -> F:
        @wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            manager = _manager()
            if manager is None:
                return fn(*args, **kwargs)
            child = manager.on_chain_start(None, describe(*args, **kwargs), name=name, run_type="chain")
            try:
                out = fn(*args, **kwargs)
            except BaseException as exc:
                child.on_chain_error(exc)
                raise
            child.on_chain_end(_outputs(out))
            return out

        return run  # type: ignore[return-value]

    return wrap


def emit(step: BaseModel) -> None:
    """Hand a finished trace step (a window's Iteration, an event strategy's Step) to the stream, if any."""
    if (sink := _SINK.get()) is not None:
        sink(step)


@contextmanager
def streaming_to(sink: Callable[[BaseModel], None]) -> Iterator[None]:
    """Send every `emit`ted step to `sink` while the block runs (in this context only)."""
    token = _SINK.set(sink)
    try:
        yield
    finally:
        _SINK.reset(token)
