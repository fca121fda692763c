"""Answering a question file in worker processes (`eval run --workers N`).

An offline strategy is CPU-bound Python: the parser holds the GIL, so questions in flight on threads
are no faster than one at a time. Forked processes are. Each worker is a fork of the process that built
the strategy, so the name index and the parser are shared copy-on-write and nothing is loaded twice;
`GraphClient` opens the worker's own Neo4j connections after the fork. Answers come back in question
order and are the ones a serial run gives (the runner's results do not depend on the workers).
"""

from __future__ import annotations

import multiprocessing
import pickle
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

from chronorag.embedder import in_forked_worker
from chronorag.rag.core.types import RAGResult

Answerer = Callable[[list[str], int], Sequence[RAGResult]]

_worker: dict[str, Any] = {}  # a worker's strategy, handed over by the fork (never pickled)


def _adopt(strategy: Any) -> None:
    in_forked_worker()  # the parent's embedding session came along without its threads
    _worker["strategy"] = strategy


def _answer(texts: list[str]) -> list[RAGResult]:
    try:
        return list(_worker["strategy"].batch([{"question": t} for t in texts], config={"max_concurrency": 1}))
    except Exception as exc:  # an error the parent cannot unpickle would hang the pool: send a plain one
        raise _portable(exc) from None


def _portable(exc: Exception) -> Exception:
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


@contextmanager
def in_processes(strategy: Any, workers: int) -> Iterator[Answerer]:
    """An answerer like `strategy.batch` that spreads each chunk of questions over `workers` forked
    processes (parts of about four questions each, so a slow question does not leave a worker idle)."""
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_adopt, initargs=(strategy,)) as pool:
        pool.submit(int).result()  # the workers fork now, before the caller starts threads (a progress bar)

        def answer(texts: list[str], _in_flight: int) -> list[RAGResult]:
            size = max(1, len(texts) // (workers * 4))
            parts = [texts[i : i + size] for i in range(0, len(texts), size)]
            return [r for part in pool.map(_answer, parts) for r in part]  # a dead worker: BrokenProcessPool

        yield answer
