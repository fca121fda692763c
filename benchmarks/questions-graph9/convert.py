"""Build graph.tsv.gz from the Office of the Historian's POCOM data (Principal Officers & Chiefs of Mission).

    python3 convert.py /path/to/pocom /path/to/gsh     # clones, their .git, or bare mirrors

Reads, with `git show`, the commits named in SOURCE.md (POCOM for the people, the chiefs of mission and the
principal officers; GSH only for the country names the Office of the Historian uses on its pages). Standard
library plus the `git` command. Writes graph.tsv.gz beside this file, byte-identical on every run.
"""

import csv
import gzip
import io
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

POCOM_COMMIT = "44d2226df6b26f8f5807215ec40e3a6c4d706bbb"
GSH_COMMIT = "c8aea3fec913baa1daa8472e3a6becdf7277d8be"

DAY = re.compile(r"\d{4}-\d\d-\d\d")

# Chief-of-mission titles -> relation.
AMBASSADOR = {"ambassador-e-p"}
MINISTER = {
    "envoy-extraordinary-minister-plenipotentiary",
    "envoy-extraordinary-minister-plenipotentiary-consul-general",
    "minister-resident",
    "minister-resident-consul-general",
    "minister-resident-and-extraordinary",
    "minister-resident-foreign-service-officer",
    "minister-plenipotentiary",
    "minister",
}
CHARGE = {
    "charge-daffaires",
    "charge-daffaires-ad-interim",
    "charge-daffaires-pro-tem",
    "charge-daffaires-consul-general",
}


def git_dir(path):
    for cand in (os.path.join(path, ".git"), os.path.join(path, "repo"), path):
        if os.path.isdir(cand) and (
            os.path.exists(os.path.join(cand, "HEAD")) or os.path.isfile(os.path.join(path, ".git"))
        ):
            return cand
    raise SystemExit(f"no git directory at {path}")


def ls(gd, commit, folder):
    out = subprocess.run(
        ["git", "--git-dir", gd, "ls-tree", "-r", "--name-only", commit, folder],
        check=True, capture_output=True, text=True,
    ).stdout
    return sorted(p for p in out.split("\n") if p.endswith(".xml"))


def read_many(gd, commit, paths):
    data = "".join(f"{commit}:{p}\n" for p in paths).encode()
    out = subprocess.run(
        ["git", "--git-dir", gd, "cat-file", "--batch"], input=data, check=True, capture_output=True
    ).stdout
    res, i = {}, 0
    for p in paths:
        j = out.index(b"\n", i)
        head = out[i:j].split()
        if head[1] == b"missing":
            raise SystemExit(f"missing {p}")
        n = int(head[2])
        res[p] = out[j + 1 : j + 1 + n]
        i = j + 1 + n + 1
    return res


def text(el, path):
    v = el.findtext(path)
    return " ".join(v.split()) if v else ""


def day(el, what):
    v = text(el, what + "/date")
    return v if DAY.fullmatch(v) else ("" if not v else None)  # None: a date, but not to the day


