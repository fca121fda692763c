"""Convert the Fjelstul World Cup Database (CC BY-SA 4.0) into graph.tsv.gz.

Usage: python3 convert.py /path/to/worldcup   (a clone, its .git, or a bare mirror of
github.com/jfjelstul/worldcup).  Standard library plus the `git` command.  Reads the CSV
files of `data-csv/` at the pinned commit and writes ./graph.tsv.gz (header
`head relation tail start end`, tab separated, rows sorted, gzip without name and mtime:
byte-identical on reruns).
"""

import collections
import csv
import gzip
import io
import os
import subprocess
import sys

COMMIT = "35a8667f518b07469182ae16d35574dd0e7a00fb"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def table(gd, name):
    raw = subprocess.run(
        ["git", "--git-dir", gd, "show", "%s:data-csv/%s.csv" % (COMMIT, name)],
        check=True, capture_output=True).stdout
    return list(csv.DictReader(io.StringIO(raw.decode("utf-8"))))


def plain(given, family):
    given = given.strip()
    family = family.strip()
    if given == "not applicable":
        return family
    if family == "not applicable":
        return given
    return given + " " + family


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    tournaments = table(gd, "tournaments")
    matches = table(gd, "matches")
    team_apps = table(gd, "team_appearances")
    goals = table(gd, "goals")
    bookings = table(gd, "bookings")
    squads = table(gd, "squads")
    players = table(gd, "players")
    managers = table(gd, "managers")
    man_apps = table(gd, "manager_appearances")
    awards = table(gd, "award_winners")
    hosts = table(gd, "host_countries")

    # --- tournaments: name, women or not, dates
    tour = {}
    for t in tournaments:
        women = "Women's" in t["tournament_name"]
        name = "%s FIFA %sWorld Cup" % (t["year"], "Women's " if women else "")
        tour[t["tournament_id"]] = dict(name=name, women=women, start=t["start_date"],
                                        end=t["end_date"], winner=t["winner"])

    def team(tid_tour, team_name):
        return team_name + (" women" if tour[tid_tour]["women"] else "")

    # --- people: players and managers, one node per person (a manager who also played at a
    # World Cup is one node when both tables give the same Wikipedia page)
    person_key = {}     # ("P", id) or ("M", id) -> person key
    person_info = {}    # person key -> dict(name, birth)
    for p in players:
        k = ("P", p["player_id"])
        person_key[k] = k
        person_info[k] = dict(name=plain(p["given_name"], p["family_name"]),
                              birth=p["birth_date"], link=p["player_wikipedia_link"])
    by_link = {v["link"]: k for k, v in person_info.items() if v["link"].startswith("http")}
    for m in managers:
        k = ("M", m["manager_id"])
        link = m["manager_wikipedia_link"]
        name = plain(m["given_name"], m["family_name"])
        if link in by_link:
            pk = by_link[link]
            person_key[k] = pk
            person_info[pk]["name"] = name   # the manager table has the fuller, later name
        else:
            person_key[k] = k
            person_info[k] = dict(name=name, birth="", link=link)
    # disambiguate shared names: birth year, then birth day, then the database id
    groups = collections.defaultdict(list)
    for k, v in person_info.items():
        groups[v["name"]].append(k)
    label = {}
    for name, ks in groups.items():
        if len(ks) == 1:
            label[ks[0]] = name
            continue
        years = collections.Counter(person_info[k]["birth"][:4] for k in ks)
        days = collections.Counter(person_info[k]["birth"] for k in ks)
        for k in ks:
            b = person_info[k]["birth"]
            if not b or b == "not available":
                label[k] = "%s (%s)" % (name, "manager" if k[0] == "M" else k[1])
            elif years[b[:4]] == 1:
                label[k] = "%s (born %s)" % (name, b[:4])
            elif days[b] == 1:
                label[k] = "%s (born %s)" % (name, b)
            else:
                label[k] = "%s (%s)" % (name, k[1])
    assert len(set(label.values())) == len(label)

    def who(kind, pid):
        return label[person_key[(kind, pid)]]

    rows = set()

    def add(h, r, t, s, e):
        for x in (h, r, t, s, e):
            assert x and "\t" not in x and "\n" not in x, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    # --- hosts and winners
    for h in hosts:
        t = tour[h["tournament_id"]]
        add(h["team_name"], "hostedWorldCup", t["name"], t["start"], t["end"])
    for tid, t in tour.items():
        add(team(tid, t["winner"]), "wonWorldCup", t["name"], t["end"], t["end"])

    # --- match results and venues
    for m in matches:
        tid = m["tournament_id"]
        d = m["match_date"]
        home = team(tid, m["home_team_name"])
        away = team(tid, m["away_team_name"])
        res = m["result"]
        if res == "draw":
            add(home, "drewWith", away, d, d)
        else:
            win, lose = (home, away) if res == "home team win" else (away, home)
            rel = "beatOnPenalties" if m["penalty_shootout"] == "1" else "beat"
            add(win, rel, lose, d, d)
    for a in team_apps:
        tid = a["tournament_id"]
        add(team(tid, a["team_name"]), "playedMatchIn", a["city_name"], a["match_date"], a["match_date"])

    # --- the span of each team at each tournament: first to last match day
    span = {}
    for a in team_apps:
        k = (a["tournament_id"], a["team_id"])
        d = a["match_date"]
        s, e = span.get(k, (d, d))
        span[k] = (min(s, d), max(e, d))

    for s in squads:
        tid = s["tournament_id"]
        a, b = span[(tid, s["team_id"])]
        add(who("P", s["player_id"]), "squadMemberOf", team(tid, s["team_name"]), a, b)

    mspan = {}
    for a in man_apps:
        k = (a["tournament_id"], a["team_id"], a["team_name"], a["manager_id"])
        d = a["match_date"]
        s, e = mspan.get(k, (d, d))
        mspan[k] = (min(s, d), max(e, d))
    for (tid, _team_id, team_name, mid), (a, b) in mspan.items():
        add(who("M", mid), "managed", team(tid, team_name), a, b)

    # --- goals (one row per scorer and match; own goals left out) and sendings-off
    sides = {m["match_id"]: (m["home_team_name"], m["away_team_name"]) for m in matches}

    def other(row):
        home_name, away_name = sides[row["match_id"]]
        assert row["team_name"] in (home_name, away_name), row
        return away_name if row["team_name"] == home_name else home_name

    for g in goals:
        if g["own_goal"] == "1":
            continue
        add(who("P", g["player_id"]), "scoredAgainst", team(g["tournament_id"], other(g)),
            g["match_date"], g["match_date"])
    for b in bookings:
        if b["sending_off"] != "1":
            continue
        add(who("P", b["player_id"]), "sentOffAgainst", team(b["tournament_id"], other(b)),
            b["match_date"], b["match_date"])

    # --- individual awards, on the day of the final
    for w in awards:
        t = tour[w["tournament_id"]]
        add(who("P", w["player_id"]), "wonAward", w["award_name"], t["end"], t["end"])

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        text = "head\trelation\ttail\tstart\tend\n" + "".join("\t".join(r) + "\n" for r in sorted(rows))
        gz.write(text.encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(out.getvalue())
    print("%d rows -> %s" % (len(rows), OUT))
    c = collections.Counter(r[1] for r in rows)
    for k in sorted(c):
        print("  %-16s %6d" % (k, c[k]))


if __name__ == "__main__":
    main()
