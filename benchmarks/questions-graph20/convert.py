"""Convert nascaR.data's NASCAR Cup Series results (GPL-3.0-or-later) into graph.tsv.gz.

Usage: python3 convert.py /path/to/nascaR.data   (a clone, its .git, or a bare mirror of
github.com/kyleGrealis/nascaR.data).  Standard library plus the `git` command.

Reads `data/cup_series.rda` (an R data file: bzip2-compressed R serialization, version 3, XDR) at the
pinned commit, checks its git blob id, decodes the data frame with the small reader below, and writes
./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip without name and
mtime: byte-identical on reruns).  Every fact is dated by its season (YYYY; start = end).
"""

import bz2
import collections
import gzip
import hashlib
import io
import math
import os
import struct
import subprocess
import sys

COMMIT = "28e225c37397dfe36109ab981966dedb7641d89c"
CUP_BLOB = "3c2e0cb47fcbfda36fdb88b86bff5dd3052eb81f"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def show(gd, spec):
    return subprocess.run(["git", "--git-dir", gd, "show", spec], check=True, capture_output=True).stdout


def blob_id(raw):
    return hashlib.sha1(b"blob %d\0" % len(raw) + raw).hexdigest()


# --- a minimal reader of R's XDR serialization (only what a data frame of vectors needs) ---
SPECIAL = {254, 253, 242, 241, 251, 252, 247}


class RReader:
    def __init__(self, b):
        self.b, self.p, self.refs = b, 0, []

    def int(self):
        v = struct.unpack(">i", self.b[self.p:self.p + 4])[0]
        self.p += 4
        return v

    def raw(self, n):
        v = self.b[self.p:self.p + n]
        self.p += n
        return v

    def item(self):
        flags = self.int()
        t, has_attr, has_tag = flags & 0xFF, flags & (1 << 9), flags & (1 << 10)
        if t in SPECIAL:
            return None
        if t == 255:  # REFSXP
            return self.refs[(flags >> 8) - 1]
        if t == 1:  # SYMSXP
            v = self.item()
            self.refs.append(v)
            return v
        if t in (2, 17):  # pairlist
            if has_attr:
                self.item()
            tag = self.item() if has_tag else None
            car, cdr = self.item(), self.item()
            return [(tag, car)] + (cdr if isinstance(cdr, list) else [])
        if t == 9:  # CHARSXP
            n = self.int()
            return None if n == -1 else self.raw(n).decode("utf-8")
        if t in (10, 13):  # logical, integer
            n = self.int()
            v = [None if x == -2147483648 else x for x in struct.unpack(">%di" % n, self.raw(4 * n))]
        elif t == 14:  # double
            n = self.int()
            v = [None if math.isnan(x) else x for x in struct.unpack(">%dd" % n, self.raw(8 * n))]
        elif t in (16, 19):  # character, list
            n = self.int()
            v = [self.item() for _ in range(n)]
        else:
            raise ValueError("R type %d not handled" % t)
        attr = dict(self.item()) if has_attr else {}
        return (v, attr)


def read_frame(raw):
    b = bz2.decompress(raw)
    if b[:7] != b"RDX3\nX\n":
        sys.exit("not an XDR RDX3 file")
    r = RReader(b[7:])
    version = r.int()
    r.int(), r.int()
    if version == 3:
        r.raw(r.int())
    (name, (cols, attr)), = r.item()
    names = attr["names"][0]
    frame = {}
    for nm, (vals, a) in zip(names, cols):
        if "levels" in a:
            lv = a["levels"][0]
            vals = [None if x is None else lv[x - 1] for x in vals]
        frame[nm] = vals
    return name, frame


def tidy(s):
    return " ".join((s or "").split())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    raw = show(gd, "%s:data/cup_series.rda" % COMMIT)
    if blob_id(raw) != CUP_BLOB:
        sys.exit("data/cup_series.rda is not the pinned blob")
    name, f = read_frame(raw)
    assert name == "cup_series", name
    n = len(f["Season"])
    rows = [{c: f[c][i] for c in f} for i in range(n)]
    rows = [r for r in rows if tidy(r["Driver"])]  # the 2026 placeholder row has no driver

    races = collections.OrderedDict()
    for r in rows:
        key = (int(r["Season"]), int(r["Race"]))
        races.setdefault(key, []).append(r)

    # The race's name as the dataset writes it; one spelling per name (case variants such as
    # "DAYTONA 500" take the spelling used most often); a name used twice in one season gets the
    # season's race number, "(race 12)", so that each race of a season is one node.
    spell = collections.Counter(tidy(rs[0]["Name"]) for rs in races.values())
    best = {}
    for s, c in spell.items():
        k = s.casefold()
        if k not in best or (c, s) > (spell[best[k]], best[k]):
            best[k] = s
    race_name = {}
    for key, rs in races.items():
        race_name[key] = best[tidy(rs[0]["Name"]).casefold()]
    per_season = collections.Counter((k[0], nm) for k, nm in race_name.items())
    for key, nm in list(race_name.items()):
        if per_season[(key[0], nm)] > 1:
            race_name[key] = "%s (race %d)" % (nm, key[1])

    facts = set()

    def add(h, rel, t, year):
        h, t = tidy(h), tidy(t)
        if h and t and h not in ("-",) and t not in ("-",):
            facts.add((h, rel, t, str(year), str(year)))

    for key, rs in races.items():
        year, race = key[0], race_name[key]
        add(race, "raceHeldAt", tidy(rs[0]["Track"]), year)
        for r in rs:
            if r["Finish"] == 1:
                add(r["Driver"], "wonRace", race, year)
                add(r["Team"], "teamWonRace", race, year)
                add(r["Make"], "manufacturerWonRace", race, year)
            if r["Finish"] == 2:
                add(r["Driver"], "finishedSecondIn", race, year)
            if r["Start"] == 1:
                add(r["Driver"], "wonPoleFor", race, year)
        led = [r["Led"] for r in rs if r["Led"] is not None]
        if led and max(led) > 0:
            for r in rs:
                if r["Led"] == max(led):
                    add(r["Driver"], "ledMostLapsIn", race, year)
        for r in rs:
            add(r["Driver"], "droveFor", r["Team"], year)
            add(r["Driver"], "droveMake", r["Make"], year)

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        gz.write(b"head\trelation\ttail\tstart\tend\n")
        for row in sorted(facts):
            gz.write(("\t".join(row) + "\n").encode("utf-8"))
    with open(OUT, "wb") as fh:
        fh.write(out.getvalue())
    rel = collections.Counter(x[1] for x in facts)
    print("%d facts, %d races" % (len(facts), len(races)))
    for k, v in sorted(rel.items()):
        print("  %-22s %6d" % (k, v))


if __name__ == "__main__":
    main()
