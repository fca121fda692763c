"""graph21 gold answers: software release lifecycles from endoflife.date, computed from graph.tsv.gz.

Run `python3 gold.py`: reads graph.tsv.gz beside this file, answers every case in CASES, checks
that each answer is non-empty and unique where the question asks for one thing, and writes
graph21-dev.json (positions 0, 2, 4, ...) and graph21-test.json (positions 1, 3, 5, ...).

Semantics (see README.md): every fact is an instant (its start day).  `released` is a release
cycle's first general-availability day; `endOfLife` the day its (security) support ends (the
product's "end of life"); `activeSupportEnded` the end of active / bug-fix support;
`extendedSupportEnded` the end of paid extended support; `discontinued` the day a device stopped
being sold; `ltsRelease` the day the cycle was released as, or became, a long-term-support
release; `codename` the cycle's codename (dated by its release day); `latestPatch` the newest
patch version of the cycle (dated by that patch's release day) in the pinned snapshot.
"""

import collections
import datetime
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load():
    with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8") as f:
        lines = f.read().split("\n")
    assert lines[0] == "head\trelation\ttail\tstart\tend"
    return [tuple(x.split("\t")) for x in lines[1:] if x]


ROWS = load()
BY_HR = collections.defaultdict(list)   # (relation, head) -> [(start, tail)]
BY_TR = collections.defaultdict(list)   # (relation, tail) -> [(start, head)]
for _h, _r, _t, _s, _e in ROWS:
    BY_HR[(_r, _h)].append((_s, _t))
    BY_TR[(_r, _t)].append((_s, _h))


def day_of(rel, head, tail):
    """The start day of the one fact (rel, head, tail)."""
    days = sorted(s for s, t in BY_HR[(rel, head)] if t == tail)
    assert len(days) == 1, (rel, head, tail, days)
    return days[0]


def d(s):
    return datetime.date.fromisoformat(s)


def fmt(day, unit):
    return {"day": day, "month": day[:7], "year": day[:4]}[unit]


def one(xs, what):
    xs = sorted(set(xs))
    assert len(xs) == 1, (what, xs)
    return xs


