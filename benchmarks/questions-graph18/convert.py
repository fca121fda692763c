"""Convert Cricsheet's men's Test match files (ODC-BY 1.0) into graph.tsv.gz.

Usage: python3 convert.py /path/to/Test-Match-Prediction   (a clone, its .git, or a bare mirror of
github.com/vipulsharma1646/Test-Match-Prediction, which holds Cricsheet's `tests_json` download).
Standard library plus the `git` command.

Reads every `tests_json/<id>.json` at the pinned commit (only the `info` block of each match: dates,
teams, players, venue, city, outcome, player of the match, officials), keeps the men's Tests, and writes
./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip without name and
mtime: byte-identical on reruns).
"""

import collections
import gzip
import io
import json
import os
import subprocess
import sys

COMMIT = "8e1bb0fda9333deb4e8a775465e38c87fc2df802"
TREE = "1ecbc232d6c773f90e0d2e2c609cbe5b4aa201b0"  # git tree id of tests_json/ at COMMIT (and at the snapshot's HEAD)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")

# ground names: the files write one ground several ways ("Lord's" / "Lord's, London"); the part before the
# first comma is kept, and spelling variants of one name are put together.  Grounds renamed in the period
# (Feroz Shah Kotla / Arun Jaitley Stadium, Sardar Patel Stadium / Narendra Modi Stadium, Beausejour
# Stadium / Daren Sammy National Cricket Stadium) keep the name the file uses.
VENUE_FIX = {
    "Darren Sammy National Cricket Stadium": "Daren Sammy National Cricket Stadium",
    "M.Chinnaswamy Stadium": "M Chinnaswamy Stadium",
    "R.Premadasa Stadium": "R Premadasa Stadium",
    "P Saravanamuttu Stadium": "P Sara Oval",
    "Zohur Ahmed Chowdhury Stadium": "Zahur Ahmed Chowdhury Stadium",
    "W.A.C.A. Ground": "Western Australia Cricket Association Ground",
    "New Wanderers Stadium": "The Wanderers Stadium",
    "OUTsurance Oval": "Mangaung Oval",
    "Punjab Cricket Association Stadium": "Punjab Cricket Association IS Bindra Stadium",
}
# the city of each ground, one name each (the files mix Bangalore / Bengaluru, Chittagong / Chattogram,
# Port Elizabeth / Gqeberha, give Caribbean islands instead of towns, or leave the city out)
CITY_OF = {
    "Adelaide Oval": "Adelaide", "AMI Stadium": "Christchurch", "Antigua Recreation Ground": "St John's",
    "Arnos Vale Ground": "Kingstown", "Arun Jaitley Stadium": "Delhi", "Asgiriya Stadium": "Kandy",
    "Bangabandhu National Stadium": "Dhaka", "Barsapara Cricket Stadium": "Guwahati",
    "Basin Reserve": "Wellington", "Bay Oval": "Mount Maunganui", "Beausejour Stadium": "Gros Islet",
    "Bellerive Oval": "Hobart", "Brabourne Stadium": "Mumbai", "Brisbane Cricket Ground": "Brisbane",
    "Chittagong Divisional Stadium": "Chittagong", "Civil Service Cricket Club": "Belfast",
    "Daren Sammy National Cricket Stadium": "Gros Islet",
    "Dr. Y.S. Rajasekhara Reddy ACA-VDCA Cricket Stadium": "Visakhapatnam",
    "Dubai International Cricket Stadium": "Dubai", "Eden Gardens": "Kolkata", "Eden Park": "Auckland",
    "Edgbaston": "Birmingham", "Feroz Shah Kotla": "Delhi", "Gaddafi Stadium": "Lahore",
    "Galle International Stadium": "Galle", "Green Park": "Kanpur", "Hagley Oval": "Christchurch",
    "Harare Sports Club": "Harare", "Headingley": "Leeds",
    "Himachal Pradesh Cricket Association Stadium": "Dharamsala", "Holkar Cricket Stadium": "Indore",
    "Iqbal Stadium": "Faisalabad", "JSCA International Stadium Complex": "Ranchi",
    "Kennington Oval": "London", "Kensington Oval": "Bridgetown", "Khan Shaheb Osman Ali Stadium": "Fatullah",
    "Kingsmead": "Durban", "Lord's": "London", "M Chinnaswamy Stadium": "Bengaluru",
    "MA Aziz Stadium": "Chittagong", "MA Chidambaram Stadium": "Chennai",
    "Maharashtra Cricket Association Stadium": "Pune", "Mangaung Oval": "Bloemfontein",
    "Manuka Oval": "Canberra", "Marrara Cricket Ground": "Darwin", "McLean Park": "Napier",
    "Melbourne Cricket Ground": "Melbourne", "Multan Cricket Stadium": "Multan",
    "Narendra Modi Stadium": "Ahmedabad", "National Cricket Stadium": "St George's",
    "National Stadium": "Karachi", "Newlands": "Cape Town", "Old Trafford": "Manchester",
    "P Sara Oval": "Colombo", "Pallekele International Cricket Stadium": "Pallekele",
    "Perth Stadium": "Perth", "Providence Stadium": "Providence",
    "Punjab Cricket Association IS Bindra Stadium": "Mohali", "Queen's Park Oval": "Port of Spain",
    "Queens Sports Club": "Bulawayo", "R Premadasa Stadium": "Colombo",
    "Rajiv Gandhi International Stadium": "Hyderabad", "Rawalpindi Cricket Stadium": "Rawalpindi",
    "Riverside Ground": "Chester-le-Street", "Sabina Park": "Kingston", "Sardar Patel Stadium": "Ahmedabad",
    "Saurashtra Cricket Association Stadium": "Rajkot", "Seddon Park": "Hamilton", "Senwes Park": "Potchefstroom",
    "Shaheed Chandu Stadium": "Bogra", "Sharjah Cricket Stadium": "Sharjah", "Sheikh Abu Naser Stadium": "Khulna",
    "Sheikh Zayed Stadium": "Abu Dhabi", "Shere Bangla National Stadium": "Dhaka",
    "Sinhalese Sports Club Ground": "Colombo", "Sir Vivian Richards Stadium": "North Sound",
    "Sophia Gardens": "Cardiff", "St George's Park": "Port Elizabeth", "SuperSport Park": "Centurion",
    "Sydney Cricket Ground": "Sydney", "Sylhet International Cricket Stadium": "Sylhet",
    "The Rose Bowl": "Southampton", "The Village": "Dublin", "The Wanderers Stadium": "Johannesburg",
    "Trent Bridge": "Nottingham", "University Oval": "Dunedin", "Vidarbha C.A. Ground": "Nagpur",
    "Vidarbha Cricket Association Stadium": "Nagpur", "Wankhede Stadium": "Mumbai",
    "Warner Park": "Basseterre", "Western Australia Cricket Association Ground": "Perth",
    "Windsor Park": "Roseau", "Zahur Ahmed Chowdhury Stadium": "Chittagong",
}


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd] + list(args), check=True, capture_output=True).stdout


