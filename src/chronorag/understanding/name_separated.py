"""A name's parts set apart by a separator with spaces round it: a subtitle after a dash ("Change UK - The
Independent Group"), or the members of an alliance between slashes ("Alliance 90 / Greens"). Each is a partial
form, the question's context to leave one entity."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import Form, words_key

SUBTITLE_DASHES = word_class("names", "subtitle_dashes")
JOINING_SLASHES = word_class("names", "joining_slashes")


def before_subtitle(text: str) -> Form | None:
    """ "Change UK" for Change UK - The Independent Group: two words or more before a dash set apart by spaces
    (`names.subtitle_dashes`), the rest of the name a subtitle."""
    for dash in SUBTITLE_DASHES:
        if f" {dash} " in text and len(before := words_key(text.partition(f" {dash} ")[0])) >= 2:
            return before
    return None


def joined_parts(text: str) -> set[Form]:
    """ "Greens" and "Alliance 90" for Alliance 90 / Greens, "Christian Social Union" for Christian Democratic Union
    / Christian Social Union: each part of a name joined by a slash set apart by spaces (`names.joining_slashes`),
    an alliance said by one of its members, as people do."""
    parts = [part for slash in JOINING_SLASHES if f" {slash} " in text for part in text.split(f" {slash} ")]
    return {form for part in parts if (form := words_key(part))}
