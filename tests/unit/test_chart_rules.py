"""The rules of the chart (understanding/patterns.py, `rule` rows such as data/rules/time.toml): a rule matches typed
constituents and words between the context its row says, which it reads but does not take; `!{class}` and
`<opening>` read no token. The period rules themselves are checked by their corpus lines (corpus/time.toml)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_constructions import EXAMPLES

import chronorag.understanding.patterns as engine
from chronorag.understanding.frames import matches
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import (
    RULES_DIR,
    Chart,
    Constituent,
    PatternFile,
    elements,
    pattern_file,
    patterns,
    rule_matches,
)
from chronorag.understanding.rules import CHECKS
from chronorag.understanding.tokens import Token, tokenize

RULES = """
[values.cue]
before = ["@event.before"]
in = ["in"]

[[pattern]]
name = "test.cued"
rule = "<cue> <period>"
production = "period"
example = "before 2011"

[[pattern]]
name = "test.of"
left = "!{event.period_parts} <noun>"
rule = "of <period>"
production = "period"
values = { cue = "in" }
example = "the recipients of 2014"

[[pattern]]
name = "test.opening"
rule = "<opening> <period:relative>"
right = "<punct>"
production = "period"
values = { cue = "in" }
example = "last year: who?"
"""


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    path = tmp_path / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    return path


def _chart(text: str, periods: list[tuple[int, int]], relative: bool = False) -> Chart:
    features = frozenset({"relative"} if relative else ())
    return Chart(tokenize(text), [Constituent("period", i, j, None, features) for i, j in periods])


def _read(chart: Chart, path: Path) -> list[tuple[str, tuple[int, int], str]]:
    return sorted((m.pattern.row.name, m.covered, m.values.get("cue", "")) for m in rule_matches(chart, patterns(path)))


def test_a_rule_reads_a_constituent_and_the_words_before_it(rules: Path) -> None:
    # "prior to" is a phrase of the word class event.before, named in the value table by "@event.before"
    assert _read(_chart("Who did China criticise prior to 2 April 2011?", [(6, 9)]), rules) == [
        ("test.cued", (4, 9), "before")
    ]
    assert _read(_chart("Who did China criticise 2 April 2011?", [(4, 7)]), rules) == []  # no cue, no rule


def test_context_is_read_but_not_taken(rules: Path) -> None:
    # the noun before "of" must be said, and is left for the other constructions; the rule takes "of 2014"
    assert _read(_chart("Who were the recipients of 2014?", [(5, 6)]), rules) == [("test.of", (4, 6), "in")]
    assert _read(_chart("Who were the Recipients of 2014?", [(5, 6)]), rules) == []  # a capitalised word: a name
    assert _read(_chart("Who visited China in the middle of 2014?", [(7, 8)]), rules) == []  # !{event.period_parts}


def test_opening_and_features_read_no_token_of_their_own(rules: Path) -> None:
    assert _read(_chart("Last year: who visited China?", [(0, 2)], relative=True), rules) == [
        ("test.opening", (0, 2), "in")
    ]
    assert _read(_chart("Last year: who visited China?", [(0, 2)], relative=False), rules) == []  # not relative
    assert _read(_chart("Who, last year: visited China?", [(2, 4)], relative=True), rules) == [
        ("test.opening", (2, 4), "in")
    ]
    assert _read(_chart("Who visited last year: China?", [(2, 4)], relative=True), rules) == []  # not opening


def test_a_rule_row_says_what_kind_it_is_and_names_what_exists() -> None:
    with pytest.raises(ValueError, match="a frame, a cut or a rule"):
        PatternFile.model_validate({"pattern": [{"name": "a.b", "production": "p", "example": "x"}]})
    with pytest.raises(ValueError, match="only a rule has a context"):
        PatternFile.model_validate(
            {"pattern": [{"name": "a.b", "cut": "x", "left": "y", "production": "p", "example": "x"}]}
        )
    with pytest.raises(ValueError, match=r"no word class event\.nonesuch"):
        elements("{event.nonesuch} <period>", pattern_file(RULES_DIR / "time.toml"))


def test_trying_a_pattern_only_where_it_may_start_finds_every_match(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matcher skips the rules no word or constituent of the chart may open (`_triggered`) and the tokens where
    a pattern's first element cannot start (`_starts`); on every corpus question, every rule of every family (in
    the same order: ties go to the first found) and every frame and cut match the same as when each is tried at
    every token."""
    families = frozenset(p.row.name.split(".", 1)[0] for p in patterns())
    every_rule = tuple(p for path in sorted(RULES_DIR.glob("*.toml")) for p in patterns(path))
    questions = [tokenize(e.question) for _, e in EXAMPLES]

    def found() -> list[object]:
        out: list[object] = []
        for toks in questions:
            chart = Chart(toks, [Constituent("period", i, i + 1) for i, t in enumerate(toks) if t.text.isdigit()])
            out.append([(m.pattern.row.name, m.covered, m.taken) for m in rule_matches(chart, every_rule)])
            out.append(sorted((m.pattern.row.name, m.covered, tuple(m.spans.items())) for m in matches(toks, families)))
        return out

    pruned = found()
    monkeypatch.setattr(engine, "_starts", lambda chart, elements, n: range(n))
    monkeypatch.setattr(engine, "_triggered", lambda chart, rules: list(rules))
    assert found() == pruned
    assert sum(len(x) for x in pruned) > 300  # the corpus questions do match (not a check of nothing)


