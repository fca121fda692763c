"""The relations CAMEO names by a frame and a base ("Appeal for easing of administrative sanctions": Appeal for, and
Ease administrative sanctions), found from the graph's relation names (`relations.RelationLexicon.composed`)."""

from __future__ import annotations

from collections import defaultdict

from chronorag.understanding.relation_names import ASKS_OTHERS, phrase_forms
from chronorag.understanding.words import lemmas


def composed(
    forms: dict[str, list[tuple[str, ...]]], frames: tuple[tuple[str, str], ...]
) -> dict[tuple[str, str], str]:
    """(frame relation, base relation) -> the composed relation, where the rest of a composed name (a phrase) is one
    of the base's forms, word by word by lemma ("Appeal for easing of administrative sanctions": Ease administrative
    sanctions). A rest that fits several bases composes none. `forms`: every relation's `name_forms`, by name;
    `frames`: (the prefix of a composed name, its frame relation)."""
    by_start: dict[tuple[int, str], list[tuple[str, tuple[str, ...]]]] = defaultdict(list)  # (length, a lemma)
    for base, said in forms.items():
        for x in said:
            for lemma in lemmas(x[0]) if x else ("",):
                by_start[(len(x), lemma)].append((base, x))
    out: dict[tuple[str, str], str] = {}
    for name in forms:
        for prefix, frame in frames:
            if not name.startswith(prefix) or frame not in forms or any(o in name for o in ASKS_OTHERS):
                continue
            rest = phrase_forms(name[len(prefix) :])
            bases = {
                b
                for y in rest
                for lemma in (lemmas(y[0]) if y else ("",))
                for b, x in by_start[(len(y), lemma)]
                if b != name and _same(x, y)
            }
            if len(bases) == 1:
                out[(frame, bases.pop())] = name
    return out


def _same(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    return len(x) == len(y) and all(lemmas(a) & lemmas(b) for a, b in zip(x, y, strict=True))
