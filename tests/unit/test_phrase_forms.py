"""Whether a relation's phrase is said in a form that says the relation (`phrase_forms.misread`)."""

from __future__ import annotations

from chronorag.understanding.phrase_forms import misread
from chronorag.understanding.tokens import tokenize


def test_an_everyday_verb_capitalised_inside_the_question_is_a_word_of_a_name() -> None:
    """ "after the Peter Debye Award": no prize awarded; "Who was awarded ..." is."""
    toks = tokenize("Which prize did he win after the Peter Debye Award?")
    assert misread("everyday", toks, [next(t.i for t in toks if t.text == "Award")])
    toks = tokenize("Who was awarded the peace prize?")
    assert not misread("everyday", toks, [next(t.i for t in toks if t.text == "awarded")])
    assert not misread("lexicon", tokenize("Award X"), [0])


def test_a_reduced_passive_is_a_participle_right_after_its_object() -> None:
    toks = tokenize("sanctions eased by China")
    assert not misread("reduced", toks, [0, 1])
    toks = tokenize("sanctions that China eased")
    assert misread("reduced", toks, [0, 3])
