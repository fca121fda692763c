"""Convert the Hockey Databank (version 13.0, through the 2017-18 season) into graph.tsv.gz.

Usage: python3 convert.py /path/to/hockey-databank   (a clone, its .git, or a bare mirror of
github.com/rippinrobr/hockey-databank).  Standard library plus the `git` command.

Reads the CSV tables of the pinned commit and writes ./graph.tsv.gz (header `head relation tail start end`,
tab separated, rows sorted, gzip without name and mtime: byte-identical on reruns).

Seasons: the databank's `year` Y is the season Y-(Y+1) (1993 = 1993-94).  A stretch of consecutive NHL
seasons of one person with one team (or one team in one division) is one fact from Y_first to Y_last+1; an
award, a Stanley Cup, a playoff series and a Hall of Fame induction are instants in the year they happened
(the season's second year for awards and playoffs; the induction year for the Hall of Fame).
"""

import collections
import csv
import gzip
import io
import os
import subprocess
import sys

COMMIT = "de5944312d2e64944cfd7f61459f4c24938a387b"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")

AWARDS = {
    "Hart": "Hart Memorial Trophy",
    "Art Ross": "Art Ross Trophy",
    "Vezina": "Vezina Trophy",
    "Lady Byng": "Lady Byng Memorial Trophy",
    "Calder": "Calder Memorial Trophy",
    "Norris": "James Norris Memorial Trophy",
    "Jennings": "William M. Jennings Trophy",
    "Conn Smythe": "Conn Smythe Trophy",
    "Masterton": "Bill Masterton Memorial Trophy",
    "Selke": "Frank J. Selke Trophy",
    "Pearson": "Lester B. Pearson Award",
    "Lindsay": "Ted Lindsay Award",
    "King Clancy": "King Clancy Memorial Trophy",
    "Plus-Minus": "NHL Plus-Minus Award",
    "Richard": "Maurice Richard Trophy",
    "Foundation": "NHL Foundation Player Award",
    "Messier": "Mark Messier Leadership Award",
    "Crozier": "Roger Crozier Saving Grace Award",
    "Jack Adams": "Jack Adams Award",
}
ALL_STAR = {
    "First Team All-Star": "NHL First All-Star Team",
    "Second Team All-Star": "NHL Second All-Star Team",
    "All-Rookie": "NHL All-Rookie Team",
}
COUNTRY = {"USA": "United States", "UK": "United Kingdom"}


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def table(gd, name):
    raw = subprocess.run(["git", "--git-dir", gd, "show", "%s:%s.csv" % (COMMIT, name)], check=True,
                         capture_output=True).stdout
    text = raw.decode("utf-8", errors="replace").lstrip("\ufeff")
    return list(csv.DictReader(io.StringIO(text)))


