"""Convert Le Tour de France Data Set (thomascamminady/LeTourDataSet, MIT licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/LeTourDataSet   (a clone, its .git, or a bare mirror of
github.com/thomascamminady/LeTourDataSet).  Standard library plus the `git` command.

Reads the four CSV files of the pinned commit (men's and women's riders history: every finisher's rank and
team per Tour; men's and women's stages history: every stage's start, finish, winner and the jersey
holders after it) and writes ./graph.tsv.gz (header `head relation tail start end`, tab separated, rows
sorted, gzip without name and mtime: byte-identical on reruns).  Every fact is dated by the Tour's year
(start = end = YYYY): the source gives no days.
"""

import csv
import gzip
import io
import os
import re
import subprocess
import sys

COMMIT = "2d71d943fe488d62cfb4c513956cfbe2171cbc23"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")
FILES = {
    "men": ("data/men/TDF_Riders_History.csv", "data/men/TDF_Stages_History.csv", "Tour de France"),
    "women": ("data/women/TDFF_Riders_History.csv", "data/women/TDFF_Stages_History.csv", "Tour de France Femmes"),
}
# one rider whose name carries a birth-name note in the riders file
NAME_FIX = {"HENRI CORNET (GEBOREN JARDY)": "HENRI CORNET"}


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def rows(gd, path):
    raw = subprocess.run(["git", "--git-dir", gd, "show", "%s:%s" % (COMMIT, path)], check=True,
                         capture_output=True).stdout.decode("utf-8")
    return list(csv.DictReader(io.StringIO(raw)))


def clean(s):
    return " ".join((s or "").split())


def key(name):
    name = clean(name).upper()
    return NAME_FIX.get(name, name)


def titled(name):
    """A riders-file name (upper case) in ordinary case: JEAN-BAPTISTE DORTIGNACQ -> Jean-Baptiste Dortignacq."""
    return clean(name).title()


def stage_label(num):
    """'0' -> prologue, '5' -> stage 5, '3.1' -> stage 3a (split stages)."""
    if num in ("0", "0.0"):
        return "prologue"
    if "." in num:
        a, b = num.split(".")
        return "stage %s%s" % (a, "abcdefgh"[int(b) - 1])
    return "stage %s" % num


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    facts = set()

    def add(h, r, t, y):
        h, t = clean(h), clean(t)
        if h and t:
            facts.add((h, r, t, str(y), str(y)))

    for kind, (riders_path, stages_path, race) in FILES.items():
        riders = rows(gd, riders_path)
        stages = rows(gd, stages_path)
        # display names: the mixed-case form of the stages file where the rider appears there, otherwise
        # the riders file's upper-case name in title case
        display = {}
        for s in stages:
            m = re.match(r"(.*?)\s+\((.*)\)$", clean(s["Winner of stage"]))
            names = [m.group(1)] if m else []
            names += [s.get(c, "") for c in ("Yellow Jersey", "Green jersey", "Polka-dot jersey", "White jersey")]
            for n in names:
                n = clean(n)
                if n and n != n.upper():
                    display.setdefault(key(n), n)

        def person(n):
            k = key(n)
            return display.get(k) or titled(k)

        tour = lambda y: "%s %s" % (y, race)  # noqa: E731
        by_year = {}
        for r in riders:
            by_year.setdefault(r["Year"], []).append(r)
        for y, rs in by_year.items():
            ranked = sorted(rs, key=lambda r: int(r["Rank"]))
            for r in ranked:
                p = person(r["Rider"])
                add(p, "finishedTour", tour(y), y)
                team = clean(r["Team"])
                if team and not re.match(r"TDF \d{4}", team):
                    add(p, "rodeFor", team, y)
            # podium and last place by the source's rank (ranks 1-3 may be missing where titles were withdrawn)
            for r in ranked:
                rel = {1: "wonTour", 2: "finishedSecondIn", 3: "finishedThirdIn"}.get(int(r["Rank"]))
                if rel:
                    add(person(r["Rider"]), rel, tour(y), y)
            last = max(int(r["Rank"]) for r in ranked)
            for r in ranked:
                if int(r["Rank"]) == last and last > 3:
                    add(person(r["Rider"]), "finishedLastIn", tour(y), y)

        # 2022 has stage 1 four times: twice with start "Transfert" (the transfer day) and twice with the
        # jerseys of the next day; keep the first row of a (year, stage, winner); two winners of one stage
        # (dead heats of 1924, 1934, 1937 and 1938) stay
        seen, kept = set(), []
        for s in stages:
            k = (s["Year"], s["Stages"], clean(s["Winner of stage"]))
            if clean(s["Start"]) == "Transfert" or k in seen:
                continue
            seen.add(k)
            kept.append(s)
        per_year = {}
        for s in kept:
            per_year.setdefault(s["Year"], []).append(s)
        for y, ss in per_year.items():
            ss = sorted(ss, key=lambda s: float(s["Stages"]))
            add(tour(y), "startedIn", ss[0]["Start"], y)
            add(tour(y), "finishedIn", ss[-1]["End"], y)
            for s in ss:
                st = "%s, %s" % (tour(y), stage_label(s["Stages"]))
                add(st, "stageStartedIn", s["Start"], y)
                add(st, "stageFinishedIn", s["End"], y)
                add(st, "partOf", tour(y), y)
                w = clean(s["Winner of stage"])
                m = re.match(r"(.*?)\s+\((.*)\)$", w)
                if m:
                    add(person(m.group(1)), "wonStage", st, y)
                elif w:  # a team time trial: the source names the team only
                    add(w, "wonStage", st, y)
                if s["Yellow Jersey"]:
                    add(person(s["Yellow Jersey"]), "woreYellowJersey", st, y)
            final = ss[-1]
            for col, rel in (("Green jersey", "wonPointsClassification"),
                             ("Polka-dot jersey", "wonMountainsClassification"),
                             ("White jersey", "wonYoungRiderClassification")):
                if final.get(col):
                    add(person(final[col]), rel, tour(y), y)

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        gz.write(b"head\trelation\ttail\tstart\tend\n")
        for f in sorted(facts):
            gz.write(("\t".join(f) + "\n").encode("utf-8"))
    with open(OUT, "wb") as fh:
        fh.write(out.getvalue())
    print("%d facts -> %s" % (len(facts), OUT))


if __name__ == "__main__":
    main()
