"""Executed patterns: constructions written as data and run by one matcher over a chart of the question.

The chart (`Chart`) is the question's tokens, which of them are still free, and the typed constituents read from
them. A pattern is a sequence of elements, each matched at a position of the chart:
- a word (`the`, tokenized as a question is: `run-up` is three tokens); a phrase of a word class, the file's own
  (`{most}`) or one of `data/words.toml` by its family (`{event.before}`), optional with `?`, any number of times
  with `*`; `!{class}` says no phrase of the class starts here (it reads no token);
- a typed value slot, `<unit>`, `<direction>`, `<ordinal>`, `<number>`, `<cue>`: a phrase of that value table,
  bound to the value it stands for (`"third"` -> 3, `"following"` -> after); `<number>` also takes digits; a value
  table's phrases may name a word class (`"@event.before"`), or the table be a word table (`"@event.same_period"`),
  so a word is listed once;
- a constituent slot, bound to its token span: `<period>` (`<period:relative>`: one with that feature), `<entity>`
  (`<entity:role>`), `<name_tail>` (words many of the graph's names end with), `<title_words>` (words the title of
  many of its names opens with, before a colon), `<people_kind>` (a kind of holder
  the graph's relation names say), `<other_kind>` (a kind asked only another relation's longer noun says),
  `<holder_noun>` (a noun some names of titles hold: "justice"),
  `<verb>` (a relation's verb, `<verb:participle>`), `<relation>` (the words of the relation read, from its noun:
  "birthplace"), `<read:first>` (a word the ledger read as that), `<clause>` (a clause the one read leaves aside),
  a sensor question's `<date>`, `<clock>`, `<range>`, `<duration>`;
- a token slot, `<word>`, `<noun>` (a lower-case word that may be a noun), `<gerund>` (a word of five letters or
  more ending as a gerund does), `<adverb>`, `<punct>`, `<free>` (a word no construction has read), `<content>`
  (one such that says something of the event: no function word, no word of the frame), `<idle>` (any other), `<any>`;
  a position, which reads no token: `<opening>` (the question's first word or one after punctuation), `<start>` (its
  first word), `<first>` (the first word still free), `<last>`;
- a group, `(a | b c)`: any one of its sequences of elements, with `?` or `*` after it as a class;
- a span slot, `<event>`, `<event2>`, `<main>`, `<rest>`: one token or more, whatever they are; what they mean is
  read by the engine (`compose.py`), which verifies every split the matcher proposes; a comma ends it, but for
  `<names>` ("A, B or C": the entities a choice is between);
`?` and `*` go only after a class or a group; `!` only before a class; `~` (a rule reads the element, not taking it)
only before a class or a slot (a group whose elements all bear it is read, not taken); `=` (its phrases' first word
said in any form: `=<order>` reads "took over from" as "take over from"; a word still free, where the chart says
which) only before a class or a value table; `...` (any tokens, or none) only in a rule's context
(`left = "{event.wh} ..."`).

A **frame** covers the whole question; a **cut** is a phrase found anywhere, read out of the question, the rest going
on as the `main` span (in both, commas between elements are skipped). A **rule** is a phrase found anywhere between
the words its `left` and `right` context say (read, not taken), not right after or before what any of its `not_left`
and `not_right` say, every token read as said (commas too); its row may give a `refusal`, and `check`s its match must
pass (`rules.py`, whose stages run the rules); frames and cuts are matched by `frames.py`. The matcher yields every
match; the engine keeps those that read.
"""

from __future__ import annotations

import re
import tomllib
from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from chronorag.understanding.lexicon import EVENT_WORDS, FUNCTION_WORDS, said_by, word_class, word_table
from chronorag.understanding.pattern_index import NTH, NUMBER, OPENS_ANYWHERE, ORDINAL, ZERO_WIDTH, triggered
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import ADVERB_SUFFIXES, GERUND_ENDINGS, is_nominal, lemmas

T = TypeVar("T")

