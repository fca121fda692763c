"""Make graph.tsv.gz from the Federal Judicial Center's export of the Biographical Directory of
Article III Federal Judges, as committed in github.com/jordangalvin05/federal-judges.

Usage: python3 convert.py /path/to/federal-judges   (a clone, its .git, or a bare mirror)

Standard library plus the `git` command. Reads two files of commit COMMIT:
  federal-judicial-service.csv  one row per appointment (judge, court, title, president, dates)
  demos.csv                     one row per judge (names, birth and death day and place)
Writes graph.tsv.gz (header `head relation tail start end`, dates YYYY-MM-DD, empty end = open)
next to this script; reruns are byte-identical.
"""
import csv
import gzip
import io
import os
import re
import subprocess
import sys

COMMIT = "30370b39bb2680eb53a3b9e7b5f81142c73d3d65"
SCOTUS = "Supreme Court of the United States"
SCOTUS_TITLES = {"Chief Justice": "Chief Justice of the United States",
                 "Associate Justice": "Associate Justice of the Supreme Court"}


def git_show(repo, path):
    gitdir = repo
    if os.path.isdir(os.path.join(repo, ".git")):
        gitdir = os.path.join(repo, ".git")
    out = subprocess.run(["git", "--git-dir", gitdir, "show", f"{COMMIT}:{path}"],
                         check=True, capture_output=True).stdout
    return list(csv.DictReader(io.StringIO(out.decode("utf-8-sig"))))


def day(text):
    """'7/28/2011' or '1802-07-01' -> '2011-07-28'; blank -> None."""
    s = text.strip()
    if not s:
        return None
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", s)
    if m:
        return f"{m[3]}-{int(m[1]):02d}-{int(m[2]):02d}"
    if re.fullmatch(r"\d{4}-\d\d-\d\d", s):
        return s
    raise SystemExit(f"unreadable date {text!r}")


def clean(s):
    return " ".join(s.split())


def main():
    repo = sys.argv[1]
    people = git_show(repo, "demos.csv")
    service = git_show(repo, "federal-judicial-service.csv")

    # One node per judge: "First Middle Last Suffix" as the FJC writes the parts.
    name = {}
    for p in people:
        parts = [clean(p[k]) for k in ("FirstName", "MiddleName", "LastName", "Suffix")]
        name[p["nid"]] = " ".join(x for x in parts if x)
    count = {}
    for n in name.values():
        count[n] = count.get(n, 0) + 1
    for p in people:  # the few names two judges share get the birth year
        if count[name[p["nid"]]] > 1:
            name[p["nid"]] += f" (born {p['BirthYear'].strip()})"
    if len(set(name.values())) != len(name):
        raise SystemExit("two judges share a name")

    facts = set()
    spans = {}  # (judge, relation, tail) -> list of [start, end]
    for r in service:
        judge = name[r["nid"]]
        court = clean(r["CourtName"])
        start = min(d for d in (day(r["RecessAppointmentDate"]), day(r["CommissionDate"])) if d)
        end = day(r["Termination Date"]) or ""
        senior = day(r["Senior Status Date"])
        active_end = senior or end  # active service ends at senior status, else at termination
        for a, b in ((start, active_end), (senior, end)):
            if a and b and b < a:
                raise SystemExit(f"ends before it starts: {r}")
        spans.setdefault((judge, "servedOn", court), []).append([start, active_end])
        if court == SCOTUS:
            title = SCOTUS_TITLES[r["AppointmentTitle"].strip()]
            spans.setdefault((judge, "heldPosition", title), []).append([start, active_end])
        if senior:
            spans.setdefault((judge, "seniorJudgeOn", court), []).append([senior, end])
        pres = clean(r["AppointingPresident"])
        if pres and not pres.startswith("None"):
            facts.add((judge, "appointedBy", pres, start, start))

    # Merge the spans of one (judge, relation, tail) that touch or overlap.
    for (h, rel, t), lst in spans.items():
        lst.sort()
        merged = []
        for s, e in lst:
            if merged and (merged[-1][1] == "" or s <= merged[-1][1]):
                if merged[-1][1] != "" and (e == "" or e > merged[-1][1]):
                    merged[-1][1] = e
            else:
                merged.append([s, e])
        for s, e in merged:
            facts.add((h, rel, t, s, e))

    # Births and deaths with a full day and a city.
    for p in people:
        judge = name[p["nid"]]
        for what, rel in (("Birth", "bornIn"), ("Death", "diedIn")):
            y, m, d = (p[f"{what}{k}"].strip() for k in ("Year", "Month", "Day"))
            city, state = clean(p[f"{what}City"]), clean(p[f"{what}State"])
            if y and m and d and city:
                place = f"{city}, {state}" if state else city
                date = f"{int(y):04d}-{int(m):02d}-{int(d):02d}"
                facts.add((judge, rel, place, date, date))

    rows = sorted(facts)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
        gz.write(b"head\trelation\ttail\tstart\tend\n")
        for row in rows:
            if any("\t" in x or "\n" in x for x in row):
                raise SystemExit(f"tab or newline in {row}")
            gz.write(("\t".join(row) + "\n").encode("utf-8"))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "graph.tsv.gz")
    with open(out, "wb") as f:
        f.write(buf.getvalue())
    by = {}
    for row in rows:
        by[row[1]] = by.get(row[1], 0) + 1
    print(len(rows), "facts", dict(sorted(by.items())))


if __name__ == "__main__":
    main()
