#!/usr/bin/env python3
"""Compute the gold answers of the ICEWS temporal event wording benchmark.

Reads the hand-written questions and their structured meaning ("spec") from
events-texts.json (next to this file), computes every gold answer from the two
ICEWS05-15 fact files with pandas, checks each case, assigns each question to
dev or test (fixed seed, stratified by qtype) and writes events-dev.json and
events-test.json. Rerunning reproduces both files exactly.

Usage:  python gold_events.py [--data DIR] [--check]
        --check only verifies that the written files match (no write).

Fact (head, relation, tail, date): the head does the relation to the tail.

Spec fields (see README-events.md):
  relation     relation asked about
  anchor       entity named in the question whose facts are considered
  anchor_role  "head" or "tail": the anchor's role in those facts; an entity
               answer is the counterpart in the other role
  other        (optional) the counterpart, when the question names it too
               (time questions); null = any counterpart
  constraint   (optional) {"type": "in"|"before"|"after", "period": P};
               P is "YYYY", "YYYY-MM" or "YYYY-MM-DD"; before = strictly before
               P's first day, after = strictly after P's last day
  order        "first" | "last" (first_last, equal_multi, after_first,
               before_last)
  granularity  for time answers: "day" | "month" | "year"
  reference    (after_first / before_last) {"head", "relation", "tail"}: a
               fully named event that happened on exactly one day t_ref; the
               answer is taken among matching facts strictly after t_ref
               (after_first, earliest date) or strictly before t_ref
               (before_last, latest date), excluding the reference event's
               entity that sits in the answer role.
"""

import argparse
import json
import os
import random
import sys

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "data", "icews05-15"))
SEED = 20240611
QTYPES = ["equal", "before_after", "first_last", "equal_multi", "after_first", "before_last"]
MULTI = {"equal_multi", "after_first", "before_last"}
MAX_ANSWERS = 5


def load_facts(data_dir):
    frames = []
    for part in ("a", "b"):
        path = os.path.join(data_dir, f"facts-{part}.tsv.gz")
        frames.append(
            pd.read_csv(
                path,
                sep="\t",
                header=None,
                names=["head", "relation", "tail", "date"],
                dtype=str,
                quoting=3,
                keep_default_na=False,
                compression="gzip",
            )
        )
    df = pd.concat(frames, ignore_index=True)
    assert len(df) == 92367, len(df)
    return df


def period_bounds(p):
    """First and last day (as YYYY-MM-DD strings) of a day, month or year."""
    if len(p) == 10:
        return p, p
    if len(p) == 7:
        return p + "-01", p + "-31"  # string comparison: -31 covers every month end
    if len(p) == 4:
        return p + "-01-01", p + "-12-31"
    raise ValueError(p)


def level_of(p):
    return {10: "day", 7: "month", 4: "year"}[len(p)]


def cut(date, granularity):
    return date[: {"day": 10, "month": 7, "year": 4}[granularity]]


def other_role(role):
    return "tail" if role == "head" else "head"


def matching(df, spec):
    """Facts of the asked relation with the anchor in its role (and the named other, if any)."""
    role = spec["anchor_role"]
    sub = df[(df["relation"] == spec["relation"]) & (df[role] == spec["anchor"])]
    if spec.get("other"):
        sub = sub[sub[other_role(role)] == spec["other"]]
    return sub


def apply_constraint(sub, constraint):
    if not constraint:
        return sub
    lo, hi = period_bounds(constraint["period"])
    kind = constraint["type"]
    if kind == "in":
        return sub[(sub["date"] >= lo) & (sub["date"] <= hi)]
    if kind == "before":
        return sub[sub["date"] < lo]
    if kind == "after":
        return sub[sub["date"] > hi]
    raise ValueError(kind)


def reference_day(df, ref):
    days = sorted(
        set(df[(df["head"] == ref["head"]) & (df["relation"] == ref["relation"]) & (df["tail"] == ref["tail"])]["date"])
    )
    if len(days) != 1:
        raise ValueError(f"reference event {ref} happened on {len(days)} days")
    return days[0]


def gold(df, item):
    """Return (answers, info) for one question."""
    q, spec, atype = item["qtype"], item["spec"], item["answer_type"]
    role = spec["anchor_role"]
    ans_role = other_role(role)
    sub = matching(df, spec)
    info = {}
    if q in ("after_first", "before_last"):
        t_ref = reference_day(df, spec["reference"])
        info["t_ref"] = t_ref
        sub = sub[sub["date"] > t_ref] if q == "after_first" else sub[sub["date"] < t_ref]
        excluded = spec["reference"][ans_role]
        sub = sub[sub[ans_role] != excluded]
    else:
        sub = apply_constraint(sub, spec.get("constraint"))
    if sub.empty:
        return [], info

    if q in ("equal", "before_after"):
        if atype == "entity":
            answers = sorted(set(sub[ans_role]))
        else:
            answers = sorted(set(cut(d, spec["granularity"]) for d in sub["date"]))
        return answers, info

    # first_last, equal_multi, after_first, before_last: extreme date
    order = spec["order"]
    day = sub["date"].min() if order == "first" else sub["date"].max()
    info["day"] = day
    if atype == "entity":
        answers = sorted(set(sub[sub["date"] == day][ans_role]))
    else:
        answers = [cut(day, spec["granularity"])]
    return answers, info


