"""The relation reader's vectors are kept on disk: a second run encodes nothing it has met (so it never loads
the model), what it has not met is encoded in one call, and a broken or absent file only costs an encode."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from chronorag.embedder import TextVectors


class Counting:
    """An embedder that gives each text a vector of its own and counts what it was asked to encode."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(len(texts))
        return [[float(len(t)), float(sum(map(ord, t)) % 97), 1.0] for t in texts]


def vectors(folder: Path) -> tuple[TextVectors, Counting]:
    embedder = Counting()
    return TextVectors(embedder, folder, dimensions=3), embedder  # type: ignore[arg-type]


def test_a_second_run_encodes_only_what_it_has_not_met(tmp_path: Path) -> None:
    first, e1 = vectors(tmp_path)
    texts = [f"wording {i}" for i in range(150)]
    got = first(texts)
    assert e1.calls == [150]
    second, e2 = vectors(tmp_path)
    assert second(texts) == got and e2.calls == []
    new = Counting().encode(["a new phrase"])[0]
    assert second(["wording 3", "a new phrase", "wording 3"]) == [got[3], new, got[3]]
    assert e2.calls == [1]


@pytest.mark.parametrize("content", [b"", b"not a zip file", b"PK\x03\x04 broken"])
def test_a_broken_file_is_encoded_again(tmp_path: Path, content: bytes) -> None:
    store, embedder = vectors(tmp_path)
    store.path.write_bytes(content)
    assert store(["hello"]) == Counting().encode(["hello"]) and embedder.calls == [1]
    again, embedder = vectors(tmp_path)
    assert again(["hello"]) == Counting().encode(["hello"]) and embedder.calls == []


def test_the_newest_texts_are_kept(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr(TextVectors, "LIMIT", 3)
    store, _ = vectors(tmp_path)
    store(["a", "b", "c"])
    store(["d"])
    again, embedder = vectors(tmp_path)
    again(["b", "c", "d"])
    assert embedder.calls == []
    again(["a"])
    assert embedder.calls == [1]


def test_a_file_of_another_shape_is_encoded_again(tmp_path: Path) -> None:
    store, _ = vectors(tmp_path)
    store(["hello"])
    wider = TextVectors(Counting(), tmp_path, dimensions=384)  # type: ignore[arg-type]
    assert wider.path == store.path
    assert wider(["hello"]) == Counting().encode(["hello"])  # re-encoded, not read as 384 wide
    assert wider.embedder.calls == [1]  # type: ignore[attr-defined]
