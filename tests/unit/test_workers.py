"""`eval run --workers`: questions answered in forked processes come back in question order, from more
than one process; a worker's error reaches the parent as itself when it can (a graph error keeps its
class and message), as a plain RuntimeError naming it when it cannot; a forked GraphClient never uses
its parent's connections."""

from __future__ import annotations

import os
import pickle
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest

from chronorag.config import Settings
from chronorag.embedder import Embedder
from chronorag.evaluation.workers import in_processes
from chronorag.graph.connection import GraphClient
from chronorag.graph.errors import GraphError, Neo4jUnavailable, NotEmbedded
from chronorag.rag.core.types import RAGResult


class Echo:
    """A strategy that answers each question with itself and the process that answered."""

    def batch(self, inputs: list[dict[str, str]], config: dict[str, Any] | None = None) -> list[RAGResult]:
        time.sleep(0.01)  # long enough for the other worker to take a part
        return [RAGResult(question=i["question"], answer=f"{i['question']}@{os.getpid()}") for i in inputs]


class Embedding:
    """A strategy that embeds each question (as the MiniLM relation reader does) in the worker."""

    def batch(self, inputs: list[dict[str, str]], config: dict[str, Any] | None = None) -> list[RAGResult]:
        vectors = Embedder().encode([i["question"] for i in inputs])
        return [RAGResult(question=i["question"], answer=f"{v[0]:.4f}") for i, v in zip(inputs, vectors, strict=True)]


class Failing:
    def __init__(self, error: Exception) -> None:
        self.error = error

    def batch(self, inputs: list[dict[str, str]], config: dict[str, Any] | None = None) -> list[RAGResult]:
        raise self.error


class TwoArguments(Exception):
    """Pickles, but cannot be rebuilt from its message alone (its __init__ takes two arguments)."""

    def __init__(self, a: str, b: str) -> None:
        super().__init__(f"{a} and {b}")


class Dying:
    def batch(self, inputs: list[dict[str, str]], config: dict[str, Any] | None = None) -> list[RAGResult]:
        os._exit(3)


class Unpicklable(Exception):
    def __init__(self, lock: Any) -> None:
        super().__init__("holds a lock")
        self.lock = lock


def test_answers_keep_question_order_and_come_from_several_processes() -> None:
    texts = [f"q{i}" for i in range(40)]
    with in_processes(Echo(), 2) as answer:
        results = answer(texts, 8)
    assert [r.question for r in results] == texts
    assert [r.answer.split("@")[0] for r in results] == texts
    pids = {r.answer.split("@")[1] for r in results}
    assert len(pids) == 2 and str(os.getpid()) not in pids


@pytest.mark.timeout(60)
def test_embedding_in_a_worker_after_the_parent_embedded_does_not_hang() -> None:
    """A fork copies the parent's embedding session without its threads; a worker builds its own (a torch
    encode waited for ever here before `in_forked_worker`), and its vectors are the parent's."""
    texts = ["a", "b", "c", "d"]
    expected = [f"{v[0]:.4f}" for v in Embedder().encode(texts)]  # the parent's session is up
    with in_processes(Embedding(), 2) as answer:
        assert [r.answer for r in answer(texts, 4)] == expected


def test_a_graph_error_in_a_worker_reaches_the_parent_as_itself() -> None:
    failing = Failing(Neo4jUnavailable("bolt://nowhere:7687", "refused"))
    with in_processes(failing, 2) as answer, pytest.raises(Neo4jUnavailable, match=r"nowhere:7687 .*db start"):
        answer(["q1", "q2"], 2)


def test_an_error_that_cannot_cross_is_named_in_a_runtime_error() -> None:
    failing = Failing(Unpicklable(threading.Lock()))
    with in_processes(failing, 2) as answer, pytest.raises(RuntimeError, match="Unpicklable: holds a lock"):
        answer(["q1"], 1)


@pytest.mark.parametrize("error", [Neo4jUnavailable("bolt://x", "down"), NotEmbedded(), GraphError("plain")])
def test_graph_errors_survive_pickling(error: GraphError) -> None:
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error) and str(back) == str(error) and back.__dict__ == error.__dict__


def test_a_forked_client_opens_its_own_driver_and_leaves_the_parents_alone() -> None:
    client = GraphClient(Settings(neo4j_uri="bolt://127.0.0.1:1"))  # a driver connects on first use only
    parent = client.driver
    assert client.driver is parent  # same process: one driver
    client._pid = -1  # as a forked child sees it: the driver was made by another process
    child = client.driver
    assert child is not parent
    client.close()  # the child's own driver is closed; the parent's is untouched
    assert not parent._closed and child._closed  # type: ignore[attr-defined]
    parent.close()


def test_an_error_that_pickles_but_cannot_be_rebuilt_is_named_in_a_runtime_error() -> None:
    with in_processes(Failing(TwoArguments("x", "y")), 2) as answer, pytest.raises(RuntimeError, match="TwoArguments"):
        answer(["q1"], 1)


@pytest.mark.timeout(60)
def test_a_worker_that_dies_is_an_error_not_a_hang() -> None:
    with in_processes(Dying(), 2) as answer, pytest.raises(BrokenProcessPool):
        answer(["q1", "q2"], 2)
