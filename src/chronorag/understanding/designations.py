"""A name said by the designation it ends with (`name_parts._shorter`, of any graph whose names are written plainly):
"NS-18" for Blue Origin NS-18, "Crew-1" for SpaceX Crew-1. A name of capitalised words whose last is a designation,
letters and digits in one word (maybe joined by a hyphen), is said by that word alone: a partial form, the question's
context to leave one where several share it. A number alone ("11" of Apollo 11) is no designation."""

from __future__ import annotations

import re

from chronorag.understanding.name_forms import words_key

_DESIGNATION = re.compile(r"(?=[^ ]*[A-Za-z])(?=[^ ]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")


def designation_alone(text: str) -> set[tuple[str, ...]]:
    """The form of a name's closing designation said alone, if it ends with one after capitalised words."""
    words = text.split()
    if len(words) < 2 or not _DESIGNATION.fullmatch(words[-1]) or not all(w[:1].isupper() for w in words[:-1]):
        return set()
    form = words_key(words[-1])
    return {form} if form else set()
