"""Relations named by their holder's title ("ambassadorTo", "representativeTo") as people say them, on any graph."""

from __future__ import annotations

from test_constructions import interval_parser

from chronorag.understanding.name_parts import person_forms
from chronorag.understanding.relation_names import name_forms, titled, titles_otherwise
from chronorag.understanding.significance import significance
from chronorag.understanding.tokens import tokenize


def test_a_representative_is_said_an_ambassador_or_envoy() -> None:
    assert ("ambassador", "+to") in titles_otherwise("representativeTo")
    assert ("envoy",) in name_forms("representativeTo")
    assert titles_otherwise("ambassadorTo") == []  # an ambassador is no representative
    assert titles_otherwise("playsFor") == []


def test_a_title_names_the_head() -> None:
    assert titled("ambassadorTo") and titled("ministerTo") and titled("representativeTo")
    assert not titled("playsFor") and not titled("heldPosition") and not titled("won")


def test_given_name_and_two_word_surname() -> None:
    forms, _ = person_forms(("shirley", "jane", "temple", "black"))
    assert ("shirley", "temple", "black") in forms
    forms, _ = person_forms(("george", "frost", "kennan"))
    assert ("george", "frost", "kennan") not in forms  # three words: first and last only, as before


def test_a_persons_sex_bears_on_the_answer() -> None:
    (woman,) = [t for t in tokenize("woman") if t.is_word]
    assert significance(woman) == "a person's sex"


def test_a_start_in_the_reference_clause_is_not_the_main_clauses() -> None:
    plan, _ = interval_parser("missions").read(
        "Who was secretary of state when Shirley Jane Temple Black became ambassador to Ghana?"
    )
    assert plan.aspect is None and plan.constraint.reference is not None
