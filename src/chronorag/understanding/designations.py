"""A name said by the designation it ends with (`name_parts._shorter`, of any graph whose names are written plainly):
"NS-18" for Blue Origin NS-18, "Crew-1" for SpaceX Crew-1. A name of capitalised words whose last is a designation,
letters and digits in one word (maybe joined by a hyphen), is said by that word alone: a partial form, the question's
context to leave one where several share it. A number alone ("11" of Apollo 11) is no designation. A name opened
by an ordinal is said without it ("the Dalai Lama" for The 14th Dalai Lama)."""

from __future__ import annotations

import re

from chronorag.understanding.lexicon import number_table
from chronorag.understanding.name_forms import Form, words_key

NUMBERED = re.compile(r"\d+(?:st|nd|rd|th)")  # "14th" of The 14th Dalai Lama
SPELLED_ORDINALS = frozenset(number_table("time", "ordinals"))
_DESIGNATION = re.compile(r"(?=[^ ]*[A-Za-z])(?=[^ ]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")


def designation_alone(text: str) -> set[tuple[str, ...]]:
    """The form of a name's closing designation said alone, if it ends with one after capitalised words."""
    words = text.split()
    if len(words) < 2 or not _DESIGNATION.fullmatch(words[-1]) or not all(w[:1].isupper() for w in words[:-1]):
        return set()
    form = words_key(words[-1])
    return {form} if form else set()


def without_its_number(words: Form) -> Form | None:
    """ "dalai lama" for The 14th Dalai Lama, "infantry division" for 1st Infantry Division: a name opened by an
    ordinal (a number's "14th" or a word's "fourteenth"), said without it, two words or more left."""
    if len(words) < 3 or not (NUMBERED.fullmatch(words[0]) or words[0] in SPELLED_ORDINALS):
        return None
    return words[1:]
