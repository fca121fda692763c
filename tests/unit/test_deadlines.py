"""A question's time limit (`chronorag.bounds`): carried into worker threads, checked before each wait,
cut short for everyone when the server stops, and saying what the work was waiting on."""

from __future__ import annotations

import contextvars
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from chronorag import bounds
from chronorag.bounds import OutOfTime


def test_without_a_deadline_nothing_changes() -> None:
    bounds.check_time()
    assert bounds.time_left(30.0) == 30.0
    with bounds.waiting_on("Neo4j"):
        bounds.check_time()


def test_the_deadline_reaches_a_worker_thread_and_bounds_each_wait() -> None:
    with bounds.limit(0.3) as deadline, ThreadPoolExecutor(1) as pool:
        left = pool.submit(contextvars.copy_context().run, bounds.time_left, 30.0).result()
        assert 0 < left <= 0.3  # a query gets the time left, not its usual 30 s
        time.sleep(0.35)
        with pytest.raises(OutOfTime, match=r"longer than its 0\.3 s limit"):
            pool.submit(contextvars.copy_context().run, bounds.check_time).result()
        assert deadline.remaining() <= 0
    bounds.check_time()  # the block is over: no deadline any more


def test_stopping_the_server_cuts_every_running_question_short() -> None:
    seen: list[str] = []

    def question() -> None:
        with bounds.limit(60):
            while True:
                try:
                    with bounds.waiting_on("Neo4j"):
                        bounds.check_time()
                    time.sleep(0.01)
                except OutOfTime as exc:
                    seen.append(str(exc))
                    return

    workers = [threading.Thread(target=question) for _ in range(3)]
    for w in workers:
        w.start()
    time.sleep(0.1)
    assert bounds.cancel_all("the server is shutting down") == 3
    for w in workers:
        w.join(timeout=5)
    assert seen == ["the server is shutting down"] * 3
    assert bounds.cancel_all("again") == 0  # finished questions leave the registry


def test_what_the_work_waits_on_is_known_while_it_waits() -> None:
    with bounds.limit(5) as deadline:
        assert not deadline.started  # queued for a worker: nothing has checked the time yet
        bounds.time_left(30.0)
        assert deadline.started
        with bounds.waiting_on("Neo4j"):
            assert deadline.waiting_on == "Neo4j"
            deadline.cancel("Neo4j did not answer within the question's 5 s")
            with pytest.raises(OutOfTime) as caught:
                bounds.check_time()
        assert caught.value.waiting_on == "Neo4j" and deadline.waiting_on is None
