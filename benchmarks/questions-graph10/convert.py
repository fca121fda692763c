"""Make graph.tsv.gz from the Baseball Databank (chadwickbureau/baseballdatabank, CC BY-SA 3.0).

    python3 convert.py /path/to/baseballdatabank [commit]

The argument is a clone of the repository, its .git or a bare mirror; the files are read with
`git show COMMIT:core/FILE.csv`, so the work tree is not needed.  Standard library plus the git command.
Writes graph.tsv.gz next to this script: header `head relation tail start end`, tab separated, rows
sorted, gzip without file name and with mtime 0 (reruns are byte-identical).
"""
import csv
import gzip
import io
import os
import subprocess
import sys
from collections import defaultdict

COMMIT = "ef68908c2d0e12dfbab0480e5562894fd823b5f8"

STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
    "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
    "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
    "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
}
COUNTRIES = {"D.R.": "Dominican Republic", "P.R.": "Puerto Rico", "CAN": "Canada", "V.I.": "US Virgin Islands",
             "Viet Nam": "Vietnam"}
LEAGUES = {"AL": "American League", "NL": "National League", "AA": "American Association",
           "NA": "National Association", "UA": "Union Association", "PL": "Players' League", "FL": "Federal League"}
# awards kept, and whether the league is part of the award's name
AWARDS = {"Most Valuable Player": True, "Cy Young Award": True, "Rookie of the Year": True, "Gold Glove": True,
          "Silver Slugger": True, "Hank Aaron Award": True, "Comeback Player of the Year": True,
          "Triple Crown": True, "Pitching Triple Crown": True, "World Series MVP": False,
          "All-Star Game MVP": False, "ALCS MVP": False, "NLCS MVP": False, "Roberto Clemente Award": False,
          "BBWAA Manager of the Year": True}


def table(repo, name, commit):
    text = subprocess.run(["git", "--git-dir", gitdir(repo), "show", f"{commit}:core/{name}.csv"],
                          check=True, capture_output=True).stdout.decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def gitdir(repo):
    for cand in (os.path.join(repo, ".git"), repo):
        if os.path.exists(os.path.join(cand, "HEAD")):
            return cand
    raise SystemExit(f"no git directory at {repo}")


def day(y, m, d):
    if not y:
        return ""
    if m and d:
        return f"{int(y):04d}-{int(m):02d}-{int(d):02d}"
    return f"{int(y):04d}"


def place(city, state, country):
    city = city.strip()
    if not city:
        return ""
    if country == "USA":
        return f"{city}, {STATES.get(state, state)}" if state else city
    country = COUNTRIES.get(country, country)
    if country in ("Canada", "Mexico", "Australia") and state and state != city:
        return f"{city}, {country}"
    return f"{city}, {country}" if country else city


def clean(s):
    return " ".join(s.replace("\t", " ").split())


def merge_years(rows):
    """rows: (key, year) -> list of (key, first, last) over runs of consecutive years."""
    by = defaultdict(set)
    for key, year in rows:
        by[key].add(year)
    out = []
    for key, years in by.items():
        ys = sorted(years)
        start = prev = ys[0]
        for y in ys[1:] + [None]:
            if y is not None and y == prev + 1:
                prev = y
                continue
            out.append((key, start, prev))
            if y is not None:
                start = prev = y
    return out


