"""Word classes, read from `understanding/data/words.toml`: the closed lists of words and phrases the parsers
read, by family (common, significance, event, names, relations, sensor, time).

`FUNCTION_WORDS` are closed-class English words (articles, pronouns, prepositions, auxiliaries, conjunctions,
common adverbs) minus everything that can flip or bend a question's meaning: negation ("not", "never", "no",
"without", "except", "unless"), alternatives ("or", "either") and quantity words. Those are left unconsumed
unless a construction reads them ("no rain", "stay dry"), so a question that uses them in any other way is
refused. A construction names the classes it reads (`word_class("event", "wh")`); a new word of a class is a
row of data, not code.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from pydantic import RootModel, model_validator

WORDS_FILE = Path(__file__).parent / "data" / "words.toml"

Value = list[str] | dict[str, str | int | list[str]] | list[dict[str, list[str] | str | bool]]


class WordFile(RootModel[dict[str, dict[str, Value]]]):
    """family -> class name -> a list of words or phrases, a table word -> what it stands for, or a list of
    small tables."""

    @model_validator(mode="after")
    def _lower_case(self) -> WordFile:
        for family, classes in self.root.items():
            for name, value in classes.items():
                said = value if isinstance(value, list) and all(isinstance(v, str) for v in value) else []
                if loud := [w for w in said if isinstance(w, str) and w != w.lower()]:
                    raise ValueError(f"{family}.{name}: words are compared in lower case: {loud[:3]}")
        return self


@cache
def word_classes(path: Path = WORDS_FILE) -> WordFile:
    """The word classes, validated; the error names the file."""
    try:
        return WordFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


def _value(family: str, name: str) -> Value:
    try:
        return word_classes().root[family][name]
    except KeyError:
        raise KeyError(f"no word class {family}.{name} in {WORDS_FILE.name}") from None


def word_class(family: str, name: str) -> frozenset[str]:
    """A word class: the words, as a set."""
    value = _value(family, name)
    if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
        raise TypeError(f"{family}.{name} is not a list of words")
    return frozenset(str(w) for w in value)


def phrase_list(family: str, name: str) -> tuple[str, ...]:
    """A phrase list, in the file's order."""
    value = _value(family, name)
    if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
        raise TypeError(f"{family}.{name} is not a list of phrases")
    return tuple(str(w) for w in value)


def said_by(family: str, name: str) -> tuple[str, ...]:
    """What a word class says, list or table: its phrases, or the words its table reads (the executed patterns
    name either as `{family.name}`)."""
    value = _value(family, name)
    return tuple(w for w in value if isinstance(w, str))


def word_table(family: str, name: str) -> dict[str, str]:
    """A table word -> the word it stands for."""
    value = _value(family, name)
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise TypeError(f"{family}.{name} is not a table of words")
    return {k: str(v) for k, v in value.items()}


def list_table(family: str, name: str) -> dict[str, tuple[str, ...]]:
    """A table word -> the words it may be said by."""
    value = _value(family, name)
    if not isinstance(value, dict) or not all(isinstance(v, list) for v in value.values()):
        raise TypeError(f"{family}.{name} is not a table of word lists")
    return {k: tuple(str(w) for w in v) for k, v in value.items() if isinstance(v, list)}


def number_table(family: str, name: str) -> dict[str, int]:
    """A table word -> number."""
    value = _value(family, name)
    if not isinstance(value, dict) or not all(isinstance(v, int) for v in value.values()):
        raise TypeError(f"{family}.{name} is not a table of numbers")
    return {k: v for k, v in value.items() if isinstance(v, int)}


FUNCTION_WORDS = word_class("common", "function")
NEGATIONS = word_class("common", "negations")
# Trip questions: words that say nothing about place, time, family or condition.
TRIP_WORDS = word_class("sensor", "trip")
# Event questions: the words of the question frame that carry no relation or constraint.
EVENT_WORDS = word_class("event", "frame_words")
