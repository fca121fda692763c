"""`eval run` answers in chunks: the first is one round of concurrency (a result shows at once), the
rest 4 x concurrency; nothing to do (a finished run resumed) is no chunk at all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chronorag.evaluation.runner import _append_results
from chronorag.rag.core.types import RAGResult


@pytest.mark.parametrize(("n", "concurrency", "sizes"), [(0, 4, []), (3, 4, [3]), (4, 4, [4]), (25, 2, [2, 8, 8, 7])])
def test_chunks(tmp_path: Path, n: int, concurrency: int, sizes: list[int]) -> None:
    asked: list[int] = []

    def answer(texts: list[str], k: int) -> list[RAGResult]:
        asked.append(len(texts))
        return [RAGResult(question=t, answer=t) for t in texts]

    todo = [f"q{i}" for i in range(n)]
    _append_results(tmp_path, todo, str, answer, lambda q, r: {"id": q, "a": r.answer}, concurrency, None)
    assert asked == sizes
    lines = (tmp_path / "results.jsonl").read_text().splitlines()
    assert [json.loads(x)["id"] for x in lines] == todo