GAPS = """
[classes]
when_cue = ["when", "at the time of"]

[[pattern]]
name = "test.after_a_question_word"
left = "{event.asks_not_when} ..."
not_left = "{event.time_units}"
rule = "{when_cue}"
production = "when_clause"
example = "Who visited Iran when Japan did?"

[[pattern]]
name = "test.before_a_comma"
rule = "<opening> {when_cue}"
right = "... {common.commas} {event.asks_not_when}"
production = "when_clause"
example = "When Japan visited Iran, who did?"
"""


def test_a_gap_in_a_context_is_any_tokens_and_not_left_what_may_not_come_before(tmp_path: Path) -> None:
    path = tmp_path / "gaps.toml"
    path.write_text(GAPS, encoding="utf-8")
    assert _read(_chart("Who visited Iran when Japan visited China?", []), path) == [
        ("test.after_a_question_word", (3, 4), "")  # "who" anywhere before it
    ]
    assert _read(_chart("Who, when Japan visited China, visited Iran?", []), path) == [
        ("test.after_a_question_word", (2, 3), "")  # ... may be no token at all (the comma is a token)
    ]
    assert _read(_chart("What was the date when Japan visited China?", []), path) == []  # not_left: a time unit
    assert _read(_chart("At the time of marrying Y, which party did X join?", []), path) == [
        ("test.before_a_comma", (0, 4), "")  # the comma and the question word anywhere after it
    ]
    assert _read(_chart("When did Japan visit China?", []), path) == []  # no question word after a comma


NOT_RIGHT = """
[[pattern]]
name = "test.asked_by_a_frame"
rule = "tell me the <word>"
right = "!{event.unit_of}"
not_right = ["... {event.wh}", "{event.before}"]  # any of them
production = "unit"
example = "Tell me the year X visited Y."
"""


def test_not_right_is_what_may_not_come_after(tmp_path: Path) -> None:
    path = tmp_path / "not_right.toml"
    path.write_text(NOT_RIGHT, encoding="utf-8")

    def found(text: str) -> list[tuple[int, int]]:
        return [m.covered for m in rule_matches(Chart(tokenize(text)), patterns(path))]

    assert found("Tell me the year X visited Y.") == [(0, 4)]
    assert found("Tell me the year of X's visit.") == []  # right: no "of" after it
    assert found("Tell me the year X visited Y, and who else did?") == []  # not_right: a question word after it
    assert found("Tell me the year prior to X's visit.") == []  # or a cue right after it


