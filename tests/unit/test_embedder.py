"""The embedder runs all-MiniLM-L6-v2 with onnxruntime from a graph written here (`minilm_graph`): its vectors
are sentence-transformers' (torch 2.15, sentence-transformers 6.2, float32, saved in
`tests/data/minilm_reference.npz`) within float32 rounding, one text at a time or batched with padding, a
text longer than the model's 256 tokens cut as there; and a forked worker builds its own session."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from chronorag.embedder import DIMENSIONS, MAX_TOKENS, Embedder, in_forked_worker

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "minilm_reference.npz"


@pytest.fixture(scope="module")
def reference() -> tuple[list[str], np.ndarray]:
    with np.load(REFERENCE, allow_pickle=False) as data:
        return data["texts"].tolist(), data["vectors"]


def test_vectors_are_sentence_transformers_own(reference: tuple[list[str], np.ndarray]) -> None:
    texts, expected = reference
    batched = np.asarray(Embedder(batch_size=8).encode(texts))
    alone = np.asarray([Embedder().encode([t])[0] for t in texts])
    assert batched.shape == (len(texts), DIMENSIONS)
    assert np.abs(batched - expected).max() < 1e-5 and np.abs(alone - expected).max() < 1e-5
    assert np.allclose(np.linalg.norm(batched, axis=1), 1.0, atol=1e-6)
    assert (expected @ expected.T)[0, 1] < 0.9  # the texts differ, so a wrong graph could not pass


def test_a_long_text_is_cut_at_the_models_length(reference: tuple[list[str], np.ndarray]) -> None:
    long = max(reference[0], key=len)
    Embedder().model()
    assert len(Embedder._tokenizer.encode(long).ids) == MAX_TOKENS  # the reference text really is cut
    longer = long + " and this tail is never read"
    assert np.abs(np.asarray(Embedder().encode([longer])) - np.asarray(Embedder().encode([long]))).max() == 0


def test_batches_keep_the_callers_order() -> None:
    texts = ["a much longer text than the others, about a visit to China", "short", "middle length text"]
    together = Embedder(batch_size=2).encode(texts)
    assert np.abs(np.asarray(together) - np.asarray([Embedder().encode([t])[0] for t in texts])).max() < 1e-5
    assert Embedder().encode([]) == []


def test_the_sessions_threads_do_not_spin_between_runs() -> None:
    options = Embedder().model().get_session_options()
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == "0"


@pytest.mark.timeout(60)
def test_a_forked_worker_builds_its_own_session_on_one_thread() -> None:
    parent = Embedder().encode(["who visited Japan"])[0]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: the parent's session came along without its threads
        try:
            in_forked_worker()
            assert Embedder._session is None and Embedder._threads == 1
            vector = Embedder().encode(["who visited Japan"])[0]
            os.write(write, np.asarray(vector, dtype=np.float32).tobytes())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        child = np.frombuffer(pipe.read(), dtype=np.float32)
    os.waitpid(pid, 0)
    assert child.shape == (DIMENSIONS,) and np.abs(child - np.asarray(parent)).max() < 1e-5