def expected_time_level(item):
    spec = item["spec"]
    if item["answer_type"] == "time":
        return spec["granularity"]
    if item["qtype"] in ("equal", "before_after", "equal_multi"):
        return level_of(spec["constraint"]["period"])
    return "day"


def check_item(df, item, answers, ents):
    spec, q = item["spec"], item["qtype"]
    problems = []
    if q not in QTYPES:
        problems.append("bad qtype")
    if not answers:
        problems.append("empty gold")
    if len(answers) > MAX_ANSWERS:
        problems.append(f"{len(answers)} answers")
    if q == "equal" and item["answer_type"] == "time" and len(answers) != 1:
        problems.append("equal/time must have exactly one period")
    if item["time_level"] != expected_time_level(item):
        problems.append(f"time_level {item['time_level']} != {expected_time_level(item)}")
    names = [spec["anchor"]] + ([spec["other"]] if spec.get("other") else [])
    if spec.get("reference"):
        names += [spec["reference"]["head"], spec["reference"]["tail"]]
    for n in names:
        if n not in ents:
            problems.append(f"unknown entity {n!r}")
    cons = spec.get("constraint")
    if q == "equal" and item["answer_type"] == "entity" and (not cons or cons["type"] != "in"):
        problems.append("equal/entity needs an 'in' constraint")
    if q == "equal" and item["answer_type"] == "time" and cons:
        problems.append("equal/time takes no constraint")
    if q == "before_after" and (not cons or cons["type"] not in ("before", "after")):
        problems.append("before_after needs a before/after constraint")
    if q == "equal_multi" and not cons:
        problems.append("missing constraint")
    if q in ("first_last", "after_first", "before_last") and spec.get("constraint"):
        problems.append("unexpected constraint")
    if q == "after_first" and spec.get("order") != "first":
        problems.append("after_first needs order first")
    if q == "before_last" and spec.get("order") != "last":
        problems.append("before_last needs order last")
    if q in ("first_last", "equal_multi") and spec.get("order") not in ("first", "last"):
        problems.append("missing order")
    if item["answer_type"] == "entity" and spec.get("anchor") in answers:
        problems.append("anchor in its own answers")
    return problems


def split_ids(items):
    """Stratified by qtype, fixed seed: half of each qtype to dev, the rest to test."""
    rng = random.Random(SEED)
    dev = set()
    for q in QTYPES:
        ids = sorted(it["quid"] for it in items if it["qtype"] == q)
        rng.shuffle(ids)
        dev.update(ids[: (len(ids) + 1) // 2])
    return dev


def build(data_dir):
    df = load_facts(data_dir)
    with open(os.path.join(HERE, "events-texts.json"), encoding="utf-8") as f:
        texts = json.load(f)
    ents = set(df["head"]) | set(df["tail"])
    out, bad = [], 0
    quids = set()
    for it in texts:
        answers, info = gold(df, it)
        problems = check_item(df, it, answers, ents)
        if it["quid"] in quids:
            problems.append("duplicate quid")
        quids.add(it["quid"])
        if problems:
            bad += 1
            print(f"quid {it['quid']}: {'; '.join(problems)} :: {it['question']} -> {answers}", file=sys.stderr)
        out.append(
            {
                "quid": it["quid"],
                "question": it["question"],
                "answers": answers,
                "answer_type": it["answer_type"],
                "time_level": it["time_level"],
                "qtype": it["qtype"],
                "qlabel": "Multiple" if it["qtype"] in MULTI else "Single",
                "spec": it["spec"],
            }
        )
    if bad:
        sys.exit(f"{bad} questions failed their checks")
    dev = split_ids(out)
    dev_items = [o for o in out if o["quid"] in dev]
    test_items = [o for o in out if o["quid"] not in dev]
    return dev_items, test_items


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=DEFAULT_DATA)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    dev_items, test_items = build(args.data)
    for name, items in (("events-dev.json", dev_items), ("events-test.json", test_items)):
        path = os.path.join(HERE, name)
        text = dump(items)
        if args.check:
            with open(path, encoding="utf-8") as f:
                same = f.read() == text
            print(f"{name}: {'identical' if same else 'DIFFERS'} ({len(items)} questions)")
            if not same:
                sys.exit(1)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"wrote {name}: {len(items)} questions")


if __name__ == "__main__":
    main()