PATTERNS_FILE = Path(__file__).parent / "data" / "compose.toml"
RULES_DIR = Path(__file__).parent / "data" / "rules"  # the rules of each family of the engine, `<family>.toml`
SPANS = ("event", "event2", "main", "rest", "names")  # the slot names of the pattern notation (no words of a question)
LISTS = ("names",)  # span slots that may hold commas: "A, B or C"
CONSTITUENTS = (
    *("period", "entity", "name_tail", "title_words", "people_kind", "other_kind", "holder_noun", "verb", "relation"),
    "read",
    "clause",
    *("date", "clock", "range", "duration"),
)
COMMAS = word_class("common", "commas")
TOKEN_TYPES: dict[str, Callable[[Token], bool]] = {
    "word": lambda t: t.is_word,
    "noun": lambda t: t.is_word and not t.text[:1].isupper() and is_nominal(t.text),
    "punct": lambda t: t.is_punct,
    "gerund": lambda t: t.is_word and t.low.endswith(GERUND_ENDINGS) and len(t.low) > 4,  # "after hosting X"
    "adverb": lambda t: t.low.endswith(ADVERB_SUFFIXES),  # "was X physically assaulted"
    "free": lambda t: True,  # any word no construction has read (the chart knows which: `Chart.free`)
    "content": lambda t: not t.is_punct and t.low not in FUNCTION_WORDS and t.low not in EVENT_WORDS,  # and free
    "idle": lambda t: True,  # a token that says nothing new: no `<content>` (`_token`)
    "any": lambda t: True,  # any token at all ("<start> (<any>)? ...": a token or none)
}  # `<free>` and `<content>`: only a word still free is one
POSITIONS = ("opening", "start", "first", "last")  # an opening; the question's start; the first word still free; ...
_GROUP = re.compile(r"\(([^()]*)\)([?*])?")  # `(a | b c)`: any one of the sequences, `?` or `*` after it
_ELEMENT = re.compile(r"([~!])?(=)?(?:\{([\w.]+)\}([?*])?|<(\w+)(?::(\w+))?>)|[^\s{}<>]+")
_DIGITS = re.compile(r"\d{1,4}")
_ENDINGS = "|".join(sorted(word_class("time", "ordinal_suffixes")))  # "st", "nd", "rd", "th": data, not code
_NTH = re.compile(rf"(\d{{1,4}})(?:{_ENDINGS})")  # "100th": an ordinal past its table's words, by its digits
_MARKS = ("?", "*", "~", "!", "=")  # marks of the notation, never words of a pattern
GAP = "..."  # any tokens, or none: only in a rule's context (what is said somewhere before or after it)
SPREAD = ZERO_WIDTH + OPENS_ANYWHERE  # first elements of sequences tried at every token (but a position)

Phrases = tuple[tuple[tuple[str, ...], str], ...]  # (words, what they stand for), longest first


