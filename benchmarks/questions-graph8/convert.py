"""Build graph.tsv.gz from the Cosmos book's human-spaceflight data (CC BY-SA 3.0).

Usage:  python3 convert.py /path/to/cosmos-book.github.io   (a clone, its .git, or a bare mirror)

Reads every person file human-spaceflight/data/*.md at the commit below with `git show` (standard library plus
the `git` command) and writes the interval table graph.tsv.gz (header head relation tail start end). Deterministic:
rows sorted, gzip without file name and with mtime 0, so reruns are byte-identical.
"""

import csv
import datetime as dt
import gzip
import html
import io
import os
import re
import subprocess
import sys

COMMIT = "c8b42acc41d804fdaacdde7eb89fc81a7a438d0b"  # 2024-01-15 "Update astronauts" (data to the end of 2023)
DATA = "human-spaceflight/data/"
HERE = os.path.dirname(os.path.abspath(__file__))

# The same flight written two ways in different person files (same launch, same crew): one name kept.
MISSION_ALIASES = {
    "STS-41G": "STS-41-G",
    "STS-51C": "STS-51-C",
    "STS-51G": "STS-51-G",
    "Shenzhou XI": "Shenzhou 11",
    "New Shepard 4": "Blue Origin NS-16",
}

# Surnames whose capitals a plain title-casing of the publisher's upper-case surname gets wrong.
SURNAME_CASE = {
    "DELUCAS": "DeLucas",
    "DEVRIES": "DeVries",
    "MACLEAN": "MacLean",
    "OHARA": "O'Hara",
    "VAN DEN BERG": "van den Berg",
    "VAN HOFTEN": "van Hoften",
    "PERALTA Y FABI": "Peralta y Fabi",
    "GARRIOTTDECAYEUX": "Garriott de Cayeux",
    "CALDWELL (DYSON)": "Caldwell Dyson",
    "KILRAIN (STILL)": "Still Kilrain",
    "BIN KHALEED": "bin Khaleed",
}
SUFFIXES = {"JR", "JR.", "SR", "SR.", "II", "III", "IV"}


def git_files(repo):
    names = subprocess.run(["git", "-C", repo, "ls-tree", "--name-only", COMMIT, DATA],
                           check=True, capture_output=True, text=True).stdout.split("\n")
    for path in sorted(n for n in names if re.fullmatch(re.escape(DATA) + r"[^/]+_[^/]*\.md", n)):
        text = subprocess.run(["git", "-C", repo, "show", f"{COMMIT}:{path}"],
                              check=True, capture_output=True).stdout.decode("utf-8")
        yield path, text


def parse(text):
    """The files are YAML front matter written by hand (tabs and spaces mixed): read them line by line."""
    rec = {"missions": [], "evas": [], "birthplace": []}
    section, item = None, None
    for raw in text.split("\n"):
        line = raw.rstrip()
        if line.strip() in ("---", ""):
            continue
        top = re.match(r"^([a-z_]+):\s*(.*)$", line)
        if top and not raw[:1].isspace():
            section, item = top.group(1), None
            rec.setdefault(section, top.group(2).strip())
            continue
        s = line.strip()
        if s.startswith("- "):
            kv = re.match(r"^([a-z_]+):\s*(.*)$", s[2:].strip())
            item = {kv.group(1): kv.group(2).strip()} if kv else None
            if item is not None and isinstance(rec.get(section), list):
                rec[section].append(item)
            continue
        kv = re.match(r"^([a-z_]+):\s*(.*)$", s)
        if kv and item is not None:
            item[kv.group(1)] = kv.group(2).strip()
    return rec


def cap(word):
    if word.upper() in SUFFIXES:
        return word.upper().rstrip(".") if word.upper().startswith(("I", "V")) else word.capitalize()
    if word.upper().startswith("MC") and len(word) > 2:
        return "Mc" + word[2:].capitalize()
    return word.capitalize()


def surname(raw):
    up = raw.upper()
    if up in SURNAME_CASE:
        return SURNAME_CASE[up]
    return re.sub(r"[^ \-']+", lambda m: cap(m.group(0)), raw)


def person_name(raw):
    """'ARMSTRONG, Neil A.' -> 'Neil A. Armstrong'; 'CARTER, Manley Lanier, Jr., 'Sonny'' -> 'Manley Lanier 'Sonny' Carter Jr.'"""
    raw = html.unescape(raw).replace('"', "'").strip()
    raw = re.sub(r"\s*\((?:M\.D\.|Ph\.D\.)[^)]*\)", "", raw)
    raw = raw.replace(" Chief Warrant Officer", "")  # 'HENNEN, Thomas J. Chief Warrant Officer'
  # degrees: '(M.D.)', '(Ph.D.)'

    parts = [p.strip() for p in raw.split(",")]
    sur = parts[0]
    suffix = ""
    words = sur.split()
    if len(words) > 1 and words[-1].upper() in SUFFIXES:  # 'KELLY III', 'BASSETT II'
        suffix, sur = words[-1], " ".join(words[:-1])
    given, nick = "", ""
    for p in parts[1:]:
        if not p or p.startswith("("):  # '(Ph.D.)'
            continue
        if p.upper() in SUFFIXES:
            suffix = p
        elif re.fullmatch(r"'[^']*'", p):
            nick = p
        elif not given:
            given = p
        # any further part is a rank ('CHILTON, Kevin P., General'): dropped
    gw = given.split()
    if len(gw) > 1 and gw[-1].upper() in SUFFIXES:  # 'SHEPARD, Alan B. Jr.'
        suffix, given = gw[-1], " ".join(gw[:-1])
    suffix = cap(suffix) if suffix else ""
    if suffix in ("Jr", "Sr"):
        suffix += "."
    out = " ".join(x for x in (given, nick, surname(sur), suffix) if x)
    return re.sub(r"\s+", " ", out)


