"""A kind the names table knows in full, asked of a question naming an entity: some answer must be one ("Which
country won the 2019 Tour de France?" is no answer naming its rider), one known being enough (a graph's own name of
a country may be missing from the table)."""

from __future__ import annotations

import pytest

from chronorag.rag.kg_irag.answer_kinds import one_of_kind
from chronorag.rag.kg_irag.term_answers import NoAnswer


def test_a_country_asked_and_none_answered_is_no_answer() -> None:
    with pytest.raises(NoAnswer, match="the question asks a country: Egan Bernal is not known as one"):
        one_of_kind("country", ["Egan Bernal"])


def test_one_known_country_is_enough_and_other_kinds_pass() -> None:
    one_of_kind("country", ["Federal Republic of Germany", "Italy"])
    one_of_kind("country", ["The Netherlands"])  # the table writes it without its article
    one_of_kind("party", ["Christian Democratic Union / Christian Social Union"])  # the table knows few parties
    one_of_kind(None, ["Egan Bernal"])
