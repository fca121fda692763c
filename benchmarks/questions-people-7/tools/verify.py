"""Independent recomputation of every answer of questions-people-7 by plain scans of the raw files.

It takes only the questions and their meanings from gold.py (not its loaders, indices or evaluators), reads the
raw files itself, computes each answer under the exact reading with simple list scans, and compares with the two
JSON files. Standard library only.

    python3 tools/verify.py [path/to/shared/data]
"""

import csv
import datetime as dt
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gold  # noqa: E402  (only the question lists are used)


def load_mtq(path):
    rows = []
    with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
        for h, r, t, d in csv.reader(f, delimiter="\t"):
            h, r, t = (v.replace("_", " ") for v in (h, r, t))
            if h != t:
                rows.append((h, r, t, dt.date.fromisoformat(d)))
    return rows


def within(d, p):
    if p is None:
        return True
    s = d.isoformat()
    return s.startswith(p) if isinstance(p, str) else p[0] <= s <= p[1]


def side(rows, x, r, inv):
    """(partner, day) pairs of X under r, as head (inv False) or tail (inv True)."""
    return [(h if inv else t, d) for h, rr, t, d in rows if rr == r and (t if inv else h) == x]


def pair_days(rows, h, r, t):
    return sorted({d for hh, rr, tt, d in rows if (hh, rr, tt) == (h, r, t)})


def anchor(rows, a):
    ds = pair_days(rows, a[0], a[1], a[2])
    return {"only": ds[0] if len(ds) == 1 else None, "first": ds[0], "last": ds[-1]}.get(a[3], None) if ds else None


def m_answer(rows, m):
    k, p = m["k"], m.get("p")
    if k in ("who", "first", "last", "most", "ndistinct"):
        ev = [(q, d) for q, d in side(rows, m["x"], m["r"], m.get("inv", False)) if within(d, p)]
        if k == "who":
            return sorted({q for q, d in ev})
        if k == "ndistinct":
            return [str(len({q for q, d in ev}))]
        if not ev:
            return []
        if k == "most":
            n = {}
            for q, d in set(ev):
                n[q] = n.get(q, 0) + 1
            top = max(n.values())
            return sorted(q for q in n if n[q] == top)
        d0 = min(d for q, d in ev) if k == "first" else max(d for q, d in ev)
        return sorted({q for q, d in ev if d == d0})
    if k in ("when_first", "when_last", "nth", "count", "yesno"):
        ds = [d for d in pair_days(rows, m["x"], m["r"], m["y"]) if within(d, p)]
        if k == "count":
            return [str(len(ds))]
        if k == "yesno":
            return ["yes" if ds else "no"]
        if not ds:
            return []
        d = {"when_first": ds[0], "when_last": ds[-1]}.get(k) or (ds[m["n"] - 1] if len(ds) >= m["n"] else None)
        if d is None:
            return []
        return [{"day": d.isoformat(), "month": d.isoformat()[:7], "year": str(d.year)}[m["g"]]]
    if k == "year_most":
        if "y" in m:
            ds = pair_days(rows, m["x"], m["r"], m["y"])
        else:
            ds = sorted({d for q, d in side(rows, m["x"], m["r"], m.get("inv", False))})
        n = {}
        for d in ds:
            n[d.year] = n.get(d.year, 0) + 1
        top = max(n.values())
        return sorted(str(y) for y in n if n[y] == top)
    if k in ("next", "prev"):
        d0 = anchor(rows, m["a"])
        ev = side(rows, m["x"], m["r"], m.get("inv", False))
        ev = [(q, d) for q, d in ev if (d > d0 if k == "next" else d < d0)]
        if not ev:
            return []
        d1 = min(d for q, d in ev) if k == "next" else max(d for q, d in ev)
        return sorted({q for q, d in ev if d == d1})
    if k == "span":  # calendar reading only
        d0 = anchor(rows, m["a"])
        if m["unit"] == "year":
            y = d0.year + (1 if m["after"] else -1)
            lo, hi = f"{y}-01-01", f"{y}-12-31"
        else:
            y, mo = d0.year, d0.month + (1 if m["after"] else -1)
            if mo == 13:
                y, mo = y + 1, 1
            if mo == 0:
                y, mo = y - 1, 12
            lo, hi = f"{y}-{mo:02d}-01", f"{y}-{mo:02d}-31"
        return sorted({q for q, d in side(rows, m["x"], m["r"], m.get("inv", False)) if lo <= d.isoformat() <= hi})
    if k == "between":
        return [str(abs((anchor(rows, m["b"]) - anchor(rows, m["a"])).days))]
    raise ValueError(k)


