"""The phrase files: validated as they are read, merged across files, and matched as the old tables were."""

from __future__ import annotations

from pathlib import Path

import pytest

from chronorag.understanding.phrases import Phrase, PhraseFile, phrase_files, phrasebook, read_phrase_file
from chronorag.understanding.relations import RelationLexicon, phrase_words
from chronorag.understanding.tokens import tokenize


def test_every_phrase_file_of_the_package_reads() -> None:
    files = phrase_files()
    assert any(p.name == "cameo.toml" for p in files)
    book = phrasebook()
    assert len(book.relation) >= 70
    assert book.frames.appeal == "Make an appeal or request"


def test_a_particle_must_follow_a_word_of_its_phrase() -> None:
    assert phrase_words(Phrase(say="call on", particle="on")) == ("call", "+on")
    assert phrase_words(Phrase(say="crack down violently", particle="down")) == ("crack", "+down", "violently")
    with pytest.raises(ValueError, match="particle"):
        Phrase(say="call", particle="on")
    with pytest.raises(ValueError, match="particle"):
        Phrase(say="on call", particle="on")  # the first word is no particle


def test_a_bad_file_is_named_with_what_is_wrong(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text('[[relation]]\nnames = ["Make a visit"]\nsay = [{ say = "visit", subject = "both" }]\n')
    with pytest.raises(ValueError, match=r"(?s)broken\.toml.*subject"):
        read_phrase_file(path)
    path.write_text('[[relation]]\nnames = ["Make a visit"]\nsay = ["visit"]\nsays = ["tour"]\n')
    with pytest.raises(ValueError, match=r"(?s)broken\.toml.*says"):  # an unknown field is refused, not skipped
        read_phrase_file(path)


def test_files_merge_rows_and_tables(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text('[[relation]]\nnames = ["Play for"]\nsay = ["turn out for"]\n')
    (tmp_path / "b.toml").write_text(
        '[[relation]]\nnames = ["Marry"]\nsay = [{ say = "be married by", subject = "tail" }]\n'
        '[light_verbs.particle]\nmake = ""\n'
    )
    (tmp_path / "words.toml").write_text("[classes]\nwh = ['who']\n")  # no relation rows: no phrase file
    book = phrasebook.__wrapped__(tmp_path)
    assert isinstance(book, PhraseFile)
    assert [r.names for r in book.relation] == [["Play for"], ["Marry"]]
    assert book.relation[1].say[0].inverse
    assert book.light_verbs.particle == {"make": ""}


def test_a_phrase_said_from_the_tail_turns_the_roles() -> None:
    lexicon = RelationLexicon(["Criticize or denounce"])
    toks = tokenize("Who did Japan draw criticism from?")
    (match,) = lexicon.match(toks, {t.i for t in toks})
    assert match.relations == ("Criticize or denounce",) and match.inverse


@pytest.mark.parametrize(
    ("question", "relation", "words"),
    [
        ("Whom did Xavi play for in 1998?", "playsFor", "play for"),
        ("Where was Xavi born?", "wasBornIn", "born"),
        ("Who was Xavi married to?", "isMarriedTo", "married to"),
        ("Which university did Xavi graduate from?", "graduatedFrom", "graduate from"),
        ("What did Xavi create?", "created", "create"),
        ("What does Xavi own?", "owns", "own"),
        ("When did Xavi win a prize?", "hasWonPrize", "win prize"),
    ],
)
def test_a_graphs_own_relation_names_give_their_baseline_phrases(question: str, relation: str, words: str) -> None:
    """camelCase and lower-case names, as YAGO writes them: the auxiliary dropped, the verb by its lemma, a final
    preposition as its particle; no data file needed for these."""
    names = ["playsFor", "wasBornIn", "hasWonPrize", "isMarriedTo", "created", "owns", "graduatedFrom", "worksAt"]
    toks = tokenize(question)
    assert [(m.relations, m.words) for m in RelationLexicon(names).match(toks, {t.i for t in toks})] == [
        ((relation,), words)
    ]