class PatternRow(BaseModel):
    """One construction: its name (`<family>.<rule>`), its elements, what kind it is and its production."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    frame: str | None = None
    cut: str | None = None
    rule: str | None = None
    left: str = ""  # a rule: what must be said right before it (read, not taken)
    right: str = ""  # a rule: what must be said right after it
    # a rule: what must not be said right before it ("the date when"), or after it; a list: any of those
    not_left: tuple[str, ...] = ()
    not_right: tuple[str, ...] = ()
    production: str
    replace: str = ""  # a cut: what the rest of the question says in the phrase's place
    values: dict[str, str] = {}  # value slots the words say without naming them ("the run-up": 7 days before)
    priority: int = 0  # of equal readings (frames, cuts) the higher; a rule: the higher at a word, then the wider
    refusal: str = ""  # a rule whose words refuse the question, said anywhere: the reason (`{said}`: its words)
    check: tuple[str, ...] = ()  # a rule: the named checks (`rules.CHECKS`: the graph's, the names') its match passes
    example: str = Field(description="a question the pattern reads (the corpus has more)")

    @field_validator("name")
    @classmethod
    def _family(cls, value: str) -> str:
        if "." not in value:
            raise ValueError(f"{value!r}: a pattern is named <family>.<rule>")
        return value

    @field_validator("not_left", "not_right", "check", mode="before")
    @classmethod
    def _one_or_more(cls, value: object) -> object:
        return (value,) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _one_kind(self) -> PatternRow:
        if sum(text is not None for text in (self.frame, self.cut, self.rule)) != 1:
            raise ValueError(f"{self.name}: a pattern is a frame, a cut or a rule")
        if (self.left or self.right or self.not_left or self.not_right) and self.rule is None:
            raise ValueError(f"{self.name}: only a rule has a context")
        return self

    @property
    def kind(self) -> Literal["frame", "cut", "rule"]:
        return "frame" if self.frame is not None else "cut" if self.cut is not None else "rule"

    @property
    def text(self) -> str:
        return self.frame or self.cut or self.rule or ""


class PatternFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    classes: dict[str, list[str]] = {}
    values: dict[str, dict[str, list[str]] | str] = {}  # a string: a table of words.toml, `@family.table`
    pattern: list[PatternRow]


@dataclass(frozen=True)
class Element:
    kind: Literal["word", "class", "not", "value", "span", "constituent", "token", "position", "gap", "group"]
    name: str
    optional: bool = False
    phrases: Phrases = ()  # a class or a value table: its phrases
    feature: str = ""  # a constituent slot: the feature it requires
    repeated: bool = False  # `{class}*`: said any number of times, or not at all
    read_only: bool = False  # `~`: a rule reads it but does not take it (it stays for other constructions)
    lemma: bool = False  # `=`: a phrase's first word said in any form of it ("took over from" for "take over from")
    by_first: dict[str, Phrases] = field(default_factory=dict, compare=False, hash=False)  # phrases by first word
    alternatives: tuple[tuple[Element, ...], ...] = ()  # a group, `(a | b c)`: the sequences any one of which it reads


@dataclass(frozen=True)
class Pattern:
    row: PatternRow
    elements: tuple[Element, ...]
    left: tuple[Element, ...] = ()
    right: tuple[Element, ...] = ()
    not_left: tuple[tuple[Element, ...], ...] = ()  # any of these
    not_right: tuple[tuple[Element, ...], ...] = ()

    @property
    def literal_width(self) -> int:
        """How many elements are said in words (a wider pattern beats one that reads less of the question)."""
        return sum(e.kind != "span" for e in self.elements)


@dataclass(frozen=True)
class Match:
    """A pattern matched: its spans (token ranges) and the values its value slots stand for."""

    pattern: Pattern
    spans: dict[str, tuple[int, int]]
    values: dict[str, str]
    covered: tuple[int, int]  # the tokens the pattern itself said (a cut or a rule: the phrase; a frame: the question)
    taken: tuple[int, ...] = ()  # a rule: the tokens it takes (those it covers less those it only reads, `~`)


class _once(Generic[T]):  # noqa: N801 (a decorator, named as functools' are)
    """`functools.cached_property` without its lock, which Python 3.11 takes on every first read: a chart is made
    some ten times a question and each of its properties read once or twice, so the lock was most of their cost."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func, self.name = func, func.__name__

    def __get__(self, chart: Any, owner: type | None = None) -> T:
        value = chart.__dict__[self.name] = self.func(chart)  # the instance's own value shadows this from now on
        return value


@dataclass(frozen=True)
class Constituent:
    """What some tokens of the question were read as: a kind, a token span, features and the value they stand for."""

    kind: str
    i: int
    j: int
    value: object = None
    features: frozenset[str] = frozenset()