def clean(s):
    return " ".join((s or "").split())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    master = table(gd, "Master")
    teams = table(gd, "Teams")
    scoring = table(gd, "Scoring")
    coaches = table(gd, "Coaches")
    awards_p = table(gd, "AwardsPlayers")
    awards_c = table(gd, "AwardsCoaches")
    series = table(gd, "SeriesPost")
    hof = table(gd, "HOF")
    abbrev = {(r["Type"], r["Code"]): r["Fullname"] for r in table(gd, "abbrev")}

    # team names by (year, tmID); NHL seasons in order
    team_name = {}
    division, conference = {}, {}
    nhl_seasons = set()
    for r in teams:
        team_name[(r["year"], r["tmID"])] = clean(r["name"])
        if r["lgID"] == "NHL":
            nhl_seasons.add(int(r["year"]))
            if r["divID"]:
                division[(int(r["year"]), clean(r["name"]))] = abbrev[("Division", r["divID"])]
            if r["confID"]:
                conference[(int(r["year"]), clean(r["name"]))] = abbrev[("Conference", r["confID"])]
    seasons = sorted(nhl_seasons)
    nxt = {a: b for a, b in zip(seasons, seasons[1:])}  # the next NHL season (2004-05 was locked out)

    # people: one node per Master row, named "First Last"; a name shared by several people gets the birth year
    by_player = {r["playerID"]: r for r in master if r["playerID"]}
    by_coach = {r["coachID"]: r for r in master if r["coachID"]}
    by_hof = {r["hofID"]: r for r in master if r["hofID"]}

    rows = set()

    def base(r):
        return clean("%s %s" % (r["firstName"], r["lastName"]))

    def merged(pairs):
        """pairs: {(head_key, tail): set(seasons)} -> [(head_key, tail, start, end)] per run of consecutive seasons"""
        out = []
        for (h, t), ys in pairs.items():
            ys = sorted(ys)
            start = prev = ys[0]
            for y in ys[1:]:
                if nxt.get(prev) == y:
                    prev = y
                    continue
                out.append((h, t, start, prev))
                start = prev = y
            out.append((h, t, start, prev))
        return out

    played = collections.defaultdict(set)
    for r in scoring:
        if r["lgID"] != "NHL" or r["playerID"] not in by_player:
            continue
        played[(r["playerID"], team_name[(r["year"], r["tmID"])])].add(int(r["year"]))
    person_facts = []
    for pid, team, a, b in merged(played):
        person_facts.append((by_player[pid], "playedFor", team, str(a), str(b + 1)))

    coached = collections.defaultdict(set)
    for r in coaches:
        if r["lgID"] != "NHL" or r["coachID"] not in by_coach:
            continue
        coached[(r["coachID"], team_name[(r["year"], r["tmID"])])].add(int(r["year"]))
    for cid, team, a, b in merged(coached):
        person_facts.append((by_coach[cid], "coached", team, str(a), str(b + 1)))

    for r, who in [(x, by_player.get(x["playerID"])) for x in awards_p] + \
                  [(x, by_coach.get(x["coachID"])) for x in awards_c]:
        if r["lgID"] != "NHL" or who is None:
            continue
        y = str(int(r["year"]) + 1)
        if r["award"] in AWARDS:
            person_facts.append((who, "wonAward", AWARDS[r["award"]], y, y))
        elif r["award"] in ALL_STAR:
            person_facts.append((who, "namedToAllStarTeam", ALL_STAR[r["award"]], y, y))
        else:
            sys.exit("unknown award %r" % r["award"])

    for r in hof:
        who = by_hof.get(r["hofID"])
        if who is None:
            who = {"firstName": "", "lastName": r["name"], "birthYear": "", "playerID": "", "coachID": "",
                   "hofID": r["hofID"], "birthCountry": "", "birthMon": "", "birthDay": ""}
        person_facts.append((who, "inductedIntoHallOfFame", "Hockey Hall of Fame", r["year"], r["year"]))

    # names: disambiguate shared names among the people that appear in facts
    appear = {}
    for who, *_ in person_facts:
        appear[who["playerID"] or who["coachID"] or who["hofID"]] = who
    counts = collections.Counter(base(w) for w in appear.values())
    name_of = {}
    for key, w in appear.items():
        n = base(w)
        if counts[n] > 1:
            n = "%s (born %s)" % (n, w["birthYear"] or "unknown")
        name_of[key] = n
    dup = collections.Counter(name_of.values())
    for key in sorted(name_of):
        if dup[name_of[key]] > 1:
            name_of[key] = "%s [%s]" % (name_of[key], key)

    def nm(w):
        return name_of[w["playerID"] or w["coachID"] or w["hofID"]]

    for who, rel, tail, s, e in person_facts:
        rows.add((nm(who), rel, tail, s, e))
    for key, w in appear.items():
        if w.get("birthYear") and w.get("birthCountry"):
            d = w["birthYear"]
            if w["birthMon"]:
                d += "-%02d" % int(w["birthMon"])
                if w["birthDay"]:
                    d += "-%02d" % int(w["birthDay"])
            c = clean(w["birthCountry"])
            rows.add((name_of[key], "bornIn", COUNTRY.get(c, c), d, d))

    # teams: divisions and conferences
    div = collections.defaultdict(set)
    for (y, team), d in division.items():
        div[(team, d)].add(y)
    for team, d, a, b in merged(div):
        rows.add((team, "playedInDivision", d, str(a), str(b + 1)))
    conf = collections.defaultdict(set)
    for (y, team), c in conference.items():
        conf[(team, c)].add(y)
    for team, c, a, b in merged(conf):
        rows.add((team, "playedInConference", c, str(a), str(b + 1)))

    # playoffs: Stanley Cup finals (all leagues) and NHL series
    for r in series:
        y = str(int(r["year"]) + 1)
        w = team_name[(r["year"], r["tmIDWinner"])]
        lo = team_name[(r["year"], r["tmIDLoser"])]
        if r["round"] == "SCF":
            if r["note"] == "ND":
                continue
            rows.add((w, "wonStanleyCup", "Stanley Cup", y, y))
            rows.add((lo, "lostStanleyCupFinal", "Stanley Cup", y, y))
            rows.add((w, "beatInPlayoffs", lo, y, y))
        elif r["lgIDWinner"] == "NHL" and r["lgIDLoser"] == "NHL":
            rows.add((w, "beatInPlayoffs", lo, y, y))

    kinds = collections.defaultdict(set)
    for h, rel, t, s, e in rows:
        kinds["person" if rel not in ("playedInDivision", "playedInConference", "wonStanleyCup",
                                      "lostStanleyCupFinal", "beatInPlayoffs") else "team"].add(h)
    clash = kinds["person"] & kinds["team"]
    if clash:
        sys.exit("person and team share a name: %s" % sorted(clash)[:5])

    buf = io.StringIO()
    buf.write("head\trelation\ttail\tstart\tend\n")
    for row in sorted(rows):
        buf.write("\t".join(row) + "\n")
    with open(OUT, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as gz:
            gz.write(buf.getvalue().encode("utf-8"))
    c = collections.Counter(r[1] for r in rows)
    print(len(rows), "facts")
    for k, v in sorted(c.items()):
        print(" ", k, v)


if __name__ == "__main__":
    main()