def answer(m):
    op = m[0]
    if op == "when":            # ("when", rel, head, tail, unit)
        _, rel, h, t, unit = m
        return [fmt(day_of(rel, h, t), unit)]
    if op == "which_in":        # ("which_in", rel, head, period 'YYYY' or 'YYYY-MM'): the one tail
        _, rel, h, per = m
        return one([t for s, t in BY_HR[(rel, h)] if s.startswith(per)], m)
    if op == "head_of":         # ("head_of", rel, tail): the one head (codename -> release)
        _, rel, t = m
        return one([h for _s, h in BY_TR[(rel, t)]], m)
    if op == "tail_of":         # ("tail_of", rel, head): the one tail (release -> codename)
        _, rel, h = m
        return one([t for _s, t in BY_HR[(rel, h)]], m)
    if op == "nth":             # ("nth", rel, head, n): n-th tail by day (n = -1: the last)
        _, rel, h, n = m
        xs = sorted(BY_HR[(rel, h)])
        pick = xs[n - 1] if n > 0 else xs[n]
        assert sum(1 for s, _t in xs if s == pick[0]) == 1, (m, pick)
        return [pick[1]]
    if op == "count":           # ("count", rel, head, first_year, last_year) (None: unbounded)
        _, rel, h, y1, y2 = m
        n = sum(1 for s, _t in BY_HR[(rel, h)]
                if (y1 is None or s[:4] >= y1) and (y2 is None or s[:4] <= y2))
        assert n > 0, m
        return [str(n)]
    if op in ("next", "prev"):  # ("next", rel, head, (arel, ahead, atail)): the adjacent fact(s)
        _, rel, h, anc = m
        a = day_of(*anc)
        if op == "next":
            xs = [(s, t) for s, t in BY_HR[(rel, h)] if s > a]
            best = min(s for s, _t in xs)
        else:
            xs = [(s, t) for s, t in BY_HR[(rel, h)] if s < a]
            best = max(s for s, _t in xs)
        return one([t for s, t in xs if s == best], m)
    if op == "newest_at":       # ("newest_at", product, anchor): last release out on or before it
        _, h, anc = m
        a = day_of(*anc)
        xs = [(s, t) for s, t in BY_HR[("released", h)] if s <= a]
        best = max(s for s, _t in xs)
        return one([t for s, t in xs if s == best], m)
    if op == "supported_at":    # ("supported_at", product, anchor): how many released and not past EOL
        _, h, anc = m
        a = day_of(*anc)
        eol = dict((t, s) for s, t in BY_HR[("endOfLife", h)])
        n = sum(1 for s, t in BY_HR[("released", h)] if s <= a and t in eol and eol[t] > a)
        return [str(n)]
    if op == "days":            # ("days", fact_a, fact_b): days from a to b
        _, fa, fb = m
        return [str((d(day_of(*fb)) - d(day_of(*fa))).days)]
    if op == "years":           # ("years", fact_a, fact_b): difference of the years
        _, fa, fb = m
        return [str(int(day_of(*fb)[:4]) - int(day_of(*fa)[:4]))]
    if op == "first":           # ("first", {answer: fact, ...}): the answer whose fact is earlier
        _, opts = m
        days = {k: day_of(*f) for k, f in opts.items()}
        best = min(days.values())
        return one([k for k, v in days.items() if v == best], m)
    if op == "before":          # ("before", fact_a, fact_b): yes if a's day is before b's
        _, fa, fb = m
        return ["yes" if day_of(*fa) < day_of(*fb) else "no"]
    if op == "exists":          # ("exists", rel, head, tail_or_None, period_or_None)
        _, rel, h, t, per = m
        ok = any((t is None or tt == t) and (per is None or s.startswith(per))
                 for s, tt in BY_HR[(rel, h)])
        return ["yes" if ok else "no"]
    if op == "most":            # ("most", rel, [heads], period): the head with most facts in it
        _, rel, heads, per = m
        c = {h: sum(1 for s, _t in BY_HR[(rel, h)] if s.startswith(per)) for h in heads}
        best = max(c.values())
        return one([h for h, v in c.items() if v == best], m)
    if op == "count_in":        # ("count_in", rel, head, period 'YYYY' or 'YYYY-MM')
        _, rel, h, per = m
        return [str(sum(1 for s, _t in BY_HR[(rel, h)] if s.startswith(per)))]
    if op == "count_all":       # ("count_all", rel, period): facts of rel (all heads) in the period
        _, rel, per = m
        return [str(sum(1 for _h, r, _t, s, _e in ROWS if r == rel and s.startswith(per)))]
    raise ValueError(m)


R = "released"
E = "endOfLife"
A = "activeSupportEnded"
X = "extendedSupportEnded"
L = "ltsRelease"
DISC = "discontinued"
CN = "codename"
LP = "latestPatch"

PY, UB, DEB, NODE, DJ = "Python", "Ubuntu", "Debian", "Node.js", "Django"
MAC, AND, IPH, PG, JDK = "Apple macOS", "Android OS", "Apple iPhone", "PostgreSQL", "Oracle JDK"
RAILS, GO, LNX, NG, PHP = "Ruby on Rails", "Go", "Linux Kernel", "Angular", "PHP"
WS, IOS, K8S, RUST, FF = "Microsoft Windows Server", "Apple iOS", "Kubernetes", "Rust", "Firefox"
FED, NET, RB, RHEL = "Fedora Linux", "Microsoft .NET", "Ruby", "Red Hat Enterprise Linux"