def main():
    repo = sys.argv[1]
    commit = sys.argv[2] if len(sys.argv) > 2 else COMMIT
    people = table(repo, "People", commit)
    teams = table(repo, "Teams", commit)

    # names: "first last"; people sharing a name get their birth year, then their id
    base = {}
    for p in people:
        base[p["playerID"]] = clean(f'{p["nameFirst"]} {p["nameLast"]}') or p["playerID"]
    count = defaultdict(list)
    for pid, n in base.items():
        count[n].append(pid)
    birth_year = {p["playerID"]: p["birthYear"] for p in people}
    name = {}
    for n, pids in count.items():
        if len(pids) == 1:
            name[pids[0]] = n
            continue
        years = defaultdict(list)
        for pid in pids:
            years[birth_year[pid]].append(pid)
        for pid in pids:
            y = birth_year[pid]
            if y and len(years[y]) == 1:
                name[pid] = f"{n} (born {y})"
            else:
                name[pid] = f"{n} ({pid})"
    assert len(set(name.values())) == len(name)

    team = {(t["yearID"], t["teamID"]): clean(t["name"]) for t in teams}
    alias = {}  # the All-Star table sometimes writes a team by its other codes (MLN for ML1, ...)
    for t in teams:
        for col in ("teamIDBR", "teamIDretro", "teamIDlahman45", "franchID"):
            alias.setdefault((t["yearID"], t[col]), set()).add(clean(t["name"]))
    franch_of = defaultdict(set)  # a code used in any year -> franchises
    by_franch = {(t["yearID"], t["franchID"]): clean(t["name"]) for t in teams}
    for t in teams:
        for col in ("teamID", "teamIDBR", "teamIDretro", "teamIDlahman45"):
            franch_of[t[col]].add(t["franchID"])
    facts = set()

    # careers, births, deaths
    for p in people:
        pid = p["playerID"]
        if p["debut"] and p["finalGame"]:
            facts.add((name[pid], "playedInMajorLeagues", "Major League Baseball", p["debut"], p["finalGame"]))
        b = day(p["birthYear"], p["birthMonth"], p["birthDay"])
        bp = place(p["birthCity"], p["birthState"], p["birthCountry"])
        if b and bp:
            facts.add((name[pid], "bornIn", bp, b, b))
        d = day(p["deathYear"], p["deathMonth"], p["deathDay"])
        dp = place(p["deathCity"], p["deathState"], p["deathCountry"])
        if d and dp:
            facts.add((name[pid], "diedIn", dp, d, d))

    # managers: seasons merged into runs of consecutive years per (person, team name)
    rows = [((r["playerID"], team[(r["yearID"], r["teamID"])]), int(r["yearID"]))
            for r in table(repo, "Managers", commit)]
    for (pid, tm), a, b in merge_years(rows):
        facts.add((name[pid], "managed", tm, f"{a:04d}", f"{b:04d}"))

    # home ballparks: seasons merged per (team name, park)
    rows = [((clean(t["name"]), clean(t["park"])), int(t["yearID"])) for t in teams if t["park"].strip()]
    for (tm, park), a, b in merge_years(rows):
        facts.add((tm, "homeBallpark", park, f"{a:04d}", f"{b:04d}"))

    # pennants and World Series
    for t in teams:
        if t["LgWin"] == "Y" and t["lgID"] in LEAGUES:
            facts.add((clean(t["name"]), "wonPennant", LEAGUES[t["lgID"]], t["yearID"], t["yearID"]))
    for s in table(repo, "SeriesPost", commit):
        if s["round"] == "WS":
            y = s["yearID"]
            facts.add((team[(y, s["teamIDwinner"])], "wonWorldSeriesAgainst", team[(y, s["teamIDloser"])], y, y))

    # awards
    for src in ("AwardsPlayers", "AwardsManagers"):
        for a in table(repo, src, commit):
            award = a["awardID"]
            if award not in AWARDS:
                continue
            label = "Manager of the Year" if award == "BBWAA Manager of the Year" else award
            if AWARDS[award] and a["lgID"] in LEAGUES:
                label = f'{LEAGUES[a["lgID"]]} {label}'
            facts.add((name[a["playerID"]], "wonAward", label, a["yearID"], a["yearID"]))

    # Hall of Fame inductions
    for h in table(repo, "HallOfFame", commit):
        if h["inducted"] == "Y" and h["playerID"] in name:
            facts.add((name[h["playerID"]], "inductedInto", "Baseball Hall of Fame", h["yearID"], h["yearID"]))

    # All-Star selections (one per person, team and year)
    for r in table(repo, "AllstarFull", commit):
        if not r["yearID"]:
            continue  # one row without a year
        key = (r["yearID"], r["teamID"])
        tm = team.get(key)
        if tm is None and len(alias.get(key, ())) == 1:
            tm = next(iter(alias[key]))
        if tm is None and len(franch_of.get(r["teamID"], ())) == 1:
            tm = by_franch.get((r["yearID"], next(iter(franch_of[r["teamID"]]))))
        if tm is None:
            raise SystemExit(f"All-Star team not found: {r}")
        facts.add((name[r["playerID"]], "allStarFor", tm, r["yearID"], r["yearID"]))

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        gz.write(b"head\trelation\ttail\tstart\tend\n")
        for f in sorted(facts):
            assert all("\t" not in x and "\n" not in x for x in f) and f[0] and f[2], f
            gz.write(("\t".join(f) + "\n").encode("utf-8"))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "graph.tsv.gz")
    with open(path, "wb") as fh:
        fh.write(out.getvalue())
    rel = defaultdict(int)
    for f in facts:
        rel[f[1]] += 1
    print(len(facts), "facts", dict(sorted(rel.items())))


if __name__ == "__main__":
    main()