def venue_name(v):
    v = " ".join(v.split()).split(",")[0].strip()
    return VENUE_FIX.get(v, v)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    if git(gd, "rev-parse", COMMIT + ":tests_json").decode().strip() != TREE:
        sys.exit("tests_json/ is not the pinned tree")
    matches = []
    for line in git(gd, "ls-tree", "-r", COMMIT, "tests_json/").decode().splitlines():
        meta, path = line.split("\t")
        if not path.endswith(".json"):
            continue
        info = json.loads(git(gd, "cat-file", "-p", meta.split()[2]))["info"]
        if info.get("gender") != "male" or info.get("match_type") != "Test":
            continue
        info["dates"] = sorted(info["dates"])
        matches.append(info)
    matches.sort(key=lambda m: (m["dates"][0], m["teams"]))

    # people by Cricsheet registry id: one name each (the latest the files use); two different people
    # who share a name are told apart, the later one getting " (2)"
    latest = {}
    first_seen = {}
    for m in matches:
        for name, pid in m["registry"]["people"].items():
            latest[pid] = " ".join(name.split())
            first_seen.setdefault(pid, (m["dates"][0], name))
    by_name = collections.defaultdict(list)
    for pid, name in latest.items():
        by_name[name].append(pid)
    person = {}
    for name, pids in by_name.items():
        pids.sort(key=lambda p: first_seen[p])
        for k, pid in enumerate(pids):
            person[pid] = name if k == 0 else "%s (%d)" % (name, k + 1)

    rows = set()

    def add(h, r, t, s, e):
        assert h and t and s <= e and "\t" not in h + t, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    for m in matches:
        s, e = m["dates"][0], m["dates"][-1]
        reg = m["registry"]["people"]
        a, b = m["teams"]
        venue = venue_name(m["venue"])
        city = CITY_OF[venue]
        for x, y in ((a, b), (b, a)):
            add(x, "playedTestAgainst", y, s, e)
            add(x, "playedTestAt", venue, s, e)
            add(x, "playedTestIn", city, s, e)
        for team, players in m["players"].items():
            for p in players:
                add(person[reg[p]], "playedTestFor", team, s, e)
        out = m["outcome"]
        if "winner" in out:
            w = out["winner"]
            add(w, "wonTestAgainst", b if w == a else a, s, e)
        elif out.get("result") == "draw":
            add(a, "drewTestWith", b, s, e)
            add(b, "drewTestWith", a, s, e)
        else:
            raise SystemExit("unknown outcome %r" % out)
        for p in m.get("player_of_match", []):
            side = [t for t, ps in m["players"].items() if p in ps]
            assert len(side) == 1, (p, m["dates"])
            add(person[reg[p]], "playerOfTheMatchAgainst", b if side[0] == a else a, s, e)
        off = m.get("officials", {})
        for u in off.get("umpires", []):
            add(person[reg[u]], "umpiredTestAt", venue, s, e)
        for u in off.get("tv_umpires", []):
            add(person[reg[u]], "thirdUmpireAt", venue, s, e)
        for u in off.get("match_referees", []):
            add(person[reg[u]], "refereedTestAt", venue, s, e)

    buf = io.StringIO()
    buf.write("head\trelation\ttail\tstart\tend\n")
    for r in sorted(rows):
        buf.write("\t".join(r) + "\n")
    with open(OUT, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as z:
            z.write(buf.getvalue().encode("utf-8"))
    print("%d matches, %d facts -> %s" % (len(matches), len(rows), OUT))


if __name__ == "__main__":
    main()