def test_last_is_right_after_the_last_word_still_free() -> None:
    data = PatternFile.model_validate(
        {"pattern": [{"name": "t.v", "rule": "{asked.duration_verbs} <last>", "production": "v", "example": "x"}]}
    )
    rule = engine.Pattern(data.pattern[0], elements(data.pattern[0].text, data))
    toks = tokenize("How long did the marriage last in 2009?")  # "in 2009" read as the period: "last" closes it
    assert [m.covered for m in rule_matches(Chart(toks, free=frozenset(range(6)) | {8}), (rule,))] == [(5, 6)]
    assert rule_matches(Chart(toks), (rule,)) == []  # every word free: "2009" is the last


def test_a_gap_and_not_left_go_only_in_a_rule_s_context(tmp_path: Path) -> None:
    path = tmp_path / "gaps.toml"
    path.write_text(GAPS.replace('rule = "{when_cue}"', 'rule = "{when_cue} ..."'), encoding="utf-8")
    with pytest.raises(ValueError, match=r"test.after_a_question_word: \.\.\. goes only in a rule's context"):
        patterns(path)
    with pytest.raises(ValueError, match="only a rule has a context"):
        PatternFile.model_validate(
            {"pattern": [{"name": "a.b", "cut": "x", "not_left": "y", "production": "p", "example": "x"}]}
        )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("<word>? of <period>", "go after a word class"),  # a slot is never optional
        ("~the <period>", "go after a word class"),  # ~ reads a class or a slot, not a word
        ("!<period>", "only before a word class"),
        ("!{event.unit_of}* <period>", "cannot be optional or repeated"),  # reads no token: it would never end
        ("(<entity> | ) <period>", "each a sequence of elements"),  # an empty alternative
        ("(<entity> <period>", "goes only in a group"),
        ("<entity> | <period>", "goes only in a group"),
    ],
)
def test_the_notation_refuses_marks_it_cannot_read(text: str, said: str) -> None:
    with pytest.raises(ValueError, match=said):
        elements(text, pattern_file(RULES_DIR / "time.toml"))


def test_a_phrase_of_a_class_is_tokenized_as_a_question_is() -> None:
    (element,) = elements("{period_parts}", pattern_file(RULES_DIR / "time.toml"))
    assert ("run", "-", "up") in {words for words, _ in element.phrases}  # "run-up", as the tokenizer splits it


def test_a_name_tail_is_a_constituent_and_not_left_may_be_one() -> None:
    """`<name_tail>`: words many of the graph's names end with ("Grand Prix"), a constituent the leftovers stage puts
    on its chart; right after a name (`not_left = "<entity>"`: "Monaco Grand Prix") it is that name's, no kind."""
    data = PatternFile.model_validate(
        {"pattern": [{"name": "t.k", "not_left": "<entity>", "rule": "<name_tail>", "production": "k", "example": "x"}]}
    )
    row = data.pattern[0]
    rule = engine.Pattern(row, elements(row.text, data), not_left=(elements(row.not_left[0], data),))
    toks = tokenize("Which Grand Prix did X win after the Monaco Grand Prix?")
    tails = [Constituent("name_tail", 1, 3), Constituent("name_tail", 9, 11)]
    assert [m.covered for m in rule_matches(Chart(toks, tails), (rule,))] == [(1, 3), (9, 11)]
    monaco = Constituent("entity", 8, 9)
    assert [m.covered for m in rule_matches(Chart(toks, [*tails, monaco]), (rule,))] == [(1, 3)]