CASES = [
    ("When did Python 2.7 reach end of life?", ("when", E, PY, "Python 2.7", "day")),
    ("when was python 3.0 released", ("when", R, PY, "Python 3.0", "day")),
    ("What year did Ubuntu 14.04 come out?", ("when", R, UB, "Ubuntu 14.04", "year")),
    ("When did Debian Wheezy's security support end?", ("when", E, DEB, "Debian 7", "day")),
    ("Which month did Node.js 16 become an LTS release?", ("when", L, NODE, "Node.js 16", "month")),
    ("When did Apple stop selling the iPhone X?", ("when", DISC, IPH, "Apple iPhone X", "day")),
    ("What year did PHP 5.6 reach end of life?", ("when", E, PHP, "PHP 5.6", "year")),
    ("When did Oracle JDK 8 come out?", ("when", R, JDK, "Oracle JDK 8", "day")),
    ("When did extended support for Ubuntu 14.04 end?", ("when", X, UB, "Ubuntu 14.04", "day")),
    ("When did active support for Python 3.8 end?", ("when", A, PY, "Python 3.8", "day")),
    ("When was the last Python 2.7 patch released?", ("when", LP, "Python 2.7", "Python 2.7.18", "day")),
    ("When did Django 2.2 go end-of-life?", ("when", E, DJ, "Django 2.2", "day")),
    ("When did Node.js 8 lose active support?", ("when", A, NODE, "Node.js 8", "day")),
    ("When was PostgreSQL 9.6 released?", ("when", R, PG, "PostgreSQL 9.6", "day")),
    ("what month did android marshmallow come out", ("when", CN, "Android OS 6.0", "Marshmallow", "month")),
    ("When did Android 12 reach end of life?", ("when", E, AND, "Android OS 12", "day")),
    ("What year did the iPhone 6 reach end of life?", ("when", E, IPH, "Apple iPhone 6", "year")),
    ("When did Snow Leopard come out?", ("when", CN, "Apple macOS Mac OS X 10.6 (Snow Leopard)", "Snow Leopard", "day")),
    ("What year was Windows Server 2003 released?", ("when", R, WS, "Microsoft Windows Server 2003", "year")),
    ("When did Go 1.18 come out?", ("when", R, GO, "Go 1.18", "day")),
    ("When was Linux kernel 6.1 released?", ("when", R, LNX, "Linux Kernel 6.1", "day")),
    ("When did Linux 4.9 reach end of life?", ("when", E, LNX, "Linux Kernel 4.9", "day")),
    ("When was Angular 14 released?", ("when", R, NG, "Angular 14", "day")),
    ("which month was Ubuntu Warty Warthog released", ("when", CN, "Ubuntu 4.10", "Warty Warthog", "month")),
    ("When did Ruby 3.0 come out?", ("when", R, RB, "Ruby 3.0", "day")),
    ("When did .NET Core 2.1 come out?", ("when", R, NET, "Microsoft .NET Core 2.1", "day")),
    ("Which Ubuntu release came out in April 2016?", ("which_in", R, UB, "2016-04")),
    ("Which Debian release came out in 2019?", ("which_in", R, DEB, "2019")),
    ("Which Python version was released in 2016?", ("which_in", R, PY, "2016")),
    ("Which Django version came out in August 2018?", ("which_in", R, DJ, "2018-08")),
    ("Which Node.js release became LTS in October 2020?", ("which_in", L, NODE, "2020-10")),
    ("Which PostgreSQL version reached end of life in November 2022?", ("which_in", E, PG, "2022-11")),
    ("Which Android version reached end of life in 2022?", ("which_in", E, AND, "2022")),
    ("Which iPhone was discontinued in March 2016?", ("which_in", DISC, IPH, "2016-03")),
    ("Which Ruby on Rails version was released in 2019?", ("which_in", R, RAILS, "2019")),
    ("Which Redis version came out in 2023?", ("which_in", R, "Redis", "2023")),
    ("Which Vue release came out in July 2022?", ("which_in", R, "Vue", "2022-07")),
    ("which perl version came out in 2023", ("which_in", R, "Perl", "2023")),
    ("What was the first Ubuntu release?", ("nth", R, UB, 1)),
    ("What is the most recent Oracle JDK LTS release?", ("nth", L, JDK, -1)),
    ("Which Ubuntu release was the second LTS?", ("nth", L, UB, 2)),
    ("What was the third Debian release?", ("nth", R, DEB, 3)),
    ("What was the second Python version to reach end of life?", ("nth", E, PY, 2)),
    ("What was the first Node.js release to become LTS?", ("nth", L, NODE, 1)),
    ("Which Ubuntu release came right after 18.04?", ("next", R, UB, (R, UB, "Ubuntu 18.04"))),
    ("Which Python version came out right after 3.5?", ("next", R, PY, (R, PY, "Python 3.5"))),
    ("After Django 3.2, which Django version came out next?", ("next", R, DJ, (R, DJ, "Django 3.2"))),
    ("Which Node.js version reached end of life just after Node 10 did?",
     ("next", E, NODE, (E, NODE, "Node.js 10"))),
    ("Which Android version followed 7.1?", ("next", R, AND, (R, AND, "Android OS 7.1"))),
    ("Which macOS followed Catalina?", ("next", R, MAC, (CN, "Apple macOS 10.15", "Catalina"))),
    ("Which .NET release came right after .NET Core 3.1?",
     ("next", R, NET, (R, NET, "Microsoft .NET Core 3.1"))),
    ("What Debian release came before Jessie?", ("prev", R, DEB, (CN, "Debian 8", "Jessie (Debian)"))),
    ("Which Oracle JDK came out right before JDK 11?", ("prev", R, JDK, (R, JDK, "Oracle JDK 11"))),
    ("Which PostgreSQL version was released just before PostgreSQL 10?",
     ("prev", R, PG, (R, PG, "PostgreSQL 10"))),
    ("Which Go release came out right before Go 1.18?", ("prev", R, GO, (R, GO, "Go 1.18"))),
    ("Which Python version was the newest when Ubuntu 20.04 came out?",
     ("newest_at", PY, (R, UB, "Ubuntu 20.04"))),
    ("What was the latest Node.js release when Angular 14 came out?",
     ("newest_at", NODE, (R, NG, "Angular 14"))),
    ("Which Django version was current when Python 3.10 came out?",
     ("newest_at", DJ, (R, PY, "Python 3.10"))),
    ("Which Debian release was the newest when Python 2.7 reached end of life?",
     ("newest_at", DEB, (E, PY, "Python 2.7"))),
    ("Which Android version was the newest when the iPhone 12 came out?",
     ("newest_at", AND, (R, IPH, "Apple iPhone 12"))),
    ("When the iPhone X came out, what was the newest version of iOS?",
     ("newest_at", IOS, (R, IPH, "Apple iPhone X"))),
    ("Which Ubuntu release was the newest when Windows Server 2016 came out?",
     ("newest_at", UB, (R, WS, "Microsoft Windows Server 2016"))),
    ("What was the newest Oracle JDK when Kubernetes 1.16 came out?",
     ("newest_at", JDK, (R, K8S, "Kubernetes 1.16"))),
    ("Which Linux kernel was the newest when Debian 12 came out?",
     ("newest_at", LNX, (R, DEB, "Debian 12"))),
    ("Which PHP version was the latest when Laravel 8 shipped?", ("newest_at", PHP, (R, "Laravel", "Laravel 8"))),
    ("How many Python versions were still supported the day Python 3.7 came out, 3.7 included?",
     ("supported_at", PY, (R, PY, "Python 3.7"))),
    ("How many Node.js release lines were still supported when Node.js 18 came out, counting 18 itself?",
     ("supported_at", NODE, (R, NODE, "Node.js 18"))),
    ("How many PostgreSQL versions were supported on the day PostgreSQL 14 was released, 14 included?",
     ("supported_at", PG, (R, PG, "PostgreSQL 14"))),
    ("How many Ubuntu releases came out between 2010 and 2015?", ("count", R, UB, "2010", "2015")),
    ("How many Ubuntu LTS releases are there?", ("count", L, UB, None, None)),
    ("How many Debian releases came out before 2000?", ("count", R, DEB, None, "1999")),
    ("How many Python versions reached end of life in the 2010s?", ("count", E, PY, "2010", "2019")),
    ("How many Android versions were released in 2011?", ("count_in", R, AND, "2011")),
    ("How many iPhone models did Apple discontinue in 2022?", ("count_in", DISC, IPH, "2022")),
    ("How many Go releases reached end of life in 2023?", ("count_in", E, GO, "2023")),
    ("How many Kubernetes versions were released in 2023?", ("count_in", R, K8S, "2023")),
    ("how many linux kernel releases hit end of life in 2024", ("count_in", E, LNX, "2024")),
    ("How many Angular versions reached end of life in 2023?", ("count_in", E, NG, "2023")),
    ("How many Rust releases came out in 2020?", ("count_in", R, RUST, "2020")),
    ("How many Firefox releases were there in 2024?", ("count_in", R, FF, "2024")),
    ("how many fedora releases came out in 2008", ("count_in", R, FED, "2008")),
    ("How many Laravel versions came out in 2020?", ("count_in", R, "Laravel", "2020")),
    ("How many MySQL releases came out in 2024?", ("count_in", R, "MySQL", "2024")),
    ("How many releases, across all products, reached end of life on 14 January 2020?",
     ("count_all", E, "2020-01-14")),
    ("Which had the most releases in 2022: Go, Rust or Kubernetes?", ("most", R, [GO, RUST, K8S], "2022")),
    ("Which of Debian, Ubuntu and Fedora put out the most releases in 2013?",
     ("most", R, [DEB, UB, FED], "2013")),
    ("Among PHP, Python and Ruby, which had the most versions reach end of life in 2019?",
     ("most", E, [PHP, PY, RB], "2019")),
    ("How many days was Ubuntu 13.04 supported?",
     ("days", (R, UB, "Ubuntu 13.04"), (E, UB, "Ubuntu 13.04"))),
    ("How long, in days, was Node.js 15 supported?", ("days", (R, NODE, "Node.js 15"), (E, NODE, "Node.js 15"))),
    ("How many days after the iPhone 4S came out did Apple stop selling it?",
     ("days", (R, IPH, "Apple iPhone 4S"), (DISC, IPH, "Apple iPhone 4S"))),
    ("How many days was Windows Server 2003 SP1 supported?",
     ("days", (R, WS, "Microsoft Windows Server 2003 SP1"), (E, WS, "Microsoft Windows Server 2003 SP1"))),
    ("How many days passed between the releases of Python 3.0 and Python 2.7?",
     ("days", (R, PY, "Python 3.0"), (R, PY, "Python 2.7"))),
    ("How many years was Python 2.7 supported?", ("years", (R, PY, "Python 2.7"), (E, PY, "Python 2.7"))),
    ("How many years passed between Oracle JDK 8 and JDK 11?",
     ("years", (R, JDK, "Oracle JDK 8"), (R, JDK, "Oracle JDK 11"))),
    ("How many years after Debian's first release did Ubuntu ship its first?",
     ("years", (R, DEB, "Debian 1.1"), (R, UB, "Ubuntu 4.10"))),
    ("How many years did RHEL 6 get from release to the end of extended support?",
     ("years", (R, RHEL, "Red Hat Enterprise Linux 6"), (X, RHEL, "Red Hat Enterprise Linux 6"))),
    ("Which came out first, Android 1.0 or the very first iPhone?",
     ("first", {"Android OS 1.0": (R, AND, "Android OS 1.0"), "Apple iPhone 1": (R, IPH, "Apple iPhone 1")})),
    ("Which reached end of life first, Python 3.6 or Node.js 12?",
     ("first", {"Python 3.6": (E, PY, "Python 3.6"), "Node.js 12": (E, NODE, "Node.js 12")})),
    ("Which shipped first, React 16 or Angular 9?",
     ("first", {"React 16": (R, "React", "React 16"), "Angular 9": (R, NG, "Angular 9")})),
    ("Which came first, Rust 1.50 or PHP 8.0?",
     ("first", {"Rust 1.50": (R, RUST, "Rust 1.50"), "PHP 8.0": (R, PHP, "PHP 8.0")})),
    ("Which was released first, Debian 10 or Ubuntu 19.04?",
     ("first", {"Debian 10": (R, DEB, "Debian 10"), "Ubuntu 19.04": (R, UB, "Ubuntu 19.04")})),
    ("Did Django 1.11 reach end of life before Python 2.7 did?",
     ("before", (E, DJ, "Django 1.11"), (E, PY, "Python 2.7"))),
    ("Was Kubernetes 1.16 out before Go 1.13?", ("before", (R, K8S, "Kubernetes 1.16"), (R, GO, "Go 1.13"))),
    ("Was Python 3.0 released before Ruby 1.9.3?", ("before", (R, PY, "Python 3.0"), (R, RB, "Ruby 1.9.3"))),
    ("Is Ubuntu 18.04 an LTS release?", ("exists", L, UB, "Ubuntu 18.04", None)),
    ("Is Ubuntu 19.10 an LTS?", ("exists", L, UB, "Ubuntu 19.10", None)),
    ("Was Oracle JDK 17 an LTS release?", ("exists", L, JDK, "Oracle JDK 17", None)),
    ("Did any Python version reach end of life in 2015?", ("exists", E, PY, None, "2015")),
    ("Did any Django release come out in 2016?", ("exists", R, DJ, None, "2016")),
    ("Was Node.js 13 ever an LTS release?", ("exists", L, NODE, "Node.js 13", None)),
    ("Did Apple discontinue any iPhone in 2017?", ("exists", DISC, IPH, None, "2017")),
    ("Which Ubuntu release is Focal Fossa?", ("head_of", CN, "Focal Fossa")),
    ("Which Android version was codenamed Pie?", ("head_of", CN, "Pie")),
    ("Which macOS version was called Mojave?", ("head_of", CN, "Mojave")),
    ("Which Fedora release was codenamed Beefy Miracle?", ("head_of", CN, "Beefy Miracle")),
    ("Which Ubuntu release was Trusty Tahr?", ("head_of", CN, "Trusty Tahr")),
    ("what's the codename of Debian 10", ("tail_of", CN, "Debian 10")),
    ("What is Debian 12's codename?", ("tail_of", CN, "Debian 12")),
    ("What was the last Python 3.8 patch release?", ("tail_of", LP, "Python 3.8")),
    ("What was the last Python 3.6 patch version?", ("tail_of", LP, "Python 3.6")),
]


def main():
    out = []
    for i, (q, m) in enumerate(CASES):
        a = sorted(answer(m))
        assert a and all(a), (q, m, a)
        out.append({"id": "g21-%04d" % (i + 1), "question": q, "answers": a})
    ids = [x["id"] for x in out]
    assert len(set(ids)) == len(ids)
    qs = [x["question"] for x in out]
    assert len(set(qs)) == len(qs), [q for q in qs if qs.count(q) > 1]
    dev, test = out[0::2], out[1::2]
    for name, part in (("graph21-dev.json", dev), ("graph21-test.json", test)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(part, f, ensure_ascii=False, indent=1)
            f.write("\n")
    assert len(out) == 120 and len(dev) == len(test) == 60
    print("%d questions: dev %d, test %d" % (len(out), len(dev), len(test)))


if __name__ == "__main__":
    main()