def load_yago(folder):
    rows = []
    for part in ("train", "valid", "test"):
        with gzip.open(f"{folder}/{part}.txt.gz", "rt", encoding="utf-8") as f:
            for line in f:
                h, r, t, s, e = line.rstrip("\n").split("\t")
                rows.append((h[1:-1].replace("_", " "), r[1:-1], t[1:-1].replace("_", " "), s, e))
    return rows


def year(s):
    y = s.split("-")[0] if not s.startswith("-") else None
    return int(y) if y and y.isdigit() and len(y) == 4 else None


def y_facts(rows, x, r):
    """(other, start, end) strings; marriages both ways; national teams left out of playsFor."""
    out = []
    for h, rr, t, s, e in rows:
        if rr != r:
            continue
        if h == x:
            out.append((t, s, e))
        elif r == "isMarriedTo" and t == x:
            out.append((h, s, e))
    if r == "playsFor":
        out = [f for f in out if "national" not in f[0].lower()]
    return out


def y_answer(rows, m):
    k, x, r = m["k"], m["x"], m.get("r")
    if k in ("born_where", "died_where"):
        return sorted({t for t, s, e in y_facts(rows, x, "wasBornIn" if k == "born_where" else "diedIn")})
    if k == "born_year":
        return sorted({str(year(s)) for t, s, e in y_facts(rows, x, "wasBornIn")})
    fs = y_facts(rows, x, r)
    if k == "partners":
        return sorted({t for t, s, e in fs})
    if k == "count":
        return [str(len({t for t, s, e in fs}))]
    if k == "in_year":
        return sorted({t for t, s, e in fs if year(s) is not None and year(e) is not None
                       and year(s) <= m["year"] <= year(e)})
    if k == "yesno_year":
        hit = [1 for t, s, e in fs if t == m["y"] and year(e) is not None and year(s) <= m["year"] <= year(e)]
        return ["yes" if hit else "no"]
    if k == "start_in":
        return sorted({t for t, s, e in fs if year(s) == m["year"]})
    if k in ("start_year", "end_year", "how_long"):
        (s, e), = {(s, e) for t, s, e in fs if t == m["y"]}
        return [str({"start_year": year(s), "end_year": year(e), "how_long": (year(e) or 0) - (year(s) or 0)}[k])]
    if k in ("first", "last", "nth"):
        start = {}
        for t, s, e in fs:
            start[t] = min(start.get(t, 9999), year(s))
        ranked = sorted(start.items(), key=lambda kv: (kv[1], kv[0]))
        if k == "first":
            return [ranked[0][0]]
        if k == "last":
            return [ranked[-1][0]]
        return [ranked[m["n"] - 1][0]]
    if k == "after_leaving":
        end = [year(e) for t, s, e in fs if t == m["y"]][0]
        later = sorted((year(s), t) for t, s, e in fs if t != m["y"] and year(s) >= end)
        return [later[0][1]] if later else []
    if k == "longest":
        tot = {}
        for t, s, e in fs:
            tot[t] = tot.get(t, 0) + year(e) - year(s)
        return [max(tot, key=tot.get)]
    if k == "years_between":
        born = [year(s) for t, s, e in y_facts(rows, x, "wasBornIn")][0]
        won = [year(s) for t, s, e in fs if t == m["y"]][0]
        return [str(won - born)]
    raise ValueError(k)


def main(argv):
    data = argv[1] if len(argv) > 1 else os.path.join(HERE, "../../../../shared/data")
    mrows = load_mtq(f"{data}/multitq/full.txt.gz")
    yrows = load_yago(f"{data}/yago11k")
    expected = {}
    for half in ("dev", "test"):
        with open(os.path.join(HERE, "..", f"people7-{half}.json"), encoding="utf-8") as f:
            for q in json.load(f):
                expected[q["question"]] = q["answers"]
    bad = 0
    cases = [(t, m, "M") for t, m, _ in gold.M_QUESTIONS + gold.M_NOANSWER]
    cases += [(t, m, "Y") for t, m, _ in gold.Y_QUESTIONS + gold.Y_NOANSWER]
    for text, m, graph in cases:
        got = m_answer(mrows, m) if graph == "M" else y_answer(yrows, m)
        if got != expected.get(text):
            bad += 1
            print("MISMATCH", m["k"], got)
    print(f"checked {len(cases)} mismatches {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
