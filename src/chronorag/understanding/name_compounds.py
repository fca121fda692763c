"""A one-word partial form that closes another name's one word ("Hawks" of Chicago Black Hawks, beside Chicago
Blackhawks' "Blackhawks"): people say it of both, so both are its names, and the question's context leaves one or
the question is refused naming both (a reviewer's find: "the Hawks" were only the old club, the new one's titles
never counted)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from chronorag.understanding.name_forms import plural_last
from chronorag.understanding.name_lines import line_forms
from chronorag.understanding.name_separated import parts_said_of

Form = tuple[str, ...]
LEAST = 4  # letters of a word closing a compound: shorter ones ("sox", "jets") close too many words by chance
MORE = 3  # ... and the letters at least the compound has before it ("black" of blackhawks; never "s" of "skings")


def compound_owners(forms: Mapping[Form, list[str]], partial: Mapping[Form, list[str]]) -> dict[Form, set[str]]:
    """Of each one-word partial form of clubs (names closed by a plural), the clubs one of whose one-word forms
    closes with it as a compound's last part, and that it does not already say (never of people: a surname "Berg"
    never says Goldberg)."""
    closing: dict[str, set[str]] = {}
    for form, names in forms.items():
        if len(form) == 1 and (word := form[0]).isalpha():
            for k in range(MORE, len(word) - LEAST + 1):
                closing.setdefault(word[k:], set()).update(n for n in names if plural_last(n))
    out: dict[Form, set[str]] = {}
    for form, names in partial.items():
        bodies = len(form) == 1 and len(form[0]) >= LEAST and all(plural_last(n) for n in names)
        if bodies and (more := closing.get(form[0], set()) - set(names)):
            out[form] = more
    return out


def later_forms(
    names: list[str], forms: Mapping[Form, list[str]], partial: Mapping[Form, list[str]]
) -> Iterator[tuple[Form, set[str]]]:
    """The partial forms made once every other form is in: a line's versions said short ("iPhone X", `name_lines`),
    a compound's closing word (`compound_owners`) and a part said of its whole ("stage 4 of the 2022 Tour",
    `name_separated.parts_said_of`)."""
    yield from line_forms(names).items()
    yield from compound_owners(forms, partial).items()
    yield from parts_said_of(names, forms).items()
