"""A name's parts set apart by a separator with spaces round it: a subtitle after a dash ("Change UK - The
Independent Group"), or the members of an alliance between slashes ("Alliance 90 / Greens"); and a title's subtitle
after a colon ("Survivor: Game Changers"). Each is a partial form, the question's context to leave one entity."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import Form, words_key

SUBTITLE_DASHES = word_class("names", "subtitle_dashes")
JOINING_SLASHES = word_class("names", "joining_slashes")
TITLE_COLONS = word_class("names", "title_colons")


def before_subtitle(text: str) -> Form | None:
    """ "Change UK" for Change UK - The Independent Group: two words or more before a dash set apart by spaces
    (`names.subtitle_dashes`), the rest of the name a subtitle."""
    for dash in SUBTITLE_DASHES:
        if f" {dash} " in text and len(before := words_key(text.partition(f" {dash} ")[0])) >= 2:
            return before
    return None


def after_title(text: str) -> Form | None:
    """ "Game Changers" for Survivor: Game Changers, "Heroes vs. Villains" for Survivor Australia: Heroes vs. Villains:
    the subtitle after a title's colon (`names.title_colons`), opened by a capital, as people name a season, an
    edition or a sequel by its own name ("Borneo" for Survivor: Borneo)."""
    for colon in TITLE_COLONS:
        title, said, rest = text.partition(f"{colon} ")
        if said and title.strip() and rest[:1].isupper() and (words := words_key(rest)):
            return words
    return None


def title_of(text: str) -> Form | None:
    """ "survivor australia" for Survivor Australia: Heroes vs. Villains (and Survivor Australia: 2016): the words
    before a title's colon, where a subtitle follows, opened by a capital or a number; None of a name with none."""
    for colon in TITLE_COLONS:
        title, said, rest = text.partition(f"{colon} ")
        if said and (rest[:1].isupper() or rest[:1].isdigit()) and (words := words_key(title)):
            return words
    return None


def joined_parts(text: str) -> set[Form]:
    """ "Greens" and "Alliance 90" for Alliance 90 / Greens, "Christian Social Union" for Christian Democratic Union
    / Christian Social Union: each part of a name joined by a slash set apart by spaces (`names.joining_slashes`),
    an alliance said by one of its members, as people do."""
    parts = [part for slash in JOINING_SLASHES if f" {slash} " in text for part in text.split(f" {slash} ")]
    return {form for part in parts if (form := words_key(part))}