@dataclass
class Chart:
    """The question's tokens and the constituents read from them, which the patterns match over."""

    toks: list[Token]
    constituents: list[Constituent] = field(default_factory=list)
    free: frozenset[int] | None = None  # the tokens no construction has read yet (None: every token)
    opens: dict[int, tuple[Element, list[int]]] = field(default_factory=dict)  # where each may open (`_starts`)
    # the matches of each tuple of rules found here (`rule_matches`), by its id and `at`, the tuple kept alive
    matched: dict[tuple[int, int | None], tuple[tuple[Pattern, ...], list[Match]]] = field(default_factory=dict)
    # where each left context can end (`_said_before`), by its id, the elements kept alive
    left_ends: dict[int, tuple[tuple[Element, ...], frozenset[int]]] = field(default_factory=dict)

    @_once
    def low(self) -> list[str]:
        return [t.low for t in self.toks]

    @_once
    def first_free(self) -> int:
        """The first word still free (no punctuation): where a question read so far opens."""
        free = (t.i for t in self.toks if (self.free is None or t.i in self.free) and not t.is_punct)
        return next(free, len(self.toks))

    @_once
    def last_free(self) -> int:
        """Right after the last word still free (no punctuation): where a question read so far closes."""
        free = [t.i for t in self.toks if (self.free is None or t.i in self.free) and not t.is_punct]
        return free[-1] + 1 if free else 0

    @_once
    def keys(self) -> frozenset[str]:
        """What may open a rule here (`pattern_index`): its words, its kinds of constituent, and "" (anything)."""
        nth = [NTH] if any(_NTH.fullmatch(w) for w in self.low) else []
        return frozenset({"", *self.low, *(f"<{c.kind}>" for c in self.constituents), *nth})

    @_once
    def starting(self) -> dict[int, list[Constituent]]:
        out: dict[int, list[Constituent]] = {}
        for c in self.constituents:
            out.setdefault(c.i, []).append(c)
        return out


@cache
def pattern_file(path: Path = PATTERNS_FILE) -> PatternFile:
    try:
        return PatternFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


def _said(phrases: list[str]) -> list[str]:
    """A list of phrases, each `@family.class` replaced by that word class's phrases (`data/words.toml`)."""
    out: list[str] = []
    for p in phrases:
        out.extend(said_by(*p[1:].split(".", 1)) if p.startswith("@") else [p])
    return out


def _longest_first(said: list[tuple[str, str]]) -> Phrases:
    """Phrases as token sequences (tokenized as a question is: "run-up" is run, -, up), longest first."""
    words = [(tuple(t.low for t in tokenize(p)), value) for p, value in said]
    return tuple(sorted(((w, value) for w, value in words if w), key=lambda s: -len(s[0])))


def _class_phrases(name: str, data: PatternFile, text: str) -> Phrases:
    if "." in name:  # a word class of words.toml
        try:
            said = said_by(*name.split(".", 1))
        except KeyError as exc:
            raise ValueError(f"{text!r}: {exc.args[0]}") from None
        return _longest_first([(p, p) for p in said])
    if name not in data.classes:
        raise ValueError(f"{text!r}: no word class {{{name}}}")
    return _longest_first([(p, p) for p in _said(data.classes[name])])


def _value_phrases(table: dict[str, list[str]] | str) -> Phrases:
    """A value table's phrases and the value each stands for; `@family.table` is a word table of words.toml (each
    word stands for its value there: "date" -> day)."""
    if isinstance(table, str):
        return _longest_first([(w, v) for w, v in word_table(*table[1:].split(".", 1)).items()])
    return _longest_first([(p, value) for value, ps in table.items() for p in _said(ps)])


def elements(text: str, data: PatternFile) -> tuple[Element, ...]:
    """The elements a pattern's text says; a group, `(a | b c)?` or `(...)*`, is one element of its alternatives."""
    out: list[Element] = []
    at = 0
    for g in _GROUP.finditer(text):
        out.extend(_plain(text[at : g.start()], data))
        said = tuple(_plain(a, data) for a in g.group(1).split("|"))
        if not all(said):
            raise ValueError(f"{text!r}: a group's alternatives are each a sequence of elements")
        reads = all(e.read_only for a in said for e in a)  # `(~<read:every>)*`: read, not taken, as its elements
        group = Element("group", g.group(0), g.group(2) == "?", alternatives=said, repeated=g.group(2) == "*")
        out.append(replace(group, read_only=reads))
        at = g.end()
    return (*out, *_plain(text[at:], data))


