"""Embedding precision: `auto` picks bfloat16 only where the CPU multiplies it natively, and bfloat16
vectors rank facts as float32 ones do (BENCHMARKS.md has the 1,000-query figure on the real slice)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from pydantic import ValidationError

from chronorag.config import Settings
from chronorag.embedder import BFLOAT16_FROM, Embedder, bfloat16_is_native

HEADS = ["China", "Japan", "Barack Obama", "Citizen (Nigeria)", "Shivshankar Menon", "Police (India)"]
RELATIONS = ["Make statement", "Host a visit", "Express intent to meet or negotiate", "Criticize or denounce"]
DATES = ["2010-10-31", "2011-01-05", "2013-02-01", "2014-07-19"]


def test_explicit_precisions_are_kept_and_auto_follows_the_cpu() -> None:
    assert Embedder(precision="float32").resolved_precision == "float32"
    assert Embedder(precision="bfloat16").resolved_precision == "bfloat16"
    expected = "bfloat16" if bfloat16_is_native("cpu") else "float32"
    assert Embedder().resolved_precision == expected
    assert Embedder(device="cuda").resolved_precision == "float32"  # autocast bfloat16 is a CPU choice here


def test_precision_comes_from_settings_and_is_validated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EMBEDDING_PRECISION", "float32")
    assert Embedder.from_settings(Settings()).resolved_precision == "float32"
    monkeypatch.setenv("EMBEDDING_PRECISION", "int4")
    with pytest.raises(ValidationError, match="embedding_precision"):
        Settings()


@pytest.mark.slow
def test_bfloat16_vectors_are_unit_length_and_rank_like_float32() -> None:
    texts = [" | ".join(f) for f in itertools.product(HEADS, RELATIONS, HEADS, DATES) if f[0] != f[2]]
    queries = [f"{h} {r}" for h, r in itertools.product(HEADS, RELATIONS)]
    full, half = Embedder(precision="float32"), Embedder(precision="bfloat16")
    docs32, docs16 = np.array(full.encode(texts)), np.array(half.encode(texts))
    q32, q16 = np.array(full.encode(queries)), np.array(half.encode(queries))
    assert np.allclose(np.linalg.norm(docs16, axis=1), 1.0, atol=1e-5)
    assert 0 < np.abs(docs16 - docs32).max() < 0.02  # really computed in bfloat16, and close
    assert (docs16 * docs32).sum(axis=1).min() > 0.999
    # Ranking over texts that differ in one name or one date: the hard case for reduced precision.
    tops = [
        len(set(np.argsort(-(docs32 @ a))[:10]) & set(np.argsort(-(docs16 @ b))[:10])) / 10
        for a, b in zip(q32, q16, strict=True)
    ]
    assert np.mean(tops) >= 0.9
    assert len(queries) < BFLOAT16_FROM <= len(texts)  # so the queries above were float32, the texts not
    assert half.encode(queries[:1]) == full.encode(queries[:1])  # a query alone: float32 even so