def when(stamp):
    """'1969-07-16T13:32Z' -> datetime (UTC)."""
    stamp = stamp.strip().rstrip("Z").rstrip("T")
    for fmt in ("%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d", "%B %d, %Y %H:%M"):
        try:
            return dt.datetime.strptime(stamp, fmt)
        except ValueError:
            pass
    raise ValueError(stamp)


def day(t):
    return t.date().isoformat()


def mission(name):
    name = re.sub(r"\s+", " ", html.unescape(name)).strip()
    return MISSION_ALIASES.get(name, name)


def build(repo):
    facts = set()
    names = {}
    dropped = []
    for path, text in git_files(repo):
        rec = parse(text)
        who = person_name(rec["name"])
        if who in names:
            raise SystemExit(f"two people named {who}: {names[who]} {path}")
        names[who] = path
        died = bool(rec.get("diedinspace") or rec.get("diedinflight"))
        # trips: a launch and the landing that ends it (on the same flight, or on a later one for station crews)
        trips, pending = [], None
        for m in rec["missions"]:
            start, end = m.get("time_start", ""), m.get("time_end", "")
            if start and end:
                trips.append((mission(m["name"]), when(start), mission(m["name"]), when(end)))
                pending = None
            elif start:
                pending = (mission(m["name"]), when(start))
            elif end and pending:
                trips.append((pending[0], pending[1], mission(m["name"]), when(end)))
                pending = None
            elif not start and not end:
                dropped.append(f"{path}: {m.get('name')} has no dates")
        if pending:
            trips.append((pending[0], pending[1], None, None))
        for i, (up, t0, down, t1) in enumerate(trips):
            if t1 is None:
                if died:  # Challenger, 28 January 1986: lost on the launch day
                    facts.add((who, "launchedOn", up, day(t0), day(t0)))
                    facts.add((who, "diedDuring", up, day(t0), day(t0)))
                elif t0.year >= 2023:  # still in space when the data was last updated
                    facts.add((who, "launchedOn", up, day(t0), ""))
                else:
                    dropped.append(f"{path}: {up} launched {day(t0)} has no return in the source")
                continue
            if t1 < t0:
                raise SystemExit(f"{path}: {up} ends before it starts")
            facts.add((who, "launchedOn", up, day(t0), day(t1)))
            if died and i == len(trips) - 1:
                facts.add((who, "diedDuring", up, day(t1), day(t1)))
            else:
                facts.add((who, "landedOn", down, day(t1), day(t1)))
        for e in rec["evas"]:
            if not e.get("time_start"):
                continue
            t0 = when(e["time_start"])
            if e.get("time_end"):
                t1 = when(e["time_end"])
            else:
                dur = re.fullmatch(r"(\d+)h(\d+)m", e.get("duration", "").strip())
                t1 = t0 + dt.timedelta(hours=int(dur.group(1)), minutes=int(dur.group(2))) if dur else t0
            trip = [u for (u, a, _d, b) in trips if a <= t0 and (b is None or t0 <= b)]
            if len(trip) != 1:
                dropped.append(f"{path}: spacewalk {day(t0)} matches {len(trip)} flights")
                continue
            facts.add((who, "spacewalkDuring", trip[0], day(t0), day(t1)))
        dob = rec.get("dob", "").strip()
        place = rec["birthplace"][0].get("name", "").strip() if rec["birthplace"] else ""
        if trips and re.fullmatch(r"\d{4}-\d\d-\d\d", dob) and place:  # only people who flew
            facts.add((who, "bornIn", html.unescape(place), dob, dob))
    return sorted(facts), dropped


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    facts, dropped = build(sys.argv[1])
    buf = io.StringIO()
    w = csv.writer(buf, delimiter="\t", lineterminator="\n")
    w.writerow(["head", "relation", "tail", "start", "end"])
    w.writerows(facts)
    out = os.path.join(HERE, "graph.tsv.gz")
    with open(out, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as gz:
            gz.write(buf.getvalue().encode("utf-8"))
    for d in dropped:
        print("dropped:", d)
    print(f"{len(facts)} facts -> {out}")


if __name__ == "__main__":
    main()