def org_name(singular):
    s = " ".join(singular.split())
    s = s.split(", with the rank")[0]
    s = re.sub(r" \([^)]*\)$", "", s)
    for sep in (" on the Council of the ", " to the "):
        if sep in s:
            return s.split(sep, 1)[1]
    raise SystemExit(f"unknown organisation title {singular!r}")


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    pg, gg = git_dir(sys.argv[1]), git_dir(sys.argv[2])

    # Country names as the Office of the Historian's pages write them.
    country_paths = ls(gg, GSH_COMMIT, "data/countries-old")
    countries = {}
    for p, b in read_many(gg, GSH_COMMIT, country_paths).items():
        t = ET.fromstring(b)
        countries[text(t, "id")] = text(t, "label")

    # People.
    people_paths = ls(pg, POCOM_COMMIT, "people")
    people = {}
    births = {}
    old_ids = {}
    for p, b in read_many(pg, POCOM_COMMIT, people_paths).items():
        t = ET.fromstring(b)
        parts = [text(t, "persName/forename"), text(t, "persName/surname"), text(t, "persName/genName")]
        people[text(t, "id")] = " ".join(x for x in parts if x)
        births[text(t, "id")] = text(t, "birth")
        for old in t.iter("old-id"):
            old_ids[" ".join((old.text or "").split())] = text(t, "id")
    # Names two people share get the birth year (or the file id when that does not separate them).
    by_name = {}
    for pid, name in people.items():
        by_name.setdefault(name, []).append(pid)
    for name, pids in by_name.items():
        if len(pids) > 1:
            years = [births[p] for p in pids]
            for pid in pids:
                if births[pid] and years.count(births[pid]) == 1:
                    people[pid] = f"{name} (born {births[pid]})"
                else:
                    people[pid] = f"{name} ({pid})"
    if len(set(people.values())) != len(people):
        raise SystemExit("two people share a node name")

    # Spells: (mission key, person, relation, tail, start, end, appointed)
    spells = []
    dropped = {"no start day": 0, "start not to the day": 0, "end not to the day": 0, "open end, later chief": 0, "ends before it starts": 0}

    for p, b in read_many(pg, POCOM_COMMIT, ls(pg, POCOM_COMMIT, "missions-countries")).items():
        t = ET.fromstring(b)
        tid = text(t, "territory-id")
        tail = countries[tid]
        for c in t.iter("chief"):
            role = text(c, "role-title-id")
            rel = (
                "ambassadorTo" if role in AMBASSADOR
                else "ministerTo" if role in MINISTER
                else "chargeDAffairesTo" if role in CHARGE
                else "otherChiefOfMissionTo"
            )
            spells.append(("country:" + tid, text(c, "person-id"), rel, tail, day(c, "started"), day(c, "ended"), day(c, "appointed")))

    for p, b in read_many(pg, POCOM_COMMIT, ls(pg, POCOM_COMMIT, "missions-orgs")).items():
        t = ET.fromstring(b)
        tail = org_name(text(t, "names/singular"))
        for c in t.iter("chief"):
            # Most representatives to an organisation have no credentials day: they took up the post on the
            # commission (appointment) day.
            start = day(c, "started")
            if start == "" and text(c, "started/note") == "":
                start = day(c, "appointed")
            spells.append(("org:" + text(t, "id"), text(c, "person-id"), "representativeTo", tail, start, day(c, "ended"), day(c, "appointed")))

    for p, b in read_many(pg, POCOM_COMMIT, ls(pg, POCOM_COMMIT, "positions-principals")).items():
        t = ET.fromstring(b)
        tail = text(t, "names/singular")
        for c in t.iter("principal"):
            # A principal officer with no entry-on-duty day took office on the commission (appointment) day.
            start = day(c, "started")
            if start == "" and text(c, "started/note") == "":
                start = day(c, "appointed")
            spells.append(("pos:" + tail, text(c, "person-id"), "heldPosition", tail, start, day(c, "ended"), day(c, "appointed")))

    # Latest start day per mission / position, to tell a spell still going on from one whose end is unknown.
    last_start = {}
    for key, _pid, _rel, _tail, start, _end, _app in spells:
        if start:
            last_start[key] = max(last_start.get(key, ""), start)

    facts = set()
    for key, pid, rel, tail, start, end, appointed in spells:
        pid = pid if pid in people else old_ids.get(pid, pid)
        if pid not in people:
            raise SystemExit(f"unknown person {pid}")
        who = people[pid]
        if appointed:
            facts.add((who, "appointedTo", tail, appointed, appointed))
        if start is None:
            dropped["start not to the day"] += 1
            continue
        if not start:
            dropped["no start day"] += 1
            continue
        if end is None:
            dropped["end not to the day"] += 1
            continue
        if not end and last_start[key] > start:
            dropped["open end, later chief"] += 1
            continue
        if end and end < start:
            dropped["ends before it starts"] += 1  # one in the source: William Hunter, 1886
            continue
        facts.add((who, rel, tail, start, end))

    # Merge touching / overlapping spells of one (person, relation, tail).
    grouped = {}
    for f in facts:
        if f[1] == "appointedTo":
            continue
        grouped.setdefault(f[:3], []).append((f[3], f[4]))
    merged = {f for f in facts if f[1] == "appointedTo"}
    for (h, r, tl), spans in grouped.items():
        spans.sort(key=lambda s: (s[0], s[1] or "9999-99-99"))
        cur_s, cur_e = spans[0]
        for s, e in spans[1:]:
            if cur_e == "" or s <= cur_e:
                if cur_e != "" and (e == "" or e > cur_e):
                    cur_e = e
            else:
                merged.add((h, r, tl, cur_s, cur_e))
                cur_s, cur_e = s, e
        merged.add((h, r, tl, cur_s, cur_e))

    rows = sorted(merged)
    buf = io.StringIO()
    w = csv.writer(buf, delimiter="\t", lineterminator="\n")
    w.writerow(["head", "relation", "tail", "start", "end"])
    for row in rows:
        for v in row[:3]:
            if "\t" in v or "\n" in v:
                raise SystemExit(f"bad value {v!r}")
        w.writerow(row)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "graph.tsv.gz")
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
        gz.write(buf.getvalue().encode("utf-8"))
    with open(out, "wb") as fh:
        fh.write(raw.getvalue())
    print(f"{len(rows)} facts; dropped spells: {dropped}", file=sys.stderr)


if __name__ == "__main__":
    main()