def _plain(text: str, data: PatternFile) -> tuple[Element, ...]:
    if said := {"(", ")", "|"} & set(text):
        raise ValueError(f"{text!r}: {min(said)} goes only in a group, (a | b c)")
    out = []
    for m in _ELEMENT.finditer(text):
        mark, lemma, klass, quantity, slot, feature = m.groups()
        if lemma and (mark == "!" or (slot or "") in (*SPANS, *CONSTITUENTS, *POSITIONS, *TOKEN_TYPES)):
            raise ValueError(f"{text!r}: = goes only before a word class or a value slot")
        if klass:
            phrases = _class_phrases(klass, data, text)
            if mark == "!" and quantity:
                raise ValueError(f"{text!r}: !{{{klass}}} reads no token and cannot be optional or repeated")
            kind: Literal["class", "not"] = "not" if mark == "!" else "class"
            element = Element(kind, klass, quantity == "?", phrases, repeated=quantity == "*", read_only=mark == "~")
            out.append(_indexed(replace(element, lemma=bool(lemma))))
        elif slot:
            if mark == "!":
                raise ValueError(f"{text!r}: ! goes only before a word class, not <{slot}>")
            element = _slot(slot, feature or "", data, text, read_only=mark == "~")
            out.append(_indexed(replace(element, lemma=bool(lemma))))
        elif m.group(0) == GAP:
            out.append(Element("gap", GAP))
        elif m.group(0)[:1] in _MARKS:
            raise ValueError(f"{text!r}: {m.group(0)!r}: ?, * go after a word class, ~, ! and = before a class or slot")
        else:  # a word as the tokenizer splits it ("run-up" is three tokens)
            out.extend(Element("word", t.low) for t in tokenize(m.group(0)))
    return tuple(out)


def _indexed(element: Element) -> Element:
    """The element with its phrases indexed by their first word (the matcher looks a token up there)."""
    if not element.phrases:
        return element
    by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for words, value in element.phrases:
        by_first.setdefault(words[0], []).append((words, value))
    return replace(element, by_first={first: tuple(said) for first, said in by_first.items()})


def _slot(slot: str, feature: str, data: PatternFile, text: str, read_only: bool) -> Element:
    if slot in SPANS:
        return Element("span", slot)
    if slot in CONSTITUENTS:
        return Element("constituent", slot, feature=feature, read_only=read_only)
    if slot in TOKEN_TYPES or slot in POSITIONS:
        return Element("token" if slot in TOKEN_TYPES else "position", slot, read_only=read_only)
    if slot not in data.values and slot != NUMBER:
        raise ValueError(f"{text!r}: no value table <{slot}>")
    return Element("value", slot, phrases=_value_phrases(data.values.get(slot, {})), read_only=read_only)


@cache
def patterns(path: Path = PATTERNS_FILE) -> tuple[Pattern, ...]:
    data = pattern_file(path)
    out = tuple(
        Pattern(
            row,
            elements(row.text, data),
            elements(row.left, data),
            elements(row.right, data),
            tuple(elements(text, data) for text in row.not_left),
            tuple(elements(text, data) for text in row.not_right),
        )
        for row in data.pattern
    )
    if said := [p.row.name for p in out if p.row.kind != "rule" and any(e.read_only for e in p.elements)]:
        raise ValueError(f"{path}: {said[0]}: only a rule reads words it does not take (~)")
    if said := [p.row.name for p in out if any(e.kind == "gap" for e in p.elements)]:
        raise ValueError(f"{path}: {said[0]}: {GAP} goes only in a rule's context")
    return out


