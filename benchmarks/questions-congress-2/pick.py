"""Draws candidate cases at random (fixed seed) across the whole table, for writing the questions by hand.

python3 pick.py KIND [N]   prints the first N eligible candidates of that kind, in seeded order, with the
                           everyday mention that resolves to exactly that person and the gold answer.
The questions in gold.py were written from this output: the candidates were taken in order, skipping only
ones whose answers were trivial or duplicated an earlier case's meaning.
"""

import random
import re
import sys

import gold as g

SEED = 20260615

CONGRESS_RELS = ["belongedToParty", "servedIn", "representedDistrict", "representedInHouse", "representedInSenate"]


def everyday(head):
    """First name (the quoted nickname if any, no initials) and surname; the surname alone if unique."""
    base = g.SUFFIX.sub("", head)
    m = re.search(r'"([^"]+)"', base)
    words = [w for w in re.sub(r'"[^"]+"', "", base).split() if not re.fullmatch(r"[A-Z]\.", w)]
    first = m.group(1) if m else words[0]
    full = f"{first} {words[-1]}"
    out = [full] if g.resolve(full) == [head] else []
    if g.resolve(words[-1]) == [head]:
        out.append(words[-1])
    return out


def span_years(head, rel):
    fs = g.BY_HR[head, rel]
    lo = min(f.start.year for f in fs)
    hi = max((f.end.year if f.end else f.start.year) for f in fs)
    return lo, hi


def gen(kind, rng):
    heads = list(g.HEADS)
    while True:
        h = rng.choice(heads)
        rels = [r for r in CONGRESS_RELS + ["heldOffice"] if g.BY_HR[h, r]]
        if not rels:
            continue
        rel = rng.choice(rels)
        if rel == "heldOffice" and not any(f.tail in g.EXECUTIVE for f in g.BY_HR[h, rel]):
            continue
        tails = sorted({f.tail for f in g.BY_HR[h, rel]})
        tail = rng.choice(tails)
        lo, hi = span_years(h, rel)
        if kind == "at":
            yield {"kind": kind, "head": h, "rel": rel, "year": rng.randint(lo, hi)}
        elif kind == "who_at":
            if rel in ("belongedToParty", "servedIn", "representedInHouse"):
                continue
            if tail in g.EXECUTIVE:
                y = rng.randint(1789, 2024)
            else:
                y = rng.randint(2016, 2024)
            yield {"kind": kind, "rel": rel, "tail": tail, "year": y}
        elif kind in ("start", "end", "duration", "successor", "predecessor"):
            yield {"kind": kind, "head": h, "rel": rel, "tail": tail}
        elif kind == "yesno":
            if rng.random() < 0.5:
                tail = rng.choice(sorted({t for (r, t) in g.BY_RT if r == rel}))
            yield {"kind": kind, "head": h, "rel": rel, "tail": tail, "year": rng.randint(lo - 8, hi + 8)}
        elif kind == "count":
            yield {"kind": kind, "head": h, "rel": rel}
        elif kind in ("first_last",):
            yield {"kind": kind, "head": h, "rel": rel, "which": rng.choice(["first", "last"])}
        elif kind == "nth":
            yield {"kind": kind, "head": h, "rel": rel, "n": rng.choice([2, 2, 3])}
        elif kind == "before_after":
            yield {"kind": kind, "head": h, "rel": rel, "dir": rng.choice(["before", "after"]),
                   "year": rng.randint(lo, hi)}
        elif kind == "during":
            point = rng.choice(["start", "end"])
            ask = rng.choice([("heads", "heldOffice", g.PRES), ("heads", "heldOffice", g.VP),
                              ("tails", h, "belongedToParty"), ("tails", h, "representedDistrict")])
            yield {"kind": kind, "ref": (h, rel, tail, point), "ask": ask}
        else:
            raise SystemExit(f"no generator for {kind}")


def main():
    kind = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = random.Random(f"{SEED}-{kind}")
    seen = set()
    shown = 0
    for tries, m in enumerate(gen(kind, rng)):
        if tries > 200000 or shown >= n:
            break
        key = repr(sorted(m.items()))
        if key in seen:
            continue
        seen.add(key)
        try:
            ans = g.KINDS[kind](m)
        except g.CheckFailed:
            continue
        if not ans or (kind == "count" and ans == ["1"]):
            continue
        h = m.get("head") or (m.get("ref") or [None])[0]
        names = everyday(h) if h else []
        if h and not names:
            continue
        shown += 1
        print(names, {k: v for k, v in m.items() if k != "kind"}, "->", ans)


if __name__ == "__main__":
    main()