def test_gerund_is_a_word_ending_as_a_gerund_does() -> None:
    """`<gerund>`: "after hosting X" (a word of five letters or more ending in "-ing"); "thing", "king" are none."""
    data = PatternFile.model_validate(
        {"pattern": [{"name": "t.g", "rule": "after ~<gerund>", "production": "g", "example": "x"}]}
    )
    rule = engine.Pattern(data.pattern[0], elements(data.pattern[0].text, data))

    def found(text: str) -> list[tuple[tuple[int, int], tuple[int, ...]]]:
        return [(m.covered, m.taken) for m in rule_matches(Chart(tokenize(text)), (rule,))]

    assert found("Who did Qatar visit after hosting Iraq?") == [((4, 6), (4,))]  # read, not taken (~)
    assert found("Who did the king visit after king Abdullah?") == []


def test_a_verb_is_a_constituent_a_context_may_read() -> None:
    """`<verb>`: the relation's verb, which the voice stage puts on its chart; "be" anywhere before it
    (`right = "... <verb>"`) and "by" anywhere after it (`left = "<verb> ..."`) say a passive."""
    path = RULES_DIR / "voice.toml"
    toks = tokenize("By whom was Japan visited by China?")
    chart = Chart(toks, [Constituent("verb", 4, 5)])
    found = [(m.pattern.row.production, m.covered) for m in rule_matches(chart, patterns(path))]
    assert ("be", (2, 3)) in found and ("by", (5, 6)) in found and ("by", (0, 1)) in found  # "by whom" too
    assert not [m for m in rule_matches(Chart(toks), patterns(path)) if m.pattern.row.production == "be"]  # no verb


def test_matches_at_a_token_are_those_that_start_there() -> None:
    """`rule_matches(..., at=k)` (a stage that reads a rule at one place: what a reference clause opens with) finds
    what every match starting at k is, in the same order."""
    every_rule = tuple(p for path in sorted(RULES_DIR.glob("*.toml")) for p in patterns(path))
    for _, e in EXAMPLES[:80]:
        toks = tokenize(e.question)
        chart = Chart(toks, [Constituent("period", i, i + 1) for i, t in enumerate(toks) if t.text.isdigit()])
        found = rule_matches(chart, every_rule)
        for k in range(len(toks) + 1):
            assert rule_matches(chart, every_rule, at=k) == [m for m in found if m.covered[0] == k]


def test_content_is_a_free_word_that_says_something() -> None:
    data = PatternFile.model_validate(
        {"pattern": [{"name": "t.c", "rule": "away <content>", "production": "c", "example": "x"}]}
    )
    rule = engine.Pattern(data.pattern[0], elements(data.pattern[0].text, data))
    toks = tokenize("Who won away wins and away from home?")  # "wins" says something, "from" does not
    assert [m.covered for m in rule_matches(Chart(toks), (rule,))] == [(2, 4)]
    assert rule_matches(Chart(toks, free=frozenset({0, 1, 2, 4, 5, 6, 7})), (rule,)) == []  # "wins" read already


def test_every_check_a_row_lists_is_a_named_check() -> None:
    listed = {c for path in RULES_DIR.glob("*.toml") for p in patterns(path) for c in p.row.check}
    assert listed and sorted(listed - set(CHECKS)) == []


def test_a_lemma_mark_reads_a_phrase_s_first_word_in_any_form() -> None:
    data = PatternFile.model_validate(
        {
            "values": {"order": {"next": ["take over from", "succeed"]}},
            "pattern": [{"name": "t.l", "rule": "=<order>", "production": "l", "example": "x"}],
        }
    )
    rule = engine.Pattern(data.pattern[0], elements(data.pattern[0].text, data))
    toks = tokenize("Who took over from X, who succeeded Y, who took over?")
    assert [(m.covered, m.values["order"]) for m in rule_matches(Chart(toks), (rule,))] == [
        ((1, 4), "next"),
        ((7, 8), "next"),
    ]
    unread = frozenset(range(len(toks))) - {1}  # "took" read already: a form is read of a word still free only
    assert [m.covered for m in rule_matches(Chart(toks, free=unread), (rule,))] == [(7, 8)]
    with pytest.raises(ValueError, match="= goes only before"):
        elements("=<entity>", data)