def _word(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    if k < len(chart.low) and chart.low[k] == element.name:
        yield k + 1, element.name


def _constituent(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    for c in chart.starting.get(k, ()):
        if c.kind == element.name and (not element.feature or element.feature in c.features):
            yield c.j, ""


def _token(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    free, t = chart.free is None or k in chart.free, chart.toks[k] if k < len(chart.toks) else None
    said = t and (TOKEN_TYPES[element.name](t) and (free or element.name not in ("free", "content")))
    if t and (not (free and TOKEN_TYPES["content"](t)) if element.name == "idle" else said):
        yield k + 1, chart.low[k]


def _position(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    if element.name in ("opening", "start"):
        here = k == 0 or (element.name == "opening" and chart.toks[k - 1].is_punct)
    else:
        here = k == (chart.first_free if element.name == "first" else chart.last_free)
    if here:
        yield k, ""


def _phrase(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    low = chart.low
    if k >= len(low):
        return
    if element.kind == "value" and element.name == NUMBER and _DIGITS.fullmatch(low[k]):
        yield k + 1, low[k]
    nth = _NTH.fullmatch(low[k]) if element.kind == "value" and element.name == ORDINAL else None
    if nth is not None and low[k] not in element.by_first:  # "100th": past the table's words
        yield k + 1, str(int(nth[1]))
    if element.lemma and chart.free is not None and k not in chart.free:
        return  # `=` reads a word still free only (a name the chart has read is no verb's form)
    for first in lemmas(chart.toks[k].text) if element.lemma else (low[k],):
        for words, value in element.by_first.get(first, ()):
            if tuple(low[k + 1 : k + len(words)]) == words[1:]:
                yield k + len(words), value


def _not(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    if next(_phrase(chart, k, element), None) is None:
        yield k, ""


def _group(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    """Where any one of the group's sequences ends if it starts at token k (reading a token at least)."""
    for said in element.alternatives:
        for stop, _, _ in _ends(chart, said, 0, k, {}):
            if stop > k:
                yield stop, ""


def _gap(chart: Chart, k: int, element: Element) -> Iterator[tuple[int, str]]:
    for stop in range(k, len(chart.low) + 1):
        yield stop, ""


Reader = Callable[[Chart, int, Element], Iterator[tuple[int, str]]]
_AT: dict[str, Reader] = {
    "word": _word,
    "class": _phrase,
    "value": _phrase,
    "not": _not,
    "constituent": _constituent,
    "token": _token,
    "position": _position,
    "gap": _gap,
    "group": _group,
}


Bound = dict[str, tuple[int, int] | str]


def _step(chart: Chart, element: Element, k: int, bound: Bound) -> Iterator[int]:
    """Each place `element` can end if it starts at token k, its slot bound meanwhile (a value slot to what the
    phrase stands for, a constituent slot to the tokens it spans; a slot said twice, `<entity> ... <entity>`, to the
    later)."""
    slot = element.kind in ("value", "constituent")
    before = bound.get(element.name)
    for stop, value in _AT[element.kind](chart, k, element):
        if slot:
            bound[element.name] = value if element.kind == "value" else (k, stop)
        yield stop
        if slot and before is not None:
            bound[element.name] = before
        elif slot:
            del bound[element.name]


def _found(p: Pattern, bound: Bound, covered: tuple[int, int], taken: tuple[int, ...] = ()) -> Match:
    spans = {k: v for k, v in bound.items() if isinstance(v, tuple)}
    values = {**p.row.values, **{k: v for k, v in bound.items() if isinstance(v, str)}}
    return Match(p, spans, values, covered, taken)


@cache
def rules(family: str, *productions: str) -> tuple[Pattern, ...]:
    """The rules of a family of the engine (`data/rules/<family>.toml`), those of `productions` if any are named."""
    found = patterns(RULES_DIR / f"{family}.toml")
    return tuple(p for p in found if not productions or p.row.production in productions)


def rule_matches(chart: Chart, rules: tuple[Pattern, ...], at: int | None = None) -> list[Match]:
    """Every match of `rules` on the chart (`at`: those that start at that token), each between the context its
    row says. Only the rules the chart's words or constituents may open are tried (`pattern_index`), in their order:
    the others have nowhere to start."""
    known = chart.matched.get((id(rules), at))
    if known is not None and known[0] is rules:  # a chart is read once its words are: its matches stay
        return list(known[1])
    n = len(chart.toks)
    out: list[Match] = []
    for p in _triggered(chart, rules):
        starts = _starts(chart, p.elements, n)
        before, after = bool(p.left or p.not_left), bool(p.right or p.not_right)
        for start in starts if at is None else [at] if at in starts else []:
            if before and not _fits_before(chart, p, start):
                continue
            for stop, bound, taken in _ends(chart, p.elements, 0, start, {}):
                if not after or _fits_after(chart, p, stop):
                    out.append(_found(p, bound, (start, stop), taken))
    chart.matched[(id(rules), at)] = (rules, out)
    return list(out)


def _triggered(chart: Chart, rules: tuple[Pattern, ...]) -> list[Pattern]:
    """The rules some word or constituent of the chart may open and whose needed words it holds, in their order."""
    return triggered(chart.keys, rules)


def _fits_before(chart: Chart, p: Pattern, start: int) -> bool:
    """Whether a rule's `left` is said right before token `start`, and its `not_left` is not."""
    said = any(_said_before(chart, elements, start) for elements in p.not_left)
    return not said and (not p.left or _said_before(chart, p.left, start))


def _fits_after(chart: Chart, p: Pattern, stop: int) -> bool:
    """Whether a rule's `right` is said from token `stop` on, and its `not_right` is not."""
    said = any(_said_at(chart, elements, stop) for elements in p.not_right)
    return not said and (not p.right or _said_at(chart, p.right, stop))


def _said_at(chart: Chart, elements: tuple[Element, ...], at: int) -> bool:
    """Whether `elements` (a rule's right context) are said from token `at` on."""
    return next(_ends(chart, elements, 0, at, {}), None) is not None


def _ends(
    chart: Chart, elements: tuple[Element, ...], e: int, k: int, bound: Bound, taken: list[int] | None = None
) -> Iterator[tuple[int, Bound, tuple[int, ...]]]:
    """Where a sequence of elements with no span (a rule, its context) can end if it starts at token k, what it
    binds and the tokens it takes; its words are read as said (no comma skipped)."""
    taken = [] if taken is None else taken
    if e == len(elements):
        yield k, dict(bound), tuple(taken)
        return
    element = elements[e]
    if element.optional or element.repeated:
        yield from _ends(chart, elements, e + 1, k, bound, taken)
    for stop in _step(chart, element, k, bound):
        size = len(taken)
        if not element.read_only:
            taken.extend(range(k, stop))
        yield from _ends(chart, elements, e if element.repeated else e + 1, stop, bound, taken)
        del taken[size:]


def _starts(chart: Chart, elements: tuple[Element, ...], n: int) -> list[int] | range:
    """Where a sequence can start (below n), by its first element where that reads a token or is a position: found
    once a chart for each element (a left context is tried at many tokens of a long text), cut at n."""
    first = elements[0] if elements else None
    if first is None or (first.kind != "position" and (first.optional or first.repeated or first.kind in SPREAD)):
        return range(n)
    if (kept := chart.opens.get(id(first))) is None or kept[0] is not first:  # kept alive: its id is its own
        kept = chart.opens[id(first)] = (first, _opens_at(chart, first))
    return kept[1][: bisect_left(kept[1], n)]


def _opens_at(chart: Chart, first: Element) -> list[int]:  # every token where `first` may open a sequence
    if first.kind == "position":
        return [k for k in range(len(chart.toks) + 1) if next(_position(chart, k, first), None) is not None]
    if first.kind == "constituent":
        return sorted(k for k, said in chart.starting.items() if any(c.kind == first.name for c in said))
    if first.kind == "word":
        return [k for k, w in enumerate(chart.low) if w == first.name]
    firsts = first.by_first
    if first.lemma:  # a word still free said in any form of a phrase's first word
        free = range(len(chart.toks)) if chart.free is None else chart.free
        return [k for k, t in enumerate(chart.toks) if k in free and lemmas(t.text) & firsts.keys()]
    digits = _DIGITS if first.name == NUMBER else _NTH if first.name == ORDINAL else None
    return [k for k, w in enumerate(chart.low) if w in firsts or (digits is not None and digits.fullmatch(w))]


def _said_before(chart: Chart, elements: tuple[Element, ...], at: int) -> bool:
    """Whether `elements` (a rule's left context) end right before token `at`. Where they can end is found once a
    chart: asked at every token of a long text, trying each start below it again was quadratic in the text."""
    if (kept := chart.left_ends.get(id(elements))) is None or kept[0] is not elements:
        starts = _starts(chart, elements, len(chart.toks) + 1)
        ends = frozenset(end for start in starts for end, _, _ in _ends(chart, elements, 0, start, {}))
        kept = chart.left_ends[id(elements)] = (elements, ends)
    return at in kept[1]
