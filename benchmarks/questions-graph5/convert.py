"""Make graph.tsv.gz from the IfG Ministers Database (instituteforgov/ifg-ministers-database-public).

Usage:  python3 convert.py /path/to/ifg-ministers-database-public[/.git] [commit]

Reads the CSV files under data/ at the given commit (default: the commit in SOURCE.md) with `git show`,
so a bare mirror is enough. Standard library only; the output is byte-identical on every run.

Output: tab-separated, with a header line `head relation tail start end`, dates YYYY-MM-DD, an empty
end = still holds at the source's last update. Relations:

  heldOffice                person -> ministerial post          (appointment)
  servedIn                  person -> department                (any ministerial post there)
  representedConstituency   person -> constituency              (House of Commons seat)
  memberOfParty             person -> party                     (party while sitting in either House)
  satIn                     person -> House of Commons / House of Lords

Each person is one node, named by the latest name the source gives without a title (the name before
any peerage, after any change of surname: `Peter Mandelson`, `Suella Braverman`); people known only
by titled names keep the latest (`Lord Hermer`). The generic post titles in GENERIC_POSTS get their
department in brackets (`Minister of State (Home Office)`); every other post keeps the publisher's
name, and a post of the same name in several departments is one node. Departments of the same name
are one node. Intervals of the same (head, relation, tail) that touch or overlap are merged into one.
"""

import csv
import gzip
import io
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

COMMIT = "92e227025645607913912d9d8312b7421a437bd3"
TITLES = ("Lord ", "Baroness ", "Viscount ", "Earl ", "Lady ", "Duke ", "Marquess ", "Sir ")
GENERIC_POSTS = {"Minister of State", "Parliamentary Under-Secretary of State", "Parliamentary Secretary"}
# Two appointments end before they start in the source ("2025-05-14" for "2026-05-14": the next
# holder of each post starts on 2026-05-14, and the holder's next post starts that day too).
END_FIX = {
    "b10eac21-75f5-4c95-9ee5-780f42d73a12": ("2025-05-14", "2026-05-14"),  # James Murray, Chief Secretary
    "acf055e5-8475-4b2c-8063-be34b3e754da": ("2025-05-14", "2026-05-14"),  # Lucy Rigby, Economic Secretary
}
OUT = Path(__file__).resolve().parent / "graph.tsv.gz"


def table(repo, commit, name):
    text = subprocess.run(
        ["git", "--git-dir", repo, "show", f"{commit}:data/{name}.csv"],
        check=True, capture_output=True,
    ).stdout.decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def merge(spans):
    """Merge touching / overlapping [start, end) spans; '' end = open."""
    big = "9999-99-99"
    spans = sorted((s, e or big) for s, e in spans)
    out = []
    for s, e in spans:
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, "" if e == big else e) for s, e in out]


def main():
    repo = sys.argv[1]
    if Path(repo, ".git").is_dir():
        repo = str(Path(repo, ".git"))
    commit = sys.argv[2] if len(sys.argv) > 2 else COMMIT

    # one name per person: the latest name without a title (the name before any peerage, after a
    # change of surname); a person known only by titled names keeps the latest of them
    records = defaultdict(list)
    for p in table(repo, commit, "person"):
        records[p["id"]].append(p)
    person = {}
    for pid, recs in records.items():
        recs.sort(key=lambda p: (p["start_date"], p["end_date"] or "9999"))
        names = [p["name"].strip() for p in recs]
        plain = [n for n in names if not n.startswith(TITLES)]
        person[pid] = (plain or names)[-1]
    names = defaultdict(set)
    for pid, nm in person.items():
        names[nm].add(pid)
    clash = {nm for nm, ids in names.items() if len(ids) > 1}
    if clash:
        sys.exit(f"two people share a name: {sorted(clash)}")

    org = {o["id"]: o["name"].strip() for o in table(repo, commit, "organisation")}
    post = {}
    for p in table(repo, commit, "post"):
        name = p["name"].strip()
        if name in GENERIC_POSTS:
            name = f"{name} ({org[p['organisation_id']]})"
        post[p["id"]] = (name, org[p["organisation_id"]])
    constituency = {c["id"]: c["name"].strip() for c in table(repo, commit, "constituency")}

    spans = defaultdict(list)
    for a in table(repo, commit, "appointment"):
        who = person[a["person_id"]]
        pname, oname = post[a["post_id"]]
        if a["id"] in END_FIX:
            old, new = END_FIX[a["id"]]
            if a["end_date"] != old:
                sys.exit(f"END_FIX no longer applies: {a}")
            a["end_date"] = new
        if a["end_date"] and a["end_date"] < a["start_date"]:
            sys.exit(f"appointment ends before it starts: {a}")
        spans[(who, "heldOffice", pname)].append((a["start_date"], a["end_date"]))
        spans[(who, "servedIn", oname)].append((a["start_date"], a["end_date"]))

    reps = {}
    for r in table(repo, commit, "representation"):
        reps[r["id"]] = r
        who = person[r["person_id"]]
        if r["end_date"] and r["end_date"] < r["start_date"]:
            sys.exit(f"representation ends before it starts: {r}")
        house = "House of Commons" if r["house"] == "Commons" else "House of Lords"
        if r["house"] not in ("Commons", "Lords"):
            sys.exit(f"unknown house: {r}")
        spans[(who, "satIn", house)].append((r["start_date"], r["end_date"]))
        if r["house"] == "Commons":
            spans[(who, "representedConstituency", constituency[r["constituency_id"]])].append(
                (r["start_date"], r["end_date"]))
    for c in table(repo, commit, "representation_characteristics"):
        r = reps[c["representation_id"]]
        if c["party"].strip():
            spans[(person[r["person_id"]], "memberOfParty", c["party"].strip())].append(
                (c["start_date"], c["end_date"]))

    rows = []
    for (h, rel, t), ss in spans.items():
        for s, e in merge(ss):
            rows.append((h, rel, t, s, e))
    rows.sort()
    buf = io.StringIO()
    buf.write("head\trelation\ttail\tstart\tend\n")
    for r in rows:
        for x in r:
            if "\t" in x or "\n" in x:
                sys.exit(f"tab or newline in a value: {r}")
        buf.write("\t".join(r) + "\n")
    data = buf.getvalue().encode("utf-8")
    with open(OUT, "wb") as fh, gzip.GzipFile(filename="", mode="wb", fileobj=fh, mtime=0) as gz:
        gz.write(data)
    counts = defaultdict(int)
    for r in rows:
        counts[r[1]] += 1
    print(len(rows), "facts", dict(sorted(counts.items())), file=sys.stderr)


if __name__ == "__main__":
    main()
