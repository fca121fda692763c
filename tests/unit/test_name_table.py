"""The one table of names and aliases: typed rows, validated, and what the name index reads from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from chronorag.understanding.lexicon import number_table, phrase_list, word_class, word_table
from chronorag.understanding.name_forms import body_letters
from chronorag.understanding.name_table import name_table
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize


def test_the_table_holds_each_kind_of_row() -> None:
    table = name_table()
    kinds = table.kinds()
    assert kinds["China"] == "country" and kinds["UN Security Council"] == "organisation"
    assert table.demonyms()["Kenya"] == "Kenyan"
    assert "PRC" in table.aliases()["China"]
    assert "american" in table.place_words()["United States"]
    assert table.acronyms()["UN Security Council"] == "unsc"


@pytest.mark.parametrize(
    ("rows", "problem"),
    [
        ('[[name]]\nentity = "Chad"\nkind = "country"\n[[name]]\nentity = "Chad"\nkind = "country"\n', "two rows"),
        ('[[name]]\nentity = "Chad"\nkind = "country"\nplace_words = ["Tchad"]\n', "lower case"),
        ('[[name]]\nentity = "Chad"\nkind = "country"\ncapital = "N\'Djamena"\n', "capital"),
        ('[[name]]\nentity = "Chad"\n', "kind"),
    ],
)
def test_a_bad_row_is_refused_naming_the_file(tmp_path: Path, rows: str, problem: str) -> None:
    path = tmp_path / "names.toml"
    path.write_text(rows)
    with pytest.raises(ValueError, match=rf"(?s)names\.toml.*{problem}"):
        name_table.__wrapped__(path)


def test_the_index_reads_aliases_acronyms_and_demonyms_from_the_table() -> None:
    index = NameIndex.build(["China", "UN Security Council", "Police (Kenya)"])

    def said(text: str) -> list[list[str]]:
        toks = tokenize(text)
        return [m.names for m in index.mentions(toks, {t.i for t in toks})]

    assert said("Who did the People's Republic of China visit?") == [["China"]]
    assert said("When did the UNSC meet?") == [["UN Security Council"]]
    assert said("Whom did the Kenyan police arrest?") == [["Police (Kenya)"]]


def test_word_classes_are_data_read_by_name() -> None:
    assert "prior to" in phrase_list("event", "before")
    assert word_table("event", "time_units")["date"] == "day"
    assert number_table("time", "months")["sept"] == 9
    assert "not" in word_class("common", "negations") and "not" not in word_class("common", "function")
    assert "say" in word_class("event", "saying_verbs")
    with pytest.raises(KeyError, match=r"no word class event\.nothing"):
        word_class("event", "nothing")
    with pytest.raises(TypeError, match="not a list of words"):
        word_class("event", "time_units")


def test_a_bodys_letters_are_a_part_in_capitals_too() -> None:
    """ "HTC" of "TEAM COLUMBIA - HTC": said in capitals, the team (and the one that begins so), never the rider whose
    initials they are; in lower case, no one."""
    index = NameIndex.build(
        ["TEAM COLUMBIA - HTC", "HTC - HIGHROAD", "Harold Tejada Canacue", "PARIS - ROUBAIX"], plain=True
    )
    toks = tokenize("Did Mark Cavendish ride for HTC?")
    said = {n for m in index.mentions(toks, {t.i for t in toks}) for n in m.names}
    assert said == {"TEAM COLUMBIA - HTC", "HTC - HIGHROAD"}
    assert list(body_letters("PARIS - ROUBAIX")) == []  # words, no letters
    assert "bmc" in body_letters("TEAM SKY - BMC")


def test_an_oscar_is_no_film_written_the_oscar() -> None:
    """ "nominated for an Oscar": one of many, never the film The Oscar; "in The Oscar" is the film."""
    index = NameIndex.build(["The Oscar", "Meryl Streep"], plain=True)
    toks = tokenize("Was Meryl Streep nominated for an Oscar?")
    assert [m.names for m in index.mentions(toks, {t.i for t in toks})] == [["Meryl Streep"]]
    toks = tokenize("Who starred in The Oscar?")
    assert [m.names for m in index.mentions(toks, {t.i for t in toks})] == [["The Oscar"]]
