"""Editions of a series and of a variant of it among the answers' other sides ("Who won the Tour two years after
Pogacar's first win?" answered the 2022 Tour de France Femmes' winner first, beside the Tour's): no answer, naming
both; editions of different series, or of one, pass."""

from __future__ import annotations

import pytest

from chronorag.rag.kg_irag.occasions import series_and_variant
from chronorag.rag.kg_irag.term_answers import NoAnswer


def test_a_series_and_its_variant_are_no_answer() -> None:
    with pytest.raises(NoAnswer, match="2022 Tour de France and 2022 Tour de France Femmes are editions of a series"):
        series_and_variant(["2022 Tour de France", "2022 Tour de France Femmes"])


def test_different_series_and_one_series_pass() -> None:
    series_and_variant(["2022 Wimbledon", "2022 US Open"])  # "a Grand Slam": each its own
    series_and_variant(["2021 Tour de France", "2022 Tour de France"])
    series_and_variant(["Tadej Pogacar", "Jonas Vingegaard"])  # no editions
