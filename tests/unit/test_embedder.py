"""The embedder runs all-MiniLM-L6-v2 with onnxruntime from a graph written here (`minilm_graph`): its vectors
are sentence-transformers' (torch 2.15, sentence-transformers 6.2, float32, saved in
`tests/data/minilm_reference.npz`) within float32 rounding, one text at a time or batched with padding, a
text longer than the model's 256 tokens cut as there; and a forked worker builds its own session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from chronorag import embedder
from chronorag.embedder import (
    DIMENSIONS,
    MAX_TOKENS,
    Embedder,
    _providers,
    _threads_from_environment,
    batches,
    in_forked_worker,
    vectors_key,
)

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


def test_batches_are_of_like_lengths_and_bounded_in_texts_and_tokens() -> None:
    lengths = [30, 5, 256, 7, 256, 6] + [256] * 60
    parts = batches(lengths, size=4, tokens=1024)
    assert sorted(i for p in parts for i in p) == list(range(len(lengths)))
    assert parts[0] == [1, 5, 3, 0]  # the shortest together, at most 4
    assert all(len(p) * max(lengths[i] for i in p) <= 1024 for p in parts)
    assert [len(p) for p in batches([256] * 256, size=256)] == [32] * 8  # BATCH_TOKENS: 8,192
    assert batches([300], size=4, tokens=100) == [[0]]  # a text longer than the budget still goes, alone


def test_a_cuda_device_names_its_number_and_falls_back_to_the_cpu(caplog: pytest.LogCaptureFixture) -> None:
    both = ["CUDAExecutionProvider", "CPUExecutionProvider"]
    assert _providers("cpu", both) == ["CPUExecutionProvider"]
    assert _providers("cuda:1", both) == [("CUDAExecutionProvider", {"device_id": 1}), "CPUExecutionProvider"]
    assert _providers("cuda", both)[0] == ("CUDAExecutionProvider", {"device_id": 0})
    assert _providers("cuda", ["CPUExecutionProvider"]) == ["CPUExecutionProvider"]
    assert "no CUDA provider" in caplog.text


@pytest.mark.parametrize(("said", "threads"), [("", 0), ("3", 3), ("4,2", 4), (" 2 ", 2), ("many", 0)])
def test_threads_come_from_omp_num_threads(monkeypatch: pytest.MonkeyPatch, said: str, threads: int) -> None:
    monkeypatch.setenv("OMP_NUM_THREADS", said)
    assert _threads_from_environment() == threads


def test_the_cache_key_changes_with_what_a_vector_depends_on(monkeypatch: pytest.MonkeyPatch) -> None:
    key = vectors_key(2)
    assert vectors_key(2) == key and vectors_key(3) != key
    monkeypatch.setattr(embedder, "MAX_TOKENS", 128)
    assert vectors_key(2) != key


def test_the_cache_key_loads_no_runtime(tmp_path: Path) -> None:
    """A run whose texts are all cached builds its `TextVectors` and never encodes: onnxruntime stays unloaded."""
    code = (
        "import sys; from pathlib import Path; from chronorag.embedder import Embedder, TextVectors; "
        f"TextVectors(Embedder(), Path({str(tmp_path)!r})); print('onnxruntime' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False"]


@pytest.mark.timeout(60)
def test_a_forked_worker_builds_its_own_session_on_one_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parent's session has a thread pool (the test workers' OMP_NUM_THREADS=1 would give it none): a child
    that freed it would wait for ever, and this test would time out."""
    monkeypatch.setattr(Embedder, "_session", None)
    monkeypatch.setattr(Embedder, "_threads", 2)
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