def test_a_group_reads_any_one_of_its_sequences() -> None:
    """`(a | b c)*`: any one of the sequences each time (`voice.agentless`: the subject, its article, words read as
    first or last, adverbs and the clause left aside, in any order, between "was" and the participle); `<adverb>` a
    word ending as an adverb does, `<read:first>` a word the ledger read as first, `<clause>` the clause a main
    clause leaves aside."""
    path = RULES_DIR / "voice.toml"
    toks = tokenize("When was the Egyptian government first officially criticised?")

    def agentless(*said: Constituent, verb: int = 7) -> list[tuple[int, int]]:
        chart = Chart(toks, [Constituent("verb", verb, verb + 1), *said])
        return [m.covered for m in rule_matches(chart, patterns(path)) if m.pattern.row.production == "agentless"]

    government, first = Constituent("entity", 3, 5), Constituent("read", 5, 6, features=frozenset({"first"}))
    assert agentless(government, first) == [(1, 2)]
    assert agentless(government) == []  # "first" not read as first: no subject, adverb or such word
    assert agentless(government, first, Constituent("entity", 8, 9)) == []  # an entity after the participle
    assert agentless(government, Constituent("clause", 5, 6)) == [(1, 2)]  # a clause left aside
    data = PatternFile.model_validate({"pattern": []})
    (group,) = elements("(<adverb> | the <entity>)?", data)
    assert group.optional and [len(a) for a in group.alternatives] == [1, 2]


def test_idle_is_a_token_that_says_nothing_new() -> None:
    """`<idle>`: a token no `<content>` word is (read already, punctuation, a function word): `reference.elided`'s
    rule covers a reference clause that names one entity and says nothing else but words of elision."""
    toks = tokenize("Who visited China after Japan did so quickly?")
    rule = tuple(p for p in patterns(RULES_DIR / "reference.toml") if p.row.production == "elided")

    def covered(free: set[int], at: int = 4) -> set[tuple[int, int]]:
        return {m.covered for m in rule_matches(Chart(toks, free=frozenset(free)), rule, at=at)}

    every = set(range(len(toks))) - {4}  # "Japan" read as an entity
    assert (4, 7) in covered(every) and (4, 8) not in covered(every)  # "quickly" says something
    assert (4, 8) in covered(every - {7})  # ... unless read already


def test_start_is_the_question_s_first_token_and_any_is_any_token() -> None:
    """`relation.kind_asked`: a doer's noun right after every word that asks for it, at the question's start (two
    tokens at most before them: `left = "<start> (<any>)? (<any>)?"`), more than an article among them; as the
    production read it before it was a rule (the openers run back from the noun, ending within two tokens of the
    start)."""
    openers, articles = word_class("asked", "kind_openers"), word_class("common", "articles")
    rule = tuple(p for p in patterns(RULES_DIR / "relation.toml") if p.row.production == "kind")

    def before(toks: list[Token], k: int) -> bool:  # the production's own reading, written out
        j = k - 1
        while j >= 0 and toks[j].low in openers:
            j -= 1
        return j <= 1 and bool({t.low for t in toks[j + 1 : k]} - articles)

    questions = [
        "Which driver won X?",
        "How many different drivers have won X?",
        "And so, which driver won X?",
        "Tell me, which driver won X?",
        "The driver won X?",
        "Was the driver first?",
        "In 2008 which driver won X?",
        "What the driver won?",
    ]
    for q in questions:
        toks = tokenize(q)
        for k in range(len(toks)):
            chart = Chart(toks, [Constituent("relation", k, k + 1)])
            said = any(m.spans["relation"] == (k, k + 1) for m in rule_matches(chart, rule))
            assert said == before(toks, k), (q, k)
