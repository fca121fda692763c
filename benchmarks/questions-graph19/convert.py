"""Convert the survivoR dataset (Daniel Oehm, MIT licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/survivoR   (a clone, its .git, or a bare mirror of
github.com/doehm/survivoR).  Standard library plus the `git` command.

Reads the JSON exports under `dev/json/` of the pinned commit (the same tables the R package ships
as `data/*.rda`), keeps the US (seasons 1-50) and Australian (seasons 1-12) versions of the show, and
writes ./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip without
name and mtime: byte-identical on reruns).
"""

import collections
import gzip
import io
import json
import os
import re
import subprocess
import sys

COMMIT = "80aaf498bf06c7d8e6fd08be96efeea314be7bad"
VERSIONS = ("US", "AU")
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")
# the country field of the season summary, where it is not a country's name
COUNTRY_FIX = {"Islands": "Cook Islands"}
# tribe phases that are tribes (not Edge of Extinction, Redemption Island, Mergatory and the like)
TRIBE_STATUS = re.compile(r"^(Original|Merged|Swapped(_\d)?)$")


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def load(gd, name):
    raw = subprocess.run(["git", "--git-dir", gd, "show", "%s:dev/json/%s.json" % (COMMIT, name)],
                         check=True, capture_output=True).stdout
    return [x for x in json.loads(raw.decode("utf-8")) if x.get("version") in VERSIONS]


def clean(s):
    return " ".join(str(s or "").split())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    seasons = {s["version_season"]: s for s in load(gd, "season_summary")}
    episodes = load(gd, "episodes")
    castaways = load(gd, "castaways")
    details = {x["castaway_id"]: x for x in json.loads(subprocess.run(
        ["git", "--git-dir", gd, "show", "%s:dev/json/castaway_details.json" % COMMIT],
        check=True, capture_output=True).stdout.decode("utf-8"))}
    tribes = load(gd, "tribe_mapping")
    votes = load(gd, "vote_history")
    jury = load(gd, "jury_votes")

    air = {(e["version_season"], e["episode"]): e["episode_date"] for e in episodes}
    first = {}
    last = {}
    for (vs, _n), d in air.items():
        first[vs] = min(first.get(vs, d), d)
        last[vs] = max(last.get(vs, d), d)

    def season(vs):
        return clean(seasons[vs]["season_name"])

    def person(cid):
        return clean(details[cid]["full_name"])

    rows = set()

    def add(h, r, t, s, e):
        h, t = clean(h), clean(t)
        if not h or not t:
            return
        assert s and (not e or s <= e) and "\t" not in h + t, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    # the season: where it was made, shown from its first episode to its finale
    for vs, s in seasons.items():
        if vs not in first:
            continue
        country = COUNTRY_FIX.get(clean(s["country"]), clean(s["country"]))
        add(season(vs), "filmedIn", country, first[vs], last[vs])

    # castaways: their season, home town, how they left, jury
    for x in castaways:
        vs, cid = x["version_season"], x["castaway_id"]
        who, sn = person(cid), season(vs)
        out = air[(vs, x["episode"])]
        fin = last[vs]
        res = clean(x["result"])
        if res in ("Sole Survivor", "Runner-up", "2nd runner-up"):
            out = fin
        add(who, "castawayOn", sn, first[vs], out)
        city = clean(x.get("city"))
        state = clean(x.get("state"))
        if city:
            add(who, "livedIn", "%s, %s" % (city, state) if state else city, first[vs], out)
        if res == "Sole Survivor":
            add(who, "wonSeason", sn, fin, fin)
        elif res in ("Runner-up", "2nd runner-up"):
            add(who, "runnerUpIn", sn, fin, fin)
        elif "voted out" in res:
            add(who, "votedOutOf", sn, out, out)
        elif res == "Quit":
            add(who, "quit", sn, out, out)
        elif res in ("Medically evacuated", "Evacuated"):
            add(who, "evacuatedFrom", sn, out, out)
        elif res in ("Lost final 4 fire challenge", "Lost fire challenge"):
            add(who, "lostFireChallengeIn", sn, out, out)
        if x.get("jury"):
            add(who, "juryMemberOf", sn, out, fin)

    # tribes: a tribe name used in more than one season is told apart by the season
    used = collections.defaultdict(set)
    spans = {}
    for x in tribes:
        t = clean(x["tribe"])
        if not TRIBE_STATUS.match(x["tribe_status"] or "") or t in ("", "None"):
            continue
        used[t].add(x["version_season"])
        k = (x["castaway_id"], x["version_season"], t)
        d = air[(x["version_season"], x["episode"])]
        a, b = spans.get(k, (d, d))
        spans[k] = (min(a, d), max(b, d))
    for (cid, vs, t), (a, b) in spans.items():
        name = t if len(used[t]) == 1 else "%s (%s)" % (t, season(vs))
        add(person(cid), "memberOfTribe", name, a, b)

    # votes at tribal council (cast for a castaway), and the jury's votes for the winner
    for x in votes:
        if x.get("vote_id") and x.get("castaway_id"):
            d = air[(x["version_season"], x["episode"])]
            add(person(x["castaway_id"]), "votedFor", person(x["vote_id"]), d, d)
    for x in jury:
        if x.get("vote") == 1:
            d = last[x["version_season"]]
            add(person(x["castaway_id"]), "juryVoteFor", person(x["finalist_id"]), d, d)

    # no name is shared by two kinds of node
    kinds = collections.defaultdict(set)
    for h, r, t, _s, _e in rows:
        kinds[h].add("season" if r == "filmedIn" else "person")
        tk = {"filmedIn": "country", "livedIn": "place", "memberOfTribe": "tribe",
              "votedFor": "person", "juryVoteFor": "person"}.get(r, "season")
        kinds[t].add(tk)
    clash = {n: k for n, k in kinds.items() if len(k) > 1}
    assert not clash, clash

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        text = "head\trelation\ttail\tstart\tend\n" + "".join("\t".join(r) + "\n" for r in sorted(rows))
        gz.write(text.encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(out.getvalue())
    print("%d rows -> %s" % (len(rows), OUT))
    cnt = collections.Counter(r[1] for r in rows)
    for k in sorted(cnt):
        print("  %-22s %6d" % (k, cnt[k]))


if __name__ == "__main__":
    main()
