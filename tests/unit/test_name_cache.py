"""The on-disk name index: the same index as a fresh build, rebuilt when the names change."""

from __future__ import annotations

from pathlib import Path

import pytest

from chronorag.understanding import name_cache, name_words
from chronorag.understanding.names import NameIndex

NAMES = [
    "Barack Obama",
    "International Monetary Fund",
    "Nuri al-Maliki",
    "Head of Government (Japan)",
    "China",
    "Citizen (South Africa)",
]


def test_cached_index_equals_a_fresh_build_and_is_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    built = name_cache.cached_name_index(NAMES, tmp_path)
    assert built == NameIndex.build(NAMES)
    assert len(list(tmp_path.glob("names-*.json"))) == 1

    def no_build(names: list[str]) -> NameIndex:
        raise AssertionError("built again although cached")

    monkeypatch.setattr(NameIndex, "build", staticmethod(no_build))
    again = name_cache.cached_name_index(list(reversed(NAMES)), tmp_path)  # order does not matter
    assert again == built
    assert again.acronyms["imf"] == ["International Monetary Fund"]
    assert again.peoples == {"south africans": "Citizen (South Africa)"}


def test_the_kinds_a_build_worked_out_are_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "Grand Prix", the ending many names share, is worked out once at the build and stored, not per run."""
    races = [f"{place} Grand Prix" for place in ("Monaco", "Canadian", "Japanese", "Belgian", "Italian")]
    built = name_cache.cached_name_index(races, tmp_path, plain=True)
    assert built.kinds is not None and ("grand", "prix") in built.kinds

    def no_build(names: list[str], plain: bool = False) -> NameIndex:
        raise AssertionError("built again although cached")

    monkeypatch.setattr(NameIndex, "build", staticmethod(no_build))
    assert name_cache.cached_name_index(races, tmp_path, plain=True).kinds == built.kinds


def test_awards_as_people_say_them_are_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "the physics Nobel": the build's award forms are stored; an index read back without them read a question
    otherwise than the one just built ("Which year did Hemingway win the Pulitzer for fiction?")."""
    prizes = ["Nobel Prize in Physics", "Nobel Prize in Chemistry", "Pulitzer Prize for Fiction", "Ernest Hemingway"]
    built = name_cache.cached_name_index(prizes, tmp_path, plain=True)
    assert built.awards

    def no_build(names: list[str], plain: bool = False) -> NameIndex:
        raise AssertionError("built again although cached")

    monkeypatch.setattr(NameIndex, "build", staticmethod(no_build))
    again = name_cache.cached_name_index(prizes, tmp_path, plain=True)
    assert again.awards == built.awards and again == built


def test_each_names_words_are_read_back_not_lemmatised_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The words of every name (what `stages.said_in_part` and `qualifier_unread` compare words with) come from the
    file: making them again lemmatised every name of the graph once a run."""
    name_cache.cached_name_index(NAMES, tmp_path)
    again = name_cache.cached_name_index(NAMES, tmp_path)
    assert again.words is not None and len(again.words) == len(again.names)
    held = dict(zip(again.names, again.words, strict=True))
    assert held["International Monetary Fund"] == "international monetary fund"
    monkeypatch.setattr(name_words, "words_key", None)  # not called: the cached words are used
    words, said = name_words.name_words(again)
    assert words["Nuri al-Maliki"] == frozenset({"nuri", "al", "maliki"}) and "monetary" in said


def test_a_name_of_no_words_is_indexed_and_said_by_none(tmp_path: Path) -> None:
    """ "11:11" (a song) has no word a question could say it by: the graph's index is built all the same (it
    stopped every question of a graph holding one), and no empty form is held."""
    songs = ["11:11", "Waterloo", "Euphoria"]
    index = name_cache.cached_name_index(songs, tmp_path, plain=True)
    again = name_cache.cached_name_index(songs, tmp_path, plain=True)
    assert "11:11" in index.names and () not in index.forms and () not in index.primary
    assert ("waterloo",) in again.forms and all(form and form[0] for form in again.forms)


def test_new_names_or_a_damaged_file_rebuild(tmp_path: Path) -> None:
    name_cache.cached_name_index(NAMES, tmp_path)
    more = name_cache.cached_name_index([*NAMES, "Angela Merkel"], tmp_path)
    assert "Angela Merkel" in more.names and len(list(tmp_path.glob("names-*.json"))) == 2
    for f in tmp_path.glob("names-*.json"):
        f.write_text("{not json")
    assert name_cache.cached_name_index(NAMES, tmp_path) == NameIndex.build(NAMES)


def test_only_the_latest_indexes_are_kept(tmp_path: Path) -> None:
    """One index per graph and code version would grow without end (40 MB each for the full ICEWS graph)."""
    for n in range(name_cache.KEEP + 2):
        name_cache.cached_name_index([*NAMES, f"Person {n}"], tmp_path)
    kept = list(tmp_path.glob("names-*.json"))
    assert len(kept) == name_cache.KEEP
    newest = name_cache.cached_name_index([*NAMES, f"Person {name_cache.KEEP + 1}"], tmp_path)
    assert "Person 5" in newest.names and len(list(tmp_path.glob("names-*.json"))) == name_cache.KEEP


def test_the_key_covers_the_data_files_and_every_module_below(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "understanding"
    (package / "data").mkdir(parents=True)
    (package / "constructions").mkdir()
    (package / "names.py").write_text("X = 1\n")
    (package / "constructions" / "time.py").write_text("Y = 1\n")
    (package / "data" / "names.toml").write_text("[[name]]\nentity = 'China'\n")
    monkeypatch.setattr(name_cache, "_PACKAGE", package)
    keys = {name_cache._key(NAMES)}
    (package / "data" / "names.toml").write_text("[[name]]\nentity = 'Japan'\n")
    keys.add(name_cache._key(NAMES))
    (package / "constructions" / "time.py").write_text("Y = 2\n")
    keys.add(name_cache._key(NAMES))
    (package / "constructions" / "time.py").rename(package / "constructions" / "times.py")
    keys.add(name_cache._key(NAMES))
    assert len(keys) == 4
