"""A name's parts set apart by a separator with spaces round it: a subtitle after a dash ("Change UK - The
Independent Group"), or the members of an alliance between slashes ("Alliance 90 / Greens"); and a title's subtitle
after a colon ("Survivor: Game Changers"). Each is a partial form, the question's context to leave one entity."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import TITLE_COLONS, Form, words_key

SUBTITLE_DASHES = word_class("names", "subtitle_dashes")
JOINING_SLASHES = word_class("names", "joining_slashes")


def before_subtitle(text: str) -> Form | None:
    """ "Change UK" for Change UK - The Independent Group: two words or more before a dash set apart by spaces
    (`names.subtitle_dashes`), the rest of the name a subtitle."""
    for dash in SUBTITLE_DASHES:
        if f" {dash} " in text and len(before := words_key(text.partition(f" {dash} ")[0])) >= 2:
            return before
    return None


def _titled(text: str) -> tuple[str, str] | None:
    """A name's title and subtitle, either side of a title's colon (`names.title_colons`), the subtitle opened by a
    capital or a number ("Survivor: Borneo", "Survivor Australia: 2016"); None of a name with none."""
    for colon in TITLE_COLONS:
        title, said, rest = text.partition(f"{colon} ")
        if said and title.strip() and (rest[:1].isupper() or rest[:1].isdigit()):
            return title, rest
    return None


def after_title(text: str) -> Form | None:
    """ "Game Changers" for Survivor: Game Changers, "Heroes vs. Villains" for Survivor Australia: Heroes vs. Villains:
    the subtitle opened by a capital (never a number alone), as people name a season, an edition or a sequel by its
    own name ("Borneo" for Survivor: Borneo)."""
    parts = _titled(text)
    return (words_key(parts[1]) or None) if parts and parts[1][:1].isupper() else None


def title_of(text: str) -> Form | None:
    """ "survivor australia" for Survivor Australia: Heroes vs. Villains (and Survivor Australia: 2016): the words
    before a title's colon; None of a name with none."""
    parts = _titled(text)
    return (words_key(parts[0]) or None) if parts else None


def joined_parts(text: str) -> set[Form]:
    """ "Greens" and "Alliance 90" for Alliance 90 / Greens, "Christian Social Union" for Christian Democratic Union
    / Christian Social Union: each part of a name joined by a slash set apart by spaces (`names.joining_slashes`),
    an alliance said by one of its members, as people do."""
    parts = [part for slash in JOINING_SLASHES if f" {slash} " in text for part in text.split(f" {slash} ")]
    return {form for part in parts if (form := words_key(part))}
