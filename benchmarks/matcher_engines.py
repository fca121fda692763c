"""The executed patterns run by our matcher (`understanding/patterns.py`) and by spaCy's `Matcher`, side by side.

Issue 43: "spaCy's `Matcher` is a well-kept engine for token patterns: measure it against your own matcher;
importing spaCy must not break the `ask` budget" (2.5 s over the full graph).

Every pattern of `understanding/data/compose.toml` is compiled into spaCy token patterns, run over Docs made of
OUR tokens (`Doc(spacy.blank("en").vocab, words=[...])`, the lower-cased forms the matcher reads), so both
engines see the same tokenisation:
- a word is `{"LOWER": w}`; a word class or value table is `{"LOWER": {"IN": [...]}}` for its one-word phrases
  (`"OP": "?"` if the class is optional) and, since a token pattern has no alternation over token sequences, one
  more variant of the whole pattern for each phrase of two words or more ("in the course of", "later than"):
  a pattern is the product of its elements' variants; `<number>`'s digits are `{"LOWER": {"REGEX": ...}}`;
- a span slot is one token or more, `{"LOWER": {"NOT_IN": commas}}` then `{"NORM": {"NOT_IN": commas}, "OP": "*"}`;
  the comma of a date ("December 19, 2009") may stand inside a span, which needs both its neighbours, so it is
  marked on each Doc before matching (its NORM set to another string by our own rule, `frames._in_date`);
- commas between elements (and after the last) are `{"LOWER": {"IN": commas}, "OP": "*"}`;
- a frame covers the whole question: spaCy has no anchors for a Doc's ends. Its first token is anchored with
  `IS_SENT_START` (each Doc made one sentence; an optional first element then written as two variants, present
  and absent), its end checked after matching (the closing punctuation left out of the Doc, as our matcher leaves
  it out); timed too: no anchor at all, frames kept after matching where they start at the first token.
What spaCy returns is (pattern, start, end), one per range: no slot bindings. Binding them needs the alignment
(`with_alignments=True`: which pattern token each token matched, timed below), the variant a key matched (so
each variant its own key) and the value tables read again from the words; and spaCy keeps ONE alignment per
range, where our matcher yields every split ("<event> and <event2>" with two "and"s), each of which the composer
reads and verifies: the other splits would have to be enumerated again by our own code.

Compared: the set of (pattern, covered range) per question (a cut: the phrase; a frame: the question), on the
dev halves of the new kinds, the analysts' questions, the event wording sets, and MultiTQ's first 2,000 dev
questions. Timed: the engines over the whole corpus in one process, alternated A B B A, several rounds (tokens
made beforehand, so only matching is timed; spaCy's time includes making the Doc); and the imports, each in a
fresh process, median of 5: `import spacy; spacy.blank("en")` against `import chronorag.cli`.

spaCy is not a project dependency; run from a venv that has it and the project's pins of what
`understanding/` imports (pydantic), with the project on the path:

    /work/scratch/spacyenv/bin/pip install spacy==3.8.18 pydantic==2.14.3 pydantic_core==2.50.4
    PYTHONPATH=src /work/scratch/spacyenv/bin/python benchmarks/matcher_engines.py --project-python .venv/bin/python

It prints a table and writes `benchmarks/matcher_engines.json` (or `--out`).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from chronorag.understanding.frames import _in_date, matches
from chronorag.understanding.patterns import (
    COMMAS,
    NUMBER,
    Element,
    Pattern,
    patterns,
)
from chronorag.understanding.tokens import Token, tokenize

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MULTITQ = ROOT.parent / "shared" / "data" / "multitq" / "questions-dev.json"
ASK_BUDGET_S = 2.5  # issue 37 / 43: `ask` over the full graph
DATE_COMMA = "<date-comma>"
DIGITS = r"^\d{1,4}$"  # what `<number>` takes besides its words (patterns._DIGITS, anchored: REGEX searches)
Range = tuple[str, tuple[int, int]]

# -- the corpus ---------------------------------------------------------------------------------------------------


def corpus(multitq: Path, multitq_n: int) -> list[tuple[str, str]]:
    """(source, question): the dev halves only (the test halves stay unread, as in every benchmark)."""
    files = sorted(HERE.glob("questions-newkinds*/*dev*.json"))
    files += sorted(HERE.glob("questions-analyst/*dev*.json"))
    files += sorted(HERE.glob("wording*/**/*dev*.json"))
    out = [(f.relative_to(HERE).as_posix(), q["question"]) for f in files for q in json.loads(f.read_text())]
    if multitq.exists():
        out += [("multitq dev", q["question"]) for q in json.loads(multitq.read_text())[:multitq_n]]
    return out


# -- our matcher ----------------------------------------------------------------------------------------------------

FAMILIES = frozenset(p.row.name.split(".", 1)[0] for p in patterns())


def ours(toks: list[Token]) -> set[Range]:
    return {(m.pattern.row.name, m.covered) for m in matches(toks, FAMILIES)}


# -- spaCy's Matcher ------------------------------------------------------------------------------------------------

TokenSpec = dict[str, Any]
COMMA_LIST = sorted(COMMAS)
COMMA_STAR: TokenSpec = {"LOWER": {"IN": COMMA_LIST}, "OP": "*"}
SPAN = [{"LOWER": {"NOT_IN": COMMA_LIST}}, {"NORM": {"NOT_IN": COMMA_LIST}, "OP": "*"}]


def alternatives(element: Element, split_optional: bool = False) -> list[list[TokenSpec]]:
    """The token sequences one element can be; more than one where a phrase has two words or more (or where an
    optional element is written as two variants, present and absent, so that a frame's first token is known)."""
    if element.kind == "word":
        return [[{"LOWER": element.name}]]
    if element.kind == "span":
        return [SPAN]
    said = element.phrases
    singles = sorted({words[0] for words, _ in said if len(words) == 1})
    alts: list[list[TokenSpec]] = []
    if singles:
        optional = element.optional and not split_optional
        alts.append([{"LOWER": {"IN": singles}, **({"OP": "?"} if optional else {})}])
    if element.optional and (split_optional or not singles):
        alts.append([])
    if element.kind == "value" and element.name == NUMBER:
        alts.append([{"LOWER": {"REGEX": DIGITS}}])
    alts += [[{"LOWER": w} for w in words] for words, _ in said if len(words) > 1]
    return alts


def compile_pattern(p: Pattern, anchor: bool = False) -> list[list[TokenSpec]]:
    """Every variant of one pattern: the product of its elements' alternatives, commas allowed between them.

    With `anchor`, a frame's first token must start the Doc (`IS_SENT_START`, the Doc having one sentence):
    spaCy then starts no state for it elsewhere, where without it every frame opening with a span starts one at
    every token, to be thrown away unless it started at the first."""
    anchored = anchor and p.row.kind == "frame"
    out = []
    for combo in itertools.product(*(alternatives(e, anchored) for e in p.elements)):
        seq: list[TokenSpec] = []
        for i, part in enumerate(combo):
            if i and (not seq or seq[-1] is not COMMA_STAR):
                seq.append(COMMA_STAR)
            seq.extend(part)
        if not seq or seq[-1] is not COMMA_STAR:
            seq.append(COMMA_STAR)
        if not anchored:
            out.append(seq)
            continue
        lead = seq[0] is COMMA_STAR  # an absent optional first element: commas may open the question
        body = seq[1:] if lead else seq
        out.append([{**body[0], "IS_SENT_START": True}, *body[1:]])
        if lead:
            out.append([{"LOWER": {"IN": COMMA_LIST}, "IS_SENT_START": True}, COMMA_STAR, *body])
    return out


def closing(toks: list[Token]) -> int:
    """Where the question ends without its closing punctuation (as `frames.matches` reads it)."""
    end = len(toks)
    while end and toks[end - 1].is_punct and toks[end - 1].low not in COMMAS:
        end -= 1
    return end


class SpacyEngine:
    def __init__(self, anchor: bool = True) -> None:
        import spacy  # noqa: PLC0415
        from spacy.matcher import Matcher  # noqa: PLC0415
        from spacy.tokens import Doc  # noqa: PLC0415

        self.Doc = Doc
        self.vocab = spacy.blank("en").vocab
        self.matcher = Matcher(self.vocab)
        self.variants: dict[str, int] = {}
        self.frame: dict[int, bool] = {}
        self.names: dict[int, str] = {}
        for p in patterns():
            variants = compile_pattern(p, anchor)
            self.matcher.add(p.row.name, variants)
            self.variants[p.row.name] = len(variants)
            key = self.vocab.strings[p.row.name]
            self.frame[key] = p.row.kind == "frame"
            self.names[key] = p.row.name

    def doc(self, toks: list[Token]) -> Any:
        end = closing(toks)
        low = [t.low for t in toks]
        doc = self.Doc(self.vocab, words=low[:end], sent_starts=[k == 0 for k in range(end)])
        for k in range(end):
            if low[k] in COMMAS and _in_date(low, k):
                doc[k].norm_ = DATE_COMMA
        return doc

    def __call__(self, toks: list[Token]) -> set[Range]:
        doc = self.doc(toks)
        n = len(doc)
        if not n:
            return set()
        return {
            (self.names[key], (s, e)) for key, s, e in self.matcher(doc) if not self.frame[key] or (s == 0 and e == n)
        }

    def aligned(self, toks: list[Token]) -> set[Range]:
        """The same, asking for the alignments slot binding would start from (one per range)."""
        doc = self.doc(toks)
        n = len(doc)
        if not n:
            return set()
        return {
            (self.names[key], (s, e))
            for key, s, e, _ in self.matcher(doc, with_alignments=True)
            if not self.frame[key] or (s == 0 and e == n)
        }


# -- agreement ------------------------------------------------------------------------------------------------------


def agreement(
    questions: list[tuple[str, str]], toks: list[list[Token]], engines: dict[str, Callable[[list[Token]], set[Range]]]
) -> dict[str, Any]:
    """Per spaCy engine: questions whose (pattern, range) sets are ours, the ranges either alone found, examples."""
    found: Counter[str] = Counter()
    bindings = ranges = multi = with_match = 0
    out: dict[str, Any] = {
        name: {"same": 0, "differ": 0, "only_ours": Counter(), "only_spacy": Counter(), "examples": []}
        for name in engines
    }
    for (source, q), t in zip(questions, toks, strict=True):
        all_matches = matches(t, FAMILIES)
        a = {(m.pattern.row.name, m.covered) for m in all_matches}
        per_range = Counter((m.pattern.row.name, m.covered) for m in all_matches)
        found.update(name for name, _ in a)
        bindings += len(all_matches)
        ranges += len(per_range)
        multi += sum(c > 1 for c in per_range.values())
        with_match += bool(a)
        for name, engine in engines.items():
            b, tally = engine(t), out[name]
            if a == b:
                tally["same"] += 1
                continue
            tally["differ"] += 1
            tally["only_ours"].update(n for n, _ in a - b)
            tally["only_spacy"].update(n for n, _ in b - a)
            if len(tally["examples"]) < 8:
                example = {"source": source, "question": q, "ours_only": sorted(a - b), "spacy_only": sorted(b - a)}
                tally["examples"].append(example)
    return {
        "questions": len(questions),
        "questions_with_a_match": with_match,
        "distinct_ranges": ranges,
        "our_matches_with_bindings": bindings,
        "ranges_with_more_than_one_binding": multi,
        "ranges_by_pattern": dict(found.most_common()),
        "engines": out,
    }


# -- timing ---------------------------------------------------------------------------------------------------------


def one_pass(engine: Callable[[list[Token]], object], toks: list[list[Token]]) -> tuple[float, list[float]]:
    per = []
    clock = time.perf_counter
    for t in toks:
        t0 = clock()
        engine(t)
        per.append(clock() - t0)
    return sum(per), per


def timing(
    engines: dict[str, Callable[[list[Token]], set[Range]]], toks: list[list[Token]], rounds: int
) -> dict[str, Any]:
    """Each round runs the engines forward then backward (A B B A): drift on a shared machine falls on both."""
    names = list(engines)
    totals: dict[str, list[float]] = {n: [] for n in names}
    per: dict[str, list[float]] = {n: [] for n in names}
    ratios: dict[str, list[float]] = {n: [] for n in names[1:]}
    for name in names:  # warm-up: caches of our matcher, spaCy's first calls
        one_pass(engines[name], toks[:200])
    for _ in range(rounds):
        this: dict[str, float] = dict.fromkeys(names, 0.0)
        for name in names + names[::-1]:
            total, times = one_pass(engines[name], toks)
            totals[name].append(total)
            per[name] += times
            this[name] += total
        for name in names[1:]:
            ratios[name].append(this[name] / this[names[0]])
    out = {}
    for name in names:
        q = sorted(per[name])
        out[name] = {
            "total_s_median": statistics.median(totals[name]),
            "total_s_all": totals[name],
            "per_question_us_mean": 1e6 * statistics.fmean(q),
            "per_question_us_p50": 1e6 * q[len(q) // 2],
            "per_question_us_p95": 1e6 * q[int(len(q) * 0.95)],
            "per_question_us_max": 1e6 * q[-1],
        }
        if name in ratios:
            out[name]["ratio_to_" + names[0]] = ratios[name]
            out[name]["ratio_median"] = statistics.median(ratios[name])
    return out


def fresh(python: str, code: str, runs: int, env: dict[str, str]) -> dict[str, float]:
    """Median of `runs` fresh processes: the time the code itself reports, and the process's wall time."""
    inner, wall = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        done = subprocess.run([python, "-c", code], capture_output=True, text=True, env=env, check=True)
        wall.append(time.perf_counter() - t0)
        inner.append(float(done.stdout.strip().splitlines()[-1]))
    return {"import_s_median": statistics.median(inner), "process_s_median": statistics.median(wall)}


def imports(spacy_python: str, project_python: str, runs: int) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    clock = "import time; t = time.perf_counter(); {}; print(time.perf_counter() - t)"
    spacy_code = clock.format("import spacy; spacy.blank('en'); import spacy.matcher")
    ours_code = clock.format("import chronorag.cli")
    compose_code = clock.format("import chronorag.understanding.compose")
    return {
        "python -c pass": fresh(project_python, clock.format("pass"), runs, env),
        "import spacy + blank('en') + Matcher": fresh(spacy_python, spacy_code, runs, env),
        "import chronorag.cli": fresh(project_python, ours_code, runs, env),
        "import chronorag.understanding.compose": fresh(project_python, compose_code, runs, env),
    }


# -- the report -----------------------------------------------------------------------------------------------------


def machine() -> dict[str, str]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpus": str(os.cpu_count()), "model": model, "python": platform.python_version()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5, help="A B B A rounds")
    ap.add_argument("--multitq", type=Path, default=MULTITQ)
    ap.add_argument("--multitq-n", type=int, default=2000)
    ap.add_argument("--import-runs", type=int, default=5)
    ap.add_argument("--project-python", default=str(ROOT / ".venv" / "bin" / "python"))
    ap.add_argument("--out", type=Path, default=HERE / "matcher_engines.json")
    args = ap.parse_args()

    import spacy  # noqa: PLC0415

    questions = corpus(args.multitq, args.multitq_n)
    toks = [tokenize(q) for _, q in questions]
    t0 = time.perf_counter()
    anchored = SpacyEngine(anchor=True)
    compile_s = time.perf_counter() - t0
    filtered = SpacyEngine(anchor=False)
    print(f"spaCy {spacy.__version__}; {len(patterns())} patterns -> {sum(anchored.variants.values())} token patterns")
    print(f"  ({sum(filtered.variants.values())} with frames filtered after matching instead of anchored); ", end="")
    print(f"compiled into a Matcher in {compile_s * 1000:.0f} ms; most variants: ", end="")
    print(", ".join(f"{n} {v}" for n, v in sorted(anchored.variants.items(), key=lambda kv: -kv[1])[:3]))
    by_source = Counter(source.split("/")[0] for source, _ in questions)
    print(f"corpus: {len(questions)} questions (" + ", ".join(f"{s} {n}" for s, n in sorted(by_source.items())) + ")")

    engines: dict[str, Callable[[list[Token]], set[Range]]] = {
        "ours": ours,
        "spacy": anchored,
        "spacy, frames filtered": filtered,
        "spacy + alignments": anchored.aligned,
    }
    agree = agreement(questions, toks, {k: v for k, v in engines.items() if k != "ours"})
    print(
        f"{agree['questions_with_a_match']} questions have a match, {agree['distinct_ranges']} (pattern, range) "
        f"pairs in all; our matcher yields {agree['our_matches_with_bindings']} matches (one per binding), "
        f"{agree['ranges_with_more_than_one_binding']} ranges having more than one (spaCy returns one)"
    )
    for name, tally in agree["engines"].items():
        print(f"  {name}: {tally['same']} / {agree['questions']} questions the same (pattern, range) sets, ", end="")
        print(f"{tally['differ']} differ")
        for ex in tally["examples"][:3]:
            print(f"    {ex['question']!r}: ours only {ex['ours_only']}, spaCy only {ex['spacy_only']}")

    times = timing(engines, toks, args.rounds)
    imp = imports(sys.executable, args.project_python, args.import_runs)

    print(f"\n{'engine':24} {'total s':>8} {'us/q mean':>10} {'p50':>7} {'p95':>7} {'max':>8} {'x ours':>7}")
    for name, t in times.items():
        ratio = f"{t['ratio_median']:.2f}" if "ratio_median" in t else "1.00"
        print(
            f"{name:24} {t['total_s_median']:8.3f} {t['per_question_us_mean']:10.1f} {t['per_question_us_p50']:7.1f} "
            f"{t['per_question_us_p95']:7.1f} {t['per_question_us_max']:8.1f} {ratio:>7}"
        )
    print(f"  medians of {args.rounds} A B B A rounds ({2 * args.rounds} passes each) over {len(toks)} questions")
    print(f"\n{'fresh process, median of ' + str(args.import_runs):44} {'import s':>9} {'process s':>10} {'of ask':>7}")
    for name, r in imp.items():
        share = f"{100 * r['import_s_median'] / ASK_BUDGET_S:.0f}%"
        print(f"{name:44} {r['import_s_median']:9.3f} {r['process_s_median']:10.3f} {share:>7}")
    print(f"  `ask` budget {ASK_BUDGET_S} s over the full graph")

    result = {
        "machine": machine(),
        "spacy": spacy.__version__,
        "patterns": len(patterns()),
        "spacy_token_patterns": anchored.variants,
        "spacy_token_patterns_filtered": filtered.variants,
        "matcher_compile_ms": compile_s * 1000,
        "corpus": dict(by_source),
        "agreement": agree,
        "timing": times,
        "rounds": args.rounds,
        "imports": imp,
        "ask_budget_s": ASK_BUDGET_S,
    }
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"\nwrote {args.out}")


if __name__ == "__main__":
    main()
