"""Cache files are written whole or not at all, and a failed write leaves the old file and no debris."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO

import pytest

from chronorag.files import write_atomically


def test_the_new_content_replaces_the_old(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "cache.json"
    assert write_atomically(path, lambda fh: fh.write(b"old"))
    assert write_atomically(path, lambda fh: fh.write(b"new"))
    assert path.read_bytes() == b"new"
    assert [p.name for p in path.parent.iterdir()] == ["cache.json"]


def _fails_midway(error: Exception) -> Callable[[IO[bytes]], None]:
    def write(fh: IO[bytes]) -> None:
        fh.write(b"half")
        raise error

    return write


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "cache.npz"
    path.write_bytes(b"old")
    assert not write_atomically(path, _fails_midway(OSError("disk full")))
    with pytest.raises(ValueError):
        write_atomically(path, _fails_midway(ValueError("not storable")))
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["cache.npz"]


def test_a_folder_that_cannot_be_made_is_no_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_bytes(b"")
    assert not write_atomically(blocker / "cache.json", lambda fh: fh.write(b"x"))
